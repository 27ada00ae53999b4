//! RFC 2396 against the DFA oracle built from `grammar/rfc2396.abnf`.
//!
//! For every rule of the file, on hand-picked inputs, on strings generated
//! from the grammar and on those strings with one byte edited, the rule's
//! combinator (through `rfc2396::REGISTRY`) must give the oracle's verdict
//! and, on rejection, the oracle's offset: the first byte at which the input
//! stops being a prefix of any string the rule accepts. The expected set must
//! tell the truth: every byte that could come at the offset is in a listed
//! class, the end of input is listed exactly when the input could end there,
//! and no listed item is one that could not come there. A valid
//! `URI-reference` must come back byte for byte from its typed tree.
//!
//! `cargo test` runs a moderate number of cases; the larger run is
//! `cargo test -p urigram --test integration -- --ignored rfc2396_large_run --nocapture`.

use crate::engine_oracle::Spec;
use crate::oracle::abnf::Grammar;
use crate::oracle::regex::Verdict;
use urigram::grammars::rfc2396::UriReference;

/// The grammar as the shared harness (`engine_oracle`) runs it.
pub const SPEC: Spec = Spec {
    grammar: "rfc2396",
    tree: round_trip,
};

/// `grammar/rfc2396.abnf`, read once.
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

/// An accepted `URI-reference` parses into a tree that writes it back.
fn round_trip(name: &str, input: &[u8]) -> Result<(), String> {
    if !name.eq_ignore_ascii_case("URI-reference") {
        return Ok(());
    }
    let s = std::str::from_utf8(input).map_err(|e| format!("{name}: accepted non-UTF-8: {e}"))?;
    match UriReference::parse(s) {
        Ok(r) if r.to_string() == s => {
            crate::rfc2396_catalog::check_spans(s, &r);
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
    ("URI-reference", "", true),
    ("URI-reference", "#", true),
    ("URI-reference", "a:b", true),
    ("URI-reference", "a:/b", true),
    ("URI-reference", "a:", false),
    ("URI-reference", "1a:b", false),
    ("URI-reference", "./a:b", true), // rel_segment "." then the abs_path "/a:b"
    ("URI-reference", "a/b:c", true),
    ("URI-reference", "http://a b/", false),
    ("URI-reference", "http://[::1]:80/", true),
    ("URI-reference", "http://[::1/", false),
    ("URI-reference", "http://u@h@i/", true), // reg_name takes "@" twice
    ("URI-reference", "http://a_b:80/", true),
    ("URI-reference", "http://[::1]x/", false),
    ("URI-reference", "mailto:a@b?c", true),
    ("URI-reference", "http://a/b#c#d", false),
    ("URI-reference", "http://a/%zz", false),
    ("URI-reference", "http:///a", true),
    ("hostname", "a.b.", true),
    ("hostname", "a..b", false),
    ("hostname", "1.2.3.4", false),
    ("hostname", "1.2.3.a", true),
    ("hostname", "a-", false),
    ("hostname", "-a", false),
    ("domainlabel", "a-b", true),
    ("toplabel", "1a", false),
    ("IPv4address", "999.999.999.999", true),
    ("IPv4address", "1.2.3.4567", false),
    ("IPv4address", "1.2.3", false),
    ("IPv6address", "1:2:3:4:5:6:7:8:9", false),
    ("IPv6address", "1:2:3:4:5:6:7:8", true),
    ("IPv6address", "1:2", false),
    ("IPv6address", "1::2:3:4:5:6:7:8", false),
    ("IPv6address", "::13.1.68.3", true),
    ("IPv6address", "1:2:3:4:5:6:1.2.3.4", true),
    ("IPv6address", "1:2:3:4:5:6:7:1.2.3.4", false),
    ("ls32", "1.2.3.4", true),
    ("ls32", "1:2", true),
    ("IPv6address", "1::2::3", false),
    ("IPv6address", "::ffff:1.2.3.4", true),
    ("IPv6address", ":1", false),
    ("IPv6address", "12345::", false),
    ("IPv6reference", "[::]", true),
    ("server", "", true),
    ("authority", "", true),
    ("reg_name", "", false),
    ("port", "", true),
    ("escaped", "%4G", false),
    ("DIGIT", "7", true),
    ("HEXDIG", "f", true),
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
/// --ignored rfc2396_large_run --nocapture`; `ORACLE_CASES` sets the generated
/// cases per rule (twice as many mutated).
#[test]
#[ignore = "a long run, by hand"]
fn rfc2396_large_run_against_the_oracle() {
    SPEC.large_run();
}
