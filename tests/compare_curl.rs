//! The `curl` reader of `compare` against libcurl's own URL API (7.88.1,
//! Debian's libcurl4-openssl-dev): `tests/data/compare/curl.jsonl`, made
//! by `scripts/compare_vectors_curl.sh` over the confusion catalog, the
//! WHATWG corpus's inputs and a sample of the real URL lists. Each row's
//! parts, or its `CURLUcode`'s name, equal libcurl's; a disagreement stands
//! only in `curl-disagreements.tsv`, with its reason, and an entry that no
//! longer disagrees fails.

use std::collections::BTreeMap;

use serde_json::Value;
use urigram::compare::{self, Reader};

/// The listed disagreements: input (a JSON string) and why.
fn disagreements() -> BTreeMap<String, String> {
    include_str!("data/compare/curl-disagreements.tsv")
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
        .map(|l| {
            let (input, why) = l.split_once('\t').unwrap();
            (serde_json::from_str(input).unwrap(), why.to_owned())
        })
        .collect()
}

/// What the reader gives, in the vectors' shape (without libcurl's
/// `strerror` text and zone ID, which the row does not hold, nor the
/// address glibc reads the host as, which [`curl_connects_where_getaddrinfo_would`]
/// checks).
fn row(input: &str, curl: Reader) -> Value {
    let c = compare::compare(input, &[curl]);
    let r = &c.readings()[0];
    match r.outcome() {
        Err(e) => serde_json::json!({"input": input, "valid": false, "error": e.message()}),
        Ok(p) => serde_json::json!({
            "input": input,
            "valid": true,
            "scheme": p.scheme,
            "userinfo": p.userinfo,
            "host": p.host,
            "port": p.port,
            "path": p.path,
            "query": p.query,
            "fragment": p.fragment,
        }),
    }
}

#[test]
fn curl_reads_as_libcurl_7_88() {
    let curl: Reader = "curl".parse().unwrap();
    assert_eq!(curl.release(), "7.88.1");
    let mut lines = include_str!("data/compare/curl.jsonl").lines();
    let version: Value = serde_json::from_str(lines.next().unwrap()).unwrap();
    assert_eq!(version["curl"], curl.release());
    let listed = disagreements();
    let (mut n, mut valid, mut seen) = (0, 0, Vec::new());
    let mut wrong = Vec::new();
    for line in lines {
        let mut want: Value = serde_json::from_str(line).unwrap();
        let object = want.as_object_mut().unwrap();
        object.remove("strerror");
        object.remove("zoneid");
        object.remove("numeric");
        let input = want["input"].as_str().unwrap();
        let got = row(input, curl);
        n += 1;
        valid += usize::from(want["valid"] == true);
        if listed.contains_key(input) {
            assert_ne!(got, want, "{input:?} is listed but agrees");
            seen.push(input.to_owned());
        } else if got != want {
            wrong.push(format!("{input:?}\n  libcurl: {want}\n  urigram: {got}"));
        }
    }
    assert!(
        wrong.is_empty(),
        "{} rows differ:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
    for input in listed.keys() {
        assert!(
            seen.contains(input),
            "{input:?} is listed but not in the vectors"
        );
    }
    assert!(n > 6_000 && valid > 3_000, "{n} {valid}");
}
