//! `urigram.compare` and `urigram.agree`: the library's comparison
//! (`urigram::compare`) read into plain Python values, urllib as the
//! running interpreter's release splits. The classes users see
//! (`Comparison`, `Reading`, `Destination`) are in `urigram/_compare.py`;
//! neither side computes a reading or a verdict of its own.

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyTuple};
use urigram::compare::{self as library, Part, Reader};
use urigram::grammars::PART_NAMES;

use crate::profile;

/// The readers named in `readers` (every reader when `None`): each name a
/// reader's or a group's (`"clients"`, `"python"`, ...), each reader once.
pub(crate) fn readers_of(readers: Option<Vec<String>>) -> PyResult<Vec<Reader>> {
    let python = profile::release();
    let Some(names) = readers else {
        return Ok(Reader::every(python));
    };
    let mut out: Vec<Reader> = Vec::new();
    for n in &names {
        if n.contains(',') {
            return Err(PyValueError::new_err(format!(
                "a reader's name has no ',' ({n:?}): name each reader apart"
            )));
        }
        let named =
            Reader::parse_list(n, python).map_err(|e| PyValueError::new_err(e.to_string()))?;
        for r in named {
            if !out.contains(&r) {
                out.push(r);
            }
        }
    }
    Ok(out)
}

/// The parts named in `parts` (every part when `None`).
pub(crate) fn parts_of(parts: Option<Vec<String>>) -> PyResult<Vec<Part>> {
    match parts {
        None => Ok(Part::ALL.to_vec()),
        Some(names) => names
            .iter()
            .map(|n| {
                n.parse::<Part>()
                    .map_err(|e| PyValueError::new_err(e.to_string()))
            })
            .collect(),
    }
}

/// The comparison of `text` (resolved against `base` by each reader's own
/// resolution when given): (readings, differ, spelling, the readers left
/// out for want of a resolution), each reading (reader, parts dict or
/// None, unsplit names, error as (offset, rule, exception, message) or
/// None, destination as (host, port) or None, the resolved text or None).
#[pyfunction]
#[pyo3(signature = (text, readers=None, base=None))]
fn compare<'py>(
    py: Python<'py>,
    text: &str,
    readers: Option<Vec<String>>,
    base: Option<&str>,
) -> PyResult<Bound<'py, PyTuple>> {
    let readers = readers_of(readers)?;
    let c = py.detach(|| match base {
        None => library::compare(text, &readers),
        Some(b) => library::compare_against(text, b, &readers),
    });
    let mut rows = Vec::new();
    for r in c.readings() {
        let row = match r.outcome() {
            Ok(parts) => {
                let d = PyDict::new(py);
                for name in PART_NAMES {
                    if !parts.unsplit.contains(&name) {
                        d.set_item(name, parts.get(name))?;
                    }
                }
                let dest = r
                    .destination()
                    .map(|d| (d.host.as_ref().map(ToString::to_string), d.port));
                (
                    r.reader().name(),
                    Some(d),
                    PyTuple::new(py, parts.unsplit)?,
                    None,
                    dest,
                    r.resolved(),
                )
            }
            Err(e) => {
                let err = (e.offset(), e.rule(), e.exception(), e.message());
                let name = r.reader().name();
                (name, None, PyTuple::empty(py), Some(err), None, None)
            }
        };
        rows.push(row.into_pyobject(py)?);
    }
    let names = |ps: &[Part]| ps.iter().map(|p| p.name()).collect::<Vec<_>>();
    (
        PyTuple::new(py, rows)?,
        PyTuple::new(py, names(c.differ()))?,
        PyTuple::new(py, names(c.spelling()))?,
        PyTuple::new(py, c.without_resolution().iter().map(Reader::name))?,
    )
        .into_pyobject(py)
}

/// Whether `readers` read `text` alike on `parts` (spelling aside).
#[pyfunction]
#[pyo3(signature = (text, readers=None, parts=None))]
fn agree(
    py: Python<'_>,
    text: &str,
    readers: Option<Vec<String>>,
    parts: Option<Vec<String>>,
) -> PyResult<bool> {
    let readers = readers_of(readers)?;
    let parts = parts_of(parts)?;
    Ok(py.detach(|| library::agree(text, &readers, &parts)))
}

/// The reader names, every one in `compare`'s default order.
#[pyfunction]
fn reader_names() -> Vec<&'static str> {
    Reader::every(profile::release())
        .iter()
        .map(Reader::name)
        .collect()
}

/// Adds `compare`, `agree` and `reader_names` to the dict `strict`.
pub(crate) fn register(strict: &Bound<'_, PyDict>, m: &Bound<'_, PyModule>) -> PyResult<()> {
    for f in [
        wrap_pyfunction!(compare, m)?,
        wrap_pyfunction!(agree, m)?,
        wrap_pyfunction!(reader_names, m)?,
    ] {
        strict.set_item(f.getattr("__name__")?, f)?;
    }
    Ok(())
}
