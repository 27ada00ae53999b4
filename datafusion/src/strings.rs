//! One string argument of a call, whatever its Arrow form: a scalar, or an
//! array of `Utf8`, `LargeUtf8` or `Utf8View`, read row by row without a
//! copy.

use datafusion::arrow::array::{Array, ArrayRef, AsArray, GenericStringArray, StringViewArray};
use datafusion::arrow::datatypes::DataType;
use datafusion::error::{DataFusionError, Result};
use datafusion::logical_expr::ColumnarValue;

/// A string argument: the same value on every row, or one value a row.
pub(crate) enum Strings<'a> {
    /// A literal (or a constant folded to one); `None` is SQL `NULL`.
    Scalar(Option<&'a str>),
    /// `Utf8`.
    Utf8(&'a GenericStringArray<i32>),
    /// `LargeUtf8`.
    Large(&'a GenericStringArray<i64>),
    /// `Utf8View`.
    View(&'a StringViewArray),
}

impl<'a> Strings<'a> {
    /// Reads argument `arg` (named `what` in an error) of `function`.
    pub(crate) fn new(function: &str, what: &str, arg: &'a ColumnarValue) -> Result<Strings<'a>> {
        match arg {
            ColumnarValue::Scalar(s) => match s.try_as_str() {
                Some(v) => Ok(Strings::Scalar(v)),
                None if s.is_null() => Ok(Strings::Scalar(None)),
                None => Err(not_a_string(function, what, &s.data_type())),
            },
            ColumnarValue::Array(a) => Strings::array(function, what, a),
        }
    }

    fn array(function: &str, what: &str, a: &'a ArrayRef) -> Result<Strings<'a>> {
        match a.data_type() {
            DataType::Utf8 => Ok(Strings::Utf8(a.as_string::<i32>())),
            DataType::LargeUtf8 => Ok(Strings::Large(a.as_string::<i64>())),
            DataType::Utf8View => Ok(Strings::View(a.as_string_view())),
            t => Err(not_a_string(function, what, t)),
        }
    }

    /// Whether the argument is one value for all rows.
    pub(crate) fn is_scalar(&self) -> bool {
        matches!(self, Strings::Scalar(_))
    }

    /// Row `i`'s value, `None` for `NULL`.
    #[inline]
    pub(crate) fn get(&self, i: usize) -> Option<&'a str> {
        match self {
            Strings::Scalar(v) => *v,
            Strings::Utf8(a) => (!a.is_null(i)).then(|| a.value(i)),
            Strings::Large(a) => (!a.is_null(i)).then(|| a.value(i)),
            Strings::View(a) => (!a.is_null(i)).then(|| a.value(i)),
        }
    }
}

fn not_a_string(function: &str, what: &str, t: &DataType) -> DataFusionError {
    DataFusionError::Execution(format!(
        "{function}: the {what} must be a string (Utf8, LargeUtf8 or Utf8View), not {t}"
    ))
}
