//! The standard library's `urllib.parse` functions, captured once, when the
//! extension module is imported.
//!
//! A call whose arguments lie outside the Python-typed model goes to the
//! standard library's own function. It must be the object that was there
//! before `urigram.urllib.install()` made `urllib.parse` name our module:
//! looking the function up again at call time would find the native
//! function, which would hand the call to itself (a `RecursionError` on
//! 3.9, a crash of the interpreter on 3.13). The extension module is
//! imported by `urigram.urllib` before `install()` can run, so the objects
//! captured here are the standard library's.

use pyo3::exceptions::PyImportError;
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::PyDict;
use urigram::urllib::FUNCTIONS;

/// The standard library's sixteen functions, by name.
static FUNCTIONS_BY_NAME: PyOnceLock<Py<PyDict>> = PyOnceLock::new();

/// Captures the standard library's functions; called once, at import.
///
/// # Errors
/// `ImportError` when `urllib.parse` is already urigram's (the extension
/// module imported after `install()`, which cannot happen through
/// `urigram.urllib`), since the standard library's functions are then out
/// of reach.
pub(crate) fn capture(py: Python<'_>) -> PyResult<()> {
    // The first import of the module through `classes`, which keeps it too
    // (the result classes come from it).
    let module = crate::classes::stdlib(py)?;
    if module.hasattr("install")? && module.hasattr("BEHAVIOUR")? {
        return Err(PyImportError::new_err(
            "urigram._native: urllib.parse is already urigram.urllib; \
             the standard library's functions cannot be captured",
        ));
    }
    let found = PyDict::new(py);
    for name in FUNCTIONS {
        found.set_item(name, module.getattr(name)?)?;
    }
    let _ = FUNCTIONS_BY_NAME.set(py, found.unbind());
    Ok(())
}

/// The standard library's function `name`, as captured at import.
pub(crate) fn function<'py>(py: Python<'py>, name: &str) -> PyResult<Bound<'py, PyAny>> {
    let Some(found) = FUNCTIONS_BY_NAME.get(py) else {
        return Err(PyImportError::new_err(
            "urigram._native: the standard library's functions were not captured",
        ));
    };
    found
        .bind(py)
        .get_item(name)?
        .ok_or_else(|| PyImportError::new_err(format!("urllib.parse has no {name}")))
}
