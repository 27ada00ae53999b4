//! Section 3.3: the path, as exactly one of its five forms.

use std::fmt;

use super::{Span, Text};

/// Which of the five path rules of section 3.3 a path matched.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PathKind {
    /// `path-abempty = *( "/" segment )`: after an authority; empty or begins with `/`.
    AbEmpty,
    /// `path-absolute = "/" [ segment-nz *( "/" segment ) ]`: begins with `/` but not `//`.
    Absolute,
    /// `path-noscheme = segment-nz-nc *( "/" segment )`: a relative reference's
    /// path whose first segment has no `:`.
    NoScheme,
    /// `path-rootless = segment-nz *( "/" segment )`: a URI's path without `/` in front.
    Rootless,
    /// `path-empty = 0<pchar>`: zero characters.
    Empty,
}

impl PathKind {
    /// The ABNF rule name, e.g. `"path-abempty"`.
    #[must_use]
    #[cfg_attr(urigram_web, optimize(speed))]
    pub fn abnf_name(self) -> &'static str {
        match self {
            PathKind::AbEmpty => "path-abempty",
            PathKind::Absolute => "path-absolute",
            PathKind::NoScheme => "path-noscheme",
            PathKind::Rootless => "path-rootless",
            PathKind::Empty => "path-empty",
        }
    }

    /// The short name the JSON output uses: `abempty`, `absolute`,
    /// `noscheme`, `rootless` or `empty`.
    #[must_use]
    #[cfg_attr(urigram_web, optimize(speed))]
    pub fn short_name(self) -> &'static str {
        &self.abnf_name()[5..]
    }
}

/// A path (section 3.3): its text and the rule it matched.
///
/// ```
/// use urigram::{PathKind, UriRef};
/// let r = UriRef::parse("//h/a/b%2Fc/").unwrap();
/// assert_eq!(r.path().kind(), PathKind::AbEmpty);
/// assert_eq!(r.path().segments().collect::<Vec<_>>(), ["a", "b%2Fc", ""]);
/// ```
///
/// `Debug` shows the rule and the text with its start: `Path(AbEmpty, "/a"@8)`.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Path<'a> {
    pub(crate) kind: PathKind,
    pub(crate) text: Text<'a>,
}

impl<'a> Path<'a> {
    /// A path of `kind` with text `text`. The caller vouches that the text
    /// matches the rule.
    #[cfg_attr(urigram_web, optimize(speed))]
    pub(crate) fn new(kind: PathKind, text: Text<'a>) -> Self {
        Path { kind, text }
    }

    /// Which rule the path matched.
    #[inline]
    #[must_use]
    #[cfg_attr(urigram_web, optimize(speed))]
    pub fn kind(&self) -> PathKind {
        self.kind
    }

    /// The path text, as it stands in the input.
    #[must_use]
    #[cfg_attr(urigram_web, optimize(speed))]
    pub fn as_str(&self) -> &'a str {
        self.text.as_str()
    }

    /// Where the path stands in the input.
    #[inline]
    #[must_use]
    #[cfg_attr(urigram_web, optimize(speed))]
    pub fn span(&self) -> Span {
        self.text.span()
    }

    /// Whether the path is empty.
    #[must_use]
    #[cfg_attr(urigram_web, optimize(speed))]
    pub fn is_empty(&self) -> bool {
        self.text.as_str().is_empty()
    }

    /// Whether the path begins with `/`.
    #[must_use]
    #[cfg_attr(urigram_web, optimize(speed))]
    pub fn is_absolute(&self) -> bool {
        self.text.as_str().starts_with('/')
    }

    /// The segments, still percent-encoded: the text between slashes. A path
    /// that begins with `/` does not yield an empty first segment for it; an
    /// empty path yields none; `/` yields one empty segment.
    #[must_use]
    #[cfg_attr(urigram_web, optimize(speed))]
    pub fn segments(&self) -> Segments<'a> {
        let s = self.text.as_str();
        let rest = s.strip_prefix('/').unwrap_or(s);
        Segments {
            rest: if s.is_empty() { None } else { Some(rest) },
        }
    }
}

impl fmt::Debug for Path<'_> {
    #[cfg_attr(urigram_web, optimize(speed))]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("Path")
            .field(&self.kind)
            .field(&self.text)
            .finish()
    }
}

impl fmt::Display for Path<'_> {
    #[cfg_attr(urigram_web, optimize(speed))]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.text.as_str())
    }
}

/// The segments of a [`Path`], from [`Path::segments`].
#[derive(Clone, Debug)]
pub struct Segments<'a> {
    rest: Option<&'a str>,
}

impl<'a> Iterator for Segments<'a> {
    type Item = &'a str;

    #[cfg_attr(urigram_web, optimize(speed))]
    fn next(&mut self) -> Option<&'a str> {
        let rest = self.rest?;
        match rest.find('/') {
            Some(i) => {
                self.rest = Some(&rest[i + 1..]);
                Some(&rest[..i])
            }
            None => {
                self.rest = None;
                Some(rest)
            }
        }
    }
}
