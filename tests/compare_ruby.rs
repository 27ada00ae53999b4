//! The `ruby` reader of `compare` against Ruby's own `URI.parse` (Ruby
//! 3.1.2, the uri gem 0.11.0, Debian's ruby3.1):
//! `tests/data/compare/ruby.jsonl`, made by `scripts/compare_vectors_ruby.sh`
//! over the confusion catalog, the WHATWG corpus's inputs, a sample of the
//! real URL lists, the regexp's and scheme classes' corners, 3,000 seeded
//! combinations and 2,000 seeded strings over the IP literals' bytes; and
//! `URI::RFC2396_Parser.new.parse` on the same inputs
//! (`ruby-rfc2396.jsonl`). Each row's parts, or its exception's class and
//! message, equal Ruby's; a disagreement stands only in
//! `ruby-disagreements.tsv` (`ruby-rfc2396-disagreements.tsv`), with its
//! reason, and an entry that no longer disagrees fails.

use urigram::compare::{self, Reader};

use crate::reader_vectors::{self, Failure};

#[test]
fn ruby_reads_as_ruby_3_1() {
    check(
        "ruby",
        include_str!("data/compare/ruby.jsonl"),
        include_str!("data/compare/ruby-disagreements.tsv"),
    );
}

/// `URI::RFC2396_Parser.new.parse`, on the same inputs.
#[test]
fn ruby_rfc2396_reads_as_ruby_3_1() {
    check(
        "ruby-rfc2396",
        include_str!("data/compare/ruby-rfc2396.jsonl"),
        include_str!("data/compare/ruby-rfc2396-disagreements.tsv"),
    );
}

/// Every vector line equals the reader's row, but the listed ones, which
/// must differ.
fn check(name: &str, vectors: &str, tsv: &str) {
    let ruby: Reader = name.parse().unwrap();
    assert_eq!(ruby.release(), "Ruby 3.1.2, uri 0.11.0");
    let tally = reader_vectors::hold(name, vectors, tsv, |_, input| {
        reader_vectors::row(ruby, input, Failure::ClassThenMessage, false)
    });
    let release = &tally.release;
    assert_eq!(
        format!(
            "Ruby {}, uri {}",
            release["ruby"].as_str().unwrap(),
            release["uri"].as_str().unwrap()
        ),
        ruby.release()
    );
    assert!(
        tally.rows > 10_000 && tally.valid > 5_000,
        "{} {}",
        tally.rows,
        tally.valid
    );
}

/// Where Ruby's client would connect: `hostname` handed by `TCPSocket` to
/// glibc's `getaddrinfo`. The addresses are Ruby's own,
/// `Addrinfo.getaddrinfo(host, 80, nil, :STREAM, nil,
/// Socket::AI_NUMERICHOST).map(&:ip_address)` on Ruby 3.1.2 (no network):
/// `0x7f.1` and `127.1` give 127.0.0.1, `010.1` 8.0.0.1, `*` `::1` then
/// 127.0.0.1, and `1.2.3.4.` no address (a name).
#[test]
fn ruby_connects_where_tcpsocket_would() {
    let ruby: Reader = "ruby".parse().unwrap();
    let dest = |input: &str| {
        let c = compare::compare(input, &[ruby]);
        c.readings()[0]
            .destination()
            .and_then(|d| d.host.as_ref().map(|t| (t.to_string(), d.port)))
    };
    let some = |h: &str, p: u16| Some((h.to_owned(), Some(p)));
    assert_eq!(dest("http://0x7f.1/"), some("127.0.0.1", 80));
    assert_eq!(dest("http://127.1/"), some("127.0.0.1", 80));
    assert_eq!(dest("https://010.1/"), some("8.0.0.1", 443));
    assert_eq!(dest("http://*/"), some("[::1]", 80));
    assert_eq!(dest("http://1.2.3.4./"), some("1.2.3.4", 80));
    assert_eq!(dest("ldap://[::1]/"), some("[::1]", 389));
    assert_eq!(dest("http://Example.COM:8080/"), some("example.com", 8080));
    assert_eq!(dest("http://[v1.x]/"), None);
    assert_eq!(dest("file:///etc/passwd"), None);
    // RFC 2396's loose IPv6 reference `[1]` is the hostname `1`, which
    // getaddrinfo reads as 0.0.0.1 (Ruby: `["0.0.0.1"]` for "1").
    let older: Reader = "ruby-rfc2396".parse().unwrap();
    let c = compare::compare(" http://[1]/ ", &[older]);
    let d = c.readings()[0].destination().unwrap();
    assert_eq!(d.host.as_ref().unwrap().to_string(), "0.0.0.1");
    assert_eq!(d.port, Some(80));
    // Not a default reader: named only, and a client.
    assert!(!Reader::every(Default::default()).contains(&ruby));
    assert!(Reader::all(Default::default()).contains(&ruby));
}
