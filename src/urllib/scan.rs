//! Finding the delimiters of the quote family (`%`, `+`, `&`, `=`) in short
//! strings: eight bytes at a time, inline, without branching on the bytes.
//!
//! A memchr call pays for its dispatch and its set-up on every call, and the
//! decoders call it once per literal run of a string of a few dozen bytes;
//! profiling showed that call was a third of `unquote`. Eight bytes are
//! tested at once as one `u64` (the strict layer's [`Word::find`]), which
//! needs no SIMD and no `unsafe`. On this data a mispredicted branch costs
//! as much as a hundred instructions, so the searches here run a fixed
//! number of words where they can, rather than stopping at the first match.

use crate::rules::word::Word;

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
/// with the input. The first 64 bytes (all of a shorter string of at least
/// 8, the last words overlapping, clamped to its end) are searched with a
/// fixed eight words instead, with no exit to mispredict; only a longer
/// string without a match there goes on to the loop. The one branch that
/// remains for most strings, on whether those words matched, is the
/// caller's own question (does it need decoding?), so it is predicted as
/// well as that is. Testing the length first (8 to 64 bytes or not) was a
/// second, unrelated branch: measured 2 to 3% slower over the benchmark
/// lines, whose lengths vary either side of 64.
#[inline]
pub(crate) fn find_first(b: &[u8], needle: u8) -> Option<usize> {
    if b.len() < 8 {
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
    if first != usize::MAX {
        return Some(first);
    }
    if b.len() <= 64 {
        return None;
    }
    find(b, 64, needle)
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
    use super::{find, find_first, find2};

    /// One needle anywhere, or none, in strings of every length up to well
    /// past the fixed words: the words' edges, the clamped last word and the
    /// loop after the first 64 bytes.
    #[test]
    fn find_first_finds_a_lone_needle_anywhere() {
        for len in 0..=200 {
            let mut b = vec![b'a'; len];
            assert_eq!(find_first(&b, b'%'), None, "{len}");
            for at in 0..len {
                b[at] = b'%';
                assert_eq!(find_first(&b, b'%'), Some(at), "{len} {at}");
                b[at] = 0xC3;
                assert_eq!(find_first(&b, b'%'), None, "{len} {at}");
                b[at] = b'a';
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
