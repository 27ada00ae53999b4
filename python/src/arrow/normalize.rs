//! `urigram.arrow.normalize`: the RFC 3986 section 6 normal form of each
//! element, or why it has none.

use pyo3::prelude::*;
use urigram::UriRef;

use super::input::{check_output_size, strings};
use super::reason::value_or_reason;

/// `normalize(array)`: the RFC 3986 section 6 normal form of each element
/// (a URI-reference; a relative one keeps its leading `..`), or why it has
/// none.
#[pyfunction]
pub(crate) fn normalize(py: Python<'_>, array: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
    let input = strings(array)?;
    // Normalizing adds at most the "/" of an empty path.
    check_output_size(&input, 1)?;
    value_or_reason(py, &input, |s| {
        UriRef::parse(s).map(|u| u.normalize().as_str().to_owned())
    })
}
