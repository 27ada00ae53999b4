//! The typed trees of RFC 1808's `URL` and RFC 1945's `URI` as the CLI shows
//! them: the JSON `ast` of `check`/`parse`, and the parts `compare` lines up
//! with the other readings.
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

use serde_json::{Value, json};
use urigram::engine::Span;
use urigram::grammars::{rfc1808, rfc1945};

use crate::split::Split;

/// What `compare` cannot say of a `net_loc` the grammar leaves whole.
const NET_LOC_UNSPLIT: &[&str] = &["userinfo", "host", "port"];
/// ... and of an `absoluteURI` of RFC 1945, which is a scheme and the rest.
const REST_UNSPLIT: &[&str] = &["authority", "userinfo", "host", "port", "path", "query"];

/// A part's text: `\xNN` for a byte that is not part of a UTF-8 character.
fn text(bytes: &[u8]) -> String {
    urigram::escape::text_of(bytes).into_owned()
}

/// The path with its `;params`, as the other readings hold it: from the
/// path's start (or the `;` before the params) to the params' end (or the
/// path's).
fn path_with_params(input: &[u8], path: Option<Span>, params: Option<Span>) -> String {
    let start = path.map(Span::start).or(params.map(|p| p.start() - 1));
    let end = params.or(path).map(Span::end);
    match (start, end) {
        (Some(s), Some(e)) => text(&input[s..e]),
        _ => String::new(),
    }
}

/// The parts of a relative reading (or of what follows an absolute one's
/// scheme): the `net_loc` is the authority, with no userinfo, host or port
/// split out of it.
fn relative_split(
    scheme: Option<String>,
    net_loc: Option<String>,
    path: String,
    query: Option<String>,
    fragment: Option<String>,
) -> Split {
    let unsplit: &'static [&'static str] = if net_loc.is_some() {
        NET_LOC_UNSPLIT
    } else {
        &[]
    };
    (
        [
            scheme,
            net_loc,
            None,
            None,
            None,
            Some(path),
            query,
            fragment,
        ],
        unsplit,
    )
}

/// The JSON `ast` of an RFC 1808 `URL`.
pub fn rfc1808_ast(bytes: &[u8]) -> Option<Value> {
    let input = std::str::from_utf8(bytes).ok()?;
    let url = rfc1808::Url::parse(input).ok()?;
    let mut v = json!({
        "kind": if url.absolute().is_some() { "absoluteURL" } else { "relativeURL" },
        "scheme": url.absolute().map(|a| a.scheme().as_str()),
        "fragment": url.fragment().map(|f| f.as_str()),
    });
    let relative = match url.absolute() {
        Some(a) => {
            if let Some(o) = a.opaque() {
                v["opaque"] = json!(o.as_str());
            }
            a.generic()
        }
        None => url.relative(),
    };
    if let Some(r) = relative {
        v["net_loc"] = json!(r.net_loc().map(|n| n.as_str()));
        v["path"] = json!(r.path().map(|p| p.as_str()));
        v["segments"] = json!(
            r.path()
                .map(|p| p.segments().map(|s| s.as_str()).collect::<Vec<_>>())
        );
        v["params"] = json!(
            r.params()
                .map(|p| p.iter().map(|x| x.as_str()).collect::<Vec<_>>())
        );
        v["query"] = json!(r.query().map(|q| q.as_str()));
    }
    Some(v)
}

/// The parts of an RFC 1808 `URL`, for `compare`.
pub fn rfc1808_split(bytes: &[u8]) -> Option<Split> {
    let input = std::str::from_utf8(bytes).ok()?;
    let url = rfc1808::Url::parse(input).ok()?;
    let scheme = url.absolute().map(|a| a.scheme().as_str().to_owned());
    let fragment = url.fragment().map(|f| f.as_str().to_owned());
    let relative = match url.absolute() {
        Some(a) => match a.opaque() {
            // An opaque `absoluteURL` is a scheme and its rest, the path.
            Some(o) => {
                let path = o.as_str().to_owned();
                return Some(relative_split(scheme, None, path, None, fragment));
            }
            None => a.generic(),
        },
        None => url.relative(),
    };
    let r = relative?;
    let path = path_with_params(
        bytes,
        r.path().map(|p| p.span()),
        r.params().map(|p| p.span()),
    );
    Some(relative_split(
        scheme,
        r.net_loc().map(|n| n.as_str().to_owned()),
        path,
        r.query().map(|q| q.as_str().to_owned()),
        fragment,
    ))
}

/// The JSON form of an RFC 1945 `relativeURI` (or an `http_URL`'s
/// `abs_path`), into `v`.
fn rfc1945_relative(v: &mut Value, r: &rfc1945::Relative<'_>) {
    v["relative_kind"] = json!(match r.kind() {
        rfc1945::RelativeKind::NetPath => "net_path",
        rfc1945::RelativeKind::AbsPath => "abs_path",
        rfc1945::RelativeKind::RelPath => "rel_path",
    });
    v["net_loc"] = json!(r.net_loc().map(|n| text(n.as_bytes())));
    v["path"] = json!(r.path().map(|p| text(p.text().as_bytes())));
    v["segments"] = json!(
        r.path()
            .map(|p| p.segments().map(|s| text(s.as_bytes())).collect::<Vec<_>>())
    );
    v["params"] = json!(
        r.params()
            .map(|_| r.param_list().map(text).collect::<Vec<_>>())
    );
    v["query"] = json!(r.query().map(|q| text(q.as_bytes())));
}

/// The JSON `ast` of an RFC 1945 `URI`: which reading (an `absoluteURI`,
/// scheme and rest, or a `relativeURI` in its parts), the fragment, and,
/// when the input before the fragment is also an `http_URL`, its host and
/// port.
pub fn rfc1945_ast(bytes: &[u8]) -> Option<Value> {
    let uri = rfc1945::Uri::parse(bytes).ok()?;
    let mut v = json!({"fragment": uri.fragment().map(|f| text(f.as_bytes()))});
    match uri.reading() {
        rfc1945::Reading::Absolute(a) => {
            v["kind"] = json!("absoluteURI");
            v["scheme"] = json!(text(a.scheme().as_bytes()));
            v["rest"] = json!(text(a.rest().as_bytes()));
        }
        rfc1945::Reading::Relative(r) => {
            v["kind"] = json!("relativeURI");
            rfc1945_relative(&mut v, &r);
        }
    }
    if let Some(h) = http_url(bytes, &uri) {
        let mut http = json!({
            "host": text(h.host().text().as_bytes()),
            "host_kind": match h.host() {
                rfc1945::Host::Ipv4(_) => "ipv4",
                _ => "hostname",
            },
            "port": h.port().map(|p| text(p.text().as_bytes())),
        });
        if let Some(r) = h.abs_path() {
            rfc1945_relative(&mut http, &r);
        }
        v["http_URL"] = http;
    }
    Some(v)
}

/// The input before `uri`'s fragment read as an `http_URL`, if it is one.
fn http_url<'a>(bytes: &'a [u8], uri: &rfc1945::Uri<'a>) -> Option<rfc1945::HttpUrl<'a>> {
    let end = uri.fragment().map_or(bytes.len(), |f| f.span().start() - 1);
    rfc1945::HttpUrl::parse(&bytes[..end]).ok()
}

/// The parts of an RFC 1945 `URI`, for `compare`.
pub fn rfc1945_split(bytes: &[u8]) -> Option<Split> {
    let uri = rfc1945::Uri::parse(bytes).ok()?;
    let fragment = uri.fragment().map(|f| text(f.as_bytes()));
    let own = |t: Option<rfc1945::Text<'_>>| t.map(|t| text(t.as_bytes()));
    let path_of = |r: &rfc1945::Relative<'_>| {
        path_with_params(
            bytes,
            r.path().map(|p| p.text().span()),
            r.params().map(|p| p.span()),
        )
    };
    if let Some(h) = http_url(bytes, &uri) {
        let host = text(h.host().text().as_bytes());
        let port = h.port().map(|p| text(p.text().as_bytes()));
        let authority = match &port {
            Some(p) => format!("{host}:{p}"),
            None => host.clone(),
        };
        let (path, query) = match h.abs_path() {
            Some(r) => (path_of(&r), own(r.query())),
            None => (String::new(), None),
        };
        let parts = [
            Some(text(&bytes[..4])),
            Some(authority),
            None,
            Some(host),
            port,
            Some(path),
            query,
            fragment,
        ];
        return Some((parts, &[]));
    }
    match uri.reading() {
        rfc1945::Reading::Absolute(a) => {
            let parts = [
                Some(text(a.scheme().as_bytes())),
                None,
                None,
                None,
                None,
                None,
                None,
                fragment,
            ];
            Some((parts, REST_UNSPLIT))
        }
        rfc1945::Reading::Relative(r) => Some(relative_split(
            None,
            own(r.net_loc()),
            path_of(&r),
            own(r.query()),
            fragment,
        )),
    }
}
