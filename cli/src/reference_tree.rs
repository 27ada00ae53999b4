//! The JSON `ast` of RFC 3986's reference rules (`URI-reference`, `URI`,
//! `relative-ref`, `absolute-URI`) as [`crate::tree_out`] nodes, for
//! `check --json` and `parse` on the rules most lines are read under.
//!
//! Why not a `serde_json::Value`, as before: it built one for every line,
//! an ordered map (a hash and an allocation a key) and a copy of every
//! part, then serialized it through the escaping writer; `check --json`
//! spent about 42,000 instructions a line of `mixed.txt` there, against
//! about 500 for the parse. Here the parts are borrowed from the library's
//! tree and written as they are walked. This is the one mapping of the
//! reference shape: [`crate::json::node`] turns these nodes into a `Value`
//! where one is wanted. The tests below hold the direct writing to
//! serde_json's serialization and the escaping writer, byte for byte, on
//! the grammar fixtures and the corpora; `cli/tests/cli_check.rs` holds
//! the trees themselves to the grammar's oracle. The other rules' nodes (a
//! host, a port, a request-target...) keep the `Value`.

use std::borrow::Cow;

use urigram::{Authority, Host, Path};

use crate::tree_out::Node;

/// A part's text, or `null`.
fn text(t: Option<&str>) -> Node<'_> {
    t.map_or(Node::Null, |t| Node::Str(Cow::Borrowed(t)))
}

/// `{"kind", "text"}` of a host, then an IP address's `address` (an
/// `IPvFuture`'s `version` and `address`), as [`crate::json::host`].
fn host<'a>(h: &Host<'a>) -> Node<'a> {
    let mut fields = vec![
        ("kind", Node::Str(Cow::Borrowed(h.kind_name()))),
        ("text", Node::Str(Cow::Borrowed(h.text().as_str()))),
    ];
    match h {
        Host::Ipv6 { addr, .. } => fields.push(("address", Node::Str(addr.to_string().into()))),
        Host::Ipv4 { addr, .. } => fields.push(("address", Node::Str(addr.to_string().into()))),
        Host::IpvFuture {
            version, address, ..
        } => {
            fields.push(("version", Node::Str(Cow::Borrowed(version.as_str()))));
            fields.push(("address", Node::Str(Cow::Borrowed(address.as_str()))));
        }
        _ => {}
    }
    Node::Obj(fields)
}

/// `{"userinfo", "host", "port"}`, or `null`.
fn authority<'a>(a: Option<Authority<'a>>) -> Node<'a> {
    a.map_or(Node::Null, |a| {
        Node::Obj(vec![
            ("userinfo", text(a.userinfo().map(|u| u.as_str()))),
            ("host", host(&a.host())),
            ("port", text(a.port().map(|p| p.as_str()))),
        ])
    })
}

/// `{"kind", "text"}` of a path.
fn path<'a>(p: &Path<'a>) -> Node<'a> {
    Node::Obj(vec![
        ("kind", Node::Str(Cow::Borrowed(p.kind().short_name()))),
        ("text", Node::Str(Cow::Borrowed(p.as_str()))),
    ])
}

/// The five fields of a reference (an `absolute-URI`'s `fragment` is
/// `null`).
fn reference<'a>(
    scheme: Option<&'a str>,
    a: Option<Authority<'a>>,
    p: &Path<'a>,
    query: Option<&'a str>,
    fragment: Option<&'a str>,
) -> Node<'a> {
    Node::Obj(vec![
        ("scheme", text(scheme)),
        ("authority", authority(a)),
        ("path", path(p)),
        ("query", text(query)),
        ("fragment", text(fragment)),
    ])
}

/// The `ast` of `n` when it is one of the four reference rules' trees;
/// `None` for the others, which [`crate::json::node`] writes.
pub fn ast<'a>(n: &urigram::Node<'a>) -> Option<Node<'a>> {
    Some(match n {
        urigram::Node::UriReference(r) => reference(
            r.scheme().map(|s| s.as_str()),
            r.authority(),
            &r.path(),
            r.query().map(|q| q.as_str()),
            r.fragment().map(|f| f.as_str()),
        ),
        urigram::Node::Uri(u) => reference(
            Some(u.scheme().as_str()),
            u.authority(),
            &u.path(),
            u.query().map(|q| q.as_str()),
            u.fragment().map(|f| f.as_str()),
        ),
        urigram::Node::RelativeRef(r) => reference(
            None,
            r.authority(),
            &r.path(),
            r.query().map(|q| q.as_str()),
            r.fragment().map(|f| f.as_str()),
        ),
        urigram::Node::AbsoluteUri(u) => reference(
            Some(u.scheme().as_str()),
            u.authority(),
            &u.path(),
            u.query().map(|q| q.as_str()),
            None,
        ),
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use serde_json::json;
    use urigram::{ParseOptions, Rule};

    use crate::{json, shown, tree_out};

    /// The line as `check --json` wrote it before this module: the tree as
    /// a `Value`, serialized by serde_json through the escaping writer.
    fn by_value(bytes: &[u8], n: &urigram::Node<'_>, unicode: bool) -> Vec<u8> {
        let v = shown::with_input(bytes, json!({"valid": true, "ast": json::node(n)}));
        let mut out = Vec::new();
        shown::write_json(&mut out, &v, unicode).expect("a Vec takes every write");
        out
    }

    /// What `parse` showed before this module: `check.rs`'s `write_tree`
    /// (`tree_lines` over the `Value`).
    fn lines_by_value(bytes: &[u8], n: &urigram::Node<'_>, unicode: bool) -> String {
        let mut out = format!("{}\n", shown::text(bytes, unicode));
        for (name, value) in crate::tree_lines::lines(&json::node(n)) {
            let value = shown::escape_json_text(value, unicode);
            let value = shown::text(value.as_bytes(), unicode);
            out.push_str(&format!("  {name}: {value}\n"));
        }
        out
    }

    /// What it shows now.
    fn lines_by_nodes(bytes: &[u8], n: &urigram::Node<'_>, unicode: bool) -> String {
        let tree = super::ast(n).expect("a reference's tree");
        let mut out = Vec::new();
        let input = shown::text(bytes, unicode);
        tree_out::write_lines(&mut out, &input, &tree, unicode).expect("a Vec takes every write");
        String::from_utf8(out).expect("the lines are UTF-8")
    }

    /// The line it writes now.
    fn by_nodes(bytes: &[u8], n: &urigram::Node<'_>, unicode: bool) -> Option<Vec<u8>> {
        let tree = super::ast(n)?;
        let mut out = Vec::new();
        tree_out::write_json_line(&mut out, bytes, &tree, unicode)
            .expect("a Vec takes every write");
        Some(out)
    }

    /// Lines of a corpus file: every `step`th, the part after a tab (the
    /// grammar fixtures' `RULE<TAB>input`), comments left out.
    fn lines(file: &str, step: usize) -> Vec<String> {
        let path = format!("{}/../{file}", env!("CARGO_MANIFEST_DIR"));
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
        text.lines()
            .filter(|l| !l.starts_with('#'))
            .step_by(step)
            .map(|l| l.rsplit('\t').next().unwrap_or(l).to_owned())
            .collect()
    }

    /// Every line of the grammar fixtures and every fiftieth of the
    /// benchmark corpora, under each reference rule, with and without zone
    /// IDs, for a terminal that takes UTF-8 and one that does not: the same
    /// JSON line and the same `parse` lines written directly as through the
    /// `Value`, and a tree for every valid reference.
    #[test]
    fn the_same_line_as_the_value() {
        let mut inputs = Vec::new();
        for (file, step) in [
            ("tests/data/grammar/valid.txt", 1),
            ("tests/data/grammar/invalid.txt", 1),
            ("tests/data/grammar/rfc6874/valid.txt", 1),
            ("benches/data/mixed.txt", 50),
            ("benches/data/web.txt", 50),
        ] {
            inputs.extend(lines(file, step));
        }
        // IP literals of every kind, and the fields an `absolute-URI` has.
        inputs.extend(
            [
                "http://[::1]:80/",
                "http://[v1f.a:b]/x",
                "http://[fe80::1%25eth0]/",
                "http://192.168.0.1/",
                "urn:isbn:0",
                "a:",
                "//h",
                "",
                "?q#f",
                "s://u:p@h:1/p?q",
            ]
            .map(String::from),
        );
        let mut written = 0;
        for input in &inputs {
            let bytes = input.as_bytes();
            for rule in [
                Rule::UriReference,
                Rule::Uri,
                Rule::RelativeRef,
                Rule::AbsoluteUri,
            ] {
                for options in [ParseOptions::RFC3986, ParseOptions::RFC6874] {
                    let Ok(n) = rule.parse_bytes_with(bytes, options) else {
                        continue;
                    };
                    for unicode in [true, false] {
                        let now = by_nodes(bytes, &n, unicode)
                            .unwrap_or_else(|| panic!("{input:?} under {rule:?}: no tree"));
                        assert_eq!(
                            String::from_utf8_lossy(&now),
                            String::from_utf8_lossy(&by_value(bytes, &n, unicode)),
                            "{input:?} under {rule:?}, {options:?}"
                        );
                        assert_eq!(
                            lines_by_nodes(bytes, &n, unicode),
                            lines_by_value(bytes, &n, unicode),
                            "parse of {input:?} under {rule:?}, {options:?}"
                        );
                        written += 1;
                    }
                }
            }
        }
        assert!(written > 10_000, "only {written} lines compared");
    }

    /// The other rules' nodes keep the `Value`.
    #[test]
    fn other_nodes_are_not_written_here() {
        let n = Rule::Host
            .parse_bytes_with(b"example.com", ParseOptions::RFC3986)
            .expect("a host");
        assert!(super::ast(&n).is_none());
    }
}
