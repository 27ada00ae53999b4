//! Writes a reference component by component into one buffer, recording its
//! [`Layout`] as it goes: the single allocation behind resolution,
//! normalization and the builder.

use super::layout::{AuthLayout, Draft, Piece};
use crate::ast::{Authority, PathKind};

/// A reference being written in the order of RFC 3986 section 5.3.
pub(crate) struct Writer {
    /// The text so far. A `String` from the start, so that finishing needs
    /// no UTF-8 check (it was 8% of a resolution).
    pub(crate) buf: String,
    pub(crate) layout: Draft,
}

impl Writer {
    /// An empty writer with room for `capacity` bytes.
    pub(crate) fn with_capacity(capacity: usize) -> Writer {
        Writer {
            buf: String::with_capacity(capacity),
            layout: Draft {
                scheme: None,
                authority: None,
                path: Piece::default(),
                kind: PathKind::Empty,
                query: None,
                fragment: None,
            },
        }
    }

    /// Appends `text` to the buffer.
    pub(crate) fn push(&mut self, text: &str) {
        self.buf.push_str(text);
    }

    /// Writes `scheme ":"`. Call first.
    pub(crate) fn scheme(&mut self, scheme: &str) {
        let start = self.buf.len();
        self.push(scheme);
        self.layout.scheme = Some(Piece {
            start,
            end: self.buf.len(),
        });
        self.buf.push(':');
    }

    /// Writes `"//" authority`, copied from a parsed authority.
    pub(crate) fn authority(&mut self, a: &Authority<'_>) {
        self.buf.push_str("//");
        let at = self.buf.len();
        self.push(a.as_str());
        self.layout.authority = Some(AuthLayout::of(a, a.span().start, at));
    }

    /// Records an authority the caller wrote itself (after its `//`).
    pub(crate) fn set_authority(&mut self, a: AuthLayout) {
        self.layout.authority = Some(a);
    }

    /// Marks the start of the path; the caller then writes it.
    pub(crate) fn path_start(&self) -> usize {
        self.buf.len()
    }

    /// Marks the end of the path that began at `start`, and picks its
    /// [`PathKind`] from what surrounds it.
    ///
    /// This is where a result that would re-parse differently is repaired.
    /// Without an authority, a path cannot begin with `//` (section 3.3: it
    /// would read as an authority), so `/.` is put in front: `/.//x` is the same
    /// path after remove_dot_segments, and it re-parses as a path. Without a
    /// scheme either, a first segment with `:` would read as a scheme, so `./`
    /// is put in front (section 4.2 recommends exactly that).
    pub(crate) fn path_end(&mut self, start: usize) {
        let has_authority = self.layout.authority.is_some();
        let has_scheme = self.layout.scheme.is_some();
        let path = &self.buf.as_bytes()[start..];
        if !has_authority && path.starts_with(b"//") {
            self.buf.insert_str(start, "/.");
        } else if !has_authority && !has_scheme {
            let first = path.split(|&b| b == b'/').next().unwrap_or_default();
            if first.contains(&b':') {
                self.buf.insert_str(start, "./");
            }
        }
        let path = &self.buf.as_bytes()[start..];
        self.layout.kind = if has_authority {
            PathKind::AbEmpty
        } else if path.is_empty() {
            PathKind::Empty
        } else if path[0] == b'/' {
            PathKind::Absolute
        } else if has_scheme {
            PathKind::Rootless
        } else {
            PathKind::NoScheme
        };
        self.layout.path = Piece {
            start,
            end: self.buf.len(),
        };
    }

    /// Writes the whole path at once.
    pub(crate) fn path(&mut self, path: &str) {
        let start = self.path_start();
        self.push(path);
        self.path_end(start);
    }

    /// Writes `"?" query`.
    pub(crate) fn query(&mut self, query: &str) {
        self.buf.push('?');
        let start = self.buf.len();
        self.push(query);
        self.layout.query = Some(Piece {
            start,
            end: self.buf.len(),
        });
    }

    /// Writes `"#" fragment`.
    pub(crate) fn fragment(&mut self, fragment: &str) {
        self.buf.push('#');
        let start = self.buf.len();
        self.push(fragment);
        self.layout.fragment = Some(Piece {
            start,
            end: self.buf.len(),
        });
    }

    /// The finished string and its layout.
    pub(crate) fn finish(self) -> super::RefBuf {
        super::RefBuf {
            text: self.buf,
            layout: self.layout.finish(),
        }
    }
}
