//! Finding the delimiters of the quote family (`%`, `+`, `&`, `=`) in short
//! strings: eight or sixteen bytes at a time, inline, without branching on
//! each byte.
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
/// Most strings have none, so the common case is a search that fails. A
/// string of 16 bytes or more is searched sixteen bytes at a time, four
/// windows to each 64 bytes, the last window clamped to the end (so it may
/// overlap bytes already found clear, and a short string tests its last
/// window more than once rather than branching on its length). Each window
/// is tested with an OR over its bytes, which the compiler turns into one
/// SSE2 compare and mask (checked in the assembly; no `unsafe`); only a
/// window that holds the needle is searched again, two words, for the byte.
///
/// Measured on the benchmark lines (`cargo bench --bench urllib_quick --
/// unquote`), against the eight words this replaced: the same 64 bytes
/// tested with one branch instead of four, or two 32-byte halves, were
/// slower where lines with and without `%` alternate, though faster on
/// lines of one kind; stopping after the window that reaches the end
/// (a branch on the length) was slower on both. Always inline: the callers
/// that borrow a string without the needle then make no call at all.
#[inline(always)]
pub(crate) fn find_first(b: &[u8], needle: u8) -> Option<usize> {
    let n = b.len();
    if n < 16 {
        return find(b, 0, needle);
    }
    let mut from = 0;
    loop {
        for k in 0..4 {
            let at = (from + 16 * k).min(n - 16);
            let w: &[u8; 16] = b[at..at + 16].try_into().expect("16 bytes");
            if w.iter().fold(false, |hit, &x| hit | (x == needle)) {
                let lo = Word::at(w, 0).find(needle);
                let hi = Word::at(w, 8).find(needle);
                let flags = u128::from(lo) | u128::from(hi) << 64;
                return Some(at + (flags.trailing_zeros() / 8) as usize);
            }
        }
        from += 64;
        if from >= n {
            return None;
        }
    }
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
