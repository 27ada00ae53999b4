//! RFC 1945 (HTTP/1.0) section 3.2.1's URI grammar, with section 3.2.2's
//! `http_URL`, `host` and `port`: the URIs of an HTTP/1.0 request, and the
//! grammar RFC 2068 repeats.
//!
//! A grammar over octets: `national` is every octet that the other classes
//! leave out, every byte from 0x80 among them, so the input is `&[u8]`, the
//! offsets are bytes, and no input is rejected for its encoding.
//!
//! One public combinator per rule of `grammar/rfc1945.abnf`, named from the
//! RFC's spelling (`net_path`, `http_URL` is [`http_url`], `absoluteURI` is
//! [`absolute_uri`], `unsafe` is `r#unsafe`), in the module of the section
//! that defines it; each doc comment opens with the rule as the RFC writes
//! it (and, for a prose rule, the file's spelled-out form after it). The
//! combinators run on the [`crate::engine`]'s cursor, which follows every
//! reading, so each accepts exactly what its ABNF accepts and fails at the
//! first byte no accepted string can have there; [`REGISTRY`] names them.
//!
//! [`Uri::parse`] and [`HttpUrl::parse`] read a valid input into a typed
//! tree: the compiled automaton decides, and nom combinators (as
//! RFC 3986's [`crate::rules`] are) build the tree;
//! [`Uri`]'s documentation says how `a:b` is read.
//!
//! ```
//! use urigram::grammars::rfc1945::{self, Host, HttpUrl};
//! let u = HttpUrl::parse(b"http://www.w3.org/pub/WWW/TheProject.html").unwrap();
//! assert!(matches!(u.host(), Host::Name(h) if h.as_bytes() == b"www.w3.org"));
//! let segs: Vec<_> = u.abs_path().unwrap().path().unwrap().segments().map(|s| s.as_bytes()).collect();
//! assert_eq!(segs, [&b"pub"[..], b"WWW", b"TheProject.html"]);
//! // "~" and bytes from 0x80 are `national`; "<" is `unsafe`.
//! assert!(rfc1945::check("URI", b"/~a/\xff").unwrap().is_ok());
//! assert_eq!(rfc1945::check("URI", b"/a<b").unwrap().unwrap_err().offset(), 2);
//! ```

mod ast;
mod build;
pub mod chars;
mod fast;
pub mod http;
pub mod rules;
pub mod uri;

pub use ast::{
    Absolute, Host, HttpUrl, Ipv4, Path, Port, Reading, Relative, RelativeKind, Text, Uri,
};
pub use chars::{
    alpha, ctl, digit, escape, extra, hex, loalpha, national, pchar, reserved, safe, sp, uchar,
    unreserved, r#unsafe, upalpha,
};
pub use http::{host, hostname, http_url, ipv4_address, label, let_dig, let_dig_hyp, port};
pub use uri::{
    abs_path, absolute_uri, fragment, fsegment, net_loc, net_path, param, params, path, query,
    rel_path, relative_uri, scheme, segment, uri,
};

use crate::engine::{Compiled, Entry, Error, Registry};
use rules::*;

/// `grammar/rfc1945.abnf`, compiled on first use: one automaton per rule of
/// [`REGISTRY`]: it decides every `check` in one pass, and the combinators
/// explain a failure.
pub static COMPILED: Compiled = Compiled::new(crate::engine::abnf_comments::abnf_text!(
    "../../../grammar/rfc1945.abnf"
));

/// Every rule of `grammar/rfc1945.abnf`, in the file's order, with its
/// combinator.
pub static REGISTRY: Registry = Registry::new(
    "rfc1945",
    "RFC 1945 (HTTP/1.0) URIs and http_URL, over octets",
    &[
        Entry::new(&URI, uri).compiled(&COMPILED, 0),
        Entry::new(&ABSOLUTE_URI, absolute_uri).compiled(&COMPILED, 1),
        Entry::new(&RELATIVE_URI, relative_uri).compiled(&COMPILED, 2),
        Entry::new(&NET_PATH, net_path).compiled(&COMPILED, 3),
        Entry::new(&ABS_PATH, abs_path).compiled(&COMPILED, 4),
        Entry::new(&REL_PATH, rel_path).compiled(&COMPILED, 5),
        Entry::new(&PATH, path).compiled(&COMPILED, 6),
        Entry::new(&FSEGMENT, fsegment).compiled(&COMPILED, 7),
        Entry::new(&SEGMENT, segment).compiled(&COMPILED, 8),
        Entry::new(&PARAMS, params).compiled(&COMPILED, 9),
        Entry::new(&PARAM, param).compiled(&COMPILED, 10),
        Entry::new(&SCHEME, scheme).compiled(&COMPILED, 11),
        Entry::new(&NET_LOC, net_loc).compiled(&COMPILED, 12),
        Entry::new(&QUERY, query).compiled(&COMPILED, 13),
        Entry::new(&FRAGMENT, fragment).compiled(&COMPILED, 14),
        Entry::new(&PCHAR, pchar).compiled(&COMPILED, 15),
        Entry::new(&UCHAR, uchar).compiled(&COMPILED, 16),
        Entry::new(&UNRESERVED, unreserved).compiled(&COMPILED, 17),
        Entry::new(&ESCAPE, escape).compiled(&COMPILED, 18),
        Entry::new(&RESERVED, reserved).compiled(&COMPILED, 19),
        Entry::new(&EXTRA, extra).compiled(&COMPILED, 20),
        Entry::new(&SAFE, safe).compiled(&COMPILED, 21),
        Entry::new(&UNSAFE, r#unsafe).compiled(&COMPILED, 22),
        Entry::new(&NATIONAL, national).compiled(&COMPILED, 23),
        Entry::new(&HTTP_URL, http_url).compiled(&COMPILED, 24),
        Entry::new(&HOST, host).compiled(&COMPILED, 25),
        Entry::new(&HOSTNAME, hostname).compiled(&COMPILED, 26),
        Entry::new(&LABEL, label).compiled(&COMPILED, 27),
        Entry::new(&LET_DIG, let_dig).compiled(&COMPILED, 28),
        Entry::new(&LET_DIG_HYP, let_dig_hyp).compiled(&COMPILED, 29),
        Entry::new(&IPV4_ADDRESS, ipv4_address).compiled(&COMPILED, 30),
        Entry::new(&PORT, port).compiled(&COMPILED, 31),
        Entry::new(&UPALPHA, upalpha).compiled(&COMPILED, 32),
        Entry::new(&LOALPHA, loalpha).compiled(&COMPILED, 33),
        Entry::new(&ALPHA, alpha).compiled(&COMPILED, 34),
        Entry::new(&DIGIT, digit).compiled(&COMPILED, 35),
        Entry::new(&CTL, ctl).compiled(&COMPILED, 36),
        Entry::new(&SP, sp).compiled(&COMPILED, 37),
        Entry::new(&HEX, hex).compiled(&COMPILED, 38),
    ],
);

/// Matches the whole of `input` (any bytes) against the rule named `rule`
/// (either spelling, any case): `None` if the grammar has no such rule.
///
/// ```
/// use urigram::grammars::rfc1945;
/// assert!(rfc1945::check("http_URL", b"HTTP://a.b:/").unwrap().is_ok());
/// assert_eq!(rfc1945::check("host", b"a-.b").unwrap().unwrap_err().offset(), 2);
/// assert!(rfc1945::check("authority", b"a").is_none());
/// ```
#[must_use]
pub fn check(rule: &str, input: &[u8]) -> Option<Result<(), Error>> {
    REGISTRY.find(rule).map(|e| e.check(input))
}
