//! The path and the parameters of a `rel_path` (section 2.2).

use std::fmt;

use super::{Segment, Text};
use crate::engine::Span;

/// The path of a relative URL: `"/" [ path ]` inside an `abs_path`, or a
/// `path` (`fsegment *( "/" segment )`) at the start of a `rel_path`.
///
/// ```
/// use urigram::grammars::rfc1808::Url;
/// let u = Url::parse("/a//b;p").unwrap();
/// let path = u.relative().unwrap().path().unwrap();
/// assert!(path.is_absolute());
/// let segs: Vec<_> = path.segments().map(|s| s.as_str()).collect();
/// assert_eq!(segs, ["a", "", "b"]);
/// assert_eq!(path.span().range(), 0..5);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Path<'a> {
    text: Text<'a>,
    absolute: bool,
}

impl<'a> Path<'a> {
    pub(super) fn new(text: Text<'a>) -> Path<'a> {
        Path {
            text,
            absolute: text.as_str().starts_with('/'),
        }
    }

    /// The path as written, its leading `/` included.
    #[must_use]
    pub fn as_str(&self) -> &'a str {
        self.text.as_str()
    }

    /// Where it stands in the input.
    #[must_use]
    pub fn span(&self) -> Span {
        self.text.span()
    }

    /// Whether it is the path of an `abs_path` (starts with `/`).
    #[must_use]
    pub fn is_absolute(&self) -> bool {
        self.absolute
    }

    /// The `fsegment` and the `segment`s, in order, each with its span.
    /// None for the `/` of an `abs_path` whose `rel_path` has no `path`.
    pub fn segments(&self) -> impl Iterator<Item = Segment<'a>> + 'a {
        let start = self.span().start() + usize::from(self.absolute);
        let body = &self.as_str()[usize::from(self.absolute)..];
        split_spans(body, start, '/')
    }
}

impl fmt::Display for Path<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// `params = param *( ";" param )` (section 2.2): the text after the first
/// `;` of a `rel_path`, up to its `?`.
///
/// ```
/// use urigram::grammars::rfc1808::Url;
/// let u = Url::parse("g;x=1/y;z?q").unwrap();
/// let params = u.relative().unwrap().params().unwrap();
/// assert_eq!(params.as_str(), "x=1/y;z");
/// let each: Vec<_> = params.iter().map(|p| (p.as_str(), p.span().start())).collect();
/// assert_eq!(each, [("x=1/y", 2), ("z", 8)]);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Params<'a>(Text<'a>);

impl<'a> Params<'a> {
    pub(super) fn new(text: Text<'a>) -> Params<'a> {
        Params(text)
    }

    /// The parameters as written, without the `;` before them.
    #[must_use]
    pub fn as_str(&self) -> &'a str {
        self.0.as_str()
    }

    /// Where they stand in the input.
    #[must_use]
    pub fn span(&self) -> Span {
        self.0.span()
    }

    /// Each `param`, with its span (at least one, possibly empty).
    pub fn iter(&self) -> impl Iterator<Item = Text<'a>> + 'a {
        split_spans(self.as_str(), self.span().start(), ';')
    }
}

impl fmt::Display for Params<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

/// The pieces of `text` (which starts at `start` in the input) between the
/// separators `sep`, each with its span; nothing for an empty `text` read
/// as a path body, one empty piece otherwise.
fn split_spans(text: &str, start: usize, sep: char) -> impl Iterator<Item = Text<'_>> + '_ {
    let empty_path = text.is_empty() && sep == '/';
    let mut offset = start;
    text.split(sep)
        .filter(move |_| !empty_path)
        .map(move |piece| {
            let t = Text::new(piece, offset);
            offset += piece.len() + 1;
            t
        })
}
