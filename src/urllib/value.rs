//! Python values as `urllib.parse` takes and returns them.

use super::PyError;

impl PyValue {
    /// The value of an `int` (or `bool`), saturated to 64 bits: what a
    /// comparison with a small number needs.
    pub(crate) fn saturated_int(&self) -> Option<i64> {
        match self {
            PyValue::Bool(b) => Some(i64::from(*b)),
            PyValue::Int(n) => Some(*n),
            PyValue::BigInt(t) if t.starts_with('-') => Some(i64::MIN),
            PyValue::BigInt(_) => Some(i64::MAX),
            _ => None,
        }
    }
}

/// A Python value of the kinds `urllib.parse` deals in.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum PyValue {
    /// `None`.
    None,
    /// `bool`.
    Bool(bool),
    /// `int` within 64 bits.
    Int(i64),
    /// `int` outside 64 bits, as its decimal text (`-` and digits, no
    /// leading zero): Python's integers have no bound, and `urlencode`
    /// writes them out as `str()` does.
    BigInt(String),
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
