//! Where a node stands in its input.

use std::ops::Range;

/// A byte range of the input: where a node of a typed tree starts and ends.
///
/// ```
/// let s = urigram::engine::Span::new(2, 5);
/// assert_eq!(s.range(), 2..5);
/// assert_eq!(s.len(), 3);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Span {
    start: usize,
    end: usize,
}

impl Span {
    /// The span from `start` to `end` (exclusive).
    #[must_use]
    pub const fn new(start: usize, end: usize) -> Span {
        Span { start, end }
    }

    /// The first byte.
    #[must_use]
    pub const fn start(self) -> usize {
        self.start
    }

    /// One past the last byte.
    #[must_use]
    pub const fn end(self) -> usize {
        self.end
    }

    /// As a range, for slicing the input.
    #[must_use]
    pub const fn range(self) -> Range<usize> {
        self.start..self.end
    }

    /// How many bytes it covers.
    #[must_use]
    pub const fn len(self) -> usize {
        self.end - self.start
    }

    /// Whether it covers nothing.
    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.start == self.end
    }

    /// Whether `inner` lies within this span.
    #[must_use]
    pub const fn contains(self, inner: Span) -> bool {
        self.start <= inner.start && inner.end <= self.end
    }
}
