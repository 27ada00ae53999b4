//! The Python exception a `urllib.parse` call would raise.

use std::fmt;

/// A Python exception: its class name (`ValueError`, `TypeError`,
/// `UnicodeEncodeError`, ...) and `str()` of it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PyError {
    /// The exception class name, e.g. `"ValueError"`.
    pub type_name: &'static str,
    /// `str(exception)` in Python.
    pub message: String,
}

impl PyError {
    /// An exception of class `type_name` with message `message`.
    #[must_use]
    pub fn new(type_name: &'static str, message: impl Into<String>) -> Self {
        PyError {
            type_name,
            message: message.into(),
        }
    }

    /// A `ValueError`.
    #[must_use]
    pub fn value_error(message: impl Into<String>) -> Self {
        PyError::new("ValueError", message)
    }

    /// A `TypeError`.
    #[must_use]
    pub fn type_error(message: impl Into<String>) -> Self {
        PyError::new("TypeError", message)
    }
}

impl fmt::Display for PyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.type_name, self.message)
    }
}

impl std::error::Error for PyError {}
