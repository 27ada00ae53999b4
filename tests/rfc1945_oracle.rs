//! RFC 1945 against the DFA oracle built from `grammar/rfc1945.abnf`, over
//! octets.
//!
//! For every rule of the file, on hand-picked inputs, on strings generated
//! from the grammar (`national`'s `%x80-FF` included) and on those strings
//! with one byte edited (non-ASCII and non-UTF-8 bytes among the edits), the
//! rule's combinator (through `rfc1945::REGISTRY`) must give the oracle's
//! verdict and, on rejection, the oracle's byte offset, with a truthful
//! expected set. A valid `URI` or `http_URL` must be rebuilt byte for byte
//! from its typed tree's parts.
//!
//! The larger run is
//! `cargo test -p urigram --test integration -- --ignored rfc1945_large_run --nocapture`.

use std::collections::HashMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Mutex, OnceLock};

use proptest::strategy::Strategy;
use proptest::test_runner::{Config, FileFailurePersistence, TestCaseError, TestRunner};
use urigram::engine::Error;
use urigram::grammars::rfc1945::{HttpUrl, REGISTRY, Reading, Relative, RelativeKind, Text, Uri};

use crate::oracle::abnf::Grammar;
use crate::oracle::generate;
use crate::oracle::regex::{Oracle, Verdict};

/// `grammar/rfc1945.abnf`, read once.
pub fn grammar() -> &'static Grammar {
    static G: OnceLock<Grammar> = OnceLock::new();
    G.get_or_init(|| Grammar::load_file("rfc1945.abnf"))
}

/// The oracle of rule `name` of RFC 1945, built once per run.
pub fn oracle(name: &str) -> &'static Oracle {
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

/// The oracle's verdict for rule `name` (either spelling) on `input`.
pub fn verdict(name: &str, input: &[u8]) -> Verdict {
    let abnf = REGISTRY.find(name).map_or(name, |e| e.info().abnf_name());
    oracle(abnf).verdict(input)
}

/// Whether urigram's RFC 1945 rule `name` agrees with the oracle on
/// `input`; the disagreement, in words, if not.
pub fn agree(name: &str, input: &[u8]) -> Result<(), String> {
    let entry = REGISTRY
        .find(name)
        .ok_or_else(|| format!("no RFC 1945 rule {name}"))?;
    let shown = input.escape_ascii().to_string();
    let name = entry.info().abnf_name();
    match (oracle(name).verdict(input), entry.check(input)) {
        (Verdict::Match, Ok(())) => tree_agrees(name, input),
        (Verdict::Fail(at), Err(e)) if e.offset() == at => expected_agrees(name, input, at, &e),
        (Verdict::Fail(at), Err(e)) => Err(format!(
            "{name} \"{shown}\": urigram fails at {}, the oracle at {at}: {e}",
            e.offset()
        )),
        (Verdict::Fail(at), Ok(())) => Err(format!(
            "{name} \"{shown}\": urigram accepts, the oracle fails at {at}"
        )),
        (Verdict::Match, Err(e)) => Err(format!(
            "{name} \"{shown}\": the oracle accepts, urigram fails: {e}"
        )),
    }
}

/// A part's bytes are the input's bytes at its span.
fn part(input: &[u8], t: Text<'_>, out: &mut Vec<u8>) -> Result<(), String> {
    if &input[t.span().range()] != t.as_bytes() {
        return Err(format!("span {:?} does not hold its bytes", t.span()));
    }
    if t.span().start() != out.len() {
        return Err(format!(
            "part at {:?} does not follow the one before (ends at {})",
            t.span(),
            out.len()
        ));
    }
    out.extend_from_slice(t.as_bytes());
    Ok(())
}

/// Rebuilds the input of a relative reading from its parts, checking spans.
fn relative_bytes(input: &[u8], r: &Relative<'_>, out: &mut Vec<u8>) -> Result<(), String> {
    if let Some(n) = r.net_loc() {
        out.extend_from_slice(b"//");
        part(input, n, out)?;
    }
    if let Some(p) = r.path() {
        part(input, p.text(), out)?;
        let joined: Vec<&[u8]> = p.segments().map(|s| s.as_bytes()).collect();
        let rest = &p.text().as_bytes()[usize::from(p.is_absolute())..];
        if joined.join(&b'/') != rest {
            return Err("segments do not make the path".into());
        }
    }
    if r.kind() == RelativeKind::AbsPath && r.path().is_none() {
        return Err("an abs_path without its path".into());
    }
    if let Some(p) = r.params() {
        out.push(b';');
        part(input, p, out)?;
    }
    if let Some(q) = r.query() {
        out.push(b'?');
        part(input, q, out)?;
    }
    Ok(())
}

/// The typed tree of a valid `URI`: its parts, in order, make up the input.
pub fn check_uri_tree(input: &[u8], u: &Uri<'_>) -> Result<(), String> {
    let mut out = Vec::new();
    match u.reading() {
        Reading::Absolute(a) => {
            part(input, a.scheme(), &mut out)?;
            out.push(b':');
            part(input, a.rest(), &mut out)?;
        }
        Reading::Relative(r) => relative_bytes(input, &r, &mut out)?,
    }
    if let Some(f) = u.fragment() {
        out.push(b'#');
        part(input, f, &mut out)?;
    }
    if out != input || u.as_bytes() != input {
        return Err(format!("rebuilt as \"{}\"", out.escape_ascii()));
    }
    if let Ok(s) = std::str::from_utf8(input)
        && u.to_string() != s
    {
        return Err(format!("writes back {u}"));
    }
    Ok(())
}

/// The typed tree of a valid `http_URL`: its parts make up the input.
pub fn check_http_tree(input: &[u8], u: &HttpUrl<'_>) -> Result<(), String> {
    let mut out = input[..7].to_vec();
    part(input, u.host().text(), &mut out)?;
    if let Some(p) = u.port() {
        out.push(b':');
        part(input, p.text(), &mut out)?;
    }
    if let Some(r) = u.abs_path() {
        if r.kind() != RelativeKind::AbsPath {
            return Err("an http_URL's path is no abs_path".into());
        }
        relative_bytes(input, &r, &mut out)?;
    }
    if out != input {
        return Err(format!("rebuilt as \"{}\"", out.escape_ascii()));
    }
    Ok(())
}

/// An accepted `URI` or `http_URL` parses into a tree that rebuilds it.
fn tree_agrees(name: &str, input: &[u8]) -> Result<(), String> {
    let shown = input.escape_ascii();
    let result = if name.eq_ignore_ascii_case("URI") {
        Uri::parse(input)
            .map_err(|e| e.to_string())
            .and_then(|u| check_uri_tree(input, &u))
    } else if name.eq_ignore_ascii_case("http-URL") {
        HttpUrl::parse(input)
            .map_err(|e| e.to_string())
            .and_then(|u| check_http_tree(input, &u))
    } else {
        Ok(())
    };
    result.map_err(|e| format!("{name} \"{shown}\": {e}"))
}

/// Whether the expected set tells the truth about the byte at `at`, by the
/// oracle (as RFC 2396's test asks, over all 256 byte values).
fn expected_agrees(name: &str, input: &[u8], at: usize, e: &Error) -> Result<(), String> {
    let (viable, end) = oracle(name).next(input, at);
    let items: Vec<_> = e.expected().collect();
    let shown = input.escape_ascii();
    let lacking: Vec<u8> = viable
        .iter()
        .copied()
        .filter(|&b| !items.iter().any(|x| x.matches(b)))
        .collect();
    if !lacking.is_empty() {
        return Err(format!(
            "{name} \"{shown}\" at {at}: expected {items:?} lacks \"{}\"",
            lacking.escape_ascii()
        ));
    }
    if end != items.iter().any(|x| x.is_end()) {
        return Err(format!(
            "{name} \"{shown}\" at {at}: the input {} end there, but expected is {items:?}",
            if end { "may" } else { "may not" }
        ));
    }
    for x in &items {
        if !x.is_end() && !x.bytes().any(|b| viable.contains(&b)) {
            return Err(format!(
                "{name} \"{shown}\" at {at}: expected lists {x}, which cannot come there"
            ));
        }
    }
    Ok(())
}

/// Hand-picked inputs, valid or not by RFC 1945's text, each also checked
/// against the oracle.
const EXAMPLES: &[(&str, &[u8], bool)] = &[
    ("URI", b"", true),
    ("URI", b"#", true),
    ("URI", b"a:b", true),
    ("URI", b":b", true), // no scheme, but ":" is a pchar: a rel_path
    ("URI", b"a:", true),
    ("URI", b"/a/../b", true),
    ("URI", b"//a//b", false), // abs_path's rel_path cannot start with "/"
    ("URI", b"/a b", false),
    ("URI", b"/a#b#c", false),
    ("URI", b"/%zz", false),
    ("URI", b"/~a/[b]/{c}|^`\\", true), // national
    ("URI", b"/\x80\xff", true),
    ("URI", b"/\x7f", false), // DEL is a CTL, so unsafe
    ("URI", b"/a\"b", false),
    ("URI", b"/a<b>", false),
    ("URI", b"/a;b;c/d?e?f", true),
    ("URI", b";p", true),
    ("URI", b"?q", true),
    ("http_URL", b"http://a", true),
    ("http_URL", b"HTTP://A.B:80/c", true),
    ("http_URL", b"http://", false),
    ("http_URL", b"http://a:b/", false),
    ("http_URL", b"http://a_b/", false),
    ("http_URL", b"http://-a/", false),
    ("http_URL", b"http://a-/", false),
    ("http_URL", b"http://a?q", false),
    ("http_URL", b"http://a/?q", true),
    ("http_URL", b"http://a.b./", false),
    ("http_URL", b"https://a/", false),
    ("host", b"1.2.3.4", true),
    ("host", b"999.999.999.999", true),
    ("IPv4address", b"1.2.3.4567", false),
    ("IPv4address", b"1.2.3", false),
    ("hostname", b"1a.b-c.d", true),
    ("hostname", b"a..b", false),
    ("label", b"a--b", true),
    ("port", b"", true),
    ("escape", b"%4G", false),
    ("national", b"\xc3", true),
    ("national", b"~", true),
    ("unsafe", b"\x00", true),
    ("unsafe", b"~", false),
    ("scheme", b"a+b-c.d", true),
];

#[test]
fn hand_picked_examples_agree_with_the_rfc_and_the_oracle() {
    let mut problems = Vec::new();
    for &(name, input, valid) in EXAMPLES {
        let v = verdict(name, input);
        if (v == Verdict::Match) != valid {
            problems.push(format!(
                "oracle: {name} \"{}\" gives {v:?}",
                input.escape_ascii()
            ));
        }
        if let Err(e) = agree(name, input) {
            problems.push(e);
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// How many inputs the property runs have checked.
static CHECKED: AtomicUsize = AtomicUsize::new(0);

/// Runs `cases` cases of `strategy` for rule `name`, checking every input
/// with [`agree`]; failures are kept in `tests/oracle/regressions/`.
fn run_rule<S>(name: &str, what: &str, cases: u32, strategy: S)
where
    S: Strategy<Value = Vec<Vec<u8>>>,
{
    let file = format!(
        "{}/tests/oracle/regressions/rfc1945-{what}-{name}.txt",
        env!("CARGO_MANIFEST_DIR")
    );
    let config = Config {
        cases,
        failure_persistence: Some(Box::new(FileFailurePersistence::Direct(Box::leak(
            file.into_boxed_str(),
        )))),
        ..Config::default()
    };
    let mut runner = TestRunner::new(config);
    let result = runner.run(&strategy, |inputs| {
        for input in &inputs {
            CHECKED.fetch_add(1, Ordering::Relaxed);
            agree(name, input).map_err(TestCaseError::fail)?;
        }
        Ok(())
    });
    if let Err(e) = result {
        panic!("{what} strings of RFC 1945 {name}: {e}");
    }
}

/// Generated strings of every rule, then the same with one byte edited.
fn every_rule(generated: u32, mutated: u32) {
    for def in &grammar().rules {
        let name = def.name.as_str();
        let strings = generate::rule_in(grammar(), name);
        run_rule(
            name,
            "generated",
            generated,
            strings.clone().prop_map(|s| vec![s]),
        );
        let edited = (strings, generate::mutation()).prop_map(|(s, m)| {
            let t = m.apply(&s);
            vec![s, t]
        });
        run_rule(name, "mutated", mutated, edited);
    }
}

#[test]
fn generated_and_mutated_strings_agree_with_the_oracle() {
    every_rule(48, 96);
}

/// Bytes from 0x80 are generated: `national`'s strings hold them, and every
/// rule with a `uchar` accepts them.
#[test]
fn high_bytes_are_national_and_accepted_everywhere_a_uchar_is() {
    for b in 0x80..=0xffu8 {
        assert_eq!(verdict("national", &[b]), Verdict::Match, "{b:#x}");
        for rule in [
            "national",
            "unreserved",
            "uchar",
            "pchar",
            "query",
            "fragment",
        ] {
            assert!(
                urigram::grammars::rfc1945::check(rule, &[b])
                    .unwrap()
                    .is_ok(),
                "{rule} {b:#x}"
            );
        }
        assert_eq!(
            urigram::grammars::rfc1945::check("host", &[b])
                .unwrap()
                .unwrap_err()
                .offset(),
            0
        );
    }
}

/// The large run, by hand: `cargo test -p urigram --test integration --
/// --ignored rfc1945_large_run --nocapture`; `ORACLE_CASES` sets the
/// generated cases per rule (twice as many mutated).
#[test]
#[ignore = "a long run, by hand"]
#[allow(clippy::print_stderr)]
fn rfc1945_large_run_against_the_oracle() {
    let cases: u32 = std::env::var("ORACLE_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(2_000);
    let before = CHECKED.load(Ordering::Relaxed);
    every_rule(cases, 2 * cases);
    let checked = CHECKED.load(Ordering::Relaxed) - before;
    eprintln!(
        "rfc1945 oracle: {} rules, {cases} generated and {} mutated cases each, {checked} inputs checked",
        grammar().rules.len(),
        2 * cases
    );
}
