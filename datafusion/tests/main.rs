//! The integration tests, one binary (DataFusion is linked once):
//! - `sql`: the functions through SQL against pyspark's answers
//!   (tests/data/spark/vectors.jsonl), over every string type, columns and
//!   literals, NULLs, ANSI mode and the errors;
//! - `divergence`: datafusion-spark's `parse_url` on the same inputs and the
//!   real URL lists, counted by part where it differs from Spark and from
//!   urigram (the table of docs/jvm.md).

// The divergence tables are printed (`-- --nocapture`) for docs/jvm.md.
#![allow(clippy::print_stdout)]

mod common;
mod divergence;
mod sql;
