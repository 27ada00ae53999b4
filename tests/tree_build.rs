//! The typed trees of the engine grammars, built by nom combinators (issue
//! 21, item 3), against the string-scanning readers that built them before
//! (kept, doc-hidden, as `parse_by_scan`): RFC 2396's `UriReference`, RFC
//! 1808's `Url`, RFC 1945's `Uri` and `HttpUrl` give the same tree both
//! ways on every catalog line, every line of the real URL lists and of
//! `benches/data/*.txt`, the hostile shapes of `linear_alloc`, and
//! generated strings. The `tree_build` fuzz target holds the same property
//! on arbitrary bytes; its seeds are replayed by `regressions`.

use std::path::Path;

use proptest::prelude::*;
use urigram::grammars::{self, rfc1808, rfc1945, rfc2396};

use crate::properties::tree_build;

/// How many inputs each typed parse accepted and compared.
#[derive(Debug, Default)]
struct Count {
    rfc2396: usize,
    rfc1808: usize,
    rfc1945: usize,
    http_url: usize,
}

/// Whether the top rule of `grammar` accepts `input` (on its automaton, so
/// that a rejected line costs no diagnostic).
fn valid(grammar: &str, rule: &str, input: &[u8]) -> bool {
    grammars::named(grammar)
        .and_then(|g| g.rule(rule))
        .and_then(|r| r.engine_entry())
        .is_some_and(|e| e.is_valid(input))
}

/// Builds every typed tree of `input` that its grammar accepts both ways
/// and says where they differ. Rejected inputs get their error from the
/// same `check` both ways, so only accepted ones are compared here (the
/// fuzz property compares the errors too).
fn compare(input: &[u8], count: &mut Count) -> Vec<String> {
    let mut problems = Vec::new();
    let shown = input.escape_ascii();
    if valid("rfc1945", "URI", input) {
        let (a, b) = (
            rfc1945::Uri::parse(input),
            rfc1945::Uri::parse_by_scan(input),
        );
        if a != b {
            problems.push(format!("rfc1945 URI {shown}: {a:?} != {b:?}"));
        }
        count.rfc1945 += 1;
    }
    if valid("rfc1945", "http_URL", input) {
        let (a, b) = (
            rfc1945::HttpUrl::parse(input),
            rfc1945::HttpUrl::parse_by_scan(input),
        );
        if a != b {
            problems.push(format!("rfc1945 http_URL {shown}: {a:?} != {b:?}"));
        }
        count.http_url += 1;
    }
    let Ok(text) = std::str::from_utf8(input) else {
        return problems;
    };
    if valid("rfc2396", "URI-reference", input) {
        let (a, b) = (
            rfc2396::UriReference::parse(text),
            rfc2396::UriReference::parse_by_scan(text),
        );
        if a != b {
            problems.push(format!("rfc2396 {shown}: {a:?} != {b:?}"));
        }
        count.rfc2396 += 1;
    }
    if valid("rfc1808", "URL", input) {
        let (a, b) = (rfc1808::Url::parse(text), rfc1808::Url::parse_by_scan(text));
        if a != b {
            problems.push(format!("rfc1808 {shown}: {a:?} != {b:?}"));
        }
        count.rfc1808 += 1;
    }
    problems
}

/// Every input of every engine grammar's snapshot catalog, whatever rule
/// its line names: the typed parses read them all.
#[test]
fn the_catalogs_build_the_same_trees() {
    let mut count = Count::default();
    let mut problems = Vec::new();
    for name in ["rfc2396", "rfc1808", "rfc1945"] {
        for file in ["valid.txt", "invalid.txt"] {
            for e in crate::catalog::read(name, file) {
                problems.extend(compare(&e.input, &mut count));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    // Each typed parse met a good number of inputs it accepts.
    assert!(count.rfc2396 > 100, "{count:?}");
    assert!(count.rfc1808 > 100, "{count:?}");
    assert!(count.rfc1945 > 100, "{count:?}");
    assert!(count.http_url > 10, "{count:?}");
}

/// Every line of the real URL lists and of `benches/data/*.txt`.
#[test]
fn the_corpora_build_the_same_trees() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = vec![
        root.join("benches/data/mixed.txt"),
        root.join("benches/data/web.txt"),
    ];
    files.extend(crate::real_urls::paths());
    let mut count = Count::default();
    let mut problems = Vec::new();
    for path in &files {
        let bytes = crate::real_urls::read(path);
        for line in bytes.split(|&b| b == b'\n') {
            problems.extend(compare(line, &mut count));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    assert!(count.rfc2396 > 5_000, "{count:?}");
    assert!(count.rfc1808 > 5_000, "{count:?}");
    assert!(count.rfc1945 > 5_000, "{count:?}");
    assert!(count.http_url > 1_000, "{count:?}");
}

/// The hostile shapes of `linear_alloc`, short and long, with and without a
/// path after them.
#[test]
fn hostile_shapes_build_the_same_trees() {
    let shapes: &[(&str, &str)] = &[
        ("http://h/", "%41"),
        ("http://", ":"),
        ("http://", "@"),
        ("http://", "["),
        ("http://[", "1:"),
        ("http://h", "/.."),
        ("", "a:"),
        ("http://", "1."),
        ("http://h/", ";a"),
        ("http://", "a:b"),
        ("http://h/?", "a=b&"),
        ("http://h/", " "),
        ("http://h/", "%2e%2e/"),
        ("http://h/", "../"),
        ("http://h/", "a/"),
        ("//", "a."),
        ("http://", "a-"),
    ];
    let mut count = Count::default();
    let mut problems = Vec::new();
    for (prefix, unit) in shapes {
        for n in [1, 2, 3, 4, 5, 50, 1000] {
            let input = format!("{prefix}{}", unit.repeat(n));
            problems.extend(compare(input.as_bytes(), &mut count));
            problems.extend(compare(format!("{input}/x").as_bytes(), &mut count));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    assert!(count.rfc2396 > 20, "{count:?}");
}

/// The authorities where RFC 2396's server and registry readings part, by
/// hand: the tree's reading is the one the RFC's grammar gives, checked
/// here against the grammar's own `server` rule, not only against the
/// reader the combinators replaced.
#[test]
fn rfc2396_reads_a_server_whenever_the_authority_is_one() {
    let cases = [
        ("h", true),
        ("", true),
        ("u@h:80", true),
        ("example.com.", true),
        ("1.2.3.4", true),
        ("1.2.3.4.example", true),
        ("[::1]:", true),
        ("a_b", false),
        ("u@", false),
        ("a@b@c", false),
        ("1.2.3.4567", false),
        ("a.1b", false),
        ("a-.b", false),
        ("a..b", false),
        ("h:8:9", false),
    ];
    for (authority, is_server) in cases {
        assert_eq!(
            rfc2396::check("server", authority).unwrap().is_ok(),
            is_server,
            "{authority}: the grammar's own answer"
        );
        let input = format!("http://{authority}/p");
        let r = rfc2396::UriReference::parse(&input).unwrap();
        let a = r.absolute().unwrap().authority().unwrap();
        assert_eq!(
            matches!(a, rfc2396::Authority::Server(_)),
            is_server,
            "{input}"
        );
        assert_eq!(a.as_str(), authority);
    }
}

/// On a valid input, deciding and building allocate nothing, however long
/// the input (the trees borrow from it), once each automaton is built.
#[test]
fn building_a_tree_allocates_nothing() {
    let long = |prefix: &str, unit: &str| format!("{prefix}{}", unit.repeat(20_000));
    let inputs = [
        long("http://u@h.example:80/", "a;p/"),
        long("http://h/?", "a=b&"),
        long("//", "a."),
        long("http://h/", "%41"),
        long("mailto:a@b", ";c"),
    ];
    for input in &inputs {
        let text = input.as_str();
        let bytes = input.as_bytes();
        // Build every automaton first: that allocates, once.
        assert!(
            rfc2396::UriReference::parse(text).is_ok(),
            "{}",
            &text[..20]
        );
        assert!(rfc1808::Url::parse(text).is_ok(), "{}", &text[..20]);
        assert!(rfc1945::Uri::parse(bytes).is_ok(), "{}", &text[..20]);
        let _ = rfc1945::HttpUrl::parse(bytes);
        let info = allocation_counter::measure(|| {
            std::hint::black_box(rfc2396::UriReference::parse(text).is_ok());
            std::hint::black_box(rfc1808::Url::parse(text).is_ok());
            std::hint::black_box(rfc1945::Uri::parse(bytes).is_ok());
        });
        assert_eq!(info.count_total, 0, "{}", &text[..20]);
    }
    let http = long("http://10.0.0.1:8080/", "a/");
    assert!(rfc1945::HttpUrl::parse(http.as_bytes()).is_ok());
    let info = allocation_counter::measure(|| {
        std::hint::black_box(rfc1945::HttpUrl::parse(http.as_bytes()).is_ok());
    });
    assert_eq!(info.count_total, 0);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2_000))]

    /// Strings over the delimiters and a few characters of each class,
    /// after each of the property's prefixes.
    #[test]
    fn generated_strings_build_the_same_trees(
        prefix in 0u8..12,
        rest in "[a-c0-9_:/?#@;.=\\[\\]%-]{0,24}",
    ) {
        let mut data = vec![prefix];
        data.extend_from_slice(rest.as_bytes());
        tree_build(&data);
    }
}
