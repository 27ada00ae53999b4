//! The JSON `ast` of an RFC 3987 `IRI-reference`, in the keys of the RFC
//! 3986 layer's, so that `parse` shows an IRI as it shows a URI (`compare`'s
//! parts are the library's, `urigram::grammars::Grammar::parts_of_valid`).

use serde_json::{Value, json};
use urigram::grammars::rfc3987::{Host, IriRef, PathKind};

/// The RFC 3987 tree of a valid input, or `None`.
fn read(bytes: &[u8]) -> Option<IriRef<'_>> {
    IriRef::parse(std::str::from_utf8(bytes).ok()?).ok()
}

/// The grammar's name of a host's kind.
fn host_kind(h: &Host<'_>) -> &'static str {
    match h {
        Host::IpLiteral(_) => "IP-literal",
        Host::Ipv4(_) => "IPv4address",
        _ => "ireg-name",
    }
}

/// The grammar's name of a path's variant.
fn path_kind(k: PathKind) -> &'static str {
    match k {
        PathKind::AbEmpty => "ipath-abempty",
        PathKind::Absolute => "ipath-absolute",
        PathKind::NoScheme => "ipath-noscheme",
        PathKind::Rootless => "ipath-rootless",
        PathKind::Empty => "ipath-empty",
    }
}

/// The components of an `IRI-reference`.
pub fn ast(bytes: &[u8]) -> Option<Value> {
    let r = read(bytes)?;
    Some(json!({
        "kind": if r.is_iri() { "IRI" } else { "irelative-ref" },
        "scheme": r.scheme().map(|s| s.as_str()),
        "authority": r.authority().map(|a| json!({
            "text": a.as_str(),
            "userinfo": a.userinfo().map(|u| u.as_str()),
            "host": {"text": a.host().as_str(), "kind": host_kind(&a.host())},
            "port": a.port().map(|p| p.as_str()),
        })),
        "path": {"text": r.path().as_str(), "kind": path_kind(r.path().kind())},
        "query": r.query().map(|q| q.as_str()),
        "fragment": r.fragment().map(|f| f.as_str()),
    }))
}
