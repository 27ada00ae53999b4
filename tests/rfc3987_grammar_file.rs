//! `grammar/rfc3987.abnf` against the code, both ways.
//!
//! Every rule of the file must have a public combinator in
//! `src/grammars/rfc3987/`, named mechanically from the rule's name, whose
//! doc comment opens with the rule as the file writes it (RFC 3987 section
//! 2.2 and RFC 3986 are already in RFC 5234's notation); every rule must be
//! in `rfc3987::REGISTRY`, and no combinator or registry entry may name a
//! rule the file lacks. `grammar/README.md` is checked the same way.

use urigram::grammars::rfc3987::REGISTRY;

use crate::engine_grammar_file::{self as shared, Spec};
use crate::rfc3987_oracle::grammar;

const SPEC: Spec = Spec {
    folder: "rfc3987",
    grammar,
    registry: &REGISTRY,
    readme: "## RFC 3987: IRIs",
};

#[test]
fn every_rule_of_the_file_has_its_combinator_with_its_rule_as_doc() {
    shared::rules_have_combinators_with_their_rule_as_doc(&SPEC);
}

#[test]
fn no_combinator_names_a_rule_the_file_lacks() {
    shared::no_combinator_names_a_rule_the_file_lacks(&SPEC);
}

#[test]
fn the_registry_holds_every_rule_under_both_spellings_and_nothing_else() {
    // RFC 3987 and RFC 3986 spell names as ABNF does: one spelling.
    shared::registry_matches_the_file(&SPEC, |info| {
        (info.name() != info.abnf_name()).then(|| format!("{}: two spellings", info.name()))
    });
}

#[test]
fn the_registry_lists_the_file_in_order_with_iri_reference_first() {
    let file: Vec<String> = grammar()
        .rules
        .iter()
        .map(|r| r.name.to_ascii_lowercase())
        .collect();
    let listed: Vec<String> = REGISTRY
        .entries()
        .iter()
        .map(|e| e.info().abnf_name().to_ascii_lowercase())
        .collect();
    assert_eq!(listed[0], "iri-reference");
    let rest: Vec<&String> = listed[1..].iter().collect();
    let file_rest: Vec<&String> = file.iter().filter(|n| *n != "iri-reference").collect();
    assert_eq!(rest, file_rest);
}

#[test]
fn the_readme_maps_every_rule_to_its_function() {
    shared::readme_maps_every_rule_to_its_function(&SPEC);
}
