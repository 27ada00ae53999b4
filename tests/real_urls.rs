//! The real URL lists of `tests/data/real-urls/` (their README says where
//! they come from): the files and their lines, for the tests that run
//! every grammar over input nobody on this project wrote.
//!
//! The lists are part of the repository, so a missing file is a broken
//! checkout and fails the test that asked, saying which file: a test that
//! quietly ran over fewer lines would pass on a fraction of its input.

use std::path::{Path, PathBuf};

/// The three lists, in a fixed order.
pub const FILES: [&str; 3] = ["isaacs_files.txt", "kasztp.txt", "node_files.txt"];

/// The folder that holds the lists.
pub fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/real-urls")
}

/// The path of each list; panics, naming it, if one is missing.
pub fn paths() -> Vec<PathBuf> {
    FILES
        .iter()
        .map(|name| {
            let path = dir().join(name);
            assert!(
                path.is_file(),
                "{} is missing: the real URL lists are part of the repository \
                 (tests/data/real-urls/README.md)",
                path.display()
            );
            path
        })
        .collect()
}

/// The bytes of one file, or a panic that names it.
pub fn read(path: &Path) -> Vec<u8> {
    std::fs::read(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

#[test]
fn the_lists_are_in_the_repository_whole() {
    // The line counts of the lists' README (48,009 + 43,415 + 6,207, as
    // `wc -l` counts them: kasztp.txt has no final line end).
    let lines: Vec<usize> = paths()
        .iter()
        .map(|p| read(p).iter().filter(|&&b| b == b'\n').count())
        .collect();
    assert_eq!(lines, [6_207, 48_009, 43_415]);
    assert!(dir().join("README.md").is_file());
    assert!(dir().join("LICENSE-MIT").is_file());
}
