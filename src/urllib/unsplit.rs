//! `urlunsplit` and `urlunparse`: components back into a URL, as CPython 3.11
//! writes them (empty components leave out their delimiter, so the result may
//! differ from a URL that had an empty query or fragment).

use super::Python;
use super::schemes::uses_netloc_in;

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
    urlunsplit_in(Python::V3_11, scheme, netloc, path, query, fragment)
}

/// [`urlunsplit`] as the release `py` writes it.
pub(crate) fn urlunsplit_in(
    py: Python,
    scheme: &str,
    netloc: &str,
    path: &str,
    query: &str,
    fragment: &str,
) -> String {
    let mut out = String::with_capacity(
        scheme.len() + netloc.len() + path.len() + query.len() + fragment.len() + 6,
    );
    for piece in head(py, scheme, netloc, path) {
        out.push_str(piece);
    }
    out.push_str(path);
    push_tail(&mut out, query, fragment);
    out
}

/// What `urlunsplit` writes before the path: `scheme:` when there is a
/// scheme, and `//netloc` when there is a netloc or the scheme is one of
/// `uses_netloc` and the path does not already start with `//`, with a `/`
/// before a path that does not start with one. From 3.13
/// ([`Python::unsplit_keeps_path_as_is`]) an empty netloc brings `//` only
/// before a path starting with `//`, or for a `uses_netloc` scheme before
/// an empty path or one starting with `/`, and the path stays as it is.
pub(crate) fn head<'a>(py: Python, scheme: &'a str, netloc: &'a str, path: &str) -> [&'a str; 5] {
    let mut h = [""; 5];
    if !scheme.is_empty() {
        h[0] = scheme;
        h[1] = ":";
    }
    if netloc.is_empty() && py.unsplit_keeps_path_as_is() {
        if path.starts_with("//")
            || (!scheme.is_empty()
                && uses_netloc_in(py, scheme)
                && (path.is_empty() || path.starts_with('/')))
        {
            h[2] = "//";
        }
        return h;
    }
    if !netloc.is_empty()
        || (!scheme.is_empty() && uses_netloc_in(py, scheme) && !path.starts_with("//"))
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
    urlunparse_in(Python::V3_11, scheme, netloc, path, params, query, fragment)
}

/// [`urlunparse`] as the release `py` writes it.
pub(crate) fn urlunparse_in(
    py: Python,
    scheme: &str,
    netloc: &str,
    path: &str,
    params: &str,
    query: &str,
    fragment: &str,
) -> String {
    if params.is_empty() {
        urlunsplit_in(py, scheme, netloc, path, query, fragment)
    } else {
        urlunsplit_in(
            py,
            scheme,
            netloc,
            &format!("{path};{params}"),
            query,
            fragment,
        )
    }
}
