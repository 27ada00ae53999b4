//! The typed trees that the grammars other than RFC 3986 build from RFC
//! 3986's single pass (issue 40 item 2), against the trees their
//! combinators build: RFC 9112's `RequestTarget::parse` (and `parse_for`
//! with CONNECT) gives the same tree, and accepts the same targets, as the
//! `request_target` (and `authority_form`) combinators read whole; RFC
//! 3987's `IriRef::parse` and RFC 2396's `UriReference::parse` the same as
//! their checks and string searches (`parse_by_scan`, the reference that
//! `tree_build` holds RFC 2396's combinators to), and RFC 1808's
//! `Url::parse` and RFC 1945's `Uri::parse` (one scan of the bytes) the
//! same as theirs; on every line of the catalogs and corpora, on the forms
//! cut out of each line, and on generated strings.

use std::path::Path;

use proptest::prelude::*;
use urigram::grammars::rfc3987::IriRef;
use urigram::grammars::{rfc1808, rfc1945, rfc2396};
use urigram::request_target::{self, RequestTarget, TargetError};
use urigram::rules::{Input, PError, input};

/// The reading of the whole of `s` by the combinator `f`, or `None`.
fn whole<'a, T>(
    s: &'a str,
    f: impl Fn(Input<'a>) -> nom::IResult<Input<'a>, T, PError>,
) -> Option<T> {
    match f(input(s)) {
        Ok((rest, t)) if rest.fragment().is_empty() => Some(t),
        _ => None,
    }
}

/// Where `s` reads differently through `RequestTarget::parse` (the single
/// pass, then the combinators) and through the combinators alone, as a
/// request-target and, with CONNECT, as an authority-form.
fn target_problems(s: &str) -> Vec<String> {
    let mut problems = Vec::new();
    let by_combinators = whole(s, request_target::request_target);
    let parsed = RequestTarget::parse(s).ok();
    if parsed != by_combinators {
        problems.push(format!(
            "{s:?}: parse {parsed:?} != combinators {by_combinators:?}"
        ));
    }
    let by_combinators = whole(s, request_target::authority_form);
    let connect = match RequestTarget::parse_for("CONNECT", s) {
        Ok(t) => Some(t),
        Err(TargetError::Method { .. } | TargetError::Syntax(_)) => None,
        Err(e) => panic!("{e}"),
    };
    if connect != by_combinators {
        problems.push(format!(
            "{s:?}: CONNECT {connect:?} != combinators {by_combinators:?}"
        ));
    }
    problems
}

/// Where `s` reads differently through `IriRef::parse` (RFC 3986's single
/// pass for ASCII input) and through its check and string searches.
fn iri_problems(s: &str) -> Option<String> {
    let (fast, by_scan) = (IriRef::parse(s), IriRef::parse_by_scan(s));
    (fast != by_scan).then(|| format!("{s:?}: parse {fast:?} != parse_by_scan {by_scan:?}"))
}

/// Where `s` reads differently through `rfc2396::UriReference::parse` (RFC
/// 3986's single pass where it can) and through its automaton and string
/// searches; the error too, offset and all.
fn rfc2396_problems(s: &str) -> Option<String> {
    let fast = rfc2396::UriReference::parse(s);
    let by_scan = rfc2396::UriReference::parse_by_scan(s);
    (fast != by_scan).then(|| format!("rfc2396 {s:?}: parse {fast:?} != parse_by_scan {by_scan:?}"))
}

/// Where `s` reads differently through RFC 1808's and RFC 1945's parses
/// (one scan of the bytes where it can) and through their automata and
/// string searches; the errors too, offsets and all.
fn scan_problems(s: &[u8]) -> Vec<String> {
    let mut problems = Vec::new();
    if let Ok(text) = std::str::from_utf8(s) {
        let fast = rfc1808::Url::parse(text);
        let by_scan = rfc1808::Url::parse_by_scan(text);
        if fast != by_scan {
            problems.push(format!(
                "rfc1808 {text:?}: parse {fast:?} != parse_by_scan {by_scan:?}"
            ));
        }
    }
    let fast = rfc1945::Uri::parse(s);
    let by_scan = rfc1945::Uri::parse_by_scan(s);
    if fast != by_scan {
        problems.push(format!(
            "rfc1945 {:?}: parse {fast:?} != parse_by_scan {by_scan:?}",
            String::from_utf8_lossy(s)
        ));
    }
    problems
}

/// `line`, and the request-targets cut out of it: from the authority on (a
/// `host:port` if it has a port), and from the path on (an origin-form).
fn cuts(line: &str) -> Vec<&str> {
    let mut out = vec![line];
    if let Some(at) = line.find("//") {
        let after = &line[at + 2..];
        let end = after.find(['/', '?', '#']).unwrap_or(after.len());
        out.push(&after[..end]);
        if end < after.len() {
            out.push(&after[end..]);
        }
    }
    out
}

/// Every line of the catalogs, the real URL lists and `benches/data/*.txt`.
fn corpus_lines() -> Vec<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = vec![
        root.join("benches/data/mixed.txt"),
        root.join("benches/data/web.txt"),
        root.join("tests/data/grammar/valid.txt"),
        root.join("tests/data/grammar/invalid.txt"),
    ];
    for grammar in ["rfc9112", "rfc6874", "rfc2396", "rfc1808", "rfc3987"] {
        for kind in ["valid", "invalid"] {
            files.push(root.join(format!("tests/data/grammar/{grammar}/{kind}.txt")));
        }
    }
    files.extend(crate::real_urls::paths());
    let mut lines = Vec::new();
    for path in files.iter().filter(|p| p.is_file()) {
        let text = String::from_utf8_lossy(&crate::real_urls::read(path)).into_owned();
        lines.extend(
            text.lines()
                .filter(|l| !l.starts_with('#'))
                .map(|l| l.rsplit('\t').next().unwrap_or(l).to_owned()),
        );
    }
    lines
}

#[test]
fn request_targets_of_the_corpora_build_the_combinators_trees() {
    let mut problems = Vec::new();
    let mut valid = [0usize; 4];
    for line in corpus_lines() {
        for s in cuts(&line) {
            problems.extend(target_problems(s));
            if let Ok(t) = RequestTarget::parse(s) {
                valid[t.form() as usize] += 1;
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    // Origin, absolute and authority forms all met, many times over.
    assert!(
        valid[0] > 10_000 && valid[1] > 10_000 && valid[2] > 1_000,
        "{valid:?}"
    );
}

#[test]
fn iris_of_the_corpora_build_the_scanned_trees() {
    let mut problems = Vec::new();
    let mut valid = 0;
    for line in corpus_lines() {
        for s in cuts(&line) {
            problems.extend(iri_problems(s));
            valid += usize::from(IriRef::parse(s).is_ok());
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    assert!(valid > 50_000, "{valid}");
}

#[test]
fn rfc2396_references_of_the_corpora_build_the_scanned_trees() {
    let mut problems = Vec::new();
    let mut valid = 0;
    for line in corpus_lines() {
        for s in cuts(&line) {
            problems.extend(rfc2396_problems(s));
            valid += usize::from(rfc2396::UriReference::parse(s).is_ok());
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    assert!(valid > 50_000, "{valid}");
}

#[test]
fn rfc1808_and_rfc1945_urls_of_the_corpora_build_the_scanned_trees() {
    let mut problems = Vec::new();
    let (mut rfc1808, mut rfc1945) = (0, 0);
    for line in corpus_lines() {
        for s in cuts(&line) {
            problems.extend(scan_problems(s.as_bytes()));
            rfc1808 += usize::from(rfc1808::Url::parse(s).is_ok());
            rfc1945 += usize::from(rfc1945::Uri::parse(s.as_bytes()).is_ok());
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    assert!(rfc1808 > 50_000 && rfc1945 > 50_000, "{rfc1808} {rfc1945}");
}

/// The shapes RFC 1808 and RFC 1945 read two ways or refuse for their
/// structure alone (a `//` after the `net_loc`), escapes, the fragment,
/// and the bytes one grammar takes and the other does not (`~`, `{`, a
/// byte from 0x80 are RFC 1945's `national`, no RFC 1808 URL byte).
#[test]
fn rfc1808_and_rfc1945_urls_by_hand_build_the_scanned_trees() {
    for s in [
        &b""[..],
        b"#",
        b"#f#",
        b"?q",
        b";p",
        b";p;q/r?s;t?u",
        b"a:",
        b"a:b",
        b"1a+.-:b",
        b":b",
        b"./a:b",
        b"x:////",
        b"http://a//b",
        b"http://a/b//c",
        b"//",
        b"///",
        b"////a",
        b"//a?b;c/d",
        b"//a//b",
        b"/a//b",
        b"a//b",
        b"%41%2f",
        b"%4",
        b"%4g",
        b"a%",
        b"/~a",
        b"/{a}",
        b"/caf\xe9",
        b"/caf\xc3\xa9",
        b"/a b",
        b"/a\"b",
        b"/a<b>",
        b"/a[b]",
        b"http://h:80/p;q?r#s",
    ] {
        let problems = scan_problems(s);
        assert!(problems.is_empty(), "{}", problems.join("\n"));
    }
}

/// Escapes whole and broken (`%41`, `%4`, `%4g`, `%`, `%%41`, `%41%4`) at
/// every place from the first byte to the fortieth of each part of an RFC
/// 1808 and RFC 1945 URL, among ordinary bytes and before each part's
/// delimiters: the scan reads its runs sixteen bytes at a time, and with
/// `%` checks the escapes of the rest of a run at once, so an escape that
/// straddles two blocks, ends a run or is cut short by a delimiter or the
/// end must read as the combinators read it.
#[test]
fn rfc1808_and_rfc1945_escapes_across_the_blocks_build_the_scanned_trees() {
    let mut checked = 0;
    for escape in ["%41", "%4", "%4g", "%", "%%41", "%41%4"] {
        for at in 0..40 {
            let filler = "a".repeat(at);
            for shape in [
                "//{}", "//{}/p", "/{}", "/{};p", "/{}?q", "/p;{}", "/p;{}?q", "/p?{}", "/p?{}#f",
                "/p#{}", "x:{}", "x://h/{}",
            ] {
                let part = format!("{filler}{escape}{}", "b".repeat(40 - at));
                for s in [
                    shape.replace("{}", &part),
                    shape.replace("{}", &format!("{filler}{escape}")),
                ] {
                    let problems = scan_problems(s.as_bytes());
                    assert!(problems.is_empty(), "{}", problems.join("\n"));
                    checked += 1;
                }
            }
        }
    }
    assert_eq!(checked, 6 * 40 * 12 * 2);
}

#[test]
fn rfc2396_references_by_hand_build_the_scanned_trees() {
    for s in [
        "",
        "#f",
        "?q",
        "x:",
        "x:#f",
        "x:?q",
        "x:a/b",
        "x:/a",
        "x://",
        "x:///a",
        "//",
        "///a",
        "//u@h:80/p;q?r#s",
        "//u@:80",
        "//u@",
        "//:80",
        "//h:",
        "//1.2.3.4",
        "//1.2.3.4.",
        "//1234.1.1.1",
        "//256.1.1.1",
        "//a-.b",
        "//-a.b",
        "//a.b.",
        "//a.b..",
        "//a.1",
        "//a.b1",
        "//1.a",
        "//1-2.a-b",
        "//a--b.c",
        "//a.-b",
        "//1.",
        "//a..",
        "//.a",
        "//999.999.999.999",
        "//01.2.3.4",
        "//1.2.3",
        "//1.2.3.a",
        "//%41",
        "//a_b",
        "//a!b",
        "./a:b",
        "a;b/c;d",
        "//[::1]/",
        "/a?[b]",
    ] {
        let problem = rfc2396_problems(s);
        assert!(problem.is_none(), "{problem:?}");
    }
}

#[test]
fn request_targets_by_hand_build_the_combinators_trees() {
    for s in [
        "*",
        "**",
        "/",
        "//",
        "/a?b?c",
        "/a#b",
        "a.example:80",
        "a.example:",
        "[::1]:80",
        "[::1]",
        "[v1.x]:0",
        "1.2.3.4:8080",
        "256.1.1.1:1",
        "u@h:80",
        "h:80/x",
        "a:",
        ":80",
        "",
        "[fe80::1%25eth0]:80",
        "%41:1",
        "h:8o",
        "x:/p?q",
        "x://h/p?q#f",
    ] {
        let problems = target_problems(s);
        assert!(problems.is_empty(), "{}", problems.join("\n"));
    }
}

/// Pieces that request-targets are made of, and bytes that break them.
fn piece() -> impl Strategy<Value = &'static str> {
    proptest::sample::select(
        &[
            "/", "?", "#", "*", ":", "@", "[", "]", "::1", "v1.x", "%25", "%4", "%41", "a", "h.b",
            "1", "80", "1.2.3.4", ".", " ", "é", "-", "+", ";", "~", "//", "{", "=", "&", "\"",
        ][..],
    )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2_000))]

    #[test]
    fn generated_strings_build_the_same_trees(
        pieces in proptest::collection::vec(piece(), 0..8)
    ) {
        let s = pieces.concat();
        let mut problems = target_problems(&s);
        problems.extend(iri_problems(&s));
        let with_authority = format!("x://{s}");
        problems.extend(iri_problems(&with_authority));
        problems.extend(rfc2396_problems(&s));
        problems.extend(rfc2396_problems(&with_authority));
        problems.extend(rfc2396_problems(&format!("//{s}")));
        problems.extend(scan_problems(s.as_bytes()));
        problems.extend(scan_problems(with_authority.as_bytes()));
        problems.extend(scan_problems(format!("//{s}").as_bytes()));
        prop_assert!(problems.is_empty(), "{}", problems.join("\n"));
    }
}
