//! `urigram resolve`, `normalize` and `relativize`: one result per input,
//! `--json` objects, exit codes 0, 1 and 2.

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

#[test]
fn resolve_operands_and_stdin() {
    let o = run(
        &["resolve", "http://a/b/c/d;p?q", "g", "../..", "http:g"],
        None,
    );
    assert_eq!(stdout(&o), "http://a/b/c/g\nhttp://a/\nhttp:g\n");
    assert_eq!(o.status.code(), Some(0));
    let o = run(
        &["resolve", "--non-strict", "http://a/b/c/d;p?q"],
        Some(b"http:g\r\n?y\n"),
    );
    assert_eq!(stdout(&o), "http://a/b/c/g\nhttp://a/b/c/d;p?y\n");
    let o = run(
        &["resolve", "--rfc1808", "http://a/b/c/d;p?q#f"],
        Some(b"../../../g\n;x"),
    );
    assert_eq!(stdout(&o), "http://a/../g\nhttp://a/b/c/d;x\n");
}

#[test]
fn json_lines_and_exit_codes() {
    let o = run(
        &["resolve", "--json", "http://a/b/c/d;p?q"],
        Some(b"g\na b\n\xff\n"),
    );
    assert_eq!(o.status.code(), Some(1));
    let lines: Vec<Value> = stdout(&o)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 3);
    assert_eq!(lines[0]["input"], "g");
    assert_eq!(lines[0]["result"], "http://a/b/c/g");
    assert_eq!(lines[1]["error"]["offset"], 1);
    assert_eq!(lines[1]["error"]["rule"], "segment-nz-nc");
    assert!(
        lines[1]["error"]["message"]
            .as_str()
            .unwrap()
            .contains("found ' '")
    );
    assert_eq!(lines[2]["error"]["offset"], 0);
    assert!(lines[2].get("result").is_none());
}

#[test]
fn normalize_and_relativize() {
    let o = run(
        &[
            "normalize",
            "eXAMPLE://a/./b/../b/%63/%7bfoo%7d",
            "http://example.com:80",
        ],
        None,
    );
    assert_eq!(
        stdout(&o),
        "example://a/b/c/%7Bfoo%7D\nhttp://example.com/\n"
    );
    let o = run(&["normalize", "--rfc5952", "http://[0:0::1]"], None);
    assert_eq!(stdout(&o), "http://[::1]/\n");
    let o = run(&["normalize", "--json"], Some(b"../rel\n"));
    assert_eq!(o.status.code(), Some(0));
    let v: Value = serde_json::from_str(stdout(&o).trim()).unwrap();
    assert_eq!(v["result"], "../rel");
    let o = run(
        &[
            "relativize",
            "http://a/b/c/d;p?q",
            "http://a/b/g",
            "http://g/x",
        ],
        None,
    );
    assert_eq!(stdout(&o), "../g\n//g/x\n");
}

#[test]
fn usage_errors_exit_2() {
    assert_eq!(run(&["resolve"], None).status.code(), Some(2));
    // An invalid BASE: nothing can be answered, as `resolve --help` says.
    assert_eq!(
        run(&["resolve", "not a base", "g"], None).status.code(),
        Some(2)
    );
    assert_eq!(
        run(&["resolve", "--rfc1808", "--non-strict", "a:b"], None)
            .status
            .code(),
        Some(2)
    );
    assert_eq!(
        run(&["relativize", "--bogus", "a:b"], None).status.code(),
        Some(2)
    );
}

fn stderr(o: &Output) -> String {
    String::from_utf8(o.stderr.clone()).unwrap()
}

#[test]
fn normalize_relative_references() {
    // Case and percent-encoding normalization (RFC 3986 6.2.2.1, 6.2.2.2)
    // apply; dot segments stay, since "../" means something until the
    // reference is resolved against a base (5.2.4 runs after the merge).
    let o = run(
        &[
            "normalize",
            "../a?b",
            "a/./B/../%7e%2f",
            "//Example.COM:80/./x",
        ],
        None,
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(stdout(&o), "../a?b\na/./B/../~%2F\n//example.com:80/./x\n");
}

#[test]
fn diagnostics_carry_help_lines() {
    let o = run(&["normalize", "http://example.com:abc/"], None);
    assert_eq!(o.status.code(), Some(1));
    let err = stderr(&o);
    assert!(
        err.contains("  |                       ^ expected userinfo character or \"@\""),
        "{err}"
    );
    assert!(err.contains("  = help: a port is digits only"), "{err}");
    // A BASE that is a relative reference: the same frame, with its help.
    for cmd in ["resolve", "relativize"] {
        let o = run(&[cmd, "../a", "http://h/"], None);
        assert_eq!(o.status.code(), Some(2), "{cmd}");
        let err = stderr(&o);
        assert!(
            err.contains(
                "BASE is not a URI: it is a relative reference, and a base needs a scheme"
            ),
            "{err}"
        );
        // The exit status the command's own help gives for an invalid BASE.
        let help = run(&[cmd, "--help"], None);
        assert!(stdout(&help).contains("2 an invalid BASE"), "{cmd}");
        assert!(err.contains("1 | ../a\n  | ^ expected letter"), "{err}");
        assert!(
            err.contains("  = help: a URI begins with a scheme"),
            "{err}"
        );
    }
    // A relativize TARGET must be a URI too, and says why.
    let o = run(&["relativize", "http://h/a", "b/c"], None);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("  = help: a URI begins with a scheme"));
}

/// RFC 6874 zone IDs through every command that parses a URI with the
/// RFC 3986 algorithms: `--grammar rfc6874`, the names `check` takes. RFC
/// 3986 section 6.2.2.1 lower-cases the address's hexadecimal digits and
/// section 6.2.3 drops the default port; RFC 6874 section 2 keeps the zone
/// ID's case, and its `%25` is the grammar's delimiter, not an encoding the
/// lint should flag.
#[test]
fn zone_ids_through_grammar_rfc6874() {
    let z = "http://[FE80::1%25Eth0]:80/a/./b";
    // Without the option, RFC 3986 refuses the literal.
    let o = run(&["normalize", z], None);
    assert_eq!(o.status.code(), Some(1));
    let o = run(&["normalize", "--grammar", "rfc6874", z], None);
    assert_eq!(stdout(&o), "http://[fe80::1%25Eth0]/a/b\n");
    assert_eq!(o.status.code(), Some(0));
    let o = run(
        &[
            "resolve",
            "--grammar",
            "rfc6874",
            z,
            "../g",
            "//[::1%25lo]/x",
        ],
        None,
    );
    assert_eq!(
        stdout(&o),
        "http://[FE80::1%25Eth0]:80/g\nhttp://[::1%25lo]/x\n"
    );
    let o = run(
        &[
            "relativize",
            "--grammar=rfc6874",
            "http://[FE80::1%25Eth0]:80/a/b",
            "http://[FE80::1%25Eth0]:80/a/c",
        ],
        None,
    );
    assert_eq!(stdout(&o), "c\n");
    let o = run(&["lint", "--json", "--grammar", "rfc6874", z], None);
    let v: Value = serde_json::from_str(stdout(&o).trim()).unwrap();
    let checks: Vec<&str> = v["warnings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|w| w["check"].as_str().unwrap())
        .collect();
    assert_eq!(checks, ["default-port", "dot-segment"]);
    // A grammar these algorithms do not apply to is a usage error.
    for cmd in ["normalize", "lint"] {
        let o = run(&[cmd, "--grammar", "rfc2396", "http://a/"], None);
        assert_eq!(o.status.code(), Some(2), "{cmd}");
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(err.contains("--grammar takes rfc3986 or rfc6874"), "{err}");
    }
}
