//! `parse_url` and `try_parse_url` through SQL, against pyspark 4's answers
//! in tests/data/spark/vectors.jsonl (made by scripts/spark_vectors.sh;
//! Spark and Java versions on its first line).

use datafusion::arrow::datatypes::DataType;

use crate::common::{Config, Vector, literal, run, session, strings, table, vectors};

const TYPES: [DataType; 3] = [DataType::Utf8, DataType::LargeUtf8, DataType::Utf8View];

/// The vectors try_parse_url answers (not the NumberFormatException ones),
/// and the configurations they were asked, in the file's order.
fn answered(vs: &[Vector]) -> (Vec<&Vector>, Vec<Config>) {
    let rows: Vec<&Vector> = vs.iter().filter(|v| v.answers.is_some()).collect();
    let configs = rows[0]
        .answers
        .as_ref()
        .expect("answers")
        .iter()
        .map(|(c, _)| c.clone())
        .collect();
    (rows, configs)
}

/// Compares the columns of `SELECT f(url, config...) ...` with pyspark's
/// answers for `rows`; returns the differences.
fn differences(
    rows: &[&Vector],
    configs: &[Config],
    got: &[(DataType, Vec<Option<String>>)],
    expect: impl Fn(&Vector, usize) -> Option<String>,
) -> Vec<String> {
    let mut problems = Vec::new();
    for (c, config) in configs.iter().enumerate() {
        for (r, v) in rows.iter().enumerate() {
            let want = expect(v, c);
            if got[c].1[r] != want {
                problems.push(format!(
                    "{:?} {config}: spark {want:?}, got {:?}",
                    v.url, got[c].1[r]
                ));
            }
        }
    }
    problems
}

fn spark(v: &Vector, c: usize) -> Option<String> {
    v.answers.as_ref().expect("answers")[c].1.clone()
}

fn select(function: &str, column: &str, configs: &[Config]) -> String {
    let cols: Vec<String> = configs
        .iter()
        .map(|c| format!("{function}({column}, {})", c.sql_args()))
        .collect();
    format!("SELECT {} FROM v", cols.join(", "))
}

#[tokio::test]
async fn try_parse_url_equals_spark_for_every_part_and_key_in_every_string_type() {
    let vs = vectors();
    let (rows, configs) = answered(&vs);
    assert!(
        rows.len() > 400 && configs.len() == 29,
        "{} {}",
        rows.len(),
        configs.len()
    );
    let urls: Vec<Option<&str>> = rows.iter().map(|v| Some(v.url.as_str())).collect();
    let ctx = session(true);
    for t in &TYPES {
        table(&ctx, "v", vec![("url", strings(&urls, t))]);
        let got = run(&ctx, &select("try_parse_url", "url", &configs))
            .await
            .expect("query");
        assert!(
            got.iter().all(|(dt, _)| dt == t),
            "{t}: {:?}",
            got.iter().map(|c| &c.0).collect::<Vec<_>>()
        );
        let problems = differences(&rows, &configs, &got, spark);
        assert!(problems.is_empty(), "{t}:\n{}", problems.join("\n"));
    }
}

#[tokio::test]
async fn parse_url_under_ansi_fails_with_invalid_url_exactly_where_spark_does() {
    let vs = vectors();
    let ctx = session(true);
    // The URLs Spark accepts: parse_url answers as try_parse_url, every part.
    let valid: Vec<&Vector> = vs.iter().filter(|v| v.ansi.is_none()).collect();
    let (_, configs) = answered(&vs);
    let urls: Vec<Option<&str>> = valid.iter().map(|v| Some(v.url.as_str())).collect();
    table(&ctx, "v", vec![("url", strings(&urls, &DataType::Utf8))]);
    let got = run(&ctx, &select("parse_url", "url", &configs))
        .await
        .expect("query");
    let problems = differences(&valid, &configs, &got, spark);
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    // Each URL Spark fails on fails the query, with Spark's message.
    let mut failed = 0;
    for v in vs.iter().filter(|v| v.ansi.is_some()) {
        table(
            &ctx,
            "v",
            vec![("url", strings(&[Some(&v.url)], &DataType::Utf8View))],
        );
        let e = run(&ctx, "SELECT parse_url(url, 'HOST') FROM v")
            .await
            .expect_err(&v.url)
            .to_string();
        match v.ansi.as_deref() {
            Some("INVALID_URL") => {
                let shown = urigram::escape::text(v.url.as_bytes(), true);
                let want = format!(
                    "[INVALID_URL] The url is invalid: {shown}. Use `try_parse_url` to tolerate invalid URL and return NULL instead. SQLSTATE: 22P02"
                );
                assert!(e.contains(&want), "{:?}: {e}", v.url);
            }
            other => assert_eq!(other, Some("NumberFormatException"), "{:?}", v.url),
        }
        failed += 1;
    }
    assert_eq!(failed, 105);
}

#[tokio::test]
async fn without_ansi_parse_url_gives_null_for_an_invalid_url_and_key_first() {
    let vs = vectors();
    let invalid: Vec<Option<&str>> = vs
        .iter()
        .filter(|v| v.ansi.as_deref() == Some("INVALID_URL"))
        .map(|v| Some(v.url.as_str()))
        .collect();
    assert_eq!(invalid.len(), 102);
    let ctx = session(false);
    table(
        &ctx,
        "v",
        vec![("url", strings(&invalid, &DataType::LargeUtf8))],
    );
    for f in ["parse_url", "try_parse_url"] {
        let got = run(
            &ctx,
            &format!("SELECT {f}(url, 'HOST'), {f}(url, 'QUERY', 'a') FROM v"),
        )
        .await
        .expect(f);
        assert!(
            got.iter().all(|(_, c)| c.iter().all(Option::is_none)),
            "{f}"
        );
    }
    // Under ANSI, a key with a part other than QUERY is null before the URL
    // is read: pyspark 4.3.0 gives null for parse_url('http://h/a b',
    // 'HOST', 'a') with ANSI on (its default).
    let ctx = session(true);
    table(&ctx, "v", vec![("url", strings(&invalid, &DataType::Utf8))]);
    let got = run(&ctx, "SELECT parse_url(url, 'HOST', 'a') FROM v")
        .await
        .expect("query");
    assert!(got[0].1.iter().all(Option::is_none));
}

#[tokio::test]
async fn part_and_key_as_columns_equal_spark() {
    let vs = vectors();
    let (rows, configs) = answered(&vs);
    let ctx = session(true);
    // Every (url, part) and (url, QUERY, key) the vectors hold, one a row.
    for with_key in [false, true] {
        let (mut urls, mut parts, mut keys, mut want) = (vec![], vec![], vec![], vec![]);
        for (c, config) in configs.iter().enumerate() {
            if config.key.is_some() != with_key {
                continue;
            }
            for v in &rows {
                urls.push(Some(v.url.as_str()));
                parts.push(Some(config.part.as_str()));
                keys.push(config.key.as_deref());
                want.push(spark(v, c));
            }
        }
        // A NULL in any argument gives NULL (as pyspark 4.3.0 answers
        // parse_url(NULL, 'HOST'), parse_url('http://h/', NULL) and
        // parse_url('http://h/?a=1', 'QUERY', NULL)).
        for (u, p, k) in [
            (None, Some("HOST"), Some("a")),
            (Some("http://h/?a=1"), None, Some("a")),
        ] {
            urls.push(u);
            parts.push(p);
            keys.push(k);
            want.push(None);
        }
        if with_key {
            urls.push(Some("http://h/?a=1"));
            parts.push(Some("QUERY"));
            keys.push(None);
            want.push(None);
        }
        let t = if with_key {
            DataType::Utf8View
        } else {
            DataType::LargeUtf8
        };
        table(
            &ctx,
            "v",
            vec![
                ("url", strings(&urls, &t)),
                ("part", strings(&parts, &t)),
                ("key", strings(&keys, &t)),
            ],
        );
        let sql = if with_key {
            "SELECT try_parse_url(url, part, key) FROM v"
        } else {
            "SELECT try_parse_url(url, part) FROM v"
        };
        let got = run(&ctx, sql).await.expect("query");
        assert_eq!(got[0].0, t);
        let problems: Vec<String> = (0..want.len())
            .filter(|&i| got[0].1[i] != want[i])
            .map(|i| {
                format!(
                    "{:?} {:?} {:?}: spark {:?}, got {:?}",
                    urls[i], parts[i], keys[i], want[i], got[0].1[i]
                )
            })
            .collect();
        assert!(problems.is_empty(), "{}", problems.join("\n"));
    }
}

#[tokio::test]
async fn literal_arguments_equal_spark() {
    let vs = vectors();
    let (rows, configs) = answered(&vs);
    let ctx = session(true);
    // A few URLs with every part, all arguments literals (folded to one
    // scalar call by the planner).
    for v in rows
        .iter()
        .filter(|v| v.url.contains('?') && v.url.starts_with("http"))
        .take(8)
    {
        let cols: Vec<String> = configs
            .iter()
            .map(|c| format!("parse_url({}, {})", literal(&v.url), c.sql_args()))
            .collect();
        let got = run(&ctx, &format!("SELECT {}", cols.join(", ")))
            .await
            .expect(&v.url);
        for (c, config) in configs.iter().enumerate() {
            assert_eq!(got[c].1, vec![spark(v, c)], "{:?} {config}", v.url);
        }
    }
    let got = run(&ctx, "SELECT parse_url(NULL, 'HOST'), parse_url('http://h/', NULL), parse_url('http://h/?a=1', 'QUERY', NULL)")
        .await
        .expect("NULLs");
    assert!(got.iter().all(|(_, c)| c == &vec![None]));
}

#[tokio::test]
async fn the_errors_spark_raises_in_any_mode_fail_the_query() {
    let vs = vectors();
    let numbers: Vec<&Vector> = vs.iter().filter(|v| v.answers.is_none()).collect();
    assert_eq!(numbers.len(), 3);
    let ctx = session(false);
    for v in numbers {
        let e = run(
            &ctx,
            &format!("SELECT try_parse_url({}, 'HOST')", literal(&v.url)),
        )
        .await
        .expect_err(&v.url);
        assert!(e.to_string().contains("Error at index"), "{e}");
    }
    // A key that is no regular expression (Spark: PatternSyntaxException),
    // and one whose Java reading urigram does not reproduce: errors, only
    // where Spark compiles the key (a QUERY part with a query).
    for (key, says) in [
        ("a(", "no regular expression"),
        ("k[]", "a character class"),
        ("a{2}", "a counted repetition"),
    ] {
        let sql = format!(
            "SELECT try_parse_url('http://h/?k=1', 'QUERY', {})",
            literal(key)
        );
        let e = run(&ctx, &sql).await.expect_err(key).to_string();
        assert!(e.contains(says), "{key}: {e}");
        let sql = format!(
            "SELECT try_parse_url('http://h/', 'QUERY', {}), try_parse_url('http://h/?k=1', 'HOST', {0})",
            literal(key)
        );
        let got = run(&ctx, &sql).await.expect(key);
        assert!(got.iter().all(|(_, c)| c == &vec![None]), "{key}");
    }
}

/// A call with another number of arguments than two or three, or with an
/// argument that is no string, is a plan error that says what is wrong (as
/// Spark's WRONG_NUM_ARGS and DATATYPE_MISMATCH are analysis errors), not
/// DataFusion's "Internal error".
#[tokio::test]
async fn a_call_missing_its_part_is_a_plan_error_naming_it() {
    let ctx = session(false);
    for (sql, says) in [
        (
            "SELECT parse_url('http://h/')",
            "the part to extract (HOST, PATH",
        ),
        ("SELECT try_parse_url('http://h/')", "is given one argument"),
        (
            "SELECT parse_url('http://h/', 'QUERY', 'k', 'x')",
            "takes two or three arguments, not 4",
        ),
        (
            "SELECT parse_url('http://h/', 1)",
            "its second argument (part) is Int64",
        ),
    ] {
        let e = run(&ctx, sql).await.expect_err(sql).to_string();
        assert!(e.contains(says), "{sql}: {e}");
        assert!(!e.contains("Internal error"), "{sql}: {e}");
    }
    // The string types still mix as before: the widest is taken.
    let got = run(
        &ctx,
        "SELECT parse_url(arrow_cast('http://h/?k=1', 'Utf8View'), 'QUERY', arrow_cast('k', 'LargeUtf8'))",
    )
    .await
    .expect("mixed string types");
    assert_eq!(got, vec![(DataType::Utf8View, vec![Some("1".to_string())])]);
}
