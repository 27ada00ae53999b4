//! The eleven columns of `urigram.arrow.urlsplit`, written in one pass over
//! the rows straight into the buffers that go to Python: no scratch, no
//! join, no second look at the text.
//!
//! Why not the shared engine ([`super::columns`]): it writes every row of
//! every kernel through one generic row of optional values into scratch,
//! then copies each column into its final buffer and checks the copy's
//! UTF-8 again: with its row and netloc work, about a third of the 1,500
//! instructions a `urlsplit` row took (docs/performance.md, the Arrow
//! kernels).
//! `urlsplit` is the kernel users run over whole tables, and its columns
//! are known in advance: every value is a slice of the row's valid UTF-8
//! (or the library's owned `&str`). The parts and the hostname, a value in
//! most rows, are arrow-rs [`StringBuilder`]s, which take `&str` and need
//! no check when finished, sized from the share of the input each column
//! took in the last call ([`SHARES`]; no part, nor the ASCII-lowered
//! hostname, is longer than its row, so the input's bytes bound each);
//! their nulls and empty values (most queries and fragments) are counted
//! and appended in runs ([`Text::null`]). The columns null in most rows
//! (`username`, `password`, `port`, the error fields) are written only
//! where a row has a value ([`super::lazy_columns`]), so that a null row
//! costs them nothing, and checked once when finished if they hold any.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use arrow_array::builder::{Int64Builder, StringBuilder};
use arrow_array::{Array, ArrayRef, Int64Array, StringArray};
use arrow_buffer::NullBuffer;
use arrow_schema::{ArrowError, DataType, Field};

use super::lazy_columns::{Number, Sparse, too_big};
use super::output::Table;

/// The largest value bytes an Arrow `utf8` column holds (32-bit offsets).
const COLUMN_BYTES_MAX: usize = i32::MAX as usize;

/// One `utf8` column: the builder, and the run of nulls or of empty
/// values not yet appended.
struct Text {
    builder: StringBuilder,
    /// Rows after the last value written, all null or all empty, appended
    /// in one run before the next other value or at the end: the number of
    /// empty values, or of nulls negated. One signed count rather than a
    /// count and a flag, so that the common case (one more of the same)
    /// is one test of the sign.
    run: isize,
}

impl Text {
    /// A column of `rows` rows whose values take about `bytes` bytes.
    fn with_capacity(rows: usize, bytes: usize) -> Text {
        Text {
            builder: StringBuilder::with_capacity(rows, bytes),
            run: 0,
        }
    }

    /// Appends `v`. The caller keeps the column below 2 GiB (the input's
    /// size check, and [`SplitColumns::split`]'s for the hostname), so the
    /// builder's offset cannot overflow.
    #[inline(always)]
    fn value(&mut self, v: &str) {
        if v.is_empty() {
            // Most rows have no query, and most no fragment.
            if self.run < 0 {
                self.flush();
            }
            self.run += 1;
            return;
        }
        if self.run != 0 {
            self.flush();
        }
        self.builder.append_value(Value(v));
    }

    /// Appends a null, counted only.
    #[inline]
    fn null(&mut self) {
        if self.run > 0 {
            self.flush();
        }
        self.run -= 1;
    }

    /// The value bytes written so far.
    fn bytes(&self) -> usize {
        self.builder.values_slice().len()
    }

    /// Appends the run.
    #[inline(never)]
    fn flush(&mut self) {
        let n = self.run.unsigned_abs();
        if self.run < 0 {
            self.builder.append_nulls(n);
        } else {
            self.builder.append_value_n("", n);
        }
        self.run = 0;
    }

    /// The column, its run appended.
    fn finish(mut self) -> StringArray {
        self.flush();
        self.builder.finish()
    }
}

/// A value of a [`Text`] column, as [`StringBuilder::append_value`] takes
/// it. Why not the `&str` itself: `append_value` is generic over its
/// argument, and its `&str` copy is shared with every other kernel, too
/// large a function for the compiler to inline into so many callers, so
/// each of the 3.7 values a row paid its entry and exit (about 17 of the
/// 47 instructions a call besides the copy; callgrind, docs/performance.md,
/// the Arrow kernels). This type's copy is the kernel's alone, and has
/// one call site, the loop of [`SplitColumns::split`] (null rows take
/// [`Text::null`]), where the compiler inlines it; with two call sites
/// (the hostname apart from the parts) it did not.
struct Value<'a>(&'a str);

impl AsRef<str> for Value<'_> {
    #[inline(always)]
    fn as_ref(&self) -> &str {
        self.0
    }
}

/// A row's netloc properties: the `username`, `password`, `hostname` and
/// `port` fields.
pub(crate) struct Properties<'a> {
    /// `SplitResult.username`.
    pub(crate) username: Option<&'a str>,
    /// `SplitResult.password`.
    pub(crate) password: Option<&'a str>,
    /// `SplitResult.hostname`.
    pub(crate) hostname: Option<&'a str>,
    /// `SplitResult.port`, where it reads.
    pub(crate) port: Option<i64>,
}

/// The columns of `urlsplit` for one range of rows, in the schema's order:
/// the parts and the hostname mostly valid, the rest mostly null.
pub(crate) struct SplitColumns {
    /// scheme, netloc, path, query, fragment, then hostname: one array,
    /// written by one loop a row ([`SplitColumns::split`]).
    texts: [Text; SIZED],
    username: Sparse,
    password: Sparse,
    port: Number,
    error_type: Sparse,
    error_message: Sparse,
    /// The rows written so far: the next row's index.
    row: usize,
    /// A hostname that lower-casing made longer than its row would have
    /// passed 2 GiB.
    too_big: bool,
    /// The input's bytes the columns were sized for.
    bytes: usize,
}

/// The fields of `urlsplit`'s struct, in order: Python's `SplitResult`,
/// its properties, and what CPython raises.
const FIELDS: [(&str, DataType); 11] = [
    ("scheme", DataType::Utf8),
    ("netloc", DataType::Utf8),
    ("path", DataType::Utf8),
    ("query", DataType::Utf8),
    ("fragment", DataType::Utf8),
    ("username", DataType::Utf8),
    ("password", DataType::Utf8),
    ("hostname", DataType::Utf8),
    ("port", DataType::Int64),
    ("error_type", DataType::Utf8),
    ("error_message", DataType::Utf8),
];

impl SplitColumns {
    /// Empty columns for `rows` rows of `bytes` bytes of text in all: the
    /// parts and the hostname sized for them, the columns that are mostly
    /// null left to grow.
    pub(crate) fn new(rows: usize, bytes: usize) -> SplitColumns {
        let sized = |k: usize| Text::with_capacity(rows, capacity(k, bytes));
        SplitColumns {
            texts: std::array::from_fn(sized),
            username: Sparse::new(rows),
            password: Sparse::new(rows),
            port: Number::new(rows),
            error_type: Sparse::new(rows),
            error_message: Sparse::new(rows),
            row: 0,
            too_big: false,
            bytes,
        }
    }

    /// Keeps each sized column's share of the input's bytes for the next
    /// call's [`capacity`].
    fn learn(&self) {
        if self.bytes == 0 {
            return;
        }
        for (share, column) in SHARES.iter().zip(&self.texts) {
            let of = column.bytes().saturating_mul(SHARE_ONE) / self.bytes;
            share.store(of.min(SHARE_ONE), Ordering::Relaxed);
        }
    }

    /// A null row: every field null.
    pub(crate) fn null_row(&mut self) {
        for t in &mut self.texts {
            t.null();
        }
        self.row += 1;
    }

    /// A row that split: its five parts (each a slice of the row, or of the
    /// library's owned clean-up of it), its properties, and the exception
    /// reading `port` raises, if any.
    #[inline]
    pub(crate) fn split(
        &mut self,
        parts: [&str; 5],
        properties: &Properties<'_>,
        port_error: Option<&str>,
    ) {
        let row = self.row;
        let [scheme, netloc, path, query, fragment] = parts;
        let mut hostname = properties.hostname;
        if let Some(h) = hostname
            // Lower-casing a non-ASCII host may lengthen it.
            && self.texts[SIZED - 1].bytes() + h.len() >= COLUMN_BYTES_MAX
        {
            self.too_big = true;
            hostname = None;
        }
        let values = [
            Some(scheme),
            Some(netloc),
            Some(path),
            Some(query),
            Some(fragment),
            hostname,
        ];
        // One loop, so that `append_value` has one call site here and is
        // inlined into it (see [`Value`]).
        for (t, v) in self.texts.iter_mut().zip(values) {
            match v {
                Some(v) => t.value(v),
                None => t.null(),
            }
        }
        self.username.option(row, properties.username);
        self.password.option(row, properties.password);
        if let Some(port) = properties.port {
            self.port.value(row, port);
        }
        if let Some(message) = port_error {
            self.error("ValueError", message);
        }
        self.row += 1;
    }

    /// A row where `urlsplit` raised: the parts and properties null,
    /// `kind` and `message` the exception's class and message.
    pub(crate) fn failed(&mut self, kind: &str, message: &str) {
        for t in &mut self.texts {
            t.null();
        }
        self.error(kind, message);
        self.row += 1;
    }

    /// The error fields of the current row.
    #[cold]
    fn error(&mut self, kind: &str, message: &str) {
        self.error_type.value(self.row, kind);
        self.error_message.value(self.row, message);
    }

    /// The struct array of the columns of the ranges `parts`, in order, its
    /// rows null where `rows` says (the input's nulls). With one range its
    /// columns are the result's; with several, each column's ranges are
    /// appended end to end in bulk.
    ///
    /// # Errors
    /// A column past 2 GiB (of lower-cased hostnames or error messages;
    /// the input's size check keeps the rest below it).
    pub(crate) fn finish(
        parts: Vec<SplitColumns>,
        rows: Option<NullBuffer>,
    ) -> Result<ArrayRef, ArrowError> {
        let mut ranges = Vec::with_capacity(parts.len());
        for p in parts {
            if p.too_big {
                return Err(too_big());
            }
            ranges.push(p.arrays()?);
        }
        let mut columns: Vec<ArrayRef> = Vec::with_capacity(FIELDS.len());
        for at in 0..FIELDS.len() {
            columns.push(join(ranges.iter().map(|r| &r[at]))?);
        }
        let fields = FIELDS
            .iter()
            .map(|(name, t)| Field::new(*name, t.clone(), true))
            .collect();
        Table::new(fields, columns, rows).into_struct()
    }

    /// The range's columns, in the schema's order.
    fn arrays(self) -> Result<Vec<ArrayRef>, ArrowError> {
        self.learn();
        let n = self.row;
        let [scheme, netloc, path, query, fragment, hostname] = self.texts.map(Text::finish);
        // The columns that are all null, as the userinfo and error fields
        // of most calls are, share one array.
        let nulls: ArrayRef = Arc::new(StringArray::new_null(n));
        let or_nulls = |column: Option<StringArray>| match column {
            Some(c) => Arc::new(c) as ArrayRef,
            None => Arc::clone(&nulls),
        };
        Ok(vec![
            Arc::new(scheme),
            Arc::new(netloc),
            Arc::new(path),
            Arc::new(query),
            Arc::new(fragment),
            or_nulls(self.username.finish(n)?),
            or_nulls(self.password.finish(n)?),
            Arc::new(hostname),
            Arc::new(self.port.finish(n)?),
            or_nulls(self.error_type.finish(n)?),
            or_nulls(self.error_message.finish(n)?),
        ])
    }
}

/// The columns sized from the input: the five parts, then the hostname.
const SIZED: usize = 6;

/// A whole share: the input's bytes.
const SHARE_ONE: usize = 1024;

/// Each sized column's share of the input's bytes in the last call, in
/// 1/1024ths of them; the whole input before the first. Why learnt rather
/// than the whole input every time: six columns each sized for the input
/// reserve six times its bytes, and on freeing that much glibc gives the
/// top of its heap back to the system, so that every call's writes fault
/// in fresh pages (measured on 97,562 URLs: 422 to 1,639 page faults a
/// call, against none for the shared engine, whose buffers are sized
/// exactly; the faults took the row from 112 to 230 ns). A share only
/// sizes a buffer, which grows when a batch needs more.
static SHARES: [AtomicUsize; SIZED] = [const { AtomicUsize::new(SHARE_ONE) }; SIZED];

/// The capacity of sized column `k` for `bytes` of input: its last share,
/// an eighth more, and a little room.
fn capacity(k: usize, bytes: usize) -> usize {
    let share = SHARES
        .get(k)
        .map_or(SHARE_ONE, |s| s.load(Ordering::Relaxed));
    let c = bytes / SHARE_ONE * share + bytes % SHARE_ONE * share / SHARE_ONE;
    (c + c / 8 + 64).min(bytes)
}

/// One column from its ranges' arrays (all of one type): the array itself
/// for one range, else the ranges end to end.
fn join<'a>(mut ranges: impl Iterator<Item = &'a ArrayRef>) -> Result<ArrayRef, ArrowError> {
    let first = ranges.next().cloned().ok_or_else(too_big)?;
    let rest: Vec<&ArrayRef> = ranges.collect();
    if rest.is_empty() {
        return Ok(first);
    }
    let all = std::iter::once(&first).chain(rest);
    if first.as_any().is::<StringArray>() {
        let strings: Vec<&StringArray> = all
            .filter_map(|a| a.as_any().downcast_ref::<StringArray>())
            .collect();
        let rows = strings.iter().map(|a| a.len()).sum();
        let bytes: usize = strings.iter().map(|a| a.values().len()).sum();
        if bytes >= COLUMN_BYTES_MAX {
            return Err(too_big());
        }
        let mut b = StringBuilder::with_capacity(rows, bytes);
        for a in strings {
            b.append_array(a)?;
        }
        return Ok(Arc::new(b.finish()));
    }
    let numbers: Vec<&Int64Array> = all
        .filter_map(|a| a.as_any().downcast_ref::<Int64Array>())
        .collect();
    let mut b = Int64Builder::with_capacity(numbers.iter().map(|a| a.len()).sum());
    for a in numbers {
        b.append_array(a);
    }
    Ok(Arc::new(b.finish()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn runs_of_nulls_and_empty_values_are_the_rows_appended_one_at_a_time() {
        // Random rows of nulls, empty values and values (fixed-seed
        // xorshift), runs of each of every length from one, against the
        // builder's own appends row by row.
        let mut seed = 0x5917_u64;
        let mut next = |n: u64| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed % n
        };
        for _ in 0..200 {
            let mut text = Text::with_capacity(0, 0);
            let mut want = StringBuilder::new();
            let rows = next(300);
            // A run of the same kind goes on with this chance in 16.
            let stay = next(16);
            let mut kind = next(3);
            for _ in 0..rows {
                if next(16) >= stay {
                    kind = next(3);
                }
                match kind {
                    0 => {
                        text.null();
                        want.append_null();
                    }
                    1 => {
                        text.value("");
                        want.append_value("");
                    }
                    _ => {
                        text.value("http://a/");
                        want.append_value("http://a/");
                    }
                }
            }
            assert_eq!(text.finish(), want.finish());
        }
    }
}
