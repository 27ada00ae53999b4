//! The typed tree of an RFC 3987 `IRI-reference`: borrowed from the input,
//! allocation-free, a span on every node, and `Display` giving the text
//! back, recomposed from the parts (RFC 3986 section 5.3, which RFC 3987
//! section 6.5 applies to IRIs).

mod authority;
mod path;
mod reference;

use std::fmt;

pub use authority::{Authority, Host};
pub use path::{Path, PathKind};
pub use reference::IriRef;

use crate::engine::Span;

/// A piece of the input and where it stands: a component the tree gives no
/// inner structure (scheme, userinfo, port, query, fragment, a host's text).
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

    /// Where it stands in the input, in bytes.
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
