//! The RFC 1808 snapshot catalog: `tests/data/grammar/rfc1808/invalid.txt`
//! and `valid.txt`, one snapshot per line under `snapshots/rfc1808/`.
//!
//! An invalid input is snapshotted with its error (offset, rule path,
//! expected set, section, the one-line `{}` and the `{:#}` frame); before
//! that, its offset and expected set are checked against the DFA oracle of
//! `grammar/rfc1808.abnf`, so the caret of every frame stands where the
//! grammar says. A valid input must be accepted by the oracle, keep the span
//! invariants and write itself back, and is snapshotted with its typed tree,
//! every node with its span.

use std::fmt::Write as _;

use urigram::engine::Span;
use urigram::grammars::rfc1808::{Absolute, Relative, Url};

use crate::catalog::{Entry, snapshot};
use crate::oracle::regex::Verdict;
use crate::rfc1808_oracle::{agree, verdict};

/// Reads a catalog: `RULE<TAB>input` lines, `#` comments; in the input,
/// `\xNN` is a byte, `\t`, `\r`, `\n` the controls, `\\` a backslash.
fn catalog(name: &str) -> Vec<Entry> {
    crate::catalog::read("rfc1808", name)
}

#[test]
fn invalid_catalog() {
    crate::catalog::engine_invalid(&crate::rfc1808_oracle::SPEC);
}

#[test]
fn no_stale_snapshots() {
    crate::catalog::no_stale_snapshots("rfc1808", "rfc1808");
}

#[test]
fn valid_catalog() {
    let entries = catalog("valid.txt");
    assert!(entries.len() >= 30, "{} valid inputs", entries.len());
    for e in &entries {
        assert_eq!(e.rule, "URL", "{}: the valid catalog is of trees", e.line);
        assert_eq!(
            verdict("URL", &e.input),
            Verdict::Match,
            "the grammar rejects {}",
            e.line
        );
        agree(&e.rule, &e.input).unwrap_or_else(|err| panic!("{err}"));
        let text = std::str::from_utf8(&e.input).unwrap();
        let r = Url::parse(text).unwrap_or_else(|err| panic!("{}: {err:#}", e.line));
        check_spans(text, &r);
        assert_eq!(r.to_string(), text);
        snapshot("rfc1808", "valid", e, &tree(text, &r));
    }
}

/// `span [a..b] "text"`.
fn at(input: &str, span: Span) -> String {
    format!(
        "[{}..{}] {:?}",
        span.start(),
        span.end(),
        &input[span.range()]
    )
}

/// The typed tree, one node a line, each with its span.
fn tree(input: &str, u: &Url<'_>) -> String {
    let mut o = String::new();
    let _ = writeln!(o, "URL {}", at(input, u.span()));
    if let Some(a) = u.absolute() {
        absolute(&mut o, input, a);
    }
    if let Some(rel) = u.relative() {
        let _ = writeln!(o, "  relativeURL {}", at(input, rel.span()));
        relative(&mut o, input, rel, "    ");
    }
    if let Some(f) = u.fragment() {
        let _ = writeln!(o, "  fragment {}", at(input, f.span()));
    }
    o
}

fn absolute(o: &mut String, input: &str, a: &Absolute<'_>) {
    let _ = writeln!(o, "  absoluteURL {}", at(input, a.span()));
    let _ = writeln!(o, "    scheme {}", at(input, a.scheme().span()));
    if let Some(r) = a.generic() {
        let _ = writeln!(o, "    generic-RL: relativeURL {}", at(input, r.span()));
        relative(o, input, r, "      ");
    }
    if let Some(op) = a.opaque() {
        let _ = writeln!(o, "    opaque {}", at(input, op.span()));
    }
}

fn relative(o: &mut String, input: &str, r: &Relative<'_>, pad: &str) {
    if let Some(n) = r.net_loc() {
        let _ = writeln!(o, "{pad}net_loc {}", at(input, n.span()));
    }
    if let Some(p) = r.path() {
        let kind = if p.is_absolute() { "abs_path" } else { "path" };
        let _ = writeln!(o, "{pad}{kind} {}", at(input, p.span()));
        for seg in p.segments() {
            let _ = writeln!(o, "{pad}  segment {}", at(input, seg.span()));
        }
    }
    if let Some(ps) = r.params() {
        let _ = writeln!(o, "{pad}params {}", at(input, ps.span()));
        for p in ps.iter() {
            let _ = writeln!(o, "{pad}  param {}", at(input, p.span()));
        }
    }
    if let Some(q) = r.query() {
        let _ = writeln!(o, "{pad}query {}", at(input, q.span()));
    }
}

/// The span invariants of a parsed URL: every node's text is the input
/// under its span; children lie inside their parent, in order, apart from
/// each other; and the delimiters the grammar puts between them stand in
/// the gaps.
pub fn check_spans(input: &str, u: &Url<'_>) {
    let text = |s: Span| &input[s.range()];
    assert_eq!(u.span(), Span::new(0, input.len()), "{input:?}");
    assert_eq!(u.as_str(), input);
    let mut children = Vec::new();
    if let Some(a) = u.absolute() {
        assert_eq!(text(a.span()), a.as_str());
        assert_eq!(text(a.scheme().span()), a.scheme().as_str());
        assert_eq!(input.as_bytes()[a.scheme().span().end()], b':', "{input:?}");
        let mut inner = vec![a.scheme().span()];
        if let Some(r) = a.generic() {
            assert_eq!(r.span().start(), a.scheme().span().end() + 1);
            inner.push(r.span());
            check_relative(input, r);
        }
        if let Some(op) = a.opaque() {
            assert_eq!(text(op.span()), op.as_str());
            assert_eq!(op.span().start(), a.scheme().span().end() + 1);
            inner.push(op.span());
        }
        assert!(a.generic().is_some() != a.opaque().is_some(), "{input:?}");
        assert_eq!(inner.last().unwrap().end(), a.span().end(), "{input:?}");
        ordered_inside(input, a.span(), &inner);
        children.push(a.span());
    }
    if let Some(rel) = u.relative() {
        check_relative(input, rel);
        children.push(rel.span());
    }
    assert!(
        u.absolute().is_some() != u.relative().is_some(),
        "{input:?}"
    );
    if let Some(f) = u.fragment() {
        assert_eq!(text(f.span()), f.as_str());
        assert_eq!(input.as_bytes()[f.span().start() - 1], b'#', "{input:?}");
        assert_eq!(f.span().end(), input.len());
        children.push(f.span());
    }
    ordered_inside(input, u.span(), &children);
}

fn check_relative(input: &str, r: &Relative<'_>) {
    let text = |s: Span| &input[s.range()];
    assert_eq!(text(r.span()), r.as_str());
    let mut inner = Vec::new();
    if let Some(n) = r.net_loc() {
        assert_eq!(text(n.span()), n.as_str());
        assert_eq!(&input[n.span().start() - 2..n.span().start()], "//");
        assert!(!n.as_str().contains('/'), "{input:?}");
        inner.push(n.span());
    }
    if let Some(p) = r.path() {
        assert_eq!(text(p.span()), p.as_str());
        inner.push(p.span());
        let segs: Vec<Span> = p.segments().map(|s| s.span()).collect();
        ordered_inside(input, p.span(), &segs);
        for seg in p.segments() {
            assert_eq!(text(seg.span()), seg.as_str());
            assert!(!seg.as_str().contains(['/', ';', '?']), "{input:?}");
        }
    }
    if let Some(ps) = r.params() {
        assert_eq!(text(ps.span()), ps.as_str());
        assert_eq!(input.as_bytes()[ps.span().start() - 1], b';');
        inner.push(ps.span());
        let each: Vec<Span> = ps.iter().map(|p| p.span()).collect();
        assert!(!each.is_empty());
        ordered_inside(input, ps.span(), &each);
        for p in ps.iter() {
            assert_eq!(text(p.span()), p.as_str());
        }
    }
    if let Some(q) = r.query() {
        assert_eq!(text(q.span()), q.as_str());
        assert_eq!(input.as_bytes()[q.span().start() - 1], b'?');
        inner.push(q.span());
    }
    ordered_inside(input, r.span(), &inner);
}

/// Each child inside the parent, in order, without overlap.
fn ordered_inside(input: &str, parent: Span, children: &[Span]) {
    let mut last = parent.start();
    for c in children {
        assert!(parent.contains(*c), "{input:?}: {c:?} outside {parent:?}");
        assert!(
            c.start() >= last,
            "{input:?}: {c:?} overlaps or precedes its sibling"
        );
        last = c.end();
    }
}
