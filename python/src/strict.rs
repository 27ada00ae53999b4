//! The strict layer for Python: `urigram.parse`, `is_valid`, `compare` and
//! friends, over every grammar of `urigram::grammars::ALL`. This side reads
//! the library's answer into plain Python values; the classes users see
//! (`Reference`, `Host`, `LintWarning`, `ParseError`) are defined in
//! `urigram/_strict.py`, so that they are ordinary, picklable Python classes.

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyTuple};
use urigram::ast::QueryPairs;
use urigram::grammars::{self, GrammarRule, PART_NAMES};
use urigram::{ParseOptions, Span, Uri, UriRef};

use crate::errors::parse_error::{engine_error, layer_error, parse_error};
use crate::grammar::{grammar, grammar_rule};

/// Checks `text` against `rule`, raising `urigram.ParseError`.
fn check(py: Python<'_>, text: &str, rule: GrammarRule) -> PyResult<()> {
    let name = rule.grammar().name();
    match rule.layer_rule() {
        Some((r, options)) => r
            .parse_with(text, options)
            .map(|_| ())
            .map_err(|e| layer_error(py, text, &e, name)),
        None => rule
            .check(text.as_bytes())
            .map_err(|e| engine_error(py, text, &e, name)),
    }
}

fn span(py: Python<'_>, s: Span) -> PyResult<Bound<'_, PyTuple>> {
    PyTuple::new(py, [s.range().start, s.range().end])
}

/// The components of `text` parsed with `rule_name` of `grammar_name` (its
/// top rule for `None`), as a dict; `urigram.ParseError` when it does not
/// match. Under rfc3986 and rfc6874 the components are those of the text
/// read as a URI-reference (none when it is not one, for a rule such as
/// `host`); under the other grammars, those of the top rule's reading
/// (none for another rule).
#[pyfunction]
#[pyo3(signature = (text, rule_name, grammar_name))]
fn parse_fields<'py>(
    py: Python<'py>,
    text: &str,
    rule_name: Option<&str>,
    grammar_name: &str,
) -> PyResult<Bound<'py, PyDict>> {
    let g = grammar(grammar_name)?;
    let r = grammar_rule(g, rule_name)?;
    check(py, text, r)?;
    let d = PyDict::new(py);
    d.set_item("text", text)?;
    d.set_item("rule", r.info().abnf_name())?;
    d.set_item("grammar", g.name())?;
    match g.reference_options() {
        Some(options) => reference_fields(py, text, options, &d)?,
        None if r.is_top() => {
            let parts = g
                .parts(text.as_bytes())
                .map_err(|e| engine_error(py, text, &e, g.name()))?;
            for name in PART_NAMES {
                if let Some(v) = parts.get(name) {
                    d.set_item(name, v)?;
                }
            }
            d.set_item("unsplit", PyTuple::new(py, parts.unsplit)?)?;
        }
        None => {}
    }
    Ok(d)
}

/// The RFC 3986 reading of `text` into `d`, when it is a URI-reference.
fn reference_fields(
    py: Python<'_>,
    text: &str,
    options: ParseOptions,
    d: &Bound<'_, PyDict>,
) -> PyResult<()> {
    let Ok(u) = UriRef::parse_with(text, options) else {
        return Ok(());
    };
    let spans = PyDict::new(py);
    if let Some(s) = u.scheme() {
        d.set_item("scheme", s.as_str())?;
        spans.set_item("scheme", span(py, s.span())?)?;
    }
    if let Some(a) = u.authority() {
        d.set_item("authority", a.as_str())?;
        spans.set_item("authority", span(py, a.span())?)?;
        if let Some(ui) = a.userinfo() {
            d.set_item("userinfo", ui.as_str())?;
            spans.set_item("userinfo", span(py, ui.span())?)?;
        }
        let h = a.host();
        d.set_item("host", h.as_str())?;
        d.set_item("host_kind", h.kind_name())?;
        // The address as ipaddress reads it: without brackets, and with a
        // zone ID as its scope (`%` instead of the URI's `%25`).
        let address = match &h {
            urigram::Host::Ipv4 { addr, .. } => Some(addr.to_string()),
            urigram::Host::Ipv6 { addr, .. } => Some(match h.zone_id() {
                Some(z) => format!("{addr}%{}", z.as_str()),
                None => addr.to_string(),
            }),
            _ => None,
        };
        d.set_item("address", address)?;
        if let Some(z) = h.zone_id() {
            d.set_item("zone_id", z.as_str())?;
        }
        spans.set_item("host", span(py, h.span())?)?;
        if let Some(p) = a.port() {
            d.set_item("port", p.as_str())?;
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
    Ok(())
}

/// Whether `text` matches `rule_name` of `grammar_name` (its top rule for
/// `None`).
#[pyfunction]
#[pyo3(signature = (text, rule_name, grammar_name))]
fn is_valid(text: &str, rule_name: Option<&str>, grammar_name: &str) -> PyResult<bool> {
    if grammar_name == "rfc3986" && rule_name.is_none_or(|r| r == "URI-reference") {
        return Ok(urigram::is_valid(text));
    }
    let r = grammar_rule(grammar(grammar_name)?, rule_name)?;
    Ok(r.is_valid(text.as_bytes()))
}

/// Every grammar: (name, title, top rule, ((rule, section), ...)).
#[pyfunction]
fn grammar_list(py: Python<'_>) -> PyResult<Bound<'_, PyTuple>> {
    let mut out = Vec::new();
    // RFC 6570's grammar is of URI Templates, not a reader of URIs.
    for g in grammars::ALL.iter().filter(|g| g.reads_uris()) {
        let rules: Vec<(&str, &str)> = g.rules().map(|r| (r.abnf_name(), r.section())).collect();
        out.push((g.name(), g.title(), g.top().abnf_name(), rules).into_pyobject(py)?);
    }
    PyTuple::new(py, out)
}

/// The pairs of a query's text, decoded as
/// `application/x-www-form-urlencoded`.
#[pyfunction]
fn query_pairs(query: &str) -> Vec<(String, String)> {
    QueryPairs::from_query(query)
        .map(|(k, v)| (k.into_owned(), v.into_owned()))
        .collect()
}

/// `reference` resolved against `base` (RFC 3986 section 5.2, strict).
#[pyfunction]
fn resolve(py: Python<'_>, base: &str, reference: &str) -> PyResult<String> {
    let b = Uri::parse(base).map_err(|e| parse_error(py, base, &e))?;
    let r = UriRef::parse(reference).map_err(|e| parse_error(py, reference, &e))?;
    Ok(b.resolve(&r).to_string())
}

/// The normal form of the URI-reference `text` (RFC 3986 section 6; a
/// relative reference keeps its leading `..` segments, as in Rust), with
/// zone IDs under `rfc6874`; under `rfc3987`, of the IRI reference `text`
/// (RFC 3987 section 5.3.2's syntax-based steps, no NFC).
#[pyfunction]
#[pyo3(signature = (text, grammar_name))]
fn normalize(py: Python<'_>, text: &str, grammar_name: &str) -> PyResult<String> {
    let options = match grammar_name {
        "rfc3986" => ParseOptions::RFC3986,
        "rfc6874" => ParseOptions::RFC6874,
        "rfc3987" => {
            return urigram::grammars::rfc3987::normalize(text, false)
                .map_err(|e| engine_error(py, text, &e, "rfc3987"));
        }
        other => {
            grammar(other)?;
            return Err(PyValueError::new_err(format!(
                "normalize takes grammar \"rfc3986\", \"rfc6874\" (zone IDs) or \"rfc3987\" (IRIs), not {other:?}: RFC 3986's normalization is defined on its own references"
            )));
        }
    };
    let u =
        UriRef::parse_with(text, options).map_err(|e| layer_error(py, text, &e, grammar_name))?;
    Ok(u.normalize().to_string())
}

/// The IRI reference `text` as a URI reference (RFC 3987 section 3.1):
/// every character outside ASCII as its UTF-8 octets, percent-encoded.
#[pyfunction]
fn iri_to_uri(py: Python<'_>, text: &str) -> PyResult<String> {
    urigram::grammars::rfc3987::iri_to_uri(text)
        .map(std::borrow::Cow::into_owned)
        .map_err(|e| engine_error(py, text, &e, "rfc3987"))
}

/// The URI reference `text` as an IRI reference (RFC 3987 section 3.2):
/// only the percent-encoded UTF-8 of characters an IRI allows is decoded.
#[pyfunction]
fn uri_to_iri(py: Python<'_>, text: &str) -> PyResult<String> {
    urigram::grammars::rfc3987::uri_to_iri(text)
        .map(std::borrow::Cow::into_owned)
        .map_err(|e| engine_error(py, text, &e, "rfc3986"))
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
            let (message, note) = w.words();
            (
                w.check.name().to_owned(),
                r.start,
                r.end,
                message,
                note.into_owned(),
            )
        })
        .collect())
}

/// Adds the strict functions to `m`, in the dict `strict`.
pub(crate) fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    let d = PyDict::new(py);
    for f in [
        wrap_pyfunction!(parse_fields, m)?,
        wrap_pyfunction!(is_valid, m)?,
        wrap_pyfunction!(grammar_list, m)?,
        wrap_pyfunction!(query_pairs, m)?,
        wrap_pyfunction!(resolve, m)?,
        wrap_pyfunction!(normalize, m)?,
        wrap_pyfunction!(relativize, m)?,
        wrap_pyfunction!(iri_to_uri, m)?,
        wrap_pyfunction!(uri_to_iri, m)?,
        wrap_pyfunction!(lint, m)?,
    ] {
        d.set_item(f.getattr("__name__")?, f)?;
    }
    crate::compare::register(&d, m)?;
    m.add("strict", d)?;
    Ok(())
}
