//! The URI grammars beside RFC 3986, one module each, on the shared
//! [`crate::engine`]. A grammar imports the engine and never another grammar.

pub mod rfc1808;
pub mod rfc1945;
pub mod rfc2396;
