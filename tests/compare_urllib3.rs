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

use urigram::compare::{self, Reader};

use crate::reader_vectors::{self, Failure};

/// Every row's parts, or its exception and message, equal urllib3's; each
/// destination the vectors hold (`dest`) equals the reader's.
#[test]
fn urllib3_reads_as_urllib3_2_8() {
    let urllib3: Reader = "urllib3".parse().unwrap();
    assert_eq!(urllib3.release(), "urllib3 2.8.0, idna 3.20");
    let (mut dests, mut wrong) = (0, Vec::new());
    let tally = reader_vectors::hold(
        "urllib3",
        include_str!("data/compare/urllib3.jsonl"),
        include_str!("data/compare/urllib3-disagreements.tsv"),
        |want, input| {
            if let Some(dest) = want.as_object_mut().unwrap().remove("dest") {
                if let Err(e) = reader_vectors::python_destination("urllib3", input, urllib3, &dest)
                {
                    wrong.push(format!("{:?}: {e}", input.shown));
                }
                dests += 1;
            }
            reader_vectors::row(urllib3, input, Failure::ExceptionThenError, false)
        },
    );
    assert!(
        wrong.is_empty(),
        "{} destinations differ:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
    let release = &tally.release;
    assert_eq!(
        format!(
            "urllib3 {}, idna {}",
            release["urllib3"].as_str().unwrap(),
            release["idna"].as_str().unwrap()
        ),
        urllib3.release()
    );
    assert!(
        tally.rows > 6_000 && tally.valid > 6_000 && dests > 3_000,
        "{} {} {dests}",
        tally.rows,
        tally.valid
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
