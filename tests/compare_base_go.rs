//! `compare --base` for the `go` reader, held to Go 1.19's `net/url` on
//! every pair `compare_base` uses (RFC 3986 section 5.4's references
//! against its base, the confusion catalog against two bases, every
//! web-platform-tests case with a base): `url.Parse` of each, then the
//! base's `ResolveReference(ref).String()`, as a Go client follows a
//! `Location` header (`tests/data/compare/base-go.jsonl`, made by
//! `scripts/compare_base_vectors_go.sh`). Each pair's resolved text, or
//! its refusal (which of the two, and Go's error), equals Go's; a
//! disagreement stands only in `base-go-disagreements.tsv`, with its
//! reason, and an entry that no longer disagrees fails.

use serde_json::Value;
use urigram::compare::{self, Reader};

use crate::reader_vectors;

/// What the go reader makes of the pair, in the vectors' shape.
fn row(go: Reader, base: &str, input: &str) -> Value {
    let c = compare::compare_against(input, base, &[go]);
    let r = &c.readings()[0];
    match (r.resolved(), r.outcome()) {
        (Some(text), _) => serde_json::json!({"base": base, "input": input, "resolved": text}),
        (None, Err(e)) => {
            let (which, error) = match e.message().strip_prefix("the base: ") {
                Some(m) => ("base", m),
                None => ("reference", e.message()),
            };
            serde_json::json!({"base": base, "input": input, "refused": which, "error": error})
        }
        (None, Ok(_)) => serde_json::json!({"base": base, "input": input, "resolved": null}),
    }
}

#[test]
fn go_resolves_as_go_1_19s_resolve_reference() {
    let go: Reader = "go".parse().unwrap();
    assert!(go.resolution().unwrap().contains("ResolveReference"));
    let listed =
        reader_vectors::listed_pairs(include_str!("data/compare/base-go-disagreements.tsv"), None);
    let tally = reader_vectors::hold_pairs(
        "go",
        include_str!("data/compare/base-go.jsonl"),
        &listed,
        |base, input| row(go, base, input),
    );
    assert_eq!(tally.release["go"], go.release());
    let (n, refused) = (tally.pairs, tally.refused);
    assert!(n > 450 && refused > 50, "{n} {refused}");
}

/// Go 1.19's own `ResolveReference` cases (`url_test.go`'s
/// `resolveReferenceTests`), a few where it is not RFC 3986 to the
/// letter among them.
#[test]
fn go_resolves_its_own_test_cases() {
    let go: Reader = "go".parse().unwrap();
    for (base, r, want) in [
        ("http://foo.com?a=b", "https://bar.com/", "https://bar.com/"),
        ("http://foo.com/", "https://bar.com/?", "https://bar.com/?"),
        ("http://foo.com/bar?a=b#f", "/baz", "http://foo.com/baz"),
        ("http://foo.com/bar?a=b", "/baz?", "http://foo.com/baz?"),
        (
            "http://foo.com/bar",
            "http://foo.com///baz/quux",
            "http://foo.com///baz/quux",
        ),
        ("http://foo.com", ".", "http://foo.com/"),
        (
            "http://foo.com/bar/baz",
            "../../../../../quux",
            "http://foo.com/quux",
        ),
        ("http://foo.com/bar", ".#frag", "http://foo.com/#frag"),
        (
            "http://example.org/",
            "#!$&%27()*+,;=",
            "http://example.org/#!$&%27()*+,;=",
        ),
        (
            "http://foo.com/1/2/3",
            "./a%2f../../b/..%2fc",
            "http://foo.com/1/2/b/..%2fc",
        ),
        (
            "http://foo.com/foo%2dbar/",
            "./baz-quux",
            "http://foo.com/foo%2dbar/baz-quux",
        ),
        ("http://a/b/c/d;p?q", "", "http://a/b/c/d;p?q"),
        ("http://a/b/c/d;p?q", "../../../g", "http://a/g"),
        ("https://a/b/c/d;p?q#s", "?", "https://a/b/c/d;p?"),
    ] {
        let c = compare::compare_against(r, base, &[go]);
        assert_eq!(c.readings()[0].resolved(), Some(want), "{base:?} {r:?}");
    }
}
