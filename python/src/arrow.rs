//! The Arrow kernels behind `urigram.arrow`: one string array in (utf8,
//! large_utf8 or string_view, through the Arrow PyCapsule interface, so
//! without a copy), one pyarrow array out, the GIL released while the
//! library works. A null in gives a null out.

use std::sync::Arc;

use arrow_array::builder::{BooleanBuilder, StringBuilder, UInt64Builder};
use arrow_array::{
    Array, ArrayRef, LargeStringArray, StringArray, StringViewArray, StructArray, make_array,
};
use arrow_buffer::NullBuffer;
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

    /// The total bytes of the values (for throughput figures).
    fn value_bytes(&self) -> usize {
        let mut n = 0;
        self.for_each(|s| n += s.map_or(0, str::len));
        n
    }
}

/// Reads `obj`, an object with `__arrow_c_array__` (or a pyarrow array).
fn strings(obj: &Bound<'_, PyAny>) -> PyResult<Strings> {
    Strings::from_data(ArrayData::from_pyarrow_bound(obj)?)
}

fn out(py: Python<'_>, array: ArrayRef) -> PyResult<Py<PyAny>> {
    Ok(array.to_data().to_pyarrow(py)?.unbind())
}

/// `is_valid(array)`: whether each element is an RFC 3986 URI-reference.
#[pyfunction]
fn is_valid(py: Python<'_>, array: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
    let input = strings(array)?;
    let result = py.detach(|| {
        let mut b = BooleanBuilder::with_capacity(input.len());
        input.for_each(|s| b.append_option(s.map(urigram::is_valid)));
        Arc::new(b.finish()) as ArrayRef
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
    let result = py.detach(|| {
        let n = input.len();
        let mut cols: [StringBuilder; 5] =
            std::array::from_fn(|_| StringBuilder::with_capacity(n, 0));
        let mut valid = Vec::with_capacity(n);
        input.for_each(|s| {
            let parts = s.and_then(|s| profile::urlsplit(s).ok());
            match parts {
                Some(r) => {
                    for (b, v) in
                        cols.iter_mut()
                            .zip([&r.scheme, &r.netloc, &r.path, &r.query, &r.fragment])
                    {
                        b.append_value(v);
                    }
                    valid.push(true);
                }
                None => {
                    cols.iter_mut().for_each(StringBuilder::append_null);
                    valid.push(false);
                }
            }
        });
        let fields: Fields = ["scheme", "netloc", "path", "query", "fragment"]
            .map(utf8_field)
            .into_iter()
            .collect();
        let arrays: Vec<ArrayRef> = cols
            .iter_mut()
            .map(|b| Arc::new(b.finish()) as ArrayRef)
            .collect();
        StructArray::try_new(fields, arrays, Some(NullBuffer::from(valid)))
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
    let result = py.detach(|| {
        let n = input.len();
        let mut t: [StringBuilder; 8] = std::array::from_fn(|_| StringBuilder::with_capacity(n, 0));
        let mut offset = UInt64Builder::with_capacity(n);
        let mut valid = Vec::with_capacity(n);
        input.for_each(|s| {
            let Some(s) = s else {
                t.iter_mut().for_each(StringBuilder::append_null);
                offset.append_null();
                valid.push(false);
                return;
            };
            valid.push(true);
            match urigram::parse(s) {
                Ok(u) => {
                    let auth = u.authority();
                    let host = auth.map(|a| a.host());
                    let values = [
                        u.scheme().map(|x| x.as_str()),
                        auth.and_then(|a| a.userinfo()).map(|x| x.as_str()),
                        host.map(|h| h.as_str()),
                        host.as_ref().map(host_kind),
                        auth.and_then(|a| a.port()).map(|p| p.as_str()),
                        Some(u.path().as_str()),
                        u.query().map(|x| x.as_str()),
                        u.fragment().map(|x| x.as_str()),
                    ];
                    for (b, v) in t.iter_mut().zip(values) {
                        b.append_option(v);
                    }
                    offset.append_null();
                }
                Err(e) => {
                    t.iter_mut().for_each(StringBuilder::append_null);
                    offset.append_value(e.offset() as u64);
                }
            }
        });
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
        let mut arrays: Vec<ArrayRef> = t
            .iter_mut()
            .map(|b| Arc::new(b.finish()) as ArrayRef)
            .collect();
        arrays.push(Arc::new(offset.finish()));
        StructArray::try_new(fields.into(), arrays, Some(NullBuffer::from(valid)))
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
    let result = py.detach(|| {
        let mut b = StringBuilder::with_capacity(input.len(), 0);
        input.for_each(|s| {
            let u = s.and_then(|s| Uri::parse(s).ok());
            b.append_option(u.map(|u| u.normalize()));
        });
        Arc::new(b.finish()) as ArrayRef
    });
    out(py, result)
}

/// `resolve(base, array)`: each element, a URI-reference, resolved against
/// `base` (RFC 3986 section 5.2, strict); null for an invalid reference.
#[pyfunction]
fn resolve(py: Python<'_>, base: &str, array: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
    let base = Uri::parse(base).map_err(|e| crate::strict::parse_error(py, base, &e))?;
    let input = strings(array)?;
    let result = py.detach(|| {
        let mut b = StringBuilder::with_capacity(input.len(), 0);
        input.for_each(|s| {
            let r = s.and_then(|s| UriRef::parse(s).ok());
            b.append_option(r.map(|r| base.resolve(&r)));
        });
        Arc::new(b.finish()) as ArrayRef
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
