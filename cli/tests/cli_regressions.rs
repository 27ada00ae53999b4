//! Replays the inputs of the CLI's fuzz targets kept in
//! `tests/data/regressions/<target>/` (at the workspace root) through their
//! properties. The folders must exist and hold inputs: an empty replay would
//! pass silently.

use std::path::Path;

use crate::properties;

/// A fuzz target's property: panics when the input breaks it.
type Property = fn(&[u8]);

#[test]
fn cli_fuzz_regressions_replay() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/data/regressions");
    let targets: [(&str, Property); 2] = [
        ("cli_args", properties::cli_args),
        ("jsonl_requests", properties::jsonl_requests),
    ];
    for (name, property) in targets {
        let dir = root.join(name);
        let mut replayed = 0;
        let entries = std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
        for entry in entries {
            let path = entry.unwrap().path();
            if path
                .file_name()
                .is_some_and(|n| n.to_string_lossy().starts_with('.'))
            {
                continue;
            }
            property(&std::fs::read(&path).unwrap());
            replayed += 1;
        }
        assert!(replayed > 0, "{name}: no regressions replayed");
    }
}
