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

use arrow_array::BooleanArray;
use arrow_buffer::BooleanBuffer;
use arrow_schema::{DataType, Field};
use pyo3::prelude::*;

use crate::arrow::{
    arc, check_output_size, check_output_size_times, int_field, out, strings, struct_of, utf8_field,
};
use crate::columns::{Columns, columns};
use crate::template::CompiledSet;
use urigram::template::json;

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
        let Columns {
            strings: [template, vars],
            numbers: [index, ambiguous],
            rows,
        } = columns::<2, 2>(&input, |s, out| match set.match_uri(s) {
            Some((i, m)) => {
                let mut vars_json = String::new();
                if let Some(v) = m.vars() {
                    json::write_vars(v, &mut vars_json);
                }
                out.values(
                    [
                        Some(set.matchers()[i].template().as_str()),
                        Some(&vars_json),
                    ],
                    [Some(i as i64), Some(i64::from(m.is_ambiguous()))],
                );
            }
            None => out.values([None, None], [None, Some(0)]),
        })?;
        let flags = BooleanBuffer::collect_bool(ambiguous.len(), |i| ambiguous.value(i) != 0);
        let ambiguous = BooleanArray::new(flags, rows.clone());
        struct_of(
            vec![
                int_field("index"),
                utf8_field("template"),
                utf8_field("vars"),
                Field::new("ambiguous", DataType::Boolean, true),
            ],
            vec![arc(index), arc(template), arc(vars), arc(ambiguous)],
            rows,
        )
    });
    out(py, result)
}
