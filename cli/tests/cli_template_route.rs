//! `urigram template route` (templates from a file or `--template`, URIs
//! from arguments or standard input, the first or every match), and
//! `template expand`'s `--vars`: required, and read by the library's one
//! rule for the variables' JSON form (numbers and booleans as their JSON
//! text, anything else refused naming the variable and its JSON type).

use std::io::Write;
use std::process::{Command, Stdio};

use serde_json::Value;

const BIN: &str = env!("CARGO_BIN_EXE_urigram");

/// Runs `urigram args` with `stdin`: exit code, stdout, stderr.
fn run(args: &[&str], stdin: &[u8]) -> (i32, String, String) {
    let mut child = Command::new(BIN)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(stdin).unwrap();
    let out = child.wait_with_output().unwrap();
    (
        out.status.code().unwrap(),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

/// A templates file in the test's own temporary directory.
fn file(name: &str, text: &str) -> String {
    let dir = std::env::temp_dir().join(format!("urigram-route-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path.to_str().unwrap().to_owned()
}

/// Line 2 is blank (skipped, still counted), so the templates are lines
/// 1, 3 and 4. The values are section 3.2's: `/users/me` is `{id}` = "me"
/// (section 3.2.2) and the literal `/users/me`; `?q=a%20b` is q = "a b"
/// (section 3.2.8, space pct-encoded).
const ROUTES: &str = "/users/{id}\n\n/users/me\r\n/posts{/id}{?q}\n";

#[test]
fn route_answers_each_uri_with_the_first_template_that_matches() {
    let routes = file("first.txt", ROUTES);
    let (code, out, err) = run(
        &[
            "template",
            "route",
            "--templates",
            &routes,
            "/users/me",
            "/posts/7?q=a%20b",
        ],
        b"",
    );
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        out,
        "match: /users/me -> 1 /users/{id} {\"id\":\"me\"}\n\
         match: /posts/7?q=a%20b -> 4 /posts{/id}{?q} {\"id\":\"7\",\"q\":\"a b\"}\n"
    );
    // --all: every template, in order, parted by ` | `.
    let (code, out, _) = run(
        &[
            "template",
            "route",
            "--all",
            "--templates",
            &routes,
            "/users/me",
        ],
        b"",
    );
    assert_eq!(code, 0);
    assert_eq!(
        out,
        "match: /users/me -> 1 /users/{id} {\"id\":\"me\"} | 3 /users/me {}\n"
    );
    // A URI no template matches: said, and exit 1 (the others answered).
    let (code, out, _) = run(
        &[
            "template",
            "route",
            "--templates",
            &routes,
            "/users/me",
            "/nowhere",
        ],
        b"",
    );
    assert_eq!(code, 1);
    assert_eq!(out.lines().nth(1), Some("no match: /nowhere"));
}

#[test]
fn route_reads_standard_input_line_for_line() {
    let routes = file("stdin.txt", ROUTES);
    // A blank line and a line no template matches are answered too: one
    // output line an input line.
    let (code, out, _) = run(
        &["template", "route", "--templates", &routes],
        b"/users/42\n\n/posts\r\n/x\n",
    );
    assert_eq!(code, 1);
    assert_eq!(
        out,
        "match: /users/42 -> 1 /users/{id} {\"id\":\"42\"}\n\
         no match: \n\
         match: /posts -> 4 /posts{/id}{?q} {}\n\
         no match: /x\n"
    );
}

#[test]
fn route_json_expands_back_through_expand() {
    let routes = file("json.txt", ROUTES);
    let uris = ["/users/a%20b", "/users/me", "/posts/1?q=x,y", "/posts"];
    let mut args = vec![
        "template",
        "route",
        "--all",
        "--json",
        "--templates",
        &routes,
    ];
    args.extend(uris);
    let (code, out, err) = run(&args, b"");
    assert_eq!(code, 0, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), uris.len());
    let texts = ["", "/users/{id}", "", "/users/me", "/posts{/id}{?q}"];
    for (line, uri) in lines.iter().zip(uris) {
        let v: Value = serde_json::from_str(line).unwrap();
        assert_eq!(v["uri"], uri);
        let matches = v["matches"].as_array().unwrap();
        assert!(!matches.is_empty(), "{line}");
        for m in matches {
            let n = m["template"].as_u64().unwrap() as usize;
            assert_eq!(m["text"], texts[n], "{line}");
            assert_eq!(m["ambiguous"], false);
            let vars = m["vars"].to_string();
            let (code, back, err) = run(&["template", "expand", "--vars", &vars, texts[n]], b"");
            assert_eq!((code, back.trim_end()), (0, uri), "{line}: {err}");
        }
    }
    // `/users/me` matches line 1 (id = "me") and line 3; `q=x,y` is the
    // list [x, y] (section 3.2.8: a list's items joined by commas).
    let v: Value = serde_json::from_str(lines[1]).unwrap();
    assert_eq!(v["matches"].as_array().unwrap().len(), 2);
    let v: Value = serde_json::from_str(lines[2]).unwrap();
    assert_eq!(
        v["matches"][0]["vars"],
        serde_json::json!({"id": "1", "q": ["x", "y"]})
    );
    // Without --all, at most one match, and none is an empty array.
    let (code, out, _) = run(
        &[
            "template",
            "route",
            "--json",
            "--templates",
            &routes,
            "/users/me",
            "/z",
        ],
        b"",
    );
    assert_eq!(code, 1);
    let v: Vec<Value> = out
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(v[0]["matches"].as_array().unwrap().len(), 1);
    assert_eq!(v[1]["matches"], serde_json::json!([]));
}

#[test]
fn route_takes_templates_as_options() {
    let (code, out, _) = run(
        &[
            "template",
            "route",
            "--template",
            "/a/{x}",
            "--template",
            "/b{?y}",
            "/b?y=2",
            "/a/1",
        ],
        b"",
    );
    assert_eq!(code, 0);
    assert_eq!(
        out,
        "match: /b?y=2 -> 2 /b{?y} {\"y\":\"2\"}\nmatch: /a/1 -> 1 /a/{x} {\"x\":\"1\"}\n"
    );
}

#[test]
fn route_display_escapes_and_data_does_not() {
    // ESC in a URI: matched by nothing (no expansion writes it), escaped on
    // the display, exactly itself (as JSON's \u001b) in the data.
    let (code, out, _) = run(
        &[
            "template",
            "route",
            "--template",
            "/{x}",
            "--",
            "/\u{1b}[31m",
        ],
        b"",
    );
    assert_eq!(code, 1);
    assert!(!out.contains('\u{1b}'), "{out:?}");
    assert!(out.starts_with("no match: /"), "{out:?}");
    let (_, out, _) = run(
        &[
            "template",
            "route",
            "--json",
            "--template",
            "/{x}",
            "--",
            "/\u{1b}[31m",
        ],
        b"",
    );
    let v: Value = serde_json::from_str(out.trim_end()).unwrap();
    assert_eq!(v["uri"], "/\u{1b}[31m");
    assert!(out.contains("\\u001b"), "{out:?}");
    // A value with a pct-encoded control: decoded in the data, escaped in
    // the display.
    let (code, out, _) = run(&["template", "route", "--template", "/{x}", "/a%07b"], b"");
    assert_eq!(code, 0);
    assert!(!out.contains('\u{7}'), "{out:?}");
    let (_, out, _) = run(
        &[
            "template",
            "route",
            "--json",
            "--template",
            "/{x}",
            "/a%07b",
        ],
        b"",
    );
    let v: Value = serde_json::from_str(out.trim_end()).unwrap();
    assert_eq!(v["matches"][0]["vars"]["x"], "a\u{7}b");
}

#[test]
fn route_usage_and_invalid_templates() {
    // No templates, or both ways: usage (2).
    let (code, _, err) = run(&["template", "route", "/a"], b"");
    assert_eq!(code, 2);
    assert!(
        err.contains("--templates FILE or --template TEMPLATE"),
        "{err}"
    );
    let routes = file("usage.txt", ROUTES);
    let (code, _, _) = run(
        &[
            "template",
            "route",
            "--templates",
            &routes,
            "--template",
            "/a",
            "/a",
        ],
        b"",
    );
    assert_eq!(code, 2);
    // An unreadable file: said with its name, 2.
    let missing = format!("{routes}.missing");
    let (code, out, err) = run(&["template", "route", "--templates", &missing, "/a"], b"");
    assert_eq!(code, 2);
    assert!(out.is_empty());
    assert!(err.contains(&missing), "{err}");
    // A file with no template: usage.
    let empty = file("empty.txt", "\n\n");
    let (code, _, _) = run(&["template", "route", "--templates", &empty, "/a"], b"");
    assert_eq!(code, 2);
    // An invalid template: its line and diagnostic, and no URI routed (a
    // router with a hole would send its URIs elsewhere).
    let bad = file("bad.txt", "/a/{x}\n\n/b/{y\n");
    let (code, out, err) = run(&["template", "route", "--templates", &bad, "/a/1"], b"");
    assert_eq!(code, 1);
    assert!(out.is_empty(), "{out}");
    assert!(err.contains("line 3 of the templates"), "{err}");
    assert!(err.contains("1 | /b/{y"), "{err}");
    let bytes = file("bytes.txt", "/a/{x}\n/\u{0}\n");
    std::fs::write(&bytes, b"/a/{x}\n/\xff\n").unwrap();
    let (code, _, err) = run(&["template", "route", "--templates", &bytes, "/a/1"], b"");
    assert_eq!(code, 1);
    assert!(
        err.contains("line 2 of the templates: the template is not UTF-8"),
        "{err}"
    );
}

#[test]
fn expand_needs_vars() {
    let (code, out, err) = run(&["template", "expand", "/u/{x}"], b"");
    assert_eq!(code, 2);
    assert!(out.is_empty());
    assert!(err.contains("expand needs --vars JSON"), "{err}");
    let (code, out, _) = run(&["template", "expand", "--vars", "{}", "/u/{x}"], b"");
    assert_eq!((code, out.as_str()), (0, "/u/\n"));
}

/// Numbers and booleans stand for their JSON text as written (the
/// uritemplate-test suite's `"number": 6` expands to `6`), but for an
/// exponent, written `e` with its sign (`1e3` is `1e+3`, as Python's
/// `repr(1e20)` is `1e+20`; `+` then pct-encoded under `?`); what is no
/// variable's value is a usage error naming the variable, the item and
/// its JSON type.
#[test]
fn vars_numbers_are_their_json_text_and_the_rest_is_refused_by_name() {
    for (vars, template, want) in [
        (r#"{"x": [1, 2.50, true]}"#, "/u/{x}", "/u/1,2.50,true"),
        (
            r#"{"n": 6, "f": 1e3, "b": false}"#,
            "{?n,f,b}",
            "?n=6&f=1e%2B3&b=false",
        ),
        (r#"{"m": {"a": 1}}"#, "{?m*}", "?a=1"),
        (r#"{"p": [["k", 1], ["k", 2]]}"#, "{?p*}", "?k=1&k=2"),
        (r#"{"x": null, "y": []}"#, "/{x}{y}", "/"),
    ] {
        let (code, out, err) = run(&["template", "expand", "--vars", vars, template], b"");
        assert_eq!((code, out.trim_end()), (0, want), "{vars}: {err}");
    }
    for (vars, message) in [
        (
            r#"{"x": [null]}"#,
            "variable \"x\": item 0 is null; expected a string, number or boolean",
        ),
        (r#"{"x": ["a", [1]]}"#, "variable \"x\": item 1 is an array"),
        (
            r#"{"x": {"k": {}}}"#,
            "variable \"x\": member \"k\" is an object",
        ),
        (
            r#"{"x": [["a", "b"], ["c"]]}"#,
            "variable \"x\": item 1 (an array of 1) is an array",
        ),
        (
            r#"["x"]"#,
            "a JSON object of names and values, not an array",
        ),
        (r#"{"x": "#, "not JSON at line 1, column 6"),
    ] {
        let (code, _, err) = run(&["template", "expand", "--vars", vars, "{x}"], b"");
        assert_eq!(code, 2, "{vars}");
        assert!(err.contains(message), "{vars}: {err}");
    }
}
