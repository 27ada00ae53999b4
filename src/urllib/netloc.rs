//! The netloc: the checks `urlsplit` makes on it, and the `username`,
//! `password`, `hostname` and `port` that the result types read from it.
//!
//! Python reads these lazily from the netloc text each time a property is
//! asked for; so do we, so a bad port is an error of `port()` only.

use std::borrow::Cow;

use unicode_normalization::UnicodeNormalization;

use super::pytext::{lower, repr_bytes, repr_str};
use super::{PortError, UrlError};
use crate::rules::{chars, ip};

/// The first checks `urlsplit` makes on a netloc once it has split it off:
/// balanced brackets and a valid bracketed host.
pub(crate) fn check_brackets(netloc: &str) -> Result<(), UrlError> {
    // Most netlocs have no bracket: one memchr pass says so.
    if memchr::memchr2(b'[', b']', netloc.as_bytes()).is_none() {
        return Ok(());
    }
    let open = netloc.find('[');
    let close = netloc.contains(']');
    match (open, close) {
        (None, false) => {}
        (Some(_), false) | (None, true) => return Err(UrlError::UnbalancedBrackets),
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
pub(crate) fn check_nfkc(netloc: &str) -> Result<(), UrlError> {
    if netloc.is_ascii() {
        return Ok(());
    }
    let kept = || {
        netloc
            .chars()
            .filter(|c| !matches!(c, '@' | ':' | '#' | '?'))
    };
    if kept().nfkc().eq(kept()) {
        return Ok(());
    }
    if kept()
        .nfkc()
        .any(|c| matches!(c, '/' | '?' | '#' | '@' | ':'))
    {
        return Err(UrlError::NfkcNetloc(netloc.to_owned()));
    }
    Ok(())
}

/// `(username, password)`: the text before the last `@`, split at its first `:`.
pub(crate) fn userinfo(netloc: &str) -> (Option<&str>, Option<&str>) {
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
pub(crate) fn hostinfo(netloc: &str) -> (&str, Option<&str>) {
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
pub(crate) fn hostname(netloc: &str) -> Option<Cow<'_, str>> {
    let (host, _) = hostinfo(netloc);
    if host.is_empty() {
        return None;
    }
    Some(match host.split_once('%') {
        None => lower(host),
        Some((addr, _)) => match lower(addr) {
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
    let Some(text) = hostinfo(netloc).1 else {
        return Ok(None);
    };
    if !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(PortError::NotAnInteger(if bytes {
            repr_bytes(text.as_bytes())
        } else {
            repr_str(text)
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
