//! `urigram lint`: JSON lines, exit codes and the human rendering.

#[test]
fn the_lint_command_speaks_json_lines_and_exit_codes() {
    use std::process::Command;
    let bin = env!("CARGO_BIN_EXE_urigram");
    let out = Command::new(bin)
        .args([
            "lint",
            "--json",
            "https://example.com/",
            "http://u:pw@127.1/",
            "http://h/a b",
        ])
        .output()
        .unwrap();
    assert_eq!(
        out.status.code(),
        Some(1),
        "a warning or an invalid input exits 1"
    );
    let lines: Vec<serde_json::Value> = String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 3);
    assert_eq!(lines[0]["warnings"], serde_json::json!([]));
    let checks: Vec<&str> = lines[1]["warnings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|w| w["check"].as_str().unwrap())
        .collect();
    assert_eq!(checks, ["password-in-userinfo", "rare-ipv4-form"]);
    assert_eq!(lines[1]["warnings"][1]["section"], "7.4");
    assert_eq!(
        (
            lines[1]["warnings"][0]["start"].as_u64(),
            lines[1]["warnings"][0]["end"].as_u64()
        ),
        (Some(9), Some(11))
    );
    assert_eq!(lines[2]["valid"], false);
    assert_eq!(lines[2]["error"]["offset"], 10);

    let clean = Command::new(bin)
        .args(["lint", "https://example.com/a?b#c"])
        .output()
        .unwrap();
    assert_eq!(clean.status.code(), Some(0));
    assert!(clean.stdout.is_empty());

    let human = Command::new(bin)
        .args(["lint", "ftp://a:b@h/"])
        .output()
        .unwrap();
    let text = String::from_utf8(human.stdout).unwrap();
    assert!(
        text.starts_with("warning[password-in-userinfo]: the userinfo holds a password\n"),
        "{text}"
    );
    assert!(text.contains("  = see RFC 3986, section 3.2.1"), "{text}");
}

/// `lint --grammar rfc3987`: the checks of RFC 3987 on IRIs. U+202E (RIGHT-
/// TO-LEFT OVERRIDE) is one of the bidi formatting characters section 4.1
/// says an IRI must not hold; a host label with a Cyrillic "р" among Latin
/// letters is section 8's spoof; an ASCII line is a URI exactly when it is an
/// IRI and gets RFC 3986's lint, as without the option; a line that is no
/// IRI is an error under IRI-reference, at its character's first byte.
#[test]
fn the_lint_reads_iris_with_grammar_rfc3987() {
    use std::process::Command;
    let bin = env!("CARGO_BIN_EXE_urigram");
    let run = |args: &[&str]| Command::new(bin).args(args).output().unwrap();
    let out = run(&[
        "lint",
        "--json",
        "--grammar",
        "rfc3987",
        "http://a/\u{202e}b",
        "http://\u{440}aypal.com/",
        "https://\u{4f8b}\u{3048}.jp/\u{30d1}\u{30b9}",
        "http://a/%2e%2e/",
        "http://a/\u{fdd0}",
    ]);
    assert_eq!(out.status.code(), Some(1));
    let lines: Vec<serde_json::Value> = String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    let checks = |v: &serde_json::Value| -> Vec<(String, String, u64)> {
        v["warnings"]
            .as_array()
            .unwrap()
            .iter()
            .map(|w| {
                (
                    w["check"].as_str().unwrap().to_owned(),
                    w["section"].as_str().unwrap().to_owned(),
                    w["start"].as_u64().unwrap(),
                )
            })
            .collect()
    };
    assert_eq!(
        checks(&lines[0]),
        [("bidi-formatting".into(), "4.1".into(), 9)]
    );
    assert_eq!(checks(&lines[1]), [("mixed-scripts".into(), "8".into(), 7)]);
    assert!(checks(&lines[2]).is_empty(), "{}", lines[2]);
    // The ASCII line: what RFC 3986's lint says of it without the option.
    let plain = run(&["lint", "--json", "http://a/%2e%2e/"]);
    let plain: serde_json::Value =
        serde_json::from_str(String::from_utf8(plain.stdout).unwrap().trim()).unwrap();
    assert_eq!(lines[3], plain);
    // U+FDD0 is a noncharacter, in no ucschar range: byte 9.
    assert_eq!(lines[4]["valid"], false);
    assert_eq!(lines[4]["error"]["offset"], 9);
    assert_eq!(lines[4]["error"]["rules"][0], "IRI-reference");
    // The text frame escapes the override and puts the caret under it.
    let out = run(&["lint", "--grammar", "rfc3987", "http://a/\u{202e}b"]);
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.contains("1 | http://a/\\u{202e}b\n  |          ^^^^^^^^ "),
        "{text}"
    );
    assert!(!text.contains('\u{202e}'), "{text}");
}

/// One hostile line draws a bounded answer: of a line of `%2e%2e/` (an
/// encoded dot segment and two lower-case escapes every seven bytes), the
/// first ten warnings of each check are written whole and the rest counted,
/// in text and in JSON; the counts are the line's own, worked out here from
/// how it was made.
#[test]
fn a_hostile_line_draws_a_bounded_summary() {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let units = 150_000;
    let line = format!("http://h/{}\n", "%2e%2e/".repeat(units));
    let run = |args: &[&str]| {
        let mut child = Command::new(env!("CARGO_BIN_EXE_urigram"))
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        child
            .stdin
            .take()
            .unwrap()
            .write_all(line.as_bytes())
            .unwrap();
        child.wait_with_output().unwrap()
    };
    let text = run(&["lint"]);
    assert_eq!(text.status.code(), Some(1));
    let shown = String::from_utf8(text.stdout).unwrap();
    assert!(
        shown.len() < 64 * 1024,
        "{} bytes for a {} byte line",
        shown.len(),
        line.len()
    );
    assert_eq!(
        shown
            .matches("warning[encoded-dot-segment]: the segment")
            .count(),
        10
    );
    assert_eq!(
        shown
            .matches("warning[lowercase-percent-encoding]: ")
            .count(),
        11
    );
    assert!(
        shown.contains(&format!(
            "warning[encoded-dot-segment]: {units} in all in input 1; the first 10 are shown, the other {} are not\n  = see RFC 3986, section 7.3\n",
            units - 10
        )),
        "{shown}"
    );
    assert!(
        shown.contains(&format!(
            "warning[lowercase-percent-encoding]: {} in all in input 1;",
            2 * units
        )),
        "{shown}"
    );
    let json = run(&["lint", "--json"]);
    let out = String::from_utf8(json.stdout).unwrap();
    assert!(out.len() < 64 * 1024 + line.len(), "{} bytes", out.len());
    let v: serde_json::Value = serde_json::from_str(out.trim_end()).unwrap();
    assert_eq!(v["warnings"].as_array().unwrap().len(), 20);
    assert_eq!(
        v["repeated"],
        serde_json::json!([
            {"check": "encoded-dot-segment", "section": "7.3", "count": units, "shown": 10},
            {"check": "lowercase-percent-encoding", "section": "2.1", "count": 2 * units, "shown": 10},
        ])
    );
}
