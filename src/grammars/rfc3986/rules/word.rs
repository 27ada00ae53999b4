//! Eight bytes tested at once as one `u64`, without SIMD and without
//! `unsafe`: the bit tricks that both the strict layer's single pass
//! ([`super::fast`], for runs of `pct-encoded` triplets) and the urllib
//! layer's searches (`%`, `+`, `&`, `=`) build on.
//!
//! Every test answers with the high bit of each byte for which it holds,
//! and no other bit, so answers combine with `&`, `|` and shifts by whole
//! bytes. Bytes are read little-endian: the first byte is the lowest, so the
//! lowest flag is the first match.

/// The low seven bits of every byte.
const LOW7: u64 = u64::from_ne_bytes([0x7F; 8]);
/// The high bit of every byte.
const HIGH: u64 = u64::from_ne_bytes([0x80; 8]);
/// The word whose every byte is 1: `ONES * b` repeats the byte `b`.
const ONES: u64 = u64::from_ne_bytes([0x01; 8]);

/// Eight bytes of a string, split into the low seven bits and the high bit
/// of each byte, so that an addition on the low bits never carries from one
/// byte into the next.
#[derive(Clone, Copy)]
pub(crate) struct Word {
    /// The low seven bits of each byte.
    low: u64,
    /// The high bit of each byte.
    high: u64,
}

impl Word {
    /// The eight bytes of `b` from `i`.
    #[inline]
    #[cfg_attr(urigram_web, optimize(speed))]
    pub(crate) fn at(b: &[u8], i: usize) -> Word {
        let mut w = [0; 8];
        w.copy_from_slice(&b[i..i + 8]);
        Word::new(u64::from_le_bytes(w))
    }

    /// The bytes of `w`, the first as its lowest.
    #[inline]
    #[cfg_attr(urigram_web, optimize(speed))]
    pub(crate) fn new(w: u64) -> Word {
        Word {
            low: w & LOW7,
            high: w & HIGH,
        }
    }

    /// The bytes equal to the ASCII byte `needle`.
    ///
    /// The low seven bits XORed with the needle's are zero exactly for a
    /// match; adding 0x7F then sets the high bit of every byte but those,
    /// without carrying into the next byte; a byte with its own high bit set
    /// is no ASCII needle. Four operations, with no branch.
    #[inline]
    #[cfg_attr(urigram_web, optimize(speed))]
    pub(crate) fn find(self, needle: u8) -> u64 {
        debug_assert!(needle.is_ascii());
        !(((self.low ^ (ONES * u64::from(needle))) + LOW7) | self.high) & HIGH
    }

    /// `HEXDIG`: the digits, and the letters A to F in either case.
    ///
    /// Setting bit 5 folds the letters to lower case; of the ASCII bytes only
    /// `A` to `F` and `a` to `f` then land in `a` to `f`. The digits are
    /// tested unfolded, since folding would bring control bytes 0x10 to 0x19
    /// onto them.
    #[inline]
    #[cfg_attr(urigram_web, optimize(speed))]
    pub(crate) fn hex_digits(self) -> u64 {
        let folded = self.low | (ONES * 0x20);
        (in_range(self.low, b'0', b'9') | in_range(folded, b'a', b'f')) & !self.high
    }
}

/// The bytes of `w` (each below 0x80) from `lo` to `hi`: adding `0x80 - lo`
/// sets a byte's high bit exactly when it is at least `lo`, adding
/// `0x7F - hi` exactly when it is above `hi`, and neither sum carries out of
/// its byte.
#[inline]
#[cfg_attr(urigram_web, optimize(speed))]
fn in_range(w: u64, lo: u8, hi: u8) -> u64 {
    let at_least = (w + ONES * u64::from(0x80 - lo)) & HIGH;
    let above = (w + ONES * u64::from(0x7F - hi)) & HIGH;
    at_least & !above
}

/// The flags of a test (the high bit of each byte) gathered into the low
/// eight bits, bit `j` for byte `j`: the multiplication moves the high bit
/// of byte `j` to bit `56 + j` and nothing else lands there.
#[inline]
#[cfg_attr(urigram_web, optimize(speed))]
pub(crate) const fn movemask(flags: u64) -> u64 {
    (flags >> 7).wrapping_mul(0x0102_0408_1020_4080) >> 56
}

#[cfg(test)]
mod tests {
    use super::{Word, movemask};
    use crate::grammars::rfc3986::rules::chars::{self, HEXDIG};

    #[test]
    fn find_flags_exactly_the_needle_bytes() {
        for needle in 0..128u8 {
            for b in 0..=255u8 {
                for k in 0..8 {
                    let mut w = [needle ^ 1; 8];
                    w[k] = b;
                    let m = Word::at(&w, 0).find(needle);
                    let want = if b == needle { 0x80u64 << (8 * k) } else { 0 };
                    assert_eq!(m, want, "{needle} {b} at {k}");
                    assert_eq!(movemask(m), u64::from(b == needle) << k);
                }
            }
        }
    }

    /// Every byte at every position, beside neighbours that are and are not
    /// digits, against the `HEXDIG` class of the character tables.
    #[test]
    fn hex_digits_flags_exactly_hexdig() {
        for fill in [b'0', b'g', b'%', 0xFF] {
            for b in 0..=255u8 {
                for k in 0..8 {
                    let mut w = [fill; 8];
                    w[k] = b;
                    let m = Word::at(&w, 0).hex_digits();
                    for (j, &c) in w.iter().enumerate() {
                        let flagged = m >> (8 * j) & 0xFF == 0x80;
                        assert_eq!(flagged, chars::is(c, HEXDIG), "{w:?} byte {j}");
                    }
                    assert_eq!(m & !(0x80 * 0x0101_0101_0101_0101), 0, "{w:?}");
                }
            }
        }
    }
}
