//! `--grammar`: `urigram check --json --grammar G --rule R` for every grammar
//! beside RFC 3986's (which `cli_check` covers) and every rule name of its
//! ABNF file, against the independent oracle built from that file; and
//! `urigram grammars`, against the files' rule names.

use std::process::{Command, Stdio};
use std::sync::OnceLock;

use proptest::strategy::{Strategy, ValueTree};
use proptest::test_runner::TestRunner;
use serde_json::Value;

use crate::oracle::abnf::Grammar;
use crate::oracle::generate::{self, rule_in};
use crate::oracle::regex::{Oracle, Verdict};

const BIN: &str = env!("CARGO_BIN_EXE_urigram");

/// Runs `urigram args` with `stdin`: exit code, stdout, stderr.
fn run(args: &[&str], stdin: &[u8]) -> (i32, String, String) {
    use std::io::Write;
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
    (
        out.status.code().unwrap(),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

/// The ABNF of each grammar `--grammar` takes, read from `grammar/`.
fn file_of(name: &str) -> &'static Grammar {
    static RFC2396: OnceLock<Grammar> = OnceLock::new();
    static RFC1808: OnceLock<Grammar> = OnceLock::new();
    static RFC1945: OnceLock<Grammar> = OnceLock::new();
    static RFC6874: OnceLock<Grammar> = OnceLock::new();
    static RFC9112: OnceLock<Grammar> = OnceLock::new();
    static RFC3986: OnceLock<Grammar> = OnceLock::new();
    static RFC3987: OnceLock<Grammar> = OnceLock::new();
    let over = |file: &str| Grammar::load().with_overrides(&Grammar::load_file(file));
    match name {
        "rfc2396" => RFC2396.get_or_init(|| Grammar::load_file("rfc2396.abnf")),
        "rfc1808" => RFC1808.get_or_init(|| Grammar::load_file("rfc1808.abnf")),
        "rfc1945" => RFC1945.get_or_init(|| Grammar::load_file("rfc1945.abnf")),
        "rfc6874" => RFC6874.get_or_init(|| over("rfc6874.abnf")),
        "rfc9112" => RFC9112.get_or_init(|| over("rfc9112.abnf")),
        "rfc3986" => RFC3986.get_or_init(Grammar::load),
        "rfc3987" => RFC3987.get_or_init(|| Grammar::load_file("rfc3987.abnf")),
        other => panic!("no ABNF file for {other}"),
    }
}

/// Inputs for rule `name` of `g`: strings generated from the grammar (valid
/// by construction), the same with one edit, and a control character.
fn inputs_for(g: &Grammar, name: &str) -> Vec<Vec<u8>> {
    let mut runner = TestRunner::deterministic();
    let valid = rule_in(g, name);
    let edits = generate::mutation();
    let mut out = Vec::new();
    for _ in 0..4 {
        let s = valid.new_tree(&mut runner).unwrap().current();
        let edit = edits.new_tree(&mut runner).unwrap().current();
        out.push(edit.apply(&s));
        out.push(s);
    }
    out.retain(|s| !s.contains(&b'\n') && s.last() != Some(&b'\r'));
    out.push(b"\x01".to_vec());
    out
}

/// Checks one JSON line against the oracle's verdict.
fn check_line(grammar: &str, rule: &str, oracle: &Oracle, input: &[u8], line: &str) {
    let v: Value = serde_json::from_str(line).unwrap_or_else(|e| panic!("{line}: {e}"));
    assert_eq!(crate::cli_bytes::input_of(&v), input, "{line}");
    let g = file_of(grammar);
    match oracle.verdict(input) {
        Verdict::Match => {
            assert_eq!(v["valid"], Value::Bool(true), "{grammar} {rule}: {line}");
            assert!(v["ast"].is_object(), "{line}");
            assert!(v.get("error").is_none(), "{line}");
        }
        Verdict::Fail(at) => {
            assert_eq!(v["valid"], Value::Bool(false), "{grammar} {rule}: {line}");
            assert!(v.get("ast").is_none(), "{line}");
            let e = &v["error"];
            assert_eq!(
                e["offset"].as_u64(),
                Some(at as u64),
                "{grammar} {rule}: {line}"
            );
            let rules: Vec<&str> = e["rules"]
                .as_array()
                .unwrap()
                .iter()
                .map(|r| r.as_str().unwrap())
                .collect();
            let innermost = e["rule"].as_str().unwrap();
            if let (Some(first), Some(last)) = (rules.first(), rules.last()) {
                assert!(first.eq_ignore_ascii_case(rule), "{grammar}: {line}");
                assert_eq!(*last, innermost, "{line}");
            }
            for r in rules.iter().chain([&innermost]) {
                assert!(g.get(r).is_some(), "{grammar}: {r} in {line}");
            }
            assert!(!e["message"].as_str().unwrap().is_empty(), "{line}");
        }
    }
}

/// Every rule of `grammar`'s file answers through the CLI as the oracle does.
fn every_rule_agrees(grammar: &str) {
    let g = file_of(grammar);
    for rule in g.names() {
        let oracle = Oracle::build(g, rule).unwrap_or_else(|e| panic!("{rule}: {e}"));
        let inputs = inputs_for(g, rule);
        let mut stdin = Vec::new();
        for i in &inputs {
            stdin.extend_from_slice(i);
            stdin.push(b'\n');
        }
        let args = ["check", "--json", "--grammar", grammar, "--rule", rule];
        let (code, out, err) = run(&args, &stdin);
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(lines.len(), inputs.len(), "{grammar} {rule}: {err}");
        for (input, line) in inputs.iter().zip(&lines) {
            check_line(grammar, rule, &oracle, input, line);
        }
        // "\x01" is never valid.
        assert_eq!(code, 1, "{grammar} {rule}");
    }
}

#[test]
fn rfc2396_rules_agree_with_the_oracle() {
    every_rule_agrees("rfc2396");
}

#[test]
fn rfc1808_rules_agree_with_the_oracle() {
    every_rule_agrees("rfc1808");
}

/// RFC 1945 is a grammar over octets: generated inputs hold bytes from 0x80
/// up, and lines that are not UTF-8 are judged as bytes.
#[test]
fn rfc1945_rules_agree_with_the_oracle() {
    every_rule_agrees("rfc1945");
}

#[test]
fn rfc6874_rules_agree_with_the_oracle() {
    every_rule_agrees("rfc6874");
}

#[test]
fn rfc9112_rules_agree_with_the_oracle() {
    every_rule_agrees("rfc9112");
}

/// RFC 3987 is read over characters: the oracle compiles `ucschar` and
/// `iprivate` over UTF-8 and places a failure at its character's first byte.
#[test]
fn rfc3987_rules_agree_with_the_oracle() {
    every_rule_agrees("rfc3987");
}

/// The components of an RFC 2396 reference, from RFC 2396 section 3's
/// example `http://user@host:80/a;p?q#f`, read by hand.
#[test]
fn rfc2396_top_rule_gives_components() {
    let (code, out, _) = run(
        &["parse", "--json", "--grammar", "rfc2396"],
        b"http://user@host:80/a;p?q#f\nmailto:a@b\n",
    );
    assert_eq!(code, 0);
    let lines: Vec<Value> = out
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    let ast = &lines[0]["ast"];
    assert_eq!(ast["scheme"], "http");
    assert_eq!(ast["authority"]["userinfo"], "user");
    assert_eq!(ast["authority"]["host"], "host");
    assert_eq!(ast["authority"]["port"], "80");
    assert_eq!(ast["path"], "/a;p");
    assert_eq!(ast["query"], "q");
    assert_eq!(ast["fragment"], "f");
    // An opaque_part (RFC 2396 section 3): no authority, no path.
    assert_eq!(lines[1]["ast"]["opaque"], "a@b");
    assert!(lines[1]["ast"]["authority"].is_null());
}

/// Inputs on which the grammars part ways, with the verdicts their RFCs give.
#[test]
fn grammars_differ_where_their_rfcs_do() {
    let verdict = |grammar: &str, rule: &str, input: &str| {
        let args = ["check", "-q", "--grammar", grammar, "--rule", rule, input];
        run(&args, b"").0
    };
    // A zone ID: RFC 6874 section 2 only.
    let zoned = "http://[fe80::1%25eth0]/";
    assert_eq!(verdict("rfc3986", "URI", zoned), 1);
    assert_eq!(verdict("rfc6874", "URI", zoned), 0);
    // "|" is neither unreserved nor reserved in RFC 3986 (section 2) but an
    // "unwise" character in RFC 2396 (section 2.4.3): invalid in both.
    assert_eq!(verdict("rfc2396", "URI-reference", "a|b"), 1);
    // RFC 2396's opaque_part must not start with "/", yet "a:/b" is a
    // hier_part; "a:" alone is no absoluteURI in RFC 2396 (section 3 needs
    // a hier_part or an opaque_part of one character at least), but is an
    // RFC 3986 URI with an empty path.
    assert_eq!(verdict("rfc2396", "absoluteURI", "a:"), 1);
    assert_eq!(verdict("rfc3986", "URI", "a:"), 0);
    // RFC 9112 section 3.2.4: "*" only as the asterisk-form.
    assert_eq!(verdict("rfc9112", "request-target", "*"), 0);
    assert_eq!(verdict("rfc3986", "URI-reference", "*"), 0);
    assert_eq!(verdict("rfc9112", "origin-form", "*"), 1);
}

#[test]
fn unknown_grammars_and_rules_are_usage_errors_with_a_suggestion() {
    let (code, _, err) = run(&["check", "--grammar", "rfc2369", "x"], b"");
    assert_eq!(code, 2);
    assert!(err.contains("did you mean 'rfc2396'?"), "{err}");
    for name in ["rfc3986", "rfc6874", "rfc2396", "rfc9112"] {
        assert!(err.contains(name), "{err}");
    }
    let (code, _, err) = run(
        &["check", "--grammar", "rfc2396", "--rule", "hier_prt"],
        b"",
    );
    assert_eq!(code, 2);
    assert!(err.contains("did you mean 'hier-part'?"), "{err}");
    let (code, _, err) = run(
        &["parse", "--grammar", "rfc9112", "--rule", "orgin-form"],
        b"",
    );
    assert_eq!(code, 2);
    assert!(err.contains("did you mean 'origin-form'?"), "{err}");
}

/// `urigram grammars` names every rule of each grammar's file, and
/// `--rule list` under a grammar prints the same names.
#[test]
fn grammars_lists_every_rule_of_each_file() {
    for name in [
        "rfc3986", "rfc6874", "rfc2396", "rfc1808", "rfc1945", "rfc9112",
    ] {
        let (code, out, _) = run(&["grammars", "--json", name], b"");
        assert_eq!(code, 0);
        let v: Value = serde_json::from_str(out.trim()).unwrap();
        assert_eq!(v["grammar"], name);
        assert_eq!(v["reads_uris"], true, "{name}");
        let listed: Vec<String> = v["rules"]
            .as_array()
            .unwrap()
            .iter()
            .map(|r| r["rule"].as_str().unwrap().to_ascii_lowercase())
            .collect();
        let g = file_of(name);
        for rule in g.names() {
            assert!(
                listed.contains(&rule.to_ascii_lowercase()) || name == "rfc2396" && rule == "DIGIT",
                "{name}: {rule} not listed"
            );
        }
        for rule in &listed {
            assert!(g.get(rule).is_some(), "{name}: {rule} is in no file");
        }
        let (_, list, _) = run(&["check", "--grammar", name, "--rule", "list"], b"");
        let list: Vec<String> = list.lines().map(str::to_ascii_lowercase).collect();
        assert_eq!(list, listed, "{name}");
    }
    let (code, out, _) = run(&["grammars"], b"");
    assert_eq!(code, 0);
    assert!(out.contains("rfc2396: RFC 2396"), "{out}");
    assert!(out.contains("  request-target"), "{out}");
}

/// RFC 9112 section 3.2's examples, each in its form; a bracketed host
/// cannot start a scheme, so `[::1]:80` can only be an authority-form.
#[test]
fn rfc9112_ast_names_the_form() {
    let input = b"/where?q=now\nhttp://www.example.org/pub/WWW/TheProject.html\n*\n[::1]:80\n";
    let (code, out, _) = run(&["parse", "--json", "--grammar", "rfc9112"], input);
    assert_eq!(code, 0);
    let v: Vec<Value> = out
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(v[0]["ast"]["form"], "origin-form");
    assert_eq!(v[0]["ast"]["path"]["text"], "/where");
    assert_eq!(v[0]["ast"]["query"], "q=now");
    assert_eq!(v[1]["ast"]["form"], "absolute-form");
    assert_eq!(v[1]["ast"]["authority"]["host"]["text"], "www.example.org");
    assert_eq!(v[2]["ast"]["form"], "asterisk-form");
    assert_eq!(v[3]["ast"]["form"], "authority-form");
    assert_eq!(v[3]["ast"]["host"]["kind"], "ipv6");
    assert_eq!(v[3]["ast"]["port"], "80");
}

/// An engine grammar's frame is numbered by the input's line, as RFC
/// 3986's are, its gutter as wide as the number.
#[test]
fn engine_frames_are_numbered_by_line() {
    let mut stdin = b"a\n".repeat(10);
    stdin.extend_from_slice(b"http://a b/\n");
    let (code, _, err) = run(&["check", "--grammar", "rfc2396"], &stdin);
    assert_eq!(code, 1);
    let lines: Vec<&str> = err.lines().collect();
    assert_eq!(lines[1], "   |", "{err}");
    assert_eq!(lines[2], "11 | http://a b/", "{err}");
    assert!(
        lines[3].starts_with("   |         ^ expected alphanum"),
        "{err}"
    );
    assert!(
        lines[4].starts_with("   = while parsing: URI-reference >"),
        "{err}"
    );
}

/// RFC 6570's grammar reads templates: `grammars --json` lists it, with
/// `"reads_uris": false`, as the one grammar that is no URI reader.
#[test]
fn the_template_grammar_reads_no_uris() {
    let (code, out, _) = run(&["grammars", "--json"], b"");
    assert_eq!(code, 0);
    let not_uris: Vec<String> = out
        .lines()
        .map(|l| serde_json::from_str::<Value>(l).unwrap())
        .filter(|v| v["reads_uris"] == false)
        .map(|v| v["grammar"].as_str().unwrap().to_owned())
        .collect();
    assert_eq!(not_uris, ["rfc6570"]);
}
