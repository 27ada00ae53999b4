//! `quote`, `quote_plus` and `quote_from_bytes`: percent-encoding as
//! `urllib.parse` does it.
//!
//! A byte stays as it is when it is RFC 3986 `unreserved` (section 2.3; the
//! table is [`crate::rules::chars::UNRESERVED`]) or an ASCII byte of `safe`;
//! every other byte becomes `%XX` with upper-case hex digits (section 2.1).
//! Non-ASCII characters of `safe` are ignored, as in Python.

use std::borrow::Cow;

use super::PyError;
use super::codec::{Arg, Codec, Direction, resolve};
use super::encode::encode_into;

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
}

/// The ASCII bytes left as they are: `unreserved` plus the ASCII bytes of
/// `safe`, as a lookup table (one load per byte; a 128-bit mask costs a
/// variable shift of two words, which profiling showed was most of `quote`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct SafeSet([bool; 256]);

impl SafeSet {
    /// `unreserved` alone, at compile time (`chars::is` is not a `const
    /// fn`, so the rule is spelled out here; the unit test below checks it
    /// against [`crate::rules::chars::UNRESERVED`] byte for byte).
    ///
    /// ```abnf
    /// unreserved  = ALPHA / DIGIT / "-" / "." / "_" / "~"
    /// ```
    const UNRESERVED: SafeSet = {
        let mut t = [false; 256];
        let mut b = 0u8;
        while b < 128 {
            t[b as usize] = b.is_ascii_alphanumeric() || matches!(b, b'-' | b'.' | b'_' | b'~');
            b += 1;
        }
        SafeSet(t)
    };

    /// `quote`'s default: `unreserved` and `/`.
    const DEFAULT: SafeSet = SafeSet::UNRESERVED.with(b'/');

    /// `unreserved` plus the ASCII bytes of `safe` (Python drops the rest).
    pub(crate) fn new(safe: &[u8]) -> SafeSet {
        let mut set = SafeSet::UNRESERVED;
        for &b in safe {
            if b < 128 {
                set.0[usize::from(b)] = true;
            }
        }
        set
    }

    #[inline]
    fn contains(&self, b: u8) -> bool {
        self.0[usize::from(b)]
    }

    /// The set with `b` (an ASCII byte) added.
    const fn with(mut self, b: u8) -> SafeSet {
        self.0[b as usize] = true;
        self
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
            safe: SafeSet::new(b"/"),
            encoding: Arg::Name("utf-8"),
            errors: Arg::Name("strict"),
            plus: false,
        }
    }

    /// `quote_plus`'s defaults: `safe=''`, and a space becomes `+` (when the
    /// input holds a space, as Python decides it).
    #[must_use]
    pub fn plus() -> Self {
        Quote {
            safe: SafeSet::new(b""),
            plus: true,
            ..Quote::new()
        }
    }

    /// The characters to leave unquoted besides `unreserved`: a `&str` or
    /// bytes; non-ASCII ones are ignored, as in Python.
    #[must_use]
    pub fn safe(mut self, safe: impl AsRef<[u8]>) -> Self {
        self.safe = SafeSet::new(safe.as_ref());
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
        let r = resolve(&self.encoding, &self.errors, Direction::Encode)?;
        let space_plus = self.plus && s.contains(' ');
        if r.codec == Codec::Utf8 {
            return Ok(if space_plus {
                quote_bytes(s.as_bytes(), self.safe, true)
            } else {
                quote_str(s, self.safe)
            });
        }
        let mut bytes = Vec::with_capacity(s.len());
        encode_into(s, r.codec, &r.handler, &mut bytes).map_err(|e| r.wrap(e))?;
        Ok(Cow::Owned(
            quote_bytes(&bytes, self.safe, space_plus).into_owned(),
        ))
    }

    /// Quotes bytes as they are (Python's `quote(bytes)`; the encoding does
    /// not apply).
    #[must_use]
    pub fn quote_bytes<'s>(&self, b: &'s [u8]) -> Cow<'s, str> {
        quote_bytes(b, self.safe, self.plus && b.contains(&b' '))
    }
}

/// `quote(s)` with Python's defaults: UTF-8, `/` safe.
///
/// ```
/// assert_eq!(urigram::urllib::quote("/a b/ä~"), "/a%20b/%C3%A4~");
/// ```
#[must_use]
pub fn quote(s: &str) -> Cow<'_, str> {
    quote_str(s, SafeSet::DEFAULT)
}

/// `quote_plus(s)` with Python's defaults: UTF-8, nothing safe, space to `+`.
///
/// ```
/// assert_eq!(urigram::urllib::quote_plus("a b/c"), "a+b%2Fc");
/// ```
#[must_use]
pub fn quote_plus(s: &str) -> Cow<'_, str> {
    quote_bytes(s.as_bytes(), SafeSet::new(b""), s.contains(' '))
}

/// `quote_from_bytes(b, safe)`: quotes bytes, leaving `unreserved` and the
/// ASCII bytes of `safe` as they are.
///
/// ```
/// assert_eq!(urigram::urllib::quote_from_bytes(b"a\xff/?", b"?"), "a%FF%2F?");
/// ```
#[must_use]
pub fn quote_from_bytes<'s>(b: &'s [u8], safe: &[u8]) -> Cow<'s, str> {
    quote_bytes(b, SafeSet::new(safe), false)
}

const HEX_UPPER: &[u8; 16] = b"0123456789ABCDEF";

/// `"%00%01…%FF"`: the escape of byte `x` is `ESCAPES[3 * x..3 * x + 3]`,
/// so an escape is one `push_str` of text already known to be ASCII.
const ESCAPES: &str = {
    const BYTES: [u8; 768] = {
        let mut t = [0u8; 768];
        let mut x = 0;
        while x < 256 {
            t[3 * x] = b'%';
            t[3 * x + 1] = HEX_UPPER[x >> 4];
            t[3 * x + 2] = HEX_UPPER[x & 15];
            x += 1;
        }
        t
    };
    match std::str::from_utf8(&BYTES) {
        Ok(s) => s,
        Err(_) => panic!("the escapes are ASCII"),
    }
};

/// [`quote_bytes`] for the UTF-8 bytes of a `str`, without `+` for spaces:
/// runs of safe bytes are copied from `s` as text (they are ASCII between
/// escaped bytes, so on character boundaries) and each other byte is its
/// escape, so the output is never re-validated as UTF-8.
fn quote_str(s: &str, safe: SafeSet) -> Cow<'_, str> {
    let b = s.as_bytes();
    let Some(first) = b.iter().position(|&x| !safe.contains(x)) else {
        return Cow::Borrowed(s);
    };
    let mut out = String::with_capacity(b.len() + (b.len() - first) * 2);
    let mut literal = 0;
    for (i, &x) in b.iter().enumerate().skip(first) {
        if !safe.contains(x) {
            if literal < i {
                out.push_str(&s[literal..i]);
            }
            let e = 3 * usize::from(x);
            out.push_str(&ESCAPES[e..e + 3]);
            literal = i + 1;
        }
    }
    if literal < b.len() {
        out.push_str(&s[literal..]);
    }
    Cow::Owned(out)
}

/// The quoting loop. With `space_plus`, a space is kept and written `+`
/// (Python adds the space to `safe`, then replaces spaces by `+`).
///
/// The output is built as bytes, all ASCII, so the final UTF-8 check cannot
/// fail; writing three bytes at once for `%XX` is what makes it fast.
fn quote_bytes(b: &[u8], safe: SafeSet, space_plus: bool) -> Cow<'_, str> {
    let safe = if space_plus { safe.with(b' ') } else { safe };
    let first = b
        .iter()
        .position(|&x| !safe.contains(x) || (space_plus && x == b' '));
    let Some(first) = first else {
        // Every byte is safe, hence ASCII, hence the slice is UTF-8.
        return Cow::Borrowed(std::str::from_utf8(b).unwrap_or_default());
    };
    let rest = &b[first..];
    let mut out = Vec::with_capacity(b.len() + rest.len() * 2);
    out.extend_from_slice(&b[..first]);
    for &x in rest {
        if space_plus && x == b' ' {
            out.push(b'+');
        } else if safe.contains(x) {
            out.push(x);
        } else {
            out.extend_from_slice(&[
                b'%',
                HEX_UPPER[usize::from(x >> 4)],
                HEX_UPPER[usize::from(x & 15)],
            ]);
        }
    }
    Cow::Owned(String::from_utf8(out).unwrap_or_default())
}

#[cfg(test)]
mod tests {
    use super::SafeSet;
    use crate::rules::chars::{UNRESERVED, is};

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
}
