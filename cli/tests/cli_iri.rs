//! `urigram to-uri` and `to-iri` on RFC 3987 sections 3.1 and 3.2's
//! examples, `--json`, exit codes, and `check --grammar rfc3987` with its
//! offsets in bytes at a character's start.

use std::io::Write;
use std::process::{Command, Output, Stdio};

use serde_json::Value;

fn run(args: &[&str], stdin: Option<&[u8]>) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_urigram"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut input = child.stdin.take().unwrap();
    if let Some(bytes) = stdin {
        input.write_all(bytes).unwrap();
    }
    drop(input);
    child.wait_with_output().unwrap()
}

fn stdout(o: &Output) -> String {
    String::from_utf8(o.stdout.clone()).unwrap()
}

fn json_lines(o: &Output) -> Vec<Value> {
    stdout(o)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

#[test]
fn s3_1_examples_through_to_uri() {
    let o = run(
        &[
            "to-uri",
            "http://r\u{e9}sum\u{e9}.example.org",
            "http://www.example.org/red%09ros\u{e9}#red",
        ],
        None,
    );
    assert_eq!(
        stdout(&o),
        "http://r%C3%A9sum%C3%A9.example.org\nhttp://www.example.org/red%09ros%C3%A9#red\n"
    );
    assert_eq!(o.status.code(), Some(0));
}

#[test]
fn s3_2_examples_through_to_iri() {
    let o = run(
        &["to-iri"],
        Some(
            b"http://www.example.org/D%C3%BCrst\nhttp://www.example.org/D%FCrst\n\
              http://xn--99zt52a.example.org/%e2%80%ae\n",
        ),
    );
    assert_eq!(
        stdout(&o),
        "http://www.example.org/D\u{fc}rst\nhttp://www.example.org/D%FCrst\n\
         http://xn--99zt52a.example.org/%e2%80%ae\n"
    );
    assert_eq!(o.status.code(), Some(0));
}

#[test]
fn json_lines_errors_and_exit_codes() {
    // U+FDD0 is no ucschar: the error stands at its first byte, 9.
    let o = run(
        &["to-uri", "--json"],
        Some(b"http://\xe4\xbe\x8b.jp/\nhttp://a/\xef\xb7\x90\nhttp://a/\xff\n"),
    );
    assert_eq!(o.status.code(), Some(1));
    let lines = json_lines(&o);
    assert_eq!(lines.len(), 3);
    assert_eq!(lines[0]["result"], "http://%E4%BE%8B.jp/");
    assert_eq!(lines[1]["error"]["offset"], 9);
    assert_eq!(lines[1]["error"]["rule"], "ipchar");
    assert!(
        lines[1]["error"]["message"]
            .as_str()
            .unwrap()
            .contains("ucschar")
    );
    // Not UTF-8: at the first bad byte, for both commands.
    let o = run(&["to-uri", "--json"], Some(b"http://a/b\xe4\xb8\n"));
    assert_eq!(json_lines(&o)[0]["error"]["offset"], 10);
    let o = run(&["to-iri", "--json"], Some(b"http://a/\xff\n/\xc3\xa9\n"));
    let lines = json_lines(&o);
    assert_eq!(lines[0]["error"]["offset"], 9);
    // An IRI is no URI.
    assert_eq!(lines[1]["error"]["offset"], 1);
    assert_eq!(o.status.code(), Some(1));
    // A frame on stderr without --json.
    let o = run(&["to-uri", "http://a/\u{e000}"], None);
    assert_eq!(o.status.code(), Some(1));
    let err = String::from_utf8(o.stderr).unwrap();
    assert!(err.contains("IRI-reference"), "{err}");
}

#[test]
fn check_grammar_rfc3987_rules_with_offsets_in_bytes() {
    let cases: &[(&str, &str, Option<u64>)] = &[
        ("IRI", "https://\u{4f8b}\u{3048}.jp/\u{30d1}\u{30b9}", None),
        ("IRI", "http://a/\u{fdd0}", Some(9)),
        ("iquery", "\u{e000}", None),
        ("ifragment", "\u{e000}", Some(0)),
        ("ireg-name", "\u{4f8b} ", Some(3)),
        ("ucschar", "\u{a0}", None),
        ("iprivate", "\u{10fffd}", None),
        ("IPv6address", "::1", None),
    ];
    for &(rule, input, offset) in cases {
        let o = run(
            &[
                "check",
                "--json",
                "--grammar",
                "rfc3987",
                "--rule",
                rule,
                input,
            ],
            None,
        );
        let v = &json_lines(&o)[0];
        match offset {
            None => assert_eq!(v["valid"], true, "{rule} {input:?}: {v}"),
            Some(at) => assert_eq!(v["error"]["offset"], at, "{rule} {input:?}: {v}"),
        }
    }
}

#[test]
fn parse_grammar_rfc3987_gives_the_components() {
    let o = run(
        &[
            "parse",
            "--json",
            "--grammar",
            "rfc3987",
            "http://u@\u{4f8b}.jp:80/\u{30d1}?q#f",
        ],
        None,
    );
    let v = &json_lines(&o)[0]["ast"];
    assert_eq!(v["kind"], "IRI");
    assert_eq!(v["scheme"], "http");
    assert_eq!(v["authority"]["userinfo"], "u");
    assert_eq!(v["authority"]["host"]["text"], "\u{4f8b}.jp");
    assert_eq!(v["authority"]["host"]["kind"], "ireg-name");
    assert_eq!(v["authority"]["port"], "80");
    assert_eq!(v["path"]["text"], "/\u{30d1}");
    assert_eq!(v["path"]["kind"], "ipath-abempty");
    assert_eq!(
        (v["query"].as_str(), v["fragment"].as_str()),
        (Some("q"), Some("f"))
    );
    let o = run(&["parse", "--json", "--grammar", "rfc3987", "../x"], None);
    let v = &json_lines(&o)[0]["ast"];
    assert_eq!(
        (v["kind"].as_str(), v["path"]["kind"].as_str()),
        (Some("irelative-ref"), Some("ipath-noscheme"))
    );
}

#[test]
fn s5_3_examples_through_to_iri_and_to_uri() {
    // 5.3.2.3: the percent-encoded e-acute is an iunreserved character.
    let o = run(
        &["to-iri", "http://www.example.org/r%C3%A9sum%C3%A9.html"],
        None,
    );
    assert_eq!(stdout(&o), "http://www.example.org/r\u{e9}sum\u{e9}.html\n");
    // 5.3.2's pair: "{" is no character a URI holds, so "%7B" stays encoded.
    let o = run(&["to-iri", "example://a/b/c/%7Bfoo%7D/ros%C3%A9"], None);
    assert_eq!(stdout(&o), "example://a/b/c/%7Bfoo%7D/ros\u{e9}\n");
    let o = run(&["to-uri", "example://a/b/c/%7Bfoo%7D/ros\u{e9}"], None);
    assert_eq!(stdout(&o), "example://a/b/c/%7Bfoo%7D/ros%C3%A9\n");
}
