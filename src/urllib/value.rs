//! Python values as `urllib.parse` takes and returns them.

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
}
