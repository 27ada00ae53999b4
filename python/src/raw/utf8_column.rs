//! A `utf8` Arrow column written from `&str` values, made an array without
//! arrow-rs's check of the finished buffers.
//!
//! Why: `urigram.arrow.urlsplit` appends some 3.7 values a row; through
//! arrow-rs's `StringBuilder::append_value` (not inlined: its entry and
//! exit, the offset's overflow check, the null builder) they cost about
//! 220 instructions a row of the kernel's 950, a quarter
//! (docs/performance.md, "The Arrow kernels on one thread"). Pushing onto
//! two vectors here is a few instructions a value, but the only safe way
//! to make an array of them, `StringArray::try_new`, checks the finished
//! column again (its bytes UTF-8, every offset on a character boundary),
//! about 28 instructions a row a column, which round four measured eating
//! the whole gain. The builder skips that check with its own `unsafe`, on
//! the invariant it keeps by taking only `&str`; this type keeps the same
//! invariant the same way, and [`Utf8Column::finish`] states it.

use arrow_array::StringArray;
use arrow_buffer::{Buffer, NullBufferBuilder, OffsetBuffer, ScalarBuffer};
use arrow_schema::ArrowError;

/// A `utf8` column being written: its values end to end, the end offset
/// of each row, and the rows' validity (a bitmap only once a null comes).
///
/// The invariant [`Utf8Column::finish`] relies on, kept by every method
/// because each appends whole `&str`s only: `values` is valid UTF-8 (a
/// concatenation of `str`s), every offset is a `str`'s end in it (so a
/// character boundary), the offsets start at 0 and never decrease, and
/// there is one validity bit a row.
pub(crate) struct Utf8Column {
    values: Vec<u8>,
    /// `0`, then the end of each row's value: `values.len()` after it,
    /// saturated at `i32::MAX` (then [`Utf8Column::finish`] refuses).
    offsets: Vec<i32>,
    nulls: NullBufferBuilder,
}

impl Utf8Column {
    /// An empty column with room for `rows` rows of `bytes` bytes in all
    /// (a hint: it grows past them).
    pub(crate) fn with_capacity(rows: usize, bytes: usize) -> Utf8Column {
        let mut offsets = Vec::with_capacity(rows.saturating_add(1));
        offsets.push(0);
        Utf8Column {
            values: Vec::with_capacity(bytes),
            offsets,
            nulls: NullBufferBuilder::new(rows),
        }
    }

    /// The end of the values so far, as an offset.
    #[inline]
    fn end(&self) -> i32 {
        i32::try_from(self.values.len()).unwrap_or(i32::MAX)
    }

    /// Appends the value `v`.
    #[inline(always)]
    pub(crate) fn push(&mut self, v: &str) {
        self.values.extend_from_slice(v.as_bytes());
        let end = self.end();
        self.offsets.push(end);
        self.nulls.append_non_null();
    }

    /// Appends `n` empty values.
    pub(crate) fn push_empty(&mut self, n: usize) {
        let end = self.end();
        self.offsets.extend(std::iter::repeat_n(end, n));
        self.nulls.append_n_non_nulls(n);
    }

    /// Appends `n` nulls.
    pub(crate) fn push_nulls(&mut self, n: usize) {
        let end = self.end();
        self.offsets.extend(std::iter::repeat_n(end, n));
        self.nulls.append_n_nulls(n);
    }

    /// The value bytes written so far.
    pub(crate) fn bytes(&self) -> usize {
        self.values.len()
    }

    /// The column as an array.
    ///
    /// # Errors
    /// Values past 2 GiB, more than a 32-bit offset reaches.
    pub(crate) fn finish(mut self) -> Result<StringArray, ArrowError> {
        let nulls = self.nulls.finish();
        let rows = self.offsets.len() - 1;
        if i32::try_from(self.values.len()).is_err()
            || nulls.as_ref().is_some_and(|n| n.len() != rows)
        {
            return Err(ArrowError::ComputeError(
                "urigram.arrow: a column would hold more than 2 GiB of text".into(),
            ));
        }
        let offsets = ScalarBuffer::from(self.offsets);
        let values = Buffer::from_vec(self.values);
        // SAFETY: what `StringArray::try_new` would check holds by the
        // type's invariant (its doc): the offsets are non-empty (the first
        // 0), never decrease, and each is the end of a whole `&str` in
        // `values`, so `values` is UTF-8 and every offset a character
        // boundary within it; none was saturated, as `values` fits an
        // `i32` (checked above), and the validity has one bit a row
        // (checked above). Test: this module's
        // `finished_columns_pass_arrows_full_validation` (every method,
        // multi-byte values, then `validate_full`), and every column of
        // python/tests/test_arrow.py's urlsplit tests against CPython.
        Ok(unsafe {
            StringArray::new_unchecked(OffsetBuffer::new_unchecked(offsets), values, nulls)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::Utf8Column;
    use arrow_array::{Array, StringArray};

    #[test]
    fn finished_columns_pass_arrows_full_validation() {
        let mut c = Utf8Column::with_capacity(2, 4);
        c.push("http");
        c.push_nulls(2);
        c.push("");
        c.push("b\u{fc}cher.example");
        c.push_empty(3);
        c.push("\u{1f600}/\u{e9}t\u{e9}");
        c.push_nulls(1);
        let a = c.finish().expect("small column");
        a.to_data().validate_full().expect("valid array");
        let expected = StringArray::from(vec![
            Some("http"),
            None,
            None,
            Some(""),
            Some("b\u{fc}cher.example"),
            Some(""),
            Some(""),
            Some(""),
            Some("\u{1f600}/\u{e9}t\u{e9}"),
            None,
        ]);
        assert_eq!(a, expected);
        assert_eq!(a.null_count(), 3);
    }

    #[test]
    fn a_column_without_nulls_has_no_bitmap() {
        let mut c = Utf8Column::with_capacity(0, 0);
        c.push_empty(2);
        c.push("x");
        let a = c.finish().expect("small column");
        a.to_data().validate_full().expect("valid array");
        assert!(a.nulls().is_none());
        assert_eq!(a, StringArray::from(vec!["", "", "x"]));
    }

    #[test]
    fn an_empty_column_is_an_empty_array() {
        let a = Utf8Column::with_capacity(5, 5).finish().expect("empty");
        a.to_data().validate_full().expect("valid array");
        assert_eq!(a.len(), 0);
    }
}
