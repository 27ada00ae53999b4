//! `urigram::java` against java.net.URI: every line of
//! `tests/data/java/vectors.jsonl` (the JDK's answers, made by
//! `scripts/java_vectors.sh` with the JDK version on its first line) must
//! come out the same: the verdict, the exception, its index, reason and
//! message, and every getter raw and decoded. The inputs are OpenJDK's own
//! Test.java strings, urigram's edge strings and 1,000 generated strings.
//! Each `Deviation`'s example is checked to be one: java and the RFC 2396
//! grammar part there. Parsing allocates nothing, and a long input takes
//! time in proportion.

use std::borrow::Cow;
use std::path::Path;

use serde_json::{Value, json};
use urigram::grammars::rfc2396::UriReference;
use urigram::java::{self, Deviation, Rejection, Uri};

fn opt(s: Option<impl AsRef<str>>) -> Value {
    s.map_or(Value::Null, |s| Value::String(s.as_ref().to_string()))
}

/// Our answer, in the shape of `JavaUri.java` (and `urigram java --json`).
fn answer(input: &str) -> Value {
    match java::parse(input) {
        Ok(u) => accepted(&u),
        Err(e @ Rejection::Syntax { .. }) => json!({
            "valid": false,
            "exception": e.exception(),
            "index": e.index(input),
            "reason": e.reason().map(|r| r.to_string()),
            "message": e.message(input),
        }),
        Err(e) => json!({
            "valid": false,
            "exception": e.exception(),
            "index": null,
            "reason": null,
            "message": e.message(input),
        }),
    }
}

fn accepted(u: &Uri<'_>) -> Value {
    json!({
        "valid": true,
        "opaque": u.is_opaque(),
        "scheme": opt(u.scheme()),
        "scheme_specific_part": u.raw_scheme_specific_part(),
        "authority": opt(u.raw_authority()),
        "userinfo": opt(u.raw_user_info()),
        "host": opt(u.host()),
        "port": if u.port() < 0 { Value::Null } else { json!(u.port()) },
        "path": opt(u.raw_path()),
        "query": opt(u.raw_query()),
        "fragment": opt(u.raw_fragment()),
        "decoded": {
            "scheme_specific_part": u.scheme_specific_part(),
            "authority": opt(u.authority()),
            "userinfo": opt(u.user_info()),
            "path": opt(u.path()),
            "query": opt(u.query()),
            "fragment": opt(u.fragment()),
        },
    })
}

/// The vectors: `(source, input, the JDK's answer)`.
fn vectors() -> Vec<(String, String, Value)> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/java/vectors.jsonl");
    let text = std::fs::read_to_string(path).unwrap();
    let mut lines = text.lines();
    let head: Value = serde_json::from_str(lines.next().unwrap()).unwrap();
    assert!(
        head["jdk_version"].as_str().unwrap().contains("\"17."),
        "{head}"
    );
    lines
        .map(|l| {
            let v: Value = serde_json::from_str(l).unwrap();
            let s = |k: &str| v[k].as_str().unwrap().to_string();
            (s("source"), s("input"), v["jdk"].clone())
        })
        .collect()
}

#[test]
fn java_uri_equals_the_jdk_on_every_vector() {
    let vectors = vectors();
    let count = |s: &str| vectors.iter().filter(|v| v.0 == s).count();
    assert_eq!(
        (count("openjdk"), count("edge"), count("generated")),
        (222, 190, 1000)
    );
    let accepted = vectors.iter().filter(|v| v.2["valid"] == true).count();
    assert!(
        accepted > 400 && accepted < vectors.len() - 300,
        "{accepted}"
    );
    let differ: Vec<String> = vectors
        .iter()
        .filter(|(_, input, jdk)| answer(input) != *jdk)
        .map(|(src, input, jdk)| {
            format!(
                "{src} {input:?}\n  jdk     {jdk}\n  urigram {}",
                answer(input)
            )
        })
        .collect();
    assert!(
        differ.is_empty(),
        "{} differ:\n{}",
        differ.len(),
        differ.join("\n")
    );
}

/// Each deviation's example, and what shows that java departs from the
/// RFC 2396 grammar there.
#[test]
fn each_deviation_is_one() {
    let jdk = |input: &str| {
        vectors()
            .into_iter()
            .find(|v| v.1 == input)
            .unwrap_or_else(|| panic!("{input:?} is not in the vectors"))
            .2
    };
    let grammar_ok = |s: &str| UriReference::parse(s).is_ok();
    let cases: &[(Deviation, &str, bool)] = &[
        // (deviation, example, java accepts it)
        (Deviation::OtherCharacters, "http://h/\u{e9}", true),
        (Deviation::EmptyAuthority, "file:///x", true),
        (Deviation::EmptyPath, "?y", true),
        (Deviation::ScopeId, "http://[fe80::1%eth0]/", true),
        (Deviation::RegistryFallback, "http://999.1.1.1/", true),
        (Deviation::DigitLabel, "http://7up/", true),
        (Deviation::Ipv4Digits, "http://0001.2.3.4/", true),
        (Deviation::OpaqueBracket, "s:[x]", true),
        (Deviation::ComponentIndex, "//a b/", false),
        (
            Deviation::UncheckedNumberFormat,
            "http://[::99999999999.1.1.1]/",
            false,
        ),
    ];
    for (d, input, ok) in cases {
        let j = jdk(input);
        assert_eq!(j["valid"], *ok, "{d:?} {input:?}: {j}");
        assert_eq!(answer(input), j, "{d:?} {input:?}");
        match d {
            // The grammar accepts; java reads the authority otherwise.
            Deviation::EmptyAuthority => {
                assert!(grammar_ok(input));
                assert_eq!(j["authority"], Value::Null);
            }
            Deviation::RegistryFallback => {
                assert!(grammar_ok(input));
                assert_eq!(
                    (&j["authority"], &j["host"]),
                    (&json!("999.1.1.1"), &Value::Null)
                );
            }
            Deviation::ComponentIndex => {
                let g = UriReference::parse(input).unwrap_err().offset();
                assert_eq!((j["index"].as_i64(), g), (Some(2), 3));
            }
            Deviation::UncheckedNumberFormat => {
                // Both reject; java's rejection is no URISyntaxException.
                assert!(!grammar_ok(input));
                assert_eq!(j["exception"], "java.lang.NumberFormatException");
            }
            // The grammar reads a registry name where java reads a host.
            Deviation::DigitLabel | Deviation::Ipv4Digits => {
                let r = UriReference::parse(input).unwrap();
                assert!(r.absolute().unwrap().server().is_none(), "{d:?}");
                assert!(j["host"].is_string(), "{d:?}");
            }
            // The grammar rejects what java accepts.
            _ => assert!(!grammar_ok(input), "{d:?} {input:?}"),
        }
    }
}

#[test]
fn parsing_allocates_nothing() {
    for input in [
        // The common shape, which one pass reads (src/java/quick.rs).
        "https://en.wikipedia.org:443/wiki/A_(b)?q=%41#f",
        "http://u@[::1%eth0]:80/a%20b?q#f",
        "mailto:a@b",
        "//a_b/",
        "http://h/a b",
    ] {
        let _ = java::parse(input);
        let n = allocation_counter::measure(|| {
            let _ = std::hint::black_box(java::parse(std::hint::black_box(input)));
        });
        assert_eq!(n.count_total, 0, "{input:?}");
    }
}

/// A long input of each shape: parsing and decoding take one pass.
#[test]
fn long_inputs_are_read_in_one_pass() {
    let n = 200_000;
    let shapes = [
        format!("http://h/{}", "a".repeat(n)),
        format!("http://{}/", "a.".repeat(n)),
        format!("http://{}/", "1".repeat(n)),
        format!("http://[{}]/", "1:".repeat(n)),
        format!("s:{}", "%41".repeat(n)),
        format!("//{}", "%41@".repeat(n)),
        format!("http://h/{}%zz", "\u{e9}".repeat(n)),
    ];
    for s in &shapes {
        let start = std::time::Instant::now();
        if let Ok(u) = java::parse(s) {
            let _ = (u.scheme_specific_part(), u.path(), u.authority());
        }
        // Generous: a quadratic reading of 200,000 units takes minutes.
        assert!(start.elapsed().as_secs() < 5, "{}", &s[..20]);
    }
    assert_eq!(
        java::decode_utf8(b"a\xffb"),
        Cow::<str>::Owned("a\u{FFFD}b".into())
    );
}
