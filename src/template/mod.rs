//! URI Templates (RFC 6570): expansion (section 3) and matching a URI back
//! to the variables that expand to it.
//!
//! The syntax and the typed tree are
//! [`crate::grammars::rfc6570`]'s ([`Template`]); this module adds what a
//! template is for: [`Template::expand`] and [`Template::match_uri`].

mod expand;
mod value;

pub use crate::grammars::rfc6570::{Expression, Modifier, Operator, Part, Template, VarSpec};
pub use expand::ExpandError;
pub use value::{Value, Vars};
