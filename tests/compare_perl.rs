//! The `perl` reader of `compare` against Perl's own URI module (URI
//! 5.17 under perl 5.36, Debian's liburi-perl): `tests/data/compare/perl.jsonl`,
//! made by `scripts/compare_vectors_perl.sh` over the confusion catalog,
//! the WHATWG corpus's inputs, a sample of the real URL lists, inputs
//! reaching each branch, 1,000 random ones and 508 that are not UTF-8
//! (`input_hex`, given to Perl as byte strings). Each
//! row's parts equal what `URI->new` and its accessors give; a
//! disagreement stands only in `perl-disagreements.tsv`, with its reason,
//! and an entry that no longer disagrees fails.

use std::collections::BTreeMap;

use serde_json::Value;
use urigram::compare::{self, Reader};

/// The listed disagreements: input (a JSON string) and why.
fn disagreements() -> BTreeMap<String, String> {
    include_str!("data/compare/perl-disagreements.tsv")
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
        .map(|l| {
            let (input, why) = l.split_once('\t').unwrap();
            (serde_json::from_str(input).unwrap(), why.to_owned())
        })
        .collect()
}

/// The bytes of a row's `input_hex`.
fn unhex(hex: &str) -> Vec<u8> {
    (0..hex.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&hex[i..i + 2], 16).unwrap())
        .collect()
}

/// What the reader gives for `input`, in the vectors' shape (`key` and
/// `shown` are the row's input field and its value).
fn row(input: &[u8], key: &str, shown: &str, perl: Reader) -> Value {
    let c = compare::compare(input, &[perl]);
    let r = &c.readings()[0];
    match r.outcome() {
        Err(e) => serde_json::json!({key: shown, "valid": false, "error": e.message()}),
        Ok(p) => serde_json::json!({
            key: shown,
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
fn perl_reads_as_uri_5_17() {
    let perl: Reader = "perl".parse().unwrap();
    assert_eq!(perl.release(), "URI 5.17");
    let mut lines = include_str!("data/compare/perl.jsonl").lines();
    let version: Value = serde_json::from_str(lines.next().unwrap()).unwrap();
    assert_eq!(version["perl"], "URI 5.17, perl 5.36.0");
    let listed = disagreements();
    let (mut n, mut valid, mut bytes, mut seen) = (0, 0, 0, Vec::new());
    let mut wrong = Vec::new();
    for line in lines {
        let want: Value = serde_json::from_str(line).unwrap();
        let got = if let Some(hex) = want["input_hex"].as_str() {
            bytes += 1;
            row(&unhex(hex), "input_hex", hex, perl)
        } else {
            let input = want["input"].as_str().unwrap();
            row(input.as_bytes(), "input", input, perl)
        };
        let input = want["input"]
            .as_str()
            .or(want["input_hex"].as_str())
            .unwrap();
        n += 1;
        valid += usize::from(want["valid"] == true);
        if listed.contains_key(input) {
            assert_ne!(got, want, "{input:?} is listed but agrees");
            seen.push(input.to_owned());
        } else if got != want {
            wrong.push(format!("{input:?}\n  perl:    {want}\n  urigram: {got}"));
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
    assert!(
        n > 8_400 && valid == n && bytes > 500,
        "{n} {valid} {bytes}"
    );
}

/// Where Go's client would connect: `net.ParseIP` reads dotted decimal
/// only (`0x7f.1` and `010.0.0.1` are names to Go, addresses to
/// `inet_aton`), IPv6 as written with its zone, and no IDNA.
/// Where LWP would connect: glibc's `getaddrinfo`, whose `inet_aton`
/// reads `0x7f.1` and `010.0.0.1` as addresses (expected values from
/// `getent ahosts` on glibc 2.36), on the host `->host` gives and the port
/// `->port` fills in.
#[test]
fn perl_connects_where_getaddrinfo_would() {
    let perl: Reader = "perl".parse().unwrap();
    let dest = |input: &str| {
        let c = compare::compare(input, &[perl]);
        c.readings()[0]
            .destination()
            .and_then(|d| d.host.as_ref().map(|t| (t.to_string(), d.port)))
    };
    let some = |h: &str, p: u16| Some((h.to_owned(), Some(p)));
    assert_eq!(dest("http://127.0.0.1/"), some("127.0.0.1", 80));
    assert_eq!(dest("http://0x7f.1/"), some("127.0.0.1", 80));
    assert_eq!(dest("http://010.0.0.1/"), some("8.0.0.1", 80));
    assert_eq!(dest("https://[::1]:8443/"), some("[::1]", 8443));
    assert_eq!(dest("ftp://Example.COM/"), some("example.com", 21));
    assert_eq!(dest("http://b\u{fc}cher.de/"), some("xn--bcher-kva.de", 80));
    // Not a default reader: named only.
    assert!(!Reader::every(Default::default()).contains(&perl));
    assert!(Reader::all(Default::default()).contains(&perl));
}
