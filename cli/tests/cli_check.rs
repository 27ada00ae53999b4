//! `urigram check --json --rule R` for every rule name of the grammar file:
//! one JSON object per input line, in order, in issue 2's format, with the
//! verdict and offset of the DFA oracle; exit codes 0, 1 and 2; raw lines
//! (not UTF-8, CR LF, no final newline).

use std::io::Write;
use std::process::{Command, Stdio};

use proptest::strategy::{Strategy, ValueTree};
use proptest::test_runner::TestRunner;
use serde_json::Value;

use crate::oracle::generate;
use crate::oracle::regex::{Verdict, grammar, verdict};

const BIN: &str = env!("CARGO_BIN_EXE_urigram");

/// Runs `urigram args` with `stdin`; returns the exit code and stdout lines.
fn run(args: &[&str], stdin: &[u8]) -> (i32, Vec<String>) {
    let mut child = Command::new(BIN)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut pipe = child.stdin.take().unwrap();
    let data = stdin.to_vec();
    let writer = std::thread::spawn(move || {
        let _ = pipe.write_all(&data);
    });
    let out = child.wait_with_output().unwrap();
    writer.join().unwrap();
    let stdout = String::from_utf8(out.stdout).unwrap();
    (
        out.status.code().unwrap(),
        stdout.lines().map(str::to_string).collect(),
    )
}

/// The rules whose AST is the reference shape of issue 2.
const REFERENCE_RULES: &[&str] = &["URI-reference", "URI", "relative-ref", "absolute-URI"];

/// Checks one answer line against the oracle and issue 2's format.
fn check_answer(rule: &str, input: &[u8], line: &str) {
    let v: Value = serde_json::from_str(line).unwrap_or_else(|e| panic!("{line}: {e}"));
    assert_eq!(crate::cli_bytes::input_of(&v), input, "{line}");
    match verdict(rule, input) {
        Verdict::Match => {
            assert_eq!(v["valid"], Value::Bool(true), "{rule}: {line}");
            assert!(v.get("error").is_none(), "{line}");
            let ast = &v["ast"];
            assert!(ast.is_object(), "{line}");
            if REFERENCE_RULES.contains(&rule) {
                check_reference_ast(rule, std::str::from_utf8(input).unwrap(), ast);
            }
        }
        Verdict::Fail(at) => {
            assert_eq!(v["valid"], Value::Bool(false), "{rule}: {line}");
            assert!(v.get("ast").is_none(), "{line}");
            let e = &v["error"];
            assert_eq!(e["offset"].as_u64(), Some(at as u64), "{rule}: {line}");
            let rules: Vec<&str> = e["rules"]
                .as_array()
                .unwrap()
                .iter()
                .map(|r| r.as_str().unwrap())
                .collect();
            // The path runs from the rule asked for to the innermost rule,
            // and every name in it is a rule of the grammar file.
            let innermost = e["rule"].as_str().unwrap();
            if !rules.is_empty() {
                assert_eq!(rules[0], rule, "{line}");
                assert_eq!(*rules.last().unwrap(), innermost, "{line}");
            }
            for r in rules.iter().chain([&innermost]) {
                assert!(grammar().get(r).is_some(), "{r} in {line}");
            }
            assert!(
                e["expected"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .all(Value::is_string),
                "{line}"
            );
            assert!(!e["message"].as_str().unwrap().is_empty(), "{line}");
        }
    }
}

/// `{"scheme", "authority", "path", "query", "fragment"}` as issue 2 defines
/// them, checked against the input's own text.
fn check_reference_ast(rule: &str, input: &str, ast: &Value) {
    let obj = ast.as_object().unwrap();
    let keys: Vec<&str> = obj.keys().map(String::as_str).collect();
    assert_eq!(
        keys,
        ["scheme", "authority", "path", "query", "fragment"],
        "{input:?}"
    );
    let r = urigram::UriRef::parse(input).unwrap();
    let opt = |v: &Value| v.as_str().map(str::to_string);
    assert_eq!(opt(&ast["scheme"]), r.scheme().map(|s| s.to_string()));
    if rule == "relative-ref" {
        assert!(ast["scheme"].is_null());
    }
    if rule == "URI" || rule == "absolute-URI" {
        assert!(ast["scheme"].is_string());
    }
    assert_eq!(opt(&ast["query"]), r.query().map(|s| s.to_string()));
    assert_eq!(opt(&ast["fragment"]), r.fragment().map(|s| s.to_string()));
    if rule == "absolute-URI" {
        assert!(ast["fragment"].is_null());
    }
    let path = &ast["path"];
    assert_eq!(path["text"].as_str(), Some(r.path().as_str()));
    assert!(
        ["abempty", "absolute", "noscheme", "rootless", "empty"]
            .contains(&path["kind"].as_str().unwrap()),
        "{input:?}"
    );
    match (&ast["authority"], r.authority()) {
        (Value::Null, None) => {}
        (a, Some(ours)) => {
            assert_eq!(opt(&a["userinfo"]), ours.userinfo().map(|u| u.to_string()));
            assert_eq!(opt(&a["port"]), ours.port().map(|p| p.to_string()));
            let host = &a["host"];
            let text = host["text"].as_str().unwrap();
            match host["kind"].as_str().unwrap() {
                "ipv6" | "ipvfuture" => {
                    // What stands between the brackets.
                    assert_eq!(format!("[{text}]"), ours.host().as_str(), "{input:?}");
                }
                "ipv4" => {
                    assert!(text.parse::<std::net::Ipv4Addr>().is_ok(), "{input:?}");
                    assert_eq!(text, ours.host().as_str());
                }
                "reg-name" => assert_eq!(text, ours.host().as_str()),
                other => panic!("host kind {other:?} in {input:?}"),
            }
        }
        (a, None) => panic!("{input:?}: authority {a} but none parsed"),
    }
}

/// Inputs for rule `name`: a few strings generated from the grammar (valid
/// by construction), the same edited, and the catalog's invalid lines.
fn inputs_for(name: &str) -> Vec<Vec<u8>> {
    let mut runner = TestRunner::deterministic();
    let valid = generate::rule(name);
    let edited = generate::mutated(name);
    let mut out = Vec::new();
    for _ in 0..4 {
        out.push(valid.new_tree(&mut runner).unwrap().current());
        out.push(edited.new_tree(&mut runner).unwrap().current().1);
    }
    // A line holding a newline byte cannot be one input line; CR before it
    // would be taken as the line ending.
    out.retain(|s| !s.contains(&b'\n') && s.last() != Some(&b'\r'));
    out.push(b"\x01".to_vec());
    out
}

#[test]
fn every_rule_answers_in_the_issue_format() {
    let names = grammar().names();
    assert_eq!(names.len(), 39);
    for name in names {
        let inputs = inputs_for(name);
        let mut stdin = Vec::new();
        for i in &inputs {
            stdin.extend_from_slice(i);
            stdin.push(b'\n');
        }
        let (code, lines) = run(&["check", "--json", "--rule", name], &stdin);
        assert_eq!(lines.len(), inputs.len(), "{name}: one object per line");
        for (input, line) in inputs.iter().zip(&lines) {
            check_answer(name, input, line);
        }
        // "\x01" is never valid, so some line was invalid.
        assert_eq!(code, 1, "{name}");
    }
}

#[test]
fn exit_codes() {
    let (code, lines) = run(&["check", "--json"], b"http://h/\n/a\n");
    assert_eq!((code, lines.len()), (0, 2));
    let (code, _) = run(&["check", "-q"], b"a\nb c\n");
    assert_eq!(code, 1);
    let (code, _) = run(&["check", "--rule", "no-such-rule"], b"a\n");
    assert_eq!(code, 2);
    let (code, _) = run(&["check", "--no-such-option"], b"a\n");
    assert_eq!(code, 2);
    // Operands instead of stdin.
    let (code, lines) = run(
        &["check", "--json", "--rule", "IPv6address", "::1", "1::2::3"],
        b"",
    );
    assert_eq!((code, lines.len()), (1, 2));
    check_answer("IPv6address", b"::1", &lines[0]);
    check_answer("IPv6address", b"1::2::3", &lines[1]);
}

#[test]
fn raw_lines_not_utf8_crlf_and_no_final_newline() {
    let stdin: &[u8] = b"http://h/\xff\r\nhttp://h/a\r\na\xc3\xa9\nhttp://h/\rx\n\nlast";
    let (code, lines) = run(&["check", "--json"], stdin);
    assert_eq!(code, 1);
    let inputs: [&[u8]; 6] = [
        b"http://h/\xff",
        b"http://h/a",
        b"a\xc3\xa9",
        b"http://h/\rx",
        b"",
        b"last",
    ];
    assert_eq!(lines.len(), inputs.len(), "{lines:#?}");
    for (input, line) in inputs.iter().zip(&lines) {
        check_answer("URI-reference", input, line);
    }
    // The bad byte itself is the offset, for every rule that could have
    // gone on before it.
    let (_, lines) = run(&["check", "--json", "--rule", "segment"], b"ab\x80cd\n");
    let v: Value = serde_json::from_str(&lines[0]).unwrap();
    assert_eq!(v["error"]["offset"], 2);
}
