//! Section 2.1: percent-encoding, for any component, with the character
//! classes of [`crate::grammars::rfc3986::rules::chars`] deciding what may stand unencoded.
//!
//! Every function returns a [`Cow`] that borrows its input when nothing needs
//! to change, so the common case allocates nothing.
//!
//! ```
//! use urigram::pct::{self, EncodeSet};
//! let encoded = pct::encode("a b/ü?", EncodeSet::Segment);
//! assert_eq!(encoded, "a%20b%2F%C3%BC%3F");
//! assert_eq!(pct::decode_utf8(&encoded).unwrap(), "a b/ü?");
//! assert!(matches!(pct::encode("plain", EncodeSet::Query), std::borrow::Cow::Borrowed(_)));
//! ```

use std::borrow::Cow;
use std::fmt;

use crate::grammars::rfc3986::classes::{self as chars, Class};
use crate::rule::Rule;

/// Which component's rule decides the characters that stay unencoded: all
/// others, `%` included, are percent-encoded as UTF-8 octets (section 2.5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum EncodeSet {
    /// `userinfo` (section 3.2.1): unreserved, sub-delims and `:`.
    Userinfo,
    /// `reg-name` (section 3.2.2): unreserved and sub-delims.
    RegName,
    /// A whole `path` (section 3.3): `pchar` and `/`, so `/` separates
    /// segments. Encoding cannot make the path fit every context: without an
    /// authority a path cannot begin with `//`, and a relative path's first
    /// segment cannot hold `:` (use [`EncodeSet::SegmentNzNc`] for it).
    Path,
    /// One `segment` (section 3.3): `pchar`, so `/` is encoded.
    Segment,
    /// `segment-nz-nc` (section 3.3), the first segment of a relative path:
    /// `pchar` other than `:`.
    SegmentNzNc,
    /// `query` (section 3.4): `pchar`, `/` and `?`.
    Query,
    /// `fragment` (section 3.5): `pchar`, `/` and `?`.
    Fragment,
    /// One name or value of an `application/x-www-form-urlencoded` pair in a
    /// query: the `query` characters other than `&` and `=`, which delimit
    /// pairs, and `+`, which such a query reads as a space. What this encodes
    /// comes back exactly from [`Query::pairs`](crate::Query::pairs) (and from
    /// CPython's `parse_qsl`).
    ///
    /// ```
    /// use urigram::pct::{encode, EncodeSet};
    /// assert_eq!(encode("a&b=c+d e/f?", EncodeSet::QueryValue), "a%26b%3Dc%2Bd%20e/f?");
    /// ```
    QueryValue,
}

impl EncodeSet {
    /// The class of the component's rule: the bytes that stay as they are,
    /// except that [`EncodeSet::QueryValue`] also encodes `&`, `=` and `+`
    /// (see [`EncodeSet::keeps`]).
    #[must_use]
    pub fn class(self) -> Class {
        match self {
            EncodeSet::Userinfo => chars::USERINFO,
            EncodeSet::RegName => chars::REG_NAME,
            EncodeSet::Path => chars::PATH,
            EncodeSet::Segment => chars::PCHAR,
            EncodeSet::SegmentNzNc => chars::PCHAR_NC,
            EncodeSet::Query | EncodeSet::Fragment | EncodeSet::QueryValue => chars::QUERY,
        }
    }

    /// Whether `byte` stays as it is.
    #[must_use]
    pub fn keeps(self, byte: u8) -> bool {
        chars::is(byte, self.class())
            && !(self == EncodeSet::QueryValue && matches!(byte, b'&' | b'=' | b'+'))
    }

    /// The rule that the encoded text matches (for `segment-nz-nc`, when it is
    /// not empty).
    #[must_use]
    pub fn rule(self) -> Rule {
        match self {
            EncodeSet::Userinfo => Rule::Userinfo,
            EncodeSet::RegName => Rule::RegName,
            EncodeSet::Path => Rule::Path,
            EncodeSet::Segment => Rule::Segment,
            EncodeSet::SegmentNzNc => Rule::SegmentNzNc,
            EncodeSet::Query | EncodeSet::QueryValue => Rule::Query,
            EncodeSet::Fragment => Rule::Fragment,
        }
    }
}

/// Percent-encodes `text` for the component `set`: bytes of the component's
/// class stay, every other byte becomes `%XX` with uppercase digits (section
/// 2.1 says producers should use uppercase).
#[must_use]
pub fn encode(text: &str, set: EncodeSet) -> Cow<'_, str> {
    match encode_bytes(text.as_bytes(), set) {
        Cow::Owned(s) => Cow::Owned(s),
        Cow::Borrowed(_) => Cow::Borrowed(text),
    }
}

/// Percent-encodes arbitrary bytes (say, a POSIX file name) for `set`.
///
/// ```
/// use urigram::pct::{encode_bytes, EncodeSet};
/// assert_eq!(encode_bytes(b"\xff/a", EncodeSet::Path), "%FF/a");
/// ```
#[must_use]
pub fn encode_bytes(bytes: &[u8], set: EncodeSet) -> Cow<'_, str> {
    let first = bytes.iter().position(|&b| !set.keeps(b));
    let Some(first) = first else {
        // Only class bytes, which are ASCII.
        return match std::str::from_utf8(bytes) {
            Ok(s) => Cow::Borrowed(s),
            Err(_) => Cow::Owned(String::new()),
        };
    };
    let mut out = String::with_capacity(bytes.len() + 2 * (bytes.len() - first) + 8);
    for &b in bytes {
        if set.keeps(b) {
            out.push(char::from(b));
        } else {
            out.push('%');
            out.push(char::from(chars::HEX_UPPER[usize::from(b >> 4)]));
            out.push(char::from(chars::HEX_UPPER[usize::from(b & 15)]));
        }
    }
    Cow::Owned(out)
}

/// The octet of a `%XX` triplet (either case) at `bytes[i]`, if there is a
/// whole one: the reading of a triplet that [`decode`], RFC 3987's mapping
/// of a URI to an IRI and `java.net.URI`'s decoded getters share, its
/// digits read by the one hex table ([`chars::hex_value`]).
pub(crate) fn triplet(bytes: &[u8], i: usize) -> Option<u8> {
    if bytes.get(i) != Some(&b'%') {
        return None;
    }
    let h = chars::hex_value(*bytes.get(i + 1)?)?;
    let l = chars::hex_value(*bytes.get(i + 2)?)?;
    Some(h << 4 | l)
}

/// The character that the run of triplets at `bytes[at]` encodes, if the
/// run begins with a whole, well-formed UTF-8 sequence (RFC 3987 section
/// 3.2 step 1 decodes only those).
pub(crate) fn encoded_char(bytes: &[u8], at: usize) -> Option<char> {
    let lead = triplet(bytes, at)?;
    let len = match lead {
        0xC2..=0xDF => 2,
        0xE0..=0xEF => 3,
        0xF0..=0xF4 => 4,
        _ => return None,
    };
    let mut octets = [0u8; 4];
    for (i, o) in octets.iter_mut().enumerate().take(len) {
        *o = triplet(bytes, at + 3 * i)?;
    }
    std::str::from_utf8(&octets[..len]).ok()?.chars().next()
}

/// Decodes every `%XX` triplet (either case) to its octet. A `%` that does not
/// begin a whole triplet is kept as it is, so any text decodes. The result
/// borrows `text` when there is no triplet to decode.
///
/// The result is bytes, which need not be UTF-8; for text, see
/// [`decode_utf8`] (an error when they are not) and [`decode_utf8_lossy`].
///
/// ```
/// use std::borrow::Cow;
/// use urigram::pct::decode;
/// assert_eq!(&*decode("a%2Fb%ff%"), b"a/b\xff%");
/// assert!(matches!(decode("100%"), Cow::Borrowed(b"100%")));
/// ```
#[must_use]
pub fn decode(text: &str) -> Cow<'_, [u8]> {
    let bytes = text.as_bytes();
    let Some(first) = first_triplet(bytes) else {
        return Cow::Borrowed(bytes);
    };
    let mut out = Vec::with_capacity(bytes.len());
    out.extend_from_slice(&bytes[..first]);
    let mut i = first;
    while i < bytes.len() {
        match triplet(bytes, i) {
            Some(v) => {
                out.push(v);
                i += 3;
            }
            None => {
                out.push(bytes[i]);
                i += 1;
            }
        }
    }
    Cow::Owned(out)
}

/// The text whose canonical encoding is `bytes`, where the encoding writes
/// each byte `keeps` passes as itself and every other byte as an
/// uppercase `%XX` triplet (as RFC 6570's expansion and
/// [`encode`] do): `None` unless each triplet is uppercase and encodes a
/// byte `keeps` refuses, every other byte is one `keeps` passes, and the
/// decoded bytes make UTF-8. One pass, so no second encoding to compare.
pub(crate) fn decode_canonical(bytes: &[u8], keeps: impl Fn(u8) -> bool) -> Option<String> {
    let mut out = Vec::with_capacity(bytes.len());
    canonical_bytes(bytes, keeps, |c| out.push(c))?;
    String::from_utf8(out).ok()
}

/// Whether [`decode_canonical`] reads `bytes` (its answer is `Some`),
/// without allocating where the decoded text is short: the template
/// matcher's positional answer (`Matcher::match_positions`) checks a
/// value so and leaves the decoding to its caller.
pub(crate) fn is_canonical(bytes: &[u8], keeps: impl Fn(u8) -> bool) -> bool {
    let mut buf = [0u8; 256];
    if bytes.len() > buf.len() {
        return decode_canonical(bytes, keeps).is_some();
    }
    let mut n = 0;
    let ok = canonical_bytes(bytes, keeps, |c| {
        // Never past the end: the decoded text is no longer than `bytes`.
        if let Some(slot) = buf.get_mut(n) {
            *slot = c;
            n += 1;
        }
    });
    ok.is_some() && buf.get(..n).is_some_and(|b| std::str::from_utf8(b).is_ok())
}

/// Hands each byte `bytes` decodes to `push`, or `None` where it is not
/// a canonical encoding ([`decode_canonical`] says which are).
fn canonical_bytes(
    bytes: &[u8],
    keeps: impl Fn(u8) -> bool,
    mut push: impl FnMut(u8),
) -> Option<()> {
    let upper = |c: u8| (!c.is_ascii_lowercase()).then(|| chars::hex_value(c))?;
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            let c = upper(*bytes.get(i + 1)?)? << 4 | upper(*bytes.get(i + 2)?)?;
            if keeps(c) {
                return None;
            }
            push(c);
            i += 3;
        } else if keeps(bytes[i]) {
            push(bytes[i]);
            i += 1;
        } else {
            return None;
        }
    }
    Some(())
}

/// The offset of the first whole `%XX` triplet of `bytes`.
fn first_triplet(bytes: &[u8]) -> Option<usize> {
    let mut from = 0;
    while let Some(p) = memchr::memchr(b'%', &bytes[from..]) {
        if triplet(bytes, from + p).is_some() {
            return Some(from + p);
        }
        from += p + 1;
    }
    None
}

/// The decoded text is not UTF-8.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DecodeError {
    offset: usize,
}

impl DecodeError {
    /// The byte of the encoded text where the first invalid UTF-8 sequence
    /// begins: the `%` of its first triplet, or the raw byte.
    #[must_use]
    pub fn offset(&self) -> usize {
        self.offset
    }
}

impl fmt::Display for DecodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "percent-decoded text is not UTF-8: invalid sequence at byte {}",
            self.offset
        )
    }
}

impl std::error::Error for DecodeError {}

/// Decodes to text: the `Cow<str>` form of [`decode`] (what the `url`
/// crate's users write as `percent_decode_str(s).decode_utf8()`).
///
/// The result borrows `text` when there is no triplet to decode, and owns
/// the decoded text otherwise. When the decoded bytes are not UTF-8 it is an
/// error, not a guess: RFC 3986 section 2.5 leaves a component's character
/// encoding to the scheme, so replacing bytes (as [`decode_utf8_lossy`]
/// does, with U+FFFD) would lose them. The error says where the first bad
/// sequence begins, and [`decode`] gives the bytes themselves, losslessly.
///
/// # Errors
/// A [`DecodeError`] at the first triplet of the first invalid sequence.
///
/// ```
/// use std::borrow::Cow;
/// use urigram::pct::{decode, decode_utf8};
/// assert_eq!(decode_utf8("caf%C3%A9").unwrap(), "café");
/// assert!(matches!(decode_utf8("plain/text%"), Ok(Cow::Borrowed("plain/text%"))));
/// let err = decode_utf8("ab%FFcd").unwrap_err();
/// assert_eq!(err.offset(), 2);
/// assert_eq!(&*decode("ab%FFcd"), b"ab\xffcd"); // the bytes, kept
/// ```
pub fn decode_utf8(text: &str) -> Result<Cow<'_, str>, DecodeError> {
    match decode(text) {
        Cow::Borrowed(_) => Ok(Cow::Borrowed(text)),
        Cow::Owned(bytes) => match String::from_utf8(bytes) {
            Ok(s) => Ok(Cow::Owned(s)),
            Err(e) => Err(DecodeError {
                offset: encoded_offset(text, e.utf8_error().valid_up_to()),
            }),
        },
    }
}

/// The offset in `text` of the byte that decodes to decoded byte `n`.
fn encoded_offset(text: &str, n: usize) -> usize {
    let bytes = text.as_bytes();
    let (mut i, mut decoded) = (0, 0);
    while i < bytes.len() && decoded < n {
        i += if triplet(bytes, i).is_some() { 3 } else { 1 };
        decoded += 1;
    }
    i
}

/// Decodes, replacing invalid UTF-8 with U+FFFD.
///
/// ```
/// assert_eq!(urigram::pct::decode_utf8_lossy("a%FFb"), "a\u{FFFD}b");
/// ```
#[must_use]
pub fn decode_utf8_lossy(text: &str) -> Cow<'_, str> {
    match decode(text) {
        Cow::Borrowed(_) => Cow::Borrowed(text),
        Cow::Owned(bytes) => match String::from_utf8(bytes) {
            Ok(s) => Cow::Owned(s),
            Err(e) => Cow::Owned(String::from_utf8_lossy(e.as_bytes()).into_owned()),
        },
    }
}

/// Percent-encoding normalization (section 6.2.2.1 and 6.2.2.2): triplets of
/// unreserved characters are decoded, the others get uppercase hex digits.
///
/// ```
/// assert_eq!(urigram::pct::normalize("%7e%41%2f%e2%82%ac"), "~A%2F%E2%82%AC");
/// ```
#[must_use]
pub fn normalize(text: &str) -> Cow<'_, str> {
    if !needs_normalizing(text.as_bytes()) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len());
    normalize_into(&mut out, text, false);
    Cow::Owned(out)
}

/// Whether some triplet is of an unreserved character or has a lowercase
/// hex digit.
fn needs_normalizing(bytes: &[u8]) -> bool {
    let mut i = 0;
    while let Some(p) = bytes[i..].iter().position(|&b| b == b'%') {
        i += p;
        if let Some(v) = triplet(bytes, i) {
            if chars::is(v, chars::UNRESERVED)
                || bytes[i + 1].is_ascii_lowercase()
                || bytes[i + 2].is_ascii_lowercase()
            {
                return true;
            }
            i += 3;
        } else {
            i += 1;
        }
    }
    false
}

/// Appends `text` to `out` percent-normalized; with `lowercase`, letters that
/// stand for themselves are lowercased too (for the host, section 6.2.2.1).
pub(crate) fn normalize_into(out: &mut String, text: &str, lowercase: bool) {
    let bytes = text.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        match triplet(bytes, i) {
            Some(v) if chars::is(v, chars::UNRESERVED) => {
                out.push(char::from(if lowercase {
                    v.to_ascii_lowercase()
                } else {
                    v
                }));
                i += 3;
            }
            Some(_) => {
                out.push('%');
                out.push(char::from(bytes[i + 1].to_ascii_uppercase()));
                out.push(char::from(bytes[i + 2].to_ascii_uppercase()));
                i += 3;
            }
            None => {
                // Copy the run up to the next "%" at once. `i` is at the start
                // or just after a triplet, and the run ends at a "%" or the
                // end, so both are character boundaries.
                let run = bytes[i + 1..]
                    .iter()
                    .position(|&b| b == b'%')
                    .map_or(bytes.len(), |p| i + 1 + p);
                let piece = &text[i..run];
                if lowercase {
                    out.extend(piece.chars().map(|c| c.to_ascii_lowercase()));
                } else {
                    out.push_str(piece);
                }
                i = run;
            }
        }
    }
}
