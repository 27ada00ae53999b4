//! The characters of section 2.2: `pchar`, `uchar`, `unreserved`, `escape`,
//! `hex`, the letters and digits, and the classes `safe`, `extra`,
//! `national`, `reserved` and `punctuation`.
//!
//! A rule that is one byte of a class is matched as that class in one test;
//! the ends are the same, and the diagnostic names the class as the rule
//! does. As RFC 1808 writes it, `unreserved` leaves `national` out, so no
//! rule that builds a URL reaches `national` or `punctuation`: the grammar
//! follows the text, and the two are matched only when named.

use super::rules::*;
use crate::engine::{Cursor, Ends, union};

/// ```abnf
/// pchar       = uchar | ":" | "@" | "&" | "="
/// ```
/// RFC 1808 section 2.2. The single bytes (`unreserved` and the four
/// marks) are one class; `escape` beside it.
pub fn pchar(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&PCHAR, |c| {
        let one = c.one(at, &PCHAR_CHAR);
        union(one, escape(c, at))
    })
}

/// ```abnf
/// uchar       = unreserved | escape
/// ```
/// RFC 1808 section 2.2.
pub fn uchar(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&UCHAR, |c| {
        let one = c.one(at, &UNRESERVED_CHAR);
        union(one, escape(c, at))
    })
}

/// ```abnf
/// unreserved  = alpha | digit | safe | extra
/// ```
/// RFC 1808 section 2.2. No `national`: the text leaves it out, and so
/// does the grammar, so `~` is no URL character here.
pub fn unreserved(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&UNRESERVED, |c| c.one(at, &UNRESERVED_CHAR))
}

/// ```abnf
/// escape      = "%" hex hex
/// ```
/// RFC 1808 section 2.2.
pub fn escape(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&ESCAPE, |c| {
        let e = c.one(at, &PERCENT);
        let e = c.then(e, |c, p| c.one(p, &HEX_CHAR));
        c.then(e, |c, p| c.one(p, &HEX_CHAR))
    })
}

/// ```abnf
/// hex         = digit | "A" | "B" | "C" | "D" | "E" | "F" |
///                       "a" | "b" | "c" | "d" | "e" | "f"
/// ```
/// RFC 1808 section 2.2. `grammar/rfc1808.abnf` writes the letters as `%x`
/// codes, since RFC 5234's quoted strings match either case:
///
/// ```abnf
/// hex         = digit / %x41-46 / %x61-66
/// ```
pub fn hex(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&HEX, |c| c.one(at, &HEX_CHAR))
}

/// ```abnf
/// alpha       = lowalpha | hialpha
/// ```
/// RFC 1808 section 2.2.
pub fn alpha(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&ALPHA, |c| c.one(at, &LETTER))
}

/// ```abnf
/// lowalpha    = "a" | "b" | "c" | "d" | "e" | "f" | "g" | "h" | "i" |
///               "j" | "k" | "l" | "m" | "n" | "o" | "p" | "q" | "r" |
///               "s" | "t" | "u" | "v" | "w" | "x" | "y" | "z"
/// ```
/// RFC 1808 section 2.2. `grammar/rfc1808.abnf`, in which a quoted letter
/// would match either case:
///
/// ```abnf
/// lowalpha    = %x61-7A
/// ```
pub fn lowalpha(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&LOWALPHA, |c| c.one(at, &LOWER_LETTER))
}

/// ```abnf
/// hialpha     = "A" | "B" | "C" | "D" | "E" | "F" | "G" | "H" | "I" |
///               "J" | "K" | "L" | "M" | "N" | "O" | "P" | "Q" | "R" |
///               "S" | "T" | "U" | "V" | "W" | "X" | "Y" | "Z"
/// ```
/// RFC 1808 section 2.2. `grammar/rfc1808.abnf`:
///
/// ```abnf
/// hialpha     = %x41-5A
/// ```
pub fn hialpha(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&HIALPHA, |c| c.one(at, &UPPER_LETTER))
}

/// ```abnf
/// digit       = "0" | "1" | "2" | "3" | "4" | "5" | "6" | "7" |
///               "8" | "9"
/// ```
/// RFC 1808 section 2.2. `grammar/rfc1808.abnf`:
///
/// ```abnf
/// digit       = %x30-39
/// ```
pub fn digit(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&DIGIT, |c| c.one(at, &DIGIT_CHAR))
}

/// ```abnf
/// safe        = "$" | "-" | "_" | "." | "+"
/// ```
/// RFC 1808 section 2.2.
pub fn safe(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&SAFE, |c| c.one(at, &SAFE_CHAR))
}

/// ```abnf
/// extra       = "!" | "*" | "'" | "(" | ")" | ","
/// ```
/// RFC 1808 section 2.2.
pub fn extra(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&EXTRA, |c| c.one(at, &EXTRA_CHAR))
}

/// ```abnf
/// national    = "{" | "}" | "|" | "\" | "^" | "~" | "[" | "]" | "`"
/// ```
/// RFC 1808 section 2.2. Defined, and used by no other rule (see the
/// module doc).
pub fn national(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&NATIONAL, |c| c.one(at, &NATIONAL_CHAR))
}

/// ```abnf
/// reserved    = ";" | "/" | "?" | ":" | "@" | "&" | "="
/// ```
/// RFC 1808 section 2.2.
pub fn reserved(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&RESERVED, |c| c.one(at, &RESERVED_CHAR))
}

/// ```abnf
/// punctuation = "<" | ">" | "#" | "%" | <">
/// ```
/// RFC 1808 section 2.2. `grammar/rfc1808.abnf` writes `<">` as a code:
///
/// ```abnf
/// punctuation = "<" / ">" / "#" / "%" / %x22
/// ```
pub fn punctuation(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&PUNCTUATION, |c| c.one(at, &PUNCTUATION_CHAR))
}
