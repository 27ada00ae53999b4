//! The `node-url` reader of `compare` against Node's own legacy
//! `url.parse` (v20.20.2): `tests/data/compare/node-url.jsonl`, made by
//! `scripts/compare_vectors_node_url.sh` over the confusion catalog, the
//! WHATWG corpus's inputs, inputs written for parse's steps, the URL
//! Standard's IDNA test hosts, seeded random inputs over parse's
//! delimiters and a sample of the real URL lists. Each row's
//! parts, or its error's code (or class), equal Node's; a disagreement
//! stands only in `node-url-disagreements.tsv`, with its reason, and an
//! entry that no longer disagrees fails.

use std::collections::BTreeMap;

use serde_json::Value;
use urigram::compare::{self, Reader};

/// The listed disagreements: input (a JSON string) and why.
fn disagreements() -> BTreeMap<String, String> {
    include_str!("data/compare/node-url-disagreements.tsv")
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
        .map(|l| {
            let (input, why) = l.split_once('\t').unwrap();
            (serde_json::from_str(input).unwrap(), why.to_owned())
        })
        .collect()
}

/// What the reader gives, in the vectors' shape.
fn row(input: &str, reader: Reader) -> Value {
    let c = compare::compare(input, &[reader]);
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
fn node_url_reads_as_node_20() {
    let node: Reader = "node-url".parse().unwrap();
    assert_eq!(node.release(), "v20.20.2");
    let mut lines = include_str!("data/compare/node-url.jsonl").lines();
    let version: Value = serde_json::from_str(lines.next().unwrap()).unwrap();
    assert_eq!(version["node"], node.release());
    let listed = disagreements();
    let (mut n, mut valid, mut seen) = (0, 0, Vec::new());
    let mut wrong = Vec::new();
    for line in lines {
        let want: Value = serde_json::from_str(line).unwrap();
        let input = want["input"].as_str().unwrap();
        let got = row(input, node);
        n += 1;
        valid += usize::from(want["valid"] == true);
        if listed.contains_key(input) {
            assert_ne!(got, want, "{input:?} is listed but agrees");
            seen.push(input.to_owned());
        } else if got != want {
            wrong.push(format!("{input:?}\n  node:    {want}\n  urigram: {got}"));
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
    assert!(n > 12_000 && valid > 10_000, "{n} {valid}");
}

/// Where Node's `http.request` would connect: `dns.lookup`, glibc's
/// `getaddrinfo`, which reads `inet_aton`'s forms as addresses (`0x7f.1`,
/// `010.0.0.1` and `2130706433` are 127.0.0.1 and 8.0.0.1 to
/// `getent ahosts`), IPv6 as written, and any other host as the name
/// `toASCII` made.
#[test]
fn node_url_connects_where_getaddrinfo_would() {
    let node: Reader = "node-url".parse().unwrap();
    let dest = |input: &str| {
        let c = compare::compare(input, &[node]);
        c.readings()[0]
            .destination()
            .and_then(|d| d.host.as_ref().map(|t| (t.to_string(), d.port)))
    };
    let some = |h: &str, p: u16| Some((h.to_owned(), Some(p)));
    assert_eq!(dest("http://127.0.0.1/"), some("127.0.0.1", 80));
    assert_eq!(dest("http://0x7f.1/"), some("127.0.0.1", 80));
    assert_eq!(dest("http://010.0.0.1/"), some("8.0.0.1", 80));
    assert_eq!(dest("http://2130706433/"), some("127.0.0.1", 80));
    assert_eq!(dest("https://[::1]:8443/"), some("[::1]", 8443));
    assert_eq!(dest("http://Example.COM./"), some("example.com", 80));
    assert_eq!(dest("http://faß.de/"), some("xn--fa-hia.de", 80));
    assert_eq!(
        dest("http://evil.example\\@good.example/"),
        some("evil.example", 80)
    );
    // Not a default reader: named only.
    assert!(!Reader::every(Default::default()).contains(&node));
    assert!(Reader::all(Default::default()).contains(&node));
}
