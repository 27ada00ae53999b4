//! Span invariants, checked on every parsed fixture: each node's span lies in
//! bounds and inside its parent's, siblings come in order, each span holds
//! exactly the node's text, the delimiters the grammar puts between the
//! components stand where they must, and `Display` gives back the input.
//!
//! The other modules call [`check`] on their fixtures (the RFC examples, the
//! valid catalog); the tests here run it on strings generated from the
//! grammar.

use proptest::prelude::*;
use urigram::{Host, Span, UriRef};

use crate::oracle::generate;

/// Checks every invariant of a parsed URI-reference against its input.
pub fn check(input: &str, r: &UriRef<'_>) {
    let all = Span {
        start: 0,
        end: input.len(),
    };
    assert_eq!(r.span(), all, "{input:?}: the reference covers the input");
    assert_eq!(r.as_str(), input);
    assert_eq!(r.to_string(), input, "Display gives back the input");

    // The components, in order, each with the delimiter before and after it.
    let mut children: Vec<(&str, Span)> = Vec::new();
    if let Some(s) = r.scheme() {
        assert_eq!(s.span().start, 0, "{input:?}: the scheme starts the input");
        assert_eq!(
            at(input, s.span().end),
            Some(b':'),
            "{input:?}: ':' after scheme"
        );
        children.push(("scheme", s.span()));
    }
    if let Some(a) = r.authority() {
        let s = a.span();
        assert!(s.start >= 2, "{input:?}");
        assert_eq!(
            &input[s.start - 2..s.start],
            "//",
            "{input:?}: '//' before authority"
        );
        children.push(("authority", s));
        check_authority(input, &a);
    }
    let path = r.path();
    children.push(("path", path.span()));
    if let Some(q) = r.query() {
        assert_eq!(
            at(input, q.span().start.wrapping_sub(1)),
            Some(b'?'),
            "{input:?}"
        );
        children.push(("query", q.span()));
    }
    if let Some(f) = r.fragment() {
        assert_eq!(
            at(input, f.span().start.wrapping_sub(1)),
            Some(b'#'),
            "{input:?}"
        );
        assert_eq!(
            f.span().end,
            input.len(),
            "{input:?}: the fragment ends the input"
        );
        children.push(("fragment", f.span()));
    }
    in_order(input, all, &children);
    for (name, span) in &children {
        assert!(
            input.get(span.range()).is_some(),
            "{input:?}: {name} {span:?}"
        );
    }
    assert_eq!(&input[path.span().range()], path.as_str());

    // The segments, joined by "/", are the path.
    let segments: Vec<&str> = path.segments().collect();
    let joined = segments.join("/");
    let expect = if path.is_absolute() {
        format!("/{joined}")
    } else {
        joined
    };
    assert_eq!(expect, path.as_str(), "{input:?}: segments {segments:?}");
}

fn check_authority(input: &str, a: &urigram::Authority<'_>) {
    let outer = a.span();
    assert_eq!(&input[outer.range()], a.as_str());
    assert_eq!(a.to_string(), a.as_str(), "authority Display");
    let mut children: Vec<(&str, Span)> = Vec::new();
    if let Some(u) = a.userinfo() {
        assert_eq!(u.span().start, outer.start, "{input:?}");
        assert_eq!(
            at(input, u.span().end),
            Some(b'@'),
            "{input:?}: '@' after userinfo"
        );
        assert_eq!(&input[u.span().range()], u.as_str());
        children.push(("userinfo", u.span()));
    }
    let h = a.host();
    assert_eq!(&input[h.span().range()], h.as_str(), "{input:?}: host text");
    children.push(("host", h.span()));
    let inner = h.text();
    assert!(
        h.span().contains(inner.span()),
        "{input:?}: host inner text"
    );
    assert_eq!(&input[inner.span().range()], inner.as_str());
    match h {
        Host::Ipv6 { literal, .. } | Host::IpvFuture { literal, .. } => {
            assert_eq!(literal.span(), h.span());
            assert!(literal.as_str().starts_with('[') && literal.as_str().ends_with(']'));
            assert_eq!(inner.span().start, h.span().start + 1);
            assert_eq!(inner.span().end, h.span().end - 1);
        }
        _ => assert_eq!(inner.span(), h.span()),
    }
    if let Host::IpvFuture {
        version, address, ..
    } = h
    {
        in_order(
            input,
            inner.span(),
            &[("version", version.span()), ("address", address.span())],
        );
        assert_eq!(at(input, version.span().end), Some(b'.'));
        assert_eq!(address.span().end, inner.span().end);
    }
    if let Some(p) = a.port() {
        assert_eq!(
            at(input, p.span().start.wrapping_sub(1)),
            Some(b':'),
            "{input:?}"
        );
        assert_eq!(
            p.span().end,
            outer.end,
            "{input:?}: the port ends the authority"
        );
        assert_eq!(&input[p.span().range()], p.as_str());
        children.push(("port", p.span()));
    } else {
        assert_eq!(
            h.span().end,
            outer.end,
            "{input:?}: the host ends the authority"
        );
    }
    in_order(input, outer, &children);
}

/// The byte at `i`, if in bounds.
fn at(input: &str, i: usize) -> Option<u8> {
    input.as_bytes().get(i).copied()
}

/// Each span inside `parent`, in bounds, and each after the one before.
fn in_order(input: &str, parent: Span, children: &[(&str, Span)]) {
    assert!(
        parent.end <= input.len(),
        "{input:?}: {parent:?} out of bounds"
    );
    let mut last_end = parent.start;
    for (name, span) in children {
        assert!(span.start <= span.end, "{input:?}: {name} {span:?}");
        assert!(
            parent.contains(*span),
            "{input:?}: {name} {span:?} outside {parent:?}"
        );
        assert!(
            span.start >= last_end,
            "{input:?}: {name} {span:?} overlaps the one before"
        );
        last_end = span.end;
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    /// Every generated URI-reference satisfies the invariants; its path kind
    /// is one its rule allows.
    #[test]
    fn generated_references_keep_the_invariants(s in generate::rule("URI-reference")) {
        let s = String::from_utf8(s).unwrap();
        let r = UriRef::parse(&s).unwrap();
        check(&s, &r);
    }
}

#[test]
fn spans_of_a_full_uri() {
    // Positions counted by hand on RFC 3986 section 3's example.
    let input = "foo://example.com:8042/over/there?name=ferret#nose";
    let r = UriRef::parse(input).unwrap();
    check(input, &r);
    let a = r.authority().unwrap();
    assert_eq!(r.scheme().unwrap().span(), Span { start: 0, end: 3 });
    assert_eq!(a.span(), Span { start: 6, end: 22 });
    assert_eq!(a.host().span(), Span { start: 6, end: 17 });
    assert_eq!(a.port().unwrap().span(), Span { start: 18, end: 22 });
    assert_eq!(r.path().span(), Span { start: 22, end: 33 });
    assert_eq!(r.query().unwrap().span(), Span { start: 34, end: 45 });
    assert_eq!(r.fragment().unwrap().span(), Span { start: 46, end: 50 });
}
