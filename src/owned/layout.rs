//! Where each component of an owned reference stands in its `String`: the
//! offsets that let an owned type hand out the borrowed tree again without
//! parsing twice.
//!
//! A [`Layout`] is recorded once, either from a parse ([`Layout::of`]) or by
//! the code that writes the string ([`crate::owned::Writer`]), and
//! [`Layout::view`] rebuilds the borrowed [`UriRef`] from it by slicing.

use std::net::{Ipv4Addr, Ipv6Addr};

use crate::ast::{
    AbsoluteUri, Authority, Fragment, Host, Path, PathKind, Port, Query, RelativeRef, Scheme, Text,
    Uri, UriRef, Userinfo,
};

/// A byte range of the owned string.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub(crate) struct Piece {
    pub(crate) start: usize,
    pub(crate) end: usize,
}

impl Piece {
    /// The piece of `text` that stood at `span`, moved from `origin` to `at`.
    pub(crate) fn moved(span: crate::Span, origin: usize, at: usize) -> Piece {
        Piece {
            start: span.start - origin + at,
            end: span.end - origin + at,
        }
    }

    fn text<'a>(self, s: &'a str) -> Text<'a> {
        Text::new(&s[self.start..self.end], self.start)
    }
}

/// The host's form, with its address where it has one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum HostLayout {
    Ipv6(Ipv6Addr, Piece),
    IpvFuture {
        version: Piece,
        address: Piece,
        literal: Piece,
    },
    Ipv4(Ipv4Addr, Piece),
    RegName(Piece),
}

/// The authority and its parts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct AuthLayout {
    pub(crate) whole: Piece,
    pub(crate) userinfo: Option<Piece>,
    pub(crate) host: HostLayout,
    pub(crate) port: Option<Piece>,
}

impl AuthLayout {
    /// The layout of `a`, whose text is copied from byte `origin` of its input
    /// to byte `at` of the owned string.
    pub(crate) fn of(a: &Authority<'_>, origin: usize, at: usize) -> AuthLayout {
        let m = |span| Piece::moved(span, origin, at);
        let host = match a.host() {
            Host::Ipv6 { addr, literal } => HostLayout::Ipv6(addr, m(literal.span())),
            Host::IpvFuture {
                version,
                address,
                literal,
            } => HostLayout::IpvFuture {
                version: m(version.span()),
                address: m(address.span()),
                literal: m(literal.span()),
            },
            Host::Ipv4 { addr, text } => HostLayout::Ipv4(addr, m(text.span())),
            Host::RegName(text) => HostLayout::RegName(m(text.span())),
        };
        AuthLayout {
            whole: m(a.span()),
            userinfo: a.userinfo().map(|u| m(u.span())),
            host,
            port: a.port().map(|p| m(p.span())),
        }
    }

    fn view<'a>(&self, s: &'a str) -> Authority<'a> {
        let host = match self.host {
            HostLayout::Ipv6(addr, p) => Host::Ipv6 {
                addr,
                literal: p.text(s),
            },
            HostLayout::IpvFuture {
                version,
                address,
                literal,
            } => Host::IpvFuture {
                version: version.text(s),
                address: address.text(s),
                literal: literal.text(s),
            },
            HostLayout::Ipv4(addr, p) => Host::Ipv4 {
                addr,
                text: p.text(s),
            },
            HostLayout::RegName(p) => Host::RegName(p.text(s)),
        };
        Authority {
            text: self.whole.text(s),
            userinfo: self.userinfo.map(|p| Userinfo(p.text(s))),
            host,
            port: self.port.map(|p| Port(p.text(s))),
        }
    }
}

/// Where every component of a reference stands in its owned string.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Layout {
    pub(crate) scheme: Option<Piece>,
    pub(crate) authority: Option<AuthLayout>,
    pub(crate) path: Piece,
    pub(crate) kind: PathKind,
    pub(crate) query: Option<Piece>,
    pub(crate) fragment: Option<Piece>,
}

impl Layout {
    /// The layout of a parsed reference, with offsets counted from its start.
    pub(crate) fn of(r: &UriRef<'_>) -> Layout {
        let origin = r.span().start;
        let m = |span| Piece::moved(span, origin, 0);
        Layout {
            scheme: r.scheme().map(|s| m(s.span())),
            authority: r.authority().map(|a| AuthLayout::of(&a, origin, 0)),
            path: m(r.path().span()),
            kind: r.path().kind(),
            query: r.query().map(|q| m(q.span())),
            fragment: r.fragment().map(|f| m(f.span())),
        }
    }

    /// The borrowed tree of `s`, which must be the string this layout was
    /// recorded for: a URI if the layout has a scheme, else a relative
    /// reference.
    pub(crate) fn view<'a>(&self, s: &'a str) -> UriRef<'a> {
        if self.scheme.is_some() {
            UriRef::Uri(self.view_uri(s))
        } else {
            UriRef::Relative(self.view_relative(s))
        }
    }

    /// The borrowed URI of `s`; the owned types call it only for layouts with
    /// a scheme.
    pub(crate) fn view_uri<'a>(&self, s: &'a str) -> Uri<'a> {
        Uri {
            text: s,
            start: 0,
            scheme: Scheme(self.scheme.unwrap_or_default().text(s)),
            authority: self.authority.map(|a| a.view(s)),
            path: Path::new(self.kind, self.path.text(s)),
            query: self.query.map(|p| Query(p.text(s))),
            fragment: self.fragment.map(|p| Fragment(p.text(s))),
        }
    }

    /// The borrowed relative reference of `s`, for layouts without a scheme.
    pub(crate) fn view_relative<'a>(&self, s: &'a str) -> RelativeRef<'a> {
        RelativeRef {
            text: s,
            start: 0,
            authority: self.authority.map(|a| a.view(s)),
            path: Path::new(self.kind, self.path.text(s)),
            query: self.query.map(|p| Query(p.text(s))),
            fragment: self.fragment.map(|p| Fragment(p.text(s))),
        }
    }

    /// The borrowed absolute URI of `s`, for layouts with a scheme and without
    /// a fragment.
    pub(crate) fn view_absolute<'a>(&self, s: &'a str) -> AbsoluteUri<'a> {
        let u = self.view_uri(s);
        AbsoluteUri {
            text: u.text,
            start: 0,
            scheme: u.scheme,
            authority: u.authority,
            path: u.path,
            query: u.query,
        }
    }
}

/// An absolute URI seen as a URI without a fragment.
pub(crate) fn absolute_as_uri(a: AbsoluteUri<'_>) -> Uri<'_> {
    Uri {
        text: a.text,
        start: a.start,
        scheme: a.scheme,
        authority: a.authority,
        path: a.path,
        query: a.query,
        fragment: None,
    }
}
