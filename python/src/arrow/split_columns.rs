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
//! most rows, are [`TextColumn`]s: plain vectors, a value of up to 32
//! bytes copied as a fixed width read from the input and cut back, an
//! empty value or a null an offset, made arrays without a second check
//! (the extension's audited module holds why that is sound). Each is
//! sized from the share of the input it took in the last call
//! ([`SHARES`]; no part, nor the ASCII-lowered hostname, is longer than
//! its row, so the input's bytes bound each). The five parts are written
//! by one function each row, unrolled ([`put`]): through a loop over the
//! six columns the row took 39 instructions more. The columns null in
//! most rows (`username`, `password`, `port`, the error fields) are
//! written only where a row has a value ([`super::lazy_columns`]), so that
//! a null row costs them nothing, and checked once when finished if they
//! hold any.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use arrow_array::builder::{Int64Builder, StringBuilder};
use arrow_array::{Array, ArrayRef, Int64Array, StringArray};
use arrow_buffer::NullBuffer;
use arrow_schema::{ArrowError, DataType, Field};

use super::lazy_columns::{Number, Sparse, too_big};
use super::output::Table;
use crate::raw::TextColumn;

/// The largest value bytes an Arrow `utf8` column holds (32-bit offsets).
const COLUMN_BYTES_MAX: usize = i32::MAX as usize;

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
    /// scheme, netloc, path, query, fragment, then hostname, each written
    /// in turn every row ([`SplitColumns::split`]).
    texts: [TextColumn; SIZED],
    username: Sparse,
    password: Sparse,
    port: Number,
    error_type: Sparse,
    error_message: Sparse,
    /// The rows written so far: the next row's index.
    row: usize,
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
        let sized = |k: usize| TextColumn::with_capacity(rows, capacity(k, bytes));
        SplitColumns {
            texts: std::array::from_fn(sized),
            username: Sparse::new(rows),
            password: Sparse::new(rows),
            port: Number::new(rows),
            error_type: Sparse::new(rows),
            error_message: Sparse::new(rows),
            row: 0,
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
    /// library's owned clean-up of it), its properties, the exception
    /// reading `port` raises, if any, and `input`, the input array's text
    /// that the row is a slice of (empty where the layout has no one
    /// buffer of it): the copies read their fixed widths from it.
    #[inline]
    pub(crate) fn split(
        &mut self,
        parts: [&str; 5],
        properties: &Properties<'_>,
        port_error: Option<&str>,
        input: &[u8],
    ) {
        let row = self.row;
        let [scheme, netloc, path, query, fragment] = parts;
        let [s, n, p, q, f, h] = &mut self.texts;
        put(s, scheme, input);
        put(n, netloc, input);
        put(p, path, input);
        put(q, query, input);
        put(f, fragment, input);
        // Lower-casing a non-ASCII host may lengthen it past its row: a
        // column past 2 GiB is refused when finished.
        match properties.hostname {
            Some(v) => h.value(v, tail(input, v)),
            None => h.null(),
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
        let [scheme, netloc, path, query, fragment, hostname] =
            self.texts.map(|t| t.finish().ok_or_else(too_big));
        // The columns that are all null, as the userinfo and error fields
        // of most calls are, share one array.
        let nulls: ArrayRef = Arc::new(StringArray::new_null(n));
        let or_nulls = |column: Option<StringArray>| match column {
            Some(c) => Arc::new(c) as ArrayRef,
            None => Arc::clone(&nulls),
        };
        Ok(vec![
            Arc::new(scheme?),
            Arc::new(netloc?),
            Arc::new(path?),
            Arc::new(query?),
            Arc::new(fragment?),
            or_nulls(self.username.finish(n)?),
            or_nulls(self.password.finish(n)?),
            Arc::new(hostname?),
            Arc::new(self.port.finish(n)?),
            or_nulls(self.error_type.finish(n)?),
            or_nulls(self.error_message.finish(n)?),
        ])
    }
}

/// Appends `v`, a part of the row: empty (most queries and fragments),
/// or copied from the input.
#[inline(always)]
fn put(t: &mut TextColumn, v: &str, input: &[u8]) {
    if v.is_empty() {
        t.empty();
    } else {
        t.value(v, tail(input, v));
    }
}

/// The input's bytes from `v` on, where `v` is a slice of `input` (else
/// `v`'s own): what [`TextColumn::value`] copies a fixed width from.
#[inline(always)]
fn tail<'a>(input: &'a [u8], v: &'a str) -> &'a [u8] {
    let at = (v.as_ptr() as usize).wrapping_sub(input.as_ptr() as usize);
    input.get(at..).unwrap_or(v.as_bytes())
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
