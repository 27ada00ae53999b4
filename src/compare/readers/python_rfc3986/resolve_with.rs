//! rfc3986 2.0.0's `uri_reference(reference).resolve_with(base).unsplit()`
//! (`URIMixin.resolve_with`, non-strict): RFC 3986 section 5.2.2 over the
//! base's `normalize()`, with the library's own merge and dot-segment
//! removal, kept here quirk for quirk since the text it gives is what the
//! reader then reads.
//!
//! The base is parsed by `URIReference.from_string` and must pass
//! `is_valid(require_scheme=True)`, else `ResolutionError` (its message
//! names the base as `unsplit()` writes it). The base is then normalised:
//! the scheme lower-cased; the authority rebuilt from its userinfo
//! (escapes upper-cased), host (lower-cased; an IPv6 literal only before
//! its zone) and port, so an empty userinfo or port loses its `@` or `:`;
//! the path's and query's escapes upper-cased and the path's dot segments
//! removed. A reference whose scheme is the base's (as written against
//! the lower-cased one) loses it. The merge drops the base path's last
//! character after no `/` at all (Python's `path[:-1]`).

use super::{Reference, Sub, is_valid, pct_at, uri_reference};

/// The target's parts, as `copy_with` leaves them: a `None` is absent, an
/// empty string is kept (and [`unsplit`] writes what it should of it).
struct Target<'a> {
    scheme: Option<&'a str>,
    authority: Option<&'a str>,
    path: Option<String>,
    query: Option<String>,
    fragment: Option<String>,
}

/// `uri_reference(reference).resolve_with(base).unsplit()`, or the
/// `ResolutionError` message when the base is not a valid URI with a
/// scheme.
pub(super) fn resolve_with(base: &str, reference: &str) -> Result<String, String> {
    let r = uri_reference(reference);
    let b = uri_reference(base);
    let sub = match (b.scheme, is_valid(&b)) {
        (Some(_), Some(sub)) => sub,
        _ => {
            return Err(format!(
                "{} does not meet the requirements for resolution.",
                unsplit(&Target {
                    scheme: b.scheme,
                    authority: b.authority,
                    path: b.path,
                    query: b.query,
                    fragment: b.fragment,
                })
            ));
        }
    };
    // `base_uri.normalize()`: a new URIReference, so `or None` again.
    let scheme = b.scheme.unwrap_or_default().to_ascii_lowercase();
    let authority = Some(normalize_authority(sub)).filter(|a| !a.is_empty());
    let path =
        Some(normalize_path(b.path.as_deref().unwrap_or_default())).filter(|p| !p.is_empty());
    let query = b.query.as_deref().map(upper_escapes);
    let own_scheme = r.scheme.filter(|s| *s != scheme);
    let Reference {
        authority: r_authority,
        path: r_path,
        query: r_query,
        fragment,
        ..
    } = r;
    let target = if own_scheme.is_some() {
        Target {
            scheme: own_scheme,
            authority: r_authority,
            path: r_path.as_deref().map(normalize_path),
            query: r_query,
            fragment,
        }
    } else if r_authority.is_some() {
        Target {
            scheme: Some(&scheme),
            authority: r_authority,
            path: r_path.as_deref().map(normalize_path),
            query: r_query,
            fragment,
        }
    } else {
        let (path, query) = match r_path {
            None => (path, r_query.or(query)),
            Some(p) if p.starts_with('/') => (Some(normalize_path(&p)), r_query),
            Some(p) => (
                Some(normalize_path(&merge_paths(path.as_deref(), &p))),
                r_query,
            ),
        };
        Target {
            scheme: Some(&scheme),
            authority: authority.as_deref(),
            path,
            query,
            fragment,
        }
    };
    Ok(unsplit(&target))
}

/// `unsplit()`: the scheme, authority and path when not empty, the query
/// and fragment when present.
fn unsplit(t: &Target<'_>) -> String {
    let mut out = String::new();
    if let Some(s) = t.scheme.filter(|s| !s.is_empty()) {
        out.push_str(s);
        out.push(':');
    }
    if let Some(a) = t.authority.filter(|a| !a.is_empty()) {
        out.push_str("//");
        out.push_str(a);
    }
    if let Some(p) = &t.path {
        out.push_str(p);
    }
    if let Some(q) = &t.query {
        out.push('?');
        out.push_str(q);
    }
    if let Some(f) = &t.fragment {
        out.push('#');
        out.push_str(f);
    }
    out
}

/// `normalize_authority((userinfo, host, port))`: each written only when
/// not empty.
fn normalize_authority(sub: Option<Sub<'_>>) -> String {
    let Some(sub) = sub else {
        return String::new();
    };
    let mut out = String::new();
    if let Some(u) = sub.userinfo.filter(|u| !u.is_empty()) {
        out.push_str(&upper_escapes(u));
        out.push('@');
    }
    out.push_str(&normalize_host(sub.host));
    if let Some(p) = sub.port.filter(|p| !p.is_empty()) {
        out.push(':');
        out.push_str(p);
    }
    out
}

/// `normalize_host`: lower-cased, but for an IPv6 literal with a zone
/// only before the zone's `%` (a lone `%` first written `%25`, as the
/// library turns an RFC 4007 zone into RFC 6874's).
fn normalize_host(host: &str) -> String {
    let ipv6 = host
        .strip_prefix('[')
        .and_then(|h| h.strip_suffix(']'))
        .and_then(super::ip_literal)
        .is_some_and(|l| matches!(l, super::Literal::Ipv6 { .. }));
    if let (true, Some(p)) = (ipv6, host.find('%')) {
        let p25 = host.find("%25");
        let host = if p25.is_none_or(|q| p < q || (p == q && q + 4 == host.len())) {
            host.replacen('%', "%25", 1)
        } else {
            host.to_owned()
        };
        return host[..p].to_ascii_lowercase() + &host[p..];
    }
    host.to_ascii_lowercase()
}

/// `normalize_path`: an empty path as it is, else escapes upper-cased
/// and dot segments removed.
fn normalize_path(path: &str) -> String {
    if path.is_empty() {
        return String::new();
    }
    remove_dot_segments(&upper_escapes(path))
}

/// `normalize_percent_characters`: every `%XX` escape's digits
/// upper-cased (the library replaces each distinct escape everywhere,
/// which reaches every position an escape starts at).
fn upper_escapes(s: &str) -> String {
    let b = s.as_bytes();
    let mut out = String::with_capacity(s.len());
    let (mut last, mut i) = (0, 0);
    while i < b.len() {
        if pct_at(b, i) {
            out.push_str(&s[last..i]);
            out.push('%');
            out.push(char::from(b[i + 1].to_ascii_uppercase()));
            out.push(char::from(b[i + 2].to_ascii_uppercase()));
            i += 3;
            last = i;
        } else {
            i += 1;
        }
    }
    out.push_str(&s[last..]);
    out
}

/// `remove_dot_segments`: the library's, over `/`-split segments (a `..`
/// past the start is dropped; a leading `/` kept; a trailing `/.` or
/// `/..` leaves a trailing `/`).
fn remove_dot_segments(s: &str) -> String {
    let mut out: Vec<&str> = Vec::new();
    for seg in s.split('/') {
        match seg {
            "." => {}
            ".." => {
                out.pop();
            }
            _ => out.push(seg),
        }
    }
    if s.starts_with('/') && out.first().is_none_or(|f| !f.is_empty()) {
        out.insert(0, "");
    }
    if s.ends_with("/.") || s.ends_with("/..") {
        out.push("");
    }
    out.join("/")
}

/// `misc.merge_paths`: the base path up to its last `/` (Python's
/// `path[:-1]` when it has none: all but its last character), `/` and the
/// reference; with no base path (an authority or not), `/` and the
/// reference.
fn merge_paths(base_path: Option<&str>, relative: &str) -> String {
    let path = match base_path {
        None => "",
        Some(p) => match p.rfind('/') {
            Some(i) => &p[..i],
            None => p.char_indices().next_back().map_or("", |(i, _)| &p[..i]),
        },
    };
    format!("{path}/{relative}")
}
