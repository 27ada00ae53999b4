//! How many threads the kernels use: `urigram.arrow.set_threads` and
//! `urigram.arrow.threads`, over [`super::parallel`]'s setting.

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;

use super::parallel;

/// `set_threads(n)`: the kernels use `n` threads (at most 8), or one per
/// core (at most 8) for `None`.
#[pyfunction]
#[pyo3(signature = (n))]
pub(crate) fn set_threads(n: Option<i64>) -> PyResult<()> {
    match n {
        None => parallel::set_threads(0),
        Some(n) if n >= 1 => parallel::set_threads(usize::try_from(n).unwrap_or(usize::MAX)),
        Some(n) => {
            return Err(PyValueError::new_err(format!(
                "urigram.arrow.set_threads takes a number of threads of 1 or more, or None for one per core; got {n}"
            )));
        }
    }
    Ok(())
}

/// `threads()`: the threads the kernels use now.
#[pyfunction]
pub(crate) fn threads() -> usize {
    parallel::threads()
}
