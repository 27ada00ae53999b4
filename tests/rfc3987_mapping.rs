//! RFC 3987 sections 3.1, 3.2 and 5.3: the mappings between IRIs and URIs
//! and normalization, on the RFC's examples typed in by section, and the
//! round trip `iri_to_uri(uri_to_iri(u))` on every valid URI of the real
//! URL corpora, which must give back `u` up to RFC 3986 section 6.2.2.1 and
//! 6.2.2.2's percent-encoding normalization, through a valid IRI.

use urigram::grammars::rfc3987::{IriRef, iri_to_uri, normalize, uri_to_iri};

#[test]
fn s3_1_iri_to_uri_examples() {
    // "http://r&#xE9;sum&#xE9;.example.org" in XML notation.
    assert_eq!(
        iri_to_uri("http://r\u{e9}sum\u{e9}.example.org").unwrap(),
        "http://r%C3%A9sum%C3%A9.example.org"
    );
    // "%09" stays as it is; only the e-acute is encoded.
    assert_eq!(
        iri_to_uri("http://www.example.org/red%09ros\u{e9}#red").unwrap(),
        "http://www.example.org/red%09ros%C3%A9#red"
    );
}

#[test]
fn s3_1_every_component_and_iprivate_are_encoded_as_utf8_octets() {
    assert_eq!(
        iri_to_uri("http://\u{30e6}@\u{4f8b}.jp/\u{30d1}?\u{e000}#\u{1f600}").unwrap(),
        "http://%E3%83%A6@%E4%BE%8B.jp/%E3%83%91?%EE%80%80#%F0%9F%98%80"
    );
    // ASCII comes back borrowed and unchanged.
    assert!(matches!(
        iri_to_uri("http://a/%7e").unwrap(),
        std::borrow::Cow::Borrowed("http://a/%7e")
    ));
    // What is no IRI is refused where it stops being one.
    assert_eq!(iri_to_uri("http://a/\u{e000}").unwrap_err().offset(), 9);
}

#[test]
fn s3_2_uri_to_iri_examples() {
    assert_eq!(
        uri_to_iri("http://www.example.org/D%C3%BCrst").unwrap(),
        "http://www.example.org/D\u{fc}rst"
    );
    // %FC is no legal UTF-8: re-encoded, that is kept (step 3).
    assert_eq!(
        uri_to_iri("http://www.example.org/D%FCrst").unwrap(),
        "http://www.example.org/D%FCrst"
    );
    // U+202E RIGHT-TO-LEFT OVERRIDE is forbidden by section 4.1 (step 4).
    assert_eq!(
        uri_to_iri("http://xn--99zt52a.example.org/%e2%80%ae").unwrap(),
        "http://xn--99zt52a.example.org/%e2%80%ae"
    );
    // Section 3.2's warning: no guessing of another encoding.
    assert_eq!(
        uri_to_iri("http://www.example.org/r%E9sum%E9.html").unwrap(),
        "http://www.example.org/r%E9sum%E9.html"
    );
}

#[test]
fn s3_2_what_is_never_decoded() {
    // "%", reserved characters, and ASCII no URI holds (step 2).
    assert_eq!(
        uri_to_iri("/%25%2F%3F%23%5B%20%7F%00").unwrap(),
        "/%25%2F%3F%23%5B%20%7F%00"
    );
    // Unreserved ASCII is (step 2; RFC 3986 section 6.2.2.2).
    assert_eq!(uri_to_iri("/%41%7e%2D").unwrap(), "/A~-");
    // A truncated or overlong sequence, a surrogate, a noncharacter.
    // Step 2 decodes "%41", step 3 re-encodes the lone 0xC3.
    assert_eq!(uri_to_iri("/%C3%41").unwrap(), "/%C3A");
    for kept in [
        "/%C3",
        "/%C3%2F",
        "/%C0%AF",
        "/%ED%A0%80",
        "/%EF%B7%90",
        "/%F4%90%80%80",
    ] {
        assert_eq!(uri_to_iri(kept).unwrap(), kept);
    }
    // A bad octet before a good sequence: the good one is decoded.
    assert_eq!(uri_to_iri("/%FC%C3%BC").unwrap(), "/%FC\u{fc}");
    // iprivate only in the query.
    assert_eq!(
        uri_to_iri("/%EE%80%80?%EE%80%80#%EE%80%80").unwrap(),
        "/%EE%80%80?\u{e000}#%EE%80%80"
    );
    // Not a URI: refused where it stops being one.
    assert_eq!(uri_to_iri("http://a/\u{e9}").unwrap_err().offset(), 9);
}

/// `c`'s UTF-8 octets as upper-case triplets, as RFC 3986 section 2.1
/// writes them.
fn triplets(c: char) -> String {
    let mut buf = [0u8; 4];
    c.encode_utf8(&mut buf)
        .bytes()
        .map(|b| format!("%{b:02X}"))
        .collect()
}

#[test]
fn s3_2_step_4_keeps_invisible_bidi_and_non_characters_encoded() {
    // Section 4.1's bidi formatting characters, the isolates Unicode added
    // since, the zero-width and other invisible characters section 6.1 (b)
    // asks IRIs to avoid, and the non-characters that `ucschar` leaves out
    // (U+FDD0..U+FDEF, U+xFFFE, U+xFFFF).
    let kept = [
        '\u{200E}',
        '\u{200F}',
        '\u{202A}',
        '\u{202B}',
        '\u{202C}',
        '\u{202D}',
        '\u{202E}',
        '\u{2066}',
        '\u{2067}',
        '\u{2068}',
        '\u{2069}',
        '\u{200B}',
        '\u{200C}',
        '\u{200D}',
        '\u{2060}',
        '\u{FEFF}',
        '\u{00AD}',
        '\u{FE0F}',
        '\u{FDD0}',
        '\u{FDEF}',
        '\u{FFFE}',
        '\u{FFFF}',
        '\u{1FFFE}',
        '\u{10FFFF}',
    ];
    for c in kept {
        for uri in [
            format!("http://example.com/a{}b", triplets(c)),
            format!("http://example.com/?q={}", triplets(c)),
            format!("http://example.com/#{}", triplets(c)),
        ] {
            assert_eq!(uri_to_iri(&uri).unwrap(), uri, "U+{:04X}", u32::from(c));
        }
    }
    // Their neighbours, visible characters, are decoded in the same places.
    for c in [
        '\u{FC}',
        '\u{2010}',
        '\u{4F8B}',
        '\u{FDCF}',
        '\u{FDF0}',
        '\u{1F600}',
    ] {
        let uri = format!("http://example.com/a{}b", triplets(c));
        assert_eq!(
            uri_to_iri(&uri).unwrap(),
            format!("http://example.com/a{c}b")
        );
    }
    // The case: a zero-width space between two letters.
    assert_eq!(
        uri_to_iri("http://example.com/a%E2%80%8Bb").unwrap(),
        "http://example.com/a%E2%80%8Bb"
    );
}

#[test]
fn s5_3_normalization_examples() {
    // 5.3.2: the two IRIs normalize to one.
    let a = normalize("example://a/b/c/%7Bfoo%7D/ros\u{e9}", false).unwrap();
    let b = normalize("eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros\u{e9}", false).unwrap();
    assert_eq!(a, "example://a/b/c/%7Bfoo%7D/ros\u{e9}");
    assert_eq!(b, a);
    // 5.3.2.3: percent-encoded iunreserved characters decoded.
    assert_eq!(
        normalize("http://www.example.org/r%C3%A9sum%C3%A9.html", false).unwrap(),
        "http://www.example.org/r\u{e9}sum\u{e9}.html"
    );
    assert_eq!(
        normalize("http://www.example.org/r\u{e9}sum\u{e9}.html", false).unwrap(),
        "http://www.example.org/r\u{e9}sum\u{e9}.html"
    );
    // 5.3.1's three spellings of one resource.
    for s in [
        "http://example.org/~user",
        "http://example.org/%7euser",
        "http://example.org/%7Euser",
    ] {
        assert_eq!(normalize(s, false).unwrap(), "http://example.org/~user");
    }
    // 5.3.2.2: NFC, when asked: "e" + U+0301 is U+00E9.
    assert_eq!(
        normalize("http://a/e\u{301}", true).unwrap(),
        "http://a/\u{e9}"
    );
    assert_eq!(
        normalize("http://a/e\u{301}", false).unwrap(),
        "http://a/e\u{301}"
    );
}

/// Section 5.3.3's scheme-based normalization (an empty path as `/`, a
/// default port dropped) is a step of its own, which `normalize` does not
/// take: it does section 5.3.2's syntax-based steps only, so these IRIs
/// come back as they are, and the ASCII case of the scheme and host is all
/// that changes in the last one (5.3.2.1).
#[test]
fn s5_3_3_scheme_based_steps_are_not_taken() {
    for s in [
        "http://\u{4f8b}.jp:80",
        "http://\u{4f8b}.jp",
        "https://r\u{e9}sum\u{e9}.example.org:443/",
        "http://example.com:/",
    ] {
        assert_eq!(normalize(s, false).unwrap(), s);
        assert_eq!(normalize(s, true).unwrap(), s);
    }
    assert_eq!(
        normalize("HTTP://\u{4f8b}.JP:80", false).unwrap(),
        "http://\u{4f8b}.jp:80"
    );
}

/// The valid URIs of the real URL lists (`tests/data/real-urls/`).
fn corpus() -> Vec<String> {
    let mut out = Vec::new();
    for path in crate::real_urls::paths() {
        let text = String::from_utf8(crate::real_urls::read(&path)).unwrap();
        out.extend(
            text.lines()
                .filter(|l| urigram::parse(l).is_ok())
                .map(str::to_owned),
        );
    }
    out
}

#[test]
fn to_uri_of_to_iri_is_equivalent_on_the_corpora() {
    let uris = corpus();
    assert!(uris.len() > 50_000, "{} corpus URIs", uris.len());
    let mut decoded = 0;
    for u in &uris {
        let iri = uri_to_iri(u).unwrap();
        // Nothing decoded: the IRI is the URI, which is ASCII, and maps to
        // itself (checked on the decoded ones, where it can go wrong).
        if iri == *u {
            continue;
        }
        decoded += 1;
        IriRef::parse(&iri).unwrap_or_else(|e| panic!("{u:?} maps to {iri:?}, no IRI: {e}"));
        let back = iri_to_uri(&iri).unwrap();
        assert_eq!(
            urigram::pct::normalize(&back),
            urigram::pct::normalize(u),
            "{u:?} -> {iri:?} -> {back:?}"
        );
    }
    // The corpora hold percent-encoded characters that do decode.
    assert!(decoded > 0, "nothing decoded in {} URIs", uris.len());
}

/// Section 3.1's IDNA option (the `idna` feature): the host by ToASCII.
#[cfg(feature = "idna")]
#[test]
fn s3_1_idna_example() {
    use urigram::grammars::rfc3987::{IdnaToUriError, iri_to_uri_idna};
    assert_eq!(
        iri_to_uri_idna("http://r\u{e9}sum\u{e9}.example.org").unwrap(),
        "http://xn--rsum-bpad.example.org"
    );
    // Only the host: the path is percent-encoded as section 3.1 says.
    assert_eq!(
        iri_to_uri_idna("http://r\u{e9}sum\u{e9}.example.org/r\u{e9}sum\u{e9}").unwrap(),
        "http://xn--rsum-bpad.example.org/r%C3%A9sum%C3%A9"
    );
    // An ASCII host, an IP literal: as written.
    assert_eq!(
        iri_to_uri_idna("http://[::1]/\u{e9}").unwrap(),
        "http://[::1]/%C3%A9"
    );
    // Not an IRI.
    assert!(matches!(
        iri_to_uri_idna("http://a/\u{fdd0}"),
        Err(IdnaToUriError::NotIri(_))
    ));
    // A label ToASCII refuses (a Punycode label that does not decode).
    assert!(matches!(
        iri_to_uri_idna("http://xn--\u{e9}.example/"),
        Err(IdnaToUriError::Host(_))
    ));
}
