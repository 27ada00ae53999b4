//! RFC 6570 URI Templates for Python: the compiled template and template
//! set behind `urigram.Template` and `urigram.TemplateSet` (defined in
//! `urigram/_template.py`), and the conversion of variables between Python
//! values and the library's [`Value`]s.
//!
//! Python values, by the rule of the library's `urigram::template::json`
//! (the command line's `--vars`): a `str` is a string value, and an `int`,
//! a finite `float` or a `bool` stands for its JSON text, what
//! `json.dumps` writes (`6`, `2.5`, `1e+20`, `true`), so that a value
//! expands here as its `json.dumps` does on the command line; a sequence
//! of those is a list, a mapping of `str` to them (or a sequence of
//! `(name, value)` pairs, tuples or two-item lists, which may repeat a
//! name) an associative array, and `None` undefined. Anything else is a
//! `TypeError` naming the variable (a `float` that is not finite, which
//! JSON cannot write, a `ValueError`); nothing here panics.

use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{
    PyBool, PyByteArray, PyBytes, PyDict, PyFloat, PyInt, PyList, PyMapping, PySequence, PyString,
    PyTuple,
};
use urigram::template::{Match, Matcher, Template, TemplateSet, Value, Vars};

use crate::errors::parse_error::engine_error;

/// The text of a `str`, or the `UnicodeEncodeError` of a lone surrogate.
fn text(s: &Bound<'_, PyString>) -> PyResult<String> {
    Ok(s.to_cow()?.into_owned())
}

/// `obj`'s Python type name, for an error message.
fn type_name(obj: &Bound<'_, PyAny>) -> String {
    obj.get_type()
        .name()
        .map_or_else(|_| "object".to_owned(), |n| n.to_string())
}

/// What a variable's value may be, for the `TypeError`s.
const SHAPES: &str = "a str, int, float or bool, a sequence of them (a list), a mapping of str \
                      to them or a sequence of (name, value) pairs (an associative array), or \
                      None (undefined)";

/// A scalar as the string it stands for: a `str` as itself; a `bool`, an
/// `int` or a finite `float` as `json.dumps` writes it (the `__repr__` of
/// `int` or `float`, which a subclass such as an `IntEnum` does not
/// change); `None` when `obj` is no scalar.
fn scalar(name: &str, obj: &Bound<'_, PyAny>) -> PyResult<Option<String>> {
    if let Ok(s) = obj.cast::<PyString>() {
        return Ok(Some(text(s)?));
    }
    let py = obj.py();
    if obj.is_instance_of::<PyBool>() {
        return Ok(Some(
            if obj.is_truthy()? { "true" } else { "false" }.to_owned(),
        ));
    }
    let repr = |ty: Bound<'_, pyo3::types::PyType>| -> PyResult<String> {
        let r = ty.getattr("__repr__")?.call1((obj,))?;
        Ok(r.cast::<PyString>()?.to_cow()?.into_owned())
    };
    if obj.is_instance_of::<PyInt>() {
        return repr(py.get_type::<PyInt>()).map(Some);
    }
    if let Ok(f) = obj.cast::<PyFloat>() {
        if !f.value().is_finite() {
            return Err(PyValueError::new_err(format!(
                "variable {name:?}: {} is no JSON number",
                repr(py.get_type::<PyFloat>())?
            )));
        }
        return repr(py.get_type::<PyFloat>()).map(Some);
    }
    Ok(None)
}

/// A `(name, value)` pair of two scalars (a tuple, or a list of two, as
/// `json.loads` gives a JSON pair), or `None` when `obj` is not one.
fn pair(name: &str, obj: &Bound<'_, PyAny>) -> PyResult<Option<(String, String)>> {
    let items: Vec<Bound<'_, PyAny>> = if let Ok(t) = obj.cast::<PyTuple>() {
        t.iter().collect()
    } else if let Ok(l) = obj.cast::<PyList>() {
        l.iter().collect()
    } else {
        return Ok(None);
    };
    let [a, b] = &items[..] else {
        return Ok(None);
    };
    Ok(scalar(name, a)?.zip(scalar(name, b)?))
}

/// The value of the variable `name` given as `obj`; `None` for `None`.
fn value_of(name: &str, obj: &Bound<'_, PyAny>) -> PyResult<Option<Value>> {
    if obj.is_none() {
        return Ok(None);
    }
    if let Some(s) = scalar(name, obj)? {
        return Ok(Some(Value::String(s)));
    }
    if obj.is_instance_of::<PyBytes>() || obj.is_instance_of::<PyByteArray>() {
        return Err(PyTypeError::new_err(format!(
            "variable {name:?}: a value is {SHAPES}; got {} (decode bytes first)",
            type_name(obj)
        )));
    }
    if let Ok(m) = obj.cast::<PyMapping>() {
        let mut pairs = Vec::new();
        for item in m.items()?.iter() {
            let (k, v): (Bound<'_, PyAny>, Bound<'_, PyAny>) = item.extract()?;
            let (Ok(k), Some(v)) = (k.cast::<PyString>(), scalar(name, &v)?) else {
                return Err(PyTypeError::new_err(format!(
                    "variable {name:?}: an associative array maps str to a str, int, float or \
                     bool; got a {} key with a {} value",
                    type_name(&k),
                    type_name(&v)
                )));
            };
            pairs.push((text(k)?, v));
        }
        return Ok(Some(Value::Assoc(pairs)));
    }
    if let Ok(seq) = obj.cast::<PySequence>() {
        let items: Vec<Bound<'_, PyAny>> = seq.try_iter()?.collect::<PyResult<_>>()?;
        // Pairs when it starts with a tuple or a list (as a JSON array of
        // [name, value] arrays does), a list otherwise.
        let pairs_first = items
            .first()
            .is_some_and(|i| i.is_instance_of::<PyTuple>() || i.is_instance_of::<PyList>());
        if !pairs_first {
            let mut list = Vec::with_capacity(items.len());
            for (at, i) in items.iter().enumerate() {
                let Some(s) = scalar(name, i)? else {
                    return Err(PyTypeError::new_err(format!(
                        "variable {name:?}: a list holds str, int, float or bool; item {at} is a {}",
                        type_name(i)
                    )));
                };
                list.push(s);
            }
            return Ok(Some(Value::List(list)));
        }
        let mut pairs = Vec::with_capacity(items.len());
        for (at, i) in items.iter().enumerate() {
            match pair(name, i)? {
                Some(p) => pairs.push(p),
                None => {
                    return Err(PyTypeError::new_err(format!(
                        "variable {name:?}: a sequence of pairs holds (name, value) tuples or \
                         two-item lists of str, int, float or bool; item {at} is {}",
                        if i.is_instance_of::<PyTuple>() || i.is_instance_of::<PyList>() {
                            format!("a {} that is not such a pair", type_name(i))
                        } else {
                            format!("a {}", type_name(i))
                        }
                    )));
                }
            }
        }
        return Ok(Some(Value::Assoc(pairs)));
    }
    Err(PyTypeError::new_err(format!(
        "variable {name:?}: a value is {SHAPES}; got {}",
        type_name(obj)
    )))
}

/// The variables of `vars`, a mapping of names to values.
fn vars_of(vars: &Bound<'_, PyAny>) -> PyResult<Vars> {
    let Ok(m) = vars.cast::<PyMapping>() else {
        return Err(PyTypeError::new_err(format!(
            "expand takes a mapping of variable names to values, not {}",
            type_name(vars)
        )));
    };
    let mut out = Vars::new();
    for item in m.items()?.iter() {
        let (k, v): (Bound<'_, PyAny>, Bound<'_, PyAny>) = item.extract()?;
        let Ok(name) = k.cast::<PyString>() else {
            return Err(PyTypeError::new_err(format!(
                "a variable name is a str, not {}",
                type_name(&k)
            )));
        };
        let name = text(name)?;
        if let Some(value) = value_of(&name, &v)? {
            out.insert(name, value);
        }
    }
    Ok(out)
}

/// A value as Python gets it back: the shape `expand` takes.
fn py_value<'py>(py: Python<'py>, v: &Value) -> PyResult<Bound<'py, PyAny>> {
    Ok(match v {
        Value::String(s) => PyString::new(py, s).into_any(),
        Value::List(l) => PyList::new(py, l)?.into_any(),
        Value::Assoc(pairs) => {
            let d = PyDict::new(py);
            for (k, v) in pairs {
                d.set_item(k, v)?;
            }
            if d.len() == pairs.len() {
                d.into_any()
            } else {
                // A name twice (`?x=1&x=2`): pairs, which a dict cannot hold.
                PyList::new(py, pairs.iter().map(|(k, v)| (k.as_str(), v.as_str())))?.into_any()
            }
        }
    })
}

/// An assignment as a Python dict.
fn py_vars<'py>(py: Python<'py>, vars: &Vars) -> PyResult<Bound<'py, PyDict>> {
    let d = PyDict::new(py);
    for (k, v) in vars {
        d.set_item(k, py_value(py, v)?)?;
    }
    Ok(d)
}

/// A match as Python gets it: `None`, or `(assignments, complete)`.
fn py_match<'py>(py: Python<'py>, m: &Match) -> PyResult<Option<Bound<'py, PyTuple>>> {
    if !m.is_match() {
        return Ok(None);
    }
    let all = m
        .assignments()
        .iter()
        .map(|v| py_vars(py, v))
        .collect::<PyResult<Vec<_>>>()?;
    Ok(Some(
        (PyList::new(py, all)?, m.is_complete()).into_pyobject(py)?,
    ))
}

/// Reads `text` as a template, raising `urigram.ParseError`.
fn parse(py: Python<'_>, text: &str) -> PyResult<Template> {
    Template::parse(text).map_err(|e| engine_error(py, text, &e, "rfc6570"))
}

/// A compiled template (`urigram.Template` holds one).
#[pyclass(frozen, module = "urigram._native")]
pub(crate) struct CompiledTemplate {
    matcher: Matcher,
}

#[pymethods]
impl CompiledTemplate {
    #[new]
    #[pyo3(signature = (text, any_order))]
    fn new(py: Python<'_>, text: &str, any_order: bool) -> PyResult<Self> {
        let t = parse(py, text)?;
        let mut matcher = Matcher::new(&t);
        if any_order {
            matcher = matcher.query_in_any_order();
        }
        Ok(CompiledTemplate { matcher })
    }

    /// The expansion with `vars`; `ValueError` for a prefix of a list.
    fn expand(&self, vars: &Bound<'_, PyAny>) -> PyResult<String> {
        let vars = vars_of(vars)?;
        self.matcher
            .template()
            .expand(&vars)
            .map_err(|e| PyValueError::new_err(e.to_string()))
    }

    /// `None`, or `(assignments, complete)`.
    fn match_uri<'py>(&self, py: Python<'py>, uri: &str) -> PyResult<Option<Bound<'py, PyTuple>>> {
        let m = py.detach(|| self.matcher.match_uri(uri));
        py_match(py, &m)
    }

    /// `(complete, [(expressions, literal, witness)], repeated)`.
    fn analysis<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        let a = py.detach(|| self.matcher.analysis());
        let ambiguities: Vec<(Vec<&str>, bool, &str)> = a
            .ambiguities()
            .iter()
            .map(|x| {
                (
                    x.expressions.iter().map(String::as_str).collect(),
                    x.literal,
                    x.witness.as_str(),
                )
            })
            .collect();
        (a.is_complete(), ambiguities, a.repeated_variables()).into_pyobject(py)
    }

    /// The names of the variables, each once, in order.
    fn variables(&self) -> Vec<&str> {
        self.matcher.template().variables()
    }
}

/// A compiled set of templates (`urigram.TemplateSet` holds one).
#[pyclass(frozen, module = "urigram._native")]
pub(crate) struct CompiledSet {
    pub(crate) set: TemplateSet,
}

#[pymethods]
impl CompiledSet {
    #[new]
    #[pyo3(signature = (texts, any_order=false))]
    fn new(py: Python<'_>, texts: Vec<String>, any_order: bool) -> PyResult<Self> {
        let templates = texts
            .iter()
            .map(|t| parse(py, t))
            .collect::<PyResult<Vec<_>>>()?;
        let set = py.detach(|| {
            let set = TemplateSet::new(templates);
            if any_order {
                set.query_in_any_order()
            } else {
                set
            }
        });
        Ok(CompiledSet { set })
    }

    /// `None`, or `(index, assignments, complete)`.
    fn match_uri<'py>(
        &self,
        py: Python<'py>,
        uri: &str,
    ) -> PyResult<Option<(usize, Bound<'py, PyTuple>)>> {
        let Some((i, m)) = py.detach(|| self.set.match_uri(uri)) else {
            return Ok(None);
        };
        Ok(py_match(py, &m)?.map(|t| (i, t)))
    }

    /// `[(first, second, witness)]`.
    fn overlaps(&self) -> Vec<(usize, usize, &str)> {
        self.set
            .overlaps()
            .iter()
            .map(|o| (o.first, o.second, o.witness.as_str()))
            .collect()
    }
}

/// Adds the classes to `m`.
pub(crate) fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<CompiledTemplate>()?;
    m.add_class::<CompiledSet>()?;
    Ok(())
}
