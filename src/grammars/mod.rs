//! The URI grammars beside RFC 3986, one module each, on the shared
//! [`crate::engine`]. A grammar imports the engine and never another grammar.
//! [`ALL`] lists every grammar, RFC 3986's own among them, described one way.

pub mod rfc1808;
pub mod rfc1945;
pub mod rfc2396;
pub mod rfc3987;

mod every;
mod parts;
mod tree_nom;

pub use every::{ALL, Grammar, GrammarRule, named};
pub use parts::{PART_NAMES, Parts};
