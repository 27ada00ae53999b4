//! `urigram.ParseError` from either of the library's parse errors: the RFC
//! 3986 layer's ([`urigram::ParseError`]) and the engine grammars'
//! ([`urigram::engine::Error`]). Both are read into one [`Report`], so the
//! attributes a Python user sees are built by one function whichever
//! grammar failed.

use pyo3::prelude::*;
use pyo3::types::{PyDict, PyTuple};
use urigram::ParseError;
use urigram::engine::{self, Pointer};

/// How Python names what a help line points to: a grammar as the
/// `grammar=` argument that reads with it, a Windows path's `file:` URI as
/// the standard library writes it.
#[allow(clippy::unnecessary_wraps)] // the signature is the library's `Words`
fn python_words(pointer: Pointer) -> Option<String> {
    match pointer {
        Pointer::Grammar(name) => Some(format!("grammar=\"{name}\"")),
        Pointer::FilePath => Some("pathlib.PureWindowsPath(path).as_uri()".to_owned()),
        _ => None,
    }
}

/// What `urigram.ParseError` carries, whichever error it comes from.
struct Report {
    /// The one-line message, `str()` of the exception.
    message: String,
    offset: usize,
    /// The innermost rule's ABNF name.
    rule: &'static str,
    /// The rules from the top one down to [`Report::rule`].
    rules: Vec<&'static str>,
    expected: Vec<&'static str>,
    section: &'static str,
    /// The frame, drawn for a Python `str`: it holds any character, so the
    /// frame shows them as themselves (controls and invisible characters
    /// stay escaped).
    frame: String,
    help: Option<String>,
}

impl From<&ParseError> for Report {
    fn from(e: &ParseError) -> Report {
        Report {
            message: e.to_string(),
            offset: e.offset(),
            rule: e.rule().abnf_name(),
            rules: e.rules().iter().map(|r| r.abnf_name()).collect(),
            expected: e.expected().map(|x| x.describe()).collect(),
            section: e.section(),
            frame: e
                .frame_at_line(1)
                .unicode(true)
                .words(python_words)
                .to_string(),
            help: e.help().map(|h| h.words(python_words).to_string()),
        }
    }
}

impl From<&engine::Error> for Report {
    fn from(e: &engine::Error) -> Report {
        Report {
            message: e.to_string(),
            offset: e.offset(),
            rule: e.rule().abnf_name(),
            rules: e.rules().iter().map(|r| r.abnf_name()).collect(),
            expected: e.expected().map(|x| x.describe()).collect(),
            section: e.section(),
            frame: e
                .frame_at_line(1)
                .unicode(true)
                .words(python_words)
                .to_string(),
            help: e.help_words(python_words),
        }
    }
}

/// `urigram.ParseError` of `report`, for `input` read under `grammar`;
/// if the class cannot be built, the error that stopped it.
fn raise(py: Python<'_>, input: &str, grammar: &str, report: Report) -> PyErr {
    let build = || -> PyResult<PyErr> {
        let kw = PyDict::new(py);
        kw.set_item("input", input)?;
        kw.set_item("offset", report.offset)?;
        kw.set_item("rule", report.rule)?;
        kw.set_item("rules", PyTuple::new(py, report.rules)?)?;
        kw.set_item("expected", PyTuple::new(py, report.expected)?)?;
        kw.set_item("section", report.section)?;
        kw.set_item("grammar", grammar)?;
        kw.set_item("frame", report.frame)?;
        kw.set_item("help", report.help)?;
        let class = py.import("urigram._strict")?.getattr("ParseError")?;
        Ok(PyErr::from_value(class.call((report.message,), Some(&kw))?))
    };
    build().unwrap_or_else(|err| err)
}

/// `urigram.ParseError` for `e`, an error of the RFC 3986 layer parsing
/// `input` under `grammar` (rfc3986, rfc6874, or a grammar such as rfc9112
/// whose rules are the layer's).
pub(crate) fn layer_error(py: Python<'_>, input: &str, e: &ParseError, grammar: &str) -> PyErr {
    raise(py, input, grammar, Report::from(e))
}

/// `urigram.ParseError` for `e`, an error of the RFC 3986 layer parsing
/// `input` under rfc3986.
pub(crate) fn parse_error(py: Python<'_>, input: &str, e: &ParseError) -> PyErr {
    layer_error(py, input, e, "rfc3986")
}

/// `urigram.ParseError` for `e`, an error of a grammar on the engine.
pub(crate) fn engine_error(py: Python<'_>, input: &str, e: &engine::Error, grammar: &str) -> PyErr {
    raise(py, input, grammar, Report::from(e))
}
