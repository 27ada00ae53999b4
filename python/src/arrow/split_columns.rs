//! The eleven columns of `urigram.arrow.urlsplit`, written in one pass over
//! the rows straight into the buffers that go to Python: no scratch, no
//! join, no second look at the text.
//!
//! Why not the shared engine ([`super::columns`]): it writes every row of
//! every kernel through one generic row of optional values into scratch,
//! then copies each column into its final buffer and checks the copy's
//! UTF-8 again, about 800 of the 1,488 instructions of a `urlsplit` row.
//! `urlsplit` is the kernel users run over whole tables, and its columns
//! are known in advance: every value is a slice of the row's valid UTF-8
//! (or the library's owned `&str`), so each column is an arrow-rs
//! [`StringBuilder`], which takes `&str` and needs no check when finished,
//! sized for the input's bytes so that it does not grow (no part, nor the
//! ASCII-lowered hostname, is longer than its row). Nulls are counted and
//! appended in runs ([`Text::null`]): most rows of `password`, `port` and
//! the error fields are null, and a run of them is one bulk fill of the
//! offsets and the bitmap rather than a bit a row.

use std::sync::Arc;

use arrow_array::builder::{Int64Builder, StringBuilder};
use arrow_array::{Array, ArrayRef, Int64Array, StringArray};
use arrow_buffer::NullBuffer;
use arrow_schema::{ArrowError, DataType, Field};

use super::output::Table;

/// The largest value bytes an Arrow `utf8` column holds (32-bit offsets).
const COLUMN_BYTES_MAX: usize = i32::MAX as usize;

/// One `utf8` column: the builder, and the nulls not yet appended.
struct Text {
    builder: StringBuilder,
    /// Null rows after the last value, appended in one run before the next
    /// value or at the end.
    nulls: usize,
}

impl Text {
    /// A column of `rows` rows whose values take about `bytes` bytes.
    fn with_capacity(rows: usize, bytes: usize) -> Text {
        Text {
            builder: StringBuilder::with_capacity(rows, bytes),
            nulls: 0,
        }
    }

    /// Appends `v`. The caller keeps the column below 2 GiB (see
    /// [`SplitColumns`]'s `fits`), so the builder's offset cannot overflow.
    #[inline]
    fn value(&mut self, v: &str) {
        if self.nulls != 0 {
            self.flush();
        }
        self.builder.append_value(v);
    }

    /// Appends a null, counted only.
    #[inline]
    fn null(&mut self) {
        self.nulls += 1;
    }

    /// Appends `v`, or a null.
    #[inline]
    fn option(&mut self, v: Option<&str>) {
        match v {
            Some(v) => self.value(v),
            None => self.null(),
        }
    }

    /// The value bytes written so far.
    fn bytes(&self) -> usize {
        self.builder.values_slice().len()
    }

    /// Appends the counted nulls.
    #[cold]
    fn flush(&mut self) {
        self.builder.append_nulls(self.nulls);
        self.nulls = 0;
    }

    fn finish(mut self) -> StringArray {
        self.flush();
        self.builder.finish()
    }
}

/// The `int64` column `port`, its nulls counted as [`Text`]'s.
struct Number {
    builder: Int64Builder,
    nulls: usize,
}

impl Number {
    #[inline]
    fn option(&mut self, v: Option<i64>) {
        match v {
            Some(v) => {
                if self.nulls != 0 {
                    self.builder.append_nulls(self.nulls);
                    self.nulls = 0;
                }
                self.builder.append_value(v);
            }
            None => self.nulls += 1,
        }
    }

    fn finish(mut self) -> Int64Array {
        self.builder.append_nulls(self.nulls);
        self.builder.finish()
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

/// The columns of `urlsplit` for one range of rows, in the schema's order.
pub(crate) struct SplitColumns {
    /// scheme, netloc, path, query, fragment.
    parts: [Text; 5],
    username: Text,
    password: Text,
    hostname: Text,
    port: Number,
    error_type: Text,
    error_message: Text,
    /// A value that does not fit its column (a hostname that lower-casing
    /// made longer than its row, an error message) would have passed 2 GiB.
    too_big: bool,
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
        let text = |bytes| Text::with_capacity(rows, bytes);
        SplitColumns {
            parts: std::array::from_fn(|_| text(bytes)),
            username: text(0),
            password: text(0),
            hostname: text(bytes),
            port: Number {
                builder: Int64Builder::with_capacity(0),
                nulls: 0,
            },
            error_type: text(0),
            error_message: text(0),
            too_big: false,
        }
    }

    /// A null row: every field null.
    pub(crate) fn null_row(&mut self) {
        for t in &mut self.parts {
            t.null();
        }
        self.no_properties();
        self.error_type.null();
        self.error_message.null();
    }

    /// A row that split: its five parts (each a slice of the row, or of the
    /// library's owned clean-up of it, so none is longer than the row),
    /// its properties, and the exception reading `port` raises, if any.
    #[inline]
    pub(crate) fn split(
        &mut self,
        parts: [&str; 5],
        properties: &Properties<'_>,
        port_error: Option<&str>,
    ) {
        for (t, v) in self.parts.iter_mut().zip(parts) {
            t.value(v);
        }
        self.username.option(properties.username);
        self.password.option(properties.password);
        match properties.hostname {
            // Lower-casing a non-ASCII host may lengthen it.
            Some(h) if fits(&self.hostname, h) => self.hostname.value(h),
            Some(_) => {
                self.too_big = true;
                self.hostname.null();
            }
            None => self.hostname.null(),
        }
        self.port.option(properties.port);
        match port_error {
            None => {
                self.error_type.null();
                self.error_message.null();
            }
            Some(message) => self.error("ValueError", message),
        }
    }

    /// A row where `urlsplit` raised: the parts and properties null,
    /// `kind` and `message` the exception's class and message.
    pub(crate) fn failed(&mut self, kind: &str, message: &str) {
        for t in &mut self.parts {
            t.null();
        }
        self.no_properties();
        self.error(kind, message);
    }

    fn no_properties(&mut self) {
        self.username.null();
        self.password.null();
        self.hostname.null();
        self.port.option(None);
    }

    /// The error fields; a message past 2 GiB of them marks the call.
    fn error(&mut self, kind: &str, message: &str) {
        if fits(&self.error_message, message) && fits(&self.error_type, kind) {
            self.error_type.value(kind);
            self.error_message.value(message);
        } else {
            self.too_big = true;
            self.error_type.null();
            self.error_message.null();
        }
    }

    /// The struct array of the columns of the ranges `parts`, in order, its
    /// rows null where `rows` says (the input's nulls). With one range its
    /// builders' buffers are the result's; with several, each column's
    /// ranges are appended end to end in bulk.
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
            ranges.push(p.arrays());
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
    fn arrays(self) -> Vec<ArrayRef> {
        let [scheme, netloc, path, query, fragment] = self.parts.map(Text::finish);
        vec![
            Arc::new(scheme),
            Arc::new(netloc),
            Arc::new(path),
            Arc::new(query),
            Arc::new(fragment),
            Arc::new(self.username.finish()),
            Arc::new(self.password.finish()),
            Arc::new(self.hostname.finish()),
            Arc::new(self.port.finish()),
            Arc::new(self.error_type.finish()),
            Arc::new(self.error_message.finish()),
        ]
    }
}

/// Whether `v` fits in `column` below Arrow's 32-bit offsets.
#[inline]
fn fits(column: &Text, v: &str) -> bool {
    column.bytes() + v.len() < COLUMN_BYTES_MAX
}

fn too_big() -> ArrowError {
    ArrowError::ComputeError(
        "urigram.arrow: a column of the result would hold more than 2 GiB of text; pass the input in chunks (a chunked array)".into(),
    )
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
