//! The verdict of a `URI-reference` in two stages, after simdjson: stage 1
//! classifies the line's first sixty-four bytes sixteen at a time into bit
//! masks (the bytes outside the ordinary class, the structural bytes and
//! the classes the head needs), and stage 2 reads the reference's
//! structure off the lowest set bits of those masks, with no loop over
//! bytes at all; [`super::fast`]'s reading run by run stays the reference
//! and takes what this leaves. On trial (`is_valid_by_masks`), not what
//! `is_valid` runs: faster on `web.txt`, slower on the real URL lists.
//!
//! Why it can be so short: from the path on, a reference holds only the
//! bytes of `query`, `%` and one `#` (see [`super::tail`]); before it, the
//! scheme, the `//` and the authority are cut by the first `:`, the first
//! `/`, `?` or `#`, and one `@`, all of them positions in masks. Every
//! `%` of a valid reference begins a `pct-encoded` triplet, wherever it
//! stands (a `%` in the scheme or the port fails their own checks anyway),
//! so the triplets are checked over the whole window at once. A byte
//! outside `query`, `%` and `#` (a `[` of an IP literal, a space, a byte
//! past ASCII) is left to the reading run by run, which says where the
//! input fails or reads the IP literal; so are heads that do not end
//! inside the window. Past the window, the rest is the tail's one pass of
//! blocks ([`super::tail::tail`]).
//!
//! The reading run by run left a loop at the end of each run (the scheme,
//! the host, the port, the path), exits whose place moves from line to
//! line; here a line costs four blocks and a few branches that go the same
//! way for most lines of a corpus. Measured with
//! `scripts/validate_instructions.sh` (docs/performance.md, "Validation
//! against the byte-class scan").

use wide::u8x16;

use super::chars;
use super::head::{bits, within};
use super::runs;
use super::tail;
use crate::engine::byte_ranges::Ranges;

/// How many bytes stage 1 classifies for the checks of the whole line
/// (the class, the triplets, the `#`): four blocks, one `u64` of masks.
const WINDOW: usize = 64;

/// How many of them it classifies for the head too (the scheme, `//`, the
/// authority): two blocks, which hold the heads of most URLs; the classes
/// the head needs are most of a block's cost, and past its first bytes a
/// line is path, query and fragment.
const HEAD: usize = 32;

/// Stage 1's masks, bit `k` for byte `k` of the input.
#[derive(Clone, Copy, Default)]
struct Masks {
    /// Whether a byte of the window is outside `query`, `%` and `#`: left
    /// to the reading run by run.
    odd: bool,
    /// `%`, over the window.
    pct: u64,
    /// `#`, over the window.
    hash: u64,
    /// The head's masks, over its first [`HEAD`] bytes.
    head: Head,
}

/// The masks of the head's classes.
#[derive(Clone, Copy, Default)]
struct Head {
    /// `:`.
    colon: u64,
    /// `/`.
    slash: u64,
    /// `/`, `?` and `#`: what ends the first segment and the authority.
    delim: u64,
    /// `@`.
    at: u64,
    /// Bytes that are not `DIGIT` (the port's).
    nondigit: u64,
    /// Bytes that are not the scheme's after its first (`ALPHA`, `DIGIT`,
    /// `+`, `-`, `.`).
    nonscheme: u64,
}

/// The bytes of `query` and `%`, worked out when compiling.
const ORDINARY: Ranges = runs::class_ranges(chars::QUERY | chars::PERCENT);

/// Stage 1's classes of the whole line on one block: the lanes outside
/// `query`, `%` and `#` (gathered over the blocks as lanes, since only
/// whether there is one matters), and the bits of `%` and of `#`.
#[inline(always)]
#[cfg_attr(urigram_web, optimize(speed))]
fn classify(v: u8x16) -> (u8x16, [u64; 2]) {
    let hash = v.cmp_eq(u8x16::splat(b'#'));
    let odd = !(ORDINARY.inside(v) | hash);
    (odd, [bits(v.cmp_eq(u8x16::splat(b'%'))), bits(hash)])
}

/// The bytes of `v` that are not `HEXDIG`, the low sixteen bits.
#[inline(always)]
#[cfg_attr(urigram_web, optimize(speed))]
fn nonhex(v: u8x16) -> u64 {
    let hex = within(v, b'0', b'9') | within(v | u8x16::splat(0x20), b'a', b'f');
    !bits(hex) & 0xFFFF
}

/// The bytes of `b`'s window that are not `HEXDIG`, placed as [`stage1`]
/// places its blocks: read again only for a line with a `%` in it.
#[inline(never)]
#[cfg_attr(urigram_web, optimize(speed))]
fn window_nonhex(b: &[u8]) -> u64 {
    let Some(last) = b.len().checked_sub(16) else {
        return nonhex(u8x16::from(runs::padded(b)));
    };
    let mut m = 0;
    for k in 0..WINDOW / 16 {
        let off = (16 * k).min(last);
        m |= nonhex(block(b, off)) << off;
    }
    m
}

/// Stage 1's classes of the head on one block, the low sixteen bits. The
/// letters are one range once bit 5 is set; the scheme's `-`, `.` and
/// digits one range, `/` aside.
#[inline(always)]
#[cfg_attr(urigram_web, optimize(speed))]
fn classify_head(v: u8x16, scheme: bool) -> Head {
    let eq = |c: u8| v.cmp_eq(u8x16::splat(c));
    let slash = eq(b'/');
    let digit = within(v, b'0', b'9');
    let letter = within(v | u8x16::splat(0x20), b'a', b'z');
    let scheme = scheme.then(|| letter | (within(v, b'-', b'9') & !slash) | eq(b'+'));
    Head {
        colon: bits(eq(b':')),
        slash: bits(slash),
        delim: bits(slash | eq(b'?') | eq(b'#')),
        at: bits(eq(b'@')),
        nondigit: !bits(digit) & 0xFFFF,
        nonscheme: scheme.map_or(0, |m| !bits(m) & 0xFFFF),
    }
}

impl Head {
    /// Places `m`, the masks of the block at `off`, into `self`. Blocks
    /// may overlap: where they do they hold the same bits.
    #[inline(always)]
    #[cfg_attr(urigram_web, optimize(speed))]
    fn place(&mut self, m: Head, off: usize) {
        self.colon |= m.colon << off;
        self.slash |= m.slash << off;
        self.delim |= m.delim << off;
        self.at |= m.at << off;
        self.nondigit |= m.nondigit << off;
        self.nonscheme |= m.nonscheme << off;
    }

    /// Keeps the bits under `live` only.
    #[inline(always)]
    #[cfg_attr(urigram_web, optimize(speed))]
    fn keep(&mut self, live: u64) {
        self.colon &= live;
        self.slash &= live;
        self.delim &= live;
        self.at &= live;
        self.nondigit &= live;
        self.nonscheme &= live;
    }
}

/// The sixteen bytes of `b` from `off`.
#[inline(always)]
#[cfg_attr(urigram_web, optimize(speed))]
fn block(b: &[u8], off: usize) -> u8x16 {
    let mut block = [0; 16];
    block.copy_from_slice(&b[off..off + 16]);
    u8x16::from(block)
}

/// Stage 1: the masks of `b`'s first [`WINDOW`] bytes (the head's of its
/// first [`HEAD`]), or all of a shorter input, no bit at or past its end.
/// Blocks at 0 and 16, then at 32 and 48 for an input that reaches past
/// them, each moved back to end at the input's end where it would pass it
/// (so a block may repeat bytes of the one before, with the same bits); an
/// input shorter than sixteen bytes is one block padded with NUL, its
/// padding masked off. Four blocks whatever the length, without the two
/// branches, were 437 rather than 399 instructions a line on the real URL
/// lists and slower on `web.txt` (1.35 against 1.54 GB/s, paired).
#[inline(always)]
#[cfg_attr(urigram_web, optimize(speed))]
fn stage1(b: &[u8]) -> Masks {
    let Some(last) = b.len().checked_sub(16) else {
        let v = u8x16::from(runs::padded(b));
        let live = below(b.len());
        let (odd, [pct, hash]) = classify(v);
        let mut head = classify_head(v, true);
        head.keep(live);
        return Masks {
            odd: bits(odd) & live != 0,
            pct: pct & live,
            hash: hash & live,
            head,
        };
    };
    let mut m = Masks::default();
    let mut odd = u8x16::splat(0);
    let mut add = |off: usize, head: bool, first: bool| {
        let v = block(b, off);
        let (o, [pct, hash]) = classify(v);
        odd |= o;
        m.pct |= pct << off;
        m.hash |= hash << off;
        if head {
            m.head.place(classify_head(v, first), off);
        }
    };
    add(0, true, true);
    add(16.min(last), true, false);
    if last > 16 {
        add(32.min(last), false, false);
        if last > 32 {
            add(48.min(last), false, false);
        }
    }
    m.odd = odd.move_mask() != 0;
    m
}

/// The bits below `k`, all of them from 64 on.
#[inline(always)]
#[cfg_attr(urigram_web, optimize(speed))]
fn below(k: usize) -> u64 {
    !u64::MAX.checked_shl(k as u32).unwrap_or(0)
}

/// Whether `m` has more than one bit set.
#[inline(always)]
#[cfg_attr(urigram_web, optimize(speed))]
fn several(m: u64) -> bool {
    m & m.wrapping_sub(1) != 0
}

/// Whether `s` is a `URI-reference` (RFC 3986, no zone IDs), when the
/// masks decide it: `None` when they leave it to the reading run by run
/// (a byte outside `query`, `%` and `#`, or a head that does not end
/// within the window).
///
/// ```abnf
/// URI-reference = URI / relative-ref
/// URI           = scheme ":" hier-part [ "?" query ] [ "#" fragment ]
/// relative-ref  = relative-part [ "?" query ] [ "#" fragment ]
/// hier-part     = "//" authority path-abempty / path-absolute
///               / path-rootless / path-empty
/// authority     = [ userinfo "@" ] host [ ":" port ]
/// ```
///
/// Stage 2, from the first `:` (`c`) and the first `/`, `?` or `#` (`d`):
/// a `:` before `d` stands in the first segment, which only a `scheme`
/// may end (a relative reference's `path-noscheme` holds no `:` there),
/// so the bytes before it must be a scheme, else the input is none; with
/// the `:` after `d` (or none), the reference is relative and its first
/// segment holds no `:`. After the scheme, `//` begins an authority, which
/// ends at the next `/`, `?`, `#` or the end, none of which it may hold;
/// what follows is `path-abempty`, or `?` or `#`, as that rule needs. In
/// it, the bytes left (those of `query` and `%`, minus `/` and `?`) are
/// `unreserved`, `sub-delims`, `:`, `@` and `%`: at most one `@` (neither
/// the host nor the port holds one), the userinfo before it (which holds
/// all of those but `@`), then the host up to its first `:` (a `reg-name`,
/// which holds no `:`; an IPv4address is one too), and the port, digits
/// only. Every path rule is then a run of `pchar` and `/` whose first
/// bytes were checked above (`//` went to the authority, a relative
/// path's first segment holds no `:`), the query and the fragment runs of
/// `query`'s bytes, and the fragment begins at the one `#`.
#[inline(always)]
#[cfg_attr(urigram_web, optimize(speed))]
pub(super) fn verdict(s: &str) -> Option<bool> {
    let b = s.as_bytes();
    let n = b.len();
    let m = stage1(b);
    if m.odd {
        return None;
    }
    let h = m.head;
    // Whether the head's masks hold the whole input; if not, a position of
    // HEAD or more means "not in the window", and the reading run by run
    // decides.
    let whole_head = n <= HEAD;
    let pos = |mask: u64| (mask.trailing_zeros() as usize).min(n);
    let c = pos(h.colon);
    let d = pos(h.delim);
    // scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ), then ":"
    let scheme = c < d;
    // (The scheme's bytes are classified in the first block only.)
    if scheme && c >= 16 {
        return None;
    }
    if scheme && !(b[0].is_ascii_alphabetic() && h.nonscheme & below(c) & !1 == 0) {
        return Some(false);
    }
    let hier = if scheme { c + 1 } else { 0 };
    if !whole_head && (!scheme && d >= HEAD || hier + 2 >= HEAD) {
        return None;
    }
    // "//" authority; hier is at most n, so at most 32 in a whole head.
    if h.slash.checked_shr(hier as u32).unwrap_or(0) & 3 == 3 {
        let start = hier + 2;
        let end = pos(h.delim & !below(start));
        if !whole_head && end >= HEAD {
            return None;
        }
        let inside = below(end) & !below(start);
        let at = h.at & inside;
        if several(at) {
            return Some(false);
        }
        let host = if at == 0 {
            start
        } else {
            at.trailing_zeros() as usize + 1
        };
        let colons = h.colon & inside & !below(host);
        let port = if colons == 0 {
            end
        } else {
            colons.trailing_zeros() as usize + 1
        };
        if h.nondigit & inside & !below(port) != 0 {
            return Some(false);
        }
    }
    let whole = n <= WINDOW;
    // pct-encoded = "%" HEXDIG HEXDIG, for every "%" of the window whose
    // digits it holds: in a whole window, a "%" in the last two bytes is
    // cut short; past the window, the tail reads the last two again.
    let cut = if whole {
        n.saturating_sub(2)
    } else {
        WINDOW - 2
    };
    let pct = m.pct & below(cut);
    if m.pct != 0
        && ((pct << 1 | pct << 2) & window_nonhex(b) != 0 || whole && m.pct & !below(cut) != 0)
    {
        return Some(false);
    }
    // At most one "#"; the tail counts those from its start on.
    let hash = if whole {
        m.hash
    } else {
        m.hash & below(WINDOW - 2)
    };
    if several(hash) {
        return Some(false);
    }
    if whole {
        return Some(true);
    }
    Some(if hash == 0 {
        tail::tail::<false>(b, WINDOW - 2).is_some()
    } else {
        tail::tail::<true>(b, WINDOW - 2).is_some_and(|t| t.hash == tail::NONE)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every shape stage 2 tells apart (schemes good and bad, `//` or not,
    /// userinfo, ports, triplets whole and cut, one `#` or two, bytes left
    /// to the reading run by run), each moved across the blocks' seams and
    /// the window's end by fillers of every length up to eighty: where the
    /// masks decide, the same verdict as the combinators.
    #[test]
    fn masks_agree_with_the_combinators() {
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
        ];
        let mut decided = 0;
        for shape in shapes {
            for len in 0..80 {
                for fill in ["a", "/", "%41", "9", "@", ":"] {
                    let f = fill.repeat(len / fill.len());
                    let s = shape.replace("{f}", &f);
                    let want = crate::Rule::UriReference.parse(&s).is_ok();
                    if let Some(v) = verdict(&s) {
                        assert_eq!(v, want, "{s:?}");
                        decided += 1;
                    }
                    for tail in ["", "#", "%", "%4", "#x", "/%41", " "] {
                        let s = format!("{s}{tail}");
                        let want = crate::Rule::UriReference.parse(&s).is_ok();
                        if let Some(v) = verdict(&s) {
                            assert_eq!(v, want, "{s:?}");
                        }
                    }
                }
            }
        }
        assert!(decided > 10_000, "only {decided} decided");
    }
}
