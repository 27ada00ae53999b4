//! The `url` feature: `TryFrom` between urigram's types and `url::Url`,
//! each way, with what `url::Url::parse` itself answers on the same text as
//! the expectation, and every failure that `ToUrlError`'s documentation
//! lists.

use urigram::{AbsoluteUriString, ToUrlError, Uri, UriRef, UriRefString, UriString};
use url::Url;

/// Texts that both standards read alike and that WHATWG keeps byte for
/// byte: the conversion is the identity both ways.
const SAME: &[&str] = &[
    "http://user:pass@example.com:8080/a/b/c?q=1&r#f",
    "https://example.com/",
    "ftp://ftp.is.co.za/rfc/rfc1808.txt",
    "ws://[2001:db8::7]/chat",
    "wss://192.0.2.16:9443/",
    "http://example.com/a%20b?c%2Fd#e%25f",
    "mailto:John.Doe@example.com",
    "urn:oasis:names:specification:docbook:dtd:xml:4.1.2",
    "foo://example.com:8042/over/there?name=ferret#nose",
    "file:///etc/hosts",
    "tel:+1-816-555-1212",
];

#[test]
fn identity_where_both_agree() {
    for input in SAME {
        let uri = UriString::parse(input).unwrap();
        let url = Url::try_from(&uri).unwrap();
        assert_eq!(url, Url::parse(input).unwrap(), "{input}");
        assert_eq!(url.as_str(), *input);
        assert_eq!(UriString::try_from(&url).unwrap(), uri);
        assert_eq!(UriString::try_from(url.clone()).unwrap(), uri);
        assert_eq!(UriRefString::try_from(&url).unwrap(), *input);
        assert_eq!(UriRefString::try_from(url).unwrap(), *input);
        // Every other way in gives the same Url.
        let expected = Url::parse(input).unwrap();
        assert_eq!(Url::try_from(uri.clone()).unwrap(), expected);
        assert_eq!(Url::try_from(Uri::parse(input).unwrap()).unwrap(), expected);
        assert_eq!(
            Url::try_from(UriRef::parse(input).unwrap()).unwrap(),
            expected
        );
        assert_eq!(
            Url::try_from(&UriRefString::parse(input).unwrap()).unwrap(),
            expected
        );
        assert_eq!(
            Url::try_from(UriRefString::parse(input).unwrap()).unwrap(),
            expected
        );
        if !input.contains('#') {
            let a = AbsoluteUriString::parse(input).unwrap();
            assert_eq!(Url::try_from(&a).unwrap(), expected);
            assert_eq!(Url::try_from(a).unwrap(), expected);
        }
    }
}

/// A conversion to `Url` that succeeds is `Url::parse` of the text, with
/// WHATWG's normalization: these are the ones the documentation names.
#[test]
fn to_url_normalizes_as_url_parse_does() {
    let cases = [
        // Equivalent under RFC 3986 section 6.
        (
            "HTTPS://Example.COM:443/a/./b/../c?q#f",
            "https://example.com/a/c?q#f",
        ),
        ("http://%65xample.com/", "http://example.com/"),
        ("http://127.1/", "http://127.0.0.1/"),
        ("http://example.com", "http://example.com/"),
        ("file:/etc/hosts", "file:///etc/hosts"),
        // Not equivalent: reserved characters encoded.
        ("http://a;b=c@h/", "http://a%3Bb%3Dc@h/"),
        ("http://h/?a'b", "http://h/?a%27b"),
    ];
    for (input, expected) in cases {
        let url = Url::try_from(&UriString::parse(input).unwrap()).unwrap();
        assert_eq!(url.as_str(), expected, "{input}");
        assert_eq!(url, Url::parse(input).unwrap());
    }
}

#[test]
fn to_url_failures() {
    for relative in ["../a", "//h/p", "?q", ""] {
        let r = UriRefString::parse(relative).unwrap();
        assert_eq!(
            Url::try_from(&r),
            Err(ToUrlError::RelativeReference),
            "{relative}"
        );
        assert_eq!(
            Url::try_from(UriRef::parse(relative).unwrap()),
            Err(ToUrlError::RelativeReference)
        );
        // url itself has no Url for them either.
        assert_eq!(
            Url::parse(relative),
            Err(url::ParseError::RelativeUrlWithoutBase)
        );
    }
    // A special scheme without a host: url would take one from the path,
    // or refuse.
    for input in [
        "http:example.com",
        "http:///example.com",
        "HTTPS:/a",
        "ws:",
        "ftp://u@/x",
        "wss://:443/",
    ] {
        let uri = UriString::parse(input).unwrap();
        assert_eq!(Url::try_from(&uri), Err(ToUrlError::MissingHost), "{input}");
        assert!(uri.host_str().is_none_or(str::is_empty), "{input}");
        if let Ok(url) = Url::parse(input) {
            // It read a host that RFC 3986 does not see there.
            assert!(url.host_str().is_some_and(|h| !h.is_empty()), "{input}");
        }
    }
    assert_eq!(
        Url::parse("http:example.com").unwrap().as_str(),
        "http://example.com/"
    );
    assert_eq!(
        Url::parse("http:///example.com").unwrap().as_str(),
        "http://example.com/"
    );
    // What WHATWG's parser refuses and RFC 3986 accepts: the error is url's.
    for input in [
        "http://[v1.x]/",
        "http://h:65536/",
        "http://a%00b/",
        "foo://h:99999/",
    ] {
        let uri = UriString::parse(input).unwrap();
        let expected = Url::parse(input).unwrap_err();
        assert_eq!(
            Url::try_from(&uri),
            Err(ToUrlError::Rejected(expected)),
            "{input}"
        );
    }
    // The error says what happened, and chains url's.
    let err = Url::try_from(&UriString::parse("http://h:65536/").unwrap()).unwrap_err();
    assert!(
        err.to_string()
            .starts_with("the WHATWG URL parser rejects it: ")
    );
    assert!(std::error::Error::source(&err).is_some());
    assert_eq!(
        ToUrlError::MissingHost.to_string(),
        "a url::Url of this scheme needs a host, and would take one from the path"
    );
}

/// A `Url` whose serialization holds a character RFC 3986 does not allow
/// where it stands: the parse error points at it.
#[test]
fn from_url_failures() {
    let cases = [
        ("http://h/#a#b", '#', 11),
        ("http://h/a|b", '|', 10),
        ("http://h/a[b]", '[', 10),
        ("http://h/?{}", '{', 10),
        ("http://h/%zz", 'z', 10),
        ("foo://h/a\\b", '\\', 9),
        ("http://h/?a^b", '^', 11),
        ("http://h/a^b", '^', 10),
        ("http://a\"b/", '"', 8),
        ("http://a{b}/", '{', 8),
        ("http://a`b/", '`', 8),
    ];
    for (input, bad, offset) in cases {
        let url = Url::parse(input).unwrap();
        assert_eq!(url.as_str(), input, "url encoded {bad:?} after all");
        assert_eq!(input.as_bytes()[offset], bad as u8);
        let err = UriString::try_from(&url).unwrap_err();
        assert_eq!(err.offset(), offset, "{input}");
        assert_eq!(
            UriString::try_from(url.clone()).unwrap_err().offset(),
            offset
        );
        assert_eq!(UriRefString::try_from(url).unwrap_err().offset(), offset);
    }
}
