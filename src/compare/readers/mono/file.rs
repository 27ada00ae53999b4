//! The file paths Mono's `System.Uri` reads: implicit ones (a rooted Unix
//! path `/x`, a UNC path `\\h\x`, a DOS path `c:\x`) and `file:` URIs
//! (a drive letter after none to three slashes, `//host/path`, `///path`,
//! `////host/path`).

use super::escape::{Mode, compress, escape};
use super::host::{Ipv4Forms, dns_safe_ipv6, ipv6, name_or_ipv4};
use super::uri::{Cx, Error, Facts, Implicit, MonoUri, Syntax, rest, split_fragment, split_query};

/// Whether `s` starts with a drive letter, its `:` (or `|`) and a slash.
pub(super) fn drive(s: &str) -> bool {
    let d = s.as_bytes();
    d.len() >= 3
        && d[0].is_ascii_alphabetic()
        && matches!(d[1], b':' | b'|')
        && matches!(d[2], b'/' | b'\\')
}

/// Whether `s` starts with a letter and `:` or `|` that no slash follows.
fn unrooted_drive(s: &str) -> bool {
    let d = s.as_bytes();
    d.len() >= 2 && d[0].is_ascii_alphabetic() && matches!(d[1], b':' | b'|') && !drive(s)
}

/// An implicit file path: a rooted Unix path (`keep` 0) or a drive letter
/// and its colon (`keep` 2; `|` written as `:`).
pub(super) fn implicit(cx: Cx, s: &str, keep: usize) -> MonoUri {
    let mut p = String::with_capacity(s.len());
    if keep == 2 {
        p.push_str(&s[..1]);
        p.push(':');
    }
    p.push_str(&escape(cx, &s[keep..], Mode::ImplicitFile, false));
    MonoUri {
        scheme: "file".to_owned(),
        path: compress(&p, keep),
        facts: Facts {
            implicit: if keep == 2 {
                Implicit::Dos
            } else {
                Implicit::Unix
            },
            secured: if keep == 2 { 2 } else { 0 },
            authority: true,
            ..Facts::default()
        },
        ..MonoUri::default()
    }
}

/// An implicit UNC path `\\host\path` (`after` follows the slashes).
pub(super) fn unc(cx: Cx, after: &str) -> Result<MonoUri, Error> {
    let mut dns_safe = None;
    let (host, end) = match after.strip_prefix('[').and_then(|a| a.find(']')) {
        // What follows an IPv6 literal's `]` is the path.
        Some(close) => {
            let h = ipv6(&after[1..=close]).ok_or(Error::BadHostName)?;
            dns_safe = Some(dns_safe_ipv6(&h, &after[1..=close]));
            (h, close + 2)
        }
        None => {
            let end = after.find(['/', '\\']).unwrap_or(after.len());
            (unc_host(cx, &after[..end])?, end)
        }
    };
    let p = escape(cx, &after[end..], Mode::ImplicitFile, false);
    let p = if p.starts_with('/') {
        p
    } else {
        format!("/{p}")
    };
    Ok(MonoUri {
        scheme: "file".to_owned(),
        host: Some(host),
        path: compress(&p, 0),
        facts: Facts {
            implicit: Implicit::Unc,
            authority: true,
            dns_safe_ipv6: dns_safe,
            ..Facts::default()
        },
        ..MonoUri::default()
    })
}

/// A UNC or `file:` host: an IPv6 literal, an IPv4 address, or a name.
fn unc_host(cx: Cx, h: &str) -> Result<String, Error> {
    if let Some(inside) = h.strip_prefix('[').and_then(|x| x.strip_suffix(']')) {
        return ipv6(inside).ok_or(Error::BadHostName);
    }
    name_or_ipv4(h, Ipv4Forms::Aton, cx.iri, true).ok_or(Error::BadHostName)
}

/// What follows `file:`: a drive letter (after no, one, two or three
/// slashes), `//host/path`, or `///path` (and `////host/path`, a UNC
/// path).
pub(super) fn file(cx: Cx, s: &str, syn: Syntax) -> Result<MonoUri, Error> {
    // Four or more slashes, `\` among them, are read as that many `/`.
    let run = s.len() - s.trim_start_matches(['/', '\\']).len();
    let owned;
    let s = if run >= 4 && s[..run].contains('\\') {
        owned = format!("{}{}", "/".repeat(run), &s[run..]);
        owned.as_str()
    } else {
        s
    };
    if drive(s) {
        return Ok(drive_path(cx, s, syn, 2));
    }
    if unrooted_drive(s) {
        return Err(Error::MustRootedPath);
    }
    let Some(after) = s.strip_prefix("//") else {
        // One `\` before a drive letter is read as `/`.
        return match s.strip_prefix(['/', '\\']) {
            Some(one) if drive(one) => Ok(drive_path(cx, one, syn, 3)),
            Some(one) if unrooted_drive(one) => Err(Error::MustRootedPath),
            _ => Err(Error::BadAuthority),
        };
    };
    // The `//` before the drive is the authority's: the path starts at
    // the drive letter.
    if drive(after) {
        return Ok(drive_path(cx, after, syn, 2));
    }
    if let Some(more) = after.strip_prefix(['/', '\\']) {
        if drive(more) {
            return Ok(drive_path(cx, more, syn, 3));
        }
        if unrooted_drive(more) {
            return Err(Error::MustRootedPath);
        }
        let hosted = more.trim_start_matches(['/', '\\']);
        if hosted.len() < more.len() && !hosted.is_empty() {
            if unrooted_drive(hosted) {
                return Err(Error::MustRootedPath);
            }
            return file_host(cx, hosted, syn);
        }
    }
    if after.is_empty() || after.starts_with(['/', '\\', '?', '#']) {
        let mut u = MonoUri::default();
        rest(cx, after, syn, &mut u);
        return Ok(u);
    }
    if unrooted_drive(after) {
        return Err(Error::MustRootedPath);
    }
    file_host(cx, after, syn)
}

/// A drive letter path `c:/...` (`|` written as `:`), dot segments
/// removed after the `c:`; `%2F` and `%5C` are `/` where the scheme
/// unescapes them (`file:`); `secured` is its `SecuredPathIndex` (3 when
/// a slash was written before the drive letter, else 2).
pub(super) fn drive_path(cx: Cx, s: &str, syn: Syntax, secured: u8) -> MonoUri {
    let (before, fragment) = split_fragment(&s[2..]);
    let (path, query) = if syn.query {
        split_query(before)
    } else {
        (before, None)
    };
    let mode = if syn.unescape_slashes {
        Mode::FilePath
    } else {
        Mode::Uri { slashes: true }
    };
    let mut p = format!("{}:", &s[..1]);
    p.push_str(&escape(cx, path, mode, false));
    MonoUri {
        path: compress(&p, 2),
        query: query.map(|q| escape(cx, q, Mode::Uri { slashes: false }, true)),
        fragment: fragment.map(|f| escape(cx, f, Mode::Uri { slashes: false }, false)),
        facts: Facts {
            secured,
            ..Facts::default()
        },
        ..MonoUri::default()
    }
}

/// `file://host/path`.
fn file_host(cx: Cx, s: &str, syn: Syntax) -> Result<MonoUri, Error> {
    let mut dns_safe = None;
    let (host, end) = match s.strip_prefix('[').and_then(|a| a.find(']')) {
        // What follows an IPv6 literal's `]` is the path.
        Some(close) => {
            let h = ipv6(&s[1..=close]).ok_or(Error::BadHostName)?;
            dns_safe = Some(dns_safe_ipv6(&h, &s[1..=close]));
            (h, close + 2)
        }
        None => {
            let end = s.find(['/', '\\', '?', '#']).unwrap_or(s.len());
            (unc_host(cx, &s[..end])?, end)
        }
    };
    let mut u = MonoUri {
        host: Some(host),
        ..MonoUri::default()
    };
    u.facts.dns_safe_ipv6 = dns_safe;
    rest(cx, &s[end..], syn, &mut u);
    Ok(u)
}
