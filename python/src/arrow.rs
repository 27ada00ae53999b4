//! The Arrow kernels (todo)
use pyo3::prelude::*;
pub(crate) fn register(_m: &Bound<'_, PyModule>) -> PyResult<()> {
    Ok(())
}
