//! `grammar/rfc1945.abnf` against the code, both ways.
//!
//! Every rule of the file must have a public combinator in
//! `src/grammars/rfc1945/`, named mechanically from the rule's name (`unsafe`
//! as the raw identifier `r#unsafe`). A rule of RFC 1945's must have a doc
//! comment that opens with the rule as the RFC writes it: with the file's
//! mechanical changes made (`|` to `/`, `_` to `-` in rule names, `<">` to
//! `%x22`), that text must be the file's; for a prose rule (`<...>`), the
//! doc's second `abnf` block must be the file's spelled-out text. The host
//! helpers, which RFC 1945 does not have, must hold the file's text in their
//! one `abnf` block. Every rule must be in `rfc1945::REGISTRY` under both
//! spellings, and no combinator or registry entry may name a rule the file
//! lacks. `grammar/README.md`'s table is checked the same way.

use std::collections::BTreeMap;

use urigram::grammars::rfc1945::REGISTRY;

use crate::engine_grammar_file::{
    self as shared, Combinator, Spec, canonical, combinators, function_name, transcribed,
};
use crate::rfc1945_oracle::grammar;

/// The rules the file adds to spell out RFC 1123's host prose.
const HOST_HELPERS: &[&str] = &["hostname", "label", "let-dig", "let-dig-hyp", "IPv4address"];

const SPEC: Spec = Spec {
    folder: "rfc1945",
    grammar,
    registry: &REGISTRY,
    readme: "## RFC 1945",
};

#[test]
fn every_rule_of_the_file_has_its_combinator_with_its_rule_as_doc() {
    let found = combinators(SPEC.folder);
    let by_name: BTreeMap<&str, &Combinator> = found.iter().map(|c| (c.name.as_str(), c)).collect();
    let mut problems = Vec::new();
    for def in &grammar().rules {
        let fname = function_name(&def.name);
        let Some(comb) = by_name.get(fname.as_str()) else {
            problems.push(format!("{}: no combinator {fname}", def.name));
            continue;
        };
        let want = canonical(&def.text);
        let helper = HOST_HELPERS.contains(&def.name.as_str());
        let ok = if helper {
            comb.blocks.len() == 1 && canonical(&comb.blocks[0]) == want
        } else if !comb.opens_with_abnf {
            false
        } else {
            let first = &comb.blocks[0];
            let prose = first.contains('<') && !first.contains("<\">");
            if prose {
                comb.blocks.get(1).map(|b| canonical(b)) == Some(want.clone())
            } else {
                canonical(&transcribed(first)) == want
            }
        };
        if !ok {
            problems.push(format!(
                "{}: the doc of {fname} ({}) has {:?}, the file {want:?}",
                def.name, comb.file, comb.blocks
            ));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn no_combinator_names_a_rule_the_file_lacks() {
    shared::no_combinator_names_a_rule_the_file_lacks(&SPEC);
}

#[test]
fn the_registry_holds_every_rule_under_both_spellings_and_nothing_else() {
    shared::registry_matches_the_file(&SPEC, |info| {
        let helper = HOST_HELPERS.contains(&info.abnf_name());
        if info.name().contains('-') && !helper {
            Some(format!("{}: RFC 1945 spells names with _", info.name()))
        } else if helper != (info.document() == "RFC 1123") {
            Some(format!(
                "{}: a host helper is RFC 1123's, no other rule is",
                info.name()
            ))
        } else {
            None
        }
    });
}

#[test]
fn the_readme_maps_every_rule_to_its_function() {
    shared::readme_maps_every_rule_to_its_function(&SPEC);
}
