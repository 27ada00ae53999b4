//! `Grammar::parts`: every grammar's reading as the eight parts `compare`
//! lines up, on the RFCs' own examples (each cited), and an input a grammar
//! rejects giving the same error as the grammar's top rule.

use urigram::grammars::{self, PART_NAMES, Parts};

fn parts(grammar: &str, input: &str) -> Parts {
    let g = grammars::named(grammar).unwrap();
    g.parts(input.as_bytes())
        .unwrap_or_else(|e| panic!("{grammar} rejects {input:?}: {e}"))
}

/// The parts in `PART_NAMES` order, through `Parts::get`.
fn all(p: &Parts) -> [Option<&str>; 8] {
    PART_NAMES.map(|n| p.get(n))
}

#[test]
fn rfc3986_section_3_example() {
    let p = parts(
        "rfc3986",
        "foo://example.com:8042/over/there?name=ferret#nose",
    );
    assert_eq!(
        all(&p),
        [
            Some("foo"),
            Some("example.com:8042"),
            None,
            Some("example.com"),
            Some("8042"),
            Some("/over/there"),
            Some("name=ferret"),
            Some("nose")
        ]
    );
    assert!(p.unsplit.is_empty());
}

#[test]
fn rfc6874_section_2_example() {
    let p = parts("rfc6874", "http://[fe80::a%25en1]");
    assert_eq!(p.host.as_deref(), Some("[fe80::a%25en1]"));
    assert_eq!(p.path.as_deref(), Some(""));
    let e = grammars::named("rfc3986")
        .unwrap()
        .parts(b"http://[fe80::a%25en1]")
        .unwrap_err();
    assert_eq!(e.offset(), 15); // RFC 3986 has no "%" in an IPv6address
}

#[test]
fn rfc2396_appendix_b_example() {
    let p = parts("rfc2396", "http://www.ics.uci.edu/pub/ietf/uri/#Related");
    assert_eq!(
        all(&p),
        [
            Some("http"),
            Some("www.ics.uci.edu"),
            None,
            Some("www.ics.uci.edu"),
            None,
            Some("/pub/ietf/uri/"),
            None,
            Some("Related")
        ]
    );
}

#[test]
fn rfc1808_leaves_the_net_loc_whole_and_params_in_the_path() {
    // section 5.1's base URL
    let p = parts("rfc1808", "http://a/b/c/d;p?q#f");
    assert_eq!(
        (p.authority.as_deref(), p.path.as_deref()),
        (Some("a"), Some("/b/c/d;p"))
    );
    assert_eq!(
        (p.query.as_deref(), p.fragment.as_deref()),
        (Some("q"), Some("f"))
    );
    assert_eq!(p.unsplit, ["userinfo", "host", "port"]);
    assert_eq!((p.userinfo, p.host, p.port), (None, None, None));
}

#[test]
fn rfc1945_splits_an_http_url_and_not_another_absolute_uri() {
    // section 3.2.2: http_URL = "http:" "//" host [ ":" port ] [ abs_path ]
    let p = parts("rfc1945", "http://h:8/p;q?x#f");
    assert_eq!(
        all(&p),
        [
            Some("http"),
            Some("h:8"),
            None,
            Some("h"),
            Some("8"),
            Some("/p;q"),
            Some("x"),
            Some("f")
        ]
    );
    // section 3.2.1: absoluteURI = scheme ":" *( uchar | reserved )
    let p = parts("rfc1945", "mailto:a@b");
    assert_eq!(p.scheme.as_deref(), Some("mailto"));
    assert_eq!(
        p.unsplit,
        ["authority", "userinfo", "host", "port", "path", "query"]
    );
}

#[test]
fn rfc9112_section_3_2_forms() {
    let p = parts("rfc9112", "/where?q=now"); // 3.2.1 origin-form
    assert_eq!(
        (p.scheme, p.path.as_deref(), p.query.as_deref()),
        (None, Some("/where"), Some("q=now"))
    );
    let p = parts("rfc9112", "http://www.example.org/pub/WWW/TheProject.html"); // 3.2.2
    assert_eq!(p.host.as_deref(), Some("www.example.org"));
    assert_eq!(p.path.as_deref(), Some("/pub/WWW/TheProject.html"));
    let p = parts("rfc9112", "*"); // 3.2.4 asterisk-form
    assert_eq!((p.path.as_deref(), p.authority), (Some("*"), None));
    // 3.2: a request-target has no fragment
    let e = grammars::named("rfc9112")
        .unwrap()
        .parts(b"/p#f")
        .unwrap_err();
    assert_eq!(e.offset(), 2);
}

#[test]
fn an_error_is_the_top_rules_error() {
    for g in grammars::ALL {
        let input = b"http://h/a b";
        let from_parts = g.parts(input).unwrap_err();
        let from_check = g.top_rule().check(input).unwrap_err();
        assert_eq!(
            (from_parts.offset(), from_parts.to_string()),
            (from_check.offset(), from_check.to_string()),
            "{}",
            g.name()
        );
    }
}

#[test]
fn get_names_every_part_and_nothing_else() {
    let p = parts("rfc3986", "s://u@h:1/p?q#f");
    assert_eq!(
        all(&p),
        [
            Some("s"),
            Some("u@h:1"),
            Some("u"),
            Some("h"),
            Some("1"),
            Some("/p"),
            Some("q"),
            Some("f")
        ]
    );
    assert_eq!(p.get("params"), None);
}

/// RFC 1808 section 2.2 and RFC 1945 section 3.2.1: `rel_path = [ path ]
/// [ ";" params ] [ "?" query ]`, the params kept in the path with their
/// `;` (as the other grammars keep them): a path that is only params starts
/// with the `;`, and one with both keeps all of it.
#[test]
fn params_stay_in_the_path_with_their_semicolon() {
    for (grammar, input, path, query) in [
        ("rfc1808", ";a?q", ";a", Some("q")),
        ("rfc1808", ";a", ";a", None),
        ("rfc1808", ";", ";", None),
        ("rfc1808", "b;a", "b;a", None),
        ("rfc1808", "/b;a?q", "/b;a", Some("q")),
        ("rfc1808", "//h/;a", "/;a", None),
        ("rfc1808", "http://h/;a?q", "/;a", Some("q")),
        ("rfc1945", ";a", ";a", None),
        ("rfc1945", ";a?q", ";a", Some("q")),
        ("rfc1945", "b;a", "b;a", None),
        ("rfc1945", "/;a", "/;a", None),
        ("rfc1945", "http://h/;a?q", "/;a", Some("q")),
    ] {
        let p = parts(grammar, input);
        assert_eq!(
            (p.path.as_deref(), p.query.as_deref()),
            (Some(path), query),
            "{grammar} {input}"
        );
    }
}

/// RFC 2396 section 3: `absoluteURI = scheme ":" ( hier_part |
/// opaque_part )`; an `opaque_part` has no authority, path or query of its
/// own, and stands as the path (section 1.3's examples), as
/// `java.net.URI.getSchemeSpecificPart` reads it.
#[test]
fn rfc2396_opaque_part_stands_as_the_path() {
    for (input, scheme, path) in [
        (
            "mailto:mduerst@ifi.unizh.ch",
            "mailto",
            "mduerst@ifi.unizh.ch",
        ),
        (
            "news:comp.infosystems.www.servers.unix",
            "news",
            "comp.infosystems.www.servers.unix",
        ),
        ("urn:isbn:0-395-36341-1", "urn", "isbn:0-395-36341-1"),
    ] {
        let p = parts("rfc2396", input);
        assert_eq!(
            all(&p),
            [Some(scheme), None, None, None, None, Some(path), None, None],
            "{input}"
        );
    }
}
