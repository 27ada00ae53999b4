//! `urigram compare --base`: each input resolved against the base by each
//! reader's own resolution, then read; the expected values are RFC 3986
//! section 5.4's, CPython's `urljoin` (3.11.7:
//! `urljoin("https://good.example/a/", "/\\evil.example")`) and Node 20's
//! `new URL("/\\evil.example", "https://good.example/a/").href`, and Mono
//! 6.8.0.105's `new Uri(new Uri(base), reference).OriginalString` and the
//! `Host` and `Scheme` of the result.

use std::process::{Command, Output};

use serde_json::Value;

fn compare(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_urigram"))
        .arg("compare")
        .args(args)
        .output()
        .unwrap()
}

fn text(b: &[u8]) -> &str {
    std::str::from_utf8(b).unwrap()
}

#[test]
fn a_location_is_resolved_by_each_readers_own_rule() {
    let out = compare(&[
        "--json",
        "--readers",
        "rfc3986,urllib,whatwg",
        "--base",
        "https://good.example/a/",
        "/\\evil.example",
    ]);
    assert_eq!(out.status.code(), Some(1), "{}", text(&out.stderr));
    assert!(out.stderr.is_empty());
    let v: Value = serde_json::from_str(text(&out.stdout)).unwrap();
    assert_eq!(v["base"], "https://good.example/a/");
    let r = &v["readings"];
    // RFC 3986 refuses the backslash; urllib keeps it in the path on
    // good.example; the URL Standard reads `/\` as `//`: evil.example.
    assert_eq!(r[0]["valid"], false);
    assert_eq!(r[1]["resolved"], "https://good.example/\\evil.example");
    assert_eq!(r[1]["destination"]["host"], "good.example");
    assert_eq!(r[2]["resolved"], "https://evil.example/");
    assert_eq!(r[2]["destination"]["host"], "evil.example");
    assert!(v["differ"].as_array().unwrap().iter().any(|p| p == "host"));
}

#[test]
fn mono_resolves_as_new_uri_with_a_base() {
    let out = compare(&[
        "--json",
        "--readers",
        "mono",
        "--base",
        "https://good.example/a/b?q",
        "/\\evil.example/",
        "\\\\evil.example/x",
        "../g",
    ]);
    assert!(out.stderr.is_empty(), "{}", text(&out.stderr));
    let lines: Vec<Value> = text(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    let reading = |i: usize| &lines[i]["readings"][0];
    // A rooted path keeps its backslash and stays on good.example.
    assert_eq!(
        reading(0)["resolved"],
        "https://good.example/\\evil.example/"
    );
    assert_eq!(reading(0)["split"]["host"], "good.example");
    assert_eq!(reading(0)["split"]["path"], "//evil.example/");
    // Two backslashes are an absolute UNC path: a file on evil.example.
    assert_eq!(reading(1)["resolved"], "\\\\evil.example/x");
    assert_eq!(reading(1)["split"]["scheme"], "file");
    assert_eq!(reading(1)["split"]["host"], "evil.example");
    assert_eq!(reading(2)["resolved"], "https://good.example/g");
}

#[test]
fn the_text_shows_the_base_and_each_resolved_url() {
    let out = compare(&[
        "--readers",
        "rfc3986,whatwg",
        "--base",
        "http://a/b/c/d;p?q",
        "../g",
    ]);
    assert_eq!(out.status.code(), Some(0));
    let shown = text(&out.stdout);
    assert!(
        shown.starts_with("../g against http://a/b/c/d;p?q\n"),
        "{shown}"
    );
    assert_eq!(shown.matches("-> http://a/b/g ").count(), 2, "{shown}");
    assert!(shown.ends_with("readings agree\n"), "{shown}");
}

#[test]
fn a_reader_without_resolution_is_left_out_and_named() {
    let out = compare(&["--readers", "rfc9112,rfc3986", "--base", "http://a/", "g"]);
    assert_eq!(out.status.code(), Some(0));
    assert!(text(&out.stderr).contains("left out, with no resolution against a base: rfc9112"));
    assert!(!text(&out.stdout).contains("rfc9112"));
    let out = compare(&["--readers", "rfc9112", "--base", "http://a/", "g"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("none of the readers resolves"));
}

#[test]
fn a_base_a_reader_refuses_is_named_in_its_reading() {
    let out = compare(&["--json", "--readers", "whatwg", "--base", "not a url", "g"]);
    let v: Value = serde_json::from_str(text(&out.stdout)).unwrap();
    let message = v["readings"][0]["error"]["message"].as_str().unwrap();
    assert!(message.starts_with("the base: "), "{message}");
    // `-q` prints the inputs whose readings differ, as without a base.
    let out = compare(&[
        "-q",
        "--readers",
        "urllib,whatwg",
        "--base",
        "https://h/",
        "/\\x",
        "/ok",
    ]);
    assert_eq!(text(&out.stdout), "/\\x\n");
}

#[test]
fn readers_json_names_each_resolution() {
    let out = Command::new(env!("CARGO_BIN_EXE_urigram"))
        .args(["readers", "--json"])
        .output()
        .unwrap();
    for line in text(&out.stdout).lines() {
        let v: Value = serde_json::from_str(line).unwrap();
        let has = !v["resolution"].is_null();
        let name = v["reader"].as_str().unwrap();
        let want = matches!(
            name,
            "rfc3986"
                | "rfc6874"
                | "rfc3987"
                | "rfc1808"
                | "rfc1945"
                | "urllib"
                | "whatwg"
                | "curl"
                | "urllib3"
                | "perl"
                | "ruby"
                | "ruby-rfc2396"
                | "node-url"
                | "url-parse"
                | "wget2"
                | "python-rfc3986"
                | "java"
                | "go"
                | "java-url"
                | "rfc2396"
                | "mono"
        );
        assert_eq!(has, want, "{name}");
    }
}
