//! Finding the delimiters of the quote family (`%`, `+`, `&`, `=`) in short
//! strings: eight bytes at a time, inline, without branching on the bytes.
//!
//! A memchr call pays for its dispatch and its set-up on every call, and the
//! decoders call it once per literal run of a string of a few dozen bytes;
//! profiling showed that call was a third of `unquote`. Eight bytes are
//! tested at once as one `u64` ([`Word::find`]), which needs no SIMD and no
//! `unsafe`. On this data a mispredicted branch costs as much as a hundred
//! instructions, so the searches here run a fixed number of words where
//! they can, rather than stopping at the first match.

const LOW7: u64 = u64::from_ne_bytes([0x7F; 8]);
const HIGH: u64 = u64::from_ne_bytes([0x80; 8]);

/// Eight bytes of a string, as a little-endian word (the first byte is the
/// lowest), ready to be compared with ASCII needles.
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
    pub(crate) fn at(b: &[u8], i: usize) -> Word {
        let mut w = [0; 8];
        w.copy_from_slice(&b[i..i + 8]);
        let w = u64::from_le_bytes(w);
        Word {
            low: w & LOW7,
            high: w & HIGH,
        }
    }

    /// The high bit of each byte equal to the ASCII byte `needle`, and no
    /// other bit.
    ///
    /// The low seven bits XORed with the needle's are zero exactly for a
    /// match; adding 0x7F then sets the high bit of every byte but those,
    /// without carrying into the next byte; a byte with its own high bit set
    /// is no ASCII needle. Four operations, with no branch.
    #[inline]
    pub(crate) fn find(self, needle: u8) -> u64 {
        debug_assert!(needle.is_ascii());
        let n = u64::from_ne_bytes([needle; 8]);
        !(((self.low ^ n) + LOW7) | self.high) & HIGH
    }
}

/// The flags of [`Word::find`] (the high bit of each byte) gathered into the
/// low eight bits, bit `j` for byte `j`: the multiplication moves the high
/// bit of byte `j` to bit `56 + j` and nothing else lands there.
#[inline]
pub(crate) const fn movemask(flags: u64) -> u64 {
    (flags >> 7).wrapping_mul(0x0102_0408_1020_4080) >> 56
}

/// The byte of the lowest flag of [`Word::find`] in a word at `at`.
#[inline]
fn first_flag(at: usize, flags: u64) -> usize {
    at + (flags.trailing_zeros() / 8) as usize
}

/// The index of the first byte of `b` at or after `from` for which `hits`
/// flags a byte of its word (see [`Word::find`]), or `None`; `one` says the
/// same of a single byte, for a string shorter than a word.
#[inline]
fn find_by(
    b: &[u8],
    from: usize,
    hits: impl Fn(Word) -> u64,
    one: impl Fn(u8) -> bool,
) -> Option<usize> {
    let n = b.len();
    let mut i = from;
    while i + 8 <= n {
        let m = hits(Word::at(b, i));
        if m != 0 {
            return Some(first_flag(i, m));
        }
        i += 8;
    }
    if i >= n {
        return None;
    }
    if n - from >= 8 {
        // The last eight bytes, overlapping bytes already found clear.
        let m = hits(Word::at(b, n - 8));
        return (m != 0).then(|| first_flag(n - 8, m));
    }
    b[i..].iter().position(|&x| one(x)).map(|k| i + k)
}

/// The index of the first `needle` (ASCII) in the whole of `b`, for the
/// check that decides whether a string needs decoding at all.
///
/// Most strings have none, so the common case is a search that fails, and
/// its cost is mostly the mispredicted exit of a loop whose length varies
/// with the input. A string of 8 to 64 bytes is searched with a fixed eight
/// words instead (the last ones overlapping, clamped to its end), with no
/// exit to mispredict.
#[inline]
pub(crate) fn find_first(b: &[u8], needle: u8) -> Option<usize> {
    if !(8..=64).contains(&b.len()) {
        return find(b, 0, needle);
    }
    let mut first = usize::MAX;
    for k in 0..8 {
        let at = (8 * k).min(b.len() - 8);
        let m = Word::at(b, at).find(needle);
        let hit = if m == 0 {
            usize::MAX
        } else {
            first_flag(at, m)
        };
        first = first.min(hit);
    }
    (first != usize::MAX).then_some(first)
}

/// The index of the first `needle` (ASCII) in `b` at or after `from`.
#[inline]
pub(crate) fn find(b: &[u8], from: usize, needle: u8) -> Option<usize> {
    find_by(b, from, |w| w.find(needle), |x| x == needle)
}

/// The index of the first `x` or `y` (ASCII) in `b` at or after `from`.
#[inline]
pub(crate) fn find2(b: &[u8], from: usize, x: u8, y: u8) -> Option<usize> {
    find_by(b, from, |w| w.find(x) | w.find(y), |c| c == x || c == y)
}

#[cfg(test)]
mod tests {
    use super::{Word, find, find_first, find2, movemask};

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

    #[test]
    fn finds_agree_with_a_plain_search() {
        let text =
            b"ab%cd+ef%%gh+ijklmnopqrstu%vwxyz+0123456789%ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghij%";
        for len in 0..=text.len() {
            let b = &text[..len];
            for from in 0..=len {
                let plain =
                    |f: &dyn Fn(u8) -> bool| b[from..].iter().position(|&c| f(c)).map(|k| from + k);
                assert_eq!(find(b, from, b'%'), plain(&|c| c == b'%'), "{len} {from}");
                if from == 0 {
                    assert_eq!(find_first(b, b'%'), plain(&|c| c == b'%'), "{len}");
                }
                assert_eq!(
                    find2(b, from, b'%', b'+'),
                    plain(&|c| c == b'%' || c == b'+'),
                    "{len} {from}"
                );
            }
        }
    }
}
