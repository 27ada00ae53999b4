//! The `wget2` reader of `compare` against GNU Wget2's own parser, libwget
//! 1.99.1's `wget_iri_parse(input, "utf-8")` (Debian bookworm's wget2-dev,
//! with libidn2 2.3.3): `tests/data/compare/wget2.jsonl`, made by
//! `scripts/compare_vectors_wget2.sh` over the confusion catalog, the
//! WHATWG corpus's inputs, a sample of the real URL lists, inputs reaching
//! each branch, 1,000 random ones and some that are not UTF-8
//! (`input_hex`). Each row's parts equal the `wget_iri_t`'s fields; a
//! disagreement stands only in `wget2-disagreements.tsv`, with its reason,
//! and an entry that no longer disagrees fails.

use urigram::compare::{self, Reader};

use crate::reader_vectors::{self, Failure};

#[test]
fn wget2_reads_as_libwget_1_99_1() {
    let wget2: Reader = "wget2".parse().unwrap();
    assert_eq!(wget2.release(), "libwget 1.99.1");
    let tally = reader_vectors::hold(
        "wget2",
        include_str!("data/compare/wget2.jsonl"),
        include_str!("data/compare/wget2-disagreements.tsv"),
        |_, input| reader_vectors::row(wget2, input, Failure::Message, false),
    );
    assert_eq!(tally.release["wget2"], "libwget 1.99.1");
    assert_eq!(tally.release["libidn2"], "2.3.3-1+b1");
    let (n, valid, bytes) = (tally.rows, tally.valid, tally.bytes);
    assert!(
        n > 8_400 && valid > 8_300 && valid < n && bytes > 400,
        "{n} {valid} {bytes}"
    );
}

/// Where wget2 would connect: glibc's `getaddrinfo`, whose `inet_aton`
/// reads `0x7f.1`, `010.0.0.1` and `2130706433` as addresses (expected
/// values from `getent ahosts` on glibc 2.36), on the host libwget gives
/// (`xn--fa-hia.de` is libwget's own, non-transitional, conversion of
/// `faß.de`) and the port it fills in; a scheme wget2 does not fetch has
/// no destination.
#[test]
fn wget2_connects_where_getaddrinfo_would() {
    let wget2: Reader = "wget2".parse().unwrap();
    let dest = |input: &str| {
        let c = compare::compare(input, &[wget2]);
        c.readings()[0]
            .destination()
            .map(|d| (d.host.as_ref().map(ToString::to_string), d.port))
    };
    let some = |h: &str, p: u16| Some((Some(h.to_owned()), Some(p)));
    assert_eq!(dest("http://127.0.0.1/"), some("127.0.0.1", 80));
    assert_eq!(dest("http://0x7f.1/"), some("127.0.0.1", 80));
    assert_eq!(dest("http://010.0.0.1/"), some("8.0.0.1", 80));
    assert_eq!(dest("2130706433:8080/x"), some("127.0.0.1", 8080));
    assert_eq!(dest("https://[::1]:8443/"), some("[::1]", 8443));
    assert_eq!(dest("HTTPS://Example.COM/"), some("example.com", 443));
    assert_eq!(dest("http://fa\u{df}.de/"), some("xn--fa-hia.de", 80));
    assert_eq!(dest("http://h:65536/"), some("h", 80));
    assert_eq!(dest("ftp://example.com/"), None);
    // Not a default reader: named only.
    assert!(!Reader::every(Default::default()).contains(&wget2));
    assert!(Reader::all(Default::default()).contains(&wget2));
}

/// libwget converts a host that is not ASCII with libidn2's lookup,
/// non-transitional first and transitional where that fails, and keeps
/// the host as it was where both fail. Expected values from libwget 1.99.1
/// with libidn2 2.3.3 (each also a line of the vectors): `ß` stays where
/// IDNA 2008 takes the label, and becomes `ss` where it does not (a Bidi
/// Rule failure, a ZWNJ out of context, dropped); a label with ASCII
/// libidn2's Punycode decoder refuses, or a code point newer than its
/// Unicode 14.0, is kept as written.
#[test]
fn wget2_converts_hosts_as_libidn2_does() {
    let wget2: Reader = "wget2".parse().unwrap();
    let host = |input: &str| {
        let c = compare::compare(input, &[wget2]);
        c.readings()[0].outcome().unwrap().host.clone().unwrap()
    };
    assert_eq!(host("http://fa\u{df}.de/"), "xn--fa-hia.de");
    assert_eq!(host("http://\u{df}\u{5d0}/"), "xn--ss-wld");
    assert_eq!(host("http://\u{df}\u{b7}/"), "xn--uba3f");
    assert_eq!(host("http://a\u{200c}b/"), "ab");
    assert_eq!(host("http://\u{661}/"), "xn--9hb");
    assert_eq!(host("http://x;;\u{e9}/"), "x;;\u{e9}");
    assert_eq!(host("http://\u{e9}-/"), "\u{e9}-");
    assert_eq!(host("http://\u{3164}\u{e9}/"), "\u{3164}\u{e9}");
    assert_eq!(host("http://\u{e9}\u{cf3}/"), "\u{e9}\u{cf3}");
}
