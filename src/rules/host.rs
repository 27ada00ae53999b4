//! Section 3.2.2: the host and its three forms, IP-literal, IPv4address and
//! reg-name. The address rules themselves are in [`super::ip`].

use nom::IResult;

use super::{
    Input, PError, between, chars, expect_byte, fail, ip, peek, scan, scan_pct_free, split, text,
    with_rule,
};
use crate::ast::{Host, Text};
use crate::error::{Expected, expected};
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
    with_rule(input, Rule::Host, |i| {
        if peek(&i) == Some(b'[') {
            return ip_literal(i);
        }
        super::note(&i, expected!(OpenBracket), None, &[Rule::IpLiteral]);
        let (rest, name) = scan(i, chars::REG_NAME, expected!(RegNameChar), &[Rule::RegName]);
        let t = text(&name);
        match ip::ipv4_text(name.fragment()) {
            Some(addr) => Ok((rest, Host::Ipv4 { addr, text: t })),
            None => Ok((rest, Host::RegName(t))),
        }
    })
}

/// ```abnf
/// IP-literal = "[" ( IPv6address / IPvFuture  ) "]"
/// ```
/// Section 3.2.2. An IPv6address never begins with `v`, an IPvFuture always
/// does (in either case), so the byte after `[` picks the alternative.
pub fn ip_literal(input: Input<'_>) -> IResult<Input<'_>, Host<'_>, PError> {
    with_rule(input, Rule::IpLiteral, |i| {
        let (inner, _) = expect_byte(i, b'[', Expected::OpenBracket)?;
        let (after, address) = if matches!(peek(&inner), Some(b'v' | b'V')) {
            let (after, parts) = ipv_future(inner)?;
            (after, Err(parts))
        } else {
            // An IPvFuture could have begun here too.
            super::note(&inner, expected!(V), None, &[Rule::IpvFuture]);
            let (after, (addr, _)) = ip::ipv6_address(inner)?;
            (after, Ok(addr))
        };
        let (rest, _) = expect_byte(after, b']', Expected::CloseBracket)?;
        let literal = text(&between(i, rest));
        let host = match address {
            Ok(addr) => Host::Ipv6 { addr, literal },
            Err((version, address)) => Host::IpvFuture {
                version,
                address,
                literal,
            },
        };
        Ok((rest, host))
    })
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
