//! The netloc: the checks `urlsplit` makes on it, and the `username`,
//! `password`, `hostname` and `port` that the result types read from it.
//!
//! Python reads these lazily from the netloc text each time a property is
//! asked for; so do we, so a bad port is an error of `port()` only.

use std::borrow::Cow;

use super::nfkc_delimiters::NFKC_DELIMITERS;

use super::text::pytext::{lower_in, repr_bytes, repr_str_in};
use super::{PortError, Python, UrlError};
use crate::rules::{chars, ip};

/// The first checks `urlsplit` makes on a netloc once it has split it off:
/// balanced brackets and, from 3.11, a valid bracketed host.
pub(crate) fn check_brackets(py: Python, netloc: &str) -> Result<(), UrlError> {
    // Most netlocs have no bracket: one memchr pass says so.
    if memchr::memchr2(b'[', b']', netloc.as_bytes()).is_none() {
        return Ok(());
    }
    let open = netloc.find('[');
    let close = netloc.contains(']');
    match (open, close) {
        (None, false) => {}
        (Some(_), false) | (None, true) => return Err(UrlError::UnbalancedBrackets),
        (Some(_), true) if !py.checks_bracketed_host() => {}
        (Some(i), true) => {
            let inside = &netloc[i + 1..];
            let host = inside.split(']').next().unwrap_or(inside);
            check_bracketed_host(host)?;
        }
    }
    Ok(())
}

/// Python's `_check_bracketed_host`: `v` starts an IPvFuture, matched by the
/// regular expression `\Av[a-fA-F0-9]+\..+\Z` (laxer than RFC 3986's
/// `IPvFuture`: anything but a newline may follow the dot); anything else
/// must be an IPv6 address as `ipaddress.ip_address` reads it, zone id
/// included, and an IPv4 address is refused.
fn check_bracketed_host(host: &str) -> Result<(), UrlError> {
    if let Some(rest) = host.strip_prefix('v') {
        let hex = rest
            .bytes()
            .take_while(|&b| chars::is(b, chars::HEXDIG))
            .count();
        let valid = hex > 0
            && rest[hex..]
                .strip_prefix('.')
                .is_some_and(|tail| !tail.is_empty() && !tail.contains('\n'));
        return if valid {
            Ok(())
        } else {
            Err(UrlError::InvalidIpvFuture)
        };
    }
    if ip::ipv4_text(host).is_some() {
        return Err(UrlError::BracketedIpv4);
    }
    // `ipaddress.IPv6Address`: a zone id after the first `%`, not empty and
    // without another `%`; the address before it as RFC 3986's IPv6address,
    // which accepts exactly what `ipaddress` does.
    let (addr, zone_ok) = match host.split_once('%') {
        None => (host, true),
        Some((addr, zone)) => (addr, !zone.is_empty() && !zone.contains('%')),
    };
    if zone_ok && ip::ipv6_text(addr).is_some() {
        Ok(())
    } else {
        Err(UrlError::NotAnIpAddress(host.to_owned()))
    }
}

/// Python's `_checknetloc`: a non-ASCII netloc, without its `@`, `:`, `#`
/// and `?`, must not NFKC-normalize into text holding any of `/?#@:` (such
/// characters, like U+2100 `℀` for `a/c`, would split differently once a
/// resolver applies IDNA).
///
/// urlsplit has ended `netloc` at its first `/`, `?` or `#`, so once `@` and
/// `:` are out the text holds no delimiter, and its NFKC form holds one
/// exactly when one of its characters decomposes into one: canonical
/// composition makes only non-ASCII characters and none from a delimiter,
/// and such a character makes the form differ from the text, Python's
/// other condition. So this asks [`NFKC_DELIMITERS`] (19 code points)
/// rather than normalizing: the same answers with no NFKC data, which
/// took ICU4X's compatibility trie out of the web package
/// (docs/performance.md#web; a unit test compares the two over every code
/// point).
pub(crate) fn check_nfkc(netloc: &str) -> Result<(), UrlError> {
    if netloc.is_ascii() {
        return Ok(());
    }
    if netloc
        .chars()
        .any(|c| NFKC_DELIMITERS.binary_search(&c).is_ok())
    {
        return Err(UrlError::NfkcNetloc(netloc.to_owned()));
    }
    Ok(())
}

/// `(username, password)`: the text before the last `@`, split at its first `:`.
///
/// ```
/// use urigram::urllib::netloc::userinfo;
/// // Python: urlsplit("//u:p:q@a@h").username, .password
/// assert_eq!(userinfo("u:p:q@a@h"), (Some("u"), Some("p:q@a")));
/// assert_eq!(userinfo("h:80"), (None, None));
/// ```
#[must_use]
pub fn userinfo(netloc: &str) -> (Option<&str>, Option<&str>) {
    match netloc.rsplit_once('@') {
        None => (None, None),
        Some((info, _)) => match info.split_once(':') {
            Some((user, password)) => (Some(user), Some(password)),
            None => (Some(info), None),
        },
    }
}

/// `(hostname, port)` as Python's `_hostinfo` slices them: after the last
/// `@`; a `[` opens a host that runs to the next `]`, and the port follows
/// the first `:` after that; otherwise the host runs to the first `:`. An
/// empty port is no port.
///
/// ```
/// use urigram::urllib::netloc::hostinfo;
/// // Python: urllib.parse.urlsplit("//u@[::1]:80")._hostinfo
/// assert_eq!(hostinfo("u@[::1]:80"), ("::1", Some("80")));
/// assert_eq!(hostinfo("h:"), ("h", None));
/// ```
#[must_use]
pub fn hostinfo(netloc: &str) -> (&str, Option<&str>) {
    let hostinfo = netloc.rsplit_once('@').map_or(netloc, |(_, h)| h);
    let (host, port) = match hostinfo.split_once('[') {
        Some((_, bracketed)) => {
            let (host, after) = bracketed.split_once(']').unwrap_or((bracketed, ""));
            (host, after.split_once(':').map_or("", |(_, p)| p))
        }
        None => hostinfo.split_once(':').unwrap_or((hostinfo, "")),
    };
    (host, (!port.is_empty()).then_some(port))
}

/// `hostname`: the host lower-cased, except a zone id after `%`; `None` when empty.
///
/// ```
/// use urigram::urllib::netloc::hostname;
/// // Python: urlsplit("//[FE80::1%EtH0]:8").hostname
/// assert_eq!(hostname("[FE80::1%EtH0]:8").as_deref(), Some("fe80::1%EtH0"));
/// assert_eq!(hostname("u@:80"), None);
/// ```
#[must_use]
pub fn hostname(netloc: &str) -> Option<Cow<'_, str>> {
    hostname_in(Python::V3_11, netloc)
}

/// [`hostname`] as the release `py` lowers it.
pub(crate) fn hostname_in(py: Python, netloc: &str) -> Option<Cow<'_, str>> {
    let (host, _) = hostinfo(netloc);
    if host.is_empty() {
        return None;
    }
    Some(match host.split_once('%') {
        None => lower_in(py, host),
        Some((addr, _)) => match lower_in(py, addr) {
            Cow::Borrowed(_) => Cow::Borrowed(host),
            Cow::Owned(mut s) => {
                s.push_str(&host[addr.len()..]);
                Cow::Owned(s)
            }
        },
    })
}

/// `port`: ASCII digits (leading zeros allowed) up to 65535. `bytes` says
/// whether the result is a bytes result, whose error shows a bytes repr.
pub(crate) fn port(netloc: &str, bytes: bool) -> Result<Option<u16>, PortError> {
    port_in(Python::V3_11, netloc, bytes)
}

/// [`port`] as the release `py` reads it: before 3.10, as `int(port, 10)`
/// does ([`python_int`]).
pub(crate) fn port_in(py: Python, netloc: &str, bytes: bool) -> Result<Option<u16>, PortError> {
    let Some(text) = hostinfo(netloc).1 else {
        return Ok(None);
    };
    if !py.port_is_ascii_digits() {
        return match python_int(text, bytes) {
            None => Err(PortError::NotAnInteger(if bytes {
                repr_bytes(text.as_bytes())
            } else {
                repr_str_in(py, text)
            })),
            Some(v) => u16::try_from(v)
                .map(Some)
                .map_err(|_| PortError::OutOfRange),
        };
    }
    if !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(PortError::NotAnInteger(if bytes {
            repr_bytes(text.as_bytes())
        } else {
            repr_str_in(py, text)
        }));
    }
    let digits = text.trim_start_matches('0');
    if digits.len() > 5 {
        return Err(PortError::OutOfRange);
    }
    let value: u32 = digits.parse().unwrap_or(0);
    u16::try_from(value)
        .map(Some)
        .map_err(|_| PortError::OutOfRange)
}

/// Python's `int(text, 10)`, clamped: `None` when it is no integer, else
/// the value, with anything outside `0..=65535` (a port's range) as `-1`.
///
/// Python strips whitespace (for `str`, Unicode whitespace; for `bytes`,
/// ASCII whitespace), takes one `+` or `-`, then decimal digits with single
/// `_` between them; a `str` may use any Unicode decimal digit.
fn python_int(text: &str, bytes: bool) -> Option<i64> {
    let trimmed = if bytes {
        text.trim_matches(|c: char| c.is_ascii_whitespace() || c == '\x0b')
    } else {
        text.trim_matches(super::text::pytext::is_space)
    };
    let (negative, digits) = match trimmed.as_bytes().first() {
        Some(b'-') => (true, &trimmed[1..]),
        Some(b'+') => (false, &trimmed[1..]),
        _ => (false, trimmed),
    };
    if digits.is_empty()
        || digits.starts_with('_')
        || digits.ends_with('_')
        || digits.contains("__")
    {
        return None;
    }
    let mut value: i64 = 0;
    for c in digits.chars() {
        if c == '_' {
            continue;
        }
        let d = if bytes {
            c.to_digit(10)?
        } else {
            decimal_value(c)?
        };
        value = (value * 10 + i64::from(d)).min(1 << 20);
    }
    Some(if negative { -value } else { value }.clamp(-1, 65_536))
}

/// The zero of each run of ten Unicode decimal digits (category Nd) that
/// CPython 3.9's `int()` reads, Unicode 13.0: `[c for c in
/// range(0x110000) if unicodedata.decimal(chr(c), -1) == 0]`, each followed
/// by its digits one to nine.
const DECIMAL_ZEROS: [u32; 65] = [
    0x30, 0x660, 0x6F0, 0x7C0, 0x966, 0x9E6, 0xA66, 0xAE6, 0xB66, 0xBE6, 0xC66, 0xCE6, 0xD66,
    0xDE6, 0xE50, 0xED0, 0xF20, 0x1040, 0x1090, 0x17E0, 0x1810, 0x1946, 0x19D0, 0x1A80, 0x1A90,
    0x1B50, 0x1BB0, 0x1C40, 0x1C50, 0xA620, 0xA8D0, 0xA900, 0xA9D0, 0xA9F0, 0xAA50, 0xABF0, 0xFF10,
    0x104A0, 0x10D30, 0x11066, 0x110F0, 0x11136, 0x111D0, 0x112F0, 0x11450, 0x114D0, 0x11650,
    0x116C0, 0x11730, 0x118E0, 0x11950, 0x11C50, 0x11D50, 0x11DA0, 0x16A60, 0x16B50, 0x1D7CE,
    0x1D7D8, 0x1D7E2, 0x1D7EC, 0x1D7F6, 0x1E140, 0x1E2F0, 0x1E950, 0x1FBF0,
];

/// The value of a Unicode decimal digit, as CPython 3.9 reads it.
fn decimal_value(c: char) -> Option<u32> {
    let c = u32::from(c);
    let i = DECIMAL_ZEROS.partition_point(|&z| z <= c).checked_sub(1)?;
    let d = c - DECIMAL_ZEROS[i];
    (d < 10).then_some(d)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::unicode_forms::nfkc;

    /// Python's `_checknetloc` as it reads, on the NFKC of this build's
    /// normalizer: the reference [`check_nfkc`]'s list must agree with.
    fn by_nfkc(netloc: &str) -> bool {
        if netloc.is_ascii() {
            return true;
        }
        let kept = || {
            netloc
                .chars()
                .filter(|c| !matches!(c, '@' | ':' | '#' | '?'))
        };
        nfkc(kept()).eq(kept()) || !nfkc(kept()).any(|c| matches!(c, '/' | '?' | '#' | '@' | ':'))
    }

    /// Every code point alone and between letters, and each listed one
    /// before and after every combining mark of U+0300 to U+036F and the
    /// marks that compose (U+0338, U+3099): the list answers as NFKC does.
    #[test]
    fn nfkc_delimiters_answer_as_nfkc_over_every_code_point() {
        let mut listed = 0;
        for c in (0..=0x10_FFFF).filter_map(char::from_u32) {
            let alone = c.to_string();
            let between = format!("a{c}b");
            assert_eq!(check_nfkc(&alone).is_ok(), by_nfkc(&alone), "{c:?}");
            assert_eq!(check_nfkc(&between).is_ok(), by_nfkc(&between), "{c:?}");
            listed += usize::from(check_nfkc(&alone).is_err());
        }
        assert_eq!(listed, NFKC_DELIMITERS.len());
        let marks = (0x300..0x370).chain([0x3099]).filter_map(char::from_u32);
        for m in marks {
            for &d in NFKC_DELIMITERS {
                for s in [format!("{d}{m}"), format!("{m}{d}"), format!("x{m}")] {
                    assert_eq!(check_nfkc(&s).is_ok(), by_nfkc(&s), "{s:?}");
                }
            }
        }
    }

    /// The character `_checknetloc`'s comment names (U+2100, `a/c`) and a
    /// fullwidth `#` fail; accented letters, composed or not, pass.
    #[test]
    fn check_nfkc_cpython_examples() {
        assert!(check_nfkc("\u{2100}").is_err());
        assert!(check_nfkc("www.example\u{FF03}").is_err());
        assert!(check_nfkc("user@ex\u{E4}mple.com:80").is_ok());
        assert!(check_nfkc("\u{E9}x\u{301}").is_ok());
    }
}
