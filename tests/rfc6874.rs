//! RFC 6874 zone IDs, the `rfc6874` grammar: RFC 3986's with `IP-literal`
//! replaced and `ZoneID` and `IPv6addrz` added, read by urigram with
//! [`ParseOptions::RFC6874`].
//!
//! The oracle is the DFA of `grammar/rfc3986.abnf` overridden by
//! `grammar/rfc6874.abnf`; urigram must agree with it as it does under RFC
//! 3986 (same verdict, same offset, an expected set that lists exactly what
//! could come there), on RFC 6874's examples, on generated strings and on
//! those strings with one byte edited. The file against the code, the
//! typed host, the algorithms that must keep a zone ID, and the snapshot
//! catalog `tests/data/grammar/rfc6874/` are here too.

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::fmt::Write as _;
use std::path::Path;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Mutex, OnceLock};

use proptest::strategy::Strategy;
use proptest::test_runner::{Config, FileFailurePersistence, TestCaseError, TestRunner};
use urigram::{
    AbsoluteUri, Expected, Host, Node, ParseError, ParseOptions, RelativeRef, Rule, Uri, UriRef,
};

use crate::catalog::Entry;
use crate::catalog::escape;
use crate::grammar_file::{combinators, function_name};
use crate::oracle::abnf::{Grammar, normalize_space};
use crate::oracle::generate;
use crate::oracle::regex::{Oracle, Verdict};
use crate::oracle_agreement::{covered_text, expected_bytes};
use crate::snapshots_catalog::tree;

const Z: ParseOptions = ParseOptions::RFC6874;

/// The `rfc6874` grammar: RFC 3986's file with RFC 6874's rules over it.
fn grammar() -> &'static Grammar {
    static G: OnceLock<Grammar> = OnceLock::new();
    G.get_or_init(|| Grammar::load().with_overrides(&Grammar::load_file("rfc6874.abnf")))
}

/// The oracle of rule `name` of the `rfc6874` grammar, built once per run.
fn oracle(name: &str) -> &'static Oracle {
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

fn verdict(name: &str, input: &[u8]) -> Verdict {
    oracle(name).verdict(input)
}

/// The bytes an expected item stands for, RFC 6874's two included.
fn bytes_of(e: Expected) -> Vec<u8> {
    match e {
        // After the "%", the "2"; after the "%2", the "5": one item stands
        // for both places.
        Expected::Pct25 => b"25".to_vec(),
        Expected::ZoneIdChar => {
            let mut v = expected_bytes(Expected::Unreserved);
            v.push(b'%');
            v
        }
        other => expected_bytes(other),
    }
}

/// The rules whose language RFC 6874 changes: those that reach `IP-literal`,
/// and its own two. Every other rule is RFC 3986's, which
/// `oracle_agreement` checks.
const ZONE_RULES: &[&str] = &[
    "IP-literal",
    "IPv6addrz",
    "ZoneID",
    "host",
    "authority",
    "hier-part",
    "relative-part",
    "URI",
    "absolute-URI",
    "relative-ref",
    "URI-reference",
];

/// What an accepted node writes back, RFC 6874's nodes included.
fn written_back(node: &Node<'_>) -> Option<String> {
    match node {
        Node::ZoneId(z) => Some(z.to_string()),
        Node::Ipv6z(_, _, t) => Some(t.to_string()),
        other => covered_text(other),
    }
}

/// urigram's answer on raw bytes, with zone IDs on.
fn ours(rule: Rule, input: &[u8]) -> Result<Option<String>, ParseError> {
    rule.parse_bytes_with(input, Z).map(|n| written_back(&n))
}

/// Whether urigram, with zone IDs, agrees with the `rfc6874` oracle on
/// `input` under rule `name`; the disagreement, in words, if not.
fn agree(name: &str, input: &[u8]) -> Result<(), String> {
    let rule = Z.rule(name).ok_or_else(|| format!("no Rule for {name}"))?;
    entry_points_agree(rule, input)?;
    let shown = String::from_utf8_lossy(input);
    match (verdict(name, input), ours(rule, input)) {
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

/// The typed entry points with zone IDs (their own single pass first, the
/// combinators only when it says no) say what `Rule::parse_with` says: the
/// same tree, offset for offset, or the same error.
fn entry_points_agree(rule: Rule, input: &[u8]) -> Result<(), String> {
    let Ok(s) = std::str::from_utf8(input) else {
        return Ok(());
    };
    let by_rule = rule.parse_with(s, Z);
    let want_err = by_rule.as_ref().err().map(ToString::to_string);
    fn same<T: PartialEq + std::fmt::Debug>(
        got: Result<T, ParseError>,
        want: Option<&T>,
        want_err: &Option<String>,
    ) -> Result<(), String> {
        match (&got, want) {
            (Ok(g), Some(w)) if g == w => Ok(()),
            (Err(e), None) if Some(e.to_string()) == *want_err => Ok(()),
            _ => Err(format!(
                "entry point gives {got:?}, the combinators {want:?} {want_err:?}"
            )),
        }
    }
    let verdict = match (rule, &by_rule) {
        (Rule::UriReference, Ok(Node::UriReference(r))) => {
            same(UriRef::parse_with(s, Z), Some(r), &None)
        }
        (Rule::UriReference, Err(_)) => same(UriRef::parse_with(s, Z), None, &want_err),
        (Rule::Uri, Ok(Node::Uri(u))) => same(Uri::parse_with(s, Z), Some(u), &None),
        (Rule::Uri, Err(_)) => same(Uri::parse_with(s, Z), None, &want_err),
        (Rule::RelativeRef, Ok(Node::RelativeRef(r))) => {
            same(RelativeRef::parse_with(s, Z), Some(r), &None)
        }
        (Rule::RelativeRef, Err(_)) => same(RelativeRef::parse_with(s, Z), None, &want_err),
        (Rule::AbsoluteUri, Ok(Node::AbsoluteUri(u))) => {
            same(AbsoluteUri::parse_with(s, Z), Some(u), &None)
        }
        (Rule::AbsoluteUri, Err(_)) => same(AbsoluteUri::parse_with(s, Z), None, &want_err),
        _ => Ok(()),
    };
    verdict.map_err(|e| format!("{} {s:?}: {e}", rule.abnf_name()))
}

/// How many inputs [`agree`] found in agreement, for the large run's report.
static CHECKED: AtomicUsize = AtomicUsize::new(0);
/// How many of those were rejections, with the same offset as the oracle's.
static OFFSETS: AtomicUsize = AtomicUsize::new(0);

/// The expected set of a rejection lists every byte that could have come at
/// `at` (and the end, if the input could have ended there), and nothing that
/// could not, by the oracle.
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
fn rfc6874_file_holds_its_three_rules_over_rfc3986s() {
    let over = Grammar::load_file("rfc6874.abnf");
    assert_eq!(over.names(), ["IP-literal", "ZoneID", "IPv6addrz"]);
    let g = grammar();
    let base = Grammar::load();
    // RFC 3986's rules, in their order, then the two new ones.
    let mut want = base.names();
    want.extend(["ZoneID", "IPv6addrz"]);
    assert_eq!(g.names(), want);
    assert_ne!(
        g.get("IP-literal").unwrap().body,
        base.get("IP-literal").unwrap().body
    );
}

#[test]
fn every_rfc6874_rule_has_a_variant_and_every_variant_a_rule() {
    let ours: Vec<&str> = Rule::RFC6874.iter().map(|r| r.abnf_name()).collect();
    assert_eq!(ours, grammar().names());
    for def in &grammar().rules {
        let rule = Z.rule(&def.name).unwrap();
        assert_eq!(rule.abnf_name(), def.name);
    }
    // RFC 3986's rules do not include RFC 6874's.
    assert_eq!(Rule::from_abnf_name("ZoneID"), None);
    assert_eq!(ParseOptions::RFC3986.rule("IPv6addrz"), None);
    assert_eq!(Z.rule("zoneid"), Some(Rule::ZoneId));
    assert_eq!((Rule::ZoneId.rfc(), Rule::ZoneId.section()), (6874, "2"));
    assert_eq!(
        (Rule::Ipv6addrz.rfc(), Rule::Ipv6addrz.section()),
        (6874, "2")
    );
}

#[test]
fn rfc6874_rules_have_combinators_documented_with_their_abnf() {
    let over = Grammar::load_file("rfc6874.abnf");
    let found = combinators();
    let mut problems = Vec::new();
    for def in over.rules.iter().filter(|d| d.name != "IP-literal") {
        let f = function_name(&def.name);
        let mine: Vec<_> = found.iter().filter(|c| c.name == f).collect();
        match mine.as_slice() {
            [c] => match &c.abnf {
                Some(doc) if normalize_space(doc) == normalize_space(&def.text) => {}
                other => problems.push(format!("{}: rules::{f} is documented {other:?}", def.name)),
            },
            other => problems.push(format!("{}: {} combinators {f}", def.name, other.len())),
        }
    }
    // IP-literal is one combinator for both grammars: it opens with RFC
    // 3986's rule and quotes RFC 6874's, exactly, further down.
    let source = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("src/grammars/rfc3986/rules/host.rs"),
    )
    .unwrap();
    let text = &over.get("IP-literal").unwrap().text;
    if !normalize_space(&source.replace("///", "")).contains(&normalize_space(text)) {
        problems.push(format!("ip_literal's doc does not quote {text}"));
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn grammar_readme_has_a_row_per_rfc6874_rule() {
    let readme =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("grammar/README.md"))
            .unwrap();
    let section = readme
        .split("\n## ")
        .find(|s| s.starts_with("RFC 6874"))
        .expect("grammar/README.md has a section on RFC 6874");
    let rows: Vec<Vec<&str>> = section
        .lines()
        .filter(|l| l.starts_with("| ") && !l.starts_with("| rule") && !l.starts_with("| -"))
        .map(|l| l.trim_matches('|').split('|').map(str::trim).collect())
        .collect();
    let names: Vec<&str> = rows.iter().map(|r| r[0]).collect();
    assert_eq!(names, ["IP-literal", "ZoneID", "IPv6addrz"]);
    for row in &rows {
        let rule = Z.rule(row[0]).unwrap();
        let f = function_name(row[0]);
        let c = combinators().into_iter().find(|c| c.name == f).unwrap();
        assert_eq!(row[2], format!("`{}`", c.file), "{row:?}");
        assert_eq!(row[3], format!("`rules::{f}`"), "{row:?}");
        assert!(row[1].contains(rule.section()), "{row:?}");
    }
}

// ---------------------------------------------------------------------------
// RFC 6874's own examples, typed in from the RFC.

/// Section 2: "the zone identifier is ... 'en1'" and its URI.
#[test]
fn s2_example_uri() {
    let u = Uri::parse_with("http://[fe80::a%25en1]", Z).unwrap();
    let host = u.host().unwrap();
    assert_eq!(
        host.ip(),
        Some("fe80::a".parse::<std::net::IpAddr>().unwrap())
    );
    let zone = host.zone_id().unwrap();
    assert_eq!(zone.as_str(), "en1");
    assert_eq!(zone.span().range(), 18..21);
    assert_eq!(&*zone.decode(), b"en1");
    assert_eq!(host.as_str(), "[fe80::a%25en1]");
    assert_eq!(u.to_string(), "http://[fe80::a%25en1]");
    // RFC 3986 alone has no zone IDs: its parse fails at the "%".
    let err = Uri::parse("http://[fe80::a%25en1]").unwrap_err();
    assert_eq!(err.offset(), 15);
    assert_eq!(
        err.help().map(|h| h.to_string()).as_deref(),
        Some(
            "a zone ID (\"[fe80::1%25eth0]\") is RFC 6874 syntax, which RFC 3986 does not \
             have: leave the zone ID out, or read the text under RFC 6874, with \
             urigram::ParseOptions::RFC6874"
        )
    );
}

/// Section 2: "%" is always encoded as "%25" in a URI, so the zone ID
/// "en1" follows "%25"; a bare "%" (what a user might type, as section 4
/// discusses) is not the syntax, and the error is at the byte after it.
#[test]
fn s2_percent_must_be_encoded() {
    let err = UriRef::parse_with("http://[fe80::a%en1]", Z).unwrap_err();
    assert_eq!(err.offset(), 16);
    assert_eq!(err.expected().collect::<Vec<_>>(), [Expected::Pct25]);
    assert_eq!(err.rule(), Rule::Ipv6addrz);
    assert_eq!(err.help(), Some(urigram::Help::ZoneIdPercent));
    assert_eq!(
        verdict("URI-reference", b"http://[fe80::a%en1]"),
        Verdict::Fail(16)
    );
    // "%2" then not "5": the error is on the third byte.
    let err = UriRef::parse_with("http://[fe80::a%2en1]", Z).unwrap_err();
    assert_eq!(err.offset(), 17);
    // "%25" with no zone ID: ZoneID = 1*( ... ) needs one character.
    let err = UriRef::parse_with("http://[fe80::a%25]", Z).unwrap_err();
    assert_eq!(err.offset(), 18);
    assert_eq!(err.rule(), Rule::ZoneId);
    // Under RFC 6874 the RFC 3986 help about zone IDs would be wrong.
    assert!(
        err.help()
            .is_none_or(|h| !h.to_string().contains("RFC 3986 does not"))
    );
    // The frame sends the reader to RFC 6874.
    assert!(
        format!("{err:#}").contains("see RFC 6874, section 2"),
        "{err:#}"
    );
}

/// Section 2: the zone ID is `1*( unreserved / pct-encoded )`, so any other
/// character is percent-encoded, and the decoded zone ID is what the
/// system names.
#[test]
fn s2_zone_id_characters() {
    for (text, raw, decoded) in [
        ("http://[fe80::1%25eth0]/", "eth0", &b"eth0"[..]),
        ("http://[fe80::1%251]/", "1", b"1"),
        ("http://[fe80::1%25en%2F1]:80/", "en%2F1", b"en/1"),
        ("http://[::1%25a.b_c~-]/", "a.b_c~-", b"a.b_c~-"),
        ("http://[fe80::1%25%25]/", "%25", b"%"),
        ("//[1:2:3:4:5:6:7:8%25Eth0]", "Eth0", b"Eth0"),
        ("//[::ffff:1.2.3.4%25x]", "x", b"x"),
        ("//[fe80::1%25%C3%A9]", "%C3%A9", "é".as_bytes()),
        ("http://[fe80::%25eth0%25]", "eth0%25", b"eth0%"),
    ] {
        let r = UriRef::parse_with(text, Z).unwrap();
        let zone = r.authority().unwrap().host().zone_id().unwrap();
        assert_eq!(zone.as_str(), raw, "{text}");
        assert_eq!(&*zone.decode(), decoded, "{text}");
        assert_eq!(r.to_string(), text);
        assert_eq!(verdict("URI-reference", text.as_bytes()), Verdict::Match);
    }
    for (text, at) in [
        ("http://[fe80::1%25eth 0]/", 21),
        ("http://[fe80::1%25eth!0]/", 21),
        ("http://[fe80::1%25eth:0]/", 21),
        ("http://[fe80::1%25%zz]/", 19),
        ("http://[fe80::1%25%2]/", 20),
        ("http://[v1.x%25eth0]/", 12),
        ("http://[fe80:%25eth0]/", 13),
        ("http://fe80::1%25eth0/", 21),
    ] {
        let err = UriRef::parse_with(text, Z).unwrap_err();
        assert_eq!(err.offset(), at, "{text}: {err}");
        assert_eq!(
            verdict("URI-reference", text.as_bytes()),
            Verdict::Fail(at),
            "{text}"
        );
    }
}

#[test]
fn zone_ids_are_off_by_default() {
    let text = "http://[fe80::1%25eth0]/";
    assert!(UriRef::parse(text).is_err());
    assert!(UriRef::parse_with(text, ParseOptions::default()).is_err());
    assert!(!urigram::is_valid(text));
    assert!(Rule::UriReference.parse(text).is_err());
    assert!(urigram::UriRefString::parse(text).is_err());
    // The typed RFC 3986 entry points stay RFC 3986 even inside the
    // combinators' RFC 6874 setting; Rule::parse follows the setting.
    urigram::rules::with_zone_ids(true, || {
        assert!(UriRef::parse(text).is_err());
        assert!(Rule::UriReference.parse(text).is_ok());
    });
    // An address without a zone ID reads the same either way.
    let plain = "http://[fe80::1]/";
    assert_eq!(
        UriRef::parse(plain).unwrap(),
        UriRef::parse_with(plain, Z).unwrap()
    );
    assert_eq!(
        UriRef::parse(plain).unwrap().host().unwrap().zone_id(),
        None
    );
}

// ---------------------------------------------------------------------------
// Agreement with the oracle.

#[test]
fn examples_agree_with_the_oracle() {
    let mut problems = Vec::new();
    for (name, input) in [
        ("ZoneID", "en1"),
        ("ZoneID", ""),
        ("ZoneID", "%"),
        ("ZoneID", "%2"),
        ("ZoneID", "a%2G"),
        ("ZoneID", "a b"),
        ("IPv6addrz", "fe80::a%25en1"),
        ("IPv6addrz", "fe80::a"),
        ("IPv6addrz", "fe80::a%"),
        ("IPv6addrz", "fe80::a%25"),
        ("IPv6addrz", "1::2::3%25x"),
        ("IPv6addrz", "::1.2.3.4%25x"),
        ("IPv6addrz", "::1.2.3%25x"),
        ("IP-literal", "[fe80::a%25en1]"),
        ("IP-literal", "[fe80::a]"),
        ("IP-literal", "[fe80::a%25en1"),
        ("IP-literal", "[fe80::a%25en1]x"),
        ("IP-literal", "[v1.a%25b]"),
        ("IP-literal", "[1:2:3:4:5:6:7:8%25z]"),
        ("IP-literal", "[1:2:3:4:5:6:7%25z]"),
        ("IP-literal", "[1:2:3:4:5:6:7:8:9%25z]"),
        ("host", "[fe80::a%25en1]"),
        ("host", "fe80%25en1"),
        ("authority", "u@[fe80::a%25en1]:80"),
        ("authority", "[fe80::a%25en1]:8a"),
        ("URI", "http://[fe80::a%25en1]/p?q#f"),
        ("URI-reference", "//[::%25x]"),
        ("URI-reference", "/[::%25x]"),
        ("absolute-URI", "a://[::1%25x]#"),
    ] {
        if let Err(e) = agree(name, input.as_bytes()) {
            problems.push(e);
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// Runs `cases` cases of `strategy` for rule `name`, checking every input
/// with [`agree`]; failures are kept in `tests/oracle/regressions/` and
/// replayed first on the next run.
fn run_rule<S>(name: &str, what: &str, cases: u32, strategy: S)
where
    S: Strategy,
    S::Value: Inputs,
{
    let file = format!(
        "{}/tests/oracle/regressions/rfc6874-{what}-{name}.txt",
        env!("CARGO_MANIFEST_DIR")
    );
    let mut runner = TestRunner::new(Config {
        cases,
        failure_persistence: Some(Box::new(FileFailurePersistence::Direct(Box::leak(
            file.into_boxed_str(),
        )))),
        ..Config::default()
    });
    let result = runner.run(&strategy, |value| {
        for input in value.inputs() {
            agree(name, input).map_err(TestCaseError::fail)?;
        }
        Ok(())
    });
    if let Err(e) = result {
        panic!("{what} strings of {name} (rfc6874): {e}");
    }
}

/// The inputs a generated value holds.
trait Inputs {
    fn inputs(&self) -> Vec<&[u8]>;
}

impl Inputs for Vec<u8> {
    fn inputs(&self) -> Vec<&[u8]> {
        vec![self]
    }
}

impl Inputs for (Vec<u8>, Vec<u8>) {
    fn inputs(&self) -> Vec<&[u8]> {
        vec![&self.0, &self.1]
    }
}

/// Generated strings of every rule zone IDs reach, then the same with one
/// byte edited (the edits include `%`, `2` and `5`).
fn every_zone_rule(generated: u32, mutated: u32) {
    for &name in ZONE_RULES {
        let strings = generate::rule_in(grammar(), name);
        run_rule(name, "generated", generated, strings.clone());
        let edited = (strings, generate::mutation()).prop_map(|(s, m)| {
            let t = m.apply(&s);
            (s, t)
        });
        run_rule(name, "mutated", mutated, edited);
    }
}

#[test]
fn generated_and_mutated_strings_agree_with_the_oracle() {
    every_zone_rule(64, 128);
}

/// The large run, by hand:
/// `cargo test -p urigram --test integration -- --ignored rfc6874::large_run --nocapture`;
/// `ORACLE_CASES` sets the generated cases per rule (twice as many mutated).
#[test]
#[ignore = "a long run, by hand"]
#[allow(clippy::print_stderr)]
fn large_run_against_the_oracle() {
    let cases: u32 = std::env::var("ORACLE_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(5_000);
    let (checked, offsets) = (
        CHECKED.load(Ordering::Relaxed),
        OFFSETS.load(Ordering::Relaxed),
    );
    every_zone_rule(cases, 2 * cases);
    eprintln!(
        "rfc6874 oracle: {} rules, {cases} generated and {} mutated cases each: {} inputs agree, {} of them rejections at the oracle's offset",
        ZONE_RULES.len(),
        2 * cases,
        CHECKED.load(Ordering::Relaxed) - checked,
        OFFSETS.load(Ordering::Relaxed) - offsets
    );
}

// ---------------------------------------------------------------------------
// What keeps a zone ID: the typed host, normalization, resolution, the
// owned types and the builder.

#[test]
fn normalization_keeps_the_zone_id_as_written() {
    // RFC 6874 section 2: the zone ID is case-sensitive and has no
    // normalization beyond percent-encoding, so only the address and the
    // triplets' hex digits change case.
    let u = Uri::parse_with("HTTP://[FE80::A%25En%2f1]/%7e", Z).unwrap();
    let n = u.normalize();
    assert_eq!(n.as_str(), "http://[fe80::a%25En%2F1]/~");
}

#[test]
fn resolution_keeps_the_zone_id() {
    let base = Uri::parse_with("http://[fe80::a%25en1]/a/b", Z).unwrap();
    let r = UriRef::parse("../c").unwrap();
    assert_eq!(base.resolve(&r).as_str(), "http://[fe80::a%25en1]/c");
    let r = UriRef::parse_with("//[fe80::b%25Eth0]/x", Z).unwrap();
    assert_eq!(base.resolve(&r).as_str(), "http://[fe80::b%25Eth0]/x");
}

#[test]
fn rfc5952_text_keeps_the_zone_id() {
    let u = Uri::parse_with("http://[FE80:0:0:0:0:0:0:A%25En1]/", Z).unwrap();
    let options = urigram::normalize::Options::default().with_rfc5952();
    assert_eq!(
        urigram::normalize::normalize_with(&u, options).as_str(),
        "http://[fe80::a%25En1]/"
    );
}

#[test]
fn equivalence_tells_zone_ids_apart_by_case() {
    let a = Uri::parse_with("http://[fe80::a%25en1]/", Z).unwrap();
    let b = Uri::parse_with("HTTP://[FE80::A%25en1]/", Z).unwrap();
    let c = Uri::parse_with("http://[fe80::a%25EN1]/", Z).unwrap();
    let d = Uri::parse_with("http://[fe80::a%25%65n1]/", Z).unwrap();
    assert!(urigram::normalize::equivalent(&a, &b));
    assert!(!urigram::normalize::equivalent(&a, &c));
    // "%65" is the unreserved "e": section 6.2.2.2 decodes it.
    assert!(urigram::normalize::equivalent(&a, &d));
}

#[test]
fn owned_types_keep_the_zone_id() {
    let text = "http://[fe80::a%25en1]:8080/p?q#f";
    let mut u = urigram::UriString::parse_with(text, Z).unwrap();
    assert_eq!(u.as_str(), text);
    assert_eq!(
        u.as_uri().host().unwrap().zone_id().unwrap().as_str(),
        "en1"
    );
    u.set_path("/other").unwrap();
    u.set_query(None).unwrap();
    u.set_port(None).unwrap();
    assert_eq!(u.as_str(), "http://[fe80::a%25en1]/other#f");
    assert_eq!(
        u.as_uri().host().unwrap().zone_id().unwrap().span().range(),
        18..21
    );
    // A host given to a setter is checked under RFC 3986, which has no zone
    // IDs; a host without one replaces the zone's literal.
    assert!(u.set_host("[fe80::b%25en2]").is_err());
    u.set_host("[fe80::b]").unwrap();
    assert_eq!(u.as_str(), "http://[fe80::b]/other#f");
    assert!(urigram::UriRefString::parse_with("//[::1%25x]", Z).is_ok());
    assert!(urigram::RelativeRefString::parse_with("//[::1%25x]", Z).is_ok());
    assert!(urigram::AbsoluteUriString::parse_with("a://[::1%25x]", Z).is_ok());
    assert!(urigram::AbsoluteUriString::parse("a://[::1%25x]").is_err());
}

#[test]
fn builder_keeps_the_zone_id() {
    let b = urigram::Builder::new()
        .scheme("http")
        .host("[fe80::a%25en1]")
        .port(80)
        .path("/p");
    let err = b.clone().build().unwrap_err();
    assert_eq!(err.component(), urigram::Component::Host);
    let u = b.options(Z).build_uri().unwrap();
    assert_eq!(u.as_str(), "http://[fe80::a%25en1]:80/p");
    let bad = urigram::Builder::new()
        .host("[fe80::a%en1]")
        .options(Z)
        .build()
        .unwrap_err();
    assert_eq!(bad.offset(), 9);
}

// ---------------------------------------------------------------------------
// The snapshot catalog of the rfc6874 grammar.

/// Reads `tests/data/grammar/rfc6874/NAME`: `RULE<TAB>input` lines, `#`
/// comments, escapes as in the RFC 3986 catalog.
fn catalog(name: &str) -> Vec<Entry> {
    crate::catalog::read("rfc6874", name)
}

#[test]
fn invalid_catalog() {
    let entries = catalog("invalid.txt");
    assert!(entries.len() >= 40, "{} invalid inputs", entries.len());
    let rules: BTreeSet<&str> = entries.iter().map(|e| e.rule.as_str()).collect();
    let zone: BTreeSet<&str> = ZONE_RULES.iter().copied().collect();
    assert!(rules.is_subset(&zone), "{rules:?}");
    for name in [
        "IP-literal",
        "IPv6addrz",
        "ZoneID",
        "host",
        "authority",
        "URI",
        "URI-reference",
    ] {
        assert!(rules.contains(name), "no invalid input for {name}");
    }
    for e in &entries {
        let rule = Z.rule(&e.rule).unwrap_or_else(|| panic!("{}", e.line));
        let Verdict::Fail(at) = verdict(&e.rule, &e.input) else {
            panic!("the rfc6874 grammar accepts {}", e.line);
        };
        agree(&e.rule, &e.input).unwrap();
        let err = rule.parse_bytes_with(&e.input, Z).unwrap_err();
        assert_eq!(err.offset(), at, "{}", e.line);
        let mut s = String::new();
        let _ = writeln!(s, "input: \"{}\"", escape(&e.input));
        let _ = writeln!(s, "offset: {} (the rfc6874 DFA oracle's)", err.offset());
        let path: Vec<&str> = err.rules().iter().map(|r| r.abnf_name()).collect();
        let _ = writeln!(s, "rules: {}", path.join(" > "));
        let _ = writeln!(s, "kind: {:?}", err.kind());
        let expected: Vec<&str> = err.expected().map(|x| x.describe()).collect();
        let _ = writeln!(s, "expected: {}", expected.join(", "));
        let _ = writeln!(s, "found: {}", err.found());
        let _ = writeln!(s, "display: {err}");
        let _ = write!(s, "\n{err:#}");
        crate::catalog::snapshot("rfc6874", "invalid", e, &s);
    }
}

#[test]
fn valid_catalog() {
    let entries = catalog("valid.txt");
    assert!(entries.len() >= 30, "{} valid inputs", entries.len());
    let mut zones = 0;
    for e in &entries {
        let rule = Z.rule(&e.rule).unwrap_or_else(|| panic!("{}", e.line));
        assert_eq!(
            verdict(&e.rule, &e.input),
            Verdict::Match,
            "the rfc6874 grammar rejects {}",
            e.line
        );
        agree(&e.rule, &e.input).unwrap();
        let text = std::str::from_utf8(&e.input).unwrap();
        let node = rule
            .parse_with(text, Z)
            .unwrap_or_else(|err| panic!("{}: {err:#}", e.line));
        if rule == Rule::UriReference {
            crate::spans::check(text, &UriRef::parse_with(text, Z).unwrap());
        }
        if text.contains("%25") && rule != Rule::ZoneId {
            zones += 1;
        }
        let body = match node {
            Node::ZoneId(z) => format!(
                "ZoneID {}..{} {:?} decoded {:?}\n",
                z.span().start,
                z.span().end,
                z.as_str(),
                String::from_utf8_lossy(&z.decode())
            ),
            Node::Ipv6z(addr, z, t) => format!(
                "IPv6addrz {}..{} {:?} = {addr}, zone ID {:?} at {}\n",
                t.span().start,
                t.span().end,
                t.as_str(),
                z.as_str(),
                z.span().start
            ),
            other => tree(text, &other),
        };
        crate::catalog::snapshot("rfc6874", "valid", e, &body);
    }
    assert!(zones >= 20, "only {zones} valid inputs hold a zone ID");
}

#[test]
fn no_stale_snapshots() {
    crate::catalog::no_stale_snapshots("rfc6874", "rfc6874");
}

/// Every host form keeps answering `zone_id` as it should.
#[test]
fn zone_id_is_none_for_every_other_host() {
    let hosts: BTreeMap<&str, Option<&str>> = [
        ("http://[::1]/", None),
        ("http://[v1.x]/", None),
        ("http://1.2.3.4/", None),
        ("http://a%25b/", None),
        ("http://[::1%25a%25b]/", Some("a%25b")),
    ]
    .into_iter()
    .collect();
    for (text, want) in hosts {
        let u = Uri::parse_with(text, Z).unwrap();
        let got = u.host().unwrap().zone_id().map(|z| z.as_str());
        assert_eq!(got, want, "{text}");
        assert!(matches!(
            u.host().unwrap(),
            Host::Ipv6 { .. } | Host::IpvFuture { .. } | Host::Ipv4 { .. } | Host::RegName(_)
        ));
    }
}
