//! The JSON shapes of the CLI: the parsed tree of each rule and the error.

use serde_json::{Map, Value, json};
use urigram::request_target::RequestTarget;
use urigram::{Authority, Host, Node, ParseError, Path, Text};

fn text(t: Option<impl AsRef<str>>) -> Value {
    t.map_or(Value::Null, |t| Value::String(t.as_ref().to_string()))
}

/// `{"kind": ..., "text": ...}` of a host; an IP-literal's text is what stands
/// between the brackets.
pub fn host(h: &Host<'_>) -> Value {
    let mut v = json!({"kind": h.kind_name(), "text": h.text().as_str()});
    match h {
        Host::Ipv6 { addr, .. } => v["address"] = json!(addr.to_string()),
        Host::Ipv4 { addr, .. } => v["address"] = json!(addr.to_string()),
        Host::IpvFuture {
            version, address, ..
        } => {
            v["version"] = json!(version.as_str());
            v["address"] = json!(address.as_str());
        }
        _ => {}
    }
    v
}

fn authority(a: Option<Authority<'_>>) -> Value {
    a.map_or(Value::Null, |a| {
        json!({
            "userinfo": text(a.userinfo()),
            "host": host(&a.host()),
            "port": text(a.port()),
        })
    })
}

fn path(p: &Path<'_>) -> Value {
    json!({"kind": p.kind().short_name(), "text": p.as_str()})
}

/// The reference shape shared by URI-reference, URI, relative-ref and absolute-URI.
fn reference(
    scheme: Option<&str>,
    a: Option<Authority<'_>>,
    p: &Path<'_>,
    query: Option<&str>,
    fragment: Option<&str>,
) -> Value {
    json!({
        "scheme": text(scheme),
        "authority": authority(a),
        "path": path(p),
        "query": text(query),
        "fragment": text(fragment),
    })
}

fn plain(rule: &str, t: &Text<'_>) -> Value {
    json!({"rule": rule, "text": t.as_str()})
}

/// The JSON of a successful match. The four reference rules' trees are
/// [`crate::reference_tree`]'s, which `check --json` writes as it walks
/// them: one mapping of that shape, here as a `Value`.
pub fn node(n: &Node<'_>) -> Value {
    if let Some(tree) = crate::reference_tree::ast(n) {
        return crate::tree_out::to_value(&tree);
    }
    match n {
        Node::Hier(a, p) => json!({"authority": authority(*a), "path": path(p)}),
        Node::Scheme(s) => json!({"scheme": s.as_str()}),
        Node::Authority(a) => authority(Some(*a)),
        Node::Userinfo(u) => json!({"userinfo": u.as_str()}),
        Node::Host(h) => host(h),
        Node::Port(p) => json!({"port": p.as_str(), "value": p.as_u16()}),
        Node::IpvFuture(v, a) => json!({"version": v.as_str(), "address": a.as_str()}),
        Node::Ipv6(addr, t) => json!({"text": t.as_str(), "address": addr.to_string()}),
        Node::Ipv4(addr, t) => json!({"text": t.as_str(), "address": addr.to_string()}),
        Node::Number(v, t) => json!({"text": t.as_str(), "value": v}),
        Node::Path(p) => path(p),
        Node::Query(q) => json!({"query": q.as_str()}),
        Node::Fragment(f) => json!({"fragment": f.as_str()}),
        Node::Text(t) => plain("text", t),
        Node::ZoneId(z) => json!({"zone": z.as_str()}),
        Node::Ipv6z(addr, z, t) => {
            json!({"text": t.as_str(), "address": addr.to_string(), "zone": z.as_str()})
        }
        Node::RequestTarget(t) => request_target(t),
        _ => json!({}),
    }
}

/// A request-target: its form (RFC 9112 section 3.2) and its parts.
fn request_target(t: &RequestTarget<'_>) -> Value {
    let form = t.form().abnf_name();
    match t {
        RequestTarget::Origin { path: p, query, .. } => {
            json!({"form": form, "path": path(p), "query": text(query.map(|q| q.as_str()))})
        }
        RequestTarget::Absolute(u) => {
            let mut v = reference(
                Some(u.scheme().as_str()),
                u.authority(),
                &u.path(),
                u.query().map(|q| q.as_str()),
                None,
            );
            v["form"] = json!(form);
            v
        }
        RequestTarget::Authority {
            host: h, port: p, ..
        } => json!({"form": form, "host": host(h), "port": p.as_str()}),
        _ => json!({"form": form, "text": t.as_str()}),
    }
}

/// The JSON of an error: offset, innermost rule, rule path, expected set and
/// the one-line message.
pub fn error(e: &ParseError) -> Value {
    let mut m = Map::new();
    m.insert("offset".into(), json!(e.offset()));
    m.insert("rule".into(), json!(e.rule().abnf_name()));
    m.insert(
        "rules".into(),
        json!(e.rules().iter().map(|r| r.abnf_name()).collect::<Vec<_>>()),
    );
    m.insert(
        "expected".into(),
        json!(e.expected().map(|x| x.describe()).collect::<Vec<_>>()),
    );
    m.insert("message".into(), json!(e.message()));
    m.insert("section".into(), json!(e.section()));
    Value::Object(m)
}

#[cfg(test)]
mod tests {
    use serde_json::json;
    use urigram::{ParseOptions, Rule};

    use super::node;
    use crate::reference_tree::ast;
    use crate::{shown, tree_out};

    /// The line as `check --json` wrote it before `reference_tree`: the tree as
    /// a `Value`, serialized by serde_json through the escaping writer.
    fn by_value(bytes: &[u8], n: &urigram::Node<'_>, unicode: bool) -> Vec<u8> {
        let v = shown::with_input(bytes, json!({"valid": true, "ast": node(n)}));
        let mut out = Vec::new();
        shown::write_json(&mut out, &v, unicode).expect("a Vec takes every write");
        out
    }

    /// What `parse` showed before `reference_tree`: `check.rs`'s `write_tree`
    /// (`tree_lines` over the `Value`).
    fn lines_by_value(bytes: &[u8], n: &urigram::Node<'_>, unicode: bool) -> String {
        let mut out = format!("{}\n", shown::text(bytes, unicode));
        for (name, value) in crate::tree_lines::lines(&node(n)) {
            let value = shown::escape_json_text(value, unicode);
            let value = shown::text(value.as_bytes(), unicode);
            out.push_str(&format!("  {name}: {value}\n"));
        }
        out
    }

    /// What it shows now.
    fn lines_by_nodes(bytes: &[u8], n: &urigram::Node<'_>, unicode: bool) -> String {
        let tree = ast(n).expect("a reference's tree");
        let mut out = Vec::new();
        let input = shown::text(bytes, unicode);
        tree_out::write_lines(&mut out, &input, &tree, unicode).expect("a Vec takes every write");
        String::from_utf8(out).expect("the lines are UTF-8")
    }

    /// The line it writes now.
    fn by_nodes(bytes: &[u8], n: &urigram::Node<'_>, unicode: bool) -> Option<Vec<u8>> {
        let tree = ast(n)?;
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
        assert!(ast(&n).is_none());
    }
}
