//! The standard library's objects that results are made of, looked up once:
//! `urllib.parse`'s result classes and `tuple.__new__`, which builds an
//! instance of a named tuple class from a plain tuple in one C call,
//! skipping the class's Python-level `__new__`.

use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::{PyTuple, PyType};

/// The kind of named tuple a split-family function returns.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Named {
    /// `SplitResult`: scheme, netloc, path, query, fragment.
    Split,
    /// `ParseResult`: scheme, netloc, path, params, query, fragment.
    Parse,
    /// `DefragResult`: url, fragment.
    Defrag,
}

static STD: PyOnceLock<Py<PyModule>> = PyOnceLock::new();
static TUPLE_NEW: PyOnceLock<Py<PyAny>> = PyOnceLock::new();
static SPLIT: PyOnceLock<Py<PyType>> = PyOnceLock::new();
static SPLIT_BYTES: PyOnceLock<Py<PyType>> = PyOnceLock::new();
static PARSE: PyOnceLock<Py<PyType>> = PyOnceLock::new();
static PARSE_BYTES: PyOnceLock<Py<PyType>> = PyOnceLock::new();
static DEFRAG: PyOnceLock<Py<PyType>> = PyOnceLock::new();
static DEFRAG_BYTES: PyOnceLock<Py<PyType>> = PyOnceLock::new();

/// The standard library's `urllib.parse` module.
pub(crate) fn stdlib(py: Python<'_>) -> PyResult<&Bound<'_, PyModule>> {
    STD.get_or_try_init(py, || Ok::<_, PyErr>(py.import("urllib.parse")?.unbind()))
        .map(|m| m.bind(py))
}

/// The result class of `kind`, its bytes form when `bytes`.
pub(crate) fn class(py: Python<'_>, kind: Named, bytes: bool) -> PyResult<&Bound<'_, PyType>> {
    let (cell, name) = match (kind, bytes) {
        (Named::Split, false) => (&SPLIT, "SplitResult"),
        (Named::Split, true) => (&SPLIT_BYTES, "SplitResultBytes"),
        (Named::Parse, false) => (&PARSE, "ParseResult"),
        (Named::Parse, true) => (&PARSE_BYTES, "ParseResultBytes"),
        (Named::Defrag, false) => (&DEFRAG, "DefragResult"),
        (Named::Defrag, true) => (&DEFRAG_BYTES, "DefragResultBytes"),
    };
    cell.import(py, "urllib.parse", name)
}

/// An instance of the result class `kind` holding `items`: what the
/// class's own `__new__` gives, built by `tuple.__new__(cls, items)`.
pub(crate) fn make<'py>(
    py: Python<'py>,
    kind: Named,
    bytes: bool,
    items: Bound<'py, PyTuple>,
) -> PyResult<Bound<'py, PyAny>> {
    let new = TUPLE_NEW.get_or_try_init(py, || {
        Ok::<_, PyErr>(
            py.import("builtins")?
                .getattr("tuple")?
                .getattr("__new__")?
                .unbind(),
        )
    })?;
    new.bind(py).call1((class(py, kind, bytes)?, items))
}
