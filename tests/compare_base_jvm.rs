//! `compare --base` for the JVM's readers, held to JDK 17 on every pair
//! `compare_base` uses (RFC 3986 section 5.4's references against its
//! base, the confusion catalog against two bases, every web-platform-tests
//! case with a base): `java` resolves as `new URI(base).resolve(new
//! URI(reference))` (`tests/data/compare/base-java.jsonl`) and `java-url`
//! as `new URL(new URL(base), reference)`
//! (`tests/data/compare/base-java-url.jsonl`), both made by
//! `scripts/compare_base_vectors_java.sh`. Each pair's resolved text, or
//! its refusal (which of the two, the exception and java's message),
//! equals the JDK's; a disagreement stands only in
//! `base-jvm-disagreements.tsv`, with its reason, and an entry that no
//! longer disagrees fails.
//!
//! The vectors were made on JDK 17.0.21.1 (Debian's bookworm-security
//! openjdk-17, which replaced 17.0.15 on the machine that made them); the
//! java and java-url readers name 17.0.15, whose parse vectors
//! (`tests/data/java/vectors.jsonl`, `java-url.jsonl`) 17.0.21.1 gives
//! back line for line, its version line aside.

use serde_json::Value;
use urigram::compare::{self, Reader};

use crate::reader_vectors;

/// What `reader` makes of the pair, in the vectors' shape.
fn row(reader: Reader, base: &str, input: &str) -> Value {
    let c = compare::compare_against(input, base, &[reader]);
    let r = &c.readings()[0];
    match (r.resolved(), r.outcome()) {
        (Some(text), _) => serde_json::json!({"base": base, "input": input, "resolved": text}),
        (None, Err(e)) => {
            let (which, error) = match e.message().strip_prefix("the base: ") {
                Some(m) => ("base", m),
                None => ("reference", e.message()),
            };
            serde_json::json!({
                "base": base,
                "input": input,
                "refused": which,
                "exception": e.exception(),
                "error": error,
            })
        }
        (None, Ok(_)) => serde_json::json!({"base": base, "input": input, "resolved": null}),
    }
}

/// Holds `name`'s resolution to `vectors` (the first line the JDK's
/// release); returns the count of pairs and of refusals.
fn holds(name: &str, vectors: &str) -> (usize, usize) {
    let reader: Reader = name.parse().unwrap();
    assert!(reader.resolution().is_some(), "{name}");
    let listed = reader_vectors::listed_pairs(
        include_str!("data/compare/base-jvm-disagreements.tsv"),
        Some(name),
    );
    let tally = reader_vectors::hold_pairs(name, vectors, &listed, |base, input| {
        row(reader, base, input)
    });
    let head = &tally.release;
    assert!(head["jdk"].as_str().unwrap().starts_with("17."), "{head}");
    (tally.pairs, tally.refused)
}

#[test]
fn java_resolves_as_jdk_17s_uri_resolve() {
    let (n, refused) = holds("java", include_str!("data/compare/base-java.jsonl"));
    assert!(n > 450 && refused > 100, "{n} {refused}");
}

/// Where java.net.URI's resolution is not RFC 3986's (section 5.4's
/// examples against `http://a/b/c/d;p?q`, the JDK's answers).
#[test]
fn java_keeps_its_rfc_2396_quirks() {
    let java: Reader = "java".parse().unwrap();
    let base = "http://a/b/c/d;p?q";
    for (input, want) in [
        ("", "http://a/b/c/"),
        ("?y", "http://a/b/c/?y"),
        ("#s", "http://a/b/c/d;p?q#s"),
        ("../../../g", "http://a/../g"),
        ("/./g", "http://a/./g"),
        ("http:g", "http:g"),
    ] {
        let c = compare::compare_against(input, base, &[java]);
        assert_eq!(c.readings()[0].resolved(), Some(want), "{input:?}");
    }
    // The port as java read it, an empty authority dropped.
    let c = compare::compare_against("g", "http://h:080/a", &[java]);
    assert_eq!(c.readings()[0].resolved(), Some("http://h:80/g"));
    let c = compare::compare_against("g", "file:///a/b", &[java]);
    assert_eq!(c.readings()[0].resolved(), Some("file:/a/g"));
}

#[test]
fn java_url_resolves_as_jdk_17s_url_context_constructor() {
    let (n, refused) = holds("java-url", include_str!("data/compare/base-java-url.jsonl"));
    assert!(n > 450 && refused > 100, "{n} {refused}");
}

/// Where java.net.URL's context constructor is neither RFC 2396's nor RFC
/// 3986's, and a `jar:` context (none of the shared pairs has one): JDK
/// 17's `new URL(new URL(base), input).toExternalForm()`
/// (`scripts/java/CompareBaseJava.java url` on these pairs).
#[test]
fn java_url_keeps_the_jdks_quirks() {
    let java_url: Reader = "java-url".parse().unwrap();
    let jar = "jar:http://h/a.jar!/x/y.class";
    for (base, input, want) in [
        (jar, "z", Some("jar:http://h/a.jar!/x/z")),
        (jar, "/z", Some("jar:http://h/a.jar!/z")),
        (jar, "../../z", Some("jar:http://h/a.jar!/z")),
        (jar, "./z/.", Some("jar:http://h/a.jar!/x/z/")),
        (jar, "#f", Some("jar:http://h/a.jar!/x/y.class#f")),
        (
            "jar:http://h/a.jar!/x/y.class?q",
            "#f",
            Some("jar:http://h/a.jar!/x/y.class?q#f"),
        ),
        (jar, "a/../../..", Some("jar:http://h/a.jar!")),
        (jar, "jar:x", None),
        ("http://h/a/b/c", "a/../../b", Some("http://h/a/b")),
        ("http://h/a/b/c", "../../../../x", Some("http://h/../../x")),
        ("http://h/a/..b/c", "d/..", Some("http://h/")),
        ("http://h/a/b", "./x/./y/../z", Some("http://h/a/x/z")),
        ("http://h/a/b?q#r", "", Some("http://h/a/b?q#r")),
        ("http://h/a/b?q#r", "#s", Some("http://h/a/b?q#s")),
        ("http://h/a/b?q#r", "?x", Some("http://h/a/?x")),
        ("http://h/a/b", "http:c", Some("http://h/a/c")),
        ("http://u@v@h:5/a/b", "c", Some("http://u@v@h:5/a/c")),
        ("http://h/a", "//u@v@w/x", Some("http://u@v@w/x")),
        ("file:a/b", "../c", Some("file:a/../c")),
        ("mailto:a@b", "c@d", Some("mailto:c@d")),
        ("http://h", "x", Some("http://h/x")),
        ("http://h/a/b", "..", Some("http://h/")),
    ] {
        let c = compare::compare_against(input, base, &[java_url]);
        assert_eq!(c.readings()[0].resolved(), want, "{base:?} {input:?}");
    }
    let c = compare::compare_against("jar:x", jar, &[java_url]);
    let e = c.readings()[0].outcome().unwrap_err();
    assert_eq!(e.message(), "no !/ in spec");
}
