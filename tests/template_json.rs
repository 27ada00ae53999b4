//! The JSON form of a template's variables (`urigram::template::json`),
//! which the command line and Python share: the writer against RFC 8259's
//! escapes and serde_json's reading of what it wrote, the reader on the
//! uritemplate-test suite's own variables (whose numbers mean their text,
//! checked by the suite's expansions), and the reader's errors.

use std::path::Path;

use serde_json::Value as Json;
use urigram::template::json::{VarsError, parse_vars, write_string, write_vars};
use urigram::template::{Template, Value, Vars};

use crate::template_suite::FILES;

fn written(vars: &Vars) -> String {
    let mut out = String::new();
    write_vars(vars, &mut out);
    out
}

/// RFC 8259 section 7: `"` and `\` escaped, the controls U+0000 to U+001F
/// escaped (the two-character forms where the RFC has one), everything
/// else (DEL, non-ASCII) as itself.
#[test]
fn strings_escape_as_rfc_8259_section_7_says() {
    for (s, want) in [
        ("a\"b\\c", r#""a\"b\\c""#),
        ("\u{1}\u{1f}", r#""\u0001\u001f""#),
        ("\n\r\t\u{8}\u{c}", r#""\n\r\t\b\f""#),
        ("\u{7f}é日😀/", "\"\u{7f}é日😀/\""),
    ] {
        let mut out = String::new();
        write_string(s, &mut out);
        assert_eq!(out, want, "{s:?}");
        assert_eq!(serde_json::from_str::<String>(&out).unwrap(), s);
    }
}

#[test]
fn written_vars_read_back_as_themselves() {
    let mut vars = Vars::new();
    vars.insert("s".into(), Value::from("x \"y\"\u{1}"));
    vars.insert("l".into(), Value::List(vec!["a".into(), "".into()]));
    vars.insert(
        "a".into(),
        Value::Assoc(vec![("k".into(), "1".into()), ("j".into(), "2".into())]),
    );
    vars.insert(
        "r".into(),
        Value::Assoc(vec![("x".into(), "1".into()), ("x".into(), "2".into())]),
    );
    let text = written(&vars);
    // Names in order; an object keeps its pairs' order; a repeated name
    // makes the array of pairs.
    assert_eq!(
        text,
        r#"{"a":{"k":"1","j":"2"},"l":["a",""],"r":[["x","1"],["x","2"]],"s":"x \"y\"\u0001"}"#
    );
    // serde_json (an independent reader) sees the same text as JSON.
    let doc: Json = serde_json::from_str(&text).unwrap();
    assert_eq!(doc["s"], "x \"y\"\u{1}");
    assert_eq!(parse_vars(&text).unwrap(), vars);
}

/// The suite's variables through [`parse_vars`] expand as the suite says:
/// `"number": 6`, `"long": 37.76` and `"lat": -122.427` of
/// extended-tests.json are their text.
#[test]
fn the_suite_variables_read_as_the_suite_means_them() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/uritemplate-test");
    let mut checked = 0;
    for file in FILES {
        let text = std::fs::read_to_string(dir.join(file)).unwrap();
        let doc: Json = serde_json::from_str(&text).unwrap();
        for (group, body) in doc.as_object().unwrap() {
            let vars = parse_vars(&body["variables"].to_string()).unwrap();
            for case in body["testcases"].as_array().unwrap() {
                let want: Vec<&str> = match &case[1] {
                    Json::String(s) => vec![s.as_str()],
                    Json::Array(a) => a.iter().map(|s| s.as_str().unwrap()).collect(),
                    _ => continue,
                };
                let template = case[0].as_str().unwrap();
                let got = Template::parse(template).unwrap().expand(&vars).unwrap();
                assert!(
                    want.contains(&got.as_str()),
                    "{file} {group} {template}: {got}"
                );
                checked += 1;
            }
        }
    }
    assert!(checked >= 200, "{checked}");
    let vars = parse_vars(r#"{"number": 6, "long": 37.76, "lat": -122.427, "t": true}"#).unwrap();
    assert_eq!(vars["number"], Value::from("6"));
    assert_eq!(vars["long"], Value::from("37.76"));
    assert_eq!(vars["lat"], Value::from("-122.427"));
    assert_eq!(vars["t"], Value::from("true"));
}

#[test]
fn what_no_variable_takes_is_refused_saying_where() {
    let value = |name: &str, at: Option<&str>, found: &'static str| {
        (name.to_owned(), at.map(str::to_owned), found)
    };
    for (text, want) in [
        (r#"{"x": [null]}"#, value("x", Some("item 0"), "null")),
        (
            r#"{"x": ["a", {}]}"#,
            value("x", Some("item 1"), "an object"),
        ),
        (
            r#"{"x": {"k": []}}"#,
            value("x", Some("member \"k\""), "an array"),
        ),
        (
            r#"{"x": [["a", 1], "b"]}"#,
            value("x", Some("item 1"), "a string"),
        ),
        (
            r#"{"x": [["a", 1, 2]]}"#,
            value("x", Some("item 0 (an array of 3)"), "an array"),
        ),
    ] {
        match parse_vars(text) {
            Err(VarsError::Value {
                name, at, found, ..
            }) => assert_eq!((name, at, found), want, "{text}"),
            other => panic!("{text}: {other:?}"),
        }
    }
    assert_eq!(
        parse_vars("[1]"),
        Err(VarsError::NotAnObject { found: "an array" })
    );
    let Err(VarsError::Syntax { line, column, .. }) = parse_vars("{\n  \"x\": ,\n}") else {
        panic!("not a syntax error");
    };
    assert_eq!((line, column), (2, 8));
    // null is absent; [] and {} are kept empty, which section 2.3 counts
    // as undefined.
    let vars = parse_vars(r#"{"a": null, "b": [], "c": {}}"#).unwrap();
    assert!(!vars.contains_key("a"));
    assert!(!vars["b"].is_defined() && !vars["c"].is_defined());
}
