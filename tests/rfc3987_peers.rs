//! The peers' IRI test cases, extracted as data and replayed on urigram's
//! RFC 3987 grammar, tree and resolution: oxiri 0.3.1's
//! (`tests/data/peers/oxiri.tsv`, by `scripts/extract_oxiri_cases.py`) and
//! iri-string 0.7.14's component cases (`tests/data/peers/iri-string.tsv`,
//! by `scripts/extract_iri_string_cases.py`) and fluent-uri 0.4.1's IRI
//! cases (`tests/data/peers/fluent-uri.tsv`, typed in from its tests, they
//! are few). Every disagreement must be
//! adjudicated by the RFC text in `tests/data/peers/*-adjudications.tsv`
//! (the case as the data writes it, then the reason); an adjudication that
//! no longer matches a disagreement fails as stale. Then a differential
//! test against both peers' parsers on generated strings.

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

/// Replays the cases of `data` (at least `min` of them) through
/// `disagreement`, and checks that every disagreement is adjudicated in
/// `adjudications`, and every adjudication still names a disagreeing case.
/// Returns how many cases disagree (each adjudicated).
fn replay(
    data: &str,
    adjudications: &str,
    min: usize,
    disagreement: impl Fn(&str) -> Option<String>,
) -> usize {
    let data = read(data);
    let cases: Vec<&str> = data
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
        .collect();
    assert!(cases.len() >= min, "{} cases", cases.len());
    let adjudicated: BTreeMap<String, String> = read(adjudications)
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
    disagreeing
}

#[test]
fn oxiri_cases_agree_or_are_adjudicated() {
    replay("oxiri.tsv", "oxiri-adjudications.tsv", 601, disagreement);
}

/// What urigram's tree gives of one iri-string case, if it is not what
/// iri-string's test says.
fn components_disagreement(line: &str) -> Option<String> {
    let f: Vec<String> = line.split('\t').map(text).collect();
    let Ok(r) = rfc3987::IriRef::parse(&f[0]) else {
        return Some("urigram rejects it".to_owned());
    };
    let own = |x: Option<&str>| x.map_or_else(|| "-".to_owned(), str::to_owned);
    let a = r.authority();
    let ours = [
        own(r.scheme().map(|s| s.as_str())),
        own(a.and_then(|a| a.userinfo()).map(|u| u.as_str())),
        own(a.map(|a| a.host().as_str())),
        own(a.and_then(|a| a.port()).map(|p| p.as_str())),
        r.path().as_str().to_owned(),
        own(r.query().map(|q| q.as_str())),
        own(r.fragment().map(|x| x.as_str())),
    ];
    (ours[..] != f[1..]).then(|| format!("urigram reads {ours:?}"))
}

#[test]
fn iri_string_component_cases_agree_or_are_adjudicated() {
    replay(
        "iri-string.tsv",
        "iri-string-adjudications.tsv",
        131,
        components_disagreement,
    );
}

/// What urigram says of one fluent-uri case, if it is not what fluent-uri's
/// test says.
fn fluent_uri_disagreement(line: &str) -> Option<String> {
    let f: Vec<String> = line.split('\t').map(text).collect();
    let accepts = |rule: &str, s: &str| rfc3987::check(rule, s).is_some_and(|r| r.is_ok());
    let compare = |got: Result<String, String>, want: &str| match got {
        Ok(got) if got == want => None,
        Ok(got) => Some(format!("urigram gives {got:?}")),
        Err(e) => Some(format!("urigram refuses: {e}")),
    };
    match (f[0].as_str(), &f[1..]) {
        ("valid", [iri]) => (!accepts("IRI", iri)).then(|| "urigram rejects it".to_owned()),
        ("valid-ref", [r]) => {
            (!accepts("IRI-reference", r)).then(|| "urigram rejects it".to_owned())
        }
        ("to-uri", [iri, want]) => compare(
            rfc3987::iri_to_uri(iri)
                .map(|c| c.into_owned())
                .map_err(|e| e.to_string()),
            want,
        ),
        ("normalize", [iri, want]) => compare(
            rfc3987::normalize(iri, false).map_err(|e| e.to_string()),
            want,
        ),
        _ => panic!("bad line {line:?}"),
    }
}

/// fluent-uri 0.4.1's IRI cases: its conversions to URIs, its normalization
/// (which decodes as RFC 3987 section 5.3.2.3 allows), and the IRIs its
/// conversion errors start from.
#[test]
fn fluent_uri_cases_agree_or_are_adjudicated() {
    replay(
        "fluent-uri.tsv",
        "fluent-uri-adjudications.tsv",
        12,
        fluent_uri_disagreement,
    );
}

/// Differential: urigram's `IRI-reference` against oxiri's and iri-string's
/// IRI reference parsers on strings generated from `grammar/rfc3987.abnf`
/// and on those strings with one byte edited (edits that leave no UTF-8
/// are skipped: both peers take `&str`). `PEER_CASES=N` runs N pairs
/// (400 by default) and prints the count. Where a peer departs from the RFC
/// the case is named below with its reason; none has been found so far.
#[test]
fn verdicts_agree_with_oxiri_and_iri_string() {
    use proptest::prelude::*;
    use proptest::test_runner::{Config, TestCaseError, TestRunner};

    let strings =
        crate::oracle::generate::rule_in(crate::rfc3987_oracle::grammar(), "IRI-reference");
    let edited = (strings, crate::oracle::generate::mutation()).prop_map(|(s, m)| {
        let t = m.apply(&s);
        (s, t)
    });
    let compared = std::cell::Cell::new(0u32);
    let agree = |input: &[u8]| -> Result<(), String> {
        let Ok(s) = std::str::from_utf8(input) else {
            return Ok(());
        };
        let ours = rfc3987::check("IRI-reference", s).unwrap().is_ok();
        let oxiri = oxiri::IriRef::parse(s).is_ok();
        let iri_string = iri_string::types::IriReferenceStr::new(s).is_ok();
        compared.set(compared.get() + 1);
        if ours == oxiri && ours == iri_string {
            Ok(())
        } else {
            Err(format!(
                "{s:?}: urigram {ours}, oxiri {oxiri}, iri-string {iri_string}"
            ))
        }
    };
    // `PEER_CASES` sets the number of pairs for a longer run by hand.
    let cases = std::env::var("PEER_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(400);
    let mut runner = TestRunner::new(Config {
        cases,
        ..Config::default()
    });
    runner
        .run(&edited, |(s, t)| {
            agree(&s).map_err(TestCaseError::fail)?;
            agree(&t).map_err(TestCaseError::fail)
        })
        .unwrap();
    assert!(
        compared.get() >= cases * 3 / 2,
        "{} compared",
        compared.get()
    );
    #[allow(clippy::print_stderr)]
    if std::env::var("PEER_CASES").is_ok() {
        eprintln!(
            "rfc3987 differential: {} inputs, urigram = oxiri = iri-string",
            compared.get()
        );
    }
}
