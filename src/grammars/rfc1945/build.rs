//! The nom combinators that build the typed trees of a `URI` and an
//! `http_URL` the compiled automaton has accepted, so that one parser
//! technology (nom) builds every tree. The input is octets, so the
//! combinators read bytes; a node's span is its offset in the input (nom's
//! `Offset`) rather than nom_locate's, which counts the line breaks of
//! every piece it splits off (see RFC 2396's builder for the measurement).
//!
//! The input is valid, so these combinators check structure, not character
//! classes: each part takes the run of bytes up to the delimiter that ends
//! it. What they decide is every place where the grammar lets one text be
//! read two ways, the one way [`Uri`]'s documentation gives.

use nom::bytes::complete::{tag, tag_no_case, take_while1};
use nom::character::complete::char;
use nom::combinator::{all_consuming, opt, rest};
use nom::sequence::{preceded, terminated};
use nom::{Offset, Parser};

use super::ast::{
    Absolute, Host, HttpUrl, Ipv4, Path, Port, Reading, Relative, RelativeKind, Text, Uri,
};
use super::rules::{HTTP_URL, URI};
use super::{http::http_url as http_url_rule, uri::uri as uri_rule};
use crate::engine::tree_nom::{In, Res, tail, till, till2};
use crate::engine::{Cursor, Error, Span};

/// Reading a `URI`: the entry points, which live with the combinators they
/// call, so that the tree's types sit below their builder.
impl<'a> Uri<'a> {
    /// Parses `input` as a `URI`: one scan of the bytes reads most URIs
    /// whole (the module `fast`); the compiled automaton and the
    /// combinators read the rest, and explain an error.
    ///
    /// # Errors
    ///
    /// Where the input stops being a prefix of any `URI`, and why.
    pub fn parse(input: &'a [u8]) -> Result<Uri<'a>, Error> {
        // Most URIs are read whole by one scan of their bytes (see the
        // module `fast`); the automaton and the combinators read the rest.
        if let Some(tree) = super::fast::uri(input) {
            return Ok(tree);
        }
        check(input, &URI, uri_rule)?;
        // The combinators cannot fail on a valid input (the differential
        // tests hold them to the reader below); were one to, the reader
        // gives the same tree rather than a panic.
        Ok(uri(input).unwrap_or_else(|| Uri::read(input)))
    }

    /// [`Uri::parse`] with the tree built by the combinators alone, not
    /// the scan that reads most URIs first: `Ok(None)` if they failed
    /// where the grammar says they cannot. Kept so that the tests and the
    /// `tree_build` fuzz target hold the combinators, which read whatever
    /// the scan turns down, to the same trees; not meant for other use.
    ///
    /// # Errors
    ///
    /// As [`Uri::parse`].
    #[doc(hidden)]
    pub fn parse_by_combinators(input: &'a [u8]) -> Result<Option<Uri<'a>>, Error> {
        check(input, &URI, uri_rule)?;
        Ok(uri(input))
    }

    /// [`Uri::parse`] with the tree read by the string scans that built it
    /// before the combinators did: kept as the test oracle the combinators
    /// are held to (`tests/tree_build.rs`, the `tree_build` fuzz target),
    /// and not meant for other use.
    ///
    /// # Errors
    ///
    /// As [`Uri::parse`].
    #[doc(hidden)]
    pub fn parse_by_scan(input: &'a [u8]) -> Result<Uri<'a>, Error> {
        check(input, &URI, uri_rule)?;
        Ok(Uri::read(input))
    }
}

/// Reading an `http_URL`, as [`Uri`] is read.
impl<'a> HttpUrl<'a> {
    /// Parses `input` as an `http_URL`.
    ///
    /// # Errors
    ///
    /// Where the input stops being a prefix of any `http_URL`, and why.
    pub fn parse(input: &'a [u8]) -> Result<HttpUrl<'a>, Error> {
        check(input, &HTTP_URL, http_url_rule)?;
        // As in [`Uri::parse`]: the reader only stands in for a combinator
        // that failed where it cannot.
        Ok(http_url(input).unwrap_or_else(|| HttpUrl::read(input)))
    }

    /// [`HttpUrl::parse`] with the tree read by the string scans that built
    /// it before the combinators did: kept as the test oracle the
    /// combinators are held to, and not meant for other use.
    ///
    /// # Errors
    ///
    /// As [`HttpUrl::parse`].
    #[doc(hidden)]
    pub fn parse_by_scan(input: &'a [u8]) -> Result<HttpUrl<'a>, Error> {
        check(input, &HTTP_URL, http_url_rule)?;
        Ok(HttpUrl::read(input))
    }
}

/// Matches the whole input against a rule, for the parsers below: through
/// its registry entry (the compiled automaton decides, the combinator
/// explains a failure), or on the combinator alone for a rule the registry
/// lacks.
fn check(
    input: &[u8],
    rule: &'static crate::engine::RuleInfo,
    f: crate::engine::Matcher,
) -> Result<(), Error> {
    match super::REGISTRY
        .entries()
        .iter()
        .find(|e| std::ptr::eq(e.info(), rule))
    {
        Some(entry) => entry.check(input),
        None => Cursor::new(input)
            .whole(rule, f)
            .map_err(|fail| Error::new(input, fail)),
    }
}

/// The tree of `input`, a valid `URI`; `None` only if a combinator failed
/// where the grammar says it cannot.
pub(super) fn uri(input: &[u8]) -> Option<Uri<'_>> {
    Build { input }.uri()
}

/// The tree of `input`, a valid `http_URL`; `None` only if a combinator
/// failed where the grammar says it cannot.
pub(super) fn http_url(input: &[u8]) -> Option<HttpUrl<'_>> {
    Build { input }.http_url()
}

/// The combinators, over one input: each node's bytes are the input's, at
/// the offset of the bytes the node took.
struct Build<'a> {
    input: &'a [u8],
}

impl<'a> Build<'a> {
    /// The node text of `part`, a piece of the input.
    fn text(&self, part: In<'a>) -> Text<'a> {
        let start = self.input.offset(part);
        Text {
            bytes: part,
            span: Span::new(start, start + part.len()),
        }
    }

    /// ```abnf
    /// URI = ( absoluteURI | relativeURI ) [ "#" fragment ]
    /// ```
    /// `#` is `unsafe`: no part holds it, so the first one ends what
    /// stands before it. The absolute reading is tried first, so `a:b` is
    /// one (see [`Uri`]).
    fn uri(&self) -> Option<Uri<'a>> {
        let (after, before) = till(b'#')(self.input).ok()?;
        let reading = match all_consuming(|i| self.absolute_uri(i)).parse(before) {
            Ok((_, a)) => Reading::Absolute(a),
            Err(_) => Reading::Relative(
                all_consuming(|i| self.relative_uri(i))
                    .parse(before)
                    .ok()?
                    .1,
            ),
        };
        let (_, fragment) = all_consuming(tail('#')).parse(after).ok()?;
        Some(Uri {
            input: self.input,
            reading,
            fragment: fragment.map(|f| self.text(f)),
        })
    }

    /// ```abnf
    /// absoluteURI = scheme ":" *( uchar | reserved )
    /// scheme      = 1*( ALPHA | DIGIT | "+" | "-" | "." )
    /// ```
    /// The scheme is the run of scheme characters before the first `:`;
    /// RFC 1945 leaves the rest unstructured.
    fn absolute_uri(&self, i: In<'a>) -> Res<'a, Absolute<'a>> {
        let (end, (scheme, rest)) = (
            terminated(
                take_while1(|b: u8| b.is_ascii_alphanumeric() || matches!(b, b'+' | b'-' | b'.')),
                char(':'),
            ),
            rest,
        )
            .parse(i)?;
        Ok((
            end,
            Absolute {
                scheme: self.text(scheme),
                rest: self.text(rest),
            },
        ))
    }

    /// ```abnf
    /// relativeURI = net_path | abs_path | rel_path
    /// net_path    = "//" net_loc [ abs_path ]
    /// abs_path    = "/" rel_path
    /// rel_path    = [ path ] [ ";" params ] [ "?" query ]
    /// ```
    /// A `rel_path` cannot start with `/` (its `path` starts with an
    /// `fsegment`, `1*pchar`), so `//` starts a `net_path` and `/` an
    /// `abs_path`; `net_loc` holds no `/`, so the first `/` after `//` ends
    /// it. Then `pchar` holds neither `;` nor `?`, and `params` holds no
    /// `?`, so the first of each ends the part before it (an `abs_path`'s
    /// `/` starts its path).
    fn relative_uri(&self, i: In<'a>) -> Res<'a, Relative<'a>> {
        let (i, kind, net_loc) = match preceded(tag("//"), till(b'/')).parse(i) {
            Ok((after, n)) => (after, RelativeKind::NetPath, Some(self.text(n))),
            Err(nom::Err::Error(())) if i.first() == Some(&b'/') => {
                (i, RelativeKind::AbsPath, None)
            }
            Err(_) => (i, RelativeKind::RelPath, None),
        };
        let (i, path) = till2(b';', b'?')(i)?;
        let (i, params) = opt(preceded(char(';'), till(b'?'))).parse(i)?;
        let (end, query) = tail('?')(i)?;
        Ok((
            end,
            Relative {
                kind,
                net_loc,
                path: (!path.is_empty()).then(|| Path {
                    text: self.text(path),
                }),
                params: params.map(|p| self.text(p)),
                query: query.map(|q| self.text(q)),
            },
        ))
    }

    /// ```abnf
    /// http_URL = "http:" "//" host [ ":" port ] [ abs_path ]
    /// host     = <A legal Internet host domain name
    ///             or IP address (in dotted-decimal form),
    ///             as defined by Section 2.1 of RFC 1123>
    /// port     = *DIGIT
    /// ```
    /// Neither a host name nor a dotted address holds `:` or `/`, so the
    /// first of those ends the host; the port holds no `/`. A host of four
    /// dot-separated numbers of one to three digits (also a host name's
    /// labels) is read as an address, as RFC 1123 section 2.1 asks.
    fn http_url(&self) -> Option<HttpUrl<'a>> {
        let (_, (host, port, abs_path)) = all_consuming(preceded(
            tag_no_case(&b"http://"[..]),
            (
                till2(b':', b'/'),
                opt(preceded(char(':'), till(b'/'))),
                |p: In<'a>| match p.first() {
                    Some(b'/') => self.relative_uri(p).map(|(end, r)| (end, Some(r))),
                    _ => Ok((p, None)),
                },
            ),
        ))
        .parse(self.input)
        .ok()?;
        let text = self.text(host);
        let host = if is_ipv4_address(host) {
            Host::Ipv4(Ipv4 { text })
        } else {
            Host::Name(text)
        };
        Some(HttpUrl {
            input: self.input,
            host,
            port: port.map(|p| Port { text: self.text(p) }),
            abs_path,
        })
    }
}

/// ```abnf
/// IPv4address = 1*3DIGIT "." 1*3DIGIT "." 1*3DIGIT "." 1*3DIGIT
/// ```
fn is_ipv4_address(h: &[u8]) -> bool {
    let mut groups = 0;
    for g in h.split(|&b| b == b'.') {
        if !(1..=3).contains(&g.len()) || !g.iter().all(u8::is_ascii_digit) {
            return false;
        }
        groups += 1;
    }
    groups == 4
}
