//! RFC 6874 section 2: zone identifiers in IPv6 address literals, the one
//! change that RFC makes to RFC 3986's grammar.
//!
//! RFC 6874 replaces `IP-literal` and adds two rules:
//!
//! ```abnf
//! IP-literal = "[" ( IPv6address / IPv6addrz / IPvFuture  ) "]"
//! ZoneID = 1*( unreserved / pct-encoded )
//! IPv6addrz = IPv6address "%25" ZoneID
//! ```
//!
//! RFC 3986 has no zone IDs, so the grammar is off by default: the
//! combinators of `host`, `authority`, `URI` and the rest read RFC 3986's
//! `IP-literal` unless they run inside [`with_zone_ids`] (as the typed entry
//! points do when given [`crate::ParseOptions::RFC6874`]). [`zone_id`] and
//! [`ipv6_addrz`] are RFC 6874's own rules and read them either way.

use std::net::Ipv6Addr;

use nom::IResult;

use crate::ast::ZoneId;
use crate::error::expected;
use crate::grammars::rfc3986::rules::host::ZONE_TAIL;
use crate::grammars::rfc3986::rules::{
    Input, PError, chars, fail, fail_at, ip, scan, split, text, with_rule,
};
use crate::grammars::rfc3986::zone_switch;
use crate::rule::Rule;

/// Runs `f` with the combinators reading RFC 6874's `IP-literal` (with `on`
/// true) or RFC 3986's (with `on` false), and restores the setting before
/// it after, however `f` ends.
///
/// ```
/// use urigram::rules::{host, input, with_zone_ids};
/// let text = "[fe80::1%25eth0]";
/// assert!(host(input(text)).is_err());
/// let (rest, h) = with_zone_ids(true, || host(input(text))).unwrap();
/// assert!(rest.fragment().is_empty());
/// assert_eq!(h.zone_id().unwrap().as_str(), "eth0");
/// assert!(host(input(text)).is_err());
/// ```
pub fn with_zone_ids<T>(on: bool, f: impl FnOnce() -> T) -> T {
    ZONE_TAIL.get_or_init(|| zone_tail);
    zone_switch::with_zone_ids(on, f)
}

/// ```abnf
/// ZoneID = 1*( unreserved / pct-encoded )
/// ```
/// RFC 6874 section 2. A run of unreserved characters and whole
/// `pct-encoded` triplets, at least one; a repetition of single members that
/// never stops short of a longer match, so the greedy scan is the ABNF.
///
/// ```
/// use urigram::rules::{input, zone_id};
/// let (rest, zone) = zone_id(input("en%2F1]")).unwrap();
/// assert_eq!((zone.as_str(), *rest.fragment()), ("en%2F1", "]"));
/// assert!(zone_id(input("]")).is_err());
/// ```
pub fn zone_id(input: Input<'_>) -> IResult<Input<'_>, ZoneId<'_>, PError> {
    with_rule(input, Rule::ZoneId, |i| {
        let (rest, taken) = scan(i, chars::UNRESERVED, expected!(ZoneIdChar), &[]);
        if taken.fragment().is_empty() {
            return fail(i, expected!(ZoneIdChar), None, &[]);
        }
        Ok((rest, ZoneId::new(text(&taken))))
    })
}

/// ```abnf
/// IPv6addrz = IPv6address "%25" ZoneID
/// ```
/// RFC 6874 section 2. No `IPv6address` holds a `%`, so the address is the
/// text before the first one, and [`ipv6_address`](crate::rules::ipv6_address)
/// takes the longest address there is: the one that the `%` must follow.
/// Returns the address and the zone ID.
///
/// ```
/// use urigram::rules::{input, ipv6_addrz};
/// let (_, (addr, zone)) = ipv6_addrz(input("fe80::a%25en1")).unwrap();
/// assert_eq!(addr, "fe80::a".parse::<std::net::Ipv6Addr>().unwrap());
/// assert_eq!(zone.as_str(), "en1");
/// assert!(ipv6_addrz(input("fe80::a%en1")).is_err());
/// ```
pub fn ipv6_addrz(input: Input<'_>) -> IResult<Input<'_>, (Ipv6Addr, ZoneId<'_>), PError> {
    with_rule(input, Rule::Ipv6addrz, |i| {
        let (after, (addr, _)) = ip::ipv6_address(i)?;
        let (rest, zone) = zone_tail(after)?;
        Ok((rest, (addr, zone)))
    })
}

/// `"%25" ZoneID`, the part of `IPv6addrz` after its address. A `%` here
/// can only begin the `%25` (a `pct-encoded` triplet stands nowhere else
/// that an address can reach), so each of its three bytes is checked in turn
/// and the first one wrong is where the input stops being viable.
pub(crate) fn zone_tail(input: Input<'_>) -> IResult<Input<'_>, ZoneId<'_>, PError> {
    let bytes = input.fragment().as_bytes();
    if bytes.first() != Some(&b'%') {
        return fail(input, expected!(Percent), None, &[]);
    }
    for (at, want) in [(1, b'2'), (2, b'5')] {
        if bytes.get(at) != Some(&want) {
            return fail_at(input, at, expected!(Pct25), None, &[]);
        }
    }
    let (at_zone, _) = split(input, 3);
    zone_id(at_zone)
}
