//! Columns written row by row into plain vectors, where a null costs no
//! work: the `urlsplit` kernel's columns that are mostly null (`username`,
//! `password`, `port`, the error fields; [`super::split_columns`]).
//!
//! Why not arrow-rs's `StringBuilder` here: it appends an offset and a
//! validity bit for every row, a null too, and the runs that batched the
//! nulls of these columns cost a few instructions a row each. Here a null
//! is a row not written: a column's end offsets are filled in only when a
//! value comes (every row since the last value ends where it did), its
//! bits mark the valid rows, and a column with no value at all is not
//! built (the caller shares one column of nulls). The price of a column
//! that does hold values is one check when it is finished
//! (`StringArray::try_new`: the bytes are UTF-8, each offset on a
//! character boundary), since only arrow-rs's own builders may skip it
//! without `unsafe`. The mostly valid columns are written the same way
//! but made arrays without that check, in the extension's audited module
//! (`crate::raw::TextColumn`), where how they are written is what makes
//! it sound; here a column with values is rare, and its check costs
//! little.

use arrow_array::{Int64Array, StringArray};
use arrow_buffer::{BooleanBuffer, Buffer, NullBuffer, OffsetBuffer, ScalarBuffer};
use arrow_schema::ArrowError;

/// The rows' marks, one bit a row: which rows are null in a column that
/// is mostly valid, or valid in one that is mostly null.
struct Marks {
    words: Vec<u64>,
    /// Whether any row is marked.
    any: bool,
}

impl Marks {
    fn new(rows: usize) -> Marks {
        Marks {
            words: vec![0; rows.div_ceil(64)],
            any: false,
        }
    }

    /// Marks `row`; a row past the capacity (none is) is ignored.
    #[inline]
    fn mark(&mut self, row: usize) {
        if let Some(w) = self.words.get_mut(row / 64) {
            *w |= 1 << (row % 64);
            self.any = true;
        }
    }

    /// The marks of the first `rows` rows, `None` if none is marked.
    fn finish(self, rows: usize) -> Option<BooleanBuffer> {
        self.any
            .then(|| BooleanBuffer::new(Buffer::from_vec(self.words), 0, rows))
    }
}

/// A `utf8` column written by rows, mostly null: its marks are its valid
/// rows, and a null costs nothing.
pub(crate) struct Sparse {
    values: Vec<u8>,
    /// 0, then the end of each row up to the last value written; the rows
    /// after it end where it did.
    offsets: Vec<i32>,
    /// The valid rows.
    marks: Marks,
    /// The values passed Arrow's 32-bit offsets.
    too_big: bool,
}

impl Sparse {
    /// A column of at most `rows` rows.
    pub(crate) fn new(rows: usize) -> Sparse {
        Sparse {
            values: Vec::new(),
            offsets: vec![0],
            marks: Marks::new(rows),
            too_big: false,
        }
    }

    /// Writes `v` as row `row`; rows are written in order, each once, and
    /// a row not written is null.
    #[inline]
    pub(crate) fn value(&mut self, row: usize, v: &str) {
        self.marks.mark(row);
        if v.is_empty() {
            // It ends where the last value did.
            return;
        }
        self.end_rows_before(row);
        self.values.extend_from_slice(v.as_bytes());
        match i32::try_from(self.values.len()) {
            Ok(end) => self.offsets.push(end),
            Err(_) => self.too_big = true,
        }
    }

    /// Writes `v` as row `row`, or leaves the row null.
    #[inline]
    pub(crate) fn option(&mut self, row: usize, v: Option<&str>) {
        if let Some(v) = v {
            self.value(row, v);
        }
    }

    /// Ends the rows before `row` not ended yet where the last value did.
    fn end_rows_before(&mut self, row: usize) {
        if self.offsets.len() <= row {
            let end = self.offsets.last().copied().unwrap_or(0);
            self.offsets.resize(row + 1, end);
        }
    }

    /// The column of the first `rows` rows; `None` when every row is null,
    /// as in most calls, for the caller to share one column of nulls.
    ///
    /// # Errors
    /// Its values past 2 GiB.
    pub(crate) fn finish(mut self, rows: usize) -> Result<Option<StringArray>, ArrowError> {
        if self.too_big {
            return Err(too_big());
        }
        if !self.marks.any {
            return Ok(None);
        }
        self.end_rows_before(rows);
        self.offsets.truncate(rows + 1);
        // The offsets only grow: each is the values' length when written.
        let offsets = OffsetBuffer::new(ScalarBuffer::from(self.offsets));
        let valid = self.marks.finish(rows).map(NullBuffer::new);
        StringArray::try_new(offsets, Buffer::from_vec(self.values), valid).map(Some)
    }
}

/// An `int64` column written by rows, mostly null.
pub(crate) struct Number {
    /// Each row's number up to the last written, 0 under a null.
    values: Vec<i64>,
    /// The valid rows.
    marks: Marks,
}

impl Number {
    /// A column of at most `rows` rows.
    pub(crate) fn new(rows: usize) -> Number {
        Number {
            values: Vec::new(),
            marks: Marks::new(rows),
        }
    }

    /// Writes `v` as row `row`; rows are written in order, each once.
    #[inline]
    pub(crate) fn value(&mut self, row: usize, v: i64) {
        if self.values.len() < row {
            self.values.resize(row, 0);
        }
        self.values.push(v);
        self.marks.mark(row);
    }

    /// The column of the first `rows` rows.
    ///
    /// # Errors
    /// None expected: the values and marks are of `rows` rows.
    pub(crate) fn finish(mut self, rows: usize) -> Result<Int64Array, ArrowError> {
        let Some(valid) = self.marks.finish(rows) else {
            return Ok(Int64Array::new_null(rows));
        };
        self.values.resize(rows, 0);
        Int64Array::try_new(
            ScalarBuffer::from(self.values),
            Some(NullBuffer::new(valid)),
        )
    }
}

/// The error of a column past Arrow's 32-bit offsets.
pub(crate) fn too_big() -> ArrowError {
    ArrowError::ComputeError(
        "urigram.arrow: a column of the result would hold more than 2 GiB of text; pass the input in chunks (a chunked array)".into(),
    )
}

#[cfg(test)]
mod tests {
    use arrow_array::Array;

    use super::*;

    /// A column as Python sees it: each row's value or `None`.
    fn rows(a: &StringArray) -> Vec<Option<&str>> {
        (0..a.len())
            .map(|i| a.is_valid(i).then(|| a.value(i)))
            .collect()
    }

    /// The rows written to a column.
    fn write(input: &[Option<&str>]) -> StringArray {
        let mut t = Sparse::new(input.len());
        for (row, v) in input.iter().enumerate() {
            t.option(row, *v);
        }
        t.finish(input.len())
            .expect("fits")
            .unwrap_or_else(|| StringArray::new_null(input.len()))
    }

    #[test]
    fn a_column_gives_back_the_rows_written() {
        let cases: [&[Option<&str>]; 5] = [
            &[],
            &[None, None, None],
            &[Some(""), Some(""), None, Some("")],
            &[
                Some("http"),
                None,
                Some(""),
                Some("b\u{fc}cher"),
                None,
                None,
            ],
            &[None, Some("x"), Some(""), Some(""), Some("yz"), None],
        ];
        for case in cases {
            let mut long: Vec<Option<&str>> = Vec::new();
            // Across a word of marks too.
            for _ in 0..40 {
                long.extend_from_slice(case);
            }
            for input in [case, &long[..]] {
                assert_eq!(rows(&write(input)), input);
            }
        }
    }

    #[test]
    fn a_column_of_nulls_is_left_to_the_caller() {
        let mut t = Sparse::new(2);
        t.option(0, None);
        t.option(1, None);
        assert!(t.finish(2).expect("fits").is_none());
        let a = write(&[None, Some("ab"), None, Some("")]);
        assert_eq!(a.value_offsets(), &[0, 0, 2, 2, 2]);
    }

    #[test]
    fn numbers_give_back_the_rows_written() {
        let input = [None, Some(80), None, None, Some(0), None];
        let mut n = Number::new(input.len());
        for (row, v) in input.iter().enumerate() {
            if let Some(v) = v {
                n.value(row, *v);
            }
        }
        let a = n.finish(input.len()).expect("fits");
        let got: Vec<Option<i64>> = (0..a.len())
            .map(|i| a.is_valid(i).then(|| a.value(i)))
            .collect();
        assert_eq!(got, input);
        assert_eq!(Number::new(3).finish(3).expect("fits").null_count(), 3);
    }
}
