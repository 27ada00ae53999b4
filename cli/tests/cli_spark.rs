//! `urigram spark parse-url`: every part and key against pyspark 4's
//! recorded `try_parse_url` answers (`tests/data/spark/vectors.jsonl`, made
//! by `scripts/spark_vectors.sh`), `--ansi` flagging exactly the URLs
//! Spark's ANSI `parse_url` fails on, and its usage errors.

use std::io::Write;
use std::path::Path;
use std::process::{Command, Output, Stdio};

use serde_json::Value;

fn urigram(args: &[&str], stdin: &[u8]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_urigram"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(stdin).unwrap();
    child.wait_with_output().unwrap()
}

fn answers(args: &[&str], urls: &[&Value]) -> Vec<Value> {
    let stdin: String = urls
        .iter()
        .map(|r| format!("{}\n", r["url"].as_str().unwrap()))
        .collect();
    let out = urigram(args, stdin.as_bytes());
    let text = String::from_utf8(out.stdout).unwrap();
    text.lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

#[test]
fn every_part_and_key_equals_pyspark() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/data/spark/vectors.jsonl");
    let text = std::fs::read_to_string(path).unwrap();
    let rows: Vec<Value> = text
        .lines()
        .skip(1)
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    // Lines of standard input: no LF or CR inside; and not the rows whose
    // NumberFormatException fails Spark's whole query.
    let urls: Vec<&Value> = rows
        .iter()
        .filter(|r| {
            let u = r["url"].as_str().unwrap();
            !u.contains(['\n', '\r']) && r["try"].get("error").is_none()
        })
        .collect();
    assert!(urls.len() > 400);
    let configs: Vec<&String> = urls[0]["try"].as_object().unwrap().keys().collect();
    assert!(configs.len() >= 25);
    for config in configs {
        let mut args = vec!["spark", "parse-url"];
        args.extend(config.splitn(2, ' '));
        let ours = answers(&args, &urls);
        assert_eq!(ours.len(), urls.len(), "{config}");
        for (r, mine) in urls.iter().zip(&ours) {
            assert_eq!(*mine, r["try"][config], "{:?} {config}", r["url"]);
        }
    }
    let ours = answers(&["spark", "parse-url", "--ansi", "HOST"], &urls);
    for (r, mine) in urls.iter().zip(&ours) {
        let flagged = mine.get("error").is_some_and(|e| e == "INVALID_URL");
        assert_eq!(flagged, r["ansi"] == "INVALID_URL", "{:?}", r["url"]);
    }
}

#[test]
fn errors_are_json_lines_and_the_exit_status_says_so() {
    let out = urigram(
        &["spark", "parse-url", "--ansi", "QUERY", "b"],
        b"http://h/?a=1&b=2\nhttp://h/a b\n",
    );
    assert_eq!(out.status.code(), Some(1));
    let text = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<Value> = text
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines[0], "2");
    assert_eq!(lines[1]["error"], "INVALID_URL");
    // Spark's message, from pyspark 4.3.0.
    assert_eq!(
        lines[1]["message"],
        "[INVALID_URL] The url is invalid: http://h/a b. Use `try_parse_url` to tolerate invalid URL and return NULL instead. SQLSTATE: 22P02"
    );
    let out = urigram(&["spark", "parse-url", "HOST"], b"http://h/a b\n");
    assert_eq!(
        (out.status.code(), out.stdout),
        (Some(0), b"null\n".to_vec())
    );
    // A key JDK 17's Pattern refuses (tests/data/spark/key_patterns.tsv):
    // the line with a query fails as Spark's query does, one without gives
    // null (Spark compiles no pattern there).
    let out = urigram(
        &["spark", "parse-url", "QUERY", "???"],
        b"http://h/?k=1\nhttp://h/\n",
    );
    assert_eq!(out.status.code(), Some(1));
    let text = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<Value> = text
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines[0]["error"], "java.util.regex.PatternSyntaxException");
    assert!(
        lines[0]["message"]
            .as_str()
            .unwrap()
            .contains("Dangling meta character '?' near index 7"),
        "{}",
        lines[0]
    );
    assert_eq!(lines[1], Value::Null);
}

#[test]
fn usage_errors() {
    for (args, what) in [
        (&["spark"][..], "needs a function"),
        (
            &["spark", "parse-uri", "HOST"],
            "no spark function 'parse-uri'",
        ),
        (&["spark", "parse-url"], "needs a PART"),
        (
            &["spark", "parse-url", "QUERY", "a", "b"],
            "at most one KEY",
        ),
    ] {
        let out = urigram(args, b"");
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(
            String::from_utf8(out.stderr).unwrap().contains(what),
            "{args:?}"
        );
    }
}
