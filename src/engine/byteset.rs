//! A set of bytes, as the automata's transitions carry them.

/// A set of byte values: 256 bits.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub(crate) struct ByteSet([u128; 2]);

impl ByteSet {
    /// The bytes `lo..=hi` (empty if `lo > hi`).
    pub(crate) fn range(lo: u8, hi: u8) -> ByteSet {
        let mut s = ByteSet::default();
        for b in lo..=hi {
            s.insert(b);
        }
        s
    }

    /// `b`, and its other case if it is an ASCII letter (a quoted string of
    /// RFC 5234 matches either case).
    pub(crate) fn either_case(b: u8) -> ByteSet {
        let mut s = ByteSet::default();
        s.insert(b.to_ascii_lowercase());
        s.insert(b.to_ascii_uppercase());
        s
    }

    /// Adds `b`.
    pub(crate) fn insert(&mut self, b: u8) {
        self.0[usize::from(b >> 7)] |= 1 << (b & 0x7f);
    }

    /// Adds every byte of `other`.
    pub(crate) fn union(&mut self, other: &ByteSet) {
        self.0[0] |= other.0[0];
        self.0[1] |= other.0[1];
    }

    /// Whether `b` is in the set.
    pub(crate) fn contains(&self, b: u8) -> bool {
        self.0[usize::from(b >> 7)] & (1 << (b & 0x7f)) != 0
    }

    /// The bytes in both `self` and `other`.
    pub(crate) fn intersection(&self, other: &ByteSet) -> ByteSet {
        ByteSet([self.0[0] & other.0[0], self.0[1] & other.0[1]])
    }

    /// The bytes of `self` not in `other`.
    pub(crate) fn difference(&self, other: &ByteSet) -> ByteSet {
        ByteSet([self.0[0] & !other.0[0], self.0[1] & !other.0[1]])
    }

    /// The set of the ASCII bytes of `mask` (bit `b` for byte `b`, the form
    /// of [`super::ascii_mask`]).
    pub(crate) fn from_ascii_mask(mask: u128) -> ByteSet {
        ByteSet([mask, 0])
    }

    /// The lowest byte of the set, if it holds one.
    pub(crate) fn lowest(&self) -> Option<u8> {
        match (self.0[0], self.0[1]) {
            (0, 0) => None,
            (0, hi) => u8::try_from(128 + hi.trailing_zeros()).ok(),
            (lo, _) => u8::try_from(lo.trailing_zeros()).ok(),
        }
    }
}
