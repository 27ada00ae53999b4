//! The `mono` reader of `compare` against Mono's own `System.Uri` (Mono
//! 6.8.0.105, Debian's mono-runtime): `tests/data/compare/mono.jsonl`, made
//! by `scripts/compare_vectors_mono.sh` over the confusion catalog, the
//! WHATWG corpus's inputs, a sample of the real URL lists, inputs reaching
//! each branch of the parser, random ones, real URLs changed at random,
//! and 516 that are not UTF-8
//! (`input_hex`, given to Mono as bytes). Each row's parts equal what
//! `new Uri(input, UriKind.Absolute)` and its getters give, or its
//! `UriFormatException` and message; a disagreement stands only in
//! `mono-disagreements.tsv`, with its reason, and an entry that no longer
//! disagrees fails.

use urigram::compare::{self, Reader};

use crate::reader_vectors::{self, Failure};

#[test]
fn mono_reads_as_system_uri_of_mono_6_8() {
    let mono: Reader = "mono".parse().unwrap();
    assert_eq!(mono.release(), "Mono 6.8.0.105");
    let tally = reader_vectors::hold(
        "mono",
        include_str!("data/compare/mono.jsonl"),
        include_str!("data/compare/mono-disagreements.tsv"),
        |_, input| reader_vectors::row(mono, input, Failure::ClassColonMessage, false),
    );
    let version = &tally.release;
    assert!(
        version["mono"]
            .as_str()
            .is_some_and(|v| v.starts_with("6.8.0.105 ")),
        "{version}"
    );
    let (n, valid, bytes) = (tally.rows, tally.valid, tally.bytes);
    assert!(
        n > 16_000 && valid > 9_000 && n - valid > 3_000 && bytes > 500,
        "{n} {valid} {bytes}"
    );
}

/// Where .NET's client on Mono would connect: glibc's `getaddrinfo` on the
/// host `System.Uri` canonicalized (expected values: Mono 6.8.0.105's
/// `Host` and `IdnHost`, then Python 3.11's `socket.getaddrinfo(host,
/// None, flags=AI_NUMERICHOST)` on glibc 2.36, which reads `127.0.0.1` but
/// refuses `127.0.0.1.` as a number, so that is a name), with the port
/// `Port` fills in.
#[test]
fn mono_connects_where_getaddrinfo_would() {
    let mono: Reader = "mono".parse().unwrap();
    let dest = |input: &str| {
        let c = compare::compare(input, &[mono]);
        c.readings()[0]
            .destination()
            .and_then(|d| d.host.as_ref().map(|t| (t.to_string(), d.port)))
    };
    let some = |h: &str, p: u16| Some((h.to_owned(), Some(p)));
    // Host: 127.0.0.1 (System.Uri reads inet_aton's forms itself).
    assert_eq!(dest("http://0x7f.1/"), some("127.0.0.1", 80));
    assert_eq!(dest("http://2130706433:8080/"), some("127.0.0.1", 8080));
    // Host: 127.0.0.1. (a trailing dot keeps it a name).
    assert_eq!(dest("http://127.0.0.1./"), some("127.0.0.1", 80));
    assert!(matches!(
        compare::compare("http://127.0.0.1./", &[mono]).readings()[0]
            .destination()
            .and_then(|d| d.host.clone()),
        Some(compare::Target::Name(_))
    ));
    assert_eq!(dest("https://[0:0::1]/"), some("[::1]", 443));
    assert_eq!(dest("ftp://Example.COM/"), some("example.com", 21));
    // IdnHost: xn--bcher-kva.de, abc.com, xn--zca.de, a.b.
    assert_eq!(dest("http://B\u{dc}CHER.de/"), some("xn--bcher-kva.de", 80));
    assert_eq!(
        dest("http://\u{ff21}\u{ff22}\u{ff23}.com/"),
        some("abc.com", 80)
    );
    assert_eq!(dest("http://\u{df}.de/"), some("xn--zca.de", 80));
    assert_eq!(dest("http://a\u{3002}b/"), some("a.b", 80));
    // No host: a Unix path.
    assert_eq!(dest("/etc/passwd"), None);
    // Not a default reader: named only.
    assert!(!Reader::every(Default::default()).contains(&mono));
    assert!(Reader::all(Default::default()).contains(&mono));
}
