//! The typed trees of RFC 1808's `URL` and RFC 1945's `URI` as the CLI shows
//! them: the JSON `ast` of `check`/`parse`. (The parts `compare` lines up
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

use serde_json::{Value, json};
use urigram::grammars::{rfc1808, rfc1945};

/// A part's text: `\xNN` for a byte that is not part of a UTF-8 character.
fn text(bytes: &[u8]) -> String {
    urigram::escape::text_of(bytes).into_owned()
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
