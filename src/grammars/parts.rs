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
        let utf8 = || std::str::from_utf8(input).ok();
        let split = match (self.name(), self.top_rule().layer_rule()) {
            ("rfc9112", _) => utf8().and_then(rfc9112).map(Split::bytes),
            (_, Some((_, options))) => layer(input, options).map(Split::bytes),
            ("rfc2396", None) => utf8().and_then(rfc2396).map(Split::bytes),
            ("rfc1808", None) => utf8().and_then(rfc1808),
            ("rfc1945", None) => rfc1945(input),
            ("rfc3987", None) => utf8().and_then(rfc3987).map(Split::bytes),
            _ => None,
        };
        // Every grammar above splits what its top rule accepts; a grammar
        // added without a split reads as a path alone.
        let mut whole = Split::default();
        whole.parts[5] = Some(input);
        split.unwrap_or(whole).written(octets)
    }

    /// [`Grammar::parts_of_valid`] written over `into`: the grammars whose
    /// parts are slices of the input as text (RFC 3986's layer, RFC 2396,
    /// RFC 3987) write them into the strings `into` holds ([`set`]); the
    /// others make new parts. `text` is `input` as a `str` when it is UTF-8
    /// (checked once by the caller for all its readers).
    pub(crate) fn fill_parts_of_valid(
        &'static self,
        input: &[u8],
        text: Option<&str>,
        octets: Octets,
        into: &mut Parts,
    ) {
        let split = match (self.name(), self.top_rule().layer_rule()) {
            ("rfc9112", _) => None,
            (_, Some((_, options))) => layer(input, options),
            ("rfc2396", None) => text.and_then(rfc2396),
            ("rfc3987", None) => text.and_then(rfc3987),
            _ => None,
        };
        match split {
            Some(split) => split.write_over(into),
            None => *into = self.parts_of_valid(input, octets),
        }
    }
}

/// A reading's eight parts as slices of the input (of [`str`] or of bytes),
/// in the order of [`PART_NAMES`], before they are written as text. Each
/// grammar's split says where its parts are and one conversion writes them
/// all: with a `String` made part by part in each split, the wasm held
/// eight allocations and copies per grammar, most of `parts_of_valid`'s
/// 15 KB (docs/performance.md#web, "round six").
struct Split<'a, T: ?Sized> {
    /// The parts, `None` when absent or unsplit.
    parts: [Option<&'a T>; 8],
    /// As [`Parts::unsplit`].
    unsplit: &'static [&'static str],
}

impl<T: ?Sized> Default for Split<'_, T> {
    fn default() -> Self {
        Split {
            parts: [None; 8],
            unsplit: &[],
        }
    }
}

impl<'a, T: ?Sized> Split<'a, T> {
    /// A split with these parts, none left whole.
    fn of(parts: [Option<&'a T>; 8]) -> Self {
        Split {
            parts,
            unsplit: &[],
        }
    }
}

impl<'a> Split<'a, str> {
    /// The same parts as bytes.
    fn bytes(self) -> Split<'a, [u8]> {
        Split {
            parts: self.parts.map(|p| p.map(str::as_bytes)),
            unsplit: self.unsplit,
        }
    }

    /// The parts written over `p`, into the strings it holds ([`set`]).
    fn write_over(&self, p: &mut Parts) {
        let slots = [
            &mut p.scheme,
            &mut p.authority,
            &mut p.userinfo,
            &mut p.host,
            &mut p.port,
            &mut p.path,
            &mut p.query,
            &mut p.fragment,
        ];
        for (slot, part) in slots.into_iter().zip(self.parts) {
            set(slot, part);
        }
        p.unsplit = self.unsplit;
    }
}

impl Split<'_, [u8]> {
    /// The parts as text, a byte that is not UTF-8 written as `octets` says.
    fn written(self, octets: Octets) -> Parts {
        let [
            scheme,
            authority,
            userinfo,
            host,
            port,
            path,
            query,
            fragment,
        ] = self.parts.map(|p| p.map(|b| octets.text(b)));
        Parts {
            scheme,
            authority,
            userinfo,
            host,
            port,
            path,
            query,
            fragment,
            unsplit: self.unsplit,
        }
    }
}

/// RFC 3987's reading: the components of the IRI reference, as RFC 3986's.
fn rfc3987(text: &str) -> Option<Split<'_, str>> {
    let r = super::rfc3987::IriRef::parse(text).ok()?;
    let a = r.authority();
    Some(Split::of([
        r.scheme().map(|s| s.as_str()),
        a.map(|a| a.as_str()),
        a.and_then(|a| a.userinfo()).map(|u| u.as_str()),
        a.map(|a| a.host().as_str()),
        a.and_then(|a| a.port()).map(|p| p.as_str()),
        Some(r.path().as_str()),
        r.query().map(|q| q.as_str()),
        r.fragment().map(|f| f.as_str()),
    ]))
}

/// RFC 3986's reading (with zone IDs under [`ParseOptions::RFC6874`]);
/// `None` when the input is no URI-reference.
fn layer(bytes: &[u8], options: ParseOptions) -> Option<Split<'_, str>> {
    let r: UriRef<'_> = match Rule::UriReference.parse_bytes_with(bytes, options) {
        Ok(Node::UriReference(r)) => r,
        _ => return None,
    };
    let a = r.authority();
    Some(Split::of([
        r.scheme().map(|s| s.as_str()),
        a.map(|a| a.as_str()),
        a.and_then(|a| a.userinfo()).map(|u| u.as_str()),
        a.map(|a| a.host().as_str()),
        a.and_then(|a| a.port()).map(|p| p.as_str()),
        Some(r.path().as_str()),
        r.query().map(|q| q.as_str()),
        r.fragment().map(|f| f.as_str()),
    ]))
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
fn rfc9112(text: &str) -> Option<Split<'_, str>> {
    Some(Split::of(match RequestTarget::parse(text).ok()? {
        RequestTarget::Origin { path, query, .. } => [
            None,
            None,
            None,
            None,
            None,
            Some(path.as_str()),
            query.map(|q| q.as_str()),
            None,
        ],
        RequestTarget::Absolute(u) => {
            let a = u.authority();
            [
                Some(u.scheme().as_str()),
                a.map(|a| a.as_str()),
                a.and_then(|a| a.userinfo()).map(|u| u.as_str()),
                a.map(|a| a.host().as_str()),
                a.and_then(|a| a.port()).map(|p| p.as_str()),
                Some(u.path().as_str()),
                u.query().map(|q| q.as_str()),
                None,
            ]
        }
        RequestTarget::Authority { host, port, text } => [
            None,
            Some(text.as_str()),
            None,
            Some(host.as_str()),
            Some(port.as_str()),
            Some(""),
            None,
            None,
        ],
        other => [
            None,
            None,
            None,
            None,
            None,
            Some(other.as_str()),
            None,
            None,
        ],
    }))
}

/// RFC 2396's reading; an `opaque_part` stands as the path. `None` when
/// `text` is no URI-reference.
fn rfc2396(text: &str) -> Option<Split<'_, str>> {
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
    Some(Split::of([
        r.absolute().map(|a| a.scheme().as_str()),
        authority.map(|a| a.as_str()),
        userinfo,
        host,
        port,
        Some(path.unwrap_or("")),
        query,
        r.fragment().map(|f| f.as_str()),
    ]))
}

/// The path with its `;params`: from the path's start (or the `;` before
/// the params) to the params' end (or the path's); empty when neither is
/// there.
fn path_with_params(input: &[u8], path: Option<Span>, params: Option<Span>) -> &[u8] {
    let start = path.map(Span::start).or(params.map(|p| p.start() - 1));
    let end = params.or(path).map(Span::end);
    match (start, end) {
        (Some(s), Some(e)) => input.get(s..e).unwrap_or_default(),
        _ => b"",
    }
}

/// A relative reading (or what follows an absolute one's scheme): the
/// `net_loc` is the authority, with nothing split out of it.
fn relative<'a, T: ?Sized>(
    scheme: Option<&'a T>,
    net_loc: Option<&'a T>,
    path: &'a T,
    query: Option<&'a T>,
    fragment: Option<&'a T>,
) -> Split<'a, T> {
    Split {
        parts: [
            scheme,
            net_loc,
            None,
            None,
            None,
            Some(path),
            query,
            fragment,
        ],
        unsplit: if net_loc.is_some() {
            NET_LOC_UNSPLIT
        } else {
            &[]
        },
    }
}

/// RFC 1808's reading of a `URL`.
fn rfc1808(text: &str) -> Option<Split<'_, [u8]>> {
    let url = rfc1808::Url::parse(text).ok()?;
    let scheme = url.absolute().map(|a| a.scheme().as_str().as_bytes());
    let fragment = url.fragment().map(|f| f.as_str().as_bytes());
    let rel = match url.absolute() {
        Some(a) => match a.opaque() {
            // An opaque `absoluteURL` is a scheme and its rest, the path.
            Some(o) => {
                return Some(relative(
                    scheme,
                    None,
                    o.as_str().as_bytes(),
                    None,
                    fragment,
                ));
            }
            None => a.generic(),
        },
        None => url.relative(),
    }?;
    let path = path_with_params(
        text.as_bytes(),
        rel.path().map(|p| p.span()),
        rel.params().map(|p| p.span()),
    );
    Some(relative(
        scheme,
        rel.net_loc().map(|n| n.as_str().as_bytes()),
        path,
        rel.query().map(|q| q.as_str().as_bytes()),
        fragment,
    ))
}

/// An RFC 1945 part's bytes.
fn own<'a>(t: Option<rfc1945::Text<'a>>) -> Option<&'a [u8]> {
    t.map(|t| t.as_bytes())
}

/// RFC 1945's reading of a `URI`: an `http_URL`'s host and port when the
/// input before the fragment is one.
fn rfc1945(bytes: &[u8]) -> Option<Split<'_, [u8]>> {
    let uri = rfc1945::Uri::parse(bytes).ok()?;
    let fragment = uri.fragment().map(|f| f.as_bytes());
    let path_of = |r: &rfc1945::Relative<'_>| {
        path_with_params(
            bytes,
            r.path().map(|p| p.text().span()),
            r.params().map(|p| p.span()),
        )
    };
    let end = uri.fragment().map_or(bytes.len(), |f| f.span().start() - 1);
    if let Ok(h) = rfc1945::HttpUrl::parse(&bytes[..end]) {
        let host = h.host().text();
        let port = h.port().map(|p| p.text());
        // `host [ ":" port ]`, one run of the input.
        let authority = bytes.get(host.span().start()..port.unwrap_or(host).span().end());
        let (path, query) = match h.abs_path() {
            Some(r) => (path_of(&r), own(r.query())),
            None => (&b""[..], None),
        };
        return Some(Split::of([
            Some(&bytes[..4]),
            authority,
            None,
            Some(host.as_bytes()),
            port.map(|p| p.as_bytes()),
            Some(path),
            query,
            fragment,
        ]));
    }
    Some(match uri.reading() {
        rfc1945::Reading::Absolute(a) => Split {
            parts: [
                Some(a.scheme().as_bytes()),
                None,
                None,
                None,
                None,
                None,
                None,
                fragment,
            ],
            unsplit: REST_UNSPLIT,
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
