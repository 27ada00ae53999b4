//! The Rust face of urllib's split family: `urljoin` against the RFC 3986
//! section 5.4 examples (expected values from the RFC's text, with CPython's
//! one documented departure), and the typed results, bytes forms and errors,
//! with expected values from CPython 3.11.7.

use std::borrow::Cow;

use urigram::urllib::{
    PortError, Python, SplitOptions, UrlError, Urllib, urldefrag, urldefrag_bytes, urljoin,
    urljoin_bytes, urljoin_with, urlparse, urlsplit, urlsplit_bytes, urlsplit_with,
    urlunsplit_bytes,
};

use crate::rfc5_4::{ABNORMAL, BASE, NORMAL};

#[test]
fn s5_4_1_normal_examples() {
    for &(r, want) in NORMAL {
        assert_eq!(urljoin(BASE, r).unwrap(), want, "{r}");
    }
}

#[test]
fn s5_4_2_abnormal_examples() {
    for &(r, want) in ABNORMAL {
        assert_eq!(urljoin(BASE, r).unwrap(), want, "{r}");
    }
    // The RFC's strict answer is "http:g"; CPython takes the backward-
    // compatible reading the RFC allows (same scheme: resolve as relative).
    assert_eq!(urljoin(BASE, "http:g").unwrap(), "http://a/b/c/g");
}

/// `urljoin(base, url, allow_fragments)`: (base, url, with fragments,
/// without). Expected values from CPython 3.9.18, 3.10.13, 3.11.7, 3.12.1
/// and 3.13.0 on this machine, which all agree: without fragments, `#f` is
/// part of the path, so a reference of only a fragment is a relative path.
const JOIN_FRAGMENTS: &[(&str, &str, &str, &str)] = &[
    ("http://a/b?q", "#f", "http://a/b?q#f", "http://a/#f"),
    ("http://a/b/c#x", "d#f", "http://a/b/d#f", "http://a/b/d#f"),
    ("http://a/b?q#x", "", "http://a/b?q#x", "http://a/b?q#x"),
    (
        "http://a/b/c/d;p?q",
        "g?y#s",
        "http://a/b/c/g?y#s",
        "http://a/b/c/g?y#s",
    ),
    (
        "http://a/b/c/d;p?q",
        "#s",
        "http://a/b/c/d;p?q#s",
        "http://a/b/c/#s",
    ),
    (
        "http://a/b/c/d;p?q",
        "http://x/y#z",
        "http://x/y#z",
        "http://x/y#z",
    ),
];

#[test]
fn urljoin_with_reads_allow_fragments() {
    for &(base, url, with, without) in JOIN_FRAGMENTS {
        assert_eq!(urljoin_with(base, url, true).unwrap(), with, "{base} {url}");
        assert_eq!(
            urljoin_with(base, url, false).unwrap(),
            without,
            "{base} {url}"
        );
        for py in [
            Python::V3_9,
            Python::V3_10,
            Python::V3_11,
            Python::V3_12,
            Python::V3_13,
        ] {
            let u = Urllib::new(py);
            assert_eq!(u.urljoin_with(base, url, true).unwrap(), with, "{py:?}");
            assert_eq!(u.urljoin_with(base, url, false).unwrap(), without, "{py:?}");
        }
    }
}

#[test]
fn results_borrow_unless_cleaned() {
    let r = urlsplit("http://h/p?q#f").unwrap();
    assert!(matches!(r.path, Cow::Borrowed("/p")));
    let r = urlsplit(" \x00\thttp://h/a\tb\nc?\rq#f ").unwrap();
    assert_eq!((&*r.path, &*r.query, &*r.fragment), ("/abc", "q", "f "));
    assert_eq!(r.geturl(), "http://h/abc?q#f ");
}

#[test]
fn options_give_the_default_scheme_and_keep_fragments() {
    let opts = SplitOptions::default().scheme(" \tHTTPS ");
    assert_eq!(urlsplit_with("//h/p", opts).unwrap().scheme, "HTTPS");
    let opts = SplitOptions::default().allow_fragments(false);
    let r = urlsplit_with("http://h/p?q#f", opts).unwrap();
    assert_eq!((&*r.query, &*r.fragment), ("q#f", ""));
}

#[test]
fn params_split_only_for_uses_params_schemes() {
    let p = urlparse("sip:alice;transport=tcp?x").unwrap();
    assert_eq!(
        (&*p.path, &*p.params, &*p.query),
        ("alice", "transport=tcp", "x")
    );
    let p = urlparse("mailto:a;b").unwrap();
    assert_eq!((&*p.path, &*p.params), ("a;b", ""));
    assert_eq!(p.geturl(), "mailto:a;b");
}

#[test]
fn netloc_properties_as_python_reads_them() {
    let r = urlsplit("http://\u{130}X.\u{3a3}\u{3a3}/").unwrap();
    assert_eq!(r.hostname().as_deref(), Some("i\u{307}x.\u{3c3}\u{3c2}"));
    let r = urlsplit("http://[FE80::A%ETH0]/").unwrap();
    assert_eq!(r.hostname().as_deref(), Some("fe80::a%ETH0"));
    let r = urlsplit("http://h:65536/").unwrap();
    assert_eq!(r.port(), Err(PortError::OutOfRange));
    assert_eq!(
        r.port().unwrap_err().to_string(),
        "Port out of range 0-65535"
    );
    let r = urlsplit("http://a@b:c@h:\u{663}/").unwrap();
    assert_eq!((r.username(), r.password()), (Some("a@b"), Some("c")));
    assert_eq!(
        r.port().unwrap_err().to_string(),
        "Port could not be cast to integer value as '\u{663}'"
    );
}

#[test]
fn bytes_forms() {
    let r = urlsplit_bytes(b"HTTP://U:P@[FE80::1%ETH0]:0080/x", b"", true).unwrap();
    assert_eq!(r.scheme(), b"http");
    assert_eq!(r.netloc(), b"U:P@[FE80::1%ETH0]:0080");
    assert_eq!(r.hostname().as_deref(), Some(&b"fe80::1%ETH0"[..]));
    assert_eq!(r.port(), Ok(Some(80)));
    let r = urlsplit_bytes(b"http://h:\"x/", b"", true).unwrap();
    assert_eq!(
        r.port().unwrap_err().to_string(),
        "Port could not be cast to integer value as b'\"x'"
    );
    assert_eq!(
        urljoin_bytes(b"http://a/b/", b"../../c", true).unwrap(),
        &b"http://a/c"[..]
    );
    let d = urldefrag_bytes(b"http://h/p?#f").unwrap();
    assert_eq!((&*d.url, &*d.fragment), (&b"http://h/p"[..], &b"f"[..]));
    assert_eq!(
        urlunsplit_bytes([b"http", b"", b"p", b"", b""]).unwrap(),
        b"http:///p"
    );
    let e = urlunsplit_bytes([b"http", b"", b"p\xe9", b"", b""]).unwrap_err();
    assert_eq!(e.python_type(), "UnicodeDecodeError");
    assert_eq!(
        e.to_string(),
        "'ascii' codec can't decode byte 0xe9 in position 1: ordinal not in range(128)"
    );
}

#[test]
fn refusals_with_python_messages() {
    for (url, want) in [
        ("http://[::1/", UrlError::UnbalancedBrackets),
        ("http://::1]/", UrlError::UnbalancedBrackets),
        ("http://[1.2.3.4]/", UrlError::BracketedIpv4),
        ("http://[V1.x]/", UrlError::NotAnIpAddress("V1.x".into())),
        ("http://[v1.]/", UrlError::InvalidIpvFuture),
        (
            "http://a\u{2100}b/",
            UrlError::NfkcNetloc("a\u{2100}b".into()),
        ),
    ] {
        assert_eq!(urlsplit(url).unwrap_err(), want, "{url}");
    }
    assert_eq!(
        urlsplit("http://[fe80::1%]/").unwrap_err().to_string(),
        "'fe80::1%' does not appear to be an IPv4 or IPv6 address"
    );
    // urldefrag checks nothing unless there is a fragment to take off.
    assert!(urldefrag("http://[x/").is_ok());
    assert!(urldefrag("http://[x/#f").is_err());
}
