//! `urigram::grammars::ALL`, every grammar described one way: each lists
//! exactly the rules of its ABNF file, and matching through it gives, for
//! every input of every snapshot catalog, what the grammar's own entry
//! point gives, with RFC 3986's errors carried onto the engine's error
//! unchanged in offset, rule path, expected set and message.

use std::collections::BTreeSet;

use urigram::engine;
use urigram::grammars::{self, ALL, rfc1808, rfc1945, rfc2396, rfc3987, rfc6570};
use urigram::{ParseOptions, Rule};

use crate::oracle::abnf::Grammar as Abnf;

/// The rule names of the ABNF file(s) that define grammar `name`.
fn file_rules(name: &str) -> BTreeSet<String> {
    let abnf = match name {
        "rfc3986" => Abnf::load(),
        "rfc6874" | "rfc9112" => {
            Abnf::load().with_overrides(&Abnf::load_file(&format!("{name}.abnf")))
        }
        other => Abnf::load_file(&format!("{other}.abnf")),
    };
    abnf.names()
        .iter()
        .map(|n| n.to_ascii_lowercase())
        .collect()
}

#[test]
fn every_grammar_lists_the_rules_of_its_abnf_file() {
    let names: Vec<&str> = ALL.iter().map(|g| g.name()).collect();
    assert_eq!(
        names,
        [
            "rfc3986", "rfc6874", "rfc2396", "rfc1808", "rfc1945", "rfc9112", "rfc3987", "rfc6570"
        ]
    );
    for g in ALL {
        let listed: BTreeSet<String> = g
            .rules()
            .map(|r| r.abnf_name().to_ascii_lowercase())
            .collect();
        let file = file_rules(g.name());
        // RFC 3986's file uses the RFC 5234 core rules without defining
        // them; the layer has them as rules of their own.
        let core: BTreeSet<String> = ["alpha", "digit", "hexdig"].map(String::from).into();
        let extra: Vec<_> = listed
            .difference(&file)
            .filter(|r| !core.contains(*r))
            .collect();
        let missing: Vec<_> = file.difference(&listed).collect();
        assert!(
            extra.is_empty() && missing.is_empty(),
            "{}: not in the file {extra:?}, not listed {missing:?}",
            g.name()
        );
        assert!(g.rule(g.top().name()).is_some(), "{}", g.name());
        assert_eq!(
            grammars::named(&g.name().to_uppercase()).map(|x| x.name()),
            Some(g.name())
        );
    }
}

/// The grammar's own entry point: the layer's `Rule` or the registry's.
fn own_check(grammar: &str, rule: &str, input: &[u8]) -> Result<(), engine::Error> {
    let layer = |rules: &[Rule], options| {
        let r = *rules
            .iter()
            .find(|r| r.abnf_name().eq_ignore_ascii_case(rule))
            .unwrap_or_else(|| panic!("{grammar}: no rule {rule}"));
        r.parse_bytes_with(input, options).map(|_| ()).map_err(|e| {
            // The conversion keeps what the RFC 3986 error says.
            let on = engine::Error::from(&e);
            assert_eq!(on.offset(), e.offset());
            assert_eq!(on.message(), e.message(), "{input:?}");
            assert_eq!(
                on.to_string().split_once(" at byte ").map(|x| x.1),
                e.to_string().split_once(" at byte ").map(|x| x.1)
            );
            let path: Vec<&str> = on.rules().iter().map(|r| r.name()).collect();
            let own: Vec<&str> = e.rules().iter().map(|r| r.abnf_name()).collect();
            assert_eq!(path, own);
            let expected: Vec<&str> = on.expected().map(|x| x.describe()).collect();
            let own: Vec<&str> = e.expected().map(|x| x.describe()).collect();
            assert_eq!(expected, own);
            assert_eq!(on.help_words(engine::rust), e.help().map(|h| h.to_string()));
            on
        })
    };
    match grammar {
        "rfc3986" => layer(Rule::ALL, ParseOptions::RFC3986),
        "rfc9112" => layer(Rule::RFC9112, ParseOptions::RFC3986),
        "rfc6874" => layer(Rule::RFC6874, ParseOptions::RFC6874),
        "rfc2396" => rfc2396::REGISTRY.find(rule).unwrap().check(input),
        "rfc1808" => rfc1808::REGISTRY.find(rule).unwrap().check(input),
        "rfc1945" => rfc1945::REGISTRY.find(rule).unwrap().check(input),
        "rfc3987" => rfc3987::REGISTRY.find(rule).unwrap().check(input),
        "rfc6570" => rfc6570::REGISTRY.find(rule).unwrap().check(input),
        other => panic!("no grammar {other}"),
    }
}

#[test]
fn every_catalog_input_reads_the_same_through_the_list() {
    let mut counted = 0;
    for g in ALL {
        let folder = if g.name() == "rfc3986" { "" } else { g.name() };
        for file in ["valid.txt", "invalid.txt"] {
            for e in crate::catalog::read(folder, file) {
                let rule = g
                    .rule(&e.rule)
                    .unwrap_or_else(|| panic!("{}: no rule {}", g.name(), e.rule));
                let through = rule.check(&e.input);
                let own = own_check(g.name(), &e.rule, &e.input);
                assert_eq!(
                    through.is_ok(),
                    file == "valid.txt",
                    "{}: {}",
                    g.name(),
                    e.line
                );
                match (through, own) {
                    (Ok(()), Ok(())) => {}
                    (Err(a), Err(b)) => {
                        assert_eq!(
                            (a.offset(), a.message()),
                            (b.offset(), b.message()),
                            "{}",
                            e.line
                        );
                        let (pa, pb): (Vec<_>, Vec<_>) = (
                            a.rules().iter().map(|r| r.name()).collect(),
                            b.rules().iter().map(|r| r.name()).collect(),
                        );
                        assert_eq!(pa, pb, "{}", e.line);
                    }
                    (a, b) => panic!(
                        "{}: {} gives {a:?} through the list, {b:?} itself",
                        g.name(),
                        e.line
                    ),
                }
                counted += 1;
            }
        }
    }
    assert!(counted > 600, "{counted} catalog inputs");
}
