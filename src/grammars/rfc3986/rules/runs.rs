//! How the single pass of [`super::fast`] finds where a run of one
//! character class ends: sixteen bytes classified at once ([`Simd`]), or
//! one table lookup a byte ([`Bytes`], the reference the first is held to).
//!
//! A URI is mostly runs of ordinary characters between a few delimiters, so
//! the single pass spends most of its time asking where a run stops. Both
//! readers answer that question alike for every class and every input (the
//! differential tests and the `diff_simd` fuzz target hold them to each
//! other); the pass around them, and so the verdict's logic, is one.
//!
//! The SIMD reader tests sixteen bytes at a time against the few ranges of
//! ASCII a class covers ([`Ranges`], the engine's, which RFC 1808's and RFC
//! 1945's single pass share). Every class of RFC 3986 lies inside ASCII, so
//! a byte of `0x80` or above, like NUL, is outside every class.

use wide::u8x16;

use super::chars::{self, Class};
use crate::engine::byte_ranges::Ranges;
pub(crate) use crate::engine::byte_ranges::{padded, triplets_whole_blocks};

/// A reader of runs: where the run of the single bytes of a class that
/// starts at `from` ends. `C` is the class; with `PCT`, `%` counts as one
/// more byte of it (the run that [`super::fast`] reads again to check its
/// triplets at once).
pub(crate) trait Runs {
    /// The end of the run of `C` (and of `%`, with `PCT`) from `from`: the
    /// first byte at or after `from` outside it, or the input's length.
    fn plain<const C: Class, const PCT: bool>(b: &[u8], from: usize) -> usize;

    /// Whether the reader checks a run's `pct-encoded` triplets sixteen
    /// bytes at once ([`triplets_whole_blocks`]) rather than eight (the
    /// single pass's word at a time).
    const BLOCKS: bool;
}

/// One table lookup a byte: the reader the single pass had before
/// [`Simd`], kept as the reference that the SIMD reader is tested against.
pub(crate) enum Bytes {}

/// Sixteen bytes classified at once (see the module's doc), for the
/// classes whose runs are long ([`long_runs`]); the others as [`Bytes`].
pub(crate) enum Simd {}

/// The class `C`, with `%` when `PCT`.
#[cfg_attr(urigram_web, optimize(speed))]
const fn class_of<const C: Class, const PCT: bool>() -> Class {
    if PCT { C | chars::PERCENT } else { C }
}

impl Runs for Bytes {
    const BLOCKS: bool = false;

    /// [`chars::run_of`] with four bytes to a round, each with its own
    /// exit, so that a round pays one bounds test instead of four; the
    /// bytes left at the end are read as the input's last four, without a
    /// loop whose exit no predictor could foresee.
    #[inline(always)]
    #[cfg_attr(urigram_web, optimize(speed))]
    fn plain<const C: Class, const PCT: bool>(b: &[u8], from: usize) -> usize {
        let class = class_of::<C, PCT>();
        let out = |c: u8| !chars::is(c, class);
        let mut i = from;
        while let Some(c) = b[i..].first_chunk::<4>() {
            if out(c[0]) {
                return i;
            }
            if out(c[1]) {
                return i + 1;
            }
            if out(c[2]) {
                return i + 2;
            }
            if out(c[3]) {
                return i + 3;
            }
            i += 4;
        }
        // Fewer than four bytes left: the input's last four, those before
        // `i` masked off, and a stop past the end, without a branch per byte.
        let (Some(last), Some(c)) = (b.len().checked_sub(4), b.last_chunk::<4>()) else {
            while i < b.len() && !out(b[i]) {
                i += 1;
            }
            return i;
        };
        let stops = (0..4).fold(1 << 4, |m, k| m | u32::from(out(c[k])) << k);
        last + (stops >> (i - last) << (i - last)).trailing_zeros() as usize
    }
}

impl Runs for Simd {
    const BLOCKS: bool = true;

    #[inline(always)]
    #[cfg_attr(urigram_web, optimize(speed))]
    fn plain<const C: Class, const PCT: bool>(b: &[u8], from: usize) -> usize {
        if const { matches!(C, chars::PATH | chars::QUERY) } {
            pairs::<C, PCT>(b, from)
        } else if const { long_runs(C) } {
            blocks::<C, PCT>(b, from)
        } else {
            Bytes::plain::<C, PCT>(b, from)
        }
    }
}

/// [`Runs::plain`] sixteen bytes a round, the round's stops as a bit mask
/// whose lowest bit is the run's end. The last bytes are read as the
/// input's last sixteen, those before `from` masked off; an input shorter
/// than sixteen bytes is copied into a block padded with NUL, which no
/// class holds, so the padding stops the run at the input's end.
///
/// [`Ranges::run_end`] is this loop for RFC 1808's and RFC 1945's scan,
/// over a class known only as a value; called here with this class's
/// constant ranges it cost `UriRef::parse` 596.0 instructions a line of
/// the web corpus's common lines against 591.5 for this copy
/// (`examples/grammar_tree_instructions.rs`), so the hot path keeps it.
#[inline(always)]
#[cfg_attr(urigram_web, optimize(speed))]
fn blocks<const C: Class, const PCT: bool>(b: &[u8], from: usize) -> usize {
    let ranges = const { &class_ranges(class_of::<C, PCT>()) };
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
    i + ranges
        .outside(u8x16::from(padded(&b[i..])))
        .trailing_zeros() as usize
}

/// [`blocks`] thirty-two bytes a round, for the runs that go on to the
/// input's end in most URLs (the path and the query): the last bytes are
/// read as the input's last thirty-two, two blocks whatever their number,
/// so that the loop runs once for every thirty-two bytes rather than
/// sixteen, and a run that ends within thirty-two bytes of the input's end
/// (most of them, in URLs) leaves no loop at all. The loop's exit is a
/// jump that depends on the run's length, which changes from line to
/// line: with half the rounds, it has half the outcomes to foresee. An
/// input shorter than thirty-two bytes is [`blocks`]'.
#[inline(always)]
#[cfg_attr(urigram_web, optimize(speed))]
fn pairs<const C: Class, const PCT: bool>(b: &[u8], from: usize) -> usize {
    let ranges = const { &class_ranges(class_of::<C, PCT>()) };
    // The two halves as arrays by `first_chunk` / `last_chunk`, not by an
    // array `map` and `copy_from_slice`: in the wasm build those are core's
    // generic `try_map`, `Drain` and `copy_from_slice_impl`, compiled at
    // the library's "z" outside this function's `optimize(speed)` and
    // called, not inlined, twice a round (a third of `parse`'s time on
    // isaacs_files.txt, docs/performance.md#web).
    let stops = |pair: &[u8; 32]| {
        let (Some(lo), Some(hi)) = (pair.first_chunk::<16>(), pair.last_chunk::<16>()) else {
            // Never: thirty-two bytes hold both sixteen.
            return 1;
        };
        u64::from(ranges.outside(u8x16::from(*lo)))
            | u64::from(ranges.outside(u8x16::from(*hi))) << 16
    };
    let Some(last) = b.last_chunk::<32>() else {
        return blocks::<C, PCT>(b, from);
    };
    let mut i = from;
    while let Some(pair) = b[i..].first_chunk::<32>() {
        let m = stops(pair);
        if m != 0 {
            return i + m.trailing_zeros() as usize;
        }
        i += 32;
    }
    // Fewer than thirty-two bytes left: the input's last thirty-two, those
    // before `i` shifted off, and a stop at the input's end.
    let base = b.len() - 32;
    i + ((stops(last) | 1 << 32) >> (i - base)).trailing_zeros() as usize
}

/// Whether runs of `class` are long enough, in the URIs people write, for
/// sixteen bytes at once to pay: a host, a path, a query or a fragment. A
/// block costs some twenty operations whatever the run's length, and a
/// scheme, a port or the digits of an `IPvFuture` are a few bytes, which
/// the table reads in fewer; those stay with [`Bytes`]. Measured on the
/// real URL lists (`examples/validate_instructions.rs`): with SIMD for
/// every class, `is_valid` ran 35.0 M instructions a pass against the
/// table's 32.4 M, and no faster; for the path, query and fragment only,
/// 29.4 M and 2.32 GB/s; with the host too, 33.1 M but 2.42 GB/s, since
/// the end of a block's run costs no mispredicted branch where the table's
/// four exits a round cost one at every run's end.
#[cfg_attr(urigram_web, optimize(speed))]
const fn long_runs(class: Class) -> bool {
    matches!(
        class,
        chars::PATH | chars::QUERY | chars::PCHAR_NC | chars::REG_NAME
    )
}

/// The ranges of an RFC 3986 class (every one lies inside ASCII).
#[cfg_attr(urigram_web, optimize(speed))]
pub(super) const fn class_ranges(class: Class) -> Ranges {
    Ranges::of_bits([chars::ascii_mask_of(class), 0])
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every class the single pass reads, with and without `%`: the blocks
    /// of the SIMD reader (used or not for the class), and each reader, stop where the byte-by-byte definition ([`chars::is`]) says,
    /// for every start of every input below, whose lengths cross the
    /// sixteen-byte blocks and whose stops fall on every lane.
    #[test]
    fn simd_stops_where_the_table_says() {
        fn by_definition(b: &[u8], from: usize, class: Class) -> usize {
            from + b[from..]
                .iter()
                .take_while(|&&c| chars::is(c, class))
                .count()
        }
        fn check<const C: Class, const PCT: bool>(b: &[u8]) {
            for from in 0..=b.len() {
                let want = by_definition(b, from, class_of::<C, PCT>());
                assert_eq!(blocks::<C, PCT>(b, from), want, "{b:?} {from}");
                assert_eq!(Simd::plain::<C, PCT>(b, from), want, "{b:?} {from}");
                assert_eq!(Bytes::plain::<C, PCT>(b, from), want, "{b:?} {from}");
            }
        }
        fn every_class(b: &[u8]) {
            check::<{ chars::SCHEME }, false>(b);
            check::<{ chars::DIGIT }, false>(b);
            check::<{ chars::HEXDIG }, false>(b);
            check::<{ chars::UNRESERVED }, false>(b);
            check::<{ chars::REG_NAME }, false>(b);
            check::<{ chars::REG_NAME }, true>(b);
            check::<{ chars::USERINFO }, false>(b);
            check::<{ chars::USERINFO }, true>(b);
            check::<{ chars::PCHAR_NC }, false>(b);
            check::<{ chars::PCHAR_NC }, true>(b);
            check::<{ chars::PATH }, false>(b);
            check::<{ chars::PATH }, true>(b);
            check::<{ chars::QUERY }, false>(b);
            check::<{ chars::QUERY }, true>(b);
        }
        for len in 0..40 {
            for stop in 0..len {
                for &c in &[
                    0u8, b' ', b'%', b':', b'@', b'/', b'?', b'#', b'[', 0x7F, 0x80, 0xFF,
                ] {
                    let mut b = vec![b'a'; len];
                    b[stop] = c;
                    every_class(&b);
                }
            }
            every_class(&vec![b'a'; len]);
        }
        // Every byte value at every lane of a block and of the tail.
        for c in 0..=255u8 {
            let mut b = vec![b'7'; 35];
            for at in [0, 7, 15, 16, 31, 34] {
                b[at] = c;
            }
            every_class(&b);
        }
    }

    /// The triplets of every run up to nineteen bytes over `%`, digits,
    /// letters on either side of the hexadecimal ones and a byte of no
    /// class, each placed after fillers that move it across a block's
    /// seam: as the definition says (every `%` followed by two digits).
    #[test]
    fn triplets_blocks_agree_with_the_definition() {
        fn by_definition(run: &[u8]) -> bool {
            let hex = |j: usize| run.get(j).is_some_and(|&c| chars::is(c, chars::HEXDIG));
            (0..run.len()).all(|p| run[p] != b'%' || (hex(p + 1) && hex(p + 2)))
        }
        let alphabet = b"%0aFgG/";
        let mut tail = Vec::new();
        fn walk(tail: &mut Vec<u8>, alphabet: &[u8], depth: usize) {
            for filler in [0, 11, 13, 14, 15, 16, 29, 30, 31] {
                let mut run = vec![b'a'; filler];
                run.extend_from_slice(tail);
                assert_eq!(
                    triplets_whole_blocks(&run),
                    by_definition(&run),
                    "{:?}",
                    String::from_utf8_lossy(&run)
                );
            }
            if depth > 0 {
                for &c in alphabet {
                    tail.push(c);
                    walk(tail, alphabet, depth - 1);
                    tail.pop();
                }
            }
        }
        walk(&mut tail, alphabet, 4);
    }

    /// The runs of the path and the query read thirty-two bytes a round
    /// ([`pairs`]): inputs up to a hundred bytes (rounds and the last
    /// thirty-two's overlap), a stop on every lane or none, from every
    /// start, where the byte-by-byte definition says.
    #[test]
    fn pairs_stop_where_the_table_says() {
        fn check<const C: Class>(b: &[u8]) {
            for from in 0..=b.len() {
                let want = from + b[from..].iter().take_while(|&&c| chars::is(c, C)).count();
                assert_eq!(Simd::plain::<C, false>(b, from), want, "{b:?} {from}");
            }
        }
        for len in 0..100 {
            let mut inputs = vec![vec![b'a'; len]];
            for stop in 0..len {
                for c in [b'%', b'#', b' ', b'?'] {
                    let mut b = vec![b'a'; len];
                    b[stop] = c;
                    inputs.push(b);
                }
            }
            for b in &inputs {
                check::<{ chars::PATH }>(b);
                check::<{ chars::QUERY }>(b);
            }
        }
    }

    /// Every length below sixteen: the bytes, then NUL.
    #[test]
    fn padded_places_the_bytes() {
        let bytes: Vec<u8> = (1..=16).collect();
        for n in 0..16 {
            let mut want = [0u8; 16];
            want[..n].copy_from_slice(&bytes[..n]);
            assert_eq!(padded(&bytes[..n]), want, "{n}");
        }
    }

    /// The ranges of `query`'s single bytes, read off RFC 3986's
    /// section 3.4 (`pchar / "/" / "?"`, with `pchar`'s unreserved,
    /// sub-delims, `:` and `@`), in ASCII order.
    #[test]
    fn query_ranges() {
        let r = class_ranges(chars::QUERY);
        assert_eq!(
            r.pairs(),
            [
                (b'!', b'!'),
                (b'$', b'$'),
                (b'&', b';'),
                (b'=', b'='),
                (b'?', b'Z'),
                (b'_', b'_'),
                (b'a', b'z'),
                (b'~', b'~'),
            ]
        );
    }
}
