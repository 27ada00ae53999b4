//! Python values as `urllib.parse` takes and returns them.

use super::error::PyError;

impl PyValue {
    /// The `int` that decimal `text` writes: an optional sign and one or more
    /// ASCII digits, of any length (Python's integers have no bound), leading
    /// zeros allowed as `int()` allows them. `None` for anything else (a
    /// fraction, an exponent, spaces, `_`). The one rule for an integer in
    /// every mode of the CLI: a JSON request's numbers and options such as
    /// `qs --max-num-fields` are read by it alike.
    ///
    /// ```
    /// use urigram::urllib::PyValue;
    /// assert_eq!(PyValue::int_from_decimal("-007"), Some(PyValue::Int(-7)));
    /// assert_eq!(
    ///     PyValue::int_from_decimal("99999999999999999999999"),
    ///     Some(PyValue::BigInt("99999999999999999999999".into()))
    /// );
    /// assert_eq!(PyValue::int_from_decimal("1.5"), None);
    /// ```
    #[must_use]
    pub fn int_from_decimal(text: &str) -> Option<PyValue> {
        let (negative, digits) = match text.as_bytes().first() {
            Some(b'-') => (true, &text[1..]),
            Some(b'+') => (false, &text[1..]),
            _ => (false, text),
        };
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        let digits = digits.trim_start_matches('0');
        if digits.is_empty() {
            return Some(PyValue::Int(0));
        }
        let signed = if negative {
            format!("-{digits}")
        } else {
            digits.to_string()
        };
        Some(match signed.parse::<i64>() {
            Ok(n) => PyValue::Int(n),
            Err(_) => PyValue::BigInt(signed),
        })
    }

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
    /// Any other object (a `bytearray`, a `memoryview`, a `float`, an
    /// `OrderedDict`, an instance of a class of the caller's), known only by
    /// what `urllib.parse` asks of it: see [`PyObject`].
    Object(Box<PyObject>),
}

/// An object outside the kinds above, described by its answers to the few
/// questions `urllib.parse`'s code puts to such an object: `type(v).__name__`
/// (for messages), `str(v)` and `repr(v)` (`urlencode` quotes `str(v)`;
/// `repr` shows inside a container's `str`), `bool(v)` (`parse_qsl` returns
/// `[]` for a false query before reading it), `hash(v)` (the cached
/// `urlsplit` hashes its arguments), `bytes(memoryview(v))` (how 3.13's
/// `parse_qsl` reads a query that is not a `str`), `len(v)` with the items
/// `for x in v` gives (`urlencode(..., doseq=True)` takes a value with a
/// length as a sequence), and `v.items()` (`urlencode` takes a query with
/// an `items` method as a mapping).
///
/// An object is thereby taken to have none of the other methods urllib's
/// code may call (`decode`, `encode`, `__index__`, `__getitem__`);
/// whoever records one checks that (`scripts/corpus_quote.py` does). The one
/// exception is a `bytearray` (`type_name` `"bytearray"`), which has
/// `decode`: it is answered as the query of `parse_qs` and `parse_qsl`,
/// where it is exactly `bytes`, and refused elsewhere with
/// [`PyObject::NOT_MODELLED`] rather than answered wrongly.
///
/// ```
/// use urigram::urllib::{PyObject, PyValue, Python, call_with};
/// // class Trivial: __str__ = lambda self: "trivial"
/// let trivial = PyValue::Object(Box::new(PyObject {
///     type_name: "Trivial".into(),
///     str: "trivial".into(),
///     repr: "<Trivial object at 0x0>".into(),
///     truthy: true,
///     hashable: true,
///     buffer: None,
///     items: None,
///     mapping: None,
/// }));
/// let query = PyValue::Dict(vec![(PyValue::Str("a".into()), trivial.clone())]);
/// // No len(): urlencode quotes str(v) even with doseq=True.
/// let r = call_with(Python::V3_11, "urlencode", &[query, PyValue::Bool(true)], &[]);
/// assert_eq!(r.unwrap(), PyValue::Str("a=trivial".into()));
/// // 3.13's parse_qsl reads a query that is not a str through the buffer protocol.
/// let e = call_with(Python::V3_13, "parse_qsl", &[trivial], &[]).unwrap_err();
/// assert_eq!(e.message, "memoryview: a bytes-like object is required, not 'Trivial'");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PyObject {
    /// `type(v).__name__`, e.g. `"bytearray"`.
    pub type_name: String,
    /// `str(v)`.
    pub str: String,
    /// `repr(v)`.
    pub repr: String,
    /// `bool(v)`.
    pub truthy: bool,
    /// Whether `hash(v)` succeeds.
    pub hashable: bool,
    /// `bytes(memoryview(v))`, when `v` has the buffer protocol.
    pub buffer: Option<Vec<u8>>,
    /// `list(v)`, when `len(v)` succeeds.
    pub items: Option<Vec<PyValue>>,
    /// `list(v.items())`, when `v` has an `items` method (a mapping).
    pub mapping: Option<Vec<(PyValue, PyValue)>>,
}

impl PyObject {
    /// The error type of a call refused because an argument is a
    /// `bytearray` in a place where `urllib.parse` would call more of its
    /// methods than its facets tell (see [`PyObject`]).
    pub const NOT_MODELLED: &'static str = "urigram.NotModelled";
}
