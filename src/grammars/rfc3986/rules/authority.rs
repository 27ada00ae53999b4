//! Section 3.2: the authority, its userinfo (3.2.1) and its port (3.2.3).
//! The host has a module of its own, [`super::host`](mod@super::host).

use nom::IResult;

use super::{Input, PError, chars, host, peek, scan, scan_pct_free, split, text, with_rule};
use crate::ast::{Authority, AuthorityOffsets, Port, Userinfo};
use crate::error::expected;
use crate::rule::Rule;

/// ```abnf
/// userinfo = *( unreserved / pct-encoded / sub-delims / ":" )
/// ```
/// Section 3.2.1. May be empty and may hold any number of `:`.
pub fn userinfo(input: Input<'_>) -> IResult<Input<'_>, Userinfo<'_>, PError> {
    with_rule(input, Rule::Userinfo, |i| {
        let (rest, taken) = scan(i, chars::USERINFO, expected!(UserinfoChar), &[]);
        Ok((rest, Userinfo(text(&taken))))
    })
}

/// ```abnf
/// port = *DIGIT
/// ```
/// Section 3.2.3. Any number of digits, none included; [`Port::as_u16`] says
/// whether the value fits.
pub fn port(input: Input<'_>) -> IResult<Input<'_>, Port<'_>, PError> {
    with_rule(input, Rule::Port, |i| {
        let n = scan_pct_free(&i, 0, chars::DIGIT, expected!(Digit), &[Rule::Digit]);
        let (rest, taken) = split(i, n);
        Ok((rest, Port(text(&taken))))
    })
}

/// ```abnf
/// authority = [ userinfo "@" ] host [ ":" port ]
/// ```
/// Section 3.2. The optional `userinfo "@"` is decided by one scan: the
/// characters of `userinfo` include every character of `reg-name`, `:` and
/// the digits of `port`, so if a run of them ends in `@`, that run is the
/// userinfo (a host cannot contain `@`, so no other reading exists); if it does
/// not, there is no userinfo and the host starts at the beginning. This reads
/// exactly the strings the ABNF reads, without backtracking into the host.
///
/// ```
/// use urigram::rules::{authority, input};
/// let (_, a) = authority(input("user:pw@[::1]:8080/x")).unwrap();
/// assert_eq!(a.userinfo().unwrap().as_str(), "user:pw");
/// assert_eq!(a.host().as_str(), "[::1]");
/// assert_eq!(a.port().unwrap().as_u16(), Some(8080));
/// ```
pub fn authority(input: Input<'_>) -> IResult<Input<'_>, Authority<'_>, PError> {
    with_rule(input, Rule::Authority, |i| {
        let (after_info, _) = scan(
            i,
            chars::USERINFO,
            expected!(UserinfoChar, At),
            &[Rule::Userinfo],
        );
        let base = i.location_offset();
        let at_host = if peek(&after_info) == Some(b'@') {
            split(after_info, 1).0
        } else {
            i
        };
        let host_start = at_host.location_offset() - base;
        let (rest, form) = host::host_form(at_host)?;
        let host_end = rest.location_offset() - base;
        let rest = if peek(&rest) == Some(b':') {
            port(split(rest, 1).0)?.0
        } else {
            super::note(&rest, expected!(Colon), None, &[]);
            rest
        };
        let taken = super::between(i, rest);
        Ok((
            rest,
            Authority {
                src: taken.fragment(),
                base,
                parts: AuthorityOffsets {
                    start: 0,
                    host_start,
                    host_end,
                    end: taken.fragment().len(),
                    host: form.shifted(host_start),
                },
            },
        ))
    })
}
