//! `urljoin`: a reference resolved against a base as CPython 3.11 does it,
//! which is RFC 3986 section 5.2 in outline but not in detail: only schemes
//! of `uses_relative` resolve, empty segments of the merged path vanish, and
//! `..` above the root is dropped (see grammar/urllib-deviations.md).

use std::borrow::Cow;

use super::UrlError;
use super::schemes::{uses_netloc, uses_relative};
use super::split::{SplitOptions, urlparse_with};
use super::unsplit::urlunparse;

/// Python's `urljoin(base, url)`.
///
/// # Errors
/// [`UrlError`] when `urlparse` refuses the base or the reference.
///
/// ```
/// use urigram::urllib::urljoin;
/// assert_eq!(urljoin("http://a/b/c/d;p?q", "../g").unwrap(), "http://a/b/g");
/// assert_eq!(urljoin("http://a/b/c/d;p?q", "../../../g").unwrap(), "http://a/g");
/// assert_eq!(urljoin("mailto:a@b", "c").unwrap(), "c");
/// ```
pub fn urljoin<'a>(base: &'a str, url: &'a str) -> Result<Cow<'a, str>, UrlError> {
    urljoin_with(base, url, true)
}

/// Python's `urljoin(base, url, allow_fragments)`.
///
/// # Errors
/// As [`urljoin`].
pub fn urljoin_with<'a>(
    base: &'a str,
    url: &'a str,
    allow_fragments: bool,
) -> Result<Cow<'a, str>, UrlError> {
    if base.is_empty() {
        return Ok(Cow::Borrowed(url));
    }
    if url.is_empty() {
        return Ok(Cow::Borrowed(base));
    }
    let opts = SplitOptions::default().allow_fragments(allow_fragments);
    let b = urlparse_with(base, opts)?;
    let r = urlparse_with(url, opts.scheme(&b.scheme))?;
    if r.scheme != b.scheme || !uses_relative(&r.scheme) {
        return Ok(Cow::Borrowed(url));
    }
    let mut netloc = &*r.netloc;
    if uses_netloc(&r.scheme) {
        if !netloc.is_empty() {
            return Ok(Cow::Owned(r.geturl()));
        }
        netloc = &b.netloc;
    }
    if r.path.is_empty() && r.params.is_empty() {
        let query = if r.query.is_empty() {
            &b.query
        } else {
            &r.query
        };
        return Ok(Cow::Owned(urlunparse(
            &r.scheme,
            netloc,
            &b.path,
            &b.params,
            query,
            &r.fragment,
        )));
    }
    let path = merge_and_remove_dots(&b.path, &r.path);
    Ok(Cow::Owned(urlunparse(
        &r.scheme,
        netloc,
        if path.is_empty() { "/" } else { &path },
        &r.params,
        &r.query,
        &r.fragment,
    )))
}

/// `urljoin`'s own merge and dot-segment removal.
///
/// An absolute reference path replaces the base's; otherwise the base path
/// without its last segment is joined with it and the empty segments between
/// the first and the last are dropped. Then `.` is skipped, `..` removes the
/// segment before it (the leading empty one too; nothing when there is none),
/// and a last `.` or `..` leaves a trailing `/`.
fn merge_and_remove_dots(base_path: &str, path: &str) -> String {
    let mut segments: Vec<&str> = Vec::new();
    if path.starts_with('/') {
        segments.extend(path.split('/'));
    } else {
        segments.extend(base_path.split('/'));
        if segments.last().is_some_and(|s| !s.is_empty()) {
            segments.pop();
        }
        segments.extend(path.split('/'));
        let n = segments.len();
        if n > 2 {
            let mut kept = 1;
            for i in 1..n - 1 {
                if !segments[i].is_empty() {
                    segments[kept] = segments[i];
                    kept += 1;
                }
            }
            segments[kept] = segments[n - 1];
            segments.truncate(kept + 1);
        }
    }
    let mut resolved: Vec<&str> = Vec::with_capacity(segments.len());
    for &seg in &segments {
        match seg {
            ".." => {
                resolved.pop();
            }
            "." => {}
            _ => resolved.push(seg),
        }
    }
    if matches!(segments.last(), Some(&("." | ".."))) {
        resolved.push("");
    }
    resolved.join("/")
}
