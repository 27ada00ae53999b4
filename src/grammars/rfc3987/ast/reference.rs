//! `IRI-reference` (RFC 3987 section 2.2): an IRI or a relative reference.

use std::fmt;

use super::{Authority, Path, PathKind, Text};
use crate::ast::PathKind as Rfc3986Kind;
use crate::engine::{Cursor, Error, Span};
use crate::grammars::rfc3986::rules::fast::{self, Scanned};
use crate::grammars::rfc3987::{check_reference, iri, rules};

/// `IRI-reference = IRI / irelative-ref`, read into its components: the
/// typed, zero-copy tree of RFC 3987 section 2.2.
///
/// ```
/// use urigram::grammars::rfc3987::{IriRef, PathKind};
/// let r = IriRef::parse("https://例え.jp/パス?クエリ#フラグ").unwrap();
/// assert_eq!(r.scheme().unwrap().as_str(), "https");
/// assert_eq!(r.authority().unwrap().host().as_str(), "例え.jp");
/// assert_eq!(r.path().kind(), PathKind::AbEmpty);
/// assert_eq!(r.query().unwrap().as_str(), "クエリ");
/// assert_eq!(r.fragment().unwrap().as_str(), "フラグ");
/// assert_eq!(r.to_string(), "https://例え.jp/パス?クエリ#フラグ");
/// // Offsets are in bytes: "例" is three.
/// assert_eq!(IriRef::parse("http://例 x").unwrap_err().offset(), 10);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct IriRef<'a> {
    text: Text<'a>,
    scheme: Option<Text<'a>>,
    authority: Option<Authority<'a>>,
    path: Path<'a>,
    query: Option<Text<'a>>,
    fragment: Option<Text<'a>>,
}

impl<'a> IriRef<'a> {
    /// Parses a whole `IRI-reference`.
    ///
    /// # Errors
    ///
    /// Where the input stopped being a prefix of any `IRI-reference`: the
    /// start of the first character that cannot continue it.
    pub fn parse(input: &'a str) -> Result<IriRef<'a>, Error> {
        // An ASCII IRI-reference is a URI-reference (`ucschar` and
        // `iprivate` are not ASCII, and every other rule is RFC 3986's),
        // so RFC 3986's single pass decides it and finds its components,
        // in one reading rather than a check and then `read`'s searches.
        // That pass holds no byte outside ASCII in any class, so an input
        // it takes is ASCII, and one that is not stops it at its first
        // byte outside ASCII: no pass of its own asks first.
        if let Some(found) = fast::uri_reference(input) {
            return Ok(IriRef::from_scanned(input, found));
        }
        IriRef::parse_by_scan(input)
    }

    /// [`IriRef::parse`] without RFC 3986's single pass for ASCII input:
    /// the check, then the tree read by string searches. Kept as the
    /// reference the single pass's trees are held to (`tests/fast_trees.rs`),
    /// and not meant for other use.
    ///
    /// # Errors
    ///
    /// As [`IriRef::parse`].
    #[doc(hidden)]
    pub fn parse_by_scan(input: &'a str) -> Result<IriRef<'a>, Error> {
        // The registry's `IRI-reference` check, without building the
        // automaton for a stray input (see `rfc3987::is_valid`).
        check_reference(input.as_bytes())?;
        Ok(IriRef::read(input))
    }

    /// The tree of `input`, an ASCII `URI-reference` whose components RFC
    /// 3986's single pass found at `f`: the same components [`IriRef::read`]
    /// finds, since the rules of the two grammars split the text alike
    /// (each `i`-rule is its RFC 3986 rule with more characters).
    fn from_scanned(input: &'a str, f: Scanned) -> IriRef<'a> {
        let p = f.parts;
        let len = input.len();
        let kind = match p.kind {
            Rfc3986Kind::AbEmpty => PathKind::AbEmpty,
            Rfc3986Kind::Absolute => PathKind::Absolute,
            Rfc3986Kind::NoScheme => PathKind::NoScheme,
            Rfc3986Kind::Rootless => PathKind::Rootless,
            Rfc3986Kind::Empty => PathKind::Empty,
        };
        IriRef {
            text: Text::at(input, 0, len),
            scheme: f.is_uri.then(|| Text::at(input, 0, p.scheme_end)),
            authority: p.authority.map(|a| Authority::from_offsets(input, a)),
            path: Path::new(input, p.path_start, p.path_end, kind),
            query: (p.query_end > p.path_end).then(|| Text::at(input, p.path_end + 1, p.query_end)),
            fragment: (p.query_end < len).then(|| Text::at(input, p.query_end + 1, len)),
        }
    }

    /// Parses a whole `IRI` (a scheme, no relative reference).
    ///
    /// # Errors
    ///
    /// Where the input stopped being a prefix of any `IRI`.
    pub fn parse_iri(input: &'a str) -> Result<IriRef<'a>, Error> {
        let bytes = input.as_bytes();
        Cursor::new(bytes)
            .whole(&rules::IRI, iri)
            .map_err(|f| Error::new(bytes, f))?;
        Ok(IriRef::read(input))
    }

    /// Reads a valid `IRI-reference`. No component before it holds a `#`,
    /// so the first `#` starts the fragment, and none before the query a
    /// `?`, so the first `?` starts the query. A `:` before any `/`, `?` or
    /// `#` ends a scheme: an `irelative-ref` has none there
    /// (`ipath-noscheme`'s first segment holds no `:`).
    fn read(input: &'a str) -> IriRef<'a> {
        let frag_at = input.find('#').unwrap_or(input.len());
        let fragment = (frag_at < input.len()).then(|| Text::at(input, frag_at + 1, input.len()));
        let query_at = input[..frag_at].find('?').unwrap_or(frag_at);
        let query = (query_at < frag_at).then(|| Text::at(input, query_at + 1, frag_at));
        let head = &input[..query_at];
        let scheme_end = head
            .find([':', '/'])
            .filter(|&i| head.as_bytes()[i] == b':');
        let scheme = scheme_end.map(|i| Text::at(input, 0, i));
        let mut at = scheme_end.map_or(0, |i| i + 1);
        let authority = if input[at..query_at].starts_with("//") {
            let start = at + 2;
            let end = input[start..query_at]
                .find('/')
                .map_or(query_at, |i| start + i);
            at = end;
            Some(Authority::read(input, start, end))
        } else {
            None
        };
        let rest = &input[at..query_at];
        let kind = if authority.is_some() {
            PathKind::AbEmpty
        } else if rest.starts_with('/') {
            PathKind::Absolute
        } else if rest.is_empty() {
            PathKind::Empty
        } else if scheme.is_some() {
            PathKind::Rootless
        } else {
            PathKind::NoScheme
        };
        IriRef {
            text: Text::at(input, 0, input.len()),
            scheme,
            authority,
            path: Path::new(input, at, query_at, kind),
            query,
            fragment,
        }
    }

    /// The `scheme`: `Some` for an `IRI`, `None` for an `irelative-ref`.
    #[must_use]
    pub fn scheme(&self) -> Option<Text<'a>> {
        self.scheme
    }

    /// The `iauthority`, after `//`.
    #[must_use]
    pub fn authority(&self) -> Option<Authority<'a>> {
        self.authority
    }

    /// The path (always there, possibly empty).
    #[must_use]
    pub fn path(&self) -> Path<'a> {
        self.path
    }

    /// The `iquery`, after `?`.
    #[must_use]
    pub fn query(&self) -> Option<Text<'a>> {
        self.query
    }

    /// The `ifragment`, after `#`.
    #[must_use]
    pub fn fragment(&self) -> Option<Text<'a>> {
        self.fragment
    }

    /// Whether it is an `IRI` (it has a scheme).
    #[must_use]
    pub fn is_iri(&self) -> bool {
        self.scheme.is_some()
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
}

impl fmt::Display for IriRef<'_> {
    /// Recomposition, RFC 3986 section 5.3.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(s) = self.scheme {
            write!(f, "{s}:")?;
        }
        if let Some(a) = self.authority {
            write!(f, "//{a}")?;
        }
        f.write_str(self.path.as_str())?;
        if let Some(q) = self.query {
            write!(f, "?{q}")?;
        }
        if let Some(fr) = self.fragment {
            write!(f, "#{fr}")?;
        }
        Ok(())
    }
}
