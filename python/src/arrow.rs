//! The Arrow kernels behind `urigram.arrow`: one string array in (utf8,
//! large_utf8 or string_view, through the Arrow PyCapsule interface, so
//! without a copy), one pyarrow array out, the GIL released while the
//! library works. A null in gives a null out.

use std::ops::Range;
use std::sync::Arc;
use std::thread;

use arrow_array::builder::{BooleanBuilder, StringBuilder, UInt64Builder};
use arrow_array::{
    Array, ArrayAccessor, ArrayRef, BooleanArray, LargeStringArray, StringArray, StringViewArray,
    StructArray, UInt64Array, make_array,
};
use arrow_buffer::{BooleanBufferBuilder, Buffer, NullBuffer, OffsetBuffer, ScalarBuffer};
use arrow_data::ArrayData;
use arrow_pyarrow::{FromPyArrow, ToPyArrow};
use arrow_schema::{DataType, Field, Fields};
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use urigram::{Host, Uri, UriRef};

use crate::profile;

/// The strings of an Arrow string array of any of the three layouts.
enum Strings {
    Utf8(StringArray),
    Large(LargeStringArray),
    View(StringViewArray),
}

impl Strings {
    fn from_data(data: ArrayData) -> PyResult<Self> {
        let array = make_array(data);
        let any = array.as_any();
        if let Some(a) = any.downcast_ref::<StringArray>() {
            return Ok(Strings::Utf8(a.clone()));
        }
        if let Some(a) = any.downcast_ref::<LargeStringArray>() {
            return Ok(Strings::Large(a.clone()));
        }
        if let Some(a) = any.downcast_ref::<StringViewArray>() {
            return Ok(Strings::View(a.clone()));
        }
        Err(PyTypeError::new_err(format!(
            "urigram.arrow takes a string array (utf8, large_utf8 or string_view), not {}",
            array.data_type()
        )))
    }

    fn len(&self) -> usize {
        match self {
            Strings::Utf8(a) => a.len(),
            Strings::Large(a) => a.len(),
            Strings::View(a) => a.len(),
        }
    }

    /// Calls `f` on each element, `None` for a null.
    fn for_each(&self, mut f: impl FnMut(Option<&str>)) {
        match self {
            Strings::Utf8(a) => a.iter().for_each(&mut f),
            Strings::Large(a) => a.iter().for_each(&mut f),
            Strings::View(a) => a.iter().for_each(&mut f),
        }
    }

    /// Calls `f` on each element of `range`, `None` for a null.
    fn for_range(&self, range: Range<usize>, mut f: impl FnMut(Option<&str>)) {
        fn each<'a>(
            a: &'a impl ArrayAccessor<Item = &'a str>,
            range: Range<usize>,
            f: &mut impl FnMut(Option<&'a str>),
        ) {
            for i in range {
                f(if a.is_null(i) { None } else { Some(a.value(i)) });
            }
        }
        match self {
            Strings::Utf8(a) => each(&a, range, &mut f),
            Strings::Large(a) => each(&a, range, &mut f),
            Strings::View(a) => each(&a, range, &mut f),
        }
    }

    /// The total bytes of the values (nulls may hide some, which counts
    /// them too: an upper bound, exact without nulls).
    fn value_bytes(&self) -> usize {
        fn span<O: arrow_array::OffsetSizeTrait>(offsets: &[O]) -> usize {
            match (offsets.first(), offsets.last()) {
                (Some(a), Some(b)) => (*b - *a).as_usize(),
                _ => 0,
            }
        }
        match self {
            Strings::Utf8(a) => span(a.value_offsets()),
            Strings::Large(a) => span(a.value_offsets()),
            Strings::View(a) => a.views().iter().map(|v| (*v as u32) as usize).sum(),
        }
    }
}

/// Reads `obj`, an object with `__arrow_c_array__` (or a pyarrow array).
fn strings(obj: &Bound<'_, PyAny>) -> PyResult<Strings> {
    Strings::from_data(ArrayData::from_pyarrow_bound(obj)?)
}

fn out(py: Python<'_>, array: ArrayRef) -> PyResult<Py<PyAny>> {
    Ok(array.to_data().to_pyarrow(py)?.unbind())
}

/// Below this many elements a kernel runs on the calling thread alone.
const PARALLEL_MIN: usize = 16 * 1024;

/// Runs `f` over consecutive ranges that cover `0..n`, one per core (just
/// one range for a small `n`), and gives the results in order. The kernels
/// are pure functions of their element, so the split changes nothing but
/// the time.
fn in_parallel<T: Send>(n: usize, f: impl Fn(Range<usize>) -> T + Sync) -> Vec<T> {
    let threads = thread::available_parallelism().map_or(1, |p| p.get().min(8));
    if n < PARALLEL_MIN || threads == 1 {
        return vec![f(0..n)];
    }
    let step = n.div_ceil(threads);
    thread::scope(|s| {
        let f = &f;
        let handles: Vec<_> = (0..threads)
            .map(|k| {
                let range = (k * step).min(n)..((k + 1) * step).min(n);
                s.spawn(move || f(range))
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().unwrap_or_else(|e| std::panic::resume_unwind(e)))
            .collect()
    })
}

/// The string arrays `parts`, end to end.
fn concat_strings(parts: &[StringArray]) -> StringArray {
    if let [one] = parts {
        return one.clone();
    }
    let len: usize = parts.iter().map(Array::len).sum();
    let bytes: usize = parts.iter().map(|p| p.values().len()).sum();
    let mut offsets: Vec<i32> = Vec::with_capacity(len + 1);
    offsets.push(0);
    let mut values: Vec<u8> = Vec::with_capacity(bytes);
    let mut valid = BooleanBufferBuilder::new(len);
    for p in parts {
        let offs = p.value_offsets();
        let (first, last) = (offs[0], offs[p.len()]);
        // Each part's text was counted into `bytes`, which
        // `check_output_size` kept below i32::MAX, so these fit.
        let base = i32::try_from(values.len()).unwrap_or(i32::MAX);
        values.extend_from_slice(&p.values()[first as usize..last as usize]);
        offsets.extend(offs[1..].iter().map(|o| o - first + base));
        match p.nulls() {
            Some(n) => valid.append_buffer(n.inner()),
            None => valid.append_n(p.len(), true),
        }
    }
    StringArray::new(
        OffsetBuffer::new(ScalarBuffer::from(offsets)),
        Buffer::from_vec(values),
        Some(NullBuffer::new(valid.finish())),
    )
}

/// The most text an output column may need, `grow` bytes per element on
/// top of the input's, must fit Arrow's 32-bit utf8 offsets.
fn check_output_size(input: &Strings, grow: usize) -> PyResult<()> {
    let need = input
        .value_bytes()
        .saturating_add(input.len().saturating_mul(grow));
    if need >= i32::MAX as usize {
        return Err(PyValueError::new_err(
            "urigram.arrow: the result would hold more than 2 GiB of text in one array; pass the input in chunks (a chunked array)",
        ));
    }
    Ok(())
}

/// `is_valid(array)`: whether each element is an RFC 3986 URI-reference.
#[pyfunction]
fn is_valid(py: Python<'_>, array: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
    let input = strings(array)?;
    let result = py.detach(|| {
        let parts = in_parallel(input.len(), |range| {
            let mut b = BooleanBuilder::with_capacity(range.len());
            input.for_range(range, |s| b.append_option(s.map(urigram::is_valid)));
            b.finish()
        });
        let mut all = BooleanBuilder::with_capacity(input.len());
        for p in &parts {
            all.extend(p.iter());
        }
        Arc::new(BooleanArray::from(all.finish().into_data())) as ArrayRef
    });
    out(py, result)
}

/// The total bytes of the values of a string array.
#[pyfunction]
fn value_bytes(array: &Bound<'_, PyAny>) -> PyResult<usize> {
    Ok(strings(array)?.value_bytes())
}

fn utf8_field(name: &str) -> Field {
    Field::new(name, DataType::Utf8, true)
}

/// String columns built by parts in parallel, then joined: `width` columns,
/// each element giving `width` values or a null row.
fn string_columns<const W: usize>(
    input: &Strings,
    row: impl Fn(&str, &mut dyn FnMut([Option<&str>; W])) + Sync,
) -> ([StringArray; W], NullBuffer) {
    // Each column gets room for its part's share of the input's text, so
    // that the builders do not grow value by value (untouched capacity costs
    // only address space).
    let total = input.value_bytes();
    let len = input.len().max(1);
    let parts = in_parallel(input.len(), |range| {
        let n = range.len();
        let bytes = total / len * n + 64;
        let mut cols: [StringBuilder; W] =
            std::array::from_fn(|_| StringBuilder::with_capacity(n, bytes));
        let mut valid = BooleanBufferBuilder::new(n);
        input.for_range(range, |s| {
            let mut wrote = false;
            if let Some(s) = s {
                row(s, &mut |values| {
                    for (b, v) in cols.iter_mut().zip(values) {
                        b.append_option(v);
                    }
                    wrote = true;
                });
            }
            if !wrote {
                cols.iter_mut().for_each(StringBuilder::append_null);
            }
            valid.append(wrote);
        });
        (cols.map(|mut b| b.finish()), valid.finish())
    });
    let columns: [StringArray; W] = std::array::from_fn(|i| {
        let pieces: Vec<StringArray> = parts.iter().map(|(c, _)| c[i].clone()).collect();
        concat_strings(&pieces)
    });
    let mut valid = BooleanBufferBuilder::new(input.len());
    for (_, v) in &parts {
        valid.append_buffer(v);
    }
    (columns, NullBuffer::new(valid.finish()))
}

/// `urlsplit(array)`: CPython's `urlsplit` of each element, as a struct of
/// scheme, netloc, path, query and fragment; a null row where CPython raises.
#[pyfunction]
fn urlsplit(py: Python<'_>, array: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
    let input = strings(array)?;
    check_output_size(&input, 0)?;
    let result = py.detach(|| {
        let (columns, valid) = string_columns::<5>(&input, |s, emit| {
            if let Ok(r) = profile::urlsplit(s) {
                emit([&r.scheme, &r.netloc, &r.path, &r.query, &r.fragment].map(|c| Some(&**c)));
            }
        });
        let fields: Fields = ["scheme", "netloc", "path", "query", "fragment"]
            .map(utf8_field)
            .into_iter()
            .collect();
        let arrays: Vec<ArrayRef> = columns
            .into_iter()
            .map(|c| Arc::new(c) as ArrayRef)
            .collect();
        StructArray::try_new(fields, arrays, Some(valid))
    });
    out(
        py,
        Arc::new(result.map_err(|e| PyValueError::new_err(e.to_string()))?),
    )
}

/// The kind of a host, as `urigram.parse` names it.
pub(crate) fn host_kind(h: &Host<'_>) -> &'static str {
    match h {
        Host::Ipv4 { .. } => "ipv4",
        Host::Ipv6 { .. } => "ipv6",
        Host::IpvFuture { .. } => "ipvfuture",
        _ => "reg-name",
    }
}

/// `parse(array)`: the strict parse of each element as a struct of scheme,
/// userinfo, host, host_kind, port, path, query, fragment (null where absent)
/// and error_offset (null where valid; the other fields are null where not).
#[pyfunction]
fn parse(py: Python<'_>, array: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
    let input = strings(array)?;
    check_output_size(&input, 16)?;
    let result = py.detach(|| {
        // The error offsets: their own pass, as cheap as a failed parse.
        let mut offset = UInt64Builder::with_capacity(input.len());
        input.for_each(|s| {
            offset.append_option(
                s.and_then(|s| urigram::parse(s).err())
                    .map(|e| e.offset() as u64),
            );
        });
        let (columns, _) = string_columns::<8>(&input, |s, emit| match urigram::parse(s) {
            Ok(u) => {
                let auth = u.authority();
                let host = auth.map(|a| a.host());
                emit([
                    u.scheme().map(|x| x.as_str()),
                    auth.and_then(|a| a.userinfo()).map(|x| x.as_str()),
                    host.map(|h| h.as_str()),
                    host.as_ref().map(host_kind),
                    auth.and_then(|a| a.port()).map(|p| p.as_str()),
                    Some(u.path().as_str()),
                    u.query().map(|x| x.as_str()),
                    u.fragment().map(|x| x.as_str()),
                ]);
            }
            Err(_) => emit([None; 8]),
        });
        let mut valid = BooleanBufferBuilder::new(input.len());
        input.for_each(|s| valid.append(s.is_some()));
        let names = [
            "scheme",
            "userinfo",
            "host",
            "host_kind",
            "port",
            "path",
            "query",
            "fragment",
        ];
        let mut fields: Vec<Field> = names.map(utf8_field).to_vec();
        fields.push(Field::new("error_offset", DataType::UInt64, true));
        let mut arrays: Vec<ArrayRef> = columns
            .into_iter()
            .map(|c| Arc::new(c) as ArrayRef)
            .collect();
        arrays.push(Arc::new(UInt64Array::from(offset.finish().into_data())));
        StructArray::try_new(fields.into(), arrays, Some(NullBuffer::new(valid.finish())))
    });
    out(
        py,
        Arc::new(result.map_err(|e| PyValueError::new_err(e.to_string()))?),
    )
}

/// `normalize(array)`: the RFC 3986 section 6 normal form of each element
/// that is an absolute URI; null for the others.
#[pyfunction]
fn normalize(py: Python<'_>, array: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
    let input = strings(array)?;
    // Normalizing adds at most the "/" of an empty path.
    check_output_size(&input, 1)?;
    let result = py.detach(|| {
        let ([column], _) = string_columns::<1>(&input, |s, emit| {
            if let Ok(u) = Uri::parse(s) {
                emit([Some(u.normalize().as_str())]);
            }
        });
        Arc::new(column) as ArrayRef
    });
    out(py, result)
}

/// `resolve(base, array)`: each element, a URI-reference, resolved against
/// `base` (RFC 3986 section 5.2, strict); null for an invalid reference.
#[pyfunction]
fn resolve(py: Python<'_>, base: &str, array: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
    let base_uri = Uri::parse(base).map_err(|e| crate::strict::parse_error(py, base, &e))?;
    let input = strings(array)?;
    check_output_size(&input, base.len() + 1)?;
    let result = py.detach(|| {
        let ([column], _) = string_columns::<1>(&input, |s, emit| {
            if let Ok(r) = UriRef::parse(s) {
                emit([Some(base_uri.resolve(&r).as_str())]);
            }
        });
        Arc::new(column) as ArrayRef
    });
    out(py, result)
}

/// Adds the kernels to `m` as `arrow_is_valid`, `arrow_urlsplit`, ...
pub(crate) fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    let kernels = pyo3::types::PyDict::new(py);
    for f in [
        wrap_pyfunction!(is_valid, m)?,
        wrap_pyfunction!(urlsplit, m)?,
        wrap_pyfunction!(parse, m)?,
        wrap_pyfunction!(normalize, m)?,
        wrap_pyfunction!(resolve, m)?,
        wrap_pyfunction!(value_bytes, m)?,
    ] {
        kernels.set_item(f.getattr("__name__")?, f)?;
    }
    m.add("arrow_kernels", kernels)?;
    Ok(())
}
