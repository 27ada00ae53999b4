//! The JDK's own reading of single characters that `java.net.URL` leans
//! on: letters and digits (`Character.isLetter`, `Character.digit`, from
//! the generated [`chars_table`](super::chars_table)), `Integer.parseInt`
//! over them (a port), `Character.isWhitespace` (a `mailto:` address) and
//! the names `IPAddressUtil` gives a control character in its messages.
//!
//! Java's `char` is a UTF-16 unit: a character past U+FFFF is two
//! surrogates, neither a letter nor a digit, and an index counts units.

use super::chars_table::{DIGITS, LETTERS};

/// Whether `c` is in one of the ranges (sorted, disjoint).
fn in_ranges(c: char, ranges: &[(u16, u16)]) -> Option<u16> {
    let unit = u16::try_from(u32::from(c)).ok()?;
    let i = ranges.partition_point(|&(_, last)| last < unit);
    ranges
        .get(i)
        .filter(|&&(first, _)| first <= unit)
        .map(|&(first, _)| unit - first)
}

/// `Character.isLetter(char)`: in a range of [`LETTERS`] where an odd
/// number of its boundaries lie at or below `c`; past U+FFFF no `char`.
pub(super) fn is_letter(c: char) -> bool {
    let cp = u32::from(c);
    cp <= 0xffff && LETTERS.get().partition_point(|&b| b <= cp) % 2 == 1
}

/// `Character.digit(char, 10)`: the value of a decimal digit of any
/// script (each range holds whole runs of ten from a zero).
pub(super) fn digit(c: char) -> Option<u32> {
    in_ranges(c, DIGITS).map(|off| u32::from(off % 10))
}

/// `Character.isLetterOrDigit(char)`.
pub(super) fn is_letter_or_digit(c: char) -> bool {
    is_letter(c) || digit(c).is_some()
}

/// `Character.isWhitespace(char)`: the Unicode space, line and paragraph
/// separators but the no-break spaces, and the ASCII controls that
/// separate (tab to carriage return, U+001C to U+001F).
pub(super) fn is_whitespace(c: char) -> bool {
    matches!(
        c,
        '\t'..='\r'
            | '\u{1c}'..='\u{1f}'
            | ' '
            | '\u{1680}'
            | '\u{2000}'..='\u{2006}'
            | '\u{2008}'..='\u{200a}'
            | '\u{2028}'
            | '\u{2029}'
            | '\u{205f}'
            | '\u{3000}'
    )
}

/// `Integer.parseInt(s, 10)` (JDK 17's `parseInt(CharSequence, begin,
/// end, radix)` over the port): an optional `+` or `-`, then digits of
/// any script, within `i32`; the error is `NumberFormatException`'s
/// message, `Error at index N in: "s"` with N in UTF-16 units.
pub(super) fn parse_int(s: &str) -> Result<i32, String> {
    let error = |at: usize| format!("Error at index {at} in: \"{s}\"");
    let mut chars = s.chars().peekable();
    let Some(&first) = chars.peek() else {
        return Err("For input string: \"\"".to_owned());
    };
    let mut at = 0;
    let mut negative = false;
    if first < '0' {
        match first {
            '-' => negative = true,
            '+' => {}
            _ => return Err(error(0)),
        }
        chars.next();
        at = 1;
        if chars.peek().is_none() {
            return Err(error(1));
        }
    }
    // Accumulated negatively, as Java does, so i32::MIN fits.
    let limit: i64 = if negative {
        i64::from(i32::MIN)
    } else {
        -i64::from(i32::MAX)
    };
    let mut result: i64 = 0;
    for c in chars {
        let Some(d) = digit(c) else {
            return Err(error(at));
        };
        result = result * 10 - i64::from(d);
        if result < limit {
            return Err(error(at));
        }
        at += c.len_utf16();
    }
    let value = if negative { result } else { -result };
    i32::try_from(value).map_err(|_| error(at))
}

/// How `IPAddressUtil` names a control character in a message.
pub(super) fn describe_control(c: char) -> String {
    match c {
        '\n' => "LF".to_owned(),
        '\r' => "CR".to_owned(),
        c => format!("control char (code={})", u32::from(c)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `Character.isLetter` is general category Lu, Ll, Lt, Lm or Lo: the
    /// boundaries' reading agrees on letters of each (and their ranges'
    /// edges: `A`, `Z`, `a`, `z`), and on what is no letter (digits, `_`,
    /// the letter number Ⅰ, marks, a char past U+FFFF).
    #[test]
    fn letters_by_their_boundaries() {
        for c in [
            'A', 'Z', 'a', 'z', 'ª', 'µ', 'é', 'ǅ', 'ʰ', 'あ', '々', '中', 'ｚ',
        ] {
            assert!(is_letter(c), "{c:?}");
        }
        for c in [
            '@', '[', '`', '{', '0', '_', '٠', 'Ⅰ', '\u{301}', ' ', '\u{ffff}', '𝐀',
        ] {
            assert!(!is_letter(c), "{c:?}");
        }
    }
}
