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

use urigram::compare::{self, Reader};

use crate::reader_vectors::{self, Failure};

/// Every row's parts, or its failure, equal rfc3986's; each destination
/// the vectors hold (`dest`) equals the reader's.
#[test]
fn python_rfc3986_reads_as_rfc3986_2_0() {
    let reader: Reader = "python-rfc3986".parse().unwrap();
    assert_eq!(reader.release(), "rfc3986 2.0.0");
    let (mut dests, mut wrong) = (0, Vec::new());
    let tally = reader_vectors::hold(
        "rfc3986",
        include_str!("data/compare/python-rfc3986.jsonl"),
        include_str!("data/compare/python-rfc3986-disagreements.tsv"),
        |want, input| {
            if let Some(dest) = want.as_object_mut().unwrap().remove("dest") {
                if let Err(e) = reader_vectors::python_destination("rfc3986", input, reader, &dest)
                {
                    wrong.push(format!("{:?}: {e}", input.shown));
                }
                dests += 1;
            }
            reader_vectors::row(reader, input, Failure::ExceptionIfAny, true)
        },
    );
    assert!(
        wrong.is_empty(),
        "{} destinations differ:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
    assert_eq!(
        format!("rfc3986 {}", tally.release["rfc3986"].as_str().unwrap()),
        reader.release()
    );
    let (n, valid, bytes) = (tally.rows, tally.valid, tally.bytes);
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
