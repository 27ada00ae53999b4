//! `urigram java`: `--json` against java.net.URI's own answers (the
//! vectors `scripts/java_vectors.sh` recorded from the JDK, shared with the
//! library's tests), the line for people, standard error for exceptions,
//! exit codes, operands and standard input.

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

/// `(input, the JDK's answer)` for every vector.
fn vectors() -> Vec<(String, Value)> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/data/java/vectors.jsonl");
    std::fs::read_to_string(path)
        .unwrap()
        .lines()
        .skip(1)
        .map(|l| {
            let v: Value = serde_json::from_str(l).unwrap();
            (v["input"].as_str().unwrap().to_string(), v["jdk"].clone())
        })
        .collect()
}

#[test]
fn json_lines_equal_the_jdks_answers() {
    // Standard input is split at LF (and CR LF): inputs holding either go
    // as operands.
    let all = vectors();
    let (lined, other): (Vec<_>, Vec<_>) = all
        .iter()
        .partition(|(i, _)| !i.contains('\n') && !i.contains('\r'));
    let stdin: String = lined.iter().map(|(i, _)| format!("{i}\n")).collect();
    let out = urigram(&["java", "--json"], stdin.as_bytes());
    assert_eq!(out.status.code(), Some(1), "some vectors are invalid");
    let text = String::from_utf8(out.stdout).unwrap();
    let answers: Vec<Value> = text
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(answers.len(), lined.len());
    for ((input, jdk), ours) in lined.iter().zip(&answers) {
        assert_eq!(ours, jdk, "{input:?}");
    }
    assert!(other.is_empty() || other.len() < 5);
    assert!(out.stderr.is_empty());
}

#[test]
fn operands_and_the_human_line() {
    let out = urigram(&["java", "http://u@h:8/p?q#f", "mailto:a@b"], b"");
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(
        String::from_utf8(out.stdout).unwrap(),
        concat!(
            "opaque=false scheme=\"http\" ssp=\"//u@h:8/p?q\" authority=\"u@h:8\" userinfo=\"u\" ",
            "host=\"h\" port=8 path=\"/p\" query=\"q\" fragment=\"f\"\n",
            "opaque=true scheme=\"mailto\" ssp=\"a@b\" authority=null userinfo=null host=null ",
            "port=-1 path=null query=null fragment=null\n",
        )
    );
}

#[test]
fn an_exception_goes_to_standard_error_escaped() {
    // java: "Illegal character in path at index 10: http://h/a\u001bb".
    let out = urigram(&["java"], b"http://h/\x1bb\n//h\n");
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        String::from_utf8(out.stderr).unwrap(),
        "urigram java: input 1: java.net.URISyntaxException: Illegal character in path at index 9: http://h/\\x1bb\n"
    );
    assert!(
        String::from_utf8(out.stdout)
            .unwrap()
            .starts_with("opaque=false scheme=null ssp=\"//h\"")
    );
}

#[test]
fn the_number_format_exception_and_bytes_that_are_not_utf8() {
    let out = urigram(
        &["java", "--json"],
        b"http://[::99999999999.1.1.1]/\n/\xed\xa0\x80x\n",
    );
    let text = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<Value> = text
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    // What the JDK 17 throws and decodes (scripts/java/JavaUri.java, run by hand).
    assert_eq!(lines[0]["exception"], "java.lang.NumberFormatException");
    assert_eq!(lines[0]["message"], "Error at index 9 in: \"99999999999\"");
    assert_eq!(lines[0]["index"], Value::Null);
    assert_eq!(lines[1]["path"], "/\u{FFFD}x");
}
