//! How libcurl 7.88.1 follows a redirect: the handle holds the URL it
//! fetched (`curl_url_set(h, CURLUPART_URL, base, 0)`), the `Location`
//! is set on the same handle (`curl_url_set(h, CURLUPART_URL, reference,
//! 0)`), and the URL fetched next is `curl_url_get(h, CURLUPART_URL, &out,
//! 0)`. A reference with a scheme replaces the URL; any other is glued to
//! the handle's URL as `lib/urlapi.c`'s `concat_url` does (no RFC 3986
//! merge: only a leading `./` and leading `../` are dropped, and bytes above
//! 0x7F and spaces are percent-encoded), then parsed again. Checked against
//! libcurl itself by `tests/compare_base.rs` on the vectors
//! `scripts/compare_base_vectors_curl.sh` made.

use super::{CurlUrl, MAX_INPUT, OPTIONS, parse, scheme_length};

/// A failure: the `CURLUcode`'s name, after `the base: ` when
/// `curl_url_set` refused the base.
pub(super) type Failure = String;

/// The URL `reference` redirects to from `base`, as libcurl's bytes.
pub(super) fn redirect(base: &[u8], reference: &[u8]) -> Result<Vec<u8>, Failure> {
    let base = parse(base).map_err(|code| format!("the base: {code}"))?;
    let reference = c_string(reference);
    let next = if scheme_length(reference).is_some() {
        parse(reference)?
    } else {
        let glued = concat_url(&url_of(&base), reference);
        if glued.len() > MAX_INPUT {
            return Err("CURLUE_OUT_OF_MEMORY".to_owned());
        }
        parse(&glued)?
    };
    Ok(url_of(&next))
}

/// The bytes C reads of `s`: up to its first NUL.
fn c_string(s: &[u8]) -> &[u8] {
    &s[..s.iter().position(|&b| b == 0).unwrap_or(s.len())]
}

/// The first `needle` in `hay` at or after `from`, as an index into `hay`.
fn find(hay: &[u8], from: usize, needle: u8) -> Option<usize> {
    hay.get(from..)?
        .iter()
        .position(|&b| b == needle)
        .map(|i| from + i)
}

/// The last `needle` in `hay` at or after `from`.
fn find_last(hay: &[u8], from: usize, needle: u8) -> Option<usize> {
    hay.get(from..)?
        .iter()
        .rposition(|&b| b == needle)
        .map(|i| from + i)
}

/// `curl_url_get(h, CURLUPART_URL, &out, 0)`: a `file:` URL as `file://`,
/// the path and the fragment (no query; a path of one byte, which
/// `parseurl` does not keep, is printed as libcurl's `aprintf` prints a
/// null string, `(nil)`); any other as scheme, `://`, the login with its
/// options for a scheme that takes them, the host (an IPv6 literal with
/// its zone ID as `%25`, a `%` elsewhere as `%25`), the port written, the
/// path (`/` when none), a query that is not empty and the fragment.
fn url_of(u: &CurlUrl) -> Vec<u8> {
    let mut out = Vec::new();
    let path: &[u8] = u.path.as_deref().unwrap_or(b"/");
    if u.scheme == "file" {
        out.extend_from_slice(b"file://");
        out.extend_from_slice(u.path.as_deref().unwrap_or(b"(nil)"));
    } else {
        out.extend_from_slice(u.scheme.as_bytes());
        out.extend_from_slice(b"://");
        let options = u.options.as_deref().filter(|_| OPTIONS.contains(&u.scheme));
        if let Some(user) = &u.user {
            out.extend_from_slice(user);
        }
        if let Some(password) = &u.password {
            out.push(b':');
            out.extend_from_slice(password);
        }
        if let Some(options) = options {
            out.push(b';');
            out.extend_from_slice(options);
        }
        if u.user.is_some() || u.password.is_some() || options.is_some() {
            out.push(b'@');
        }
        if let Some(host) = &u.host {
            match (&host.zone, host.name.split_last()) {
                (Some(zone), Some((b']', inside))) if host.name.first() == Some(&b'[') => {
                    out.extend_from_slice(inside);
                    out.extend_from_slice(b"%25");
                    out.extend_from_slice(zone);
                    out.push(b']');
                }
                _ if host.name.first() == Some(&b'[') => out.extend_from_slice(&host.name),
                _ => {
                    for &b in &host.name {
                        if b == b'%' {
                            out.extend_from_slice(b"%25");
                        } else {
                            out.push(b);
                        }
                    }
                }
            }
        }
        if let Some(port) = u.port {
            out.extend_from_slice(format!(":{port}").as_bytes());
        }
        if path.first() != Some(&b'/') {
            out.push(b'/');
        }
        out.extend_from_slice(path);
        if let Some(query) = u.query.as_deref().filter(|q| !q.is_empty()) {
            out.push(b'?');
            out.extend_from_slice(query);
        }
    }
    if let Some(fragment) = &u.fragment {
        out.push(b'#');
        out.extend_from_slice(fragment);
    }
    out
}

/// `concat_url(base, relurl)`, step for step: the base cut after its host
/// (a reference starting `//` keeps only the scheme, one starting `/` the
/// scheme and host), else cut at its `?` and, unless the reference is a
/// query, after its last `/`, then one `../` of the reference's leading
/// ones cut one more segment; a `/` glued in where neither side has one;
/// the reference percent-encoded as [`urlencode_str`] does.
fn concat_url(base: &[u8], relurl: &[u8]) -> Vec<u8> {
    let mut base = base.to_vec();
    // Where the host begins: after the first `//`, else the start.
    let host_at = base
        .windows(2)
        .position(|w| w == b"//")
        .map_or(0, |i| i + 2);
    let mut useurl = relurl;
    let mut host_changed = false;
    // `protsep` after the cutting: `None` for C's NULL.
    let protsep;
    if relurl.first() != Some(&b'/') {
        if let Some(q) = find(&base, host_at, b'?') {
            base.truncate(q);
        }
        if useurl.first() != Some(&b'?') {
            if let Some(s) = find_last(&base, host_at, b'/') {
                base.truncate(s);
            }
        }
        protsep = find(&base, host_at, b'/').map(|s| s + 1);
        if let Some(rest) = useurl.strip_prefix(b"./") {
            useurl = rest;
        }
        let mut level = 0_usize;
        while let Some(rest) = useurl.strip_prefix(b"../") {
            level += 1;
            useurl = rest;
        }
        if let Some(at) = protsep {
            for _ in 0..level {
                match find_last(&base, at, b'/') {
                    Some(s) => base.truncate(s),
                    None => {
                        base.truncate(at);
                        break;
                    }
                }
            }
        }
    } else {
        protsep = Some(host_at);
        if relurl.get(1) == Some(&b'/') {
            base.truncate(host_at);
            useurl = &relurl[2..];
            host_changed = true;
        } else {
            // A `?` before the first `/` ends the host too.
            let slash = find(&base, host_at, b'/');
            let query = find(&base, host_at, b'?');
            let cut = match (slash, query) {
                (Some(s), Some(q)) => Some(s.min(q)),
                (s, q) => s.or(q),
            };
            if let Some(cut) = cut {
                base.truncate(cut);
            }
        }
    }
    let mut out = base;
    let at_end = protsep.is_some_and(|at| at >= out.len());
    if !(matches!(useurl.first(), Some(b'/' | b'?')) || at_end) {
        out.push(b'/');
    }
    urlencode_str(&mut out, useurl, !host_changed);
    out
}

/// `urlencode_str(o, url, len, relative, FALSE)`: a space as `%20` before
/// the first `?` and `+` after it, a byte above 0x7F as `%` and two
/// lowercase hexadecimal digits, all else as it is; a reference that is
/// not `relative` (it names a host) keeps its host as written, up to
/// [`find_host_sep`].
fn urlencode_str(out: &mut Vec<u8>, url: &[u8], relative: bool) {
    const HEX: &[u8; 16] = b"0123456789abcdef";
    let host_sep = if relative { 0 } else { find_host_sep(url) };
    out.extend_from_slice(&url[..host_sep]);
    let mut left = true;
    for &b in &url[host_sep..] {
        match b {
            b' ' if left => out.extend_from_slice(b"%20"),
            b' ' => out.push(b'+'),
            0x80.. => {
                out.extend_from_slice(&[b'%', HEX[usize::from(b >> 4)], HEX[usize::from(b & 0xf)]])
            }
            _ => {
                if b == b'?' {
                    left = false;
                }
                out.push(b);
            }
        }
    }
}

/// `find_host_sep(url)`: after the first `//` (or from the start), the
/// first `/` or `?`, whichever comes first, or the end.
fn find_host_sep(url: &[u8]) -> usize {
    let from = url.windows(2).position(|w| w == b"//").map_or(0, |i| i + 2);
    let slash = find(url, from, b'/').unwrap_or(url.len());
    let query = find(url, from, b'?').unwrap_or(url.len());
    slash.min(query)
}
