//! Percent-encoding (RFC 3986 section 2): encode per component with exactly
//! the characters its rule allows, decode to bytes, UTF-8 or lossily.

use std::borrow::Cow;

use proptest::prelude::*;
use urigram::pct::{self, EncodeSet};

const SETS: [EncodeSet; 7] = [
    EncodeSet::Userinfo,
    EncodeSet::RegName,
    EncodeSet::Path,
    EncodeSet::Segment,
    EncodeSet::SegmentNzNc,
    EncodeSet::Query,
    EncodeSet::Fragment,
];

#[test]
fn s2_encodes_exactly_what_the_rule_forbids() {
    // Every ASCII character stays unencoded exactly when the component's rule
    // accepts it as a one-character string.
    for set in SETS {
        for b in 0u8..128 {
            let s = (b as char).to_string();
            let encoded = pct::encode(&s, set);
            let kept = encoded == s;
            assert_eq!(kept, set.rule().parse(&s).is_ok(), "{set:?} {s:?}");
            if !kept {
                assert_eq!(encoded, format!("%{b:02X}"));
            }
        }
    }
}

#[test]
fn s2_1_examples() {
    assert_eq!(pct::encode("a b", EncodeSet::Query), "a%20b");
    assert_eq!(pct::encode("100%", EncodeSet::Query), "100%25");
    assert_eq!(pct::encode("a/b?c", EncodeSet::Segment), "a%2Fb%3Fc");
    assert_eq!(pct::encode("a/b?c", EncodeSet::Query), "a/b?c");
    assert_eq!(pct::encode("a:b@c", EncodeSet::Userinfo), "a:b%40c");
    assert_eq!(pct::encode("a:b", EncodeSet::SegmentNzNc), "a%3Ab");
    assert_eq!(pct::encode("a:b", EncodeSet::RegName), "a%3Ab");
    // Section 2.5: non-ASCII text is encoded as UTF-8 octets.
    assert_eq!(pct::encode("é", EncodeSet::Path), "%C3%A9");
}

#[test]
fn nothing_to_change_borrows() {
    assert!(matches!(
        pct::encode("abc/d", EncodeSet::Path),
        Cow::Borrowed(_)
    ));
    assert!(matches!(pct::decode("abc"), Cow::Borrowed(_)));
    assert!(matches!(pct::decode_utf8("abc"), Ok(Cow::Borrowed(_))));
    assert!(matches!(pct::decode_utf8_lossy("abc"), Cow::Borrowed(_)));
    assert!(matches!(pct::normalize("%2F%C3"), Cow::Borrowed(_)));
}

#[test]
fn decode_forms() {
    assert_eq!(&*pct::decode("%41%4a%4A%"), b"AJJ%");
    assert_eq!(&*pct::decode("%G1%4"), b"%G1%4");
    let e = pct::decode_utf8("ok%C3%A9%C3").unwrap_err();
    assert_eq!(e.offset(), 8);
    let e = pct::decode_utf8("%E2%82").unwrap_err();
    assert_eq!(e.offset(), 0);
    assert_eq!(pct::decode_utf8_lossy("%C3%A9%FF"), "é\u{FFFD}");
}

#[test]
fn query_value_encodes_the_pair_delimiters_too() {
    // A query character stays, except "&" and "=" (which delimit pairs) and
    // "+" (which a form-encoded query reads as a space).
    for b in 0u8..128 {
        let s = (b as char).to_string();
        let encoded = pct::encode(&s, EncodeSet::QueryValue);
        let kept = encoded == s;
        let want = EncodeSet::Query.rule().parse(&s).is_ok() && !"&=+".contains(&*s);
        assert_eq!(kept, want, "{s:?}");
        assert_eq!(EncodeSet::QueryValue.keeps(b), want, "{s:?}");
        if !kept {
            assert_eq!(encoded, format!("%{b:02X}"));
        }
    }
    assert_eq!(EncodeSet::QueryValue.rule(), urigram::Rule::Query);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn query_value_encoding_is_a_query_and_decodes_back(s in any::<String>()) {
        let encoded = pct::encode(&s, EncodeSet::QueryValue);
        prop_assert_eq!(pct::decode_utf8(&encoded).unwrap(), s.as_str());
        prop_assert!(urigram::Rule::Query.parse(&encoded).is_ok());
        prop_assert!(!encoded.contains(['&', '=', '+']));
    }

    #[test]
    fn encode_then_decode_is_identity(s in any::<String>(), i in 0usize..7) {
        let set = SETS[i];
        let encoded = pct::encode(&s, set);
        prop_assert_eq!(pct::decode_utf8(&encoded).unwrap(), s.as_str());
        if !(set == EncodeSet::SegmentNzNc && s.is_empty()) {
            prop_assert!(set.rule().parse(&encoded).is_ok(), "{:?} {:?}", set, encoded);
        }
    }

    #[test]
    fn encode_bytes_then_decode_is_identity(b in proptest::collection::vec(any::<u8>(), 0..40)) {
        let encoded = pct::encode_bytes(&b, EncodeSet::Path);
        prop_assert_eq!(&*pct::decode(&encoded), &b[..]);
        prop_assert!(EncodeSet::Path.rule().parse(&encoded).is_ok());
    }
}
