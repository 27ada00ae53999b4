//! Section 3.2.1's character classes (`pchar`, `uchar`, `unreserved`,
//! `escape`, `reserved`, `extra`, `safe`, `unsafe`, `national`) and section
//! 2.2's basic rules.
//!
//! A rule that is one byte of a class is matched as that class in one test;
//! the ends are the same, and the diagnostic names the class as the rule
//! does. Every class is over octets: `national` (and so `unreserved`,
//! `uchar`, `pchar`) holds every byte from 0x80.

use super::rules::*;
use crate::engine::{Cursor, Ends, union};

/// ```abnf
/// pchar          = uchar | ":" | "@" | "&" | "=" | "+"
/// ```
/// RFC 1945 section 3.2.1.
pub fn pchar(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&PCHAR, |c| {
        let one = c.one(at, &PCHAR_CHAR);
        union(one, escape(c, at))
    })
}

/// ```abnf
/// uchar          = unreserved | escape
/// ```
/// RFC 1945 section 3.2.1.
pub fn uchar(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&UCHAR, |c| {
        let one = c.one(at, &UNRESERVED_CHAR);
        union(one, escape(c, at))
    })
}

/// `uchar | reserved`, the element of `absoluteURI`'s rest, `query` and
/// `fragment`: one byte of either class, or an `escape`.
pub(super) fn uchar_or_reserved(c: &mut Cursor<'_>, at: usize) -> Ends {
    let one = c.one(at, &URIC_CHAR);
    union(one, escape(c, at))
}

/// ```abnf
/// unreserved     = ALPHA | DIGIT | safe | extra | national
/// ```
/// RFC 1945 section 3.2.1.
pub fn unreserved(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&UNRESERVED, |c| c.one(at, &UNRESERVED_CHAR))
}

/// ```abnf
/// escape         = "%" HEX HEX
/// ```
/// RFC 1945 section 3.2.1.
pub fn escape(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&ESCAPE, |c| {
        c.seq_classes(at, &[&PERCENT, &HEX_CHAR, &HEX_CHAR])
    })
}

/// ```abnf
/// reserved       = ";" | "/" | "?" | ":" | "@" | "&" | "=" | "+"
/// ```
/// RFC 1945 section 3.2.1.
pub fn reserved(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&RESERVED, |c| c.one(at, &RESERVED_CHAR))
}

/// ```abnf
/// extra          = "!" | "*" | "'" | "(" | ")" | ","
/// ```
/// RFC 1945 section 3.2.1.
pub fn extra(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&EXTRA, |c| c.one(at, &EXTRA_CHAR))
}

/// ```abnf
/// safe           = "$" | "-" | "_" | "."
/// ```
/// RFC 1945 section 3.2.1.
pub fn safe(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&SAFE, |c| c.one(at, &SAFE_CHAR))
}

/// ```abnf
/// unsafe         = CTL | SP | <"> | "#" | "%" | "<" | ">"
/// ```
/// RFC 1945 section 3.2.1. `grammar/rfc1945.abnf` writes `<">` as `%x22`.
/// The Rust name is the raw identifier `r#unsafe`, `unsafe` being a keyword.
pub fn r#unsafe(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&UNSAFE, |c| c.one(at, &UNSAFE_CHAR))
}

/// ```abnf
/// national       = <any OCTET excluding ALPHA, DIGIT,
///                  reserved, extra, safe, and unsafe>
/// ```
/// RFC 1945 section 3.2.1. `grammar/rfc1945.abnf` spells out the octets
/// that remain:
///
/// ```abnf
/// national       = %x5B-5E / %x60 / %x7B-7E / %x80-FF
/// ```
pub fn national(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&NATIONAL, |c| c.one(at, &NATIONAL_CHAR))
}

/// ```abnf
/// UPALPHA        = <any US-ASCII uppercase letter "A".."Z">
/// ```
/// RFC 1945 section 2.2. `grammar/rfc1945.abnf`:
///
/// ```abnf
/// UPALPHA        = %x41-5A
/// ```
pub fn upalpha(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&UPALPHA, |c| c.one(at, &UPPER_LETTER))
}

/// ```abnf
/// LOALPHA        = <any US-ASCII lowercase letter "a".."z">
/// ```
/// RFC 1945 section 2.2. `grammar/rfc1945.abnf`:
///
/// ```abnf
/// LOALPHA        = %x61-7A
/// ```
pub fn loalpha(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&LOALPHA, |c| c.one(at, &LOWER_LETTER))
}

/// ```abnf
/// ALPHA          = UPALPHA | LOALPHA
/// ```
/// RFC 1945 section 2.2.
pub fn alpha(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&ALPHA, |c| c.one(at, &LETTER))
}

/// ```abnf
/// DIGIT          = <any US-ASCII digit "0".."9">
/// ```
/// RFC 1945 section 2.2. `grammar/rfc1945.abnf`:
///
/// ```abnf
/// DIGIT          = %x30-39
/// ```
pub fn digit(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&DIGIT, |c| c.one(at, &DIGIT_CHAR))
}

/// ```abnf
/// CTL            = <any US-ASCII control character
///                  (octets 0 - 31) and DEL (127)>
/// ```
/// RFC 1945 section 2.2. `grammar/rfc1945.abnf`:
///
/// ```abnf
/// CTL            = %x00-1F / %x7F
/// ```
pub fn ctl(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&CTL, |c| c.one(at, &CTL_CHAR))
}

/// ```abnf
/// SP             = <US-ASCII SP, space (32)>
/// ```
/// RFC 1945 section 2.2. `grammar/rfc1945.abnf`:
///
/// ```abnf
/// SP             = %x20
/// ```
pub fn sp(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&SP, |c| c.one(at, &SP_CHAR))
}

/// ```abnf
/// HEX            = "A" | "B" | "C" | "D" | "E" | "F"
///                | "a" | "b" | "c" | "d" | "e" | "f" | DIGIT
/// ```
/// RFC 1945 section 2.2.
pub fn hex(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&HEX, |c| c.one(at, &HEX_CHAR))
}
