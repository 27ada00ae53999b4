//! The RFC 3987 snapshot catalog: `tests/data/grammar/rfc3987/invalid.txt`
//! and `valid.txt`, one snapshot per line under `snapshots/rfc3987/`.
//!
//! An invalid input is held against the DFA oracle of
//! `grammar/rfc3987.abnf` (offset and expected set) and snapshotted with its
//! error; a valid one must be accepted by the oracle, keep the span
//! invariants and write itself back, and is snapshotted with its typed tree,
//! every node with its span in bytes.

use crate::catalog::{read, snapshot};
use crate::oracle::regex::Verdict;
use crate::rfc3987_oracle::SPEC;
use crate::rfc3987_tree::{check_spans, tree};
use urigram::grammars::rfc3987::IriRef;

#[test]
fn invalid_catalog() {
    crate::catalog::engine_invalid(&SPEC);
    // Non-ASCII inputs among them.
    let entries = read("rfc3987", "invalid.txt");
    assert!(entries.iter().filter(|e| !e.input.is_ascii()).count() >= 10);
}

#[test]
fn no_stale_snapshots() {
    crate::catalog::no_stale_snapshots("rfc3987", "rfc3987");
}

#[test]
fn valid_catalog() {
    let entries = read("rfc3987", "valid.txt");
    assert!(entries.len() >= 30, "{} valid inputs", entries.len());
    assert!(entries.iter().filter(|e| !e.input.is_ascii()).count() >= 10);
    for e in &entries {
        assert_eq!(
            e.rule, "IRI-reference",
            "{}: the valid catalog is of trees",
            e.line
        );
        assert_eq!(
            SPEC.verdict(&e.rule, &e.input),
            Verdict::Match,
            "the grammar rejects {}",
            e.line
        );
        SPEC.agree(&e.rule, &e.input)
            .unwrap_or_else(|err| panic!("{err}"));
        let text = std::str::from_utf8(&e.input).unwrap();
        let r = IriRef::parse(text).unwrap_or_else(|err| panic!("{}: {err:#}", e.line));
        check_spans(text, &r).unwrap();
        assert_eq!(r.to_string(), text);
        snapshot("rfc3987", "valid", e, &tree(text, &r));
    }
}
