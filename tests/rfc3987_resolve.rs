//! RFC 3987 section 6.5: resolution of IRI references, by RFC 3986 section
//! 5.2's algorithm. RFC 3986 section 5.4's examples (every URI is an IRI)
//! and their IRI counterparts, and agreement with iri-string's IRI
//! resolution on references generated from `grammar/rfc3987.abnf`.

use proptest::prelude::*;
use urigram::grammars::rfc3987::{IriRef, resolve};

use crate::oracle::generate;
use crate::rfc3987_oracle::grammar;

#[test]
fn s6_5_rfc3986_section_5_4_examples() {
    use crate::rfc5_4::{ABNORMAL, BASE, NORMAL};
    for &(r, want) in NORMAL.iter().chain(ABNORMAL) {
        assert_eq!(resolve(BASE, r).unwrap(), want, "{r}");
    }
}

#[test]
fn s6_5_the_same_examples_with_characters_beyond_ascii() {
    // Section 5.4's base with "b" as U+00E9 and "c" as U+4F8B in its path,
    // and "g" as U+30D1 in the reference: the same moves.
    let base = "http://\u{e9}.jp/\u{e9}/\u{4f8b}/d;p?q";
    let cases = [
        ("\u{30d1}", "http://\u{e9}.jp/\u{e9}/\u{4f8b}/\u{30d1}"),
        ("./\u{30d1}/", "http://\u{e9}.jp/\u{e9}/\u{4f8b}/\u{30d1}/"),
        ("../../\u{30d1}", "http://\u{e9}.jp/\u{30d1}"),
        ("../../../\u{30d1}", "http://\u{e9}.jp/\u{30d1}"),
        ("//\u{30d1}", "http://\u{30d1}"),
        ("?\u{e000}", "http://\u{e9}.jp/\u{e9}/\u{4f8b}/d;p?\u{e000}"),
        (
            "#\u{30d1}",
            "http://\u{e9}.jp/\u{e9}/\u{4f8b}/d;p?q#\u{30d1}",
        ),
        ("", "http://\u{e9}.jp/\u{e9}/\u{4f8b}/d;p?q"),
        // Percent-encodings stay as written, "%2E" is no dot.
        (
            "%C3%A9/%2E%2E/g",
            "http://\u{e9}.jp/\u{e9}/\u{4f8b}/%C3%A9/%2E%2E/g",
        ),
    ];
    for (r, want) in cases {
        assert_eq!(resolve(base, r).unwrap(), want, "{r}");
    }
    // A relative base, or a reference that is no IRI, is refused.
    assert!(resolve("/\u{e9}", "a").is_err());
    assert_eq!(resolve(base, "a b").unwrap_err().offset(), 1);
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    /// iri-string resolves IRIs by the same algorithm; it takes `%2E` for a
    /// dot and repairs a path that would start with `//` without an
    /// authority (`/.`), as the RFC 3986 differential tests note, so those
    /// inputs are skipped.
    #[test]
    fn resolve_agrees_with_iri_string(
        base in generate::rule_in(grammar(), "absolute-IRI"),
        r in generate::rule_in(grammar(), "IRI-reference"),
    ) {
        use iri_string::types::{IriAbsoluteStr, IriReferenceStr};
        let (base, r) = (String::from_utf8(base).unwrap(), String::from_utf8(r).unwrap());
        prop_assume!(!base.to_ascii_lowercase().contains("%2e") && !r.to_ascii_lowercase().contains("%2e"));
        let ours = resolve(&base, &r).unwrap();
        let parsed = IriRef::parse(&ours).unwrap();
        prop_assume!(parsed.authority().is_some() || !parsed.path().as_str().starts_with("//"));
        let theirs = IriReferenceStr::new(r.as_str())
            .unwrap()
            .resolve_against(IriAbsoluteStr::new(&base).unwrap())
            .to_string();
        prop_assert_eq!(ours, theirs, "{} + {}", base, r);
    }
}
