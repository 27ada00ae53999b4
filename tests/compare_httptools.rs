//! The `httptools` reader of `compare` against httptools's own `parse_url`
//! (httptools 0.9.0 with its bundled http-parser 2.9.4, on CPython
//! 3.11.7): `tests/data/compare/httptools.jsonl`, made by
//! `scripts/compare_vectors_httptools.sh` over the confusion catalog, the
//! WHATWG corpus's inputs, a sample of the real URL lists, inputs reaching
//! each state, 1,000 random ones and 500 that are not UTF-8
//! (`input_hex`). Each row's parts, or its exception and message, equal
//! httptools's; a disagreement stands only in
//! `httptools-disagreements.tsv`, with its reason, and an entry that no
//! longer disagrees fails. Each
//! destination of an `http(s)` row equals the one Python's socket reached
//! (the vectors' `dest`).

use std::collections::BTreeMap;

use std::net::{Ipv4Addr, Ipv6Addr};

use serde_json::Value;
use urigram::compare::{self, Reader, Target};

/// The listed disagreements: input (a JSON string) and why.
fn disagreements() -> BTreeMap<String, String> {
    include_str!("data/compare/httptools-disagreements.tsv")
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
fn httptools_reads_as_httptools_0_9() {
    let reader: Reader = "httptools".parse().unwrap();
    assert_eq!(reader.release(), "httptools 0.9.0, http-parser 2.9.4");
    let mut lines = include_str!("data/compare/httptools.jsonl").lines();
    let version: Value = serde_json::from_str(lines.next().unwrap()).unwrap();
    assert_eq!(
        format!(
            "httptools {}, http-parser {}",
            version["httptools"].as_str().unwrap(),
            version["http-parser"].as_str().unwrap()
        ),
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
            wrong.push(format!("{input:?}\n  httptools: {want}\n  urigram: {got}"));
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
        n > 8_400 && valid > 6_000 && dests > 3_000 && bytes == 500,
        "{n} {valid} {dests} {bytes}"
    );
}

/// Where Python's socket would connect given httptools's host (uvicorn
/// itself connects nowhere): the host as parse_url gives it (no brackets),
/// through the `idna` codec, then getaddrinfo's numeric forms, the written
/// port or the schema's default. Expected values from httptools 0.9.0 on
/// CPython 3.11.7: `h = parse_url(s).host.decode()`, `h.encode("idna")`,
/// then `socket.getaddrinfo(h, None, flags=socket.AI_NUMERICHOST)`.
#[test]
fn httptools_connects_where_pythons_socket_would() {
    let reader: Reader = "httptools".parse().unwrap();
    let dest = |input: &str| {
        let c = compare::compare(input, &[reader]);
        c.readings()[0]
            .destination()
            .map(|d| (d.host.as_ref().map(ToString::to_string), d.port))
    };
    let some = |h: &str, p: u16| Some((Some(h.to_owned()), Some(p)));
    assert_eq!(dest("http://0x7f.1/"), some("127.0.0.1", 80));
    // The port's leading zero is dropped by the parser's own number.
    assert_eq!(
        dest("https://[::FFFF:7F00:1]:08443/"),
        some("[::ffff:127.0.0.1]", 8443)
    );
    // The zone as written: Python does not decode `%25`.
    assert_eq!(dest("http://[fe80::1%25lo]/"), some("[fe80::1%25lo]", 80));
    assert_eq!(dest("http://Example.COM./"), some("example.com", 80));
    assert_eq!(dest("HTTP://u:p@h/"), some("h", 80));
    assert_eq!(dest("http://2130706433:0/"), some("127.0.0.1", 0));
    // The idna codec refuses the empty label: no host is looked up.
    assert_eq!(dest("http://evil.example../"), Some((None, Some(80))));
    // parse_url refuses a backslash in the server: no destination.
    assert_eq!(dest("http://evil.example\\@good.example/"), None);
    // Not a default reader: named only.
    assert!(!Reader::every(Default::default()).contains(&reader));
    assert!(Reader::all(Default::default()).contains(&reader));
}

/// parse_url refuses more than 65,535 bytes before http-parser reads them
/// (its offsets are 16 bits): httptools 0.9.0 on `b"/" + b"a" * 65535`
/// raises `url is too long: url length of 65536 bytes exceeds the maximum
/// of 65535 bytes`, and reads `b"/" + b"a" * 65534` as a path.
#[test]
fn httptools_refuses_more_than_65535_bytes() {
    let reader: Reader = "httptools".parse().unwrap();
    let at = |n: usize| {
        let input = format!("/{}", "a".repeat(n - 1));
        let c = compare::compare(input.as_str(), &[reader]);
        c.readings()[0]
            .outcome()
            .as_ref()
            .map(|p| p.path.as_ref().map(String::len))
            .map_err(|e| (e.exception(), e.message().to_owned()))
    };
    assert_eq!(at(65_535), Ok(Some(65_535)));
    assert_eq!(
        at(65_536),
        Err((
            Some("HttpParserInvalidURLError"),
            "url is too long: url length of 65536 bytes exceeds the maximum of 65535 bytes"
                .to_owned()
        ))
    );
}
