//! The verdicts without trees against the combinators they stand for:
//! [`Rule::is_valid_with`] (RFC 3986's fast path deciding RFC 6874's
//! `URI-reference` and RFC 9112's request-target forms),
//! [`GrammarRule::is_valid`] (what `urigram check -q --grammar G` answers
//! with) and [`rfc3987::is_valid`]. On the snapshot catalogs, on lines of
//! the real URL lists and of `benches/data/mixed.txt`, on hostile shapes
//! cut short and past the fast path's long-input threshold, on strings
//! generated from the grammar files and edited, and on a soup of the
//! pieces the forms are told apart by, each must say what the parse says.
//! The error of an invalid input still comes from the combinators alone
//! (`check` never asks the verdict), so its offset and diagnostic are the
//! snapshot catalogs' as before.

use std::path::Path;
use std::sync::OnceLock;

use allocation_counter::measure;
use proptest::prelude::*;
use proptest::sample::select;
use proptest::test_runner::{Config, TestCaseError, TestRunner};
use urigram::engine::Cursor;
use urigram::grammars::{self, GrammarRule, rfc3987};
use urigram::{ParseOptions, Rule};

use crate::oracle::abnf::Grammar;
use crate::oracle::generate;

/// The rules `Rule::is_valid_with` decides by the fast path; every other
/// rule is parsed.
const FAST_RULES: &[Rule] = &[
    Rule::UriReference,
    Rule::AbsoluteUri,
    Rule::Authority,
    Rule::Query,
    Rule::Fragment,
    Rule::RequestTarget,
    Rule::OriginForm,
    Rule::AbsoluteForm,
    Rule::AuthorityForm,
    Rule::AsteriskForm,
];

/// Both grammars of the RFC 3986 layer: without and with zone IDs.
const OPTIONS: [ParseOptions; 2] = [ParseOptions::RFC3986, ParseOptions::RFC6874];

/// Whether `rule`'s verdict under `options` is its parse's; the difference
/// in words if not.
fn same(rule: Rule, options: ParseOptions, input: &[u8]) -> Result<(), String> {
    let verdict = rule.is_valid_bytes_with(input, options);
    let parsed = rule.parse_bytes_with(input, options);
    if verdict == parsed.is_ok() {
        return Ok(());
    }
    Err(format!(
        "{} (zone IDs {}) {:?}: the verdict says {verdict}, the parse {:?}",
        rule.abnf_name(),
        options.zone_ids,
        input.escape_ascii().to_string(),
        parsed.map(|_| ()).map_err(|e| (e.offset(), e.to_string()))
    ))
}

/// Every fast rule under both grammars, and the top rule of each grammar
/// of the RFC 3986 layer (`check -q --grammar G`), on `input`.
fn all_agree(input: &[u8]) -> Result<(), String> {
    for &rule in FAST_RULES {
        for options in OPTIONS {
            same(rule, options, input)?;
        }
    }
    for g in grammars::ALL {
        let top = g.top_rule();
        if top.layer_rule().is_some() {
            top_agrees(&top, input)?;
        }
    }
    Ok(())
}

/// Every grammar's top rule on `input`, the engine's too (whose `check`
/// explains a failure on the set-of-ends engine, slow on long inputs in a
/// debug build).
fn every_top_agrees(input: &[u8]) -> Result<(), String> {
    for g in grammars::ALL {
        top_agrees(&g.top_rule(), input)?;
    }
    Ok(())
}

/// A grammar rule's verdict against its `check` (the combinators, or for
/// an engine grammar its automaton and set-of-ends engine); and for an
/// engine rule, `check` (which for RFC 3987's `IRI-reference` takes the
/// verdict of `rfc3987::is_valid`) answering as the engine's own
/// `Entry::check` does: the same offset, expected set and rule path.
fn top_agrees(rule: &GrammarRule, input: &[u8]) -> Result<(), String> {
    let checked = rule.check(input);
    if let Some(entry) = rule.engine_entry() {
        let engine = entry.check(input);
        if checked != engine {
            return Err(format!(
                "{} {} {:?}: check gives {checked:?}, the engine {engine:?}",
                rule.grammar().name(),
                rule.info().abnf_name(),
                input.escape_ascii().to_string(),
            ));
        }
    }
    if rule.is_valid(input) == checked.is_ok() {
        return Ok(());
    }
    Err(format!(
        "{} {} {:?}: is_valid says {}, check {:?}",
        rule.grammar().name(),
        rule.info().abnf_name(),
        input.escape_ascii().to_string(),
        checked.is_err(),
        checked.map_err(|e| e.offset())
    ))
}

/// RFC 3987's verdict against its combinators, which follow every reading
/// (the registry's shortcut left out).
fn iri_agrees(input: &[u8]) -> Result<(), String> {
    let slow = Cursor::new(input)
        .whole(&rfc3987::rules::IRI_REFERENCE, rfc3987::iri_reference)
        .is_ok();
    if rfc3987::is_valid(input) == slow {
        return Ok(());
    }
    Err(format!(
        "IRI-reference {:?}: is_valid says {}, the combinators {slow}",
        input.escape_ascii().to_string(),
        !slow
    ))
}

/// Request-targets typed in from RFC 9112 section 3.2 and RFC 3986's rules,
/// with the verdict their text gives.
#[test]
fn request_target_forms_by_the_rfc_text() {
    let cases: &[(&str, bool, &str)] = &[
        ("/where?q=now", true, "3.2.1's example"),
        (
            "http://www.example.org/pub/WWW/TheProject.html",
            true,
            "3.2.2's example",
        ),
        ("www.example.com:80", true, "3.2.3's example"),
        ("*", true, "3.2.4's example"),
        (
            "//a:b/",
            true,
            "absolute-path: empty segment, then a:b (pchar holds ':')",
        ),
        ("/a?b?c/d", true, "query holds '?' and '/'"),
        ("/a#b", false, "no form holds a fragment"),
        ("http://h/#f", false, "absolute-URI has no fragment"),
        (
            "*:80",
            true,
            "'*' is a sub-delim, so a reg-name: uri-host ':' port",
        ),
        (":80", true, "an empty reg-name is a host"),
        ("[::1]:", true, "port = *DIGIT may be empty"),
        ("[::1]", false, "authority-form needs ':' port"),
        (
            "a@b:80",
            false,
            "authority-form has no userinfo; '@' is no scheme byte",
        ),
        ("**", false, "the asterisk-form is one '*'"),
        ("", false, "every form is at least one byte"),
        ("a:b@c", true, "absolute-URI: scheme a, path b@c"),
        (
            "1.2.3.4:80",
            true,
            "IPv4address ':' port; no scheme begins with a digit",
        ),
        (
            "[fe80::1%25en0]:80",
            false,
            "RFC 9112 takes RFC 3986's IP-literal, no zone ID",
        ),
    ];
    for &(input, valid, why) in cases {
        let target = grammars::named("rfc9112").unwrap().top_rule();
        assert_eq!(target.is_valid(input.as_bytes()), valid, "{input:?}: {why}");
        assert_eq!(
            target.check(input.as_bytes()).is_ok(),
            valid,
            "{input:?}: {why}"
        );
        all_agree(input.as_bytes()).unwrap();
    }
}

/// RFC 6874's examples (section 2) and the bytes around a zone ID, with the
/// verdict the RFC's ABNF gives.
#[test]
fn zone_ids_by_the_rfc_text() {
    let cases: &[(&str, bool)] = &[
        ("http://[fe80::a%25en1]", true),
        ("http://[fe80::a%25en1]:8080/p?q#f", true),
        ("http://[fe80::a%en1]", false),
        ("http://[fe80::a%25]", false),
        ("http://[fe80::a%25%41]", true),
        ("http://[fe80::a%25%4]", false),
        ("http://[fe80::a%25e/n]", false),
        ("//[::1%25x]", true),
        ("http://[v1.a%25b]", false),
        ("http://u@[::1%25eth0]:1/", true),
    ];
    let zones = grammars::named("rfc6874").unwrap().top_rule();
    for &(input, valid) in cases {
        assert_eq!(zones.is_valid(input.as_bytes()), valid, "{input}");
        assert_eq!(zones.check(input.as_bytes()).is_ok(), valid, "{input}");
        all_agree(input.as_bytes()).unwrap();
    }
}

/// Every line of the catalogs of the RFC 3986 layer and of RFC 3987 under
/// every fast rule and every top rule, and under the catalog's own rule:
/// the verdict its file gives it.
#[test]
fn the_catalogs_agree() {
    let mut problems = Vec::new();
    let mut checked = 0;
    for (folder, grammar) in [
        ("", "rfc3986"),
        ("rfc6874", "rfc6874"),
        ("rfc9112", "rfc9112"),
        ("rfc3987", "rfc3987"),
    ] {
        let g = grammars::named(grammar).unwrap();
        for (file, valid) in [("valid.txt", true), ("invalid.txt", false)] {
            for e in crate::catalog::read(folder, file) {
                checked += 1;
                if let Err(p) = all_agree(&e.input).and_then(|()| every_top_agrees(&e.input)) {
                    problems.push(format!("{folder}/{file}: {p}"));
                }
                let Some(rule) = g.rule(&e.rule) else {
                    problems.push(format!("{folder}/{file}: no rule {}", e.rule));
                    continue;
                };
                if rule.is_valid(&e.input) != valid {
                    problems.push(format!("{folder}/{file}: {} is not {valid}", e.line));
                }
                if let Some((rule, options)) = rule.layer_rule() {
                    if let Err(p) = same(rule, options, &e.input) {
                        problems.push(format!("{folder}/{file}: {p}"));
                    }
                } else if let Err(p) = top_agrees(&rule, &e.input) {
                    problems.push(format!("{folder}/{file}: {p}"));
                }
                if folder == "rfc3987" && e.rule == "IRI-reference" {
                    if let Err(p) = iri_agrees(&e.input) {
                        problems.push(format!("{folder}/{file}: {p}"));
                    }
                }
            }
        }
    }
    assert!(checked > 500, "{checked} catalog lines");
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// The lines of the real URL lists and of the mixed corpus.
fn corpus_lines() -> &'static [Vec<u8>] {
    static LINES: OnceLock<Vec<Vec<u8>>> = OnceLock::new();
    LINES.get_or_init(|| {
        let root = Path::new(env!("CARGO_MANIFEST_DIR"));
        let mut files = vec![root.join("benches/data/mixed.txt")];
        files.extend(crate::real_urls::paths());
        files
            .iter()
            .map(|p| crate::real_urls::read(p))
            .flat_map(|b| {
                b.split(|&c| c == b'\n')
                    .map(<[u8]>::to_vec)
                    .collect::<Vec<_>>()
            })
            .collect()
    })
}

/// Every 11th corpus line under every fast rule, both grammars, and every
/// grammar's top rule (every 41st: the set-of-ends engine that explains
/// RFC 3987's failures is slow in a debug build); all of RFC 3987's lines
/// against its combinators.
#[test]
fn the_corpora_agree() {
    let lines = corpus_lines();
    let mut problems = Vec::new();
    let (mut valid, mut invalid) = ([0; 2], [0; 2]);
    for (n, line) in lines.iter().enumerate() {
        if n % 11 == 0 {
            for &rule in FAST_RULES {
                for (k, options) in OPTIONS.into_iter().enumerate() {
                    if let Err(p) = same(rule, options, line) {
                        problems.push(p);
                    }
                    if rule == Rule::RequestTarget {
                        if rule.is_valid_bytes_with(line, options) {
                            valid[k] += 1;
                        } else {
                            invalid[k] += 1;
                        }
                    }
                }
            }
        }
        if n % 41 == 0 {
            if let Err(p) = every_top_agrees(line) {
                problems.push(p);
            }
        }
        if n % 7 == 0 {
            if let Err(p) = iri_agrees(line) {
                problems.push(p);
            }
        }
    }
    assert!(lines.len() > 90_000, "{} corpus lines", lines.len());
    // Both verdicts come up in numbers: relative references are no
    // request-targets.
    assert!(valid.iter().all(|&v| v > 1_000), "{valid:?} valid");
    assert!(invalid.iter().all(|&v| v > 1_000), "{invalid:?} invalid");
    problems.truncate(20);
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// Issue 21's hostile shapes, with prefixes that put them in each form and
/// in an IPv6 literal with a zone ID, at 40 bytes and on either side of the
/// fast path's long-input threshold (256 bytes from a run's first `%`;
/// beyond it, its runs check triplets one by one).
#[test]
fn hostile_shapes_agree() {
    let prefixes: &[&[u8]] = &[
        b"",
        b"/",
        b"http://h/",
        b"http://",
        b"http://[",
        b"http://[fe80::1%25",
        b"//[::1%25",
        b"*",
        b"h:",
        b"[::1]:",
        b"a@",
    ];
    let units: &[&[u8]] = &[
        b"%41",
        b":",
        b"@",
        b"[",
        b"/..",
        b"a:",
        b"1.",
        b";a",
        b"a:b",
        b"1:",
        b"k=v&",
        b" ",
        b"%25",
        b"%2",
        b"]",
        b"*",
        b"#",
        b"?",
        "é".as_bytes(),
        b"\xff",
    ];
    let mut problems = Vec::new();
    for &prefix in prefixes {
        for &unit in units {
            for len in [40, 300, 2_000] {
                let mut line = prefix.to_vec();
                while line.len() < len {
                    line.extend_from_slice(unit);
                }
                for end in [&b""[..], b"]", b"]:80", b"/x"] {
                    let mut input = line.clone();
                    input.extend_from_slice(end);
                    if let Err(p) = all_agree(&input) {
                        problems.push(p);
                    }
                    // The set-of-ends engine is slow in a debug build: the
                    // engine grammars and RFC 3987 on the shorter lines.
                    if len > 300 {
                        continue;
                    }
                    if let Err(p) = every_top_agrees(&input).and_then(|()| iri_agrees(&input)) {
                        problems.push(p);
                    }
                }
            }
        }
    }
    problems.truncate(20);
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// A grammar file with others' rules over it, read once.
fn overridden(file: &'static str) -> &'static Grammar {
    static RFC6874: OnceLock<Grammar> = OnceLock::new();
    static RFC9112: OnceLock<Grammar> = OnceLock::new();
    let cell = if file == "rfc6874.abnf" {
        &RFC6874
    } else {
        &RFC9112
    };
    cell.get_or_init(|| Grammar::load().with_overrides(&Grammar::load_file(file)))
}

/// Strings generated from `grammar/rfc9112.abnf` and `grammar/rfc6874.abnf`
/// over RFC 3986's file (each rule the fast path decides), and each with
/// one byte edited and with a padding past the long-input threshold.
#[test]
fn generated_and_edited_strings_agree() {
    let mut strategies = Vec::new();
    for name in [
        "request-target",
        "origin-form",
        "absolute-form",
        "authority-form",
    ] {
        strategies.push(generate::rule_in(overridden("rfc9112.abnf"), name));
    }
    for name in ["URI-reference", "authority", "absolute-URI"] {
        strategies.push(generate::rule_in(overridden("rfc6874.abnf"), name));
    }
    let strings = proptest::strategy::Union::new(strategies);
    let cases = (strings, generate::mutation(), generate::padding());
    let mut runner = TestRunner::new(Config {
        cases: 600,
        failure_persistence: None,
        ..Config::default()
    });
    runner
        .run(&cases, |(s, m, p)| {
            for input in [s.clone(), m.apply(&s), p.apply(&s), p.apply(&m.apply(&s))] {
                all_agree(&input).map_err(TestCaseError::fail)?;
            }
            Ok(())
        })
        .unwrap();
}

/// Strings made of the pieces that tell the forms and the zone ID apart,
/// in any order: where a generated string seldom goes.
#[test]
fn soups_of_delimiters_agree() {
    let pieces: &[&[u8]] = &[
        b"/",
        b"//",
        b"?",
        b"#",
        b":",
        b"@",
        b"[",
        b"]",
        b"%",
        b"%25",
        b"25",
        b"%4",
        b"%41",
        b"*",
        b"a",
        b"1",
        b"v1.",
        b"::",
        b"fe80",
        b".",
        b"255",
        b"\xC3\xA9",
        b" ",
    ];
    let soup = proptest::collection::vec(select(pieces), 0..12).prop_map(|p| p.concat());
    let mut runner = TestRunner::new(Config {
        cases: 3_000,
        failure_persistence: None,
        ..Config::default()
    });
    runner
        .run(&soup, |s| all_agree(&s).map_err(TestCaseError::fail))
        .unwrap();
}

/// IRIs generated from `grammar/rfc3987.abnf`, edited, and RFC 3986's
/// URI references (ASCII, where the shortcut decides alone): RFC 3987's
/// verdict is its combinators'.
#[test]
fn iri_verdicts_agree() {
    let iris = generate::rule_in(crate::rfc3987_oracle::grammar(), "IRI-reference");
    let uris = generate::rule("URI-reference");
    let cases = (prop_oneof![iris, uris], generate::mutation());
    let mut runner = TestRunner::new(Config {
        cases: 600,
        failure_persistence: None,
        ..Config::default()
    });
    runner
        .run(&cases, |(s, m)| {
            iri_agrees(&s).map_err(TestCaseError::fail)?;
            iri_agrees(&m.apply(&s)).map_err(TestCaseError::fail)?;
            let top = grammars::named("rfc3987").unwrap().top_rule();
            top_agrees(&top, &m.apply(&s)).map_err(TestCaseError::fail)
        })
        .unwrap();
}

/// Inputs longer than the 64 KiB the combinators may decide take RFC
/// 3987's automaton whatever was decided before in the process: valid and
/// not, with characters the shortcut does not take (a `[` sends any
/// non-ASCII input past it), the answer is the combinators'.
#[test]
fn long_iris_are_decided_by_the_automaton_as_by_the_combinators() {
    let run = "\u{E9}\u{4F8B}".repeat(15_000);
    let cases = [
        (format!("http://[::1]/{run}"), true),
        (format!("http://[::1]/{run}\u{FDD0}"), false),
        (format!("http://[::1]/?{run}\u{E000}"), true),
        (format!("http://[::1]/{run}\u{E000}"), false),
        (format!("http://[::1/{run}"), false),
    ];
    for (input, valid) in &cases {
        assert!(input.len() > 64 * 1024);
        assert_eq!(
            rfc3987::is_valid(input.as_bytes()),
            *valid,
            "{}",
            &input[..20]
        );
        iri_agrees(input.as_bytes()).unwrap();
        let top = grammars::named("rfc3987").unwrap().top_rule();
        top_agrees(&top, input.as_bytes()).unwrap();
    }
}

/// A verdict by the fast path allocates nothing, valid or not: it builds
/// no tree and no error.
#[test]
fn fast_verdicts_allocate_nothing() {
    let inputs = [
        "http://[fe80::1%25eth0]:80/a?b#c",
        "http://[fe80::1%eth0]/",
        "/where?q=now",
        "www.example.com:80",
        "*",
        "/a#b",
        "http://h/a b",
    ];
    for input in inputs {
        for &rule in FAST_RULES {
            for options in OPTIONS {
                let info = measure(|| {
                    std::hint::black_box(rule.is_valid_with(std::hint::black_box(input), options));
                });
                assert_eq!(
                    info.count_total,
                    0,
                    "{} {input}: {info:?}",
                    rule.abnf_name()
                );
            }
        }
        let info = measure(|| {
            std::hint::black_box(rfc3987::is_valid(std::hint::black_box(input.as_bytes())));
        });
        assert_eq!(info.count_total, 0, "IRI-reference {input}: {info:?}");
    }
}
