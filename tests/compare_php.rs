//! The `php` reader of `compare` against PHP's own `parse_url` (8.2.36,
//! Debian's php-cli): `tests/data/compare/php.jsonl`, made by
//! `scripts/compare_vectors_php.sh` over the confusion catalog, the WHATWG
//! corpus's inputs, a sample of the real URL lists, inputs reaching each
//! branch of `php_url_parse_ex2`, random ones, and some that are not UTF-8
//! (`input_hex`).
//! Each row's parts, or its `false`, equal PHP's; a disagreement stands
//! only in `php-disagreements.tsv`, with its reason, and an entry that no
//! longer disagrees fails.

use urigram::compare::{self, Reader};

use crate::reader_vectors::{self, Failure};

#[test]
fn php_reads_as_php_8_2() {
    let php: Reader = "php".parse().unwrap();
    assert_eq!(php.release(), "8.2.36");
    let tally = reader_vectors::hold(
        "php",
        include_str!("data/compare/php.jsonl"),
        include_str!("data/compare/php-disagreements.tsv"),
        |_, input| reader_vectors::row(php, input, Failure::Message, false),
    );
    assert_eq!(tally.release["php"], php.release());
    assert!(
        tally.rows > 6_000 && tally.valid > 5_000 && tally.bytes >= 5,
        "{} {} {}",
        tally.rows,
        tally.valid,
        tally.bytes
    );
}

/// Where PHP's own client connects: `php-destinations.tsv`, made by
/// `scripts/php/compare_php_destinations.py`, holds where PHP 8.2.36's
/// `file_get_contents` connected (listeners on 127.0.0.1 and [::1]), or
/// the name glibc's `getaddrinfo` was asked for, or the socket transport's
/// refusal. inet_aton's forms and bracketed hosts of any kind are
/// addresses; a port of 0 is the default; a `:` or `]:` left in
/// parse_url's host moves the port.
#[test]
fn php_connects_where_its_streams_do() {
    use std::net::IpAddr;
    use urigram::compare::Target;
    let php: Reader = "php".parse().unwrap();
    let mut n = 0;
    for line in include_str!("data/compare/php-destinations.tsv").lines() {
        if line.starts_with('#') {
            continue;
        }
        let (url, reached) = line.split_once('\t').unwrap();
        let url: String = serde_json::from_str(url).unwrap();
        let c = compare::compare(&url, &[php]);
        let dest = c.readings()[0].destination().cloned().unwrap();
        let looked_up = reached
            .strip_prefix("getaddrinfo for ")
            .and_then(|r| r.strip_suffix(" failed"));
        if let Some(name) = looked_up {
            let want = (!name.is_empty()).then(|| {
                let name = name.strip_suffix('.').unwrap_or(name);
                Target::Name(name.to_ascii_lowercase())
            });
            assert_eq!(dest.host, want, "{url}");
        } else if reached == "Failed to parse IPv6 address" {
            assert_eq!(dest.host, None, "{url}");
        } else {
            let (addr, port) = reached.split_once(' ').unwrap();
            let want = match addr.parse::<IpAddr>().unwrap() {
                IpAddr::V4(a) => Target::Ipv4(a),
                IpAddr::V6(a) => Target::Ipv6(a, None),
            };
            assert_eq!(dest.host, Some(want), "{url}");
            assert_eq!(dest.port, Some(port.parse().unwrap()), "{url}");
        }
        n += 1;
    }
    assert!(n >= 20, "{n}");
    // No IDNA: glibc is asked for the UTF-8 bytes, which no name
    // registered under IDNA is; the text says why there is no destination.
    let c = compare::compare("http://faß.de/", &[php]);
    assert_eq!(c.readings()[0].destination().unwrap().host, None);
    let why = c.readings()[0].why_no_destination().unwrap();
    assert!(why.contains("not ASCII"), "{why}");
    let c = compare::compare("http://[::1]x]/", &[php]);
    let why = c.readings()[0].why_no_destination().unwrap();
    assert!(why.contains("socket transport"), "{why}");
    // Not a default reader: named only.
    assert!(!Reader::every(Default::default()).contains(&php));
    assert!(Reader::all(Default::default()).contains(&php));
}
