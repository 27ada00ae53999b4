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

use std::fmt::Write as _;

use urigram::grammars::rfc1945::{Host, HttpUrl, Reading, Relative, Text, Uri};

use crate::catalog::{Entry, escape, snapshot};
use crate::oracle::regex::Verdict;
use crate::rfc1945_oracle::{agree, check_http_tree, check_uri_tree, verdict};

/// Reads a catalog: `RULE<TAB>input` lines, `#` comments.
fn catalog(name: &str) -> Vec<Entry> {
    crate::catalog::read("rfc1945", name)
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
fn invalid_catalog() {
    crate::catalog::engine_invalid(&crate::rfc1945_oracle::SPEC);
}

#[test]
fn no_stale_snapshots() {
    crate::catalog::no_stale_snapshots("rfc1945", "rfc1945");
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
        snapshot("rfc1945", "valid", e, &tree);
    }
}
