//! The `node-url` reader of `compare` against Node's own legacy
//! `url.parse` (v20.20.2): `tests/data/compare/node-url.jsonl`, made by
//! `scripts/compare_vectors_node_url.sh` over the confusion catalog, the
//! WHATWG corpus's inputs, inputs written for parse's steps, the URL
//! Standard's IDNA test hosts, seeded random inputs over parse's
//! delimiters and a sample of the real URL lists. Each row's
//! parts, or its error's code (or class), equal Node's; a disagreement
//! stands only in `node-url-disagreements.tsv`, with its reason, and an
//! entry that no longer disagrees fails.

use urigram::compare::{self, Reader};

use crate::reader_vectors::{self, Failure};

#[test]
fn node_url_reads_as_node_20() {
    let node: Reader = "node-url".parse().unwrap();
    assert_eq!(node.release(), "v20.20.2");
    let tally = reader_vectors::hold(
        "node",
        include_str!("data/compare/node-url.jsonl"),
        include_str!("data/compare/node-url-disagreements.tsv"),
        |_, input| reader_vectors::row(node, input, Failure::Message, false),
    );
    assert_eq!(tally.release["node"], node.release());
    assert!(
        tally.rows > 12_000 && tally.valid > 10_000,
        "{} {}",
        tally.rows,
        tally.valid
    );
}

/// Where Node's `http.request` would connect: `dns.lookup`, glibc's
/// `getaddrinfo`, which reads `inet_aton`'s forms as addresses (`0x7f.1`,
/// `010.0.0.1` and `2130706433` are 127.0.0.1 and 8.0.0.1 to
/// `getent ahosts`), IPv6 as written, and any other host as the name
/// `toASCII` made.
#[test]
fn node_url_connects_where_getaddrinfo_would() {
    let node: Reader = "node-url".parse().unwrap();
    let dest = |input: &str| {
        let c = compare::compare(input, &[node]);
        c.readings()[0]
            .destination()
            .and_then(|d| d.host.as_ref().map(|t| (t.to_string(), d.port)))
    };
    let some = |h: &str, p: u16| Some((h.to_owned(), Some(p)));
    assert_eq!(dest("http://127.0.0.1/"), some("127.0.0.1", 80));
    assert_eq!(dest("http://0x7f.1/"), some("127.0.0.1", 80));
    assert_eq!(dest("http://010.0.0.1/"), some("8.0.0.1", 80));
    assert_eq!(dest("http://2130706433/"), some("127.0.0.1", 80));
    assert_eq!(dest("https://[::1]:8443/"), some("[::1]", 8443));
    assert_eq!(dest("http://Example.COM./"), some("example.com", 80));
    assert_eq!(dest("http://faß.de/"), some("xn--fa-hia.de", 80));
    assert_eq!(
        dest("http://evil.example\\@good.example/"),
        some("evil.example", 80)
    );
    // Not a default reader: named only.
    assert!(!Reader::every(Default::default()).contains(&node));
    assert!(Reader::all(Default::default()).contains(&node));
}
