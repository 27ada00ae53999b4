//! The head of a reference (its scheme and a plain authority) read from
//! bit masks of its first thirty-two bytes: what [`super::fast`] tries
//! before reading the head run by run.
//!
//! Reading the head run by run leaves a loop at the scheme's end, at the
//! host's end and at the port's end, and branches on the byte that ends
//! the host: four exits whose place moves from line to line (`http` or
//! `https`, `:443` or `:8080`, `/` or `:` or `?`), which no predictor
//! foresees. Here the first thirty-two bytes are classified at once, two
//! [`u8x16`] blocks, and each of those ends is a position in a mask, the
//! lowest set bit of a mask from a given position (`trailing_zeros`),
//! chosen between by selects rather than jumps. What the masks cannot
//! decide (an input shorter than sixteen bytes, an `@`, an IP literal, a
//! `%` or a rarer byte of `reg-name` in the host, a head longer than the
//! window) they leave to the reading run by run, which reads the same
//! strings; so a line costs the two blocks and a branch or two that are
//! taken the same way for most lines of a corpus.
//!
//! Used for the verdict only (`is_valid`, `check -q`): in the typed parse
//! the window cost more than it saved (see [`super::fast`]'s `head`).
//! Measured with `scripts/validate_instructions.sh` (docs/performance.md,
//! "Validation against the byte-class scan").

use wide::u8x16;

use super::chars;

/// Where [`window`] found the head's parts: the scheme's end (0 for
/// none), where the hierarchical part begins, and the authority when `//`
/// begins it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Window {
    /// Where the scheme ends (the `:`), or 0 for a relative reference.
    pub(super) scheme_end: usize,
    /// Where `hier-part` (or `relative-part`) begins: after the `:`, or 0.
    pub(super) hier: usize,
    /// What follows `hier`.
    pub(super) authority: Authority,
}

/// The authority as [`window`] found it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Authority {
    /// No `//`: the path begins at `hier`.
    None,
    /// A host of letters, digits, `-` and `.`, and a port if any: the
    /// host's start (after `//`), the host's end and the authority's end,
    /// where the path begins.
    Plain(usize, usize, usize),
    /// Another authority, from `hier + 2`, for the caller to read run by
    /// run.
    Other,
}

/// The masks of the window, bit `k` for byte `k`: bytes of `scheme` after
/// its first (the first block only), the bytes a plain host is made of,
/// digits, `:`, `/`, and the bytes that may end an authority (`/`, `?`,
/// `#`).
struct Masks {
    scheme: u64,
    host: u64,
    digit: u64,
    colon: u64,
    slash: u64,
    after: u64,
}

/// Whether each byte of `v` is in `lo..=hi`: `v - lo`, wrapping, is at
/// most `hi - lo`.
#[inline(always)]
#[cfg_attr(urigram_web, optimize(speed))]
pub(super) fn within(v: u8x16, lo: u8, hi: u8) -> u8x16 {
    let d = v - u8x16::splat(lo);
    d.min(u8x16::splat(hi - lo)).cmp_eq(d)
}

/// The bits of a comparison's lanes, the low sixteen.
#[inline(always)]
#[cfg_attr(urigram_web, optimize(speed))]
pub(super) fn bits(v: u8x16) -> u64 {
    u64::from(v.move_mask() as u16)
}

/// The masks of one block, the low sixteen bits: the bytes of a plain
/// host, digits, `:`, `/`, the ends of an authority, and the bytes of
/// `scheme` after its first. A plain host is letters, digits, `-` and `.`
/// only, a subset of `reg-name` that takes a dozen operations where the
/// whole class takes thirty (its ten ranges), and holds the hosts people
/// write; a host with another byte of `reg-name` is left undecided. Its
/// letters are tested as one range with bit 5 set (which folds upper case
/// onto lower, and no other byte onto `a` to `z`); `-`, `.` and the digits
/// as one range, `/` aside. The bytes of `scheme` after its first are
/// those and `+`.
#[inline(always)]
#[cfg_attr(urigram_web, optimize(speed))]
fn classify(v: u8x16) -> [u64; 6] {
    let eq = |c: u8| v.cmp_eq(u8x16::splat(c));
    let letter = within(v | u8x16::splat(0x20), b'a', b'z');
    let slash = eq(b'/');
    let host = (letter | within(v, b'-', b'9')) & !slash;
    [
        bits(host),
        bits(within(v, b'0', b'9')),
        bits(eq(b':')),
        bits(slash),
        bits(slash | eq(b'?') | eq(b'#')),
        bits(host | eq(b'+')),
    ]
}

/// The masks of `b`'s first thirty-two bytes (or all of a shorter input):
/// the first block, and the block of the sixteen bytes from 16 or, in an
/// input shorter than thirty-two, the input's last sixteen, whose masks,
/// moved up to their place, hold the same bits where the two overlap. No
/// bit stands at or past the input's end. `None` for an input shorter
/// than sixteen, whose head the reading run by run reads in fewer
/// operations than a block padded to sixteen would cost.
#[inline(always)]
#[cfg_attr(urigram_web, optimize(speed))]
fn masks(b: &[u8]) -> Option<Masks> {
    let off = b.len().checked_sub(16)?.min(16);
    let (Some(first), Some(second)) = (b.first_chunk::<16>(), b[off..].first_chunk::<16>()) else {
        return None;
    };
    let [h0, d0, c0, s0, a0, scheme] = classify(u8x16::from(*first));
    let [h1, d1, c1, s1, a1, _] = classify(u8x16::from(*second));
    Some(Masks {
        scheme,
        host: h0 | h1 << off,
        digit: d0 | d1 << off,
        colon: c0 | c1 << off,
        slash: s0 | s1 << off,
        after: a0 | a1 << off,
    })
}

/// The bits below `k` (at most 63; the window's positions here, the IPv6
/// literal's in `ip::literal_masks`).
#[inline(always)]
#[cfg_attr(urigram_web, optimize(speed))]
pub(super) fn below(k: usize) -> u64 {
    (1u64 << k) - 1
}

/// The first position at or after `from` (at most 40) whose bit of `m` is
/// clear.
#[inline(always)]
#[cfg_attr(urigram_web, optimize(speed))]
fn first_clear(m: u64, from: usize) -> usize {
    (!(m | below(from))).trailing_zeros() as usize
}

/// The head of `b` as [`super::fast`]'s `head` reads it, when the window
/// decides it: `None` when it does not (the caller reads the head run by
/// run), never a verdict that the input is invalid.
///
/// ```abnf
/// URI           = scheme ":" hier-part [ "?" query ] [ "#" fragment ]
/// hier-part     = "//" authority path-abempty / ...
/// authority     = [ userinfo "@" ] host [ ":" port ]
/// ```
///
/// The scheme is the run of its bytes from the second, if an ALPHA begins
/// it and a `:` ends it (else the reference is relative, as `head` reads
/// it); a run that fills the first block without a `:` after it is left
/// undecided. After `//`, the authority ends at the first `/`, `?`, `#`
/// or the input's end, none of which it holds; it is read as `head` reads
/// it (its `authority`) when its bytes are those of `reg-name` up to its
/// first `:`, if any, and digits after: a host and a port, with no
/// userinfo, which would need an `@`. Any other authority (an `@`, a `[`,
/// a `%`, a byte of `reg-name` other than letters, digits, `-` and `.`, an
/// end past the window) is left undecided. The path's start is
/// found first, from the positions of the scheme's end and the authority's
/// end only, since what reads on from there waits for it; the checks of
/// the bytes between come after, beside it.
#[inline(always)]
#[cfg_attr(urigram_web, optimize(speed))]
pub(super) fn window(b: &[u8]) -> Option<Window> {
    let m = masks(b)?;
    let n = b.len();
    let alpha = b.first().is_some_and(|&c| chars::is(c, chars::ALPHA));
    // scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ), then ":"
    let run = first_clear(m.scheme, 1);
    let has_scheme = alpha & (m.colon >> run & 1 == 1);
    let scheme_open = alpha & !has_scheme & (run == 16) & (n > 16);
    let hier = if has_scheme { run + 1 } else { 0 };
    // "//" authority, then path-abempty's "/", or "?", "#" or the end.
    let has_authority = m.slash >> hier & 3 == 3;
    let host_start = hier + 2;
    let input_end = if n < 64 { 1u64 << n } else { 0 };
    // (At most 33: past 32 the window does not decide.)
    let end = ((m.after | input_end) & !below(host_start)).trailing_zeros() as usize;
    let end = end.min(33);
    // host = reg-name up to the first ":", then port = *DIGIT.
    let inside = below(end) & !below(host_start);
    let colons = m.colon & inside;
    let host_end = if colons == 0 {
        end
    } else {
        colons.trailing_zeros() as usize
    };
    let host_bad = inside & below(host_end) & !m.host;
    let port_bad = inside & !below(host_end + 1) & !m.digit;
    let plain = (end <= 32) & (host_bad | port_bad == 0);
    if scheme_open {
        return None;
    }
    Some(Window {
        scheme_end: if has_scheme { run } else { 0 },
        hier,
        authority: match (has_authority, plain) {
            (false, _) => Authority::None,
            (true, true) => Authority::Plain(host_start, host_end, end),
            (true, false) => Authority::Other,
        },
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The head by the definition, read with the character tables a byte
    /// at a time: the same fields, or `None` where the window is to leave
    /// the input to the reading run by run.
    fn by_definition(b: &[u8]) -> Option<Window> {
        let is = |j: usize, class| b.get(j).is_some_and(|&c| chars::is(c, class));
        let run = |from: usize, class| (from..).find(|&j| !is(j, class)).unwrap_or(from);
        let alpha = is(0, chars::ALPHA);
        let s = run(1, chars::SCHEME);
        // The window holds sixteen bytes at least, and the scheme's bytes
        // of the first block only.
        if b.len() < 16 || (alpha && b.len() > 16 && s >= 16 && !(s == 16 && b[16] == b':')) {
            return None;
        }
        let scheme_end = if alpha && b.get(s) == Some(&b':') {
            s
        } else {
            0
        };
        let hier = if scheme_end > 0 { s + 1 } else { 0 };
        let window = |authority| {
            Some(Window {
                scheme_end,
                hier,
                authority,
            })
        };
        if !b[hier..].starts_with(b"//") {
            return window(Authority::None);
        }
        let host_end = run(hier + 2, chars::REG_NAME);
        let end = if b.get(host_end) == Some(&b':') {
            run(host_end + 1, chars::DIGIT)
        } else {
            host_end
        };
        // The window holds thirty-two bytes.
        let closed = (end == b.len() && end <= 32)
            || (end < 32.min(b.len()) && matches!(b[end], b'/' | b'?' | b'#'));
        // The window decides plain hosts only.
        let plain = b[hier + 2..host_end]
            .iter()
            .all(|&c| c.is_ascii_alphanumeric() || c == b'-' || c == b'.');
        if closed && plain {
            window(Authority::Plain(hier + 2, host_end, end))
        } else {
            window(Authority::Other)
        }
    }

    /// Heads of every shape the window decides or leaves (schemes of one
    /// to twenty bytes, hosts and ports crossing the blocks' seam and the
    /// window's end, each byte that may end them), cut at every length:
    /// as the definition says.
    #[test]
    fn window_agrees_with_the_definition() {
        let mut inputs = Vec::new();
        for scheme in [
            "",
            "h",
            "http",
            "https",
            "a+b-c.d",
            "abcdefghijklmno",
            "abcdefghijklmnopqrst",
            "1a",
            "a_b",
        ] {
            for sep in ["", ":", "://", ":/", "//"] {
                for host in [
                    "",
                    "a",
                    "www.example.com",
                    "a.b.c.d.e.f.g.h.i.j.k",
                    "1.2.3.4",
                    "x%41",
                    "u@h",
                    "[::1]",
                    "h!$&'()*+,;=_~",
                ] {
                    for port in ["", ":", ":8", ":8080", ":80a", ":123456789012"] {
                        for rest in ["", "/", "/p", "?q", "#f", " ", "@x", "\u{0}", "\u{80}"] {
                            inputs.push(format!("{scheme}{sep}{host}{port}{rest}"));
                        }
                    }
                }
            }
        }
        for s in inputs {
            let b = s.as_bytes();
            for len in 0..=b.len() {
                let cut = &b[..len];
                assert_eq!(
                    window(cut),
                    by_definition(cut),
                    "{:?}",
                    String::from_utf8_lossy(cut)
                );
            }
        }
    }
}
