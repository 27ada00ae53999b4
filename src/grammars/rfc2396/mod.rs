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
//! [`UriReference::parse`] reads a `URI-reference` into a typed tree.
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
    authority, domainlabel, host, hostname, hostport, ipv4_address, port, reg_name, server,
    toplabel, userinfo,
};
pub use chars::{
    alpha, alphanum, digit, escaped, hex, lowalpha, mark, reserved, unreserved, upalpha, uric,
};
pub use components::{abs_path, absolute_uri, hier_part, net_path, opaque_part, uric_no_slash};
pub use ipv6::{hex4, hexdig, ipv6_address, ipv6_reference, ls32};
pub use path::{param, path, path_segments, pchar, segment};
pub use query::query;
pub use reference::{fragment, rel_path, rel_segment, relative_uri, uri_reference};
pub use scheme::scheme;

use crate::engine::{Entry, Error, Registry};
use rules::*;

/// Every rule of `grammar/rfc2396.abnf`, in the file's order, with its
/// combinator. RFC 5234's `DIGIT`, which the file lists again beside
/// `HEXDIG`, is `digit` (ABNF names are case-insensitive), so it has no
/// entry of its own; [`Registry::find`] finds it by either spelling.
pub static REGISTRY: Registry = Registry::new(
    "rfc2396",
    "RFC 2396 URI references, with RFC 2732 IPv6 literals (java.net.URI)",
    &[
        Entry::new(&URI_REFERENCE, uri_reference),
        Entry::new(&ABSOLUTE_URI, absolute_uri),
        Entry::new(&RELATIVE_URI, relative_uri),
        Entry::new(&HIER_PART, hier_part),
        Entry::new(&OPAQUE_PART, opaque_part),
        Entry::new(&URIC_NO_SLASH, uric_no_slash),
        Entry::new(&NET_PATH, net_path),
        Entry::new(&ABS_PATH, abs_path),
        Entry::new(&REL_PATH, rel_path),
        Entry::new(&REL_SEGMENT, rel_segment),
        Entry::new(&SCHEME, scheme),
        Entry::new(&AUTHORITY, authority),
        Entry::new(&REG_NAME, reg_name),
        Entry::new(&SERVER, server),
        Entry::new(&USERINFO, userinfo),
        Entry::new(&HOSTPORT, hostport),
        Entry::new(&HOST, host),
        Entry::new(&IPV6_REFERENCE, ipv6_reference),
        Entry::new(&HOSTNAME, hostname),
        Entry::new(&DOMAINLABEL, domainlabel),
        Entry::new(&TOPLABEL, toplabel),
        Entry::new(&IPV4_ADDRESS, ipv4_address),
        Entry::new(&PORT, port),
        Entry::new(&PATH, path),
        Entry::new(&PATH_SEGMENTS, path_segments),
        Entry::new(&SEGMENT, segment),
        Entry::new(&PARAM, param),
        Entry::new(&PCHAR, pchar),
        Entry::new(&QUERY, query),
        Entry::new(&FRAGMENT, fragment),
        Entry::new(&URIC, uric),
        Entry::new(&RESERVED, reserved),
        Entry::new(&UNRESERVED, unreserved),
        Entry::new(&MARK, mark),
        Entry::new(&ESCAPED, escaped),
        Entry::new(&HEX, hex),
        Entry::new(&ALPHANUM, alphanum),
        Entry::new(&ALPHA, alpha),
        Entry::new(&LOWALPHA, lowalpha),
        Entry::new(&UPALPHA, upalpha),
        Entry::new(&DIGIT, digit),
        Entry::new(&IPV6_ADDRESS, ipv6_address),
        Entry::new(&LS32, ls32),
        Entry::new(&HEX4, hex4),
        Entry::new(&HEXDIG, hexdig),
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
