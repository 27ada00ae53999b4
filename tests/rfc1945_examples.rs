//! RFC 1945's own examples, typed in from the RFC and named by section, with
//! the parts the RFC's text gives them.

use urigram::grammars::rfc1945::{self, Host, HttpUrl, Reading, RelativeKind, Uri};

/// Section 5.1.2 (Request-URI): the absolute form a proxy receives.
#[test]
fn section_5_1_2_the_request_uri_of_a_proxy() {
    let u = HttpUrl::parse(b"http://www.w3.org/pub/WWW/TheProject.html").unwrap();
    assert!(matches!(u.host(), Host::Name(h) if h.as_bytes() == b"www.w3.org"));
    assert!(u.port().is_none());
    let path = u.abs_path().unwrap();
    assert_eq!(path.kind(), RelativeKind::AbsPath);
    let segs: Vec<&[u8]> = path
        .path()
        .unwrap()
        .segments()
        .map(|s| s.as_bytes())
        .collect();
    assert_eq!(segs, [&b"pub"[..], b"WWW", b"TheProject.html"]);
}

/// Section 5.1.2: the abs_path an origin server receives, `/pub/WWW/TheProject.html`.
#[test]
fn section_5_1_2_the_request_uri_of_an_origin_server() {
    let u = Uri::parse(b"/pub/WWW/TheProject.html").unwrap();
    let Reading::Relative(r) = u.reading() else {
        panic!("read as absolute")
    };
    assert_eq!(r.kind(), RelativeKind::AbsPath);
    assert!(
        rfc1945::check("abs_path", b"/pub/WWW/TheProject.html")
            .unwrap()
            .is_ok()
    );
}

/// Section 3.2.3: three URIs the RFC calls equivalent, each an `http_URL`
/// with host `ABC.com` (in some case), port 80 written, empty or left out,
/// and the path `/~smith/home.html` with `~` written or escaped.
#[test]
fn section_3_2_3_the_three_equivalent_uris() {
    for (text, port) in [
        (&b"http://ABC.com:80/~smith/home.html"[..], Some(Some(80))),
        (b"http://ABC.com/%7Esmith/home.html", None),
        (b"http://abc.com:/%7esmith/home.html", Some(None)),
    ] {
        let u = HttpUrl::parse(text).unwrap();
        let Host::Name(h) = u.host() else {
            panic!("host read as an address")
        };
        assert!(h.as_bytes().eq_ignore_ascii_case(b"abc.com"));
        assert_eq!(u.port().map(|p| p.as_u16()), port);
        let path = u.abs_path().unwrap().path().unwrap().text();
        assert_eq!(
            path.as_bytes().len(),
            if text.contains(&b'~') { 17 } else { 19 }
        );
        assert!(Uri::parse(text).is_ok(), "{text:?} is also a URI");
    }
}

/// Section 3.2.2: "If the port is empty or not given, port 80 is assumed":
/// the grammar allows an empty port.
#[test]
fn section_3_2_2_an_empty_port_is_allowed() {
    let u = HttpUrl::parse(b"http://abc.com:").unwrap();
    assert_eq!(u.port().unwrap().text().as_bytes(), b"");
    assert!(u.abs_path().is_none());
}

/// Section 3.2.1: `national` and `unsafe` side by side: `~` is national,
/// a space unsafe, and a byte from 0x80 national too.
#[test]
fn section_3_2_1_national_and_unsafe() {
    assert!(rfc1945::check("national", b"~").unwrap().is_ok());
    assert!(rfc1945::check("national", b"\xe9").unwrap().is_ok());
    assert!(rfc1945::check("unsafe", b" ").unwrap().is_ok());
    let err = Uri::parse(b"/caf\xe9 au lait").unwrap_err();
    assert_eq!(err.offset(), 5);
    let frame = format!("{err:#}");
    assert!(
        frame.contains("1 | /caf\\xe9 au lait\n  |         ^ expected"),
        "{frame}"
    );
}
