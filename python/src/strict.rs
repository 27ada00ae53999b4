//! The strict RFC 3986 layer for Python: `urigram.parse` and friends. This
//! side reads the library's answer into plain Python values; the classes
//! users see (`Reference`, `Host`, `Warning`, `ParseError`) are defined in
//! `urigram/_strict.py`, so that they are ordinary, picklable Python classes.

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyTuple};
use urigram::{ParseError, Rule, Span, Uri, UriRef};

/// `urigram.ParseError` for `e`, an error parsing `input`.
pub(crate) fn parse_error(py: Python<'_>, input: &str, e: &ParseError) -> PyErr {
    let build = || -> PyResult<PyErr> {
        let class = py.import("urigram._strict")?.getattr("ParseError")?;
        let rules: Vec<&str> = e.rules().iter().map(|r| r.abnf_name()).collect();
        let expected: Vec<&str> = e.expected().map(|x| x.describe()).collect();
        let kw = PyDict::new(py);
        kw.set_item("input", input)?;
        kw.set_item("offset", e.offset())?;
        kw.set_item("rule", e.rule().abnf_name())?;
        kw.set_item("rules", PyTuple::new(py, rules)?)?;
        kw.set_item("expected", PyTuple::new(py, expected)?)?;
        kw.set_item("section", e.section())?;
        kw.set_item("frame", format!("{e:#}"))?;
        let exc = class.call((e.to_string(),), Some(&kw))?;
        Ok(PyErr::from_value(exc))
    };
    build().unwrap_or_else(|err| err)
}

fn rule(name: &str) -> PyResult<Rule> {
    Rule::from_abnf_name(name).ok_or_else(|| {
        PyValueError::new_err(format!(
            "unknown rule {name:?}: give an ABNF rule name of RFC 3986, such as \"URI-reference\""
        ))
    })
}

fn span(py: Python<'_>, s: Span) -> PyResult<Bound<'_, PyTuple>> {
    PyTuple::new(py, [s.range().start, s.range().end])
}

/// The components of `text` parsed with the ABNF rule `rule_name`, as a
/// dict; `urigram.ParseError` when it does not match. The components are
/// those of the text read as a URI-reference (empty when it is not one, for
/// a rule such as `host`).
#[pyfunction]
fn parse_fields<'py>(py: Python<'py>, text: &str, rule_name: &str) -> PyResult<Bound<'py, PyDict>> {
    let r = rule(rule_name)?;
    r.parse(text).map_err(|e| parse_error(py, text, &e))?;
    let d = PyDict::new(py);
    d.set_item("text", text)?;
    d.set_item("rule", r.abnf_name())?;
    let Ok(u) = UriRef::parse(text) else {
        return Ok(d);
    };
    let spans = PyDict::new(py);
    if let Some(s) = u.scheme() {
        d.set_item("scheme", s.as_str())?;
        spans.set_item("scheme", span(py, s.span())?)?;
    }
    if let Some(a) = u.authority() {
        spans.set_item("authority", span(py, a.span())?)?;
        if let Some(ui) = a.userinfo() {
            d.set_item("userinfo", ui.as_str())?;
            spans.set_item("userinfo", span(py, ui.span())?)?;
        }
        let h = a.host();
        d.set_item("host", h.as_str())?;
        d.set_item("host_kind", crate::arrow::host_kind(&h))?;
        d.set_item("host_text", h.text().as_str())?;
        spans.set_item("host", span(py, h.span())?)?;
        if let Some(p) = a.port() {
            d.set_item("port", p.as_str())?;
            d.set_item("port_number", p.as_u16())?;
            spans.set_item("port", span(py, p.span())?)?;
        }
    }
    let p = u.path();
    d.set_item("path", p.as_str())?;
    d.set_item("path_kind", p.kind().abnf_name())?;
    let segments: Vec<&str> = p.segments().collect();
    d.set_item("segments", PyTuple::new(py, segments)?)?;
    spans.set_item("path", span(py, p.span())?)?;
    if let Some(q) = u.query() {
        d.set_item("query", q.as_str())?;
        spans.set_item("query", span(py, q.span())?)?;
    }
    if let Some(f) = u.fragment() {
        d.set_item("fragment", f.as_str())?;
        spans.set_item("fragment", span(py, f.span())?)?;
    }
    d.set_item("spans", spans)?;
    Ok(d)
}

/// Whether `text` matches the ABNF rule `rule_name`.
#[pyfunction]
fn is_valid(text: &str, rule_name: &str) -> PyResult<bool> {
    if rule_name == "URI-reference" {
        return Ok(urigram::is_valid(text));
    }
    Ok(rule(rule_name)?.is_match(text))
}

/// `reference` resolved against `base` (RFC 3986 section 5.2, strict).
#[pyfunction]
fn resolve(py: Python<'_>, base: &str, reference: &str) -> PyResult<String> {
    let b = Uri::parse(base).map_err(|e| parse_error(py, base, &e))?;
    let r = UriRef::parse(reference).map_err(|e| parse_error(py, reference, &e))?;
    Ok(b.resolve(&r).to_string())
}

/// The normal form of the URI `uri` (RFC 3986 section 6).
#[pyfunction]
fn normalize(py: Python<'_>, uri: &str) -> PyResult<String> {
    let u = Uri::parse(uri).map_err(|e| parse_error(py, uri, &e))?;
    Ok(u.normalize().to_string())
}

/// The shortest reference that resolves against `base` to `target`.
#[pyfunction]
fn relativize(py: Python<'_>, base: &str, target: &str) -> PyResult<String> {
    let b = Uri::parse(base).map_err(|e| parse_error(py, base, &e))?;
    let t = Uri::parse(target).map_err(|e| parse_error(py, target, &e))?;
    Ok(urigram::relativize::relativize(&b, &t).to_string())
}

/// A lint warning as Python receives it: (check, start, end, message, note).
type WarningTuple = (String, usize, usize, String, String);

/// The lint warnings of the URI-reference `text`.
#[pyfunction]
fn lint(py: Python<'_>, text: &str) -> PyResult<Vec<WarningTuple>> {
    let u = UriRef::parse(text).map_err(|e| parse_error(py, text, &e))?;
    Ok(urigram::lint::lint(&u)
        .into_iter()
        .map(|w| {
            let r = w.span.range();
            (
                w.check.name().to_owned(),
                r.start,
                r.end,
                w.message(),
                w.note().into_owned(),
            )
        })
        .collect())
}

/// Adds the strict functions to `m` under `strict_*` names.
pub(crate) fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    let d = PyDict::new(py);
    for f in [
        wrap_pyfunction!(parse_fields, m)?,
        wrap_pyfunction!(is_valid, m)?,
        wrap_pyfunction!(resolve, m)?,
        wrap_pyfunction!(normalize, m)?,
        wrap_pyfunction!(relativize, m)?,
        wrap_pyfunction!(lint, m)?,
    ] {
        d.set_item(f.getattr("__name__")?, f)?;
    }
    m.add("strict", d)?;
    Ok(())
}
