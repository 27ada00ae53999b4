//! `urigram.arrow.spark_parse_url`: Spark's `parse_url` (`urigram::spark`)
//! over a string column, in the shape of Spark's `try_parse_url` (a string
//! column), or the first row on which Spark's query fails.

use std::sync::atomic::{AtomicBool, Ordering};

use pyo3::prelude::*;
use urigram::spark::ParseUrl;

use super::columns::columns;
use super::input::{check_output_size, strings};
use super::output::out;
use super::row::row;

row! {
    /// A row of `spark_parse_url`: the one value, handed back as a plain
    /// string column.
    struct Part<'a> {
        value: Option<&'a str>,
    }
}

/// `spark_parse_url(array, part, key, ansi)`: Spark's `parse_url` of each
/// element, a string array (null where Spark gives null); or, where Spark's
/// query fails on an element, the tuple `(row, name, message)` of the
/// first such element, for `urigram/arrow.py` to raise as a `SparkError`.
#[pyfunction]
#[pyo3(signature = (array, part, key, ansi))]
pub(crate) fn spark_parse_url(
    py: Python<'_>,
    array: &Bound<'_, PyAny>,
    part: &str,
    key: Option<&str>,
    ansi: bool,
) -> PyResult<Py<PyAny>> {
    let input = strings(array)?;
    // FILE writes "null?" before a query when there is no path: at most
    // five bytes over the input.
    check_output_size(&input, 8)?;
    let f = ParseUrl::new(part, key, ansi);
    let failed = AtomicBool::new(false);
    let result = py.detach(|| {
        columns::<Part>(&input, |s, emit| match f.eval(s) {
            Ok(v) => emit.row(&Part {
                value: v.as_deref(),
            }),
            Err(_) => {
                failed.store(true, Ordering::Relaxed);
                emit.row(&Part::default());
            }
        })
    });
    if failed.load(Ordering::Relaxed) {
        // The rare path: a second pass finds the first row Spark fails on.
        let mut first = None;
        let mut row = 0;
        input.for_range(0..input.len(), |s| {
            if let (None, Some(s)) = (&first, s)
                && let Err(e) = f.eval(s)
            {
                first = Some((row, e.name(), e.message(s)));
            }
            row += 1;
        });
        if let Some(t) = first {
            return Ok(t.into_pyobject(py)?.into_any().unbind());
        }
    }
    out(py, result.and_then(|mut table| table.take("value")))
}
