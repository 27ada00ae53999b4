//! `urljoin`: a reference resolved against a base as CPython 3.11 does it,
//! which is RFC 3986 section 5.2 in outline but not in detail: only schemes
//! of `uses_relative` resolve, empty segments of the merged path vanish, and
//! `..` above the root is dropped (see grammar/urllib-deviations.md).

use std::borrow::Cow;

use super::schemes::{uses_netloc_in, uses_relative_in};
use super::split::{
    Components, SplitOptions, urlparse_borrowed, urlparse_borrowed_head, urlparse_in,
};
use super::unsplit::{head, push_tail, urlunparse_in};
use super::{Python, UrlError};

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
    urljoin_in(Python::V3_11, base, url, allow_fragments)
}

/// [`urljoin_with`] as the release `py` joins.
///
/// # Errors
/// As [`urljoin`], as the release refuses.
pub(crate) fn urljoin_in<'a>(
    py: Python,
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
    // Most inputs need none of Python's clean-up, and are read as slices of
    // the arguments; the others go through the owning `urlparse`. Either
    // way the base is read first, so its error comes first, as in Python.
    // The base's query is read only when the reference takes it (it has no
    // path, params or query of its own), and its fragment never.
    if let Some(b) = urlparse_borrowed_head(py, base, allow_fragments)? {
        if let Some(r) = urlparse_borrowed(py, url, b.scheme, allow_fragments)? {
            if !(r.path.is_empty() && r.params.is_empty() && r.query.is_empty()) {
                return Ok(join(py, &b, &r, url));
            }
            if let Some(b) = urlparse_borrowed(py, base, "", allow_fragments)? {
                return Ok(join(py, &b, &r, url));
            }
        }
    }
    let opts = SplitOptions::default().allow_fragments(allow_fragments);
    let b = urlparse_in(py, base, opts)?;
    let r = urlparse_in(py, url, opts.scheme(&b.scheme))?;
    Ok(join(py, &b.components(), &r.components(), url))
}

/// The join proper, on the components of the base and of the reference.
fn join<'a>(py: Python, b: &Components<'_>, r: &Components<'_>, url: &'a str) -> Cow<'a, str> {
    if r.scheme != b.scheme || !uses_relative_in(py, r.scheme) {
        return Cow::Borrowed(url);
    }
    let mut netloc = r.netloc;
    if uses_netloc_in(py, r.scheme) {
        if !netloc.is_empty() {
            return Cow::Owned(urlunparse_in(
                py, r.scheme, r.netloc, r.path, r.params, r.query, r.fragment,
            ));
        }
        netloc = b.netloc;
    }
    if r.path.is_empty() && r.params.is_empty() {
        let query = if r.query.is_empty() { b.query } else { r.query };
        return Cow::Owned(urlunparse_in(
            py, r.scheme, netloc, b.path, b.params, query, r.fragment,
        ));
    }
    // `urlunparse((scheme, netloc, path or '/', params, query, fragment))`,
    // written into the buffer that the merge fills. With a netloc (the usual
    // case), what goes before the path is `scheme://netloc` whatever the
    // path, so it is written first and only a `/` may have to go in front of
    // the path afterwards; without one, it depends on how the path starts,
    // and is moved in front once the path is known.
    let mut out = String::with_capacity(
        r.scheme.len()
            + netloc.len()
            + b.path.len()
            + r.path.len()
            + r.params.len()
            + r.query.len()
            + r.fragment.len()
            + 8,
    );
    let head_first = !netloc.is_empty();
    if head_first {
        if !r.scheme.is_empty() {
            out.push_str(r.scheme);
            out.push(':');
        }
        out.push_str("//");
        out.push_str(netloc);
    }
    let start = out.len();
    merge_and_remove_dots(b.path, r.path, &mut out);
    if out.len() == start {
        out.push('/');
    }
    if !r.params.is_empty() {
        out.push(';');
        out.push_str(r.params);
    }
    if head_first {
        if !out[start..].starts_with('/') {
            out.insert(start, '/');
        }
    } else {
        for piece in head(py, r.scheme, netloc, &out).iter().rev() {
            out.insert_str(0, piece);
        }
    }
    push_tail(&mut out, r.query, r.fragment);
    Cow::Owned(out)
}

/// `urljoin`'s own merge and dot-segment removal.
///
/// An absolute reference path replaces the base's; otherwise the base path
/// without its last segment is joined with it and the empty segments between
/// the first and the last are dropped. Then `.` is skipped, `..` removes the
/// segment before it (the leading empty one too; nothing when there is none),
/// and a last `.` or `..` leaves a trailing `/`.
///
/// Python builds lists of segments; here the segments stream from the two
/// paths straight into the joined output (appended to `text`, after what it
/// already holds), and `..` truncates it at its last `/`, so nothing but the
/// output is allocated.
fn merge_and_remove_dots(base_path: &str, path: &str, text: &mut String) {
    let start = text.len();
    let mut out = Resolved {
        text,
        start,
        segments: 0,
    };
    // Python's `segments[-1]`: the reference path's last segment, in both cases.
    let (init, last) = match path.bytes().rposition(|b| b == b'/') {
        Some(i) => (Some(&path[..i]), &path[i + 1..]),
        None => (None, path),
    };
    if path.starts_with('/') {
        // `path.split('/')`, all kept.
        if let Some(init) = init {
            for_each_segment(init, |seg| out.apply(seg));
        }
    } else {
        // `bpath.split('/')` without its last segment unless that is empty:
        // when the base path does not end with `/`, everything before its
        // last `/` (nothing when it has none).
        let base = if base_path.is_empty() || base_path.ends_with('/') {
            Some(base_path)
        } else {
            base_path
                .bytes()
                .rposition(|b| b == b'/')
                .map(|i| &base_path[..i])
        };
        // `segments[1:-1] = filter(None, segments[1:-1])`: an empty segment
        // stays only first or last.
        let mut first = true;
        let mut keep = |seg: &str| {
            if first || !seg.is_empty() {
                out.apply(seg);
            }
            first = false;
        };
        for part in [base, init].into_iter().flatten() {
            for_each_segment(part, &mut keep);
        }
    }
    out.apply(last);
    if matches!(last, "." | "..") {
        out.push("");
    }
}

/// `f` on each piece of `text.split('/')`. Segments are a few bytes long,
/// where a byte loop beats the generic `str` searcher (and a memchr call)
/// that `str::split` runs for each one.
fn for_each_segment(text: &str, mut f: impl FnMut(&str)) {
    let mut from = 0;
    for (i, b) in text.bytes().enumerate() {
        if b == b'/' {
            f(&text[from..i]);
            from = i + 1;
        }
    }
    f(&text[from..]);
}

/// `'/'.join(resolved_path)` as it grows, after the first `start` bytes of
/// `text`: how many segments it holds (an empty first segment leaves no
/// text but counts).
struct Resolved<'t> {
    text: &'t mut String,
    start: usize,
    segments: usize,
}

impl Resolved<'_> {
    /// One step of Python's loop: `..` pops, `.` is skipped, the rest is pushed.
    fn apply(&mut self, seg: &str) {
        match seg {
            ".." => self.pop(),
            "." => {}
            _ => self.push(seg),
        }
    }

    fn push(&mut self, seg: &str) {
        if self.segments > 0 {
            self.text.push('/');
        }
        self.text.push_str(seg);
        self.segments += 1;
    }

    /// `resolved_path.pop()`, nothing when empty: segments hold no `/`, so
    /// the last one starts after the joined text's last `/`.
    fn pop(&mut self) {
        if self.segments == 0 {
            return;
        }
        self.segments -= 1;
        let joined = &self.text.as_bytes()[self.start..];
        let cut = if self.segments == 0 {
            0
        } else {
            joined.iter().rposition(|&b| b == b'/').unwrap_or(0)
        };
        self.text.truncate(self.start + cut);
    }
}
