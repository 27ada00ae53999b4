//! Bit masks over the bytes of a short string, bit `i` for byte `i`, built
//! eight bytes at a time: the delimiters of a query or the escapes of a
//! string are then found with bit operations, and a loop over them branches
//! once per delimiter found rather than once per delimiter byte met, most of
//! which a byte loop mispredicts.

use std::ops::{BitAnd, BitOr, Not};

use crate::rules::word::{Word, movemask};

/// A bit mask over the bytes of a string, bit `i` for byte `i`: `u64` for
/// the many short strings, whose operations are single instructions,
/// `u128` for the longer ones, [`Bits256`] for the few longer still. A
/// string fits when its length is at most [`Mask::MAX_LEN`], the width less
/// 2: one more bit can mark its end, and `below` takes one past that.
pub(crate) trait Mask:
    Copy + Eq + BitAnd<Output = Self> + BitOr<Output = Self> + Not<Output = Self>
{
    /// No bit.
    const ZERO: Self;
    /// Bit `i`.
    fn bit(i: usize) -> Self;
    /// Bits `0..i`.
    fn below(i: usize) -> Self;
    /// The index of the lowest bit set.
    fn lowest(self) -> usize;
    /// The mask without its lowest bit.
    fn without_lowest(self) -> Self;
    /// How many bits are set.
    fn count(self) -> usize;
    /// The mask of the bytes `64 * k..64 * (k + 1)` in `words[k]`.
    fn from_words(words: [u64; 4]) -> Self;
    /// The longest string the mask covers.
    const MAX_LEN: usize;
}

/// [`Mask`] for a primitive integer, whose operations are single
/// instructions: its width less 2 bytes long at most, built from its
/// `from_words` expression.
macro_rules! primitive_mask {
    ($t:ty, $max_len:expr, |$words:ident| $from_words:expr) => {
        impl Mask for $t {
            const ZERO: Self = 0;
            const MAX_LEN: usize = $max_len;
            fn bit(i: usize) -> Self {
                1 << i
            }
            fn below(i: usize) -> Self {
                (1 << i) - 1
            }
            fn lowest(self) -> usize {
                self.trailing_zeros() as usize
            }
            fn without_lowest(self) -> Self {
                self & (self - 1)
            }
            fn count(self) -> usize {
                self.count_ones() as usize
            }
            fn from_words($words: [u64; 4]) -> Self {
                $from_words
            }
        }
    };
}

primitive_mask!(u64, 62, |words| words[0]);
primitive_mask!(u128, 126, |words| u128::from(words[1]) << 64
    | u128::from(words[0]));

/// A 256-bit [`Mask`] as four words, lowest first, for queries of 127 to
/// 254 bytes; every operation is branch-free over the four.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) struct Bits256([u64; 4]);

impl BitAnd for Bits256 {
    type Output = Self;
    fn bitand(self, o: Self) -> Self {
        Bits256([0, 1, 2, 3].map(|k| self.0[k] & o.0[k]))
    }
}

impl BitOr for Bits256 {
    type Output = Self;
    fn bitor(self, o: Self) -> Self {
        Bits256([0, 1, 2, 3].map(|k| self.0[k] | o.0[k]))
    }
}

impl Not for Bits256 {
    type Output = Self;
    fn not(self) -> Self {
        Bits256(self.0.map(|w| !w))
    }
}

impl Mask for Bits256 {
    const ZERO: Self = Bits256([0; 4]);
    const MAX_LEN: usize = 254;
    fn bit(i: usize) -> Self {
        let mut words = [0; 4];
        words[i / 64] = 1 << (i % 64);
        Bits256(words)
    }
    fn below(i: usize) -> Self {
        // Word k holds `i - 64 k` bits, clamped to 0..=64.
        Bits256([0, 1, 2, 3].map(|k| {
            let bits = i.saturating_sub(64 * k).min(64) as u32;
            u64::MAX.checked_shr(64 - bits).unwrap_or(0)
        }))
    }
    fn lowest(self) -> usize {
        // From the highest word down, each word that has a bit takes over
        // (selects, not branches).
        (0..4).rev().fold(256, |low, k| {
            let w = self.0[k];
            if w == 0 {
                low
            } else {
                64 * k + w.trailing_zeros() as usize
            }
        })
    }
    fn without_lowest(self) -> Self {
        // `self & (self - 1)`, the subtraction borrowing across the words.
        let mut borrow = true;
        let minus_one = self.0.map(|w| {
            let (w, b) = w.overflowing_sub(u64::from(borrow));
            borrow = b;
            w
        });
        self & Bits256(minus_one)
    }
    fn count(self) -> usize {
        self.0.iter().map(|w| w.count_ones() as usize).sum()
    }
    fn from_words(words: [u64; 4]) -> Self {
        Bits256(words)
    }
}

/// The masks of the bytes of `b` (8 to `M::MAX_LEN` bytes) that `flags`
/// flags in each word (see [`Word::find`]), one mask per flag word: each
/// whole word gives a byte of each mask; the last few bytes are the last
/// word, which ends at the end and overlaps bytes already seen (the shift
/// drops those).
pub(crate) fn classify<M: Mask, const K: usize>(
    b: &[u8],
    flags: impl Fn(Word) -> [u64; K],
) -> [M; K] {
    let whole = b.len() / 8;
    let mut words = [[0u64; 4]; K];
    for k in 0..whole {
        let f = flags(Word::at(b, 8 * k));
        for m in 0..K {
            words[m][k / 8] |= movemask(f[m]) << (8 * (k % 8));
        }
    }
    let tail = b.len() % 8;
    if tail != 0 {
        let f = flags(Word::at(b, b.len() - 8));
        let at = 8 * whole;
        for m in 0..K {
            words[m][at / 64] |= movemask(f[m]) >> (8 - tail) << (at % 64);
        }
    }
    words.map(M::from_words)
}
