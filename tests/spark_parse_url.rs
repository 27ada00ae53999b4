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
