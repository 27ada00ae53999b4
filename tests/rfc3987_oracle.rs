//! RFC 3987 against the DFA oracle built from `grammar/rfc3987.abnf`,
//! compiled over characters (its `ucschar` and `iprivate` are ranges of
//! code points, which the oracle matches as UTF-8).
//!
//! For every rule of the file, on hand-picked inputs (non-ASCII among
//! them), on strings generated from the grammar and on those strings with
//! one byte edited (bytes that are not UTF-8 among the edits), the rule's
//! combinator must give the oracle's verdict and, on rejection, the
//! oracle's offset: the start of the first character at which the input
//! stops being a prefix of any string the rule accepts, a byte that is not
//! UTF-8 counting as a character that continues nothing. The expected set
//! must tell the truth, as for every grammar on the engine. A valid
//! `IRI-reference` must come back byte for byte from its typed tree.
//!
//! `cargo test` runs a moderate number of cases; the larger run is
//! `cargo test -p urigram --test integration -- --ignored rfc3987_large_run --nocapture`.

use crate::engine_oracle::Spec;
use crate::oracle::abnf::Grammar;

/// The grammar as the shared harness (`engine_oracle`) runs it.
pub const SPEC: Spec = Spec {
    grammar: "rfc3987",
    tree: crate::rfc3987_tree::round_trip,
};

/// `grammar/rfc3987.abnf`, read once.
pub fn grammar() -> &'static Grammar {
    SPEC.abnf()
}

/// Hand-picked inputs, valid or not by the RFC text, each also checked
/// against the oracle.
const EXAMPLES: &[(&str, &[u8], bool)] = &[
    ("IRI-reference", b"", true),
    ("IRI-reference", "https://例え.jp/パス".as_bytes(), true),
    (
        "IRI-reference",
        "http://r\u{e9}sum\u{e9}.example.org".as_bytes(),
        true,
    ),
    ("IRI-reference", "http://a/\u{FDD0}".as_bytes(), false),
    ("IRI-reference", "http://a/\u{FDCF}".as_bytes(), true),
    ("IRI-reference", "http://a/\u{FDF0}".as_bytes(), true),
    ("IRI-reference", "http://a/\u{FFFE}".as_bytes(), false),
    ("IRI-reference", "http://a/\u{1FFFD}".as_bytes(), true),
    ("IRI-reference", "http://a/\u{1FFFE}".as_bytes(), false),
    ("IRI-reference", "http://a/\u{E0001}".as_bytes(), false),
    ("IRI-reference", "http://a/\u{E1000}".as_bytes(), true),
    ("IRI-reference", "http://a/\u{9F}".as_bytes(), false),
    ("IRI-reference", "http://a/\u{A0}".as_bytes(), true),
    ("IRI-reference", "http://a/?\u{E000}".as_bytes(), true),
    ("IRI-reference", "http://a/?\u{10FFFD}".as_bytes(), true),
    ("IRI-reference", "http://a/?\u{10FFFF}".as_bytes(), false),
    ("IRI-reference", "http://a/\u{E000}".as_bytes(), false),
    ("IRI-reference", "http://a/#\u{E000}".as_bytes(), false),
    ("IRI-reference", "http://\u{E000}/".as_bytes(), false),
    ("IRI-reference", b"http://a/\xff", false),
    ("IRI-reference", b"http://a/\xe4\xb8", false),
    ("IRI-reference", b"http://a/\xe4\x41", false),
    ("IRI-reference", b"http://a/\xc0\x80", false),
    ("IRI-reference", b"http://a/\xed\xa0\x80", false),
    ("IRI-reference", "\u{e9}:x".as_bytes(), false),
    ("IRI-reference", "./\u{e9}:x".as_bytes(), true),
    ("IRI-reference", "\u{e9}/x:y".as_bytes(), true),
    ("IRI-reference", "http://[::1]/\u{e9}".as_bytes(), true),
    ("IRI-reference", "http://[\u{e9}]/".as_bytes(), false),
    ("IRI-reference", "http://u\u{e9}@h:80/".as_bytes(), true),
    ("IRI-reference", "http://h:8\u{e9}/".as_bytes(), false),
    ("IRI-reference", b"http://a/%zz", false),
    ("IRI", b"//a/b", false),
    ("IRI", "mailto:\u{e9}@x".as_bytes(), true),
    ("absolute-IRI", b"a:b#c", false),
    ("irelative-ref", b"a:b", false),
    ("ireg-name", "例え.jp".as_bytes(), true),
    ("ihost", b"1.2.3.256", true),
    ("IRI-reference", b"http://1.2.3.4/", true),
    ("IRI-reference", b"http://1.2.3.04/", true),
    ("IRI-reference", b"http://1.2.3.255:80/", true),
    ("IRI-reference", b"http://1.2.3/", true),
    ("IRI-reference", b"//0.0.0.0", true),
    ("IPv4address", b"1.2.3.256", false),
    ("IPv6address", b"1::2::3", false),
    ("IPv6address", b"::ffff:1.2.3.4", true),
    ("ucschar", "\u{A0}".as_bytes(), true),
    ("ucschar", "\u{E000}".as_bytes(), false),
    ("iprivate", "\u{E000}".as_bytes(), true),
    ("iprivate", "\u{F8FF}".as_bytes(), true),
    ("iprivate", "\u{F900}".as_bytes(), false),
    ("iprivate", b"a", false),
    ("isegment-nz-nc", "\u{e9}:".as_bytes(), false),
    ("ipath-empty", b"", true),
    ("HEXDIG", b"f", true),
];

#[test]
fn hand_picked_examples_agree_with_the_rfc_and_the_oracle() {
    SPEC.examples(EXAMPLES);
}

#[test]
fn the_error_points_at_the_start_of_the_character() {
    use urigram::grammars::rfc3987::check;
    // The example: `EF B7` could begin U+FDCF, but U+FDD0 is no
    // ucschar, so the error is at its first byte.
    let err = check("IRI", "http://a/\u{FDD0}").unwrap().unwrap_err();
    assert_eq!(err.offset(), 9);
    let words: Vec<&str> = err.expected().map(|e| e.describe()).collect();
    assert!(words.contains(&"ucschar"), "{words:?}");
    assert!(!words.contains(&"iprivate"), "{words:?}");
    // In the query, iprivate is expected too.
    let err = check("IRI", "http://a/?\u{FDD0}").unwrap().unwrap_err();
    let words: Vec<&str> = err.expected().map(|e| e.describe()).collect();
    assert_eq!(err.offset(), 10);
    assert!(
        words.contains(&"ucschar") && words.contains(&"iprivate"),
        "{words:?}"
    );
    // Not UTF-8: at the first bad byte's sequence.
    let err = urigram::grammars::rfc3987::REGISTRY.entries()[0]
        .check(b"http://a/b\xe4\xb8")
        .unwrap_err();
    assert_eq!(err.offset(), 10);
}

#[test]
fn generated_and_mutated_strings_agree_with_the_oracle() {
    SPEC.every_rule(32, 64);
}

/// The large run, by hand: `cargo test -p urigram --test integration --
/// --ignored rfc3987_large_run --nocapture`; `ORACLE_CASES` sets the
/// generated cases per rule (twice as many mutated).
#[test]
#[ignore = "a long run, by hand"]
fn rfc3987_large_run_against_the_oracle() {
    SPEC.large_run();
}

/// The registry's `IRI-reference` takes a shortcut through RFC 3986's fast
/// path; it must give the combinator's verdict and error on generated and
/// mutated strings, and on the hand-picked ones.
#[test]
fn the_shortcut_gives_the_combinators_answer() {
    use proptest::prelude::*;
    use proptest::test_runner::{Config, TestRunner};
    use urigram::engine::Cursor;
    use urigram::grammars::rfc3987::{REGISTRY, iri_reference, rules::IRI_REFERENCE};

    let same = |input: &[u8]| -> Result<(), String> {
        let slow = Cursor::new(input).whole(&IRI_REFERENCE, iri_reference);
        let fast = REGISTRY.entries()[0].check(input);
        match (slow, fast) {
            (Ok(()), Ok(())) => Ok(()),
            (Err(s), Err(f)) if s.offset == f.offset() => Ok(()),
            (s, f) => Err(format!(
                "{:?}: combinator {s:?}, registry {f:?}",
                input.escape_ascii().to_string()
            )),
        }
    };
    for &(_, input, _) in EXAMPLES {
        same(input).unwrap();
    }
    let strings = crate::oracle::generate::rule_in(grammar(), "IRI-reference");
    let edited = (strings, crate::oracle::generate::mutation()).prop_map(|(s, m)| {
        let t = m.apply(&s);
        (s, t)
    });
    let mut runner = TestRunner::new(Config {
        cases: 300,
        ..Config::default()
    });
    runner
        .run(&edited, |(s, t)| {
            same(&s).map_err(TestCaseError::fail)?;
            same(&t).map_err(TestCaseError::fail)
        })
        .unwrap();
}
