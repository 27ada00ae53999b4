//! Node's legacy `url.resolve(from, to)` (Node 20, `lib/url.js`):
//! `urlParse(from, false, true).resolveObject(urlParse(to, false,
//! true)).format()`, step for step on the `Url` objects' fields as
//! JavaScript holds them (`null` and `undefined` alike as `None`, a test
//! of a field being JavaScript's truthiness). Checked against Node by
//! `tests/compare_base_clients.rs` on the vectors
//! `scripts/compare_base_vectors_node_url.sh` made.

use super::{NodeUrl, Thrown, parse_with, slashed};

/// A legacy `Url` as `resolveObject` and `format` read it.
#[derive(Clone, Default)]
struct Url {
    /// With its `:`.
    protocol: Option<String>,
    slashes: bool,
    auth: Option<String>,
    host: Option<String>,
    port: Option<String>,
    hostname: Option<String>,
    /// With its `#`.
    hash: Option<String>,
    /// With its `?`.
    search: Option<String>,
    pathname: Option<String>,
}

impl From<NodeUrl> for Url {
    fn from(u: NodeUrl) -> Self {
        Url {
            protocol: u.protocol.map(|p| format!("{p}:")),
            slashes: u.slashes,
            auth: u.auth,
            host: u.host,
            port: u.port,
            hostname: u.hostname,
            hash: u.hash.map(|h| format!("#{h}")),
            search: u.search.map(|s| format!("?{s}")),
            pathname: u.pathname,
        }
    }
}

/// JavaScript's truthiness of a string field.
fn truthy(s: &Option<String>) -> bool {
    s.as_deref().is_some_and(|s| !s.is_empty())
}

/// `slashedProtocol.has(p)`.
fn slashed_protocol(p: &Option<String>) -> bool {
    p.as_deref().is_some_and(slashed)
}

/// `url.resolve(from, to)`, or what parsing either throws (the base's
/// after `the base: `).
pub(super) fn resolve(from: &str, to: &str) -> Result<String, (Thrown, &'static str)> {
    let base = Url::from(parse_with(from, true).map_err(|e| (e, "the base: "))?);
    let relative = Url::from(parse_with(to, true).map_err(|e| (e, ""))?);
    Ok(format(&resolve_object(base, relative)))
}

/// `Url.prototype.resolveObject(relative)` on `this` (`source`).
fn resolve_object(source: Url, mut relative: Url) -> Url {
    let mut result = source;
    result.hash = relative.hash.clone();
    if format(&relative).is_empty() {
        return result;
    }
    if relative.slashes && relative.protocol.is_none() {
        // Everything of the relative but its protocol.
        let protocol = result.protocol.take();
        result = relative;
        result.protocol = protocol;
        if slashed_protocol(&result.protocol)
            && truthy(&result.hostname)
            && !truthy(&result.pathname)
        {
            result.pathname = Some("/".to_owned());
        }
        return result;
    }
    if truthy(&relative.protocol) && relative.protocol != result.protocol {
        return other_protocol(result, relative);
    }
    let is_source_abs = truthy(&result.pathname)
        && result
            .pathname
            .as_deref()
            .is_some_and(|p| p.starts_with('/'));
    let is_rel_abs = truthy(&relative.host)
        || relative
            .pathname
            .as_deref()
            .is_some_and(|p| p.starts_with('/'));
    let mut must_end_abs =
        is_rel_abs || is_source_abs || (truthy(&result.host) && truthy(&relative.pathname));
    let remove_all_dots = must_end_abs;
    let split = |p: &Option<String>| -> Vec<String> {
        match p.as_deref() {
            Some(p) if !p.is_empty() => p.split('/').map(str::to_owned).collect(),
            _ => Vec::new(),
        }
    };
    let mut src_path = split(&result.pathname);
    let mut rel_path = split(&relative.pathname);
    let no_leading_slashes = truthy(&result.protocol) && !slashed_protocol(&result.protocol);
    if no_leading_slashes {
        result.hostname = Some(String::new());
        result.port = None;
        if let Some(h) = result.host.take().filter(|h| !h.is_empty()) {
            put_first(&mut src_path, h);
        }
        result.host = Some(String::new());
        if truthy(&relative.protocol) {
            relative.hostname = None;
            relative.port = None;
            result.auth = None;
            if let Some(h) = relative.host.take().filter(|h| !h.is_empty()) {
                put_first(&mut rel_path, h);
            }
        }
        must_end_abs = must_end_abs
            && (rel_path.first().is_some_and(String::is_empty)
                || src_path.first().is_some_and(String::is_empty));
    }
    if is_rel_abs {
        if let Some(h) = &relative.host {
            if result.host.as_ref() != Some(h) {
                result.auth = None;
            }
            result.host = Some(h.clone());
            result.port = relative.port.clone();
        }
        if let Some(h) = &relative.hostname {
            if result.hostname.as_ref() != Some(h) {
                result.auth = None;
            }
            result.hostname = Some(h.clone());
        }
        result.search = relative.search.clone();
        src_path = rel_path;
    } else if !rel_path.is_empty() {
        src_path.pop();
        src_path.extend(rel_path);
        result.search = relative.search.clone();
    } else if relative.search.is_some() {
        if no_leading_slashes {
            let first = if src_path.is_empty() {
                None
            } else {
                Some(src_path.remove(0))
            };
            result.host = first.clone();
            result.hostname = first;
            auth_in_host(&mut result);
        }
        result.search = relative.search.clone();
        return result;
    }
    if src_path.is_empty() {
        result.pathname = None;
        return result;
    }
    let last = src_path.last().map(String::as_str);
    let has_trailing_slash =
        ((truthy(&result.host) || truthy(&relative.host) || src_path.len() > 1)
            && matches!(last, Some("." | "..")))
            || last == Some("");
    // From the end: `.` dropped, `..` dropped and counted, and as many
    // segments before them dropped as they count.
    let mut up = 0_usize;
    let mut kept: Vec<String> = Vec::with_capacity(src_path.len());
    for segment in src_path.into_iter().rev() {
        if segment == "." {
        } else if segment == ".." {
            up += 1;
        } else if up > 0 {
            up -= 1;
        } else {
            kept.push(segment);
        }
    }
    if !must_end_abs && !remove_all_dots {
        kept.extend(std::iter::repeat_n("..".to_owned(), up));
    }
    kept.reverse();
    let mut src_path = kept;
    if must_end_abs
        && src_path
            .first()
            .is_none_or(|s| !s.is_empty() && !s.starts_with('/'))
    {
        src_path.insert(0, String::new());
    }
    if has_trailing_slash && !src_path.join("/").ends_with('/') {
        src_path.push(String::new());
    }
    let is_absolute = src_path
        .first()
        .is_some_and(|s| s.is_empty() || s.starts_with('/'));
    if no_leading_slashes {
        let host = if is_absolute || src_path.is_empty() {
            String::new()
        } else {
            src_path.remove(0)
        };
        result.host = Some(host.clone());
        result.hostname = Some(host);
        auth_in_host(&mut result);
    }
    must_end_abs = must_end_abs || (truthy(&result.host) && !src_path.is_empty());
    if must_end_abs && !is_absolute {
        src_path.insert(0, String::new());
    }
    result.pathname = if src_path.is_empty() {
        None
    } else {
        Some(src_path.join("/"))
    };
    if truthy(&relative.auth) {
        result.auth = relative.auth;
    }
    result.slashes = result.slashes || relative.slashes;
    result
}

/// `if (path[0] === '') path[0] = host; else path.unshift(host);`.
fn put_first(path: &mut Vec<String>, host: String) {
    match path.first_mut() {
        Some(first) if first.is_empty() => *first = host,
        _ => path.insert(0, host),
    }
}

/// "Occasionally the auth can get stuck only in host": a host with an
/// `@` after its first character is split at the `@`s, the first piece
/// the auth and the second the host.
fn auth_in_host(result: &mut Url) {
    let Some(host) = result.host.as_deref() else {
        return;
    };
    if host.find('@').is_some_and(|i| i > 0) {
        let mut pieces = host.split('@');
        let auth = pieces.next().map(str::to_owned);
        let host = pieces.next().map(str::to_owned);
        result.auth = auth;
        result.hostname = host.clone();
        result.host = host;
    }
}

/// `resolveObject`'s branch for a relative URL with a protocol of its
/// own: one not slashed is the result; a slashed one keeps little of the
/// source (a missing host taken from the path's first segment).
fn other_protocol(mut result: Url, mut relative: Url) -> Url {
    if !slashed_protocol(&relative.protocol) {
        return relative;
    }
    let rel_protocol = relative.protocol.clone().unwrap_or_default();
    result.protocol = relative.protocol.clone();
    let file = rel_protocol == "file" || rel_protocol == "file:";
    if !truthy(&relative.host) && !file && rel_protocol != "javascript:" {
        let mut rel_path: Vec<&str> = relative
            .pathname
            .as_deref()
            .unwrap_or("")
            .split('/')
            .collect();
        let mut host = None;
        let mut i = 0;
        while i < rel_path.len() {
            let piece = rel_path[i];
            i += 1;
            if !piece.is_empty() {
                host = Some(piece.to_owned());
                break;
            }
        }
        let mut rel_path = rel_path.split_off(i);
        relative.host = Some(host.unwrap_or_default());
        if !truthy(&relative.hostname) {
            relative.hostname = Some(String::new());
        }
        if rel_path.first() != Some(&"") {
            rel_path.insert(0, "");
        }
        if rel_path.len() < 2 {
            rel_path.insert(0, "");
        }
        result.pathname = Some(rel_path.join("/"));
    } else {
        result.pathname = relative.pathname.clone();
    }
    result.search = relative.search;
    result.host = Some(relative.host.clone().unwrap_or_default());
    result.auth = relative.auth;
    result.hostname = if truthy(&relative.hostname) {
        relative.hostname
    } else {
        relative.host
    };
    result.port = relative.port;
    result.slashes = result.slashes || relative.slashes;
    result
}

/// `Url.prototype.format()` (its `query` a string, never an object).
fn format(u: &Url) -> String {
    let mut auth = String::new();
    if let Some(a) = u.auth.as_deref().filter(|a| !a.is_empty()) {
        for c in a.chars() {
            if c.is_ascii_alphanumeric() || "!'()*-._~:".contains(c) {
                auth.push(c);
            } else {
                let mut buf = [0; 4];
                for b in c.encode_utf8(&mut buf).bytes() {
                    crate::compare::hex::push_pct(&mut auth, b);
                }
            }
        }
        auth.push('@');
    }
    let protocol = u.protocol.clone().unwrap_or_default();
    let mut host = String::new();
    if truthy(&u.host) {
        host = format!("{auth}{}", u.host.as_deref().unwrap_or(""));
    } else if let Some(h) = u.hostname.as_deref().filter(|h| !h.is_empty()) {
        let ipv6 = h.len() >= 2 && h.starts_with('[') && h.ends_with(']');
        host = if h.contains(':') && !ipv6 {
            format!("{auth}[{h}]")
        } else {
            format!("{auth}{h}")
        };
        if let Some(p) = u.port.as_deref().filter(|p| !p.is_empty()) {
            host.push(':');
            host.push_str(p);
        }
    }
    let mut search = u.search.clone().unwrap_or_default();
    let mut protocol = protocol;
    if !protocol.is_empty() && !protocol.ends_with(':') {
        protocol.push(':');
    }
    let mut pathname = u
        .pathname
        .as_deref()
        .unwrap_or("")
        .replace('#', "%23")
        .replace('?', "%3F");
    if u.slashes || slashed(&protocol) {
        if u.slashes || !host.is_empty() {
            if !pathname.is_empty() && !pathname.starts_with('/') {
                pathname.insert(0, '/');
            }
            host.insert_str(0, "//");
        } else if protocol.starts_with("file") {
            host = "//".to_owned();
        }
    }
    search = search.replace('#', "%23");
    let mut hash = u.hash.clone().unwrap_or_default();
    if !hash.is_empty() && !hash.starts_with('#') {
        hash.insert(0, '#');
    }
    if !search.is_empty() && !search.starts_with('?') {
        search.insert(0, '?');
    }
    format!("{protocol}{host}{pathname}{search}{hash}")
}
