//! The last of the `url` crate's names a port reaches for: `scheme() ==
//! "https"`, a host compared with text, `has_host`, `cannot_be_a_base`,
//! `query_pairs_mut`, and a normalized equality beside `==`. Each answer is
//! checked against `url::Url` on the same text where the definitions agree
//! (the `url` crate is the implementation being ported from), and against
//! RFC 3986's own examples (sections 3.1, 3.2.2, 6.2.2, 6.2.3) for the
//! comparisons.

use std::collections::HashMap;

use urigram::{Normalized, Uri, UriRefString, UriString};
use url::Url;

/// Inputs that both read as the same URL: schemes special and not, with and
/// without an authority, opaque paths.
const SAME: [&str; 14] = [
    "https://example.com/a?b#c",
    "http://h:8080/",
    "ftp://rms@example.com",
    "unix:/run/foo.socket",
    "data:text/plain,Stuff",
    "mailto:a@example.com",
    "urn:isbn:0451450523",
    "foo:",
    "foo:/",
    "foo://h",
    "foo://h/p?q",
    "ws://h",
    "news:comp.infosystems.www.servers.unix",
    "tel:+1-816-555-1212",
];

#[test]
fn scheme_equals_text_as_url_lowercases_it() {
    for s in SAME
        .iter()
        .chain(&["HTTPS://Example.com/", "MailTo:x", "A+b.C-d:x"])
    {
        let ours = Uri::parse(s).unwrap();
        let theirs = Url::parse(s).unwrap();
        // url writes the scheme in lower case: our scheme equals its text
        // and that text's upper case (section 3.1: case-insensitive).
        assert!(ours.scheme() == theirs.scheme(), "{s}");
        assert!(theirs.scheme() == ours.scheme(), "{s}");
        assert!(ours.scheme() == *theirs.scheme().to_uppercase(), "{s}");
        assert!(ours.scheme() != "gopher", "{s}");
    }
    let u = UriString::parse("HTTPS://h/").unwrap();
    assert!(u.as_uri().scheme() == "https");
}

#[test]
fn host_equals_text_ignoring_case_only() {
    // Section 3.2.2: "The host subcomponent is case-insensitive."
    for (s, text) in [
        ("http://Example.COM/", "example.com"),
        ("https://www.EXAMPLE.org:8080/x", "www.example.org"),
        ("http://192.0.2.16/", "192.0.2.16"),
    ] {
        let host = Uri::parse(s).unwrap().host().unwrap();
        let url_host = Url::parse(s).unwrap().host_str().unwrap().to_owned();
        assert_eq!(url_host, text);
        assert!(host == text, "{s}");
        assert!(text == host, "{s}");
        assert!(host == url_host.as_str(), "{s}");
        assert!(host == *text.to_uppercase(), "{s}");
    }
    let v6 = Uri::parse("http://[2001:DB8::7]/").unwrap().host().unwrap();
    // url writes the address canonically, which here is the same text in
    // lower case; the comparison is of the literal, brackets and all.
    assert_eq!(
        Url::parse("http://[2001:DB8::7]/").unwrap().host_str(),
        Some("[2001:db8::7]")
    );
    assert!(v6 == "[2001:db8::7]");
    assert!(v6 != "2001:db8::7");
    // Only case: not percent-encoding, not another spelling of an address.
    assert!(Uri::parse("http://ex%61mple.com/").unwrap().host().unwrap() != "example.com");
    assert!(Uri::parse("http://[0::1]/").unwrap().host().unwrap() != "[::1]");
}

#[test]
fn has_host_and_cannot_be_a_base_agree_with_url() {
    for s in SAME {
        let theirs = Url::parse(s).unwrap();
        let ours = UriString::parse(s).unwrap();
        assert_eq!(ours.has_host(), theirs.has_host(), "{s}");
        assert_eq!(ours.as_uri().has_host(), theirs.has_host(), "{s}");
        assert_eq!(ours.cannot_be_a_base(), theirs.cannot_be_a_base(), "{s}");
        assert_eq!(
            ours.as_uri().cannot_be_a_base(),
            theirs.cannot_be_a_base(),
            "{s}"
        );
    }
    // The documented difference: an empty host is a host for RFC 3986
    // (file:///etc has the authority ""), none for url's file URLs.
    assert!(UriString::parse("file:///etc").unwrap().has_host());
    assert!(!Url::parse("file:///etc").unwrap().has_host());
    // Relative references: no authority, no host.
    assert!(!UriRefString::parse("a/b").unwrap().has_host());
    assert!(UriRefString::parse("//h/a").unwrap().has_host());
}

/// Runs the same appends on urigram's and url's query writers.
fn both(s: &str, f: impl Fn(&mut dyn Writer)) -> (String, String) {
    let mut ours = UriString::parse(s).unwrap();
    let mut theirs = Url::parse(s).unwrap();
    f(&mut ours.query_pairs_mut());
    f(&mut theirs.query_pairs_mut());
    (ours.into_string(), theirs.into())
}

/// The calls both writers take.
trait Writer {
    fn pair(&mut self, k: &str, v: &str);
    fn key(&mut self, k: &str);
    fn clear(&mut self);
}

impl Writer for urigram::QueryPairsMut<'_> {
    fn pair(&mut self, k: &str, v: &str) {
        self.append_pair(k, v);
    }
    fn key(&mut self, k: &str) {
        self.append_key_only(k);
    }
    fn clear(&mut self) {
        urigram::QueryPairsMut::clear(self);
    }
}

impl Writer for url::form_urlencoded::Serializer<'_, url::UrlQuery<'_>> {
    fn pair(&mut self, k: &str, v: &str) {
        self.append_pair(k, v);
    }
    fn key(&mut self, k: &str) {
        self.append_key_only(k);
    }
    fn clear(&mut self) {
        url::form_urlencoded::Serializer::clear(self);
    }
}

/// A named sequence of calls on a writer.
type Case<'a> = (&'a str, &'a dyn Fn(&mut dyn Writer));

#[test]
fn query_pairs_mut_writes_what_url_writes() {
    // Every byte value's character, each kind of ASCII and some beyond.
    let mut all = String::new();
    for b in 0x20u8..0x7f {
        all.push(char::from(b));
    }
    all.push_str("\u{e9}\u{4f8b}\u{1f600}\t\n");
    let bases = [
        "https://h/p",
        "https://h/p?",
        "https://h/p?a=1",
        "https://h/p?a=1&",
        "https://h/p?x#frag",
        "mailto:a@example.com",
        "foo://h",
    ];
    for base in bases {
        let cases: [Case<'_>; 5] = [
            ("nothing", &|_| {}),
            ("a pair", &|w| w.pair("q", "caf\u{e9} & cr\u{e8}me")),
            ("every character", &|w| {
                w.pair(&all, &all);
                w.key(&all);
            }),
            ("clear", &|w| {
                w.clear();
                w.pair("page", "2");
            }),
            ("keys and empties", &|w| {
                w.key("flag");
                w.pair("", "");
                w.pair("a+b", "c=d");
            }),
        ];
        for (name, f) in cases {
            let (ours, theirs) = both(base, f);
            assert_eq!(ours, theirs, "{base}: {name}");
            // And the result is a valid URI of the same type.
            assert!(UriString::parse(&ours).is_ok());
        }
    }
    let mut r = UriRefString::parse("/search").unwrap();
    r.query_pairs_mut()
        .extend_pairs([("q", "a b"), ("lang", "fr")]);
    assert_eq!(r, "/search?q=a+b&lang=fr");
}

#[test]
fn normalized_equality_beside_text_equality() {
    let p = |s| UriString::parse(s).unwrap();
    // `==` is the text's.
    assert_ne!(p("HTTP://A/"), p("http://a/"));
    // Section 6.2.2.1 (case), 6.2.2.2 (percent-encoding), 6.2.2.3 (dot
    // segments), 6.2.3 (default port, empty path); section 6.2.2's and
    // 6.2.3's examples.
    let same = [
        ("HTTP://A/", "http://a/"),
        (
            "example://a/b/c/%7Bfoo%7D",
            "eXAMPLE://a/./b/../b/%63/%7bfoo%7d",
        ),
        ("http://example.com", "http://example.com/"),
        ("http://example.com/", "http://example.com:/"),
        ("http://example.com/", "http://example.com:80/"),
        ("http://example.com/~smith/", "http://example.com/%7Esmith/"),
    ];
    for (a, b) in same {
        assert!(p(a).eq_normalized(&p(b)), "{a} {b}");
        assert!(p(a).as_uri().eq_normalized(&p(b).as_uri()), "{a} {b}");
        assert_eq!(Normalized::from(&p(a)), Normalized::from(&p(b)));
    }
    // Section 6.2.2.1: the path is case-sensitive.
    assert!(!p("http://example.com/a").eq_normalized(&p("http://example.com/A")));
    // A map keyed by the normalized form counts the equivalent ones once.
    let mut hits: HashMap<Normalized, u32> = HashMap::new();
    for s in [
        "http://example.com",
        "HTTP://EXAMPLE.com:80/",
        "http://example.com/%7e",
        "http://example.com/~",
    ] {
        *hits.entry(s.parse().unwrap()).or_default() += 1;
    }
    assert_eq!(hits.len(), 2);
    assert_eq!(
        hits[&"http://example.com/".parse::<Normalized>().unwrap()],
        2
    );
}
