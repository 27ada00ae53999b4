//! [`call`] and [`call_with`]: one `urllib.parse` function by name, with
//! Python-typed arguments, dispatched to the family that binds and checks
//! them ([`super::split`], [`super::quote`], [`super::urlencode`]).

use std::borrow::Cow;

use super::{quote, split, urlencode};
use crate::urllib::suggest;
use crate::urllib::values::error::PyError;
use crate::urllib::values::python::Python;
use crate::urllib::values::value::{PyObject, PyValue};

/// Calls the `urllib.parse` function `name` with Python-typed positional and
/// keyword arguments, as CPython 3.11 would: [`call_with`] with
/// [`Python::V3_11`].
///
/// # Errors
/// The exception Python would raise, as a [`PyError`] with its class name and
/// message; an unknown `name` is an `AttributeError`, as in Python.
pub fn call(
    name: &str,
    args: &[PyValue],
    kwargs: &[(String, PyValue)],
) -> Result<PyValue, PyError> {
    call_with(Python::V3_11, name, args, kwargs)
}

/// Calls the `urllib.parse` function `name` of the CPython release `python`
/// with Python-typed positional and keyword arguments, and answers what
/// that release answers, errors included.
///
/// This is the entry point for a caller that runs inside a Python
/// interpreter and wants that interpreter's answers: pass
/// `platform.python_version()` parsed as a [`Python`].
///
/// ```
/// use urigram::urllib::{PyValue, Python, call_with};
/// let args = [PyValue::Str("1a:b".into())];
/// // 3.11 wants a scheme to start with a letter; 3.10 did not.
/// let scheme = |py| match call_with(py, "urlsplit", &args, &[]).unwrap() {
///     PyValue::Named { tuple, .. } => tuple[0].clone(),
///     _ => unreachable!(),
/// };
/// assert_eq!(scheme(Python::V3_10), PyValue::Str("1a".into()));
/// assert_eq!(scheme(Python::V3_11), PyValue::Str("".into()));
/// ```
///
/// # Errors
/// As [`call`], as the release raises it.
pub fn call_with(
    python: Python,
    name: &str,
    args: &[PyValue],
    kwargs: &[(String, PyValue)],
) -> Result<PyValue, PyError> {
    dispatch(python, name, args, kwargs).map_err(|mut e| {
        if python.suggests_keyword_names() && e.type_name == "TypeError" {
            let unexpected = format!("{name}() got an unexpected keyword argument '");
            if let Some(key) = e
                .message
                .strip_prefix(&unexpected)
                .and_then(|k| k.strip_suffix('\''))
            {
                if let Some(s) = suggest::closest(key, suggest::params(name)) {
                    e.message = format!("{}. Did you mean '{s}'?", e.message);
                }
            }
        }
        e
    })
}

/// A call's positional and keyword arguments, as given or adapted.
type CallArgs<'v> = (Cow<'v, [PyValue]>, Cow<'v, [(String, PyValue)]>);

/// Whether `v` is, or holds, a `bytearray` object (see [`PyObject`]).
fn holds_bytearray(v: &PyValue) -> bool {
    match v {
        PyValue::Object(o) => {
            o.type_name == "bytearray"
                || o.items
                    .as_ref()
                    .is_some_and(|i| i.iter().any(holds_bytearray))
        }
        PyValue::Tuple(items) | PyValue::List(items) => items.iter().any(holds_bytearray),
        PyValue::Named { tuple, .. } => tuple.iter().any(holds_bytearray),
        PyValue::Dict(pairs) => pairs
            .iter()
            .any(|(k, v)| holds_bytearray(k) || holds_bytearray(v)),
        _ => false,
    }
}

/// The one object whose facets do not tell how urllib treats it: a
/// `bytearray` has `decode` (so `_coerce_args` takes it as text) and
/// `quote_from_bytes` accepts it, unlike every other object with a buffer
/// (`memoryview`, `array.array`), which urllib treats as any other object
/// but where 3.13's `parse_qsl` reads the buffer. As the query of
/// `parse_qs` and `parse_qsl` a `bytearray` is exactly `bytes` in every
/// release (decoded and re-encoded up to 3.12, read through its buffer
/// from 3.13), so it becomes `bytes` there; anywhere else the call is
/// refused with [`PyObject::NOT_MODELLED`] rather than answered wrongly.
fn modelled_args<'v>(
    name: &str,
    args: &'v [PyValue],
    kwargs: &'v [(String, PyValue)],
) -> Result<CallArgs<'v>, PyError> {
    let as_bytes = |v: &PyValue| match v {
        PyValue::Object(o) if o.type_name == "bytearray" => o.buffer.clone().map(PyValue::Bytes),
        _ => None,
    };
    let mut args = Cow::Borrowed(args);
    let mut kwargs = Cow::Borrowed(kwargs);
    if matches!(name, "parse_qs" | "parse_qsl") {
        if let Some(b) = args.first().and_then(as_bytes) {
            args.to_mut()[0] = b;
        }
        let qs = kwargs.iter().enumerate().find_map(|(i, (k, v))| {
            if k == "qs" {
                as_bytes(v).map(|b| (i, b))
            } else {
                None
            }
        });
        if let Some((i, b)) = qs {
            kwargs.to_mut()[i].1 = b;
        }
    }
    if args
        .iter()
        .chain(kwargs.iter().map(|(_, v)| v))
        .any(holds_bytearray)
    {
        return Err(PyError::new(
            PyObject::NOT_MODELLED,
            format!(
                "{name}() with a bytearray is answered only as the query of parse_qs or \
                 parse_qsl; pass bytes (urigram does not model the rest of what \
                 urllib.parse does with a bytearray)"
            ),
        ));
    }
    Ok((args, kwargs))
}

/// [`call_with`] without the keyword suggestion.
fn dispatch(
    python: Python,
    name: &str,
    args: &[PyValue],
    kwargs: &[(String, PyValue)],
) -> Result<PyValue, PyError> {
    let (args, kwargs) = modelled_args(name, args, kwargs)?;
    let (args, kwargs) = (&*args, &*kwargs);
    match name {
        "urlsplit" | "urlparse" | "urlunsplit" | "urlunparse" | "urljoin" | "urldefrag"
        | "unwrap" => split::call(python, name, args, kwargs),
        "parse_qs" | "parse_qsl" | "quote" | "quote_plus" | "quote_from_bytes" | "unquote"
        | "unquote_plus" | "unquote_to_bytes" => quote::call(python, name, args, kwargs),
        "urlencode" => {
            let a = quote::bound("urlencode", args, kwargs)?;
            urlencode::py_urlencode(python, &a)
        }
        _ => Err(PyError::new(
            "AttributeError",
            format!("module 'urllib.parse' has no attribute '{name}'"),
        )),
    }
}
