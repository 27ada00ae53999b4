//! `urigram template expand|match|check`: every case of the
//! uritemplate-test suite (`tests/data/uritemplate-test/` of the library)
//! through `template expand`; `template match --json` read back through
//! `template expand --vars`; `template check`'s verdicts and exit codes;
//! and `check --grammar rfc6570 --rule R` for every rule of section 2.

use std::process::{Command, Stdio};

use serde_json::Value;

const BIN: &str = env!("CARGO_BIN_EXE_urigram");

/// Runs `urigram args`: exit code, stdout, stderr.
fn run(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(BIN)
        .args(args)
        .stdin(Stdio::null())
        .output()
        .unwrap();
    (
        out.status.code().unwrap(),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

/// Every case of the suite, through the command: the expansion (one of the
/// accepted ones) and exit 0, or exit 1 for a case that must fail.
#[test]
fn the_suite_through_template_expand() {
    let dir = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../tests/data/uritemplate-test"
    );
    let mut n = 0;
    for file in [
        "spec-examples.json",
        "spec-examples-by-section.json",
        "extended-tests.json",
        "negative-tests.json",
    ] {
        let text = std::fs::read_to_string(format!("{dir}/{file}")).unwrap();
        let doc: Value = serde_json::from_str(&text).unwrap();
        for (group, body) in doc.as_object().unwrap() {
            let vars = body["variables"].to_string();
            for case in body["testcases"].as_array().unwrap() {
                let template = case[0].as_str().unwrap();
                let (code, out, err) =
                    run(&["template", "expand", "--vars", &vars, "--", template]);
                n += 1;
                match &case[1] {
                    Value::Bool(false) => {
                        assert_eq!(code, 1, "{file} {group} {template}: {out}");
                        assert!(!err.is_empty(), "{template}");
                    }
                    want => {
                        let accepted: Vec<&str> = match want {
                            Value::String(s) => vec![s.as_str()],
                            Value::Array(a) => a.iter().map(|s| s.as_str().unwrap()).collect(),
                            other => panic!("{other}"),
                        };
                        assert_eq!(code, 0, "{file} {group} {template}: {err}");
                        let got = out.strip_suffix('\n').unwrap();
                        assert!(accepted.contains(&got), "{template}: {got}");
                    }
                }
            }
        }
    }
    assert!(n >= 250, "{n} cases");
}

/// `match --json` gives vars in the shape `--vars` takes: expanding them
/// gives the URI back.
#[test]
fn match_json_expands_back() {
    for (template, uris) in [
        (
            "/users/{id}{?fields,page}",
            vec!["/users/42", "/users/42?page=2", "/users/a%20b?fields=x,y"],
        ),
        (
            "repo://tree{/path*}",
            vec!["repo://tree/src/lib.rs", "repo://tree"],
        ),
        ("{?q}{&rest*}", vec!["?q=1&x=2&x=3"]),
        ("file:///{+path}", vec!["file:///home/a%20b/c"]),
    ] {
        let mut args = vec!["template", "match", "--json", template];
        args.extend(uris.iter().copied());
        let (code, out, _) = run(&args);
        assert_eq!(code, 0, "{template}: {out}");
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(lines.len(), uris.len());
        for (line, uri) in lines.iter().zip(&uris) {
            let v: Value = serde_json::from_str(line).unwrap();
            assert_eq!(v["uri"], *uri);
            assert_eq!(v["ambiguous"], false);
            let vars = v["vars"].to_string();
            let (code, back, err) = run(&["template", "expand", "--vars", &vars, template]);
            assert_eq!(code, 0, "{err}");
            assert_eq!(back.trim_end(), *uri, "{template} {vars}");
        }
    }
    // A URI that does not match: vars null, exit 1.
    let (code, out, _) = run(&["template", "match", "--json", "/a/{b}", "/a/x", "/c"]);
    assert_eq!(code, 1);
    assert!(
        out.lines().nth(1).unwrap().contains("\"vars\":null"),
        "{out}"
    );
    // Ambiguous: said so.
    let (code, out, _) = run(&["template", "match", "{a}{b}", "xy"]);
    assert_eq!(code, 0);
    assert!(out.contains("(ambiguous)"), "{out}");
    // Another query order only with --any-order.
    let (code, _, _) = run(&["template", "match", "/s{?a,b}", "/s?b=2&a=1"]);
    assert_eq!(code, 1);
    let (code, _, _) = run(&["template", "match", "--any-order", "/s{?a,b}", "/s?b=2&a=1"]);
    assert_eq!(code, 0);
}

#[test]
fn check_names_ambiguity_and_overlap() {
    let (code, out, _) = run(&["template", "check", "/users/{id}", "/posts{/id}{?page}"]);
    assert_eq!(code, 0, "{out}");
    assert_eq!(
        out,
        "unambiguous: /users/{id}\nunambiguous: /posts{/id}{?page}\n"
    );
    let (code, out, _) = run(&["template", "check", "{a}{b}"]);
    assert_eq!(code, 1);
    assert!(
        out.contains("ambiguous: {a}{b}\n  {a} and {b}: e.g."),
        "{out}"
    );
    let (code, out, _) = run(&["template", "check", "/users/{id}", "/users/me"]);
    assert_eq!(code, 1);
    assert!(
        out.contains("overlap: /users/{id} and /users/me: e.g. \"/users/me\""),
        "{out}"
    );
    let (code, _, err) = run(&["template", "check", "/a{b"]);
    assert_eq!(code, 1);
    assert!(err.contains("1 | /a{b\n  |     ^"), "{err}");
}

#[test]
fn help_and_usage() {
    let (code, out, _) = run(&["template", "--help"]);
    assert_eq!(code, 0);
    assert!(out.starts_with("urigram template:"));
    let (code, out, _) = run(&["template", "match", "--help"]);
    assert_eq!(code, 0);
    assert!(out.starts_with("urigram template:"));
    let (code, _, err) = run(&["template", "frobnicate"]);
    assert_eq!(code, 2);
    assert!(err.contains("expand, match, route or check"), "{err}");
    let (code, _, _) = run(&["template", "expand", "--vars", "[1]", "{a}"]);
    assert_eq!(code, 2);
}

/// `check --grammar rfc6570 --rule R` for every rule section 2 names, each
/// with the offset where the input stops being a prefix of the rule's
/// strings (worked out by hand from the ABNF).
#[test]
fn check_every_rule_of_rfc6570() {
    for (rule, input, offset) in [
        ("URI-Template", "/a b", 2),
        ("literals", "<", 0),
        ("expression", "{a,}", 3),
        ("operator", "x", 0),
        ("op-level2", "?", 0),
        ("op-level3", "#", 0),
        ("op-reserve", "+", 0),
        ("variable-list", "a,b c", 3),
        ("varspec", "a:0", 2),
        ("varname", "a..b", 2),
        ("varchar", "%4", 2),
        ("modifier-level4", "*:", 1),
        ("prefix", ":99999", 5),
        ("max-length", "09", 0),
        ("explode", "", 0),
    ] {
        let (code, out, _) = run(&[
            "check",
            "--json",
            "--grammar",
            "rfc6570",
            "--rule",
            rule,
            input,
        ]);
        assert_eq!(code, 1, "{rule}");
        let v: Value = serde_json::from_str(out.trim()).unwrap();
        assert_eq!(v["error"]["offset"], offset, "{rule} {input:?}: {out}");
    }
}

/// A URI the read-back gives up on (a variable written four times side by
/// side splits the long value in more ways than the 256 readings it
/// tries) is "undecided", not "no match": Python's `uritemplate.expand`
/// writes this very URI from a = b = c = d = "%2C%2C" (a fuzz find).
#[test]
fn a_search_that_stops_at_its_bound_is_undecided() {
    let template = "-{a*}{a*}{a*}{a*}{c}/{.b:3,d:4,d:4}";
    let uri = "-%252C%252C%252C%252C%252C%252C%252C%252C%252C%252C/.%252C.%252C%25.%252C%25";
    let (code, out, _) = run(&["template", "match", "--", template, uri]);
    assert_eq!(
        out,
        format!("undecided: {uri} (the search stopped at its bound of readings)\n")
    );
    assert_eq!(code, 1);
}
