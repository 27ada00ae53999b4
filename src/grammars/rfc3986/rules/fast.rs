//! The fast path of the typed entry points and of [`crate::is_valid`]: one
//! pass over the bytes of a whole `URI-reference` that finds where each
//! component stands, or says that the input is not one.
//!
//! The combinators of the other modules are the grammar; this is a shortcut
//! that stands for the same rules, written as one loop over the character
//! tables of [`super::chars`], so that a valid input is read once, without
//! the result layers of the combinators. It records nothing: when it says no,
//! the entry point runs the combinators to locate the error, so error
//! offsets, expected sets and rule paths are theirs alone. Every step below
//! names the ABNF rules it stands for and why the shortcut reads the same
//! strings. The oracle agreement tests check it against the DFA built from
//! `grammar/rfc3986.abnf` (same verdict) and against the combinators (the same
//! tree, offset for offset).

#[cfg(target_arch = "x86_64")]
use super::avx2;
use super::chars::{self, Class};
use super::head;
use super::ip;
use super::runs::{self, Bytes, Runs, Simd};
use super::short;
use super::tail;
use super::word::Word;
use crate::ast::{AuthorityOffsets, HostForm, Offsets, PathKind};

/// A reference as the single pass scanned it ([`uri_reference`]): whether it is a `URI` (it has a
/// scheme) and where its components stand in the input.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Scanned {
    /// The `URI` reading, not `relative-ref`.
    pub(crate) is_uri: bool,
    /// The offsets, counted from the start of the input.
    pub(crate) parts: Offsets,
}

/// `*( class / pct-encoded )` from `from`: where the run ends, or `None` if
/// it holds a broken `pct-encoded` triplet.
///
/// The run goes as far as the bytes of `class` go. If a `%` stops it, the
/// rest of the run is read with `%` taken as one more byte of the class, and
/// its triplets are checked after, all at once ([`triplets_whole`]). This
/// reads the same strings as a scan that takes a whole triplet at a time
/// ([`chars::scan_pct`]): every class that the grammar repeats with
/// `pct-encoded` holds the hexadecimal digits, so over whole triplets the
/// two go alike; no delimiter of the grammar is `%`, so a run never ends on
/// one; and a broken triplet can stand nowhere in a `URI-reference`, so
/// whether the run would have stopped on it or gone on, the input is
/// invalid. Encoded text holds many triplets, and leaving the loop at each
/// costs more than reading the run's words again: a jump that no predictor
/// foresees. That holds for the short inputs URIs mostly are. A byte at a
/// time ([`runs::Bytes`]), the second reading costs more per byte of a long
/// input than the jumps, which a predictor learns where triplets come at
/// even steps, so past [`LONG_INPUT`] bytes that reader's run stops at each
/// `%` instead, as the scan does. Sixteen bytes at a time it never does:
/// each stop there costs a block or two classified for the few bytes to the
/// next `%`, and a long run dense in triplets (`%41%41…`) took 3 ns a byte
/// that way against 0.3 for both readings by blocks (docs/performance.md,
/// the run of record's linear cost).
///
/// Inlined into each caller on the host; in the web build one copy a class,
/// called (the verdict, the tree, `is_query` and the authority readers
/// share it).
#[cfg_attr(not(urigram_web), inline(always))]
#[cfg_attr(urigram_web, inline(never))]
#[cfg_attr(urigram_web, optimize(speed))]
fn run<R: Runs, const C: Class>(b: &[u8], from: usize) -> Option<usize> {
    let i = R::plain::<C, false>(b, from);
    if b.get(i) != Some(&b'%') {
        return Some(i);
    }
    if R::BLOCKS || b.len() - i <= LONG_INPUT {
        let end = R::plain::<C, true>(b, i);
        let run = &b[i..end];
        let whole = if R::BLOCKS {
            runs::triplets_whole_blocks(run)
        } else {
            triplets_whole(run)
        };
        return whole.then_some(end);
    }
    triplet_by_triplet::<R, C>(b, i)
}

/// The rest of a run of a long input from the `%` at `at`, each triplet
/// checked as it comes (see [`run`]).
#[inline(never)]
#[cfg_attr(urigram_web, optimize(speed))]
fn triplet_by_triplet<R: Runs, const C: Class>(b: &[u8], mut at: usize) -> Option<usize> {
    let hex = |j: usize| b.get(j).is_some_and(|&c| chars::is(c, chars::HEXDIG));
    loop {
        if !(hex(at + 1) && hex(at + 2)) {
            return None;
        }
        at = R::plain::<C, false>(b, at + 3);
        if b.get(at) != Some(&b'%') {
            return Some(at);
        }
    }
}

/// The rest of a reference from the `?` at `question` that ends its path,
/// when more than [`LONG_QUERY`] bytes follow (see [`reference`]): the
/// query's plain run, then from whatever stops it the rounds of blocks.
/// Where the query ends, or `None` if the rest is not a query and a
/// fragment. Apart (`inline(never)`), so that the common lines' code is
/// laid out as without it (inlined, it cost them 16 instructions a line).
#[inline(never)]
#[cfg_attr(urigram_web, optimize(speed))]
fn long_query(b: &[u8], question: usize) -> Option<usize> {
    let from = Simd::plain::<{ chars::QUERY }, false>(b, question + 1);
    if from == b.len() {
        return Some(from);
    }
    Some(tail::rounds::<true>(b, from)?.hash.min(b.len()))
}

/// How many bytes from a path's `?` to the input's end the typed parse reads
/// in rounds of blocks ([`tail::rounds`]) rather than as the query's plain
/// run first (see [`reference`]). 769 of `mixed.txt`'s 100,000 lines have
/// more.
const LONG_QUERY: usize = 128;

/// How many bytes from a run's first `%` to the end of the input [`run`]
/// reads again to check the triplets at once; past that, it checks each as
/// it comes.
const LONG_INPUT: usize = 256;

/// `pct-encoded = "%" HEXDIG HEXDIG`: whether every `%` of `run` begins a
/// whole triplet inside it (a run holds the hexadecimal digits, so one that
/// it cuts short is broken). Eight bytes at a time, without a branch per
/// `%`, on the bit tricks of [`super::word`]: the bytes that must be digits are
/// those one and two after a `%`, and none of them may fall outside the
/// hexadecimal digits, nor past the run's end.
#[inline(never)]
#[cfg_attr(urigram_web, optimize(speed))]
fn triplets_whole(run: &[u8]) -> bool {
    // The '%' of the last two bytes of a word, moved to the bytes of the
    // next word that must be its digits.
    let mut carry = 0;
    let mut bad = 0;
    let mut check = |w: u64| {
        let w = Word::new(w);
        let pct = w.find(b'%');
        bad |= (pct << 8 | pct << 16 | carry) & !w.hex_digits();
        carry = pct >> 56 | pct >> 48;
    };
    let mut rest = run;
    while let Some((word, tail)) = rest.split_first_chunk::<8>() {
        check(u64::from_le_bytes(*word));
        rest = tail;
    }
    if !rest.is_empty() {
        // The last bytes, as the low bytes of a word whose others are zero
        // (neither '%' nor a digit): the run's last eight bytes shifted down,
        // or, in a run shorter than that, its bytes one by one.
        check(match run.last_chunk::<8>() {
            Some(last) => u64::from_le_bytes(*last) >> (8 * (8 - rest.len())),
            None => rest.iter().rev().fold(0, |w, &c| w << 8 | u64::from(c)),
        });
    }
    bad == 0 && carry == 0
}

/// Reads a whole `URI-reference`:
///
/// ```abnf
/// URI-reference = URI / relative-ref
/// URI           = scheme ":" hier-part [ "?" query ] [ "#" fragment ]
/// relative-ref  = relative-part [ "?" query ] [ "#" fragment ]
/// ```
///
/// `URI` is the reading exactly when the input begins with a `scheme` and a
/// `:`: then `relative-ref` cannot match, since its first segment would hold
/// that colon (`path-noscheme`) and the other forms of `relative-part` begin
/// with `/`, which no scheme holds; otherwise `URI` cannot match. This is the
/// order [`super::uri_reference`] tries them in, and the tree is the one it
/// builds.
///
/// Inlined into each caller on the host (the parse functions of every
/// reference type), where the call would cost; in WebAssembly one copy,
/// called: each inlined copy is 55 KB of the npm package, whose budget is
/// 400 KB gzipped for the whole page (docs/web.md#size-and-speed), and a
/// call is nothing beside the crossing into WebAssembly.
#[cfg_attr(not(target_family = "wasm"), inline(always))]
#[cfg_attr(target_family = "wasm", inline(never))]
#[cfg_attr(urigram_web, optimize(speed))]
pub(crate) fn uri_reference(s: &str) -> Option<Scanned> {
    reference::<Simd, true>(s, false)
}

/// [`uri_reference`] with the run reader of one table lookup a byte
/// ([`Bytes`]): the reference that the SIMD reader is held to.
#[inline(never)]
#[cfg_attr(urigram_web, optimize(speed))]
pub(crate) fn uri_reference_by_bytes(s: &str) -> Option<Scanned> {
    reference::<Bytes, false>(s, false)
}

/// [`uri_reference`] as a CPU without AVX2 reads it: the tail in blocks
/// of sixteen bytes (SSE2 on x86-64) where [`uri_reference`] reads it
/// thirty-two bytes at once by nibble tables ([`avx2::tail`]), so that
/// the differential tests hold that path to [`uri_reference_by_bytes`] on
/// a machine that has AVX2.
#[cfg(target_arch = "x86_64")]
#[inline(never)]
pub(crate) fn uri_reference_by_blocks(s: &str) -> Option<Scanned> {
    reference::<Simd, false>(s, false)
}

/// [`uri_reference`] under RFC 6874: an IPv6 literal may hold a zone ID
/// (see [`ip_literal`]).
#[inline(never)]
#[cfg_attr(urigram_web, optimize(speed))]
pub(crate) fn uri_reference_zones(s: &str) -> Option<Scanned> {
    reference::<Simd, true>(s, true)
}

/// [`uri_reference`], with zone IDs when `zones` (RFC 6874), the tail
/// read by AVX2's rounds where the CPU has them when `AVX2` (see below;
/// [`uri_reference_by_blocks`] turns it off for the tests). Each caller
/// passes a constant and keeps its own copy, unlike the verdict's
/// ([`is_reference_simd`]): the parse is the package's timed path, and the
/// second copy is 13 KB of wasm before wasm-opt but 0.2 KB of the page
/// gzipped (the two compress as one), so sharing it is not worth a risk.
#[inline(always)]
#[cfg_attr(urigram_web, optimize(speed))]
fn reference<R: Runs, const AVX2: bool>(s: &str, zones: bool) -> Option<Scanned> {
    let b = s.as_bytes();
    let Head {
        scheme_end,
        authority,
        path_start,
    } = head::<R, true>(s, zones)?;
    let is_uri = scheme_end > 0;

    // Every path rule is a first segment and `*( "/" segment )`, so the path
    // is a run of pchar and "/"; the first bytes tell the rules apart. A
    // relative reference's path-noscheme = segment-nz-nc *( "/" segment )
    // may hold no ":" in its first segment: that segment is scanned with the
    // class of segment-nz-nc first, so that the path is still read once.
    // path-abempty = *( "/" segment ): after an authority the path is empty
    // or begins with "/", which is checked before the path is scanned (as in
    // valid_tail).
    if authority.is_some() && !matches!(b.get(path_start), None | Some(b'/' | b'?' | b'#')) {
        return None;
    }
    let noscheme = !is_uri && authority.is_none();
    let first_end = if noscheme {
        let e = run::<R, { chars::PCHAR_NC }>(b, path_start)?;
        if b.get(e) == Some(&b':') {
            return None;
        }
        e
    } else {
        path_start
    };
    let (path_end, query_end, end) = if R::BLOCKS {
        // The path, the query and the fragment in one pass (see
        // super::tail): the path ends at the first "?" or the "#". With
        // AVX2 and an input of thirty-two bytes or more, that pass from
        // the path's first byte, in rounds classified by nibble tables
        // (super::avx2::tail), which cost less than the path's plain run
        // in blocks of sixteen and need no jump on where the path ends
        // (mixed.txt 0.70 -> 0.60 of fluent-uri's time;
        // docs/performance.md, round eight).
        //
        // Otherwise the path's run first, as far as its bytes go (in most
        // URLs, to the end), then, from the first byte that stops it, the
        // rest in rounds of thirty-two bytes. A "?" that stops the path no
        // longer begins a run of the query's bytes, then the rounds from
        // the byte that stops it: that second stop was a jump no predictor
        // foresees on lines of every shape, and the rounds read a query
        // with or without triplets alike (on mixed.txt 4.8 → 4.2
        // mispredicted branches a line, callgrind's, for 11 more
        // instructions; docs/performance.md, round five). But a round of
        // blocks costs about twice a plain run's bytes, so a query of more
        // than LONG_QUERY bytes, where the jump is foreseen (few lines have
        // one) and the bytes are most of the cost, is read by its plain
        // run first, as before (a 10 kB query: 2.6 GB/s in rounds, 6.4
        // by its run).
        #[cfg(target_arch = "x86_64")]
        let whole = if AVX2 && b.len() >= 32 {
            avx2::simd().and_then(|simd| avx2::tail::rounds(simd, b, first_end))
        } else {
            None
        };
        #[cfg(not(target_arch = "x86_64"))]
        let whole: Option<Option<tail::Tail>> = None;
        let found = match whole {
            Some(t) => t?,
            None => {
                let stop = Simd::plain::<{ chars::PATH }, false>(b, first_end);
                if stop == b.len() {
                    tail::Tail {
                        question: tail::NONE,
                        hash: tail::NONE,
                    }
                } else if b.len() - stop > LONG_QUERY && b[stop] == b'?' {
                    tail::Tail {
                        question: stop,
                        hash: long_query(b, stop)?,
                    }
                } else {
                    tail::rounds::<true>(b, stop)?
                }
            }
        };
        let query_end = found.hash.min(b.len());
        (found.question.min(query_end), query_end, b.len())
    } else {
        by_runs::<R>(b, first_end)?
    };
    let path = &b[path_start..path_end];
    let kind = if authority.is_some() {
        // path-abempty, its first byte checked above.
        PathKind::AbEmpty
    } else if path.is_empty() {
        // path-empty = 0<pchar>
        PathKind::Empty
    } else if path[0] == b'/' {
        // path-absolute = "/" [ segment-nz *( "/" segment ) ]; "//" went to
        // the authority above.
        PathKind::Absolute
    } else if is_uri {
        // path-rootless = segment-nz *( "/" segment )
        PathKind::Rootless
    } else {
        // path-noscheme, its first segment checked above.
        PathKind::NoScheme
    };

    if end != b.len() {
        return None;
    }
    Some(Scanned {
        is_uri,
        parts: Offsets {
            scheme_end,
            authority,
            path_start,
            path_end,
            kind,
            query_end,
        },
    })
}

/// From `from`, the rest of the path, `[ "?" query ]` and `[ "#" fragment ]`
/// run by run: where the path, the query and the fragment end (the caller
/// checks that the last is the input's end). The reading of [`Bytes`]; the
/// blocks of [`Simd`] read the three at once ([`tail::tail`]).
#[inline(always)]
#[cfg_attr(urigram_web, optimize(speed))]
fn by_runs<R: Runs>(b: &[u8], from: usize) -> Option<(usize, usize, usize)> {
    // path: a run of pchar and "/"
    let path_end = run::<R, { chars::PATH }>(b, from)?;
    // [ "?" query ], query = *( pchar / "/" / "?" )
    let query_end = if b.get(path_end) == Some(&b'?') {
        run::<R, { chars::QUERY }>(b, path_end + 1)?
    } else {
        path_end
    };
    // [ "#" fragment ], fragment = *( pchar / "/" / "?" )
    let end = if b.get(query_end) == Some(&b'#') {
        run::<R, { chars::QUERY }>(b, query_end + 1)?
    } else {
        query_end
    };
    Some((path_end, query_end, end))
}

/// Whether `s` is a `URI-reference`: [`uri_reference`] for a verdict only,
/// which need not work out the host's form nor where the path ends (see
/// [`valid_tail`]). Not inlined in WebAssembly, for the size (see
/// [`uri_reference`]).
#[cfg_attr(not(target_family = "wasm"), inline)]
#[cfg_attr(target_family = "wasm", inline(never))]
#[cfg_attr(urigram_web, optimize(speed))]
pub(crate) fn is_uri_reference(s: &str) -> bool {
    // With AVX2, the masks of thirty-two bytes at once (see super::avx2),
    // where they decide; else the blocks of sixteen, called rather than
    // inlined, so that the verdict's own frame stays small (inlined, their
    // registers were saved and restored on every call, the masks' too),
    // and called from the masks' body, so that this function ends in a
    // jump to it (see avx2::is_reference).
    #[cfg(target_arch = "x86_64")]
    if s.len() >= avx2::SHORTEST {
        if let Some(simd) = avx2::simd() {
            return avx2::is_reference(simd, s, ip_literal_end, is_uri_reference_by_blocks);
        }
        return is_uri_reference_by_blocks(s);
    }
    short_or_blocks(s)
}

/// An input shorter than a block from a small automaton, one table step a
/// byte (see super::short), where the blocks cost more than the bytes;
/// a longer one by the blocks.
#[inline(always)]
#[cfg_attr(urigram_web, optimize(speed))]
fn short_or_blocks(s: &str) -> bool {
    if s.len() < short::SHORT {
        return is_short_reference(s);
    }
    is_reference_simd(s, false, false)
}

/// [`is_uri_reference`] on an input shorter than [`short::SHORT`] bytes:
/// the small automaton of [`short`], and where it leaves the input (an IP
/// literal) the reading of one table lookup a byte, which on so few bytes
/// costs less than the blocks. Apart (`inline(never)`; `#[cold]` cost the
/// real lists mispredicted branches), so that the code of the longer
/// inputs stays laid out as it was: with the automaton inlined
/// there, the real URL lists (no input that short) ran 4% slower for one
/// instruction more a line.
#[inline(never)]
#[cfg_attr(urigram_web, optimize(speed))]
fn is_short_reference(s: &str) -> bool {
    short::verdict(s.as_bytes()).unwrap_or_else(|| is_uri_reference_by_bytes(s))
}

/// [`is_uri_reference`] without AVX2: the blocks of sixteen bytes (SSE2 on
/// x86-64) from the head on, what a CPU without AVX2 runs, and what runs
/// where the AVX2 masks leave an input (a byte outside the class in its
/// head, say, which this reading locates). Held to the scalar reading by
/// the differential tests and the `diff_simd` fuzz target, as
/// [`is_uri_reference`] is.
#[inline(never)]
#[cfg_attr(urigram_web, optimize(speed))]
pub(crate) fn is_uri_reference_by_blocks(s: &str) -> bool {
    short_or_blocks(s)
}

/// [`is_uri_reference`] with the run reader of one table lookup a byte
/// ([`Bytes`]): the reference that the SIMD reader is held to.
#[inline(never)]
#[cfg_attr(urigram_web, optimize(speed))]
pub(crate) fn is_uri_reference_by_bytes(s: &str) -> bool {
    is_reference::<Bytes>(s, false, false)
}

/// [`is_reference`] with the SIMD reader, under either grammar, and for
/// [`is_absolute_uri`] too when `absolute` (a `URI`, with a scheme; the
/// caller has checked that no `#` comes). On the host inlined into each
/// caller, which passes constants, so that RFC 3986's verdict is compiled
/// without a trace of zone IDs; in WebAssembly one copy that all call, for
/// the size (see [`uri_reference`]). The flags are read only in
/// [`ip_literal`], which is never inlined, and once after the head, so the
/// shared copy runs the same steps as three would.
#[cfg_attr(not(target_family = "wasm"), inline(always))]
#[cfg_attr(target_family = "wasm", inline(never))]
#[cfg_attr(urigram_web, optimize(speed))]
fn is_reference_simd(s: &str, zones: bool, absolute: bool) -> bool {
    is_reference::<Simd>(s, zones, absolute)
}

/// [`is_uri_reference`] with the run reader `R`, with zone IDs when `zones`
/// (RFC 6874); when `absolute`, only a `URI` (with a scheme) passes, for
/// [`is_absolute_uri`].
#[inline(always)]
#[cfg_attr(urigram_web, optimize(speed))]
fn is_reference<R: Runs>(s: &str, zones: bool, absolute: bool) -> bool {
    match head::<R, false>(s, zones) {
        Some(h) if !absolute || h.scheme_end > 0 => valid_tail::<R>(
            s.as_bytes(),
            h.scheme_end > 0,
            h.authority.is_some(),
            h.path_start,
        ),
        _ => false,
    }
}

/// The start of a reference, up to its path: where its scheme ends (0 for
/// none), its authority, and where its path begins.
struct Head {
    scheme_end: usize,
    authority: Option<AuthorityOffsets>,
    path_start: usize,
}

/// Reads the scheme and the authority of a `URI-reference`, up to its path.
///
/// `URI` is the reading exactly when the input begins with a `scheme` and a
/// `:` (see [`uri_reference`]). With `TREE` false the caller wants only the
/// verdict, and the host's form is not worked out: an IPv4address is also a
/// reg-name, so whether a host is one changes the tree but never the verdict.
/// With `zones`, RFC 6874's IPv6 literals (see [`ip_literal`]): a flag, not
/// a constant, so that the two grammars share one body where it is not
/// inlined (WebAssembly, for the size); only [`ip_literal`] reads it.
#[inline(always)]
#[cfg_attr(urigram_web, optimize(speed))]
fn head<R: Runs, const TREE: bool>(s: &str, zones: bool) -> Option<Head> {
    let b = s.as_bytes();
    // The common heads from masks of the first bytes (see super::head),
    // for a verdict, with the SIMD reader only: the table's reading below
    // stays the reference that the differential tests hold it to. Not for
    // the tree: in the typed parse the window cost more than it saved
    // (2.14 to 1.85 GB/s on the real URL lists), its code beside the
    // reading run by run growing the parse past what the compiler inlines.
    if let Some(w) = (R::BLOCKS && !TREE).then(|| head::window(b)).flatten() {
        let (authority, path_start) = match w.authority {
            head::Authority::None => (None, w.hier),
            head::Authority::Plain(start, host_end, end) => {
                let host = host_form::<TREE>(s, start, host_end);
                let a = AuthorityOffsets {
                    start,
                    host_start: start,
                    host_end,
                    end,
                    host,
                };
                (Some(a), end)
            }
            head::Authority::Other => {
                let a = authority::<R, TREE>(s, w.hier + 2, zones)?;
                (Some(a), a.end)
            }
        };
        return Some(Head {
            scheme_end: w.scheme_end,
            authority,
            path_start,
        });
    }
    // scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ), then ":"
    let scheme_end = if b.first().is_some_and(|&c| chars::is(c, chars::ALPHA)) {
        let n = R::plain::<{ chars::SCHEME }, false>(b, 1);
        if b.get(n) == Some(&b':') { n } else { 0 }
    } else {
        0
    };
    let hier = if scheme_end > 0 { scheme_end + 1 } else { 0 };
    // hier-part / relative-part = "//" authority path-abempty / ...: "//" can
    // only begin the first alternative (a path-absolute has no empty first
    // segment, and path-rootless / path-noscheme / path-empty none at all).
    // One two-byte word, not `starts_with`: in the wasm build that is
    // core's `<[u8]>::starts_with`, compiled at the library's "z" and called
    // (and a slice pattern, two byte tests, cost the host's parse 2% of its
    // instructions, `scripts/validate_instructions.sh counts`).
    if let Some(two) = b[hier..].first_chunk::<2>()
        && u16::from_ne_bytes(*two) == u16::from_ne_bytes(*b"//")
    {
        let a = authority::<R, TREE>(s, hier + 2, zones)?;
        Some(Head {
            scheme_end,
            authority: Some(a),
            path_start: a.end,
        })
    } else {
        Some(Head {
            scheme_end,
            authority: None,
            path_start: hier,
        })
    }
}

/// Whether the bytes from `path_start` to the end are a path, `[ "?" query ]`
/// and `[ "#" fragment ]`, for a verdict only (the offsets are not wanted).
///
/// A path is a run of `pchar` and `/` (whichever of the five rules it
/// matches), and a query a run of those and `?`; so a path followed by
/// `"?" query` is exactly one run of the query's characters, the path being
/// what stands before its first `?`. One scan stands for both. What tells
/// the path rules apart is then checked on the first bytes, as in
/// [`uri_reference`]: after an authority, `path-abempty` is empty or begins
/// with `/`; in a relative reference, the first segment of `path-noscheme`
/// holds no `:`.
#[inline(always)]
#[cfg_attr(urigram_web, optimize(speed))]
fn valid_tail<R: Runs>(b: &[u8], is_uri: bool, has_authority: bool, path_start: usize) -> bool {
    // path-abempty = *( "/" segment ): after an authority the path is empty
    // or begins with "/". Checked before the scan, so that an authority cut
    // short (by a ':' not followed by a port, say) is not scanned again as a
    // path.
    if has_authority && !matches!(b.get(path_start), None | Some(b'/' | b'?' | b'#')) {
        return false;
    }
    // path-noscheme = segment-nz-nc *( "/" segment ): in a relative
    // reference without authority, no ":" before the first "/" (or the "?"
    // that ends the path). Scanned with the class of segment-nz-nc, so that
    // the bytes are still read once.
    let mut from = path_start;
    if !is_uri && !has_authority {
        match run::<R, { chars::PCHAR_NC }>(b, path_start) {
            Some(e) if b.get(e) != Some(&b':') => from = e,
            _ => return false,
        }
    }
    if R::BLOCKS {
        // The same in one pass of blocks, thirty-two bytes a round, the
        // triplets and the "#" checked in every round (see
        // super::tail::whole_tail). It used to read the run of query's
        // bytes first and the rest from the first byte that stopped it (a
        // "%" or a "#" mostly), a jump that lines with and without
        // triplets take either way: 2.38 against 1.86 mispredicted
        // branches a line on web.txt, where the pass costs more
        // instructions (docs/performance.md, "Validation against the
        // byte-class scan").
        return tail::whole_tail(b, from);
    }
    // path [ "?" query ], query = *( pchar / "/" / "?" )
    let Some(query_end) = run::<R, { chars::QUERY }>(b, from) else {
        return false;
    };
    // [ "#" fragment ], fragment = *( pchar / "/" / "?" ), then the end.
    let end = if b.get(query_end) == Some(&b'#') {
        match run::<R, { chars::QUERY }>(b, query_end + 1) {
            Some(e) => e,
            None => return false,
        }
    } else {
        query_end
    };
    end == b.len()
}

/// Reads `authority = [ userinfo "@" ] host [ ":" port ]` from byte `start`
/// of `s`. [`super::authority()`] scans the characters of `userinfo` (those of
/// `reg-name`, `:` and the digits of `port`) and takes the run as the userinfo
/// if an `@` ends it. This reads the same strings in one pass in the common
/// case: it scans a `reg-name` first, which is the host when no `@` comes.
/// Only the bytes of the class of `reg-name` and `pct-encoded` triplets can
/// stand before the first `:` of either reading, so the two runs start
/// alike. When a `:` stops it, digits that the path (or the end) follows are
/// the port; only otherwise can a userinfo go on, and its run is scanned
/// only if an `@` comes later in the input.
///
/// It returns `None` for an authority that no path can follow (after a
/// port, only the path, `?`, `#` or the end may come), as the callers would
/// find on the next byte. With `zones`, RFC 6874's IPv6 literals.
///
/// Inlined into each caller on the host; in the web build one copy a
/// `TREE`, called (the verdict and `whole_authority` share one, the tree
/// and `whole_authority_tree` the other).
#[cfg_attr(not(urigram_web), inline(always))]
#[cfg_attr(urigram_web, inline(never))]
#[cfg_attr(urigram_web, optimize(speed))]
fn authority<R: Runs, const TREE: bool>(
    s: &str,
    start: usize,
    zones: bool,
) -> Option<AuthorityOffsets> {
    let b = s.as_bytes();
    // reg-name = *( unreserved / pct-encoded / sub-delims ), which is also
    // the start of a userinfo = *( unreserved / pct-encoded / sub-delims / ":" )
    let name_end = run::<R, { chars::REG_NAME }>(b, start)?;
    let host_start = match b.get(name_end) {
        // Nothing before a "[": an IP-literal host, without userinfo (no
        // userinfo can hold "[").
        Some(b'[') if name_end == start => start,
        Some(b'@') => name_end + 1,
        Some(b':') => {
            // A port, or a userinfo with a ":" in it. port = *DIGIT, and
            // after the authority comes path-abempty, which is empty or
            // begins with "/", then "?", "#" or the end. Digits followed by
            // one of those are the port: no userinfo holds those bytes, so
            // a userinfo's run would stop there too, without an "@".
            let port_end = R::plain::<{ chars::DIGIT }, false>(b, name_end + 1);
            if matches!(b.get(port_end), None | Some(b'/' | b'?' | b'#')) {
                return Some(AuthorityOffsets {
                    start,
                    host_start: start,
                    host_end: name_end,
                    end: port_end,
                    host: host_form::<TREE>(s, start, name_end),
                });
            }
            // Anything else can stand there only inside a userinfo, which
            // an "@" must end: without one anywhere after, the input is not
            // a reference, and the long run of a userinfo that never ends
            // (an error path) is not scanned here at all.
            memchr::memchr(b'@', &b[port_end..])?;
            let info_end = run::<R, { chars::USERINFO }>(b, name_end)?;
            if b.get(info_end) != Some(&b'@') {
                // Not a userinfo, and not a port followed by the path.
                return None;
            }
            info_end + 1
        }
        _ => {
            // No userinfo and no port.
            return Some(AuthorityOffsets {
                start,
                host_start: start,
                host_end: name_end,
                end: name_end,
                host: host_form::<TREE>(s, start, name_end),
            });
        }
    };
    // host = IP-literal / IPv4address / reg-name: "[" decides the first.
    let (host_end, host) = if b.get(host_start) == Some(&b'[') {
        ip_literal::<R, TREE>(s, host_start, zones)?
    } else {
        let e = run::<R, { chars::REG_NAME }>(b, host_start)?;
        (e, host_form::<TREE>(s, host_start, e))
    };
    // [ ":" port ], port = *DIGIT
    let end = if b.get(host_end) == Some(&b':') {
        R::plain::<{ chars::DIGIT }, false>(b, host_end + 1)
    } else {
        host_end
    };
    Some(AuthorityOffsets {
        start,
        host_start,
        host_end,
        end,
        host,
    })
}

/// The form of the reg-name at `start..end` of `s`: an IPv4address when the
/// whole of it is one (the rule is first-match-wins, as in [`super::host()`]),
/// else a reg-name. With `TREE` false the verdict is all that is wanted, and
/// it does not depend on the form, so this does not look. An IPv4address
/// begins with a digit (dec-octet), so a name that does not is not one.
#[inline]
#[cfg_attr(urigram_web, optimize(speed))]
fn host_form<const TREE: bool>(s: &str, start: usize, end: usize) -> HostForm {
    let digit = s.as_bytes().get(start).is_some_and(u8::is_ascii_digit);
    match (TREE && digit).then(|| ip::ipv4_text(&s[start..end])) {
        Some(Some(addr)) => HostForm::Ipv4(addr),
        _ => HostForm::RegName,
    }
}

/// Where the `IP-literal` from the `[` at byte `at` of `s` ends (after its
/// `]`), if one begins there (RFC 3986, no zone IDs): for the AVX2 masks
/// (super::avx2), which find the brackets, check an IPv6 address between
/// them themselves and leave an IPvFuture to this reading.
#[cfg(target_arch = "x86_64")]
pub(super) fn ip_literal_end(s: &str, at: usize) -> Option<usize> {
    ip_literal::<Simd, false>(s, at, false).map(|(end, _)| end)
}

/// Reads `IP-literal = "[" ( IPv6address / IPvFuture ) "]"` from the `[` at
/// byte `at`: where it ends (after the `]`) and its form. Neither address
/// holds a `]`, so the literal ends at the first one. With `TREE` false only
/// the verdict is wanted, and an IPv6 address's groups are not worked out
/// (its form holds the unspecified address).
///
/// With `zones`, RFC 6874's `IP-literal`, whose IPv6 address may be followed
/// by `"%25" ZoneID`, `ZoneID = 1*( unreserved / pct-encoded )`: no address
/// holds a `%`, so the zone ID begins after the longest address, and runs to
/// the `]`, which it cannot hold either.
#[inline(never)]
#[cfg_attr(urigram_web, optimize(speed))]
fn ip_literal<R: Runs, const TREE: bool>(
    s: &str,
    at: usize,
    zones: bool,
) -> Option<(usize, HostForm)> {
    let b = s.as_bytes();
    let inner = at + 1;
    if matches!(b.get(inner), Some(b'v' | b'V')) {
        // IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )
        let dot = R::plain::<{ chars::HEXDIG }, false>(b, inner + 1);
        if dot == inner + 1 || b.get(dot) != Some(&b'.') {
            return None;
        }
        let close = R::plain::<{ chars::USERINFO }, false>(b, dot + 1);
        if close == dot + 1 || b.get(close) != Some(&b']') {
            return None;
        }
        Some((close + 1, HostForm::IpvFuture { dot }))
    } else {
        // For a verdict, the address from the masks of its bytes (see
        // ip::ipv6_literal_close), where they decide: the same answer with
        // no loop over groups. Not for the tree, which wants the groups.
        if R::BLOCKS
            && !TREE
            && !zones
            && let Some(close) = ip::ipv6_literal_close(b, inner)
        {
            return close.map(|c| (c + 1, HostForm::Ipv6(std::net::Ipv6Addr::UNSPECIFIED)));
        }
        // IPv6address, which holds no "]": read as far as it goes, it must
        // stop at the first "]" (see ip::ipv6_prefix).
        let (len, addr) = ip::ipv6_prefix::<TREE>(&b[inner..])?;
        let mut close = inner + len;
        if zones && b.get(close) == Some(&b'%') {
            if b.get(close + 1..close + 3) != Some(b"25") {
                return None;
            }
            let end = run::<R, { chars::UNRESERVED }>(b, close + 3)?;
            if end == close + 3 {
                return None;
            }
            close = end;
        }
        if b.get(close) != Some(&b']') {
            return None;
        }
        Some((close + 1, HostForm::Ipv6(addr)))
    }
}

/// Whether `s` is a `URI-reference` of RFC 6874's grammar, whose IPv6
/// literals may hold a zone ID: [`is_uri_reference`] with the zone IDs of
/// [`ip_literal`], for a verdict only (the tree is [`uri_reference_zones`]'s).
#[inline(never)]
#[cfg_attr(urigram_web, optimize(speed))]
pub(crate) fn is_uri_reference_zones(s: &str) -> bool {
    is_reference_simd(s, true, false)
}

/// Whether `s` is an `absolute-URI` (section 4.3), with RFC 6874's zone IDs
/// when `zones`:
///
/// ```abnf
/// absolute-URI  = scheme ":" hier-part [ "?" query ]
/// ```
///
/// That is a `URI` without a fragment. A reference is read as a `URI`
/// exactly when it begins with a `scheme` and a `:` (see [`uri_reference`]);
/// a `URI` with no `#` in it has no fragment, and no rule of `absolute-URI`
/// holds a `#`, so one with a `#` is none.
#[cfg_attr(urigram_web, optimize(speed))]
pub(crate) fn is_absolute_uri(s: &str, zones: bool) -> bool {
    memchr::memchr(b'#', s.as_bytes()).is_none() && is_reference_simd(s, zones, true)
}

/// The whole of `s` read as `authority = [ userinfo "@" ] host [ ":" port ]`
/// (section 3.2), with RFC 6874's zone IDs when `zones`: where its parts
/// stand (the host's form is not worked out), or `None` if it is not one.
///
/// [`authority`] reads the authority at the start of `//` + `s`, and reads it
/// the same at the start of `s` (it looks only at the bytes from where it
/// starts). No authority holds a `/`, `?` or `#`, so for an authority `s`,
/// `//` + `s` is a `relative-ref` with an empty path, which the exact fast
/// path accepts: its authority is then read to the end of `s`.
#[cfg_attr(urigram_web, optimize(speed))]
pub(crate) fn whole_authority(s: &str, zones: bool) -> Option<AuthorityOffsets> {
    authority::<Simd, false>(s, 0, zones).filter(|a| a.end == s.len())
}

/// [`whole_authority`] for a tree, under RFC 3986 (no zone IDs): the host's
/// form is worked out too, for a caller that builds its [`crate::ast::Host`]
/// (RFC 9112's `authority-form`).
#[cfg_attr(urigram_web, optimize(speed))]
pub(crate) fn whole_authority_tree(s: &str) -> Option<AuthorityOffsets> {
    authority::<Simd, true>(s, 0, false).filter(|a| a.end == s.len())
}

/// Whether the whole of `s` is a `query = *( pchar / "/" / "?" )` (section
/// 3.4), which is also `fragment`: one run of the class.
#[cfg_attr(urigram_web, optimize(speed))]
pub(crate) fn is_query(s: &str) -> bool {
    run::<Simd, { chars::QUERY }>(s.as_bytes(), 0) == Some(s.len())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The check by the definition: every `%` followed by two hex digits.
    fn triplets_by_bytes(run: &[u8]) -> bool {
        let hex = |j: usize| run.get(j).is_some_and(|&c| chars::is(c, chars::HEXDIG));
        (0..run.len()).all(|p| run[p] != b'%' || (hex(p + 1) && hex(p + 2)))
    }

    /// Long inputs, whose runs check each triplet as it comes (past
    /// `LONG_INPUT`), and short ones, which check them at once, agree with
    /// the combinators on triplets whole and broken, in every component
    /// that may hold them.
    #[test]
    fn runs_of_every_length_agree_with_the_combinators() {
        for len in [0, 5, 200, 300, 1000] {
            let filler = "a".repeat(len);
            for triplet in ["%41", "%4", "%", "%zz", "%4%41", "%41%"] {
                for shape in [
                    "http://{f}{t}b/p",
                    "http://u{t}{f}@h/p",
                    "http://h/{f}{t}/x",
                    "http://h/p?{f}{t}q",
                    "http://h/p#{f}{t}",
                    "{f}{t}/x",
                    "//h/{t}{f}",
                ] {
                    let s = shape.replace("{f}", &filler).replace("{t}", triplet);
                    let combinators = crate::Rule::UriReference.parse(&s).is_ok();
                    assert_eq!(is_uri_reference(&s), combinators, "{s}");
                    assert_eq!(uri_reference(&s).is_some(), combinators, "{s}");
                }
            }
        }
    }

    /// Queries on either side of [`LONG_QUERY`] bytes after the path's `?`
    /// (read by their plain run first above it, in rounds below), with a
    /// triplet, a broken one, a second `?`, a `#`, two `#` or a space at
    /// every place: the parts the scalar reading finds, and its verdict the
    /// combinators'.
    #[test]
    fn long_and_short_queries_read_as_the_scalar_reading_reads_them() {
        for len in [
            LONG_QUERY - 40,
            LONG_QUERY - 1,
            LONG_QUERY,
            LONG_QUERY + 1,
            200,
        ] {
            for at in (0..len).step_by(7).chain([len - 2, len - 1]) {
                for stop in ["%41", "%4g", "?", "#", "#x#", " "] {
                    let mut query = "a".repeat(len);
                    query.replace_range(at..at + 1, stop);
                    for head in ["http://h/p?", "/p?", "?", "http://h?"] {
                        let s = format!("{head}{query}");
                        let want = uri_reference_by_bytes(&s).map(|f| (f.is_uri, f.parts));
                        let got = uri_reference(&s).map(|f| (f.is_uri, f.parts));
                        assert_eq!(got, want, "{s}");
                        let combinators = crate::Rule::UriReference.parse(&s).is_ok();
                        assert_eq!(got.is_some(), combinators, "{s}");
                    }
                }
            }
        }
    }

    /// Every run up to eleven bytes over an alphabet of `%`, digits, letters
    /// on either side of the hexadecimal ones, and other bytes a run holds:
    /// the words and their seams, and the short runs read byte by byte.
    #[test]
    fn triplets_whole_agrees_with_the_definition() {
        let alphabet = b"%0aFgG/~";
        let mut run = Vec::new();
        fn walk(run: &mut Vec<u8>, alphabet: &[u8], depth: usize) {
            assert_eq!(
                triplets_whole(run),
                triplets_by_bytes(run),
                "{:?}",
                String::from_utf8_lossy(run)
            );
            if depth > 0 {
                for &c in alphabet {
                    run.push(c);
                    walk(run, alphabet, depth - 1);
                    run.pop();
                }
            }
        }
        walk(&mut run, alphabet, 7);
        for filler in 0..20 {
            for tail in [&b"%4"[..], b"%41", b"%", b"%4g", b"%41%4", b"x"] {
                let mut run = vec![b'a'; filler];
                run.extend_from_slice(tail);
                assert_eq!(
                    triplets_whole(&run),
                    triplets_by_bytes(&run),
                    "{filler} {tail:?}"
                );
            }
        }
    }

    /// The scalar reading (one table lookup a byte, the reference the
    /// differential tests hold every reading to), for the short reading's
    /// tests.
    fn scalar(b: &[u8]) -> bool {
        std::str::from_utf8(b).is_ok_and(is_uri_reference_by_bytes)
    }

    /// Every string of up to five bytes over one byte of each class (and
    /// a second letter, digit and mark, so that schemes, ports and
    /// triplets take shape), and the same with a `[` and the rest of an IP
    /// literal: the automaton of [`short`] says what the scalar reading says, or leaves
    /// the input to it only where a `[` stands.
    #[test]
    fn the_short_reading_agrees_with_the_scalar_one_on_every_short_string() {
        let alphabet = b"aAg0+_:@/?#%[ ]\x80";
        let mut inputs: Vec<Vec<u8>> = vec![Vec::new()];
        let mut frontier = inputs.clone();
        for _ in 0..5 {
            let mut next = Vec::new();
            for s in &frontier {
                for &c in alphabet {
                    let mut t = s.clone();
                    t.push(c);
                    next.push(t);
                }
            }
            inputs.extend(next.iter().cloned());
            frontier = next;
        }
        let mut decided = 0;
        for s in &inputs {
            match short::verdict(s) {
                Some(v) => {
                    decided += 1;
                    assert_eq!(v, scalar(s), "{:?}", String::from_utf8_lossy(s));
                }
                None => assert!(s.contains(&b'['), "{:?}", String::from_utf8_lossy(s)),
            }
        }
        assert!(decided > inputs.len() / 2);
    }

    /// Short references of every shape the automaton reads (schemes,
    /// authorities with userinfo, ports, triplets in each part, relative
    /// paths with a `:`) and their prefixes, as the scalar reading says;
    /// and the IP literals left to the caller.
    #[test]
    fn the_short_reading_reads_short_references_as_the_scalar_one() {
        let cases = [
            "http://a.b/c",
            "s:",
            "s:/",
            "s://",
            "s://h:80/p",
            "//u@h:8?q#f",
            "//u:p@h",
            "//u:80x",
            "//u:80x@h",
            "//:80",
            "//@",
            "//u@@h",
            "a:b:c",
            "./a:b",
            "a%41b",
            "%4g",
            "%4",
            "?%aF#%00",
            "#a#b",
            "//h%2e/",
            "//u%20@h",
            "1a:b",
            "a@b/c:d",
            "s:%7e:@",
            "//h:8a",
            "x//y",
            "/a//b",
            "//h]",
            "s:[",
            "a b",
            "\u{e9}",
        ];
        for s in cases {
            for end in 0..=s.len() {
                let Some(cut) = s.get(..end) else { continue };
                assert_eq!(
                    short::verdict(cut.as_bytes()),
                    Some(scalar(cut.as_bytes())),
                    "{cut:?}"
                );
            }
        }
        for s in ["//[::1]", "s://u@[v1.x]/", "//[", "s://[::1]:80"] {
            assert_eq!(short::verdict(s.as_bytes()), None, "{s:?}");
        }
    }
}
