//! The standard library's objects that results are made of, looked up once:
//! `urllib.parse`'s result classes, whose instances [`make`] builds as
//! `tuple.__new__(cls, items)` would, skipping the class's Python-level
//! `__new__` (and, through [`crate::raw::tuple_of`], the temporary tuples
//! `tuple.__new__` makes).

use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::{PyTuple, PyType};

use crate::raw::{self, TupleClass};

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
static SPLIT: PyOnceLock<TupleClass> = PyOnceLock::new();
static SPLIT_BYTES: PyOnceLock<TupleClass> = PyOnceLock::new();
static PARSE: PyOnceLock<TupleClass> = PyOnceLock::new();
static PARSE_BYTES: PyOnceLock<TupleClass> = PyOnceLock::new();
static DEFRAG: PyOnceLock<TupleClass> = PyOnceLock::new();
static DEFRAG_BYTES: PyOnceLock<TupleClass> = PyOnceLock::new();

/// The standard library's `urllib.parse` module.
pub(crate) fn stdlib(py: Python<'_>) -> PyResult<&Bound<'_, PyModule>> {
    STD.get_or_try_init(py, || Ok::<_, PyErr>(py.import("urllib.parse")?.unbind()))
        .map(|m| m.bind(py))
}

/// The result class of `kind`, its bytes form when `bytes`.
pub(crate) fn class(py: Python<'_>, kind: Named, bytes: bool) -> PyResult<&Bound<'_, PyType>> {
    tuple_class(py, kind, bytes).map(|c| c.bind(py))
}

fn tuple_class(py: Python<'_>, kind: Named, bytes: bool) -> PyResult<&TupleClass> {
    let (cell, name) = match (kind, bytes) {
        (Named::Split, false) => (&SPLIT, "SplitResult"),
        (Named::Split, true) => (&SPLIT_BYTES, "SplitResultBytes"),
        (Named::Parse, false) => (&PARSE, "ParseResult"),
        (Named::Parse, true) => (&PARSE_BYTES, "ParseResultBytes"),
        (Named::Defrag, false) => (&DEFRAG, "DefragResult"),
        (Named::Defrag, true) => (&DEFRAG_BYTES, "DefragResultBytes"),
    };
    cell.get_or_try_init(py, || {
        TupleClass::new(stdlib(py)?.getattr(name)?.cast_into::<PyType>()?)
    })
}

/// An instance of the result class `kind` holding `items`: what the
/// class's own `__new__` gives.
pub(crate) fn make<'py>(
    py: Python<'py>,
    kind: Named,
    bytes: bool,
    items: Bound<'py, PyTuple>,
) -> PyResult<Bound<'py, PyAny>> {
    let items: Vec<Bound<'py, PyAny>> = items.iter().collect();
    Ok(raw::tuple_of_vec(py, tuple_class(py, kind, bytes)?, items)?.into_any())
}

/// [`make`] of the items, all made before the result is, and moved into it.
pub(crate) fn make_of<'py, const N: usize>(
    py: Python<'py>,
    kind: Named,
    bytes: bool,
    items: [Bound<'py, PyAny>; N],
) -> PyResult<Bound<'py, PyAny>> {
    Ok(raw::tuple_of(py, tuple_class(py, kind, bytes)?, items)?.into_any())
}

/// Where the result class `kind`'s instances keep their items, as
/// [`raw::tuple_of`] writes them (0: through `PyTuple_SetItem`).
pub(crate) fn items_offset(py: Python<'_>, kind: Named, bytes: bool) -> PyResult<usize> {
    Ok(tuple_class(py, kind, bytes)?.items_offset())
}
