//! npm url-parse's `new Url(reference, base)` (url-parse 1.5.10,
//! `index.js`), read back as its `href`: a string base goes through
//! `lolcation`, which parses it as `new Url(base, {})` and drops its hash
//! and query, and the reference is then parsed with that location
//! ([`super::new_url`]); `toString()` writes the object. Checked against
//! url-parse by `tests/compare_base_clients.rs` on the vectors
//! `scripts/compare_base_vectors_url_parse.sh` made.

use super::{Location, MalformedUri, Url, new_url, special};

/// Where resolving failed: decoding the base's auth (`lolcation` parses
/// the base first) or the reference's.
pub(super) enum Failed {
    /// `new Url(base, {})` threw its `URIError`.
    Base,
    /// `new Url(reference, base)` threw its `URIError`.
    Reference,
}

/// `new Url(reference, base).href`. An empty base is no base
/// (`loc || location` falls back to the absent `global.location`).
pub(super) fn resolve(base: &str, reference: &str) -> Result<String, Failed> {
    let location = if base.is_empty() {
        Location::default()
    } else {
        Location::from(new_url(base, &Location::default()).map_err(|MalformedUri| Failed::Base)?)
    };
    let url = new_url(reference, &location).map_err(|MalformedUri| Failed::Reference)?;
    Ok(href(&url))
}

/// url-parse's own `resolve(relative, base)`: the base's path up to its
/// last `/`, then the relative path's segments; from the end, each `.`
/// dropped, each `..` dropped with the next segment before it that is
/// kept, an empty first segment put back when that took the first; and a
/// `/` after a last `.` or `..`. Walked once from the end, as url-parse's
/// loop of `splice`s walks, without its square time.
pub(super) fn path(relative: &str, base: &str) -> String {
    if relative.is_empty() {
        return base.to_owned();
    }
    let base = if base.is_empty() { "/" } else { base };
    let head = &base[..base.rfind('/').unwrap_or(0)];
    let segments: Vec<&str> = if base.contains('/') {
        head.split('/').chain(relative.split('/')).collect()
    } else {
        relative.split('/').collect()
    };
    let last = segments.last().copied();
    let (mut kept, mut up, mut unshift) = (Vec::with_capacity(segments.len()), 0usize, false);
    for (i, s) in segments.iter().enumerate().rev() {
        match *s {
            "." => {}
            ".." => up += 1,
            _ if up > 0 => {
                unshift |= i == 0;
                up -= 1;
            }
            _ => kept.push(*s),
        }
    }
    if unshift {
        kept.push("");
    }
    kept.reverse();
    if matches!(last, Some("." | "..")) {
        kept.push("");
    }
    kept.join("/")
}

/// `/:\d+$/`: a `:` and one or more ASCII digits at the end.
fn ends_in_port(s: &str) -> bool {
    s.rfind(':')
        .is_some_and(|i| i + 1 < s.len() && s[i + 1..].bytes().all(|b| b.is_ascii_digit()))
}

/// `Url.prototype.toString()`: the protocol, `//` when it has slashes or is
/// special, the auth (or a lone `@` for a special, non-file URL with no
/// host and a path other than `/`), the host (with a `:` added where it
/// ends in one or the hostname ends in a port and there is none), path,
/// query and hash.
fn href(url: &Url) -> String {
    let mut out = url.protocol.clone();
    if (!url.protocol.is_empty() && url.slashes) || special(&url.protocol) {
        out.push_str("//");
    }
    if !url.username.is_empty() {
        out.push_str(&url.username);
        if !url.password.is_empty() {
            out.push(':');
            out.push_str(&url.password);
        }
        out.push('@');
    } else if !url.password.is_empty() {
        out.push(':');
        out.push_str(&url.password);
        out.push('@');
    } else if url.protocol != "file:"
        && special(&url.protocol)
        && url.host.is_empty()
        && url.pathname != "/"
    {
        out.push('@');
    }
    out.push_str(&url.host);
    if url.host.ends_with(':') || (ends_in_port(&url.hostname) && url.port.is_empty()) {
        out.push(':');
    }
    out.push_str(&url.pathname);
    if !url.query.is_empty() {
        if !url.query.starts_with('?') {
            out.push('?');
        }
        out.push_str(&url.query);
    }
    out.push_str(&url.hash);
    out
}
