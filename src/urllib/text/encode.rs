//! `str.encode(encoding, errors)` for the codecs urigram implements, with
//! CPython's error handlers and its `UnicodeEncodeError` messages.

use std::fmt::Write;

use crate::urllib::text::codec::{Codec, ErrorHandler};
use crate::urllib::values::error::PyError;

/// Appends `s` encoded with `codec` to `out`, dealing with characters the
/// codec cannot encode as `errors` says.
///
/// As in CPython, a run of consecutive unencodable characters is reported
/// (or handed to the handler) as one span, and positions count characters.
///
/// ```
/// use urigram::urllib::{Codec, Direction, ErrorHandler, encode_into};
/// let ascii = Codec::lookup("ascii", Direction::Encode).unwrap();
/// let mut out = Vec::new();
/// encode_into("aé€b", ascii, &ErrorHandler::Replace, &mut out).unwrap();
/// assert_eq!(out, b"a??b");
/// let err = encode_into("aé€b", ascii, &ErrorHandler::Strict, &mut Vec::new()).unwrap_err();
/// assert_eq!(err.message, "'ascii' codec can't encode characters in position 1-2: ordinal not in range(128)");
/// ```
///
/// # Errors
/// Python's `UnicodeEncodeError` under `strict` (and under the surrogate
/// handlers, which never apply to a Rust string); `LookupError` for an
/// unknown handler name; and an error for `namereplace`, whose Unicode name
/// table urigram does not carry.
pub fn encode_into(
    s: &str,
    codec: Codec,
    errors: &ErrorHandler,
    out: &mut Vec<u8>,
) -> Result<(), PyError> {
    match codec {
        Codec::Utf8 => out.extend_from_slice(s.as_bytes()),
        Codec::Utf8Sig => {
            out.extend_from_slice(b"\xef\xbb\xbf");
            out.extend_from_slice(s.as_bytes());
        }
        Codec::Latin1 | Codec::Ascii | Codec::Charmap(_) => {
            encode_single_byte(s, codec, errors, out)?;
        }
    }
    Ok(())
}

fn encode_char(codec: Codec, c: char) -> Option<u8> {
    match codec {
        Codec::Ascii => u8::try_from(c).ok().filter(u8::is_ascii),
        Codec::Latin1 => u8::try_from(c).ok(),
        Codec::Charmap(map) => map.encode_char(c),
        Codec::Utf8 | Codec::Utf8Sig => None,
    }
}

fn reason(codec: Codec) -> &'static str {
    match codec {
        Codec::Ascii => "ordinal not in range(128)",
        Codec::Latin1 => "ordinal not in range(256)",
        _ => "character maps to <undefined>",
    }
}

fn encode_single_byte(
    s: &str,
    codec: Codec,
    errors: &ErrorHandler,
    out: &mut Vec<u8>,
) -> Result<(), PyError> {
    let chars: Vec<char> = s.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        if let Some(b) = encode_char(codec, chars[i]) {
            out.push(b);
            i += 1;
            continue;
        }
        let start = i;
        while i < chars.len() && encode_char(codec, chars[i]).is_none() {
            i += 1;
        }
        let run = &chars[start..i];
        let mut text = String::new();
        match errors {
            ErrorHandler::Strict | ErrorHandler::SurrogateEscape | ErrorHandler::SurrogatePass => {
                return Err(encode_error(codec, run, start));
            }
            ErrorHandler::Unknown(_) => {
                return Err(errors
                    .unknown_error()
                    .unwrap_or_else(|| encode_error(codec, run, start)));
            }
            ErrorHandler::Ignore => {}
            ErrorHandler::Replace => text.extend(run.iter().map(|_| '?')),
            ErrorHandler::BackslashReplace => {
                for &c in run {
                    write_escape(&mut text, c);
                }
            }
            ErrorHandler::XmlCharRefReplace => {
                for &c in run {
                    let _ = write!(text, "&#{};", u32::from(c));
                }
            }
            ErrorHandler::NameReplace => {
                return Err(PyError::new(
                    "NotImplementedError",
                    "urigram has no Unicode name table for errors='namereplace'",
                ));
            }
        }
        for c in text.chars() {
            // The replacements are ASCII, which every table codec encodes.
            out.push(encode_char(codec, c).ok_or_else(|| encode_error(codec, run, start))?);
        }
    }
    Ok(())
}

/// CPython's `UnicodeEncodeError` for the characters `run`, the first at
/// character position `start`.
fn encode_error(codec: Codec, run: &[char], start: usize) -> PyError {
    let name = codec.message_name();
    let why = reason(codec);
    let message = if let [c] = run {
        let mut esc = String::new();
        write_escape(&mut esc, *c);
        format!("'{name}' codec can't encode character '{esc}' in position {start}: {why}")
    } else {
        let end = start + run.len() - 1;
        format!("'{name}' codec can't encode characters in position {start}-{end}: {why}")
    };
    PyError::new("UnicodeEncodeError", message)
}

/// The escape Python writes for a character in an encode error message and
/// for `backslashreplace`: `\xNN`, `\uNNNN` or `\UNNNNNNNN`, lower-case hex.
pub(crate) fn write_escape(out: &mut String, c: char) {
    let cp = u32::from(c);
    // Writing to a String cannot fail.
    let _ = if cp <= 0xff {
        write!(out, "\\x{cp:02x}")
    } else if cp <= 0xffff {
        write!(out, "\\u{cp:04x}")
    } else {
        write!(out, "\\U{cp:08x}")
    };
}
