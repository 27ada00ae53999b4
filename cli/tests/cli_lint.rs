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
