//! RFC 6570 (URI Template) section 2: the syntax of a template, on the
//! [`crate::engine`], and its typed tree ([`Template`]).
//!
//! One public combinator per rule of `grammar/rfc6570.abnf` that section 2
//! defines, named from the RFC's spelling (`URI-Template` is
//! [`uri_template`], `modifier-level4` is [`modifier_level4`]); each doc
//! comment opens with the rule as the RFC writes it. The rules the RFC
//! takes from elsewhere (`pct-encoded`, `ucschar`, `iprivate`, `ALPHA`,
//! `DIGIT`, `HEXDIG`) are [`crate::grammars::rfc3987`]'s combinators, which
//! read a whole UTF-8 character at a time. [`REGISTRY`] names them all, each
//! decided by its compiled automaton.
//!
//! Expansion (section 3) and matching a URI back to its variables are in
//! [`crate::template`].
//!
//! ```
//! use urigram::grammars::rfc6570;
//! assert!(rfc6570::check("URI-Template", b"/search{?q,lang}").unwrap().is_ok());
//! let err = rfc6570::check("URI-Template", b"/search{?q lang}").unwrap().unwrap_err();
//! assert_eq!(err.offset(), 10);
//! assert_eq!(err.rules().iter().map(|r| r.name()).collect::<Vec<_>>(),
//!     ["URI-Template", "expression", "variable-list", "varspec", "varname"]);
//! assert!(rfc6570::check("max-length", b"10000").unwrap().is_err());
//! ```

pub mod rules;
pub mod syntax;
mod tree;

pub use syntax::{
    explode, expression, literals, max_length, modifier_level4, op_level2, op_level3, op_reserve,
    operator, prefix, uri_template, varchar, variable_list, varname, varspec,
};
pub use tree::{Expression, Modifier, Operator, Part, Template, VarSpec};

use super::rfc3987::rules::{ALPHA, DIGIT, HEXDIG, IPRIVATE, PCT_ENCODED, UCSCHAR};
use super::rfc3987::{alpha, digit, hexdig, iprivate, pct_encoded, ucschar};
use crate::engine::{Compiled, Entry, Error, Registry};
use rules::*;

/// `grammar/rfc6570.abnf`, compiled on first use: one automaton per rule of
/// [`REGISTRY`]; it decides every `check` in one pass, and the combinators
/// explain a failure.
pub static COMPILED: Compiled = Compiled::new(crate::engine::abnf_comments::abnf_text!(
    "../../../grammar/rfc6570.abnf"
));

/// Every rule of `grammar/rfc6570.abnf`, in the file's order, with its
/// combinator.
pub static REGISTRY: Registry = Registry::new(
    "rfc6570",
    "RFC 6570 URI Templates (section 2)",
    &[
        Entry::new(&URI_TEMPLATE, uri_template).compiled(&COMPILED, 0),
        Entry::new(&LITERALS, literals).compiled(&COMPILED, 1),
        Entry::new(&EXPRESSION, expression).compiled(&COMPILED, 2),
        Entry::new(&OPERATOR, operator).compiled(&COMPILED, 3),
        Entry::new(&OP_LEVEL2, op_level2).compiled(&COMPILED, 4),
        Entry::new(&OP_LEVEL3, op_level3).compiled(&COMPILED, 5),
        Entry::new(&OP_RESERVE, op_reserve).compiled(&COMPILED, 6),
        Entry::new(&VARIABLE_LIST, variable_list).compiled(&COMPILED, 7),
        Entry::new(&VARSPEC, varspec).compiled(&COMPILED, 8),
        Entry::new(&VARNAME, varname).compiled(&COMPILED, 9),
        Entry::new(&VARCHAR, varchar).compiled(&COMPILED, 10),
        Entry::new(&MODIFIER_LEVEL4, modifier_level4).compiled(&COMPILED, 11),
        Entry::new(&PREFIX, prefix).compiled(&COMPILED, 12),
        Entry::new(&MAX_LENGTH, max_length).compiled(&COMPILED, 13),
        Entry::new(&EXPLODE, explode).compiled(&COMPILED, 14),
        Entry::new(&PCT_ENCODED, pct_encoded).compiled(&COMPILED, 15),
        Entry::new(&UCSCHAR, ucschar).compiled(&COMPILED, 16),
        Entry::new(&IPRIVATE, iprivate).compiled(&COMPILED, 17),
        Entry::new(&ALPHA, alpha).compiled(&COMPILED, 18),
        Entry::new(&DIGIT, digit).compiled(&COMPILED, 19),
        Entry::new(&HEXDIG, hexdig).compiled(&COMPILED, 20),
    ],
);

/// Matches the whole of `input` against the rule named `rule` (any case):
/// `None` if the grammar has no such rule.
///
/// ```
/// use urigram::grammars::rfc6570;
/// assert!(rfc6570::check("varspec", b"list*").unwrap().is_ok());
/// assert_eq!(rfc6570::check("prefix", b":0").unwrap().unwrap_err().offset(), 1);
/// assert!(rfc6570::check("host", b"a").is_none());
/// ```
#[must_use]
pub fn check(rule: &str, input: &[u8]) -> Option<Result<(), Error>> {
    REGISTRY.find(rule).map(|e| e.check(input))
}
