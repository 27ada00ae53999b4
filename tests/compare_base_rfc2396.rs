//! `compare --base` for the `rfc2396` grammar, which resolves by RFC 2396
//! section 5.2 (`urigram::resolve::rfc2396`): Appendix C's examples against
//! its base `http://a/b/c/d;p?q`, typed in from the RFC's text (C.1 normal,
//! C.2 abnormal, with the results it states; "(current document)" is the
//! base here), and a property over every pair `compare_base` uses (RFC
//! 3986 section 5.4's, the confusion catalog's against two bases, the
//! web-platform-tests cases with a base): where RFC 2396's grammar takes
//! the base as an absolute URI and the input as a reference, the resolved
//! text is valid under it too.

use serde_json::Value;
use urigram::compare::{self, Reader};

const BASE: &str = "http://a/b/c/d;p?q";

/// Appendix C.1, as the RFC writes each result. (`?y`, whose result is
/// `http://a/b/c/?y`, is in [`a_lone_query_is_refused_by_the_grammar`].)
const C1_NORMAL: &[(&str, &str)] = &[
    ("g:h", "g:h"),
    ("g", "http://a/b/c/g"),
    ("./g", "http://a/b/c/g"),
    ("g/", "http://a/b/c/g/"),
    ("/g", "http://a/g"),
    ("//g", "http://g"),
    ("g?y", "http://a/b/c/g?y"),
    ("#s", "http://a/b/c/d;p?q#s"),
    ("g#s", "http://a/b/c/g#s"),
    ("g?y#s", "http://a/b/c/g?y#s"),
    (";x", "http://a/b/c/;x"),
    ("g;x", "http://a/b/c/g;x"),
    ("g;x?y#s", "http://a/b/c/g;x?y#s"),
    (".", "http://a/b/c/"),
    ("./", "http://a/b/c/"),
    ("..", "http://a/b/"),
    ("../", "http://a/b/"),
    ("../g", "http://a/b/g"),
    ("../..", "http://a/"),
    ("../../", "http://a/"),
    ("../../g", "http://a/g"),
];

/// Appendix C.2, as the RFC writes each result (for `http:g`, the
/// validating parser's).
const C2_ABNORMAL: &[(&str, &str)] = &[
    ("", "http://a/b/c/d;p?q"),
    ("../../../g", "http://a/../g"),
    ("../../../../g", "http://a/../../g"),
    ("/./g", "http://a/./g"),
    ("/../g", "http://a/../g"),
    ("g.", "http://a/b/c/g."),
    (".g", "http://a/b/c/.g"),
    ("g..", "http://a/b/c/g.."),
    ("..g", "http://a/b/c/..g"),
    ("./../g", "http://a/b/g"),
    ("./g/.", "http://a/b/c/g/"),
    ("g/./h", "http://a/b/c/g/h"),
    ("g/../h", "http://a/b/c/h"),
    ("g;x=1/./y", "http://a/b/c/g;x=1/y"),
    ("g;x=1/../y", "http://a/b/c/y"),
    ("g?y/./x", "http://a/b/c/g?y/./x"),
    ("g?y/../x", "http://a/b/c/g?y/../x"),
    ("g#s/./x", "http://a/b/c/g#s/./x"),
    ("g#s/../x", "http://a/b/c/g#s/../x"),
    ("http:g", "http:g"),
];

#[test]
fn rfc_2396_resolves_as_appendix_c_shows() {
    let rfc2396: Reader = "rfc2396".parse().unwrap();
    assert!(rfc2396.resolution().unwrap().contains("RFC 2396"));
    for (input, want) in C1_NORMAL.iter().chain(C2_ABNORMAL) {
        let c = compare::compare_against(input, BASE, &[rfc2396]);
        let r = &c.readings()[0];
        assert_eq!(r.resolved(), Some(*want), "{input:?}");
        assert!(r.is_valid(), "{input:?}: {:?}", r.outcome());
    }
}

/// Appendix C.1's `?y` is `http://a/b/c/?y`, but RFC 2396's own grammar
/// refuses it (its `relativeURI` has no empty path before a query, an
/// erratum RFC 3986 fixed; java.net.URI's `EmptyPath` deviation takes it):
/// the reader refuses the reference, where the algorithm alone resolves it.
#[test]
fn a_lone_query_is_refused_by_the_grammar() {
    let rfc2396: Reader = "rfc2396".parse().unwrap();
    let c = compare::compare_against("?y", BASE, &[rfc2396]);
    assert_eq!(c.readings()[0].resolved(), None);
    assert_eq!(c.readings()[0].outcome().unwrap_err().offset(), Some(0));
    assert_eq!(
        urigram::resolve::rfc2396::resolve(BASE, "?y"),
        "http://a/b/c/?y"
    );
}

#[test]
fn what_rfc_2396_resolves_it_reads() {
    let rfc2396: Reader = "rfc2396".parse().unwrap();
    let valid = |s: &str| compare::compare(s, &[rfc2396]).readings()[0].is_valid();
    let mut lines = include_str!("data/compare/base-urllib.jsonl").lines();
    lines.next();
    let (mut n, mut wrong) = (0, Vec::new());
    for line in lines {
        let v: Value = serde_json::from_str(line).unwrap();
        let (base, input) = (v["base"].as_str().unwrap(), v["input"].as_str().unwrap());
        let c = compare::compare_against(input, base, &[rfc2396]);
        let r = &c.readings()[0];
        let both = valid(input) && valid(base) && !base.starts_with(['/', '?', '#']);
        if !both
            || r.outcome()
                .is_err_and(|e| e.message().starts_with("the base: "))
        {
            continue;
        }
        n += 1;
        if !r.is_valid() {
            wrong.push(format!(
                "{base:?} {input:?} -> {:?}: {:?}",
                r.resolved(),
                r.outcome()
            ));
        }
    }
    assert!(
        wrong.is_empty(),
        "{} of {n}:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
    assert!(n > 100, "{n}");
}
