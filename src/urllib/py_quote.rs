//! Python-typed calls of the quote family of `urllib.parse` functions:
//! argument checking as Python does it, then the Rust functions.

use super::{PyError, PyValue};

/// Runs the function `name` of this family.
pub(crate) fn call(
    name: &str,
    args: &[PyValue],
    kwargs: &[(String, PyValue)],
) -> Result<PyValue, PyError> {
    let _ = (args, kwargs);
    Err(PyError::new(
        "NotImplementedError",
        format!("urigram has no {name} yet"),
    ))
}
