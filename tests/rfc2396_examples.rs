//! The examples RFC 2396 and RFC 2732 give, typed in from the RFCs and named
//! by section. Here they are parse examples: each must be a `URI-reference`
//! of the grammar as written, or, where the RFC's example and its own ABNF
//! disagree, the test says so and holds the ABNF's answer (which the DFA
//! oracle of `grammar/rfc2396.abnf` gives too).

use std::net::Ipv6Addr;

use urigram::grammars::rfc2396::{Authority, Host, REGISTRY, UriReference};

use crate::oracle::regex::Verdict;
use crate::rfc2396_catalog::check_spans;
use crate::rfc2396_oracle::verdict;

/// Parses `s`, checks its spans and its write-back, and gives the tree.
fn parses(s: &str) -> UriReference<'_> {
    let r = UriReference::parse(s).unwrap_or_else(|e| panic!("{s:?}: {e:#}"));
    check_spans(s, &r);
    assert_eq!(r.to_string(), s);
    assert_eq!(
        verdict("URI-reference", s.as_bytes()),
        Verdict::Match,
        "{s:?}"
    );
    r
}

#[test]
fn s1_3_example_uris() {
    for s in [
        "ftp://ftp.is.co.za/rfc/rfc1808.txt",
        "gopher://spinaltap.micro.umn.edu/00/Weather/California/Los%20Angeles",
        "http://www.math.uio.no/faq/compression-faq/part1.html",
        "mailto:mduerst@ifi.unizh.ch",
        "news:comp.infosystems.www.servers.unix",
        "telnet://melvyl.ucop.edu/",
    ] {
        parses(s);
    }
    let mail = parses("mailto:mduerst@ifi.unizh.ch");
    let abs = mail.absolute().unwrap();
    assert_eq!(abs.opaque().unwrap().as_str(), "mduerst@ifi.unizh.ch");
    assert!(abs.authority().is_none());
}

/// The base of Appendix C.
const BASE: &str = "http://a/b/c/d;p?q";

#[test]
fn appendix_c_base() {
    let r = parses(BASE);
    let abs = r.absolute().unwrap();
    assert_eq!(abs.scheme().as_str(), "http");
    let Some(Authority::Server(server)) = abs.authority() else {
        panic!("{BASE}: no server")
    };
    assert!(matches!(server.host(), Some(Host::Hostname(h)) if h.as_str() == "a"));
    let path = abs.path().unwrap();
    let segs: Vec<_> = path.segments().map(|s| s.name().as_str()).collect();
    assert_eq!(segs, ["b", "c", "d"]);
    let last = path.segments().last().unwrap();
    assert_eq!(last.params().map(|p| p.as_str()).collect::<Vec<_>>(), ["p"]);
    assert_eq!(abs.query().unwrap().as_str(), "q");
}

#[test]
fn appendix_c_1_normal_examples() {
    for s in [
        "g:h", "g", "./g", "g/", "/g", "//g", "g?y", "#s", "g#s", "g?y#s", ";x", "g;x", "g;x?y#s",
        ".", "./", "..", "../", "../g", "../..", "../../", "../../g",
    ] {
        parses(s);
    }
    // "?y = http://a/b/c/?y" is in C.1, but relativeURI is
    // ( net_path | abs_path | rel_path ) [ "?" query ]: a query needs a path
    // before it, and rel_segment is 1*(...). The grammar as written rejects
    // it at the "?" (RFC 3986's relative-part made the path optional).
    let err = UriReference::parse("?y").unwrap_err();
    assert_eq!(err.offset(), 0);
    assert_eq!(verdict("URI-reference", b"?y"), Verdict::Fail(0));
}

#[test]
fn appendix_c_2_abnormal_examples() {
    for s in [
        "",
        "../../../g",
        "../../../../g",
        "/./g",
        "/../g",
        "g.",
        ".g",
        "g..",
        "..g",
        "./../g",
        "./g/.",
        "g/./h",
        "g/../h",
        "g;x=1/./y",
        "g;x=1/../y",
        "g?y/./x",
        "g?y/../x",
        "g#s/./x",
        "g#s/../x",
        "http:g",
    ] {
        parses(s);
    }
    // C.2: "http:g" is an absoluteURI with the opaque part "g".
    let r = parses("http:g");
    assert_eq!(r.absolute().unwrap().opaque().unwrap().as_str(), "g");
    // "g?y/./x": the query holds the dot segments, the path is "g".
    let r = parses("g?y/./x");
    let rel = r.relative().unwrap();
    assert_eq!(rel.path().unwrap().as_str(), "g");
    assert_eq!(rel.query().unwrap().as_str(), "y/./x");
}

/// The host of a hierarchical URI, its address by the typed accessor.
fn ipv6_host(s: &str) -> (Host<'_>, Option<u16>) {
    let r = UriReference::parse(s).unwrap_or_else(|e| panic!("{s:?}: {e:#}"));
    let server = r.absolute().unwrap().server().unwrap();
    let host = server.host().unwrap();
    (host, server.port().and_then(|p| p.as_u16()))
}

#[test]
fn rfc2732_s2_ipv6_literals() {
    // (URL, the literal as std::net reads it, the port)
    let examples = [
        (
            "http://[FEDC:BA98:7654:3210:FEDC:BA98:7654:3210]:80/index.html",
            "FEDC:BA98:7654:3210:FEDC:BA98:7654:3210",
            Some(80),
        ),
        (
            "http://[1080:0:0:0:8:800:200C:417A]/index.html",
            "1080:0:0:0:8:800:200C:417A",
            None,
        ),
        (
            "http://[3ffe:2a00:100:7031::1]",
            "3ffe:2a00:100:7031::1",
            None,
        ),
        (
            "http://[1080::8:800:200C:417A]/foo",
            "1080::8:800:200C:417A",
            None,
        ),
        (
            "http://[::FFFF:129.144.52.38]:80/index.html",
            "::FFFF:129.144.52.38",
            Some(80),
        ),
        (
            "http://[2010:836B:4179::836B:4179]",
            "2010:836B:4179::836B:4179",
            None,
        ),
    ];
    for (url, literal, port) in examples {
        parses(url);
        let (host, got_port) = ipv6_host(url);
        assert!(matches!(host, Host::Ipv6(_)), "{url}");
        assert_eq!(host.as_str(), format!("[{literal}]"));
        assert_eq!(
            host.ipv6(),
            Some(literal.parse::<Ipv6Addr>().unwrap()),
            "{url}"
        );
        assert_eq!(got_port, port, "{url}");
    }
}

#[test]
fn rfc2732_s2_ipv4_tail_after_double_colon() {
    // RFC 2732 section 2's last-but-two example: "::" then an IPv4 tail,
    // RFC 2373 section 2.2's third form (its Appendix B ABNF could not read
    // it; grammar/rfc2396.abnf says why the grammar follows the text).
    let (host, port) = ipv6_host("http://[::192.9.5.5]/ipng");
    assert_eq!(host.as_str(), "[::192.9.5.5]");
    assert_eq!(
        host.ipv6(),
        Some("::192.9.5.5".parse::<Ipv6Addr>().unwrap())
    );
    assert_eq!(port, None);
    assert_eq!(
        verdict("URI-reference", b"http://[::192.9.5.5]/ipng"),
        Verdict::Match
    );
}

/// Every text address of RFC 2373 section 2.2, typed in from the RFC, valid
/// as an `IPv6address` and inside an `IPv6reference` of a URI, and read by
/// the typed host as the address `std::net` reads (RFC 4291 kept the three
/// forms unchanged).
#[test]
fn rfc2373_s2_2_text_forms() {
    let examples = [
        // 1. The preferred form, x:x:x:x:x:x:x:x.
        "FEDC:BA98:7654:3210:FEDC:BA98:7654:3210",
        "1080:0:0:0:8:800:200C:417A",
        // 2. The same addresses before and after "::".
        "1080:0:0:0:8:800:200C:417A", // a unicast address
        "FF01:0:0:0:0:0:0:101",       // a multicast address
        "0:0:0:0:0:0:0:1",            // the loopback address
        "0:0:0:0:0:0:0:0",            // the unspecified addresses
        "1080::8:800:200C:417A",
        "FF01::101",
        "::1",
        "::",
        // 3. x:x:x:x:x:x:d.d.d.d, and compressed.
        "0:0:0:0:0:0:13.1.68.3",
        "0:0:0:0:0:FFFF:129.144.52.38",
        "::13.1.68.3",
        "::FFFF:129.144.52.38",
    ];
    for text in examples {
        let entry = REGISTRY.find("IPv6address").unwrap();
        assert!(entry.check(text.as_bytes()).is_ok(), "{text}");
        assert_eq!(
            verdict("IPv6address", text.as_bytes()),
            Verdict::Match,
            "{text}"
        );
        let url = format!("http://[{text}]/");
        let (host, _) = ipv6_host(&url);
        assert!(matches!(host, Host::Ipv6(_)), "{url}");
        assert_eq!(
            host.ipv6(),
            Some(text.parse::<Ipv6Addr>().unwrap()),
            "{url}"
        );
    }
}

/// What section 2.2's text rules out, and RFC 2373 Appendix B's ABNF let
/// through or got wrong: `[1:2]` (two pieces and no `::`), nine pieces,
/// `::` standing for no group at all, and `::` twice.
#[test]
fn rfc2373_s2_2_rejects_what_the_text_rules_out() {
    // (input, the offset: the first byte no address can have there, counted
    // by hand)
    for (text, offset) in [
        ("http://[1:2]/", 11),               // "]" where a ":" or digit must come
        ("http://[1:2:3:4:5:6:7:8:9]/", 23), // ":" after eight pieces
        ("http://[1::2:3:4:5:6:7:8]/", 22),  // ":" after six pieces that follow "::"
        ("http://[1::2::3]/", 13),           // the second "::"
    ] {
        let err = UriReference::parse(text).unwrap_err();
        assert_eq!(err.offset(), offset, "{text}: {err}");
        assert_eq!(
            verdict("URI-reference", text.as_bytes()),
            Verdict::Fail(offset),
            "{text}"
        );
        // std::net, reading RFC 4291's text, refuses each address too.
        let inner = &text[8..text.len() - 2];
        assert!(inner.parse::<Ipv6Addr>().is_err(), "{inner}");
    }
}
