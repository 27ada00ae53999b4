//! The conveniences under the `url` crate's names (`username`, `password`,
//! `host_str`, `domain`, `path_segments`, `port_or_known_default`, `origin`,
//! `join`) and `pct::decode_utf8`: against the RFCs' examples (RFC 3986,
//! RFC 6454), and against what `url::Url` answers on the same text where
//! the two definitions agree, with each documented difference tested as
//! one.

use std::borrow::Cow;

use urigram::pct::{decode, decode_utf8};
use urigram::{
    AbsoluteUriString, KNOWN_DEFAULT_PORTS, RelativeRef, RelativeRefString, Uri, UriRef,
    UriRefString, UriString, known_default_port,
};
use url::Url;

use crate::rfc5_4;

/// What every getter answers on one URI, from urigram's borrowed `Uri`.
#[derive(Debug, PartialEq)]
struct Answers<'a> {
    username: &'a str,
    password: Option<&'a str>,
    host_str: Option<&'a str>,
    domain: Option<&'a str>,
    port_or_known_default: Option<u16>,
    path_segments: Option<Vec<&'a str>>,
}

fn ours<'a>(u: &Uri<'a>) -> Answers<'a> {
    Answers {
        username: u.username(),
        password: u.password(),
        host_str: u.host_str(),
        domain: u.domain(),
        port_or_known_default: u.port_or_known_default(),
        path_segments: u.path_segments().map(Iterator::collect),
    }
}

fn theirs(u: &Url) -> Answers<'_> {
    Answers {
        username: u.username(),
        password: u.password(),
        host_str: u.host_str(),
        domain: u.domain(),
        port_or_known_default: u.port_or_known_default(),
        path_segments: u.path_segments().map(Iterator::collect),
    }
}

/// Inputs that `url::Url` keeps byte for byte (so its normalization has
/// nothing to change), on which both definitions must agree, for every
/// special scheme with a port and some others.
pub(crate) const AGREEING: &[&str] = &[
    "http://user:pass@example.com:8080/a/b/c?q#f",
    "http://example.com/",
    "http://example.com/a%20b/c%2Fd/",
    "https://user@example.com/a",
    "https://example.com:8443/",
    "ftp://anonymous@ftp.example.org/pub/file.txt",
    "ws://example.com/chat",
    "wss://[2001:db8::1]:9443/x/y/",
    "http://192.0.2.1/",
    "http://[2001:db8::a:b]:81/",
    "foo://h/a/b",
    "foo://user:pw@h:1/",
    "foo:/a/b",
    "foo:a/b",
    "mailto:someone@example.com",
    "urn:isbn:0451450523",
    "http://example.com/a?b#c",
];

#[test]
fn getters_agree_with_url_where_url_keeps_the_text() {
    for input in AGREEING {
        let url = Url::parse(input).unwrap();
        assert_eq!(
            url.as_str(),
            *input,
            "url changed the text, so the test proves nothing"
        );
        let uri = Uri::parse(input).unwrap();
        assert_eq!(ours(&uri), theirs(&url), "{input}");
        // The owned types answer as the borrowed one.
        let owned = UriString::parse(input).unwrap();
        assert_eq!(owned.username(), uri.username());
        assert_eq!(owned.password(), uri.password());
        assert_eq!(owned.host_str(), uri.host_str());
        assert_eq!(owned.domain(), uri.domain());
        assert_eq!(owned.port_or_known_default(), uri.port_or_known_default());
        assert!(owned.path_segments().map(Iterator::collect::<Vec<_>>) == ours(&uri).path_segments);
        let r = UriRefString::parse(input).unwrap();
        assert_eq!(
            (r.username(), r.password(), r.host_str(), r.domain()),
            (uri.username(), uri.password(), uri.host_str(), uri.domain())
        );
        assert_eq!(r.port_or_known_default(), uri.port_or_known_default());
        assert_eq!(
            UriRef::parse(input).unwrap().port_or_known_default(),
            uri.port_or_known_default()
        );
    }
}

/// RFC 3986 section 1.1.2's examples, and section 3's.
#[test]
fn rfc3986_examples() {
    let a = |s| ours(&Uri::parse(s).unwrap());
    let segments = |v: &[&'static str]| Some(v.to_vec());
    assert_eq!(
        a("ftp://ftp.is.co.za/rfc/rfc1808.txt"),
        Answers {
            username: "",
            password: None,
            host_str: Some("ftp.is.co.za"),
            domain: Some("ftp.is.co.za"),
            port_or_known_default: Some(21),
            path_segments: segments(&["rfc", "rfc1808.txt"]),
        }
    );
    assert_eq!(
        a("ldap://[2001:db8::7]/c=GB?objectClass?one"),
        Answers {
            username: "",
            password: None,
            host_str: Some("[2001:db8::7]"),
            domain: None,
            port_or_known_default: Some(389),
            path_segments: segments(&["c=GB"]),
        }
    );
    for opaque in [
        "mailto:John.Doe@example.com",
        "news:comp.infosystems.www.servers.unix",
        "tel:+1-816-555-1212",
        "urn:oasis:names:specification:docbook:dtd:xml:4.1.2",
    ] {
        // No authority: no user, host or port; a rootless path has no
        // segments in this sense.
        let u = Uri::parse(opaque).unwrap();
        assert_eq!(
            ours(&u),
            Answers {
                username: "",
                password: None,
                host_str: None,
                domain: None,
                port_or_known_default: None,
                path_segments: None,
            },
            "{opaque}"
        );
        assert!(!u.origin().is_tuple());
        assert_eq!(u.origin().to_string(), "null");
    }
    assert_eq!(
        a("telnet://192.0.2.16:80/"),
        Answers {
            username: "",
            password: None,
            host_str: Some("192.0.2.16"),
            domain: None,
            port_or_known_default: Some(80),
            path_segments: segments(&[""]),
        }
    );
    // Section 3: a scheme outside the table has no default port.
    let u = Uri::parse("foo://example.com:8042/over/there?name=ferret#nose").unwrap();
    assert_eq!(u.port_or_known_default(), Some(8042));
    assert_eq!(
        u.path_segments().unwrap().collect::<Vec<_>>(),
        ["over", "there"]
    );
    assert_eq!(
        Uri::parse("foo://example.com/")
            .unwrap()
            .port_or_known_default(),
        None
    );
    assert!(!u.origin().is_tuple());
    // Section 3.2.1's deprecated "user:password".
    let u = Uri::parse("ftp://user:password@host/").unwrap();
    assert_eq!((u.username(), u.password()), ("user", Some("password")));
    // Section 3.2.3: an empty port means the default.
    assert_eq!(
        Uri::parse("http://h:/").unwrap().port_or_known_default(),
        Some(80)
    );
    // A port the grammar takes but 16 bits do not hold names no port.
    assert_eq!(
        Uri::parse("http://h:65536/")
            .unwrap()
            .port_or_known_default(),
        None
    );
    assert!(!Uri::parse("http://h:65536/").unwrap().origin().is_tuple());
    // Section 3.2.2: an empty reg-name is a host (file), but no domain.
    let u = Uri::parse("file:///etc/hosts").unwrap();
    assert_eq!((u.host_str(), u.domain()), (Some(""), None));
    assert_eq!(
        u.path_segments().unwrap().collect::<Vec<_>>(),
        ["etc", "hosts"]
    );
    // An IPvFuture literal is a host but no domain.
    let u = Uri::parse("http://[v1.x]/").unwrap();
    assert_eq!((u.host_str(), u.domain()), (Some("[v1.x]"), None));
    // Relative references: the same getters, and the port they name.
    let r = RelativeRef::parse("//u:p@h:8080/a/").unwrap();
    assert_eq!(
        (r.username(), r.password(), r.host_str()),
        ("u", Some("p"), Some("h"))
    );
    assert_eq!(r.path_segments().unwrap().collect::<Vec<_>>(), ["a", ""]);
    assert!(RelativeRef::parse("a/b").unwrap().path_segments().is_none());
    assert_eq!(
        UriRef::parse("//h:8080/").unwrap().port_or_known_default(),
        Some(8080)
    );
    assert_eq!(UriRef::parse("//h/").unwrap().port_or_known_default(), None);
    let owned = RelativeRefString::parse("//h/x").unwrap();
    assert_eq!((owned.host_str(), owned.domain()), (Some("h"), Some("h")));
}

/// Each scheme of the table gives its port when the URI names none, in
/// any case; the five the `url` crate knows give the same as `url`.
#[test]
fn known_default_ports() {
    let mut names: Vec<_> = KNOWN_DEFAULT_PORTS.iter().map(|(n, _)| *n).collect();
    names.sort_unstable();
    names.dedup();
    assert_eq!(
        names.len(),
        KNOWN_DEFAULT_PORTS.len(),
        "a scheme twice in the table"
    );
    for &(scheme, port) in KNOWN_DEFAULT_PORTS {
        assert_eq!(scheme, scheme.to_ascii_lowercase());
        assert_eq!(known_default_port(&scheme.to_ascii_uppercase()), Some(port));
        let input = format!("{scheme}://h/");
        let u = Uri::parse(&input).unwrap();
        assert_eq!(u.port_or_known_default(), Some(port), "{input}");
        assert_eq!(u.scheme().as_str(), scheme);
        let url = Url::parse(&input).unwrap();
        if ["ftp", "http", "https", "ws", "wss"].contains(&scheme) {
            assert_eq!(url.port_or_known_default(), Some(port), "{input}");
        } else {
            // Documented: url knows only its special schemes.
            assert_eq!(url.port_or_known_default(), None, "{input}");
        }
    }
    // The well-known ports of the IANA service registry, typed in.
    let expected = [
        ("http", 80),
        ("https", 443),
        ("ftp", 21),
        ("ssh", 22),
        ("telnet", 23),
    ];
    for (scheme, port) in expected {
        assert_eq!(known_default_port(scheme), Some(port));
    }
    assert_eq!(known_default_port("file"), None);
    assert_eq!(known_default_port("mailto"), None);
    assert_eq!(known_default_port(""), None);
}

/// The documented differences from the `url` crate, each on an input where
/// it shows.
#[test]
fn documented_differences_from_url() {
    fn both(s: &str) -> (Uri<'_>, Url) {
        (Uri::parse(s).unwrap(), Url::parse(s).unwrap())
    }
    // url gives a special scheme's empty path as "/".
    let (u, url) = both("http://example.com");
    assert!(u.path_segments().is_none());
    assert_eq!(url.path_segments().unwrap().collect::<Vec<_>>(), [""]);
    // url lowercases a special scheme's host.
    let (u, url) = both("http://EXAMPLE.com/");
    assert_eq!(
        (u.host_str(), url.host_str()),
        (Some("EXAMPLE.com"), Some("example.com"))
    );
    assert_eq!(
        (u.domain(), url.domain()),
        (Some("EXAMPLE.com"), Some("example.com"))
    );
    // An empty password: RFC 3986 reads one; url drops the ":".
    let (u, url) = both("http://u:@h/");
    assert_eq!((u.password(), url.password()), (Some(""), None));
    assert_eq!(u.username(), url.username());
    // A second ":" in the userinfo: kept here, encoded by url.
    let (u, url) = both("http://u:p:q@h/");
    assert_eq!((u.password(), url.password()), (Some("p:q"), Some("p%3Aq")));
    // 127.1 is a reg-name to RFC 3986, an IPv4 address to WHATWG.
    let (u, url) = both("http://127.1/");
    assert_eq!((u.domain(), url.domain()), (Some("127.1"), None));
    assert_eq!(url.host_str(), Some("127.0.0.1"));
    // ssh's default port is in our table, not in url's; so is its origin.
    let (u, url) = both("ssh://h/");
    assert_eq!(
        (u.port_or_known_default(), url.port_or_known_default()),
        (Some(22), None)
    );
    assert_eq!(u.origin().to_string(), "ssh://h");
    assert_eq!(url.origin().ascii_serialization(), "null");
    // file:///etc has an empty host to RFC 3986, none to url.
    let (u, url) = both("file:///etc");
    assert_eq!((u.host_str(), url.host_str()), (Some(""), None));
    assert_eq!(u.domain(), url.domain());
    // An IPv4-mapped address: RFC 5952 section 5 writes its last 32 bits
    // dotted, url in hexadecimal.
    let (u, url) = both("http://[::ffff:192.0.2.1]/");
    assert_eq!(u.origin().to_string(), "http://[::ffff:192.0.2.1]");
    assert_eq!(
        url.origin().ascii_serialization(),
        "http://[::ffff:c000:201]"
    );
    // url removes dot segments as it parses.
    let (u, url) = both("http://h/a/./b/../c");
    assert_eq!(
        u.path_segments().unwrap().collect::<Vec<_>>(),
        ["a", ".", "b", "..", "c"]
    );
    assert_eq!(url.path_segments().unwrap().collect::<Vec<_>>(), ["a", "c"]);
}

/// `join` is section 5.2 resolution of a parsed reference: RFC 3986 section
/// 5.4's examples, and url's `join` on the same where it agrees.
#[test]
fn join_rfc5_4() {
    let base = Uri::parse(rfc5_4::BASE).unwrap();
    let owned = UriString::parse(rfc5_4::BASE).unwrap();
    let absolute = AbsoluteUriString::parse(rfc5_4::BASE).unwrap();
    let url = Url::parse(rfc5_4::BASE).unwrap();
    for &(reference, expected) in rfc5_4::NORMAL.iter().chain(rfc5_4::ABNORMAL) {
        assert_eq!(base.join(reference).unwrap(), expected, "{reference}");
        assert_eq!(owned.join(reference).unwrap(), expected, "{reference}");
        assert_eq!(absolute.join(reference).unwrap(), expected, "{reference}");
        let theirs = url.join(reference).unwrap();
        // url writes an empty path after an authority as "/": its only
        // difference on these examples.
        if reference == "//g" {
            assert_eq!(theirs.as_str(), "http://g/");
        } else {
            assert_eq!(theirs.as_str(), expected, "{reference}");
        }
    }
    // Section 5.4.2: http:g is strict here, backward-compatible in url.
    let (reference, strict, compatible) = rfc5_4::HTTP_G;
    assert_eq!(base.join(reference).unwrap(), strict);
    assert_eq!(url.join(reference).unwrap().as_str(), compatible);
    // A base whose path does not begin with "/": section 5.2 resolves
    // against it, url refuses (a "cannot-be-a-base" URL) but for a fragment.
    let opaque = Uri::parse("mailto:a@b").unwrap();
    let opaque_url = Url::parse("mailto:a@b").unwrap();
    assert_eq!(opaque.join("x").unwrap(), "mailto:x");
    assert_eq!(
        opaque_url.join("x"),
        Err(url::ParseError::RelativeUrlWithCannotBeABaseBase)
    );
    assert_eq!(opaque.join("#f").unwrap(), "mailto:a@b#f");
    assert_eq!(opaque_url.join("#f").unwrap().as_str(), "mailto:a@b#f");
    // A reference that does not parse is its own error, offset into it.
    let err = base.join("g h").unwrap_err();
    assert_eq!(err.offset(), 1);
    assert!(url.join("g h").is_ok(), "WHATWG encodes the space");
    assert_eq!(base.join("[").unwrap_err().offset(), 0);
}

/// `pct::decode_utf8`: RFC 3986 section 2.5's example, borrowing when
/// there is nothing to decode, an error with the offset when the bytes are
/// not UTF-8 (and `decode` keeps them).
#[test]
fn decode_to_text() {
    // Section 2.5: "LATIN CAPITAL LETTER A WITH GRAVE" is "%C3%80".
    assert_eq!(decode_utf8("%C3%80").unwrap(), "\u{C0}");
    for plain in ["", "abc", "100%", "a%zz", "%4", "%%4"] {
        assert!(
            matches!(decode_utf8(plain), Ok(Cow::Borrowed(s)) if s == plain),
            "{plain}"
        );
        assert!(
            matches!(decode(plain), Cow::Borrowed(b) if b == plain.as_bytes()),
            "{plain}"
        );
    }
    assert!(matches!(decode_utf8("a%41"), Ok(Cow::Owned(s)) if s == "aA"));
    // A lone continuation byte, a cut sequence, an overlong encoding.
    assert_eq!(decode_utf8("a%80").unwrap_err().offset(), 1);
    assert_eq!(decode_utf8("ab%C3").unwrap_err().offset(), 2);
    assert_eq!(decode_utf8("%C0%AF").unwrap_err().offset(), 0);
    assert_eq!(&*decode("a%80"), b"a\x80");
}

/// The real URL lists of `tests/data/real-urls/` (see its README): on every
/// line that both crates parse and `url` keeps byte for byte (about 97,000
/// lines, 37 s in a debug build), the getters, the origin, the
/// conversion to `Url` and joins agree, but for the documented differences
/// (`file:///x` has an empty host here and none in url; url joins nothing
/// but a fragment against a base whose path does not begin with `/`).
#[test]
fn real_urls_agree_with_url() {
    let mut compared = 0;
    for path in crate::real_urls::paths() {
        let text = String::from_utf8(crate::real_urls::read(&path)).unwrap();
        for line in text.lines() {
            let (Ok(u), Ok(url)) = (Uri::parse(line), Url::parse(line)) else {
                continue;
            };
            if url.as_str() != line {
                continue;
            }
            compared += 1;
            let (mut a, b) = (ours(&u), theirs(&url));
            if u.scheme().is("file") && a.host_str == Some("") && b.host_str.is_none() {
                a.host_str = None;
            }
            assert_eq!(a, b, "{line}");
            let origin = u.origin().ascii_serialization();
            assert_eq!(origin, url.origin().ascii_serialization(), "{line}");
            let owned = UriString::parse(line).unwrap();
            assert_eq!(Url::try_from(&owned).as_ref(), Ok(&url), "{line}");
            for reference in ["../x", "?q", "#f", "//h/p", "a/./b/../c", ""] {
                let joined = u.join(reference).unwrap();
                match url.join(reference) {
                    Ok(theirs) => {
                        assert_eq!(joined.as_str(), theirs.as_str(), "{line} {reference}")
                    }
                    Err(e) => {
                        assert_eq!(e, url::ParseError::RelativeUrlWithCannotBeABaseBase);
                        assert!(!u.path().is_absolute(), "{line}");
                    }
                }
            }
        }
    }
    // About 97,000 of the 97,631 lines parse in both crates and url keeps
    // most of them as they are (the file:// lists all).
    assert!(compared > 90_000, "{compared} lines compared");
}
