//! Bytes as text, as `String::from_utf8_lossy` writes them (each maximal
//! invalid sequence a U+FFFD), for the readers that take their input or
//! their parts so.
//!
//! Most inputs are UTF-8, and `str::from_utf8` says so a word at a time
//! where `from_utf8_lossy`'s chunks go a byte at a time (about three
//! times the work on a URL): the lossy decoding runs only on the rest.

use std::borrow::Cow;

/// `b` as text: borrowed when it is UTF-8, else as
/// `String::from_utf8_lossy` writes it.
pub(super) fn lossy(b: &[u8]) -> Cow<'_, str> {
    match std::str::from_utf8(b) {
        Ok(s) => Cow::Borrowed(s),
        Err(_) => String::from_utf8_lossy(b),
    }
}

/// `slot` set to `b` as text ([`lossy`]), into the string it holds when
/// `b` is UTF-8 ([`crate::compare::read::set`]).
pub(super) fn set_lossy(slot: &mut Option<String>, b: Option<&[u8]>) {
    super::super::read::set_cow(slot, b.map(lossy));
}

/// `b` as text, `text` when the caller has found it UTF-8 already
/// (`Unit::read`'s input is checked once for every reader).
#[cfg(feature = "idna")]
pub(super) fn lossy_of<'b>(b: &'b [u8], text: Option<&'b str>) -> Cow<'b, str> {
    match text {
        Some(s) => Cow::Borrowed(s),
        None => String::from_utf8_lossy(b),
    }
}

/// The length of the longest UTF-8 prefix of `b`: where a reader of
/// strings that refuses other bytes says they stop being UTF-8.
pub(super) fn valid_up_to(b: &[u8]) -> usize {
    std::str::from_utf8(b).map_or_else(|e| e.valid_up_to(), str::len)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The same text as `String::from_utf8_lossy`, UTF-8 or not.
    #[test]
    fn as_from_utf8_lossy_writes_it() {
        let inputs: [&[u8]; 6] = [
            b"",
            b"http://h/p",
            "http://例え.jp/".as_bytes(),
            b"a\xffb",
            b"\xed\xa0\x80x",
            b"\xf0\x9f\x98",
        ];
        for b in inputs {
            assert_eq!(lossy(b), String::from_utf8_lossy(b), "{b:?}");
        }
        assert!(matches!(lossy(b"http://h/"), Cow::Borrowed("http://h/")));
    }
}
