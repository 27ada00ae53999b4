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

use super::scan;
use super::text::codec::{Arg, Codec, Direction, Resolved, check_args, resolve};
use super::text::decode::decode_into;
use super::{PyError, Python};
use crate::rules::chars::HEX_VALUES;
use crate::rules::word::Word;

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
    python: Python,
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
            python: Python::V3_11,
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

    /// The CPython release whose answers to give (3.11 unless set): only
    /// the messages of errors raised inside a codec differ.
    #[must_use]
    pub fn python(mut self, py: Python) -> Self {
        self.python = py;
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
        let Some(first) = scan::find_first(s.as_bytes(), b'%') else {
            return Ok(Cow::Borrowed(s));
        };
        let r = resolve(&self.encoding, &self.errors, Direction::Decode, self.python)?;
        if r.codec == Codec::Utf8 {
            if let Some(text) = decode_utf8_from(s, first, false) {
                return Ok(Cow::Owned(text));
            }
        }
        unquote_runs(s, &r).map(Cow::Owned)
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
                let r = resolve(&self.encoding, &self.errors, Direction::Decode, self.python)?;
                if r.codec == Codec::Utf8 {
                    let first = scan::find2(s.as_bytes(), 0, b'%', b'+');
                    if let Some(text) = first.and_then(|f| decode_utf8_plus_from(s, f)) {
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
        let r = resolve(&self.encoding, &self.errors, Direction::Decode, self.python)?;
        let mut out = String::with_capacity(raw.len());
        decode_into(&raw, r.codec, &r.handler, &mut out).map_err(|e| r.wrap(e))?;
        Ok(out)
    }
}

/// Python's `unquote` proper, for any codec and error handler: each maximal
/// run of ASCII characters is percent-decoded and decoded with the codec on
/// its own, and the non-ASCII characters between runs are kept.
fn unquote_runs(s: &str, r: &Resolved<'_>) -> Result<String, PyError> {
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
    Ok(out)
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
#[inline]
pub fn unquote(s: &str) -> Cow<'_, str> {
    // Inline, so that a string without `%` (most of them) costs its caller
    // the search and nothing else: no call, no stack frame for the decoding.
    match scan::find_first(s.as_bytes(), b'%') {
        None => Cow::Borrowed(s),
        Some(first) => Cow::Owned(unquote_default(s, first)),
    }
}

/// [`unquote`] of a string whose first `%` is at `first`.
#[inline(never)]
fn unquote_default(s: &str, first: usize) -> String {
    // The defaults resolve without fail, so the options need not be built:
    // valid UTF-8 decodes in one pass.
    decode_utf8_from(s, first, false).unwrap_or_else(|| unquote_invalid(s))
}

/// [`unquote`] of a string whose escapes do not spell valid UTF-8: the
/// runs, each decoded with `replace`, which has no failure mode (nor has
/// resolving the defaults). Out of line, so that its frame and registers
/// are not the common case's.
#[cold]
#[inline(never)]
fn unquote_invalid(s: &str) -> String {
    resolve(
        &Arg::Name("utf-8"),
        &Arg::Name("replace"),
        Direction::Decode,
        Python::V3_11,
    )
    .and_then(|r| unquote_runs(s, &r))
    .unwrap_or_else(|_| s.to_owned())
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
    let Some(first) = scan::find_first(b, b'%') else {
        return Cow::Borrowed(b);
    };
    let mut out = Vec::with_capacity(b.len());
    decode_from(b, first, false, &mut out);
    Cow::Owned(out)
}

/// Appends `b` to `out` with every `%XX` (two hex digits) turned into its
/// byte.
fn unquote_into(b: &[u8], out: &mut Vec<u8>) {
    match scan::find(b, 0, b'%') {
        Some(first) => decode_from(b, first, false, out),
        None => out.extend_from_slice(b),
    }
}

/// The first `%` (or `+`, when `plus`) in `b` at or after `from`.
#[inline]
fn next_special(b: &[u8], from: usize, plus: bool) -> Option<usize> {
    if plus {
        scan::find2(b, from, b'%', b'+')
    } else {
        scan::find(b, from, b'%')
    }
}

/// The percent-decoding loop, with `+` read as a space when `plus`, given
/// the first `%` or `+` at `first`: appends `b` decoded to `out`.
///
/// The literal text between escapes is copied whole, found eight bytes at a
/// time (see [`scan`]); escapes come in runs (`%E6%9D%B1`), so the byte
/// after one is looked at before searching.
fn decode_from(b: &[u8], first: usize, plus: bool, out: &mut Vec<u8>) {
    out.extend_from_slice(&b[..first]);
    let mut i = first;
    loop {
        // `b[i]` is a `%`, or a `+` when `plus`; a `%` without two hex
        // digits stays as it is.
        let (byte, len) = if b[i] == b'+' {
            (b' ', 1)
        } else {
            escape_at(b, i).map_or((b'%', 1), |x| (x, 3))
        };
        out.push(byte);
        i += len;
        match b.get(i) {
            None => return,
            Some(b'%') => continue,
            Some(b'+') if plus => continue,
            Some(_) => {}
        }
        let next = next_special(b, i, plus);
        out.extend_from_slice(&b[i..next.unwrap_or(b.len())]);
        match next {
            Some(n) => i = n,
            None => return,
        }
    }
}

/// [`decode_utf8_from`] with `plus`, out of line, for `unquote_plus` and
/// `parse_qsl`: the loop of `parse_qsl` measured about 10% slower with the
/// decoder inlined into it.
#[inline(never)]
pub(crate) fn decode_utf8_plus_from(s: &str, first: usize) -> Option<String> {
    decode_utf8_from(s, first, true)
}

/// `unquote(s)` (after `s.replace('+', ' ')` when `plus`) with UTF-8, given
/// the first `%` (or `+`) at `first`, when the percent-decoded bytes are
/// valid UTF-8; `None` otherwise, for the exact per-run path to handle.
///
/// Python decodes each maximal run of ASCII characters on its own and keeps
/// the non-ASCII characters between runs. When the bytes of the whole are
/// valid UTF-8, that is the same text: a kept non-ASCII character starts with
/// a UTF-8 lead byte and is complete, so the decoded bytes of every run
/// before and after it end and start on character boundaries, and each run
/// is valid UTF-8 on its own. So only invalid input needs the runs (and the
/// error handler, which valid UTF-8 never consults).
///
/// The literal text between escapes is copied from `s` as text: it lies
/// between ASCII delimiters, so on character boundaries, and is never
/// checked again. The escapes are decoded a character at a time: one that
/// spells an ASCII byte is that character; one that spells a UTF-8 lead byte
/// must be followed by the escapes of its continuation bytes, and together
/// they must make a valid character. That is the same check as validating
/// the decoded bytes of each run of escapes (the literal text is valid and
/// starts and ends on character boundaries, so a character cannot be split
/// between an escape and literal text), without a buffer or a validation
/// call per run; most runs are one or two ASCII escapes (`%20`, `%2F`).
///
/// Measured slower on the benchmark corpus (`cargo bench --bench
/// urllib_quick -- unquote-pct`), so not done: decoding the bytes into a
/// stack buffer and validating it once, with std (`from_utf8` walks mixed
/// text a byte at a time) or with simdutf8 (about 20 ns of set-up on a line
/// of 90 bytes), then copying it into the `String`; a loop without branches
/// on the bytes (each round waits on the last round's position); reading a
/// character's continuation escapes without branching on its width; copying
/// literal text 32 bytes at a time, or 16 with the window test of
/// [`scan::find_first`] (5% slower); a loop over the bits of every `%` in
/// 64 bytes, copying the text between them 16 bytes at a time (25% slower).
/// No better, no worse: the prefix before the first `%` in 16-byte pieces
/// rather than one `memcpy`, the last few bytes without one, a first round
/// of [`copy_literal`] apart from the rest.
///
/// A line with `%` costs about three times as much as the same line met
/// again, which is the mispredicted branches of text whose shape differs
/// from line to line, not the work done.
///
/// Always inline: each caller passes `plus` as a constant, and the copy in
/// [`unquote`]'s out-of-line decoder, with `plus` folded away and the literal
/// copy inline too, measured 4% faster over the benchmark lines than one
/// shared function called from there (`cargo bench --bench urllib_quick --
/// unquote`, the two timed alternately in one process).
#[inline(always)]
pub(crate) fn decode_utf8_from(s: &str, first: usize, plus: bool) -> Option<String> {
    let b = s.as_bytes();
    let mut out = String::with_capacity(b.len());
    out.push_str(&s[..first]);
    let mut i = first;
    loop {
        // A run of escapes (and `+`), `b[i]` its first byte. Each kind of
        // escape asks on its own branch whether the run goes on: an ASCII
        // escape (`%20`, `%2F`) is mostly alone between literal text, the
        // bytes of a character mostly come in runs, and the predictor keeps
        // the two apart (measured 2 to 3% faster than one shared test).
        let more = |at: usize| match b.get(at) {
            Some(b'%') => true,
            Some(b'+') => plus,
            _ => false,
        };
        loop {
            if b[i] == b'+' {
                out.push(' ');
                i += 1;
                if !more(i) {
                    break;
                }
                continue;
            }
            match escape_at(b, i) {
                // A `%` without two hex digits stays as it is.
                None => {
                    out.push('%');
                    i += 1;
                    if !more(i) {
                        break;
                    }
                }
                Some(x) if x.is_ascii() => {
                    out.push(char::from(x));
                    // Looked up before `i` moves, so that this test is not
                    // merged with the others into one branch.
                    let go = more(i + 3);
                    i += 3;
                    if !go {
                        break;
                    }
                }
                Some(lead) => {
                    let (c, len) = escaped_char(b, i, lead)?;
                    out.push(c);
                    i += len;
                    if !more(i) {
                        break;
                    }
                }
            }
        }
        if i == b.len() {
            return Some(out);
        }
        i = copy_literal(s, i, plus, &mut out);
        if i == b.len() {
            return Some(out);
        }
    }
}

/// The character whose UTF-8 form is spelled by the escapes at `i`, the
/// first of which spells `lead` (not ASCII), and how many bytes of `b` they
/// take; `None` unless they make one valid UTF-8 character.
///
/// Valid means: a lead byte of a two-, three- or four-byte form, escapes of
/// continuation bytes (`10xxxxxx`) for the rest, and a code point that
/// needs that many bytes (no overlong form), is not a surrogate and is at
/// most U+10FFFF (the last two are what `char::from_u32` refuses).
#[inline]
fn escaped_char(b: &[u8], i: usize, lead: u8) -> Option<(char, usize)> {
    let (n, mut cp, min) = match lead {
        0xC0..=0xDF => (2, u32::from(lead & 0x1F), 0x80),
        0xE0..=0xEF => (3, u32::from(lead & 0x0F), 0x800),
        0xF0..=0xF7 => (4, u32::from(lead & 0x07), 0x1_0000),
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
    char::from_u32(cp).map(|c| (c, 3 * n))
}

/// The bytes of `w` that are `%` (or `+`, when `plus`), flagged as
/// [`Word::find`] flags them.
#[inline]
fn specials(w: Word, plus: bool) -> u64 {
    let pct = w.find(b'%');
    if plus { pct | w.find(b'+') } else { pct }
}

/// Appends the literal text of `s` from `i` up to the next `%` (or `+`,
/// when `plus`) and returns where it stopped: that byte, or the end.
///
/// The search and the copy are one pass: eight bytes are appended as they
/// are tested, and the surplus past the delimiter is cut off again, which
/// costs less than a search and then a copy of a length that varies (a
/// memcpy call that branches on it). Eight bytes that end inside a
/// character, and the last few bytes, take the search and the copy.
#[inline(always)]
fn copy_literal(s: &str, mut i: usize, plus: bool, out: &mut String) -> usize {
    let b = s.as_bytes();
    while let Some(chunk) = s.get(i..i + 8) {
        let w = Word::at(b, i);
        out.push_str(chunk);
        let m = specials(w, plus);
        if m != 0 {
            let d = (m.trailing_zeros() / 8) as usize;
            out.truncate(out.len() - 8 + d);
            return i + d;
        }
        i += 8;
    }
    let next = next_special(b, i, plus).unwrap_or(b.len());
    out.push_str(&s[i..next]);
    next
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

#[cfg(test)]
mod tests {
    use super::{unquote, unquote_plus, unquote_to_bytes};

    /// Long enough to cross any fixed-size buffer an implementation might use.
    const GROUP: usize = 64;

    /// What `unquote` must give for input whose decoded bytes are UTF-8.
    fn decoded(s: &str) -> String {
        String::from_utf8(unquote_to_bytes(s.as_bytes()).into_owned()).unwrap_or_default()
    }

    #[test]
    fn long_runs_of_escapes_split_characters_across_the_buffer() {
        for lead in ["", "a", "ab", "é"] {
            for n in [GROUP / 3 - 1, GROUP / 3, GROUP / 3 + 1, GROUP] {
                let s = format!(
                    "{lead}{}/x%20y{}",
                    "%E6%9D%B1".repeat(n),
                    "%C3%A9".repeat(n)
                );
                assert_eq!(unquote(&s), decoded(&s), "{s}");
                let plus = s.replace("%20", "+");
                assert_eq!(unquote_plus(&plus), decoded(&s), "{plus}");
            }
        }
        // Cut short at the end of a long run: replaced, as Python does.
        let s = format!("{}%E6%9D", "%E6%9D%B1".repeat(GROUP));
        assert_eq!(unquote(&s), format!("{}\u{fffd}", "東".repeat(GROUP)));
    }
}
