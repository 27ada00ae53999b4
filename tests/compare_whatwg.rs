//! The `whatwg` reader of `compare` against a second implementation of the
//! WHATWG URL Standard: Node's `new URL(s)` (ada), whose answers on every
//! input of the test corpora `scripts/whatwg_node.mjs` stored in
//! `tests/data/compare/whatwg-node.jsonl` (its first line names the Node
//! and ada versions). Every input where the url crate and ada part ways is
//! listed, with why, in `tests/data/compare/whatwg-disagreements.tsv`; an
//! entry that no longer disagrees fails the test too.

use std::collections::BTreeMap;

use serde_json::Value;
use urigram::compare::{self, Reader};

/// The reading as Node's getters give it: protocol, username, password,
/// hostname, port, pathname, search, hash; `None` when refused.
fn as_node(input: &str) -> Option<[String; 8]> {
    let c = compare::compare(input, &[Reader::Whatwg]);
    let p = c.readings()[0].parts()?;
    let (username, password) = match p.userinfo.as_deref() {
        None => ("", ""),
        Some(u) => u.split_once(':').unwrap_or((u, "")),
    };
    let prefixed = |mark: &str, v: Option<&str>| match v {
        Some(v) if !v.is_empty() => format!("{mark}{v}"),
        _ => String::new(),
    };
    Some([
        format!("{}:", p.scheme.as_deref().unwrap_or("")),
        username.to_owned(),
        password.to_owned(),
        p.host.clone().unwrap_or_default(),
        p.port.clone().unwrap_or_default(),
        p.path.clone().unwrap_or_default(),
        prefixed("?", p.query.as_deref()),
        prefixed("#", p.fragment.as_deref()),
    ])
}

const GETTERS: [&str; 8] = [
    "protocol", "username", "password", "hostname", "port", "pathname", "search", "hash",
];

#[test]
fn the_whatwg_reader_is_what_node_reads_but_the_listed_disagreements() {
    let text = include_str!("data/compare/whatwg-node.jsonl");
    let mut lines = text.lines();
    let header: Value = serde_json::from_str(lines.next().unwrap()).unwrap();
    assert!(
        header["node"].as_str().unwrap().starts_with("v20."),
        "{header}"
    );
    let mut differ: BTreeMap<String, String> = BTreeMap::new();
    let mut compared = 0;
    for line in lines {
        let v: Value = serde_json::from_str(line).unwrap();
        let input = v["input"].as_str().unwrap();
        let ours = as_node(input);
        let node = (v["ok"] == true).then(|| GETTERS.map(|g| v[g].as_str().unwrap().to_owned()));
        compared += 1;
        if ours != node {
            differ.insert(
                input.to_owned(),
                format!("url crate {ours:?}, Node {node:?}"),
            );
        }
    }
    assert!(compared > 800, "{compared}");
    let listed: BTreeMap<String, String> = include_str!("data/compare/whatwg-disagreements.tsv")
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
        .map(|l| {
            let (input, why) = l.split_once('\t').unwrap();
            (
                serde_json::from_str::<String>(input).unwrap(),
                why.to_owned(),
            )
        })
        .collect();
    let unlisted: Vec<_> = differ
        .iter()
        .filter(|(i, _)| !listed.contains_key(*i))
        .collect();
    let stale: Vec<_> = listed.keys().filter(|i| !differ.contains_key(*i)).collect();
    assert!(
        unlisted.is_empty(),
        "disagreements not listed: {unlisted:#?}"
    );
    assert!(
        stale.is_empty(),
        "listed but no longer disagreeing: {stale:#?}"
    );
}
