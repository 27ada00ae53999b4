//! The `curl` reader of `compare` against libcurl's own URL API (7.88.1,
//! Debian's libcurl4-openssl-dev): `tests/data/compare/curl.jsonl`, made
//! by `scripts/compare_vectors_curl.sh` over the confusion catalog, the
//! WHATWG corpus's inputs and a sample of the real URL lists. Each row's
//! parts, or its `CURLUcode`'s name, equal libcurl's; a disagreement stands
//! only in `curl-disagreements.tsv`, with its reason, and an entry that no
//! longer disagrees fails.

use std::net::{Ipv4Addr, Ipv6Addr};

use serde_json::Value;
use urigram::compare::{self, Reader, Target};

use crate::reader_vectors::{self, Failure};

/// Every row's parts, or its `CURLUcode`'s name, equal libcurl's (the
/// vectors' `strerror` text and zone ID, which the row does not hold, and
/// what [`curl_connects_where_getaddrinfo_would`] checks, set aside).
#[test]
fn curl_reads_as_libcurl_7_88() {
    let curl: Reader = "curl".parse().unwrap();
    assert_eq!(curl.release(), "7.88.1");
    let tally = reader_vectors::hold(
        "libcurl",
        include_str!("data/compare/curl.jsonl"),
        include_str!("data/compare/curl-disagreements.tsv"),
        |want, input| {
            let object = want.as_object_mut().unwrap();
            for field in ["strerror", "zoneid", "numeric", "default_port", "idn"] {
                object.remove(field);
            }
            reader_vectors::row(curl, input, Failure::Message, false)
        },
    );
    assert_eq!(tally.release["curl"], curl.release());
    assert!(
        tally.rows > 6_000 && tally.valid > 3_000,
        "{} {}",
        tally.rows,
        tally.valid
    );
}

/// A name as the verdict compares it: lower-case, one trailing dot
/// dropped.
fn name(n: &str) -> Target {
    let n = n.to_ascii_lowercase();
    Target::Name(n.strip_suffix('.').unwrap_or(&n).to_owned())
}

/// Where libcurl's client connects, from what the real stack said: an IPv6
/// literal with libcurl's zone ID; the address glibc's `getaddrinfo` reads
/// the host as (`AI_NUMERICHOST`); a name that is not ASCII as libidn2
/// converts it; any other name as libcurl gives it. The port is
/// `CURLU_DEFAULT_PORT`'s (a `file:` URL's default, 0, is none: it has no
/// host).
fn expected(want: &Value) -> (Option<Target>, Option<u16>) {
    let host = want["host"].as_str().map(|h| {
        if let Some(inside) = h.strip_prefix('[') {
            let addr: Ipv6Addr = inside.trim_end_matches(']').parse().unwrap();
            Some(Target::Ipv6(
                addr,
                want["zoneid"].as_str().map(str::to_owned),
            ))
        } else if let Some(a) = want["numeric"].as_str() {
            Some(Target::Ipv4(a.parse::<Ipv4Addr>().unwrap()))
        } else if h.is_ascii() {
            Some(name(h))
        } else {
            want["idn"].as_str().map(name)
        }
    });
    let port = want["default_port"]
        .as_str()
        .map(|p| p.parse::<u16>().unwrap())
        .filter(|&p| p != 0 || !want["port"].is_null());
    (host.flatten(), port)
}

/// Every valid vector's destination is where libcurl's client would
/// connect (the expected values from glibc, libidn2 and libcurl itself,
/// [`expected`]); a disagreement stands only in
/// `curl-destination-disagreements.tsv`, with its reason.
#[test]
fn curl_connects_where_getaddrinfo_would() {
    let curl: Reader = "curl".parse().unwrap();
    let listed = reader_vectors::listed(include_str!(
        "data/compare/curl-destination-disagreements.tsv"
    ));
    let (mut n, mut seen, mut wrong) = (0, Vec::new(), Vec::new());
    for line in include_str!("data/compare/curl.jsonl").lines().skip(1) {
        let want: Value = serde_json::from_str(line).unwrap();
        if want["valid"] != true {
            continue;
        }
        let input = want["input"].as_str().unwrap();
        let c = compare::compare(input, &[curl]);
        let got = c.readings()[0]
            .destination()
            .map_or((None, None), |d| (d.host.clone(), d.port));
        let want = expected(&want);
        n += 1;
        if listed.contains_key(input) {
            assert_ne!(got, want, "{input:?} is listed but agrees");
            seen.push(input.to_owned());
        } else if got != want {
            wrong.push(format!("{input:?}\n  want: {want:?}\n  got:  {got:?}"));
        }
    }
    assert!(
        wrong.is_empty(),
        "{} destinations differ:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
    for input in listed.keys() {
        assert!(seen.contains(input), "{input:?} is listed but not valid");
    }
    assert!(n > 4_000, "{n}");
}

/// A few by hand, each from the real stack: `getent ahosts 0x7f.1` and
/// Python's `socket.getaddrinfo('0x7f.1', None, flags=AI_NUMERICHOST)` say
/// 127.0.0.1 (libcurl itself already wrote `0x7f.1` so), while
/// `127.0.0.1.` is a name to both; `idn2 --tr46nt faß.de` says
/// `xn--fa-hia.de`; libcurl gives `[fe80::1%25eth0]`'s zone as `eth0`.
#[test]
fn curl_destinations_by_hand() {
    let curl: Reader = "curl".parse().unwrap();
    let dest = |input: &str| {
        let c = compare::compare(input, &[curl]);
        c.readings()[0]
            .destination()
            .and_then(|d| d.host.as_ref().map(|t| (t.to_string(), d.port)))
    };
    let some = |h: &str, p: u16| Some((h.to_owned(), Some(p)));
    assert_eq!(dest("http://0x7f.1/"), some("127.0.0.1", 80));
    assert_eq!(dest("http://0x7f%2e1/"), some("127.0.0.1", 80));
    assert_eq!(dest("http://127.0.0.1./"), some("127.0.0.1", 80));
    assert_eq!(dest("ftps://h/"), some("h", 990));
    assert_eq!(dest("https://[::1]:8443/"), some("[::1]", 8443));
    assert_eq!(dest("http://[fe80::1%25eth0]/"), some("[fe80::1%eth0]", 80));
    assert_eq!(dest("http://faß.de/"), some("xn--fa-hia.de", 80));
    assert_eq!(dest("http://Example.COM./"), some("example.com", 80));
    assert_eq!(dest("file:///etc/passwd"), None);
    // Not a default reader: named only.
    assert!(!Reader::every(Default::default()).contains(&curl));
    assert!(Reader::all(Default::default()).contains(&curl));
}
