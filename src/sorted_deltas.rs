//! Sorted tables of code points kept as the differences between neighbours
//! and expanded once, on first use: the generated Unicode tables of the
//! readers (IDNA 2008's spans, IDNA 2003's runs) take a quarter of their
//! bytes so, and gzip finds in the deltas what it cannot in the values
//! (docs/performance.md#web: the web package's size).

use std::sync::OnceLock;

/// A sorted table of `u32`s written as the difference of each from the one
/// before (the first from 0), each a LEB128 number (seven bits a byte, low
/// bits first, the top bit set on every byte but a number's last), and
/// expanded into a plain array of its `N` values the first time it is asked
/// for, so a lookup is the same binary search as over a `&[u32; N]`: of a
/// length the compiler knows, as the `const` tables' were (a slice of
/// unknown length cost CPython's IDNA codec 13% more instructions).
///
/// Why: a start or first code point is four bytes as a `u32`, of which the
/// neighbours' difference needs one or two; expanding 3,000 of them costs
/// microseconds once, and the slice is the only cost after.
pub(crate) struct SortedDeltas<const N: usize> {
    bytes: &'static [u8],
    values: OnceLock<[u32; N]>,
}

impl<const N: usize> SortedDeltas<N> {
    /// The table written in `bytes` (as the generating script writes it).
    #[must_use]
    pub(crate) const fn new(bytes: &'static [u8]) -> SortedDeltas<N> {
        SortedDeltas {
            bytes,
            values: OnceLock::new(),
        }
    }

    /// The values, sorted, expanded on the first call. Inline, so that a
    /// lookup pays one load and test for it, not a call.
    #[inline]
    pub(crate) fn get(&self) -> &[u32; N] {
        self.values.get_or_init(|| expand(self.bytes))
    }
}

/// The running sums of the LEB128 deltas in `bytes`, the first `N` of them.
/// A number cut short at the end is dropped, bits beyond 32 are ignored,
/// numbers past the `N`th too, and missing ones repeat the last (the
/// scripts write none of these), so no input makes it panic.
fn expand<const N: usize>(bytes: &[u8]) -> [u32; N] {
    let mut values = [0; N];
    let mut n = 0;
    let (mut value, mut delta, mut shift) = (0u32, 0u32, 0u32);
    for &b in bytes {
        if shift < 32 {
            delta |= u32::from(b & 0x7f) << shift;
        }
        if b & 0x80 == 0 {
            value = value.wrapping_add(delta);
            if let Some(slot) = values.get_mut(n) {
                *slot = value;
            }
            n += 1;
            (delta, shift) = (0, 0);
        } else {
            shift += 7;
        }
    }
    for slot in values.iter_mut().skip(n) {
        *slot = value;
    }
    values
}

#[cfg(test)]
mod tests {
    use super::*;

    /// LEB128 as its definition writes it: 2 is `02`, 127 `7f`, 128
    /// `80 01`, 0x1_0000 `80 80 04`; each added to the value before.
    #[test]
    fn expands_leb128_deltas() {
        static T: SortedDeltas<5> = SortedDeltas::new(b"\x02\x7f\x80\x01\x80\x80\x04\x00");
        assert_eq!(T.get(), &[2, 129, 257, 257 + 0x1_0000, 257 + 0x1_0000]);
    }

    /// A number cut short at the end is dropped; an over-long one keeps
    /// its low 32 bits; extra numbers are dropped and missing ones repeat
    /// the last; nothing panics.
    #[test]
    fn odd_bytes_do_not_panic() {
        assert_eq!(expand::<1>(b"\x05\x80"), [5]);
        assert_eq!(expand::<2>(b""), [0, 0]);
        assert_eq!(expand::<1>(b"\xff\xff\xff\xff\xff\xff\x01"), [u32::MAX]);
        assert_eq!(expand::<1>(b"\x01\x02"), [1]);
        assert_eq!(expand::<3>(b"\x01\x02"), [1, 3, 3]);
    }
}
