//! `new Uri(input, UriKind.Absolute)` as Mono 6.8's `System.Uri` reads a
//! string, up to the getters the row takes (the reader's doc says how each
//! behaves; `tests/compare_mono.rs` holds them to Mono's own answers).

use super::escape::{Mode, escape, iri_changes};
use super::file::{drive, drive_path, file, implicit, unc};
use super::host::{Ipv4Forms, dns_safe_ipv6, ipv6, name_or_ipv4};
use super::uri::{Cx, Error, MonoUri, Shape, Syntax, rest, split_fragment, split_query, syntax};

/// `\t`, `\n`, `\r` and space: what the constructor trims at both ends.
fn lws(c: char) -> bool {
    matches!(c, ' ' | '\t' | '\n' | '\r')
}

/// `new Uri(input, UriKind.Absolute)`.
pub(super) fn parse(input: &str) -> Result<MonoUri, Error> {
    parse_with(input, false)
}

/// [`parse`], a `\` its parts would escape kept as written where
/// `raw_backslashes` (the parts Mono's unescaped serialisations start from).
pub(super) fn parse_with(input: &str, raw_backslashes: bool) -> Result<MonoUri, Error> {
    if input.is_empty() {
        return Err(Error::Empty);
    }
    // Leading space is skipped; trailing space still counts towards the
    // length, and where the string is ASCII the port reads it (below).
    let full = input.trim_start_matches(lws);
    let s = full.trim_end_matches(lws);
    let tail = &full[s.len()..];
    let cx = Cx {
        iri: iri_changes(s),
        raw_backslashes,
    };
    let mut u = scheme_and_rest(cx, full, s, tail)?;
    if splits_pair(s) {
        return Err(Error::InvalidSequence);
    }
    // memchr's SIMD search, not `str::contains`' byte-at-a-time scan.
    u.facts.backslashes = memchr::memchr(b'\\', s.as_bytes()).is_some() && !s.contains("%5C");
    u.facts.iri = cx.iri;
    if u.host.as_deref() == Some("") {
        u.host = None;
    }
    if cx.iri && !tail.is_empty() {
        // IRI parsing keeps trailing space: it ends the last component.
        let esc = escape(
            Cx { iri: true, ..cx },
            tail,
            Mode::Uri { slashes: false },
            false,
        );
        match (&mut u.fragment, &mut u.query) {
            (Some(f), _) => f.push_str(&esc),
            (None, Some(q)) => q.push_str(&esc),
            (None, None) => u.path.push_str(&esc),
        }
    }
    Ok(u)
}

/// Whether a lone `%` (no two hexadecimal digits after it) is followed by
/// an ASCII character and then one outside the BMP: IRI parsing skips the
/// two UTF-16 units after such a `%`, which cuts that surrogate pair.
fn splits_pair(s: &str) -> bool {
    let b = s.as_bytes();
    b.iter().enumerate().any(|(i, &c)| {
        c == b'%'
            && !(b.get(i + 1).is_some_and(u8::is_ascii_hexdigit)
                && b.get(i + 2).is_some_and(u8::is_ascii_hexdigit))
            && {
                let mut after = s[i + 1..].chars();
                after.next().is_some_and(|c| c.is_ascii())
                    && after.next().is_some_and(|c| c.len_utf16() == 2)
            }
    })
}

/// The implicit file paths, then the scheme and what its parser reads;
/// `full` is the input without leading space, `s` without trailing space
/// too, and `tail` that trailing space.
fn scheme_and_rest(cx: Cx, full: &str, s: &str, tail: &str) -> Result<MonoUri, Error> {
    let b = full.as_bytes();
    let colon = s.find(':');
    if full.encode_utf16().nth(2).is_none() || colon == Some(0) {
        return Err(Error::BadFormat);
    }
    if matches!(b[1], b':' | b'|') {
        if b[0].is_ascii_alphabetic() {
            return match b[2] {
                b'/' | b'\\' => Ok(implicit(cx, s, 2)),
                _ => Err(Error::MustRootedPath),
            };
        }
        return Err(if b[1] == b':' {
            Error::BadScheme
        } else {
            Error::BadFormat
        });
    }
    if b[0] == b'/' {
        return Ok(implicit(cx, s, 0));
    }
    if b[0] == b'\\' {
        if matches!(b[1], b'\\' | b'/') {
            return unc(cx, s[2..].trim_start_matches(['/', '\\']));
        }
        return Err(Error::BadFormat);
    }
    let Some(colon) = colon else {
        return Err(Error::BadFormat);
    };
    let name = &s[..colon];
    if name.len() > 1024 {
        return Err(Error::SchemeLimit);
    }
    if !name.as_bytes()[0].is_ascii_alphabetic()
        || !name
            .bytes()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, b'+' | b'-' | b'.'))
    {
        return Err(Error::BadScheme);
    }
    let scheme = name.to_ascii_lowercase();
    let syn = syntax(&scheme);
    let rest = &s[colon + 1..];
    let mut u = match syn.shape {
        Shape::File => authority(file(cx, rest, syn)?),
        Shape::Authority => match rest.strip_prefix("//") {
            Some(after) => authority(hierarchical(cx, after, syn, tail)?),
            None => return Err(Error::BadAuthority),
        },
        // Any other scheme takes `\\` for its `//` (not before another
        // slash), and a drive letter after it, in place of it or after one
        // `/`.
        Shape::Unknown => match rest.strip_prefix("//").or_else(|| {
            rest.strip_prefix("\\\\")
                .filter(|a| !a.starts_with(['/', '\\']))
        }) {
            Some(after) if drive(after) => authority(drive_path(cx, after, syn, 2)),
            Some(after) => authority(hierarchical(cx, after, syn, tail)?),
            None if drive(rest) => drive_path(cx, rest, syn, 2),
            None if rest.starts_with(['/', '\\']) && drive(&rest[1..]) => {
                drive_path(cx, &rest[1..], syn, 3)
            }
            None => opaque(cx, rest, true),
        },
        Shape::Mailto if rest.is_empty() && !tail.is_empty() => return Err(Error::BadHostName),
        Shape::Mailto => mailto(cx, rest)?,
        Shape::PathOnly => opaque(cx, rest, false),
    };
    if u.port.is_none()
        && (u.host.is_some() || matches!(syn.shape, Shape::Authority | Shape::Mailto))
    {
        u.port = syn.port;
    }
    u.scheme = scheme;
    Ok(u)
}

/// `u`, its `//` read.
fn authority(mut u: MonoUri) -> MonoUri {
    u.facts.authority = true;
    u
}

/// A path without an authority (`foo:a/b`, `news:x`): as written but
/// escaped, `\` escaped too, up to `?` (when `query`; else `?` is escaped
/// in the path) and `#`.
fn opaque(cx: Cx, rest: &str, query: bool) -> MonoUri {
    let (before, fragment) = split_fragment(rest);
    let (path, q) = if query {
        split_query(before)
    } else {
        (before, None)
    };
    let mode = if query {
        Mode::Uri { slashes: false }
    } else {
        Mode::NoQuery { slashes: false }
    };
    MonoUri {
        path: escape(cx, path, mode, false),
        query: q.map(|q| escape(cx, q, Mode::Uri { slashes: false }, true)),
        fragment: fragment.map(|f| escape(cx, f, Mode::Uri { slashes: false }, false)),
        ..MonoUri::default()
    }
}

/// A userinfo as the getter gives it: `None` when empty.
fn userinfo(cx: Cx, ui: Option<&str>) -> Option<String> {
    ui.map(|ui| escape(cx, ui, Mode::Uri { slashes: false }, false))
        .filter(|ui| !ui.is_empty())
}

/// A port's digits: empty is none; anything else but digits up to 65535
/// (leading zeros allowed) is refused.
fn port(p: &str) -> Result<Option<u16>, Error> {
    if !p.bytes().all(|c| c.is_ascii_digit()) {
        return Err(Error::BadPort);
    }
    if p.is_empty() {
        return Ok(None);
    }
    let v = p.trim_start_matches('0');
    if v.len() > 5 {
        return Err(Error::BadPort);
    }
    let n: u32 = if v.is_empty() {
        0
    } else {
        v.parse().map_err(|_| Error::BadPort)?
    };
    u16::try_from(n).map(Some).map_err(|_| Error::BadPort)
}

/// What follows `scheme://`: the authority, then path, query, fragment.
fn hierarchical(cx: Cx, after: &str, syn: Syntax, tail: &str) -> Result<MonoUri, Error> {
    let end = after.find(['/', '?', '#']).unwrap_or(after.len());
    let ui_end = after.find(['/', '?', '#', '\\']).unwrap_or(after.len());
    // A `@` that ends the string is no userinfo's end.
    let (ui, host_at) = match after[..ui_end].find('@') {
        Some(at) if at + 1 < after.len() && !syn.net => (Some(&after[..at]), at + 1),
        _ => (None, 0),
    };
    let mut u = MonoUri {
        userinfo: userinfo(cx, ui),
        ..MonoUri::default()
    };
    u.facts.at = ui.is_some();
    let mut rest_at = end;
    let hostport = &after[host_at..end];
    let forms = if syn.shape == Shape::Unknown {
        Ipv4Forms::AsName
    } else {
        Ipv4Forms::Aton
    };
    let port_text;
    if hostport.starts_with('[') {
        let close = hostport.find(']').ok_or(Error::BadHostName)?;
        let h = ipv6(&hostport[1..close]).ok_or(Error::BadHostName)?;
        u.facts.dns_safe_ipv6 = Some(dns_safe_ipv6(&h, &hostport[1..close]));
        u.host = Some(h);
        let tail = &hostport[close + 1..];
        if let Some(p) = tail.strip_prefix(':') {
            port_text = Some(p);
        } else if tail.starts_with('\\') {
            return Err(Error::BadHostName);
        } else {
            // Mono reads what follows the `]` as the path.
            port_text = None;
            rest_at = host_at + close + 1;
        }
    } else {
        let (h, p) = match hostport.find(':') {
            Some(i) if syn.has_port => (&hostport[..i], Some(&hostport[i + 1..])),
            Some(_) => return Err(Error::BadHostName),
            None => (hostport, None),
        };
        port_text = p;
        if h.is_empty() {
            if !syn.empty_host || ui.is_some() || p.is_some() {
                return Err(Error::BadHostName);
            }
        } else {
            u.host = Some(name_or_ipv4(h, forms, cx.iri, !syn.net).ok_or(Error::BadHostName)?);
        }
    }
    if let Some(p) = port_text {
        u.port = port(p)?;
        if rest_at == after.len() && !tail.is_empty() {
            // Mono's port loop runs on over the trailing space, each
            // character adding its value less `'0'`, in 16 bits.
            let mut v = u.port.unwrap_or(0);
            for c in tail.bytes() {
                v = v
                    .wrapping_mul(10)
                    .wrapping_add(u16::from(c))
                    .wrapping_sub(48);
            }
            u.port = Some(v);
        }
    }
    rest(cx, &after[rest_at..], syn, &mut u);
    Ok(u)
}

/// What follows `mailto:`: `user@host:port`, then a path, query and
/// fragment.
fn mailto(cx: Cx, s: &str) -> Result<MonoUri, Error> {
    if s.starts_with("//") || s.is_empty() || s.starts_with(['/', '?', '#']) {
        return Ok(opaque(cx, s, true));
    }
    let mut end = s.find(['/', '?', '#']).unwrap_or(s.len());
    let ui_end = s[..end].find('\\').unwrap_or(end);
    // A `@` that ends the string is no userinfo's end.
    let (ui, host_at) = match s[..ui_end].find('@') {
        Some(at) if at + 1 < s.len() => (Some(&s[..at]), at + 1),
        _ => (None, 0),
    };
    let (h, p) = if s[host_at..].starts_with('[') {
        let close = host_at + s[host_at..].find(']').ok_or(Error::BadHostName)?;
        match s[close + 1..end.max(close + 1)].strip_prefix(':') {
            Some(p) => (&s[host_at..=close], Some(p)),
            None => {
                // What follows the `]` is the path.
                end = close + 1;
                (&s[host_at..=close], None)
            }
        }
    } else {
        let hostport = &s[host_at..end];
        match hostport.find(':') {
            Some(i) => (&hostport[..i], Some(&hostport[i + 1..])),
            None => (hostport, None),
        }
    };
    let inside = h.strip_prefix('[').and_then(|x| x.strip_suffix(']'));
    let host = match inside {
        Some(inside) => ipv6(inside),
        None => name_or_ipv4(h, Ipv4Forms::Aton, cx.iri, true),
    }
    .ok_or(Error::BadHostName)?;
    let mut u = MonoUri {
        userinfo: userinfo(cx, ui),
        ..MonoUri::default()
    };
    u.facts.at = ui.is_some();
    u.facts.dns_safe_ipv6 = inside.map(|i| dns_safe_ipv6(&host, i));
    u.host = Some(host);
    if let Some(p) = p {
        u.port = port(p)?;
    }
    let (before, fragment) = split_fragment(&s[end..]);
    let (path, query) = split_query(before);
    u.path = escape(cx, path, Mode::Uri { slashes: false }, false);
    u.query = query.map(|q| escape(cx, q, Mode::Uri { slashes: false }, true));
    u.fragment = fragment.map(|f| escape(cx, f, Mode::Uri { slashes: false }, false));
    Ok(u)
}
