//! Sections 3, 4 and 5: a URI reference, absolute or relative.

use std::fmt;

use super::{Authority, Fragment, Opaque, Path, Query, Scheme, Server, Text};
use crate::engine::Span;

/// `URI-reference = [ absoluteURI | relativeURI ] [ "#" fragment ]`
/// (section 4): the top rule of RFC 2396.
///
/// ```
/// use urigram::grammars::rfc2396::UriReference;
/// let r = UriReference::parse("mailto:a@b.example?subject=hi").unwrap();
/// let abs = r.absolute().unwrap();
/// assert_eq!(abs.opaque().unwrap().as_str(), "a@b.example?subject=hi");
/// assert!(abs.query().is_none()); // an opaque part has no query
/// assert_eq!(UriReference::parse("").unwrap().to_string(), "");
/// assert_eq!(UriReference::parse("a:b c").unwrap_err().offset(), 3);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct UriReference<'a> {
    pub(super) text: Text<'a>,
    pub(super) body: Option<Body<'a>>,
    pub(super) fragment: Option<Fragment<'a>>,
}

/// What stands before the `#`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) enum Body<'a> {
    Absolute(AbsoluteUri<'a>),
    Relative(Relative<'a>),
}

impl<'a> UriReference<'a> {
    /// Reads a valid `URI-reference`. `uric` holds no `#`, so the first `#`
    /// starts the fragment. Before it, a `:` that ends a `scheme` (with no
    /// `/`, `?` or `#` before it) makes an `absoluteURI`, since no
    /// `relativeURI` can hold one there.
    pub(super) fn read(input: &'a str) -> UriReference<'a> {
        let end = input.find('#').unwrap_or(input.len());
        let fragment = (end < input.len()).then(|| Text::at(input, end + 1, input.len()));
        let body = if end == 0 {
            None
        } else if let Some(colon) = scheme_end(&input[..end]) {
            Some(Body::Absolute(AbsoluteUri::read(input, colon, end)))
        } else {
            Some(Body::Relative(Relative::read(input, 0, end)))
        };
        UriReference {
            text: Text::at(input, 0, input.len()),
            body,
            fragment,
        }
    }

    /// The whole input.
    #[must_use]
    pub fn as_str(&self) -> &'a str {
        self.text.as_str()
    }

    /// Where it stands: the whole input.
    #[must_use]
    pub fn span(&self) -> Span {
        self.text.span()
    }

    /// The `absoluteURI`, if it is one.
    #[must_use]
    pub fn absolute(&self) -> Option<&AbsoluteUri<'a>> {
        match &self.body {
            Some(Body::Absolute(a)) => Some(a),
            _ => None,
        }
    }

    /// The `relativeURI`, if it is one (`None` for `#f` and the empty
    /// reference, which are neither).
    #[must_use]
    pub fn relative(&self) -> Option<&Relative<'a>> {
        match &self.body {
            Some(Body::Relative(r)) => Some(r),
            _ => None,
        }
    }

    /// The fragment, without its `#`.
    #[must_use]
    pub fn fragment(&self) -> Option<Fragment<'a>> {
        self.fragment
    }
}

impl fmt::Display for UriReference<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.body {
            Some(Body::Absolute(a)) => a.fmt(f)?,
            Some(Body::Relative(r)) => r.fmt(f)?,
            None => {}
        }
        match self.fragment {
            Some(frag) => write!(f, "#{frag}"),
            None => Ok(()),
        }
    }
}

/// The offset of the `:` that ends a scheme at the start of `s`, if any.
fn scheme_end(s: &str) -> Option<usize> {
    let b = s.as_bytes();
    if !b.first()?.is_ascii_alphabetic() {
        return None;
    }
    let n = b
        .iter()
        .take_while(|&&c| c.is_ascii_alphanumeric() || b"+-.".contains(&c))
        .count();
    (b.get(n) == Some(&b':')).then_some(n)
}

/// `absoluteURI = scheme ":" ( hier_part | opaque_part )` (section 3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct AbsoluteUri<'a> {
    pub(super) text: Text<'a>,
    pub(super) scheme: Scheme<'a>,
    pub(super) hier: Option<Relative<'a>>,
    pub(super) opaque: Option<Opaque<'a>>,
}

impl<'a> AbsoluteUri<'a> {
    /// Reads `input[..end]`, a valid `absoluteURI` whose scheme ends at
    /// `colon`. A `hier_part` starts with `/` and an `opaque_part` cannot.
    fn read(input: &'a str, colon: usize, end: usize) -> AbsoluteUri<'a> {
        let rest = colon + 1;
        let (hier, opaque) = if input[rest..end].starts_with('/') {
            (Some(Relative::read(input, rest, end)), None)
        } else {
            (None, Some(Text::at(input, rest, end)))
        };
        AbsoluteUri {
            text: Text::at(input, 0, end),
            scheme: Text::at(input, 0, colon),
            hier,
            opaque,
        }
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

    /// The scheme, without its `:`.
    #[must_use]
    pub fn scheme(&self) -> Scheme<'a> {
        self.scheme
    }

    /// The `hier_part` (`( net_path | abs_path ) [ "?" query ]`), if the
    /// URI is hierarchical; it has the shape of a [`Relative`] that starts
    /// with `/`.
    #[must_use]
    pub fn hier_part(&self) -> Option<&Relative<'a>> {
        self.hier.as_ref()
    }

    /// The `opaque_part`, if the URI is opaque (`mailto:x`, `urn:a:b`).
    #[must_use]
    pub fn opaque(&self) -> Option<Opaque<'a>> {
        self.opaque
    }

    /// The authority of a hierarchical URI with a `net_path`.
    #[must_use]
    pub fn authority(&self) -> Option<&Authority<'a>> {
        self.hier.as_ref()?.authority()
    }

    /// The authority, if it is a server.
    #[must_use]
    pub fn server(&self) -> Option<&Server<'a>> {
        match self.authority()? {
            Authority::Server(s) => Some(s),
            Authority::Registry(_) => None,
        }
    }

    /// The path of a hierarchical URI.
    #[must_use]
    pub fn path(&self) -> Option<&Path<'a>> {
        self.hier.as_ref()?.path()
    }

    /// The query of a hierarchical URI, without its `?`.
    #[must_use]
    pub fn query(&self) -> Option<Query<'a>> {
        self.hier.as_ref()?.query()
    }
}

impl fmt::Display for AbsoluteUri<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:", self.scheme)?;
        match (&self.hier, self.opaque) {
            (Some(h), _) => h.fmt(f),
            (None, Some(o)) => o.fmt(f),
            (None, None) => Ok(()),
        }
    }
}

/// `relativeURI = ( net_path | abs_path | rel_path ) [ "?" query ]`
/// (section 5), and the same shape for the `hier_part` of an absolute URI.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Relative<'a> {
    pub(super) text: Text<'a>,
    pub(super) authority: Option<Authority<'a>>,
    pub(super) path: Option<Path<'a>>,
    pub(super) query: Option<Query<'a>>,
}

impl<'a> Relative<'a> {
    /// Reads `input[start..end]`, a valid `relativeURI` or `hier_part`.
    /// No path character is `?`, so the first `?` starts the query. A text
    /// that starts with `//` is read as a `net_path`, although the grammar
    /// also reads it as an `abs_path` whose first segment is empty (see
    /// [`crate::grammars::rfc2396::hier_part`]); after `//`, neither `server`
    /// nor `reg_name` holds `/` or `?`, so the first of those ends the
    /// authority.
    fn read(input: &'a str, start: usize, end: usize) -> Relative<'a> {
        let q = input[start..end].find('?').map_or(end, |i| start + i);
        let query = (q < end).then(|| Text::at(input, q + 1, end));
        let (authority, path_start) = if input[start..q].starts_with("//") {
            let a = start + 2;
            let a_end = input[a..q].find('/').map_or(q, |i| a + i);
            (Some(Authority::read(input, a, a_end)), a_end)
        } else {
            (None, start)
        };
        let path = (path_start < q).then(|| Path::at(input, path_start, q));
        Relative {
            text: Text::at(input, start, end),
            authority,
            path,
            query,
        }
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

    /// The authority of a `net_path`, without its `//`.
    #[must_use]
    pub fn authority(&self) -> Option<&Authority<'a>> {
        self.authority.as_ref()
    }

    /// The path (`abs_path` or `rel_path`); `None` for a `net_path` with
    /// none (`//host`).
    #[must_use]
    pub fn path(&self) -> Option<&Path<'a>> {
        self.path.as_ref()
    }

    /// The query, without its `?`.
    #[must_use]
    pub fn query(&self) -> Option<Query<'a>> {
        self.query
    }
}

impl fmt::Display for Relative<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(a) = &self.authority {
            write!(f, "//{a}")?;
        }
        if let Some(p) = &self.path {
            p.fmt(f)?;
        }
        match self.query {
            Some(q) => write!(f, "?{q}"),
            None => Ok(()),
        }
    }
}
