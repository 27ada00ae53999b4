//! Text encodings as Python names them: finding a codec by name the way
//! `codecs.lookup` does, and the error handlers (`errors=`) of `str.encode`
//! and `bytes.decode`.
//!
//! urigram implements the codecs whose behaviour it can reproduce exactly:
//! UTF-8 (and `utf-8-sig`), Latin-1, ASCII and all 70 single-byte "charmap"
//! codecs of CPython (cp1252, koi8-r, mac-roman, the ISO 8859 family, the
//! EBCDIC pages, ...), from tables generated out of CPython itself
//! (scripts/gen_codec_tables.py). A name that CPython does not know is
//! Python's `LookupError: unknown encoding: X`; a codec that CPython has and
//! urigram lacks (the CJK multibyte codecs, UTF-16/32, UTF-7, IDNA, punycode,
//! the escape codecs) is a `LookupError` that says so. Encoding crates such as
//! encoding_rs follow the WHATWG tables, which differ from CPython's for
//! cp1252, Shift_JIS, Big5, GBK and EUC-KR, so they would not be exact.

use crate::urllib::text::codec_tables::{ALIASES, CHARMAPS, MODULES, NOT_TEXT};
use crate::urllib::values::error::PyError;
use crate::urllib::values::python::Python;

/// A codec that urigram implements, as found by [`Codec::lookup`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Codec {
    /// `utf-8` and its aliases.
    Utf8,
    /// `utf-8-sig`: UTF-8 with a byte-order mark written, and skipped when read.
    Utf8Sig,
    /// `latin-1` (ISO 8859-1: every byte is the code point of its value); also
    /// the `charmap` codec used without a table.
    Latin1,
    /// `ascii`.
    Ascii,
    /// A single-byte table codec such as `cp1252`.
    Charmap(Charmap),
}

/// Which way a codec is wanted: Python's refusals name the direction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Direction {
    /// `str.encode`.
    Encode,
    /// `bytes.decode`.
    Decode,
}

/// A single-byte table codec: its module name and the character of each byte.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Charmap {
    name: &'static str,
    table: &'static str,
}

impl Charmap {
    /// The codec's module name, e.g. `cp1252`.
    #[must_use]
    pub fn name(&self) -> &'static str {
        self.name
    }

    /// The character byte `b` decodes to, or `None` where the table leaves
    /// it undefined.
    #[must_use]
    pub fn decode_byte(&self, b: u8) -> Option<char> {
        // Each table is 256 characters; CPython marks undefined bytes U+FFFE.
        let c = self.table.chars().nth(usize::from(b))?;
        (c != '\u{fffe}').then_some(c)
    }

    /// The byte `c` encodes to: the last byte that decodes to it, as in
    /// CPython's inverse tables.
    #[must_use]
    pub fn encode_char(&self, c: char) -> Option<u8> {
        if c == '\u{fffe}' {
            return None;
        }
        let mut found = None;
        for (i, t) in self.table.chars().enumerate() {
            if t == c {
                found = u8::try_from(i).ok();
            }
        }
        found
    }
}

impl Codec {
    /// The codec `name` names, as `codecs.lookup(name)` finds it, for use
    /// in direction `dir`.
    ///
    /// ```
    /// use urigram::urllib::{Codec, Direction};
    /// assert_eq!(Codec::lookup("UTF8", Direction::Encode).unwrap(), Codec::Utf8);
    /// assert_eq!(Codec::lookup("Latin 1", Direction::Decode).unwrap(), Codec::Latin1);
    /// let err = Codec::lookup("nope", Direction::Encode).unwrap_err();
    /// assert_eq!(err.message, "unknown encoding: nope");
    /// ```
    ///
    /// # Errors
    /// `LookupError: unknown encoding: X` for a name CPython does not know;
    /// Python's `LookupError` for a codec that is not a text encoding
    /// (`rot13`, `hex`, ...) and its `UnicodeError` for the `undefined` codec;
    /// a `LookupError` naming the codec for one urigram does not implement;
    /// and `ValueError: embedded null character` for a name with a NUL.
    pub fn lookup(name: &str, dir: Direction) -> Result<Codec, PyError> {
        if name.contains('\0') {
            return Err(PyError::value_error("embedded null character"));
        }
        let norm = normalize(name);
        let aliased = alias(&norm).or_else(|| alias(&norm.replace('.', "_")));
        let module = aliased
            .into_iter()
            .chain(std::iter::once(norm.as_str()))
            .filter(|m| !m.is_empty() && !m.contains('.'))
            .find_map(|m| MODULES.binary_search(&m).ok().map(|i| MODULES[i]));
        let Some(module) = module else {
            return Err(PyError::new(
                "LookupError",
                format!("unknown encoding: {name}"),
            ));
        };
        let (verb, call) = match dir {
            Direction::Encode => ("encoding", "encode"),
            Direction::Decode => ("decoding", "decode"),
        };
        if NOT_TEXT.contains(&module) {
            return Err(PyError::new(
                "LookupError",
                format!(
                    "'{name}' is not a text encoding; use codecs.{call}() to handle arbitrary codecs"
                ),
            ));
        }
        Ok(match module {
            "utf_8" => Codec::Utf8,
            "utf_8_sig" => Codec::Utf8Sig,
            "latin_1" | "charmap" => Codec::Latin1,
            "ascii" => Codec::Ascii,
            "undefined" => {
                return Err(PyError::new(
                    "UnicodeError",
                    format!(
                        "{verb} with 'undefined' codec failed (UnicodeError: undefined encoding)"
                    ),
                ));
            }
            _ => match CHARMAPS.iter().find(|(m, _)| *m == module) {
                Some(&(name, table)) => Codec::Charmap(Charmap { name, table }),
                None => {
                    return Err(PyError::new(
                        "LookupError",
                        format!(
                            "urigram does not implement CPython's codec {module} \
                             (asked for as encoding {})",
                            super::pytext::repr_str(name)
                        ),
                    ));
                }
            },
        })
    }

    /// The name CPython's messages give the codec (`'utf-8' codec can't ...`).
    #[must_use]
    pub fn message_name(&self) -> &'static str {
        match self {
            Codec::Utf8 | Codec::Utf8Sig => "utf-8",
            Codec::Latin1 => "latin-1",
            Codec::Ascii => "ascii",
            Codec::Charmap(_) => "charmap",
        }
    }
}

/// `codecs.lookup`'s normalization: ASCII lower case, then every run of
/// characters other than letters, digits and `.` becomes one `_` (none at
/// either end), and non-ASCII letters and digits are dropped.
fn normalize(name: &str) -> String {
    let mut out = String::with_capacity(name.len());
    let mut punct = false;
    for c in name.chars() {
        if c.is_alphanumeric() || c == '.' {
            if punct && !out.is_empty() {
                out.push('_');
            }
            if c.is_ascii() {
                out.push(c.to_ascii_lowercase());
            }
            punct = false;
        } else {
            punct = true;
        }
    }
    out
}

fn alias(norm: &str) -> Option<&'static str> {
    ALIASES
        .binary_search_by(|(k, _)| (*k).cmp(norm))
        .ok()
        .map(|i| ALIASES[i].1)
}

/// How an encoder or decoder deals with what it cannot handle: Python's
/// `errors=` argument.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum ErrorHandler {
    /// `strict`: raise `UnicodeEncodeError` / `UnicodeDecodeError`.
    Strict,
    /// `replace`: `?` when encoding, U+FFFD when decoding.
    Replace,
    /// `ignore`: drop what cannot be handled.
    Ignore,
    /// `backslashreplace`: `\xNN`, `\uNNNN`, `\UNNNNNNNN`.
    BackslashReplace,
    /// `xmlcharrefreplace` (encoding only): `&#NNN;`.
    XmlCharRefReplace,
    /// `namereplace` (encoding only): `\N{NAME}`. urigram has no Unicode
    /// name table, so it reports an error where Python would use a name.
    NameReplace,
    /// `surrogateescape`: bytes as lone surrogates, which a Rust `String`
    /// cannot hold; urigram reports an error where Python would make one.
    SurrogateEscape,
    /// `surrogatepass`: surrogates through UTF-8; as above.
    SurrogatePass,
    /// Any other name: Python raises `LookupError` when the handler is first
    /// needed, and so does urigram.
    Unknown(String),
}

impl ErrorHandler {
    /// The handler named `name` (names are case-sensitive, as in Python).
    #[must_use]
    pub fn from_name(name: &str) -> ErrorHandler {
        match name {
            "strict" => ErrorHandler::Strict,
            "replace" => ErrorHandler::Replace,
            "ignore" => ErrorHandler::Ignore,
            "backslashreplace" => ErrorHandler::BackslashReplace,
            "xmlcharrefreplace" => ErrorHandler::XmlCharRefReplace,
            "namereplace" => ErrorHandler::NameReplace,
            "surrogateescape" => ErrorHandler::SurrogateEscape,
            "surrogatepass" => ErrorHandler::SurrogatePass,
            other => ErrorHandler::Unknown(other.to_string()),
        }
    }

    /// The `LookupError` of an unknown handler name, if this is one.
    pub(crate) fn unknown_error(&self) -> Option<PyError> {
        match self {
            ErrorHandler::Unknown(name) => Some(PyError::new(
                "LookupError",
                format!("unknown error handler name '{name}'"),
            )),
            _ => None,
        }
    }
}

/// The error urigram reports where Python's answer would be a `str` with
/// lone surrogates, which Rust strings cannot hold.
pub(crate) fn surrogate_error(handler: &str) -> PyError {
    PyError::new(
        "SurrogateError",
        format!(
            "errors='{handler}' would make a str with lone surrogates, \
             which urigram cannot represent"
        ),
    )
}

/// An `encoding=` or `errors=` argument as Python received it: a name, or
/// the `TypeError` that Python raises only once it gets to use the argument
/// (`encode() argument 'encoding' must be str, not int`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Arg<'a> {
    /// A name.
    Name(&'a str),
    /// A value of the wrong type: the error using it raises.
    Bad(PyError),
}

/// A codec resolved from Python arguments, ready to encode or decode with
/// CPython's error wrapping.
#[derive(Clone, Debug)]
pub(crate) struct Resolved<'a> {
    pub(crate) codec: Codec,
    pub(crate) handler: ErrorHandler,
    name: &'a str,
    fast: bool,
    dir: Direction,
    py: Python,
}

impl Resolved<'_> {
    /// CPython calls the codecs it knows by a handful of names (`utf-8`,
    /// `latin-1`, `ascii`, ...) directly; for every other name it goes
    /// through the codec registry, which wraps a `LookupError` or
    /// `TypeError` raised inside the codec as
    /// `encoding with 'NAME' codec failed (LookupError: ...)`.
    /// From 3.12 ([`Python::codec_errors_unwrapped`]) nothing is wrapped.
    pub(crate) fn wrap(&self, e: PyError) -> PyError {
        if self.fast
            || self.py.codec_errors_unwrapped()
            || !matches!(e.type_name, "LookupError" | "TypeError")
        {
            return e;
        }
        let verb = match self.dir {
            Direction::Encode => "encoding",
            Direction::Decode => "decoding",
        };
        PyError::new(
            e.type_name,
            format!(
                "{verb} with '{}' codec failed ({}: {})",
                self.name, e.type_name, e.message
            ),
        )
    }
}

/// Whether CPython takes its direct path for the encoding `name`: after
/// lower-casing and turning each run of characters other than ASCII letters,
/// digits and `.` into one `_`, it is one of the built-in spellings.
fn is_fast_path(name: &str) -> bool {
    let mut norm = String::with_capacity(name.len());
    let mut punct = false;
    for c in name.chars() {
        if c.is_ascii_alphanumeric() || c == '.' {
            if punct && !norm.is_empty() {
                norm.push('_');
            }
            norm.push(c.to_ascii_lowercase());
            punct = false;
        } else {
            punct = true;
        }
    }
    matches!(
        norm.as_str(),
        "utf8" | "utf_8" | "ascii" | "us_ascii" | "latin1" | "latin_1" | "iso_8859_1" | "iso8859_1"
    )
}

/// A lookup's error as the release `py` raises it: from 3.12 the
/// `undefined` codec's own error comes out unwrapped. Out of line: errors
/// are rare, and the lookup sits on the path of every non-UTF-8 call.
#[cold]
#[inline(never)]
fn lookup_error(py: Python, e: PyError) -> PyError {
    if py.codec_errors_unwrapped() && e.message.ends_with("(UnicodeError: undefined encoding)") {
        PyError::new("UnicodeError", "undefined encoding")
    } else {
        e
    }
}

/// The two names, checked as `str.encode` / `bytes.decode` parse their
/// arguments: each must be a `str` without NUL, `encoding` first.
pub(crate) fn check_args<'a>(
    encoding: &Arg<'a>,
    errors: &Arg<'a>,
) -> Result<(&'a str, &'a str), PyError> {
    fn one<'x>(arg: &Arg<'x>) -> Result<&'x str, PyError> {
        match arg {
            Arg::Name(n) if memchr::memchr(0, n.as_bytes()).is_some() => {
                Err(PyError::value_error("embedded null character"))
            }
            Arg::Name(n) => Ok(n),
            Arg::Bad(e) => Err(e.clone()),
        }
    }
    let name = one(encoding)?;
    let handler = one(errors)?;
    Ok((name, handler))
}

/// The codec and handler that `encoding` and `errors` name, checked in
/// Python's order (types first, then the codec; the handler name is looked
/// up only when an error needs it).
pub(crate) fn resolve<'a>(
    encoding: &Arg<'a>,
    errors: &Arg<'a>,
    dir: Direction,
    py: Python,
) -> Result<Resolved<'a>, PyError> {
    let (name, handler) = check_args(encoding, errors)?;
    let (codec, fast) = if name == "utf-8" {
        (Codec::Utf8, true)
    } else {
        let codec = Codec::lookup(name, dir).map_err(|e| lookup_error(py, e))?;
        (codec, is_fast_path(name))
    };
    Ok(Resolved {
        codec,
        handler: ErrorHandler::from_name(handler),
        name,
        fast,
        dir,
        py,
    })
}
