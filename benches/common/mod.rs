//! The benchmark corpora: loading them, and checking at load time that every
//! line is a URI-reference, so a benchmark never silently measures error paths.
//!
//! The files are made by `python3 scripts/gen_corpus.py` (deterministic, fixed
//! seed) and committed under `benches/data/`.

// Each bench compiles this module on its own and uses only part of it.
#![allow(dead_code)]

use std::path::PathBuf;

pub mod shapes;
pub mod urllib;

/// Writes `text` to `name` in cargo's target directory (`CARGO_TARGET_DIR`,
/// else `target/`), where `scripts/bench_table.py` reads the figures that a
/// benchmark computes itself; a failure is reported on stderr, not fatal.
#[allow(clippy::print_stderr)]
pub fn write_to_target(name: &str, text: &str) {
    let dir = std::env::var_os("CARGO_TARGET_DIR").map_or_else(
        || PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("target"),
        PathBuf::from,
    );
    let path = dir.join(name);
    if let Err(e) = std::fs::write(&path, text) {
        eprintln!("cannot write {}: {e}", path.display());
    }
}

/// One corpus: its lines and their total size.
pub struct Corpus {
    /// Short name used in benchmark ids (`mixed`, `web`).
    pub name: &'static str,
    /// One URI reference per element, without line endings.
    pub lines: Vec<String>,
    /// The sum of the lines' lengths in bytes (line endings not counted).
    pub bytes: u64,
}

impl Corpus {
    /// Reads `benches/data/{name}.txt` and asserts that urigram accepts every
    /// line. Lines that fluent-uri rejects are printed (to stderr) but do not
    /// stop the run: the corpus is the RFC's, and a disagreement is a finding
    /// to investigate, not a reason to measure something else.
    ///
    /// # Panics
    /// When the file is missing or a line is not a URI-reference by urigram.
    pub fn load(name: &'static str) -> Corpus {
        let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join("benches/data")
            .join(format!("{name}.txt"));
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| {
            panic!(
                "cannot read {}: {e}; run `python3 scripts/gen_corpus.py`",
                path.display()
            )
        });
        let lines: Vec<String> = text.lines().map(str::to_owned).collect();
        for (i, line) in lines.iter().enumerate() {
            if let Err(e) = urigram::UriRef::parse(line) {
                panic!("{name}.txt line {}: urigram rejects {line:?}: {e}", i + 1);
            }
            assert!(
                urigram::is_valid(line),
                "{name}.txt line {}: is_valid disagrees with UriRef::parse on {line:?}",
                i + 1
            );
        }
        let bytes = lines.iter().map(|l| l.len() as u64).sum();
        Corpus { name, lines, bytes }
    }

    /// How many lines a peer accepts, for the acceptance note printed beside
    /// the figures: a peer that rejects a line is timed on its error path.
    pub fn accepted_by(&self, accepts: impl Fn(&str) -> bool) -> usize {
        self.lines.iter().filter(|l| accepts(l)).count()
    }

    /// The lines a peer rejects (the first `limit` of them).
    pub fn rejected_by(&self, accepts: impl Fn(&str) -> bool, limit: usize) -> Vec<&str> {
        self.lines
            .iter()
            .map(String::as_str)
            .filter(|l| !accepts(l))
            .take(limit)
            .collect()
    }
}

/// The criterion settings every corpus benchmark shares: short enough that a
/// full `cargo bench` takes a few minutes on two cores; every iteration is a
/// whole corpus (tens of thousands of calls), so twenty samples are plenty
/// for a stable median.
#[allow(dead_code)] // Each bench binary includes this module and uses what it needs.
pub fn config() -> criterion::Criterion {
    criterion::Criterion::default()
        .warm_up_time(std::time::Duration::from_secs(1))
        .measurement_time(std::time::Duration::from_secs(3))
        .sample_size(20)
        .noise_threshold(0.03)
        .configure_from_args()
}
