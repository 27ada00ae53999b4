//! The `php` reader of `compare` against PHP's own `parse_url` (8.2.36,
//! Debian's php-cli): `tests/data/compare/php.jsonl`, made by
//! `scripts/compare_vectors_php.sh` over the confusion catalog, the WHATWG
//! corpus's inputs, a sample of the real URL lists, inputs reaching each
//! branch of `php_url_parse_ex2`, random ones, and some that are not UTF-8
//! (`input_hex`).
//! Each row's parts, or its `false`, equal PHP's; a disagreement stands
//! only in `php-disagreements.tsv`, with its reason, and an entry that no
//! longer disagrees fails.

use std::collections::BTreeMap;

use serde_json::Value;
use urigram::compare::{self, Reader};

/// The listed disagreements: input (a JSON string) and why.
fn disagreements() -> BTreeMap<String, String> {
    include_str!("data/compare/php-disagreements.tsv")
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
fn row(input: &[u8], key: &str, shown: &str, php: Reader) -> Value {
    let c = compare::compare(input, &[php]);
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
fn php_reads_as_php_8_2() {
    let php: Reader = "php".parse().unwrap();
    assert_eq!(php.release(), "8.2.36");
    let mut lines = include_str!("data/compare/php.jsonl").lines();
    let version: Value = serde_json::from_str(lines.next().unwrap()).unwrap();
    assert_eq!(version["php"], php.release());
    let listed = disagreements();
    let (mut n, mut valid, mut bytes, mut seen) = (0, 0, 0, Vec::new());
    let mut wrong = Vec::new();
    for line in lines {
        let want: Value = serde_json::from_str(line).unwrap();
        let got = if let Some(hex) = want["input_hex"].as_str() {
            bytes += 1;
            row(&unhex(hex), "input_hex", hex, php)
        } else {
            let input = want["input"].as_str().unwrap();
            row(input.as_bytes(), "input", input, php)
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
            wrong.push(format!("{input:?}\n  php:     {want}\n  urigram: {got}"));
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
        n > 6_000 && valid > 5_000 && bytes >= 5,
        "{n} {valid} {bytes}"
    );
}

/// Where PHP's own client connects: `php-destinations.tsv`, made by
/// `scripts/php/compare_php_destinations.py`, holds where PHP 8.2.36's
/// `file_get_contents` connected (listeners on 127.0.0.1 and [::1]), or
/// the name glibc's `getaddrinfo` was asked for, or the socket transport's
/// refusal. inet_aton's forms and bracketed hosts of any kind are
/// addresses; a port of 0 is the default; a `:` or `]:` left in
/// parse_url's host moves the port.
#[test]
fn php_connects_where_its_streams_do() {
    use std::net::IpAddr;
    use urigram::compare::Target;
    let php: Reader = "php".parse().unwrap();
    let mut n = 0;
    for line in include_str!("data/compare/php-destinations.tsv").lines() {
        if line.starts_with('#') {
            continue;
        }
        let (url, reached) = line.split_once('\t').unwrap();
        let url: String = serde_json::from_str(url).unwrap();
        let c = compare::compare(&url, &[php]);
        let dest = c.readings()[0].destination().cloned().unwrap();
        let looked_up = reached
            .strip_prefix("getaddrinfo for ")
            .and_then(|r| r.strip_suffix(" failed"));
        if let Some(name) = looked_up {
            let want = (!name.is_empty()).then(|| {
                let name = name.strip_suffix('.').unwrap_or(name);
                Target::Name(name.to_ascii_lowercase())
            });
            assert_eq!(dest.host, want, "{url}");
        } else if reached == "Failed to parse IPv6 address" {
            assert_eq!(dest.host, None, "{url}");
        } else {
            let (addr, port) = reached.split_once(' ').unwrap();
            let want = match addr.parse::<IpAddr>().unwrap() {
                IpAddr::V4(a) => Target::Ipv4(a),
                IpAddr::V6(a) => Target::Ipv6(a, None),
            };
            assert_eq!(dest.host, Some(want), "{url}");
            assert_eq!(dest.port, Some(port.parse().unwrap()), "{url}");
        }
        n += 1;
    }
    assert!(n >= 20, "{n}");
    // No IDNA: glibc is asked for the UTF-8 bytes, which no name
    // registered under IDNA is; the text says why there is no destination.
    let c = compare::compare("http://faß.de/", &[php]);
    assert_eq!(c.readings()[0].destination().unwrap().host, None);
    let why = c.readings()[0].why_no_destination().unwrap();
    assert!(why.contains("not ASCII"), "{why}");
    let c = compare::compare("http://[::1]x]/", &[php]);
    let why = c.readings()[0].why_no_destination().unwrap();
    assert!(why.contains("socket transport"), "{why}");
    // Not a default reader: named only.
    assert!(!Reader::every(Default::default()).contains(&php));
    assert!(Reader::all(Default::default()).contains(&php));
}
