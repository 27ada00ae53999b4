//! RFC 6570 URI Templates for Python: the compiled template and template
//! set behind `urigram.Template` and `urigram.TemplateSet` (defined in
//! `urigram/_template.py`), and the conversion of variables between Python
//! values and the library's [`Value`]s.
//!
//! Python values: a `str` is a string value, a sequence of `str` a list, a
//! mapping of `str` to `str` (or a sequence of `(name, value)` pairs, which
//! may repeat a name) an associative array, and `None` undefined. Anything
//! else is a `TypeError` naming the variable; nothing here panics.

use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyByteArray, PyBytes, PyDict, PyList, PyMapping, PySequence, PyString, PyTuple};
use urigram::template::{Match, Matcher, Template, TemplateSet, Value, Vars};

use crate::strict::engine_error;

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
const SHAPES: &str = "a str, a sequence of str (a list), a mapping of str to str or a sequence of \
                      (name, value) pairs (an associative array), or None (undefined)";

/// A `(name, value)` pair of two `str`, or `None` when `obj` is not one.
fn pair(obj: &Bound<'_, PyAny>) -> PyResult<Option<(String, String)>> {
    let Ok(t) = obj.cast::<PyTuple>() else {
        return Ok(None);
    };
    if t.len() != 2 {
        return Ok(None);
    }
    let (a, b) = (t.get_item(0)?, t.get_item(1)?);
    match (a.cast::<PyString>(), b.cast::<PyString>()) {
        (Ok(a), Ok(b)) => Ok(Some((text(a)?, text(b)?))),
        _ => Ok(None),
    }
}

/// The value of the variable `name` given as `obj`; `None` for `None`.
fn value_of(name: &str, obj: &Bound<'_, PyAny>) -> PyResult<Option<Value>> {
    if obj.is_none() {
        return Ok(None);
    }
    if let Ok(s) = obj.cast::<PyString>() {
        return Ok(Some(Value::String(text(s)?)));
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
            let (Ok(k), Ok(v)) = (k.cast::<PyString>(), v.cast::<PyString>()) else {
                return Err(PyTypeError::new_err(format!(
                    "variable {name:?}: an associative array maps str to str; got a {} key with a {} value",
                    type_name(&k),
                    type_name(&v)
                )));
            };
            pairs.push((text(k)?, text(v)?));
        }
        return Ok(Some(Value::Assoc(pairs)));
    }
    if let Ok(seq) = obj.cast::<PySequence>() {
        let items: Vec<Bound<'_, PyAny>> = seq.try_iter()?.collect::<PyResult<_>>()?;
        // A list when it starts with a str (or is empty), pairs otherwise.
        if items.first().is_none_or(|i| i.is_instance_of::<PyString>()) {
            let mut list = Vec::with_capacity(items.len());
            for (at, i) in items.iter().enumerate() {
                let Ok(s) = i.cast::<PyString>() else {
                    return Err(PyTypeError::new_err(format!(
                        "variable {name:?}: a list holds str; item {at} is a {}",
                        type_name(i)
                    )));
                };
                list.push(text(s)?);
            }
            return Ok(Some(Value::List(list)));
        }
        let mut pairs = Vec::with_capacity(items.len());
        for (at, i) in items.iter().enumerate() {
            match pair(i)? {
                Some(p) => pairs.push(p),
                None => {
                    return Err(PyTypeError::new_err(format!(
                        "variable {name:?}: a sequence holds str (a list) or (str, str) tuples (an \
                         associative array); item {at} is {}",
                        if i.is_instance_of::<PyTuple>() {
                            "a tuple that is not two str".to_owned()
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

/// The variables of a match as a JSON object, in the shape `expand`
/// takes: a string, an array of strings, an object (or, where a name
/// repeats, an array of `[name, value]` pairs).
pub(crate) fn json_vars(vars: &Vars, out: &mut String) {
    out.push('{');
    for (i, (k, v)) in vars.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        json_string(k, out);
        out.push(':');
        match v {
            Value::String(s) => json_string(s, out),
            Value::List(l) => {
                out.push('[');
                for (j, s) in l.iter().enumerate() {
                    if j > 0 {
                        out.push(',');
                    }
                    json_string(s, out);
                }
                out.push(']');
            }
            Value::Assoc(pairs) => {
                let mut names: Vec<&str> = pairs.iter().map(|(a, _)| a.as_str()).collect();
                names.sort_unstable();
                names.dedup();
                let unique = names.len() == pairs.len();
                out.push(if unique { '{' } else { '[' });
                for (j, (a, b)) in pairs.iter().enumerate() {
                    if j > 0 {
                        out.push(',');
                    }
                    if unique {
                        json_string(a, out);
                        out.push(':');
                        json_string(b, out);
                    } else {
                        out.push('[');
                        json_string(a, out);
                        out.push(',');
                        json_string(b, out);
                        out.push(']');
                    }
                }
                out.push(if unique { '}' } else { ']' });
            }
        }
    }
    out.push('}');
}

/// `s` as a JSON string (RFC 8259 section 7): `"`, `\` and the controls
/// escaped, every other character as itself.
fn json_string(s: &str, out: &mut String) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if u32::from(c) < 0x20 => out.push_str(&format!("\\u{:04x}", u32::from(c))),
            c => out.push(c),
        }
    }
    out.push('"');
}

/// Adds the classes to `m`.
pub(crate) fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<CompiledTemplate>()?;
    m.add_class::<CompiledSet>()?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn json_strings_escape_quotes_backslashes_and_controls() {
        let mut out = String::new();
        json_string("a\"b\\c\u{1}\n\u{e9}", &mut out);
        assert_eq!(
            out,
            r#""a\"b\\c\u0001\n\u{e9}""#.replace("\\u{e9}", "\u{e9}")
        );
    }

    #[test]
    fn json_vars_writes_the_shape_expand_takes() {
        let mut vars = Vars::new();
        vars.insert("s".into(), Value::from("x"));
        vars.insert("l".into(), Value::List(vec!["a".into(), "b".into()]));
        vars.insert(
            "a".into(),
            Value::Assoc(vec![("k".into(), "1".into()), ("j".into(), "2".into())]),
        );
        vars.insert(
            "r".into(),
            Value::Assoc(vec![("x".into(), "1".into()), ("x".into(), "2".into())]),
        );
        let mut out = String::new();
        json_vars(&vars, &mut out);
        assert_eq!(
            out,
            r#"{"a":{"k":"1","j":"2"},"l":["a","b"],"r":[["x","1"],["x","2"]],"s":"x"}"#
        );
    }
}
