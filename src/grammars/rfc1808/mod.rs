//! RFC 1808 (section 2.2): the relative URL grammar of June 1995, which
//! RFC 2396 replaced, and which HTTP/1.0 (RFC 1945) and early parsers such
//! as Python's `urlparse` were written against.
//!
//! One public combinator per rule of `grammar/rfc1808.abnf`, named from the
//! RFC's spelling (`net_loc`, `rel_path`, `generic-RL` is [`generic_rl`],
//! `absoluteURL` is [`absolute_url`]), in the module of the part of section
//! 2.2 that defines it; each doc comment opens with the rule as the RFC
//! writes it. The combinators run on the [`crate::engine`]'s cursor, which
//! follows every reading of the input, so each accepts exactly what its
//! ABNF accepts and fails at the first byte no accepted string can have
//! there; [`REGISTRY`] names them all.
//!
//! As RFC 1808 writes it, `unreserved = alpha | digit | safe | extra` leaves
//! `national` out, so `~`, `{`, `|` and the rest are no URL characters, and
//! `national` and `punctuation` are rules no other rule uses. The grammar
//! follows the text.
//!
//! [`Url::parse`] reads a `URL` into a typed tree: the compiled automaton
//! decides, and nom combinators (as RFC 3986's [`crate::rules`]
//! are) build the tree from the valid input.
//!
//! ```
//! use urigram::grammars::rfc1808::{self, Url};
//! let u = Url::parse("http://a/b/c/d;p?q#f").unwrap();
//! let abs = u.absolute().unwrap();
//! assert_eq!(abs.scheme().as_str(), "http");
//! let rel = abs.generic().unwrap();
//! assert_eq!(rel.net_loc().unwrap().as_str(), "a");
//! assert_eq!(rel.params().unwrap().as_str(), "p");
//! assert_eq!(u.fragment().unwrap().as_str(), "f");
//! assert_eq!(u.to_string(), "http://a/b/c/d;p?q#f");
//! // No `~` in RFC 1808's URLs: `national` is left out of `unreserved`.
//! assert_eq!(rfc1808::check("URL", "/~a").unwrap().unwrap_err().offset(), 1);
//! ```

mod ast;
pub mod chars;
pub mod components;
pub mod path;
pub mod rules;
pub mod url;

pub use ast::{
    Absolute, Fragment, NetLoc, Params, Path, Query, Relative, Scheme, Segment, Text, Url,
};
pub use chars::{
    alpha, digit, escape, extra, hex, hialpha, lowalpha, national, pchar, punctuation, reserved,
    safe, uchar, unreserved,
};
pub use components::{fragment, net_loc, query, scheme};
pub use path::{abs_path, fsegment, net_path, param, params, path, rel_path, segment};
pub use url::{absolute_url, generic_rl, relative_url, url};

use crate::engine::{Compiled, Entry, Error, Registry};
use rules::*;

/// `grammar/rfc1808.abnf`, compiled on first use: one automaton per rule of
/// [`REGISTRY`]: it decides every `check` in one pass, and the combinators
/// explain a failure.
pub static COMPILED: Compiled = Compiled::new(crate::engine::abnf_comments::abnf_text!(
    "../../../grammar/rfc1808.abnf"
));

/// Every rule of `grammar/rfc1808.abnf`, in the file's order, with its
/// combinator.
pub static REGISTRY: Registry = Registry::new(
    "rfc1808",
    "RFC 1808 relative URLs (HTTP/1.0, early urlparse)",
    &[
        Entry::new(&URL, url).compiled(&COMPILED, 0),
        Entry::new(&ABSOLUTE_URL, absolute_url).compiled(&COMPILED, 1),
        Entry::new(&GENERIC_RL, generic_rl).compiled(&COMPILED, 2),
        Entry::new(&RELATIVE_URL, relative_url).compiled(&COMPILED, 3),
        Entry::new(&NET_PATH, net_path).compiled(&COMPILED, 4),
        Entry::new(&ABS_PATH, abs_path).compiled(&COMPILED, 5),
        Entry::new(&REL_PATH, rel_path).compiled(&COMPILED, 6),
        Entry::new(&PATH, path).compiled(&COMPILED, 7),
        Entry::new(&FSEGMENT, fsegment).compiled(&COMPILED, 8),
        Entry::new(&SEGMENT, segment).compiled(&COMPILED, 9),
        Entry::new(&PARAMS, params).compiled(&COMPILED, 10),
        Entry::new(&PARAM, param).compiled(&COMPILED, 11),
        Entry::new(&SCHEME, scheme).compiled(&COMPILED, 12),
        Entry::new(&NET_LOC, net_loc).compiled(&COMPILED, 13),
        Entry::new(&QUERY, query).compiled(&COMPILED, 14),
        Entry::new(&FRAGMENT, fragment).compiled(&COMPILED, 15),
        Entry::new(&PCHAR, pchar).compiled(&COMPILED, 16),
        Entry::new(&UCHAR, uchar).compiled(&COMPILED, 17),
        Entry::new(&UNRESERVED, unreserved).compiled(&COMPILED, 18),
        Entry::new(&ESCAPE, escape).compiled(&COMPILED, 19),
        Entry::new(&HEX, hex).compiled(&COMPILED, 20),
        Entry::new(&ALPHA, alpha).compiled(&COMPILED, 21),
        Entry::new(&LOWALPHA, lowalpha).compiled(&COMPILED, 22),
        Entry::new(&HIALPHA, hialpha).compiled(&COMPILED, 23),
        Entry::new(&DIGIT, digit).compiled(&COMPILED, 24),
        Entry::new(&SAFE, safe).compiled(&COMPILED, 25),
        Entry::new(&EXTRA, extra).compiled(&COMPILED, 26),
        Entry::new(&NATIONAL, national).compiled(&COMPILED, 27),
        Entry::new(&RESERVED, reserved).compiled(&COMPILED, 28),
        Entry::new(&PUNCTUATION, punctuation).compiled(&COMPILED, 29),
    ],
);

/// Matches the whole of `input` against the rule named `rule` (either
/// spelling, any case): `None` if the grammar has no such rule.
///
/// ```
/// use urigram::grammars::rfc1808;
/// assert!(rfc1808::check("net_loc", "user:pw@host;x?y").unwrap().is_ok());
/// assert_eq!(rfc1808::check("net-loc", "a/b").unwrap().unwrap_err().offset(), 1);
/// assert!(rfc1808::check("authority", "a").is_none());
/// ```
#[must_use]
pub fn check(rule: &str, input: &str) -> Option<Result<(), Error>> {
    REGISTRY.find(rule).map(|e| e.check(input.as_bytes()))
}
