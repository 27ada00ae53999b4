//! `compare --base` for the client readers (issue 37 item 4): each
//! resolves as its library does, held pair for pair to that library's own
//! output on the pairs `scripts/compare_base_vectors.py` makes for urllib
//! (RFC 3986 section 5.4's references against its base, the confusion
//! catalog's inputs against two bases, every web-platform-tests case with
//! a base), 2,089 seeded random pairs over bases and references that
//! reach each library's branches and 131 over bases a library may refuse
//! (its `client_pairs`): libcurl 7.88.1's redirect (`base-curl.jsonl`, made by
//! `scripts/compare_base_vectors_curl.sh`), urllib3 2.8.0's
//! (`PoolManager`'s `urljoin` on CPython 3.11.7, `base-urllib3.jsonl`,
//! `scripts/compare_base_vectors_urllib3.sh`), LWP's with Perl's URI 5.17
//! (`base-perl.jsonl`, `scripts/compare_base_vectors_perl.sh`), Ruby's
//! `URI.join` and `URI::RFC2396_Parser#join` (`base-ruby.jsonl`,
//! `base-ruby-rfc2396.jsonl`, `scripts/compare_base_vectors_ruby.sh`),
//! Node 20's legacy `url.resolve` (`base-node-url.jsonl`,
//! `scripts/compare_base_vectors_node_url.sh`), npm url-parse 1.5.10's
//! `new Url(reference, base)` (`base-url-parse.jsonl`,
//! `scripts/compare_base_vectors_url_parse.sh`), wget2 1.99.1's redirect
//! (libwget's `wget_iri_relative_to_abs`, `base-wget2.jsonl`,
//! `scripts/compare_base_vectors_wget2.sh`), PyPI rfc3986 2.0.0's
//! `uri_reference(reference).resolve_with(base).unsplit()`
//! (`base-python-rfc3986.jsonl`,
//! `scripts/compare_base_vectors_python_rfc3986.sh`), Mono 6.8.0.105's
//! `new Uri(new Uri(base), reference)` (`base-mono.jsonl`, and
//! `base-mono-forms.jsonl` over Mono's own forms,
//! `scripts/compare_base_vectors_mono.sh`).
//!
//! A row is the resolved text or the error: the exception's class, `: `
//! and its message where the library raises one. A disagreement may stand
//! only in a listing given to [`holds`] (a committed
//! `base-<reader>-disagreements.tsv`, with its reason), and an entry that
//! no longer disagrees fails; today every pair agrees, so none is listed.
//! Each resolution is also held to be linear in memory.

use serde_json::Value;
use urigram::compare::{self, Reader};

use crate::reader_vectors;

/// What `reader` resolves `input` to against `base`, in the vectors'
/// shape: `resolved`, or the resolution's `error`.
fn row(reader: Reader, base: &str, input: &str) -> Value {
    let c = compare::compare_against(input, base, &[reader]);
    assert!(c.without_resolution().is_empty(), "{reader}");
    let r = &c.readings()[0];
    match r.resolved() {
        Some(s) => serde_json::json!({"base": base, "input": input, "resolved": s}),
        None => {
            let e = r.outcome().unwrap_err();
            let error = match e.exception() {
                Some(class) => format!("{class}: {}", e.message()),
                None => e.message().to_owned(),
            };
            serde_json::json!({"base": base, "input": input, "error": error})
        }
    }
}

/// Holds `name`'s resolution to every row of `jsonl` (after its first
/// line, which `head` checks), `tsv`'s entries aside; returns how many
/// pairs.
fn holds(name: &str, jsonl: &str, tsv: &str, head: impl Fn(&Value)) -> usize {
    let reader: Reader = name.parse().unwrap();
    assert!(reader.resolution().is_some(), "{name}");
    let listed = reader_vectors::listed_pairs(tsv, None);
    let tally =
        reader_vectors::hold_pairs(name, jsonl, &listed, |base, input| row(reader, base, input));
    head(&tally.release);
    tally.pairs
}

#[test]
fn curl_resolves_as_libcurl_7_88_1_follows_a_redirect() {
    let n = holds(
        "curl",
        include_str!("data/compare/base-curl.jsonl"),
        "",
        |head| assert_eq!(head["curl"], "7.88.1"),
    );
    assert!(n > 2_500, "{n}");
}

#[test]
fn urllib3_resolves_as_its_pool_manager_follows_a_redirect() {
    let n = holds(
        "urllib3",
        include_str!("data/compare/base-urllib3.jsonl"),
        "",
        |head| {
            assert_eq!(head["urllib3"], "2.8.0");
            assert_eq!(head["python"], "3.11.7");
        },
    );
    assert!(n > 2_500, "{n}");
}

#[test]
fn perl_resolves_as_lwp_follows_a_redirect() {
    let n = holds(
        "perl",
        include_str!("data/compare/base-perl.jsonl"),
        "",
        |head| {
            assert_eq!(head["perl"], "URI 5.17, perl 5.36.0");
            assert_eq!(head["lwp"], "6.68");
        },
    );
    assert!(n > 2_500, "{n}");
}

#[test]
fn ruby_resolves_as_uri_join() {
    let n = holds(
        "ruby",
        include_str!("data/compare/base-ruby.jsonl"),
        "",
        |head| {
            assert_eq!(head["ruby"], "3.1.2");
            assert_eq!(head["uri"], "0.11.0");
        },
    );
    assert!(n > 2_500, "{n}");
}

#[test]
fn ruby_rfc2396_resolves_as_its_parsers_join() {
    let n = holds(
        "ruby-rfc2396",
        include_str!("data/compare/base-ruby-rfc2396.jsonl"),
        "",
        |head| assert_eq!(head["uri"], "0.11.0"),
    );
    assert!(n > 2_500, "{n}");
}

#[test]
fn node_url_resolves_as_url_resolve() {
    let n = holds(
        "node-url",
        include_str!("data/compare/base-node-url.jsonl"),
        "",
        |head| assert_eq!(head["node"], "v20.20.2"),
    );
    assert!(n > 2_500, "{n}");
}

#[test]
fn url_parse_resolves_as_new_url_with_a_base() {
    let n = holds(
        "url-parse",
        include_str!("data/compare/base-url-parse.jsonl"),
        "",
        |head| {
            assert_eq!(head["url-parse"], "1.5.10");
            assert_eq!(head["node"], "v20.20.2");
        },
    );
    assert!(n > 2_500, "{n}");
}

#[test]
fn wget2_resolves_as_it_follows_a_redirect() {
    let n = holds(
        "wget2",
        include_str!("data/compare/base-wget2.jsonl"),
        "",
        |head| {
            assert_eq!(head["wget2"], "1.99.1");
            assert_eq!(head["debian"], "1.99.1-2.2");
        },
    );
    assert!(n > 2_500, "{n}");
}

#[test]
fn python_rfc3986_resolves_as_its_resolve_with() {
    let n = holds(
        "python-rfc3986",
        include_str!("data/compare/base-python-rfc3986.jsonl"),
        "",
        |head| {
            assert_eq!(head["rfc3986"], "2.0.0");
            assert_eq!(head["python"], "3.11.7");
        },
    );
    assert!(n > 2_500, "{n}");
}

#[test]
fn mono_resolves_as_new_uri_with_a_base() {
    let n = holds(
        "mono",
        include_str!("data/compare/base-mono.jsonl"),
        "",
        |head| {
            assert!(
                head["mono"]
                    .as_str()
                    .is_some_and(|v| v.starts_with("6.8.0.105 ")),
                "{head}"
            );
        },
    );
    assert!(n > 2_500, "{n}");
}

/// Mono's own forms, beyond the pairs every client is held to: implicit
/// file bases (UNC, DOS, Unix paths), DOS paths after a scheme, IPv6 zones,
/// bases without an authority that IRI parsing runs over
/// (`scripts/mono/base_pairs_mono.py`, through the same Mono program).
#[test]
fn mono_resolves_its_own_forms_as_new_uri_with_a_base() {
    let n = holds(
        "mono",
        include_str!("data/compare/base-mono-forms.jsonl"),
        "",
        |head| {
            assert!(
                head["mono"]
                    .as_str()
                    .is_some_and(|v| v.starts_with("6.8.0.105 "))
            )
        },
    );
    assert!(n > 2_500, "{n}");
}

/// The client readers whose resolution the tests above hold.
const CLIENTS: &[&str] = &[
    "curl",
    "urllib3",
    "perl",
    "ruby",
    "ruby-rfc2396",
    "node-url",
    "url-parse",
    "wget2",
    "python-rfc3986",
    "mono",
];

/// `unit` repeated after `prefix` up to `size` bytes.
fn hostile(prefix: &str, unit: &str, size: usize) -> String {
    let mut s = String::with_capacity(size + unit.len());
    s.push_str(prefix);
    while s.len() < size {
        s.push_str(unit);
    }
    s
}

/// Resolution is linear in memory, as `compare_linear` asks of reading:
/// a hostile reference against a base with a deep path, and a hostile
/// base (each reader's own classes: http, ftp, file, mailto, opaque)
/// against a relative reference; ten times the input allocates at most
/// sixteen times the bytes (a quadratic merge would allocate a hundred
/// times as much).
#[test]
fn each_clients_resolution_is_linear_in_memory() {
    use allocation_counter::measure;
    use std::hint::black_box;
    const REFERENCES: &[&str] = &[
        "../", "./", "a/../", "/", "?", "#", "a@", "%41", "\u{e9}", "//",
    ];
    const BASES: &[&str] = &[
        "http://h/",
        "ftp://h/",
        "file:///",
        "mailto:a@b?",
        "sc:",
        "http://h/?",
    ];
    let deep = hostile("http://h/", "a/", 10_000);
    for name in CLIENTS {
        let reader: Reader = name.parse().unwrap();
        let bytes = |base: &str, reference: &str| {
            measure(|| {
                black_box(compare::compare_against(reference, base, &[reader]));
            })
            .bytes_total
        };
        let cases = REFERENCES.iter().map(|unit| (None, *unit)).chain(
            BASES
                .iter()
                .flat_map(|b| ["../", "a/", ".."].map(|u| (Some(*b), u))),
        );
        for (base_prefix, unit) in cases {
            let (a, b) = match base_prefix {
                None => (
                    bytes(&deep, &hostile("", unit, 10_000)),
                    bytes(&deep, &hostile("", unit, 100_000)),
                ),
                Some(prefix) => (
                    bytes(&hostile(prefix, unit, 10_000), "../g/./h"),
                    bytes(&hostile(prefix, unit, 100_000), "../g/./h"),
                ),
            };
            assert!(
                b <= a.max(4096) * 16,
                "{name}: {base_prefix:?} {unit:?}: {a} bytes at 10 KB, {b} at 100 KB"
            );
        }
    }
}

/// A base, or a reference, in the forms Mono's resolution tells apart: a
/// prefix (implicit file paths, DOS paths, schemes with and without `//`)
/// and a tail over the characters it reads specially.
fn mono_form() -> impl proptest::strategy::Strategy<Value = String> {
    use proptest::prelude::*;
    let prefix = prop::sample::select(vec![
        "",
        "c:",
        "c|",
        "\\\\h",
        "\\/",
        "/",
        "//",
        " ",
        "file:",
        "file:///c:",
        "file:\\",
        "sc:",
        "sc://",
        "sc:c:",
        "http:",
        "http://h",
        "http://[::1%25x]",
        "mailto:",
        "news:",
        "uuid:",
    ]);
    let tail = "[a/\\\\.%:?#@|\\[\\] é41eE2F]{0,16}";
    (prefix, tail).prop_map(|(p, t)| format!("{p}{t}"))
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(2_000))]

    /// Mono's resolution gives a text or an error on any pair, without a
    /// panic (its index arithmetic on the base as written included).
    #[test]
    fn mono_resolves_any_pair_without_a_panic(base in mono_form(), reference in mono_form()) {
        let mono: Reader = "mono".parse().unwrap();
        let c = compare::compare_against(&reference, &base, &[mono]);
        let r = &c.readings()[0];
        proptest::prop_assert!(r.resolved().is_some() || r.outcome().is_err());
    }
}
