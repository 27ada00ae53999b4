//! RFC 6454 origins (`Origin`, `origin()` on the types with a scheme):
//! the RFC's examples, what makes an origin opaque, and agreement with
//! `url::Url::origin` where both crates know the scheme.

use urigram::{AbsoluteUri, AbsoluteUriString, Origin, ParseOptions, Uri, UriString};
use url::Url;

use crate::url_conveniences::AGREEING;

#[test]
fn origin_agrees_with_url_on_its_schemes() {
    // url gives a tuple origin to ftp, http, https, ws and wss, the schemes
    // whose default ports both crates know, and an opaque one ("null") to
    // the others but for blob and file (none of these).
    for input in AGREEING {
        let url = Url::parse(input).unwrap();
        let scheme = url.scheme();
        if !["ftp", "http", "https", "ws", "wss", "foo", "mailto", "urn"].contains(&scheme) {
            continue;
        }
        let ours = Uri::parse(input).unwrap().origin();
        assert_eq!(
            ours.ascii_serialization(),
            url.origin().ascii_serialization(),
            "{input}"
        );
        assert_eq!(ours.is_tuple(), url.origin().is_tuple(), "{input}");
    }
}

/// RFC 6454 section 3.2.1's examples of same and different origins.
#[test]
fn rfc6454_origins() {
    let o = |s| Uri::parse(s).unwrap().origin();
    let same = [
        "http://example.com/",
        "http://example.com:80/",
        "http://example.com/path/file",
    ];
    for s in same {
        assert_eq!(o(s), o(same[0]), "{s}");
        assert_eq!(o(s).to_string(), "http://example.com");
    }
    let different = [
        "http://example.com/",
        "http://example.com:8080/",
        "http://www.example.com/",
        "https://example.com:80/",
        "https://example.com/",
        "http://example.org/",
        "http://ietf.org/",
    ];
    for (i, a) in different.iter().enumerate() {
        for b in &different[i + 1..] {
            assert_ne!(o(a), o(b), "{a} {b}");
        }
        // Every one of them is a URL whose origin url computes alike.
        assert_eq!(
            o(a).ascii_serialization(),
            Url::parse(a).unwrap().origin().ascii_serialization()
        );
    }
    assert_eq!(
        o("https://example.com:80/"),
        Origin::Tuple {
            scheme: "https".into(),
            host: "example.com".into(),
            port: 80
        }
    );
    // Section 4: lowercase scheme and host; RFC 3986 equivalences of the
    // host (percent-encoding, IPv6 text) give the same origin.
    assert_eq!(o("HTTP://EXAMPLE.COM/"), o("http://example.com/"));
    assert_eq!(o("http://%65xample.com/"), o("http://example.com/"));
    assert_eq!(o("http://[2001:DB8:0:0::1]/"), o("http://[2001:db8::1]/"));
    assert_eq!(
        o("http://[2001:DB8:0:0::1]/").to_string(),
        "http://[2001:db8::1]"
    );
    assert_eq!(o("http://h:/"), o("http://h/"));
    // RFC 6874: a zone ID is case-sensitive, so it stays as written.
    let zoned = |s| Uri::parse_with(s, ParseOptions::RFC6874).unwrap().origin();
    assert_eq!(
        zoned("http://[FE80::1%25Eth0]/").to_string(),
        "http://[fe80::1%25Eth0]"
    );
    assert_ne!(
        zoned("http://[fe80::1%25eth0]/"),
        zoned("http://[fe80::1%25Eth0]/")
    );
    // Opaque: no authority, an empty host, an unknown scheme, a port above
    // 16 bits. Each is a fresh identifier, equal only to its copies.
    for s in [
        "data:,x",
        "http:///a",
        "foo://h/",
        "http://h:70000/",
        "file:///etc",
    ] {
        let a = o(s);
        assert!(matches!(a, Origin::Opaque(_)), "{s}");
        assert_ne!(a, o(s), "{s}");
        assert_eq!(a.clone(), a);
        assert_eq!(a.to_string(), "null");
    }
    // The owned types and AbsoluteUri give the same origin.
    assert_eq!(
        UriString::parse("http://h/").unwrap().origin(),
        o("http://h/")
    );
    assert_eq!(
        AbsoluteUriString::parse("http://h/").unwrap().origin(),
        o("http://h/")
    );
    assert_eq!(
        AbsoluteUri::parse("http://h/").unwrap().origin(),
        o("http://h/")
    );
}
