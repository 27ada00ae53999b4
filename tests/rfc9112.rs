//! RFC 9112 section 3.2 request-targets (`urigram::request_target`): the
//! grammar file against the code, the RFC's examples typed in, the check
//! against the method, and agreement with the DFA of `grammar/rfc3986.abnf`
//! with `grammar/rfc9112.abnf` over it, on generated and mutated strings of
//! each of its rules (same verdict, same offset, an expected set that lists
//! exactly what could come there).

use std::collections::HashMap;
use std::path::Path;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Mutex, OnceLock};

use proptest::strategy::Strategy;
use proptest::test_runner::{Config, FileFailurePersistence, TestCaseError, TestRunner};
use urigram::request_target::{Form, RequestTarget, TargetError};
use urigram::{Expected, Host, Node, ParseError, Rule};

use crate::grammar_file::{doc_abnf, function_name};
use crate::oracle::abnf::{Grammar, normalize_space};
use crate::oracle::generate;
use crate::oracle::regex::{Oracle, Verdict};
use crate::oracle_agreement::{covered_text, expected_bytes};

/// The `rfc9112` grammar: RFC 3986's file with RFC 9112's rules added.
fn grammar() -> &'static Grammar {
    static G: OnceLock<Grammar> = OnceLock::new();
    G.get_or_init(|| Grammar::load().with_overrides(&Grammar::load_file("rfc9112.abnf")))
}

/// The oracle of rule `name` of the `rfc9112` grammar, built once per run.
pub(crate) fn oracle(name: &str) -> &'static Oracle {
    static CACHE: OnceLock<Mutex<HashMap<String, &'static Oracle>>> = OnceLock::new();
    let cache = CACHE.get_or_init(|| Mutex::new(HashMap::new()));
    let key = name.to_ascii_lowercase();
    if let Some(o) = cache.lock().unwrap().get(&key) {
        return o;
    }
    let built: &'static Oracle = Box::leak(Box::new(
        Oracle::build(grammar(), name).unwrap_or_else(|e| panic!("{e}")),
    ));
    cache.lock().unwrap().entry(key).or_insert(built)
}

/// The rules RFC 9112's file defines.
const RULES: &[&str] = &[
    "request-target",
    "origin-form",
    "absolute-form",
    "authority-form",
    "asterisk-form",
    "absolute-path",
    "uri-host",
];

pub(crate) fn rule(name: &str) -> Rule {
    Rule::RFC9112
        .iter()
        .copied()
        .find(|r| r.abnf_name().eq_ignore_ascii_case(name))
        .unwrap_or_else(|| panic!("no Rule for {name}"))
}

/// What an accepted node writes back.
fn written_back(node: &Node<'_>) -> Option<String> {
    match node {
        Node::RequestTarget(t) => Some(t.to_string()),
        other => covered_text(other),
    }
}

fn bytes_of(e: Expected) -> Vec<u8> {
    match e {
        Expected::Asterisk => b"*".to_vec(),
        other => expected_bytes(other),
    }
}

/// Whether urigram agrees with the `rfc9112` oracle on `input` under rule
/// `name`; the disagreement, in words, if not.
pub(crate) fn agree(name: &str, input: &[u8]) -> Result<(), String> {
    let r = rule(name);
    let shown = String::from_utf8_lossy(input);
    let ours: Result<Option<String>, ParseError> = r.parse_bytes(input).map(|n| written_back(&n));
    if r == Rule::RequestTarget {
        if let Ok(s) = std::str::from_utf8(input) {
            let typed = RequestTarget::parse(s).map(|t| t.to_string());
            let by_rule = ours.as_ref().map(|o| o.clone().unwrap_or_default());
            if typed.as_ref().map_err(ToString::to_string)
                != by_rule.as_ref().map_err(ToString::to_string)
            {
                return Err(format!(
                    "{shown:?}: RequestTarget::parse {typed:?}, Rule {by_rule:?}"
                ));
            }
        }
    }
    match (oracle(name).verdict(input), ours) {
        (Verdict::Match, Ok(Some(back))) if back.as_bytes() != input => Err(format!(
            "{name} {shown:?}: accepted, but writes back {back:?}"
        )),
        (Verdict::Match, Ok(_)) => {
            CHECKED.fetch_add(1, Ordering::Relaxed);
            Ok(())
        }
        (Verdict::Fail(at), Err(e)) if e.offset() == at => {
            CHECKED.fetch_add(1, Ordering::Relaxed);
            OFFSETS.fetch_add(1, Ordering::Relaxed);
            expected_agrees(name, input, at, &e)
        }
        (Verdict::Fail(at), Err(e)) => Err(format!(
            "{name} {shown:?}: urigram fails at {}, the oracle at {at}: {e}",
            e.offset()
        )),
        (Verdict::Fail(at), Ok(_)) => Err(format!(
            "{name} {shown:?}: urigram accepts, the oracle fails at {at}"
        )),
        (Verdict::Match, Err(e)) => Err(format!(
            "{name} {shown:?}: the oracle accepts, urigram fails: {e}"
        )),
    }
}

/// How many inputs [`agree`] found in agreement, for the large run's report.
static CHECKED: AtomicUsize = AtomicUsize::new(0);
/// How many of those were rejections, with the same offset as the oracle's.
static OFFSETS: AtomicUsize = AtomicUsize::new(0);

/// The expected set lists every byte that could have come at `at` (and the
/// end, if the input could have ended there), and nothing that could not.
fn expected_agrees(name: &str, input: &[u8], at: usize, e: &ParseError) -> Result<(), String> {
    if e.kind() == Some(urigram::Kind::NotUtf8) {
        return Ok(());
    }
    let (viable, end) = oracle(name).next(input, at);
    let items: Vec<Expected> = e.expected().collect();
    let listed: Vec<u8> = items.iter().flat_map(|&x| bytes_of(x)).collect();
    let shown = String::from_utf8_lossy(input);
    let lacking: Vec<u8> = viable
        .iter()
        .copied()
        .filter(|b| !listed.contains(b))
        .collect();
    if !lacking.is_empty() {
        return Err(format!(
            "{name} {shown:?} at {at}: expected {items:?} lacks {:?}",
            String::from_utf8_lossy(&lacking)
        ));
    }
    if end != items.contains(&Expected::End) {
        return Err(format!(
            "{name} {shown:?} at {at}: the end of input is {}viable, expected {items:?}",
            if end { "" } else { "not " }
        ));
    }
    for &x in &items {
        if x != Expected::End && !bytes_of(x).iter().any(|b| viable.contains(b)) {
            return Err(format!(
                "{name} {shown:?} at {at}: expected lists {x:?}, which cannot come there"
            ));
        }
    }
    Ok(())
}

// ---------------------------------------------------------------------------
// The grammar file against the code.

#[test]
fn rfc9112_file_against_the_code() {
    let over = Grammar::load_file("rfc9112.abnf");
    assert_eq!(over.names(), RULES);
    let base = Grammar::load();
    let mut want = base.names();
    want.extend(RULES);
    assert_eq!(
        grammar().names(),
        want,
        "RFC 9112 changes no rule of RFC 3986"
    );
    let ours: Vec<&str> = Rule::RFC9112.iter().map(|r| r.abnf_name()).collect();
    assert_eq!(ours, want);
    // Every rule has its combinator in src/grammars/rfc9112/request_target.rs, documented
    // with the rule's exact text, and every combinator there names a rule.
    let source = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("src/grammars/rfc9112/request_target.rs"),
    )
    .unwrap();
    let lines: Vec<&str> = source.lines().collect();
    let mut found = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        let Some(rest) = line.strip_prefix("pub fn ") else {
            continue;
        };
        if !normalize_space(line).contains("(input: Input<'_>) -> IResult<") {
            continue;
        }
        let name: String = rest
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
            .collect();
        found.push((name, doc_abnf(&lines[..i])));
    }
    let mut problems = Vec::new();
    for def in &over.rules {
        let f = function_name(&def.name);
        match found.iter().find(|(n, _)| *n == f) {
            Some((_, Some(doc))) if normalize_space(doc) == normalize_space(&def.text) => {}
            Some((_, doc)) => problems.push(format!("{}: {f} documented {doc:?}", def.name)),
            None => problems.push(format!("{}: no combinator {f}", def.name)),
        }
        let r = rule(&def.name);
        assert_eq!(r.abnf_name(), def.name);
    }
    for (name, _) in &found {
        if !over.rules.iter().any(|d| function_name(&d.name) == *name) {
            problems.push(format!(
                "request_target::{name} names no rule of rfc9112.abnf"
            ));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    assert_eq!(
        (Rule::RequestTarget.rfc(), Rule::RequestTarget.section()),
        (9112, "3.2")
    );
    assert_eq!(
        (Rule::AbsolutePath.rfc(), Rule::AbsolutePath.section()),
        (9110, "4.1")
    );
    assert_eq!(Rule::from_abnf_name("request-target"), None);
}

#[test]
fn grammar_readme_has_a_row_per_rfc9112_rule() {
    let readme =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("grammar/README.md"))
            .unwrap();
    let section = readme
        .split("\n## ")
        .find(|s| s.starts_with("RFC 9112"))
        .expect("grammar/README.md has a section on RFC 9112");
    let rows: Vec<Vec<&str>> = section
        .lines()
        .filter(|l| l.starts_with("| ") && !l.starts_with("| rule") && !l.starts_with("| -"))
        .map(|l| l.trim_matches('|').split('|').map(str::trim).collect())
        .collect();
    let names: Vec<&str> = rows.iter().map(|r| r[0]).collect();
    assert_eq!(names, RULES);
    for row in &rows {
        let r = rule(row[0]);
        assert!(
            row[1].contains(&format!("RFC {} section {}", r.rfc(), r.section())),
            "{row:?}"
        );
        assert_eq!(
            row[2], "`src/grammars/rfc9112/request_target.rs`",
            "{row:?}"
        );
        assert_eq!(
            row[3],
            format!("`request_target::{}`", function_name(row[0])),
            "{row:?}"
        );
    }
}

// ---------------------------------------------------------------------------
// RFC 9112 section 3.2's examples, typed in.

/// Section 3.2.1: `GET /where?q=now HTTP/1.1`.
#[test]
fn s3_2_1_origin_form() {
    let t = RequestTarget::parse_for("GET", "/where?q=now").unwrap();
    let RequestTarget::Origin { path, query, text } = t else {
        panic!("{t:?}");
    };
    assert_eq!(path.as_str(), "/where");
    assert_eq!(path.span().range(), 0..6);
    assert_eq!(query.unwrap().as_str(), "q=now");
    assert_eq!(query.unwrap().span().range(), 7..12);
    assert_eq!(text.as_str(), "/where?q=now");
    // "/" is the least origin-form: an empty segment after the slash.
    assert_eq!(RequestTarget::parse("/").unwrap().form(), Form::Origin);
    // absolute-path = 1*( "/" segment ): the empty string is no target.
    assert_eq!(RequestTarget::parse("").unwrap_err().offset(), 0);
}

/// Section 3.2.2:
/// `GET http://www.example.org/pub/WWW/TheProject.html HTTP/1.1`.
#[test]
fn s3_2_2_absolute_form() {
    let text = "http://www.example.org/pub/WWW/TheProject.html";
    let t = RequestTarget::parse_for("GET", text).unwrap();
    let RequestTarget::Absolute(u) = t else {
        panic!("{t:?}");
    };
    assert_eq!(u.scheme().as_str(), "http");
    assert_eq!(u.host().unwrap().as_str(), "www.example.org");
    assert_eq!(u.path().as_str(), "/pub/WWW/TheProject.html");
    // Section 3.2.4's proxy example: `OPTIONS http://www.example.org:8001 HTTP/1.1`.
    let t = RequestTarget::parse_for("OPTIONS", "http://www.example.org:8001").unwrap();
    assert_eq!(t.form(), Form::Absolute);
    // absolute-URI has no fragment.
    let err = RequestTarget::parse("http://a/b#c").unwrap_err();
    assert_eq!(err.offset(), 10);
}

/// Section 3.2.3: `CONNECT www.example.com:80 HTTP/1.1`.
#[test]
fn s3_2_3_authority_form() {
    let t = RequestTarget::parse_for("CONNECT", "www.example.com:80").unwrap();
    let RequestTarget::Authority { host, port, .. } = t else {
        panic!("{t:?}");
    };
    assert!(matches!(host, Host::RegName(_)));
    assert_eq!(host.as_str(), "www.example.com");
    assert_eq!(port.as_u16(), Some(80));
    // Without CONNECT the same text is the absolute-form (scheme
    // "www.example.com", path "80"), the reading every other method means.
    assert_eq!(
        RequestTarget::parse("www.example.com:80").unwrap().form(),
        Form::Absolute
    );
    // An IP literal or an IPv4 host is no scheme: only the authority-form.
    for text in ["[::1]:443", "192.0.2.1:443", "*:1"] {
        assert_eq!(
            RequestTarget::parse(text).unwrap().form(),
            Form::Authority,
            "{text}"
        );
        assert!(RequestTarget::parse_for("CONNECT", text).is_ok(), "{text}");
    }
    // No userinfo in the authority-form (section 3.2.3 leaves it out).
    assert!(matches!(
        RequestTarget::parse_for("CONNECT", "user@h:80"),
        Err(TargetError::Syntax(_))
    ));
    // The port's ":" is required.
    let err = urigram::Rule::AuthorityForm
        .parse("www.example.com")
        .unwrap_err();
    assert_eq!(err.offset(), 15);
}

/// Section 3.2.4: `OPTIONS * HTTP/1.1`.
#[test]
fn s3_2_4_asterisk_form() {
    let t = RequestTarget::parse_for("OPTIONS", "*").unwrap();
    assert_eq!(t, RequestTarget::parse("*").unwrap());
    assert_eq!(t.form(), Form::Asterisk);
    assert_eq!(t.as_str(), "*");
}

#[test]
fn methods_take_only_their_forms() {
    let method_error = |method: &str, text: &str| match RequestTarget::parse_for(method, text) {
        Err(TargetError::Method { form, connect }) => Some((form, connect)),
        _ => None,
    };
    // CONNECT: the authority-form, always (section 3.2.3).
    assert_eq!(method_error("CONNECT", "/x"), Some((Form::Origin, true)));
    assert_eq!(method_error("CONNECT", "*"), Some((Form::Asterisk, true)));
    assert_eq!(
        method_error("CONNECT", "http://h/"),
        Some((Form::Absolute, true))
    );
    // The authority-form only for CONNECT.
    assert_eq!(
        method_error("GET", "[::1]:80"),
        Some((Form::Authority, false))
    );
    assert_eq!(
        method_error("OPTIONS", "[::1]:80"),
        Some((Form::Authority, false))
    );
    // The asterisk-form only for OPTIONS.
    assert_eq!(method_error("GET", "*"), Some((Form::Asterisk, false)));
    assert_eq!(method_error("options", "*"), Some((Form::Asterisk, false)));
    // Other forms for any other method.
    for method in ["GET", "POST", "OPTIONS", "PROPFIND"] {
        assert!(RequestTarget::parse_for(method, "/a?b").is_ok());
        assert!(RequestTarget::parse_for(method, "https://h/a").is_ok());
    }
    let err = RequestTarget::parse_for("GET", "*").unwrap_err();
    assert_eq!(
        err.to_string(),
        "only OPTIONS takes the asterisk-form (RFC 9112, section 3.2.4)"
    );
    let err = RequestTarget::parse_for("CONNECT", "/x").unwrap_err();
    assert_eq!(
        err.to_string(),
        "CONNECT takes only the authority-form (RFC 9112, section 3.2.3), not the origin-form"
    );
    // A syntax error stays one, with its offset.
    match RequestTarget::parse_for("GET", "/a b") {
        Err(TargetError::Syntax(e)) => assert_eq!(e.offset(), 2),
        other => panic!("{other:?}"),
    }
}

/// `check_method` on its own, not through `parse_for` (which reads a CONNECT
/// target as the authority-form first): section 3.2.3 gives CONNECT the
/// authority-form only, so an origin-form or absolute-form target parsed
/// for another method is refused for CONNECT.
#[test]
fn check_method_refuses_connect_on_origin_and_absolute_forms() {
    let origin = RequestTarget::parse("/where?q=now").unwrap();
    assert_eq!(origin.form(), Form::Origin);
    let absolute = RequestTarget::parse("http://www.example.org/pub/WWW/TheProject.html").unwrap();
    assert_eq!(absolute.form(), Form::Absolute);
    for (target, form) in [(&origin, Form::Origin), (&absolute, Form::Absolute)] {
        match target.check_method("CONNECT") {
            Err(TargetError::Method { form: f, connect }) => {
                assert_eq!((f, connect), (form, true));
            }
            other => panic!("CONNECT {target}: {other:?}"),
        }
        // Any other method takes both forms (sections 3.2.1 and 3.2.2).
        assert!(target.check_method("GET").is_ok());
        assert!(target.check_method("OPTIONS").is_ok());
    }
    // The authority-form is CONNECT's, and no other method's.
    let authority = RequestTarget::parse_for("CONNECT", "www.example.com:80").unwrap();
    assert!(authority.check_method("CONNECT").is_ok());
    assert!(authority.check_method("GET").is_err());
}

/// A CONNECT target that is no `request-target` at all is a syntax error of
/// the authority-form, the one form CONNECT takes (section 3.2.3), not of
/// the `request-target`. `h:80/x y` shows the difference: as an
/// `authority-form` (`uri-host ":" port`) it fails at the `/` (byte 4, where
/// only a digit or the end could come); as a `request-target` it reads on as
/// an absolute-form (scheme `h`, path `80/x`) and fails only at the space
/// (byte 6).
#[test]
fn connect_syntax_error_is_the_authority_forms() {
    match RequestTarget::parse_for("CONNECT", "h:80/x y") {
        Err(TargetError::Syntax(e)) => {
            assert_eq!(e.offset(), 4, "{e}");
            assert_eq!(e.top_rule(), Rule::AuthorityForm, "{e}");
        }
        other => panic!("{other:?}"),
    }
    // For any other method the same text is a request-target's error.
    match RequestTarget::parse_for("GET", "h:80/x y") {
        Err(TargetError::Syntax(e)) => {
            assert_eq!(e.offset(), 6, "{e}");
            assert_eq!(e.top_rule(), Rule::RequestTarget, "{e}");
        }
        other => panic!("{other:?}"),
    }
}

// ---------------------------------------------------------------------------
// Agreement with the oracle.

#[test]
fn examples_agree_with_the_oracle() {
    let mut problems = Vec::new();
    for (name, input) in [
        ("request-target", "/where?q=now"),
        (
            "request-target",
            "http://www.example.org/pub/WWW/TheProject.html",
        ),
        ("request-target", "www.example.com:80"),
        ("request-target", "*"),
        ("request-target", "*:"),
        ("request-target", "**"),
        ("request-target", ""),
        ("request-target", "/a b"),
        ("request-target", "a:b#c"),
        ("request-target", "[::1]"),
        ("request-target", "[::1]:8a"),
        ("request-target", "u@h:1"),
        ("request-target", "//h/p"),
        ("request-target", "1.2.3.4:80/"),
        ("origin-form", "/a/b?c?d"),
        ("origin-form", "a"),
        ("absolute-path", "/"),
        ("absolute-path", "//a//"),
        ("absolute-path", ""),
        ("authority-form", "h:"),
        ("authority-form", "h"),
        ("asterisk-form", "*"),
        ("asterisk-form", "*x"),
        ("uri-host", "[v1.x]"),
    ] {
        if let Err(e) = agree(name, input.as_bytes()) {
            problems.push(e);
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

fn run_rule<S>(name: &str, what: &str, cases: u32, strategy: S)
where
    S: Strategy<Value = (Vec<u8>, Vec<u8>)>,
{
    let file = format!(
        "{}/tests/oracle/regressions/rfc9112-{what}-{name}.txt",
        env!("CARGO_MANIFEST_DIR")
    );
    let mut runner = TestRunner::new(Config {
        cases,
        failure_persistence: Some(Box::new(FileFailurePersistence::Direct(Box::leak(
            file.into_boxed_str(),
        )))),
        ..Config::default()
    });
    let result = runner.run(&strategy, |(original, edited)| {
        agree(name, &original).map_err(TestCaseError::fail)?;
        agree(name, &edited).map_err(TestCaseError::fail)?;
        Ok(())
    });
    if let Err(e) = result {
        panic!("{what} strings of {name} (rfc9112): {e}");
    }
}

/// Strings generated from every rule of RFC 9112's file, each with a copy
/// with one byte edited.
fn every_rule(cases: u32) {
    for &name in RULES {
        let edited =
            (generate::rule_in(grammar(), name), generate::mutation()).prop_map(|(s, m)| {
                let t = m.apply(&s);
                (s, t)
            });
        run_rule(name, "mutated", cases, edited);
    }
}

#[test]
fn generated_and_mutated_strings_agree_with_the_oracle() {
    every_rule(192);
}

/// The large run, by hand:
/// `cargo test -p urigram --test integration -- --ignored rfc9112::large_run --nocapture`.
#[test]
#[ignore = "a long run, by hand"]
#[allow(clippy::print_stderr)]
fn large_run_against_the_oracle() {
    let cases: u32 = std::env::var("ORACLE_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(10_000);
    let (checked, offsets) = (
        CHECKED.load(Ordering::Relaxed),
        OFFSETS.load(Ordering::Relaxed),
    );
    every_rule(cases);
    eprintln!(
        "rfc9112 oracle: {} rules, {cases} generated strings each, with one edited copy each: {} inputs agree, {} of them rejections at the oracle's offset",
        RULES.len(),
        CHECKED.load(Ordering::Relaxed) - checked,
        OFFSETS.load(Ordering::Relaxed) - offsets
    );
}
