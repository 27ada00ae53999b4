//! `ParseError::help`: the help fires on the common mistakes with the cause
//! named, stays silent (or names a different cause) on near misses, and
//! never moves the offset. Expected values are from the RFC's grammar read
//! by hand: which rule fails where, and why.

use urigram::{AbsoluteUri, Help, ParseError, Uri, UriRef};

fn uri_err(s: &str) -> ParseError {
    Uri::parse(s).unwrap_err()
}

fn help(s: &str) -> Option<Help> {
    uri_err(s).help()
}

#[test]
fn port_that_is_not_digits() {
    // "example.com:abc" is still a possible userinfo: the offset is the "/".
    let e = uri_err("http://example.com:abc/");
    assert_eq!(e.offset(), 22);
    assert_eq!(e.help(), Some(Help::PortNotDigits));
    assert!(format!("{e:#}").ends_with(
        "  = help: a port is digits only (section 3.2.3); if the text after \":\" is a \
         password, the userinfo must end with \"@\" and a host must follow"
    ));
    assert_eq!(help("http://example.com:abc"), Some(Help::PortNotDigits));
    assert_eq!(help("http://h:80:80/"), Some(Help::PortNotDigits));
    // After an IP literal no userinfo is possible: the port rule itself fails.
    let e = uri_err("http://[::1]:abc/");
    assert_eq!(e.offset(), 13);
    assert_eq!(e.help(), Some(Help::PortNotDigits));
    // A space after the port is a space, not a port mistake.
    assert_eq!(help("http://[::1]:80 /"), Some(Help::Space));
    assert_eq!(help("http://h:80 /"), Some(Help::Space));
}

#[test]
fn port_near_misses() {
    // Valid: a reg-name with a port, an empty port, a userinfo with a password.
    for ok in [
        "http://example.com:8080/",
        "http://example.com:/",
        "http://user:pw@example.com:80/",
        "http://[::1]:8080/",
    ] {
        assert!(Uri::parse(ok).is_ok(), "{ok}");
    }
    // A colon but the mistake is elsewhere: the space, not the port.
    assert_eq!(help("http://user:pw@exa mple.com/"), Some(Help::Space));
    // No colon in the authority: no port help.
    assert_eq!(help("http://exa mple.com/"), Some(Help::Space));
}

#[test]
fn ipv6_without_brackets() {
    let e = uri_err("http://::1/");
    assert_eq!(e.offset(), 10);
    assert_eq!(e.help(), Some(Help::Ipv6NeedsBrackets));
    assert_eq!(help("http://2001:db8::7#f"), Some(Help::Ipv6NeedsBrackets));
    // An address, then digits after the last ":": the address with a port.
    assert_eq!(help("http://fe80::1:8080/x"), Some(Help::Ipv6NeedsBrackets));
    // Near misses: in brackets it is valid; "1:2:3" is no IPv6 address.
    assert!(Uri::parse("http://[::1]/").is_ok());
    assert!(Uri::parse("http://[2001:db8::7]/").is_ok());
    assert_eq!(help("http://1:2:3/"), Some(Help::PortNotDigits));
}

#[test]
fn zone_id() {
    let e = uri_err("http://[fe80::1%25eth0]/");
    assert_eq!(e.offset(), 15);
    assert_eq!(e.help(), Some(Help::ZoneId));
    assert!(format!("{e:#}").contains("RFC 6874"));
    // In an IPvFuture a "%" is no zone ID.
    assert_ne!(help("http://[v1.a%25]/"), Some(Help::ZoneId));
    // A "%" outside an IP literal is a percent-encoding problem instead.
    assert_eq!(help("http://fe80%zz/"), Some(Help::LiteralPercent));
}

#[test]
fn relative_reference_where_a_uri_is_required() {
    let e = uri_err("../a?b");
    assert_eq!(e.offset(), 0);
    assert_eq!(e.help(), Some(Help::RelativeReference));
    assert!(format!("{e:#}").contains("base URI"));
    assert_eq!(help("example.com/path"), Some(Help::RelativeReference));
    assert_eq!(
        AbsoluteUri::parse("//h/p").unwrap_err().help(),
        Some(Help::RelativeReference)
    );
    // Near misses: a URI-reference accepts it; "a/b c" is no reference at all.
    assert!(UriRef::parse("../a?b").is_ok());
    assert_eq!(help("a/b c"), None);
    // A URI with its scheme: the mistake is elsewhere.
    assert_eq!(help("http://h/a b"), Some(Help::Space));
}

#[test]
fn non_ascii() {
    let e = uri_err("http://h/caf\u{e9}");
    assert_eq!(e.help(), Some(Help::NonAscii('\u{e9}')));
    // UTF-8 of U+00E9 is C3 A9.
    // The default frame is ASCII, so it names the character by its code
    // point; a frame for an output that takes UTF-8 shows it.
    assert!(format!("{e:#}").contains("percent-encode U+00E9 as \"%C3%A9\""));
    let shown = e.frame_at_line(1).unicode(true).to_string();
    assert!(shown.contains("percent-encode '\u{e9}' as \"%C3%A9\""));
    assert!(
        shown.contains("\n1 | http://h/caf\u{e9}\n  |             ^ "),
        "{shown}"
    );
    // U+20AC is E2 82 AC in UTF-8.
    let e = uri_err("http://h/?q=\u{20ac}");
    assert!(e.help().unwrap().to_string().contains("\"%E2%82%AC\""));
    // In a host name: punycode; in a userinfo (an "@" follows): percent-encoding.
    assert_eq!(
        help("http://ex\u{e4}mple.com/"),
        Some(Help::NonAsciiHost('\u{e4}'))
    );
    assert_eq!(
        help("http://j\u{fc}rgen@example.com/"),
        Some(Help::NonAscii('\u{fc}'))
    );
    // After the ":" of a port (or a password) it is no host name; nor in a
    // rule asked for on its own, unless that rule is a host.
    assert_eq!(help("http://h:8\u{e9}/"), Some(Help::NonAscii('\u{e9}')));
    assert_eq!(
        help("http://u@h\u{e9}/"),
        Some(Help::NonAsciiHost('\u{e9}'))
    );
    assert_eq!(
        urigram::Rule::RegName.parse("\u{e9}").unwrap_err().help(),
        Some(Help::NonAsciiHost('\u{e9}'))
    );
    assert_eq!(
        urigram::Rule::Segment.parse("\u{e9}").unwrap_err().help(),
        Some(Help::NonAscii('\u{e9}'))
    );
    // Bytes that are not UTF-8 get no help: there is no character to name.
    assert_eq!(Uri::parse_bytes(b"http://h/\xff").unwrap_err().help(), None);
}

#[test]
fn spaces_and_whitespace() {
    assert_eq!(help("http://h/a b"), Some(Help::Space));
    assert_eq!(help(" http://h/"), Some(Help::SurroundingWhitespace));
    assert_eq!(help("http://h/ "), Some(Help::SurroundingWhitespace));
    assert_eq!(help("http://h/\r\n"), Some(Help::SurroundingWhitespace));
    // A space followed by more text is inside, not around.
    assert_eq!(help("http://h/a b "), Some(Help::Space));
    // A tab inside is a control character like any other.
    assert_eq!(help("http://h/a\tb"), Some(Help::PercentEncode('\t')));
}

#[test]
fn backslash_hash_percent_and_other_characters() {
    assert_eq!(help("http://h/a\\b"), Some(Help::Backslash));
    assert_eq!(
        UriRef::parse("\\\\server\\share").unwrap_err().help(),
        Some(Help::Backslash)
    );
    let e = uri_err("http://h/#a#b");
    assert_eq!(e.offset(), 11);
    assert_eq!(e.help(), Some(Help::SecondHash));
    let e = AbsoluteUri::parse("http://h/p#f").unwrap_err();
    assert_eq!((e.offset(), e.help()), (10, Some(Help::FragmentNotAllowed)));
    assert_eq!(help("http://h/50%"), Some(Help::LiteralPercent));
    assert_eq!(help("http://h/%zz"), Some(Help::LiteralPercent));
    assert_eq!(help("http://h/a<b>"), Some(Help::PercentEncode('<')));
    assert_eq!(help("http://h/a[1]"), Some(Help::PercentEncode('[')));
    // Inside an IP literal a "[" is a different mistake: no help.
    assert_eq!(help("http://[[::1]/"), None);
    // "%41" is complete: the mistake after it is not the percent.
    assert_eq!(
        urigram::Rule::PctEncoded.parse("%411").unwrap_err().help(),
        None
    );
}

#[test]
fn fragment_wording_and_no_contradictory_sets() {
    let e = UriRef::parse("#a#").unwrap_err();
    let expected: Vec<&str> = e.expected().map(|x| x.describe()).collect();
    assert_eq!(expected, ["fragment character", "end of input"]);
    let e = UriRef::parse("a?b c").unwrap_err();
    assert!(e.expected().any(|x| x.describe() == "query character"));
    // At byte 1 of "a b", ":" (ending a scheme) and any other pchar (going on
    // with a path segment) are both possible: together, pchar.
    let e = UriRef::parse("a b").unwrap_err();
    assert_eq!(e.offset(), 1);
    let expected: Vec<&str> = e.expected().map(|x| x.describe()).collect();
    assert_eq!(
        expected,
        [
            "scheme character",
            "pchar",
            "\"/\"",
            "\"?\"",
            "\"#\"",
            "end of input"
        ]
    );
}

#[test]
fn debug_is_readable() {
    // After "::1:" only a hexadecimal digit can follow: "::" was used.
    let e = UriRef::parse("http://[::1::2]/").unwrap_err();
    assert_eq!(
        format!("{e:?}"),
        "ParseError { offset: 12, rules: URI-reference > URI > hier-part > authority > host > \
         IP-literal > IPv6address, found: ':', kind: SecondDoubleColon, expected: \
         [hexadecimal digit] }"
    );
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(2000))]

    /// On inputs built from URI-ish pieces, non-ASCII and controls, for every
    /// rule: the help never panics, and the helps that make a claim about
    /// the whole input or about one character hold.
    #[test]
    fn help_is_total_and_its_claims_hold(
        s in "([a-z0-9:/?#@%\\[\\]. \\\\\\t]|%2[05E]|::1|é){0,24}",
        i in 0usize..100,
    ) {
        let rule = urigram::Rule::ALL[i % urigram::Rule::ALL.len()];
        if let Err(e) = rule.parse(&s) {
            let _ = format!("{e:?} {e:#}");
            let at = s[e.offset()..].chars().next();
            match e.help() {
                Some(Help::RelativeReference) => {
                    proptest::prop_assert!(urigram::RelativeRef::parse(&s).is_ok());
                }
                Some(Help::Space) => proptest::prop_assert_eq!(at, Some(' ')),
                Some(Help::Backslash) => proptest::prop_assert_eq!(at, Some('\\')),
                Some(Help::SecondHash | Help::FragmentNotAllowed) => {
                    proptest::prop_assert_eq!(at, Some('#'));
                }
                Some(Help::NonAscii(c) | Help::NonAsciiHost(c) | Help::PercentEncode(c)) => {
                    proptest::prop_assert_eq!(at, Some(c));
                }
                Some(Help::ZoneId) => proptest::prop_assert_eq!(at, Some('%')),
                Some(Help::Ipv6NeedsBrackets) => {
                    // The authority before the offset reads as an IPv6
                    // address, possibly with a port.
                    let before = &s[..e.offset()];
                    let authority = &before[before.rfind("//").unwrap() + 2..];
                    let addr = match authority.rsplit_once(':') {
                        Some((a, p)) if a.parse::<std::net::Ipv6Addr>().is_ok()
                            && p.bytes().all(|b| b.is_ascii_digit()) => a,
                        _ => authority,
                    };
                    proptest::prop_assert!(addr.parse::<std::net::Ipv6Addr>().is_ok(), "{}", s);
                }
                _ => {}
            }
        }
    }
}
