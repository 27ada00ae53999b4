//! The typed trees of RFC 1808's `URL` and RFC 1945's `URI` as the CLI shows
//! them: the JSON `ast` of `check`/`parse`, as [`crate::tree_out`] nodes
//! whose lists (`segments`, `params`) are walked as they are written. (The parts `compare` lines up
//! with the other readings are the library's,
//! `urigram::grammars::Grammar::parts_of_valid`, which reads them alike.)
//!
//! Neither grammar splits a `net_loc` into user, host and port: RFC 1808
//! leaves that to each scheme (section 2.1 points at RFC 1738), and RFC
//! 1945's `absoluteURI` does not split at all past its scheme. So those
//! parts are reported as not split (`compare` neither shows them nor holds
//! them against the other readings), except where a rule of the grammar does
//! split them: RFC 1945's `http_URL` (section 3.2.2), `"http:" "//" host [
//! ":" port ] [ abs_path ]`, read whenever the input before its fragment is
//! one. RFC 1808's `params` are shown apart in the `ast`, and as part of the
//! path in `compare`, where the other readings have them in the path too.
//!
//! RFC 1945 is a grammar over octets: a part that is not UTF-8 is shown
//! with `\xNN` for each byte that is not part of a UTF-8 character (never
//! U+FFFD), as the JSON `input` is; the input's own bytes are in
//! `input_bytes`.

use std::borrow::Cow;

use urigram::grammars::{rfc1808, rfc1945};

use crate::tree_out::Node;

/// A part's text: `\xNN` for a byte that is not part of a UTF-8 character.
fn text(bytes: &[u8]) -> Cow<'_, str> {
    urigram::escape::text_of(bytes)
}

/// The tree of an RFC 1808 `URL`: its JSON `ast`.
pub fn rfc1808_ast(bytes: &[u8]) -> Option<Node<'_>> {
    let input = std::str::from_utf8(bytes).ok()?;
    let url = rfc1808::Url::parse(input).ok()?;
    let mut v = Node::Obj(vec![
        (
            "kind",
            Node::Str(
                if url.absolute().is_some() {
                    "absoluteURL"
                } else {
                    "relativeURL"
                }
                .into(),
            ),
        ),
        (
            "scheme",
            Node::opt(url.absolute().map(|a| a.scheme().as_str())),
        ),
        ("fragment", Node::opt(url.fragment().map(|f| f.as_str()))),
    ]);
    let relative = match url.absolute() {
        Some(a) => {
            if let Some(o) = a.opaque() {
                v.set("opaque", Node::Str(o.as_str().into()));
            }
            a.generic()
        }
        None => url.relative(),
    };
    if let Some(r) = relative {
        v.set("net_loc", Node::opt(r.net_loc().map(|n| n.as_str())));
        v.set("path", Node::opt(r.path().map(|p| p.as_str())));
        let path = r.path();
        v.set(
            "segments",
            Node::list(path.is_some(), move |each| {
                if let Some(p) = path {
                    for s in p.segments() {
                        each(s.as_str())?;
                    }
                }
                Ok(())
            }),
        );
        let params = r.params();
        v.set(
            "params",
            Node::list(params.is_some(), move |each| {
                if let Some(p) = params {
                    for x in p.iter() {
                        each(x.as_str())?;
                    }
                }
                Ok(())
            }),
        );
        v.set("query", Node::opt(r.query().map(|q| q.as_str())));
    }
    Some(v)
}

/// The fields of an RFC 1945 `relativeURI` (or an `http_URL`'s
/// `abs_path`), into `v`.
fn rfc1945_relative<'a>(v: &mut Node<'a>, r: rfc1945::Relative<'a>) {
    let kind = match r.kind() {
        rfc1945::RelativeKind::NetPath => "net_path",
        rfc1945::RelativeKind::AbsPath => "abs_path",
        rfc1945::RelativeKind::RelPath => "rel_path",
    };
    v.set("relative_kind", Node::Str(kind.into()));
    v.set(
        "net_loc",
        Node::opt(r.net_loc().map(|n| text(n.as_bytes()))),
    );
    v.set(
        "path",
        Node::opt(r.path().map(|p| text(p.text().as_bytes()))),
    );
    let path = r.path();
    v.set(
        "segments",
        Node::list(path.is_some(), move |each| {
            if let Some(p) = path {
                for s in p.segments() {
                    each(&text(s.as_bytes()))?;
                }
            }
            Ok(())
        }),
    );
    v.set(
        "params",
        Node::list(r.params().is_some(), move |each| {
            for x in r.param_list() {
                each(&text(x))?;
            }
            Ok(())
        }),
    );
    v.set("query", Node::opt(r.query().map(|q| text(q.as_bytes()))));
}

/// The tree of an RFC 1945 `URI`: which reading (an `absoluteURI`, scheme
/// and rest, or a `relativeURI` in its parts), the fragment, and, when the
/// input before the fragment is also an `http_URL`, its host and port.
pub fn rfc1945_ast(bytes: &[u8]) -> Option<Node<'_>> {
    let uri = rfc1945::Uri::parse(bytes).ok()?;
    let mut v = Node::Obj(vec![(
        "fragment",
        Node::opt(uri.fragment().map(|f| text(f.as_bytes()))),
    )]);
    match uri.reading() {
        rfc1945::Reading::Absolute(a) => {
            v.set("kind", Node::Str("absoluteURI".into()));
            v.set("scheme", Node::Str(text(a.scheme().as_bytes())));
            v.set("rest", Node::Str(text(a.rest().as_bytes())));
        }
        rfc1945::Reading::Relative(r) => {
            v.set("kind", Node::Str("relativeURI".into()));
            rfc1945_relative(&mut v, r);
        }
    }
    if let Some(h) = http_url(bytes, &uri) {
        let host_kind = match h.host() {
            rfc1945::Host::Ipv4(_) => "ipv4",
            _ => "hostname",
        };
        let mut http = Node::Obj(vec![
            ("host", Node::Str(text(h.host().text().as_bytes()))),
            ("host_kind", Node::Str(host_kind.into())),
            (
                "port",
                Node::opt(h.port().map(|p| text(p.text().as_bytes()))),
            ),
        ]);
        if let Some(r) = h.abs_path() {
            rfc1945_relative(&mut http, r);
        }
        v.set("http_URL", http);
    }
    Some(v)
}

/// The input before `uri`'s fragment read as an `http_URL`, if it is one.
fn http_url<'a>(bytes: &'a [u8], uri: &rfc1945::Uri<'a>) -> Option<rfc1945::HttpUrl<'a>> {
    let end = uri.fragment().map_or(bytes.len(), |f| f.span().start() - 1);
    rfc1945::HttpUrl::parse(&bytes[..end]).ok()
}
