//! Replays the golden urllib corpus (tests/data/urllib/*.jsonl, written by
//! scripts/urllib_corpus.py from CPython's answers) through
//! `urigram::urllib::call`, and compares output, error type and message.
//!
//! tests/data/urllib/known_divergences.txt lists cases we knowingly answer
//! differently, one per line: `<fn>\t<args JSON>\t<kwargs JSON>\t<reason>`.
//! The test fails on any other mismatch, and on an entry that no longer
//! diverges (a stale entry).

use std::collections::{BTreeMap, HashSet};
use std::path::Path;

use serde_json::Value;

fn data_dir() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/urllib")
}

fn known_divergences() -> HashSet<(String, String, String)> {
    let path = data_dir().join("known_divergences.txt");
    // A missing file must not pass for an empty list.
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| {
        panic!(
            "{}: {e} (it must exist, if only with its header)",
            path.display()
        )
    });
    text.lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|l| {
            let mut parts = l.split('\t');
            let f = parts.next().unwrap_or_default().to_string();
            let a = parts.next().unwrap_or_default().to_string();
            let k = parts.next().unwrap_or_default().to_string();
            assert!(
                parts.next().is_some_and(|r| !r.trim().is_empty()),
                "divergence without a reason: {l}"
            );
            (f, a, k)
        })
        .collect()
}

#[test]
fn golden_corpus_replays_exactly() {
    let dir = data_dir();
    let known = known_divergences();
    let mut counts: BTreeMap<String, (usize, usize)> = BTreeMap::new();
    let mut mismatches = Vec::new();
    let mut diverged = HashSet::new();
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("tests/data/urllib exists")
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "jsonl"))
        .collect();
    files.sort();
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap();
        for line in text.lines() {
            let case: Value = serde_json::from_str(line).unwrap();
            let f = case["fn"].as_str().unwrap().to_string();
            let request =
                serde_json::json!({"fn": f, "args": case["args"], "kwargs": case["kwargs"]});
            let got = urigram::urllib::jsonl::respond_value(&request);
            let entry = counts.entry(f.clone()).or_default();
            entry.0 += 1;
            if got == case["expect"] {
                continue;
            }
            let key = (
                f.clone(),
                case["args"].to_string(),
                case["kwargs"].to_string(),
            );
            if known.contains(&key) {
                diverged.insert(key);
                continue;
            }
            entry.1 += 1;
            if mismatches.len() < 30 {
                mismatches.push(format!("{line}\n   got {got}"));
            }
        }
    }
    // The corpus must cover every function, be as large as the issue asks,
    // and come from the CPython the layer promises to match.
    for f in urigram::urllib::FUNCTIONS {
        assert!(
            counts.get(f).is_some_and(|(n, _)| *n > 0),
            "no golden cases for {f}"
        );
    }
    let total: usize = counts.values().map(|(n, _)| n).sum();
    assert!(total >= 50_000, "only {total} golden cases");
    let version = std::fs::read_to_string(dir.join("VERSION")).unwrap();
    assert!(
        version.starts_with("3.11."),
        "corpus written by Python {version}"
    );
    let stale: Vec<_> = known.difference(&diverged).collect();
    let summary: Vec<String> = counts
        .iter()
        .map(|(f, (n, bad))| format!("{f}: {n} cases, {bad} mismatches"))
        .collect();
    assert!(
        mismatches.is_empty() && stale.is_empty(),
        "{}\n\nmismatches (first 30):\n{}\n\nstale known divergences: {stale:?}",
        summary.join("\n"),
        mismatches.join("\n")
    );
}
