//! Where each component of an owned reference stands in its `String`: the
//! offsets that let an owned type hand out the borrowed tree again without
//! parsing twice.
//!
//! A [`Layout`] is recorded once, either from a parse ([`Layout::of`]) or by
//! the code that writes the string ([`crate::owned::Writer`]), and
//! [`Layout::view`] rebuilds the borrowed [`UriRef`] from it by slicing.

use std::net::{Ipv4Addr, Ipv6Addr};

use crate::ast::{
    AbsoluteUri, Authority, AuthorityOffsets, HostForm, Offsets, PathKind, RelativeRef, Uri, UriRef,
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
        // Straight from the offsets the authority holds (in its source text,
        // which begins at byte `a.base` of its input), without building its
        // components.
        let p = a.parts;
        let m = |start: usize, end: usize| Piece {
            start: a.base + start - origin + at,
            end: a.base + end - origin + at,
        };
        let literal = m(p.host_start, p.host_end);
        let host = match p.host {
            HostForm::Ipv6(addr) => HostLayout::Ipv6(addr, literal),
            // "[" "v" version "." address "]"
            HostForm::IpvFuture { dot } => HostLayout::IpvFuture {
                version: m(p.host_start + 2, dot),
                address: m(dot + 1, p.host_end - 1),
                literal,
            },
            HostForm::Ipv4(addr) => HostLayout::Ipv4(addr, literal),
            HostForm::RegName => HostLayout::RegName(literal),
        };
        AuthLayout {
            whole: m(p.start, p.end),
            userinfo: (p.host_start > p.start).then(|| m(p.start, p.host_start - 1)),
            host,
            port: (p.end > p.host_end).then(|| m(p.host_end + 1, p.end)),
        }
    }

    /// The parts of the borrowed tree's authority.
    fn parts(&self) -> AuthorityOffsets {
        let (host, form) = match self.host {
            HostLayout::Ipv6(addr, p) => (p, HostForm::Ipv6(addr)),
            HostLayout::IpvFuture {
                version, literal, ..
            } => (literal, HostForm::IpvFuture { dot: version.end }),
            HostLayout::Ipv4(addr, p) => (p, HostForm::Ipv4(addr)),
            HostLayout::RegName(p) => (p, HostForm::RegName),
        };
        AuthorityOffsets {
            start: self.whole.start,
            host_start: host.start,
            host_end: host.end,
            end: self.whole.end,
            host: form,
        }
    }
}

/// Where every component of a reference stands in the string a
/// [`crate::owned::Writer`] is writing, piece by piece; [`Draft::finish`]
/// turns it into the compact [`Layout`] that the owned types keep.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Draft {
    pub(crate) scheme: Option<Piece>,
    pub(crate) authority: Option<AuthLayout>,
    pub(crate) path: Piece,
    pub(crate) kind: PathKind,
    pub(crate) query: Option<Piece>,
    pub(crate) fragment: Option<Piece>,
}

impl Draft {
    /// The offsets of the borrowed tree. The pieces follow each other as
    /// the grammar orders them, so the tree's offsets are their ends.
    pub(crate) fn finish(&self) -> Layout {
        Layout(Offsets {
            scheme_end: self.scheme.map_or(0, |p| p.end),
            authority: self.authority.map(|a| a.parts()),
            path_start: self.path.start,
            path_end: self.path.end,
            kind: self.kind,
            query_end: self.query.map_or(self.path.end, |p| p.end),
        })
    }
}

/// Where every component of an owned reference stands in its string: the
/// same offsets as the borrowed tree holds, so a view is a copy of them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Layout(Offsets);

impl Layout {
    /// The layout of a parsed reference, with offsets counted from its start
    /// (the tree's own offsets, which are counted from its start already).
    pub(crate) fn of(r: &UriRef<'_>) -> Layout {
        Layout(match r {
            UriRef::Uri(u) => u.parts,
            UriRef::Relative(r) => r.parts,
        })
    }

    /// Whether the reference has a scheme.
    pub(crate) fn has_scheme(&self) -> bool {
        self.0.scheme_end > 0
    }

    /// Where the query ends: where the fragment's `#` stands, if there is one.
    pub(crate) fn query_end(&self) -> usize {
        self.0.query_end
    }

    /// The borrowed tree of `s`, which must be the string this layout was
    /// recorded for: a URI if the layout has a scheme, else a relative
    /// reference.
    pub(crate) fn view<'a>(&self, s: &'a str) -> UriRef<'a> {
        if self.has_scheme() {
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
            parts: self.0,
        }
    }

    /// The borrowed relative reference of `s`, for layouts without a scheme.
    pub(crate) fn view_relative<'a>(&self, s: &'a str) -> RelativeRef<'a> {
        RelativeRef {
            text: s,
            start: 0,
            parts: self.0,
        }
    }

    /// The borrowed absolute URI of `s`, for layouts with a scheme and without
    /// a fragment.
    pub(crate) fn view_absolute<'a>(&self, s: &'a str) -> AbsoluteUri<'a> {
        AbsoluteUri {
            text: s,
            start: 0,
            parts: self.0,
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
