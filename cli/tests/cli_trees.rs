//! The typed trees of RFC 1808 and RFC 1945 in the CLI: the JSON `ast` of
//! `parse --json --grammar rfc1808|rfc1945`, and their rows of `compare`.
//! Expected parts are read off the RFCs: RFC 1808 section 2.1
//! (`<scheme>://<net_loc>/<path>;<params>?<query>#<fragment>`) and its
//! section 5 examples; RFC 1945 sections 3.2.1 and 3.2.2 (`http_URL`) and
//! the examples of section 3.2.3.

use std::io::Write;
use std::process::{Command, Stdio};

use serde_json::{Value, json};

/// `urigram ARGS` with `stdin`; the JSON lines it prints.
fn json_lines(args: &[&str], stdin: &[u8]) -> Vec<Value> {
    let mut child = Command::new(env!("CARGO_BIN_EXE_urigram"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(stdin).unwrap();
    let out = child.wait_with_output().unwrap();
    String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

fn ast(grammar: &str, input: &str) -> Value {
    let lines = json_lines(&["parse", "--json", "--grammar", grammar, input], b"");
    assert_eq!(lines[0]["valid"], true, "{input}: {}", lines[0]);
    lines[0]["ast"].clone()
}

#[test]
fn rfc1808_ast_has_section_2_1s_parts() {
    // The base URL of section 5.
    let a = ast("rfc1808", "http://a/b/c/d;p?q#f");
    assert_eq!(a["kind"], "absoluteURL");
    assert_eq!(a["scheme"], "http");
    assert_eq!(a["net_loc"], "a");
    assert_eq!(a["path"], "/b/c/d");
    assert_eq!(a["segments"], json!(["b", "c", "d"]));
    assert_eq!(a["params"], json!(["p"]));
    assert_eq!((&a["query"], &a["fragment"]), (&json!("q"), &json!("f")));
    // Relative URLs of section 5.1.
    let r = ast("rfc1808", "g;x?y#s");
    assert_eq!(r["kind"], "relativeURL");
    assert_eq!(r["scheme"], Value::Null);
    assert_eq!((&r["path"], &r["params"]), (&json!("g"), &json!(["x"])));
    assert_eq!((&r["query"], &r["fragment"]), (&json!("y"), &json!("s")));
    let r = ast("rfc1808", "//g");
    assert_eq!((&r["net_loc"], &r["path"]), (&json!("g"), &Value::Null));
    let r = ast("rfc1808", ";x");
    assert_eq!((&r["path"], &r["params"]), (&Value::Null, &json!(["x"])));
    // params = param *( ";" param ): each one apart.
    assert_eq!(ast("rfc1808", "/a;p;q")["params"], json!(["p", "q"]));
}

#[test]
fn rfc1945_ast_reads_http_urls_and_the_ambiguous_a_colon_b() {
    let a = ast("rfc1945", "http://www.w3.org/pub/WWW/TheProject.html");
    assert_eq!(a["kind"], "absoluteURI");
    assert_eq!(
        (&a["scheme"], &a["rest"]),
        (
            &json!("http"),
            &json!("//www.w3.org/pub/WWW/TheProject.html")
        )
    );
    let h = &a["http_URL"];
    assert_eq!(
        (&h["host"], &h["host_kind"], &h["port"]),
        (&json!("www.w3.org"), &json!("hostname"), &Value::Null)
    );
    assert_eq!(h["path"], "/pub/WWW/TheProject.html");
    // Section 3.2.3: an empty port is the default port; the tree keeps it empty.
    let h = &ast("rfc1945", "http://abc.com:/%7esmith/home.html")["http_URL"];
    assert_eq!((&h["host"], &h["port"]), (&json!("abc.com"), &json!("")));
    let h = &ast("rfc1945", "HTTP://ABC.com:80/~smith/home.html")["http_URL"];
    assert_eq!((&h["host"], &h["port"]), (&json!("ABC.com"), &json!("80")));
    // `a:b` is an absoluteURI and a rel_path; the tree reads the absolute one.
    let a = ast("rfc1945", "a:b");
    assert_eq!(
        (&a["kind"], &a["scheme"], &a["rest"]),
        (&json!("absoluteURI"), &json!("a"), &json!("b"))
    );
    assert_eq!(a.get("http_URL"), None);
    // No scheme before the `:`: only the relative reading is left.
    let r = ast("rfc1945", "./a:b;p?q");
    assert_eq!(
        (&r["kind"], &r["relative_kind"]),
        (&json!("relativeURI"), &json!("rel_path"))
    );
    assert_eq!(
        (&r["path"], &r["params"], &r["query"]),
        (&json!("./a:b"), &json!(["p"]), &json!("q"))
    );
}

/// The row of `reader` in `compare --json`'s answer.
fn row<'v>(v: &'v Value, reader: &str) -> &'v Value {
    v["readings"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["reader"] == reader)
        .unwrap()
}

#[test]
fn compare_splits_rfc1808_and_rfc1945_and_skips_what_they_leave_whole() {
    let v = &json_lines(&["compare", "--json", "//u@h:80/p;a?q"], b"")[0];
    let r1808 = row(v, "rfc1808");
    assert_eq!(r1808["unsplit"], json!(["userinfo", "host", "port"]));
    assert_eq!(r1808["split"]["authority"], "u@h:80");
    assert_eq!(r1808["split"]["path"], "/p;a", "params stay in the path");
    assert_eq!(r1808["split"].get("host"), None);
    let r1945 = row(v, "rfc1945");
    assert_eq!(r1945["split"]["authority"], "u@h:80");
    // Every grammar but RFC 9112 (an origin-form path) reads the authority
    // alike, and the parts RFC 1808 leaves whole are not counted as a clash
    // between it and the others.
    let differ = v["differ"].as_array().unwrap();
    assert!(differ.contains(&json!("host")), "rfc9112 has no host: {v}");
    let v = &json_lines(&["compare", "--json", "http://h:8/a;b?c#d"], b"")[0];
    let r1945 = row(v, "rfc1945");
    assert_eq!(r1945.get("unsplit"), None, "an http_URL is split whole");
    let expect = json!({"scheme": "http", "authority": "h:8", "userinfo": null, "host": "h",
                        "port": "8", "path": "/a;b", "query": "c", "fragment": "d"});
    assert_eq!(r1945["split"], expect);
    assert_eq!(row(v, "rfc3986")["split"], expect);
    assert_eq!(
        v["differ"],
        json!(["valid"]),
        "only rfc9112 rejects the fragment"
    );
    // An absoluteURI that is no http_URL: the scheme, the rest not split.
    let v = &json_lines(&["compare", "--json", "http://u@v@h/"], b"")[0];
    let r1945 = row(v, "rfc1945");
    assert_eq!(r1945["split"], json!({"scheme": "http", "fragment": null}));
    assert_eq!(
        r1945["unsplit"],
        json!(["authority", "userinfo", "host", "port", "path", "query"])
    );
}

#[test]
fn compare_reads_a_line_that_is_not_utf8_as_octets_under_rfc1945() {
    let v = &json_lines(&["compare", "--json"], b"http://h/caf\xe9\n")[0];
    let r1945 = row(v, "rfc1945");
    assert_eq!(r1945["valid"], true);
    assert_eq!(r1945["split"]["host"], "h");
    // The octet is shown as `\xe9`, never replaced by U+FFFD; the input's
    // own bytes are in `input_bytes`.
    assert_eq!(r1945["split"]["path"], "/caf\\xe9");
    assert_eq!(v["input"], "http://h/caf\\xe9");
    assert_eq!(v["input_bytes"], "687474703a2f2f682f636166e9");
    assert_eq!(row(v, "rfc3986")["valid"], false);
    assert_eq!(row(v, "rfc3986")["error"]["offset"], 12);
    let lines = json_lines(
        &["parse", "--json", "--grammar", "rfc1945"],
        b"/caf\xe9;p\n",
    );
    assert_eq!(lines[0]["ast"]["path"], "/caf\\xe9");
    assert_eq!(lines[0]["ast"]["params"], json!(["p"]));
}

/// `urigram parse` for people: one `name: value` line per component, in one
/// order for every grammar. The components of RFC 3986 section 3's example
/// are the ones the section names under it (scheme `foo`, authority
/// `example.com:8042`, path `/over/there`, query `name=ferret`, fragment
/// `nose`); RFC 2396 section 3's reading of the same URI has the same parts.
#[test]
fn human_parse_lines_share_names_and_order_across_grammars() {
    let input = "foo://example.com:8042/over/there?name=ferret#nose";
    let lines = |grammar: &str| -> Vec<String> {
        let out = Command::new(env!("CARGO_BIN_EXE_urigram"))
            .args(["parse", "--grammar", grammar, input])
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(0), "{grammar}");
        let text = String::from_utf8(out.stdout).unwrap();
        let mut lines = text.lines();
        assert_eq!(lines.next(), Some(input));
        lines.map(|l| l.trim_start().to_string()).collect()
    };
    let rfc3986 = lines("rfc3986");
    assert_eq!(
        rfc3986,
        [
            "scheme: \"foo\"",
            "host: \"example.com\"",
            "host kind: \"reg-name\"",
            "port: \"8042\"",
            "path: \"/over/there\"",
            "path kind: \"abempty\"",
            "query: \"name=ferret\"",
            "fragment: \"nose\"",
        ]
    );
    let rfc2396 = lines("rfc2396");
    assert!(rfc2396.contains(&"authority: \"example.com:8042\"".to_string()));
    // The lines both grammars have stand in the same order with the same
    // values.
    let shared: Vec<&String> = rfc2396.iter().filter(|l| rfc3986.contains(l)).collect();
    let expected: Vec<&String> = rfc3986.iter().filter(|l| rfc2396.contains(l)).collect();
    assert_eq!(shared, expected);
    assert_eq!(shared.len(), 6, "{shared:?}");
}
