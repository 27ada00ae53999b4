//! The two `ScalarUDFImpl`s: `parse_url` and `try_parse_url`, one type with
//! a flag, since they differ only in what an invalid URL gives.

use datafusion::arrow::datatypes::DataType;
use datafusion::common::plan_err;
use datafusion::error::Result;
use datafusion::logical_expr::{
    ColumnarValue, ScalarFunctionArgs, ScalarUDFImpl, Signature, Volatility,
};

use crate::kernel;

/// The parts Spark's `parse_url` extracts, as a plan error names them.
const PARTS: &str = "HOST, PATH, QUERY, REF, PROTOCOL, FILE, AUTHORITY or USERINFO";

/// Spark's `parse_url(url, part[, key])` or `try_parse_url(...)` as a
/// DataFusion scalar function.
#[derive(Debug, PartialEq, Eq, Hash)]
pub struct SparkParseUrl {
    tolerant: bool,
    signature: Signature,
}

impl SparkParseUrl {
    /// `parse_url`: an invalid URL is Spark's `INVALID_URL` error when the
    /// session's `datafusion.execution.enable_ansi_mode` is on, else null.
    #[must_use]
    pub fn parse_url() -> SparkParseUrl {
        SparkParseUrl::new(false)
    }

    /// `try_parse_url`: an invalid URL is null.
    #[must_use]
    pub fn try_parse_url() -> SparkParseUrl {
        SparkParseUrl::new(true)
    }

    fn new(tolerant: bool) -> SparkParseUrl {
        SparkParseUrl {
            tolerant,
            // Two or three strings, coerced to one string type (Utf8View
            // over LargeUtf8 over Utf8), as Spark's `(STRING, STRING[,
            // STRING])`: checked by `coerce_types`, so that a call with
            // another number of arguments is a plan error that names what
            // is missing (a `one_of` signature gave DataFusion's internal
            // error for `parse_url(url)`).
            signature: Signature::user_defined(Volatility::Immutable),
        }
    }
}

impl ScalarUDFImpl for SparkParseUrl {
    fn name(&self) -> &str {
        if self.tolerant {
            "try_parse_url"
        } else {
            "parse_url"
        }
    }

    fn signature(&self) -> &Signature {
        &self.signature
    }

    fn coerce_types(&self, arg_types: &[DataType]) -> Result<Vec<DataType>> {
        let name = self.name();
        match arg_types.len() {
            2 | 3 => {}
            0 => {
                return plan_err!(
                    "{name}(url, part[, key]) is given no argument: the URL and the part to \
                     extract ({PARTS}) are missing"
                );
            }
            1 => {
                return plan_err!(
                    "{name}(url, part[, key]) is given one argument: the part to extract \
                     ({PARTS}) is missing"
                );
            }
            n => {
                return plan_err!("{name}(url, part[, key]) takes two or three arguments, not {n}");
            }
        }
        // One string type for all, the widest given (as Spark's STRING and
        // DataFusion's string signatures): Utf8View over LargeUtf8 over
        // Utf8; NULL is a string; a dictionary counts as its values.
        let mut common = DataType::Utf8;
        for (i, t) in arg_types.iter().enumerate() {
            let value = match t {
                DataType::Dictionary(_, v) => v.as_ref(),
                t => t,
            };
            match value {
                DataType::Utf8View => common = DataType::Utf8View,
                DataType::LargeUtf8 if common != DataType::Utf8View => {
                    common = DataType::LargeUtf8;
                }
                DataType::Utf8 | DataType::LargeUtf8 | DataType::Null => {}
                other => {
                    return plan_err!(
                        "{name}(url, part[, key]): its {} argument ({}) is {other}, not a string",
                        ["first", "second", "third"][i],
                        ["url", "part", "key"][i]
                    );
                }
            }
        }
        Ok(vec![common; arg_types.len()])
    }

    fn return_type(&self, arg_types: &[DataType]) -> Result<DataType> {
        Ok(match arg_types.first() {
            Some(t @ (DataType::LargeUtf8 | DataType::Utf8View)) => t.clone(),
            _ => DataType::Utf8,
        })
    }

    fn invoke_with_args(&self, args: ScalarFunctionArgs) -> Result<ColumnarValue> {
        let ansi = !self.tolerant && args.config_options.execution.enable_ansi_mode;
        kernel::eval(
            self.name(),
            &args.args,
            args.number_rows,
            args.return_field.data_type(),
            ansi,
        )
    }
}
