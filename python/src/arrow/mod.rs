//! The Arrow kernels behind `urigram.arrow`: one string array in (utf8,
//! large_utf8 or string_view, through the Arrow PyCapsule interface, so
//! without a copy), one pyarrow array out, the GIL released while the
//! library works.
//!
//! This file registers them and holds nothing else. A kernel is one file
//! that declares its output by name ([`row::row!`]) and one line in
//! [`register`]; what kernels share is below them: [`input`] (reading the
//! array), [`columns`] (writing the rows on every core), [`output`] (the
//! result's struct, handed back to Python), [`reason`] (the reason fields
//! of the strict kernels). `urlsplit`, the kernel run over whole tables,
//! writes its eleven columns itself ([`split_columns`], with the netloc's
//! properties from [`netloc_parts`]), straight into the result's buffers.
//!
//! A null in gives a null out, and only a null: an element that fails gets
//! a row that says why, in fields of the same struct (`error_offset`,
//! `error_rule`, `error_message` for the strict grammars; `error_type`,
//! `error_message` for `urlsplit`). Fields rather than a second array,
//! because a struct is one value per row that every engine carries whole
//! (a Polars struct column, a DuckDB `STRUCT`, a Spark struct from
//! `mapInArrow`), so the reason cannot come apart from its row, and a
//! kernel keeps the one-array-in, one-array-out shape that `map_batches`
//! and `mapInArrow` expect. The reason columns of a batch without errors
//! are all null, which costs a few bytes per row.

mod columns;
mod input;
mod lazy_columns;
mod netloc_parts;
mod output;
mod parallel;
mod reason;
mod row;
mod split_columns;
mod threads;

mod compare;
mod iri_to_uri;
mod is_valid;
mod java_uri;
mod match_templates;
mod normalize;
mod parse;
mod relativize;
mod resolve;
mod spark_parse_url;
mod uri_to_iri;
mod urlsplit;

use pyo3::prelude::*;

/// Adds the kernels to `m`, in the dict `arrow_kernels` (by name), with
/// the settings and helpers that `urigram.arrow` reads beside them.
pub(crate) fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    let kernels = pyo3::types::PyDict::new(py);
    for f in [
        wrap_pyfunction!(is_valid::is_valid, m)?,
        wrap_pyfunction!(urlsplit::urlsplit, m)?,
        wrap_pyfunction!(parse::parse, m)?,
        wrap_pyfunction!(normalize::normalize, m)?,
        wrap_pyfunction!(resolve::resolve, m)?,
        wrap_pyfunction!(relativize::relativize, m)?,
        wrap_pyfunction!(iri_to_uri::iri_to_uri, m)?,
        wrap_pyfunction!(uri_to_iri::uri_to_iri, m)?,
        wrap_pyfunction!(compare::compare, m)?,
        wrap_pyfunction!(java_uri::java_uri, m)?,
        wrap_pyfunction!(spark_parse_url::spark_parse_url, m)?,
        wrap_pyfunction!(match_templates::match_templates, m)?,
        wrap_pyfunction!(input::value_bytes, m)?,
        wrap_pyfunction!(threads::set_threads, m)?,
        wrap_pyfunction!(threads::threads, m)?,
    ] {
        kernels.set_item(f.getattr("__name__")?, f)?;
    }
    m.add("arrow_kernels", kernels)?;
    Ok(())
}
