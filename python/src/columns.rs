//! The columns of a kernel's result (strings, and a few integers such as
//! an error's offset or a port): the rows in parallel, each range into
//! scratch buffers kept from call to call, then the columns joined, each by
//! one thread, into their final buffers.
//!
//! What this layout saves is memory the kernel has not touched before. On
//! a virtual machine, the first write to each fresh page costs about a
//! microsecond: for the five columns of a 100,000-URL `urlsplit`, a third
//! of the kernel's time. So the row pass writes into scratch buffers that
//! earlier calls have already touched (see [`Scratch`]), and the final
//! buffers, which go to Python and must be new, are each written once from
//! start to end by one thread, which lets the allocator hand out memory
//! without zeroing it first.

use std::sync::{Mutex, PoisonError};

use arrow_array::{Int64Array, StringArray};
use arrow_buffer::{
    BooleanBufferBuilder, Buffer, NullBuffer, NullBufferBuilder, OffsetBuffer, ScalarBuffer,
};
use arrow_schema::ArrowError;

use crate::arrow::Strings;
use crate::parallel;

/// Where a kernel puts its answer for one input string: its `W` string
/// values and `N` integers through [`Emit::values`], or nothing for a null
/// row. A concrete type rather than a callback, so that the values are
/// copied where the kernel reads them (no call through a pointer, no move
/// of a result struct).
pub(crate) struct Emit<'p, const W: usize, const N: usize> {
    columns: &'p mut [Scratch; W],
    valid: &'p mut [Bits; W],
    numbers: &'p mut [Numbers; N],
    /// The row's index in its range.
    row: usize,
    wrote: bool,
}

impl<const W: usize, const N: usize> Emit<'_, W, N> {
    /// The row's values, `None` for a null value.
    #[inline]
    pub(crate) fn values(&mut self, values: [Option<&str>; W], numbers: [Option<i64>; N]) {
        for (column, v) in self.numbers.iter_mut().zip(numbers) {
            column.values.push(v.unwrap_or(0));
            if v.is_some() {
                column.valid.set(self.row);
            }
        }
        for ((column, valid), v) in self
            .columns
            .iter_mut()
            .zip(self.valid.iter_mut())
            .zip(values)
        {
            if let Some(v) = v {
                valid.set(self.row);
                column.push(v.as_bytes());
            }
            // Below 2^32 until the column passes 4 GiB, which `join`
            // refuses (at 2 GiB) before reading the ends.
            column.ends.push(column.used as u32);
        }
        self.wrote = true;
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

/// The most string columns a kernel has whose scratch the pool keeps
/// (`java_uri` has seventeen); a column beyond gets fresh buffers each call.
const COLUMNS: usize = 17;

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
    fn give_back<const W: usize>(k: usize, items: [Scratch; W]) {
        let mut pool = POOL.lock().unwrap_or_else(PoisonError::into_inner);
        let mut held: usize = pool.iter().flatten().map(Scratch::bytes).sum();
        for (c, s) in items.into_iter().enumerate() {
            if let Some(slot) = slot(k, c).and_then(|i| pool.get_mut(i))
                && held + s.bytes() <= POOL_BYTES
            {
                held += s.bytes();
                *slot = Some(s);
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

/// The row pass over one range: each column's scratch and valid bits,
/// and the rows' nulls.
struct Part<const W: usize, const N: usize> {
    columns: [Scratch; W],
    numbers: [Numbers; N],
    /// Each column's null values, as row numbers within the range: null
    /// values are few (a null row, a strict parse's absent component), so
    /// a list costs less than a bit per value.
    /// Each column's valid bits.
    valid: [Bits; W],
    rows: Option<NullBuffer>,
}

/// Runs `row` on each element of `range`, writing the values.
fn fill<const W: usize, const N: usize>(
    input: &Strings,
    k: usize,
    range: std::ops::Range<usize>,
    row: &(impl Fn(&str, &mut Emit<'_, W, N>) + Sync),
) -> Part<W, N> {
    let mut columns: [Scratch; W] = std::array::from_fn(|c| Scratch::take(k, c));
    let mut valid: [Bits; W] = std::array::from_fn(|_| Bits::new(range.len()));
    let mut numbers: [Numbers; N] = std::array::from_fn(|_| Numbers {
        values: Vec::with_capacity(range.len()),
        valid: Bits::new(range.len()),
    });
    let mut i = 0;
    let mut rows = NullBufferBuilder::new(range.len());
    input.for_range(range, |s| {
        let mut emit = Emit {
            columns: &mut columns,
            valid: &mut valid,
            numbers: &mut numbers,
            row: i,
            wrote: false,
        };
        if let Some(s) = s {
            row(s, &mut emit);
        }
        if emit.wrote {
            rows.append_non_null();
        } else {
            rows.append_null();
            emit.values([None; W], [None; N]);
        }
        i += 1;
    });
    Part {
        columns,
        numbers,
        valid,
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

/// One integer column, joined from its parts.
fn join_numbers(n: usize, parts: &[(usize, &Numbers)]) -> Int64Array {
    let mut values: Vec<i64> = Vec::with_capacity(n);
    for (_, p) in parts {
        values.extend_from_slice(&p.values);
    }
    let valid: Vec<&Bits> = parts.iter().map(|(_, p)| &p.valid).collect();
    Int64Array::new(ScalarBuffer::from(values), column_nulls(n, &valid))
}

/// A kernel's columns: `W` of strings, `N` of integers, and the rows'
/// nulls.
pub(crate) struct Columns<const W: usize, const N: usize> {
    /// The string columns.
    pub(crate) strings: [StringArray; W],
    /// The integer columns.
    pub(crate) numbers: [Int64Array; N],
    /// The rows' nulls: the input's.
    pub(crate) rows: Option<NullBuffer>,
}

/// `W` string columns and `N` integer columns, a value of each per input
/// element, and the rows' nulls: `row` gives an element's values to its
/// [`Emit`], or nothing for a null row (a null input is a null row without
/// a call). A column's value is null where `row` gave `None` or the row is
/// null.
///
/// # Errors
/// Only if a column broke Arrow's rules, which would be a bug here.
pub(crate) fn columns<const W: usize, const N: usize>(
    input: &Strings,
    row: impl Fn(&str, &mut Emit<'_, W, N>) + Sync,
) -> Result<Columns<W, N>, ArrowError> {
    let n = input.len();
    let ranges = parallel::ranges(n);
    let parts = parallel::each(ranges.iter().cloned().enumerate().collect(), |(k, r)| {
        fill(input, k, r, &row)
    });

    let rows: Vec<_> = ranges
        .iter()
        .zip(&parts)
        .map(|(r, p)| (r.len(), p.rows.as_ref()))
        .collect();
    let rows = join_nulls(n, &rows);

    // The columns, the largest first, each joined on the next free thread.
    let bytes = |c: usize| -> usize { parts.iter().map(|p| p.columns[c].used).sum() };
    let mut order: Vec<usize> = (0..W).collect();
    order.sort_by_key(|&c| std::cmp::Reverse(bytes(c)));
    let joined = parallel::each(order.clone(), |c| {
        let scratch: Vec<&Scratch> = parts.iter().map(|p| &p.columns[c]).collect();
        let valid: Vec<&Bits> = parts.iter().map(|p| &p.valid[c]).collect();
        join(n, &scratch, column_nulls(n, &valid))
    });
    let numbers: [Int64Array; N] = std::array::from_fn(|c| {
        let of: Vec<(usize, &Numbers)> = ranges
            .iter()
            .zip(&parts)
            .map(|(r, p)| (r.len(), &p.numbers[c]))
            .collect();
        join_numbers(n, &of)
    });
    for (k, p) in parts.into_iter().enumerate() {
        Scratch::give_back(k, p.columns);
    }
    let mut joined: Vec<(usize, StringArray)> = order
        .into_iter()
        .zip(joined)
        .map(|(c, array)| array.map(|a| (c, a)))
        .collect::<Result<_, _>>()?;
    joined.sort_unstable_by_key(|(c, _)| *c);
    let columns: Vec<StringArray> = joined.into_iter().map(|(_, a)| a).collect();
    let strings: [StringArray; W] = columns
        .try_into()
        .map_err(|_| ArrowError::ComputeError("a column went missing".into()))?;
    Ok(Columns {
        strings,
        numbers,
        rows,
    })
}
