//! Hosts compared as destinations (`urigram::compare`): each reader's host
//! taken to what its client looks up, with expected values from
//! independent sources: CPython's `socket.inet_aton` and `idna` codec
//! (`tests/data/compare/python-hosts.tsv`), CPython 3.11's `urlsplit` and
//! socket on the confusion catalog (`confusion-python.tsv`), Node 20's
//! `URL` on the same (`whatwg-node.jsonl`), and `std::net` for IPv6 forms.

use std::collections::BTreeMap;
use std::net::{Ipv4Addr, Ipv6Addr};

use serde_json::Value;
use urigram::compare::{self, Part, Reader, Target, ipv4_forms, python_idna};
use urigram::urllib::Python;

/// The hosts of `python-hosts.tsv`: (host, inet_aton, idna), `-` refused.
fn python_hosts() -> Vec<(String, String, String)> {
    include_str!("data/compare/python-hosts.tsv")
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(|l| {
            let mut cols = l.split('\t');
            let host: String = serde_json::from_str(cols.next().unwrap()).unwrap();
            let aton = cols.next().unwrap().to_owned();
            let idna = cols.next().unwrap_or("").to_owned();
            (host, aton, idna)
        })
        .collect()
}

#[test]
fn ipv4_forms_are_what_inet_aton_reads() {
    let mut n = 0;
    for (host, aton, _) in python_hosts() {
        let want = (aton != "-").then(|| aton.parse::<Ipv4Addr>().unwrap());
        assert_eq!(ipv4_forms(&host), want, "{host:?}");
        n += 1;
    }
    assert!(n > 40);
}

/// The port of CPython's codec answers as CPython does on every host of
/// `python-hosts.tsv` (`compare_python_idna` holds it to many more).
#[test]
fn python_idna_is_cpythons_codec() {
    let mut differ = BTreeMap::new();
    for (host, _, idna) in python_hosts() {
        let want = (idna != "-").then_some(idna.as_str());
        let ours = python_idna(&host);
        if ours.as_deref() != want {
            differ.insert(host.clone(), format!("ours {ours:?}, CPython {want:?}"));
        }
    }
    assert!(differ.is_empty(), "{differ:#?}");
}

/// Issue 37's five hosts where IDNA 2003 is not UTS #46: urllib's
/// destination is CPython 3.12's (`python-idna.tsv`: `encode('idna')`, then
/// `getaddrinfo` with `AI_NUMERICHOST`), the URL Standard's is Node 20's
/// (`new URL`, its `hostname`), and the verdict says they differ exactly
/// where the two places do.
#[test]
fn idna_2003_and_fullwidth_digits_as_pythons_socket() {
    let readers = [Reader::Urllib(Python::V3_12), Reader::Whatwg];
    for (input, urllib, whatwg) in [
        // U+180F and U+2064, unassigned in Unicode 3.2, are kept by
        // nameprep; UTS #46 maps them to nothing.
        (
            "https://\u{180f}localhost",
            "dns:xn--localhost-fi3c",
            "dns:localhost",
        ),
        (
            "https://\u{2064}localhost",
            "dns:xn--localhost-uw0e",
            "dns:localhost",
        ),
        // NFKC makes ASCII digits of these, and getaddrinfo reads them as
        // inet_aton does; UTS #46 maps them alike, and the Standard's IPv4
        // parser reads them: one place.
        ("http://１２７．０．０．１/", "127.0.0.1", "127.0.0.1"),
        ("https://0⑰700000001", "127.0.0.1", "127.0.0.1"),
        ("https://2130706㊸3", "127.0.0.1", "127.0.0.1"),
    ] {
        let c = compare::compare(input, &readers);
        let host = |i: usize| {
            let r = &c.readings()[i];
            if r.is_valid() {
                shown(r.destination().unwrap().host.as_ref())
            } else {
                "invalid".to_owned()
            }
        };
        assert_eq!(
            (host(0).as_str(), host(1).as_str()),
            (urllib, whatwg),
            "{input}"
        );
        assert_eq!(
            c.differ().contains(&Part::Host),
            urllib != whatwg,
            "{input}"
        );
    }
}

/// A destination's host as the expected files write it: an address as
/// `std::net` or the socket writes it, a name prefixed `dns:`.
fn shown(t: Option<&Target>) -> String {
    match t {
        None => "none".to_owned(),
        Some(Target::Name(n)) => format!("dns:{n}"),
        Some(t) => t.to_string(),
    }
}

/// Node's hostname of a special URL as a destination: an IPv6 address in
/// brackets (read by `std::net`), an IPv4 address dotted, else a name.
fn node_target(hostname: &str) -> String {
    if let Some(inside) = hostname.strip_prefix('[') {
        let a: Ipv6Addr = inside.trim_end_matches(']').parse().unwrap();
        return format!("[{a}]");
    }
    if hostname.is_empty() {
        return "none".to_owned();
    }
    match hostname.parse::<Ipv4Addr>() {
        Ok(a) => a.to_string(),
        Err(_) => format!("dns:{}", hostname.trim_end_matches('.')),
    }
}

/// The confusion catalog's inputs, each with its class.
fn catalog() -> Vec<(String, String)> {
    include_str!("data/compare/confusion.tsv")
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(|l| {
            let (class, input) = l.split_once('\t').unwrap();
            (class.to_owned(), serde_json::from_str(input).unwrap())
        })
        .collect()
}

/// On every input of the confusion catalog: urllib's destination is
/// CPython's, the URL Standard's is Node's, and the verdict on `host`
/// between the two is a difference exactly when CPython and Node name two
/// places, a spelling when they name one place written two ways.
#[test]
fn the_confusion_catalog_verdicts_follow_cpython_and_node() {
    let python: BTreeMap<String, (String, String)> =
        include_str!("data/compare/confusion-python.tsv")
            .lines()
            .filter(|l| !l.starts_with('#'))
            .map(|l| {
                let mut c = l.split('\t');
                let input: String = serde_json::from_str(c.next().unwrap()).unwrap();
                (
                    input,
                    (c.next().unwrap().to_owned(), c.next().unwrap().to_owned()),
                )
            })
            .collect();
    let node: BTreeMap<String, Value> = include_str!("data/compare/whatwg-node.jsonl")
        .lines()
        .skip(1)
        .map(|l| {
            let v: Value = serde_json::from_str(l).unwrap();
            (v["input"].as_str().unwrap().to_owned(), v)
        })
        .collect();
    let readers = [Reader::Urllib(Python::V3_11), Reader::Whatwg];
    let (mut differ, mut spelled) = (0, 0);
    for (class, input) in catalog() {
        let c = compare::compare(&input, &readers);
        let (py_host, py_port) = &python[&input];
        let u = &c.readings()[0];
        if py_host == "invalid" {
            assert!(!u.is_valid(), "{class}: {input:?}");
        } else {
            let d = u.destination().unwrap();
            assert_eq!(
                shown(d.host.as_ref()).replace("%25", "%"),
                py_host.replace("%25", "%"),
                "{class}: {input:?}"
            );
            assert_eq!(
                d.port.map_or("none".into(), |p| p.to_string()),
                *py_port,
                "{class}: {input:?}"
            );
        }
        let n = &node[&input];
        let w = &c.readings()[1];
        assert_eq!(w.is_valid(), n["ok"] == true, "{class}: {input:?}");
        let node_host = (n["ok"] == true).then(|| node_target(n["hostname"].as_str().unwrap()));
        if let Some(h) = &node_host {
            assert_eq!(
                shown(w.destination().unwrap().host.as_ref()),
                *h,
                "{class}: {input:?}"
            );
        }
        // The verdict on the host, against the independent destinations.
        let both = py_host != "invalid" && node_host.is_some();
        let two_places = both && Some(py_host) != node_host.as_ref();
        assert_eq!(
            c.differ().contains(&Part::Host),
            two_places,
            "{class}: {input:?}"
        );
        assert_eq!(compare::agree(&input, &readers, &[Part::Host]), !two_places);
        let texts_differ = both
            && u.parts()
                .unwrap()
                .host
                .as_deref()
                .map(str::to_ascii_lowercase)
                != w.parts()
                    .unwrap()
                    .host
                    .as_deref()
                    .map(str::to_ascii_lowercase);
        if both && !two_places && texts_differ {
            assert!(c.spelling().contains(&Part::Host), "{class}: {input:?}");
            spelled += 1;
        }
        differ += usize::from(two_places);
    }
    // Both kinds occur: places that differ, and one place spelled two ways.
    assert!(differ >= 8 && spelled >= 8, "{differ} {spelled}");
}

/// IPv6 in any text form is one address (`std::net` reads each form), an
/// embedded IPv4 included; a zone ID makes another destination.
#[test]
fn ipv6_forms_are_one_address() {
    let every = Reader::every(Python::V3_11);
    let want: Ipv6Addr = "::ffff:169.254.169.254".parse().unwrap();
    for input in [
        "http://[0:0:0:0:0:FFFF:A9FE:A9FE]/",
        "http://[::ffff:a9fe:a9fe]/",
        "http://[::FFFF:169.254.169.254]/",
        "http://[0::ffff:169.254.169.254]:80/",
    ] {
        let c = compare::compare(input, &every);
        for r in c.readings().iter().filter(|r| r.is_valid()) {
            if let Some(d) = r.destination() {
                assert_eq!(
                    d.host,
                    Some(Target::Ipv6(want, None)),
                    "{} {input}",
                    r.reader()
                );
            }
        }
        assert!(!c.differ().contains(&Part::Host), "{input}");
    }
}

/// A port absent or the scheme's default is one port; another port, or a
/// default of another scheme, is a difference.
#[test]
fn default_ports_are_one_port() {
    let every = Reader::every(Python::V3_11);
    for (input, same) in [
        ("http://h:80/", true),
        ("https://h:443/", true),
        ("ws://h:80/", true),
        ("wss://h:443/", true),
        ("ftp://h:21/", true),
        ("http://h:0080/", true),
        ("http://h:8080/", true),
        ("https://h:80/", true),
    ] {
        let c = compare::compare(input, &every);
        assert_eq!(!c.differ().contains(&Part::Port), same, "{input}");
    }
    // Written out, the default is a spelling of no port.
    let c = compare::compare("http://h:80/", &every);
    assert!(c.spelling().contains(&Part::Port));
    let d = c.reading("whatwg").unwrap().destination().unwrap();
    assert_eq!(d.port, Some(80));
}

/// The confusion catalog as a table: each input, what urllib (CPython
/// 3.11), the URL Standard, java.net.URI and RFC 3986 read as the host and the
/// destination, and the verdict on the host among every reader and between
/// urllib and the URL Standard; the "Confusion catalog" section of
/// `docs/cli.md` shows it. The destinations are held to CPython and Node above; the
/// snapshot keeps the whole table from drifting unseen.
#[test]
fn the_confusion_catalog_table() {
    let every = Reader::every(Python::V3_11);
    let pair = [Reader::Urllib(Python::V3_11), Reader::Whatwg];
    let cell = |c: &compare::Comparison, name: &str| -> String {
        let r = c.reading(name).unwrap();
        match r.parts() {
            None => "invalid".to_owned(),
            Some(p) if p.unsplit.contains(&"host") => "not split".to_owned(),
            Some(p) => {
                let text = p
                    .host
                    .as_deref()
                    .map_or("none".to_owned(), |h| format!("`{}`", h.escape_debug()));
                let to = r
                    .destination()
                    .map_or("-".to_owned(), |d| shown(d.host.as_ref()));
                format!("{text} → {to}")
            }
        }
    };
    let verdict = |c: &compare::Comparison| {
        if c.differ().contains(&Part::Host) {
            "differ (*)"
        } else if c.spelling().contains(&Part::Host) {
            "spelling (~)"
        } else {
            "alike"
        }
    };
    let mut table = String::from(
        "| class | input | urllib | whatwg | java | rfc3986 | host, urllib and whatwg | host, every reader |\n|---|---|---|---|---|---|---|---|\n",
    );
    for (class, input) in catalog() {
        let all = compare::compare(&input, &every);
        let two = compare::compare(&input, &pair);
        table.push_str(&format!(
            "| {class} | `{}` | {} | {} | {} | {} | {} | {} |\n",
            input.escape_debug(),
            cell(&all, "urllib"),
            cell(&all, "whatwg"),
            cell(&all, "java"),
            cell(&all, "rfc3986"),
            verdict(&two),
            verdict(&all),
        ));
    }
    insta::with_settings!({snapshot_path => "../snapshots", prepend_module_to_snapshot => false}, {
        insta::assert_snapshot!("compare_confusion_catalog", table);
    });
    assert!(
        include_str!("../docs/cli.md").contains(&table),
        "the Confusion catalog section of docs/cli.md shows this table"
    );
}
