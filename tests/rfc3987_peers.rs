//! oxiri's IRI test cases (`tests/data/peers/oxiri.tsv`, extracted by
//! `scripts/extract_oxiri_cases.py` from oxiri 0.3.1's tests) replayed on
//! urigram's RFC 3987 grammar and resolution. Every disagreement must be
//! adjudicated by the RFC text in `tests/data/peers/oxiri-adjudications.tsv`
//! (the case as the data writes it, then the reason); an adjudication that
//! no longer matches a disagreement fails as stale.

use std::collections::BTreeMap;
use std::path::Path;

use urigram::grammars::rfc3987::{self, resolve};

use crate::catalog::unescape;

fn read(name: &str) -> String {
    std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/data/peers")
            .join(name),
    )
    .unwrap()
}

fn text(s: &str) -> String {
    String::from_utf8(unescape(s)).unwrap()
}

/// What urigram says of one case, if it is not what oxiri's test says.
fn disagreement(line: &str) -> Option<String> {
    let fields: Vec<&str> = line.split('\t').collect();
    let accepts = |rule: &str, s: &str| rfc3987::check(rule, &text(s)).is_some_and(|r| r.is_ok());
    match fields[..] {
        ["valid", iri] => (!accepts("IRI", iri)).then(|| "urigram rejects it".to_owned()),
        ["valid-ref", r] => (!accepts("IRI-reference", r)).then(|| "urigram rejects it".to_owned()),
        ["invalid-ref", r] => accepts("IRI-reference", r).then(|| "urigram accepts it".to_owned()),
        ["resolve", r, base, want] => match resolve(&text(base), &text(r)) {
            Ok(got) if got == text(want) => None,
            Ok(got) => Some(format!("urigram gives {got:?}")),
            Err(e) => Some(format!("urigram refuses: {e}")),
        },
        _ => panic!("bad line {line:?}"),
    }
}

#[test]
fn oxiri_cases_agree_or_are_adjudicated() {
    let data = read("oxiri.tsv");
    let cases: Vec<&str> = data
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
        .collect();
    assert!(cases.len() > 600, "{} cases", cases.len());
    let adjudicated: BTreeMap<String, String> = read("oxiri-adjudications.tsv")
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
        .map(|l| {
            let (case, reason) = l.rsplit_once('\t').unwrap();
            (case.to_owned(), reason.to_owned())
        })
        .collect();
    let mut problems = Vec::new();
    let mut disagreeing = 0;
    for case in &cases {
        match (disagreement(case), adjudicated.contains_key(*case)) {
            (Some(d), false) => problems.push(format!("not adjudicated: {case}: {d}")),
            (None, true) => problems.push(format!("stale adjudication: {case}")),
            (Some(_), true) => disagreeing += 1,
            (None, false) => {}
        }
    }
    for case in adjudicated.keys() {
        if !cases.contains(&case.as_str()) {
            problems.push(format!("adjudication of no case: {case}"));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    assert_eq!(disagreeing, adjudicated.len());
}
