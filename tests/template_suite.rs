//! The uritemplate-test suite (`tests/data/uritemplate-test/`, Apache-2.0,
//! its source in `SOURCE.md`): every case of `spec-examples.json`,
//! `spec-examples-by-section.json`, `extended-tests.json` and
//! `negative-tests.json` through [`Template::parse`] and
//! [`Template::expand`]. A case's expected value is a string (the
//! expansion), a list (any one of them; associative arrays have no order in
//! JSON), or `false` (the template is invalid, or cannot be expanded with
//! these variables).

use std::path::Path;

use serde_json::Value as Json;
use urigram::template::{Template, Value, Vars};

/// One case: file, group, template, variables, and the accepted answers
/// (`None`: must fail).
pub struct Case {
    pub file: &'static str,
    pub group: String,
    pub template: String,
    pub vars: Vars,
    pub want: Option<Vec<String>>,
}

/// The suite's files.
pub const FILES: [&str; 4] = [
    "spec-examples.json",
    "spec-examples-by-section.json",
    "extended-tests.json",
    "negative-tests.json",
];

/// A JSON scalar as the string it stands for (numbers as written).
fn scalar(v: &Json) -> String {
    match v {
        Json::String(s) => s.clone(),
        other => other.to_string(),
    }
}

/// A JSON variable as a [`Value`]; `None` for `null` (undefined).
pub fn value(v: &Json) -> Option<Value> {
    Some(match v {
        Json::Null => return None,
        Json::Array(items) => Value::List(items.iter().map(scalar).collect()),
        Json::Object(m) => Value::Assoc(m.iter().map(|(k, v)| (k.clone(), scalar(v))).collect()),
        other => Value::String(scalar(other)),
    })
}

/// Every case of every file.
pub fn cases() -> Vec<Case> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/uritemplate-test");
    let mut out = Vec::new();
    for file in FILES {
        let text = std::fs::read_to_string(dir.join(file)).unwrap();
        let doc: Json = serde_json::from_str(&text).unwrap();
        for (group, body) in doc.as_object().unwrap() {
            let json_vars = body["variables"].as_object().unwrap().clone();
            let mut vars = Vars::new();
            for (k, v) in &json_vars {
                if let Some(v) = value(v) {
                    vars.insert(k.clone(), v);
                }
            }
            for case in body["testcases"].as_array().unwrap() {
                let want = match &case[1] {
                    Json::Bool(false) => None,
                    Json::String(s) => Some(vec![s.clone()]),
                    Json::Array(a) => {
                        Some(a.iter().map(|s| s.as_str().unwrap().to_owned()).collect())
                    }
                    other => panic!("{file} {group}: unexpected answer {other}"),
                };
                out.push(Case {
                    file,
                    group: group.clone(),
                    template: case[0].as_str().unwrap().to_owned(),
                    vars: vars.clone(),
                    want,
                });
            }
        }
    }
    out
}

#[test]
fn every_case_of_the_suite() {
    let cases = cases();
    // The suite's size, so that a file that stops being read is noticed.
    assert!(cases.len() >= 250, "{} cases", cases.len());
    let mut failures = Vec::new();
    for c in &cases {
        let got = Template::parse(&c.template)
            .map_err(|e| e.to_string())
            .and_then(|t| t.expand(&c.vars).map_err(|e| e.to_string()));
        let ok = match (&c.want, &got) {
            (None, Err(_)) => true,
            (Some(w), Ok(g)) => w.contains(g),
            _ => false,
        };
        if !ok {
            failures.push(format!(
                "{} / {}: {:?} gave {got:?}, want {:?}",
                c.file, c.group, c.template, c.want
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn every_file_has_cases() {
    let cases = cases();
    for file in FILES {
        let n = cases.iter().filter(|c| c.file == file).count();
        assert!(n >= 20, "{file}: {n} cases");
    }
    assert!(cases.iter().filter(|c| c.want.is_none()).count() >= 30);
}
