//! `urigram.arrow.is_valid`: whether each element matches a rule of any
//! grammar of `urigram::grammars::ALL`; with `detailed`, why not (see
//! [`super::reason`]).

use arrow_array::BooleanArray;
use arrow_buffer::BooleanBufferBuilder;
use pyo3::prelude::*;
use urigram::grammars::GrammarRule;

use super::columns::columns;
use super::input::strings;
use super::output::out;
use super::parallel;
use super::reason::failure;
use super::row::row;
use crate::grammar::{grammar, grammar_rule};

/// Whether `s` matches `rule`, by the fastest way there is.
fn matches(rule: GrammarRule, fast: bool, s: &str) -> bool {
    if fast {
        urigram::is_valid(s)
    } else {
        rule.is_valid(s.as_bytes())
    }
}

/// Whether `rule` is RFC 3986's URI-reference, for which
/// `urigram::is_valid` is the fast path.
fn is_fast(rule: GrammarRule) -> bool {
    rule.grammar().name() == "rfc3986" && rule.is_top()
}

row! {
    /// A row of `is_valid(detailed=True)`.
    struct Detailed<'a> {
        valid: Option<bool>,
        error_offset: Option<i64>,
        error_rule: Option<&'a str>,
        error_message: Option<&'a str>,
    }
}

/// `is_valid(array, grammar, rule, detailed)`: whether each element
/// matches the rule (the grammar's top rule for `None`); with `detailed`, a
/// struct of `valid` and the reason fields.
#[pyfunction]
#[pyo3(signature = (array, grammar_name, rule_name, detailed))]
pub(crate) fn is_valid(
    py: Python<'_>,
    array: &Bound<'_, PyAny>,
    grammar_name: &str,
    rule_name: Option<&str>,
    detailed: bool,
) -> PyResult<Py<PyAny>> {
    let rule = grammar_rule(grammar(grammar_name)?, rule_name)?;
    let fast = is_fast(rule);
    let input = strings(array)?;
    if detailed {
        let result = py.detach(|| {
            columns::<Detailed>(&input, |s, out| {
                match (!matches(rule, fast, s))
                    .then(|| failure(rule, s))
                    .flatten()
                {
                    Some(f) => out.row(&Detailed {
                        valid: Some(false),
                        error_offset: Some(f.offset),
                        error_rule: Some(f.rule),
                        error_message: Some(&f.message),
                    }),
                    None => out.row(&Detailed {
                        valid: Some(true),
                        ..Detailed::default()
                    }),
                }
            })?
            .into_struct()
        });
        return out(py, result);
    }
    let result = py.detach(|| {
        let parts = parallel::over(input.len(), |range| {
            let mut values = BooleanBufferBuilder::new(range.len());
            input.for_range(range, |s| {
                values.append(s.is_some_and(|s| matches(rule, fast, s)))
            });
            values.finish()
        });
        let mut values = BooleanBufferBuilder::new(input.len());
        parts.iter().for_each(|v| values.append_buffer(v));
        let array: arrow_array::ArrayRef =
            std::sync::Arc::new(BooleanArray::new(values.finish(), input.nulls()));
        Ok(array)
    });
    out(py, result)
}
