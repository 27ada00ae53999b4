//! The typed tree of an RFC 3987 `IRI-reference`: what the oracle harness
//! and the catalog hold every valid input to (the tree writes it back, and
//! every span stands inside its parent, in order, on the text it names),
//! and its rendering for the catalog's snapshots.

use std::fmt::Write as _;

use urigram::engine::Span;
use urigram::grammars::rfc3987::{Host, IriRef};

/// An accepted `IRI-reference` parses into a tree that writes it back,
/// with sound spans.
pub fn round_trip(name: &str, input: &[u8]) -> Result<(), String> {
    if !name.eq_ignore_ascii_case("IRI-reference") {
        return Ok(());
    }
    let s = std::str::from_utf8(input).map_err(|e| format!("{name}: accepted non-UTF-8: {e}"))?;
    let r = IriRef::parse(s).map_err(|e| format!("{name} {s:?}: not parsed: {e}"))?;
    if r.to_string() != s {
        return Err(format!("{name} {s:?}: writes back {r}"));
    }
    check_spans(s, &r)
}

/// Every span names its text, and the components follow each other in
/// order inside the input.
pub fn check_spans(input: &str, r: &IriRef<'_>) -> Result<(), String> {
    let mut parts: Vec<(&str, Span, &str)> = Vec::new();
    if let Some(s) = r.scheme() {
        parts.push(("scheme", s.span(), s.as_str()));
    }
    if let Some(a) = r.authority() {
        parts.push(("iauthority", a.span(), a.as_str()));
        if a.to_string() != a.as_str() {
            return Err(format!("{input:?}: authority writes back {a}"));
        }
    }
    let p = r.path();
    parts.push(("ipath", p.span(), p.as_str()));
    if let Some(q) = r.query() {
        parts.push(("iquery", q.span(), q.as_str()));
    }
    if let Some(f) = r.fragment() {
        parts.push(("ifragment", f.span(), f.as_str()));
    }
    let mut last = 0;
    for (what, span, text) in parts {
        if input.get(span.range()) != Some(text) || span.start() < last {
            return Err(format!("{input:?}: {what} at {span:?} is {text:?}"));
        }
        last = span.end();
    }
    if let Some(a) = r.authority() {
        // The host is an IPv4address exactly when that rule matches it
        // (first-match-wins, RFC 3986 section 3.2.2).
        let ipv4 = urigram::grammars::rfc3987::check("IPv4address", a.host().as_str())
            .is_some_and(|r| r.is_ok());
        if ipv4 != matches!(a.host(), Host::Ipv4(_)) {
            return Err(format!(
                "{input:?}: host {:?} read as {:?}",
                a.host().as_str(),
                a.host()
            ));
        }
        let mut last = a.span().start();
        let mut inner = Vec::new();
        if let Some(u) = a.userinfo() {
            inner.push(("iuserinfo", u.span(), u.as_str()));
        }
        inner.push(("ihost", a.host().span(), a.host().as_str()));
        if let Some(port) = a.port() {
            inner.push(("port", port.span(), port.as_str()));
        }
        for (what, span, text) in inner {
            if input.get(span.range()) != Some(text)
                || span.start() < last
                || span.end() > a.span().end()
            {
                return Err(format!("{input:?}: {what} at {span:?} is {text:?}"));
            }
            last = span.end();
        }
    }
    Ok(())
}

/// `[a..b] "text"`.
fn at(input: &str, span: Span) -> String {
    format!(
        "[{}..{}] {:?}",
        span.start(),
        span.end(),
        &input[span.range()]
    )
}

/// The typed tree, one node a line, each with its span in bytes.
pub fn tree(input: &str, r: &IriRef<'_>) -> String {
    let mut o = String::new();
    let kind = if r.is_iri() { "IRI" } else { "irelative-ref" };
    let _ = writeln!(o, "IRI-reference ({kind}) {}", at(input, r.span()));
    if let Some(s) = r.scheme() {
        let _ = writeln!(o, "  scheme {}", at(input, s.span()));
    }
    if let Some(a) = r.authority() {
        let _ = writeln!(o, "  iauthority {}", at(input, a.span()));
        if let Some(u) = a.userinfo() {
            let _ = writeln!(o, "    iuserinfo {}", at(input, u.span()));
        }
        let host = match a.host() {
            Host::IpLiteral(_) => "IP-literal",
            Host::Ipv4(_) => "IPv4address",
            _ => "ireg-name",
        };
        let _ = writeln!(o, "    ihost {host} {}", at(input, a.host().span()));
        if let Some(p) = a.port() {
            let _ = writeln!(o, "    port {}", at(input, p.span()));
        }
    }
    let p = r.path();
    let _ = writeln!(o, "  ipath {:?} {}", p.kind(), at(input, p.span()));
    for s in p.segments() {
        let _ = writeln!(o, "    isegment {s:?}");
    }
    if let Some(q) = r.query() {
        let _ = writeln!(o, "  iquery {}", at(input, q.span()));
    }
    if let Some(f) = r.fragment() {
        let _ = writeln!(o, "  ifragment {}", at(input, f.span()));
    }
    o
}
