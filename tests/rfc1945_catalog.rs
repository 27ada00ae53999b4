//! The RFC 1945 snapshot catalog: `tests/data/grammar/rfc1945/invalid.txt`
//! and `valid.txt`, one snapshot per line under `snapshots/rfc1945/`.
//!
//! The data files stay ASCII: `\xNN` is a byte (so a line can hold bytes
//! from 0x80 and sequences that are not UTF-8), `\t`, `\r`, `\n` the
//! controls, `\\` a backslash, as in RFC 2396's catalog.
//!
//! An invalid input is snapshotted with its error (byte offset, rule path,
//! expected set, section, the one-line `{}` and the `{:#}` frame, where a
//! byte that is not UTF-8 shows as `\xNN`); first its offset and expected
//! set are checked against the DFA oracle of `grammar/rfc1945.abnf`. A valid
//! input must be accepted by the oracle and rebuilt from its typed tree, and
//! is snapshotted with that tree, every part with its span.

use std::collections::BTreeSet;
use std::fmt::Write as _;
use std::path::Path;

use urigram::grammars::rfc1945::{Host, HttpUrl, REGISTRY, Reading, Relative, Text, Uri};

use crate::catalog::Entry;
use crate::oracle::regex::Verdict;
use crate::rfc1945_oracle::{agree, check_http_tree, check_uri_tree, verdict};

/// Reads a catalog: `RULE<TAB>input` lines, `#` comments.
fn catalog(name: &str) -> Vec<Entry> {
    crate::catalog::read("rfc1945", name)
}

/// The input as the catalog writes it.
fn escape(input: &[u8]) -> String {
    let mut out = String::new();
    for &b in input {
        match b {
            b'\\' => out.push_str("\\\\"),
            b' '..=b'~' => out.push(b as char),
            _ => {
                let _ = write!(out, "\\x{b:02x}");
            }
        }
    }
    out
}

/// A stable, readable snapshot name: kind, rule, the input's letters and
/// digits, and an FNV-1a hash of its bytes.
fn snapshot_name(kind: &str, rule: &str, input: &[u8]) -> String {
    let mut slug = String::new();
    for &b in input.iter().take(40) {
        if b.is_ascii_alphanumeric() {
            slug.push(b as char);
        } else if !slug.ends_with('_') {
            slug.push('_');
        }
    }
    if slug.is_empty() {
        slug.push('_');
    }
    let hash = input.iter().fold(0x811c_9dc5_u32, |h, &b| {
        (h ^ u32::from(b)).wrapping_mul(0x0100_0193)
    });
    format!("{kind}__{rule}__{slug}__{hash:08x}")
}

fn snapshot(kind: &str, e: &Entry, content: &str) {
    insta::with_settings!({
        snapshot_path => "../snapshots/rfc1945",
        prepend_module_to_snapshot => false,
        description => e.line.replace('\t', " <TAB> "),
        omit_expression => true,
    }, {
        insta::assert_snapshot!(snapshot_name(kind, &e.rule, &e.input), content);
    });
}

#[test]
fn invalid_catalog() {
    let entries = catalog("invalid.txt");
    assert!(entries.len() >= 40, "{} invalid inputs", entries.len());
    for e in &entries {
        let entry = REGISTRY
            .find(&e.rule)
            .unwrap_or_else(|| panic!("no rule {}", e.rule));
        let Verdict::Fail(at) = verdict(&e.rule, &e.input) else {
            panic!("the grammar accepts {}", e.line);
        };
        agree(&e.rule, &e.input).unwrap_or_else(|err| panic!("{err}"));
        let err = entry.check(&e.input).unwrap_err();
        assert_eq!(err.offset(), at, "{}", e.line);
        assert_eq!(err.top_rule(), entry.info(), "{}", e.line);
        let mut s = String::new();
        let _ = writeln!(s, "input: \"{}\"", escape(&e.input));
        let _ = writeln!(s, "offset: {} (the DFA oracle's)", err.offset());
        let path: Vec<&str> = err.rules().iter().map(|r| r.name()).collect();
        let _ = writeln!(s, "rules: {}", path.join(" > "));
        let expected: Vec<&str> = err.expected().map(|x| x.describe()).collect();
        let _ = writeln!(s, "expected: {}", expected.join(", "));
        let _ = writeln!(s, "found: {}", err.found());
        let _ = writeln!(s, "section: {}, {}", err.document(), err.section());
        let _ = writeln!(s, "display: {err}");
        let _ = write!(s, "\n{err:#}");
        snapshot("invalid", e, &s);
    }
}

/// `[a..b] "bytes"`.
fn at(t: Text<'_>) -> String {
    format!(
        "[{}..{}] \"{}\"",
        t.span().start(),
        t.span().end(),
        escape(t.as_bytes())
    )
}

fn relative(o: &mut String, r: &Relative<'_>) {
    let _ = writeln!(o, "  kind: {:?}", r.kind());
    if let Some(n) = r.net_loc() {
        let _ = writeln!(o, "  net_loc: {}", at(n));
    }
    if let Some(p) = r.path() {
        let _ = writeln!(o, "  path: {}", at(p.text()));
        for s in p.segments() {
            let _ = writeln!(o, "    segment: {}", at(s));
        }
    }
    if let Some(p) = r.params() {
        let _ = writeln!(o, "  params: {}", at(p));
        for p in r.param_list() {
            let _ = writeln!(o, "    param: \"{}\"", escape(p));
        }
    }
    if let Some(q) = r.query() {
        let _ = writeln!(o, "  query: {}", at(q));
    }
}

fn uri_tree(u: &Uri<'_>) -> String {
    let mut o = String::new();
    match u.reading() {
        Reading::Absolute(a) => {
            let _ = writeln!(o, "absoluteURI");
            let _ = writeln!(o, "  scheme: {}", at(a.scheme()));
            let _ = writeln!(o, "  rest: {}", at(a.rest()));
        }
        Reading::Relative(r) => {
            let _ = writeln!(o, "relativeURI");
            relative(&mut o, &r);
        }
    }
    if let Some(f) = u.fragment() {
        let _ = writeln!(o, "fragment: {}", at(f));
    }
    o
}

fn http_tree(u: &HttpUrl<'_>) -> String {
    let mut o = String::new();
    let _ = writeln!(o, "http_URL");
    match u.host() {
        Host::Name(h) => {
            let _ = writeln!(o, "  host: name {}", at(h));
        }
        Host::Ipv4(ip) => {
            let _ = writeln!(o, "  host: IPv4 {} octets {:?}", at(ip.text()), ip.octets());
        }
    }
    if let Some(p) = u.port() {
        let _ = writeln!(o, "  port: {} as_u16 {:?}", at(p.text()), p.as_u16());
    }
    if let Some(r) = u.abs_path() {
        relative(&mut o, &r);
    }
    o
}

#[test]
fn valid_catalog() {
    let entries = catalog("valid.txt");
    assert!(entries.len() >= 30, "{} valid inputs", entries.len());
    for e in &entries {
        assert_eq!(
            verdict(&e.rule, &e.input),
            Verdict::Match,
            "the grammar rejects {}",
            e.line
        );
        agree(&e.rule, &e.input).unwrap_or_else(|err| panic!("{err}"));
        let tree = match e.rule.as_str() {
            "URI" => {
                let u = Uri::parse(&e.input).unwrap_or_else(|err| panic!("{}: {err:#}", e.line));
                check_uri_tree(&e.input, &u).unwrap_or_else(|err| panic!("{}: {err}", e.line));
                uri_tree(&u)
            }
            "http_URL" => {
                let u =
                    HttpUrl::parse(&e.input).unwrap_or_else(|err| panic!("{}: {err:#}", e.line));
                check_http_tree(&e.input, &u).unwrap_or_else(|err| panic!("{}: {err}", e.line));
                http_tree(&u)
            }
            other => panic!(
                "{}: the valid catalog is of URI and http_URL, not {other}",
                e.line
            ),
        };
        snapshot("valid", e, &tree);
    }
}

#[test]
fn no_stale_snapshots() {
    let mut want = BTreeSet::new();
    for (kind, file) in [("invalid", "invalid.txt"), ("valid", "valid.txt")] {
        for e in catalog(file) {
            assert!(
                want.insert(format!("{}.snap", snapshot_name(kind, &e.rule, &e.input))),
                "duplicate catalog line {}",
                e.line
            );
        }
    }
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("snapshots/rfc1945");
    let have: BTreeSet<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".snap"))
        .collect();
    let stale: Vec<&String> = have.difference(&want).collect();
    assert!(stale.is_empty(), "stale snapshots: {stale:?}");
}
