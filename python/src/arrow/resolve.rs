//! `urigram.arrow.resolve`: each element resolved against one base URI
//! (RFC 3986 section 5.2, strict), or why it cannot be.

use pyo3::prelude::*;
use urigram::{Uri, UriRef};

use super::input::{check_output_size, strings};
use super::reason::value_or_reason;
use crate::errors::parse_error::parse_error;

/// `resolve(base, array)`: each element, a URI-reference, resolved against
/// `base` (RFC 3986 section 5.2, strict), or why it cannot be.
#[pyfunction]
pub(crate) fn resolve(py: Python<'_>, base: &str, array: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
    let base_uri = Uri::parse(base).map_err(|e| parse_error(py, base, &e))?;
    let input = strings(array)?;
    check_output_size(&input, base.len() + 1)?;
    value_or_reason(py, &input, |s| {
        UriRef::parse(s).map(|r| base_uri.resolve(&r).as_str().to_owned())
    })
}
