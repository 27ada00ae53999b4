//! The end of a reference, from its path on (`path [ "?" query ] [ "#"
//! fragment ]`), checked in one pass of classified sixteen-byte blocks,
//! with no exit inside it: what [`super::fast`] runs from the first byte
//! that stops the run of the path (or query) by blocks, a `%` or a `#`
//! mostly.
//!
//! From the path on, a reference holds only the bytes of `query` (`pchar`,
//! `/` and `?`), whole `pct-encoded` triplets and at most one `#`: a path
//! is a run of `pchar` and `/`, a query a run of those and `?`, and the
//! fragment a run of the query's bytes after the one `#` (no rule from the
//! path on holds a second). Where the path ends (the first `?`, else the
//! `#`) and where the query ends (the `#`) are then positions in bit masks,
//! not stops of a loop. The reading run by run that this replaces
//! ([`super::runs`]) left its loop at every `%` and `#`, and read a run
//! with triplets twice (once to find its end, once to check them), jumps
//! that no predictor foresees on text dense in triplets; here each block
//! costs the same straight-line operations whatever it holds, and the
//! loop's only exit is the input's end. A block costs about twice a plain
//! run's (the digits and the `%`, `#` and `?` are classified too), which is
//! why the typed parse runs the path's plain run first and comes here
//! ([`rounds`], thirty-two bytes a round) only from the byte that stops
//! it: a URL with neither a query nor a triplet (most real ones) never
//! comes here. The verdict takes [`whole_tail`] from the path on instead,
//! which costs instructions on plain URLs and saves the jump between the
//! two ways; it classifies the hexadecimal digits only in a round with a
//! triplet, a jump that real URLs, which seldom hold one, rarely take.
//! Both classify a block as [`classes16`] does, by complements and folds
//! rather than by the class's ranges.

use wide::u8x16;

use super::head::{bits, within};
use super::runs;

/// What [`tail`] found: where the first `?` and the `#` stand, each
/// [`NONE`] when there is none.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Tail {
    /// The first `?` (the path's end, if it comes before the `#`).
    pub(crate) question: usize,
    /// The one `#` (the query's end).
    pub(crate) hash: usize,
}

/// The position of a delimiter that is not there.
pub(crate) const NONE: usize = usize::MAX;

/// What the blocks read so far add up to.
struct Sum {
    /// Bits of bytes outside the tail's classes (a `#` aside), of bytes
    /// that a `%` wants as digits and are not, or of a second `#`: any
    /// makes the tail invalid.
    bad: u32,
    /// All ones once a `#` was seen, so that another is bad.
    hashed: u32,
    /// The `%` of the last two bytes of a block, as the bits of the next
    /// block that must be its digits.
    carry: u32,
    /// The first `?` and the first `#`.
    found: Tail,
}

impl Sum {
    /// Adds the block `v`, whose byte `shift` stands at `at`: its masks are
    /// moved down by `shift`, and only the bytes under `live` count (those
    /// before are read already; those after are past the input's end).
    #[inline(always)]
    #[cfg_attr(urigram_web, optimize(speed))]
    fn add<const FIND: bool>(&mut self, v: u8x16, at: usize, shift: usize, live: u32) {
        let [outside, pct, hash, question] = classes16(v).map(|m| (m as u32 >> shift) & live);
        let hex = (hex16(v) as u32 >> shift) & live;
        // The bytes one and two after a `%` must be digits: those of this
        // block now, those of the next (bits 16 and 17) carried to it. Past
        // the live bytes `hex` is clear, so a triplet that the input's end
        // cuts short is broken here, or by the carry left at the end.
        let digits = pct << 1 | pct << 2 | self.carry;
        // A `#` is bad if another came before it, in this block or an
        // earlier one (no `count_ones`: without the `popcnt` instruction,
        // which x86-64's baseline lacks, it is a dozen operations).
        let second = hash & (hash.wrapping_sub(1) | self.hashed);
        self.bad |= outside & !hash | digits & !hex & 0xFFFF | second;
        self.hashed |= 0u32.wrapping_sub(u32::from(hash != 0));
        self.carry = digits >> 16;
        if FIND {
            self.found.question = self.found.question.min(first(question.into(), at));
            self.found.hash = self.found.hash.min(first(hash.into(), at));
        }
    }
}

/// The position of the lowest set bit of `m`, whose bit 0 stands for byte
/// `at`, or [`NONE`].
#[inline(always)]
#[cfg_attr(urigram_web, optimize(speed))]
fn first(m: u64, at: usize) -> usize {
    if m == 0 {
        NONE
    } else {
        at + m.trailing_zeros() as usize
    }
}

/// Checks `b[from..]` as `path [ "?" query ] [ "#" fragment ]` for its
/// bytes: only those of `query`, whole `pct-encoded` triplets and at most
/// one `#`. Which path rule the path matches is the caller's to check, on
/// its first bytes. With `FIND`, the first `?` and the `#` are located too
/// (a verdict does not need them). `None` if the bytes are not a tail.
#[inline(always)]
#[cfg_attr(urigram_web, optimize(speed))]
pub(crate) fn tail<const FIND: bool>(b: &[u8], from: usize) -> Option<Tail> {
    let mut sum = Sum {
        bad: 0,
        hashed: 0,
        carry: 0,
        found: Tail {
            question: NONE,
            hash: NONE,
        },
    };
    let mut i = from;
    while let Some(block) = b[i..].first_chunk::<16>() {
        sum.add::<FIND>(u8x16::from(*block), i, 0, 0xFFFF);
        i += 16;
    }
    if i < b.len() {
        // The last bytes: the input's last sixteen, their masks moved down
        // so that the first unread byte is bit 0, or, in a shorter input,
        // a block padded with NUL.
        if let Some(last) = b.last_chunk::<16>() {
            let shift = i - (b.len() - 16);
            sum.add::<FIND>(u8x16::from(*last), i, shift, 0xFFFF >> shift);
        } else {
            let block = runs::padded(&b[i..]);
            sum.add::<FIND>(u8x16::from(block), i, 0, (1 << (b.len() - i)) - 1);
        }
    }
    (sum.bad == 0 && sum.carry == 0).then_some(sum.found)
}

/// The masks of one block, the low sixteen bits: the bytes outside
/// `query`, `%` and `#`, then `%`, `#` and `?` (which a caller that does
/// not read it leaves for the compiler to drop). The hexadecimal digits
/// are [`hex16`]'s, apart, for the verdict classifies them only where a
/// `%` wants them.
///
/// Outside is tested as its complement in few operations rather than as
/// the class's seven ranges: what stands outside `0x21..=0x7E` (controls,
/// space, DEL, non-ASCII), and the printable bytes that no tail holds,
/// `"`, `<`, `>`, `[`, `\`, `]`, `^`, `` ` ``, `{`, `|` and `}`. Setting bit
/// 5 folds `[\]` onto `{|}` (one range; `^` would fold onto `~`, which a
/// tail holds, so it is tested alone), and setting bit 1 folds `<` onto
/// `>`. The hexadecimal digits are two ranges of the bytes with bit 5 set
/// (digits stay, `A`-`F` fold onto `a`-`f`); the control bytes that fold
/// onto digits are outside already.
#[inline(always)]
#[cfg_attr(urigram_web, optimize(speed))]
fn classes16(v: u8x16) -> [u64; 4] {
    let eq = |x: u8x16, c: u8| x.cmp_eq(u8x16::splat(c));
    let folded = v | u8x16::splat(0x20);
    let excluded = eq(v, b'"')
        | eq(v | u8x16::splat(0x02), b'>')
        | within(folded, b'{', b'}')
        | eq(v, b'^')
        | eq(v, b'`');
    [
        !bits(within(v, 0x21, 0x7E)) & 0xFFFF | bits(excluded),
        bits(eq(v, b'%')),
        bits(eq(v, b'#')),
        bits(eq(v, b'?')),
    ]
}

/// The hexadecimal digits of one block, the low sixteen bits: two ranges
/// of the bytes with bit 5 set (see [`classes16`]).
#[inline(always)]
#[cfg_attr(urigram_web, optimize(speed))]
fn hex16(v: u8x16) -> u64 {
    let folded = v | u8x16::splat(0x20);
    bits(within(folded, b'0', b'9') | within(folded, b'a', b'f'))
}

/// The hexadecimal digits of thirty-two bytes, bit `k` for byte `k`.
#[inline(always)]
#[cfg_attr(urigram_web, optimize(speed))]
fn hex32(pair: &[u8; 32]) -> u64 {
    let (Some(lo), Some(hi)) = (pair.first_chunk::<16>(), pair.last_chunk::<16>()) else {
        // Never: thirty-two bytes hold both sixteen.
        return 0;
    };
    hex16(u8x16::from(*lo)) | hex16(u8x16::from(*hi)) << 16
}

/// The masks of thirty-two bytes, bit `k` for byte `k`, as
/// [`classes16`] gives them.
#[inline(always)]
#[cfg_attr(urigram_web, optimize(speed))]
fn classes32(pair: &[u8; 32]) -> [u64; 4] {
    let (Some(lo), Some(hi)) = (pair.first_chunk::<16>(), pair.last_chunk::<16>()) else {
        // Never: thirty-two bytes hold both sixteen.
        return [1, 0, 0, 0];
    };
    let [a, b, c, d] = classes16(u8x16::from(*lo));
    let [e, f, g, h] = classes16(u8x16::from(*hi));
    [a | e << 16, b | f << 16, c | g << 16, d | h << 16]
}

/// [`tail`] thirty-two bytes a round and the input's last thirty-two read
/// without a loop (as `runs`' `pairs` reads a plain run): the verdict's
/// reading for the whole of the path, query and fragment rather than from
/// the first byte that stops a plain run, and the typed parse's from that
/// byte on (with `FIND`, where the first `?` and the `#` stand). Each pair
/// of blocks costs the same whatever it holds, but for the verdict's
/// hexadecimal digits, classified only in a round that holds a triplet
/// (see below); an input shorter than thirty-two bytes is [`tail`]'s.
#[inline(always)]
#[cfg_attr(urigram_web, optimize(speed))]
pub(crate) fn rounds<const FIND: bool>(b: &[u8], from: usize) -> Option<Tail> {
    let n = b.len();
    let (mut bad, mut hashed, mut carry) = (0u64, 0u64, 0u64);
    let mut found = Tail {
        question: NONE,
        hash: NONE,
    };
    // The masks moved down by `shift`, so that bit 0 stands for byte `at`
    // (the masks hold thirty-two bits, so no bit past the input's end
    // stays, and none needs clearing).
    let mut add = |pair: &[u8; 32], at: usize, shift: usize| {
        let [outside, pct, hash, question] = classes32(pair).map(|m| m >> shift);
        // As in Sum::add, on thirty-two bits: the bytes one and two after
        // a `%` must be digits, those past the round carried to the next
        // (past the input's end `hex` is clear, so a triplet that the end
        // cuts short is broken).
        let digits = pct << 1 | pct << 2 | carry;
        let second = hash & (hash.wrapping_sub(1) | hashed);
        bad |= outside | second;
        // The digits are classified only where a `%` wants them, in a
        // verdict: most lines hold no triplet, and the two ranges are a
        // tenth of a line's instructions on the real URL lists (436 → 389
        // a line; 0.30 → 0.31 mispredicted branches there, but 1.7 → 2.4
        // on web.txt and 2.2 → 2.8 on mixed.txt, where four lines in ten
        // have a `%` or a `#`: docs/performance.md, round six). The typed
        // parse comes here from the first `?`, `%` or `#`, so mostly for
        // a triplet, and classifies them in every round, without the jump.
        if FIND || digits != 0 {
            let hex = hex32(pair) >> shift;
            bad |= digits & !hex & 0xFFFF_FFFF;
        }
        hashed |= 0u64.wrapping_sub(u64::from(hash != 0));
        carry = digits >> 32;
        if FIND {
            found.question = found.question.min(first(question, at));
            found.hash = found.hash.min(first(hash, at));
        }
    };
    let Some(last) = b.last_chunk::<32>() else {
        // (A shorter input read in one step, from its first and last
        // sixteen bytes, ran no faster.)
        return tail::<FIND>(b, from);
    };
    let mut i = from;
    while let Some(pair) = b[i..].first_chunk::<32>() {
        add(pair, i, 0);
        i += 32;
    }
    if i < n {
        // The input's last thirty-two, those before `i` shifted off.
        let shift = i - (n - 32);
        add(last, i, shift);
    }
    (bad == 0 && carry == 0).then_some(found)
}

/// [`rounds`] for a verdict: whether `b[from..]` holds only the bytes of
/// `query`, whole `pct-encoded` triplets and one `#` at most.
#[inline(always)]
#[cfg_attr(urigram_web, optimize(speed))]
pub(crate) fn whole_tail(b: &[u8], from: usize) -> bool {
    rounds::<false>(b, from).is_some()
}

/// The tail by the definition, for the tests of every reading of it
/// (these and super::avx2::tail's): its bytes those of `query` or `%`,
/// every `%` followed by two hexadecimal digits, at most one `#`, each
/// position found by a search.
#[cfg(test)]
pub(crate) fn by_definition(b: &[u8], from: usize) -> Option<(usize, usize)> {
    use super::chars;
    let t = &b[from..];
    let hex = |j: usize| t.get(j).is_some_and(|&c| chars::is(c, chars::HEXDIG));
    let ok = t
        .iter()
        .all(|&c| c == b'#' || chars::is(c, chars::QUERY | chars::PERCENT))
        && (0..t.len()).all(|p| t[p] != b'%' || (hex(p + 1) && hex(p + 2)))
        && t.iter().filter(|&&c| c == b'#').count() <= 1;
    let at = |c: u8| t.iter().position(|&x| x == c).map_or(NONE, |p| from + p);
    ok.then(|| (at(b'?'), at(b'#')))
}

/// Inputs for the tests of every reading of the tail (these and
/// super::avx2::tail's): every byte value on lanes of both blocks of a
/// round, of a later round, of the last thirty-two (which overlap the
/// rounds before) and of a shorter input, alone and as a `%`'s first or
/// second digit, from starts before, at and after it; `check` is given
/// each input and start.
#[cfg(test)]
pub(crate) fn every_byte_cases(mut check: impl FnMut(&[u8], usize)) {
    for len in [20, 32, 33, 40, 63, 64, 65, 70, 100] {
        for at in [
            0, 1, 5, 15, 16, 17, 30, 31, 32, 33, 45, 47, 62, 63, 64, 68, 69, 97,
        ] {
            if at + 2 >= len {
                continue;
            }
            for c in 0..=255u8 {
                for (k, pct) in [(0, false), (1, true), (2, true)] {
                    let mut b = vec![b'a'; len];
                    b[at + k] = c;
                    if pct {
                        b[at] = b'%';
                    }
                    for from in [0, 1, at, at + 1, len] {
                        check(&b, from);
                    }
                }
            }
        }
    }
}

/// Inputs of thirty-two to a hundred bytes, several blocks and the last
/// sixteen's (or thirty-two's) overlap: a `%`, a `#`, a `?` or a byte
/// outside the classes on every lane, a second one or two lanes after it
/// or at the end (triplets across the blocks' and the rounds' seams and
/// cut by the end, a second `#`, a `?` before or after the `#`), from
/// starts on either side of it; `check` is given each input and start.
#[cfg(test)]
pub(crate) fn long_cases(mut check: impl FnMut(&[u8], usize)) {
    for len in 32..100 {
        for p in 0..len {
            for (c, d) in [
                (b'%', b'g'),
                (b'%', b'%'),
                (b'%', b'F'),
                (b'#', b'#'),
                (b' ', b'a'),
                (b'?', b'#'),
                (b'#', b'?'),
                (b'?', b'?'),
            ] {
                for q in [p + 1, p + 2, len - 1] {
                    let mut b = vec![b'a'; len];
                    if q < len {
                        b[q] = d;
                    }
                    b[p] = c;
                    for from in [0, 1, p.saturating_sub(1), p, p + 1, len] {
                        check(&b, from.min(len));
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Inputs of up to forty bytes of `a` with a byte of the alphabet below
    /// on every lane and a second on the two lanes after it or the last
    /// (so triplets across the blocks' seams, cut short by the end, and in
    /// the last, moved block), from starts before, at and after the first:
    /// as the definition says.
    #[test]
    fn tail_agrees_with_the_definition() {
        let alphabet = b"%0Fg#?/:[ \x00\x7f\x80";
        for len in 0..40 {
            for p in 0..len {
                for q in [p, p + 1, p + 2, len - 1] {
                    for &c in alphabet {
                        for &d in b"%0g#?" {
                            let mut b = vec![b'a'; len];
                            b[q.min(len - 1)] = d;
                            b[p] = c;
                            for from in [0, 1, 3, p.saturating_sub(1), p, p + 1, len] {
                                let from = from.min(len);
                                let got = tail::<true>(&b, from).map(|t| (t.question, t.hash));
                                assert_eq!(got, by_definition(&b, from), "{b:?} {from}");
                                assert_eq!(tail::<false>(&b, from).is_some(), got.is_some());
                                assert_eq!(whole_tail(&b, from), got.is_some(), "{b:?} {from}");
                                let found = rounds::<true>(&b, from).map(|t| (t.question, t.hash));
                                assert_eq!(found, got, "rounds: {b:?} {from}");
                            }
                        }
                    }
                }
            }
        }
    }
    /// Every byte value on lanes of both blocks of a round, of a later
    /// round, of the last thirty-two (which overlap the rounds before) and
    /// of a shorter input, alone and as a `%`'s first or second digit:
    /// [`whole_tail`] and [`rounds`] as the definition says (their classes
    /// are tested as complements and folds, not as the class's ranges).
    #[test]
    fn whole_tail_knows_every_byte() {
        every_byte_cases(|b, from| {
            let want = by_definition(b, from);
            assert_eq!(whole_tail(b, from), want.is_some(), "{b:?} {from}");
            let found = rounds::<true>(b, from).map(|t| (t.question, t.hash));
            assert_eq!(found, want, "rounds: {b:?} {from}");
        });
    }

    /// The long cases (see [`long_cases`]): the blocks' three readings as
    /// the definition says.
    #[test]
    fn long_tails_agree_with_the_definition() {
        long_cases(|b, from| {
            let got = tail::<true>(b, from).map(|t| (t.question, t.hash));
            assert_eq!(got, by_definition(b, from), "{b:?} {from}");
            assert_eq!(whole_tail(b, from), got.is_some(), "{b:?} {from}");
            let found = rounds::<true>(b, from).map(|t| (t.question, t.hash));
            assert_eq!(found, got, "rounds: {b:?} {from}");
        });
    }
}
