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
