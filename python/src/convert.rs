//! Python objects to the library's Python-typed values ([`PyValue`]) and
//! back.
//!
//! [`PyValue`] models the kinds `urllib.parse` deals in, of their exact
//! types: `None`, `bool`, `int` (64 bits), `str` (without lone surrogates),
//! `bytes`, `tuple` (and urllib's own result tuples), `list` and `dict`. An
//! argument outside that model (a `bytearray`, a `float`, a subclass, any
//! other object) has no faithful [`PyValue`]; [`to_value`] says so with
//! `None`, and the caller hands such a call to the standard library's own
//! function, whose behaviour on arbitrary objects is the definition.

use pyo3::prelude::*;
use pyo3::types::{PyBool, PyBytes, PyDict, PyInt, PyList, PyString, PyTuple};
use urigram::urllib::PyValue;

use crate::classes::{self, Named};

/// `obj` as a [`PyValue`], or `None` when the model cannot hold it exactly.
pub(crate) fn to_value(obj: &Bound<'_, PyAny>) -> Option<PyValue> {
    if obj.is_none() {
        return Some(PyValue::None);
    }
    if let Ok(b) = obj.cast_exact::<PyBool>() {
        return Some(PyValue::Bool(b.is_true()));
    }
    if obj.cast_exact::<PyInt>().is_ok() {
        return obj.extract::<i64>().ok().map(PyValue::Int);
    }
    if let Ok(s) = obj.cast_exact::<PyString>() {
        return s.to_cow().ok().map(|s| PyValue::Str(s.into_owned()));
    }
    if let Ok(b) = obj.cast_exact::<PyBytes>() {
        return Some(PyValue::Bytes(b.as_bytes().to_vec()));
    }
    if let Ok(t) = obj.cast_exact::<PyTuple>() {
        return t
            .iter()
            .map(|x| to_value(&x))
            .collect::<Option<_>>()
            .map(PyValue::Tuple);
    }
    if is_result_tuple(obj) {
        let t = obj.cast::<PyTuple>().ok()?;
        return t
            .iter()
            .map(|x| to_value(&x))
            .collect::<Option<_>>()
            .map(PyValue::Tuple);
    }
    if let Ok(l) = obj.cast_exact::<PyList>() {
        return l
            .iter()
            .map(|x| to_value(&x))
            .collect::<Option<_>>()
            .map(PyValue::List);
    }
    if let Ok(d) = obj.cast_exact::<PyDict>() {
        return d
            .iter()
            .map(|(k, v)| Some((to_value(&k)?, to_value(&v)?)))
            .collect::<Option<_>>()
            .map(PyValue::Dict);
    }
    None
}

/// Whether `obj` is an instance of one of urllib's six result classes.
fn is_result_tuple(obj: &Bound<'_, PyAny>) -> bool {
    let py = obj.py();
    let ty = obj.get_type();
    [Named::Split, Named::Parse, Named::Defrag]
        .into_iter()
        .flat_map(|k| [(k, false), (k, true)])
        .any(|(k, b)| classes::class(py, k, b).is_ok_and(|c| ty.is(c)))
}

/// `v` as a Python object; a named tuple becomes an instance of `named`'s
/// class (its bytes form when its items are bytes).
pub(crate) fn from_value<'py>(
    py: Python<'py>,
    v: &PyValue,
    named: Option<Named>,
) -> PyResult<Bound<'py, PyAny>> {
    Ok(match v {
        PyValue::None => py.None().into_bound(py),
        PyValue::Bool(b) => PyBool::new(py, *b).to_owned().into_any(),
        PyValue::Int(i) => i.into_pyobject(py)?.into_any(),
        PyValue::Str(s) => PyString::new(py, s).into_any(),
        PyValue::Bytes(b) => PyBytes::new(py, b).into_any(),
        PyValue::Tuple(items) => tuple(py, items)?.into_any(),
        PyValue::List(items) => {
            let out = PyList::empty(py);
            for x in items {
                out.append(from_value(py, x, None)?)?;
            }
            out.into_any()
        }
        PyValue::Dict(pairs) => {
            let out = PyDict::new(py);
            for (k, x) in pairs {
                out.set_item(from_value(py, k, None)?, from_value(py, x, None)?)?;
            }
            out.into_any()
        }
        PyValue::Named { tuple: items, .. } => {
            let bytes = matches!(items.first(), Some(PyValue::Bytes(_)));
            let t = tuple(py, items)?;
            match named {
                Some(kind) => classes::make(py, kind, bytes, t)?,
                None => t.into_any(),
            }
        }
        // `PyValue` is non-exhaustive: a kind added later has no Python
        // form here yet, so say what it is rather than guess.
        other => {
            return Err(pyo3::exceptions::PySystemError::new_err(format!(
                "urigram: no Python form for {other:?}"
            )));
        }
    })
}

fn tuple<'py>(py: Python<'py>, items: &[PyValue]) -> PyResult<Bound<'py, PyTuple>> {
    let objs = items
        .iter()
        .map(|x| from_value(py, x, None))
        .collect::<PyResult<Vec<_>>>()?;
    PyTuple::new(py, objs)
}
