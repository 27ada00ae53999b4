//! The `urllib3` reader of `compare` against urllib3's own
//! `urllib3.util.parse_url` (urllib3 2.8.0 with idna 3.20, on CPython
//! 3.11.7): `tests/data/compare/urllib3.jsonl`, made by
//! `scripts/compare_vectors_urllib3.sh` over the confusion catalog, the
//! WHATWG corpus's inputs and a sample of the real URL lists. Each row's
//! parts, or its exception and message, equal urllib3's; a disagreement
//! stands only in `urllib3-disagreements.tsv`, with its reason, and an
//! entry that no longer disagrees fails. Each destination of an `http(s)`
//! row equals the one urllib3's own code path reached through Python's
//! socket (the vectors' `dest`).

use std::collections::BTreeMap;

use std::net::{Ipv4Addr, Ipv6Addr};

use serde_json::Value;
use urigram::compare::{self, Reader, Target};

/// The listed disagreements: input (a JSON string) and why.
fn disagreements() -> BTreeMap<String, String> {
    include_str!("data/compare/urllib3-disagreements.tsv")
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
        .map(|l| {
            let (input, why) = l.split_once('\t').unwrap();
            (serde_json::from_str(input).unwrap(), why.to_owned())
        })
        .collect()
}

/// What the reader gives, in the vectors' shape.
fn row(input: &str, urllib3: Reader) -> Value {
    let c = compare::compare(input, &[urllib3]);
    let r = &c.readings()[0];
    match r.outcome() {
        Err(e) => serde_json::json!({
            "input": input,
            "valid": false,
            "exception": e.exception(),
            "error": e.message(),
        }),
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

/// Whether the reader's destination for `input` is the one urllib3's own
/// code path reached (the vectors' `dest`: null where it connects nowhere,
/// a host null where the idna codec refuses it, else the address
/// getaddrinfo read or the name the socket looks up, which a destination
/// holds lower-cased and without one trailing dot).
fn same_destination(input: &str, urllib3: Reader, want: &Value) -> Result<(), String> {
    let c = compare::compare(input, &[urllib3]);
    let got = c.readings()[0].destination();
    let host = got.and_then(|d| d.host.as_ref());
    let differ = |what: &str| Err(format!("{what}: urllib3 {want}, urigram {got:?}"));
    if want.is_null() {
        return match host {
            None => Ok(()),
            Some(_) => differ("a host where urllib3 connects nowhere"),
        };
    }
    if got.and_then(|d| d.port).map(u64::from) != want["port"].as_u64() {
        return differ("port");
    }
    let same = match (host, want["host"].as_str(), want["kind"].as_str()) {
        (None, None, _) => true,
        (Some(Target::Name(n)), Some(w), Some("name")) => {
            let w = w.strip_suffix('.').unwrap_or(w);
            *n == w.to_ascii_lowercase()
        }
        (Some(Target::Ipv4(a)), Some(w), Some("ip")) => w.parse::<Ipv4Addr>() == Ok(*a),
        (Some(Target::Ipv6(a, zone)), Some(w), Some("ip")) => {
            let (addr, z) = match w.split_once('%') {
                Some((addr, z)) => (addr, Some(z)),
                None => (w, None),
            };
            addr.parse::<Ipv6Addr>() == Ok(*a) && zone.as_deref() == z
        }
        _ => false,
    };
    if same { Ok(()) } else { differ("host") }
}

#[test]
fn urllib3_reads_as_urllib3_2_8() {
    let urllib3: Reader = "urllib3".parse().unwrap();
    assert_eq!(urllib3.release(), "urllib3 2.8.0, idna 3.20");
    let mut lines = include_str!("data/compare/urllib3.jsonl").lines();
    let version: Value = serde_json::from_str(lines.next().unwrap()).unwrap();
    assert_eq!(
        format!(
            "urllib3 {}, idna {}",
            version["urllib3"].as_str().unwrap(),
            version["idna"].as_str().unwrap()
        ),
        urllib3.release()
    );
    let listed = disagreements();
    let (mut n, mut valid, mut dests, mut seen) = (0, 0, 0, Vec::new());
    let mut wrong = Vec::new();
    for line in lines {
        let mut want: Value = serde_json::from_str(line).unwrap();
        let dest = want.as_object_mut().unwrap().remove("dest");
        let input = want["input"].as_str().unwrap();
        let got = row(input, urllib3);
        if let Some(dest) = dest {
            if let Err(e) = same_destination(input, urllib3, &dest) {
                wrong.push(format!("{input:?}: {e}"));
            }
            dests += 1;
        }
        n += 1;
        valid += usize::from(want["valid"] == true);
        if listed.contains_key(input) {
            assert_ne!(got, want, "{input:?} is listed but agrees");
            seen.push(input.to_owned());
        } else if got != want {
            wrong.push(format!("{input:?}\n  urllib3: {want}\n  urigram: {got}"));
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
        n > 6_000 && valid > 6_000 && dests > 3_000,
        "{n} {valid} {dests}"
    );
}

/// Where urllib3 would connect: the host parse_url gives (IDNA 2008 by the
/// `idna` package already applied for `http(s)`), its brackets dropped, put
/// through Python's socket (the `idna` codec, then getaddrinfo's numeric
/// forms). Expected values from urllib3 2.8.0 on CPython 3.11.7: `h =
/// parse_url(s).host.strip("[]")`, `h.encode("idna")`, then
/// `socket.getaddrinfo(h, None, flags=socket.AI_NUMERICHOST)` (its scope
/// for a zone), the port `parse_url(s).port` or `port_by_scheme`'s.
#[test]
fn urllib3_connects_where_pythons_socket_would() {
    let urllib3: Reader = "urllib3".parse().unwrap();
    let dest = |input: &str| {
        let c = compare::compare(input, &[urllib3]);
        c.readings()[0]
            .destination()
            .map(|d| (d.host.as_ref().map(ToString::to_string), d.port))
    };
    let some = |h: &str, p: u16| Some((Some(h.to_owned()), Some(p)));
    assert_eq!(dest("http://0x7f.1/"), some("127.0.0.1", 80));
    assert_eq!(dest("https://0177.1/"), some("127.0.0.1", 443));
    assert_eq!(dest("//2130706433:0/"), some("127.0.0.1", 0));
    assert_eq!(
        dest("https://[::FFFF:7F00:1]:8443/"),
        some("[::ffff:127.0.0.1]", 8443)
    );
    assert_eq!(dest("http://[fe80::1%25lo]/"), some("[fe80::1%lo]", 80));
    assert_eq!(dest("http://Example.COM./"), some("example.com", 80));
    // IDNA 2008: not urllib's fass.de.
    assert_eq!(dest("http://faß.de/"), some("xn--fa-hia.de", 80));
    assert_eq!(
        dest("http://evil.example\\@good.example/"),
        some("evil.example", 80)
    );
    assert_eq!(dest("example.com:8080/x"), some("example.com", 8080));
    // The idna codec refuses the empty label: no host is looked up.
    assert_eq!(dest("http://evil.example../"), Some((None, Some(80))));
    // parse_url refuses it: no destination at all.
    assert_eq!(dest("http://１２７．０．０．１/"), None);
    // Not a default reader: named only.
    assert!(!Reader::every(Default::default()).contains(&urllib3));
    assert!(Reader::all(Default::default()).contains(&urllib3));
}
