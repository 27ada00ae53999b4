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
//! where one is wanted. `json.rs`'s tests hold the direct writing to
//! serde_json's serialization and the escaping writer, byte for byte, on
//! the grammar fixtures and the corpora (they live there, beside the
//! `Value` they are held to, because `json` imports this file); `cli/tests/cli_check.rs` holds
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
