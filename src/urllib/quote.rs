//! `quote`, `quote_plus` and `quote_from_bytes`: percent-encoding as
//! `urllib.parse` does it.
//!
//! A byte stays as it is when it is RFC 3986 `unreserved` (section 2.3; the
//! table is [`crate::rules::chars::UNRESERVED`]) or an ASCII byte of `safe`;
//! every other byte becomes `%XX` with upper-case hex digits (section 2.1).
//! Non-ASCII characters of `safe` are ignored, as in Python.

use std::borrow::Cow;

use super::text::codec::{Arg, Codec, Direction, resolve};
use super::text::encode::encode_into;
use super::{PyError, Python};
use crate::rules::chars::HEX_UPPER;

/// Options of `quote` and `quote_plus`, Python's keyword arguments, built
/// from Python's defaults.
///
/// ```
/// use urigram::urllib::Quote;
/// let q = Quote::new().safe(":/").encoding("latin-1");
/// assert_eq!(q.quote("/a b:é").unwrap(), "/a%20b:%E9");
/// assert_eq!(Quote::plus().quote("a b+c").unwrap(), "a+b%2Bc");
/// ```
#[derive(Clone, Debug)]
pub struct Quote<'a> {
    safe: SafeSet,
    encoding: Arg<'a>,
    errors: Arg<'a>,
    plus: bool,
    python: Python,
}

/// The ASCII bytes left as they are, `unreserved` plus the ASCII bytes of
/// `safe`, as the table the quoting loop reads: for each byte, what it
/// writes for that byte as a little-endian word (the byte itself, or `%`
/// and two upper-case hex digits), whose high byte is how far the output
/// moves on (1 or 3). One load per byte gives both, so the loop needs no
/// branch on the byte (safe and unsafe bytes alternate unpredictably in real
/// text, and mispredicted branches were most of `quote`'s time).
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) struct SafeSet([u32; 256]);

impl SafeSet {
    /// `unreserved` alone, at compile time (`chars::is` is not a `const
    /// fn`, so the rule is spelled out here; the unit test below checks it
    /// against [`crate::rules::chars::UNRESERVED`] byte for byte).
    ///
    /// ```abnf
    /// unreserved  = ALPHA / DIGIT / "-" / "." / "_" / "~"
    /// ```
    const UNRESERVED: SafeSet = {
        let mut set = SafeSet([0; 256]);
        let mut b = 0;
        while b < 256 {
            set.0[b] = u32::from_le_bytes([b'%', HEX_UPPER[b >> 4], HEX_UPPER[b & 15], 3]);
            b += 1;
        }
        let mut b = 0u8;
        while b < 128 {
            if b.is_ascii_alphanumeric() || matches!(b, b'-' | b'.' | b'_' | b'~') {
                set = set.with(b);
            }
            b += 1;
        }
        set
    };

    /// `quote`'s default: `unreserved` and `/`.
    const DEFAULT: SafeSet = SafeSet::UNRESERVED.with(b'/');

    /// `quote_plus`'s default: `unreserved`, and a space written `+`.
    const PLUS: SafeSet = SafeSet::UNRESERVED.plus();

    /// `unreserved` plus the ASCII bytes of `safe` (Python drops the rest).
    pub(crate) fn new(safe: &[u8]) -> SafeSet {
        let mut set = SafeSet::UNRESERVED;
        for &b in safe {
            if b < 128 {
                set = set.with(b);
            }
        }
        set
    }

    /// What the quoting loop writes for `b`, and how far it then moves on.
    #[inline]
    fn word(&self, b: u8) -> u32 {
        self.0[usize::from(b)]
    }

    /// Whether `b` is written as it is (or, for `quote_plus`'s space, as
    /// `+`): its word moves on by one byte.
    #[inline]
    fn contains(&self, b: u8) -> bool {
        self.word(b) >> 24 == 1
    }

    /// The set with `b` (an ASCII byte) added.
    const fn with(mut self, b: u8) -> SafeSet {
        self.0[b as usize] = u32::from_le_bytes([b, 0, 0, 1]);
        self
    }

    /// The set for `quote_plus`: a space is kept and written `+`. Python
    /// adds the space to `safe` only when the input holds one, then replaces
    /// spaces by `+`; without a space in the input the two sets quote alike.
    const fn plus(mut self) -> SafeSet {
        self.0[b' ' as usize] = u32::from_le_bytes([b'+', 0, 0, 1]);
        self
    }
}

impl std::fmt::Debug for SafeSet {
    /// The safe bytes as text, rather than the 256 words of the table.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let safe: String = (0..128u8)
            .filter(|&b| self.contains(b))
            .map(char::from)
            .collect();
        f.debug_tuple("SafeSet").field(&safe).finish()
    }
}

impl Default for Quote<'_> {
    fn default() -> Self {
        Quote::new()
    }
}

impl<'a> Quote<'a> {
    /// `quote`'s defaults: `safe='/'`, UTF-8, `errors='strict'`.
    #[must_use]
    pub fn new() -> Self {
        Quote {
            safe: SafeSet::DEFAULT,
            encoding: Arg::Name("utf-8"),
            errors: Arg::Name("strict"),
            plus: false,
            python: Python::V3_11,
        }
    }

    /// `quote_plus`'s defaults: `safe=''`, and a space becomes `+` (when the
    /// input holds a space, as Python decides it).
    #[must_use]
    pub fn plus() -> Self {
        Quote {
            safe: SafeSet::PLUS,
            plus: true,
            ..Quote::new()
        }
    }

    /// The characters to leave unquoted besides `unreserved`: a `&str` or
    /// bytes; non-ASCII ones are ignored, as in Python.
    #[must_use]
    pub fn safe(mut self, safe: impl AsRef<[u8]>) -> Self {
        self.safe = SafeSet::new(safe.as_ref());
        if self.plus {
            self.safe = self.safe.plus();
        }
        self
    }

    /// The encoding of a `str` before quoting, by Python codec name.
    #[must_use]
    pub fn encoding(mut self, name: &'a str) -> Self {
        self.encoding = Arg::Name(name);
        self
    }

    /// The error handler of that encoding, by Python name.
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

    /// Quotes a `str`: encodes it, then quotes the bytes. Borrows the input
    /// when nothing needs quoting.
    ///
    /// # Errors
    /// What encoding raises in Python: an unknown encoding, an unencodable
    /// character under `errors='strict'`, ...
    pub fn quote<'s>(&self, s: &'s str) -> Result<Cow<'s, str>, PyError> {
        if s.is_empty() {
            return Ok(Cow::Borrowed(s));
        }
        let r = resolve(&self.encoding, &self.errors, Direction::Encode, self.python)?;
        if r.codec == Codec::Utf8 {
            return Ok(quote_str(s, &self.safe, self.plus));
        }
        let mut bytes = Vec::with_capacity(s.len());
        encode_into(s, r.codec, &r.handler, &mut bytes).map_err(|e| r.wrap(e))?;
        Ok(Cow::Owned(
            quote_bytes(&bytes, &self.safe, self.plus).into_owned(),
        ))
    }

    /// Quotes bytes as they are (Python's `quote(bytes)`; the encoding does
    /// not apply).
    #[must_use]
    pub fn quote_bytes<'s>(&self, b: &'s [u8]) -> Cow<'s, str> {
        quote_bytes(b, &self.safe, self.plus)
    }
}

/// `quote(s)` with Python's defaults: UTF-8, `/` safe.
///
/// ```
/// assert_eq!(urigram::urllib::quote("/a b/ä~"), "/a%20b/%C3%A4~");
/// ```
#[must_use]
pub fn quote(s: &str) -> Cow<'_, str> {
    quote_str(s, &SafeSet::DEFAULT, false)
}

/// `quote_plus(s)` with Python's defaults: UTF-8, nothing safe, space to `+`.
///
/// ```
/// assert_eq!(urigram::urllib::quote_plus("a b/c"), "a+b%2Fc");
/// ```
#[must_use]
pub fn quote_plus(s: &str) -> Cow<'_, str> {
    quote_str(s, &SafeSet::PLUS, true)
}

/// `quote_from_bytes(b, safe)`: quotes bytes, leaving `unreserved` and the
/// ASCII bytes of `safe` as they are.
///
/// ```
/// assert_eq!(urigram::urllib::quote_from_bytes(b"a\xff/?", b"?"), "a%FF%2F?");
/// ```
#[must_use]
pub fn quote_from_bytes<'s>(b: &'s [u8], safe: &[u8]) -> Cow<'s, str> {
    quote_bytes(b, &SafeSet::new(safe), false)
}

/// [`quote_bytes`] for the UTF-8 bytes of a `str`: the input itself when
/// quoting leaves it as it is, as CPython returns the same object.
fn quote_str<'s>(s: &'s str, safe: &SafeSet, plus: bool) -> Cow<'s, str> {
    match quoted(s.as_bytes(), safe, plus) {
        Some(out) => Cow::Owned(out),
        None => Cow::Borrowed(s),
    }
}

/// Quotes bytes with `safe`, which writes a space `+` when `plus`.
fn quote_bytes<'s>(b: &'s [u8], safe: &SafeSet, plus: bool) -> Cow<'s, str> {
    match quoted(b, safe, plus) {
        Some(out) => Cow::Owned(out),
        // Every byte is safe, hence ASCII, hence the slice is UTF-8.
        None => Cow::Borrowed(std::str::from_utf8(b).unwrap_or_default()),
    }
}

/// The longest input quoted through a buffer on the stack (whose output
/// can be three times as long); longer ones count their output first.
const STACK_INPUT: usize = 256;

/// `b` quoted, or `None` when quoting leaves it as it is: every byte safe,
/// and, when `plus` (`safe` then writes a space `+`), no space.
///
/// The output of a short input is written on the stack, then copied into a
/// `String` of its exact length: that costs less than a first pass to count
/// the escapes (whose loop exit, like every length-dependent branch here,
/// is mispredicted once per call). The output is all ASCII, so the UTF-8
/// check takes its fast path.
fn quoted(b: &[u8], safe: &SafeSet, plus: bool) -> Option<String> {
    let unchanged = |len: usize| len == b.len() && !(plus && memchr::memchr(b' ', b).is_some());
    if b.len() <= STACK_INPUT {
        let mut buf = [0; 3 * STACK_INPUT + 3];
        let len = quote_into(b, safe, &mut buf);
        if unchanged(len) {
            return None;
        }
        return std::str::from_utf8(&buf[..len]).ok().map(str::to_owned);
    }
    let len: usize = b.iter().map(|&x| (safe.word(x) >> 24) as usize).sum();
    if unchanged(len) {
        return None;
    }
    let mut out = vec![0; len + 3];
    quote_into(b, safe, &mut out);
    out.truncate(len);
    String::from_utf8(out).ok()
}

/// Writes `b` quoted at the start of `out`, which must hold three bytes
/// more than that output, and returns the output's length.
///
/// Safe and unsafe bytes alternate unpredictably in real text (`a b/c?d`),
/// so the loop does not branch on them: for every byte it writes the whole
/// word of [`SafeSet`] (the byte, or its escape) and moves on by one or
/// three; the rest of the word lands where the next write starts, or past
/// the end.
fn quote_into(b: &[u8], safe: &SafeSet, out: &mut [u8]) -> usize {
    let mut o = 0;
    for &x in b {
        let word = safe.word(x);
        out[o..o + 4].copy_from_slice(&word.to_le_bytes());
        o += (word >> 24) as usize;
    }
    o
}

#[cfg(test)]
mod tests {
    use super::{STACK_INPUT, SafeSet, quote_str};
    use crate::rules::chars::{UNRESERVED, is};

    /// Quoting as the definition says it, a byte at a time.
    fn reference(s: &str, plus: bool) -> String {
        let set = if plus {
            SafeSet::PLUS
        } else {
            SafeSet::DEFAULT
        };
        s.bytes()
            .map(|b| match b {
                b' ' if plus => "+".to_string(),
                b if set.contains(b) => char::from(b).to_string(),
                b => format!("%{b:02X}"),
            })
            .collect()
    }

    #[test]
    fn stack_and_heap_outputs_agree_with_the_definition() {
        let pieces = ["a", "/", " ", "é", "~", "%", "€", "Z9"];
        for len in [
            0,
            1,
            2,
            3,
            STACK_INPUT - 1,
            STACK_INPUT,
            STACK_INPUT + 1,
            3 * STACK_INPUT,
        ] {
            for k in 0..pieces.len() {
                let mut s = String::new();
                let mut i = k;
                while s.len() < len {
                    s.push_str(pieces[i % pieces.len()]);
                    i += 1;
                }
                for plus in [false, true] {
                    let set = if plus {
                        SafeSet::PLUS
                    } else {
                        SafeSet::DEFAULT
                    };
                    assert_eq!(quote_str(&s, &set, plus), reference(&s, plus), "{s:?}");
                }
                let safe = "a".repeat(len);
                assert!(matches!(
                    quote_str(&safe, &SafeSet::PLUS, true),
                    std::borrow::Cow::Borrowed(_)
                ));
            }
        }
    }

    #[test]
    fn const_sets_match_the_strict_tables() {
        for b in 0..=255u8 {
            assert_eq!(SafeSet::UNRESERVED.contains(b), is(b, UNRESERVED), "{b}");
            assert_eq!(
                SafeSet::DEFAULT.contains(b),
                is(b, UNRESERVED) || b == b'/',
                "{b}"
            );
        }
    }

    #[test]
    fn words_spell_the_byte_or_its_escape() {
        for b in 0..=255u8 {
            let [w0, w1, w2, step] = SafeSet::DEFAULT.word(b).to_le_bytes();
            if SafeSet::DEFAULT.contains(b) {
                assert_eq!((w0, step), (b, 1), "{b}");
            } else {
                let escape = format!("%{b:02X}");
                assert_eq!((&[w0, w1, w2][..], step), (escape.as_bytes(), 3), "{b}");
            }
        }
        assert_eq!(SafeSet::PLUS.word(b' ').to_le_bytes(), [b'+', 0, 0, 1]);
        assert_eq!(
            format!("{:?}", SafeSet::new(b"/")),
            r#"SafeSet("-./0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz~")"#
        );
    }
}
