//! The Arrow kernels behind `urigram.arrow`: one string array in (utf8,
//! large_utf8 or string_view, through the Arrow PyCapsule interface, so
//! without a copy), one pyarrow array out, the GIL released while the
//! library works. A null in gives a null out.

use std::ops::Range;
use std::sync::Arc;

use arrow_array::{
    Array, ArrayAccessor, ArrayRef, BooleanArray, LargeStringArray, StringArray, StringViewArray,
    StructArray, UInt64Array, make_array,
};
use arrow_buffer::{BooleanBufferBuilder, NullBuffer};
use arrow_data::ArrayData;
use arrow_pyarrow::{FromPyArrow, ToPyArrow};
use arrow_schema::{ArrowError, DataType, Field, Fields};
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use urigram::{Host, Uri, UriRef};

use crate::columns::{Emit, string_columns};
use crate::{parallel, profile};

/// The strings of an Arrow string array of any of the three layouts.
pub(crate) enum Strings {
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

    pub(crate) fn len(&self) -> usize {
        match self {
            Strings::Utf8(a) => a.len(),
            Strings::Large(a) => a.len(),
            Strings::View(a) => a.len(),
        }
    }

    /// The nulls of the array (`None` when it has none).
    fn nulls(&self) -> Option<NullBuffer> {
        match self {
            Strings::Utf8(a) => a.nulls().cloned(),
            Strings::Large(a) => a.nulls().cloned(),
            Strings::View(a) => a.nulls().cloned(),
        }
    }

    /// Calls `f` on each element of `range`, `None` for a null.
    pub(crate) fn for_range(&self, range: Range<usize>, mut f: impl FnMut(Option<&str>)) {
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

/// The pyarrow array of a kernel's result; an Arrow error (which would be
/// a bug here) as a `ValueError`.
fn out(py: Python<'_>, array: Result<ArrayRef, ArrowError>) -> PyResult<Py<PyAny>> {
    let array = array.map_err(|e| PyValueError::new_err(e.to_string()))?;
    Ok(array.to_data().to_pyarrow(py)?.unbind())
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
        let parts = parallel::over(input.len(), |range| {
            let mut values = BooleanBufferBuilder::new(range.len());
            input.for_range(range, |s| values.append(s.is_some_and(urigram::is_valid)));
            values.finish()
        });
        let mut values = BooleanBufferBuilder::new(input.len());
        parts.iter().for_each(|v| values.append_buffer(v));
        Ok(Arc::new(BooleanArray::new(values.finish(), input.nulls())) as ArrayRef)
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

/// `urlsplit(array)`: CPython's `urlsplit` of each element, as a struct of
/// scheme, netloc, path, query and fragment; a null row where CPython raises.
#[pyfunction]
fn urlsplit(py: Python<'_>, array: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
    let input = strings(array)?;
    check_output_size(&input, 0)?;
    let result = py.detach(|| {
        let (columns, valid) = string_columns::<5>(&input, |s, out| {
            if let Ok(r) = profile::urlsplit(s) {
                out.values(
                    [&r.scheme, &r.netloc, &r.path, &r.query, &r.fragment].map(|c| Some(&**c)),
                );
            }
        })?;
        let fields: Fields = ["scheme", "netloc", "path", "query", "fragment"]
            .map(utf8_field)
            .into_iter()
            .collect();
        let arrays: Vec<ArrayRef> = columns
            .into_iter()
            .map(|c| Arc::new(c) as ArrayRef)
            .collect();
        Ok(Arc::new(StructArray::try_new(fields, arrays, valid)?) as ArrayRef)
    });
    out(py, result)
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
        let (columns, valid) = string_columns::<8>(&input, |s, out| match urigram::parse(s) {
            Ok(u) => {
                let auth = u.authority();
                let host = auth.map(|a| a.host());
                out.values([
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
            Err(_) => out.values([None; 8]),
        })?;
        // The error offsets. A valid element always has a path, so a null
        // path marks the elements that failed (or are null); only those
        // are parsed again, to the error.
        let path = &columns[5];
        let mut offset = Vec::with_capacity(input.len());
        let mut i = 0;
        input.for_range(0..input.len(), |s| {
            let failed = s.filter(|_| path.is_null(i));
            offset.push(
                failed
                    .and_then(|s| urigram::parse(s).err())
                    .map(|e| e.offset() as u64),
            );
            i += 1;
        });
        let offset = UInt64Array::from(offset);
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
        arrays.push(Arc::new(offset));
        Ok(Arc::new(StructArray::try_new(fields.into(), arrays, valid)?) as ArrayRef)
    });
    out(py, result)
}

/// A kernel of one string column: `row`'s value for each element, a null
/// where it gives none.
fn one_column(
    py: Python<'_>,
    input: &Strings,
    row: impl Fn(&str, &mut Emit<'_, 1>) + Send + Sync,
) -> PyResult<Py<PyAny>> {
    let result = py.detach(|| {
        let ([column], _) = string_columns::<1>(input, row)?;
        Ok(Arc::new(column) as ArrayRef)
    });
    out(py, result)
}

/// `normalize(array)`: the RFC 3986 section 6 normal form of each element
/// that is an absolute URI; null for the others.
#[pyfunction]
fn normalize(py: Python<'_>, array: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
    let input = strings(array)?;
    // Normalizing adds at most the "/" of an empty path.
    check_output_size(&input, 1)?;
    one_column(py, &input, |s, out| {
        if let Ok(u) = Uri::parse(s) {
            out.values([Some(u.normalize().as_str())]);
        }
    })
}

/// `resolve(base, array)`: each element, a URI-reference, resolved against
/// `base` (RFC 3986 section 5.2, strict); null for an invalid reference.
#[pyfunction]
fn resolve(py: Python<'_>, base: &str, array: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
    let base_uri = Uri::parse(base).map_err(|e| crate::strict::parse_error(py, base, &e))?;
    let input = strings(array)?;
    check_output_size(&input, base.len() + 1)?;
    one_column(py, &input, |s, out| {
        if let Ok(r) = UriRef::parse(s) {
            out.values([Some(base_uri.resolve(&r).as_str())]);
        }
    })
}

/// `set_threads(n)`: the kernels use `n` threads (at most 8), or one per
/// core (at most 8) for `None`.
#[pyfunction]
#[pyo3(signature = (n))]
fn set_threads(n: Option<i64>) -> PyResult<()> {
    match n {
        None => parallel::set_threads(0),
        Some(n) if n >= 1 => parallel::set_threads(usize::try_from(n).unwrap_or(usize::MAX)),
        Some(n) => {
            return Err(PyValueError::new_err(format!(
                "urigram.arrow.set_threads takes a number of threads of 1 or more, or None for one per core; got {n}"
            )));
        }
    }
    Ok(())
}

/// `threads()`: the threads the kernels use now.
#[pyfunction]
fn threads() -> usize {
    parallel::threads()
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
        wrap_pyfunction!(set_threads, m)?,
        wrap_pyfunction!(threads, m)?,
    ] {
        kernels.set_item(f.getattr("__name__")?, f)?;
    }
    m.add("arrow_kernels", kernels)?;
    Ok(())
}
