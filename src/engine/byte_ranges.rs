//! Sixteen bytes classified at once, by a class's ranges: what the single
//! passes of RFC 3986 (`grammars::rfc3986::rules::runs`) and of RFC 1808
//! and RFC 1945 ([`super::tree_scan`]) read their runs of ordinary bytes
//! with.
//!
//! Built on [`wide::u8x16`], whose operations are safe and compile to SSE2
//! on x86-64. SSE2 has no byte shuffle (`pshufb` is SSSE3, which a portable
//! build cannot assume), so the nibble-table lookup of simdjson is out of
//! reach; a class is instead tested as the union of the few ranges of
//! bytes it covers, three operations a range and one a single byte.

use wide::u8x16;

/// The most ranges a class may have: the classes of RFC 3986 have at most
/// eight (`query`'s: `!`, `$`, `&`-`;`, `=`, `?`-`Z`, `_`, `a`-`z`, `~`),
/// RFC 1808's seven.
const MAX_RANGES: usize = 10;

/// A class of bytes as its maximal ranges of consecutive bytes, each
/// `lo..=hi`, worked out when compiling from the class's bits.
pub(crate) struct Ranges {
    /// The first byte of each range.
    lo: [u8; MAX_RANGES],
    /// The last byte of each range.
    hi: [u8; MAX_RANGES],
    /// How many of the ranges are used.
    len: usize,
}

impl Ranges {
    /// The ranges of the class whose byte `b` is bit `b % 128` of
    /// `bits[b / 128]`. Fails to compile if the class has more than
    /// [`MAX_RANGES`].
    #[cfg_attr(urigram_web, optimize(speed))]
    pub(crate) const fn of_bits(bits: [u128; 2]) -> Ranges {
        let mut r = Ranges {
            lo: [0; MAX_RANGES],
            hi: [0; MAX_RANGES],
            len: 0,
        };
        let mut b = 0;
        while b < 256 {
            if has(bits, b) {
                let lo = b;
                while b < 256 && has(bits, b) {
                    b += 1;
                }
                assert!(r.len < MAX_RANGES, "a class with too many ranges");
                r.lo[r.len] = lo as u8;
                r.hi[r.len] = (b - 1) as u8;
                r.len += 1;
            }
            b += 1;
        }
        r
    }

    /// The ranges, `(lo, hi)` each, in byte order.
    #[cfg(test)]
    pub(crate) fn pairs(&self) -> Vec<(u8, u8)> {
        (0..self.len).map(|k| (self.lo[k], self.hi[k])).collect()
    }

    /// The bytes of `v` outside the class, as the low sixteen bits of a
    /// mask (bit `k` for byte `k`). A byte is in `lo..=hi` when `v - lo`,
    /// wrapping, is at most `hi - lo`: a subtraction, a minimum and a
    /// comparison, or one comparison for a single byte. The loop runs over
    /// a constant, and unrolls into straight-line code.
    #[inline(always)]
    #[cfg_attr(urigram_web, optimize(speed))]
    pub(crate) fn outside(&self, v: u8x16) -> u32 {
        !(self.inside(v).move_mask() as u32) & 0xFFFF
    }

    /// The bytes of `v` inside the class, as lanes of all ones (see
    /// [`Ranges::outside`]), for a caller that gathers several blocks
    /// before taking the mask.
    #[inline(always)]
    #[cfg_attr(urigram_web, optimize(speed))]
    pub(crate) fn inside(&self, v: u8x16) -> u8x16 {
        let mut inside = u8x16::splat(0);
        let mut k = 0;
        while k < self.len {
            let (lo, hi) = (self.lo[k], self.hi[k]);
            inside |= if lo == hi {
                v.cmp_eq(u8x16::splat(lo))
            } else {
                let d = v - u8x16::splat(lo);
                d.min(u8x16::splat(hi - lo)).cmp_eq(d)
            };
            k += 1;
        }
        inside
    }

    /// The end of the run of the class's bytes in `b` from `from`: the first
    /// byte at or after `from` outside it, or `b.len()`. Sixteen bytes a
    /// round, the round's stops as a bit mask whose lowest bit is the run's
    /// end. The last bytes are read as the input's last sixteen, those
    /// before `from` masked off; an input shorter than sixteen bytes is
    /// read [`padded`] with NUL, so the class must not hold NUL (none
    /// does), and the padding stops the run at the input's end.
    #[inline(always)]
    #[cfg_attr(urigram_web, optimize(speed))]
    pub(crate) fn run_end(&self, b: &[u8], from: usize) -> usize {
        // The same loop as RFC 3986's `runs::blocks`, whose own copy its
        // hot path keeps (its doc says why).
        let ranges = self;
        let mut i = from;
        while let Some(block) = b[i..].first_chunk::<16>() {
            let stops = ranges.outside(u8x16::from(*block));
            if stops != 0 {
                return i + stops.trailing_zeros() as usize;
            }
            i += 16;
        }
        if i == b.len() {
            return i;
        }
        if let Some(block) = b.last_chunk::<16>() {
            let last = b.len() - 16;
            let stops = (ranges.outside(u8x16::from(*block)) | 1 << 16) >> (i - last);
            return i + stops.trailing_zeros() as usize;
        }
        i + self.outside(u8x16::from(padded(&b[i..]))).trailing_zeros() as usize
    }
}

/// The hexadecimal digits, `0`-`9`, `A`-`F` and `a`-`f`, as the bits of
/// [`Ranges::of_bits`].
const HEXDIG: u128 = (0x3FF << b'0') | (0x3F << b'A') | (0x3F << b'a');

/// `pct-encoded = "%" HEXDIG HEXDIG`: whether every `%` of `run` begins a
/// whole triplet inside it, sixteen bytes at a time. The bytes that must be
/// digits are those one and two after a `%`; a block's `%` in its last two
/// bytes carries into the next block; the last block is padded with NUL,
/// which is no digit, so a triplet that the run cuts short is broken.
#[inline(never)]
#[cfg_attr(urigram_web, optimize(speed))]
pub(crate) fn triplets_whole_blocks(run: &[u8]) -> bool {
    let hex = const { &Ranges::of_bits([HEXDIG, 0]) };
    let (mut carry, mut bad) = (0u32, 0u32);
    let mut check = |block: [u8; 16]| {
        let v = u8x16::from(block);
        let pct = v.cmp_eq(u8x16::splat(b'%')).move_mask() as u32 & 0xFFFF;
        let digits = pct << 1 | pct << 2 | carry;
        bad |= digits & hex.outside(v);
        carry = digits >> 16;
    };
    let mut rest = run;
    while let Some((block, tail)) = rest.split_first_chunk::<16>() {
        check(*block);
        rest = tail;
    }
    if !rest.is_empty() {
        let mut block = [0u8; 16];
        block[..rest.len()].copy_from_slice(rest);
        check(block);
    }
    bad == 0 && carry == 0
}

/// Whether byte `b` is in the class of [`Ranges::of_bits`]'s `bits`.
const fn has(bits: [u128; 2], b: usize) -> bool {
    bits[b / 128] >> (b % 128) & 1 == 1
}

/// The bytes of `b`, shorter than sixteen, then NUL to sixteen: read as at
/// most two overlapping words of eight, four or two bytes, or one byte,
/// rather than by a copy of a length known only when running (a call to
/// `memcpy`, on an input short enough that the call is most of its cost).
/// Where the two words overlap they hold the same bytes, so or-ing them
/// is placing both.
#[inline(always)]
#[cfg_attr(urigram_web, optimize(speed))]
pub(crate) fn padded(b: &[u8]) -> [u8; 16] {
    let n = b.len();
    let word = if let (Some(lo), Some(hi)) = (b.first_chunk::<8>(), b.last_chunk::<8>()) {
        u128::from(u64::from_le_bytes(*lo)) | u128::from(u64::from_le_bytes(*hi)) << (8 * (n - 8))
    } else if let (Some(lo), Some(hi)) = (b.first_chunk::<4>(), b.last_chunk::<4>()) {
        u128::from(u32::from_le_bytes(*lo)) | u128::from(u32::from_le_bytes(*hi)) << (8 * (n - 4))
    } else if let (Some(lo), Some(hi)) = (b.first_chunk::<2>(), b.last_chunk::<2>()) {
        u128::from(u16::from_le_bytes(*lo)) | u128::from(u16::from_le_bytes(*hi)) << (8 * (n - 2))
    } else {
        b.first().map_or(0, |&c| u128::from(c))
    };
    word.to_le_bytes()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Whether `c` is in `bits` (the class [`Ranges::of_bits`] reads).
    fn in_bits(bits: [u128; 2], c: u8) -> bool {
        has(bits, usize::from(c))
    }

    #[test]
    fn hexdig_is_the_hexadecimal_digits() {
        for c in 0..=255u8 {
            assert_eq!(in_bits([HEXDIG, 0], c), c.is_ascii_hexdigit(), "{c}");
        }
    }

    /// A class with bytes above 0x7F (RFC 1945's `national` is every one),
    /// a single byte and ranges at both ends of ASCII: its ranges hold
    /// exactly its bytes, and [`Ranges::run_end`] stops where the bytes
    /// say, from every start of inputs whose lengths cross the blocks and
    /// whose stop falls on every lane.
    #[test]
    fn run_end_stops_where_the_bits_say() {
        let mut bits = [0u128, u128::MAX];
        for c in (b'a'..=b'z').chain(b'0'..=b'9').chain([b'%', b'!', b'~']) {
            bits[0] |= 1 << c;
        }
        let r = Ranges::of_bits(bits);
        for c in 0..=255u8 {
            let inside = r.pairs().iter().any(|&(lo, hi)| (lo..=hi).contains(&c));
            assert_eq!(inside, in_bits(bits, c), "{c}");
        }
        for len in 0..40 {
            for stop in 0..=len {
                for c in [0u8, b' ', b'#', b'/', 0x7F, b'A'] {
                    let mut b = vec![0xE9u8; len];
                    if stop < len {
                        b[stop] = c;
                    }
                    for from in 0..=len {
                        let want =
                            from + b[from..].iter().take_while(|&&c| in_bits(bits, c)).count();
                        assert_eq!(r.run_end(&b, from), want, "{b:?} from {from}");
                    }
                }
            }
        }
    }
}
