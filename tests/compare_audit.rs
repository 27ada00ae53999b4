//! What a hand audit of `compare` slipped past, each now a library test
//! that a planted bug fails: a destination that drops every trailing dot
//! rather than one, a verdict that compares schemes case-sensitively, and
//! a verdict that depends on the readers' order. (java.net.URI's index for
//! a hostname label ending in `-`, the fourth, is held by `java_uri` to
//! JDK 17's own answers: `http://a-[/` is index 8 there.)

use urigram::compare::{self, Part, Reader, Target};
use urigram::urllib::Python;

/// The URL Standard's destination host of `input`.
fn whatwg_host(input: &str) -> Option<Target> {
    let c = compare::compare(input, &[Reader::Whatwg]);
    c.readings()[0].destination()?.host.clone()
}

/// A DNS name is absolute with one trailing dot and the same name without
/// it (RFC 1034 section 3.1); a second dot is an empty label, another
/// name (Node 20's `new URL('http://evil.example../').hostname` is
/// `evil.example..`, and Python's `idna` codec refuses it: empty label).
#[test]
fn one_trailing_dot_is_dropped_not_two() {
    let name = |s: &str| Some(Target::Name(s.to_owned()));
    assert_eq!(whatwg_host("http://evil.example/"), name("evil.example"));
    assert_eq!(whatwg_host("http://evil.example./"), name("evil.example"));
    assert_eq!(whatwg_host("http://evil.example../"), name("evil.example."));
    // A grammar's host goes the same way.
    let c = compare::compare("http://evil.example../", &["rfc3986".parse().unwrap()]);
    let d = c.readings()[0].destination().unwrap();
    assert_eq!(d.host, name("evil.example."));
    // Python's socket refuses the empty label: urllib has no destination
    // host, so the URL Standard's one is a difference.
    let readers = [Reader::Urllib(Python::V3_11), Reader::Whatwg];
    let c = compare::compare("http://evil.example../", &readers);
    assert_eq!(c.readings()[0].destination().unwrap().host, None);
    assert!(c.differ().contains(&Part::Host));
    assert!(!compare::agree(
        "http://evil.example../",
        &readers,
        &[Part::Host]
    ));
    // One dot is a spelling only.
    let c = compare::compare("http://evil.example./", &readers);
    assert!(!c.differ().contains(&Part::Host), "{:?}", c.differ());
}

/// Schemes are case-insensitive (RFC 3986 section 3.1): `HTTP` and `http`
/// are one scheme spelled two ways, in the verdict and in the consensus
/// check; two schemes are a difference.
#[test]
fn schemes_are_compared_up_to_case() {
    let readers = Reader::parse_list("rfc3986,whatwg", Python::V3_11).unwrap();
    let c = compare::compare("HTTP://h/", &readers);
    assert_eq!(
        c.readings()[0].parts().unwrap().scheme.as_deref(),
        Some("HTTP")
    );
    assert_eq!(
        c.readings()[1].parts().unwrap().scheme.as_deref(),
        Some("http")
    );
    assert!(!c.differ().contains(&Part::Scheme), "{:?}", c.differ());
    assert!(c.spelling().contains(&Part::Scheme), "{:?}", c.spelling());
    assert!(compare::agree("HTTP://h/", &readers, &[Part::Scheme]));
    assert!(compare::agree("hTtP://h/", &readers, &Part::DESTINATION));
    // java keeps the scheme as written, urllib lower-cases it.
    let readers = Reader::parse_list("java,urllib", Python::V3_11).unwrap();
    let c = compare::compare("HTTP://h/", &readers);
    assert!(c.spelling().contains(&Part::Scheme));
    assert!(compare::agree("HTTP://h/", &readers, &Part::DESTINATION));
}

/// The inputs the order property runs on: the confusion catalog, a sample
/// of the real URL lists, and IPv6 literals with and without zones, as
/// each reader reads a zone (RFC 6874's `%25` decoded, urllib's and
/// java's as written, the URL Standard's refused).
fn inputs() -> Vec<String> {
    let mut out: Vec<String> = include_str!("data/compare/confusion.tsv")
        .lines()
        .filter(|l| !l.starts_with('#'))
        .filter_map(|l| serde_json::from_str(l.split_once('\t')?.1).ok())
        .collect();
    for list in [
        include_str!("data/real-urls/isaacs_files.txt"),
        include_str!("data/real-urls/kasztp.txt"),
        include_str!("data/real-urls/node_files.txt"),
    ] {
        out.extend(list.lines().step_by(151).map(str::to_owned));
    }
    for host in [
        "[fe80::1]",
        "[fe80::1%eth0]",
        "[fe80::1%25eth0]",
        "[fe80::1%2525eth0]",
        "[FE80::1%25eth0]",
        "[fe80::0:1%25eth1]",
        "[::ffff:1.2.3.4]",
    ] {
        out.push(format!("http://{host}/"));
        out.push(format!("http://{host}:80/x"));
    }
    out
}

/// The verdict depends on no order of the readers: reversed, or rotated,
/// the parts that differ and the parts spelled differently are the same,
/// and so is the consensus check's answer on every part.
#[test]
fn the_verdict_does_not_depend_on_the_readers_order() {
    let every = Reader::every(Python::V3_11);
    let sets = [
        every.clone(),
        Reader::parse_list("urllib,java,whatwg,rfc6874", Python::V3_11).unwrap(),
        Reader::parse_list("rfc3986,rfc6874,urllib", Python::V3_11).unwrap(),
    ];
    let mut n = 0;
    for input in inputs() {
        for readers in &sets {
            let c = compare::compare(&input, readers);
            let mut rotated = readers.clone();
            rotated.rotate_left(readers.len() / 2);
            let orders = [readers.iter().rev().copied().collect::<Vec<_>>(), rotated];
            for order in orders {
                let o = compare::compare(&input, &order);
                assert_eq!(o.differ(), c.differ(), "{input:?} {order:?}");
                assert_eq!(o.spelling(), c.spelling(), "{input:?} {order:?}");
                for part in Part::ALL {
                    assert_eq!(
                        compare::agree(&input, &order, &[part]),
                        c.agrees_on(&[part]),
                        "{input:?} {part} {order:?}"
                    );
                }
            }
            n += 1;
        }
    }
    assert!(n > 1_000, "{n}");
}

/// urllib's row writes a part the input lacks as `None` and an empty one
/// as `""`, but for the query and fragment, which urlsplit gives as `""`
/// either way (the reader declares them: `empty_for_absent`). Expected:
/// CPython 3.11.7's `urlsplit` (scheme, netloc, path, query, fragment).
#[test]
fn urllib_writes_none_for_a_part_the_input_lacks() {
    let cpython: [(&str, [&str; 5]); 8] = [
        ("path", ["", "", "path", "", ""]),
        ("//h", ["", "h", "", "", ""]),
        ("//", ["", "", "", "", ""]),
        ("http:x", ["http", "", "x", "", ""]),
        ("http://", ["http", "", "", "", ""]),
        ("http:///x", ["http", "", "/x", "", ""]),
        ("http://h?", ["http", "h", "", "", ""]),
        ("http://h#", ["http", "h", "", "", ""]),
    ];
    let urllib = Reader::Urllib(Python::V3_11);
    assert_eq!(urllib.empty_for_absent(), [Part::Query, Part::Fragment]);
    for (input, [scheme, netloc, path, query, fragment]) in cpython {
        let c = compare::compare(input, &[urllib]);
        let p = c.readings()[0].parts().unwrap();
        // A scheme is never empty: urlsplit's "" is none.
        assert_eq!(
            p.scheme.as_deref(),
            Some(scheme).filter(|s| !s.is_empty()),
            "{input}"
        );
        // An authority is there when `//` opens one, empty or not.
        let slashes = input
            .strip_prefix(scheme)
            .and_then(|r| r.strip_prefix(':'))
            .unwrap_or(input);
        let authority = slashes.starts_with("//").then_some(netloc);
        assert_eq!(p.authority.as_deref(), authority, "{input}");
        assert_eq!(p.host.as_deref(), authority, "{input}");
        assert_eq!(p.path.as_deref(), Some(path), "{input}");
        assert_eq!(p.query.as_deref(), Some(query), "{input}");
        assert_eq!(p.fragment.as_deref(), Some(fragment), "{input}");
    }
}
