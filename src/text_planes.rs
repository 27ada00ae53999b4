//! A generated text kept as three byte planes of its code points and
//! decoded once, on first use: CPython's IDNA 2003 mappings (16.6 KB of
//! UTF-8 that gzip packed to 11.5 KB) take a third less of the web
//! package's compressed size so (docs/performance.md#web).

use std::sync::OnceLock;

/// A text written as its code points' low bytes, then their middle bytes,
/// then their high bytes (each plane as long as the text has characters),
/// and decoded into a `String` the first time it is asked for, so a slice
/// of it is the same `&str` the table held as a literal: byte offsets
/// into it mean what they meant.
///
/// Why: UTF-8 spreads a character's bits over two to four bytes whose
/// leading bits change with its length, so gzip finds few repeats in text
/// of many scripts; the planes keep alike what is alike (the low bytes of
/// a run of letters, the middle bytes of a script, the high bytes almost
/// all zero), 7.8 KB by zlib where the UTF-8 took 11.5.
pub(crate) struct TextPlanes {
    bytes: &'static [u8],
    text: OnceLock<String>,
}

impl TextPlanes {
    /// The text written in `bytes` (as the generating script writes it).
    #[must_use]
    pub(crate) const fn new(bytes: &'static [u8]) -> TextPlanes {
        TextPlanes {
            bytes,
            text: OnceLock::new(),
        }
    }

    /// The text, decoded on the first call.
    #[inline]
    pub(crate) fn get(&self) -> &str {
        self.text.get_or_init(|| decode(self.bytes))
    }
}

/// The characters of the three planes in `bytes`: a length not a multiple
/// of three drops the bytes past the last whole plane, and a value that is
/// no character (a surrogate, past U+10FFFF; the script writes none)
/// becomes U+FFFD, so no input makes it panic.
fn decode(bytes: &[u8]) -> String {
    let n = bytes.len() / 3;
    let (low, rest) = bytes.split_at(n);
    let (middle, high) = rest.split_at(n);
    let mut text = String::with_capacity(n * 2);
    for ((&l, &m), &h) in low.iter().zip(middle).zip(high) {
        let cp = u32::from(l) | u32::from(m) << 8 | u32::from(h) << 16;
        text.push(char::from_u32(cp).unwrap_or('\u{fffd}'));
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `aé€😀`: low bytes, then middle, then high, decoded to the text.
    #[test]
    fn decodes_the_planes() {
        static T: TextPlanes = TextPlanes::new(b"\x61\xe9\xac\x00\x00\x00\x20\xf6\x00\x00\x00\x01");
        assert_eq!(T.get(), "a\u{e9}\u{20ac}\u{1f600}");
        assert_eq!(T.get().len(), 1 + 2 + 3 + 4);
    }

    /// A cut plane is dropped, a surrogate or a value past U+10FFFF is
    /// U+FFFD; nothing panics.
    #[test]
    fn odd_bytes_do_not_panic() {
        assert_eq!(decode(b""), "");
        assert_eq!(decode(b"ab"), "");
        assert_eq!(decode(b"a\0\0x"), "a");
        assert_eq!(decode(b"\x00\xd8\x00"), "\u{fffd}");
        assert_eq!(decode(b"\x00\x00\x11"), "\u{fffd}");
    }
}
