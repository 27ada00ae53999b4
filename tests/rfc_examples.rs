//! Every example of RFC 3986 sections 1.1.2, 3, 5.4 and 6.2, typed in from the
//! RFC and named by section. Each must parse, keep the span invariants, and
//! match the DFA oracle; where the RFC's text names the components, so do we.

use std::net::{Ipv4Addr, Ipv6Addr};

use urigram::{Host, PathKind, Uri, UriRef};

use crate::oracle::regex::{Verdict, verdict};
use crate::spans;

/// Parses `input` as a URI-reference, checks it against the oracle and the
/// span invariants, and gives it back.
fn reference(input: &str) -> UriRef<'_> {
    assert_eq!(
        verdict("URI-reference", input.as_bytes()),
        Verdict::Match,
        "the grammar accepts {input:?}"
    );
    let r = UriRef::parse(input).unwrap_or_else(|e| panic!("{input:?}: {e:#}"));
    spans::check(input, &r);
    r
}

/// Parses `input` as a URI (and so as a URI-reference that is a URI).
fn uri(input: &str) -> Uri<'_> {
    assert_eq!(
        verdict("URI", input.as_bytes()),
        Verdict::Match,
        "{input:?}"
    );
    assert!(reference(input).is_uri(), "{input:?} is a URI");
    Uri::parse(input).unwrap_or_else(|e| panic!("{input:?}: {e:#}"))
}

#[test]
fn s1_1_2_examples() {
    let ftp = uri("ftp://ftp.is.co.za/rfc/rfc1808.txt");
    assert_eq!(ftp.scheme().as_str(), "ftp");
    assert!(
        matches!(ftp.authority().unwrap().host(), Host::RegName(t) if t.as_str() == "ftp.is.co.za")
    );
    assert_eq!(ftp.path().as_str(), "/rfc/rfc1808.txt");

    let http = uri("http://www.ietf.org/rfc/rfc2396.txt");
    assert_eq!(
        http.path().segments().collect::<Vec<_>>(),
        ["rfc", "rfc2396.txt"]
    );

    let ldap = uri("ldap://[2001:db8::7]/c=GB?objectClass?one");
    let want: Ipv6Addr = "2001:db8::7".parse().unwrap();
    assert!(matches!(ldap.authority().unwrap().host(), Host::Ipv6 { addr, .. } if addr == want));
    assert_eq!(ldap.path().as_str(), "/c=GB");
    assert_eq!(ldap.query().unwrap().as_str(), "objectClass?one");

    let mailto = uri("mailto:John.Doe@example.com");
    assert!(mailto.authority().is_none());
    assert_eq!(mailto.path().as_str(), "John.Doe@example.com");
    assert_eq!(mailto.path().kind(), PathKind::Rootless);

    let news = uri("news:comp.infosystems.www.servers.unix");
    assert_eq!(news.path().as_str(), "comp.infosystems.www.servers.unix");

    let tel = uri("tel:+1-816-555-1212");
    assert_eq!(tel.path().as_str(), "+1-816-555-1212");

    let telnet = uri("telnet://192.0.2.16:80/");
    let a = telnet.authority().unwrap();
    assert!(matches!(a.host(), Host::Ipv4 { addr, .. } if addr == Ipv4Addr::new(192, 0, 2, 16)));
    assert_eq!(a.port().unwrap().as_u16(), Some(80));
    assert_eq!(telnet.path().as_str(), "/");

    let urn = uri("urn:oasis:names:specification:docbook:dtd:xml:4.1.2");
    assert_eq!(
        urn.path().as_str(),
        "oasis:names:specification:docbook:dtd:xml:4.1.2"
    );
}

#[test]
fn s3_example_components() {
    // The figure of section 3 names each component of both examples.
    let foo = uri("foo://example.com:8042/over/there?name=ferret#nose");
    assert_eq!(foo.scheme().as_str(), "foo");
    assert_eq!(foo.authority().unwrap().as_str(), "example.com:8042");
    assert_eq!(foo.path().as_str(), "/over/there");
    assert_eq!(foo.query().unwrap().as_str(), "name=ferret");
    assert_eq!(foo.fragment().unwrap().as_str(), "nose");

    let urn = uri("urn:example:animal:ferret:nose");
    assert_eq!(urn.scheme().as_str(), "urn");
    assert_eq!(urn.path().as_str(), "example:animal:ferret:nose");
    assert!(urn.authority().is_none() && urn.query().is_none() && urn.fragment().is_none());
}

#[test]
fn s3_3_path_examples() {
    // "the URI <mailto:fred@example.com> has a path of "fred@example.com",
    // whereas the URI <foo://info.example.com?fred> has an empty path."
    assert_eq!(
        uri("mailto:fred@example.com").path().as_str(),
        "fred@example.com"
    );
    let foo = uri("foo://info.example.com?fred");
    assert!(foo.path().is_empty());
    assert_eq!(foo.path().kind(), PathKind::AbEmpty);
    assert_eq!(foo.query().unwrap().as_str(), "fred");
}

/// The base URI of section 5.4.
const BASE: &str = "http://a/b/c/d;p?q";

/// Section 5.4.1: each reference and its resolution against [`BASE`].
const S5_4_1: &[(&str, &str)] = &[
    ("g:h", "g:h"),
    ("g", "http://a/b/c/g"),
    ("./g", "http://a/b/c/g"),
    ("g/", "http://a/b/c/g/"),
    ("/g", "http://a/g"),
    ("//g", "http://g"),
    ("?y", "http://a/b/c/d;p?y"),
    ("g?y", "http://a/b/c/g?y"),
    ("#s", "http://a/b/c/d;p?q#s"),
    ("g#s", "http://a/b/c/g#s"),
    ("g?y#s", "http://a/b/c/g?y#s"),
    (";x", "http://a/b/c/;x"),
    ("g;x", "http://a/b/c/g;x"),
    ("g;x?y#s", "http://a/b/c/g;x?y#s"),
    ("", "http://a/b/c/d;p?q"),
    (".", "http://a/b/c/"),
    ("./", "http://a/b/c/"),
    ("..", "http://a/b/"),
    ("../", "http://a/b/"),
    ("../g", "http://a/b/g"),
    ("../..", "http://a/"),
    ("../../", "http://a/"),
    ("../../g", "http://a/g"),
];

/// Section 5.4.2: the abnormal examples. `http:g` resolves to itself for a
/// strict parser (and to `http://a/b/c/g` for backward compatibility).
const S5_4_2: &[(&str, &str)] = &[
    ("../../../g", "http://a/g"),
    ("../../../../g", "http://a/g"),
    ("/./g", "http://a/g"),
    ("/../g", "http://a/g"),
    ("g.", "http://a/b/c/g."),
    (".g", "http://a/b/c/.g"),
    ("g..", "http://a/b/c/g.."),
    ("..g", "http://a/b/c/..g"),
    ("./../g", "http://a/b/g"),
    ("./g/.", "http://a/b/c/g/"),
    ("g/./h", "http://a/b/c/g/h"),
    ("g/../h", "http://a/b/c/h"),
    ("g;x=1/./y", "http://a/b/c/g;x=1/y"),
    ("g;x=1/../y", "http://a/b/c/y"),
    ("g?y/./x", "http://a/b/c/g?y/./x"),
    ("g?y/../x", "http://a/b/c/g?y/../x"),
    ("g#s/./x", "http://a/b/c/g#s/./x"),
    ("g#s/../x", "http://a/b/c/g#s/../x"),
    ("http:g", "http:g"),
    ("http:g", "http://a/b/c/g"),
];

#[test]
fn s5_4_base_is_an_absolute_uri() {
    let base = uri(BASE);
    assert!(base.fragment().is_none());
    assert_eq!(verdict("absolute-URI", BASE.as_bytes()), Verdict::Match);
    assert_eq!(urigram::AbsoluteUri::parse(BASE).unwrap().to_string(), BASE);
    assert_eq!(base.path().as_str(), "/b/c/d;p");
    assert_eq!(base.query().unwrap().as_str(), "q");
}

/// Every reference parses as a URI-reference, a URI exactly when it has a
/// scheme, and every result parses as a URI.
fn references_and_results(table: &[(&str, &str)]) {
    for &(reference_text, result) in table {
        let r = reference(reference_text);
        let has_scheme = reference_text.starts_with("g:") || reference_text.starts_with("http:");
        assert_eq!(r.is_uri(), has_scheme, "{reference_text:?}");
        if !has_scheme {
            assert_eq!(
                urigram::RelativeRef::parse(reference_text)
                    .unwrap()
                    .to_string(),
                reference_text
            );
        }
        uri(result);
    }
}

#[test]
fn s5_4_1_normal_examples() {
    references_and_results(S5_4_1);
    // Spot checks of components the examples turn on.
    assert_eq!(reference("//g").authority().unwrap().as_str(), "g");
    assert_eq!(reference("?y").path().kind(), PathKind::Empty);
    assert_eq!(reference(";x").path().kind(), PathKind::NoScheme);
    assert_eq!(reference("").path().kind(), PathKind::Empty);
    assert_eq!(reference("#s").fragment().unwrap().as_str(), "s");
}

#[test]
fn s5_4_2_abnormal_examples() {
    references_and_results(S5_4_2);
    let strict = reference("http:g");
    assert_eq!(strict.scheme().unwrap().as_str(), "http");
    assert_eq!(strict.path().kind(), PathKind::Rootless);
    // Dot segments are kept as written: removing them is resolution's job.
    assert_eq!(
        reference("/../g").path().segments().collect::<Vec<_>>(),
        ["..", "g"]
    );
    assert_eq!(reference("g?y/../x").query().unwrap().as_str(), "y/../x");
}

#[test]
fn s6_2_1_simple_string_comparison_examples() {
    // Equivalent but different strings, each valid.
    uri("http://example.com/data");
    uri("http://example.com/data/");
}

#[test]
fn s6_2_2_syntax_based_normalization_examples() {
    let a = uri("example://a/b/c/%7Bfoo%7D");
    let b = uri("eXAMPLE://a/./b/../b/%63/%7bfoo%7d");
    assert!(b.scheme().is("example"));
    assert_eq!(
        a.path().segments().collect::<Vec<_>>(),
        ["b", "c", "%7Bfoo%7D"]
    );
    assert_eq!(
        b.path().segments().collect::<Vec<_>>(),
        [".", "b", "..", "b", "%63", "%7bfoo%7d"]
    );
    // 6.2.2.1: case.
    uri("HTTP://www.EXAMPLE.com/");
    uri("http://www.example.com/");
    // 6.2.2.2: "%3a" and "%3A" are equivalent; both are pct-encoded.
    for t in ["%3a", "%3A"] {
        assert_eq!(verdict("pct-encoded", t.as_bytes()), Verdict::Match);
        assert!(urigram::Rule::PctEncoded.parse(t).is_ok());
    }
}

#[test]
fn s6_2_3_scheme_based_normalization_examples() {
    for s in [
        "http://example.com",
        "http://example.com/",
        "http://example.com:/",
        "http://example.com:80/",
        "http://example.com/?",
        "mailto:Joe@Example.COM",
        "mailto:Joe@example.com",
    ] {
        uri(s);
    }
    // An empty port and an empty query are present but empty (section 6.2.3
    // says they are normalized away; the parser keeps what was written).
    let empty_port = uri("http://example.com:/");
    assert!(empty_port.authority().unwrap().port().unwrap().is_empty());
    assert_eq!(uri("http://example.com/?").query().unwrap().as_str(), "");
    assert!(uri("http://example.com").path().is_empty());
}
