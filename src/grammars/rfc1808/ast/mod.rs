//! The typed tree of an RFC 1808 `URL`: borrowed from the input,
//! allocation-free, a span on every node, and `Display` giving the text
//! back (recomposed from the parts where a node has parts).

mod build;
mod path;
mod relative;
mod url;

use std::fmt;

pub use path::{Params, Path};
pub use relative::Relative;
pub use url::{Absolute, Url};

use crate::engine::Span;

/// A piece of the input that the grammar gives no inner structure here, and
/// where it stands.
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

/// `scheme` (section 2.2).
pub type Scheme<'a> = Text<'a>;
/// `net_loc` (section 2.2): everything between `//` and the next `/`,
/// `;` and `?` included.
pub type NetLoc<'a> = Text<'a>;
/// A `fsegment` or `segment` of a path (section 2.2).
pub type Segment<'a> = Text<'a>;
/// `query` (section 2.2).
pub type Query<'a> = Text<'a>;
/// `fragment` (section 2.2).
pub type Fragment<'a> = Text<'a>;
