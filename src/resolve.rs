//! Section 5: resolving a reference against a base URI, and RFC 1808's and
//! RFC 2396's older algorithms as legacy modes.
//!
//! # Results that would re-parse differently
//! The algorithm of section 5.2 can produce a path that begins with `//` when
//! the result has no authority: base `a:b` with reference `/.//x` gives the
//! components scheme `a`, path `//x`, which section 5.3 would write `a://x`,
//! a URI whose authority is `x`. This crate writes such a path as `/.//x`
//! instead (`a:/.//x`). The reason: the result keeps the exact components the
//! algorithm computed once remove_dot_segments is applied again (`/.//x`
//! reduces to `//x`), resolution stays total (a valid reference against a valid
//! base always gives a URI, never an error), and it is the repair that the
//! WHATWG URL standard and other RFC 3986 libraries make. A result always has
//! the base's or the reference's scheme, so the other hazard, a first segment
//! with `:` and no scheme, cannot arise here.
//!
//! ```
//! use urigram::{Uri, UriRef};
//! let base = Uri::parse("a:b").unwrap();
//! assert_eq!(base.resolve(&UriRef::parse("/.//x").unwrap()), "a:/.//x");
//! ```
//!
//! # Percent-encoded dots
//! Section 5.2.4 matches the characters `.` and `..`; a segment `%2E` is left
//! as it is (`%2E` against `http:` is `http:%2E`). It is equivalent to `.`
//! (section 2.3), and normalization decodes it and then removes it (sections
//! 6.2.2.2 and 6.2.2.3), so comparing resolved URIs through
//! [`Normalized`](crate::Normalized) treats both alike. fluent-uri and
//! iri-string decode first; the differential tests skip such inputs.

use crate::ast::{Uri, UriRef};
use crate::owned::UriString;
use crate::owned::writer::Writer;

mod dot_segments;
pub mod rfc1808;
pub mod rfc2396;

pub use dot_segments::remove_dot_segments;
pub(crate) use dot_segments::{has_dot_segment, remove_dot_segments_in_place};

/// Which reading of section 5.2.2 to follow.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Mode {
    /// The strict parser: a reference with a scheme is used as it is.
    #[default]
    Strict,
    /// The non-strict parser of section 5.2.2, for backward compatibility: a
    /// reference whose scheme is the base's (compared case-insensitively) is
    /// resolved as if it had none, so `http:g` against `http://a/b/c/d;p?q`
    /// is `http://a/b/c/g`.
    NonStrict,
}

impl<'a> Uri<'a> {
    /// Resolves `reference` against this URI as base (section 5.2, strict).
    ///
    /// The base's fragment is ignored (section 5.2.1).
    ///
    /// ```
    /// use urigram::{Uri, UriRef};
    /// let base = Uri::parse("http://a/b/c/d;p?q").unwrap();
    /// let r = UriRef::parse("../g?y#s").unwrap();
    /// assert_eq!(base.resolve(&r), "http://a/b/g?y#s");
    /// ```
    #[must_use]
    pub fn resolve(&self, reference: &UriRef<'_>) -> UriString {
        resolve_with(self, reference, Mode::Strict)
    }
}

/// Resolves `reference` against `base` (section 5.2.2, strict); the same as
/// [`Uri::resolve`].
#[must_use]
pub fn resolve(base: &Uri<'_>, reference: &UriRef<'_>) -> UriString {
    resolve_with(base, reference, Mode::Strict)
}

/// Resolves `reference` against `base` in the given [`Mode`] (section 5.2).
///
/// Writes the result into one `String` and records its components as it goes,
/// so nothing is parsed twice and no segment list is built.
///
/// ```
/// use urigram::{Uri, UriRef, resolve::{resolve_with, Mode}};
/// let base = Uri::parse("http://a/b/c/d;p?q").unwrap();
/// let r = UriRef::parse("http:g").unwrap();
/// assert_eq!(resolve_with(&base, &r, Mode::Strict), "http:g");
/// assert_eq!(resolve_with(&base, &r, Mode::NonStrict), "http://a/b/c/g");
/// ```
#[must_use]
pub fn resolve_with(base: &Uri<'_>, reference: &UriRef<'_>, mode: Mode) -> UriString {
    let r = reference;
    let mut w = Writer::with_capacity(base.as_str().len() + r.as_str().len());
    // -- A non-strict parser may ignore a scheme in the reference if it is
    // -- identical to the base URI's scheme.
    let r_scheme = r.scheme().filter(|s| {
        mode == Mode::Strict || !s.as_str().eq_ignore_ascii_case(base.scheme().as_str())
    });
    if let Some(scheme) = r_scheme {
        // T.scheme = R.scheme; T.authority = R.authority;
        // T.path = remove_dot_segments(R.path); T.query = R.query;
        w.scheme(scheme.as_str());
        if let Some(a) = r.authority() {
            w.authority(&a);
        }
        dot_removed_path(&mut w, &[r.path().as_str()]);
        if let Some(q) = r.query() {
            w.query(q.as_str());
        }
    } else {
        w.scheme(base.scheme().as_str());
        if let Some(a) = r.authority() {
            // T.authority = R.authority; T.path = remove_dot_segments(R.path);
            // T.query = R.query;
            w.authority(&a);
            dot_removed_path(&mut w, &[r.path().as_str()]);
            if let Some(q) = r.query() {
                w.query(q.as_str());
            }
        } else {
            // T.authority = Base.authority;
            if let Some(a) = base.authority() {
                w.authority(&a);
            }
            let path = r.path().as_str();
            if path.is_empty() {
                // T.path = Base.path; T.query = R.query if defined, else
                // Base.query.
                w.path(base.path().as_str());
                if let Some(q) = r.query().or(base.query()) {
                    w.query(q.as_str());
                }
            } else {
                if path.starts_with('/') {
                    // T.path = remove_dot_segments(R.path);
                    dot_removed_path(&mut w, &[path]);
                } else {
                    // T.path = merge(Base.path, R.path);
                    // T.path = remove_dot_segments(T.path);
                    dot_removed_path(&mut w, &merge(base, path));
                }
                // T.query = R.query;
                if let Some(q) = r.query() {
                    w.query(q.as_str());
                }
            }
        }
    }
    // T.fragment = R.fragment;
    if let Some(f) = r.fragment() {
        w.fragment(f.as_str());
    }
    UriString(w.finish())
}

/// Section 5.2.3, as the pieces to concatenate: `"/" + R.path` when the base
/// has an authority and an empty path, else the base path up to and including
/// its last `/` (nothing if it has none) followed by the reference's path.
fn merge<'a>(base: &Uri<'a>, reference_path: &'a str) -> [&'a str; 2] {
    let base_path = base.path().as_str();
    if base.authority().is_some() && base_path.is_empty() {
        ["/", reference_path]
    } else {
        let dir = base_path.rfind('/').map_or("", |i| &base_path[..=i]);
        [dir, reference_path]
    }
}

/// Writes the concatenation of `pieces` as the path, after remove_dot_segments.
pub(crate) fn dot_removed_path(w: &mut Writer, pieces: &[&str]) {
    let start = w.path_start();
    for p in pieces {
        w.push(p);
    }
    if has_dot_segment(&w.buf.as_bytes()[start..]) {
        let mut bytes = std::mem::take(&mut w.buf).into_bytes();
        remove_dot_segments_in_place(&mut bytes, start);
        // Only whole ASCII segments were removed, so the rest is still UTF-8;
        // the lossy fallback only keeps the function total.
        w.buf = String::from_utf8(bytes)
            .unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned());
    }
    w.path_end(start);
}
