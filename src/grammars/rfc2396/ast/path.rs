//! Section 3.3: a path, its segments and their parameters.

use std::fmt;

use super::Text;
use crate::engine::Span;

/// A path: an `abs_path` (`"/" path_segments`, section 3) or a `rel_path`
/// (`rel_segment [ abs_path ]`, section 5).
///
/// A `rel_path`'s first segment is a `rel_segment`, in which the grammar
/// gives `;` no role; the tree reads its `;` as `segment` does, as the start
/// of a parameter, so that every segment has the same shape.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Path<'a> {
    text: Text<'a>,
}

impl<'a> Path<'a> {
    /// `input[start..end]`, a valid `abs_path` or `rel_path`.
    pub(crate) fn at(input: &'a str, start: usize, end: usize) -> Path<'a> {
        Path {
            text: Text::at(input, start, end),
        }
    }

    /// The path `text`, a valid `abs_path` or `rel_path`.
    pub(super) fn of(text: Text<'a>) -> Path<'a> {
        Path { text }
    }

    /// The text, as it stands in the input.
    #[must_use]
    pub fn as_str(&self) -> &'a str {
        self.text.as_str()
    }

    /// Where it stands in the input.
    #[must_use]
    pub fn span(&self) -> Span {
        self.text.span()
    }

    /// Whether it is an `abs_path` (starts with `/`).
    #[must_use]
    pub fn is_absolute(&self) -> bool {
        self.as_str().starts_with('/')
    }

    /// The segments, each with its parameters. An `abs_path` has at least
    /// one (possibly empty) segment after its `/`.
    ///
    /// ```
    /// use urigram::grammars::rfc2396::UriReference;
    /// let r = UriReference::parse("/a;x;y/b/").unwrap();
    /// let path = r.relative().unwrap().path().unwrap();
    /// let segs: Vec<_> = path.segments().map(|s| s.name().as_str()).collect();
    /// assert_eq!(segs, ["a", "b", ""]);
    /// let first = path.segments().next().unwrap();
    /// assert_eq!(first.params().map(|p| p.as_str()).collect::<Vec<_>>(), ["x", "y"]);
    /// assert_eq!(first.span().range(), 1..6);
    /// ```
    #[must_use]
    pub fn segments(&self) -> Segments<'a> {
        let (start, pos) = if self.is_absolute() {
            (self.span().start() + 1, 1)
        } else {
            (self.span().start(), 0)
        };
        Segments {
            rest: Some(&self.as_str()[pos..]),
            start,
        }
    }
}

impl fmt::Display for Path<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.text.fmt(f)
    }
}

/// The segments of a [`Path`], in order.
#[derive(Clone, Debug)]
pub struct Segments<'a> {
    rest: Option<&'a str>,
    start: usize,
}

impl<'a> Iterator for Segments<'a> {
    type Item = Segment<'a>;

    fn next(&mut self) -> Option<Segment<'a>> {
        let rest = self.rest?;
        let (seg, next) = match rest.find('/') {
            Some(i) => (&rest[..i], Some(&rest[i + 1..])),
            None => (rest, None),
        };
        let segment = Segment {
            text: Text::new(seg, self.start),
        };
        self.start += seg.len() + 1;
        self.rest = next;
        Some(segment)
    }
}

/// `segment = *pchar *( ";" param )` (section 3.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Segment<'a> {
    text: Text<'a>,
}

impl<'a> Segment<'a> {
    /// The whole segment, parameters included.
    #[must_use]
    pub fn as_str(&self) -> &'a str {
        self.text.as_str()
    }

    /// Where it stands in the input.
    #[must_use]
    pub fn span(&self) -> Span {
        self.text.span()
    }

    /// The part before the first `;`.
    #[must_use]
    pub fn name(&self) -> Text<'a> {
        let s = self.as_str();
        let n = s.find(';').unwrap_or(s.len());
        Text::new(&s[..n], self.span().start())
    }

    /// Each `param`, without its `;`.
    pub fn params(&self) -> impl Iterator<Item = Text<'a>> + 'a {
        let s = self.as_str();
        let base = self.span().start();
        let n = s.find(';').unwrap_or(s.len());
        let mut pos = n;
        std::iter::from_fn(move || {
            if pos >= s.len() {
                return None;
            }
            let from = pos + 1;
            let to = s[from..].find(';').map_or(s.len(), |i| from + i);
            pos = to;
            Some(Text::new(&s[from..to], base + from))
        })
    }
}

impl fmt::Display for Segment<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.text.fmt(f)
    }
}
