//! Replays every input a fuzzer failed on (tests/data/regressions/<target>/)
//! through the property of its target. The folder must exist: a missing one
//! means the replay silently stopped.

use std::path::Path;

use crate::properties;

/// A fuzz target's property: panics when the input breaks it.
type Property = fn(&[u8]);

#[test]
fn fuzz_regressions_replay() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/regressions");
    let targets: [(&str, Property); 9] = [
        ("parse_rules", properties::parse_rules),
        ("lint", properties::lint),
        ("diff_fluent_uri", properties::diff_fluent_uri),
        ("diff_iri_string", properties::diff_iri_string),
        ("algorithms", properties::algorithms),
        ("pct", properties::pct),
        ("builder", properties::builder),
        ("urllib", properties::urllib),
        ("jsonl", properties::jsonl),
    ];
    let mut replayed = 0;
    for (name, property) in targets {
        let dir = root.join(name);
        let entries = std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
        for entry in entries {
            let path = entry.unwrap().path();
            if path
                .file_name()
                .is_some_and(|n| n.to_string_lossy().starts_with('.'))
            {
                continue;
            }
            let data = std::fs::read(&path).unwrap();
            property(&data);
            replayed += 1;
        }
    }
    assert!(
        replayed > 0,
        "no regression inputs found under {}",
        root.display()
    );
}
