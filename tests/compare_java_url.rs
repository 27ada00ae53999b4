//! The `java-url` reader of `compare` against JDK 17's own `java.net.URL`
//! (`new URL(s)`, JDK 17.0.15): `tests/data/compare/java-url.jsonl`, made
//! by `scripts/compare_vectors_java_url.sh` over the confusion catalog,
//! the WHATWG corpus's inputs, a sample of the real URL lists, edge cases,
//! 3,000 URLs drawn from their pieces and inputs that are not UTF-8 (`input_hex`, read as the JDK's `new
//! String(bytes, UTF_8)` reads them). Each row's parts, or its exception and message, equal the
//! JDK's; a disagreement stands only in `java-url-disagreements.tsv`, with
//! its reason, and an entry that no longer disagrees fails. Each host the
//! JDK's `InetAddress.getByName` was asked about leads where it led.

use std::net::{IpAddr, Ipv6Addr};

use serde_json::Value;
use urigram::compare::{self, Reader, Target};

use crate::reader_vectors::{self, Failure};

/// The reader.
fn java_url() -> Reader {
    "java-url".parse().unwrap()
}

/// The vectors after their first line (the JDK's release).
fn vectors() -> impl Iterator<Item = Value> {
    include_str!("data/compare/java-url.jsonl")
        .lines()
        .skip(1)
        .map(|l| serde_json::from_str(l).unwrap())
}

#[test]
fn java_url_reads_as_jdk_17() {
    let reader = java_url();
    assert_eq!(reader.release(), "JDK 17.0.15");
    let tally = reader_vectors::hold(
        "jdk",
        include_str!("data/compare/java-url.jsonl"),
        include_str!("data/compare/java-url-disagreements.tsv"),
        |want, input| {
            want.as_object_mut().unwrap().remove("address");
            reader_vectors::row(reader, input, Failure::ExceptionThenError, true)
        },
    );
    assert!(
        tally.release["jdk"]
            .as_str()
            .unwrap()
            .starts_with("17.0.15+")
    );
    assert!(
        tally.rows > 10_000 && tally.valid > 7_000 && tally.bytes >= 600,
        "{} {} {}",
        tally.rows,
        tally.valid,
        tally.bytes
    );
}

/// Where the reader says a JVM client connects.
fn destination(input: &str) -> Option<(Option<Target>, Option<u16>)> {
    let c = compare::compare(input, &[java_url()]);
    c.readings()[0]
        .destination()
        .map(|d| (d.host.clone(), d.port))
}

/// Every host the vectors asked `InetAddress.getByName` about: an address
/// it gave is the reader's destination (an IPv4-mapped IPv6 literal is
/// its IPv4 address, as the JDK makes it); a name glibc looked up ("Name
/// or service not known") is a name; an interface the machine lacks is a
/// scope kept as written; any other refusal (an ambiguous IPv4 literal,
/// `0x7f.1`) is no destination.
#[test]
fn java_url_connects_where_inet_address_would() {
    let mut asked = 0;
    for want in vectors() {
        let (Some(address), Some(input)) = (want["address"].as_str(), want["input"].as_str())
        else {
            continue;
        };
        asked += 1;
        let host = destination(input).and_then(|(h, _)| h);
        if let Some(message) = address.strip_prefix("java.net.UnknownHostException: ") {
            if message.ends_with(": Name or service not known") {
                assert!(matches!(host, Some(Target::Name(_))), "{input:?}: {host:?}");
            } else if message.starts_with("no such interface ") {
                assert!(
                    matches!(host, Some(Target::Ipv6(_, Some(_)))),
                    "{input:?}: {host:?}"
                );
            } else {
                assert_eq!(host, None, "{input:?} ({message})");
            }
            continue;
        }
        let (addr, scope) = match address.split_once('%') {
            Some((a, s)) => (a, Some(s.to_owned())),
            None => (address, None),
        };
        let expected = match addr.parse::<IpAddr>().unwrap() {
            IpAddr::V4(a) => Target::Ipv4(a),
            IpAddr::V6(a) => Target::Ipv6(a, scope),
        };
        assert_eq!(host, Some(expected), "{input:?}");
    }
    assert!(asked > 60, "{asked}");
}

/// The ports: `getPort()`, else the handler's default; and a few hosts by
/// hand, from JDK 17.0.15's `InetAddress.getByName`.
#[test]
fn java_url_ports_and_hosts() {
    let v4 = |a: [u8; 4]| Some(Target::Ipv4(a.into()));
    assert_eq!(
        destination("http://127.1/"),
        Some((v4([127, 0, 0, 1]), Some(80)))
    );
    assert_eq!(
        destination("https://1.2.3/"),
        Some((v4([1, 2, 0, 3]), Some(443)))
    );
    assert_eq!(
        destination("ftp://010.0.0.1/"),
        Some((v4([10, 0, 0, 1]), Some(21)))
    );
    assert_eq!(destination("http://h:-1/").unwrap().1, Some(80));
    assert_eq!(destination("http://h:0/").unwrap().1, Some(0));
    assert_eq!(destination("file://h/x").unwrap().1, None);
    assert_eq!(destination("http://0x7f.1/"), Some((None, Some(80))));
    assert_eq!(
        destination("http://[::1]:8080/"),
        Some((Some(Target::Ipv6(Ipv6Addr::LOCALHOST, None)), Some(8080)))
    );
    assert_eq!(
        destination("http://Example.COM./").unwrap().0,
        Some(Target::Name("example.com".to_owned()))
    );
    assert_eq!(destination("http://faß.de/").unwrap().0, None);
    let reader = java_url();
    assert!(!Reader::every(Default::default()).contains(&reader));
    assert!(Reader::all(Default::default()).contains(&reader));
}
