//! The typed tree that the parser hands back: every node borrows its text from
//! the input and knows its byte span, and nothing here allocates.
//!
//! `Display` on every node writes its text back byte for byte; on a whole
//! reference it is the recomposition of RFC 3986 section 5.3.

use std::fmt;

mod authority;
mod host;
mod path;
mod query_pairs;
mod reference;

pub use authority::{Authority, Port, Userinfo};
pub(crate) use authority::{AuthorityOffsets, HostForm, build_host};
pub use host::{Host, ZoneId};
pub use path::{Path, PathKind, Segments};
pub use query_pairs::QueryPairs;
pub(crate) use reference::Offsets;
pub use reference::{AbsoluteUri, RelativeRef, Uri, UriRef};

/// A byte range of the input, `start..end`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Span {
    /// Offset of the first byte.
    pub start: usize,
    /// Offset one past the last byte.
    pub end: usize,
}

impl Span {
    /// The span as a range, to index the input with.
    ///
    /// ```
    /// let uri = urigram::Uri::parse("http://example.com/x").unwrap();
    /// let span = uri.authority().unwrap().host().span();
    /// assert_eq!(&"http://example.com/x"[span.range()], "example.com");
    /// ```
    #[must_use]
    #[cfg_attr(urigram_web, optimize(speed))]
    pub fn range(self) -> std::ops::Range<usize> {
        self.start..self.end
    }

    /// Whether `other` lies within this span.
    #[must_use]
    #[cfg_attr(urigram_web, optimize(speed))]
    pub fn contains(self, other: Span) -> bool {
        self.start <= other.start && other.end <= self.end
    }

    /// The length in bytes.
    #[must_use]
    #[cfg_attr(urigram_web, optimize(speed))]
    pub fn len(self) -> usize {
        self.end - self.start
    }

    /// Whether the span is empty.
    #[must_use]
    #[cfg_attr(urigram_web, optimize(speed))]
    pub fn is_empty(self) -> bool {
        self.start == self.end
    }
}

/// A piece of the input with its position: the text of a component.
///
/// `Debug` shows the text and its start, compactly: `"example.com"@7`.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Text<'a> {
    text: &'a str,
    start: usize,
}

impl<'a> Text<'a> {
    /// A piece of text that starts at byte `start` of the input.
    #[must_use]
    #[cfg_attr(urigram_web, optimize(speed))]
    pub fn new(text: &'a str, start: usize) -> Self {
        Text { text, start }
    }

    /// The text, as it stands in the input.
    #[must_use]
    #[cfg_attr(urigram_web, optimize(speed))]
    pub fn as_str(&self) -> &'a str {
        self.text
    }

    /// Where the text stands in the input.
    #[inline]
    #[must_use]
    #[cfg_attr(urigram_web, optimize(speed))]
    pub fn span(&self) -> Span {
        Span {
            start: self.start,
            end: self.start + self.text.len(),
        }
    }
}

impl fmt::Display for Text<'_> {
    #[cfg_attr(urigram_web, optimize(speed))]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.text)
    }
}

impl AsRef<str> for Text<'_> {
    #[cfg_attr(urigram_web, optimize(speed))]
    fn as_ref(&self) -> &str {
        self.text
    }
}

impl fmt::Debug for Text<'_> {
    #[cfg_attr(urigram_web, optimize(speed))]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?}@{}", self.text, self.start)
    }
}

/// Declares a component that is a plain piece of text under its own name.
macro_rules! text_component {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub struct $name<'a>(pub(crate) Text<'a>);

        impl<'a> $name<'a> {
            /// The text, as it stands in the input (without its delimiter).
            #[must_use]
            #[cfg_attr(urigram_web, optimize(speed))]
            pub fn as_str(&self) -> &'a str {
                self.0.as_str()
            }

            /// Where the text stands in the input.
            #[inline]
            #[must_use]
            #[cfg_attr(urigram_web, optimize(speed))]
            pub fn span(&self) -> Span {
                self.0.span()
            }
        }

        impl std::fmt::Display for $name<'_> {
            #[cfg_attr(urigram_web, optimize(speed))]
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(self.0.as_str())
            }
        }

        impl AsRef<str> for $name<'_> {
            #[cfg_attr(urigram_web, optimize(speed))]
            fn as_ref(&self) -> &str {
                self.0.as_str()
            }
        }
    };
}
pub(crate) use text_component;

text_component!(
    /// `scheme` (section 3.1): a letter followed by letters, digits, `+`, `-`
    /// and `.`. Schemes compare case-insensitively; this keeps the input's case.
    Scheme
);

text_component!(
    /// `query` (section 3.4), without the `?` that introduces it.
    Query
);

text_component!(
    /// `fragment` (section 3.5), without the `#` that introduces it.
    Fragment
);

impl Scheme<'_> {
    /// Whether this is `name`, compared case-insensitively as section 3.1 says.
    ///
    /// ```
    /// let uri = urigram::Uri::parse("HTTP://example.com").unwrap();
    /// assert!(uri.scheme().is("http"));
    /// ```
    #[must_use]
    #[cfg_attr(urigram_web, optimize(speed))]
    pub fn is(&self, name: &str) -> bool {
        self.as_str().eq_ignore_ascii_case(name)
    }
}

/// `uri.scheme() == "https"`, as a `url` user writes it: the scheme compared
/// with text as [`Scheme::is`] compares it, ignoring ASCII case (section
/// 3.1: "schemes are case-insensitive"), so that `HTTPS:` is `"https"` as
/// it is for the `url` crate, which lowercases schemes. (Two `Scheme`s
/// compare as the text they hold, where they stand.)
///
/// ```
/// let u = urigram::Uri::parse("HTTPS://example.com/").unwrap();
/// assert!(u.scheme() == "https");
/// assert!("https" == u.scheme());
/// assert!(u.scheme() != "http");
/// ```
impl PartialEq<str> for Scheme<'_> {
    #[cfg_attr(urigram_web, optimize(speed))]
    fn eq(&self, other: &str) -> bool {
        self.is(other)
    }
}

/// As `PartialEq<str>`.
impl PartialEq<&str> for Scheme<'_> {
    #[cfg_attr(urigram_web, optimize(speed))]
    fn eq(&self, other: &&str) -> bool {
        self.is(other)
    }
}

/// As `Scheme`'s `PartialEq<str>`.
impl PartialEq<Scheme<'_>> for str {
    #[cfg_attr(urigram_web, optimize(speed))]
    fn eq(&self, other: &Scheme<'_>) -> bool {
        other.is(self)
    }
}

/// As `Scheme`'s `PartialEq<str>`.
impl PartialEq<Scheme<'_>> for &str {
    #[cfg_attr(urigram_web, optimize(speed))]
    fn eq(&self, other: &Scheme<'_>) -> bool {
        other.is(self)
    }
}
