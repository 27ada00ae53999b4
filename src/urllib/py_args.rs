//! Python's binding of call arguments to parameters, and the small pieces of
//! Python semantics (truthiness, `str`/`bytes` argument checks) that the
//! Python-typed dispatchers share.

use super::codec::Arg;
use super::pyrepr::type_name;
use super::{PyError, PyValue};

/// One parameter: its name and its default (`None` for a required one).
pub(crate) type Param = (&'static str, Option<PyValue>);

/// Binds positional and keyword arguments to `params` as a Python function
/// `fname` would, with Python's `TypeError`s: keywords are checked first (an
/// unknown name, or one already given by position), then the number of
/// positional arguments, then the missing ones.
pub(crate) fn bind(
    fname: &str,
    params: &[Param],
    args: &[PyValue],
    kwargs: &[(String, PyValue)],
) -> Result<Vec<PyValue>, PyError> {
    let mut slots: Vec<Option<PyValue>> = vec![None; params.len()];
    for (i, a) in args.iter().enumerate().take(params.len()) {
        slots[i] = Some(a.clone());
    }
    for (name, value) in kwargs {
        let Some(i) = params.iter().position(|(p, _)| p == name) else {
            return Err(PyError::type_error(format!(
                "{fname}() got an unexpected keyword argument '{name}'"
            )));
        };
        if i < args.len() || slots[i].is_some() {
            return Err(PyError::type_error(format!(
                "{fname}() got multiple values for argument '{name}'"
            )));
        }
        slots[i] = Some(value.clone());
    }
    if args.len() > params.len() {
        let required = params.iter().filter(|(_, d)| d.is_none()).count();
        let takes = if required == params.len() {
            format!(
                "{} positional argument{}",
                params.len(),
                if params.len() == 1 { "" } else { "s" }
            )
        } else {
            format!("from {required} to {} positional arguments", params.len())
        };
        let was = if args.len() == 1 { "was" } else { "were" };
        return Err(PyError::type_error(format!(
            "{fname}() takes {takes} but {} {was} given",
            args.len()
        )));
    }
    let missing: Vec<&str> = params
        .iter()
        .zip(&slots)
        .filter(|((_, d), s)| d.is_none() && s.is_none())
        .map(|((p, _), _)| *p)
        .collect();
    if let [name] = missing.as_slice() {
        return Err(PyError::type_error(format!(
            "{fname}() missing 1 required positional argument: '{name}'"
        )));
    }
    Ok(slots
        .into_iter()
        .zip(params)
        .map(|(s, (_, d))| s.or_else(|| d.clone()).unwrap_or(PyValue::None))
        .collect())
}

/// Python's truth value of a value.
pub(crate) fn truthy(v: &PyValue) -> bool {
    match v {
        PyValue::None => false,
        PyValue::Bool(b) => *b,
        PyValue::Int(i) => *i != 0,
        PyValue::Str(s) => !s.is_empty(),
        PyValue::Bytes(b) => !b.is_empty(),
        PyValue::Tuple(x) | PyValue::List(x) => !x.is_empty(),
        PyValue::Dict(x) => !x.is_empty(),
        PyValue::Named { .. } => true,
    }
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
        PyValue::None | PyValue::Bool(_) | PyValue::Int(_) => return None,
    })
}
