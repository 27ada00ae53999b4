//! `grammar/rfc2396.abnf` against the code, both ways.
//!
//! Every rule of the file must have a public combinator in
//! `src/grammars/rfc2396/`, named mechanically from the rule's name, whose
//! doc comment opens with the rule as the RFC writes it: that text, with
//! the file's two mechanical changes made (`|` to `/`, `_` to `-` in rule
//! names), must be the file's text. Where the file also spelled letters as
//! `%x` codes (its header says why), the doc's second `abnf` block holds the
//! file's text. Every rule must be in `rfc2396::REGISTRY` under both
//! spellings; and no combinator or registry entry may name a rule the file
//! lacks. `grammar/README.md` is checked the same way.

use urigram::grammars::rfc2396::REGISTRY;

use crate::engine_grammar_file::{self as shared, Spec};
use crate::rfc2396_oracle::grammar;

const SPEC: Spec = Spec {
    folder: "rfc2396",
    grammar,
    registry: &REGISTRY,
    readme: "## RFC 2396",
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
    // The file lists RFC 5234's DIGIT beside RFC 2396's digit: one rule.
    // The RFC spells its names with `_`; `URI-reference` is its one name with `-`.
    shared::registry_matches_the_file(&SPEC, |info| {
        (info.name().contains('-') && info.name() != "URI-reference")
            .then(|| format!("{}: the RFC spells names with _", info.name()))
    });
}

#[test]
fn the_readme_maps_every_rule_to_its_function() {
    shared::readme_maps_every_rule_to_its_function(&SPEC);
}
