//! [`super::from_str`] and [`Json`]'s text held to serde_json, the reader
//! and writer they replace (with the `preserve_order` and
//! `arbitrary_precision` features the library used): on every case, the
//! same tree or the same error message at the same line and column, and
//! the same text written back. The cases are hand-written documents (every
//! error serde_json names, at the start, middle and end of a line) and
//! every prefix, one-byte deletion and one-byte substitution of them, so
//! that each branch of the reader meets its error at each position.

use super::read::from_str;
use super::value::{Json, Object};

/// serde_json's tree as ours: a number as its text (which
/// `arbitrary_precision` keeps), an object's members in its order.
fn ours(v: &serde_json::Value) -> Json {
    match v {
        serde_json::Value::Null => Json::Null,
        serde_json::Value::Bool(b) => Json::Bool(*b),
        serde_json::Value::Number(n) => Json::Number(n.to_string()),
        serde_json::Value::String(s) => Json::String(s.clone()),
        serde_json::Value::Array(a) => Json::Array(a.iter().map(ours).collect()),
        serde_json::Value::Object(m) => {
            let mut o = Object::new();
            for (k, v) in m {
                o.insert(k.clone(), ours(v));
            }
            Json::Object(o)
        }
    }
}

/// Reads `text` both ways; panics, naming it, where they differ.
fn same(text: &str) {
    match (
        serde_json::from_str::<serde_json::Value>(text),
        from_str(text),
    ) {
        (Ok(theirs), Ok(mine)) => {
            assert_eq!(mine, ours(&theirs), "tree of {text:?}");
            assert_eq!(mine.to_string(), theirs.to_string(), "text of {text:?}");
        }
        (Err(theirs), Err(mine)) => {
            assert_eq!(mine.to_string(), theirs.to_string(), "error of {text:?}");
            assert_eq!(
                (mine.line(), mine.column()),
                (theirs.line(), theirs.column()),
                "position of {text:?}"
            );
        }
        (theirs, mine) => panic!("{text:?}: serde_json {theirs:?}, ours {mine:?}"),
    }
}

/// Documents that reach every branch of the reader, valid and not.
const CASES: &[&str] = &[
    "",
    " ",
    "null",
    "true",
    "false",
    "nul",
    "nulx",
    "tru",
    "fals",
    "falsey",
    "0",
    "-0",
    "-",
    "-x",
    "01",
    "-01",
    "1.",
    "1.x",
    "1.5",
    "1.50e10",
    "1E3",
    "1e+3",
    "1e-3",
    "1e",
    "1ex",
    "1e+",
    "12345678901234567890123456789",
    "-9223372036854775808",
    "-9223372036854775809",
    "18446744073709551615",
    "18446744073709551616",
    "\"\"",
    "\"abc\"",
    "\"abc",
    "\"a\\",
    "\"a\\q\"",
    "\"\\\"\\\\\\/\\b\\f\\n\\r\\t\"",
    "\"\\u00e9\\u0041\"",
    "\"\\u00g9\"",
    "\"\\u00\"",
    "\"\\u00",
    "\"\\ud83d\\ude00\"",
    "\"\\ud83d\"",
    "\"\\ud83dx\"",
    "\"\\ud83d\\x\"",
    "\"\\ud83d\\u0041\"",
    "\"\\ude00\"",
    "\"\\ud83d\\",
    "\"\\ud83d",
    "\"a\u{1}b\"",
    "\"a\tb\"",
    "\"a\nb\"",
    "\"\u{7f}\u{e9}\u{1f600}\"",
    "[]",
    "[ ]",
    "[1]",
    "[1,2]",
    "[1 2]",
    "[1,]",
    "[1,",
    "[1",
    "[",
    "[,1]",
    "[1,,2]",
    "[[[]]]",
    "{}",
    "{ }",
    "{\"a\":1}",
    "{\"a\" : 1 , \"b\" : [true, null]}",
    "{\"a\":1,}",
    "{\"a\":1,",
    "{\"a\":1",
    "{\"a\"1}",
    "{\"a\"",
    "{\"a\":",
    "{a:1}",
    "{\"a\":1,b:2}",
    "{\"a\":1 \"b\":2}",
    "{",
    "{\"a\":1,\"a\":2,\"b\":3,\"a\":4}",
    "{\"b\":1,\"a\":2,\"b\":3}",
    "{\"\\u0061\":1,\"a\":2}",
    "1 2",
    "[] x",
    "  {\"fn\": \"quote\", \"args\": [\"a b\"], \"kwargs\": {\"safe\": \"/\"}}  ",
    "{\"fn\": \"urlencode\", \"args\": [{\"dict\": [[\"e\", 1000000000000000000000000000000]]}]}",
    "{\"q\": [\"a\", {}], \"n\": -0.0e-0}",
    "[\n  1,\n  2\n  3\n]",
    "{\n\"a\":\n\n  x}",
    "\r\n\t[1,\r\n2,]",
];

/// Every hand-written case, read alike.
#[test]
fn cases_read_as_serde_json_reads_them() {
    for text in CASES {
        same(text);
    }
}

/// Every prefix, one-byte deletion and one-byte substitution (by bytes
/// that matter to JSON) of every case, read alike.
#[test]
fn every_prefix_deletion_and_substitution_reads_alike() {
    const BYTES: &[u8] = b" \n\"\\,:[]{}0-.eE+uxtnf1\x01";
    let mut count = 0;
    for text in CASES {
        let b = text.as_bytes();
        let mut variants: Vec<Vec<u8>> = Vec::new();
        for i in 0..=b.len() {
            variants.push(b[..i].to_vec());
        }
        for i in 0..b.len() {
            let mut v = b.to_vec();
            v.remove(i);
            variants.push(v);
            for &x in BYTES {
                let mut v = b.to_vec();
                v[i] = x;
                variants.push(v);
            }
        }
        for v in variants {
            if let Ok(s) = String::from_utf8(v) {
                same(&s);
                count += 1;
            }
        }
    }
    assert!(count > 10_000, "{count} variants");
}

/// Nesting: serde_json takes 127 levels and refuses the 128th, at the
/// bracket; so does the reader, for arrays and objects alike.
#[test]
fn nesting_limit_is_serde_jsons() {
    for depth in [126, 127, 128, 129, 1000] {
        same(&format!("{}{}", "[".repeat(depth), "]".repeat(depth)));
        same(&"{\"a\":".repeat(depth));
        same(&format!(
            "{}1{}",
            "{\"a\":".repeat(depth),
            "}".repeat(depth)
        ));
    }
}

/// A repeated name keeps its first place and its last value over many
/// members, in one pass (no lookup a member): 20,000 members, half of them
/// repeats, read as serde_json's map reads them.
#[test]
fn many_repeated_names_read_alike() {
    let mut text = String::from("{");
    for i in 0..20_000 {
        if i > 0 {
            text.push(',');
        }
        text.push_str(&format!("\"k{}\":{i}", i % 10_000));
    }
    text.push('}');
    same(&text);
}
