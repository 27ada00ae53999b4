//! The JSON `ast` and the `compare` parts of an RFC 3987 `IRI-reference`,
//! in the keys of the RFC 3986 layer's, so that `parse` and `compare` show
//! an IRI as they show a URI.

use serde_json::{Value, json};
use urigram::grammars::rfc3987::{Host, IriRef, PathKind};

use crate::split::Split;

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

/// The parts of an `IRI-reference`, for `compare`.
pub fn split(bytes: &[u8]) -> Option<Split> {
    let r = read(bytes)?;
    let own = |s: Option<&str>| s.map(str::to_owned);
    let a = r.authority();
    Some((
        [
            own(r.scheme().map(|s| s.as_str())),
            own(a.map(|a| a.as_str())),
            own(a.and_then(|a| a.userinfo()).map(|u| u.as_str())),
            own(a.map(|a| a.host().as_str())),
            own(a.and_then(|a| a.port()).map(|p| p.as_str())),
            Some(r.path().as_str().to_owned()),
            own(r.query().map(|q| q.as_str())),
            own(r.fragment().map(|f| f.as_str())),
        ],
        &[],
    ))
}
