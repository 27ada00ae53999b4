//! The `httptools` reader of `compare` against httptools's own `parse_url`
//! (httptools 0.9.0 with its bundled http-parser 2.9.4, on CPython
//! 3.11.7): `tests/data/compare/httptools.jsonl`, made by
//! `scripts/compare_vectors_httptools.sh` over the confusion catalog, the
//! WHATWG corpus's inputs, a sample of the real URL lists, inputs reaching
//! each state, 1,000 random ones and 500 that are not UTF-8
//! (`input_hex`). Each row's parts, or its exception and message, equal
//! httptools's; a disagreement stands only in
//! `httptools-disagreements.tsv`, with its reason, and an entry that no
//! longer disagrees fails. Each
//! destination of an `http(s)` row equals the one Python's socket reached
//! (the vectors' `dest`).

use urigram::compare::{self, Reader};

use crate::reader_vectors::{self, Failure};

/// Every row's parts, or its failure, equal httptools's; each destination
/// the vectors hold (`dest`) equals the reader's.
#[test]
fn httptools_reads_as_httptools_0_9() {
    let reader: Reader = "httptools".parse().unwrap();
    assert_eq!(reader.release(), "httptools 0.9.0, http-parser 2.9.4");
    let (mut dests, mut wrong) = (0, Vec::new());
    let tally = reader_vectors::hold(
        "httptools",
        include_str!("data/compare/httptools.jsonl"),
        include_str!("data/compare/httptools-disagreements.tsv"),
        |want, input| {
            if let Some(dest) = want.as_object_mut().unwrap().remove("dest") {
                if let Err(e) =
                    reader_vectors::python_destination("httptools", input, reader, &dest)
                {
                    wrong.push(format!("{:?}: {e}", input.shown));
                }
                dests += 1;
            }
            reader_vectors::row(reader, input, Failure::ExceptionIfAny, false)
        },
    );
    assert!(
        wrong.is_empty(),
        "{} destinations differ:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
    assert_eq!(
        format!(
            "httptools {}, http-parser {}",
            tally.release["httptools"].as_str().unwrap(),
            tally.release["http-parser"].as_str().unwrap()
        ),
        reader.release()
    );
    let (n, valid, bytes) = (tally.rows, tally.valid, tally.bytes);
    assert!(
        n > 8_400 && valid > 6_000 && dests > 3_000 && bytes == 500,
        "{n} {valid} {dests} {bytes}"
    );
}

/// Where Python's socket would connect given httptools's host (uvicorn
/// itself connects nowhere): the host as parse_url gives it (no brackets),
/// through the `idna` codec, then getaddrinfo's numeric forms, the written
/// port or the schema's default. Expected values from httptools 0.9.0 on
/// CPython 3.11.7: `h = parse_url(s).host.decode()`, `h.encode("idna")`,
/// then `socket.getaddrinfo(h, None, flags=socket.AI_NUMERICHOST)`.
#[test]
fn httptools_connects_where_pythons_socket_would() {
    let reader: Reader = "httptools".parse().unwrap();
    let dest = |input: &str| {
        let c = compare::compare(input, &[reader]);
        c.readings()[0]
            .destination()
            .map(|d| (d.host.as_ref().map(ToString::to_string), d.port))
    };
    let some = |h: &str, p: u16| Some((Some(h.to_owned()), Some(p)));
    assert_eq!(dest("http://0x7f.1/"), some("127.0.0.1", 80));
    // The port's leading zero is dropped by the parser's own number.
    assert_eq!(
        dest("https://[::FFFF:7F00:1]:08443/"),
        some("[::ffff:127.0.0.1]", 8443)
    );
    // The zone as written: Python does not decode `%25`.
    assert_eq!(dest("http://[fe80::1%25lo]/"), some("[fe80::1%25lo]", 80));
    assert_eq!(dest("http://Example.COM./"), some("example.com", 80));
    assert_eq!(dest("HTTP://u:p@h/"), some("h", 80));
    assert_eq!(dest("http://2130706433:0/"), some("127.0.0.1", 0));
    // The idna codec refuses the empty label: no host is looked up.
    assert_eq!(dest("http://evil.example../"), Some((None, Some(80))));
    // parse_url refuses a backslash in the server: no destination.
    assert_eq!(dest("http://evil.example\\@good.example/"), None);
    // Not a default reader: named only.
    assert!(!Reader::every(Default::default()).contains(&reader));
    assert!(Reader::all(Default::default()).contains(&reader));
}

/// parse_url refuses more than 65,535 bytes before http-parser reads them
/// (its offsets are 16 bits): httptools 0.9.0 on `b"/" + b"a" * 65535`
/// raises `url is too long: url length of 65536 bytes exceeds the maximum
/// of 65535 bytes`, and reads `b"/" + b"a" * 65534` as a path.
#[test]
fn httptools_refuses_more_than_65535_bytes() {
    let reader: Reader = "httptools".parse().unwrap();
    let at = |n: usize| {
        let input = format!("/{}", "a".repeat(n - 1));
        let c = compare::compare(input.as_str(), &[reader]);
        c.readings()[0]
            .outcome()
            .as_ref()
            .map(|p| p.path.as_ref().map(String::len))
            .map_err(|e| (e.exception(), e.message().to_owned()))
    };
    assert_eq!(at(65_535), Ok(Some(65_535)));
    assert_eq!(
        at(65_536),
        Err((
            Some("HttpParserInvalidURLError"),
            "url is too long: url length of 65536 bytes exceeds the maximum of 65535 bytes"
                .to_owned()
        ))
    );
}
