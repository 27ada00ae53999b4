//! RFC 3986's verdict thirty-two bytes an instruction, on a CPU with AVX2:
//! each byte's classes from two lookups of sixteen-entry tables by its
//! two nibbles (`vpshufb`, as simdjson classifies JSON), and the
//! reference's structure from the positions of bits in the masks, with
//! no jump on the line's shape.
//!
//! Why AVX2, and why chosen at run time: the package is built for the
//! baseline x86-64, whose SSE2 has no byte shuffle, so [`super::fast`]'s
//! blocks classify a byte by ranges, a dozen operations a class for
//! sixteen bytes; the ten classes a head needs then cost about what a
//! scan of one table lookup a byte costs, and RFC 3986's verdict stayed
//! above that scan on short lines (docs/performance.md, rounds one to
//! six). With a shuffle, two lookups give every class of thirty-two bytes
//! at once. The workspace forbids `unsafe`, which a `#[target_feature]`
//! function needs to be called; [pulp](https://docs.rs/pulp) checks the
//! CPU once and runs a body of safe code compiled with the features
//! enabled (as memchr, already a dependency, picks its AVX2 search at run
//! time). A CPU without AVX2 runs [`super::fast`]'s blocks, which the
//! tests hold to the same verdicts (`is_valid_by_blocks`).
//!
//! What the masks decide, for an input of [`SHORTEST`] bytes or more: the
//! head (scheme, `//`, userinfo, host and port) when it ends within the
//! first sixty-four bytes and its bytes are those of `query`, `%` and `#`
//! or an IP literal's brackets (an IPv6 address between them checked from
//! the same masks, an IPvFuture by [`super::fast`]'s reading), and the
//! rest thirty-two bytes a round. What they leave (another byte that no
//! reference holds in the head, where the reading run by run says why and
//! where, a head longer than the window) goes to [`super::fast`]'s
//! reading, which reads the same strings.

use core::arch::x86_64::{__m128i, __m256i};

use pulp::x86::V3;

use super::ip::ipv6_before_close;

pub(super) mod tail;

/// The CPU's AVX2 (with the rest of x86-64-v3, as pulp groups it), or
/// `None`: detected once, then one load and a compare.
#[inline(always)]
pub(super) fn simd() -> Option<V3> {
    V3::try_new()
}

/// The bytes of `query`, `%` and `#` (every byte a reference may hold
/// outside an IP literal) as the union of seven rectangles, each a set of
/// high nibbles by a set of low nibbles: one bit of the tables each. A
/// byte is in the class when its two lookups share a bit.
const ORDINARY: [(&[u8], &[u8]); 7] = [
    // ! # $ % & ' ( ) * 1 3 4 5 6 7 8 9 : A C D E F G H I J Q S T U V W X
    // Y Z a c d e f g h i j q s t u v w x y z
    (&[2, 3, 4, 5, 6, 7], &[1, 3, 4, 5, 6, 7, 8, 9, 10]),
    // 0 2 @ B P R p r
    (&[3, 4, 5, 7], &[0, 2]),
    // + - / ; = ? K M O k m o
    (&[2, 3, 4, 6], &[11, 13, 15]),
    // , . L N l n
    (&[2, 4, 6], &[12, 14]),
    // B b
    (&[4, 6], &[2]),
    // O _
    (&[4, 5], &[15]),
    // N ~
    (&[4, 7], &[14]),
];

/// The classes of the second pair of tables, bit by bit: bit 7 DIGIT,
/// bit 6 the letters of HEXDIG, bits 5 and 4 ALPHA, bit 3 `+`, `-` and
/// `.`. DIGIT is bit 7 so that a move-mask reads it as it is; HEXDIG is
/// bits 7 and 6, one shift apart.
const OTHER: [(u8, &[u8], &[u8]); 5] = [
    (0x80, &[3], &[0, 1, 2, 3, 4, 5, 6, 7, 8, 9]),
    (0x40, &[4, 6], &[1, 2, 3, 4, 5, 6]),
    (
        0x20,
        &[4, 6],
        &[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15],
    ),
    (0x10, &[5, 7], &[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]),
    (0x08, &[2], &[11, 13, 14]),
];

/// The bits of [`OTHER`] that a scheme's bytes after its first have:
/// `ALPHA / DIGIT / "+" / "-" / "."`.
const SCHEME: u8 = 0x80 | 0x20 | 0x10 | 0x08;

/// The two tables of a set of classes, indexed by the high nibble and by
/// the low: class `k` sets bit `bits[k]` in the entries of its nibbles.
const fn tables<const N: usize>(bits: [u8; N], sets: [(&[u8], &[u8]); N]) -> [[u8; 16]; 2] {
    let mut hi = [0u8; 16];
    let mut lo = [0u8; 16];
    let mut k = 0;
    while k < N {
        let (h, l) = sets[k];
        let mut i = 0;
        while i < h.len() {
            hi[h[i] as usize] |= bits[k];
            i += 1;
        }
        let mut i = 0;
        while i < l.len() {
            lo[l[i] as usize] |= bits[k];
            i += 1;
        }
        k += 1;
    }
    [hi, lo]
}

/// [`ORDINARY`]'s tables, bit `k` for its rectangle `k`.
const ORDINARY_TABLES: [[u8; 16]; 2] = tables([1, 2, 4, 8, 16, 32, 64], ORDINARY);

/// [`OTHER`]'s tables.
const OTHER_TABLES: [[u8; 16]; 2] = tables(
    [OTHER[0].0, OTHER[1].0, OTHER[2].0, OTHER[3].0, OTHER[4].0],
    [
        (OTHER[0].1, OTHER[0].2),
        (OTHER[1].1, OTHER[1].2),
        (OTHER[2].1, OTHER[2].2),
        (OTHER[3].1, OTHER[3].2),
        (OTHER[4].1, OTHER[4].2),
    ],
);

/// The masks a head needs, bit `k` for byte `k`, in this order: the bytes
/// outside `query`, `%` and `#`; `%`; `#`; HEXDIG; `:`; `/`, `?` and `#`
/// (what ends the first segment and the authority); `/`; `@`; DIGIT; the
/// bytes that are not the scheme's after its first; `.` (for an IPv6
/// literal's dotted tail).
type Masks = [u64; 11];

/// The classes of a byte by its nibbles: the lookups of `t` by `hi` and by
/// `lo`, ANDed.
#[inline(always)]
fn look(simd: V3, t: [[u8; 16]; 2], hi: __m256i, lo: __m256i) -> __m256i {
    let table = |t: [u8; 16]| {
        let x: __m128i = pulp::cast(t);
        simd.avx._mm256_set_m128i(x, x)
    };
    let avx2 = simd.avx2;
    avx2._mm256_and_si256(
        avx2._mm256_shuffle_epi8(table(t[0]), hi),
        avx2._mm256_shuffle_epi8(table(t[1]), lo),
    )
}

/// The high and low nibbles of each byte of `v`.
#[inline(always)]
fn nibbles(simd: V3, v: __m256i) -> (__m256i, __m256i) {
    let avx2 = simd.avx2;
    let low = simd.avx._mm256_set1_epi8(0x0F);
    (
        avx2._mm256_and_si256(avx2._mm256_srli_epi16::<4>(v), low),
        avx2._mm256_and_si256(v, low),
    )
}

/// HEXDIG from [`OTHER_TABLES`]' lookup: bit 7 or bit 6.
#[inline(always)]
fn hex(simd: V3, other: __m256i) -> u32 {
    let avx2 = simd.avx2;
    avx2._mm256_movemask_epi8(avx2._mm256_or_si256(other, avx2._mm256_slli_epi16::<1>(other)))
        as u32
}

/// The eleven masks of [`Masks`] for thirty-two bytes.
#[inline(always)]
fn classify(simd: V3, v: __m256i) -> [u32; 11] {
    let (avx, avx2) = (simd.avx, simd.avx2);
    let (hi, lo) = nibbles(simd, v);
    let ordinary = look(simd, ORDINARY_TABLES, hi, lo);
    let other = look(simd, OTHER_TABLES, hi, lo);
    let zero = avx._mm256_setzero_si256();
    let mask = |x: __m256i| avx2._mm256_movemask_epi8(x) as u32;
    let eq = |c: u8| avx2._mm256_cmpeq_epi8(v, avx._mm256_set1_epi8(c as i8));
    let slash = eq(b'/');
    let hash = eq(b'#');
    let scheme = avx2._mm256_and_si256(other, avx._mm256_set1_epi8(SCHEME as i8));
    [
        mask(avx2._mm256_cmpeq_epi8(ordinary, zero)),
        mask(eq(b'%')),
        mask(hash),
        hex(simd, other),
        mask(eq(b':')),
        mask(avx2._mm256_or_si256(avx2._mm256_or_si256(slash, eq(b'?')), hash)),
        mask(slash),
        mask(eq(b'@')),
        mask(other),
        mask(avx2._mm256_cmpeq_epi8(scheme, zero)),
        mask(eq(b'.')),
    ]
}

/// The four masks a tail needs for thirty-two bytes: outside `query`, `%`
/// and `#`; `%`; `#`; HEXDIG. The first four of [`classify`]: the compiler
/// drops the work of the other six.
#[inline(always)]
fn classify_tail(simd: V3, v: __m256i) -> [u32; 4] {
    let [outside, pct, hash, hex, ..] = classify(simd, v);
    [outside, pct, hash, hex]
}

/// The shortest input [`is_reference`] reads: the masks need the first
/// eight bytes and the last eight whole.
pub(super) const SHORTEST: usize = 8;

/// Whether `s`, [`SHORTEST`] bytes or more, is a `URI-reference` (RFC 3986,
/// no zone IDs): the masks' verdict (`wide` or `narrow`) where they
/// decide, else `otherwise`'s (the reading run by run, which says where an
/// input fails; see the module's doc).
///
/// `literal` reads an `IP-literal` from the `[` at a byte (where it ends,
/// after the `]`), as [`super::fast`] does: the masks find the brackets,
/// check an IPv6 address between them themselves, and leave an IPvFuture
/// to it.
///
/// Two bodies, one for inputs of up to thirty-two bytes (one register)
/// and one for longer ones, chosen here: each saves, restores and spills
/// only what its own path needs, where one body for both ran `mixed.txt`
/// 5% slower for the same instructions. And `otherwise` is called from
/// the body compiled with AVX2, so that the caller ends in a jump: with
/// the masks' "undecided" answered by the caller, `is_valid` saved and
/// restored three registers and held the input across the call, 13
/// instructions a line.
#[inline(always)]
pub(super) fn is_reference(
    simd: V3,
    s: &str,
    literal: fn(&str, usize) -> Option<usize>,
    otherwise: fn(&str) -> bool,
) -> bool {
    // Thirty-two bytes exactly fit the one register too (the shuffle then
    // moves nothing), and cost two thirds of the two registers' path where
    // every line is alike.
    if s.len() > 32 {
        simd.vectorize(Decide::<true> {
            simd,
            s,
            literal,
            otherwise,
        })
    } else {
        simd.vectorize(Decide::<false> {
            simd,
            s,
            literal,
            otherwise,
        })
    }
}

/// [`is_reference`]'s bodies, which pulp runs in functions compiled with
/// AVX2, `WIDE` for inputs of more than thirty-two bytes: everything they
/// call is `inline(always)`, so that it is compiled there too (a call out
/// of them would run the intrinsics as calls, ten times slower).
struct Decide<'a, const WIDE: bool> {
    simd: V3,
    s: &'a str,
    literal: fn(&str, usize) -> Option<usize>,
    otherwise: fn(&str) -> bool,
}

impl<const WIDE: bool> pulp::NullaryFnOnce for Decide<'_, WIDE> {
    type Output = bool;

    #[inline(always)]
    fn call(self) -> bool {
        let Decide {
            simd,
            s,
            literal,
            otherwise,
        } = self;
        let decided = if WIDE {
            wide(simd, s, literal)
        } else {
            narrow(simd, s, literal)
        };
        decided.unwrap_or_else(|| otherwise(s))
    }
}

/// The masks' verdict on `s`, [`SHORTEST`] bytes or more: `None` where
/// they leave it to the reading run by run. Each length's reading inlined
/// into the caller's body compiled with AVX2.
#[cfg(test)]
#[inline(always)]
fn decide(simd: V3, s: &str, literal: fn(&str, usize) -> Option<usize>) -> Option<bool> {
    // The lengths as `is_reference` divides them.
    if s.len() > 32 {
        wide(simd, s, literal)
    } else {
        narrow(simd, s, literal)
    }
}

/// [`decide`] in a body compiled with AVX2, for the tests, which read the
/// masks' answer where [`is_reference`] would go on to the reading run by
/// run.
#[cfg(test)]
fn verdict(simd: V3, s: &str, literal: fn(&str, usize) -> Option<usize>) -> Option<bool> {
    struct Verdict<'a> {
        simd: V3,
        s: &'a str,
        literal: fn(&str, usize) -> Option<usize>,
    }
    impl pulp::NullaryFnOnce for Verdict<'_> {
        type Output = Option<bool>;

        #[inline(always)]
        fn call(self) -> Option<bool> {
            decide(self.simd, self.s, self.literal)
        }
    }
    simd.vectorize(Verdict { simd, s, literal })
}

/// An input of [`SHORTEST`] to thirty-two bytes, from the masks of one
/// register.
#[inline(always)]
fn narrow(simd: V3, s: &str, literal: fn(&str, usize) -> Option<usize>) -> Option<bool> {
    let b = s.as_bytes();
    let n = b.len();
    let masks = {
        let sse2 = simd.sse2;
        let lanes: __m128i = pulp::cast([0u8, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
        // Sixteen bytes: the first sixteen of the input, and the rest
        // moved down into place from its last sixteen (lane `j` of
        // the high half takes byte `16 + j`, which is lane `j + 32 -
        // n` of the last sixteen; a lane past the end takes an index
        // of 0x80 or more, which a shuffle turns to NUL), so that each
        // mask is one move-mask, not two halves moved apart. Eight to
        // fifteen bytes the same way from the first eight and the
        // last eight, in one half.
        let v = if let (Some(first), Some(last)) = (b.first_chunk::<16>(), b.last_chunk::<16>()) {
            let from = sse2._mm_add_epi8(lanes, sse2._mm_set1_epi8((32 - n) as i8));
            let index = sse2._mm_adds_epu8(from, sse2._mm_set1_epi8(0x70));
            let rest = simd.ssse3._mm_shuffle_epi8(pulp::cast(*last), index);
            simd.avx._mm256_set_m128i(rest, pulp::cast(*first))
        } else {
            let (Some(first), Some(last)) = (b.first_chunk::<8>(), b.last_chunk::<8>()) else {
                return None;
            };
            let pair = sse2._mm_set_epi64x(i64::from_le_bytes(*last), i64::from_le_bytes(*first));
            let step = (16 - n) as u64 * 0x0101_0101_0101_0101;
            let from = sse2._mm_add_epi8(lanes, sse2._mm_set_epi64x(step as i64, 0));
            let index = sse2._mm_adds_epu8(from, sse2._mm_set1_epi8(0x70));
            let v = simd.ssse3._mm_shuffle_epi8(pair, index);
            simd.avx._mm256_set_m128i(sse2._mm_setzero_si128(), v)
        };
        let mut m = classify(simd, v).map(u64::from);
        // The NULs past the end are outside the class (the scheme's
        // mask is read below the scheme's ":" only).
        m[0] &= below(n);
        m
    };
    // (A "%" in the last two bytes wants digits past the end, where
    // the digits' mask is clear: `head` finds it cut.)
    Some(!head(s, &masks, 1u64 << n, literal, 64)?)
}

/// An input of more than thirty-two bytes: its head from the masks of the
/// first thirty-two where it ends in them (most do), else of the first
/// sixty-four (of all of it, up to sixty-four: the first thirty-two and
/// the last, whose bits, moved up to their place, are the same where the
/// two overlap); then the rest thirty-two bytes a round, which from there
/// on is path, query and fragment (as [`super::tail`] reads it). No jump
/// on the length past thirty-two but the rounds' loop: lines of every
/// length come mixed.
#[inline(always)]
fn wide(simd: V3, s: &str, literal: fn(&str, usize) -> Option<usize>) -> Option<bool> {
    let b = s.as_bytes();
    let n = b.len();
    let w0 = b.first_chunk::<32>()?;
    let a = classify(simd, pulp::cast(*w0));
    // Most heads end in the first thirty-two bytes: then the rest is read
    // in rounds from there, which classify four masks of thirty-two bytes
    // where the window's second register took eleven and a merge.
    let first = a.map(u64::from);
    if let Some(bad) = head(s, &first, 0, literal, 32) {
        return rounds_after(simd, b, bad, &first, 32);
    }
    let off = (n - 32).min(32);
    let w1 = b[off..].first_chunk::<32>()?;
    let z = classify(simd, pulp::cast(*w1));
    let mut masks = [0u64; 11];
    for k in 0..11 {
        masks[k] = u64::from(a[k]) | u64::from(z[k]) << off;
    }
    // The end's bit, when the window holds it; a "%" cut by the end wants
    // digits past it, which no mask holds (below sixty-four bytes) or the
    // carry takes (at sixty-four).
    let bad = head(
        s,
        &masks,
        1u64.checked_shl(n as u32).unwrap_or(0),
        literal,
        64,
    )?;
    rounds_after(simd, b, bad, &masks, 64)
}

/// After a head read from the masks of the first `from` bytes (32 or
/// 64), invalid when `bad`, the rest thirty-two bytes a round, which from
/// there on is path, query and fragment (as [`super::tail`] reads it). A
/// head that the masks find invalid ends the reading there, as the
/// reading run by run stops at its first bad byte: a megabyte of `:` is
/// not read to its end to say no.
#[inline(always)]
fn rounds_after(simd: V3, b: &[u8], bad: bool, masks: &Masks, from: usize) -> Option<bool> {
    if bad {
        return Some(false);
    }
    // The window's "%" in its last two bytes, and the digits that those
    // want, from the window's end.
    let top = masks[1] >> (from - 2);
    let mut t = tail::Sum::<false>::new(
        0u64.wrapping_sub(u64::from(masks[2] != 0)),
        (((top >> 1) & 1) * 3) | (top & 1),
    );
    t.read(simd, b, from);
    Some((t.bad == 0) & (t.carry == 0))
}

/// The bits below `k`, all of them from 64 on.
#[inline(always)]
fn below(k: usize) -> u64 {
    !u64::MAX.checked_shl(k as u32).unwrap_or(0)
}

/// The lowest set bit of `x`.
#[inline(always)]
fn lowest(x: u64) -> u64 {
    x & x.wrapping_neg()
}

/// `x` without its lowest set bit.
#[inline(always)]
fn rest(x: u64) -> u64 {
    x & x.wrapping_sub(1)
}

/// The bits above the lowest set bit of `x`; all of them when `x` is 0.
#[inline(always)]
fn above(x: u64) -> u64 {
    !(x ^ x.wrapping_sub(1)) | 0u64.wrapping_sub(u64::from(x == 0))
}

/// Whether `m` has more than one bit set.
#[inline(always)]
fn several(m: u64) -> bool {
    rest(m) != 0
}

/// Whether the window's masks make the input invalid, `end` being the bit
/// of its end (0 when it goes on past the window), `window` the bytes they
/// hold (32 or 64); `None` when they do not decide. Every position is a
/// bit, not an index, so that no step waits on a count of trailing zeros:
/// the steps form a short chain, not a long one.
///
/// ```abnf
/// URI-reference = URI / relative-ref
/// URI           = scheme ":" hier-part [ "?" query ] [ "#" fragment ]
/// relative-ref  = relative-part [ "?" query ] [ "#" fragment ]
/// authority     = [ userinfo "@" ] host [ ":" port ]
/// ```
///
/// A `:` before the first `/`, `?` or `#` stands in the first segment,
/// which only a scheme may end (a relative reference's `path-noscheme`
/// holds no `:` there), so the bytes before it must be a scheme or the
/// input is none. After the scheme (or at the start), `//` begins an
/// authority, which ends at the next `/`, `?`, `#` or the end; the first
/// two of those are then the `//` itself, whatever came before. In it: at
/// most one `@` (neither the host nor the port holds one), then after the
/// host's first `:` digits only (a `reg-name` holds no `:`, an IPv4address
/// is a `reg-name`, and an IP literal's brackets, outside the class, are
/// found apart, its `]` followed by the port's `:` or the authority's
/// end). From the path on, the bytes of `query`, whole `pct-encoded`
/// triplets and one `#`, wherever they stand.
#[inline(always)]
fn head(
    s: &str,
    m: &Masks,
    end: u64,
    literal: fn(&str, usize) -> Option<usize>,
    window: u32,
) -> Option<bool> {
    let b = s.as_bytes();
    let [
        outside,
        pct,
        hash,
        hex,
        colon,
        delim,
        slash,
        at_sign,
        digit,
        nonscheme,
        dot,
    ] = *m;
    let delim = delim | end;
    let first = lowest(colon | delim);
    // scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ), then ":"
    let has_scheme = first & colon != 0;
    let scheme_bad =
        has_scheme & (!b[0].is_ascii_alphabetic() | (nonscheme & first.wrapping_sub(1) & !1 != 0));
    // "//" right after the scheme's ":", or at the start.
    let hier = if has_scheme { first << 1 } else { 1 };
    let authority = (slash & hier != 0) & (slash & hier << 1 != 0);
    let second = lowest(rest(delim));
    let close = lowest(rest(rest(delim)));
    // Past the window: a reference with no ":", "/", "?" or "#" in it, a
    // scheme's ":" too near its end to see the "//", an authority that
    // does not end in it.
    if end == 0 && (first == 0 || first >> (window - 3) != 0 || authority & (close == 0)) {
        return None;
    }
    let inside = close.wrapping_sub(1) & !(second | second.wrapping_sub(1));
    let ats = at_sign & inside;
    // The bytes after the host's first byte, and whether an IP literal
    // is bad.
    let (after_host, literal_bad) = if outside == 0 {
        (above(ats), false)
    } else {
        // host = IP-literal / ...: a "[" where the host begins, after the
        // "//" or the "@", and a "]" after it in the authority, the only
        // bytes outside the class; what stands between them is checked
        // below. Anything else is left to the reading run by run, which
        // says where it fails.
        let host = if ats == 0 {
            second << 1
        } else {
            lowest(ats) << 1
        };
        let open = outside & host;
        let shut = outside ^ open;
        if !authority || open == 0 || several(shut) || shut & inside == 0 || shut < open {
            return None;
        }
        let at = open.trailing_zeros() as usize;
        let past = shut.trailing_zeros() as usize + 1;
        if b[at] != b'[' || b[past - 1] != b']' {
            return None;
        }
        // After the "]", a ":" and the port, or the authority's end.
        let then = shut << 1 & (colon | close) == 0;
        // IPv6address from the masks of the bytes between the brackets,
        // as the blocks' reading takes it (ip::ipv6_before_close);
        // IPvFuture by that reading.
        let inner = at + 1;
        let ok = if matches!(b[inner], b'v' | b'V') {
            literal(s, at) == Some(past)
        } else {
            let within = |m: u64| (m >> inner) & below(past - 1 - inner);
            ipv6_before_close(&b[inner..past - 1], within(hex), within(colon), within(dot))
        };
        (!below(past), then | !ok)
    };
    let colons = colon & inside & after_host;
    let port = above(colons) & 0u64.wrapping_sub(u64::from(colons != 0));
    let port_bad = !digit & inside & port != 0;
    let authority_bad = authority & (several(ats) | port_bad | literal_bad);
    // (A "%" in the window's last two bytes wants digits past it, which
    // the rounds' carry takes.)
    let pct_bad = (pct << 1 | pct << 2) & !hex & below(window as usize) != 0;
    Some(scheme_bad | authority_bad | pct_bad | several(hash))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Rule;
    use crate::grammars::rfc3986::rules::chars;

    /// An `IP-literal` from the `[` at `at` by the combinators: it ends at
    /// the first `]` (neither address holds one). Like the reading run by
    /// run, it takes the byte at `at` to be the `[` without looking, so
    /// that the masks are tested to look.
    fn literal(s: &str, at: usize) -> Option<usize> {
        let close = at + 1 + s.get(at + 1..)?.find(']')?;
        let inner = s.get(at + 1..=close)?;
        Rule::IpLiteral
            .parse(&format!("[{inner}"))
            .is_ok()
            .then_some(close + 1)
    }

    /// The tables give each byte the classes that the character tables
    /// do, for all 256.
    #[test]
    fn the_tables_classify_every_byte_as_the_character_tables_do() {
        let at = |t: [[u8; 16]; 2], c: u8| t[0][usize::from(c >> 4)] & t[1][usize::from(c & 15)];
        for c in 0..=255u8 {
            let ordinary = chars::is(c, chars::QUERY | chars::PERCENT) || c == b'#';
            assert_eq!(at(ORDINARY_TABLES, c) != 0, ordinary, "{c:#04x}");
            let other = at(OTHER_TABLES, c);
            assert_eq!(other & 0x80 != 0, c.is_ascii_digit(), "{c:#04x}");
            assert_eq!(other & 0xC0 != 0, c.is_ascii_hexdigit(), "{c:#04x}");
            assert_eq!(other & SCHEME != 0, chars::is(c, chars::SCHEME), "{c:#04x}");
        }
    }

    /// Every shape the masks tell apart (schemes good and bad, `//` or
    /// not, userinfo, ports, triplets whole and cut, one `#` or two, bytes
    /// left to the reading run by run), each moved across the blocks'
    /// seams, the window's end and the rounds' by fillers of every length
    /// up to 140: where the masks decide, the combinators' verdict.
    #[test]
    fn the_masks_agree_with_the_combinators() {
        // (A CPU without AVX2 never runs the masks, nor this test.)
        let Some(simd) = simd() else {
            return;
        };
        let shapes = [
            "{f}",
            "http://{f}",
            "http://h{f}/",
            "http://{f}:80/p",
            "http://u@{f}/",
            "http://u:p@h{f}:1/",
            "http://h/{f}",
            "http://h?{f}",
            "http://h#{f}",
            "{f}:x",
            "a{f}:x",
            "1{f}:x",
            "a+b.c-d{f}:x",
            "a_b{f}:x",
            "a{f}://u@@h/{f}",
            "a{f}://h:8x/{f}",
            "/{f}:x",
            "?{f}:x",
            "//{f}",
            "//u@h@{f}/",
            "//h:8{f}0",
            "//h:8:9{f}",
            "//h:{f}x/",
            "s:{f}//h",
            "s:/{f}",
            "s:{f}",
            "{f}%41",
            "{f}%4",
            "{f}%",
            "{f}%4g",
            "{f}#a#",
            "{f}#a?#",
            "#{f}#",
            "{f}?#",
            "http://[::1]{f}/",
            "{f} ",
            "{f}@:",
            "s:{f}%41%4",
            "//{f}%41@h",
            "http://h{f}%zz/",
            ":{f}",
            "//{f}:",
            "s://{f}@",
            "{f}s://h:1/",
            "{f}//h",
            "http://u@[::1]:80/{f}",
            "//[v1.x]{f}",
            "//[v1.x:y]/{f}",
            "http://[::1]x/{f}",
            "http://[::1]:8a/{f}",
            "http://[1::2::3]/{f}",
            "http://a[::1]/{f}",
            "http://[::1/{f}",
            "http://[::1]]/{f}",
            "s://[::1]@h/{f}",
            "s://[::ffff:1.2.3.4]:{f}",
            "s://[{f}]/",
            "[::1]{f}",
            "s:[::1]{f}",
            "s://h/[::1]{f}",
            "//\u{1}bd::5]/{f}",
            "//[bd::5\n/{f}",
            "//u@\u{1}::5]/{f}",
            "http://[1:2:3:4:5:6:7:8]/{f}",
            "http://[1:2:3:4:5:6:7:8:9]/{f}",
            "http://[1:2:3:4:5:6:1.2.3.4]:8/{f}",
            "http://[::1.2.3.256]/{f}",
            "http://[12345::]/{f}",
            "http://[:1]/{f}",
            "http://[1::]/{f}",
            "http://[::]/{f}",
            "http://[1.2.3.4]/{f}",
            "http://[g::1]/{f}",
            "http://[1::2:]/{f}",
            "http://[1:::2]/{f}",
            "http://[ffff:FFFF::aBcD]/{f}",
            "http://]a[/{f}",
            "//u@][/{f}",
            "//[]/{f}",
            "//u]@[::1/{f}",
            "http://a]@[{f}",
        ];
        let fills = [
            "a",
            "/",
            "%41",
            "9",
            "@",
            ":",
            "?",
            "#",
            "%",
            "Zz~_!'",
            "\"<>[]^`{|}\x7f",
            "é",
        ];
        let mut decided = 0;
        for shape in shapes {
            for len in 0..140 {
                for fill in fills {
                    let f = fill.repeat(len / fill.len());
                    let s = shape.replace("{f}", &f);
                    for tail in ["", "#", "%", "%4", "#x", "/%41", " ", ":", "@"] {
                        let s = format!("{s}{tail}");
                        if s.len() < SHORTEST {
                            continue;
                        }
                        let want = Rule::UriReference.parse(&s).is_ok();
                        if let Some(v) = verdict(simd, &s, literal) {
                            assert_eq!(v, want, "{s:?}");
                            decided += 1;
                        }
                    }
                }
            }
        }
        assert!(decided > 100_000, "only {decided} decided");
    }

    /// Every ASCII byte at every place of URLs of the lengths that change
    /// the path (16, 32, 33, 64, 65, 96, 97, 130 bytes): the combinators'
    /// verdict wherever the masks decide.
    #[test]
    fn every_byte_at_every_place() {
        let Some(simd) = simd() else {
            return;
        };
        for len in [8, 9, 15, 16, 17, 31, 32, 33, 63, 64, 65, 96, 97, 130] {
            let base: Vec<u8> = b"http://user@ab.cd:80/p/q?x=1&y=%41#frag"
                .iter()
                .copied()
                .cycle()
                .take(len)
                .collect();
            for at in 0..len {
                for c in 0..=127u8 {
                    let mut b = base.clone();
                    b[at] = c;
                    let s = std::str::from_utf8(&b).expect("ASCII");
                    let want = Rule::UriReference.parse(s).is_ok();
                    if let Some(v) = verdict(simd, s, literal) {
                        assert_eq!(v, want, "{s:?}");
                    }
                }
            }
        }
    }
}
