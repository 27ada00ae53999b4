//! Where each component of an owned reference stands in its `String`: the
//! offsets that let an owned type hand out the borrowed tree again without
//! parsing twice.
//!
//! A [`Layout`] is recorded once, either from a parse ([`Layout::of`]) or by
//! the code that writes the string ([`crate::owned::Writer`]), and
//! [`Layout::view`] rebuilds the borrowed [`UriRef`] from it by slicing.

use std::net::{Ipv4Addr, Ipv6Addr};

use crate::ast::{
    AbsoluteUri, AuthParts, Authority, Host, HostForm, Parts, PathKind, RelativeRef, Uri, UriRef,
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

    /// The parts of the borrowed tree's authority.
    fn parts(&self) -> AuthParts {
        let (host, form) = match self.host {
            HostLayout::Ipv6(addr, p) => (p, HostForm::Ipv6(addr)),
            HostLayout::IpvFuture {
                version, literal, ..
            } => (literal, HostForm::IpvFuture { dot: version.end }),
            HostLayout::Ipv4(addr, p) => (p, HostForm::Ipv4(addr)),
            HostLayout::RegName(p) => (p, HostForm::RegName),
        };
        AuthParts {
            start: self.whole.start,
            host_start: host.start,
            host_end: host.end,
            end: self.whole.end,
            host: form,
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

    /// The offsets of the borrowed tree. The pieces follow each other as
    /// the grammar orders them, so the tree's offsets are their ends.
    fn parts(&self) -> Parts {
        Parts {
            scheme_end: self.scheme.map_or(0, |p| p.end),
            authority: self.authority.map(|a| a.parts()),
            path_start: self.path.start,
            path_end: self.path.end,
            kind: self.kind,
            query_end: self.query.map_or(self.path.end, |p| p.end),
        }
    }

    /// The borrowed URI of `s`; the owned types call it only for layouts with
    /// a scheme.
    pub(crate) fn view_uri<'a>(&self, s: &'a str) -> Uri<'a> {
        Uri {
            text: s,
            start: 0,
            parts: self.parts(),
        }
    }

    /// The borrowed relative reference of `s`, for layouts without a scheme.
    pub(crate) fn view_relative<'a>(&self, s: &'a str) -> RelativeRef<'a> {
        RelativeRef {
            text: s,
            start: 0,
            parts: self.parts(),
        }
    }

    /// The borrowed absolute URI of `s`, for layouts with a scheme and without
    /// a fragment.
    pub(crate) fn view_absolute<'a>(&self, s: &'a str) -> AbsoluteUri<'a> {
        AbsoluteUri {
            text: s,
            start: 0,
            parts: self.parts(),
        }
    }
}

/// An absolute URI seen as a URI without a fragment.
pub(crate) fn absolute_as_uri(a: AbsoluteUri<'_>) -> Uri<'_> {
    Uri {
        text: a.text,
        start: a.start,
        parts: a.parts,
    }
}
