//! Replays every input kept for a fuzz target (tests/data/regressions/<target>/:
//! the inputs a fuzzer failed on, and seeds that reach the property's
//! comparisons) through the property of its target, and checks that no
//! target is left out: every file of `fuzz/fuzz_targets/` is replayed here or
//! named in [`REPLAYED_IN_CLI_TESTS`], and every target replayed here has at
//! least one input. A missing or empty folder means the replay silently
//! stopped, so it fails too.

use std::collections::BTreeMap;
use std::path::Path;

use crate::properties;
use crate::template_roundtrip;

/// A fuzz target's property: panics when the input breaks it.
type Property = fn(&[u8]);

/// The targets whose property is in `tests/properties.rs`, each with its
/// property.
const REPLAYED_HERE: [(&str, Property); 15] = [
    ("parse_rules", properties::parse_rules),
    ("lint", properties::lint),
    ("diff_fluent_uri", properties::diff_fluent_uri),
    ("diff_iri_string", properties::diff_iri_string),
    ("diff_rfc3987", properties::diff_rfc3987),
    ("diff_simd", properties::diff_simd),
    ("algorithms", properties::algorithms),
    ("pct", properties::pct),
    ("builder", properties::builder),
    ("urllib", properties::urllib),
    ("jsonl", properties::jsonl),
    ("engine_automata", properties::engine_automata),
    ("tree_build", properties::tree_build),
    ("compare", properties::compare),
    ("template_roundtrip", template_roundtrip::template_roundtrip),
];

/// Targets whose property needs the CLI crate: `cli/tests/` replays their
/// inputs, not this binary. A name here need not have a target file yet.
const REPLAYED_IN_CLI_TESTS: [&str; 2] = ["cli_args", "jsonl_requests"];

/// The inputs in `dir`, without hidden files such as `.gitkeep`.
fn inputs(dir: &Path) -> Vec<std::path::PathBuf> {
    let entries = std::fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    let mut files: Vec<_> = entries
        .map(|e| e.unwrap().path())
        .filter(|p| {
            p.file_name()
                .is_some_and(|n| !n.to_string_lossy().starts_with('.'))
        })
        .collect();
    files.sort();
    files
}

#[test]
fn fuzz_regressions_replay() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/regressions");
    let mut replayed = BTreeMap::new();
    for (name, property) in REPLAYED_HERE {
        let files = inputs(&root.join(name));
        for path in &files {
            property(&std::fs::read(path).unwrap());
        }
        replayed.insert(name, files.len());
    }
    let empty: Vec<&str> = replayed
        .iter()
        .filter(|&(_, &n)| n == 0)
        .map(|(&name, _)| name)
        .collect();
    assert!(
        empty.is_empty(),
        "no input to replay for {empty:?} under {} (replayed per target: {replayed:?})",
        root.display()
    );
}

#[test]
fn every_fuzz_target_is_replayed() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("fuzz/fuzz_targets");
    let targets: Vec<String> = inputs(&dir)
        .iter()
        .filter(|p| p.extension().is_some_and(|x| x == "rs"))
        .map(|p| p.file_stem().unwrap().to_string_lossy().into_owned())
        .collect();
    assert!(!targets.is_empty(), "no fuzz targets in {}", dir.display());
    let here = |t: &str| REPLAYED_HERE.iter().any(|&(n, _)| n == t);
    let unreplayed: Vec<&String> = targets
        .iter()
        .filter(|t| !here(t) && !REPLAYED_IN_CLI_TESTS.contains(&t.as_str()))
        .collect();
    assert!(
        unreplayed.is_empty(),
        "fuzz targets that nothing replays: {unreplayed:?}; add each to REPLAYED_HERE \
         with its property and inputs in tests/data/regressions/<target>/, or to \
         REPLAYED_IN_CLI_TESTS if cli/tests replays it"
    );
    let stale: Vec<&str> = REPLAYED_HERE
        .iter()
        .map(|&(n, _)| n)
        .filter(|n| !targets.iter().any(|t| t == n))
        .collect();
    assert!(
        stale.is_empty(),
        "replayed here but no file in fuzz/fuzz_targets/: {stale:?}"
    );
}
