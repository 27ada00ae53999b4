//! `parse_qs` and `parse_qsl`'s `qs` and `separator` of types outside the
//! Python-typed model, for the releases whose `parse_qsl` reads any query
//! as bytes (3.13: `bytes(memoryview(qs))`).
//!
//! Those releases ask little of these two arguments, and the same of every
//! object: of `separator`, only whether it is a `str` or `bytes` (if not:
//! `ValueError`); of a `qs` that is not a `str`, its truth value (false:
//! `[]`), then its bytes through the buffer protocol. So a `bytearray`, a
//! `memoryview`, a `float` or any other object has an exact in-model
//! stand-in, found here with Python's own `bool` and `memoryview`, and the
//! call stays native instead of going to the standard library. The
//! library keeps the order of the checks (argument binding, separator,
//! then the query), so each stand-in raises where the object would.

use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyString};
use urigram::urllib::{PyError, PyValue};

/// A `qs` outside the model: `Ok(value)` is the exact stand-in; `Err(e)`
/// means reading it as bytes raises `e`, and [`QUERY_ERROR_STAND_IN`] is
/// to be passed instead (the library raises its error at the same point,
/// which [`is_query_error`] recognises so that `e` is raised in its place).
/// `None`: no exact stand-in (a `str` subclass, or a truth value that
/// raises), so the call goes to the standard library.
pub(crate) fn query(v: &Bound<'_, PyAny>) -> Option<Result<PyValue, PyErr>> {
    if v.is_instance_of::<PyString>() {
        return None;
    }
    if !v.is_truthy().ok()? {
        return Some(Ok(PyValue::Bytes(Vec::new())));
    }
    let py = v.py();
    let read = || -> PyResult<Vec<u8>> {
        let builtins = py.import("builtins")?;
        let view = builtins.getattr("memoryview")?.call1((v,))?;
        let bytes = builtins.getattr("bytes")?.call1((view,))?;
        Ok(bytes.cast_into::<PyBytes>()?.as_bytes().to_vec())
    };
    Some(read().map(PyValue::Bytes))
}

/// A truthy value that is neither `str` nor bytes: the library reading it
/// as bytes raises `TypeError` exactly where the real object's does.
pub(crate) const QUERY_ERROR_STAND_IN: PyValue = PyValue::Int(1);

/// Whether `e` is the library's error for [`QUERY_ERROR_STAND_IN`].
pub(crate) fn is_query_error(e: &PyError) -> bool {
    e.type_name == "TypeError"
        && e.message == "memoryview: a bytes-like object is required, not 'int'"
}

/// A `separator` outside the model: `None` (the value), which, like every
/// object that is not a `str` or `bytes`, gets `ValueError: Separator must
/// be of type string or bytes.`; a `str` or `bytes` subclass has no
/// stand-in (`None`: the call goes to the standard library).
pub(crate) fn separator(v: &Bound<'_, PyAny>) -> Option<PyValue> {
    if v.is_instance_of::<PyString>() || v.is_instance_of::<PyBytes>() {
        return None;
    }
    Some(PyValue::None)
}
