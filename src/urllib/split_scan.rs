//! `urlsplit`'s common case found word by word: a netloc with nothing for
//! Python to check or remove, and a path, query and fragment without tab,
//! CR or LF. Each search reads eight bytes at a time as a [`Word`], with
//! one branch a word, and gives up (`None`) on anything else, which
//! [`split`](super::split)'s exact byte loop then reads.
//!
//! On URLs of a few dozen bytes the byte loop's cost is its branches: a
//! mispredicted exit costs as much as a word's tests. Here a word costs a
//! dozen operations, and the branches are taken once a URL.

use crate::rules::word::Word;

/// The pad past the end of a string: a byte no search here looks for.
const PAD: u8 = b'a';

/// The byte of the lowest flag of `flags` in the word at `at`.
#[inline]
fn first(at: usize, flags: u64) -> usize {
    at + (flags.trailing_zeros() / 8) as usize
}

/// Where the netloc that starts at `start` ends (its first `/`, `?` or
/// `#`, or the end) when it is plain: no `[` or `]`, no byte above ASCII,
/// no byte below a space, so that Python checks nothing in it and removes
/// nothing from it. `None` otherwise, and for a netloc with `Y` or `_`,
/// which share the test for brackets.
#[inline]
pub(super) fn plain_netloc_end(bytes: &[u8], start: usize) -> Option<usize> {
    let mut at = start;
    while at < bytes.len() {
        let w = Word::padded(bytes, at, PAD);
        // `/` (0x2F) and `?` (0x3F) are the bytes that are `?` with bit 4
        // set; `[` (0x5B) and `]` (0x5D) are among those that are `_` with
        // bits 1 and 2 set, with `Y` and `_`, which then go the exact way.
        let stop = w.with_bits(0x10).find(b'?') | w.find(b'#');
        let odd = w.with_bits(0x06).find(b'_') | w.non_ascii() | w.below(b' ');
        if stop != 0 {
            let end = first(at, stop);
            // The odd bytes before the stop: the bits below its byte.
            let before = (1u64 << (8 * (end - at))).wrapping_sub(1);
            return (odd & before == 0).then_some(end);
        }
        if odd != 0 {
            return None;
        }
        at += 8;
    }
    Some(bytes.len())
}

/// Where the query's `?` and the fragment's `#` are in the URL from `rest`
/// (the start of the path), when no byte from there is below a space: no
/// tab, CR or LF for Python to remove. `None` otherwise.
///
/// The first `?` and the first `#` are noted as they come, and the low
/// bytes gathered to be looked at once, at the end.
#[inline]
pub(super) fn query_and_fragment(
    bytes: &[u8],
    rest: usize,
    allow_fragments: bool,
) -> Option<(Option<usize>, Option<usize>)> {
    let (mut query, mut fragment) = (None, None);
    let mut low = 0;
    let mut at = rest;
    while at < bytes.len() {
        let w = Word::padded(bytes, at, PAD);
        let q = w.find(b'?');
        let f = if allow_fragments { w.find(b'#') } else { 0 };
        low |= w.below(b' ');
        if q | f != 0 {
            if query.is_none() && q != 0 {
                query = Some(first(at, q));
            }
            if fragment.is_none() && f != 0 {
                fragment = Some(first(at, f));
            }
        }
        at += 8;
    }
    if low != 0 {
        return None;
    }
    // A `?` counts only before the fragment.
    Some((query.filter(|&q| fragment.is_none_or(|f| q < f)), fragment))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The netloc's end and the query's and fragment's starts, read byte by
    /// byte from their definitions, for every string of up to five bytes
    /// over the bytes that matter (and a few that do not), and for each
    /// such string padded to cross a word.
    #[test]
    fn the_word_searches_agree_with_a_byte_loop() {
        let alphabet = [b'a', b'/', b'?', b'#', b'[', b']', b'_', b'\t', 0x01, 0xC3];
        let mut cases = vec![Vec::new()];
        for _ in 0..5 {
            let longer: Vec<Vec<u8>> = cases
                .iter()
                .filter(|c| c.len() == cases.last().map_or(0, Vec::len))
                .flat_map(|c| {
                    alphabet.iter().map(move |&b| {
                        let mut c = c.clone();
                        c.push(b);
                        c
                    })
                })
                .collect();
            cases.extend(longer);
        }
        for case in cases {
            for prefix in [0, 6, 11] {
                let mut b = vec![b'x'; prefix];
                b.extend_from_slice(&case);
                let netloc_end = b[prefix..]
                    .iter()
                    .position(|c| b"/?#".contains(c))
                    .map_or(b.len(), |k| prefix + k);
                let plain = !b[prefix..netloc_end]
                    .iter()
                    .any(|&c| b"[]Y_".contains(&c) || !(b' '..0x80).contains(&c));
                let want = plain.then_some(netloc_end);
                assert_eq!(plain_netloc_end(&b, prefix), want, "{b:?}");
                for allow in [true, false] {
                    let low = b[prefix..].iter().any(|&c| c < b' ');
                    let fragment = b[prefix..]
                        .iter()
                        .position(|&c| allow && c == b'#')
                        .map(|k| prefix + k);
                    let query = b[prefix..fragment.unwrap_or(b.len())]
                        .iter()
                        .position(|&c| c == b'?')
                        .map(|k| prefix + k);
                    let want = (!low).then_some((query, fragment));
                    assert_eq!(query_and_fragment(&b, prefix, allow), want, "{b:?} {allow}");
                }
            }
        }
    }
}
