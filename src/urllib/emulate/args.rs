//! Argument handling of the Python-typed quote family: parameter defaults,
//! `encoding=`/`errors=` arguments as `str.encode` checks them, iteration
//! and attribute errors as Python reports them.

use crate::urllib::text::codec::Arg;
use crate::urllib::values::object::{Signature, type_name};
use crate::urllib::{PyError, PyValue};

/// Binds a call's arguments to `params` (the first one required) as Python
/// would, with Python's `TypeError`s (the binding is [`Signature::bind`]'s),
/// and fills in `defaults`, one for each parameter after the first.
pub(crate) fn bind(
    name: &'static str,
    params: &'static [&'static str],
    defaults: &[PyValue],
    args: &[PyValue],
    kwargs: &[(String, PyValue)],
) -> Result<Vec<PyValue>, PyError> {
    let sig = Signature {
        name,
        params,
        required: 1,
    };
    let bound = sig.bind(args, kwargs)?;
    Ok(bound
        .into_iter()
        .enumerate()
        .map(|(i, b)| match b {
            Some(v) => v.clone(),
            None => i
                .checked_sub(1)
                .and_then(|d| defaults.get(d))
                .cloned()
                .unwrap_or(PyValue::None),
        })
        .collect())
}

/// An `encoding=`/`errors=` argument handed to `str.encode` or
/// `bytes.decode` (`method`), with `default` standing in for `None` where
/// the urllib function substitutes it.
pub(crate) fn codec_arg<'a>(
    v: &'a PyValue,
    method: &str,
    param: &str,
    default: Option<&'static str>,
) -> Arg<'a> {
    match (v, default) {
        (PyValue::Str(s), _) => Arg::Name(s),
        (PyValue::None, Some(d)) => Arg::Name(d),
        _ => Arg::Bad(PyError::type_error(format!(
            "{method}() argument '{param}' must be str, not {}",
            // Python's argument checks call None by its name.
            if *v == PyValue::None {
                "None"
            } else {
                type_name(v)
            }
        ))),
    }
}

/// `AttributeError: 'T' object has no attribute 'name'`.
pub(crate) fn no_attribute(v: &PyValue, name: &str) -> PyError {
    PyError::new(
        "AttributeError",
        format!("'{}' object has no attribute '{name}'", type_name(v)),
    )
}

/// The items Python's `for x in v` visits, for the iterable kinds; `None`
/// for a value that is not iterable.
pub(crate) fn iter_items(v: &PyValue) -> Option<Vec<PyValue>> {
    Some(match v {
        PyValue::Str(s) => s.chars().map(|c| PyValue::Str(c.to_string())).collect(),
        PyValue::Bytes(b) => b.iter().map(|&x| PyValue::Int(i64::from(x))).collect(),
        PyValue::Tuple(x) | PyValue::List(x) | PyValue::Named { tuple: x, .. } => x.clone(),
        PyValue::Dict(pairs) => pairs.iter().map(|(k, _)| k.clone()).collect(),
        PyValue::Object(o) => return o.items.clone(),
        PyValue::None | PyValue::Bool(_) | PyValue::Int(_) | PyValue::BigInt(_) => return None,
    })
}
