//! What the tests share: pyspark's vectors, and running SQL.

use std::path::Path;
use std::sync::Arc;

use datafusion::arrow::array::{Array, ArrayRef, AsArray, RecordBatch};
use datafusion::arrow::compute::cast;
use datafusion::arrow::datatypes::DataType;
use datafusion::error::Result;
use datafusion::prelude::{SessionConfig, SessionContext};
use serde_json::Value;

/// One input of tests/data/spark/vectors.jsonl: the URL, pyspark 4's
/// `try_parse_url` for each configuration (`"HOST"`, `"QUERY k"` for part
/// `QUERY` and key `k`), or `None` when try_parse_url itself fails, and
/// what ANSI `parse_url(url, 'HOST')` failed with, if it did.
pub struct Vector {
    pub url: String,
    pub answers: Option<Vec<(Config, Option<String>)>>,
    pub ansi: Option<String>,
}

/// A part, and a key when the call has three arguments.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Config {
    pub part: String,
    pub key: Option<String>,
}

impl Config {
    /// The vectors' name of a configuration: `PART` or `PART KEY`.
    pub fn parse(name: &str) -> Config {
        match name.split_once(' ') {
            Some((p, k)) => Config {
                part: p.into(),
                key: Some(k.into()),
            },
            None => Config {
                part: name.into(),
                key: None,
            },
        }
    }

    /// The arguments after the URL, as SQL literals.
    pub fn sql_args(&self) -> String {
        match &self.key {
            Some(k) => format!("{}, {}", literal(&self.part), literal(k)),
            None => literal(&self.part),
        }
    }
}

impl std::fmt::Display for Config {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match &self.key {
            Some(k) => write!(f, "{} {k:?}", self.part),
            None => write!(f, "{}", self.part),
        }
    }
}

/// A SQL string literal of `s`.
pub fn literal(s: &str) -> String {
    format!("'{}'", s.replace('\'', "''"))
}

/// The repository's tests/data/.
pub fn data(path: &str) -> String {
    let p = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../tests/data")
        .join(path);
    std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

/// Every vector, after checking the header names Spark 4 with ANSI on.
pub fn vectors() -> Vec<Vector> {
    let text = data("spark/vectors.jsonl");
    let mut lines = text
        .lines()
        .map(|l| serde_json::from_str::<Value>(l).expect("JSON line"));
    let head = lines.next().expect("a header line");
    assert!(
        head["spark"].as_str().is_some_and(|v| v.starts_with("4.")),
        "{head}"
    );
    assert_eq!(head["ansi_default"], "true");
    lines
        .map(|row| {
            let url = row["url"].as_str().expect("url").to_string();
            let answers = match row["try"].get("error") {
                Some(_) => None,
                None => Some(
                    row["try"]
                        .as_object()
                        .expect("try")
                        .iter()
                        .map(|(k, v)| (Config::parse(k), v.as_str().map(str::to_string)))
                        .collect(),
                ),
            };
            let ansi = row["ansi"].as_str().map(str::to_string);
            Vector { url, answers, ansi }
        })
        .collect()
}

/// A session, with ANSI mode on or off.
pub fn session(ansi: bool) -> SessionContext {
    let config = SessionConfig::new().set_bool("datafusion.execution.enable_ansi_mode", ansi);
    let ctx = SessionContext::new_with_config(config);
    urigram_datafusion::register(&ctx);
    ctx
}

/// A one-batch table of string columns.
pub fn table(ctx: &SessionContext, name: &str, columns: Vec<(&str, ArrayRef)>) {
    let batch = RecordBatch::try_from_iter(columns).expect("a batch");
    ctx.deregister_table(name).expect("deregister");
    ctx.register_batch(name, batch).expect("register");
}

/// Runs `sql`: its columns, each as strings (cast from whatever string
/// type), with the column's own type.
pub async fn run(ctx: &SessionContext, sql: &str) -> Result<Vec<(DataType, Vec<Option<String>>)>> {
    let batches = ctx.sql(sql).await?.collect().await?;
    let Some(first) = batches.first() else {
        return Ok(Vec::new());
    };
    let mut out: Vec<(DataType, Vec<Option<String>>)> = first
        .schema()
        .fields()
        .iter()
        .map(|f| (f.data_type().clone(), Vec::new()))
        .collect();
    for b in &batches {
        for (c, col) in b.columns().iter().enumerate() {
            let col: ArrayRef = cast(col, &DataType::Utf8)?;
            let s = col.as_string::<i32>();
            out[c]
                .1
                .extend((0..s.len()).map(|i| (!s.is_null(i)).then(|| s.value(i).to_string())));
        }
    }
    Ok(out)
}

/// `rows` as a column of `data_type`.
pub fn strings(rows: &[Option<&str>], data_type: &DataType) -> ArrayRef {
    let a: ArrayRef = Arc::new(datafusion::arrow::array::StringArray::from(rows.to_vec()));
    cast(&a, data_type).expect("cast")
}
