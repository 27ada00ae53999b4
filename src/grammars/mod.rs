//! Every URI grammar, one folder each: RFC 3986's ([`rfc3986`]: its rules,
//! typed tree and error), RFC 6874's and RFC 9112's built on its rules
//! ([`rfc6874`], [`rfc9112`]), RFC 3987's IRIs ([`rfc3987`]), and the
//! grammars on the shared [`crate::engine`] ([`rfc2396`], [`rfc1808`],
//! [`rfc1945`]). A grammar imports the engine and, if it is built on RFC
//! 3986, RFC 3986's modules, one way; none imports a grammar above it.
//! [`ALL`] lists every grammar, described one way; it and [`Rule::parse`]
//! (matching any rule of RFC 3986, 6874 or 9112 by name) sit here, above
//! the grammars they reach.
//!
//! [`Rule::parse`]: crate::Rule::parse

pub mod rfc1808;
pub mod rfc1945;
pub mod rfc2396;
pub mod rfc3986;
pub mod rfc3987;
pub mod rfc6570;
pub mod rfc6874;
pub mod rfc9112;

pub(crate) mod by_name;
mod every;
mod parts;
mod verdict;

pub use every::{ALL, Grammar, GrammarRule, named};
pub(crate) use parts::set;
pub use parts::{Octets, PART_NAMES, Parts};
