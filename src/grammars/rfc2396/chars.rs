//! Sections 1.6 and 2: the characters (`uric`, `reserved`, `unreserved`,
//! `mark`, `escaped`, `hex`) and the letters and digits of the notation.
//!
//! A rule that is one byte of a class (`alpha = lowalpha | upalpha`, and so
//! on) is matched as that class in one test; the ends are the same, and the
//! diagnostic names the class as the rule does.

use super::rules::*;
use crate::engine::{Cursor, Ends, union};

/// ```abnf
/// uric          = reserved | unreserved | escaped
/// ```
/// RFC 2396 section 2.
pub fn uric(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&URIC, |c| {
        let one = c.one(at, &URIC_CHAR);
        union(one, escaped(c, at))
    })
}

/// ```abnf
/// reserved      = ";" | "/" | "?" | ":" | "@" | "&" | "=" | "+" |
///                 "$" | "," | "[" | "]"
/// ```
/// RFC 2396 section 2.2, as RFC 2732 section 3 amends it (`[` and `]`).
pub fn reserved(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&RESERVED, |c| c.one(at, &RESERVED_CHAR))
}

/// ```abnf
/// unreserved    = alphanum | mark
/// ```
/// RFC 2396 section 2.3.
pub fn unreserved(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&UNRESERVED, |c| c.one(at, &UNRESERVED_CHAR))
}

/// ```abnf
/// mark          = "-" | "_" | "." | "!" | "~" | "*" | "'" |
///                 "(" | ")"
/// ```
/// RFC 2396 section 2.3.
pub fn mark(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&MARK, |c| c.one(at, &MARK_CHAR))
}

/// ```abnf
/// escaped       = "%" hex hex
/// ```
/// RFC 2396 section 2.4.1.
pub fn escaped(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&ESCAPED, |c| {
        let e = c.one(at, &PERCENT);
        let e = c.then(e, |c, p| c.one(p, &HEX_CHAR));
        c.then(e, |c, p| c.one(p, &HEX_CHAR))
    })
}

/// ```abnf
/// hex           = digit | "A" | "B" | "C" | "D" | "E" | "F" |
///                         "a" | "b" | "c" | "d" | "e" | "f"
/// ```
/// RFC 2396 section 2.4.1. `grammar/rfc2396.abnf` writes the letters as
/// `%x` codes, since RFC 5234's quoted strings match either case:
///
/// ```abnf
/// hex           = digit / %x41-46 / %x61-66
/// ```
pub fn hex(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&HEX, |c| c.one(at, &HEX_CHAR))
}

/// ```abnf
/// alphanum      = alpha | digit
/// ```
/// RFC 2396 section 1.6.
pub fn alphanum(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&ALPHANUM, |c| c.one(at, &ALPHANUM_CHAR))
}

/// ```abnf
/// alpha         = lowalpha | upalpha
/// ```
/// RFC 2396 section 1.6.
pub fn alpha(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&ALPHA, |c| c.one(at, &LETTER))
}

/// ```abnf
/// lowalpha = "a" | "b" | "c" | "d" | "e" | "f" | "g" | "h" | "i" |
///            "j" | "k" | "l" | "m" | "n" | "o" | "p" | "q" | "r" |
///            "s" | "t" | "u" | "v" | "w" | "x" | "y" | "z"
/// ```
/// RFC 2396 section 1.6. `grammar/rfc2396.abnf`, in which a quoted letter
/// would match either case:
///
/// ```abnf
/// lowalpha      = %x61-7A
/// ```
pub fn lowalpha(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&LOWALPHA, |c| c.one(at, &LOWER_LETTER))
}

/// ```abnf
/// upalpha  = "A" | "B" | "C" | "D" | "E" | "F" | "G" | "H" | "I" |
///            "J" | "K" | "L" | "M" | "N" | "O" | "P" | "Q" | "R" |
///            "S" | "T" | "U" | "V" | "W" | "X" | "Y" | "Z"
/// ```
/// RFC 2396 section 1.6. `grammar/rfc2396.abnf`:
///
/// ```abnf
/// upalpha       = %x41-5A
/// ```
pub fn upalpha(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&UPALPHA, |c| c.one(at, &UPPER_LETTER))
}

/// ```abnf
/// digit    = "0" | "1" | "2" | "3" | "4" | "5" | "6" | "7" |
///            "8" | "9"
/// ```
/// RFC 2396 section 1.6. `grammar/rfc2396.abnf`:
///
/// ```abnf
/// digit         = %x30-39
/// ```
///
/// The same function serves RFC 5234's `DIGIT`, which RFC 2373's `HEXDIG`
/// uses and the grammar file lists beside `HEXDIG`: ABNF rule names are
/// case-insensitive (RFC 5234 section 2.1), so `digit` and `DIGIT` are one
/// rule, and both definitions are `%x30-39`.
pub fn digit(c: &mut Cursor<'_>, at: usize) -> Ends {
    c.rule(&DIGIT, |c| c.one(at, &DIGIT_CHAR))
}
