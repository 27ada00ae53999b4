//! The little of Python's object model that urllib's answers to odd
//! arguments depend on: type names, truth values, hashing, unpacking with
//! `*`, and binding a call's arguments to parameters with Python's messages.

use super::error::PyError;
use super::value::PyValue;

/// `type(v).__name__`.
#[must_use]
pub(crate) fn type_name(v: &PyValue) -> &str {
    match v {
        PyValue::Object(o) => &o.type_name,
        PyValue::None => "NoneType",
        PyValue::Bool(_) => "bool",
        PyValue::Int(_) | PyValue::BigInt(_) => "int",
        PyValue::Str(_) => "str",
        PyValue::Bytes(_) => "bytes",
        PyValue::Tuple(_) | PyValue::Named { .. } => "tuple",
        PyValue::List(_) => "list",
        PyValue::Dict(_) => "dict",
    }
}

/// `bool(v)`.
#[must_use]
pub(crate) fn truthy(v: &PyValue) -> bool {
    match v {
        PyValue::None => false,
        PyValue::Bool(b) => *b,
        PyValue::Int(i) => *i != 0,
        PyValue::BigInt(_) => true,
        PyValue::Str(s) => !s.is_empty(),
        PyValue::Bytes(b) => !b.is_empty(),
        PyValue::Tuple(items) | PyValue::List(items) => !items.is_empty(),
        PyValue::Named { tuple, .. } => !tuple.is_empty(),
        PyValue::Dict(pairs) => !pairs.is_empty(),
        PyValue::Object(o) => o.truthy,
    }
}

/// `hash(v)` succeeds, or the `TypeError` it raises (dicts and lists,
/// also inside tuples, are unhashable). `functools.lru_cache` hashes a
/// cached function's arguments before the call.
pub(crate) fn check_hashable(v: &PyValue) -> Result<(), PyError> {
    match v {
        PyValue::Dict(_) | PyValue::List(_) => Err(PyError::type_error(format!(
            "unhashable type: '{}'",
            type_name(v)
        ))),
        PyValue::Tuple(items) => items.iter().try_for_each(check_hashable),
        PyValue::Object(o) if !o.hashable => Err(PyError::type_error(format!(
            "unhashable type: '{}'",
            o.type_name
        ))),
        _ => Ok(()),
    }
}

/// The items of `f(*v)`: a tuple's or list's items, a str's characters, a
/// bytes' integers, a dict's keys; `callee` names the function in the error
/// for anything else.
pub(crate) fn star_items(v: &PyValue, callee: &str) -> Result<Vec<PyValue>, PyError> {
    Ok(match v {
        PyValue::Tuple(items) | PyValue::List(items) => items.clone(),
        PyValue::Named { tuple, .. } => tuple.clone(),
        PyValue::Str(s) => s.chars().map(|c| PyValue::Str(c.to_string())).collect(),
        PyValue::Bytes(b) => b.iter().map(|&x| PyValue::Int(i64::from(x))).collect(),
        PyValue::Dict(pairs) => pairs.iter().map(|(k, _)| k.clone()).collect(),
        PyValue::Object(o) if o.items.is_some() => o.items.clone().unwrap_or_default(),
        other => {
            return Err(PyError::type_error(format!(
                "{callee}() argument after * must be an iterable, not {}",
                type_name(other)
            )));
        }
    })
}

/// A Python function's signature: its name, its positional-or-keyword
/// parameters in order, and how many of them have no default.
pub(crate) struct Signature {
    /// The function's name, as in `urlsplit() missing ...`.
    pub name: &'static str,
    /// The parameter names.
    pub params: &'static [&'static str],
    /// The number of leading parameters without a default.
    pub required: usize,
}

impl Signature {
    /// Binds a call's arguments to the parameters, raising what CPython 3.11
    /// raises, in its order: an unknown keyword or a keyword for a parameter
    /// already given, then too many positional arguments, then missing ones.
    /// A parameter left to its default is `None` in the answer.
    pub(crate) fn bind<'v>(
        &self,
        args: &'v [PyValue],
        kwargs: &'v [(String, PyValue)],
    ) -> Result<Vec<Option<&'v PyValue>>, PyError> {
        let n = self.params.len();
        let mut bound: Vec<Option<&PyValue>> = vec![None; n];
        for (slot, a) in bound.iter_mut().zip(args) {
            *slot = Some(a);
        }
        for (key, value) in kwargs {
            let Some(j) = self.params.iter().position(|p| p == key) else {
                return Err(PyError::type_error(format!(
                    "{}() got an unexpected keyword argument '{key}'",
                    self.name
                )));
            };
            if bound[j].is_some() {
                return Err(PyError::type_error(format!(
                    "{}() got multiple values for argument '{key}'",
                    self.name
                )));
            }
            bound[j] = Some(value);
        }
        if args.len() > n {
            let takes = if self.required == n {
                format!("{n} positional argument{}", if n == 1 { "" } else { "s" })
            } else {
                format!("from {} to {n} positional arguments", self.required)
            };
            let given = args.len();
            let verb = if given == 1 { "was" } else { "were" };
            return Err(PyError::type_error(format!(
                "{}() takes {takes} but {given} {verb} given",
                self.name
            )));
        }
        let missing: Vec<String> = self.params[..self.required]
            .iter()
            .zip(&bound)
            .filter(|(_, b)| b.is_none())
            .map(|(p, _)| format!("'{p}'"))
            .collect();
        if !missing.is_empty() {
            let list = match missing.as_slice() {
                [one] => one.clone(),
                [a, b] => format!("{a} and {b}"),
                [init @ .., last] => format!("{}, and {last}", init.join(", ")),
                [] => String::new(),
            };
            return Err(PyError::type_error(format!(
                "{}() missing {} required positional argument{}: {list}",
                self.name,
                missing.len(),
                if missing.len() == 1 { "" } else { "s" }
            )));
        }
        Ok(bound)
    }
}
