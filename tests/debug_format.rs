//! `Debug` of the tree and of the errors: compact and readable, since it is
//! what `dbg!` and every `unwrap()` print. The expected strings are written
//! by hand from the components of each input.

use urigram::{Uri, UriRef, UriString};

#[test]
fn references_show_their_components_flat() {
    let u = Uri::parse("http://me@[::1]:8080/a/b?q=1#top").unwrap();
    assert_eq!(
        format!("{u:?}"),
        r#"Uri { scheme: "http", userinfo: "me", host: Ipv6("[::1]"), port: "8080", path: "/a/b", query: "q=1", fragment: "top" }"#
    );
    // Absent components are left out; an empty path is still shown.
    let r = UriRef::parse("?x").unwrap();
    assert_eq!(format!("{r:?}"), r#"RelativeRef { path: "", query: "x" }"#);
    let r = UriRef::parse("mailto:a@b").unwrap();
    assert_eq!(format!("{r:?}"), r#"Uri { scheme: "mailto", path: "a@b" }"#);
    let a = urigram::AbsoluteUri::parse("a://1.2.3.4").unwrap();
    assert_eq!(
        format!("{a:?}"),
        r#"AbsoluteUri { scheme: "a", host: Ipv4("1.2.3.4"), path: "" }"#
    );
}

#[test]
fn components_show_where_they_stand() {
    let u = Uri::parse("http://example.com/p").unwrap();
    assert_eq!(format!("{:?}", u.scheme()), r#"Scheme("http"@0)"#);
    assert_eq!(
        format!("{:?}", u.host().unwrap()),
        r#"RegName("example.com"@7)"#
    );
    assert_eq!(format!("{:?}", u.path()), r#"Path(AbEmpty, "/p"@18)"#);
    assert_eq!(
        format!("{:?}", u.authority().unwrap()),
        r#"Authority { host: RegName("example.com") }"#
    );
    let owned = UriString::parse("http://h/").unwrap();
    assert_eq!(format!("{owned:?}"), r#"UriString("http://h/")"#);
}
