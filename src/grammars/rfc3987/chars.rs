//! Section 2.2's characters (`iunreserved`, `ucschar`, `iprivate`) and
//! those it takes from RFC 3986 section 2 (`pct-encoded`, `unreserved`,
//! `reserved`, `gen-delims`, `sub-delims`) and RFC 5234 (`ALPHA`, `DIGIT`,
//! `HEXDIG`).
//!
//! `ucschar` and `iprivate` are code points, and the input is UTF-8: their
//! combinators decode one whole character at the offset and match it or
//! not, so a failure is recorded at the start of the character, never
//! inside it (U+FDD0 after `http://a/` fails at its first byte, although
//! `EF B7` also begins U+FDCF, which is allowed), and a byte sequence that
//! is not UTF-8 fails at its first byte. A rule that is one byte of a class
//! is matched as that class in one test, as the other grammars do.

use super::rules::*;
use crate::engine::{Cursor, Ends, Expected, union};

/// The character that the UTF-8 at `at` encodes, if a whole, well-formed
/// one beginning with a byte from 0x80 up stands there (ASCII is no
/// `ucschar` or `iprivate`, so it is left to the ASCII classes).
pub(super) fn non_ascii_char(input: &[u8], at: usize) -> Option<char> {
    let len = match *input.get(at)? {
        0xC2..=0xDF => 2,
        0xE0..=0xEF => 3,
        0xF0..=0xF4 => 4,
        _ => return None,
    };
    let bytes = input.get(at..at + len)?;
    std::str::from_utf8(bytes).ok()?.chars().next()
}

/// One character at `at` for which `allowed` holds: ends after its UTF-8
/// bytes, or nowhere, the failure recorded at `at` as `class`.
fn one_char(
    c: &mut Cursor<'_>,
    at: usize,
    class: &'static Expected,
    allowed: fn(u32) -> bool,
) -> Ends {
    match non_ascii_char(c.input(), at) {
        Some(ch) if allowed(u32::from(ch)) => vec![at + ch.len_utf8()],
        _ => {
            c.fail(at, class);
            Vec::new()
        }
    }
}

/// Whether code point `cp` is a `ucschar` (section 2.2's ranges).
#[must_use]
pub fn is_ucschar(cp: u32) -> bool {
    matches!(cp, 0xA0..=0xD7FF | 0xF900..=0xFDCF | 0xFDF0..=0xFFEF)
        // Planes 1 to 13 less their last two code points (U+xFFFE, U+xFFFF),
        // and plane 14 from U+E1000 (the RFC leaves out the tag block).
        || ((0x1_0000..=0xD_FFFF).contains(&cp) && cp & 0xFFFF <= 0xFFFD)
        || (0xE_1000..=0xE_FFFD).contains(&cp)
}

/// Whether code point `cp` is an `iprivate` (section 2.2's ranges).
#[must_use]
pub fn is_iprivate(cp: u32) -> bool {
    matches!(cp, 0xE000..=0xF8FF | 0xF_0000..=0xF_FFFD | 0x10_0000..=0x10_FFFD)
}

/// ```abnf
/// iunreserved    = ALPHA / DIGIT / "-" / "." / "_" / "~" / ucschar
/// ```
/// RFC 3987 section 2.2.
pub fn iunreserved(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&IUNRESERVED, |c| {
        let one = c.one(at, &UNRESERVED_CHAR);
        union(one, ucschar(c, at))
    })
}

/// ```abnf
/// ucschar        = %xA0-D7FF / %xF900-FDCF / %xFDF0-FFEF
///                / %x10000-1FFFD / %x20000-2FFFD / %x30000-3FFFD
///                / %x40000-4FFFD / %x50000-5FFFD / %x60000-6FFFD
///                / %x70000-7FFFD / %x80000-8FFFD / %x90000-9FFFD
///                / %xA0000-AFFFD / %xB0000-BFFFD / %xC0000-CFFFD
///                / %xD0000-DFFFD / %xE1000-EFFFD
/// ```
/// RFC 3987 section 2.2: one character of these code points, in UTF-8.
pub fn ucschar(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&UCSCHAR, |c| one_char(c, at, &UCSCHAR_CHAR, is_ucschar))
}

/// ```abnf
/// iprivate       = %xE000-F8FF / %xF0000-FFFFD / %x100000-10FFFD
/// ```
/// RFC 3987 section 2.2: one private-use character, in UTF-8.
pub fn iprivate(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&IPRIVATE, |c| one_char(c, at, &IPRIVATE_CHAR, is_iprivate))
}

/// ```abnf
/// pct-encoded    = "%" HEXDIG HEXDIG
/// ```
/// RFC 3986 section 2.1.
pub fn pct_encoded(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&PCT_ENCODED, |c| {
        c.seq_classes(at, &[&PERCENT, &HEX_CHAR, &HEX_CHAR])
    })
}

/// ```abnf
/// unreserved     = ALPHA / DIGIT / "-" / "." / "_" / "~"
/// ```
/// RFC 3986 section 2.3.
pub fn unreserved(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&UNRESERVED, |c| c.one(at, &UNRESERVED_CHAR))
}

/// ```abnf
/// reserved       = gen-delims / sub-delims
/// ```
/// RFC 3986 section 2.2.
pub fn reserved(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&RESERVED, |c| c.one(at, &RESERVED_CHAR))
}

/// ```abnf
/// gen-delims     = ":" / "/" / "?" / "#" / "[" / "]" / "@"
/// ```
/// RFC 3986 section 2.2.
pub fn gen_delims(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&GEN_DELIMS, |c| c.one(at, &GEN_DELIM))
}

/// ```abnf
/// sub-delims     = "!" / "$" / "&" / "'" / "(" / ")"
///                / "*" / "+" / "," / ";" / "="
/// ```
/// RFC 3986 section 2.2.
pub fn sub_delims(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&SUB_DELIMS, |c| c.one(at, &SUB_DELIM))
}

/// ```abnf
/// ALPHA          =  %x41-5A / %x61-7A   ; A-Z / a-z
/// ```
/// RFC 5234 Appendix B.1.
pub fn alpha(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&ALPHA, |c| c.one(at, &LETTER))
}

/// ```abnf
/// DIGIT          =  %x30-39
///                        ; 0-9
/// ```
/// RFC 5234 Appendix B.1.
pub fn digit(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&DIGIT, |c| c.one(at, &DIGIT_CHAR))
}

/// ```abnf
/// HEXDIG         =  DIGIT / "A" / "B" / "C" / "D" / "E" / "F"
/// ```
/// RFC 5234 Appendix B.1 (quoted letters match either case).
pub fn hexdig(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&HEXDIG, |c| c.one(at, &HEX_CHAR))
}
