//! The Rust face of the quote half of `urigram::urllib`: quote, unquote,
//! parse_qs(l), urlencode, codecs and Python's repr. Expected values were
//! typed from CPython 3.11.7's output (the golden corpus covers the
//! Python-typed face through `urllib::call`); the properties at the end are
//! round trips that hold by definition.

use std::borrow::Cow;

use proptest::prelude::*;
use urigram::urllib::{
    self, Codec, Direction, ParseQs, Quote, QuoteVia, Unquote, UrlEncode, quote, quote_from_bytes,
    quote_plus, repr_bytes, repr_str, unquote, unquote_to_bytes,
};

fn pairs<'a>(v: &[(&'a str, &'a str)]) -> Vec<(Cow<'a, str>, Cow<'a, str>)> {
    v.iter()
        .map(|&(k, v)| (Cow::from(k), Cow::from(v)))
        .collect()
}

#[test]
fn quote_matches_python_defaults() {
    assert_eq!(quote("/El Niño/~x?y=1"), "/El%20Ni%C3%B1o/~x%3Fy%3D1");
    assert_eq!(quote_plus("a b&c=d/é"), "a+b%26c%3Dd%2F%C3%A9");
    assert_eq!(
        quote_from_bytes(b"\x00 ~\x7f\x80\xff", b" "),
        "%00 ~%7F%80%FF"
    );
    assert_eq!(Quote::plus().safe("+").quote("a b").unwrap(), "a+b");
}

#[test]
fn quote_borrows_when_nothing_needs_quoting() {
    assert!(matches!(quote("abc/-._~"), Cow::Borrowed("abc/-._~")));
    assert!(matches!(quote_plus("abc"), Cow::Borrowed("abc")));
    assert!(matches!(unquote("a+b"), Cow::Borrowed("a+b")));
    assert!(matches!(unquote_to_bytes(b"ab"), Cow::Borrowed(b"ab")));
}

#[test]
fn quote_with_encodings_and_error_handlers() {
    let latin1 = Quote::new().encoding("latin-1");
    assert_eq!(
        latin1
            .clone()
            .errors("xmlcharrefreplace")
            .quote("é€")
            .unwrap(),
        "%E9%26%238364%3B"
    );
    assert_eq!(
        Quote::new().encoding("cp1252").quote("é€").unwrap(),
        "%E9%80"
    );
    // EBCDIC: the byte of ÿ in code page 037 is 0xDF.
    assert_eq!(Quote::new().encoding("cp037").quote("ÿ").unwrap(), "%DF");
    let err = Quote::new().encoding("ascii").quote("éab€€").unwrap_err();
    assert_eq!(err.type_name, "UnicodeEncodeError");
    assert_eq!(
        err.message,
        "'ascii' codec can't encode character '\\xe9' in position 0: ordinal not in range(128)"
    );
    let err = Quote::new().encoding("klingon").quote("x").unwrap_err();
    assert_eq!(
        (err.type_name, err.message.as_str()),
        ("LookupError", "unknown encoding: klingon")
    );
    // An empty string is never encoded, so a bad encoding goes unnoticed.
    assert_eq!(Quote::new().encoding("klingon").quote("").unwrap(), "");
}

#[test]
fn unquote_replaces_and_reports_like_python() {
    assert_eq!(unquote("%E9%ZZ%c3%a9%F0%9F%98"), "\u{fffd}%ZZé\u{fffd}");
    let strict = Unquote::new().errors("strict");
    // Each ASCII run is decoded on its own; positions count from its start.
    assert_eq!(
        strict.unquote("ab%C3%28é%FF").unwrap_err().message,
        "'utf-8' codec can't decode byte 0xc3 in position 2: invalid continuation byte"
    );
    assert_eq!(
        strict.unquote("é%FF").unwrap_err().message,
        "'utf-8' codec can't decode byte 0xff in position 0: invalid start byte"
    );
    let cp1252 = Unquote::new().encoding("cp1252").errors("backslashreplace");
    assert_eq!(cp1252.unquote("%80%81").unwrap(), "€\\x81");
    assert_eq!(&*unquote_to_bytes(b"%zz%4a%4Ag%"), b"%zzJJg%");
    // No `%`: nothing is decoded, so the encoding is never looked up.
    assert_eq!(
        Unquote::new().encoding("klingon").unquote("abc").unwrap(),
        "abc"
    );
}

#[test]
fn parse_qs_options() {
    let p = ParseQs::new().separator(";").keep_blank_values(true);
    assert_eq!(
        p.parse_qsl("a=1;b=2&c").unwrap(),
        pairs(&[("a", "1"), ("b", "2&c")])
    );
    let err = ParseQs::new()
        .strict_parsing(true)
        .parse_qsl("a=1&b's")
        .unwrap_err();
    assert_eq!(err.message, "bad query field: \"b's\"");
    let err = ParseQs::new()
        .max_num_fields(Some(2))
        .parse_qsl("a=1&b=2&c=3")
        .unwrap_err();
    assert_eq!(err.message, "Max number of fields exceeded");
    assert_eq!(
        ParseQs::new().parse_qs_bytes(b"a=1&a=2&b=%41").unwrap(),
        vec![
            (b"a".to_vec(), vec![b"1".to_vec(), b"2".to_vec()]),
            (b"b".to_vec(), vec![b"A".to_vec()])
        ]
    );
    let err = ParseQs::new().parse_qsl_bytes(b"a=%C3%A9").unwrap_err();
    assert_eq!(err.type_name, "UnicodeEncodeError");
    assert_eq!(
        err.message,
        "'ascii' codec can't encode character '\\xe9' in position 0: ordinal not in range(128)"
    );
    let err = ParseQs::new().separator("").parse_qsl("a").unwrap_err();
    assert_eq!(err.message, "Separator must be of type string or bytes.");
}

#[test]
fn urlencode_parts() {
    use urllib::Part;
    let e = UrlEncode::new().quote_via(QuoteVia::Quote).safe("/");
    let got = e
        .encode([
            (Part::Str("a b"), Part::Str("c/d")),
            (Part::Bytes(b"\xff"), Part::Bytes(b"x y")),
        ])
        .unwrap();
    assert_eq!(got, "a%20b=c/d&%FF=x%20y");
    assert_eq!(urllib::urlencode([("k", "v1"), ("k", "v 2")]), "k=v1&k=v+2");
}

#[test]
fn urlencode_through_call_uses_python_str() {
    use urllib::PyValue::{Dict, Int, Str, Tuple};
    let query = Dict(vec![(
        Str("k".into()),
        Tuple(vec![Str("v1".into()), Int(2)]),
    )]);
    let got = urllib::call("urlencode", &[query], &[]).unwrap();
    assert_eq!(got, Str("k=%28%27v1%27%2C+2%29".into()));
}

#[test]
fn codec_names_resolve_like_codecs_lookup() {
    for name in ["utf8", "UTF-8", "u8", "utf_8", " utf 8 "] {
        assert_eq!(Codec::lookup(name, Direction::Encode).unwrap(), Codec::Utf8);
    }
    for name in ["latin1", "ISO-8859-1", "l1", "iso_8859_1", "charmap"] {
        assert_eq!(
            Codec::lookup(name, Direction::Decode).unwrap(),
            Codec::Latin1
        );
    }
    let Codec::Charmap(map) = Codec::lookup("windows-1252", Direction::Encode).unwrap() else {
        panic!("cp1252 is a charmap codec");
    };
    assert_eq!(map.name(), "cp1252");
    assert_eq!(map.decode_byte(0x80), Some('€'));
    assert_eq!(map.decode_byte(0x81), None);
    let err = Codec::lookup("rot13", Direction::Decode).unwrap_err();
    assert_eq!(
        err.message,
        "'rot13' is not a text encoding; use codecs.decode() to handle arbitrary codecs"
    );
    assert_eq!(
        Codec::lookup("u.t.f.8", Direction::Encode)
            .unwrap_err()
            .message,
        "unknown encoding: u.t.f.8"
    );
}

#[test]
fn python_repr() {
    assert_eq!(
        repr_str("it's \"x\"\t\u{85}\u{2028}é😀"),
        r#"'it\'s "x"\t\x85\u2028é😀'"#
    );
    assert_eq!(repr_bytes(b"\x00'a"), r#"b"\x00'a""#);
}

/// Python's `unquote_to_bytes` on ASCII text, written out here so that
/// [`python_unquote`] owes nothing to urigram's decoder: a `%` followed by
/// two hexadecimal digits (either case) is the byte they spell, anything
/// else is kept as it is, a `%` without its two digits included.
fn percent_decode_by_hand(ascii: &str) -> Vec<u8> {
    let b = ascii.as_bytes();
    let hex = |c: u8| match c {
        b'0'..=b'9' => Some(c - b'0'),
        b'a'..=b'f' => Some(c - b'a' + 10),
        b'A'..=b'F' => Some(c - b'A' + 10),
        _ => None,
    };
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        let pair = (b[i] == b'%')
            .then(|| Some((hex(*b.get(i + 1)?)?, hex(*b.get(i + 2)?)?)))
            .flatten();
        match pair {
            Some((hi, lo)) => {
                out.push(hi << 4 | lo);
                i += 3;
            }
            None => {
                out.push(b[i]);
                i += 1;
            }
        }
    }
    out
}

#[test]
fn percent_decode_by_hand_is_cpythons_unquote_to_bytes() {
    // Values from CPython 3.11's urllib.parse.unquote_to_bytes.
    assert_eq!(percent_decode_by_hand("%zz%4a%4Ag%"), b"%zzJJg%");
    assert_eq!(percent_decode_by_hand("%%41%4"), b"%A%4");
    assert_eq!(percent_decode_by_hand("%e9%C3%A9%"), b"\xe9\xc3\xa9%");
}

/// Python's `unquote` written out, independently of urigram's decoder: each
/// maximal run of ASCII characters percent-decoded ([`percent_decode_by_hand`])
/// and decoded as UTF-8 with replacement on its own (`from_utf8_lossy`
/// replaces maximal invalid subparts, as CPython does), the non-ASCII text
/// between runs kept.
fn python_unquote(s: &str) -> String {
    let mut out = String::new();
    let mut rest = s;
    while let Some(&first) = rest.as_bytes().first() {
        let ascii = first.is_ascii();
        let end = rest
            .bytes()
            .position(|b| b.is_ascii() != ascii)
            .unwrap_or(rest.len());
        let (run, tail) = rest.split_at(end);
        if ascii {
            out.push_str(&String::from_utf8_lossy(&percent_decode_by_hand(run)));
        } else {
            out.push_str(run);
        }
        rest = tail;
    }
    out
}

/// `unquote` and `unquote_plus` agree with Python's definition
/// ([`python_unquote`]) on every sequence of up to four escapes drawn from
/// the bytes at the edges of UTF-8's ranges, alone and between literal text:
/// valid characters, overlong forms, surrogates, code points past U+10FFFF,
/// stray continuation bytes, truncated characters.
#[test]
fn escaped_characters_agree_with_the_exact_path() {
    let edges: [u8; 22] = [
        0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF, 0xE0, 0xE1,
        0xED, 0xEF, 0xF0, 0xF4, 0xF5, 0xF8, 0xFF,
    ];
    let mut seqs: Vec<Vec<u8>> = edges.iter().map(|&a| vec![a]).collect();
    for _ in 1..4 {
        let longer: Vec<Vec<u8>> = seqs
            .iter()
            .filter(|s| s.len() < 4 && s.iter().any(|&b| b >= 0xC0))
            .flat_map(|s| {
                edges.iter().map(move |&b| {
                    let mut t = s.clone();
                    t.push(b);
                    t
                })
            })
            .collect();
        seqs.extend(longer);
        seqs.sort();
        seqs.dedup();
    }
    for seq in &seqs {
        let escaped: String = seq.iter().map(|b| format!("%{b:02X}")).collect();
        for s in [
            escaped.clone(),
            format!("a{escaped}b"),
            format!("é/{escaped}+x"),
        ] {
            assert_eq!(unquote(&s), python_unquote(&s), "{s}");
            assert_eq!(
                urllib::unquote_plus(&s),
                python_unquote(&s.replace('+', " ")),
                "{s}"
            );
        }
    }
}

proptest! {
    #[test]
    fn unquote_inverts_quote(s in "\\PC*") {
        let quoted = quote(&s);
        prop_assert!(quoted.bytes().all(|b| b.is_ascii_graphic()));
        prop_assert_eq!(unquote(&quoted), s.as_str());
    }

    #[test]
    fn unquote_plus_inverts_quote_plus(s in "\\PC*") {
        let quoted = quote_plus(&s);
        prop_assert_eq!(urllib::unquote_plus(&quoted), s.as_str());
    }

    #[test]
    fn unquote_to_bytes_inverts_quote_from_bytes(b in proptest::collection::vec(any::<u8>(), 0..64)) {
        let quoted = quote_from_bytes(&b, b"");
        prop_assert_eq!(&*unquote_to_bytes(quoted.as_bytes()), b.as_slice());
    }

    /// The one-pass decoder against Python's algorithm written out
    /// ([`python_unquote`]).
    #[test]
    fn unquote_decodes_each_ascii_run_on_its_own(
        s in "(%[0-9a-fA-F]{2}|%[c-fC-F][0-9a-fA-F]|%[89abAB][0-9a-fA-F]|%|[a+=&]|é|東|😀)*"
    ) {
        let expected = python_unquote(&s);
        prop_assert_eq!(unquote(&s), expected.as_str());
        let spaced = s.replace('+', " ");
        prop_assert_eq!(urllib::unquote_plus(&s), unquote(&spaced));
    }

    /// parse_qsl is Python's definition (split on the separator, then on
    /// the first `=`, then `unquote_plus` both), whichever way it splits
    /// the query (bit masks for 8 to 126 bytes, a loop over the bytes
    /// otherwise), and borrows exactly the names and values that hold no
    /// `%` and no `+`.
    #[test]
    fn parse_qsl_is_split_then_unquote_plus_and_borrows(
        s in "([a=&;+%]|%[0-9a-fA-F]{2}|é){0,60}"
    ) {
        for (p, sep, keep) in [
            (ParseQs::new(), "&", false),
            (ParseQs::new().keep_blank_values(true).separator(";"), ";", true),
        ] {
            let got = p.parse_qsl(&s).unwrap();
            let raw: Vec<(&str, &str)> = s
                .split(sep)
                .filter(|f| !f.is_empty())
                .filter_map(|f| match f.split_once('=') {
                    Some(nv) => Some(nv),
                    None => keep.then_some((f, "")),
                })
                .filter(|(_, v)| keep || !v.is_empty())
                .collect();
            let want: Vec<(String, String)> = raw
                .iter()
                .map(|(n, v)| (urllib::unquote_plus(n).into_owned(), urllib::unquote_plus(v).into_owned()))
                .collect();
            let owned: Vec<(String, String)> = got
                .iter()
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect();
            prop_assert_eq!(&owned, &want);
            let parts = got.iter().zip(&raw).flat_map(|((k, v), (n, w))| [(k, n), (v, w)]);
            for (part, raw) in parts {
                prop_assert_eq!(matches!(part, Cow::Borrowed(_)), !raw.contains(['%', '+']), "{}", raw);
            }
        }
    }

    /// Only that nothing panics: `errors="strict"` may refuse the text,
    /// with an error or not, and what it returns is not checked here.
    #[test]
    fn strict_unquote_and_parse_qsl_do_not_panic(s in "[%0-9a-fA-F+é\u{80}-\u{10ffff}]*") {
        let _ = Unquote::new().errors("strict").unquote(&s);
        let _ = ParseQs::new().strict_parsing(true).parse_qsl(&s);
    }
}
