//! `unquote`, `unquote_plus` and `unquote_to_bytes`: percent-decoding as
//! `urllib.parse` does it.
//!
//! A `%` followed by two hex digits of either case (RFC 3986 `pct-encoded`,
//! section 2.1; digits read with [`crate::rules::chars::hex_value`]) is the
//! byte they spell; any other `%` stays as it is. `unquote` on a `str`
//! decodes each maximal run of ASCII characters on its own and keeps the
//! non-ASCII characters between runs untouched, as Python does: so a
//! decoding error's position counts bytes from the start of its run.

use std::borrow::Cow;

use super::PyError;
use super::codec::{Arg, Codec, Direction, check_args, resolve};
use super::decode::decode_into;
use crate::rules::chars::HEX_VALUES;

/// Options of `unquote` and `unquote_plus`, Python's keyword arguments,
/// built from Python's defaults (UTF-8, `errors='replace'`).
///
/// As in Python, the encoding is looked up only when something needs
/// decoding, so `unquote("abc", encoding="nope")` is fine.
///
/// ```
/// use urigram::urllib::Unquote;
/// let u = Unquote::new().encoding("latin-1");
/// assert_eq!(u.unquote("%E9t%C3%A9").unwrap(), "étÃ©");
/// let strict = Unquote::new().errors("strict");
/// assert_eq!(
///     strict.unquote("%FF").unwrap_err().message,
///     "'utf-8' codec can't decode byte 0xff in position 0: invalid start byte"
/// );
/// ```
#[derive(Clone, Debug)]
pub struct Unquote<'a> {
    encoding: Arg<'a>,
    errors: Arg<'a>,
}

impl Default for Unquote<'_> {
    fn default() -> Self {
        Unquote::new()
    }
}

impl<'a> Unquote<'a> {
    /// Python's defaults: UTF-8, `errors='replace'`.
    #[must_use]
    pub fn new() -> Self {
        Unquote {
            encoding: Arg::Name("utf-8"),
            errors: Arg::Name("replace"),
        }
    }

    /// The encoding of the percent-encoded bytes, by Python codec name.
    #[must_use]
    pub fn encoding(mut self, name: &'a str) -> Self {
        self.encoding = Arg::Name(name);
        self
    }

    /// The error handler for bytes that do not decode, by Python name.
    #[must_use]
    pub fn errors(mut self, name: &'a str) -> Self {
        self.errors = Arg::Name(name);
        self
    }

    pub(crate) fn encoding_arg(mut self, arg: Arg<'a>) -> Self {
        self.encoding = arg;
        self
    }

    pub(crate) fn errors_arg(mut self, arg: Arg<'a>) -> Self {
        self.errors = arg;
        self
    }

    /// `unquote(s)` of a `str`. Borrows the input when it holds no `%`.
    ///
    /// # Errors
    /// What decoding raises in Python: an unknown encoding, undecodable
    /// bytes under `errors='strict'`, ...
    pub fn unquote<'s>(&self, s: &'s str) -> Result<Cow<'s, str>, PyError> {
        if memchr::memchr(b'%', s.as_bytes()).is_none() {
            return Ok(Cow::Borrowed(s));
        }
        let r = resolve(&self.encoding, &self.errors, Direction::Decode)?;
        if r.codec == Codec::Utf8 {
            if let Some(text) = percent_decode_utf8(s, false) {
                return Ok(Cow::Owned(text));
            }
        }
        let ascii_identity = is_ascii_identity(r.codec);
        let bytes = s.as_bytes();
        let mut out = String::with_capacity(s.len());
        let mut scratch = Vec::new();
        let mut i = 0;
        while i < bytes.len() {
            let ascii = bytes[i].is_ascii();
            let end = bytes[i..]
                .iter()
                .position(|b| b.is_ascii() != ascii)
                .map_or(bytes.len(), |n| i + n);
            // Runs end where ASCII meets non-ASCII, so on char boundaries.
            let run = &s[i..end];
            if !ascii || (ascii_identity && !run.contains('%')) {
                out.push_str(run);
            } else {
                scratch.clear();
                unquote_into(run.as_bytes(), &mut scratch);
                decode_into(&scratch, r.codec, &r.handler, &mut out).map_err(|e| r.wrap(e))?;
            }
            i = end;
        }
        Ok(Cow::Owned(out))
    }

    /// `unquote_plus(s)`: `+` is a space, then [`Unquote::unquote`].
    ///
    /// # Errors
    /// As [`Unquote::unquote`].
    pub fn unquote_plus<'s>(&self, s: &'s str) -> Result<Cow<'s, str>, PyError> {
        if s.contains('+') {
            if s.contains('%') {
                // One pass for both `+` and `%XX` when the result is plainly
                // UTF-8; the encoding is resolved first, as Python would.
                let r = resolve(&self.encoding, &self.errors, Direction::Decode)?;
                if r.codec == Codec::Utf8 {
                    if let Some(text) = percent_decode_utf8(s, true) {
                        return Ok(Cow::Owned(text));
                    }
                }
            }
            let spaced = s.replace('+', " ");
            Ok(Cow::Owned(self.unquote(&spaced)?.into_owned()))
        } else {
            self.unquote(s)
        }
    }

    /// Whether these options decode as `unquote`'s defaults do where it
    /// matters for a fast path: the codec named exactly `utf-8` and argument
    /// types Python accepts, so that decoding valid UTF-8 cannot fail and
    /// never consults the error handler.
    pub(crate) fn is_plain_utf8(&self) -> bool {
        // `check_args` would accept exactly these: names without a NUL.
        matches!(
            (&self.encoding, &self.errors),
            (Arg::Name("utf-8"), Arg::Name(e)) if !e.as_bytes().contains(&0)
        )
    }

    /// `unquote(b)` of `bytes`: all of it percent-decoded, then decoded at
    /// once (Python's bytes path, where positions count from the start).
    ///
    /// # Errors
    /// As [`Unquote::unquote`]; the encoding is looked up unless the result
    /// is empty.
    pub fn unquote_bytes(&self, b: &[u8]) -> Result<String, PyError> {
        let raw = unquote_to_bytes(b);
        if raw.is_empty() {
            // Python decodes empty bytes to "" without looking the codec up,
            // though it still checks the argument types.
            check_args(&self.encoding, &self.errors)?;
            return Ok(String::new());
        }
        let r = resolve(&self.encoding, &self.errors, Direction::Decode)?;
        let mut out = String::with_capacity(raw.len());
        decode_into(&raw, r.codec, &r.handler, &mut out).map_err(|e| r.wrap(e))?;
        Ok(out)
    }
}

/// Whether `codec` decodes every ASCII byte to the same character, so that
/// a run of ASCII without `%` needs no decoding.
fn is_ascii_identity(codec: Codec) -> bool {
    match codec {
        Codec::Utf8 | Codec::Utf8Sig | Codec::Latin1 | Codec::Ascii => true,
        Codec::Charmap(map) => (0..128u8).all(|b| map.decode_byte(b) == Some(char::from(b))),
    }
}

/// `unquote(s)` with Python's defaults: UTF-8, invalid sequences replaced
/// by U+FFFD exactly where Python puts them.
///
/// ```
/// assert_eq!(urigram::urllib::unquote("a%20b%C3%A9%E2%82%zz"), "a bé\u{fffd}%zz");
/// ```
#[must_use]
pub fn unquote(s: &str) -> Cow<'_, str> {
    // The defaults resolve without fail, so the common cases need not build
    // the options: no `%` borrows, valid UTF-8 decodes in one pass.
    if memchr::memchr(b'%', s.as_bytes()).is_none() {
        return Cow::Borrowed(s);
    }
    if let Some(text) = percent_decode_utf8(s, false) {
        return Cow::Owned(text);
    }
    // UTF-8 with `replace` has no failure mode.
    Unquote::new().unquote(s).unwrap_or(Cow::Borrowed(s))
}

/// `unquote_plus(s)` with Python's defaults.
///
/// ```
/// assert_eq!(urigram::urllib::unquote_plus("a+b%2B"), "a b+");
/// ```
#[must_use]
pub fn unquote_plus(s: &str) -> Cow<'_, str> {
    Unquote::new().unquote_plus(s).unwrap_or(Cow::Borrowed(s))
}

/// `unquote_to_bytes(b)`: every `%XX` with two hex digits becomes its byte;
/// the rest stays. A `str` argument is its UTF-8 bytes (`s.as_bytes()`).
///
/// ```
/// assert_eq!(&*urigram::urllib::unquote_to_bytes(b"%41%4g%%ff%F"), b"A%4g%\xff%F");
/// ```
#[must_use]
pub fn unquote_to_bytes(b: &[u8]) -> Cow<'_, [u8]> {
    if memchr::memchr(b'%', b).is_none() {
        return Cow::Borrowed(b);
    }
    let mut out = Vec::with_capacity(b.len());
    unquote_into(b, &mut out);
    Cow::Owned(out)
}

/// Appends `b` to `out` with every `%XX` (two hex digits) turned into its
/// byte.
fn unquote_into(b: &[u8], out: &mut Vec<u8>) {
    decode_bytes(b, false, out);
}

/// The percent-decoding loop, with `+` read as a space when `plus`: the
/// literal text between escapes is copied whole. A plain byte loop rather
/// than memchr per `%`: escapes come in runs (`%E6%9D%B1`), and a memchr
/// call costs more than the few bytes it would skip.
fn decode_bytes(b: &[u8], plus: bool, out: &mut Vec<u8>) {
    let mut literal = 0;
    let mut i = 0;
    while i < b.len() {
        let x = b[i];
        if x == b'%' {
            if let Some(byte) = escape_at(b, i) {
                out.extend_from_slice(&b[literal..i]);
                out.push(byte);
                i += 3;
                literal = i;
                continue;
            }
        } else if plus && x == b'+' {
            out.extend_from_slice(&b[literal..i]);
            out.push(b' ');
            literal = i + 1;
        }
        i += 1;
    }
    out.extend_from_slice(&b[literal..]);
}

/// `unquote(s)` (after `s.replace('+', ' ')` when `plus`) with UTF-8, in one
/// pass, when the percent-decoded bytes are valid UTF-8; `None` otherwise,
/// for the exact per-run path to handle.
///
/// Python decodes each maximal run of ASCII characters on its own and keeps
/// the non-ASCII characters between runs. When the bytes of the whole are
/// valid UTF-8, that is the same text: a kept non-ASCII character starts with
/// a UTF-8 lead byte and is complete, so the decoded bytes of every run
/// before and after it end and start on character boundaries, and each run
/// is valid UTF-8 on its own. So only invalid input needs the runs (and the
/// error handler, which valid UTF-8 never consults).
///
/// The output is built as a `String` as it goes: literal text is copied from
/// `s` (it lies between ASCII delimiters, so on character boundaries), an
/// escape below 0x80 is that character, and one above starts a UTF-8
/// sequence whose continuation bytes can only come from the escapes right
/// after it (literal text starts with ASCII or a lead byte), checked as one
/// character. Nothing is validated twice.
pub(crate) fn percent_decode_utf8(s: &str, plus: bool) -> Option<String> {
    let b = s.as_bytes();
    // memchr skips the literal text between escapes at SIMD speed; escapes
    // that follow each other (`%E6%9D%B1`) are taken without a call.
    let next = |from: usize| {
        let rest = &b[from..];
        let n = if plus {
            memchr::memchr2(b'%', b'+', rest)
        } else {
            memchr::memchr(b'%', rest)
        };
        n.map(|n| from + n)
    };
    let Some(mut i) = next(0) else {
        return Some(s.to_owned());
    };
    let mut out = String::with_capacity(b.len());
    let mut literal = 0;
    loop {
        if b[i] == b'+' {
            out.push_str(&s[literal..i]);
            out.push(' ');
            i += 1;
            literal = i;
        } else if let Some(x) = escape_at(b, i) {
            out.push_str(&s[literal..i]);
            if x.is_ascii() {
                out.push(char::from(x));
                i += 3;
            } else {
                let (c, n) = escaped_char(b, i, x)?;
                out.push(c);
                i += 3 * n;
            }
            literal = i;
        } else {
            // A `%` without two hex digits stays as it is.
            i += 1;
        }
        match b.get(i) {
            Some(b'%') => {}
            Some(b'+') if plus => {}
            Some(_) => match next(i) {
                Some(n) => i = n,
                None => break,
            },
            None => break,
        }
    }
    out.push_str(&s[literal..]);
    Some(out)
}

/// The byte that `%XX` at `i` spells, if two hex digits follow the `%`.
#[inline]
fn escape_at(b: &[u8], i: usize) -> Option<u8> {
    match b.get(i..i + 3)? {
        &[b'%', h, l] => {
            let (h, l) = (HEX_VALUES[usize::from(h)], HEX_VALUES[usize::from(l)]);
            ((h | l) & 0x80 == 0).then_some(h << 4 | l)
        }
        _ => None,
    }
}

/// The character that the UTF-8 sequence starting with the escaped lead
/// byte `x` at `i` spells, all of it escapes, and how many escapes it took;
/// `None` when it is not exactly one valid UTF-8 character.
///
/// Valid means what `str::from_utf8` accepts (RFC 3629): a lead byte of
/// 0xC2 to 0xF4, continuation bytes 0x80 to 0xBF, and a code point that is
/// not overlong, not a surrogate and at most U+10FFFF (the last two are
/// `char::from_u32`'s own checks).
#[inline]
fn escaped_char(b: &[u8], i: usize, x: u8) -> Option<(char, usize)> {
    let (n, min, mut cp) = match x {
        0xC2..=0xDF => (2, 0x80, u32::from(x & 0x1F)),
        0xE0..=0xEF => (3, 0x800, u32::from(x & 0x0F)),
        0xF0..=0xF4 => (4, 0x1_0000, u32::from(x & 0x07)),
        _ => return None,
    };
    for k in 1..n {
        let c = escape_at(b, i + 3 * k)?;
        if c & 0xC0 != 0x80 {
            return None;
        }
        cp = cp << 6 | u32::from(c & 0x3F);
    }
    if cp < min {
        return None;
    }
    char::from_u32(cp).map(|c| (c, n))
}
