//! The `perl` reader of `compare` against Perl's own URI module (URI
//! 5.17 under perl 5.36, Debian's liburi-perl): `tests/data/compare/perl.jsonl`,
//! made by `scripts/compare_vectors_perl.sh` over the confusion catalog,
//! the WHATWG corpus's inputs, a sample of the real URL lists, inputs
//! reaching each branch, 1,000 random ones and 508 that are not UTF-8
//! (`input_hex`, given to Perl as byte strings). Each
//! row's parts equal what `URI->new` and its accessors give; a
//! disagreement stands only in `perl-disagreements.tsv`, with its reason,
//! and an entry that no longer disagrees fails.

use urigram::compare::{self, Reader};

use crate::reader_vectors::{self, Failure};

#[test]
fn perl_reads_as_uri_5_17() {
    let perl: Reader = "perl".parse().unwrap();
    assert_eq!(perl.release(), "URI 5.17");
    let tally = reader_vectors::hold(
        "perl",
        include_str!("data/compare/perl.jsonl"),
        include_str!("data/compare/perl-disagreements.tsv"),
        |_, input| reader_vectors::row(perl, input, Failure::Message, false),
    );
    assert_eq!(tally.release["perl"], "URI 5.17, perl 5.36.0");
    assert!(
        tally.rows > 8_400 && tally.valid == tally.rows && tally.bytes > 500,
        "{} {} {}",
        tally.rows,
        tally.valid,
        tally.bytes
    );
}

/// Where LWP would connect: glibc's `getaddrinfo`, whose `inet_aton`
/// reads `0x7f.1` and `010.0.0.1` as addresses (expected values from
/// `getent ahosts` on glibc 2.36), on the host `->host` gives and the port
/// `->port` fills in.
#[test]
fn perl_connects_where_getaddrinfo_would() {
    let perl: Reader = "perl".parse().unwrap();
    let dest = |input: &str| {
        let c = compare::compare(input, &[perl]);
        c.readings()[0]
            .destination()
            .and_then(|d| d.host.as_ref().map(|t| (t.to_string(), d.port)))
    };
    let some = |h: &str, p: u16| Some((h.to_owned(), Some(p)));
    assert_eq!(dest("http://127.0.0.1/"), some("127.0.0.1", 80));
    assert_eq!(dest("http://0x7f.1/"), some("127.0.0.1", 80));
    assert_eq!(dest("http://010.0.0.1/"), some("8.0.0.1", 80));
    assert_eq!(dest("https://[::1]:8443/"), some("[::1]", 8443));
    assert_eq!(dest("ftp://Example.COM/"), some("example.com", 21));
    assert_eq!(dest("http://b\u{fc}cher.de/"), some("xn--bcher-kva.de", 80));
    // Not a default reader: named only.
    assert!(!Reader::every(Default::default()).contains(&perl));
    assert!(Reader::all(Default::default()).contains(&perl));
}
