//! The reason fields of the strict kernels (`error_offset`, `error_rule`,
//! `error_message`: why a row does not match, as `urigram.parse` would
//! raise it), and the kernel shape most of them share: one string value
//! per row, or the reason there is none.

use pyo3::prelude::*;
use urigram::grammars::GrammarRule;

use super::columns::columns;
use super::input::Strings;
use super::output::out;
use super::row::row;

/// Why an element does not match a rule, as `urigram.ParseError` says it:
/// the byte offset, the innermost rule and the one-line message.
pub(crate) struct Failure {
    pub(crate) offset: i64,
    pub(crate) rule: &'static str,
    pub(crate) message: String,
}

/// Why `s` does not match `rule`; `None` when it does. The RFC 3986
/// layer's rules answer with its own error (as `urigram.parse` raises it),
/// the others with the engine's.
pub(crate) fn failure(rule: GrammarRule, s: &str) -> Option<Failure> {
    match rule.layer_rule() {
        Some((r, options)) => r.parse_with(s, options).err().map(|e| Failure::of(&e)),
        None => rule.check(s.as_bytes()).err().map(|e| Failure::of(&e)),
    }
}

impl Failure {
    /// The failure `e` reports.
    fn of(e: &impl Reason) -> Failure {
        Failure {
            offset: e.at() as i64,
            rule: e.rule_name(),
            message: e.to_string(),
        }
    }
}

/// What a kernel's reason fields say of a failed row: the errors of the
/// RFC 3986 layer and of the engine grammars alike.
pub(crate) trait Reason: std::fmt::Display {
    /// The byte offset of the failure.
    fn at(&self) -> usize;
    /// The innermost rule's ABNF name.
    fn rule_name(&self) -> &'static str;
}

impl Reason for urigram::ParseError {
    fn at(&self) -> usize {
        self.offset()
    }
    fn rule_name(&self) -> &'static str {
        self.rule().abnf_name()
    }
}

impl Reason for urigram::engine::Error {
    fn at(&self) -> usize {
        self.offset()
    }
    fn rule_name(&self) -> &'static str {
        self.rule().abnf_name()
    }
}

row! {
    /// A row of a kernel of one string value per row: the value, or why
    /// there is none.
    struct ValueRow<'a> {
        value: Option<&'a str>,
        error_offset: Option<i64>,
        error_rule: Option<&'a str>,
        error_message: Option<&'a str>,
    }
}

/// The kernel of one string value per row, `row`'s answer for each
/// element: a struct of `value` and the reason fields.
pub(crate) fn value_or_reason<E: Reason>(
    py: Python<'_>,
    input: &Strings,
    row: impl Fn(&str) -> Result<String, E> + Send + Sync,
) -> PyResult<Py<PyAny>> {
    let result = py.detach(|| {
        columns::<ValueRow>(input, |s, out| match row(s) {
            Ok(v) => out.row(&ValueRow {
                value: Some(&v),
                ..ValueRow::default()
            }),
            Err(e) => out.row(&ValueRow {
                error_offset: Some(e.at() as i64),
                error_rule: Some(e.rule_name()),
                error_message: Some(&e.to_string()),
                ..ValueRow::default()
            }),
        })?
        .into_struct()
    });
    out(py, result)
}
