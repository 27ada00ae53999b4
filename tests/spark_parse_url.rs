//! `urigram::spark::parse_url` against Spark: every value of
//! `tests/data/spark/vectors.jsonl` (pyspark's `try_parse_url` for every
//! part and a set of keys, and whether ANSI `parse_url` fails, on OpenJDK's
//! Test.java strings and the java edge strings; made by
//! `scripts/spark_vectors.sh`, Spark and Java versions on its first line),
//! and the keys whose Java reading is not reproduced.

use std::path::Path;

use serde_json::Value;
use urigram::spark::{KeyError, ParseUrl, SparkError, parse_url, try_parse_url};

fn vectors() -> (Value, Vec<Value>) {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/spark/vectors.jsonl");
    let text = std::fs::read_to_string(path).unwrap();
    let mut lines = text
        .lines()
        .map(|l| serde_json::from_str::<Value>(l).unwrap());
    let head = lines.next().unwrap();
    (head, lines.collect())
}

fn value(r: Result<Option<std::borrow::Cow<'_, str>>, SparkError>) -> Value {
    match r {
        Ok(Some(s)) => Value::String(s.into_owned()),
        Ok(None) => Value::Null,
        Err(e) => Value::String(format!("error: {}", e.name())),
    }
}

#[test]
fn try_parse_url_and_ansi_equal_spark_on_every_vector() {
    let (head, rows) = vectors();
    assert!(head["spark"].as_str().unwrap().starts_with("4."), "{head}");
    assert_eq!(head["ansi_default"], "true");
    assert!(rows.len() > 400);
    let mut compared = 0;
    let mut problems = Vec::new();
    for row in &rows {
        let url = row["url"].as_str().unwrap();
        match row["try"].get("error") {
            // The one failure try_parse_url does not absorb.
            Some(e) => {
                assert_eq!(e, "NumberFormatException", "{url:?}");
                let r = try_parse_url(url, "HOST", None);
                assert!(matches!(r, Err(SparkError::NumberFormat(_))), "{url:?}");
            }
            None => {
                for (config, spark) in row["try"].as_object().unwrap() {
                    let (part, key) = match config.split_once(' ') {
                        Some((p, k)) => (p, Some(k)),
                        None => (config.as_str(), None),
                    };
                    compared += 1;
                    let ours = value(try_parse_url(url, part, key));
                    if ours != *spark {
                        problems.push(format!("{url:?} {config:?}: spark {spark}, urigram {ours}"));
                    }
                }
            }
        }
        let ansi = match parse_url(url, "HOST", None) {
            Err(SparkError::InvalidUrl(_)) => Value::from("INVALID_URL"),
            Err(SparkError::NumberFormat(_)) => Value::from("NumberFormatException"),
            _ => Value::Null,
        };
        if ansi != row["ansi"] {
            problems.push(format!(
                "{url:?} under ANSI: spark {}, urigram {ansi}",
                row["ansi"]
            ));
        }
    }
    assert!(compared > 10_000, "{compared}");
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn a_key_java_may_read_otherwise_is_an_error_only_where_spark_would_compile_it() {
    let with_query = "http://h/p?a=1&k=2";
    for key in ["k[]", "a{2}", "(?i)k", "\\d", "a++", "\\Q.\\E", "\\<"] {
        let r = try_parse_url(with_query, "QUERY", Some(key));
        assert!(
            matches!(r, Err(SparkError::Key(KeyError::Unsupported { .. }))),
            "{key:?}: {r:?}"
        );
        // Spark never compiles the key without a query, or for another part.
        assert_eq!(
            try_parse_url("http://h/p", "QUERY", Some(key)).unwrap(),
            None
        );
        assert_eq!(try_parse_url(with_query, "HOST", Some(key)).unwrap(), None);
    }
    // Read alike by both engines, and no pattern: Spark's query fails too
    // (java.util.regex.PatternSyntaxException, checked with pyspark 4.3.0).
    let r = try_parse_url(with_query, "QUERY", Some("a("));
    assert!(
        matches!(r, Err(SparkError::Key(KeyError::Pattern(_)))),
        "{r:?}"
    );
    // Metacharacters both read alike match as a pattern, as in Spark.
    let f = ParseUrl::new("QUERY", Some("a.c"), true);
    assert_eq!(f.eval("http://h/?abc=1").unwrap().as_deref(), Some("1"));
}

/// A key whose pattern JDK 17 refuses with a "Dangling meta character"
/// (a quantifier after a quantifier and its one `?` or `+`, or after `(`
/// or `|`: `???`, `a**`, `a??+`) fails as Spark's query fails, with
/// Java's description and index, though the `regex` crate would read it;
/// the keys around it that Java reads give Java's group. Vectors:
/// `tests/data/spark/key_patterns.tsv`, made by
/// `scripts/spark_key_vectors.sh` with JDK 17's `java.util.regex`.
#[test]
fn a_key_java_refuses_fails_as_in_spark_and_its_neighbours_read_as_java_reads_them() {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/spark/key_patterns.tsv"
    ))
    .unwrap();
    let header = text.lines().next().unwrap();
    let query = header.rsplit(' ').next().unwrap();
    let url = format!("http://h/?{query}");
    let mut refused = 0;
    let mut rows = 0;
    for line in text.lines().filter(|l| !l.starts_with('#')) {
        let f: Vec<&str> = line.split('\t').collect();
        let (key, verdict) = (f[0], f[1]);
        rows += 1;
        let got = try_parse_url(&url, "QUERY", Some(key));
        match verdict {
            "err" => {
                refused += 1;
                let java = format!("{} near index {}", f[2], f[3]);
                assert!(
                    matches!(&got, Err(SparkError::Key(KeyError::Pattern(m))) if *m == java),
                    "{key:?}: Java says {java:?}, urigram {got:?}"
                );
                // Spark's try_parse_url fails too: only where it compiles
                // the key (a QUERY with a query).
                assert_eq!(
                    try_parse_url("http://h/", "QUERY", Some(key)).unwrap(),
                    None
                );
            }
            _ => {
                let want = (f[2] != "null").then_some(f[2]);
                assert_eq!(got.unwrap().as_deref(), want, "{key:?}");
            }
        }
    }
    assert_eq!((rows, refused), (38, 19));
}
