//! `urigram.arrow.relativize`: for each element, a URI, the shortest
//! reference that resolves against one base URI back to it (the inverse of
//! `resolve`: a column of links made relative to the page that holds them).

use pyo3::prelude::*;
use urigram::Uri;

use super::input::{check_output_size, strings};
use super::reason::value_or_reason;
use crate::errors::parse_error::parse_error;

/// `relativize(base, array)`: each element, a URI, as the shortest
/// reference that resolves against `base` to it (`urigram.relativize`), or
/// why it is not a URI.
#[pyfunction]
pub(crate) fn relativize(
    py: Python<'_>,
    base: &str,
    array: &Bound<'_, PyAny>,
) -> PyResult<Py<PyAny>> {
    let base_uri = Uri::parse(base).map_err(|e| parse_error(py, base, &e))?;
    let input = strings(array)?;
    // The target itself is a candidate, so the shortest is at most it, but
    // for the `./` before a first segment with a colon.
    check_output_size(&input, 2)?;
    value_or_reason(py, &input, |s| {
        Uri::parse(s).map(|t| base_uri.relativize(&t).into_string())
    })
}
