//! RFC 6874: zone identifiers in IPv6 address literals, a grammar built on
//! RFC 3986's rules. It adds `ZoneID` and `IPv6addrz` ([`zone`]) and changes
//! `IP-literal`, which RFC 3986's combinators read its way while
//! [`zone::with_zone_ids`] has the switch on; [`ParseOptions`] asks for it
//! from the typed entry points (`UriRef::parse_with` and its siblings, here
//! too).

mod options;
mod parse_with;
pub mod zone;

pub use options::ParseOptions;
