//! `urigram.arrow.match_templates`: each URI of a column matched against a
//! set of RFC 6570 templates (a log routed to its API endpoints), as a
//! struct of `index` and `template` (which template; null where none
//! matches), `vars` (the variables as a JSON object, in the shape
//! `urigram.Template.expand` and `urigram template expand --vars` take)
//! and `ambiguous`.
//!
//! `vars` is JSON text rather than an Arrow map because a variable's value
//! is a string, a list or an associative array, which no one Arrow type
//! holds; every engine reads JSON (`json_extract` in DuckDB,
//! `str.json_decode` in Polars, `from_json` in Spark).

use pyo3::prelude::*;

use super::columns::columns;
use super::input::{check_output_size, check_output_size_times, strings};
use super::output::out;
use super::row::row;
use crate::template::CompiledSet;
use urigram::template::json;

row! {
    /// A row of `match_templates`.
    struct Route<'a> {
        /// The position of the first template that matches.
        index: Option<i64>,
        template: Option<&'a str>,
        /// The variables, a JSON object.
        vars: Option<&'a str>,
        ambiguous: Option<bool>,
    }
}

/// How many times its bytes a URI's `vars` can take: a control character
/// is six bytes in JSON (`\u0001`), and a list or pair adds its quotes and
/// commas.
const JSON_GROWTH: usize = 8;

/// `match_templates(array, set)`: the struct described above; a null row
/// for a null element, and for an element no template matches, a row whose
/// fields are null but `ambiguous` (false).
#[pyfunction]
#[pyo3(signature = (array, set))]
pub(crate) fn match_templates(
    py: Python<'_>,
    array: &Bound<'_, PyAny>,
    set: &Bound<'_, CompiledSet>,
) -> PyResult<Py<PyAny>> {
    let set = &set.get().set;
    let input = strings(array)?;
    let longest = set
        .matchers()
        .iter()
        .map(|m| m.template().as_str().len())
        .max()
        .unwrap_or(0);
    // Per row: the template's text, and the variables' names in `vars`.
    check_output_size(&input, longest.saturating_mul(3).saturating_add(16))?;
    check_output_size_times(&input, JSON_GROWTH)?;
    let result = py.detach(|| {
        columns::<Route>(&input, |s, out| match set.match_uri(s) {
            Some((i, m)) => {
                let mut vars_json = String::new();
                if let Some(v) = m.vars() {
                    json::write_vars(v, &mut vars_json);
                }
                out.row(&Route {
                    index: Some(i as i64),
                    template: Some(set.matchers()[i].template().as_str()),
                    vars: Some(&vars_json),
                    ambiguous: Some(m.is_ambiguous()),
                });
            }
            None => out.row(&Route {
                ambiguous: Some(false),
                ..Route::default()
            }),
        })?
        .into_struct()
    });
    out(py, result)
}
