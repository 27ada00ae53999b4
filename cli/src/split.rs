//! How `compare` splits an input under each reading: the parts of the
//! typed trees of the grammars, and of `urlsplit`'s result, side by side.

use serde_json::{Value, json};
use urigram::grammars::rfc2396;
use urigram::request_target::RequestTarget;
use urigram::urllib::{Python, Urllib};
use urigram::{Node, ParseOptions, Rule};

/// The parts every reading is split into, in this order.
pub const PARTS: [&str; 8] = [
    "scheme",
    "authority",
    "userinfo",
    "host",
    "port",
    "path",
    "query",
    "fragment",
];

/// An input's parts, in [`PARTS`]' order; `None` when absent.
pub type Parts = [Option<String>; 8];

/// A reading's parts, and those of [`PARTS`] its grammar does not split
/// out (neither present nor absent: `compare` leaves them out of the
/// comparison).
pub type Split = (Parts, &'static [&'static str]);

/// RFC 3986's reading (with zone IDs under [`ParseOptions::RFC6874`]).
pub fn layer(bytes: &[u8], options: ParseOptions) -> Result<Parts, Value> {
    let r = match Rule::UriReference.parse_bytes_with(bytes, options) {
        Ok(Node::UriReference(r)) => r,
        // URI-reference's node is always a reference.
        Ok(_) => return Ok(Parts::default()),
        Err(e) => return Err(error(e.offset(), e.rule().abnf_name(), &e.message())),
    };
    let a = r.authority();
    Ok([
        own(r.scheme().map(|s| s.as_str())),
        own(a.map(|a| a.as_str())),
        own(a.and_then(|a| a.userinfo()).map(|u| u.as_str())),
        own(a.map(|a| a.host().as_str())),
        own(a.and_then(|a| a.port()).map(|p| p.as_str())),
        Some(r.path().as_str().to_string()),
        own(r.query().map(|q| q.as_str())),
        own(r.fragment().map(|f| f.as_str())),
    ])
}

/// An owned copy of a part.
fn own(s: Option<&str>) -> Option<String> {
    s.map(str::to_string)
}

/// Why a reading has no split: the JSON `error` of `compare`.
pub fn error(offset: usize, rule: &str, message: &str) -> Value {
    json!({"offset": offset, "rule": rule, "message": message})
}

/// RFC 2396's reading; an `opaque_part` stands as the path.
pub fn rfc2396(bytes: &[u8]) -> Option<Split> {
    let text = std::str::from_utf8(bytes).ok()?;
    let r = rfc2396::UriReference::parse(text).ok()?;
    let (authority, path, query) = match (r.absolute(), r.relative()) {
        (Some(a), _) => (
            a.authority(),
            a.path()
                .map(|p| p.as_str())
                .or(a.opaque().map(|o| o.as_str())),
            a.query().map(|q| q.as_str()),
        ),
        (None, Some(rel)) => (
            rel.authority(),
            rel.path().map(|p| p.as_str()),
            rel.query().map(|q| q.as_str()),
        ),
        (None, None) => (None, None, None),
    };
    let (userinfo, host, port) = match authority {
        Some(rfc2396::Authority::Server(s)) => (
            s.userinfo().map(|u| u.as_str()),
            s.host().map(|h| h.as_str()),
            s.port().map(|p| p.as_str()),
        ),
        _ => (None, None, None),
    };
    Some((
        [
            own(r.absolute().map(|a| a.scheme().as_str())),
            own(authority.map(|a| a.as_str())),
            own(userinfo),
            own(host),
            own(port),
            Some(path.unwrap_or("").to_string()),
            own(query),
            own(r.fragment().map(|f| f.as_str())),
        ],
        &[],
    ))
}

/// RFC 9112's reading as a request-target: the authority-form is all
/// authority, the asterisk-form all path.
pub fn rfc9112(text: &str) -> Option<Parts> {
    let t = RequestTarget::parse(text).ok()?;
    let none = || None;
    Some(match t {
        RequestTarget::Origin { path, query, .. } => [
            none(),
            none(),
            none(),
            none(),
            none(),
            Some(path.as_str().to_string()),
            own(query.map(|q| q.as_str())),
            none(),
        ],
        RequestTarget::Absolute(u) => {
            let a = u.authority();
            [
                Some(u.scheme().as_str().to_string()),
                own(a.map(|a| a.as_str())),
                own(a.and_then(|a| a.userinfo()).map(|u| u.as_str())),
                own(a.map(|a| a.host().as_str())),
                own(a.and_then(|a| a.port()).map(|p| p.as_str())),
                Some(u.path().as_str().to_string()),
                own(u.query().map(|q| q.as_str())),
                none(),
            ]
        }
        RequestTarget::Authority { host, port, text } => [
            none(),
            Some(text.as_str().to_string()),
            none(),
            Some(host.as_str().to_string()),
            Some(port.as_str().to_string()),
            Some(String::new()),
            none(),
            none(),
        ],
        _ => [
            none(),
            none(),
            none(),
            none(),
            none(),
            Some(t.as_str().to_string()),
            none(),
            none(),
        ],
    })
}

/// Why `urigram split` (and `compare`'s urllib row) has no answer for an
/// input that is not UTF-8: no Python `str` holds it, so it is not split as
/// text; and CPython's `urlsplit` given the bytes decodes them as ASCII
/// first, which fails on the first byte above 0x7F.
pub fn not_utf8(python: Python, bytes: &[u8]) -> String {
    let at = std::str::from_utf8(bytes)
        .err()
        .map_or(0, |e| e.valid_up_to());
    let mut msg = format!("not UTF-8 (invalid byte at offset {at})");
    if let Err(e) = Urllib::new(python).urlsplit_bytes(bytes, b"", true) {
        msg.push_str(&format!(
            "; urlsplit() of the bytes raises UnicodeDecodeError: {e}"
        ));
    }
    msg
}

/// `urlsplit(text)` as CPython `python` splits it (an input that is not
/// UTF-8 is refused as `urigram split` refuses it: [`not_utf8`]). The
/// netloc is `authority`; userinfo, host and port are its pieces as
/// `SplitResult` cuts them (before the last `@`; the host keeps its
/// brackets and its case). `urlsplit` cannot tell an empty query or
/// fragment from none: `""` is what it gives for both.
pub fn urllib(python: Python, bytes: &[u8]) -> Result<Parts, Value> {
    let Ok(text) = std::str::from_utf8(bytes) else {
        return Err(json!({"message": not_utf8(python, bytes)}));
    };
    let r = Urllib::new(python)
        .urlsplit(text)
        .map_err(|e| json!({"exception": "ValueError", "message": e.to_string()}))?;
    let netloc: &str = &r.netloc;
    let has_netloc = !netloc.is_empty() || text_has_empty_netloc(text, &r.scheme);
    let (userinfo, hostinfo) = match netloc.rfind('@') {
        Some(at) => (Some(&netloc[..at]), &netloc[at + 1..]),
        None => (None, netloc),
    };
    let (host, port) = match hostinfo.split_once('[') {
        Some((_, bracketed)) => {
            let (inside, after) = bracketed.split_once(']').unwrap_or((bracketed, ""));
            let port = after.split_once(':').map(|(_, p)| p);
            (format!("[{inside}]"), port)
        }
        None => match hostinfo.split_once(':') {
            Some((h, p)) => (h.to_string(), Some(p)),
            None => (hostinfo.to_string(), None),
        },
    };
    let port = port.filter(|p| !p.is_empty());
    Ok([
        Some(r.scheme.to_string()).filter(|s| !s.is_empty()),
        has_netloc.then(|| netloc.to_string()),
        own(userinfo),
        has_netloc.then_some(host),
        own(port),
        Some(r.path.to_string()),
        Some(r.query.to_string()),
        Some(r.fragment.to_string()),
    ])
}

/// Whether the input has `//` with an empty netloc where urlsplit looks for
/// one (right after the scheme's colon, or at the start).
fn text_has_empty_netloc(text: &str, scheme: &str) -> bool {
    let t = text.trim_start_matches(|c: char| c <= ' ');
    let rest = if scheme.is_empty() {
        t
    } else {
        t.get(scheme.len() + 1..).unwrap_or("")
    };
    rest.starts_with("//")
}
