//! The `url-parse` reader of `compare` against npm url-parse 1.5.10 under
//! Node v20.20.2 (`new Url(input)` with one argument, as a Node server
//! calls it): `tests/data/compare/url-parse.jsonl`, made by
//! `scripts/compare_vectors_url_parse.sh` over the confusion catalog, the
//! WHATWG corpus's inputs, a sample of the real URL lists, inputs reaching
//! each step of the constructor, 1,000 random ones and a few that are not
//! UTF-8 (`input_hex`, decoded as Node's `Buffer.toString()` does). Each
//! row's parts equal the object's properties; a disagreement stands only in
//! `url-parse-disagreements.tsv`, with its reason, and an entry that no
//! longer disagrees fails.

use urigram::compare::{self, Reader};

use crate::reader_vectors::{self, Failure};

#[test]
fn url_parse_reads_as_url_parse_1_5_10() {
    let reader: Reader = "url-parse".parse().unwrap();
    assert_eq!(reader.release(), "url-parse 1.5.10, Node v20.20.2");
    let tally = reader_vectors::hold(
        "url-parse",
        include_str!("data/compare/url-parse.jsonl"),
        include_str!("data/compare/url-parse-disagreements.tsv"),
        |_, input| reader_vectors::row(reader, input, Failure::Message, false),
    );
    assert_eq!(tally.release["url-parse"], "1.5.10");
    assert_eq!(tally.release["node"], "v20.20.2");
    let (n, refused, bytes) = (tally.rows, tally.rows - tally.valid, tally.bytes);
    assert!(
        n > 8_000 && refused > 10 && bytes >= 8,
        "{n} {refused} {bytes}"
    );
}

/// Where a Node client would connect with url-parse's hostname:
/// `http.request({hostname, port})`, which refuses a `Host` header beyond
/// Latin-1, then `dns.lookup` (ada's `to_ascii`, then glibc's
/// `getaddrinfo`, whose `inet_aton` reads `0x7f.1` and `010.0.0.1`).
/// Expected values from Node v20.20.2 with url-parse 1.5.10, a
/// `getaddrinfo` shim (LD_PRELOAD) printing the name looked up, and no
/// network: the address `dns.lookup` answered, the name it asked for (one
/// trailing dot dropped, as every reader's name is compared), or
/// the error (`ENOTFOUND` for `[::1]`, `EINVAL` for `xn--a`,
/// `ERR_INVALID_CHAR` thrown by `http.request`) where there is none.
#[test]
fn url_parse_connects_where_node_http_request_would() {
    let reader: Reader = "url-parse".parse().unwrap();
    let dest = |input: &str| {
        let c = compare::compare(input, &[reader]);
        c.readings()[0]
            .destination()
            .and_then(|d| d.host.as_ref().map(|t| (t.to_string(), d.port)))
    };
    let some = |h: &str, p: u16| Some((h.to_owned(), Some(p)));
    assert_eq!(dest("http://127.0.0.1/"), some("127.0.0.1", 80));
    assert_eq!(dest("http://0x7f.1/"), some("127.0.0.1", 80));
    assert_eq!(dest("http://010.0.0.1/"), some("8.0.0.1", 80));
    assert_eq!(dest("http://fe80::a/"), some("[fe80::a]", 80));
    assert_eq!(dest("http://BÜCHER.de/"), some("xn--bcher-kva.de", 80));
    assert_eq!(dest("http://\u{e9}\u{ff}.de/"), some("xn--9ca8b.de", 80));
    assert_eq!(
        dest("http://evil.example\\@good.example/"),
        some("evil.example", 80)
    );
    assert_eq!(dest("http://localhost./"), some("localhost", 80));
    // url-parse drops a zero or default port: the client takes the default.
    assert_eq!(dest("ws://h:0/"), some("h", 80));
    assert_eq!(dest("https://h:443/"), some("h", 443));
    assert_eq!(dest("http://h:8080/"), some("h", 8080));
    // Brackets kept by url-parse: getaddrinfo finds no `[::1]`.
    assert_eq!(dest("http://[::1]:8443/"), None);
    // ada refuses the label: EINVAL before any lookup.
    assert_eq!(dest("http://xn--a/"), None);
    // Beyond Latin-1 or a control: http.request throws ERR_INVALID_CHAR,
    // though ada would map the fullwidth digits to 127.0.0.1.
    assert_eq!(
        dest("http://\u{ff11}\u{ff12}\u{ff17}\u{ff0e}\u{ff10}\u{ff0e}\u{ff10}\u{ff0e}\u{ff11}/"),
        None
    );
    assert_eq!(dest("http://\u{ff10}x7f.1/"), None);
    assert_eq!(dest("http://\u{3c3}.gr/"), None);
    assert_eq!(dest("http://a\u{1}b/"), None);
    assert_eq!(dest("http://a\u{7f}b/"), None);
    // libuv takes a name of 255 bytes once ASCII and fails on 256 with
    // EINVAL; ada maps the soft hyphen to nothing, so 5,000 of them before
    // `localhost` are looked up as `localhost` (Node: 127.0.0.1).
    let long = |c: &str, n: usize| dest(&format!("http://{}/", c.repeat(n)));
    assert_eq!(long("a", 255), some(&"a".repeat(255), 80));
    assert_eq!(long("a", 256), None);
    // 240 `é`s are 246 bytes once ASCII (Node's `url.domainToASCII`).
    assert_eq!(long("\u{e9}", 240).map(|d| d.0.len()), Some(246));
    assert_eq!(long("\u{e9}", 260), None);
    assert_eq!(long("\u{e9}", 100_000), None);
    assert_eq!(
        dest(&format!("http://{}localhost/", "\u{ad}".repeat(5000))),
        some("localhost", 80)
    );
    // Not a default reader: named only; in the node group.
    assert!(!Reader::every(Default::default()).contains(&reader));
    assert!(Reader::all(Default::default()).contains(&reader));
}
