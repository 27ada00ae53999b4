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
//!
//! Matching, from the bottom up: the automaton (`nfa`) and the buffer a
//! path of it is written into (`path_buffer`); its engines, the
//! simulation and the deterministic automaton (`dfa`) and the one-pass
//! table (`onepass`); the assignment a path stands for (`path_reading`,
//! `assignment`, with `readings` and `settle`); the read-back of paths from a pass
//! (`readback`); the assignment as positions in the URI (`positions`,
//! which the owned answer is built from where it applies); the choice of engine (`strategy`, as [`Config`] allows);
//! a template compiled in order (`core`), the any-order option over it
//! (`any_order`); and on top the façades, [`Matcher`] and [`TemplateSet`].

mod analysis;
mod answer;
mod any_order;
mod assignment;
mod config;
mod core;
mod dfa;
mod expand;
pub mod json;
mod matcher;
mod nfa;
mod onepass;
mod path_buffer;
mod path_reading;
mod positions;
mod readback;
mod readings;
mod set;
mod settle;
mod state_queue;
mod strategy;
mod value;

pub use crate::grammars::rfc6570::{Expression, Modifier, Operator, Part, Template, VarSpec};
pub use analysis::{Ambiguity, Analysis, MAX_ANALYSED_STATES};
pub use answer::{MAX_ASSIGNMENTS, Match};
pub use config::{BuildError, Config};
pub use expand::ExpandError;
pub use matcher::Matcher;
pub use positions::{Located, Position, Positions};
pub use set::{Overlap, TemplateSet};
pub use value::{Value, Vars};
