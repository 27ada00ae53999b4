//! URI Templates (RFC 6570): expansion (section 3) and matching a URI back
//! to the variables that expand to it.
//!
//! The syntax and the typed tree are
//! [`crate::grammars::rfc6570`]'s ([`Template`]); this module adds what a
//! template is for: [`Template::expand`], and [`Matcher`] (or
//! [`Template::match_uri`]), which compiles a template into an automaton
//! that matches a URI in one pass and reports, when the template is built,
//! whether any URI can have two assignments ([`Analysis`]). [`json`] is
//! the JSON form of the variables, which the command line and Python share.

mod analysis;
mod any_order;
mod dfa;
mod expand;
pub mod json;
mod matcher;
mod nfa;
mod onepass;
mod set;
mod value;

pub use crate::grammars::rfc6570::{Expression, Modifier, Operator, Part, Template, VarSpec};
pub use analysis::{Ambiguity, Analysis, MAX_ANALYSED_STATES};
pub use expand::ExpandError;
pub use matcher::{MAX_ASSIGNMENTS, Match, Matcher};
pub use set::{Overlap, TemplateSet};
pub use value::{Value, Vars};
