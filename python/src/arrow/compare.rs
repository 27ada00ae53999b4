//! `urigram.arrow.compare`: the library's comparison (`urigram::compare`)
//! of each element of a string column, as a struct of `agree` (bool),
//! `differ` (the parts that differ, among those asked for) and each
//! reader's host (`<reader>_host`, null where the reader refuses the row or
//! it has none), for scanning a log table in DuckDB, Polars or Spark.

use std::sync::Arc;

use arrow_array::builder::{BooleanBuilder, ListBuilder, StringBuilder};
use arrow_array::{ArrayRef, StructArray};
use arrow_schema::{DataType, Field, Fields};
use pyo3::prelude::*;
use urigram::compare as library;

use super::input::strings;
use super::output::out;
use crate::compare::{parts_of, readers_of};

/// `compare(array, readers, parts)`: one struct per element, null for a
/// null element.
#[pyfunction]
#[pyo3(signature = (array, readers=None, parts=None))]
pub(crate) fn compare(
    py: Python<'_>,
    array: &Bound<'_, PyAny>,
    readers: Option<Vec<String>>,
    parts: Option<Vec<String>>,
) -> PyResult<Py<PyAny>> {
    let readers = readers_of(readers)?;
    let parts = parts_of(parts)?;
    let input = strings(array)?;
    let result = py.detach(|| {
        let n = input.len();
        let mut agree = BooleanBuilder::with_capacity(n);
        let mut differ = ListBuilder::new(StringBuilder::new());
        let mut hosts: Vec<StringBuilder> = readers.iter().map(|_| StringBuilder::new()).collect();
        let mut differ_row = Vec::new();
        input.for_range(0..n, |s| match s {
            None => {
                agree.append_null();
                differ.append_null();
                hosts.iter_mut().for_each(StringBuilder::append_null);
            }
            Some(s) => {
                // The verdict on `parts` alone, and each reader's host
                // appended straight from the reading it borrows: no copy of
                // a row's readings.
                let mut k = 0;
                let all = library::scan(s, &readers, &parts, &mut differ_row, |h| {
                    hosts[k].append_option(h);
                    k += 1;
                });
                for p in &differ_row {
                    differ.values().append_value(p.name());
                }
                differ.append(true);
                agree.append_value(all);
            }
        });
        let mut fields = vec![
            Field::new("agree", DataType::Boolean, true),
            Field::new(
                "differ",
                DataType::List(Arc::new(Field::new("item", DataType::Utf8, true))),
                true,
            ),
        ];
        let mut arrays: Vec<ArrayRef> = vec![Arc::new(agree.finish()), Arc::new(differ.finish())];
        for (h, r) in hosts.iter_mut().zip(&readers) {
            fields.push(Field::new(
                format!("{}_host", r.name()),
                DataType::Utf8,
                true,
            ));
            arrays.push(Arc::new(h.finish()));
        }
        StructArray::try_new(Fields::from(fields), arrays, input.nulls())
            .map(|a| Arc::new(a) as ArrayRef)
    });
    out(py, result)
}
