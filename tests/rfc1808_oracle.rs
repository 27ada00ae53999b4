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

use crate::engine_oracle::Spec;
use crate::oracle::abnf::Grammar;
use crate::oracle::regex::Verdict;
use urigram::grammars::rfc1808::Url;

/// The grammar as the shared harness (`engine_oracle`) runs it.
pub const SPEC: Spec = Spec {
    grammar: "rfc1808",
    tree: round_trip,
};

/// `grammar/rfc1808.abnf`, read once.
pub fn grammar() -> &'static Grammar {
    SPEC.abnf()
}

/// The oracle's verdict for rule `name` (either spelling) on `input`.
pub fn verdict(name: &str, input: &[u8]) -> Verdict {
    SPEC.verdict(name, input)
}

/// Whether urigram's rule `name` agrees with the oracle on `input`; the
/// disagreement, in words, if not.
pub fn agree(name: &str, input: &[u8]) -> Result<(), String> {
    SPEC.agree(name, input)
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
    let examples: Vec<(&str, &[u8], bool)> = EXAMPLES
        .iter()
        .map(|&(n, i, v)| (n, i.as_bytes(), v))
        .collect();
    SPEC.examples(&examples);
}

#[test]
fn generated_and_mutated_strings_agree_with_the_oracle() {
    SPEC.every_rule(48, 96);
}

/// The large run, by hand: `cargo test -p urigram --test integration --
/// --ignored rfc1808_large_run --nocapture`; `ORACLE_CASES` sets the generated
/// cases per rule (twice as many mutated).
#[test]
#[ignore = "a long run, by hand"]
fn rfc1808_large_run_against_the_oracle() {
    SPEC.large_run();
}
