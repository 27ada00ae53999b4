//! The result column, built in the Arrow string type of the URL argument
//! (Spark's `parse_url` returns the URL's own string type).

use std::sync::Arc;

use datafusion::arrow::array::{ArrayRef, GenericStringBuilder, StringViewBuilder};
use datafusion::arrow::datatypes::DataType;

/// A column of results being built, one value a row.
pub(crate) enum Output {
    /// `Utf8`.
    Utf8(GenericStringBuilder<i32>),
    /// `LargeUtf8`.
    Large(GenericStringBuilder<i64>),
    /// `Utf8View`.
    View(StringViewBuilder),
}

impl Output {
    /// A builder for `rows` rows of `data_type` (the return type, so one of
    /// the three string types).
    pub(crate) fn new(data_type: &DataType, rows: usize) -> Output {
        match data_type {
            DataType::LargeUtf8 => Output::Large(GenericStringBuilder::with_capacity(rows, 0)),
            DataType::Utf8View => Output::View(StringViewBuilder::with_capacity(rows)),
            _ => Output::Utf8(GenericStringBuilder::with_capacity(rows, 0)),
        }
    }

    /// Appends one row.
    #[inline]
    pub(crate) fn push(&mut self, v: Option<&str>) {
        match self {
            Output::Utf8(b) => b.append_option(v),
            Output::Large(b) => b.append_option(v),
            Output::View(b) => b.append_option(v),
        }
    }

    /// The finished column.
    pub(crate) fn finish(self) -> ArrayRef {
        match self {
            Output::Utf8(mut b) => Arc::new(b.finish()),
            Output::Large(mut b) => Arc::new(b.finish()),
            Output::View(mut b) => Arc::new(b.finish()),
        }
    }
}
