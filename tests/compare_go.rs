//! The `go` reader of `compare` against Go's own `net/url.Parse`
//! (go1.19.8, Debian's golang-go): `tests/data/compare/go.jsonl`, made by
//! `scripts/compare_vectors_go.sh` over the confusion catalog, the WHATWG
//! corpus's inputs and a sample of the real URL lists. Each row's parts,
//! or its error in Go's words, equal Go's; a disagreement stands only in
//! `go-disagreements.tsv`, with its reason, and an entry that no longer
//! disagrees fails.

use std::collections::BTreeMap;

use serde_json::Value;
use urigram::compare::{self, Reader};

/// The listed disagreements: input (a JSON string) and why.
fn disagreements() -> BTreeMap<String, String> {
    include_str!("data/compare/go-disagreements.tsv")
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
        .map(|l| {
            let (input, why) = l.split_once('\t').unwrap();
            (serde_json::from_str(input).unwrap(), why.to_owned())
        })
        .collect()
}

/// What the reader gives, in the vectors' shape.
fn row(input: &str, go: Reader) -> Value {
    let c = compare::compare(input, &[go]);
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
fn go_reads_as_go_1_19() {
    let go: Reader = "go".parse().unwrap();
    assert_eq!(go.release(), "go1.19.8");
    let mut lines = include_str!("data/compare/go.jsonl").lines();
    let version: Value = serde_json::from_str(lines.next().unwrap()).unwrap();
    assert_eq!(version["go"], go.release());
    let listed = disagreements();
    let (mut n, mut valid, mut seen) = (0, 0, Vec::new());
    let mut wrong = Vec::new();
    for line in lines {
        let want: Value = serde_json::from_str(line).unwrap();
        let input = want["input"].as_str().unwrap();
        let got = row(input, go);
        n += 1;
        valid += usize::from(want["valid"] == true);
        if listed.contains_key(input) {
            assert_ne!(got, want, "{input:?} is listed but agrees");
            seen.push(input.to_owned());
        } else if got != want {
            wrong.push(format!("{input:?}\n  go:      {want}\n  urigram: {got}"));
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
    assert!(n > 6_000 && valid > 5_000, "{n} {valid}");
}

/// Where Go's client would connect: `net.ParseIP` reads dotted decimal
/// only (`0x7f.1` and `010.0.0.1` are names to Go, addresses to
/// `inet_aton`), IPv6 as written with its zone, and no IDNA.
#[test]
fn go_connects_where_net_dial_would() {
    let go: Reader = "go".parse().unwrap();
    let dest = |input: &str| {
        let c = compare::compare(input, &[go]);
        c.readings()[0]
            .destination()
            .and_then(|d| d.host.as_ref().map(|t| (t.to_string(), d.port)))
    };
    let some = |h: &str, p: u16| Some((h.to_owned(), Some(p)));
    assert_eq!(dest("http://127.0.0.1/"), some("127.0.0.1", 80));
    assert_eq!(dest("http://0x7f.1/"), some("0x7f.1", 80));
    assert_eq!(dest("http://010.0.0.1/"), some("010.0.0.1", 80));
    assert_eq!(dest("https://[::1]:8443/"), some("[::1]", 8443));
    assert_eq!(dest("http://[fe80::1%25eth0]/"), some("[fe80::1%eth0]", 80));
    assert_eq!(dest("http://Example.COM./"), some("example.com", 80));
    assert_eq!(dest("http://faß.de/"), None);
    // Not a default reader: named only.
    assert!(!Reader::every(Default::default()).contains(&go));
    assert!(Reader::all(Default::default()).contains(&go));
}
