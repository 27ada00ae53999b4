//! RFC 1808 section 5: the base URL and every reference of the normal (5.1)
//! and abnormal (5.2) examples, typed in from the RFC and named by section.
//! Each must be a `URL` by the grammar and by the DFA oracle of
//! `grammar/rfc1808.abnf`, and read into the parts that section 2.4's
//! parsing steps give it (worked out by hand from the RFC text: fragment
//! after `#`, scheme before a `:`, `net_loc` after `//`, query after `?`,
//! parameters after `;`, the rest the path).

use urigram::grammars::rfc1808::{Relative, Url};

use crate::oracle::regex::Verdict;
use crate::rfc1808_catalog::check_spans;
use crate::rfc1808_oracle::{agree, verdict};

/// The parts of a URL by section 2.4, `None` where absent:
/// scheme, net_loc, path, params, query, fragment.
type Parts = [Option<&'static str>; 6];

const BASE: &str = "http://a/b/c/d;p?q#f";

/// Section 5, the base URL.
const SECTION_5_BASE: &[(&str, Parts)] = &[(
    BASE,
    [
        Some("http"),
        Some("a"),
        Some("/b/c/d"),
        Some("p"),
        Some("q"),
        Some("f"),
    ],
)];

/// Section 5.1, "Normal Examples": the references, not their resolutions.
const SECTION_5_1: &[(&str, Parts)] = &[
    ("g:h", [Some("g"), None, Some("h"), None, None, None]),
    ("g", [None, None, Some("g"), None, None, None]),
    ("./g", [None, None, Some("./g"), None, None, None]),
    ("g/", [None, None, Some("g/"), None, None, None]),
    ("/g", [None, None, Some("/g"), None, None, None]),
    ("//g", [None, Some("g"), None, None, None, None]),
    ("?y", [None, None, None, None, Some("y"), None]),
    ("g?y", [None, None, Some("g"), None, Some("y"), None]),
    (
        "g?y/./x",
        [None, None, Some("g"), None, Some("y/./x"), None],
    ),
    ("#s", [None, None, None, None, None, Some("s")]),
    ("g#s", [None, None, Some("g"), None, None, Some("s")]),
    (
        "g#s/./x",
        [None, None, Some("g"), None, None, Some("s/./x")],
    ),
    ("g?y#s", [None, None, Some("g"), None, Some("y"), Some("s")]),
    (";x", [None, None, None, Some("x"), None, None]),
    ("g;x", [None, None, Some("g"), Some("x"), None, None]),
    (
        "g;x?y#s",
        [None, None, Some("g"), Some("x"), Some("y"), Some("s")],
    ),
    (".", [None, None, Some("."), None, None, None]),
    ("./", [None, None, Some("./"), None, None, None]),
    ("..", [None, None, Some(".."), None, None, None]),
    ("../", [None, None, Some("../"), None, None, None]),
    ("../g", [None, None, Some("../g"), None, None, None]),
    ("../..", [None, None, Some("../.."), None, None, None]),
    ("../../", [None, None, Some("../../"), None, None, None]),
    ("../../g", [None, None, Some("../../g"), None, None, None]),
];

/// Section 5.2, "Abnormal Examples", the empty reference `<>` first.
const SECTION_5_2: &[(&str, Parts)] = &[
    ("", [None, None, None, None, None, None]),
    (
        "../../../g",
        [None, None, Some("../../../g"), None, None, None],
    ),
    (
        "../../../../g",
        [None, None, Some("../../../../g"), None, None, None],
    ),
    ("/./g", [None, None, Some("/./g"), None, None, None]),
    ("/../g", [None, None, Some("/../g"), None, None, None]),
    ("g.", [None, None, Some("g."), None, None, None]),
    (".g", [None, None, Some(".g"), None, None, None]),
    ("g..", [None, None, Some("g.."), None, None, None]),
    ("..g", [None, None, Some("..g"), None, None, None]),
    ("./../g", [None, None, Some("./../g"), None, None, None]),
    ("./g/.", [None, None, Some("./g/."), None, None, None]),
    ("g/./h", [None, None, Some("g/./h"), None, None, None]),
    ("g/../h", [None, None, Some("g/../h"), None, None, None]),
    ("http:g", [Some("http"), None, Some("g"), None, None, None]),
    ("http:", [Some("http"), None, None, None, None, None]),
];

/// The four parts of a `relativeURL`: net_loc, path, params, query.
fn relative_parts(r: &Relative<'static>) -> [Option<&'static str>; 4] {
    [
        r.net_loc().map(|n| n.as_str()),
        r.path().map(|p| p.as_str()),
        r.params().map(|p| p.as_str()),
        r.query().map(|q| q.as_str()),
    ]
}

/// The parts of a URL parsed from a `'static` example.
fn parts(u: &Url<'static>) -> Parts {
    let (scheme, rel) = match (u.absolute(), u.relative()) {
        (Some(a), _) => (
            Some(a.scheme().as_str()),
            a.generic()
                .map(relative_parts)
                .expect("every example is generic"),
        ),
        (None, Some(r)) => (None, relative_parts(r)),
        (None, None) => unreachable!("a URL is absolute or relative"),
    };
    [
        scheme,
        rel[0],
        rel[1],
        rel[2],
        rel[3],
        u.fragment().map(|f| f.as_str()),
    ]
}

fn check(section: &str, cases: &[(&'static str, Parts)]) {
    let mut problems = Vec::new();
    for &(input, want) in cases {
        if verdict("URL", input.as_bytes()) != Verdict::Match {
            problems.push(format!("{section} {input:?}: the oracle rejects it"));
        }
        if let Err(e) = agree("URL", input.as_bytes()) {
            problems.push(format!("{section}: {e}"));
        }
        match Url::parse(input) {
            Ok(u) => {
                check_spans(input, &u);
                if u.to_string() != input {
                    problems.push(format!("{section} {input:?}: writes back {u}"));
                }
                let got = parts(&u);
                if got != want {
                    problems.push(format!("{section} {input:?}: {got:?}, want {want:?}"));
                }
            }
            Err(e) => problems.push(format!("{section} {input:?}: {e}")),
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn section_5_base_url() {
    check("5", SECTION_5_BASE);
}

#[test]
fn section_5_1_normal_examples() {
    check("5.1", SECTION_5_1);
}

#[test]
fn section_5_2_abnormal_examples() {
    check("5.2", SECTION_5_2);
}

/// A long URL (every part five kilobytes) is read whole, and a bad byte
/// at its very end is found at its exact offset: the engine's sets of ends
/// stay linear in the input, so no input makes the matcher hang.
#[test]
fn long_urls_are_read_and_their_errors_placed() {
    let part = "a".repeat(5_000);
    let url = format!("http://{part}/{part}/{part};{part}?{part}#{part}");
    let u = Url::parse(&url).unwrap();
    assert_eq!(u.to_string(), url);
    let rel = u.absolute().unwrap().generic().unwrap();
    assert_eq!(rel.path().unwrap().segments().count(), 2);
    let bad = format!("{url} ");
    assert_eq!(Url::parse(&bad).unwrap_err().offset(), url.len());
}
