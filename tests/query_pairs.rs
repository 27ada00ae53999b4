//! `Query::pairs` (application/x-www-form-urlencoded, as the WHATWG URL
//! Standard parses it) against CPython's `parse_qsl(q, keep_blank_values=True)`,
//! whose rules coincide with it, on hand-picked queries and on the 2,100
//! queries of a real URL list (`scripts/gen_query_pairs.py`); and
//! `EncodeSet::QueryValue` round trips.

use proptest::prelude::*;
use serde_json::Value;
use urigram::pct::{self, EncodeSet};
use urigram::{Uri, UriString};

fn pairs(query: &str) -> Vec<(String, String)> {
    let text = format!("http://h/?{query}");
    Uri::parse(&text)
        .unwrap()
        .query_pairs()
        .map(|(k, v)| (k.into_owned(), v.into_owned()))
        .collect()
}

#[test]
fn agrees_with_cpython_parse_qsl() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/query_pairs/cpython.json"
    );
    let doc: Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    let cases = doc["cases"].as_array().unwrap();
    assert!(cases.len() >= 2000, "{} cases", cases.len());
    for case in cases {
        let query = case["query"].as_str().unwrap();
        let want: Vec<(String, String)> = case["pairs"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| {
                (
                    p[0].as_str().unwrap().to_string(),
                    p[1].as_str().unwrap().to_string(),
                )
            })
            .collect();
        assert_eq!(pairs(query), want, "query {query:?}");
    }
}

#[test]
fn no_query_no_pairs_and_borrowed_when_plain() {
    let u = Uri::parse("http://h/p").unwrap();
    assert_eq!(u.query_pairs().count(), 0);
    let u = UriString::parse("http://h/?a=1&b").unwrap();
    let got: Vec<_> = u.query_pairs().collect();
    assert!(matches!(got[0].0, std::borrow::Cow::Borrowed("a")));
    assert_eq!(got.len(), 2);
}

proptest! {
    /// What `EncodeSet::QueryValue` encodes comes back exactly, whatever the
    /// name and value hold (`&`, `=`, `+`, `%`, `#`, non-ASCII).
    #[test]
    fn query_value_encoding_round_trips(
        k in "[a-z&=+%# /?é\u{1F600}]{0,8}",
        v in "[a-z&=+%# /?é\u{1F600}]{0,8}",
    ) {
        let query = format!(
            "{}={}&x",
            pct::encode(&k, EncodeSet::QueryValue),
            pct::encode(&v, EncodeSet::QueryValue)
        );
        prop_assert_eq!(pairs(&query), vec![(k, v), ("x".to_string(), String::new())]);
    }
}
