//! `urigram.arrow.uri_to_iri`: each URI reference as an IRI reference (RFC
//! 3987 section 3.2), or why it is not a URI reference.

use pyo3::prelude::*;

use super::input::{check_output_size, strings};
use super::reason::value_or_reason;

/// `uri_to_iri(array)`: each element, a URI reference, as an IRI reference
/// (RFC 3987 section 3.2), or why it is not a URI reference.
#[pyfunction]
pub(crate) fn uri_to_iri(py: Python<'_>, array: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
    let input = strings(array)?;
    // Decoding only shortens.
    check_output_size(&input, 0)?;
    value_or_reason(py, &input, |s| {
        urigram::grammars::rfc3987::uri_to_iri(s).map(std::borrow::Cow::into_owned)
    })
}
