//! The RFC 6570 snapshot catalog: `tests/data/grammar/rfc6570/invalid.txt`
//! and `valid.txt`, one snapshot per line under `snapshots/rfc6570/`.
//!
//! An invalid input is checked against the DFA oracle of
//! `grammar/rfc6570.abnf` (offset and expected set) and snapshotted with its
//! diagnostic (`crate::catalog::engine_invalid`). A valid input must be
//! accepted by the oracle; a `URI-Template` is snapshotted with its typed
//! tree (each literal and expression with its span, operator and varspecs),
//! whose parts must cover the input end to end, or with the error of
//! `Template::parse` for an operator section 2.2 reserves.

use std::fmt::Write as _;

use urigram::grammars::rfc6570::{Part, Template};

use crate::catalog::{escape, snapshot};
use crate::engine_oracle::Spec;
use crate::oracle::regex::Verdict;

/// The grammar as the shared harness (`engine_oracle`) runs it.
pub const SPEC: Spec = Spec {
    grammar: "rfc6570",
    tree: tree_agrees,
};

/// A valid `URI-Template`'s tree covers it end to end, literals and
/// expressions alternating as the text has them; every varspec stands
/// inside its expression.
fn tree_agrees(rule: &str, input: &[u8]) -> Result<(), String> {
    if !rule.eq_ignore_ascii_case("URI-Template") {
        return Ok(());
    }
    let text = std::str::from_utf8(input).map_err(|e| e.to_string())?;
    let Ok(t) = Template::parse(text) else {
        // Only an op-reserve operator is refused after the grammar.
        return if ["{,", "{!", "{@", "{|", "{="]
            .iter()
            .any(|p| text.contains(p))
        {
            Ok(())
        } else {
            Err(format!("Template::parse refuses {text:?}"))
        };
    };
    let mut at = 0;
    for p in t.parts() {
        let span = match p {
            Part::Literal(s) => *s,
            Part::Expression(e) => {
                for v in e.varspecs() {
                    if !e.span().contains(v.span()) {
                        return Err(format!("varspec {:?} outside its expression", v.span()));
                    }
                }
                e.span()
            }
        };
        if span.start() != at {
            return Err(format!("part {span:?} does not follow {at}"));
        }
        at = span.end();
    }
    if at != input.len() {
        return Err(format!(
            "the parts end at {at}, the input at {}",
            input.len()
        ));
    }
    Ok(())
}

/// The typed tree, one line a part.
fn tree(t: &Template) -> String {
    let mut o = String::new();
    for p in t.parts() {
        match p {
            Part::Literal(s) => {
                let _ = writeln!(
                    o,
                    "literal [{}..{}] \"{}\"",
                    s.start(),
                    s.end(),
                    escape(t.as_str()[s.range()].as_bytes())
                );
            }
            Part::Expression(e) => {
                let s = e.span();
                let _ = writeln!(
                    o,
                    "expression [{}..{}] operator {:?} {:?}",
                    s.start(),
                    s.end(),
                    e.operator(),
                    e.operator().as_str()
                );
                for v in e.varspecs() {
                    let _ = writeln!(
                        o,
                        "  varspec [{}..{}] name \"{}\" modifier {:?}",
                        v.span().start(),
                        v.span().end(),
                        v.name(),
                        v.modifier()
                    );
                }
            }
        }
    }
    o
}

#[test]
fn invalid_catalog() {
    crate::catalog::engine_invalid(&SPEC);
}

#[test]
fn no_stale_snapshots() {
    crate::catalog::no_stale_snapshots("rfc6570", "rfc6570");
}

#[test]
fn valid_catalog() {
    let entries = crate::catalog::read("rfc6570", "valid.txt");
    assert!(entries.len() >= 20, "{} valid inputs", entries.len());
    for e in &entries {
        assert_eq!(
            SPEC.verdict(&e.rule, &e.input),
            Verdict::Match,
            "the grammar rejects {}",
            e.line
        );
        SPEC.agree(&e.rule, &e.input)
            .unwrap_or_else(|err| panic!("{err}"));
        let shown = if e.rule == "URI-Template" {
            let text = std::str::from_utf8(&e.input).unwrap();
            match Template::parse(text) {
                Ok(t) => tree(&t),
                Err(err) => format!("grammar: valid\nTemplate::parse: {err}\n\n{err:#}"),
            }
        } else {
            format!("{}: valid\n", e.rule)
        };
        snapshot("rfc6570", "valid", e, &shown);
    }
}

/// `check --grammar rfc6570 --rule R` answers for every rule section 2
/// names, each with an exact offset on an input that goes wrong.
#[test]
fn every_rule_answers_with_its_offset() {
    let g = urigram::grammars::named("rfc6570").unwrap();
    for (rule, bad, at) in [
        ("URI-Template", "/a{b", 4),
        ("literals", "{", 0),
        ("expression", "{a b}", 2),
        ("operator", "a", 0),
        ("op-level2", "/", 0),
        ("op-level3", "#", 0),
        ("op-reserve", "+", 0),
        ("variable-list", "a,b,", 4),
        ("varspec", "a:0", 2),
        ("varname", "a..b", 2),
        ("varchar", "-", 0),
        ("modifier-level4", ":x", 1),
        ("prefix", ":12345", 5),
        ("max-length", "0", 0),
        ("explode", "**", 1),
    ] {
        let r = g.rule(rule).unwrap_or_else(|| panic!("no rule {rule}"));
        let err = r.check(bad.as_bytes()).unwrap_err();
        assert_eq!(err.offset(), at, "{rule} {bad:?}: {err}");
        assert_eq!(
            SPEC.verdict(rule, bad.as_bytes()),
            Verdict::Fail(at),
            "{rule}"
        );
    }
}
