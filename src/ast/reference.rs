//! Sections 3 and 4: a URI, a relative reference, an absolute URI, and the
//! URI-reference that is one of the first two.

use std::fmt;

use super::{Authority, Fragment, Path, Query, Scheme, Span};

/// Writes the components in the order of RFC 3986 section 5.3.
fn recompose(
    f: &mut fmt::Formatter<'_>,
    scheme: Option<Scheme<'_>>,
    authority: Option<Authority<'_>>,
    path: Path<'_>,
    query: Option<Query<'_>>,
    fragment: Option<Fragment<'_>>,
) -> fmt::Result {
    if let Some(s) = scheme {
        write!(f, "{s}:")?;
    }
    if let Some(a) = authority {
        write!(f, "//{a}")?;
    }
    write!(f, "{path}")?;
    if let Some(q) = query {
        write!(f, "?{q}")?;
    }
    if let Some(fr) = fragment {
        write!(f, "#{fr}")?;
    }
    Ok(())
}

/// Accessors shared by the reference types.
macro_rules! common_accessors {
    () => {
        /// The authority, if the reference has `//`.
        #[must_use]
        pub fn authority(&self) -> Option<Authority<'a>> {
            self.authority
        }

        /// The path (always present, possibly empty).
        #[must_use]
        pub fn path(&self) -> Path<'a> {
            self.path
        }

        /// The query, if there is a `?` (it may be empty).
        #[must_use]
        pub fn query(&self) -> Option<Query<'a>> {
            self.query
        }

        /// The whole text, as it stands in the input.
        #[must_use]
        pub fn as_str(&self) -> &'a str {
            self.text
        }

        /// Where the reference stands in the input.
        #[must_use]
        pub fn span(&self) -> Span {
            Span {
                start: self.start,
                end: self.start + self.text.len(),
            }
        }
    };
}

/// `URI = scheme ":" hier-part [ "?" query ] [ "#" fragment ]` (section 3).
///
/// ```
/// let uri = urigram::Uri::parse("foo://example.com:8042/over/there?name=ferret#nose").unwrap();
/// assert_eq!(uri.scheme().as_str(), "foo");
/// assert_eq!(uri.authority().unwrap().as_str(), "example.com:8042");
/// assert_eq!(uri.path().as_str(), "/over/there");
/// assert_eq!(uri.query().unwrap().as_str(), "name=ferret");
/// assert_eq!(uri.fragment().unwrap().as_str(), "nose");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Uri<'a> {
    pub(crate) text: &'a str,
    pub(crate) start: usize,
    pub(crate) scheme: Scheme<'a>,
    pub(crate) authority: Option<Authority<'a>>,
    pub(crate) path: Path<'a>,
    pub(crate) query: Option<Query<'a>>,
    pub(crate) fragment: Option<Fragment<'a>>,
}

impl<'a> Uri<'a> {
    /// The scheme.
    #[must_use]
    pub fn scheme(&self) -> Scheme<'a> {
        self.scheme
    }

    /// The fragment, if there is a `#` (it may be empty).
    #[must_use]
    pub fn fragment(&self) -> Option<Fragment<'a>> {
        self.fragment
    }

    common_accessors!();
}

impl fmt::Display for Uri<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        recompose(
            f,
            Some(self.scheme),
            self.authority,
            self.path,
            self.query,
            self.fragment,
        )
    }
}

/// `relative-ref = relative-part [ "?" query ] [ "#" fragment ]` (section 4.2).
///
/// ```
/// let r = urigram::RelativeRef::parse("../g?q").unwrap();
/// assert_eq!(r.path().as_str(), "../g");
/// assert_eq!(r.query().unwrap().as_str(), "q");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RelativeRef<'a> {
    pub(crate) text: &'a str,
    pub(crate) start: usize,
    pub(crate) authority: Option<Authority<'a>>,
    pub(crate) path: Path<'a>,
    pub(crate) query: Option<Query<'a>>,
    pub(crate) fragment: Option<Fragment<'a>>,
}

impl<'a> RelativeRef<'a> {
    /// The fragment, if there is a `#` (it may be empty).
    #[must_use]
    pub fn fragment(&self) -> Option<Fragment<'a>> {
        self.fragment
    }

    common_accessors!();
}

impl fmt::Display for RelativeRef<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        recompose(
            f,
            None,
            self.authority,
            self.path,
            self.query,
            self.fragment,
        )
    }
}

/// `absolute-URI = scheme ":" hier-part [ "?" query ]` (section 4.3): a URI
/// without a fragment, as a base URI must be.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct AbsoluteUri<'a> {
    pub(crate) text: &'a str,
    pub(crate) start: usize,
    pub(crate) scheme: Scheme<'a>,
    pub(crate) authority: Option<Authority<'a>>,
    pub(crate) path: Path<'a>,
    pub(crate) query: Option<Query<'a>>,
}

impl<'a> AbsoluteUri<'a> {
    /// The scheme.
    #[must_use]
    pub fn scheme(&self) -> Scheme<'a> {
        self.scheme
    }

    common_accessors!();
}

impl fmt::Display for AbsoluteUri<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        recompose(
            f,
            Some(self.scheme),
            self.authority,
            self.path,
            self.query,
            None,
        )
    }
}

/// `URI-reference = URI / relative-ref` (section 4.1): a URI if the input
/// reads as one, else a relative reference.
///
/// ```
/// use urigram::UriRef;
/// assert!(matches!(UriRef::parse("a:b").unwrap(), UriRef::Uri(_)));
/// assert!(matches!(UriRef::parse("./a:b").unwrap(), UriRef::Relative(_)));
/// assert!(UriRef::parse("1a:b").is_err());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum UriRef<'a> {
    /// A URI, with a scheme.
    Uri(Uri<'a>),
    /// A relative reference, without one.
    Relative(RelativeRef<'a>),
}

impl<'a> UriRef<'a> {
    /// The scheme, for a URI.
    #[must_use]
    pub fn scheme(&self) -> Option<Scheme<'a>> {
        match self {
            UriRef::Uri(u) => Some(u.scheme),
            UriRef::Relative(_) => None,
        }
    }

    /// The authority, if the reference has `//`.
    #[must_use]
    pub fn authority(&self) -> Option<Authority<'a>> {
        match self {
            UriRef::Uri(u) => u.authority,
            UriRef::Relative(r) => r.authority,
        }
    }

    /// The path (always present, possibly empty).
    #[must_use]
    pub fn path(&self) -> Path<'a> {
        match self {
            UriRef::Uri(u) => u.path,
            UriRef::Relative(r) => r.path,
        }
    }

    /// The query, if there is a `?`.
    #[must_use]
    pub fn query(&self) -> Option<Query<'a>> {
        match self {
            UriRef::Uri(u) => u.query,
            UriRef::Relative(r) => r.query,
        }
    }

    /// The fragment, if there is a `#`.
    #[must_use]
    pub fn fragment(&self) -> Option<Fragment<'a>> {
        match self {
            UriRef::Uri(u) => u.fragment,
            UriRef::Relative(r) => r.fragment,
        }
    }

    /// Whether this is a URI (it has a scheme).
    #[must_use]
    pub fn is_uri(&self) -> bool {
        matches!(self, UriRef::Uri(_))
    }

    /// The whole text, as it stands in the input.
    #[must_use]
    pub fn as_str(&self) -> &'a str {
        match self {
            UriRef::Uri(u) => u.text,
            UriRef::Relative(r) => r.text,
        }
    }

    /// Where the reference stands in the input.
    #[must_use]
    pub fn span(&self) -> Span {
        match self {
            UriRef::Uri(u) => u.span(),
            UriRef::Relative(r) => r.span(),
        }
    }
}

impl fmt::Display for UriRef<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            UriRef::Uri(u) => u.fmt(f),
            UriRef::Relative(r) => r.fmt(f),
        }
    }
}
