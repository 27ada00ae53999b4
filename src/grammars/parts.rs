//! Every grammar's reading of one input as the same eight parts (scheme,
//! authority, userinfo, host, port, path, query, fragment), so that a
//! caller can line the grammars up side by side (`urigram compare`, the
//! Python `urigram.compare` and `urigram.parse(..., grammar=...)`).
//!
//! Not every grammar splits every part. RFC 1808 leaves a `net_loc` whole
//! (section 2.1 leaves its inside to each scheme), and RFC 1945's
//! `absoluteURI` is a scheme and the rest; such parts are named in
//! [`Parts::unsplit`]: neither present nor absent. RFC 1945 splits an
//! `http_URL` (section 3.2.2) whenever the input before its fragment is
//! one. RFC 1808's and RFC 1945's `params` stay in the path, where the
//! other grammars have them too. A part that is not UTF-8 (RFC 1945 reads
//! octets) has U+FFFD for each bad byte, or `\xNN` when asked
//! ([`Octets`]).

use std::borrow::Cow;

use crate::engine::{self, Span};
use crate::options::ParseOptions;
use crate::request_target::RequestTarget;
use crate::rule::Rule;
use crate::{Node, UriRef};

use super::{Grammar, rfc1808, rfc1945, rfc2396};

/// The names of the parts, in the order [`Parts::get`] takes them.
pub const PART_NAMES: [&str; 8] = [
    "scheme",
    "authority",
    "userinfo",
    "host",
    "port",
    "path",
    "query",
    "fragment",
];

/// A grammar's reading of an input: each part's text, `None` when absent,
/// and the parts the grammar does not split out.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Parts {
    /// The scheme, without its `:`.
    pub scheme: Option<String>,
    /// The authority (`net_loc`), without its `//`.
    pub authority: Option<String>,
    /// The userinfo, without its `@`.
    pub userinfo: Option<String>,
    /// The host, as written (an IP literal keeps its brackets).
    pub host: Option<String>,
    /// The port, without its `:`.
    pub port: Option<String>,
    /// The path, with any `;params`.
    pub path: Option<String>,
    /// The query, without its `?`.
    pub query: Option<String>,
    /// The fragment, without its `#`.
    pub fragment: Option<String>,
    /// The names (of [`PART_NAMES`]) of the parts this grammar leaves
    /// whole, and so neither has nor lacks.
    pub unsplit: &'static [&'static str],
}

/// How a part that is not UTF-8 is written (only RFC 1945, a grammar over
/// octets, accepts such input).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Octets {
    /// U+FFFD for each byte that is not part of a UTF-8 character, as
    /// `String::from_utf8_lossy` writes it ([`Grammar::parts`]'s form).
    #[default]
    Replaced,
    /// `\xNN` for each such byte, as [`crate::escape::text_of`] writes it,
    /// so that no byte is lost or merged with another (the CLI's form).
    Escaped,
}

impl Octets {
    /// `bytes` as a part's text.
    fn text(self, bytes: &[u8]) -> String {
        match self {
            Octets::Replaced => String::from_utf8_lossy(bytes).into_owned(),
            Octets::Escaped => crate::escape::text_of(bytes).into_owned(),
        }
    }
}

/// What a reading cannot say of a `net_loc` the grammar leaves whole.
const NET_LOC_UNSPLIT: &[&str] = &["userinfo", "host", "port"];
/// ... and of an RFC 1945 `absoluteURI`, which is a scheme and the rest.
const REST_UNSPLIT: &[&str] = &["authority", "userinfo", "host", "port", "path", "query"];

impl Parts {
    /// The eight parts in the order of [`PART_NAMES`] (an unsplit one is
    /// `None`; [`Parts::unsplit`] names them).
    ///
    /// ```
    /// use urigram::grammars;
    /// let p = grammars::named("rfc3986").unwrap().parts(b"s://h/p").unwrap();
    /// assert_eq!(p.into_array()[..4], [Some("s".into()), Some("h".into()), None, Some("h".into())]);
    /// ```
    #[must_use]
    pub fn into_array(self) -> [Option<String>; 8] {
        [
            self.scheme,
            self.authority,
            self.userinfo,
            self.host,
            self.port,
            self.path,
            self.query,
            self.fragment,
        ]
    }

    /// The part named `name` (one of [`PART_NAMES`]); `None` when absent,
    /// unsplit or no such part.
    #[must_use]
    pub fn get(&self, name: &str) -> Option<&str> {
        match name {
            "scheme" => self.scheme.as_deref(),
            "authority" => self.authority.as_deref(),
            "userinfo" => self.userinfo.as_deref(),
            "host" => self.host.as_deref(),
            "port" => self.port.as_deref(),
            "path" => self.path.as_deref(),
            "query" => self.query.as_deref(),
            "fragment" => self.fragment.as_deref(),
            _ => None,
        }
    }
}

impl Grammar {
    /// `input` read with this grammar's top rule ([`Grammar::top`]), as the
    /// eight parts every grammar is lined up by.
    ///
    /// ```
    /// use urigram::grammars;
    /// let g = grammars::named("rfc6874").unwrap();
    /// let p = g.parts(b"http://[fe80::1%25eth0]:80/").unwrap();
    /// assert_eq!(p.host.as_deref(), Some("[fe80::1%25eth0]"));
    /// let p = grammars::named("rfc1808").unwrap().parts(b"http://u@h/p;x").unwrap();
    /// assert_eq!((p.authority.as_deref(), p.path.as_deref()), (Some("u@h"), Some("/p;x")));
    /// assert_eq!(p.unsplit, ["userinfo", "host", "port"]);
    /// ```
    ///
    /// # Errors
    ///
    /// Where the input stops being a prefix of any string the top rule
    /// accepts, and why (as [`super::GrammarRule::check`]).
    pub fn parts(&'static self, input: &[u8]) -> Result<Parts, engine::Error> {
        self.top_rule().check(input)?;
        Ok(self.parts_of_valid(input, Octets::Replaced))
    }

    /// [`Grammar::parts`] of an input already known to match the top rule
    /// (by [`super::GrammarRule::is_valid`], say), without checking it
    /// again, writing a part that is not UTF-8 as `octets` says. Of an
    /// input that does not match, the parts are whatever the grammar's
    /// tree makes of it, or the whole input as a path.
    ///
    /// ```
    /// use urigram::grammars::{self, Octets};
    /// let g = grammars::named("rfc2396").unwrap();
    /// let input = b"ftp://u@h:21/a?q#f";
    /// assert!(g.top_rule().is_valid(input));
    /// let p = g.parts_of_valid(input, Octets::Replaced);
    /// assert_eq!(p, g.parts(input).unwrap());
    /// assert_eq!(p.port.as_deref(), Some("21"));
    /// // RFC 1945 reads octets: a byte that is not UTF-8 is kept as `\xNN`.
    /// let g = grammars::named("rfc1945").unwrap();
    /// let p = g.parts_of_valid(b"/a\xff", Octets::Escaped);
    /// assert_eq!(p.path.as_deref(), Some("/a\\xff"));
    /// assert_eq!(g.parts(b"/a\xff").unwrap().path.as_deref(), Some("/a\u{fffd}"));
    /// ```
    #[must_use]
    pub fn parts_of_valid(&'static self, input: &[u8], octets: Octets) -> Parts {
        let parts = match (self.name(), self.top_rule().layer_rule()) {
            ("rfc9112", _) => text(input).and_then(|t| rfc9112(&t)),
            (_, Some((_, options))) => layer(input, options),
            ("rfc2396", None) => rfc2396_parts(input),
            ("rfc1808", None) => rfc1808_parts(input, octets),
            ("rfc1945", None) => rfc1945_parts(input, octets),
            ("rfc3987", None) => text(input).and_then(|t| rfc3987_parts(&t)),
            _ => None,
        };
        // Every grammar above splits what its top rule accepts; a grammar
        // added without a split reads as a path alone.
        parts.unwrap_or_else(|| Parts {
            path: Some(octets.text(input)),
            ..Parts::default()
        })
    }
}

impl Grammar {
    /// [`Grammar::parts_of_valid`] written over `into`: the grammars whose
    /// parts are slices of the input (RFC 3986's layer, RFC 2396, RFC
    /// 3987) write them into the strings `into` holds ([`set`]); the others
    /// make new parts. `text` is `input` as a `str` when it is UTF-8
    /// (checked once by the caller for all its readers).
    pub(crate) fn fill_parts_of_valid(
        &'static self,
        input: &[u8],
        text: Option<&str>,
        octets: Octets,
        into: &mut Parts,
    ) {
        let filled = match (self.name(), self.top_rule().layer_rule()) {
            ("rfc9112", _) => false,
            (_, Some((_, options))) => layer_into(input, options, into),
            ("rfc2396", None) => text.is_some_and(|t| rfc2396_into(t, into)),
            ("rfc3987", None) => text.is_some_and(|t| rfc3987_into(t, into)),
            _ => false,
        };
        if !filled {
            *into = self.parts_of_valid(input, octets);
        }
    }
}

/// RFC 3987's reading: the components of the IRI reference, as RFC 3986's.
fn rfc3987_parts(text: &str) -> Option<Parts> {
    let mut parts = Parts::default();
    rfc3987_into(text, &mut parts).then_some(parts)
}

/// [`rfc3987_parts`] written over `p` ([`set`]); false when `text` is no
/// IRI reference.
fn rfc3987_into(text: &str, p: &mut Parts) -> bool {
    let Ok(r) = super::rfc3987::IriRef::parse(text) else {
        return false;
    };
    let authority = r.authority();
    set(&mut p.scheme, r.scheme().map(|s| s.as_str()));
    set(&mut p.authority, authority.map(|a| a.as_str()));
    set(
        &mut p.userinfo,
        authority.and_then(|a| a.userinfo()).map(|u| u.as_str()),
    );
    set(&mut p.host, authority.map(|a| a.host().as_str()));
    set(
        &mut p.port,
        authority.and_then(|a| a.port()).map(|p| p.as_str()),
    );
    set(&mut p.path, Some(r.path().as_str()));
    set(&mut p.query, r.query().map(|q| q.as_str()));
    set(&mut p.fragment, r.fragment().map(|f| f.as_str()));
    p.unsplit = &[];
    true
}

fn text(bytes: &[u8]) -> Option<Cow<'_, str>> {
    std::str::from_utf8(bytes).ok().map(Cow::Borrowed)
}

fn own(s: Option<&str>) -> Option<String> {
    s.map(str::to_owned)
}

/// RFC 3986's reading (with zone IDs under [`ParseOptions::RFC6874`]).
fn layer(bytes: &[u8], options: ParseOptions) -> Option<Parts> {
    let mut parts = Parts::default();
    layer_into(bytes, options, &mut parts).then_some(parts)
}

/// [`layer`]'s parts written over `p`, into the strings it holds
/// ([`set`]); false (and `p` as it was) when the input is no
/// URI-reference.
fn layer_into(bytes: &[u8], options: ParseOptions, p: &mut Parts) -> bool {
    let r: UriRef<'_> = match Rule::UriReference.parse_bytes_with(bytes, options) {
        Ok(Node::UriReference(r)) => r,
        _ => return false,
    };
    let a = r.authority();
    set(&mut p.scheme, r.scheme().map(|s| s.as_str()));
    set(&mut p.authority, a.map(|a| a.as_str()));
    set(
        &mut p.userinfo,
        a.and_then(|a| a.userinfo()).map(|u| u.as_str()),
    );
    set(&mut p.host, a.map(|a| a.host().as_str()));
    set(&mut p.port, a.and_then(|a| a.port()).map(|p| p.as_str()));
    set(&mut p.path, Some(r.path().as_str()));
    set(&mut p.query, r.query().map(|q| q.as_str()));
    set(&mut p.fragment, r.fragment().map(|f| f.as_str()));
    p.unsplit = &[];
    true
}

/// `slot` set to `text`, the allocation of the string it holds kept
/// (cleared and written into): what lets a reading written over the one
/// before it (`compare` line after line) copy its parts without an
/// allocation each.
pub(crate) fn set(slot: &mut Option<String>, text: Option<&str>) {
    match (slot.as_mut(), text) {
        (Some(s), Some(t)) => {
            s.clear();
            s.push_str(t);
        }
        (None, Some(t)) => *slot = Some(t.to_owned()),
        (_, None) => *slot = None,
    }
}

/// RFC 9112's reading of a request-target: the authority-form is all
/// authority, the asterisk-form all path.
fn rfc9112(text: &str) -> Option<Parts> {
    Some(match RequestTarget::parse(text).ok()? {
        RequestTarget::Origin { path, query, .. } => Parts {
            path: Some(path.as_str().to_owned()),
            query: own(query.map(|q| q.as_str())),
            ..Parts::default()
        },
        RequestTarget::Absolute(u) => {
            let a = u.authority();
            Parts {
                scheme: Some(u.scheme().as_str().to_owned()),
                authority: own(a.map(|a| a.as_str())),
                userinfo: own(a.and_then(|a| a.userinfo()).map(|u| u.as_str())),
                host: own(a.map(|a| a.host().as_str())),
                port: own(a.and_then(|a| a.port()).map(|p| p.as_str())),
                path: Some(u.path().as_str().to_owned()),
                query: own(u.query().map(|q| q.as_str())),
                ..Parts::default()
            }
        }
        RequestTarget::Authority { host, port, text } => Parts {
            authority: Some(text.as_str().to_owned()),
            host: Some(host.as_str().to_owned()),
            port: Some(port.as_str().to_owned()),
            path: Some(String::new()),
            ..Parts::default()
        },
        other => Parts {
            path: Some(other.as_str().to_owned()),
            ..Parts::default()
        },
    })
}

/// RFC 2396's reading; an `opaque_part` stands as the path.
fn rfc2396_parts(bytes: &[u8]) -> Option<Parts> {
    let text = std::str::from_utf8(bytes).ok()?;
    let mut parts = Parts::default();
    rfc2396_into(text, &mut parts).then_some(parts)
}

/// [`rfc2396_parts`] written over `p` ([`set`]); false when `text` is
/// no URI-reference.
fn rfc2396_into(text: &str, p: &mut Parts) -> bool {
    let Ok(r) = rfc2396::UriReference::parse(text) else {
        return false;
    };
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
    set(&mut p.scheme, r.absolute().map(|a| a.scheme().as_str()));
    set(&mut p.authority, authority.map(|a| a.as_str()));
    set(&mut p.userinfo, userinfo);
    set(&mut p.host, host);
    set(&mut p.port, port);
    set(&mut p.path, Some(path.unwrap_or("")));
    set(&mut p.query, query);
    set(&mut p.fragment, r.fragment().map(|f| f.as_str()));
    p.unsplit = &[];
    true
}

/// The path with its `;params`: from the path's start (or the `;` before
/// the params) to the params' end (or the path's).
fn path_with_params(
    input: &[u8],
    path: Option<Span>,
    params: Option<Span>,
    octets: Octets,
) -> String {
    let start = path.map(Span::start).or(params.map(|p| p.start() - 1));
    let end = params.or(path).map(Span::end);
    match (start, end) {
        (Some(s), Some(e)) => octets.text(&input[s..e]),
        _ => String::new(),
    }
}

/// A relative reading (or what follows an absolute one's scheme): the
/// `net_loc` is the authority, with nothing split out of it.
fn relative(
    scheme: Option<String>,
    net_loc: Option<String>,
    path: String,
    query: Option<String>,
    fragment: Option<String>,
) -> Parts {
    let unsplit = if net_loc.is_some() {
        NET_LOC_UNSPLIT
    } else {
        &[]
    };
    Parts {
        scheme,
        authority: net_loc,
        path: Some(path),
        query,
        fragment,
        unsplit,
        ..Parts::default()
    }
}

/// RFC 1808's reading of a `URL`.
fn rfc1808_parts(bytes: &[u8], octets: Octets) -> Option<Parts> {
    let url = rfc1808::Url::parse(std::str::from_utf8(bytes).ok()?).ok()?;
    let scheme = url.absolute().map(|a| a.scheme().as_str().to_owned());
    let fragment = url.fragment().map(|f| f.as_str().to_owned());
    let rel = match url.absolute() {
        Some(a) => match a.opaque() {
            // An opaque `absoluteURL` is a scheme and its rest, the path.
            Some(o) => {
                let path = o.as_str().to_owned();
                return Some(relative(scheme, None, path, None, fragment));
            }
            None => a.generic(),
        },
        None => url.relative(),
    }?;
    let path = path_with_params(
        bytes,
        rel.path().map(|p| p.span()),
        rel.params().map(|p| p.span()),
        octets,
    );
    Some(relative(
        scheme,
        rel.net_loc().map(|n| n.as_str().to_owned()),
        path,
        rel.query().map(|q| q.as_str().to_owned()),
        fragment,
    ))
}

/// RFC 1945's reading of a `URI`: an `http_URL`'s host and port when the
/// input before the fragment is one.
fn rfc1945_parts(bytes: &[u8], octets: Octets) -> Option<Parts> {
    let uri = rfc1945::Uri::parse(bytes).ok()?;
    let written = |b: &[u8]| octets.text(b);
    let fragment = uri.fragment().map(|f| written(f.as_bytes()));
    let own = |t: Option<rfc1945::Text<'_>>| t.map(|t| written(t.as_bytes()));
    let path_of = |r: &rfc1945::Relative<'_>| {
        path_with_params(
            bytes,
            r.path().map(|p| p.text().span()),
            r.params().map(|p| p.span()),
            octets,
        )
    };
    let end = uri.fragment().map_or(bytes.len(), |f| f.span().start() - 1);
    if let Ok(h) = rfc1945::HttpUrl::parse(&bytes[..end]) {
        let host = written(h.host().text().as_bytes());
        let port = h.port().map(|p| written(p.text().as_bytes()));
        let authority = match &port {
            Some(p) => format!("{host}:{p}"),
            None => host.clone(),
        };
        let (path, query) = match h.abs_path() {
            Some(r) => (path_of(&r), own(r.query())),
            None => (String::new(), None),
        };
        return Some(Parts {
            scheme: Some(written(&bytes[..4])),
            authority: Some(authority),
            host: Some(host),
            port,
            path: Some(path),
            query,
            fragment,
            ..Parts::default()
        });
    }
    Some(match uri.reading() {
        rfc1945::Reading::Absolute(a) => Parts {
            scheme: Some(written(a.scheme().as_bytes())),
            fragment,
            unsplit: REST_UNSPLIT,
            ..Parts::default()
        },
        rfc1945::Reading::Relative(r) => relative(
            None,
            own(r.net_loc()),
            path_of(&r),
            own(r.query()),
            fragment,
        ),
    })
}
