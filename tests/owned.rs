//! The owned types, the builder and the setters: they only ever hold valid
//! references, and say which component was wrong and where.

use urigram::{
    AbsoluteUriString, Builder, Component, RelativeRefString, Uri, UriRef, UriRefString, UriString,
};

#[test]
fn conversions_and_views() {
    let s = "foo://user@[2001:db8::7]:8042/over/there?name=ferret#nose";
    let u: UriString = s.parse().unwrap();
    // The view without reparsing equals a fresh parse.
    assert_eq!(u.as_uri(), Uri::parse(s).unwrap());
    assert_eq!(UriString::try_from(s.to_owned()).unwrap(), u);
    assert_eq!(UriString::try_from(s).unwrap(), u);
    assert_eq!(u.as_ref(), s);
    assert_eq!(u.to_string(), s);
    assert_eq!(UriString::from(Uri::parse(s).unwrap()), u);
    let r: UriRefString = u.clone().into();
    assert_eq!(r.as_uri_ref(), UriRef::parse(s).unwrap());
    assert_eq!(UriString::try_from(r).unwrap(), u);
    assert_eq!(
        u.to_absolute(),
        "foo://user@[2001:db8::7]:8042/over/there?name=ferret"
    );
    let rel = RelativeRefString::parse("//h/p?q").unwrap();
    let r: UriRefString = rel.into();
    assert!(UriString::try_from(r.clone()).is_err());
    assert!(RelativeRefString::try_from(r).is_ok());
    assert!(AbsoluteUriString::parse("a:b#f").is_err());
    assert!(UriString::parse("//h").is_err());
    assert!(RelativeRefString::parse("a:b").is_err());
    let e = "http://h/a b".parse::<UriString>().unwrap_err();
    assert_eq!(e.offset(), 10);
}

#[test]
fn builder_checks_each_component() {
    let u = Builder::new()
        .scheme("foo")
        .userinfo("user")
        .host("[2001:db8::7]")
        .port(8042)
        .path("/over/there")
        .query("name=ferret")
        .fragment("nose")
        .build_uri()
        .unwrap();
    assert_eq!(
        u,
        "foo://user@[2001:db8::7]:8042/over/there?name=ferret#nose"
    );
    assert!(matches!(
        u.as_uri().authority().unwrap().host(),
        urigram::Host::Ipv6 { .. }
    ));

    let err = |b: Builder<'_>| b.build().unwrap_err();
    let e = err(Builder::new().scheme("1http"));
    assert_eq!((e.component(), e.offset()), (Component::Scheme, 0));
    let e = err(Builder::new().host("[::1::2]"));
    assert_eq!((e.component(), e.offset()), (Component::Host, 5));
    let e = err(Builder::new().host("h").port_text("8a"));
    assert_eq!((e.component(), e.offset()), (Component::Port, 1));
    let e = err(Builder::new().userinfo("a@b").host("h"));
    assert_eq!((e.component(), e.offset()), (Component::Userinfo, 1));
    let e = err(Builder::new().path("/a%zz"));
    assert_eq!((e.component(), e.offset()), (Component::Path, 3));
    let e = err(Builder::new().query("a#b"));
    assert_eq!((e.component(), e.offset()), (Component::Query, 1));
    let e = err(Builder::new().fragment("a#b"));
    assert_eq!((e.component(), e.offset()), (Component::Fragment, 1));
    // Valid alone, but not where it stands.
    let e = err(Builder::new().host("h").path("p"));
    assert_eq!(e.component(), Component::Path);
    assert!(e.parse_error().is_none());
    let e = err(Builder::new().scheme("a").path("//p"));
    assert_eq!(e.component(), Component::Path);
    let e = err(Builder::new().path("a:b"));
    assert_eq!((e.component(), e.offset()), (Component::Path, 1));
    assert!(Builder::new().scheme("a").path("a:b").build().is_ok());
    let e = Builder::new().path("x").build_uri().unwrap_err();
    assert_eq!(e.component(), Component::Scheme);
    // An authority with only a port has the empty host.
    assert_eq!(Builder::new().port_text("").build().unwrap(), "//:");
}

#[test]
fn setters_keep_the_reference_valid() {
    let mut u = UriString::parse("http://h/p?q#f").unwrap();
    u.set_scheme("https").unwrap();
    u.set_query(None).unwrap();
    u.set_fragment(Some("g")).unwrap();
    u.set_path("/x/y").unwrap();
    u.set_authority(Some("u@example.com:8080")).unwrap();
    assert_eq!(u, "https://u@example.com:8080/x/y#g");
    assert_eq!(u.as_uri(), Uri::parse(u.as_str()).unwrap());
    // Errors leave the value as it was.
    let before = u.clone();
    assert_eq!(
        u.set_scheme("1").unwrap_err().component(),
        Component::Scheme
    );
    assert_eq!(u.set_query(Some("a b")).unwrap_err().offset(), 1);
    assert_eq!(u.set_path("x").unwrap_err().component(), Component::Path);
    assert_eq!(u, before);
    // Removing the authority under a path that begins with "//" would change it.
    let mut v = UriString::parse("a://h//x").unwrap();
    assert_eq!(
        v.set_authority(None).unwrap_err().component(),
        Component::Authority
    );
    // Removing a scheme may not leave a colon in the first segment.
    let mut r = UriRefString::parse("a:b:c").unwrap();
    assert!(r.set_scheme(None).is_err());
    let mut r = UriRefString::parse("a:b/c").unwrap();
    r.set_scheme(None).unwrap();
    assert_eq!(r, "b/c");
    let mut a = AbsoluteUriString::parse("a:b").unwrap();
    a.set_query(Some("q")).unwrap();
    assert_eq!(a.as_absolute_uri().query().unwrap().as_str(), "q");
}

#[cfg(feature = "serde")]
#[test]
fn serde_validates() {
    let u: UriString = serde_json::from_str("\"http://h/p\"").unwrap();
    assert_eq!(serde_json::to_string(&u).unwrap(), "\"http://h/p\"");
    let e = serde_json::from_str::<UriString>("\"http://h/a b\"").unwrap_err();
    assert!(e.to_string().contains("byte 10"), "{e}");
    assert!(serde_json::from_str::<AbsoluteUriString>("\"a:b#f\"").is_err());
    let r: RelativeRefString = serde_json::from_str("\"../x\"").unwrap();
    assert_eq!(r, "../x");
}

#[test]
fn authority_part_setters() {
    let mut u = UriString::parse("http://h/p").unwrap();
    u.set_port(Some(8080)).unwrap();
    u.set_userinfo(Some("me:pw")).unwrap();
    u.set_host("Example.com").unwrap();
    assert_eq!(u, "http://me:pw@Example.com:8080/p");
    u.set_userinfo(None).unwrap();
    u.set_port(None).unwrap();
    assert_eq!(u, "http://Example.com/p");
    u.set_port_text(Some("")).unwrap();
    assert_eq!(u, "http://Example.com:/p");
    u.set_port(Some(0)).unwrap();
    assert_eq!(u, "http://Example.com:0/p");
    u.set_port(None).unwrap();
    let e = u.set_port_text(Some("80a")).unwrap_err();
    assert_eq!((e.component(), e.offset()), (Component::Port, 2));
    let e = u.set_userinfo(Some("a@b")).unwrap_err();
    assert_eq!((e.component(), e.offset()), (Component::Userinfo, 1));
    assert_eq!(u, "http://Example.com/p");
    // Setting a host creates the authority; a rootless path cannot follow it.
    let mut r = UriRefString::parse("/x").unwrap();
    r.set_host("h").unwrap();
    assert_eq!(r, "//h/x");
    let mut m = UriString::parse("mailto:a@b").unwrap();
    assert_eq!(
        m.set_host("h").unwrap_err().component(),
        Component::Authority
    );
}

#[test]
fn owned_types_have_the_borrowed_getters_and_operations() {
    let u = UriString::parse("HTTP://me@Example.COM:8080/a/./b?x=1&y=%7E#f").unwrap();
    assert_eq!(u.scheme().as_str(), "HTTP");
    assert_eq!(u.authority().unwrap().as_str(), "me@Example.COM:8080");
    assert_eq!(u.host().unwrap().as_str(), "Example.COM");
    assert_eq!(u.port().unwrap().as_u16(), Some(8080));
    assert_eq!(u.path().as_str(), "/a/./b");
    assert_eq!(u.query().unwrap().as_str(), "x=1&y=%7E");
    assert_eq!(u.fragment().unwrap().as_str(), "f");
    assert_eq!(u.query_pairs().count(), 2);
    // RFC 3986 6.2.2: scheme and host lowercased, %7E decoded, "./" removed.
    assert_eq!(u.normalize(), "http://me@example.com:8080/a/b?x=1&y=~#f");
    let base = UriString::parse("http://a/b/c/d;p?q").unwrap();
    // RFC 3986 5.4.1.
    assert_eq!(
        base.resolve(&urigram::UriRef::parse("../g").unwrap()),
        "http://a/b/g"
    );
    assert_eq!(
        base.relativize(&urigram::Uri::parse("http://a/b/c/g").unwrap()),
        "g"
    );
    let a = AbsoluteUriString::parse("HTTP://a/b/c/./d?q").unwrap();
    assert_eq!(a.normalize(), "http://a/b/c/d?q");
    assert_eq!(
        a.resolve(&urigram::UriRef::parse("g#s").unwrap()),
        // Section 5.2.2 takes the base's scheme as it is written.
        "HTTP://a/b/c/g#s"
    );
    let r = RelativeRefString::parse("../%7e/./x").unwrap();
    assert_eq!(r.normalize(), "../~/./x");
    assert!(r.host().is_none());
    let r = UriRefString::parse("//H/p").unwrap();
    assert!(!r.is_uri());
    assert_eq!(r.host().unwrap().as_str(), "H");
    assert_eq!(r.normalize(), "//h/p");
}

#[test]
fn borrow_str_for_lookups_and_into_string() {
    use std::collections::{BTreeSet, HashMap, HashSet};
    let mut m: HashMap<UriString, u32> = HashMap::new();
    m.insert(UriString::parse("http://a/").unwrap(), 1);
    assert_eq!(m.get("http://a/"), Some(&1));
    // Text equality, not equivalence: "HTTP://a/" is another key.
    assert_eq!(m.get("HTTP://a/"), None);
    let set: HashSet<UriRefString> = ["a", "b"].iter().map(|s| s.parse().unwrap()).collect();
    assert!(set.contains("a"));
    let ordered: BTreeSet<RelativeRefString> =
        ["b", "a"].iter().map(|s| s.parse().unwrap()).collect();
    assert!(ordered.contains("b"));
    // Borrow requires Ord to agree with str's.
    assert_eq!(
        ordered.iter().map(|r| r.as_str()).collect::<Vec<_>>(),
        ["a", "b"]
    );
    let s: String = UriString::parse("http://a/").unwrap().into();
    assert_eq!(s, "http://a/");
    let s = String::from(AbsoluteUriString::parse("a:b").unwrap());
    assert_eq!(s, "a:b");
}

#[test]
fn host_ip() {
    use std::net::IpAddr;
    let ip = |s: &str| UriString::parse(s).unwrap().host().and_then(|h| h.ip());
    // Expected values from std::net's own parsers.
    assert_eq!(
        ip("http://[2001:db8::7]/"),
        Some("2001:db8::7".parse::<IpAddr>().unwrap())
    );
    assert_eq!(
        ip("http://192.0.2.1:80/"),
        Some("192.0.2.1".parse::<IpAddr>().unwrap())
    );
    assert_eq!(
        ip("http://[::ffff:1.2.3.4]/"),
        Some("::ffff:1.2.3.4".parse::<IpAddr>().unwrap())
    );
    // reg-names, even those other software reads as addresses.
    assert_eq!(ip("http://example.com/"), None);
    assert_eq!(ip("http://1.2.3.256/"), None);
    assert_eq!(ip("http://0x7f.1/"), None);
    assert_eq!(ip("http://[v7.abc]/"), None);
    assert_eq!(ip("mailto:a@b"), None);
}
