//! Time per row of `try_parse_url(url, 'HOST')` over a file of URLs (one a
//! line), in urigram-datafusion and in datafusion-spark, each the only
//! function of a `SELECT` over an in-memory table of batches of 8,192 rows,
//! on one thread (one partition, a current-thread runtime), best of 5 runs
//! after one warm-up. Run by scripts/datafusion_speed.sh, which prints
//! Spark's own figure beside these.
//!
//! Usage: `speed FILE`. datafusion-spark's `parse_url` fails the query on
//! an invalid URL (any row of a real list may be one), so its
//! `try_parse_url`, the same code with errors turned into null, is timed.

use std::io::Write;
use std::sync::Arc;
use std::time::{Duration, Instant};

use datafusion::arrow::array::{ArrayRef, RecordBatch, StringArray};
use datafusion::error::Result;
use datafusion::prelude::{SessionConfig, SessionContext};

const BATCH: usize = 8192;

#[tokio::main(flavor = "current_thread")]
async fn main() -> Result<()> {
    let Some(path) = std::env::args().nth(1) else {
        writeln!(std::io::stderr(), "usage: speed FILE (URLs, one a line)")?;
        std::process::exit(2);
    };
    let text = std::fs::read_to_string(&path)?;
    let urls: Vec<&str> = text.lines().collect();
    let batches: Vec<RecordBatch> = urls
        .chunks(BATCH)
        .map(|c| {
            let col: ArrayRef = Arc::new(StringArray::from(c.to_vec()));
            RecordBatch::try_from_iter([("url", col)])
        })
        .collect::<std::result::Result<_, _>>()?;
    let ours = context(&batches, urigram_datafusion::register)?;
    let theirs = context(&batches, |ctx| {
        ctx.register_udf(
            datafusion_spark::function::url::try_parse_url()
                .as_ref()
                .clone(),
        );
    })?;
    let sql = "SELECT try_parse_url(url, 'HOST') AS host FROM t";
    let rows = urls.len();
    for (name, ctx) in [
        ("urigram-datafusion try_parse_url", &ours),
        ("datafusion-spark try_parse_url", &theirs),
    ] {
        let t = best(ctx, sql, rows).await?;
        let per_row = t.as_secs_f64() * 1e9 / rows as f64;
        writeln!(
            std::io::stdout(),
            "{name}: {rows} rows in {:.3} s, {per_row:.1} ns/row",
            t.as_secs_f64()
        )?;
    }
    Ok(())
}

/// A session on one thread with the URLs as table `t`.
fn context(batches: &[RecordBatch], register: impl Fn(&SessionContext)) -> Result<SessionContext> {
    let ctx = SessionContext::new_with_config(SessionConfig::new().with_target_partitions(1));
    register(&ctx);
    let schema = batches[0].schema();
    let table = datafusion::datasource::MemTable::try_new(schema, vec![batches.to_vec()])?;
    ctx.register_table("t", Arc::new(table))?;
    Ok(ctx)
}

/// The best of 5 runs of `sql`, after a warm-up run whose row count is
/// checked.
async fn best(ctx: &SessionContext, sql: &str, rows: usize) -> Result<Duration> {
    let out = ctx.sql(sql).await?.collect().await?;
    assert_eq!(out.iter().map(RecordBatch::num_rows).sum::<usize>(), rows);
    let mut best = Duration::MAX;
    for _ in 0..5 {
        let start = Instant::now();
        let out = ctx.sql(sql).await?.collect().await?;
        best = best.min(start.elapsed());
        drop(out);
    }
    Ok(best)
}
