//! The `java` reader of `urigram::compare` against the JDK: its parts are
//! java.net.URI's raw getters and its rejections java's messages, on every
//! line of `tests/data/java/vectors.jsonl` (JDK 17's answers); its host and
//! destination on the confusion catalog are JDK 17's `getHost()`,
//! `getPort()` and the IPv4 address `InetAddress.getByName` reads the host
//! as (`tests/data/compare/confusion-java.tsv`, from
//! `scripts/compare_confusion_java.py`).

use std::net::{Ipv4Addr, Ipv6Addr};

use serde_json::Value;
use urigram::compare::{self, Part, Reader, Target};

/// One input under the java reader alone.
fn java_reading(input: &str) -> compare::Comparison {
    compare::compare(input, &[Reader::Java])
}

#[test]
fn the_java_reader_gives_the_jdks_getters_and_messages() {
    let mut n = 0;
    for line in include_str!("data/java/vectors.jsonl").lines().skip(1) {
        let v: Value = serde_json::from_str(line).unwrap();
        let input = v["input"].as_str().unwrap();
        let jdk = &v["jdk"];
        let c = java_reading(input);
        let r = &c.readings()[0];
        assert_eq!(r.reader().name(), "java");
        assert_eq!(r.is_valid(), jdk["valid"] == true, "{input:?}");
        match r.outcome() {
            Err(e) => {
                assert_eq!(e.message(), jdk["message"].as_str().unwrap(), "{input:?}");
                assert_eq!(e.exception(), jdk["exception"].as_str(), "{input:?}");
            }
            Ok(p) => {
                let want = |k: &str| jdk[k].as_str().map(str::to_owned);
                let port = jdk["port"].as_i64().map(|p| p.to_string());
                let registry = jdk["authority"].is_string() && jdk["host"].is_null();
                let opaque = jdk["opaque"] == true;
                for (k, got, want) in [
                    ("scheme", &p.scheme, want("scheme")),
                    ("authority", &p.authority, want("authority")),
                    ("userinfo", &p.userinfo, want("userinfo")),
                    ("host", &p.host, want("host")),
                    ("port", &p.port, port),
                    ("path", &p.path, want("path")),
                    ("query", &p.query, want("query")),
                    ("fragment", &p.fragment, want("fragment")),
                ] {
                    assert_eq!(*got, want, "{k} of {input:?}");
                    // What java does not split is named so, and only that.
                    let unsplit = (registry && ["userinfo", "host", "port"].contains(&k))
                        || (opaque && ["path", "query"].contains(&k));
                    assert_eq!(p.unsplit.contains(&k), unsplit, "{k} of {input:?}");
                }
            }
        }
        n += 1;
    }
    assert!(n > 1400, "{n}");
}

/// One catalog row's JDK answer: input, valid, getHost, getPort, literal.
type JdkRow = (String, bool, Option<String>, i32, Option<Ipv4Addr>);

/// The catalog's JDK answers.
fn jdk_catalog() -> Vec<JdkRow> {
    include_str!("data/compare/confusion-java.tsv")
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(|l| {
            let c: Vec<&str> = l.split('\t').collect();
            (
                serde_json::from_str(c[0]).unwrap(),
                c[1] == "true",
                (c[2] != "null").then(|| c[2].to_owned()),
                c[3].parse().unwrap(),
                (c[4] != "-").then(|| c[4].parse().unwrap()),
            )
        })
        .collect()
}

/// On the confusion catalog, java's host is `getHost()` and its
/// destination what a Java client looks up: the JDK's IPv4 literal
/// (decimal forms only: `2852039166` is 169.254.169.254), an IPv6 literal,
/// else the name; a port absent (-1) is the scheme's default.
#[test]
fn java_destinations_on_the_catalog_are_the_jdks() {
    let rows = jdk_catalog();
    assert!(rows.len() >= 45);
    for (input, valid, host, port, literal) in rows {
        let c = java_reading(&input);
        let r = &c.readings()[0];
        assert_eq!(r.is_valid(), valid, "{input:?}");
        let Some(p) = r.parts() else { continue };
        if p.unsplit.contains(&"host") {
            assert_eq!(host, None, "{input:?}");
            assert!(r.destination().is_none(), "{input:?}");
            continue;
        }
        assert_eq!(p.host, host, "{input:?}");
        let d = r.destination().unwrap();
        let want = match (&host, literal) {
            (None, _) => None,
            (Some(_), Some(a)) => Some(Target::Ipv4(a)),
            (Some(h), None) if h.starts_with('[') => {
                let inside = &h[1..h.len() - 1];
                let (addr, zone) = match inside.split_once('%') {
                    Some((a, z)) => (a, Some(z.to_owned())),
                    None => (inside, None),
                };
                Some(Target::Ipv6(addr.parse::<Ipv6Addr>().unwrap(), zone))
            }
            (Some(h), None) => Some(Target::Name(h.trim_end_matches('.').to_ascii_lowercase())),
        };
        assert_eq!(d.host, want, "{input:?}");
        let scheme_default = p.scheme.as_deref().and_then(compare::default_port);
        let want_port = if port < 0 {
            scheme_default
        } else {
            u16::try_from(port).ok()
        };
        assert_eq!(d.port, want_port, "{input:?}");
    }
}

/// java's IPv4 literals are decimal: `010.0.0.1` is 10.0.0.1 to a Java
/// client (JDK 17.0.15's `InetAddress.getByName`), 8.0.0.1 to `inet_aton`
/// and so to urllib, which makes two places; `2852039166`, one label that
/// java reads as a hostname, is 169.254.169.254 to both.
#[test]
fn java_reads_ipv4_literals_in_decimal() {
    let readers = [Reader::Java, Reader::Urllib(Default::default())];
    let c = compare::compare("http://010.0.0.1/", &readers);
    assert_eq!(
        c.reading("java").unwrap().destination().unwrap().host,
        Some(Target::Ipv4(Ipv4Addr::new(10, 0, 0, 1)))
    );
    assert!(c.differ().contains(&Part::Host));
    let c = compare::compare("http://2852039166/", &readers);
    assert!(!c.differ().contains(&Part::Host));
}

/// The reader is in the default set, named `java`, after urllib.
#[test]
fn java_is_a_default_reader() {
    let every = Reader::every(Default::default());
    let names: Vec<&str> = every.iter().map(Reader::name).collect();
    let java = names.iter().position(|&n| n == "java").unwrap();
    assert_eq!(names[java - 1], "urllib");
    assert_eq!("java".parse::<Reader>().unwrap(), Reader::Java);
    // Not UTF-8: refused, as urllib and the URL Standard refuse it.
    let c = compare::compare(b"http://h/\xff", &[Reader::Java]);
    assert!(!c.readings()[0].is_valid());
}
