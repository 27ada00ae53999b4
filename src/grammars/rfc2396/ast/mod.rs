//! The typed tree of an RFC 2396 `URI-reference`: borrowed from the input,
//! allocation-free, a span on every node, and `Display` giving the text
//! back (recomposed from the parts where a node has parts).

mod authority;
mod build;
mod fast;
mod path;
mod reference;

use std::fmt;

pub use authority::{Authority, Host, Server};
pub use path::{Path, Segment, Segments};
pub use reference::{AbsoluteUri, Relative, UriReference};

use crate::engine::Span;

pub use crate::engine::Text;

/// `scheme` (section 3.1).
pub type Scheme<'a> = Text<'a>;
/// `userinfo` (section 3.2.2).
pub type Userinfo<'a> = Text<'a>;
/// `reg_name` (section 3.2.1).
pub type RegName<'a> = Text<'a>;
/// The text of a `host` (section 3.2.2), brackets included for an
/// `IPv6reference`.
pub type HostText<'a> = Text<'a>;
/// `opaque_part` (section 3).
pub type Opaque<'a> = Text<'a>;
/// `query` (section 3.4).
pub type Query<'a> = Text<'a>;
/// `fragment` (section 4.1).
pub type Fragment<'a> = Text<'a>;

/// `port = *digit` (section 3.2.2): any number of digits, none included.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Port<'a>(pub(super) Text<'a>);

impl<'a> Port<'a> {
    /// The digits, as written (possibly none).
    #[must_use]
    pub fn as_str(&self) -> &'a str {
        self.0.as_str()
    }

    /// Where it stands in the input.
    #[must_use]
    pub fn span(&self) -> Span {
        self.0.span()
    }

    /// The port as a TCP/UDP port number: `None` when there are no digits or
    /// the number is above 65535, which the grammar allows.
    ///
    /// ```
    /// use urigram::grammars::rfc2396::UriReference;
    /// let port = |s| UriReference::parse(s).unwrap().absolute().unwrap()
    ///     .server().unwrap().port().unwrap().as_u16();
    /// assert_eq!(port("http://h:0080/"), Some(80));
    /// assert_eq!(port("http://h:65536/"), None);
    /// assert_eq!(port("http://h:/"), None);
    /// ```
    #[must_use]
    pub fn as_u16(&self) -> Option<u16> {
        let digits = self.as_str().trim_start_matches('0');
        match digits {
            "" if self.as_str().is_empty() => None,
            "" => Some(0),
            d if d.len() > 5 => None,
            d => d.parse().ok(),
        }
    }
}

impl fmt::Display for Port<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}
