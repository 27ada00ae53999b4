//! The two `ScalarUDFImpl`s: `parse_url` and `try_parse_url`, one type with
//! a flag, since they differ only in what an invalid URL gives.

use datafusion::arrow::datatypes::DataType;
use datafusion::error::Result;
use datafusion::logical_expr::{
    ColumnarValue, ScalarFunctionArgs, ScalarUDFImpl, Signature, TypeSignature, Volatility,
};

use crate::kernel;

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
            // STRING])`.
            signature: Signature::one_of(
                vec![TypeSignature::String(2), TypeSignature::String(3)],
                Volatility::Immutable,
            ),
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
