//! JSON text into a [`Json`] tree, as serde_json's `from_str::<Value>`
//! reads it: the same tree, and for text that is not JSON the same
//! message at the same line and column (the CLI prints them).
//!
//! serde_json's positions come from two kinds of error: one about a byte
//! already read (the column counts it) and one about the byte ahead (the
//! column counts it too, though it was only looked at): [`Reader::error`]
//! and [`Reader::peek_error`] here. Columns count bytes.

use std::fmt;

use super::value::{Json, Object};

/// Why a text is not JSON, and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error {
    message: &'static str,
    line: usize,
    column: usize,
}

impl Error {
    /// What is wrong, as serde_json says it (`"expected value"`...).
    #[must_use]
    pub fn message(&self) -> &'static str {
        self.message
    }

    /// The line, from 1.
    #[must_use]
    pub fn line(&self) -> usize {
        self.line
    }

    /// The column: the bytes of the line up to and including the one
    /// at fault (0 at a line's start, as serde_json counts).
    #[must_use]
    pub fn column(&self) -> usize {
        self.column
    }
}

impl fmt::Display for Error {
    /// serde_json's form: `"{message} at line {line} column {column}"`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} at line {} column {}",
            self.message, self.line, self.column
        )
    }
}

impl std::error::Error for Error {}

const EOF_LIST: &str = "EOF while parsing a list";
const EOF_OBJECT: &str = "EOF while parsing an object";
const EOF_STRING: &str = "EOF while parsing a string";
const EOF_VALUE: &str = "EOF while parsing a value";
const EXPECTED_COLON: &str = "expected `:`";
const LIST_COMMA_OR_END: &str = "expected `,` or `]`";
const OBJECT_COMMA_OR_END: &str = "expected `,` or `}`";
const EXPECTED_IDENT: &str = "expected ident";
const EXPECTED_VALUE: &str = "expected value";
const INVALID_ESCAPE: &str = "invalid escape";
const INVALID_NUMBER: &str = "invalid number";
const CONTROL: &str = "control character (\\u0000-\\u001F) found while parsing a string";
const KEY_STRING: &str = "key must be a string";
const LONE_SURROGATE: &str = "lone leading surrogate in hex escape";
const TRAILING_COMMA: &str = "trailing comma";
const TRAILING: &str = "trailing characters";
const END_OF_HEX: &str = "unexpected end of hex escape";
const RECURSION: &str = "recursion limit exceeded";

/// serde_json's nesting limit: an array or object at depth 128 is refused.
const DEPTH: usize = 128;

/// Reads `text`, one JSON value with whitespace around it.
///
/// ```
/// use urigram::json::{Json, from_str};
/// let v = from_str(r#"{"a": [1E3, "x\u00e9"], "a": null}"#).unwrap();
/// assert_eq!(v.to_string(), r#"{"a":null}"#);
/// assert_eq!(from_str("[1,]").unwrap_err().to_string(), "trailing comma at line 1 column 4");
/// assert_eq!(from_str("1e3").unwrap(), Json::Number("1e+3".into()));
/// ```
///
/// # Errors
///
/// Text that is not JSON: serde_json's message and position.
pub fn from_str(text: &str) -> Result<Json, Error> {
    let mut r = Reader {
        text: text.as_bytes(),
        at: 0,
        depth: DEPTH,
    };
    let v = r.value()?;
    match r.skip_space() {
        Some(_) => Err(r.peek_error(TRAILING)),
        None => Ok(v),
    }
}

/// A position in the text and the nesting left.
struct Reader<'a> {
    text: &'a [u8],
    at: usize,
    depth: usize,
}

impl Reader<'_> {
    fn peek(&self) -> Option<u8> {
        self.text.get(self.at).copied()
    }

    fn next(&mut self) -> Option<u8> {
        let b = self.peek()?;
        self.at += 1;
        Some(b)
    }

    /// An error about the byte just read.
    #[cold]
    fn error(&self, message: &'static str) -> Error {
        self.error_at(self.at, message)
    }

    /// An error about the byte ahead.
    #[cold]
    fn peek_error(&self, message: &'static str) -> Error {
        self.error_at((self.at + 1).min(self.text.len()), message)
    }

    fn error_at(&self, i: usize, message: &'static str) -> Error {
        let before = &self.text[..i];
        let line_start = before
            .iter()
            .rposition(|&b| b == b'\n')
            .map_or(0, |p| p + 1);
        Error {
            message,
            line: 1 + before[..line_start].iter().filter(|&&b| b == b'\n').count(),
            column: i - line_start,
        }
    }

    /// Skips whitespace; the byte after it, not consumed.
    fn skip_space(&mut self) -> Option<u8> {
        while let Some(b' ' | b'\n' | b'\t' | b'\r') = self.peek() {
            self.at += 1;
        }
        self.peek()
    }

    fn value(&mut self) -> Result<Json, Error> {
        let Some(b) = self.skip_space() else {
            return Err(self.peek_error(EOF_VALUE));
        };
        match b {
            b'n' => self.ident(b"null", Json::Null),
            b't' => self.ident(b"true", Json::Bool(true)),
            b'f' => self.ident(b"false", Json::Bool(false)),
            b'-' | b'0'..=b'9' => self.number().map(Json::Number),
            b'"' => {
                self.at += 1;
                self.string().map(Json::String)
            }
            b'[' | b'{' => {
                self.depth -= 1;
                if self.depth == 0 {
                    return Err(self.peek_error(RECURSION));
                }
                self.at += 1;
                let v = if b == b'[' {
                    self.array()
                } else {
                    self.object()
                };
                self.depth += 1;
                v
            }
            _ => Err(self.peek_error(EXPECTED_VALUE)),
        }
    }

    /// `word` (its first byte seen, not consumed).
    fn ident(&mut self, word: &[u8], v: Json) -> Result<Json, Error> {
        self.at += 1;
        for &expected in &word[1..] {
            match self.next() {
                None => return Err(self.error(EOF_VALUE)),
                Some(b) if b != expected => return Err(self.error(EXPECTED_IDENT)),
                Some(_) => {}
            }
        }
        Ok(v)
    }

    /// A number's text as serde_json's `arbitrary_precision` keeps it: as
    /// written, but an exponent as `e` and its sign (`+` when none).
    fn number(&mut self) -> Result<String, Error> {
        let mut buf = String::new();
        if self.peek() == Some(b'-') {
            self.at += 1;
            buf.push('-');
        }
        match self.next() {
            None => return Err(self.error(EOF_VALUE)),
            Some(b'0') => {
                buf.push('0');
                if let Some(b'0'..=b'9') = self.peek() {
                    return Err(self.peek_error(INVALID_NUMBER));
                }
            }
            Some(b @ b'1'..=b'9') => {
                buf.push(char::from(b));
                self.digits(&mut buf);
            }
            Some(_) => return Err(self.error(INVALID_NUMBER)),
        }
        if self.peek() == Some(b'.') {
            self.at += 1;
            buf.push('.');
            if !self.digits(&mut buf) {
                return Err(match self.peek() {
                    Some(_) => self.peek_error(INVALID_NUMBER),
                    None => self.peek_error(EOF_VALUE),
                });
            }
        }
        if let Some(b'e' | b'E') = self.peek() {
            self.at += 1;
            buf.push('e');
            match self.peek() {
                Some(b @ (b'+' | b'-')) => {
                    self.at += 1;
                    buf.push(char::from(b));
                }
                _ => buf.push('+'),
            }
            match self.next() {
                None => return Err(self.error(EOF_VALUE)),
                Some(b @ b'0'..=b'9') => buf.push(char::from(b)),
                Some(_) => return Err(self.error(INVALID_NUMBER)),
            }
            self.digits(&mut buf);
        }
        Ok(buf)
    }

    /// Consumes a run of digits into `buf`; whether there was one.
    fn digits(&mut self, buf: &mut String) -> bool {
        let start = self.at;
        while let Some(b @ b'0'..=b'9') = self.peek() {
            self.at += 1;
            buf.push(char::from(b));
        }
        self.at > start
    }

    /// A string's contents and its closing quote (the opening one read).
    fn string(&mut self) -> Result<String, Error> {
        let mut out: Vec<u8> = Vec::new();
        let mut start = self.at;
        loop {
            let Some(b) = self.peek() else {
                return Err(self.error(EOF_STRING));
            };
            match b {
                b'"' => {
                    out.extend_from_slice(&self.text[start..self.at]);
                    self.at += 1;
                    // The text is UTF-8 and escapes write whole characters
                    // (a lone surrogate is refused), so this cannot fail.
                    return Ok(String::from_utf8(out).unwrap_or_default());
                }
                b'\\' => {
                    out.extend_from_slice(&self.text[start..self.at]);
                    self.at += 1;
                    self.escape(&mut out)?;
                    start = self.at;
                }
                0..=0x1f => {
                    self.at += 1;
                    return Err(self.error(CONTROL));
                }
                _ => self.at += 1,
            }
        }
    }

    /// One escape after its backslash.
    fn escape(&mut self, out: &mut Vec<u8>) -> Result<(), Error> {
        let Some(b) = self.next() else {
            return Err(self.error(EOF_STRING));
        };
        let c = match b {
            b'"' => '"',
            b'\\' => '\\',
            b'/' => '/',
            b'b' => '\u{8}',
            b'f' => '\u{c}',
            b'n' => '\n',
            b'r' => '\r',
            b't' => '\t',
            b'u' => self.unicode_escape()?,
            _ => return Err(self.error(INVALID_ESCAPE)),
        };
        let mut buf = [0; 4];
        out.extend_from_slice(c.encode_utf8(&mut buf).as_bytes());
        Ok(())
    }

    /// The character of a `\u` escape (and of the one after it, for a
    /// surrogate pair), `\u` read.
    fn unicode_escape(&mut self) -> Result<char, Error> {
        let n = self.hex4()?;
        if (0xDC00..=0xDFFF).contains(&n) {
            return Err(self.error(LONE_SURROGATE));
        }
        if !(0xD800..=0xDBFF).contains(&n) {
            return Ok(char::from_u32(u32::from(n)).unwrap_or_default());
        }
        for expected in [b'\\', b'u'] {
            match self.peek() {
                None => return Err(self.error(EOF_STRING)),
                Some(b) if b == expected => self.at += 1,
                Some(_) => {
                    self.at += 1;
                    return Err(self.error(END_OF_HEX));
                }
            }
        }
        let n2 = self.hex4()?;
        if !(0xDC00..=0xDFFF).contains(&n2) {
            return Err(self.error(LONE_SURROGATE));
        }
        let c = ((u32::from(n - 0xD800) << 10) | u32::from(n2 - 0xDC00)) + 0x1_0000;
        Ok(char::from_u32(c).unwrap_or_default())
    }

    /// Four hex digits.
    fn hex4(&mut self) -> Result<u16, Error> {
        let Some(digits) = self.text.get(self.at..self.at + 4) else {
            self.at = self.text.len();
            return Err(self.error(EOF_STRING));
        };
        self.at += 4;
        let mut n: u16 = 0;
        for &d in digits {
            let Some(v) = crate::rules::chars::hex_value(d) else {
                return Err(self.error(INVALID_ESCAPE));
            };
            n = n << 4 | u16::from(v);
        }
        Ok(n)
    }

    /// An array's items and its `]` (the `[` read).
    fn array(&mut self) -> Result<Json, Error> {
        let mut items = Vec::new();
        loop {
            let Some(b) = self.skip_space() else {
                return Err(self.peek_error(EOF_LIST));
            };
            if b == b']' {
                self.at += 1;
                return Ok(Json::Array(items));
            }
            if !items.is_empty() {
                if b != b',' {
                    return Err(self.peek_error(LIST_COMMA_OR_END));
                }
                self.at += 1;
                match self.skip_space() {
                    Some(b']') => return Err(self.peek_error(TRAILING_COMMA)),
                    Some(_) => {}
                    None => return Err(self.peek_error(EOF_VALUE)),
                }
            }
            items.push(self.value()?);
        }
    }

    /// An object's members and its `}` (the `{` read).
    fn object(&mut self) -> Result<Json, Error> {
        let mut members = Vec::new();
        loop {
            let Some(b) = self.skip_space() else {
                return Err(self.peek_error(EOF_OBJECT));
            };
            if b == b'}' {
                self.at += 1;
                return Ok(Json::Object(Object::from_read(members)));
            }
            if !members.is_empty() {
                if b != b',' {
                    return Err(self.peek_error(OBJECT_COMMA_OR_END));
                }
                self.at += 1;
                match self.skip_space() {
                    Some(b'"') => {}
                    Some(b'}') => return Err(self.peek_error(TRAILING_COMMA)),
                    Some(_) => return Err(self.peek_error(KEY_STRING)),
                    None => return Err(self.peek_error(EOF_VALUE)),
                }
            } else if b != b'"' {
                return Err(self.peek_error(KEY_STRING));
            }
            self.at += 1;
            let name = self.string()?;
            match self.skip_space() {
                Some(b':') => self.at += 1,
                Some(_) => return Err(self.peek_error(EXPECTED_COLON)),
                None => return Err(self.peek_error(EOF_OBJECT)),
            }
            let value = self.value()?;
            members.push((name, value));
        }
    }
}
