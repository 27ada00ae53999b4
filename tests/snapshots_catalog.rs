//! The snapshot catalog: `tests/data/grammar/invalid.txt` and `valid.txt`,
//! one snapshot per line under `snapshots/grammar/`.
//!
//! An invalid input is snapshotted with its error (offset, rule path,
//! expected set, the one-line `{}` and the `{:#}` frame); before that, its
//! verdict and offset are checked against the DFA oracle, so the caret of
//! every frame stands where the grammar says. A valid input is snapshotted
//! with its tree, every component with its span; before that, the oracle must
//! accept it, and a reference must keep the span invariants.

use std::collections::BTreeSet;
use std::fmt::Write as _;

use urigram::{Authority, Host, Node, ParseError, Rule, UriRef};

use crate::catalog::Entry;
use crate::catalog::escape;
use crate::oracle::regex::{Verdict, verdict};
use crate::oracle_agreement::agree;
use crate::spans;

/// Reads a catalog: `RULE<TAB>input` lines, `#` comments; in the input,
/// `\xNN` is a byte, `\t`, `\r`, `\n` the controls, `\\` a backslash.
fn catalog(name: &str) -> Vec<Entry> {
    crate::catalog::read("", name)
}

fn parse(rule: Rule, input: &[u8]) -> Result<Node<'_>, ParseError> {
    match std::str::from_utf8(input) {
        Ok(s) => rule.parse(s),
        Err(_) => rule.parse_bytes(input),
    }
}

#[test]
fn invalid_catalog() {
    let entries = catalog("invalid.txt");
    assert!(entries.len() >= 150, "{} invalid inputs", entries.len());
    let rules: BTreeSet<&str> = entries.iter().map(|e| e.rule.as_str()).collect();
    let all: BTreeSet<&str> = Rule::ALL.iter().map(|r| r.abnf_name()).collect();
    assert_eq!(rules, all, "every rule has invalid inputs");
    for e in &entries {
        let rule = Rule::from_abnf_name(&e.rule).unwrap_or_else(|| panic!("{}", e.line));
        let Verdict::Fail(at) = verdict(&e.rule, &e.input) else {
            panic!("the grammar accepts {}", e.line);
        };
        agree(&e.rule, &e.input).unwrap();
        let err = parse(rule, &e.input).unwrap_err();
        assert_eq!(err.offset(), at, "{}", e.line);
        assert_eq!(err.top_rule(), rule, "{}", e.line);
        let mut s = String::new();
        let _ = writeln!(s, "input: \"{}\"", escape(&e.input));
        let _ = writeln!(s, "offset: {} (the DFA oracle's)", err.offset());
        let path: Vec<&str> = err.rules().iter().map(|r| r.abnf_name()).collect();
        let _ = writeln!(s, "rules: {}", path.join(" > "));
        let _ = writeln!(s, "kind: {:?}", err.kind());
        let expected: Vec<&str> = err.expected().map(|x| x.describe()).collect();
        let _ = writeln!(s, "expected: {}", expected.join(", "));
        let _ = writeln!(s, "found: {}", err.found());
        let _ = writeln!(s, "section: {}", err.section());
        let _ = writeln!(s, "display: {err}");
        let _ = write!(s, "\n{err:#}");
        crate::catalog::snapshot("grammar", "invalid", e, &s);
    }
}

#[test]
fn valid_catalog() {
    let entries = catalog("valid.txt");
    assert!(entries.len() >= 100, "{} valid inputs", entries.len());
    for e in &entries {
        let rule = Rule::from_abnf_name(&e.rule).unwrap_or_else(|| panic!("{}", e.line));
        assert_eq!(
            verdict(&e.rule, &e.input),
            Verdict::Match,
            "the grammar rejects {}",
            e.line
        );
        agree(&e.rule, &e.input).unwrap();
        let text = std::str::from_utf8(&e.input).unwrap();
        let node = rule
            .parse(text)
            .unwrap_or_else(|err| panic!("{}: {err:#}", e.line));
        if rule == Rule::UriReference {
            spans::check(text, &UriRef::parse(text).unwrap());
        }
        crate::catalog::snapshot("grammar", "valid", e, &tree(text, &node));
    }
}

#[test]
fn no_stale_snapshots() {
    crate::catalog::no_stale_snapshots("", "grammar");
}

/// The tree of a parsed node, one component a line, each with its span.
pub fn tree(input: &str, node: &Node<'_>) -> String {
    let mut out = String::new();
    let o = &mut out;
    match node {
        Node::UriReference(r) => {
            let _ = writeln!(
                o,
                "URI-reference: {} {}",
                if r.is_uri() { "URI" } else { "relative-ref" },
                span_text(input, r.span())
            );
            reference(
                o,
                input,
                r.scheme().map(|s| s.span()),
                r.authority(),
                r.path(),
                r.query().map(|q| q.span()),
                r.fragment().map(|f| f.span()),
            );
        }
        Node::Uri(u) => {
            let _ = writeln!(o, "URI {}", span_text(input, u.span()));
            reference(
                o,
                input,
                Some(u.scheme().span()),
                u.authority(),
                u.path(),
                u.query().map(|q| q.span()),
                u.fragment().map(|f| f.span()),
            );
        }
        Node::RelativeRef(r) => {
            let _ = writeln!(o, "relative-ref {}", span_text(input, r.span()));
            reference(
                o,
                input,
                None,
                r.authority(),
                r.path(),
                r.query().map(|q| q.span()),
                r.fragment().map(|f| f.span()),
            );
        }
        Node::AbsoluteUri(u) => {
            let _ = writeln!(o, "absolute-URI {}", span_text(input, u.span()));
            reference(
                o,
                input,
                Some(u.scheme().span()),
                u.authority(),
                u.path(),
                u.query().map(|q| q.span()),
                None,
            );
        }
        Node::Hier(a, p) => {
            let _ = writeln!(o, "hier-part / relative-part");
            match a {
                Some(a) => authority(o, input, a),
                None => {
                    let _ = writeln!(o, "  authority  (none)");
                }
            }
            path(o, input, p);
        }
        Node::Scheme(s) => line(o, input, "scheme", s.span(), ""),
        Node::Authority(a) => authority(o, input, a),
        Node::Userinfo(u) => line(o, input, "userinfo", u.span(), ""),
        Node::Host(h) => host(o, input, h),
        Node::Port(p) => line(o, input, "port", p.span(), &port_value(p.as_u16())),
        Node::IpvFuture(v, a) => {
            line(o, input, "version", v.span(), "");
            line(o, input, "address", a.span(), "");
        }
        Node::Ipv6(addr, t) => line(o, input, "IPv6address", t.span(), &format!("= {addr}")),
        Node::Ipv4(addr, t) => line(o, input, "IPv4address", t.span(), &format!("= {addr}")),
        Node::Number(v, t) => line(o, input, "number", t.span(), &format!("= {v}")),
        Node::Path(p) => path(o, input, p),
        Node::Query(q) => line(o, input, "query", q.span(), ""),
        Node::Fragment(f) => line(o, input, "fragment", f.span(), ""),
        Node::Text(t) => line(o, input, "text", t.span(), ""),
        other => {
            let _ = writeln!(o, "{other:?}");
        }
    }
    out
}

fn span_text(input: &str, s: urigram::Span) -> String {
    format!("{}..{} {:?}", s.start, s.end, &input[s.range()])
}

fn line(o: &mut String, input: &str, name: &str, s: urigram::Span, extra: &str) {
    let _ = writeln!(
        o,
        "  {name:<10} {}{}{extra}",
        span_text(input, s),
        if extra.is_empty() { "" } else { " " }
    );
}

fn absent(o: &mut String, name: &str) {
    let _ = writeln!(o, "  {name:<10} (none)");
}

#[allow(clippy::too_many_arguments)]
fn reference(
    o: &mut String,
    input: &str,
    scheme: Option<urigram::Span>,
    a: Option<Authority<'_>>,
    p: urigram::Path<'_>,
    query: Option<urigram::Span>,
    fragment: Option<urigram::Span>,
) {
    match scheme {
        Some(s) => line(o, input, "scheme", s, ""),
        None => absent(o, "scheme"),
    }
    match a {
        Some(a) => authority(o, input, &a),
        None => absent(o, "authority"),
    }
    path(o, input, &p);
    match query {
        Some(s) => line(o, input, "query", s, ""),
        None => absent(o, "query"),
    }
    match fragment {
        Some(s) => line(o, input, "fragment", s, ""),
        None => absent(o, "fragment"),
    }
}

fn authority(o: &mut String, input: &str, a: &Authority<'_>) {
    line(o, input, "authority", a.span(), "");
    let mut inner = String::new();
    match a.userinfo() {
        Some(u) => line(&mut inner, input, "userinfo", u.span(), ""),
        None => absent(&mut inner, "userinfo"),
    }
    host(&mut inner, input, &a.host());
    match a.port() {
        Some(p) => line(&mut inner, input, "port", p.span(), &port_value(p.as_u16())),
        None => absent(&mut inner, "port"),
    }
    for l in inner.lines() {
        let _ = writeln!(o, "  {l}");
    }
}

fn host(o: &mut String, input: &str, h: &Host<'_>) {
    let detail = match h {
        Host::Ipv6 { addr, .. } => match h.zone_id() {
            Some(zone) => format!(
                "IPv6 = {addr}, zone ID {:?} at {}, decoded {:?}",
                zone.as_str(),
                zone.span().start,
                String::from_utf8_lossy(&zone.decode())
            ),
            None => format!("IPv6 = {addr}"),
        },
        Host::IpvFuture {
            version, address, ..
        } => format!(
            "IPvFuture version {:?} at {}, address {:?} at {}",
            version.as_str(),
            version.span().start,
            address.as_str(),
            address.span().start
        ),
        Host::Ipv4 { addr, .. } => format!("IPv4 = {addr}"),
        Host::RegName(_) => "reg-name".to_string(),
        other => format!("{other:?}"),
    };
    line(o, input, "host", h.span(), &detail);
}

fn path(o: &mut String, input: &str, p: &urigram::Path<'_>) {
    let segments: Vec<&str> = p.segments().collect();
    line(
        o,
        input,
        "path",
        p.span(),
        &format!("{} segments {segments:?}", p.kind().abnf_name()),
    );
}

fn port_value(v: Option<u16>) -> String {
    match v {
        Some(v) => format!("= {v}"),
        None => "(not a u16)".to_string(),
    }
}
