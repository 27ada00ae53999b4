//! [`Text`]: a piece of an input that a typed tree gives no inner
//! structure, and where it stands. The trees of the grammars read as text
//! (RFC 2396, RFC 1808, RFC 3987) share it; RFC 1945's, over octets, has
//! its own.

use std::fmt;

use super::Span;

/// A piece of the input that the grammar gives no inner structure here (a
/// scheme, a host's text, a query, ...), and where it stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Text<'a> {
    text: &'a str,
    span: Span,
}

impl<'a> Text<'a> {
    /// `input[start..end]`.
    pub(crate) fn at(input: &'a str, start: usize, end: usize) -> Text<'a> {
        Text {
            text: &input[start..end],
            span: Span::new(start, end),
        }
    }

    /// `text`, which stands at `start` in the input.
    pub(crate) fn new(text: &'a str, start: usize) -> Text<'a> {
        Text {
            text,
            span: Span::new(start, start + text.len()),
        }
    }

    /// The text, as it stands in the input.
    #[must_use]
    pub fn as_str(&self) -> &'a str {
        self.text
    }

    /// Where it stands in the input.
    #[must_use]
    pub fn span(&self) -> Span {
        self.span
    }
}

impl fmt::Display for Text<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.text)
    }
}
