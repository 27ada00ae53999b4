//! RFC 2396 (Appendix A), as RFC 2732 section 3 amends it for IPv6 literals,
//! with RFC 2373 section 2.2's textual IPv6 address: the URI grammar of
//! `java.net.URI`, and so of every JVM service that checks a URI.
//!
//! One public combinator per rule of `grammar/rfc2396.abnf`, named from the
//! RFC's spelling (`hier_part`, `uric_no_slash`, `IPv6reference` is
//! [`ipv6_reference`], `IPv4address` is [`ipv4_address`]), in the module of
//! the section that defines it; each doc comment opens with the rule as the
//! RFC writes it. The combinators run on the [`crate::engine`]'s cursor,
//! which follows every reading of the input, so each accepts exactly what
//! its ABNF accepts and fails at the first byte no accepted string can have
//! there; [`REGISTRY`] names them all.
//!
//! [`UriReference::parse`] reads a `URI-reference` into a typed tree: the
//! compiled automaton decides, and nom combinators (as RFC 3986's [`crate::rules`]
//! are) build the tree from the valid input.
//!
//! ```
//! use urigram::grammars::rfc2396::{self, Authority, Host, UriReference};
//! let r = UriReference::parse("http://user@[::FFFF:129.144.52.38]:80/a;p/b?q#f").unwrap();
//! let abs = r.absolute().unwrap();
//! assert_eq!(abs.scheme().as_str(), "http");
//! let Some(Authority::Server(server)) = abs.authority() else { panic!() };
//! assert_eq!(server.userinfo().unwrap().as_str(), "user");
//! assert!(matches!(server.host(), Some(Host::Ipv6(_))));
//! assert_eq!(server.port().unwrap().as_u16(), Some(80));
//! assert_eq!(r.to_string(), "http://user@[::FFFF:129.144.52.38]:80/a;p/b?q#f");
//! // Registry-based where the authority is no server: "_" is no hostname character.
//! let r = UriReference::parse("//a_b/c").unwrap();
//! assert!(matches!(r.relative().unwrap().authority(), Some(Authority::Registry(_))));
//! // The grammar's error points at the byte.
//! assert_eq!(rfc2396::check("IPv4address", "1.2.3.4567").unwrap().unwrap_err().offset(), 9);
//! ```

mod ast;
pub mod authority;
pub mod chars;
pub mod components;
pub mod ipv6;
pub mod path;
pub mod query;
pub mod reference;
pub mod rules;
pub mod scheme;

pub use ast::{
    AbsoluteUri, Authority, Fragment, Host, HostText, Opaque, Path, Port, Query, RegName, Relative,
    Scheme, Segment, Segments, Server, Text, UriReference, Userinfo,
};
pub use authority::{
    authority, domainlabel, host, hostname, hostport, port, reg_name, server, toplabel, userinfo,
};
pub use chars::{
    alpha, alphanum, digit, escaped, hex, lowalpha, mark, reserved, unreserved, upalpha, uric,
};
pub use components::{abs_path, absolute_uri, hier_part, net_path, opaque_part, uric_no_slash};
pub use ipv6::{hex4, hexdig, ipv4_address, ipv6_address, ipv6_reference, ls32};
pub use path::{param, path, path_segments, pchar, segment};
pub use query::query;
pub use reference::{fragment, rel_path, rel_segment, relative_uri, uri_reference};
pub use scheme::scheme;

use crate::engine::{Compiled, Entry, Error, Registry};
use rules::*;

/// `grammar/rfc2396.abnf`, compiled on first use: one automaton per rule of
/// [`REGISTRY`]: it decides every `check` in one pass, and the combinators
/// explain a failure.
pub static COMPILED: Compiled = Compiled::new(crate::engine::abnf_comments::abnf_text!(
    "../../../grammar/rfc2396.abnf"
));

/// Every rule of `grammar/rfc2396.abnf`, in the file's order, with its
/// combinator. RFC 5234's `DIGIT`, which the file lists again beside
/// `HEXDIG`, is `digit` (ABNF names are case-insensitive), so it has no
/// entry of its own; [`Registry::find`] finds it by either spelling.
pub static REGISTRY: Registry = Registry::new(
    "rfc2396",
    "RFC 2396 URI references, with RFC 2732 IPv6 literals (java.net.URI)",
    &[
        Entry::new(&URI_REFERENCE, uri_reference).compiled(&COMPILED, 0),
        Entry::new(&ABSOLUTE_URI, absolute_uri).compiled(&COMPILED, 1),
        Entry::new(&RELATIVE_URI, relative_uri).compiled(&COMPILED, 2),
        Entry::new(&HIER_PART, hier_part).compiled(&COMPILED, 3),
        Entry::new(&OPAQUE_PART, opaque_part).compiled(&COMPILED, 4),
        Entry::new(&URIC_NO_SLASH, uric_no_slash).compiled(&COMPILED, 5),
        Entry::new(&NET_PATH, net_path).compiled(&COMPILED, 6),
        Entry::new(&ABS_PATH, abs_path).compiled(&COMPILED, 7),
        Entry::new(&REL_PATH, rel_path).compiled(&COMPILED, 8),
        Entry::new(&REL_SEGMENT, rel_segment).compiled(&COMPILED, 9),
        Entry::new(&SCHEME, scheme).compiled(&COMPILED, 10),
        Entry::new(&AUTHORITY, authority).compiled(&COMPILED, 11),
        Entry::new(&REG_NAME, reg_name).compiled(&COMPILED, 12),
        Entry::new(&SERVER, server).compiled(&COMPILED, 13),
        Entry::new(&USERINFO, userinfo).compiled(&COMPILED, 14),
        Entry::new(&HOSTPORT, hostport).compiled(&COMPILED, 15),
        Entry::new(&HOST, host).compiled(&COMPILED, 16),
        Entry::new(&IPV6_REFERENCE, ipv6_reference).compiled(&COMPILED, 17),
        Entry::new(&HOSTNAME, hostname).compiled(&COMPILED, 18),
        Entry::new(&DOMAINLABEL, domainlabel).compiled(&COMPILED, 19),
        Entry::new(&TOPLABEL, toplabel).compiled(&COMPILED, 20),
        Entry::new(&IPV4_ADDRESS, ipv4_address).compiled(&COMPILED, 21),
        Entry::new(&PORT, port).compiled(&COMPILED, 22),
        Entry::new(&PATH, path).compiled(&COMPILED, 23),
        Entry::new(&PATH_SEGMENTS, path_segments).compiled(&COMPILED, 24),
        Entry::new(&SEGMENT, segment).compiled(&COMPILED, 25),
        Entry::new(&PARAM, param).compiled(&COMPILED, 26),
        Entry::new(&PCHAR, pchar).compiled(&COMPILED, 27),
        Entry::new(&QUERY, query).compiled(&COMPILED, 28),
        Entry::new(&FRAGMENT, fragment).compiled(&COMPILED, 29),
        Entry::new(&URIC, uric).compiled(&COMPILED, 30),
        Entry::new(&RESERVED, reserved).compiled(&COMPILED, 31),
        Entry::new(&UNRESERVED, unreserved).compiled(&COMPILED, 32),
        Entry::new(&MARK, mark).compiled(&COMPILED, 33),
        Entry::new(&ESCAPED, escaped).compiled(&COMPILED, 34),
        Entry::new(&HEX, hex).compiled(&COMPILED, 35),
        Entry::new(&ALPHANUM, alphanum).compiled(&COMPILED, 36),
        Entry::new(&ALPHA, alpha).compiled(&COMPILED, 37),
        Entry::new(&LOWALPHA, lowalpha).compiled(&COMPILED, 38),
        Entry::new(&UPALPHA, upalpha).compiled(&COMPILED, 39),
        Entry::new(&DIGIT, digit).compiled(&COMPILED, 40),
        Entry::new(&IPV6_ADDRESS, ipv6_address).compiled(&COMPILED, 41),
        Entry::new(&LS32, ls32).compiled(&COMPILED, 42),
        Entry::new(&HEX4, hex4).compiled(&COMPILED, 43),
        Entry::new(&HEXDIG, hexdig).compiled(&COMPILED, 44),
    ],
);

/// Matches the whole of `input` against the rule named `rule` (either
/// spelling, any case): `None` if the grammar has no such rule.
///
/// ```
/// use urigram::grammars::rfc2396;
/// assert!(rfc2396::check("hostname", "example.com.").unwrap().is_ok());
/// assert_eq!(rfc2396::check("hostname", "a..b").unwrap().unwrap_err().offset(), 2);
/// assert!(rfc2396::check("IP-literal", "[::1]").is_none());
/// ```
#[must_use]
pub fn check(rule: &str, input: &str) -> Option<Result<(), Error>> {
    REGISTRY.find(rule).map(|e| e.check(input.as_bytes()))
}
