//! Normalization and comparison (RFC 3986 section 6), with the examples of
//! sections 6.2.2 and 6.2.3 typed in from the RFC.

use std::collections::HashSet;

use urigram::normalize::{Options, equivalent, normalize_relative_with, normalize_with};
use urigram::{Normalized, Uri, UriRef};

fn norm(s: &str) -> String {
    Uri::parse(s).unwrap().normalize().into_string()
}

fn eqv(a: &str, b: &str) -> bool {
    equivalent(&Uri::parse(a).unwrap(), &Uri::parse(b).unwrap())
}

#[test]
fn s6_2_2_syntax_based_example() {
    assert!(eqv(
        "eXAMPLE://a/./b/../b/%63/%7bfoo%7d",
        "example://a/b/c/%7Bfoo%7D"
    ));
    assert_eq!(
        norm("eXAMPLE://a/./b/../b/%63/%7bfoo%7d"),
        "example://a/b/c/%7Bfoo%7D"
    );
}

#[test]
fn s6_2_2_1_case() {
    // Scheme and host are case-insensitive; percent-encoding hex is uppercased.
    assert!(eqv("HTTP://www.EXAMPLE.com/", "http://www.example.com/"));
    assert!(eqv("http://h/%3a", "http://h/%3A"));
    // Everything else is case-sensitive.
    assert!(!eqv("http://h/A", "http://h/a"));
    assert!(!eqv("http://U@h/", "http://u@h/"));
    assert!(!eqv("http://h/?Q", "http://h/?q"));
    assert_eq!(norm("http://[FE80::A]/"), "http://[fe80::a]/");
    assert_eq!(norm("http://[V1F.AbC]/"), "http://[v1f.abc]/");
}

#[test]
fn s6_2_2_2_percent_encoding() {
    // Unreserved characters are decoded wherever they stand; the host is
    // lowercased after decoding.
    assert_eq!(
        norm("http://%41%62c@%41%62c/%7e%2d?%5f#%2E"),
        "http://Abc@abc/~-?_#."
    );
    // Reserved and other octets stay encoded, uppercased.
    assert_eq!(norm("http://h/%2f%3f%c3%a9"), "http://h/%2F%3F%C3%A9");
    assert_eq!(norm("http://%c3%a9/"), "http://%C3%A9/");
}

#[test]
fn s6_2_2_3_path_segments() {
    assert_eq!(norm("http://h/a/./b/../c"), "http://h/a/c");
    // Encoded dots are dots once decoded.
    assert_eq!(norm("http://h/a/%2E%2e/c"), "http://h/c");
    // A path that would read as an authority keeps a "/." in front.
    assert_eq!(norm("a:/.//x"), "a:/.//x");
    assert_eq!(norm("a:/%2E//x"), "a:/.//x");
}

#[test]
fn s6_2_3_scheme_based_examples() {
    let forms = [
        "http://example.com",
        "http://example.com/",
        "http://example.com:/",
        "http://example.com:80/",
    ];
    for a in forms {
        assert_eq!(norm(a), "http://example.com/", "{a}");
        for b in forms {
            assert!(eqv(a, b), "{a} {b}");
        }
    }
    assert_eq!(norm("https://h:443"), "https://h/");
    assert_eq!(norm("https://h:80/"), "https://h:80/");
    assert_eq!(norm("ws://h:80/"), "ws://h/");
    assert_eq!(norm("wss://h:0443/"), "wss://h/");
    assert_eq!(norm("ftp://h:21/"), "ftp://h/");
    // An empty port goes for every scheme; "/" is added only where it means
    // the same.
    assert_eq!(norm("foo://h:"), "foo://h");
    assert_eq!(norm("foo://h:80"), "foo://h:80");
    assert_eq!(norm("mailto:A@EXAMPLE.com"), "mailto:A@EXAMPLE.com");
    assert_eq!(norm("http://h:99999"), "http://h:99999/");
}

#[test]
fn options() {
    let u = Uri::parse("HTTP://h:80").unwrap();
    assert_eq!(normalize_with(&u, Options::syntax_based()), "http://h:80");
    let v = Uri::parse("http://[0:0:0:0:0:FFFF:C000:0201]/").unwrap();
    assert_eq!(
        normalize_with(&v, Options::default().with_rfc5952()),
        "http://[::ffff:192.0.2.1]/"
    );
    let w = Uri::parse("http://[2001:0db8:0:0:1:0:0:1]/").unwrap();
    // RFC 5952 section 4.2.3: the first of two equal zero runs is shortened.
    assert_eq!(
        normalize_with(&w, Options::default().with_rfc5952()),
        "http://[2001:db8::1:0:0:1]/"
    );
}

#[test]
fn idempotent_on_tricky_inputs() {
    for s in [
        "eXAMPLE://a/./b/../b/%63/%7bfoo%7d",
        "a:/.//x",
        "a:./b:c",
        "a:b/../c",
        "http://%41/%2e%2E/",
        "HTTP://[::FFFF:1.2.3.4]:/..?%7E#%7e",
        "file:///C:/a/../b",
    ] {
        let once = norm(s);
        assert_eq!(norm(&once), once, "{s}");
        assert!(Uri::parse(&once).is_ok());
    }
}

#[test]
fn normalized_type_is_eq_and_hash_by_equivalence() {
    let set: HashSet<Normalized> = [
        "http://example.com",
        "HTTP://example.COM:80/",
        "http://example.com/%7Euser",
        "http://example.com/~user",
        "http://example.com/~User",
    ]
    .iter()
    .map(|s| s.parse().unwrap())
    .collect();
    assert_eq!(set.len(), 3);
    let n: Normalized = "http://a/b/../c".parse().unwrap();
    assert_eq!(n.as_str(), "http://a/c");
    assert!("not a uri".parse::<Normalized>().is_err());
}

/// Relative references: case (6.2.2.1) and percent-encoding (6.2.2.2)
/// normalization, dot segments kept (they are instructions for 5.2.4, which
/// runs only after the merge with a base).
#[test]
fn relative_references_keep_dot_segments() {
    let rel = |s: &str| urigram::RelativeRef::parse(s).unwrap().normalize();
    assert_eq!(rel("../a?b"), "../a?b");
    assert_eq!(rel("./%7e/../%7E%2f?%61#%62"), "./~/../~%2F?a#b");
    // Resolution treats only a literal "." as a dot: "%2E%2E/g" against
    // http://a/b/c is http://a/b/%2E%2E/g, "../g" is http://a/g. So an
    // encoded dot segment keeps its encoding; elsewhere "%2E" decodes.
    assert_eq!(rel("%2e%2E/g"), "%2E%2E/g");
    assert_eq!(rel("a%2eb/.%2e"), "a.b/.%2E");
    assert_eq!(rel("//User@Example.COM:/./p"), "//User@example.com:/./p");
    assert_eq!(rel("//[FE80::A]/"), "//[fe80::a]/");
    assert_eq!(rel(""), "");
    // Through UriRef: a URI gets the full treatment, a relative one this.
    let r = |s: &str| UriRef::parse(s).unwrap().normalize().into_string();
    assert_eq!(r("HTTP://a/b/../c"), "http://a/c");
    assert_eq!(r("b/../c"), "b/../c");
    assert_eq!(
        normalize_relative_with(
            &urigram::RelativeRef::parse("//[0:0::1]/").unwrap(),
            Options::default().with_rfc5952()
        ),
        "//[::1]/"
    );
}

proptest::proptest! {
    /// Normalizing a relative reference never changes what it resolves to:
    /// against any base, the two resolutions are equivalent (section 6), and
    /// the result is itself a normalized relative reference.
    #[test]
    fn relative_normalization_keeps_meaning(
        base in crate::algorithm_properties::reference(true),
        r in crate::algorithm_properties::reference(false),
    ) {
        let base = Uri::parse(&base).unwrap();
        let UriRef::Relative(rel) = UriRef::parse(&r).unwrap() else {
            return Ok(());
        };
        let n = rel.normalize();
        let again = n.as_relative_ref().normalize();
        proptest::prop_assert_eq!(&again, &n);
        let before = base.resolve(&UriRef::Relative(rel)).normalize();
        let after = base.resolve(&UriRef::Relative(n.as_relative_ref())).normalize();
        proptest::prop_assert_eq!(before, after);
    }
}
