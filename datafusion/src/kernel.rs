//! The evaluation of `parse_url(url, part[, key])` over a batch: the part
//! and key read once when they are literals (the key's pattern compiled
//! once), else once for each run of equal values.

use datafusion::arrow::datatypes::DataType;
use datafusion::common::ScalarValue;
use datafusion::error::{DataFusionError, Result};
use datafusion::logical_expr::ColumnarValue;
use urigram::spark::{ParseUrl, SparkError};

use crate::output::Output;
use crate::strings::Strings;

/// Evaluates a call's arguments over `rows` rows into `data_type`: `ansi`
/// makes an invalid URL an error rather than null; `function` names the
/// function in an error.
pub(crate) fn eval(
    function: &str,
    args: &[ColumnarValue],
    rows: usize,
    data_type: &DataType,
    ansi: bool,
) -> Result<ColumnarValue> {
    let (url, part, key) = match args {
        [u, p] => (u, p, None),
        [u, p, k] => (u, p, Some(k)),
        _ => {
            return Err(DataFusionError::Execution(format!(
                "{function} takes 2 or 3 arguments (url, part[, key]), not {}",
                args.len()
            )));
        }
    };
    let url = Strings::new(function, "url", url)?;
    let part = Strings::new(function, "part", part)?;
    let key = key.map(|k| Strings::new(function, "key", k)).transpose()?;
    let all_scalar =
        url.is_scalar() && part.is_scalar() && key.as_ref().is_none_or(Strings::is_scalar);
    let rows = if all_scalar { 1 } else { rows };
    let mut out = Output::new(data_type, rows);
    // The ParseUrl of the last (part, key) seen: a literal's is built once.
    let mut cached: Option<(&str, Option<&str>, ParseUrl)> = None;
    for i in 0..rows {
        let (Some(u), Some(p)) = (url.get(i), part.get(i)) else {
            out.push(None);
            continue;
        };
        let k = match &key {
            None => None,
            Some(k) => match k.get(i) {
                // Any NULL argument gives NULL (Spark's rule).
                None => {
                    out.push(None);
                    continue;
                }
                Some(k) => Some(k),
            },
        };
        let (cp, ck, f) = match cached.take() {
            Some((cp, ck, f)) if cp == p && ck == k => (cp, ck, f),
            _ => (p, k, ParseUrl::new(p, k, ansi)),
        };
        match f.eval(u) {
            Ok(v) => out.push(v.as_deref()),
            Err(e) => return Err(error(function, &e, u)),
        }
        cached = Some((cp, ck, f));
    }
    Ok(if all_scalar {
        let column = out.finish();
        ColumnarValue::Scalar(ScalarValue::try_from_array(&column, 0)?)
    } else {
        ColumnarValue::Array(out.finish())
    })
}

/// The DataFusion error for a failure Spark reports: Spark's message (for
/// `INVALID_URL`, `[INVALID_URL] The url is invalid: ...`), with control and
/// invisible characters escaped, since a message is shown to a person (an
/// input java.net.URI rejects often holds one).
fn error(function: &str, e: &SparkError, url: &str) -> DataFusionError {
    let message = match e {
        SparkError::Key(k) => format!("{function}: {k}"),
        _ => e.message(url),
    };
    DataFusionError::Execution(urigram::escape::text(message.as_bytes(), true).into_owned())
}
