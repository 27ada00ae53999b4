//! Ruby 3.1's `String#inspect` and `String#dump` of a UTF-8 string, as the
//! uri gem's error messages quote the input (`bad URI(is not URI?):
//! "..."`, `URI must be ascii only "..."`); checked against Ruby by the
//! messages in `tests/data/compare/ruby.jsonl`.

use std::fmt::Write as _;

/// How a character that is neither printable ASCII nor one of the named
/// escapes is written.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Style {
    /// `inspect`: `\u0001`, `\u007F` (a control character of UTF-8 text).
    Inspect,
    /// `dump`: `\x01`, `\x7F`, `\u00DF`, `\u{1F600}`, and `\xFF` for a
    /// byte that is not UTF-8.
    Dump,
}

/// `s.inspect` (only ASCII reaches it: the gem refuses anything else first).
pub(super) fn inspect(s: &[u8]) -> String {
    quote(s, Style::Inspect)
}

/// `s.dump`.
pub(super) fn dump(s: &[u8]) -> String {
    quote(s, Style::Dump)
}

/// The quoted text, in `style`.
fn quote(s: &[u8], style: Style) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for chunk in s.utf8_chunks() {
        let text = chunk.valid();
        for (i, c) in text.char_indices() {
            match c {
                '"' => out.push_str("\\\""),
                '\\' => out.push_str("\\\\"),
                '\n' => out.push_str("\\n"),
                '\r' => out.push_str("\\r"),
                '\t' => out.push_str("\\t"),
                '\u{c}' => out.push_str("\\f"),
                '\u{b}' => out.push_str("\\v"),
                '\u{8}' => out.push_str("\\b"),
                '\u{7}' => out.push_str("\\a"),
                '\u{1b}' => out.push_str("\\e"),
                '#' => {
                    // `#{`, `#$` and `#@` would interpolate in a literal.
                    if matches!(text.as_bytes().get(i + 1), Some(b'{' | b'$' | b'@')) {
                        out.push('\\');
                    }
                    out.push('#');
                }
                c if c.is_ascii_control() => {
                    let _ = match style {
                        Style::Inspect => write!(out, "\\u{:04X}", u32::from(c)),
                        Style::Dump => write!(out, "\\x{:02X}", u32::from(c)),
                    };
                }
                c if c.is_ascii() => out.push(c),
                c if u32::from(c) <= 0xffff => {
                    let _ = write!(out, "\\u{:04X}", u32::from(c));
                }
                c => {
                    let _ = write!(out, "\\u{{{:X}}}", u32::from(c));
                }
            }
        }
        for &b in chunk.invalid() {
            let _ = write!(out, "\\x{b:02X}");
        }
    }
    out.push('"');
    out
}

#[cfg(test)]
mod tests {
    use super::{dump, inspect};

    #[test]
    fn quotes_as_ruby() {
        assert_eq!(inspect(b"a\x01\x7f\"#{"), r#""a\u0001\u007F\"\#{""#);
        assert_eq!(dump("a\x01ß😀#x".as_bytes()), r#""a\x01\u00DF\u{1F600}#x""#);
        assert_eq!(dump(b"\xff\xfe"), r#""\xFF\xFE""#);
    }
}
