//! `urlunsplit` and `urlunparse`: components back into a URL, as CPython 3.11
//! writes them (empty components leave out their delimiter, so the result may
//! differ from a URL that had an empty query or fragment).

use super::schemes::uses_netloc;

/// Python's `urlunsplit((scheme, netloc, path, query, fragment))`.
///
/// A netloc, or a scheme of `uses_netloc` with a path not already starting
/// with `//`, brings `//` (and a `/` before a relative path).
///
/// ```
/// use urigram::urllib::urlunsplit;
/// assert_eq!(urlunsplit("http", "", "p", "", ""), "http:///p");
/// assert_eq!(urlunsplit("mailto", "", "a@b", "x=1", ""), "mailto:a@b?x=1");
/// ```
#[must_use]
pub fn urlunsplit(scheme: &str, netloc: &str, path: &str, query: &str, fragment: &str) -> String {
    let mut out = String::with_capacity(
        scheme.len() + netloc.len() + path.len() + query.len() + fragment.len() + 6,
    );
    for piece in head(scheme, netloc, path) {
        out.push_str(piece);
    }
    out.push_str(path);
    push_tail(&mut out, query, fragment);
    out
}

/// What `urlunsplit` writes before the path: `scheme:` when there is a
/// scheme, and `//netloc` when there is a netloc or the scheme is one of
/// `uses_netloc` and the path does not already start with `//`, with a `/`
/// before a path that does not start with one.
pub(crate) fn head<'a>(scheme: &'a str, netloc: &'a str, path: &str) -> [&'a str; 5] {
    let mut h = [""; 5];
    if !scheme.is_empty() {
        h[0] = scheme;
        h[1] = ":";
    }
    if !netloc.is_empty() || (!scheme.is_empty() && uses_netloc(scheme) && !path.starts_with("//"))
    {
        h[2] = "//";
        h[3] = netloc;
        if !path.is_empty() && !path.starts_with('/') {
            h[4] = "/";
        }
    }
    h
}

/// What `urlunsplit` writes after the path: `?query` and `#fragment`, each
/// only when not empty.
pub(crate) fn push_tail(out: &mut String, query: &str, fragment: &str) {
    if !query.is_empty() {
        out.push('?');
        out.push_str(query);
    }
    if !fragment.is_empty() {
        out.push('#');
        out.push_str(fragment);
    }
}

/// Python's `urlunparse((scheme, netloc, path, params, query, fragment))`:
/// non-empty params go after the path with a `;`.
///
/// ```
/// use urigram::urllib::urlunparse;
/// assert_eq!(urlunparse("http", "h", "/p", "x", "q", "f"), "http://h/p;x?q#f");
/// ```
#[must_use]
pub fn urlunparse(
    scheme: &str,
    netloc: &str,
    path: &str,
    params: &str,
    query: &str,
    fragment: &str,
) -> String {
    if params.is_empty() {
        urlunsplit(scheme, netloc, path, query, fragment)
    } else {
        urlunsplit(scheme, netloc, &format!("{path};{params}"), query, fragment)
    }
}
