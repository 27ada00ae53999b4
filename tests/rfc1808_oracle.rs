//! RFC 1808 against the DFA oracle built from `grammar/rfc1808.abnf`.
//!
//! For every rule of the file, on hand-picked inputs, on strings generated
//! from the grammar and on those strings with one byte edited, the rule's
//! combinator (through `rfc1808::REGISTRY`) must give the oracle's verdict
//! and, on rejection, the oracle's offset: the first byte at which the input
//! stops being a prefix of any string the rule accepts. The expected set must
//! tell the truth: every byte that could come at the offset is in a listed
//! class, the end of input is listed exactly when the input could end there,
//! and no listed item is one that could not come there. A valid
//! `URL` must come back byte for byte from its typed tree.
//!
//! `cargo test` runs a moderate number of cases; the larger run is
//! `cargo test -p urigram --test integration -- --ignored rfc1808_large_run --nocapture`.

use std::collections::HashMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Mutex, OnceLock};

use proptest::strategy::Strategy;
use proptest::test_runner::{Config, FileFailurePersistence, TestCaseError, TestRunner};
use urigram::engine::Error;
use urigram::grammars::rfc1808::{REGISTRY, Url};

use crate::oracle::abnf::Grammar;
use crate::oracle::generate;
use crate::oracle::regex::{Oracle, Verdict};

/// `grammar/rfc1808.abnf`, read once.
pub fn grammar() -> &'static Grammar {
    static G: OnceLock<Grammar> = OnceLock::new();
    G.get_or_init(|| Grammar::load_file("rfc1808.abnf"))
}

/// The oracle of rule `name` of RFC 1808, built once per run.
pub fn oracle(name: &str) -> &'static Oracle {
    static CACHE: OnceLock<Mutex<HashMap<String, &'static Oracle>>> = OnceLock::new();
    let cache = CACHE.get_or_init(|| Mutex::new(HashMap::new()));
    let key = name.to_ascii_lowercase();
    if let Some(o) = cache.lock().unwrap().get(&key) {
        return o;
    }
    let built: &'static Oracle = Box::leak(Box::new(
        Oracle::build(grammar(), name).unwrap_or_else(|e| panic!("{e}")),
    ));
    cache.lock().unwrap().entry(key).or_insert(built)
}

/// The oracle's verdict for rule `name` on `input`.
pub fn verdict(name: &str, input: &[u8]) -> Verdict {
    oracle(name).verdict(input)
}

/// Whether urigram's RFC 1808 rule `name` agrees with the oracle on
/// `input`; the disagreement, in words, if not.
pub fn agree(name: &str, input: &[u8]) -> Result<(), String> {
    let entry = REGISTRY
        .find(name)
        .ok_or_else(|| format!("no RFC 1808 rule {name}"))?;
    let shown = String::from_utf8_lossy(input);
    // The oracle knows the file's spelling (`net-loc`), the registry both.
    let name = match entry.info().abnf_name() {
        abnf if name.eq_ignore_ascii_case(abnf) => name,
        abnf => abnf,
    };
    match (verdict(name, input), entry.check(input)) {
        (Verdict::Match, Ok(())) => round_trip(name, input),
        (Verdict::Fail(at), Err(e)) if e.offset() == at => expected_agrees(name, input, at, &e),
        (Verdict::Fail(at), Err(e)) => Err(format!(
            "{name} {shown:?}: urigram fails at {}, the oracle at {at}: {e}",
            e.offset()
        )),
        (Verdict::Fail(at), Ok(())) => Err(format!(
            "{name} {shown:?}: urigram accepts, the oracle fails at {at}"
        )),
        (Verdict::Match, Err(e)) => Err(format!(
            "{name} {shown:?}: the oracle accepts, urigram fails: {e}"
        )),
    }
}

/// An accepted `URL` parses into a tree that writes it back.
fn round_trip(name: &str, input: &[u8]) -> Result<(), String> {
    if !name.eq_ignore_ascii_case("URL") {
        return Ok(());
    }
    let s = std::str::from_utf8(input).map_err(|e| format!("{name}: accepted non-UTF-8: {e}"))?;
    match Url::parse(s) {
        Ok(r) if r.to_string() == s => {
            crate::rfc1808_catalog::check_spans(s, &r);
            Ok(())
        }
        Ok(r) => Err(format!("{name} {s:?}: writes back {r}")),
        Err(e) => Err(format!(
            "{name} {s:?}: accepted by the rule, not parsed: {e}"
        )),
    }
}

/// Whether the expected set tells the truth about the byte at `at`, by the
/// oracle: every byte that keeps the input viable there is in some listed
/// class, the end of input is listed exactly when the input could end
/// there, and every listed class holds at least one viable byte.
fn expected_agrees(name: &str, input: &[u8], at: usize, e: &Error) -> Result<(), String> {
    let (viable, end) = oracle(name).next(input, at);
    let items: Vec<_> = e.expected().collect();
    let shown = String::from_utf8_lossy(input);
    let lacking: Vec<u8> = viable
        .iter()
        .copied()
        .filter(|&b| !items.iter().any(|x| x.matches(b)))
        .collect();
    if !lacking.is_empty() {
        return Err(format!(
            "{name} {shown:?} at {at}: expected {items:?} lacks {:?}",
            String::from_utf8_lossy(&lacking)
        ));
    }
    let lists_end = items.iter().any(|x| x.is_end());
    if end != lists_end {
        return Err(format!(
            "{name} {shown:?} at {at}: the input {} end there, but expected is {items:?}",
            if end { "may" } else { "may not" }
        ));
    }
    for x in &items {
        if !x.is_end() && !x.bytes().any(|b| viable.contains(&b)) {
            return Err(format!(
                "{name} {shown:?} at {at}: expected lists {x}, which cannot come there"
            ));
        }
    }
    Ok(())
}

/// Hand-picked inputs, valid or not by the RFC text, each also checked
/// against the oracle.
const EXAMPLES: &[(&str, &str, bool)] = &[
    ("URL", "", true),
    ("URL", "#", true),
    ("URL", "a:b", true),     // absoluteURL, and a rel_path too
    ("URL", "a:", true),      // opaque, and the rel_path "a:"
    ("URL", "1a:b", true),    // a scheme may start with a digit
    ("URL", ":a", true),      // no scheme, so a rel_path
    ("URL", "/~user", false), // national is not in unreserved
    ("URL", "http://a b/", false),
    ("URL", "http://a/b#c#d", false),
    ("URL", "http://a/%zz", false),
    ("URL", "http://a/%4", false),
    ("URL", "http://a//b", true), // only as the opaque branch
    ("URL", "////", false),       // the rel_path after "//" "/" would start with "/"
    ("URL", "g;x?y#s", true),
    ("URL", "//u@h:80?x;y/p", true),
    ("URL", "http://[::1]/", false),
    ("URL", "a\\b", false),
    ("generic-RL", "http:////", false),
    ("absoluteURL", "http:////", true),
    ("relativeURL", "////", false),
    ("relativeURL", "//", true),
    ("relativeURL", "///", true),
    ("abs_path", "//a", false),
    ("rel_path", "", true),
    ("rel_path", "/a", false),
    ("fsegment", "", false),
    ("segment", "", true),
    ("params", "a;b/c", true),
    ("params", "a?b", false),
    ("net_loc", "a/b", false),
    ("net_loc", "u:p@h;x?y", true),
    ("scheme", "+.-", true),
    ("scheme", "", false),
    ("escape", "%4G", false),
    ("hex", "g", false),
    ("national", "~", true),
    ("punctuation", "\"", true),
    ("reserved", "+", false),
    ("safe", "+", true),
    ("extra", ",", true),
    ("unreserved", "~", false),
];

#[test]
fn hand_picked_examples_agree_with_the_rfc_and_the_oracle() {
    let mut problems = Vec::new();
    for &(name, input, valid) in EXAMPLES {
        let abnf = REGISTRY.find(name).map_or(name, |e| e.info().abnf_name());
        let v = verdict(abnf, input.as_bytes());
        if (v == Verdict::Match) != valid {
            problems.push(format!("oracle: {name} {input:?} gives {v:?}"));
        }
        if let Err(e) = agree(name, input.as_bytes()) {
            problems.push(e);
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// How many inputs the property runs have checked.
static CHECKED: AtomicUsize = AtomicUsize::new(0);

/// Runs `cases` cases of `strategy` for rule `name`, checking every input
/// with [`agree`]; failures are kept in `tests/oracle/regressions/` and
/// replayed first.
fn run_rule<S>(name: &str, what: &str, cases: u32, strategy: S)
where
    S: Strategy<Value = Vec<Vec<u8>>>,
{
    let file = format!(
        "{}/tests/oracle/regressions/rfc1808-{what}-{name}.txt",
        env!("CARGO_MANIFEST_DIR")
    );
    let config = Config {
        cases,
        failure_persistence: Some(Box::new(FileFailurePersistence::Direct(Box::leak(
            file.into_boxed_str(),
        )))),
        ..Config::default()
    };
    let mut runner = TestRunner::new(config);
    let result = runner.run(&strategy, |inputs| {
        for input in &inputs {
            CHECKED.fetch_add(1, Ordering::Relaxed);
            agree(name, input).map_err(TestCaseError::fail)?;
        }
        Ok(())
    });
    if let Err(e) = result {
        panic!("{what} strings of RFC 1808 {name}: {e}");
    }
}

/// Generated strings of every rule, then the same with one byte edited.
fn every_rule(generated: u32, mutated: u32) {
    for def in &grammar().rules {
        let name = def.name.as_str();
        let strings = generate::rule_in(grammar(), name);
        run_rule(
            name,
            "generated",
            generated,
            strings.clone().prop_map(|s| vec![s]),
        );
        let edited = (strings, generate::mutation()).prop_map(|(s, m)| {
            let t = m.apply(&s);
            vec![s, t]
        });
        run_rule(name, "mutated", mutated, edited);
    }
}

#[test]
fn generated_and_mutated_strings_agree_with_the_oracle() {
    every_rule(48, 96);
}

/// The large run, by hand: `cargo test -p urigram --test integration --
/// --ignored rfc1808_large_run --nocapture`; `ORACLE_CASES` sets the
/// generated cases per rule (twice as many mutated).
#[test]
#[ignore = "a long run, by hand"]
#[allow(clippy::print_stderr)]
fn rfc1808_large_run_against_the_oracle() {
    let cases: u32 = std::env::var("ORACLE_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(2_000);
    let before = CHECKED.load(Ordering::Relaxed);
    every_rule(cases, 2 * cases);
    let checked = CHECKED.load(Ordering::Relaxed) - before;
    eprintln!(
        "rfc1808 oracle: {} rules, {cases} generated and {} mutated cases each, {checked} inputs checked",
        grammar().rules.len(),
        2 * cases
    );
}
