//! Finding a delimiter (`%`, `+`, `&`, `=`) in the short strings the quote
//! family works on: eight bytes at a time, inline.
//!
//! A memchr call pays for its dispatch and its set-up on every call, and the
//! decoders call it once per literal run of a string of a few dozen bytes;
//! profiling showed that call was a third of `unquote`. Eight bytes are
//! tested at once as one `u64` (the bytes equal to the needle are the zero
//! bytes of the word XORed with the needle repeated), which needs no SIMD
//! and no `unsafe`.

/// The word whose eight bytes are all `b`.
pub(crate) const fn splat(b: u8) -> u64 {
    u64::from_ne_bytes([b; 8])
}

/// The high bit of each byte of `w` that is zero, and no other bit.
///
/// Adding 0x7F to the low seven bits of a byte carries into its high bit
/// exactly when those bits are not all zero; with the byte's own high bit
/// or-ed in, the high bit is clear only for a zero byte. No carry crosses
/// into the next byte, so every byte is judged on its own (the shorter
/// `(w - 0x01..) & !w & 0x80..` can flag a 0x01 byte above a zero one).
#[inline]
pub(crate) const fn zero_bytes(w: u64) -> u64 {
    const LOW7: u64 = splat(0x7F);
    !((w & LOW7).wrapping_add(LOW7) | w | LOW7)
}

/// The eight bytes of `b` from `i` as a little-endian word: byte `i` is the
/// lowest, so the lowest flagged bit is the first match.
#[inline]
pub(crate) fn word_at(b: &[u8], i: usize) -> u64 {
    let mut w = [0; 8];
    w.copy_from_slice(&b[i..i + 8]);
    u64::from_le_bytes(w)
}

/// The index of the first byte of `b` at or after `from` for which `hits`
/// flags a byte (see [`zero_bytes`]) in a word, or `None`.
#[inline]
fn find_by(
    b: &[u8],
    from: usize,
    hits: impl Fn(u64) -> u64,
    one: impl Fn(u8) -> bool,
) -> Option<usize> {
    let n = b.len();
    let mut i = from;
    while i + 8 <= n {
        let m = hits(word_at(b, i));
        if m != 0 {
            return Some(i + (m.trailing_zeros() / 8) as usize);
        }
        i += 8;
    }
    if i >= n {
        return None;
    }
    if n - from >= 8 {
        // The last eight bytes, overlapping bytes already found clear.
        let m = hits(word_at(b, n - 8));
        return (m != 0).then(|| n - 8 + (m.trailing_zeros() / 8) as usize);
    }
    b[i..].iter().position(|&x| one(x)).map(|k| i + k)
}

/// The index of the first `needle` in the whole of `b`, for the check that
/// decides whether a string needs decoding at all.
///
/// Most strings have none, so the common case is a search that fails, and
/// its cost is mostly the mispredicted exit of a loop whose length varies
/// with the input. A string of 8 to 64 bytes is searched with a fixed eight
/// words instead (the last ones overlapping, clamped to its end), with no
/// exit to mispredict.
#[inline]
pub(crate) fn find_first(b: &[u8], needle: u8) -> Option<usize> {
    let n = b.len();
    let first = match n {
        8..=64 => first_in_words::<8>(b, needle),
        _ => return find(b, 0, needle),
    };
    (first != usize::MAX).then_some(first)
}

/// The index of the first `needle` in the `WORDS` words of `b` at 0, 8,
/// 16..., each clamped to end at the end of `b` (which holds at least 8 and
/// at most `8 * WORDS` bytes); `usize::MAX` when there is none.
#[inline]
fn first_in_words<const WORDS: usize>(b: &[u8], needle: u8) -> usize {
    let pattern = splat(needle);
    let mut first = usize::MAX;
    for k in 0..WORDS {
        let at = (8 * k).min(b.len() - 8);
        let m = zero_bytes(word_at(b, at) ^ pattern);
        let hit = if m == 0 {
            usize::MAX
        } else {
            at + (m.trailing_zeros() / 8) as usize
        };
        first = first.min(hit);
    }
    first
}

/// The index of the first `needle` in `b` at or after `from`.
#[inline]
pub(crate) fn find(b: &[u8], from: usize, needle: u8) -> Option<usize> {
    let n = splat(needle);
    find_by(b, from, |w| zero_bytes(w ^ n), |x| x == needle)
}

/// The index of the first `x` or `y` in `b` at or after `from`.
#[inline]
pub(crate) fn find2(b: &[u8], from: usize, x: u8, y: u8) -> Option<usize> {
    let (nx, ny) = (splat(x), splat(y));
    find_by(
        b,
        from,
        |w| zero_bytes(w ^ nx) | zero_bytes(w ^ ny),
        |c| c == x || c == y,
    )
}

#[cfg(test)]
mod tests {
    use super::{find, find_first, find2, zero_bytes};

    #[test]
    fn zero_bytes_flags_exactly_the_zero_bytes() {
        for b in 0..=255u8 {
            for k in 0..8 {
                let mut w = [0x01u8; 8];
                w[k] = b;
                let m = zero_bytes(u64::from_le_bytes(w));
                let want = if b == 0 { 0x80u64 << (8 * k) } else { 0 };
                assert_eq!(m, want, "{b} at {k}");
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
