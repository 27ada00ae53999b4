//! How every command shows text that came from an input, in one place, so
//! that no input byte can drive the reader's terminal and none is lost.
//!
//! - Text answers and diagnostics: [`text`], the library's escaping
//!   (`urigram::escape`): printable ASCII as itself; `\t`, `\n`, `\r`;
//!   `\xNN` for any other ASCII control, DEL, and each byte that is not part
//!   of a UTF-8 character; `\u{N}` for a C1 control or an invisible
//!   formatting character (bidi controls, zero-width characters), and for
//!   every non-ASCII character when the stream is a terminal whose locale
//!   is not UTF-8 (see [`crate::Streams`]).
//! - JSON lines: [`json_line`], serde_json's text with DEL, the C1 controls
//!   and the invisible formatting characters also written as JSON escapes
//!   (`\u007f`, `\u009b`), as serde_json already writes C0 (`\u001b`). A
//!   JSON line is pure data: it never carries a raw control byte.
//! - An input in JSON: [`with_input`]. `"input"` is its text, exactly when it
//!   is UTF-8; when it is not, each byte that is not part of a UTF-8
//!   character is written `\xNN` (never U+FFFD) and `"input_bytes"` carries
//!   the whole input as lowercase hex, so the original bytes are always
//!   there to be had.

use std::borrow::Cow;
use std::fmt::Write as _;
use std::io::{self, Write};

use serde_json::{Map, Value};
use urigram::escape;

/// `bytes` as a text answer or diagnostic shows them; `unicode` when the
/// stream takes UTF-8.
pub fn text(bytes: &[u8], unicode: bool) -> Cow<'_, str> {
    escape::text(bytes, unicode)
}

/// `v` as one JSON line (without its newline): nothing in it can drive a
/// terminal; with `unicode` off, pure ASCII.
pub fn json_line(v: &Value, unicode: bool) -> String {
    escape_json_text(v.to_string(), unicode)
}

/// A JSON text (as serde_json writes it) with DEL, the C1 controls and the
/// invisible formatting characters written as `\uXXXX`, and with `unicode`
/// off every non-ASCII character too. Such characters can only stand
/// inside a JSON string, where the escape means the same character.
pub fn escape_json_text(json: String, unicode: bool) -> String {
    // serde_json writes C0 as escapes already: below DEL, nothing to do.
    if json.is_ascii() && !json.as_bytes().contains(&0x7f) {
        return json;
    }
    let escaped = |c: char| escape::is_invisible(c) || (!unicode && !c.is_ascii());
    if !json.chars().any(escaped) {
        return json;
    }
    let mut out = String::with_capacity(json.len() + 16);
    for c in json.chars() {
        if escaped(c) {
            let mut units = [0u16; 2];
            for u in c.encode_utf16(&mut units) {
                let _ = write!(out, "\\u{u:04x}");
            }
        } else {
            out.push(c);
        }
    }
    out
}

/// Writes `v` as one JSON line, the same text as [`json_line`], as it is
/// serialized: never the whole line held at once beside `v` (for a long
/// input, `v` already holds the input and its parts, and a copy of all of
/// it as one string made `parse --json` hold 7.6 bytes per input byte).
pub fn write_json(out: &mut dyn Write, v: &Value, unicode: bool) -> io::Result<()> {
    let mut escaping = JsonEscaping {
        out: &mut *out,
        unicode,
        carry: Vec::new(),
    };
    serde_json::to_writer(&mut escaping, v).map_err(io::Error::from)?;
    escaping.finish()?;
    writeln!(out)
}

/// A writer that takes JSON text in pieces and writes it with the escapes
/// of [`escape_json_text`]. serde_json writes a string in slices cut at
/// ASCII bytes, so a character is not split between pieces; were one
/// split, its first bytes wait in `carry` for the rest.
struct JsonEscaping<'w> {
    out: &'w mut dyn Write,
    unicode: bool,
    carry: Vec<u8>,
}

impl JsonEscaping<'_> {
    /// Writes `bytes`, which end on a character boundary.
    fn put(&mut self, bytes: &[u8]) -> io::Result<()> {
        if bytes.iter().all(|&b| b < 0x7f) {
            return self.out.write_all(bytes);
        }
        let text = String::from_utf8_lossy(bytes).into_owned();
        self.out
            .write_all(escape_json_text(text, self.unicode).as_bytes())
    }

    /// Writes what waits in `carry` (only bytes that never became a
    /// character, which serde_json does not write).
    fn finish(&mut self) -> io::Result<()> {
        let rest = std::mem::take(&mut self.carry);
        if rest.is_empty() {
            Ok(())
        } else {
            self.put(&rest)
        }
    }
}

impl Write for JsonEscaping<'_> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.write_all(buf)?;
        Ok(buf.len())
    }

    fn write_all(&mut self, buf: &[u8]) -> io::Result<()> {
        let joined;
        let bytes: &[u8] = if self.carry.is_empty() {
            buf
        } else {
            let mut j = std::mem::take(&mut self.carry);
            j.extend_from_slice(buf);
            joined = j;
            &joined
        };
        // The longest prefix that ends on a character boundary; at most
        // three bytes of a character cut short wait for the next piece.
        let end = match std::str::from_utf8(bytes) {
            Ok(_) => bytes.len(),
            Err(e) if e.error_len().is_none() => e.valid_up_to(),
            Err(_) => bytes.len(),
        };
        self.carry.extend_from_slice(&bytes[end..]);
        self.put(&bytes[..end])
    }

    fn flush(&mut self) -> io::Result<()> {
        self.out.flush()
    }
}

/// The JSON object of an answer about `bytes`: `"input"` (and
/// `"input_bytes"` when the input is not UTF-8) first, then the fields of
/// `rest` (an object).
pub fn with_input(bytes: &[u8], rest: Value) -> Value {
    let mut m = Map::new();
    m.insert(
        "input".into(),
        Value::String(escape::text_of(bytes).into_owned()),
    );
    if std::str::from_utf8(bytes).is_err() {
        m.insert("input_bytes".into(), Value::String(hex(bytes)));
    }
    if let Value::Object(fields) = rest {
        m.extend(fields);
    }
    Value::Object(m)
}

/// Lowercase hexadecimal, two digits a byte (as the urllib protocol's
/// `{"bytes": ...}`).
pub fn hex(bytes: &[u8]) -> String {
    let mut s = String::with_capacity(bytes.len() * 2);
    for b in bytes {
        let _ = write!(s, "{b:02x}");
    }
    s
}

/// Whether a locale taken from the environment (`LC_ALL`, else `LC_CTYPE`,
/// else `LANG`: the first one set and not empty, as POSIX orders them)
/// names UTF-8 as its character set. None set is the "C" locale: ASCII.
pub fn locale_is_utf8(var: impl Fn(&str) -> Option<String>) -> bool {
    ["LC_ALL", "LC_CTYPE", "LANG"]
        .iter()
        .find_map(|name| var(name).filter(|v| !v.is_empty()))
        .is_some_and(|v| {
            let v = v.to_ascii_lowercase();
            v.contains("utf-8") || v.contains("utf8")
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn json_lines_escape_del_c1_and_bidi_as_json_does() {
        let v = json!({"s": "a\u{1b}b\u{7f}c\u{85}d\u{9b}e\u{202e}f\u{1f600}"});
        assert_eq!(
            json_line(&v, true),
            r#"{"s":"a\u001bb\u007fc\u0085d\u009be\u202ef😀"}"#
        );
        // The escapes mean the same string.
        let back: Value = serde_json::from_str(&json_line(&v, true)).expect("valid JSON");
        assert_eq!(back, v);
        // ASCII only, surrogate pairs and all, where the output is not UTF-8.
        let ascii = json_line(&v, false);
        assert!(ascii.ends_with(r#"\u202ef\ud83d\ude00"}"#), "{ascii}");
        assert_eq!(
            serde_json::from_str::<Value>(&ascii).expect("valid JSON"),
            v
        );
    }

    #[test]
    fn write_json_writes_the_text_of_json_line() {
        let v =
            json!({"s": "a\u{1b}b\u{7f}c\u{85}d\u{9b}e\u{202e}f\u{1f600}", "n": [1, "\u{200b}"]});
        for unicode in [true, false] {
            let mut out = Vec::new();
            write_json(&mut out, &v, unicode).expect("a Vec takes every write");
            assert_eq!(
                String::from_utf8(out).expect("JSON is UTF-8"),
                format!("{}\n", json_line(&v, unicode))
            );
        }
        // A character cut between two pieces waits for its last bytes.
        let mut out = Vec::new();
        let mut w = JsonEscaping {
            out: &mut out,
            unicode: true,
            carry: Vec::new(),
        };
        let text = "\"a\u{202e}\u{e9}\"".as_bytes();
        for piece in text.chunks(1) {
            w.write_all(piece).expect("a Vec takes every write");
        }
        w.finish().expect("a Vec takes every write");
        assert_eq!(
            String::from_utf8(out).expect("JSON is UTF-8"),
            "\"a\\u202e\u{e9}\""
        );
    }

    #[test]
    fn an_input_that_is_not_utf8_keeps_its_bytes() {
        let v = with_input(b"http://h/\xff\xfe", json!({"valid": false}));
        assert_eq!(
            v.to_string(),
            r#"{"input":"http://h/\\xff\\xfe","input_bytes":"687474703a2f2f682fff fe","valid":false}"#
                .replace(' ', "")
        );
        let v = with_input(b"http://h/", json!({"valid": true}));
        assert_eq!(v.to_string(), r#"{"input":"http://h/","valid":true}"#);
    }

    #[test]
    fn the_locale_decides_utf8() {
        let env = |pairs: &'static [(&'static str, &'static str)]| {
            move |k: &str| {
                pairs
                    .iter()
                    .find(|(n, _)| *n == k)
                    .map(|(_, v)| v.to_string())
            }
        };
        assert!(locale_is_utf8(env(&[("LANG", "en_US.UTF-8")])));
        assert!(locale_is_utf8(env(&[("LC_ALL", "C.utf8"), ("LANG", "C")])));
        assert!(!locale_is_utf8(env(&[
            ("LC_ALL", "C"),
            ("LANG", "en_US.UTF-8")
        ])));
        assert!(locale_is_utf8(env(&[
            ("LC_ALL", ""),
            ("LANG", "en_US.UTF-8")
        ])));
        assert!(!locale_is_utf8(env(&[])));
    }
}
