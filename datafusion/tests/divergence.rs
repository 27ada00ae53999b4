//! datafusion-spark's `parse_url` (DataFusion's own Spark functions, the
//! WHATWG `url` crate underneath) on the same inputs as urigram's: pyspark's
//! vectors, where it is compared with Spark, and the real URL lists
//! (tests/data/real-urls/), where it is compared with urigram (which equals
//! Spark on them: scripts/spark_parse_url.sh). Counted by part; the counts
//! are the table of docs/jvm.md ("DataFusion"), pinned here so that a new
//! datafusion-spark release that changes them fails this test until the
//! table is updated. `cargo test -p urigram-datafusion divergence --
//! --nocapture` prints the table and a few examples of each count.

use std::collections::BTreeMap;
use std::sync::Arc;

use datafusion::arrow::array::{Array, ArrayRef, AsArray, StringArray};
use datafusion::arrow::datatypes::{DataType, Field};
use datafusion::config::ConfigOptions;
use datafusion::error::Result;
use datafusion::logical_expr::{ColumnarValue, ScalarFunctionArgs, ScalarUDF};

use crate::common::{data, vectors};

/// The parts, then the key lookups, as the table's rows.
const PARTS: [&str; 8] = [
    "HOST",
    "PATH",
    "QUERY",
    "REF",
    "PROTOCOL",
    "FILE",
    "AUTHORITY",
    "USERINFO",
];

/// Calls `udf` on string columns, as DataFusion's executor would.
fn invoke(udf: &ScalarUDF, args: &[ArrayRef]) -> Result<ArrayRef> {
    let rows = args[0].len();
    let arg_fields = args
        .iter()
        .enumerate()
        .map(|(i, a)| Arc::new(Field::new(format!("a{i}"), a.data_type().clone(), true)))
        .collect();
    let out = udf.invoke_with_args(ScalarFunctionArgs {
        args: args
            .iter()
            .map(|a| ColumnarValue::Array(Arc::clone(a)))
            .collect(),
        arg_fields,
        number_rows: rows,
        return_field: Arc::new(Field::new("r", DataType::Utf8, true)),
        config_options: Arc::new(ConfigOptions::default()),
    })?;
    out.into_array(rows)
}

fn column(v: &[&str]) -> ArrayRef {
    Arc::new(StringArray::from(v.to_vec()))
}

fn values(a: &ArrayRef) -> Vec<Option<String>> {
    let s = a.as_string::<i32>();
    (0..s.len())
        .map(|i| (!s.is_null(i)).then(|| s.value(i).to_string()))
        .collect()
}

/// `udf(urls, part[, keys])` with the part a column of one value.
fn call(udf: &ScalarUDF, urls: &[&str], part: &str, keys: Option<&[&str]>) -> Vec<Option<String>> {
    let mut args = vec![column(urls), column(&vec![part; urls.len()])];
    if let Some(k) = keys {
        args.push(column(k));
    }
    values(&invoke(udf, &args).expect("try_parse_url answers every URL"))
}

/// Whether `parse_url(url, 'HOST')` fails the query (ANSI mode).
fn fails(udf: &ScalarUDF, url: &str) -> bool {
    invoke(udf, &[column(&[url]), column(&["HOST"])]).is_err()
}

/// Counts and a few examples of one row of the table.
#[derive(Default)]
struct Row {
    compared: usize,
    differ: usize,
    examples: Vec<String>,
}

impl Row {
    fn add(&mut self, what: String, want: &Option<String>, got: &Option<String>) {
        self.compared += 1;
        if want != got {
            self.differ += 1;
            if self.examples.len() < 4 {
                self.examples.push(format!(
                    "{what}: expected {want:?}, datafusion-spark {got:?}"
                ));
            }
        }
    }
}

/// One side of the table: datafusion-spark's answers to `urls`, each part
/// and each `(url, key)` of `keys`, against `want`'s.
fn tally(
    urls: &[&str],
    keys: &[(usize, &str)],
    want: impl Fn(&str, Option<&str>, &str) -> Option<String>,
    failing: impl Fn(&str) -> bool,
) -> BTreeMap<String, Row> {
    let theirs = datafusion_spark::function::url::try_parse_url();
    let theirs_ansi = datafusion_spark::function::url::parse_url();
    let mut table: BTreeMap<String, Row> = BTreeMap::new();
    for part in PARTS {
        let got = call(&theirs, urls, part, None);
        let row = table
            .entry(format!("{:02} {part}", row_order(part)))
            .or_default();
        for (u, g) in urls.iter().zip(&got) {
            row.add(format!("{u:?}"), &want(part, None, u), g);
        }
    }
    let (ku, kk): (Vec<&str>, Vec<&str>) = keys.iter().map(|&(i, k)| (urls[i], k)).unzip();
    let got = call(&theirs, &ku, "QUERY", Some(kk.as_slice()));
    let row = table.entry("09 QUERY with a key".into()).or_default();
    for ((u, k), g) in ku.iter().zip(&kk).zip(&got) {
        row.add(format!("{u:?} key {k:?}"), &want("QUERY", Some(k), u), g);
    }
    let got = call(
        &theirs,
        urls,
        "HOST",
        Some(vec!["a"; urls.len()].as_slice()),
    );
    let row = table.entry("10 HOST with a key".into()).or_default();
    for (u, g) in urls.iter().zip(&got) {
        row.add(format!("{u:?}"), &want("HOST", Some("a"), u), g);
    }
    // datafusion-spark's PATH is never null for a URL it reads (the
    // `url` crate's path, or the text before `?` for a relative reference),
    // so its parse_url can fail only where its try_parse_url's PATH is
    // null: only those URLs are tried one by one.
    let paths = call(&theirs, urls, "PATH", None);
    let row = table.entry("11 parse_url fails (ANSI)".into()).or_default();
    for (u, path) in urls.iter().zip(&paths) {
        let (w, g) = (failing(u), path.is_none() && fails(&theirs_ansi, u));
        row.add(format!("{u:?}"), &Some(w.to_string()), &Some(g.to_string()));
    }
    table
}

fn row_order(part: &str) -> usize {
    PARTS.iter().position(|p| *p == part).map_or(99, |i| i + 1)
}

/// urigram's try_parse_url, the library's (the UDF's kernel).
fn urigram(part: &str, key: Option<&str>, url: &str) -> Option<String> {
    urigram::spark::try_parse_url(url, part, key)
        .expect("no key or NumberFormat error here")
        .map(|c| c.into_owned())
}

fn show(name: &str, table: &BTreeMap<String, Row>) -> Vec<(String, usize, usize)> {
    println!("\n## {name}\n\n| part | compared | datafusion-spark differs |\n|---|---:|---:|");
    for (k, r) in table {
        println!("| {} | {} | {} |", &k[3..], r.compared, r.differ);
    }
    for (k, r) in table {
        for e in &r.examples {
            println!("- {}: {e}", &k[3..]);
        }
    }
    table
        .iter()
        .map(|(k, r)| (k[3..].to_string(), r.compared, r.differ))
        .collect()
}

#[test]
fn datafusion_spark_against_spark_on_the_vectors() {
    let vs = vectors();
    let rows: Vec<_> = vs.iter().filter(|v| v.answers.is_some()).collect();
    let urls: Vec<&str> = rows.iter().map(|v| v.url.as_str()).collect();
    let spark: BTreeMap<(String, String, Option<String>), Option<String>> = rows
        .iter()
        .flat_map(|v| {
            v.answers
                .iter()
                .flatten()
                .map(|(c, a)| ((v.url.clone(), c.part.clone(), c.key.clone()), a.clone()))
        })
        .collect();
    let keys: Vec<(usize, &str)> = rows
        .iter()
        .enumerate()
        .flat_map(|(i, v)| {
            v.answers
                .iter()
                .flatten()
                .filter_map(move |(c, _)| c.key.as_deref().map(|k| (i, k)))
        })
        .collect();
    let failing: BTreeMap<&str, bool> = rows
        .iter()
        .map(|v| (v.url.as_str(), v.ansi.is_some()))
        .collect();
    let table = tally(
        &urls,
        &keys,
        |part, key, url| match (part, key) {
            // A key with any part but QUERY is null in Spark (pyspark
            // 4.3.0: parse_url('http://h/?a=1', 'HOST', 'a') is null; the
            // Spark run of docs/jvm.md checks it on every input): not in the
            // vectors.
            ("HOST", Some(_)) => None,
            _ => spark[&(url.to_string(), part.to_string(), key.map(str::to_string))].clone(),
        },
        |u| failing[u],
    );
    let got = show(
        "vectors (pyspark 4): datafusion-spark against Spark",
        &table,
    );
    assert_eq!(
        got,
        expect(VECTORS),
        "the table of docs/jvm.md needs updating"
    );
}

#[test]
fn datafusion_spark_against_urigram_on_real_urls() {
    let mut urls: Vec<String> = Vec::new();
    for list in ["kasztp.txt", "node_files.txt", "isaacs_files.txt"] {
        let text = data(&format!("real-urls/{list}"));
        urls.extend(
            text.trim_start_matches('\u{feff}')
                .lines()
                .map(str::to_string),
        );
    }
    // java's NumberFormatException is an error in any mode; none here.
    let urls: Vec<&str> = urls.iter().map(String::as_str).collect();
    // Each URL's first query key, where urigram reads it as Java does.
    let keys: Vec<(usize, &str)> = urls
        .iter()
        .enumerate()
        .filter_map(|(i, u)| {
            let q = urigram("QUERY", None, u)?;
            let k = q.split('&').next()?.split_once('=')?.0;
            let k = &u[u.find(k)?..][..k.len()];
            urigram::spark::try_parse_url(u, "QUERY", Some(k))
                .is_ok()
                .then_some((i, k))
        })
        .collect();
    let table = tally(&urls, &keys, urigram, |u| {
        urigram::spark::parse_url(u, "HOST", None).is_err()
    });
    let got = show("real URLs: datafusion-spark against urigram", &table);
    assert_eq!(got, expect(REAL), "the table of docs/jvm.md needs updating");
}

fn expect(rows: &[(&str, usize, usize)]) -> Vec<(String, usize, usize)> {
    rows.iter()
        .map(|&(p, c, d)| (p.to_string(), c, d))
        .collect()
}

/// The counts of docs/jvm.md on the vectors: (row, compared, differs).
const VECTORS: &[(&str, usize, usize)] = &[
    ("HOST", 406, 80),
    ("PATH", 406, 142),
    ("QUERY", 406, 2),
    ("REF", 406, 3),
    ("PROTOCOL", 406, 65),
    ("FILE", 406, 142),
    ("AUTHORITY", 406, 140),
    ("USERINFO", 406, 12),
    ("QUERY with a key", 7714, 0),
    ("HOST with a key", 406, 138),
    ("parse_url fails (ANSI)", 406, 91),
];

/// The counts of docs/jvm.md on the real URL lists.
const REAL: &[(&str, usize, usize)] = &[
    ("HOST", 97632, 517),
    ("PATH", 97632, 360),
    ("QUERY", 97632, 22),
    ("REF", 97632, 26),
    ("PROTOCOL", 97632, 341),
    ("FILE", 97632, 360),
    ("AUTHORITY", 97632, 6519),
    ("USERINFO", 97632, 0),
    ("QUERY with a key", 8052, 0),
    ("HOST with a key", 97632, 91463),
    ("parse_url fails (ANSI)", 97632, 341),
];
