//! `urigram.arrow.iri_to_uri`: each IRI reference as a URI reference (RFC
//! 3987 section 3.1), or why it is not an IRI reference.

use pyo3::prelude::*;

use super::input::{check_output_size_times, strings};
use super::reason::value_or_reason;

/// `iri_to_uri(array)`: each element, an IRI reference, as a URI reference
/// (RFC 3987 section 3.1), or why it is not an IRI reference.
#[pyfunction]
pub(crate) fn iri_to_uri(py: Python<'_>, array: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
    let input = strings(array)?;
    // Each byte of a non-ASCII character becomes three.
    check_output_size_times(&input, 3)?;
    value_or_reason(py, &input, |s| {
        urigram::grammars::rfc3987::iri_to_uri(s).map(std::borrow::Cow::into_owned)
    })
}
