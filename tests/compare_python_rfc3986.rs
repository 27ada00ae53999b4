//! The `python-rfc3986` reader of `compare` against PyPI rfc3986's own
//! `uri_reference` and `is_valid()` (rfc3986 2.0.0, on CPython 3.11.7):
//! `tests/data/compare/python-rfc3986.jsonl`, made by
//! `scripts/compare_vectors_python_rfc3986.sh` over the confusion catalog,
//! the WHATWG corpus's inputs, a sample of the real URL lists, inputs
//! reaching each branch, 1,000 random ones and a few that are not UTF-8
//! (`input_hex`). Each row's parts, or its error, equal rfc3986's; a
//! disagreement stands only in `python-rfc3986-disagreements.tsv`, with
//! its reason, and an entry that no longer disagrees fails. Each
//! destination of an `http(s)` row equals the one Python's socket reached
//! (the vectors' `dest`).

use std::collections::BTreeMap;

use std::net::{Ipv4Addr, Ipv6Addr};

use serde_json::Value;
use urigram::compare::{self, Reader, Target};

/// The listed disagreements: input (a JSON string) and why.
fn disagreements() -> BTreeMap<String, String> {
    include_str!("data/compare/python-rfc3986-disagreements.tsv")
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
fn row(input: &[u8], key: &str, shown: &str, reader: Reader) -> Value {
    let c = compare::compare(input, &[reader]);
    let r = &c.readings()[0];
    match r.outcome() {
        Err(e) => match e.exception() {
            Some(x) => {
                serde_json::json!({key: shown, "valid": false, "exception": x, "error": e.message()})
            }
            None => serde_json::json!({key: shown, "valid": false, "error": e.message()}),
        },
        Ok(p) => serde_json::json!({
            key: shown,
            "valid": true,
            "scheme": p.scheme,
            "authority": p.authority,
            "userinfo": p.userinfo,
            "host": p.host,
            "port": p.port,
            "path": p.path,
            "query": p.query,
            "fragment": p.fragment,
        }),
    }
}

/// Whether the reader's destination for `input` is the one Python's socket
/// reached (the vectors' `dest`: null where there is no host to connect
/// to, a host null where the idna codec refuses it, else the address
/// getaddrinfo read or the name the socket looks up, which a destination
/// holds lower-cased and without one trailing dot).
fn same_destination(input: &str, reader: Reader, want: &Value) -> Result<(), String> {
    let c = compare::compare(input, &[reader]);
    let got = c.readings()[0].destination();
    let host = got.and_then(|d| d.host.as_ref());
    let differ = |what: &str| Err(format!("{what}: python {want}, urigram {got:?}"));
    if want.is_null() {
        return match host {
            None => Ok(()),
            Some(_) => differ("a host where Python connects nowhere"),
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
fn python_rfc3986_reads_as_rfc3986_2_0() {
    let reader: Reader = "python-rfc3986".parse().unwrap();
    assert_eq!(reader.release(), "rfc3986 2.0.0");
    let mut lines = include_str!("data/compare/python-rfc3986.jsonl").lines();
    let version: Value = serde_json::from_str(lines.next().unwrap()).unwrap();
    assert_eq!(
        format!("rfc3986 {}", version["rfc3986"].as_str().unwrap()),
        reader.release()
    );
    let listed = disagreements();
    let (mut n, mut valid, mut dests, mut bytes, mut seen) = (0, 0, 0, 0, Vec::new());
    let mut wrong = Vec::new();
    for line in lines {
        let mut want: Value = serde_json::from_str(line).unwrap();
        let dest = want.as_object_mut().unwrap().remove("dest");
        let (got, input) = if let Some(hex) = want["input_hex"].as_str() {
            bytes += 1;
            (row(&unhex(hex), "input_hex", hex, reader), hex)
        } else {
            let input = want["input"].as_str().unwrap();
            (row(input.as_bytes(), "input", input, reader), input)
        };
        if let Some(dest) = dest {
            if let Err(e) = same_destination(input, reader, &dest) {
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
            wrong.push(format!("{input:?}\n  rfc3986: {want}\n  urigram: {got}"));
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
        n > 7_900 && valid > 7_000 && dests > 3_000 && bytes >= 10,
        "{n} {valid} {dests} {bytes}"
    );
}

/// Where Python's http.client would connect given rfc3986's host: the
/// host, its brackets dropped, through Python's socket (the `idna` codec,
/// then getaddrinfo's numeric forms), the written port or the scheme's
/// default. Expected values from rfc3986 2.0.0 on CPython 3.11.7: `h =
/// uri_reference(s).host.strip("[]")`, `h.encode("idna")`, then
/// `socket.getaddrinfo(h, None, flags=socket.AI_NUMERICHOST)`.
#[test]
fn python_rfc3986_connects_where_pythons_socket_would() {
    let reader: Reader = "python-rfc3986".parse().unwrap();
    let dest = |input: &str| {
        let c = compare::compare(input, &[reader]);
        c.readings()[0]
            .destination()
            .map(|d| (d.host.as_ref().map(ToString::to_string), d.port))
    };
    let some = |h: &str, p: u16| Some((Some(h.to_owned()), Some(p)));
    assert_eq!(dest("http://0x7f.1/"), some("127.0.0.1", 80));
    assert_eq!(dest("https://0177.1:8443/"), some("127.0.0.1", 8443));
    assert_eq!(
        dest("http://[::FFFF:7F00:1]/"),
        some("[::ffff:127.0.0.1]", 80)
    );
    // Python does not decode the `%25`: the zone is `25lo` to the socket.
    assert_eq!(
        dest("http://[fe80::1%25lo]:81/"),
        some("[fe80::1%25lo]", 81)
    );
    assert_eq!(dest("http://Example.COM./"), some("example.com", 80));
    // The authority ends at `\`: evil.example, as urllib3 and the URL
    // Standard read it.
    assert_eq!(
        dest("http://evil.example\\@good.example/"),
        some("evil.example", 80)
    );
    // IPvFuture: a name to getaddrinfo.
    assert_eq!(dest("http://[v1.x]/"), some("v1.x", 80));
    // The idna codec refuses the empty label: no host is looked up.
    assert_eq!(dest("http://evil.example../"), Some((None, Some(80))));
    // is_valid() is false (a host that is no reg-name): no destination.
    assert_eq!(dest("http://faß.de/"), None);
    assert_eq!(dest("http://１２７．０．０．１/"), None);
    // Not a default reader: named only.
    assert!(!Reader::every(Default::default()).contains(&reader));
    assert!(Reader::all(Default::default()).contains(&reader));
}
