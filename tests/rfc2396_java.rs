//! urigram's RFC 2396 grammar against `java.net.URI`, the JDK's RFC 2396 +
//! RFC 2732 parser, on the `URI-reference` lines of the RFC 2396 catalog.
//!
//! `tests/data/grammar/rfc2396/java.txt` is `java.net.URI`'s reading of each
//! line, made by `scripts/rfc2396_java.sh` (the file records the JDK
//! version). Where both accept, they must read the input alike: the kind of
//! authority (server, registry or none; an empty authority is none to Java
//! and an empty server to the grammar), the host, the port number, the path
//! and the query. Where one accepts and the other does not, the input must be
//! in [`DIVERGENCES`] with the reason, and an entry that no longer diverges
//! fails the test, so the list cannot go stale.

use std::path::Path;

use urigram::grammars::rfc2396::{Authority, UriReference};

/// Inputs on which the grammar as written and `java.net.URI` disagree about
/// validity, and why.
const DIVERGENCES: &[(&str, &str)] = &[
    (
        "?y",
        "Java lets a query stand with no path before it (as RFC 2396 Appendix C lists); relativeURI does not",
    ),
    (
        "http://[fe80::1%25eth0]/",
        "Java accepts an IPv6 scope ID after %; RFC 2732 has none",
    ),
    (
        "http://h/é",
        "Java accepts non-ASCII 'other' characters in components; RFC 2396 has no such class",
    ),
];

/// Inputs both accept but read differently, and why.
const READ_APART: &[(&str, &str)] = &[(
    "http://999.1.1.1/",
    "an IPv4address group is 1*3digit in the grammar; Java wants at most 255 and, failing that, reads a registry name",
)];

/// One line of `java.txt`.
struct JavaLine {
    input: String,
    escaped: String,
    verdict: String,
    reading: String,
}

fn java_lines() -> Vec<JavaLine> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/grammar/rfc2396/java.txt");
    let text = std::fs::read_to_string(path).unwrap();
    text.lines()
        .filter(|l| !l.starts_with('#'))
        .map(|l| {
            let mut cells = l.split('\t');
            let escaped = cells.next().unwrap().to_string();
            let verdict = cells.next().unwrap().to_string();
            let reading = cells.next().unwrap_or("").to_string();
            let bytes = crate::catalog::unescape(&escaped);
            JavaLine {
                input: String::from_utf8_lossy(&bytes).into_owned(),
                escaped,
                verdict,
                reading,
            }
        })
        .collect()
}

/// Our reading in the words of `Rfc2396Java.java`.
fn our_reading(r: &UriReference<'_>) -> String {
    let show = |s: Option<&str>| s.map_or("-".to_string(), |s| format!("{s:?}"));
    let (hier, opaque) = match (r.absolute(), r.relative()) {
        (Some(a), _) => (a.hier_part(), a.opaque().is_some()),
        (None, rel) => (rel, false),
    };
    let authority = hier.and_then(|h| h.authority());
    let (kind, host, port) = match authority {
        Some(Authority::Server(s)) if s.host().is_some() => (
            "server",
            s.host().map(|h| h.as_str()),
            s.port()
                .filter(|p| !p.as_str().is_empty())
                .map_or(-1, |p| p.as_str().parse::<i64>().unwrap_or(i64::MAX)),
        ),
        Some(Authority::Registry(_)) => ("registry", None, -1),
        _ => ("none", None, -1),
    };
    let path = if opaque {
        None
    } else {
        Some(hier.and_then(|h| h.path()).map_or("", |p| p.as_str()))
    };
    let query = hier.and_then(|h| h.query()).map(|q| q.as_str());
    format!(
        "authority={kind} host={} port={port} path={} query={}",
        show(host),
        show(path),
        show(query)
    )
}

#[test]
fn java_net_uri_agrees_except_where_listed() {
    let lines = java_lines();
    assert!(lines.len() >= 60, "{} lines in java.txt", lines.len());
    let mut problems = Vec::new();
    let mut diverged = Vec::new();
    for l in lines.iter().filter(|l| l.verdict != "not-utf8") {
        let ours = UriReference::parse(&l.input);
        let java_ok = l.verdict == "valid";
        if ours.is_ok() != java_ok {
            diverged.push(l.escaped.as_str());
            if !DIVERGENCES.iter().any(|(i, _)| *i == l.escaped) {
                problems.push(format!(
                    "{:?}: urigram {}, java.net.URI {}",
                    l.escaped,
                    if ours.is_ok() { "valid" } else { "invalid" },
                    l.verdict
                ));
            }
            continue;
        }
        if let Ok(r) = ours {
            // Java decodes nothing in the raw getters, but its host is not
            // raw: the catalog's hosts hold no escapes, so they compare.
            let mine = our_reading(&r);
            let listed = READ_APART.iter().any(|(i, _)| *i == l.escaped);
            if (mine == l.reading) == listed {
                problems.push(format!(
                    "{:?}: urigram reads {mine}, java.net.URI {}{}",
                    l.escaped,
                    l.reading,
                    if listed {
                        " (listed as read apart: stale)"
                    } else {
                        ""
                    }
                ));
            }
        }
    }
    for (input, why) in DIVERGENCES {
        if !diverged.contains(input) {
            problems.push(format!("stale divergence {input:?} ({why})"));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
