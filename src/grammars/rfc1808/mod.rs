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
//! [`Url::parse`] reads a `URL` into a typed tree.
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

use crate::engine::{Entry, Error, Registry};
use rules::*;

/// Every rule of `grammar/rfc1808.abnf`, in the file's order, with its
/// combinator.
pub static REGISTRY: Registry = Registry::new(
    "rfc1808",
    "RFC 1808 relative URLs (HTTP/1.0, early urlparse)",
    &[
        Entry::new(&URL, url),
        Entry::new(&ABSOLUTE_URL, absolute_url),
        Entry::new(&GENERIC_RL, generic_rl),
        Entry::new(&RELATIVE_URL, relative_url),
        Entry::new(&NET_PATH, net_path),
        Entry::new(&ABS_PATH, abs_path),
        Entry::new(&REL_PATH, rel_path),
        Entry::new(&PATH, path),
        Entry::new(&FSEGMENT, fsegment),
        Entry::new(&SEGMENT, segment),
        Entry::new(&PARAMS, params),
        Entry::new(&PARAM, param),
        Entry::new(&SCHEME, scheme),
        Entry::new(&NET_LOC, net_loc),
        Entry::new(&QUERY, query),
        Entry::new(&FRAGMENT, fragment),
        Entry::new(&PCHAR, pchar),
        Entry::new(&UCHAR, uchar),
        Entry::new(&UNRESERVED, unreserved),
        Entry::new(&ESCAPE, escape),
        Entry::new(&HEX, hex),
        Entry::new(&ALPHA, alpha),
        Entry::new(&LOWALPHA, lowalpha),
        Entry::new(&HIALPHA, hialpha),
        Entry::new(&DIGIT, digit),
        Entry::new(&SAFE, safe),
        Entry::new(&EXTRA, extra),
        Entry::new(&NATIONAL, national),
        Entry::new(&RESERVED, reserved),
        Entry::new(&PUNCTUATION, punctuation),
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
