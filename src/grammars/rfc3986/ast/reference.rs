//! Sections 3 and 4: a URI, a relative reference, an absolute URI, and the
//! URI-reference that is one of the first two.

use std::fmt;

use super::authority::AuthorityOffsets;
use super::{
    Authority, Fragment, Host, Path, PathKind, Port, Query, QueryPairs, Scheme, Span, Text,
};

/// Where a reference's components stand, as byte offsets into its text: the
/// scheme is `..scheme_end` (a URI's, followed by `:`), the path
/// `path_start..path_end`, the query `path_end + 1..query_end` when
/// `query_end > path_end` (after the `?` at `path_end`), and the fragment
/// after the `#` at `query_end` when the text goes on past it.
///
/// The typed tree stores these offsets and the text once, and builds each
/// component's [`Text`](super::Text) when an accessor asks for it: a tree of
/// texts (a `&str` and a `usize` each) was 280 bytes, and moving it through the
/// parser's result layers took a quarter of the parse time.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Offsets {
    pub(crate) scheme_end: usize,
    pub(crate) authority: Option<AuthorityOffsets>,
    pub(crate) path_start: usize,
    pub(crate) path_end: usize,
    pub(crate) kind: PathKind,
    pub(crate) query_end: usize,
}

/// Accessors shared by the reference types, which all hold `text`, `start`
/// and `parts`.
macro_rules! common_accessors {
    () => {
        /// The piece `start..end` of the text as a [`Text`].
        #[inline]
        #[cfg_attr(urigram_web, optimize(speed))]
        fn piece(&self, start: usize, end: usize) -> Text<'a> {
            Text::new(&self.text[start..end], self.start + start)
        }

        /// The authority, if the reference has `//`.
        #[inline]
        #[must_use]
        #[cfg_attr(urigram_web, optimize(speed))]
        pub fn authority(&self) -> Option<Authority<'a>> {
            self.parts.authority.map(|parts| Authority {
                src: self.text,
                base: self.start,
                parts,
            })
        }

        /// The host, if the reference has an authority: a shortcut for
        /// `authority().map(|a| a.host())`.
        #[inline]
        #[must_use]
        #[cfg_attr(urigram_web, optimize(speed))]
        pub fn host(&self) -> Option<Host<'a>> {
            self.authority().map(|a| a.host())
        }

        /// The port, if the reference has an authority with a `:` after its
        /// host: a shortcut for `authority().and_then(|a| a.port())`.
        #[inline]
        #[must_use]
        #[cfg_attr(urigram_web, optimize(speed))]
        pub fn port(&self) -> Option<Port<'a>> {
            self.authority().and_then(|a| a.port())
        }

        /// The path (always present, possibly empty).
        #[inline]
        #[must_use]
        #[cfg_attr(urigram_web, optimize(speed))]
        pub fn path(&self) -> Path<'a> {
            Path::new(
                self.parts.kind,
                self.piece(self.parts.path_start, self.parts.path_end),
            )
        }

        /// The query, if there is a `?` (it may be empty).
        #[inline]
        #[must_use]
        #[cfg_attr(urigram_web, optimize(speed))]
        pub fn query(&self) -> Option<Query<'a>> {
            let p = &self.parts;
            (p.query_end > p.path_end).then(|| Query(self.piece(p.path_end + 1, p.query_end)))
        }

        /// The query's `name=value` pairs, decoded as
        /// `application/x-www-form-urlencoded` (see [`Query::pairs`]); none
        /// when there is no query.
        #[must_use]
        #[cfg_attr(urigram_web, optimize(speed))]
        pub fn query_pairs(&self) -> QueryPairs<'a> {
            QueryPairs::new(self.query().map(|q| q.as_str()))
        }

        /// The whole text, as it stands in the input.
        #[must_use]
        #[cfg_attr(urigram_web, optimize(speed))]
        pub fn as_str(&self) -> &'a str {
            self.text
        }

        /// Where the reference stands in the input.
        #[inline]
        #[must_use]
        #[cfg_attr(urigram_web, optimize(speed))]
        pub fn span(&self) -> Span {
            Span {
                start: self.start,
                end: self.start + self.text.len(),
            }
        }
    };
}

/// The scheme accessor of the types that have one.
macro_rules! scheme_accessor {
    () => {
        /// The scheme.
        #[inline]
        #[must_use]
        #[cfg_attr(urigram_web, optimize(speed))]
        pub fn scheme(&self) -> Scheme<'a> {
            Scheme(self.piece(0, self.parts.scheme_end))
        }
    };
}

/// The fragment accessor of the types that may have one.
macro_rules! fragment_accessor {
    () => {
        /// The fragment, if there is a `#` (it may be empty).
        #[inline]
        #[must_use]
        #[cfg_attr(urigram_web, optimize(speed))]
        pub fn fragment(&self) -> Option<Fragment<'a>> {
            let q = self.parts.query_end;
            (self.text.len() > q).then(|| Fragment(self.piece(q + 1, self.text.len())))
        }
    };
}

/// `Debug` shows the components that are there, as text, flat:
/// `Uri { scheme: "http", host: RegName("h"), path: "/a", query: "q" }`. The
/// components' own `Debug` (`uri.path()`) shows where each stands.
macro_rules! debug_components {
    ($ty:ident, $($field:ident),*) => {
        impl fmt::Debug for $ty<'_> {
            #[cfg_attr(urigram_web, optimize(speed))]
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                let mut d = f.debug_struct(stringify!($ty));
                $(debug_components!(@field self, d, $field);)*
                d.finish()
            }
        }
    };
    (@field $self:ident, $d:ident, scheme) => {
        $d.field("scheme", &$self.scheme().as_str());
    };
    (@field $self:ident, $d:ident, authority) => {
        if let Some(a) = $self.authority() {
            a.debug_parts(&mut $d);
        }
    };
    (@field $self:ident, $d:ident, path) => {
        $d.field("path", &$self.path().as_str());
    };
    (@field $self:ident, $d:ident, $opt:ident) => {
        if let Some(x) = $self.$opt() {
            $d.field(stringify!($opt), &x.as_str());
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
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Uri<'a> {
    pub(crate) text: &'a str,
    pub(crate) start: usize,
    pub(crate) parts: Offsets,
}

impl<'a> Uri<'a> {
    scheme_accessor!();
    fragment_accessor!();
    common_accessors!();
}

debug_components!(Uri, scheme, authority, path, query, fragment);

/// `relative-ref = relative-part [ "?" query ] [ "#" fragment ]` (section 4.2).
///
/// ```
/// let r = urigram::RelativeRef::parse("../g?q").unwrap();
/// assert_eq!(r.path().as_str(), "../g");
/// assert_eq!(r.query().unwrap().as_str(), "q");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct RelativeRef<'a> {
    pub(crate) text: &'a str,
    pub(crate) start: usize,
    pub(crate) parts: Offsets,
}

impl<'a> RelativeRef<'a> {
    fragment_accessor!();
    common_accessors!();
}

debug_components!(RelativeRef, authority, path, query, fragment);

/// `absolute-URI = scheme ":" hier-part [ "?" query ]` (section 4.3): a URI
/// without a fragment, as a base URI must be.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct AbsoluteUri<'a> {
    pub(crate) text: &'a str,
    pub(crate) start: usize,
    pub(crate) parts: Offsets,
}

impl<'a> AbsoluteUri<'a> {
    scheme_accessor!();
    common_accessors!();
}

debug_components!(AbsoluteUri, scheme, authority, path, query);

/// `Display` writes the text as it stands in the input: a parsed reference's
/// text is exactly the recomposition of its components (section 5.3).
macro_rules! display_text {
    ($($ty:ident),*) => {$(
        impl fmt::Display for $ty<'_> {
            #[cfg_attr(urigram_web, optimize(speed))]
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(self.text)
            }
        }
    )*};
}

display_text!(Uri, RelativeRef, AbsoluteUri);

/// `URI-reference = URI / relative-ref` (section 4.1): a URI if the input
/// reads as one, else a relative reference.
///
/// ```
/// use urigram::UriRef;
/// assert!(matches!(UriRef::parse("a:b").unwrap(), UriRef::Uri(_)));
/// assert!(matches!(UriRef::parse("./a:b").unwrap(), UriRef::Relative(_)));
/// assert!(UriRef::parse("1a:b").is_err());
/// ```
///
/// `Debug` is that of the URI or relative reference inside.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub enum UriRef<'a> {
    /// A URI, with a scheme.
    Uri(Uri<'a>),
    /// A relative reference, without one.
    Relative(RelativeRef<'a>),
}

impl<'a> UriRef<'a> {
    /// The scheme, for a URI.
    #[inline]
    #[must_use]
    #[cfg_attr(urigram_web, optimize(speed))]
    pub fn scheme(&self) -> Option<Scheme<'a>> {
        match self {
            UriRef::Uri(u) => Some(u.scheme()),
            UriRef::Relative(_) => None,
        }
    }

    /// The authority, if the reference has `//`.
    #[inline]
    #[must_use]
    #[cfg_attr(urigram_web, optimize(speed))]
    pub fn authority(&self) -> Option<Authority<'a>> {
        match self {
            UriRef::Uri(u) => u.authority(),
            UriRef::Relative(r) => r.authority(),
        }
    }

    /// The host, if the reference has an authority.
    #[inline]
    #[must_use]
    #[cfg_attr(urigram_web, optimize(speed))]
    pub fn host(&self) -> Option<Host<'a>> {
        self.authority().map(|a| a.host())
    }

    /// The port, if the reference has an authority with a `:` after its host.
    #[inline]
    #[must_use]
    #[cfg_attr(urigram_web, optimize(speed))]
    pub fn port(&self) -> Option<Port<'a>> {
        self.authority().and_then(|a| a.port())
    }

    /// The path (always present, possibly empty).
    #[inline]
    #[must_use]
    #[cfg_attr(urigram_web, optimize(speed))]
    pub fn path(&self) -> Path<'a> {
        match self {
            UriRef::Uri(u) => u.path(),
            UriRef::Relative(r) => r.path(),
        }
    }

    /// The query, if there is a `?`.
    #[inline]
    #[must_use]
    #[cfg_attr(urigram_web, optimize(speed))]
    pub fn query(&self) -> Option<Query<'a>> {
        match self {
            UriRef::Uri(u) => u.query(),
            UriRef::Relative(r) => r.query(),
        }
    }

    /// The fragment, if there is a `#`.
    #[inline]
    #[must_use]
    #[cfg_attr(urigram_web, optimize(speed))]
    pub fn fragment(&self) -> Option<Fragment<'a>> {
        match self {
            UriRef::Uri(u) => u.fragment(),
            UriRef::Relative(r) => r.fragment(),
        }
    }

    /// The query's `name=value` pairs, decoded as
    /// `application/x-www-form-urlencoded` (see [`Query::pairs`]).
    #[must_use]
    #[cfg_attr(urigram_web, optimize(speed))]
    pub fn query_pairs(&self) -> QueryPairs<'a> {
        QueryPairs::new(self.query().map(|q| q.as_str()))
    }

    /// Whether this is a URI (it has a scheme).
    #[must_use]
    #[cfg_attr(urigram_web, optimize(speed))]
    pub fn is_uri(&self) -> bool {
        matches!(self, UriRef::Uri(_))
    }

    /// The whole text, as it stands in the input.
    #[must_use]
    #[cfg_attr(urigram_web, optimize(speed))]
    pub fn as_str(&self) -> &'a str {
        match self {
            UriRef::Uri(u) => u.text,
            UriRef::Relative(r) => r.text,
        }
    }

    /// Where the reference stands in the input.
    #[inline]
    #[must_use]
    #[cfg_attr(urigram_web, optimize(speed))]
    pub fn span(&self) -> Span {
        match self {
            UriRef::Uri(u) => u.span(),
            UriRef::Relative(r) => r.span(),
        }
    }
}

impl fmt::Debug for UriRef<'_> {
    #[cfg_attr(urigram_web, optimize(speed))]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            UriRef::Uri(u) => u.fmt(f),
            UriRef::Relative(r) => r.fmt(f),
        }
    }
}

impl fmt::Display for UriRef<'_> {
    #[cfg_attr(urigram_web, optimize(speed))]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            UriRef::Uri(u) => u.fmt(f),
            UriRef::Relative(r) => r.fmt(f),
        }
    }
}
