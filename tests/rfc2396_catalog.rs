//! The RFC 2396 snapshot catalog: `tests/data/grammar/rfc2396/invalid.txt`
//! and `valid.txt`, one snapshot per line under `snapshots/rfc2396/`.
//!
//! An invalid input is snapshotted with its error (offset, rule path,
//! expected set, section, the one-line `{}` and the `{:#}` frame); before
//! that, its offset and expected set are checked against the DFA oracle of
//! `grammar/rfc2396.abnf`, so the caret of every frame stands where the
//! grammar says. A valid input must be accepted by the oracle, keep the span
//! invariants and write itself back, and is snapshotted with its typed tree,
//! every node with its span.

use std::fmt::Write as _;

use urigram::engine::Span;
use urigram::grammars::rfc2396::{AbsoluteUri, Authority, Host, Relative, Segment, UriReference};

use crate::catalog::{Entry, snapshot};
use crate::oracle::regex::Verdict;
use crate::rfc2396_oracle::{agree, verdict};

/// Reads a catalog: `RULE<TAB>input` lines, `#` comments; in the input,
/// `\xNN` is a byte, `\t`, `\r`, `\n` the controls, `\\` a backslash.
fn catalog(name: &str) -> Vec<Entry> {
    crate::catalog::read("rfc2396", name)
}

#[test]
fn invalid_catalog() {
    crate::catalog::engine_invalid(&crate::rfc2396_oracle::SPEC);
}

#[test]
fn no_stale_snapshots() {
    crate::catalog::no_stale_snapshots("rfc2396", "rfc2396");
}

#[test]
fn valid_catalog() {
    let entries = catalog("valid.txt");
    assert!(entries.len() >= 30, "{} valid inputs", entries.len());
    for e in &entries {
        assert_eq!(
            e.rule, "URI-reference",
            "{}: the valid catalog is of trees",
            e.line
        );
        assert_eq!(
            verdict("URI-reference", &e.input),
            Verdict::Match,
            "the grammar rejects {}",
            e.line
        );
        agree(&e.rule, &e.input).unwrap_or_else(|err| panic!("{err}"));
        let text = std::str::from_utf8(&e.input).unwrap();
        let r = UriReference::parse(text).unwrap_or_else(|err| panic!("{}: {err:#}", e.line));
        check_spans(text, &r);
        assert_eq!(r.to_string(), text);
        snapshot("rfc2396", "valid", e, &tree(text, &r));
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
fn tree(input: &str, r: &UriReference<'_>) -> String {
    let mut o = String::new();
    let _ = writeln!(o, "URI-reference {}", at(input, r.span()));
    if let Some(a) = r.absolute() {
        absolute(&mut o, input, a);
    }
    if let Some(rel) = r.relative() {
        let _ = writeln!(o, "  relativeURI {}", at(input, rel.span()));
        relative(&mut o, input, rel, "    ");
    }
    if let Some(f) = r.fragment() {
        let _ = writeln!(o, "  fragment {}", at(input, f.span()));
    }
    o
}

fn absolute(o: &mut String, input: &str, a: &AbsoluteUri<'_>) {
    let _ = writeln!(o, "  absoluteURI {}", at(input, a.span()));
    let _ = writeln!(o, "    scheme {}", at(input, a.scheme().span()));
    if let Some(h) = a.hier_part() {
        let _ = writeln!(o, "    hier_part {}", at(input, h.span()));
        relative(o, input, h, "      ");
    }
    if let Some(op) = a.opaque() {
        let _ = writeln!(o, "    opaque_part {}", at(input, op.span()));
    }
}

fn relative(o: &mut String, input: &str, r: &Relative<'_>, pad: &str) {
    match r.authority() {
        Some(Authority::Server(s)) => {
            let _ = writeln!(o, "{pad}authority: server {}", at(input, s.span()));
            if let Some(u) = s.userinfo() {
                let _ = writeln!(o, "{pad}  userinfo {}", at(input, u.span()));
            }
            match s.host() {
                Some(h @ Host::Hostname(_)) => {
                    let _ = writeln!(o, "{pad}  host: hostname {}", at(input, h.span()));
                }
                Some(h @ Host::Ipv4(_)) => {
                    let _ = writeln!(
                        o,
                        "{pad}  host: IPv4address {} address {:?}",
                        at(input, h.span()),
                        h.ipv4()
                    );
                }
                Some(h @ Host::Ipv6(_)) => {
                    let _ = writeln!(
                        o,
                        "{pad}  host: IPv6reference {} address {:?}",
                        at(input, h.span()),
                        h.ipv6()
                    );
                }
                None => {
                    let _ = writeln!(o, "{pad}  (no host)");
                }
            }
            if let Some(p) = s.port() {
                let _ = writeln!(
                    o,
                    "{pad}  port {} number {:?}",
                    at(input, p.span()),
                    p.as_u16()
                );
            }
        }
        Some(Authority::Registry(reg)) => {
            let _ = writeln!(o, "{pad}authority: reg_name {}", at(input, reg.span()));
        }
        None => {}
    }
    if let Some(p) = r.path() {
        let kind = if p.is_absolute() {
            "abs_path"
        } else {
            "rel_path"
        };
        let _ = writeln!(o, "{pad}{kind} {}", at(input, p.span()));
        for seg in p.segments() {
            segment(o, input, &seg, pad);
        }
    }
    if let Some(q) = r.query() {
        let _ = writeln!(o, "{pad}query {}", at(input, q.span()));
    }
}

fn segment(o: &mut String, input: &str, seg: &Segment<'_>, pad: &str) {
    let _ = writeln!(o, "{pad}  segment {}", at(input, seg.span()));
    for p in seg.params() {
        let _ = writeln!(o, "{pad}    param {}", at(input, p.span()));
    }
}

/// The span invariants of a parsed reference: every node's text is the
/// input under its span; children lie inside their parent, in order, apart
/// from each other; and the delimiters the grammar puts between them stand
/// in the gaps.
pub fn check_spans(input: &str, r: &UriReference<'_>) {
    let text = |s: Span| &input[s.range()];
    assert_eq!(r.span(), Span::new(0, input.len()), "{input:?}");
    let mut children = Vec::new();
    if let Some(a) = r.absolute() {
        assert_eq!(text(a.span()), a.as_str());
        assert_eq!(text(a.scheme().span()), a.scheme().as_str());
        assert_eq!(input.as_bytes()[a.scheme().span().end()], b':', "{input:?}");
        let mut inner = vec![a.scheme().span()];
        if let Some(h) = a.hier_part() {
            inner.push(h.span());
            check_relative(input, h);
        }
        if let Some(op) = a.opaque() {
            assert_eq!(text(op.span()), op.as_str());
            inner.push(op.span());
        }
        ordered_inside(input, a.span(), &inner);
        children.push(a.span());
    }
    if let Some(rel) = r.relative() {
        check_relative(input, rel);
        children.push(rel.span());
    }
    if let Some(f) = r.fragment() {
        assert_eq!(text(f.span()), f.as_str());
        assert_eq!(input.as_bytes()[f.span().start() - 1], b'#', "{input:?}");
        children.push(f.span());
    }
    ordered_inside(input, r.span(), &children);
}

fn check_relative(input: &str, r: &Relative<'_>) {
    let text = |s: Span| &input[s.range()];
    assert_eq!(text(r.span()), r.as_str());
    let mut inner = Vec::new();
    if let Some(a) = r.authority() {
        assert_eq!(text(a.span()), a.as_str());
        assert_eq!(&input[a.span().start() - 2..a.span().start()], "//");
        inner.push(a.span());
        if let Authority::Server(s) = a {
            let mut parts = Vec::new();
            if let Some(u) = s.userinfo() {
                assert_eq!(input.as_bytes()[u.span().end()], b'@');
                parts.push(u.span());
            }
            if let Some(h) = s.host() {
                assert_eq!(text(h.span()), h.as_str());
                parts.push(h.span());
            }
            if let Some(p) = s.port() {
                assert_eq!(input.as_bytes()[p.span().start() - 1], b':');
                parts.push(p.span());
            }
            ordered_inside(input, s.span(), &parts);
        }
    }
    if let Some(p) = r.path() {
        assert_eq!(text(p.span()), p.as_str());
        inner.push(p.span());
        let segs: Vec<Span> = p.segments().map(|s| s.span()).collect();
        ordered_inside(input, p.span(), &segs);
        for seg in p.segments() {
            assert_eq!(text(seg.span()), seg.as_str());
            let mut parts = vec![seg.name().span()];
            for param in seg.params() {
                assert_eq!(input.as_bytes()[param.span().start() - 1], b';');
                parts.push(param.span());
            }
            ordered_inside(input, seg.span(), &parts);
        }
    }
    if let Some(q) = r.query() {
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
