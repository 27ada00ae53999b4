//! `bytes.decode(encoding, errors)` for the codecs urigram implements, with
//! CPython's error handlers, error spans and `UnicodeDecodeError` messages.

use std::fmt::Write;

use crate::urllib::text::codec::{Codec, ErrorHandler, surrogate_error};
use crate::urllib::values::error::PyError;

/// Appends `bytes` decoded with `codec` to `out`, dealing with undecodable
/// bytes as `errors` says.
///
/// UTF-8 errors cover the same spans as in CPython (the maximal invalid
/// subpart, as the Unicode standard recommends), so `replace` puts one
/// U+FFFD exactly where Python does; positions count bytes.
///
/// ```
/// use urigram::urllib::{Codec, Direction, ErrorHandler, decode_into};
/// let utf8 = Codec::lookup("utf-8", Direction::Decode).unwrap();
/// let mut out = String::new();
/// decode_into(b"a\xe2\x82b\xff", utf8, &ErrorHandler::Replace, &mut out).unwrap();
/// assert_eq!(out, "a\u{fffd}b\u{fffd}");
/// let err = decode_into(b"a\xe2\x82", utf8, &ErrorHandler::Strict, &mut out).unwrap_err();
/// assert_eq!(err.message, "'utf-8' codec can't decode bytes in position 1-2: unexpected end of data");
/// ```
///
/// # Errors
/// Python's `UnicodeDecodeError` under `strict`; `LookupError` for an
/// unknown handler name; Python's `TypeError` for the encode-only handlers;
/// and an error where Python would return lone surrogates
/// (`surrogateescape`, `surrogatepass`), which a Rust string cannot hold.
pub fn decode_into(
    bytes: &[u8],
    codec: Codec,
    errors: &ErrorHandler,
    out: &mut String,
) -> Result<(), PyError> {
    match codec {
        Codec::Utf8 => decode_utf8(bytes, errors, out),
        Codec::Utf8Sig => decode_utf8(
            bytes.strip_prefix(b"\xef\xbb\xbf").unwrap_or(bytes),
            errors,
            out,
        ),
        Codec::Latin1 => {
            out.extend(bytes.iter().map(|&b| char::from(b)));
            Ok(())
        }
        Codec::Ascii | Codec::Charmap(_) => {
            for (i, &b) in bytes.iter().enumerate() {
                let c = match codec {
                    Codec::Charmap(map) => map.decode_byte(b),
                    _ => b.is_ascii().then_some(char::from(b)),
                };
                match c {
                    Some(c) => out.push(c),
                    None => {
                        let why = if codec == Codec::Ascii {
                            "ordinal not in range(128)"
                        } else {
                            "character maps to <undefined>"
                        };
                        handle(codec, bytes, i, i + 1, why, errors, out)?;
                    }
                }
            }
            Ok(())
        }
    }
}

fn decode_utf8(mut bytes: &[u8], errors: &ErrorHandler, out: &mut String) -> Result<(), PyError> {
    let mut offset = 0;
    loop {
        match std::str::from_utf8(bytes) {
            Ok(s) => {
                out.push_str(s);
                return Ok(());
            }
            Err(e) => {
                let good = e.valid_up_to();
                // The prefix up to `good` is valid UTF-8, so this cannot fail.
                out.push_str(std::str::from_utf8(&bytes[..good]).unwrap_or_default());
                let (len, why) = match e.error_len() {
                    None => (bytes.len() - good, "unexpected end of data"),
                    Some(n) => {
                        let lead = bytes[good];
                        if (0x80..=0xc1).contains(&lead) || lead >= 0xf5 {
                            (n, "invalid start byte")
                        } else {
                            (n, "invalid continuation byte")
                        }
                    }
                };
                let whole = bytes;
                let start = offset + good;
                if let ErrorHandler::SurrogatePass = errors {
                    // Python's surrogatepass decodes a three-byte encoded
                    // surrogate (ED A0..BF 80..BF) to a lone surrogate.
                    let rest = &whole[good..];
                    if rest.len() >= 3
                        && rest[0] == 0xed
                        && (0xa0..=0xbf).contains(&rest[1])
                        && rest[2] & 0xc0 == 0x80
                    {
                        return Err(surrogate_error("surrogatepass"));
                    }
                }
                handle_at(
                    Codec::Utf8,
                    &whole[good..good + len],
                    start,
                    why,
                    errors,
                    out,
                )?;
                bytes = &whole[good + len..];
                offset = start + len;
            }
        }
    }
}

/// Deals with the undecodable bytes `bytes[start..end]`.
fn handle(
    codec: Codec,
    bytes: &[u8],
    start: usize,
    end: usize,
    why: &str,
    errors: &ErrorHandler,
    out: &mut String,
) -> Result<(), PyError> {
    handle_at(codec, &bytes[start..end], start, why, errors, out)
}

/// Deals with the undecodable bytes `bad`, which start at byte `start`.
fn handle_at(
    codec: Codec,
    bad: &[u8],
    start: usize,
    why: &str,
    errors: &ErrorHandler,
    out: &mut String,
) -> Result<(), PyError> {
    match errors {
        ErrorHandler::Strict | ErrorHandler::SurrogatePass => {
            Err(decode_error(codec, bad, start, why))
        }
        ErrorHandler::Replace => {
            out.push('\u{fffd}');
            Ok(())
        }
        ErrorHandler::Ignore => Ok(()),
        ErrorHandler::BackslashReplace => {
            for b in bad {
                let _ = write!(out, "\\x{b:02x}");
            }
            Ok(())
        }
        ErrorHandler::XmlCharRefReplace | ErrorHandler::NameReplace => Err(PyError::type_error(
            "don't know how to handle UnicodeDecodeError in error callback",
        )),
        ErrorHandler::SurrogateEscape => {
            // Undecodable bytes below 128 cannot be escaped, and Python
            // raises the original error for them.
            if bad.iter().any(|&b| b < 128) {
                Err(decode_error(codec, bad, start, why))
            } else {
                Err(surrogate_error("surrogateescape"))
            }
        }
        ErrorHandler::Unknown(_) => Err(errors
            .unknown_error()
            .unwrap_or_else(|| decode_error(codec, bad, start, why))),
    }
}

/// CPython's `UnicodeDecodeError` for the bytes `bad` at byte position `start`.
fn decode_error(codec: Codec, bad: &[u8], start: usize, why: &str) -> PyError {
    let name = codec.message_name();
    let message = if let [b] = bad {
        format!("'{name}' codec can't decode byte 0x{b:02x} in position {start}: {why}")
    } else {
        let end = start + bad.len() - 1;
        format!("'{name}' codec can't decode bytes in position {start}-{end}: {why}")
    };
    PyError::new("UnicodeDecodeError", message)
}
