//! The RFC 9112 snapshot catalog: `tests/data/grammar/rfc9112/invalid.txt`
//! and `valid.txt`, one snapshot per line under `snapshots/rfc9112/`.
//!
//! Every line is first held against the DFA oracle of `grammar/rfc9112.abnf`
//! over RFC 3986's file (through `rfc9112::agree`: the verdict, the offset,
//! the expected set, the text written back), so the caret of each frame
//! stands where the grammar says. An invalid input is snapshotted with its
//! error; a valid one with its form (section 3.2) and its tree.

use std::collections::BTreeSet;
use std::fmt::Write as _;

use urigram::request_target::RequestTarget;
use urigram::{Node, Rule};

use crate::catalog::Entry;
use crate::catalog::escape;
use crate::oracle::regex::Verdict;
use crate::rfc9112::{agree, oracle, rule};
use crate::snapshots_catalog::tree;

/// Reads `tests/data/grammar/rfc9112/NAME`: `RULE<TAB>input` lines, `#`
/// comments, escapes as in the RFC 3986 catalog.
fn catalog(name: &str) -> Vec<Entry> {
    crate::catalog::read("rfc9112", name)
}

#[test]
fn invalid_catalog() {
    let entries = catalog("invalid.txt");
    assert!(entries.len() >= 40, "{} invalid inputs", entries.len());
    for e in &entries {
        let r = rule(&e.rule);
        let Verdict::Fail(at) = oracle(&e.rule).verdict(&e.input) else {
            panic!("the rfc9112 grammar accepts {}", e.line);
        };
        agree(&e.rule, &e.input).unwrap_or_else(|err| panic!("{err}"));
        let err = r.parse_bytes(&e.input).unwrap_err();
        assert_eq!(err.offset(), at, "{}", e.line);
        let mut s = String::new();
        let _ = writeln!(s, "input: \"{}\"", escape(&e.input));
        let _ = writeln!(s, "offset: {} (the rfc9112 DFA oracle's)", err.offset());
        let path: Vec<&str> = err.rules().iter().map(|r| r.abnf_name()).collect();
        let _ = writeln!(s, "rules: {}", path.join(" > "));
        let _ = writeln!(s, "kind: {:?}", err.kind());
        let expected: Vec<&str> = err.expected().map(|x| x.describe()).collect();
        let _ = writeln!(s, "expected: {}", expected.join(", "));
        let _ = writeln!(s, "found: {}", err.found());
        let _ = writeln!(s, "display: {err}");
        let _ = write!(s, "\n{err:#}");
        crate::catalog::snapshot("rfc9112", "invalid", e, &s);
    }
}

#[test]
fn valid_catalog() {
    let entries = catalog("valid.txt");
    assert!(entries.len() >= 30, "{} valid inputs", entries.len());
    let mut forms = BTreeSet::new();
    for e in &entries {
        let r = rule(&e.rule);
        assert_eq!(
            oracle(&e.rule).verdict(&e.input),
            Verdict::Match,
            "the rfc9112 grammar rejects {}",
            e.line
        );
        agree(&e.rule, &e.input).unwrap_or_else(|err| panic!("{err}"));
        let text = std::str::from_utf8(&e.input).unwrap();
        let node = r
            .parse(text)
            .unwrap_or_else(|err| panic!("{}: {err:#}", e.line));
        let body = match node {
            Node::RequestTarget(t) => {
                if r == Rule::RequestTarget {
                    forms.insert(t.form().abnf_name());
                }
                target(text, &t)
            }
            other => tree(text, &other),
        };
        crate::catalog::snapshot("rfc9112", "valid", e, &body);
    }
    assert_eq!(forms.len(), 4, "every form among the valid inputs");
}

/// A request-target's form, then its parts as the RFC 3986 catalog's tree
/// shows them.
fn target(input: &str, t: &RequestTarget<'_>) -> String {
    let mut o = format!("{} {:?}\n", t.form(), t.as_str());
    match *t {
        RequestTarget::Origin { path, query, .. } => {
            o.push_str(&tree(input, &Node::Path(path)));
            if let Some(q) = query {
                o.push_str(&tree(input, &Node::Query(q)));
            }
        }
        RequestTarget::Absolute(u) => o.push_str(&tree(input, &Node::AbsoluteUri(u))),
        RequestTarget::Authority { host, port, .. } => {
            o.push_str(&tree(input, &Node::Host(host)));
            o.push_str(&tree(input, &Node::Port(port)));
        }
        RequestTarget::Asterisk(_) => {}
        // A form a later RFC adds has its own arm first.
        _ => o.push_str("(unknown form)\n"),
    }
    o
}

#[test]
fn no_stale_snapshots() {
    crate::catalog::no_stale_snapshots("rfc9112", "rfc9112");
}
