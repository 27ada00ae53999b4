//! A kernel's input array, imported through the Arrow PyCapsule interface
//! and checked here rather than by arrow-pyarrow's full check.
//!
//! Why: `ArrayData::from_pyarrow_bound` imports the array, then runs
//! `validate_full`. For a string array, that check walks the offsets one at a
//! time, through an iterator that can fail at each step, and tests that each
//! offset falls on a character boundary. It cost `urigram.arrow.urlsplit`
//! about 65 of its 857 instructions a row (docs/performance.md, the Arrow
//! kernels).
//!
//! Here the same import is made unchecked, then checked as follows:
//! - arrow's own structural and null checks (`validate`, `validate_nulls`);
//! - for `utf8` and `large_utf8`, the values ([`valid_strings`]): the
//!   offsets start at or above 0, never go down and end inside the values
//!   buffer (one loop without an exit, which the compiler vectorizes), and
//!   the text is read 256 rows at a time: a block of ASCII bytes is valid
//!   as it stands (one vectorized OR), any other block must be UTF-8 with
//!   each of its offsets on a character boundary. Where that fails, arrow's
//!   own `validate_values` decides, with its own message;
//! - anything else (string views, other types, arrays with children): the
//!   whole `validate_full`.
//!
//! So no `ArrayData` leaves [`array_data`] without every check
//! `validate_full` makes.

use std::ops::Range;

use arrow_buffer::{ArrowNativeType, ScalarBuffer};
use arrow_data::ArrayData;
use arrow_pyarrow::{FromPyArrowUnchecked, PyArrowException};
use arrow_schema::{ArrowError, DataType};
use pyo3::prelude::*;

/// Imports `obj` (an object with `__arrow_c_array__`, or a pyarrow array),
/// checked as `ArrayData::from_pyarrow_bound` checks it (see the module's
/// doc).
///
/// # Errors
/// What the import raises, or pyarrow's `ArrowException` with arrow's own
/// message for what the check found wrong, as `from_pyarrow_bound` raises.
pub(crate) fn array_data(obj: &Bound<'_, PyAny>) -> PyResult<ArrayData> {
    // SAFETY: `from_pyarrow_bound_unchecked` reads the producer's C data
    // interface structures exactly as the checked `from_pyarrow_bound` does
    // (which calls it, then `validate_full`), and relies on them in the
    // same way. What it leaves unchecked is what `validate_full` checks:
    // buffer sizes, nulls, offsets and UTF-8. `check` runs before the data
    // leaves this function, and makes every one of those checks, with
    // `valid_strings` standing in for `validate_values` only where it
    // proves the same: offsets in bounds that never go down, each value
    // UTF-8. Tests:
    // python/tests/test_arrow.py::test_malformed_string_arrays_are_refused
    // (invalid UTF-8, an offset inside a character, offsets that go down
    // or past the text, for utf8, large_utf8 and string_view),
    // test_non_ascii_and_sliced_arrays_read_as_pyarrow_reads_them and
    // test_bytes_outside_a_slice_are_not_read; and this file's unit tests
    // (a negative first offset, which pyarrow will not build, among them).
    let data = unsafe { ArrayData::from_pyarrow_bound_unchecked(obj) }?;
    check(&data).map_err(|e| PyArrowException::new_err(e.to_string()))?;
    Ok(data)
}

/// Every check of `validate_full`, the values of a plain string array by
/// [`valid_strings`] first.
fn check(data: &ArrayData) -> Result<(), ArrowError> {
    if !data.child_data().is_empty() {
        return data.validate_full();
    }
    let valid = match data.data_type() {
        DataType::Utf8 => valid_strings::<i32>,
        DataType::LargeUtf8 => valid_strings::<i64>,
        _ => return data.validate_full(),
    };
    data.validate()?;
    data.validate_nulls()?;
    if valid(data) {
        return Ok(());
    }
    data.validate_values()
}

/// Whether a string array that passed `validate` has sound offsets and
/// valid UTF-8 text with every offset on a character boundary: all
/// `validate_values` asks of it.
fn valid_strings<O: ArrowNativeType>(data: &ArrayData) -> bool {
    let len = data.len();
    if len == 0 {
        // No offset is read: `validate` allows an empty offsets buffer.
        return true;
    }
    let (Some(offsets), Some(values)) = (data.buffers().first(), data.buffers().get(1)) else {
        return false;
    };
    // `validate` checked that the offsets buffer holds `offset + len + 1`
    // offsets; the import aligned it for `O`, which `ScalarBuffer` asserts.
    let needed = (data.offset() + len + 1) * O::get_byte_width();
    if offsets.len() < needed {
        return false;
    }
    let offsets = ScalarBuffer::<O>::new(offsets.clone(), data.offset(), len + 1);
    sound_offsets(&offsets, values.len()).is_some() && valid_text(&offsets, values.as_slice())
}

/// The span of the values that `offsets` cover, if they start at or above
/// 0, never go down and end at or below `values` bytes.
fn sound_offsets<O: ArrowNativeType>(offsets: &[O], values: usize) -> Option<Range<usize>> {
    let (first, last) = (offsets.first()?.to_usize()?, offsets.last()?.to_usize()?);
    // Without an exit, so that the compiler compares many pairs at once.
    let down = offsets
        .windows(2)
        .fold(false, |down, pair| down | (pair[1] < pair[0]));
    (!down && last <= values).then_some(first..last)
}

/// How many rows [`valid_text`] takes at once: a block of ASCII rows costs
/// one vectorized pass; a block with a non-ASCII byte, a check of its UTF-8
/// and of each of its offsets, so one such row in real text (a URL with an
/// accent in a list of thousands) sends few others that way.
const ROWS: usize = 256;

/// Whether the text between sound `offsets` (see [`sound_offsets`]) is
/// UTF-8 with every offset on a character boundary.
fn valid_text<O: ArrowNativeType>(offsets: &[O], values: &[u8]) -> bool {
    let mut at = 0;
    while at + 1 < offsets.len() {
        let block = &offsets[at..offsets.len().min(at + ROWS + 1)];
        at += block.len() - 1;
        let base = block[0].as_usize();
        let Some(bytes) = values.get(base..block[block.len() - 1].as_usize()) else {
            return false;
        };
        if is_ascii(bytes) {
            continue;
        }
        let Ok(text) = std::str::from_utf8(bytes) else {
            return false;
        };
        if !block
            .iter()
            .all(|o| text.is_char_boundary(o.as_usize() - base))
        {
            return false;
        }
    }
    true
}

/// Whether every byte of `bytes` is ASCII: an OR of them all, without an
/// exit, which the compiler reads sixteen bytes and more at a time.
fn is_ascii(bytes: &[u8]) -> bool {
    bytes.iter().fold(0u8, |all, &b| all | b) < 0x80
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn offsets_must_start_above_zero_rise_and_end_inside() {
        assert_eq!(sound_offsets::<i32>(&[0, 2, 2, 5], 5), Some(0..5));
        assert_eq!(sound_offsets::<i32>(&[3, 4], 9), Some(3..4));
        assert_eq!(sound_offsets::<i32>(&[0, 3, 2, 5], 5), None);
        assert_eq!(sound_offsets::<i32>(&[-1, 2], 5), None);
        assert_eq!(sound_offsets::<i32>(&[0, 6], 5), None);
        assert_eq!(sound_offsets::<i64>(&[0, 1, 0], 5), None);
        // Every place for the one offset that goes down, at every length
        // the vectorized loop handles in pieces.
        for n in 2..70usize {
            let rising: Vec<i32> = (0..n as i32).collect();
            assert!(sound_offsets(&rising, n).is_some());
            for at in 1..n {
                let mut o = rising.clone();
                o[at] = o[at - 1] - 1;
                assert!(sound_offsets(&o, n).is_none(), "n {n} at {at}");
            }
        }
    }

    /// Whether every row is UTF-8 on its own: the definition that
    /// `valid_text` must agree with on sound offsets.
    fn each_row_is_utf8(offsets: &[i32], values: &[u8]) -> bool {
        offsets
            .windows(2)
            .all(|w| std::str::from_utf8(&values[w[0] as usize..w[1] as usize]).is_ok())
    }

    #[test]
    fn text_is_valid_when_each_row_is_utf8() {
        // Rows of ASCII, two- and three-byte characters, a stray
        // continuation byte or a cut character, few or many to a block, so
        // that ASCII blocks, valid non-ASCII blocks and broken ones (at
        // every place in a block) all come up. Fixed-seed xorshift.
        let pieces: [&[u8]; 7] = [
            b"http://a/",
            b"b",
            "\u{e9}".as_bytes(),
            "\u{4e2d}".as_bytes(),
            b"",
            b"\x80",
            b"\xe4\xb8",
        ];
        let mut seed = 0x3986_u64;
        let mut next = |n: u64| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (seed % n) as usize
        };
        let (mut valid, mut invalid) = (0, 0);
        for _ in 0..600 {
            let rows = 1 + next(700);
            // How rare the unusual pieces are in this array.
            let odds = 2 + next(3000) as u64;
            // And one unusual piece in one row, often at a block's edge.
            let edges = [
                0,
                ROWS - 1,
                ROWS,
                ROWS + 1,
                2 * ROWS,
                rows - 1,
                next(rows as u64),
            ];
            let (one, piece) = (edges[next(edges.len() as u64)], 2 + next(5));
            let mut rows_bytes: Vec<Vec<u8>> = Vec::new();
            for r in 0..rows {
                let mut row = Vec::new();
                for _ in 0..next(4) {
                    let k = if next(odds) == 0 {
                        2 + next(5)
                    } else {
                        next(2)
                    };
                    row.extend_from_slice(pieces[k]);
                }
                if r == one {
                    row.extend_from_slice(pieces[piece]);
                }
                rows_bytes.push(row);
            }
            let values: Vec<u8> = rows_bytes.concat();
            let mut offsets = vec![0i32];
            for row in &rows_bytes {
                offsets.push(offsets[offsets.len() - 1] + row.len() as i32);
            }
            let want = each_row_is_utf8(&offsets, &values);
            assert_eq!(valid_text(&offsets, &values), want, "{offsets:?}");
            if want { valid += 1 } else { invalid += 1 }
        }
        assert!(
            valid > 50 && invalid > 50,
            "{valid} valid, {invalid} invalid"
        );
    }

    #[test]
    fn a_character_cut_between_two_rows_is_invalid() {
        // The text is UTF-8 as a whole; the offset between the rows is not
        // on a boundary, in a block of one row or of many.
        let text = "\u{e9}".repeat(300);
        assert!(valid_text(&[0, 2, 600], text.as_bytes()));
        assert!(!valid_text(&[0, 1, 600], text.as_bytes()));
        let mut cut: Vec<i32> = (0..=300).map(|i| 2 * i).collect();
        assert!(valid_text(&cut, text.as_bytes()));
        cut[299] -= 1;
        assert!(!valid_text(&cut, text.as_bytes()));
    }

    #[test]
    fn any_byte_above_0x7f_anywhere_is_not_ascii() {
        assert!(is_ascii(b""));
        for n in 1..100usize {
            let mut s = vec![b'a'; n];
            assert!(is_ascii(&s));
            for at in 0..n {
                s[at] = 0x80;
                assert!(!is_ascii(&s), "n {n} at {at}");
                s[at] = b'a';
            }
        }
    }
}
