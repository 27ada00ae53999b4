//! The verdict from AVX2 masks, thirty-two bytes at once (what `is_valid`
//! and `check -q` run where the CPU has AVX2), the single pass reading
//! sixteen bytes at once (what `UriRef::parse` runs, its tail thirty-two
//! bytes at once with AVX2; without AVX2 the verdict is
//! `is_valid_by_blocks` and the parse `parse_by_blocks`) against
//! the same pass reading one table lookup a byte (`is_valid_by_bytes`,
//! `parse_by_bytes`, the reader it had before), and the verdict against the
//! DFA built from
//! `grammar/rfc3986.abnf`: on every corpus under `tests/data` and
//! `benches/data`, on the oracle's generated and mutated strings, and on
//! hostile shapes placed across the sixteen-byte blocks.

use std::path::Path;

use proptest::strategy::Strategy;
use proptest::test_runner::{Config, TestCaseError, TestRunner};
use urigram::{ParseOptions, Rule, UriRef};

use crate::oracle::generate;
use crate::oracle::regex::{Verdict, verdict};

/// Where the two readers, `check -q`'s verdict, the typed parse or the
/// oracle disagree on `input`, if anywhere. `oracle` also asks the DFA
/// (slow in a debug build, so not on every line of the largest corpora).
fn disagreement(input: &[u8], oracle: bool) -> Option<String> {
    let by_bytes = std::str::from_utf8(input).is_ok_and(urigram::is_valid_by_bytes);
    let checked = Rule::UriReference.is_valid_bytes_with(input, ParseOptions::RFC3986);
    if checked != by_bytes {
        return Some(format!(
            "check -q's verdict {checked}, the scalar reading {by_bytes}: {input:?}"
        ));
    }
    if let Ok(s) = std::str::from_utf8(input) {
        if urigram::is_valid(s) != by_bytes {
            return Some(format!("is_valid {}, scalar {by_bytes}: {s:?}", !by_bytes));
        }
        if urigram::is_valid_by_blocks(s) != by_bytes {
            return Some(format!(
                "the blocks say {}, scalar {by_bytes}: {s:?}",
                !by_bytes
            ));
        }
        let parsed = UriRef::parse(s).ok();
        if parsed != urigram::parse_by_bytes(s) {
            return Some(format!(
                "the typed parse differs from the scalar one: {s:?}"
            ));
        }
        if urigram::parse_by_blocks(s) != parsed {
            return Some(format!(
                "the typed parse without AVX2 differs from the parse: {s:?}"
            ));
        }
        if parsed.is_some() != by_bytes {
            return Some(format!("the parse and the verdict differ: {s:?}"));
        }
    }
    if oracle && (verdict("URI-reference", input) == Verdict::Match) != by_bytes {
        return Some(format!("the oracle differs ({by_bytes} here): {input:?}"));
    }
    None
}

/// Checks every line of `text`; returns how many were valid.
fn check_lines(name: &str, text: &[u8], oracle_every: usize) -> usize {
    let mut valid = 0;
    for (n, line) in text.split(|&b| b == b'\n').enumerate() {
        let line = line.strip_suffix(b"\r").unwrap_or(line);
        if let Some(problem) = disagreement(line, n % oracle_every == 0) {
            panic!("{name} line {}: {problem}", n + 1);
        }
        valid += usize::from(urigram::is_valid_by_bytes(
            std::str::from_utf8(line).unwrap_or("\u{0}"),
        ));
    }
    valid
}

fn read(path: &Path) -> Vec<u8> {
    std::fs::read(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

#[test]
fn the_real_url_lists_read_alike() {
    let mut valid = 0;
    for path in crate::real_urls::paths() {
        valid += check_lines(&path.display().to_string(), &read(&path), 7);
    }
    // Most real URLs are valid references: a reader that said no to all
    // would agree with itself and prove nothing.
    assert!(valid > 90_000, "only {valid} valid lines");
}

#[test]
fn the_benchmark_corpora_read_alike() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("benches/data");
    for name in ["mixed.txt", "web.txt"] {
        let path = dir.join(name);
        let valid = check_lines(name, &read(&path), 11);
        assert!(valid > 10_000, "{name}: only {valid} valid lines");
    }
}

/// Every field of every file of the external suites (inputs, bases,
/// expected outputs): strings other projects chose to test their parsers.
#[test]
fn the_external_suites_read_alike() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/external-suites");
    let mut fields = 0;
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "tsv") {
            for line in read(&path).split(|&b| b == b'\n') {
                for field in line.split(|&b| b == b'\t') {
                    fields += 1;
                    if let Some(problem) = disagreement(field, true) {
                        panic!("{}: {problem}", path.display());
                    }
                }
            }
        }
    }
    assert!(fields > 1_000, "only {fields} fields");
}

/// Generated strings of `URI-reference` and mutations of them, short and
/// padded past the long-input threshold, with the oracle's verdict.
#[test]
fn generated_and_mutated_strings_read_alike() {
    fn run<S: Strategy<Value = (Vec<u8>, Vec<u8>)>>(strategy: S) {
        let mut runner = TestRunner::new(Config {
            cases: 400,
            failure_persistence: None,
            ..Config::default()
        });
        runner
            .run(&strategy, |(a, b)| {
                for input in [a, b] {
                    if let Some(problem) = disagreement(&input, true) {
                        return Err(TestCaseError::fail(problem));
                    }
                }
                Ok(())
            })
            .unwrap();
    }
    run(generate::mutated("URI-reference"));
    run(generate::padded_mutated("URI-reference"));
}

/// Hostile shapes at every offset around the sixteen-byte blocks: a broken
/// or whole triplet, a delimiter, NUL, DEL, a non-ASCII character, a space,
/// after runs of every length in every component.
#[test]
fn hostile_shapes_across_the_blocks_read_alike() {
    let shapes = [
        "{f}{t}",
        "s:{f}{t}",
        "http://{f}{t}/p",
        "http://u{f}{t}@h/p",
        "http://h:{f}{t}/p",
        "http://[v1.{f}{t}]/p",
        "http://h/{f}{t}",
        "http://h/p?{f}{t}",
        "http://h/p#{f}{t}",
        "{f}{t}:x",
        "//{f}{t}",
        // After a triplet, the rest is read in one pass of blocks
        // (rules/tail.rs): the path's end, the query's and the fragment's
        // found as bit positions.
        "http://h/%41{f}{t}",
        "http://h/%41{f}?{t}#x",
        "http://h/p?%41{f}{t}#x{t}",
        "%41{f}#{t}",
    ];
    let tails = [
        "", "%", "%4", "%41", "%4g", "%%41", ":", "@", "/", "?", "#", "[", "]", "\0", "\u{7f}",
        "é", " ", "%41x", "8080",
    ];
    let mut checked = 0;
    for len in (0..40).chain([44, 47, 48, 49, 52, 55, 58, 59, 60, 61, 62, 63, 64, 65]) {
        for filler in ["a".repeat(len), "9".repeat(len), "%41".repeat(len / 3)] {
            for shape in shapes {
                for tail in tails {
                    let s = shape.replace("{f}", &filler).replace("{t}", tail);
                    if let Some(problem) = disagreement(s.as_bytes(), len % 5 == 0) {
                        panic!("{problem}");
                    }
                    checked += 1;
                }
            }
        }
    }
    // Long runs, past the long-input threshold, with the stop near the end.
    for len in [255, 256, 257, 1000, 4096] {
        for tail in tails {
            let s = format!("http://h/{}{tail}x", "a".repeat(len));
            assert!(disagreement(s.as_bytes(), true).is_none(), "{s:?}");
            checked += 1;
        }
    }
    assert!(checked > 10_000);
}
