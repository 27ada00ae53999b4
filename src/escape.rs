//! How text taken from an input is shown to a person: every frame, every
//! message and the `urigram` command-line tool draw it through these
//! functions, so a byte is shown the same way everywhere.
//!
//! Input is untrusted: a log line can hold ESC, CSI (U+009B) or a bidi
//! override, which a terminal obeys instead of showing, and bytes that are
//! not UTF-8, which a lossy decoding would replace and lose. So:
//!
//! - printable ASCII (space to `~`) is itself;
//! - tab, line feed and carriage return are `\t`, `\n`, `\r`;
//! - any other ASCII control (C0, DEL) is `\xNN`, and so is every byte that
//!   is not part of a UTF-8 character: `\x` always names one byte;
//! - a non-ASCII character is itself when the output takes UTF-8 (`unicode`)
//!   and [`is_shown`] holds, else `\u{N}` (lowercase hexadecimal, as Rust
//!   writes it): C1 controls (U+0080 to U+009F), the invisible formatting
//!   characters (bidi controls, zero-width characters, line and paragraph
//!   separators, the byte-order mark) and characters that take no column of
//!   their own (combining marks) are always escaped.
//!
//! A backslash in the input stays a backslash: the escapes are for showing,
//! not for reading back (the CLI's JSON carries the raw bytes beside the
//! text, as `input_bytes`).
//!
//! Every function returns or counts display columns, so that a caret drawn
//! under the text lines up (two columns for a wide CJK character).

use std::borrow::Cow;
use std::fmt::{self, Write as _};

use unicode_width::UnicodeWidthChar;

/// Whether `c` is a control or an invisible formatting character: C0
/// controls, DEL, C1 controls (U+0080 to U+009F), and the characters that
/// reorder or hide text without being seen (bidi embeddings, overrides and
/// isolates, zero-width characters, U+2028/U+2029, the byte-order mark,
/// variation selectors, interlinear annotation, tags). These are escaped
/// wherever text is shown, in JSON too (as `\uXXXX`).
///
/// ```
/// use urigram::escape::is_invisible;
/// assert!(is_invisible('\x1b') && is_invisible('\x7f') && is_invisible('\u{85}'));
/// assert!(is_invisible('\u{202e}'), "right-to-left override");
/// assert!(!is_invisible('a') && !is_invisible('例'));
/// ```
#[must_use]
pub fn is_invisible(c: char) -> bool {
    matches!(c,
        '\0'..='\x1f'
        | '\x7f'..='\u{9f}'
        | '\u{ad}'
        | '\u{34f}'
        | '\u{61c}'
        | '\u{115f}'..='\u{1160}'
        | '\u{17b4}'..='\u{17b5}'
        | '\u{180b}'..='\u{180f}'
        | '\u{200b}'..='\u{200f}'
        | '\u{2028}'..='\u{202e}'
        | '\u{2060}'..='\u{206f}'
        | '\u{3164}'
        | '\u{fe00}'..='\u{fe0f}'
        | '\u{feff}'
        | '\u{ffa0}'
        | '\u{fff0}'..='\u{fffb}'
        | '\u{1d173}'..='\u{1d17a}'
        | '\u{e0000}'..='\u{e0fff}'
    )
}

/// Whether a character may be drawn as itself on a terminal that takes
/// UTF-8: printable ASCII, or a non-ASCII character that is not
/// [`is_invisible`] and takes at least one column (a combining mark alone
/// takes none).
///
/// ```
/// use urigram::escape::is_shown;
/// assert!(is_shown('例') && is_shown('é'));
/// assert!(!is_shown('\u{9b}'), "CSI, a C1 control");
/// assert!(!is_shown('\u{202e}'), "right-to-left override");
/// assert!(!is_shown('\u{301}'), "a combining accent takes no column");
/// assert!(!is_shown('\x1b'), "an ASCII control");
/// ```
#[must_use]
pub fn is_shown(c: char) -> bool {
    if c.is_ascii() {
        return (' '..='~').contains(&c);
    }
    !is_invisible(c) && c.width().is_some_and(|w| w >= 1)
}

/// The text of `bytes` for a JSON string or a value compared as text: UTF-8
/// as itself (controls and all: JSON escapes them), and each byte that is
/// not part of a UTF-8 character as `\xNN`, never U+FFFD, so no byte is
/// lost or merged with another.
///
/// ```
/// use urigram::escape::text_of;
/// assert_eq!(text_of(b"/a\x01"), "/a\x01");
/// assert_eq!(text_of(b"/\xff\xfe"), "/\\xff\\xfe");
/// ```
#[must_use]
pub fn text_of(bytes: &[u8]) -> Cow<'_, str> {
    if let Ok(s) = std::str::from_utf8(bytes) {
        return Cow::Borrowed(s);
    }
    let mut out = String::with_capacity(bytes.len() + 16);
    for chunk in bytes.utf8_chunks() {
        out.push_str(chunk.valid());
        for &b in chunk.invalid() {
            push_byte(&mut out, b);
        }
    }
    Cow::Owned(out)
}

/// Appends `c` as it is shown (see the module doc) and returns how many
/// columns it takes.
///
/// ```
/// let mut s = String::new();
/// assert_eq!(urigram::escape::push_char(&mut s, '\x1b', true), 4);
/// assert_eq!(urigram::escape::push_char(&mut s, '例', true), 2);
/// assert_eq!(urigram::escape::push_char(&mut s, '例', false), 8);
/// assert_eq!(s, "\\x1b例\\u{4f8b}");
/// ```
pub fn push_char(out: &mut String, c: char, unicode: bool) -> usize {
    push_char_as(out, c, unicode, is_shown)
}

/// [`push_char`] with `keep` deciding which non-ASCII characters stand as
/// themselves when `unicode` is on.
fn push_char_as(out: &mut String, c: char, unicode: bool, keep: fn(char) -> bool) -> usize {
    match c {
        ' '..='~' => {
            out.push(c);
            1
        }
        '\t' => push_str(out, "\\t"),
        '\n' => push_str(out, "\\n"),
        '\r' => push_str(out, "\\r"),
        c if c.is_ascii() => push_byte(out, c as u8),
        c if unicode && keep(c) => {
            out.push(c);
            c.width().unwrap_or(1)
        }
        c => {
            let before = out.len();
            let _ = write!(out, "\\u{{{:x}}}", c as u32);
            out.len() - before
        }
    }
}

/// Appends `\xNN` for one byte: 4 columns.
fn push_byte(out: &mut String, b: u8) -> usize {
    let _ = write!(out, "\\x{b:02x}");
    4
}

fn push_str(out: &mut String, s: &str) -> usize {
    out.push_str(s);
    s.len()
}

/// Appends `bytes` as they are shown: UTF-8 character by character, any
/// byte that is not part of a UTF-8 character as `\xNN`. Returns the
/// columns taken.
///
/// ```
/// let mut s = String::new();
/// assert_eq!(urigram::escape::push_bytes(&mut s, b"h/\xffab\x7f", true), 12);
/// assert_eq!(s, "h/\\xffab\\x7f");
/// ```
pub fn push_bytes(out: &mut String, bytes: &[u8], unicode: bool) -> usize {
    push_bytes_as(out, bytes, unicode, is_shown)
}

fn push_bytes_as(out: &mut String, bytes: &[u8], unicode: bool, keep: fn(char) -> bool) -> usize {
    let mut cols = 0;
    for chunk in bytes.utf8_chunks() {
        for c in chunk.valid().chars() {
            cols += push_char_as(out, c, unicode, keep);
        }
        for &b in chunk.invalid() {
            cols += push_byte(out, b);
        }
    }
    cols
}

/// `bytes` as they are shown; borrowed when every byte is shown as itself.
///
/// ```
/// use urigram::escape::bytes;
/// assert_eq!(bytes(b"http://a/", false), "http://a/");
/// assert_eq!(bytes(b"http://h/\xffabc", true), "http://h/\\xffabc");
/// assert_eq!(bytes("\u{1b}[2J\u{9b}x".as_bytes(), true), "\\x1b[2J\\u{9b}x");
/// ```
#[must_use]
pub fn bytes(bytes: &[u8], unicode: bool) -> Cow<'_, str> {
    if let Some(s) = printable_ascii(bytes) {
        return Cow::Borrowed(s);
    }
    if let Ok(s) = std::str::from_utf8(bytes) {
        if s.chars()
            .all(|c| (' '..='~').contains(&c) || (unicode && is_shown(c)))
        {
            return Cow::Borrowed(s);
        }
    }
    let mut out = String::with_capacity(bytes.len() + 16);
    push_bytes(&mut out, bytes, unicode);
    Cow::Owned(out)
}

/// `bytes` as a line of text for a person (not a frame, which needs
/// columns): as [`bytes`] shows them, except that a non-ASCII character
/// that takes no column of its own (a combining mark) stays itself when
/// `unicode` is on, since it draws over the character before it and moves
/// nothing. Controls and invisible formatting characters are escaped all
/// the same.
///
/// ```
/// use urigram::escape::text;
/// assert_eq!(text("e\u{301}\u{1b}".as_bytes(), true), "e\u{301}\\x1b");
/// assert_eq!(text("e\u{301}".as_bytes(), false), "e\\u{301}");
/// ```
#[must_use]
pub fn text(bytes: &[u8], unicode: bool) -> Cow<'_, str> {
    if let Some(s) = printable_ascii(bytes) {
        return Cow::Borrowed(s);
    }
    let keep = |c: char| !is_invisible(c);
    if let Ok(s) = std::str::from_utf8(bytes) {
        if s.chars()
            .all(|c| (' '..='~').contains(&c) || (unicode && !c.is_ascii() && keep(c)))
        {
            return Cow::Borrowed(s);
        }
    }
    let mut out = String::with_capacity(bytes.len() + 16);
    push_bytes_as(&mut out, bytes, unicode, keep);
    Cow::Owned(out)
}

/// `bytes` as text when every byte is printable ASCII, shown as itself:
/// the common case, decided without decoding, sixteen bytes at a time with
/// no early exit inside a block, so that the compiler vectorizes it
/// (`urigram compare` shows every input this way, where a byte-at-a-time
/// scan of the input cost about 9 instructions a byte).
fn printable_ascii(bytes: &[u8]) -> Option<&str> {
    let outside = |b: u8| !(b' '..=b'~').contains(&b);
    let mut blocks = bytes.chunks_exact(16);
    for block in &mut blocks {
        if block.iter().fold(false, |any, &b| any | outside(b)) {
            return None;
        }
    }
    if blocks.remainder().iter().any(|&b| outside(b)) {
        return None;
    }
    std::str::from_utf8(bytes).ok()
}

/// A character named in a message, as [`quoted`] shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Quoted {
    c: char,
    unicode: bool,
}

/// `c` named in a message: `'a'` (`"'"` for the quote itself) when it is
/// shown as itself, else `U+001B`, the code point as the Unicode standard
/// writes it. The same words in text and in JSON (no escape that only Rust
/// or only JSON reads); with `unicode` off, every non-ASCII character is
/// named by its code point.
///
/// ```
/// use urigram::escape::quoted;
/// assert_eq!(quoted(' ', true).to_string(), "' '");
/// assert_eq!(quoted('\x01', true).to_string(), "U+0001");
/// assert_eq!(quoted('\u{9b}', true).to_string(), "U+009B");
/// assert_eq!(quoted('例', true).to_string(), "'例'");
/// assert_eq!(quoted('例', false).to_string(), "U+4F8B");
/// assert_eq!(quoted('\'', true).to_string(), "\"'\"");
/// ```
#[must_use]
pub fn quoted(c: char, unicode: bool) -> Quoted {
    Quoted { c, unicode }
}

impl fmt::Display for Quoted {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let c = self.c;
        if c == '\'' {
            f.write_str("\"'\"")
        } else if (' '..='~').contains(&c) || (self.unicode && is_shown(c)) {
            write!(f, "'{c}'")
        } else {
            write!(f, "U+{:04X}", c as u32)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn printable_ascii_sees_a_byte_in_any_block_and_the_tail() {
        // Printable ASCII is space (0x20) to `~` (0x7e): each byte outside
        // it, at each place of a 40-byte line (two blocks of sixteen and a
        // tail of eight), makes the line not printable.
        let line = [b'a'; 40];
        assert_eq!(printable_ascii(&line), Some("a".repeat(40).as_str()));
        for at in [0, 15, 16, 31, 32, 39] {
            for b in [0x00, 0x1f, 0x7f, 0x80, 0xff] {
                let mut l = line;
                l[at] = b;
                assert_eq!(printable_ascii(&l), None, "{b:#x} at {at}");
            }
            let mut l = line;
            l[at] = b' ';
            assert!(printable_ascii(&l).is_some());
            l[at] = b'~';
            assert!(printable_ascii(&l).is_some());
        }
    }

    #[test]
    fn nothing_that_drives_a_terminal_is_shown_raw() {
        // Every byte alone, and every C1 control as a character.
        for b in 0..=255u8 {
            for unicode in [false, true] {
                let one = [b];
                let s = bytes(&one, unicode);
                assert!(s.bytes().all(|x| (0x20..0x7f).contains(&x)), "{b:#x}");
            }
        }
        for c in '\u{80}'..='\u{9f}' {
            let mut s = String::new();
            push_char(&mut s, c, true);
            assert_eq!(s, format!("\\u{{{:x}}}", c as u32));
        }
    }

    /// Every character of Unicode's General Category Cc (std's
    /// `char::is_control`: C0, DEL and the C1 controls U+0080 to U+009F,
    /// 65 in all) is invisible, and so escaped wherever text is shown.
    #[test]
    fn every_unicode_control_is_invisible() {
        let controls: Vec<char> = (0..=0x10_ffff)
            .filter_map(char::from_u32)
            .filter(|c| c.is_control())
            .collect();
        assert_eq!(controls.len(), 65);
        for c in controls {
            assert!(is_invisible(c), "U+{:04X}", c as u32);
        }
        // The printable neighbours of the C1 range are not.
        assert!(!is_invisible('~') && !is_invisible('\u{a0}') && !is_invisible('\u{a1}'));
    }

    #[test]
    fn columns_are_display_width() {
        let mut s = String::new();
        // Wide CJK takes two columns (East Asian Width W, UAX #11).
        assert_eq!(push_bytes(&mut s, "例え".as_bytes(), true), 4);
        assert_eq!(push_bytes(&mut s, "é".as_bytes(), true), 1);
        // A combining accent alone is escaped: it has no column to sit in.
        assert_eq!(push_bytes(&mut s, "e\u{301}".as_bytes(), true), 1 + 7);
    }
}
