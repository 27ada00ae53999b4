//! Section 3.2.2: the host and its three forms, IP-literal, IPv4address and
//! reg-name. The address rules themselves are in [`super::ip`].

use std::sync::OnceLock;

use nom::IResult;

use super::{
    Input, PError, between, chars, expect_byte, fail, ip, peek, scan, scan_pct_free, split, text,
    with_rule,
};
use crate::ast::{Host, HostForm, Text, ZoneId, build_host};
use crate::error::{Expected, expected};
use crate::grammars::rfc3986::zone_switch;
use crate::rule::Rule;

/// ```abnf
/// host = IP-literal / IPv4address / reg-name
/// ```
/// Section 3.2.2, where "the rule is first-match-wins": a host is an
/// IPv4address only if the whole host matches that rule. An IP-literal is the
/// only form that begins with `[`, so that byte decides it. Otherwise the
/// combinator scans the host as a `reg-name` (whose characters include every
/// character of `IPv4address`) and then asks [`ip::ipv4_text`] whether that
/// whole text is an IPv4address. A nom `alt` over the three rules in order
/// would take `1.2.3.4` out of `1.2.3.4x` and fail on the `x`.
///
/// ```
/// use urigram::{Host, rules::{host, input}};
/// assert!(matches!(host(input("10.0.0.1")).unwrap().1, Host::Ipv4 { .. }));
/// assert!(matches!(host(input("10.0.0.1a")).unwrap().1, Host::RegName(_)));
/// ```
pub fn host(input: Input<'_>) -> IResult<Input<'_>, Host<'_>, PError> {
    let (rest, form) = host_form(input)?;
    Ok((rest, to_host(input, rest, form)))
}

/// The [`Host`] of `form` that stands from `from` to `rest`.
#[inline]
fn to_host<'a>(from: Input<'a>, rest: Input<'a>, form: HostForm) -> Host<'a> {
    let taken = between(from, rest);
    let t = taken.fragment();
    build_host(t, taken.location_offset(), 0..t.len(), form)
}

/// [`host()`] without building the [`Host`]: its form only, with offsets
/// counted from the start of `input`. [`super::authority()`] stores this.
#[inline]
pub(crate) fn host_form(input: Input<'_>) -> IResult<Input<'_>, HostForm, PError> {
    with_rule(input, Rule::Host, |i| {
        if peek(&i) == Some(b'[') {
            return ip_literal_form(i);
        }
        // Not a `[`, so the reading that dies here is the reg-name's: it is
        // recorded first, so that on a tie at the host's first byte (a
        // non-ASCII letter, say) the rule path names `reg-name`, not
        // `IP-literal`, while `[` still joins the expected set.
        let (rest, name) = scan(i, chars::REG_NAME, expected!(RegNameChar), &[Rule::RegName]);
        super::note(&i, expected!(OpenBracket), None, &[Rule::IpLiteral]);
        match ip::ipv4_text(name.fragment()) {
            Some(addr) => Ok((rest, HostForm::Ipv4(addr))),
            None => Ok((rest, HostForm::RegName)),
        }
    })
}

/// ```abnf
/// IP-literal = "[" ( IPv6address / IPvFuture  ) "]"
/// ```
/// Section 3.2.2. An IPv6address never begins with `v`, an IPvFuture always
/// does (in either case), so the byte after `[` picks the alternative.
///
/// Inside [`with_zone_ids`](crate::rules::with_zone_ids) this is RFC 6874's rule
/// instead, `IP-literal = "[" ( IPv6address / IPv6addrz / IPvFuture  ) "]"`:
/// `IPv6addrz` is an `IPv6address` followed by `"%25" ZoneID`, and no
/// address holds a `%`, so after the longest address a `%` picks
/// `IPv6addrz` and a `]` picks `IPv6address`.
pub fn ip_literal(input: Input<'_>) -> IResult<Input<'_>, Host<'_>, PError> {
    let (rest, form) = ip_literal_form(input)?;
    Ok((rest, to_host(input, rest, form)))
}

/// [`ip_literal`] without building the [`Host`]: its form only, with offsets
/// counted from the start of `input`.
#[inline]
fn ip_literal_form(input: Input<'_>) -> IResult<Input<'_>, HostForm, PError> {
    with_rule(input, Rule::IpLiteral, |i| {
        let (inner, _) = expect_byte(i, b'[', Expected::OpenBracket)?;
        let (after, address) = if matches!(peek(&inner), Some(b'v' | b'V')) {
            let (after, (version, _)) = ipv_future(inner)?;
            (after, Err(version.span().end - i.location_offset()))
        } else {
            // An IPvFuture could have begun here too.
            super::note(&inner, expected!(V), None, &[Rule::IpvFuture]);
            let (after, (addr, _)) = ip::ipv6_address(inner)?;
            (zone_after(after)?, Ok(addr))
        };
        let (rest, _) = expect_byte(after, b']', Expected::CloseBracket)?;
        let form = match address {
            Ok(addr) => HostForm::Ipv6(addr),
            Err(dot) => HostForm::IpvFuture { dot },
        };
        Ok((rest, form))
    })
}

/// Under RFC 6874 ([`crate::rules::with_zone_ids`]), the `"%25" ZoneID` of an
/// `IPv6addrz` after the address that ends at `after`, if a `%` begins one:
/// where the literal's `]` must then stand. Under RFC 3986, `after` itself.
#[inline]
fn zone_after(after: Input<'_>) -> Result<Input<'_>, nom::Err<PError>> {
    if peek(&after) == Some(b'%') {
        if let Some(zone_tail) = zone_tail_on() {
            let (rest, _) = with_rule(after, Rule::Ipv6addrz, zone_tail)?;
            return Ok(rest);
        }
    } else if after.extra == super::Mode::Diagnose && zone_switch::zone_ids_on() {
        // The IPv6addrz reading could have gone on with its "%25".
        super::note(&after, expected!(Percent), None, &[Rule::Ipv6addrz]);
    }
    Ok(after)
}

/// RFC 6874's `"%25" ZoneID` after an address, as the combinators read it
/// with the zone switch on: RFC 6874's rule, which registers itself here
/// when it first turns the switch on, so that RFC 3986's rules call it
/// without naming the grammar built on them.
pub(crate) type ZoneTail = for<'a> fn(Input<'a>) -> IResult<Input<'a>, ZoneId<'a>, PError>;

/// The `"%25" ZoneID` rule RFC 6874 registered (see [`ZoneTail`]).
pub(crate) static ZONE_TAIL: OnceLock<ZoneTail> = OnceLock::new();

/// The zone ID rule to read after an address: RFC 6874's, when the switch
/// is on on this thread.
#[inline]
fn zone_tail_on() -> Option<ZoneTail> {
    if zone_switch::zone_ids_on() {
        ZONE_TAIL.get().copied()
    } else {
        None
    }
}

/// ```abnf
/// IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )
/// ```
/// Section 3.2.2. The `v` matches in either case, as every quoted ABNF string
/// does. Returns the version (after `v`) and the address (after `.`).
///
/// ```
/// use urigram::rules::{input, ipv_future};
/// let (_, (version, address)) = ipv_future(input("V1F.a:b")).unwrap();
/// assert_eq!((version.as_str(), address.as_str()), ("1F", "a:b"));
/// assert!(ipv_future(input("v.x")).is_err());
/// ```
pub fn ipv_future(input: Input<'_>) -> IResult<Input<'_>, (Text<'_>, Text<'_>), PError> {
    with_rule(input, Rule::IpvFuture, |i| {
        if !matches!(peek(&i), Some(b'v' | b'V')) {
            return fail(i, expected!(V), None, &[]);
        }
        let (at_version, _) = split(i, 1);
        // The '.' may only follow at least one hex digit, so the stop of the
        // version is recorded as expecting it only then.
        let version = at_version.fragment().as_bytes();
        let n = version
            .iter()
            .position(|&b| !chars::is(b, chars::HEXDIG))
            .unwrap_or(version.len());
        if n == 0 {
            return fail(at_version, expected!(Hexdig), None, &[Rule::Hexdig]);
        }
        super::note_at(&at_version, n, expected!(Hexdig, Dot), &[Rule::Hexdig]);
        let (at_dot, version) = split(at_version, n);
        let (at_address, _) = expect_byte(at_dot, b'.', Expected::Dot)?;
        let m = scan_pct_free(
            &at_address,
            0,
            chars::USERINFO,
            expected!(IpvFutureChar),
            &[],
        );
        if m == 0 {
            return fail(at_address, expected!(IpvFutureChar), None, &[]);
        }
        let (rest, address) = split(at_address, m);
        Ok((rest, (text(&version), text(&address))))
    })
}

/// ```abnf
/// reg-name = *( unreserved / pct-encoded / sub-delims )
/// ```
/// Section 3.2.2. May be empty.
pub fn reg_name(input: Input<'_>) -> IResult<Input<'_>, Text<'_>, PError> {
    with_rule(input, Rule::RegName, |i| {
        let (rest, name) = scan(i, chars::REG_NAME, expected!(RegNameChar), &[]);
        Ok((rest, text(&name)))
    })
}
