//! Python's text behaviour that urllib's answers show: `repr()` and `str()` of
//! values, `str.strip()`, `str.lower()`, exactly as CPython 3.11 does them.
//!
//! The Unicode facts come from CPython itself ([`crate::urllib::text::unicode_tables`]), so a
//! character assigned after Unicode 14 is escaped and left in its case as
//! CPython 3.11 would, whatever Unicode version Rust's standard library has.

use std::borrow::Cow;
use std::fmt::Write;

use crate::urllib::text::unicode_tables::{NOT_LOWERED, PRINTABLE, SPACE};
use crate::urllib::text::unicode_versions::{
    LOWERED_SINCE_14_0, PRINTABLE_SINCE_14_0, PRINTABLE_SINCE_15_0, PRINTABLE_SINCE_15_1,
};
use crate::urllib::values::python::Python;
use crate::urllib::values::value::PyValue;

fn in_ranges(c: u32, ranges: &[(u32, u32)]) -> bool {
    ranges
        .binary_search_by(|&(lo, hi)| {
            if hi < c {
                std::cmp::Ordering::Less
            } else if lo > c {
                std::cmp::Ordering::Greater
            } else {
                std::cmp::Ordering::Equal
            }
        })
        .is_ok()
}

/// `chr(n).isprintable()` in CPython 3.11: an odd number of [`PRINTABLE`]'s
/// boundaries (each range's first code point, and the one after its last)
/// lie at or below `n`.
fn printable_in_3_11(n: u32) -> bool {
    PRINTABLE.get().partition_point(|&b| b <= n) % 2 == 1
}

/// `c.isprintable()` as the release `py` answers: what `repr` shows as
/// itself.
fn is_printable_in(py: Python, c: char) -> bool {
    let n = u32::from(c);
    let in_3_11 = printable_in_3_11(n);
    match py.unicode_version() {
        (13, _) => in_3_11 && !in_ranges(n, PRINTABLE_SINCE_14_0),
        (14, _) => in_3_11,
        (15, 0) => in_3_11 || in_ranges(n, PRINTABLE_SINCE_15_0),
        _ => in_3_11 || in_ranges(n, PRINTABLE_SINCE_15_0) || in_ranges(n, PRINTABLE_SINCE_15_1),
    }
}

/// `c.isspace()`: what `str.strip()` with no argument removes.
#[must_use]
pub(crate) fn is_space(c: char) -> bool {
    SPACE.binary_search(&u32::from(c)).is_ok()
}

/// `s.strip()` with no argument.
#[must_use]
pub(crate) fn strip(s: &str) -> &str {
    s.trim_matches(is_space)
}

/// `s.lower()` as the release `py` lowers: full Unicode lowercasing with
/// the final-sigma rule, leaving alone the characters CPython 3.11's Unicode
/// does not know, and in 3.9 and 3.10 (Unicode 13.0) also what Unicode 14.0
/// gave a lower case.
#[must_use]
pub(crate) fn lower_in(py: Python, s: &str) -> Cow<'_, str> {
    if s.bytes().all(|b| !b.is_ascii_uppercase()) && s.is_ascii() {
        return Cow::Borrowed(s);
    }
    if s.is_ascii() {
        return Cow::Owned(s.to_ascii_lowercase());
    }
    // Characters CPython does not lower split the text into runs that Rust
    // lowers; for CPython they are neither cased nor case-ignorable, so a
    // final sigma's context ends at them, as it does at a run's edge.
    let mut out = String::with_capacity(s.len());
    let mut run_start = 0;
    for (i, c) in s.char_indices() {
        let n = u32::from(c);
        if in_ranges(n, NOT_LOWERED)
            || (py.unicode_version() < (14, 0) && in_ranges(n, LOWERED_SINCE_14_0))
        {
            out.push_str(&s[run_start..i].to_lowercase());
            out.push(c);
            run_start = i + c.len_utf8();
        }
    }
    out.push_str(&s[run_start..].to_lowercase());
    Cow::Owned(out)
}

/// `repr(s)` of a `str`.
///
/// Single quotes unless the text has a `'` and no `"`; `\\`, the quote,
/// `\t`, `\n`, `\r` escaped by name; other unprintable characters as `\xNN`,
/// `\uNNNN` or `\UNNNNNNNN`.
#[must_use]
pub fn repr_str(s: &str) -> String {
    repr_str_in(Python::V3_11, s)
}

/// [`repr_str`] as the release `py` writes it: which characters are
/// printable follows its Unicode version ([`Python::unicode_version`]).
#[must_use]
pub fn repr_str_in(py: Python, s: &str) -> String {
    let quote = if s.contains('\'') && !s.contains('"') {
        '"'
    } else {
        '\''
    };
    let mut out = String::with_capacity(s.len() + 2);
    out.push(quote);
    for c in s.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '\t' => out.push_str("\\t"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            c if c == quote => {
                out.push('\\');
                out.push(c);
            }
            c if is_printable_in(py, c) => out.push(c),
            c => {
                let n = u32::from(c);
                let _ = if n < 0x100 {
                    write!(out, "\\x{n:02x}")
                } else if n < 0x10000 {
                    write!(out, "\\u{n:04x}")
                } else {
                    write!(out, "\\U{n:08x}")
                };
            }
        }
    }
    out.push(quote);
    out
}

/// `repr(b)` of a `bytes`: `b'...'`, with the quote chosen as for `str` and
/// every byte outside printable ASCII as `\xNN`.
///
/// Made as bytes (all of them ASCII) and checked for UTF-8 once at the
/// end, not run by run: httptools's reader writes the `repr` of every
/// input it refuses (most of the real URL lists), and a check of each
/// run, with the runs found a byte at a time, was about a hundredth of
/// `compare --readers all` (`plain_end` finds them eight bytes at a
/// time).
#[must_use]
pub fn repr_bytes(b: &[u8]) -> String {
    let quote = if b.contains(&b'\'') && !b.contains(&b'"') {
        b'"'
    } else {
        b'\''
    };
    let mut out = Vec::with_capacity(b.len() + 3);
    out.push(b'b');
    out.push(quote);
    let mut i = 0;
    while i < b.len() {
        // A run of printable ASCII but `\\` and the quote is written as it
        // is, at once (most bytes of a URL).
        let start = i;
        i = plain_end(b, i, quote);
        out.extend_from_slice(b.get(start..i).unwrap_or_default());
        let Some(&c) = b.get(i) else {
            break;
        };
        i += 1;
        match c {
            b'\\' => out.extend_from_slice(b"\\\\"),
            b'\t' => out.extend_from_slice(b"\\t"),
            b'\n' => out.extend_from_slice(b"\\n"),
            b'\r' => out.extend_from_slice(b"\\r"),
            c if c == quote => out.extend_from_slice(&[b'\\', c]),
            0x20..=0x7e => out.push(c),
            c => {
                const HEX: &[u8; 16] = b"0123456789abcdef";
                out.extend_from_slice(b"\\x");
                out.push(HEX[usize::from(c >> 4)]);
                out.push(HEX[usize::from(c & 0xf)]);
            }
        }
    }
    out.push(quote);
    // Every byte written is ASCII: the bytes outside it went as `\xNN`.
    String::from_utf8(out).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned())
}

/// Whether [`repr_bytes`] writes `c` as it is inside the quote `quote`:
/// printable ASCII but `\\` and the quote.
#[inline]
fn repr_plain(c: u8, quote: u8) -> bool {
    (0x20..=0x7e).contains(&c) && c != b'\\' && c != quote
}

/// The end of the run of bytes of `b` from `at` that [`repr_bytes`]
/// writes as they are ([`repr_plain`]): eight bytes at a time while a
/// whole word is such (the bit tricks of "Bit Twiddling Hacks", S. E.
/// Anderson: `has_less` and `has_zero` say exactly whether some byte of a
/// word is below a bound or zero, though not which), then a byte at a
/// time.
fn plain_end(b: &[u8], at: usize, quote: u8) -> usize {
    const ONES: u64 = 0x0101_0101_0101_0101;
    const HIGH: u64 = 0x8080_8080_8080_8080;
    // Some byte of `x` is zero.
    let has_zero = |x: u64| x.wrapping_sub(ONES) & !x & HIGH != 0;
    // Some byte of `x` (each below 0x80) is below `n`.
    let has_less = |x: u64, n: u64| x.wrapping_sub(ONES * n) & !x & HIGH != 0;
    let word_plain = |w: u64| {
        w & HIGH == 0
            && !has_less(w, 0x20)
            && !has_zero(w ^ (ONES * 0x7f))
            && !has_zero(w ^ (ONES * u64::from(b'\\')))
            && !has_zero(w ^ (ONES * u64::from(quote)))
    };
    let mut i = at;
    while let Some(word) = b.get(i..i + 8).and_then(|w| <[u8; 8]>::try_from(w).ok()) {
        if !word_plain(u64::from_le_bytes(word)) {
            break;
        }
        i += 8;
    }
    while b.get(i).is_some_and(|&c| repr_plain(c, quote)) {
        i += 1;
    }
    i
}

/// `repr(v)`, as CPython 3.11 writes it.
#[must_use]
pub fn repr(v: &PyValue) -> String {
    repr_in(Python::V3_11, v)
}

/// `repr(v)` as the release `py` writes it (its Unicode version decides
/// which characters are escaped).
#[must_use]
pub fn repr_in(py: Python, v: &PyValue) -> String {
    let repr = |v: &PyValue| repr_in(py, v);
    let join_reprs = |items: &[PyValue]| {
        items
            .iter()
            .map(|v| repr_in(py, v))
            .collect::<Vec<_>>()
            .join(", ")
    };
    match v {
        PyValue::Str(s) => repr_str_in(py, s),
        PyValue::Bytes(b) => repr_bytes(b),
        PyValue::Tuple(items) if items.len() == 1 => format!("({},)", repr(&items[0])),
        PyValue::Tuple(items) => format!("({})", join_reprs(items)),
        PyValue::List(items) => format!("[{}]", join_reprs(items)),
        PyValue::Dict(pairs) => {
            let inner: Vec<String> = pairs
                .iter()
                .map(|(k, v)| format!("{}: {}", repr(k), repr(v)))
                .collect();
            format!("{{{}}}", inner.join(", "))
        }
        PyValue::Object(o) => o.repr.clone(),
        other => str_of_in(py, other).into_owned(),
    }
}

/// `str(v)`: a `str` itself, everything else its `repr`, as CPython 3.11
/// writes it.
#[must_use]
pub fn str_of(v: &PyValue) -> Cow<'_, str> {
    str_of_in(Python::V3_11, v)
}

/// `str(v)` as the release `py` writes it.
#[must_use]
pub fn str_of_in(py: Python, v: &PyValue) -> Cow<'_, str> {
    match v {
        PyValue::Str(s) => Cow::Borrowed(s),
        PyValue::None => Cow::Borrowed("None"),
        PyValue::Bool(true) => Cow::Borrowed("True"),
        PyValue::Bool(false) => Cow::Borrowed("False"),
        PyValue::Int(i) => Cow::Owned(i.to_string()),
        PyValue::BigInt(t) => Cow::Borrowed(t),
        PyValue::Object(o) => Cow::Borrowed(&o.str),
        PyValue::Named { tuple, .. } => Cow::Owned(repr_in(py, &PyValue::Tuple(tuple.clone()))),
        other => Cow::Owned(repr_in(py, other)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The boundaries answer as CPython 3.11.7's ranges
    /// (`tests/data/urllib/printable-ranges.tsv`, written with them by
    /// scripts/gen_unicode_tables.py) over every code point.
    #[test]
    fn printable_boundaries_hold_every_range() {
        const RANGES: &str = include_str!("../../../tests/data/urllib/printable-ranges.tsv");
        let ranges: Vec<(u32, u32)> = RANGES
            .lines()
            .filter(|l| !l.starts_with('#'))
            .map(|l| {
                let (a, b) = l.split_once('\t').expect("two fields");
                let hex = |h| u32::from_str_radix(h, 16).expect("hex");
                (hex(a), hex(b))
            })
            .collect();
        assert_eq!(ranges.len(), 700);
        for n in 0..=0x10_FFFF {
            assert_eq!(printable_in_3_11(n), in_ranges(n, &ranges), "U+{n:04X}");
        }
    }

    // Expected strings typed from CPython 3.11.7's answers.
    #[test]
    fn repr_matches_cpython() {
        assert_eq!(repr_str("a'b"), "\"a'b\"");
        assert_eq!(repr_str("a'b\""), "'a\\'b\"'");
        assert_eq!(
            repr_str("\x7f\u{a0}\u{378}\u{d7ff}"),
            "'\\x7f\\xa0\\u0378\\ud7ff'"
        );
        assert_eq!(repr_str("\u{e0001}é\t"), "'\\U000e0001é\\t'");
        assert_eq!(repr_bytes(b"a'\xff"), "b\"a'\\xff\"");
        let t = PyValue::Tuple(vec![
            PyValue::Str("a".into()),
            PyValue::Str("b'".into()),
            PyValue::Int(1),
            PyValue::None,
            PyValue::Bytes(b"x".to_vec()),
        ]);
        assert_eq!(repr(&t), "('a', \"b'\", 1, None, b'x')");
        assert_eq!(repr(&PyValue::Tuple(vec![PyValue::Int(1)])), "(1,)");
    }

    /// `repr_bytes`, with its runs found eight bytes at a time, is the
    /// definition written a byte at a time (each byte as CPython's
    /// `bytes.__repr__` writes it: `\\`, `\t`, `\n`, `\r`, the quote
    /// escaped, the rest of printable ASCII as it is, any other byte as
    /// `\xNN`): every byte at every place of texts of up to twenty bytes
    /// (the words' lengths and their tails), with either quote chosen.
    #[test]
    fn repr_bytes_is_the_definition_at_every_byte_and_place() {
        let naive = |b: &[u8]| {
            let quote = if b.contains(&b'\'') && !b.contains(&b'"') {
                '"'
            } else {
                '\''
            };
            let mut out = format!("b{quote}");
            for &c in b {
                match c {
                    b'\\' => out.push_str("\\\\"),
                    b'\t' => out.push_str("\\t"),
                    b'\n' => out.push_str("\\n"),
                    b'\r' => out.push_str("\\r"),
                    c if char::from(c) == quote => {
                        out.push('\\');
                        out.push(quote);
                    }
                    0x20..=0x7e => out.push(char::from(c)),
                    c => out.push_str(&format!("\\x{c:02x}")),
                }
            }
            out.push(quote);
            out
        };
        for len in 0..=20 {
            for base in [b'a', b'\''] {
                let line = vec![base; len];
                assert_eq!(repr_bytes(&line), naive(&line));
                for at in 0..len {
                    for c in 0..=u8::MAX {
                        let mut t = line.clone();
                        t[at] = c;
                        assert_eq!(repr_bytes(&t), naive(&t), "{t:?}");
                    }
                }
            }
        }
        // CPython 3.11.7: repr(b'http://a\\b\x7f\x80\'"').
        assert_eq!(
            repr_bytes(b"http://a\\b\x7f\x80'\""),
            "b'http://a\\\\b\\x7f\\x80\\'\"'"
        );
    }

    #[test]
    fn strip_and_lower_match_cpython() {
        assert_eq!(strip("\x1c\u{85} x \u{3000}"), "x");
        let lower = |s| lower_in(Python::V3_11, s);
        assert_eq!(lower("ΑΣ"), "ας");
        assert_eq!(lower("İ"), "i\u{307}");
        assert_eq!(lower("\u{a7cb}A"), "\u{a7cb}a");
    }

    /// CPython's answers: `'\u2c2fA'.lower()` is `'\u2c5fa'` in 3.11 and
    /// `'\u2c2fa'` in 3.10; `repr('\U00011f00')` escapes it up to 3.11 and
    /// shows it from 3.12; `repr('\u0870')` escapes it in 3.10 only;
    /// `repr('\U0002ebf0')` shows it in 3.13 only.
    #[test]
    fn unicode_versions_match_cpython() {
        assert_eq!(lower_in(Python::V3_11, "\u{2c2f}A"), "\u{2c5f}a");
        assert_eq!(lower_in(Python::V3_10, "\u{2c2f}A"), "\u{2c2f}a");
        assert_eq!(lower_in(Python::V3_9, "ΑΣ"), "ας");
        let escaped = |py, s: &str| repr_str_in(py, s) != format!("'{s}'");
        for (s, shown_from) in [
            ("\u{870}", Python::V3_11),
            ("\u{11f00}", Python::V3_12),
            ("\u{2ebf0}", Python::V3_13),
        ] {
            for py in Python::ALL {
                assert_eq!(escaped(py, s), py < shown_from, "{py} {s:?}");
            }
        }
        assert_eq!(repr_str_in(Python::V3_12, "\u{11f00}"), "'\u{11f00}'");
        assert_eq!(repr_str_in(Python::V3_11, "\u{11f00}"), "'\\U00011f00'");
    }
}
