//! `ipath` and its five variants (RFC 3987 section 2.2).

use std::fmt;

use super::Text;
use crate::engine::Span;

/// Which of `ipath`'s five variants a path is; the reference it stands in
/// decides (after an authority it is `ipath-abempty`, and so on).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PathKind {
    /// `ipath-abempty = *( "/" isegment )`, after an authority.
    AbEmpty,
    /// `ipath-absolute = "/" [ isegment-nz *( "/" isegment ) ]`.
    Absolute,
    /// `ipath-noscheme = isegment-nz-nc *( "/" isegment )`, in a relative
    /// reference.
    NoScheme,
    /// `ipath-rootless = isegment-nz *( "/" isegment )`, after a scheme.
    Rootless,
    /// `ipath-empty = 0<ipchar>`.
    Empty,
}

/// `ipath`: the path of an IRI reference, with its variant.
///
/// ```
/// use urigram::grammars::rfc3987::{IriRef, PathKind};
/// let p = IriRef::parse("../パス/a").unwrap().path();
/// assert_eq!(p.kind(), PathKind::NoScheme);
/// assert_eq!(p.segments().collect::<Vec<_>>(), ["..", "パス", "a"]);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Path<'a> {
    text: Text<'a>,
    kind: PathKind,
}

impl<'a> Path<'a> {
    /// The path at `input[start..end]`, of `kind`.
    pub(super) fn new(input: &'a str, start: usize, end: usize, kind: PathKind) -> Path<'a> {
        Path {
            text: Text::at(input, start, end),
            kind,
        }
    }

    /// Which variant it is.
    #[must_use]
    pub fn kind(&self) -> PathKind {
        self.kind
    }

    /// The path as written.
    #[must_use]
    pub fn as_str(&self) -> &'a str {
        self.text.as_str()
    }

    /// Where it stands.
    #[must_use]
    pub fn span(&self) -> Span {
        self.text.span()
    }

    /// The segments, split at `/` (a leading `/` gives no empty first
    /// segment; an empty path gives none).
    pub fn segments(&self) -> impl Iterator<Item = &'a str> + 'a {
        let s = self.text.as_str();
        let s = s.strip_prefix('/').unwrap_or(s);
        let empty = self.text.as_str().is_empty();
        s.split('/').filter(move |_| !empty)
    }
}

impl fmt::Display for Path<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}
