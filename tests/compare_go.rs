//! The `go` reader of `compare` against Go's own `net/url.Parse`
//! (go1.19.8, Debian's golang-go): `tests/data/compare/go.jsonl`, made by
//! `scripts/compare_vectors_go.sh` over the confusion catalog, the WHATWG
//! corpus's inputs and a sample of the real URL lists. Each row's parts,
//! or its error in Go's words, equal Go's; a disagreement stands only in
//! `go-disagreements.tsv`, with its reason, and an entry that no longer
//! disagrees fails.

use urigram::compare::{self, Reader};

use crate::reader_vectors::{self, Failure};

#[test]
fn go_reads_as_go_1_19() {
    let go: Reader = "go".parse().unwrap();
    assert_eq!(go.release(), "go1.19.8");
    let tally = reader_vectors::hold(
        "go",
        include_str!("data/compare/go.jsonl"),
        include_str!("data/compare/go-disagreements.tsv"),
        |_, input| reader_vectors::row(go, input, Failure::Message, false),
    );
    assert_eq!(tally.release["go"], go.release());
    assert!(
        tally.rows > 6_000 && tally.valid > 5_000,
        "{} {}",
        tally.rows,
        tally.valid
    );
}

/// Where Go's client would connect: `net.ParseIP` reads dotted decimal
/// only (`0x7f.1` and `010.0.0.1` are names to Go, addresses to
/// `inet_aton`), IPv6 as written with its zone, and no IDNA.
#[test]
fn go_connects_where_net_dial_would() {
    let go: Reader = "go".parse().unwrap();
    let dest = |input: &str| {
        let c = compare::compare(input, &[go]);
        c.readings()[0]
            .destination()
            .and_then(|d| d.host.as_ref().map(|t| (t.to_string(), d.port)))
    };
    let some = |h: &str, p: u16| Some((h.to_owned(), Some(p)));
    assert_eq!(dest("http://127.0.0.1/"), some("127.0.0.1", 80));
    assert_eq!(dest("http://0x7f.1/"), some("0x7f.1", 80));
    assert_eq!(dest("http://010.0.0.1/"), some("010.0.0.1", 80));
    assert_eq!(dest("https://[::1]:8443/"), some("[::1]", 8443));
    assert_eq!(dest("http://[fe80::1%25eth0]/"), some("[fe80::1%eth0]", 80));
    assert_eq!(dest("http://Example.COM./"), some("example.com", 80));
    assert_eq!(dest("http://faß.de/"), None);
    // Not a default reader: named only.
    assert!(!Reader::every(Default::default()).contains(&go));
    assert!(Reader::all(Default::default()).contains(&go));
}
