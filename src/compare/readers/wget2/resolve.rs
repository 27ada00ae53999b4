//! How wget2 1.99.1 follows a redirect (`src/wget.c`'s
//! `process_response`): the `Location` value as
//! `wget_http_parse_location` takes it (blanks skipped, cut at the next
//! blank), then libwget's `wget_iri_relative_to_abs(iri, location, ...)`
//! against the job's `wget_iri_t`, whose text wget2 hands to `add_url`
//! (which parses it as any URL). Checked against libwget by
//! `tests/compare_base_clients.rs` on the vectors
//! `scripts/compare_base_vectors_wget2.sh` made.
//!
//! There is no RFC 3986 merge: a value holding a `:` anywhere is taken
//! whole; `//…` gets the base's scheme and its path after the authority
//! normalized; `/…` and any other value the base's connection part
//! (`scheme://host`, `:port` when one was written, a missing host written
//! as C's `(null)`) and `/`, the relative one after the base's path up to
//! its last `/`, both normalized by libwget's `_normalize_path`.

use super::{Iri, parse};

/// The redirect's target as bytes, or `None` where `wget_iri_parse`
/// refuses the base (so that wget2 never fetched it).
pub(super) fn resolve(base: &[u8], value: &[u8]) -> Option<Vec<u8>> {
    let iri = parse(base)?;
    Some(relative_to_abs(&iri, location(value)))
}

/// `wget_http_parse_location`: the C string's blanks (space, tab) at the
/// start skipped, and what follows up to the next blank.
fn location(value: &[u8]) -> &[u8] {
    let value = &value[..value.iter().position(|&b| b == 0).unwrap_or(value.len())];
    let blank = |b: &u8| matches!(b, b' ' | b'\t');
    let start = value.iter().position(|b| !blank(b)).unwrap_or(value.len());
    let value = &value[start..];
    &value[..value.iter().position(blank).unwrap_or(value.len())]
}

/// `wget_iri_get_connection_part`: `scheme://host`, then `:port` when a
/// port was written; a missing host is what glibc's `%s` prints for NULL.
fn connection_part(iri: &Iri) -> Vec<u8> {
    let mut out = iri.scheme.clone();
    out.extend_from_slice(b"://");
    out.extend_from_slice(iri.host.as_deref().unwrap_or(b"(null)"));
    if iri.port_given {
        out.extend_from_slice(format!(":{}", iri.port).as_bytes());
    }
    out
}

/// `wget_iri_relative_to_abs(base, val, strlen(val), &buf)` (the module's
/// doc).
fn relative_to_abs(base: &Iri, val: &[u8]) -> Vec<u8> {
    if val.first() == Some(&b'/') {
        if val.get(1) == Some(&b'/') {
            // `//authority/path`: the path after the authority normalized.
            let mut out = base.scheme.clone();
            out.push(b':');
            match val[2..].iter().position(|&b| b == b'/') {
                Some(i) => {
                    out.extend_from_slice(&val[..i + 3]);
                    out.extend(normalize(&val[i + 3..]));
                }
                None => out.extend_from_slice(val),
            }
            return out;
        }
        let mut out = connection_part(base);
        out.push(b'/');
        out.extend(normalize(val));
        return out;
    }
    if val.contains(&b':') {
        return val.to_vec();
    }
    let mut out = connection_part(base);
    out.push(b'/');
    let mut path = Vec::new();
    if let Some(p) = &base.path
        && let Some(last) = p.iter().rposition(|&b| b == b'/')
    {
        path.extend_from_slice(&p[..=last]);
    }
    path.extend_from_slice(val);
    out.extend(normalize(&path));
    out
}

/// libwget's `_normalize_path` on a C string: `/`, `./` and `../` at its
/// start dropped; then up to the first `?` or `#`, `/../` takes the
/// segment before it off, as does a final `/..`, `/./` and a final `/.`
/// go, a `/` at the start or before another `/` goes; the rest kept as
/// it is. One pass, as the C walks its two pointers.
fn normalize(path: &[u8]) -> Vec<u8> {
    let at = |i: usize| path.get(i).copied().unwrap_or(0);
    let mut p2 = 0;
    loop {
        match (at(p2), at(p2 + 1), at(p2 + 2)) {
            (b'/', _, _) => p2 += 1,
            (b'.', b'/', _) => p2 += 2,
            (b'.', b'.', b'/') => p2 += 3,
            (b'.', b'.', 0) => p2 += 2,
            (b'.', 0, _) => p2 += 1,
            _ => break,
        }
    }
    // `out` is what lies before the C's write pointer.
    let mut out = Vec::with_capacity(path.len());
    let up = |out: &mut Vec<u8>| while out.pop().is_some_and(|b| b != b'/') {};
    while !matches!(at(p2), 0 | b'?' | b'#') {
        let rest = &path[p2..];
        if at(p2) != b'/' {
            out.push(at(p2));
            p2 += 1;
        } else if at(p2 + 1) == b'.' {
            if rest.starts_with(b"/../") {
                p2 += 3;
                up(&mut out);
            } else if rest == b"/.." {
                p2 += 3;
                up(&mut out);
                if !out.is_empty() {
                    out.push(b'/');
                }
            } else if rest.starts_with(b"/./") {
                p2 += 2;
            } else if rest == b"/." {
                p2 += 2;
                if !out.is_empty() {
                    out.push(b'/');
                }
            } else {
                out.push(b'/');
                p2 += 1;
            }
        } else if out.is_empty() || at(p2 + 1) == b'/' {
            p2 += 1;
        } else {
            out.push(b'/');
            p2 += 1;
        }
    }
    out.extend_from_slice(&path[p2..]);
    out
}
