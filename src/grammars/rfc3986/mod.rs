//! RFC 3986: its rules as nom combinators, one module per section
//! ([`rules`]), the typed tree they build ([`ast`]), the names of the rules
//! ([`Rule`](crate::Rule)), the error and its frame ([`error`]), and
//! percent-encoding ([`pct`]). The crate root re-exports all of it under the
//! paths it always had (`urigram::UriRef`, `urigram::rules`, ...).
//!
//! Inside, each layer imports only the ones below it: the names of the
//! rules (`rule`) and the zone switch at the bottom, the error above them,
//! the combinators and the tree above that, then the entry points and the
//! help, and the frame renderer on top. RFC 6874 and RFC 9112 are grammars
//! built on these rules, in folders of their own beside this one.

pub mod ast;
mod classes;
pub(crate) mod diagnostic;
pub mod error;
pub(crate) mod error_engine;
pub(crate) mod help;
pub(crate) mod parse;
pub mod pct;
pub(crate) mod rule;
pub mod rules;
pub(crate) mod zone_switch;
