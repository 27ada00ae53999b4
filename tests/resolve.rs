//! Resolution: every example of RFC 3986 sections 5.4.1 and 5.4.2 and of RFC
//! 1808 section 5, typed in from the RFCs, plus the documented repair of
//! results that would re-parse differently.

use urigram::resolve::{Mode, remove_dot_segments, resolve_with, rfc1808};
use urigram::{Uri, UriRef, UriString};

/// Resolves `reference` against `base` strictly and checks the result.
fn pass(base: &str, reference: &str, expected: &str) {
    pass_mode(base, reference, expected, Mode::Strict);
}

fn pass_mode(base: &str, reference: &str, expected: &str, mode: Mode) {
    let b = Uri::parse(base).unwrap();
    let r = UriRef::parse(reference).unwrap();
    let t = resolve_with(&b, &r, mode);
    assert_eq!(
        t.as_str(),
        expected,
        "{reference:?} against {base:?} ({mode:?})"
    );
    // The result re-parses to the components it was built with.
    let again = Uri::parse(t.as_str()).unwrap();
    assert_eq!(again, t.as_uri(), "{expected}");
}

use crate::rfc5_4::{ABNORMAL, BASE, NORMAL};

#[test]
fn s5_4_1_normal_examples() {
    for &(r, t) in NORMAL {
        pass(BASE, r, t);
    }
}

#[test]
fn s5_4_2_abnormal_examples() {
    for &(r, t) in ABNORMAL {
        pass(BASE, r, t);
    }
    // "http:g" is "http:g" for strict parsers, "http://a/b/c/g" for
    // backward compatibility.
    pass(BASE, "http:g", "http:g");
    pass_mode(BASE, "http:g", "http://a/b/c/g", Mode::NonStrict);
}

#[test]
fn s5_2_1_base_fragment_is_ignored() {
    pass("http://a/b/c/d;p?q#f", "", "http://a/b/c/d;p?q");
    pass("http://a/b/c/d;p?q#f", "g", "http://a/b/c/g");
}

#[test]
fn s5_2_2_non_strict_compares_schemes_case_insensitively() {
    pass_mode(BASE, "HTTP:g", "http://a/b/c/g", Mode::NonStrict);
    pass_mode(BASE, "ftp:g", "ftp:g", Mode::NonStrict);
    pass_mode(BASE, "http://x/./y", "http://x/y", Mode::NonStrict);
}

#[test]
fn s5_2_3_merge_with_authority_and_empty_base_path() {
    pass("http://a", "g", "http://a/g");
    pass("http://a", "?y", "http://a?y");
    pass("http://a", "", "http://a");
    // Without an authority, a base without "/" contributes nothing.
    pass("a:b", "c", "a:c");
    pass("mailto:x@y", "z", "mailto:z");
}

#[test]
fn s5_2_4_traces() {
    // The two traces printed in section 5.2.4.
    assert_eq!(remove_dot_segments("/a/b/c/./../../g"), "/a/g");
    assert_eq!(remove_dot_segments("mid/content=5/../6"), "mid/6");
    for (input, out) in [
        ("", ""),
        (".", ""),
        ("..", ""),
        ("/.", "/"),
        ("/..", "/"),
        ("../a", "a"),
        ("./a", "a"),
        ("a/..", "/"),
        ("a/b/../../c", "/c"),
        ("/a//../b", "/a/b"),
        ("/a/./b/../c/", "/a/c/"),
        ("/.../a", "/.../a"),
    ] {
        assert_eq!(remove_dot_segments(input), out, "{input:?}");
    }
    assert!(matches!(
        remove_dot_segments("/a/b.c/d"),
        std::borrow::Cow::Borrowed(_)
    ));
}

#[test]
fn path_that_would_read_as_authority_gets_dot_prefix() {
    // The example of the issue: scheme "a", path "//x" would be written
    // "a://x", a URI with authority "x".
    pass("a:b", "..//x", "a:/x");
    pass("a:b/c", "..//x", "a:/.//x");
    pass("a:b", "..//x", "a:/x");
    pass("a:b/c", "..//x", "a:/.//x");
    pass("a:/b/c", "../..//x", "a:/.//x");
    pass("a:b", "z:/.//x", "z:/.//x");
    // With an authority, "//x" is a path like any other.
    pass("http://h/b", "/.//x", "http://h//x");
    let t: UriString = Uri::parse("a:b")
        .unwrap()
        .resolve(&UriRef::parse("/.//x").unwrap());
    assert!(t.as_uri().authority().is_none());
    assert_eq!(remove_dot_segments(t.as_uri().path().as_str()), "//x");
}

#[test]
fn rootless_paths_follow_the_algorithm() {
    // remove_dot_segments turns "b/../c" into "/c" (rule C leaves the "/").
    pass("a:x", "b/../c", "a:/c");
    pass("a:b/c", "d", "a:b/d");
    pass("a:b/c", "..", "a:/");
}

const BASE_1808: &str = "http://a/b/c/d;p?q#f";

#[test]
fn rfc1808_s5_1_normal_examples() {
    for (r, t) in [
        ("g:h", "g:h"),
        ("g", "http://a/b/c/g"),
        ("./g", "http://a/b/c/g"),
        ("g/", "http://a/b/c/g/"),
        ("/g", "http://a/g"),
        ("//g", "http://g"),
        ("?y", "http://a/b/c/d;p?y"),
        ("g?y", "http://a/b/c/g?y"),
        ("g?y/./x", "http://a/b/c/g?y/./x"),
        ("#s", "http://a/b/c/d;p?q#s"),
        ("g#s", "http://a/b/c/g#s"),
        ("g#s/./x", "http://a/b/c/g#s/./x"),
        ("g?y#s", "http://a/b/c/g?y#s"),
        (";x", "http://a/b/c/d;x"),
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
    ] {
        assert_eq!(rfc1808::resolve(BASE_1808, r), t, "{r:?}");
    }
}

#[test]
fn rfc1808_s5_2_abnormal_examples() {
    for (r, t) in [
        ("", "http://a/b/c/d;p?q#f"),
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
        ("http:g", "http:g"),
        ("http:", "http:"),
    ] {
        assert_eq!(rfc1808::resolve(BASE_1808, r), t, "{r:?}");
    }
}

#[test]
fn rfc1808_results_reparse_under_rfc3986() {
    for r in ["../../../g", "/../g", ";x", "g;x?y#s", "x/..//y"] {
        let t = rfc1808::resolve(BASE_1808, r);
        assert!(Uri::parse(&t).is_ok(), "{t}");
    }
    assert_eq!(rfc1808::resolve("a:/b", "x/..//y"), "a:/.//y");
    assert_eq!(rfc1808::resolve("http://a", "g"), "http://a/g");
}

/// Section 5.2.4 transliterated with `String`s, as slowly and literally as the
/// RFC reads: the oracle for the in-place version.
fn remove_dot_segments_oracle(path: &str) -> String {
    let mut input = path.to_owned();
    let mut output = String::new();
    while !input.is_empty() {
        if input.starts_with("../") {
            input.replace_range(..3, "");
        } else if input.starts_with("./") {
            input.replace_range(..2, "");
        } else if input.starts_with("/./") {
            input.replace_range(..3, "/");
        } else if input == "/." {
            input = "/".into();
        } else if input.starts_with("/../") || input == "/.." {
            let n = if input == "/.." { 3 } else { 4 };
            input.replace_range(..n, "/");
            output.truncate(output.rfind('/').unwrap_or(0));
        } else if input == "." || input == ".." {
            input.clear();
        } else {
            let end = input[1..].find('/').map_or(input.len(), |i| i + 1);
            output.push_str(&input[..end]);
            input.replace_range(..end, "");
        }
    }
    output
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(500))]

    #[test]
    fn remove_dot_segments_matches_the_literal_transliteration(
        segs in proptest::collection::vec(
            proptest::sample::select(&["", ".", "..", "...", ".a", "a.", "..b", "a", "bc"][..]),
            0..8,
        ),
        lead in proptest::bool::ANY,
    ) {
        let path = format!("{}{}", if lead { "/" } else { "" }, segs.join("/"));
        let ours = remove_dot_segments(&path);
        proptest::prop_assert_eq!(&*ours, remove_dot_segments_oracle(&path), "{:?}", path);
        if matches!(ours, std::borrow::Cow::Borrowed(_)) {
            proptest::prop_assert_eq!(&*ours, path.as_str());
        }
    }
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(300))]

    /// RFC 1808's mode takes any text (it splits by section 2.4, not by RFC
    /// 3986's grammar) and must never panic on it.
    #[test]
    fn rfc1808_takes_any_text(base in "[a-z:/?#;.%@]{0,16}", r in "[a-z:/?#;.%@]{0,16}") {
        let _ = rfc1808::resolve(&base, &r);
    }
}
