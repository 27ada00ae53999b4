//! The typed parse's tail, `path [ "?" query ] [ "#" fragment ]`, from the
//! path's first byte, thirty-two bytes a round from the nibble tables of
//! [`super`], on a CPU with AVX2 and an input of thirty-two bytes or more.
//!
//! Without AVX2 the parse reads the path's plain run first, sixteen bytes
//! at once classified by ranges (SSE2: the baseline x86-64 has no byte
//! shuffle), then, from the byte that stops it (a `?`, `%` or `#`), the
//! rest in rounds of two such blocks
//! ([`crate::grammars::rfc3986::rules::tail::rounds`]), which cost about
//! twice a plain run. With the nibble tables a round costs less than the
//! plain run's blocks did, so the parse takes the rounds from the path's
//! start: no jump on where the path ends (which lines of every shape do
//! at a different byte), and the triplets of a path checked in the same
//! round. The typed parse on `mixed.txt` went from 0.70 to 0.60 of
//! fluent-uri's time (docs/performance.md, round eight).

use core::arch::x86_64::__m256i;

use pulp::x86::V3;

use super::classify_tail;
use crate::grammars::rfc3986::rules::tail::{NONE, Tail};

/// [`crate::grammars::rfc3986::rules::tail::rounds`] with `FIND`, for an
/// input of thirty-two bytes or more (`None` for a shorter one, which the
/// blocks of sixteen read): `Some(None)` if `b[from..]` holds a byte that
/// no tail holds, a broken triplet or a second `#`; else where its first
/// `?` and its `#` stand. Its tests and `tail.rs`'s read the
/// same inputs against the tail's definition.
#[inline(always)]
pub(in crate::grammars::rfc3986::rules) fn rounds(
    simd: V3,
    b: &[u8],
    from: usize,
) -> Option<Option<Tail>> {
    simd.vectorize(Rounds { simd, b, from })
}

/// [`rounds`]' body, compiled with AVX2 by pulp (see [`super::is_reference`]).
struct Rounds<'a> {
    simd: V3,
    b: &'a [u8],
    from: usize,
}

impl pulp::NullaryFnOnce for Rounds<'_> {
    /// `None` for an input shorter than thirty-two bytes.
    type Output = Option<Option<Tail>>;

    #[inline(always)]
    fn call(self) -> Option<Option<Tail>> {
        let Rounds { simd, b, from } = self;
        b.last_chunk::<32>()?;
        let mut sum = Sum::<true>::new(0, 0);
        sum.read(simd, b, from);
        Some(sum.found())
    }
}

/// What the rounds of a tail add up to, as in the blocks' `Sum`
/// ([`crate::grammars::rfc3986::rules::tail`]): the verdict's rounds after
/// its head ([`super::rounds_after`]) and, with `FIND`, the typed parse's,
/// which also locate the first `?` and the `#`.
pub(super) struct Sum<const FIND: bool> {
    /// Bytes outside `query`, `%` and `#`, digits that a `%` wants and are
    /// not, a second `#`.
    pub(super) bad: u64,
    /// All ones once a `#` was seen.
    hashed: u64,
    /// The digits a `%` of the round before wants, as bits of this one.
    pub(super) carry: u64,
    /// With `FIND`, the first `?`, as its position plus one (0 for none
    /// yet), so that the first round that holds one sets it with no jump.
    question: usize,
    /// With `FIND`, the `#`, likewise.
    hash: usize,
}

impl<const FIND: bool> Sum<FIND> {
    /// Nothing read yet but what `hashed` and `carry` say of the bytes
    /// before (a head's window: whether it held a `#`, as all ones or
    /// none, and the digits its last `%` wants).
    #[inline(always)]
    pub(super) fn new(hashed: u64, carry: u64) -> Self {
        Sum {
            bad: 0,
            hashed,
            carry,
            question: 0,
            hash: 0,
        }
    }

    /// Reads `b` from `from` on, thirty-two bytes a round, then the
    /// input's last thirty-two with those before the rounds' end shifted
    /// off.
    #[inline(always)]
    pub(super) fn read(&mut self, simd: V3, b: &[u8], from: usize) {
        let n = b.len();
        let mut i = from;
        while let Some(chunk) = b.get(i..).and_then(<[u8]>::first_chunk::<32>) {
            self.add(simd, chunk, i, 0);
            i += 32;
        }
        if i < n
            && let Some(last) = b.last_chunk::<32>()
        {
            self.add(simd, last, i, i - (n - 32));
        }
    }

    /// Adds the thirty-two bytes of `chunk`, whose byte `shift` stands at
    /// `at` (those before it read already).
    #[inline(always)]
    fn add(&mut self, simd: V3, chunk: &[u8; 32], at: usize, shift: usize) {
        let v: __m256i = pulp::cast(*chunk);
        let [outside, pct, hash, hex] = classify_tail(simd, v).map(|x| u64::from(x) >> shift);
        let digits = pct << 1 | pct << 2 | self.carry;
        let second = hash & (hash.wrapping_sub(1) | self.hashed);
        self.bad |= outside | second | digits & !hex & 0xFFFF_FFFF;
        self.hashed |= 0u64.wrapping_sub(u64::from(hash != 0));
        self.carry = digits >> 32;
        if FIND {
            let avx2 = simd.avx2;
            let question = avx2._mm256_movemask_epi8(
                avx2._mm256_cmpeq_epi8(v, simd.avx._mm256_set1_epi8(b'?' as i8)),
            ) as u32;
            self.question = first(self.question, u64::from(question) >> shift, at);
            self.hash = first(self.hash, hash, at);
        }
    }

    /// What the rounds found: where the first `?` and the `#` stand, or
    /// `None` for a tail that is not one.
    #[inline(always)]
    fn found(&self) -> Option<Tail> {
        let found = Tail {
            question: position(self.question),
            hash: position(self.hash),
        };
        ((self.bad == 0) & (self.carry == 0)).then_some(found)
    }
}

/// `found` (a position plus one, 0 for none) if set, else the lowest set
/// bit of `m` (bit 0 standing for byte `at`) plus one, or 0: a select,
/// not a jump.
#[inline(always)]
fn first(found: usize, m: u64, at: usize) -> usize {
    let here = if m == 0 {
        0
    } else {
        at + m.trailing_zeros() as usize + 1
    };
    if found != 0 { found } else { here }
}

/// A position plus one (0 for none) as [`Tail`] gives it.
#[inline(always)]
fn position(p: usize) -> usize {
    p.checked_sub(1).unwrap_or(NONE)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grammars::rfc3986::rules::tail::{by_definition, every_byte_cases, long_cases};

    /// The rounds where the CPU has AVX2: what the definition finds in an
    /// input of thirty-two bytes or more; a shorter one left to the
    /// blocks.
    fn check(b: &[u8], from: usize) {
        let Some(simd) = super::super::simd() else {
            return;
        };
        let got = rounds(simd, b, from).map(|t| t.map(|t| (t.question, t.hash)));
        let want = (b.len() >= 32).then(|| by_definition(b, from));
        assert_eq!(got, want, "{:?} from {from}", String::from_utf8_lossy(b));
    }

    /// The inputs of `tail.rs`'s test of every byte value.
    #[test]
    fn every_byte_on_every_kind_of_round() {
        every_byte_cases(check);
    }

    /// The inputs of `tail.rs`'s test of long tails: delimiters across the
    /// rounds' seams.
    #[test]
    fn delimiters_across_the_seams() {
        long_cases(check);
    }
}
