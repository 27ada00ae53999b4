//! The edge cases of the strict grammar, each from RFC 3986's text (section
//! numbers in the names) or checked against `std::net`.

use std::net::{Ipv4Addr, Ipv6Addr};

use urigram::{Host, PathKind, Rule, UriRef};

fn host_of(input: &str) -> Host<'_> {
    UriRef::parse(input).unwrap().authority().unwrap().host()
}

fn offset(rule: &str, input: &str) -> usize {
    Rule::from_abnf_name(rule)
        .unwrap()
        .parse(input)
        .unwrap_err()
        .offset()
}

#[test]
fn s3_2_2_host_is_first_match_wins() {
    assert_eq!(
        host_of("http://1.2.3.4/"),
        Host::Ipv4 {
            addr: Ipv4Addr::new(1, 2, 3, 4),
            text: urigram::Text::new("1.2.3.4", 7)
        }
    );
    for h in [
        "1.2.3.256",
        "01.2.3.4",
        "1.2.3",
        "1.2.3.4.5",
        "127.0.0.1a",
        "",
    ] {
        let input = format!("http://{h}/");
        match host_of(&input) {
            Host::RegName(t) => assert_eq!(t.as_str(), h),
            other => panic!("{input}: {other:?}"),
        }
    }
}

#[test]
fn s3_2_2_ipv6_forms() {
    for a in [
        "::",
        "::1",
        "1::",
        "1:2:3:4:5:6:7::",
        "::2:3:4:5:6:7:8",
        "1:2:3:4:5:6:7:8",
        "::ffff:1.2.3.4",
        "1:2:3:4:5:6:1.2.3.4",
    ] {
        let want: Ipv6Addr = a.parse().unwrap();
        match host_of(&format!("http://[{a}]/")) {
            Host::Ipv6 { addr, .. } => assert_eq!(addr, want, "{a}"),
            other => panic!("{a}: {other:?}"),
        }
    }
    for a in [
        "1:2:3:4:5:6:7:8:9",
        "1::2::3",
        ":1::",
        "1:::2",
        "::1.2.3.256",
        "12345::",
        "1:2:3:4:5:6:7:1.2.3.4",
    ] {
        assert!(Rule::Ipv6address.parse(a).is_err(), "{a}");
        assert!(UriRef::parse(&format!("http://[{a}]/")).is_err(), "{a}");
        assert!(
            a.parse::<Ipv6Addr>().is_err(),
            "std agrees that {a} is invalid"
        );
    }
}

#[test]
fn s3_2_2_ipvfuture_v_is_case_insensitive() {
    for (input, version, address) in [
        ("http://[v1.x]/", "1", "x"),
        ("http://[V1F.a:b]/", "1F", "a:b"),
    ] {
        match host_of(input) {
            Host::IpvFuture {
                version: v,
                address: a,
                ..
            } => {
                assert_eq!((v.as_str(), a.as_str()), (version, address));
            }
            other => panic!("{input}: {other:?}"),
        }
    }
    for input in ["http://[v.x]/", "http://[v1.]/", "http://[v1x]/"] {
        assert!(UriRef::parse(input).is_err(), "{input}");
    }
}

#[test]
fn s4_1_uri_reference_is_uri_else_relative_ref() {
    assert!(UriRef::parse("a:b").unwrap().is_uri());
    for bad in ["1a:b", "-a:b", ":a"] {
        assert!(UriRef::parse(bad).is_err(), "{bad}");
    }
    for rel in ["./a:b", "/a:b"] {
        assert!(!UriRef::parse(rel).unwrap().is_uri(), "{rel}");
    }
}

#[test]
fn s3_3_authority_then_double_slash_path() {
    let r = UriRef::parse("http:////a").unwrap();
    assert_eq!(r.authority().unwrap().as_str(), "");
    assert_eq!(r.path().as_str(), "//a");
    assert_eq!(r.path().kind(), PathKind::AbEmpty);
    // Without an authority a path never begins with "//": "a:" then "//" is
    // always read as an authority, and a relative path cannot start so either.
    for input in ["a://b", "//b"] {
        assert!(
            UriRef::parse(input).unwrap().authority().is_some(),
            "{input}"
        );
    }
    assert!(Rule::PathAbsolute.parse("//a").is_err());
}

#[test]
fn s3_2_3_port_is_any_digits() {
    let port = |s| {
        UriRef::parse(s)
            .unwrap()
            .authority()
            .unwrap()
            .port()
            .unwrap()
            .as_u16()
    };
    assert_eq!(port("http://h:"), None);
    assert_eq!(port("http://h:123456789012345678901234567890"), None);
    assert_eq!(port("http://h:65535"), Some(65535));
    assert!(UriRef::parse("http://h:123456789012345678901234567890").is_ok());
}

#[test]
fn s2_1_percent_needs_two_hex_digits() {
    assert!(UriRef::parse("/%aF%Af").is_ok());
    for (input, at) in [
        ("%", 1),
        ("%4", 2),
        ("%G1", 1),
        ("http://h/%4x", 11),
        ("?%", 2),
        ("#%4", 3),
    ] {
        assert_eq!(offset("URI-reference", input), at, "{input}");
    }
    for input in ["http://%4@h/", "http://h%/", "http://[v1.%41]/"] {
        assert!(UriRef::parse(input).is_err(), "{input}");
    }
}

#[test]
fn s3_2_1_userinfo_may_be_empty_and_hold_colons() {
    let r = UriRef::parse("http://@h/").unwrap();
    assert_eq!(r.authority().unwrap().userinfo().unwrap().as_str(), "");
    let r = UriRef::parse("http://a:b:c@h/").unwrap();
    assert_eq!(r.authority().unwrap().userinfo().unwrap().as_str(), "a:b:c");
}

#[test]
fn s2_characters_outside_the_grammar_are_never_accepted() {
    let outside = [
        ' ', '"', '<', '>', '\\', '^', '`', '{', '|', '}', '\u{0}', '\u{1f}', '\u{7f}', 'é', '€',
    ];
    for c in outside {
        for template in [
            "http://h/X",
            "X",
            "http://X/",
            "http://h?X",
            "http://h#X",
            "http://X@h",
        ] {
            let input = template.replace('X', &c.to_string());
            let err = UriRef::parse(&input).unwrap_err();
            assert_eq!(err.offset(), input.find(c).unwrap(), "{input:?}");
        }
    }
}

#[test]
fn s6_error_offsets_from_the_issue() {
    assert_eq!(offset("URI-reference", "http://h/a b"), 10);
    assert_eq!(offset("URI-reference", "%4"), 2);
    assert_eq!(offset("URI-reference", "http://[v1.]"), 11);
    // The second "::" begins at byte 11; "http://[::1:" is still a prefix of
    // a valid URI (::1:2), so the first byte no URI can have is the colon at 12.
    assert_eq!(offset("URI-reference", "http://[::1::2]/"), 12);
}

#[test]
fn s3_2_2_a_full_ipv6_address_dies_on_the_next_colon() {
    // Seven groups beside "::" is the most there can be, so the colon after
    // them cannot start anything: the offset is that colon, whether or not a
    // second "::" follows (found by fuzzing).
    assert_eq!(offset("IPv6address", "8:ffff:f:1f:ff:ff::ff::ff"), 21);
    assert_eq!(offset("IPv6address", "8:ffff:f:1f:ff:ff::ff:"), 21);
    assert_eq!(offset("IPv6address", "1:2:3:4:5:6:7:8::"), 15);
}

#[test]
fn parse_error_is_owned_send_and_sync() {
    fn owned<T: Send + Sync + 'static + std::error::Error>(_: &T) {}
    let err = UriRef::parse(&String::from("http://h/a b")).unwrap_err();
    owned(&err);
    // It outlives the input it was parsed from.
    let kept = {
        let input = String::from("a b");
        UriRef::parse(&input).unwrap_err()
    };
    assert_eq!(kept.offset(), 1);
}

/// A host that is not bracketed is read as a reg-name, so a character no
/// alternative of `host` takes is reported under `reg-name` (issue 22:
/// `https://例え.jp/パス` was blamed on `IP-literal`), with the IDNA help.
#[test]
fn a_non_ascii_host_is_blamed_on_reg_name() {
    for input in ["https://例え.jp/パス", "http://é/", "http://<x>/"] {
        let e = urigram::UriRef::parse(input).unwrap_err();
        assert_eq!(e.offset(), input.find("://").unwrap() + 3, "{input}");
        let path: Vec<&str> = e.rules().iter().map(|r| r.abnf_name()).collect();
        assert_eq!(path.last(), Some(&"reg-name"), "{input}: {path:?}");
    }
    let e = urigram::UriRef::parse("https://例え.jp/パス").unwrap_err();
    assert!(format!("{e:#}").contains("IDNA"), "{e:#}");
}
