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
}
