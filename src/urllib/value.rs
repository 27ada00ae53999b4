//! Python values as `urllib.parse` takes and returns them.

use super::PyError;

/// A Python value of the kinds `urllib.parse` deals in.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum PyValue {
    /// `None`.
    None,
    /// `bool`.
    Bool(bool),
    /// `int` (the range urllib's arguments need).
    Int(i64),
    /// `str`.
    Str(String),
    /// `bytes`.
    Bytes(Vec<u8>),
    /// `tuple`.
    Tuple(Vec<PyValue>),
    /// `list`.
    List(Vec<PyValue>),
    /// `dict`, in insertion order.
    Dict(Vec<(PyValue, PyValue)>),
    /// A named tuple with properties, as `SplitResult`, `ParseResult` and
    /// `DefragResult` are: the tuple, then each property by name with its
    /// value or the exception reading it raises (Python computes `port` when
    /// it is read, so its error surfaces there).
    Named {
        /// The tuple's items.
        tuple: Vec<PyValue>,
        /// The properties, in the order `username`, `password`, `hostname`, `port`.
        attrs: Vec<(&'static str, Result<PyValue, PyError>)>,
    },
}
