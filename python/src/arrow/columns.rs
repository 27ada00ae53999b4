//! The engine that writes a kernel's result: the rows of a [`Schema`]
//! (strings, and a few integers and booleans such as an error's offset or
//! a port) in parallel, each range into scratch buffers kept from call to
//! call, then the columns joined, each by one thread, into their final
//! buffers, and handed back as a [`Table`] of the schema's fields.
//!
//! What this layout saves is memory the kernel has not touched before. On
//! a virtual machine, the first write to each fresh page costs about a
//! microsecond: for the five columns of a 100,000-URL `urlsplit`, a third
//! of the kernel's time. So the row pass writes into scratch buffers that
//! earlier calls have already touched (see [`Scratch`]), and the final
//! buffers, which go to Python and must be new, are each written once from
//! start to end by one thread, which lets the allocator hand out memory
//! without zeroing it first.

use std::marker::PhantomData;
use std::sync::{Arc, Mutex, PoisonError};

use arrow_array::{ArrayRef, BooleanArray, Int64Array, StringArray};
use arrow_buffer::{
    BooleanBufferBuilder, Buffer, NullBuffer, NullBufferBuilder, OffsetBuffer, ScalarBuffer,
};
use arrow_schema::{ArrowError, DataType, Field};

use super::input::Strings;
use super::output::Table;
use super::parallel;
use super::row::{Kind, MAX_FIELDS, Schema, Sink};

/// Where a kernel puts its answer for one input string: one row of its
/// schema `S` through [`Emit::row`], or nothing for a null row. A concrete
/// type rather than a callback, so that the values are copied where the
/// kernel reads them (no call through a pointer, no move of a result
/// struct).
pub(crate) struct Emit<'p, S> {
    cursor: Cursor<'p>,
    wrote: bool,
    schema: PhantomData<S>,
}

impl<S: Schema> Emit<'_, S> {
    /// The row's values.
    #[inline]
    pub(crate) fn row(&mut self, row: &S::Row<'_>) {
        S::write(row, &mut self.cursor);
        self.wrote = true;
    }

    /// A row of nulls in every column (the row itself is null).
    fn nulls(&mut self) {
        for (at, &(_, kind)) in S::FIELDS.iter().enumerate() {
            match kind {
                Kind::Utf8 => self.cursor.utf8(at, None),
                Kind::Int64 | Kind::Boolean => self.cursor.int64(at, None),
            }
        }
    }
}

/// One range's columns, by the position of their field in the schema: a
/// string field's scratch and valid bits, a number field's values
/// (integers and booleans, a boolean as 0 or 1); the slots of the other
/// kind stay empty. Arrays of [`MAX_FIELDS`], so that a field's constant
/// position indexes them without a bounds check.
struct Slots {
    strings: [Scratch; MAX_FIELDS],
    valid: [Bits; MAX_FIELDS],
    numbers: [Numbers; MAX_FIELDS],
}

/// The writer of one row into one range's [`Slots`].
struct Cursor<'p> {
    slots: &'p mut Slots,
    /// The row's index in its range.
    row: usize,
}

impl Sink for Cursor<'_> {
    #[inline]
    fn utf8(&mut self, at: usize, v: Option<&str>) {
        let slots = &mut *self.slots;
        if let (Some(column), Some(valid)) = (slots.strings.get_mut(at), slots.valid.get_mut(at)) {
            if let Some(v) = v {
                valid.set(self.row);
                column.push(v.as_bytes());
            }
            // Below 2^32 until the column passes 4 GiB, which `join`
            // refuses (at 2 GiB) before reading the ends.
            column.ends.push(column.used as u32);
        }
    }

    #[inline]
    fn int64(&mut self, at: usize, v: Option<i64>) {
        if let Some(column) = self.slots.numbers.get_mut(at) {
            column.values.push(v.unwrap_or(0));
            if v.is_some() {
                column.valid.set(self.row);
            }
        }
    }

    #[inline]
    fn boolean(&mut self, at: usize, v: Option<bool>) {
        self.int64(at, v.map(i64::from));
    }
}

/// One valid bit per row of a range, all clear to start with: setting the
/// bits of the values there are costs nothing for a column that is mostly
/// null, as `urlsplit`'s `password` or any reason field is (a list of null
/// rows, or a bit appended per row, costs a write for every row).
struct Bits {
    bytes: Vec<u8>,
    len: usize,
}

impl Bits {
    fn new(len: usize) -> Bits {
        Bits {
            bytes: vec![0; len.div_ceil(8)],
            len,
        }
    }

    #[inline]
    fn set(&mut self, i: usize) {
        if let Some(b) = self.bytes.get_mut(i / 8) {
            *b |= 1 << (i % 8);
        }
    }
}

/// One integer column of one range of rows: the values (0 under a null)
/// and which are valid.
struct Numbers {
    values: Vec<i64>,
    valid: Bits,
}

/// One column of one range of rows: the values end to end and where each
/// ends. Kept in [`POOL`] between calls.
#[derive(Default)]
struct Scratch {
    /// The values in `values[..used]`; the rest is room, already zeroed
    /// and touched by earlier calls.
    values: Vec<u8>,
    used: usize,
    ends: Vec<u32>,
}

/// The positions of fields whose scratch the pool keeps: every field a
/// schema may have.
const COLUMNS: usize = MAX_FIELDS;

/// Scratch buffers of earlier calls, their pages already in memory, one
/// per range and column: the same column of the same range of the next
/// call gets the buffer sized by the last one.
static POOL: Mutex<[Option<Scratch>; parallel::RANGES_MAX * COLUMNS]> =
    Mutex::new([const { None }; parallel::RANGES_MAX * COLUMNS]);

/// The most scratch memory [`POOL`] keeps: enough for the columns of a few
/// hundred thousand URLs, so that a pipeline's usual Arrow batches reuse
/// it, without holding on to the memory of one huge call.
const POOL_BYTES: usize = 64 << 20;

/// The pool's index of column `c` of range `k`, if it keeps one.
fn slot(k: usize, c: usize) -> Option<usize> {
    (k < parallel::RANGES_MAX && c < COLUMNS).then_some(k * COLUMNS + c)
}

impl Scratch {
    /// The pool's buffer for column `c` of range `k` (emptied), or a new one.
    fn take(k: usize, c: usize) -> Scratch {
        let mut pool = POOL.lock().unwrap_or_else(PoisonError::into_inner);
        let mut s = slot(k, c)
            .and_then(|i| pool.get_mut(i))
            .and_then(Option::take)
            .unwrap_or_default();
        s.used = 0;
        s.ends.clear();
        s
    }

    /// Puts back the buffers of range `k`, as far as the pool has room.
    /// (The slots of fields that are not strings hold nothing, and are
    /// left out.)
    fn give_back(k: usize, items: &mut [Scratch]) {
        let mut pool = POOL.lock().unwrap_or_else(PoisonError::into_inner);
        let mut held: usize = pool.iter().flatten().map(Scratch::bytes).sum();
        for (c, s) in items.iter_mut().enumerate() {
            if s.bytes() == 0 {
                continue;
            }
            if let Some(slot) = slot(k, c).and_then(|i| pool.get_mut(i))
                && held + s.bytes() <= POOL_BYTES
            {
                held += s.bytes();
                *slot = Some(std::mem::take(s));
            }
        }
    }

    /// The memory the buffers hold.
    fn bytes(&self) -> usize {
        self.values.len() + 4 * self.ends.capacity()
    }

    /// The values written.
    fn values(&self) -> &[u8] {
        &self.values[..self.used]
    }

    /// Appends `v`.
    #[inline]
    fn push(&mut self, v: &[u8]) {
        let end = self.used + v.len();
        if self.values.len() < end {
            self.grow(end);
        }
        self.values[self.used..end].copy_from_slice(v);
        self.used = end;
    }

    /// Makes room for `need` bytes, doubling.
    #[cold]
    fn grow(&mut self, need: usize) {
        let size = need.max(2 * self.values.len()).max(64 * 1024);
        self.values.resize(size, 0);
    }
}

/// The row pass over one range: its columns and the rows' nulls.
struct Part {
    slots: Box<Slots>,
    rows: Option<NullBuffer>,
}

/// Runs `row` on each element of `range`, writing the values.
fn fill<S: Schema>(
    input: &Strings,
    k: usize,
    range: std::ops::Range<usize>,
    row: &(impl Fn(&str, &mut Emit<'_, S>) + Sync),
) -> Part {
    let kind = |at: usize| S::FIELDS.get(at).map(|&(_, kind)| kind);
    let n = range.len();
    let mut slots = Box::new(Slots {
        strings: std::array::from_fn(|at| match kind(at) {
            Some(Kind::Utf8) => Scratch::take(k, at),
            _ => Scratch::default(),
        }),
        valid: std::array::from_fn(|at| {
            Bits::new(if kind(at) == Some(Kind::Utf8) { n } else { 0 })
        }),
        numbers: std::array::from_fn(|at| {
            let n = match kind(at) {
                Some(Kind::Int64 | Kind::Boolean) => n,
                _ => 0,
            };
            Numbers {
                values: Vec::with_capacity(n),
                valid: Bits::new(n),
            }
        }),
    });
    let mut i = 0;
    let mut rows = NullBufferBuilder::new(n);
    input.for_range(range, |s| {
        let mut emit = Emit::<S> {
            cursor: Cursor {
                slots: &mut slots,
                row: i,
            },
            wrote: false,
            schema: PhantomData,
        };
        if let Some(s) = s {
            row(s, &mut emit);
        }
        if emit.wrote {
            rows.append_non_null();
        } else {
            rows.append_null();
            emit.nulls();
        }
        i += 1;
    });
    Part {
        slots,
        rows: rows.finish(),
    }
}

/// The nulls of one column from its parts' valid bits, `None` when there
/// are none.
fn column_nulls(n: usize, parts: &[&Bits]) -> Option<NullBuffer> {
    let mut valid = BooleanBufferBuilder::new(n);
    for p in parts {
        valid.append_packed_range(0..p.len, &p.bytes);
    }
    let nulls = NullBuffer::new(valid.finish());
    (nulls.null_count() > 0).then_some(nulls)
}

/// The nulls of `parts` end to end, `None` when there are none.
fn join_nulls(n: usize, parts: &[(usize, Option<&NullBuffer>)]) -> Option<NullBuffer> {
    if parts.iter().all(|(_, p)| p.is_none()) {
        return None;
    }
    let mut all = NullBufferBuilder::new(n);
    for (len, p) in parts {
        match p {
            Some(p) => all.append_buffer(p),
            None => all.append_n_non_nulls(*len),
        }
    }
    all.finish()
}

/// One column, joined from its scratch parts into new buffers.
fn join(
    n: usize,
    parts: &[&Scratch],
    nulls: Option<NullBuffer>,
) -> Result<StringArray, ArrowError> {
    let total: usize = parts.iter().map(|p| p.used).sum();
    // Arrow's utf8 offsets are 32-bit (and the scratch's ends too): a column
    // past them is refused here, before any offset could wrap.
    if total >= i32::MAX as usize {
        return Err(ArrowError::ComputeError(
            "urigram.arrow: a column of the result would hold more than 2 GiB of text; pass the input in chunks (a chunked array)".into(),
        ));
    }
    let mut values: Vec<u8> = Vec::with_capacity(total);
    let mut offsets: Vec<i32> = Vec::with_capacity(n + 1);
    offsets.push(0);
    for p in parts {
        // Below 2^31, as at `fill`.
        let base = values.len() as i32;
        values.extend_from_slice(p.values());
        offsets.extend(p.ends.iter().map(|&e| base + e as i32));
    }
    StringArray::try_new(
        OffsetBuffer::new(offsets.into()),
        Buffer::from_vec(values),
        nulls,
    )
}

/// One number column, joined from its parts: an `int64` column, or for
/// [`Kind::Boolean`] a `bool` one (its values written as 0 and 1).
fn join_numbers(n: usize, kind: Kind, parts: &[&Numbers]) -> ArrayRef {
    let valid: Vec<&Bits> = parts.iter().map(|p| &p.valid).collect();
    let nulls = column_nulls(n, &valid);
    if kind == Kind::Boolean {
        let mut bits = BooleanBufferBuilder::new(n);
        for p in parts {
            for &v in &p.values {
                bits.append(v == 1);
            }
        }
        return Arc::new(BooleanArray::new(bits.finish(), nulls));
    }
    let mut values: Vec<i64> = Vec::with_capacity(n);
    for p in parts {
        values.extend_from_slice(&p.values);
    }
    Arc::new(Int64Array::new(ScalarBuffer::from(values), nulls))
}

/// The result of `row` over each element of `input`: a [`Table`] of the
/// fields of the schema `S`, a value of each per element, and the rows'
/// nulls. `row` gives an element's values to its [`Emit`], or nothing for
/// a null row (a null input is a null row without a call). A field's value
/// is null where `row` gave `None` or the row is null.
///
/// # Errors
/// A string column of more than 2 GiB (which the kernels' size checks
/// refuse before they start), or a column that broke Arrow's rules, which
/// would be a bug here.
pub(crate) fn columns<S: Schema>(
    input: &Strings,
    row: impl Fn(&str, &mut Emit<'_, S>) + Sync,
) -> Result<Table, ArrowError> {
    if S::FIELDS.len() > MAX_FIELDS {
        return Err(ArrowError::ComputeError(format!(
            "a kernel's row has {} fields, more than the {MAX_FIELDS} the columns hold",
            S::FIELDS.len()
        )));
    }
    let n = input.len();
    let ranges = parallel::ranges(n);
    let mut parts = parallel::each(ranges.iter().cloned().enumerate().collect(), |(k, r)| {
        fill::<S>(input, k, r, &row)
    });

    let rows: Vec<_> = ranges
        .iter()
        .zip(&parts)
        .map(|(r, p)| (r.len(), p.rows.as_ref()))
        .collect();
    let rows = join_nulls(n, &rows);

    // The string columns, the largest first, each joined on the next free
    // thread.
    let bytes = |at: usize| -> usize { parts.iter().map(|p| p.slots.strings[at].used).sum() };
    let mut order: Vec<usize> = (0..S::FIELDS.len())
        .filter(|&at| S::FIELDS[at].1 == Kind::Utf8)
        .collect();
    order.sort_by_key(|&at| std::cmp::Reverse(bytes(at)));
    let joined = parallel::each(order.clone(), |at| {
        let scratch: Vec<&Scratch> = parts.iter().map(|p| &p.slots.strings[at]).collect();
        let valid: Vec<&Bits> = parts.iter().map(|p| &p.slots.valid[at]).collect();
        join(n, &scratch, column_nulls(n, &valid))
    });
    for (k, p) in parts.iter_mut().enumerate() {
        Scratch::give_back(k, &mut p.slots.strings);
    }
    let mut strings: Vec<Option<StringArray>> = (0..S::FIELDS.len()).map(|_| None).collect();
    for (at, array) in order.into_iter().zip(joined) {
        strings[at] = Some(array?);
    }

    // The fields in the schema's order.
    let mut fields = Vec::with_capacity(S::FIELDS.len());
    let mut arrays: Vec<ArrayRef> = Vec::with_capacity(S::FIELDS.len());
    for (at, &(name, kind)) in S::FIELDS.iter().enumerate() {
        let (array, data_type): (ArrayRef, DataType) = match kind {
            Kind::Utf8 => {
                let a = strings[at]
                    .take()
                    .ok_or_else(|| ArrowError::ComputeError("a column went missing".into()))?;
                (Arc::new(a), DataType::Utf8)
            }
            Kind::Int64 | Kind::Boolean => {
                let of: Vec<&Numbers> = parts.iter().map(|p| &p.slots.numbers[at]).collect();
                let data_type = if kind == Kind::Boolean {
                    DataType::Boolean
                } else {
                    DataType::Int64
                };
                (join_numbers(n, kind, &of), data_type)
            }
        };
        fields.push(Field::new(name, data_type, true));
        arrays.push(array);
    }
    Ok(Table::new(fields, arrays, rows))
}

#[cfg(test)]
mod tests {
    use arrow_array::{Array, BooleanArray, Int64Array, StringArray, StructArray};

    use super::*;
    use crate::arrow::row::row;

    row! {
        /// A test row: the element, its length, whether it is longer than
        /// one byte, and a field never given.
        struct Measure<'a> {
            text: Option<&'a str>,
            len: Option<i64>,
            long: Option<bool>,
            never: Option<&'a str>,
        }
    }

    /// The column `name` of `table`, as an array of type `T`.
    fn column<'t, T: 'static>(table: &'t StructArray, name: &str) -> &'t T {
        table
            .column_by_name(name)
            .and_then(|c| c.as_any().downcast_ref::<T>())
            .expect("a column of the schema's name and type")
    }

    #[test]
    fn columns_hold_each_field_by_name_and_null_rows_where_the_input_is_null_or_unanswered() {
        let input = Strings::Utf8(StringArray::from(vec![
            Some("a"),
            None,
            Some("bc"),
            Some("skip"),
        ]));
        let table = columns::<Measure>(&input, |s, out| {
            if s != "skip" {
                out.row(&Measure {
                    text: Some(s),
                    len: Some(s.len() as i64),
                    long: Some(s.len() > 1),
                    never: None,
                });
            }
        })
        .and_then(Table::into_struct)
        .expect("the columns of four rows");
        let table = table
            .as_any()
            .downcast_ref::<StructArray>()
            .expect("a struct array");
        let names: Vec<&str> = table.fields().iter().map(|f| f.name().as_str()).collect();
        assert_eq!(names, ["text", "len", "long", "never"]);
        let valid: Vec<bool> = (0..4).map(|i| table.is_valid(i)).collect();
        assert_eq!(valid, [true, false, true, false]);
        let text: &StringArray = column(table, "text");
        assert_eq!(
            text.iter().collect::<Vec<_>>(),
            [Some("a"), None, Some("bc"), None]
        );
        let len: &Int64Array = column(table, "len");
        assert_eq!(
            len.iter().collect::<Vec<_>>(),
            [Some(1), None, Some(2), None]
        );
        let long: &BooleanArray = column(table, "long");
        assert_eq!(
            long.iter().collect::<Vec<_>>(),
            [Some(false), None, Some(true), None]
        );
        let never: &StringArray = column(table, "never");
        assert_eq!(never.null_count(), 4);
    }
}
