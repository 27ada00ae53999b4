//! Spark SQL's `parse_url` and `try_parse_url` for [Apache DataFusion],
//! answering as Spark 4 does: the URL read by `java.net.URI` as JDK 17 reads
//! it ([`urigram::java`]), the part taken from the getter Spark takes it
//! from, the key found by Spark's Java pattern `(&|^)KEY=([^&]*)`
//! ([`urigram::spark`]).
//!
//! [Apache DataFusion]: https://datafusion.apache.org
//!
//! - `parse_url(url, part[, key])` and `try_parse_url(url, part[, key])`:
//!   two or three strings (`Utf8`, `LargeUtf8` or `Utf8View`, columns or
//!   literals), returning the URL argument's string type.
//! - A `NULL` argument gives `NULL`; a part Spark does not name (`host`,
//!   `''`) gives `NULL`; a key with any part but `QUERY` gives `NULL`.
//! - An invalid URL (one `java.net.URI` rejects): `try_parse_url` gives
//!   `NULL`; `parse_url` fails the query with Spark's message
//!   (`[INVALID_URL] The url is invalid: ...`) under ANSI mode, and gives
//!   `NULL` without it. ANSI mode is the session's
//!   `datafusion.execution.enable_ansi_mode`, the switch DataFusion's own
//!   Spark functions read, which an engine running Spark plans sets from
//!   `spark.sql.ansi.enabled`. Spark 4's default is on, DataFusion's off:
//!   `SET datafusion.execution.enable_ansi_mode = true` for Spark 4's
//!   answers.
//! - Errors in any mode, as in Spark: an IPv6 literal whose IPv4 group is
//!   past 2^31-1 (java's `NumberFormatException`); a key that is no regular
//!   expression (`a(`, Spark's `PatternSyntaxException`); and a key whose
//!   Java reading urigram does not reproduce (`k[]`, `a{2}`: a character
//!   class, a count, a `(?` group, an escaped letter), which is an error
//!   naming the construct rather than an answer that may differ.
//!
//! ```
//! # #[tokio::main(flavor = "current_thread")]
//! # async fn main() -> datafusion::error::Result<()> {
//! use datafusion::prelude::SessionContext;
//!
//! let ctx = SessionContext::new();
//! urigram_datafusion::register(&ctx);
//! let batches = ctx
//!     .sql("SELECT parse_url('http://a_b/p?x=1&y=2', 'QUERY', 'y') AS y, \
//!                  try_parse_url('http://a_b/p', 'HOST') AS host")
//!     .await?
//!     .collect()
//!     .await?;
//! let text = datafusion::arrow::util::pretty::pretty_format_batches(&batches)?.to_string();
//! assert!(text.contains("| 2 |      |"), "{text}");
//! # Ok(())
//! # }
//! ```

mod kernel;
mod output;
mod strings;
mod udf;

use datafusion::logical_expr::ScalarUDF;
use datafusion::prelude::SessionContext;

pub use udf::SparkParseUrl;

/// `parse_url` as a DataFusion function.
#[must_use]
pub fn parse_url() -> ScalarUDF {
    ScalarUDF::new_from_impl(SparkParseUrl::parse_url())
}

/// `try_parse_url` as a DataFusion function.
#[must_use]
pub fn try_parse_url() -> ScalarUDF {
    ScalarUDF::new_from_impl(SparkParseUrl::try_parse_url())
}

/// Registers `parse_url` and `try_parse_url` on `ctx`, replacing any
/// functions of those names (DataFusion's own Spark ones among them).
pub fn register(ctx: &SessionContext) {
    ctx.register_udf(parse_url());
    ctx.register_udf(try_parse_url());
}
