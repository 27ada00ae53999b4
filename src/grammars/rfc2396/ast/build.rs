//! The nom combinators that build the typed tree of a `URI-reference` the
//! compiled automaton has accepted, so that one parser technology (nom)
//! builds every tree.
//!
//! They read bytes, and a node's span is its offset in the input (nom's
//! `Offset`), not nom_locate's: a `LocatedSpan` counts the line breaks of
//! every piece it splits off, which measured as a fifth of the time of
//! building this tree; a URI holds no line break, and RFC 3986's own typed
//! entry points keep `LocatedSpan` off their hot path for the same reason.
//! Every offset falls at an end of the input or next to an ASCII byte the
//! combinators stopped at, so it is a character boundary.
//!
//! The input is valid, so these combinators check structure, not character
//! classes: where a character class would only ever confirm what the
//! automaton already knows, they take the run of bytes up to the delimiter
//! that ends it. What they do decide is every place where the grammar lets
//! one text be read two ways, and they decide it the one way the tree reads
//! it (each doc says how). The one such place that needs characters is
//! `authority = server | reg_name`: a text is a server whenever it is one,
//! and [`Build::server`] checks `hostname`, `IPv4address` and `port` in
//! full for it.

use nom::bytes::complete::{tag, take_till, take_while, take_while1};
use nom::character::complete::char;
use nom::combinator::{all_consuming, eof, opt, recognize, rest, verify};
use nom::sequence::{preceded, terminated};
use nom::{Offset, Parser};

use super::reference::Body;
use super::{AbsoluteUri, Authority, Host, Path, Port, Relative, Server, Text, UriReference};
use crate::engine::Error;
use crate::engine::tree_nom::{In, Res, tail, till};
use crate::grammars::rfc2396::REGISTRY;

/// Reading a `URI-reference`: the entry points, which live with the
/// combinators they call, so that the tree's types sit below their builder.
impl<'a> UriReference<'a> {
    /// Parses a whole `URI-reference`: the compiled automaton decides
    /// whether the input is one (and its error says where it stops being
    /// one), then nom combinators build the tree (the module `ast::build`
    /// of this grammar).
    ///
    /// # Errors
    ///
    /// Where the input stopped being a prefix of any `URI-reference`.
    pub fn parse(input: &'a str) -> Result<UriReference<'a>, Error> {
        // Most references are read whole by RFC 3986's single pass (see
        // `ast::fast`); the automaton and the combinators read the rest.
        if let Some(tree) = super::fast::uri_reference(input) {
            return Ok(tree);
        }
        REGISTRY.entries()[0].check(input.as_bytes())?;
        // The combinators cannot fail on a valid input (the differential
        // tests hold them to the reader below); were one to, the reader
        // gives the same tree rather than a panic.
        Ok(uri_reference(input).unwrap_or_else(|| UriReference::read(input)))
    }

    /// [`UriReference::parse`] with the tree read by the string scans that
    /// built it before the combinators did: kept as the test oracle the
    /// combinators are held to (`tests/tree_build.rs`, the `tree_build`
    /// fuzz target), and not meant for other use.
    ///
    /// # Errors
    ///
    /// As [`UriReference::parse`].
    #[doc(hidden)]
    pub fn parse_by_scan(input: &'a str) -> Result<UriReference<'a>, Error> {
        REGISTRY.entries()[0].check(input.as_bytes())?;
        Ok(UriReference::read(input))
    }
}

/// The tree of `input`, a valid `URI-reference`; `None` only if a
/// combinator failed where the grammar says it cannot.
pub(crate) fn uri_reference(input: &str) -> Option<UriReference<'_>> {
    Build { input }.uri_reference()
}

/// The combinators, over one input: each node's text is the input's, at
/// the offset of the bytes the node took.
struct Build<'a> {
    input: &'a str,
}

impl<'a> Build<'a> {
    /// The node text of `part`, a piece of the input.
    fn text(&self, part: In<'a>) -> Text<'a> {
        let start = self.input.as_bytes().offset(part);
        Text::at(self.input, start, start + part.len())
    }

    /// The text from `from` up to `to`, a later piece of the same input.
    fn between(&self, from: In<'a>, to: In<'a>) -> Text<'a> {
        self.text(&from[..from.offset(to)])
    }

    /// ```abnf
    /// URI-reference = [ absoluteURI | relativeURI ] [ "#" fragment ]
    /// ```
    /// `uric` holds no `#`, so the first one ends what stands before it,
    /// read by [`Build::body`].
    fn uri_reference(&self) -> Option<UriReference<'a>> {
        let whole = self.input.as_bytes();
        let (after, before) = till(b'#')(whole).ok()?;
        let body = if before.is_empty() {
            None
        } else {
            Some(all_consuming(|i| self.body(i)).parse(before).ok()?.1)
        };
        let (_, fragment) = all_consuming(tail('#')).parse(after).ok()?;
        Some(UriReference {
            text: self.text(whole),
            body,
            fragment: fragment.map(|f| self.text(f)),
        })
    }

    /// An `absoluteURI` is tried first: a text that starts with `scheme
    /// ":"` is one, since no `relativeURI` has a `:` before its first `/`,
    /// `?` or `#` (`rel_segment` holds no `:`).
    fn body(&self, i: In<'a>) -> Res<'a, Body<'a>> {
        if let Ok((rest, a)) = self.absolute_uri(i) {
            return Ok((rest, Body::Absolute(a)));
        }
        let (rest, r) = self.relative_uri(i)?;
        Ok((rest, Body::Relative(r)))
    }

    /// ```abnf
    /// absoluteURI = scheme ":" ( hier_part | opaque_part )
    /// scheme      = alpha *( alpha | digit | "+" | "-" | "." )
    /// ```
    /// A `hier_part` starts with `/` and an `opaque_part` cannot
    /// (`uric_no_slash`), so the byte after the `:` decides.
    fn absolute_uri(&self, i: In<'a>) -> Res<'a, AbsoluteUri<'a>> {
        let (after, scheme) = terminated(
            verify(
                take_while1(|b: u8| b.is_ascii_alphanumeric() || matches!(b, b'+' | b'-' | b'.')),
                |s: &[u8]| s[0].is_ascii_alphabetic(),
            ),
            char(':'),
        )
        .parse(i)?;
        let (end, (hier, opaque)) = if after.first() == Some(&b'/') {
            let (end, h) = self.relative_uri(after)?;
            (end, (Some(h), None))
        } else {
            let (end, o) = rest(after)?;
            (end, (None, Some(self.text(o))))
        };
        Ok((
            end,
            AbsoluteUri {
                text: self.between(i, end),
                scheme: self.text(scheme),
                hier,
                opaque,
            },
        ))
    }

    /// ```abnf
    /// relativeURI = ( net_path | abs_path | rel_path ) [ "?" query ]
    /// hier_part   = ( net_path | abs_path ) [ "?" query ]
    /// net_path    = "//" authority [ abs_path ]
    /// ```
    /// No path character is `?`, so the first `?` starts the query. A
    /// text that starts with `//` is a `net_path`, though the grammar also
    /// reads it as an `abs_path` whose first segment is empty: every such
    /// segment text is a valid `authority` (`pchar` and `;` are `reg_name`
    /// characters), and a `net_path` is what the RFC's own parser (Appendix
    /// B) and `java.net.URI` see there. Neither `server` nor `reg_name`
    /// holds `/`, so the first `/` after the `//` ends the authority.
    fn relative_uri(&self, i: In<'a>) -> Res<'a, Relative<'a>> {
        let (after, before) = till(b'?')(i)?;
        let (path, authority) = opt(preceded(tag("//"), till(b'/'))).parse(before)?;
        let authority = match authority {
            Some(a) => Some(self.authority(a)?.1),
            None => None,
        };
        let (end, query) = tail('?')(after)?;
        Ok((
            end,
            Relative {
                text: self.between(i, end),
                authority,
                path: (!path.is_empty()).then(|| Path::of(self.text(path))),
                query: query.map(|q| self.text(q)),
            },
        ))
    }

    /// ```abnf
    /// authority = server | reg_name
    /// ```
    /// A text that is both (`example.com`) is a server: the registry
    /// reading is left for a text that is no server (`a_b`, `u@`,
    /// `1.2.3.4567`), as `java.net.URI` reads it.
    fn authority(&self, i: In<'a>) -> Res<'a, Authority<'a>> {
        match all_consuming(|s| self.server(s)).parse(i) {
            Ok((end, s)) => Ok((end, Authority::Server(s))),
            Err(_) => Ok((&i[i.len()..], Authority::Registry(self.text(i)))),
        }
    }

    /// ```abnf
    /// server   = [ [ userinfo "@" ] hostport ]
    /// hostport = host [ ":" port ]
    /// port     = *digit
    /// ```
    /// `userinfo` holds no `@`, so the first `@` ends it, and a second `@`
    /// makes the text no server. A `hostname` and an `IPv4address` hold no
    /// `:`, and an `IPv6reference` ends at its `]`, so the `:` after the
    /// host starts the port. The whole text must be read for it to be a
    /// server.
    fn server(&self, i: In<'a>) -> Res<'a, Server<'a>> {
        if i.is_empty() {
            let server = Server {
                text: self.text(i),
                userinfo: None,
                host: None,
                port: None,
            };
            return Ok((i, server));
        }
        let (end, (userinfo, host, port, _)) = (
            opt(terminated(take_till(|b| b == b'@'), char('@'))),
            |h| self.host(h),
            opt(preceded(char(':'), take_while(|b: u8| b.is_ascii_digit()))),
            eof,
        )
            .parse(i)?;
        Ok((
            end,
            Server {
                text: self.between(i, end),
                userinfo: userinfo.map(|u| self.text(u)),
                host: Some(host),
                port: port.map(|p| Port(self.text(p))),
            },
        ))
    }

    /// ```abnf
    /// host          = hostname | IPv4address | IPv6reference
    /// IPv6reference = "[" IPv6address "]"
    /// IPv4address   = 1*3digit "." 1*3digit "." 1*3digit "." 1*3digit
    /// hostname      = *( domainlabel "." ) toplabel [ "." ]
    /// ```
    /// A `[` can only start an `IPv6reference` (no `reg_name` holds one),
    /// so in a valid authority the text up to `]` is one. Otherwise the
    /// host is the run of letters, digits, `-` and `.` before the port's
    /// `:` (neither kind holds another byte), and it is an `IPv4address`
    /// or a `hostname` by its dots and labels: no text is both (a
    /// hostname's last label starts with a letter).
    fn host(&self, i: In<'a>) -> Res<'a, Host<'a>> {
        if let Ok((end, literal)) = ipv6_reference(i) {
            return Ok((end, Host::Ipv6(self.text(literal))));
        }
        let (end, name) = verify(
            take_while1(|b: u8| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'.')),
            |h: &[u8]| is_ipv4_address(h) || is_hostname(h),
        )
        .parse(i)?;
        let t = self.text(name);
        Ok((
            end,
            if is_ipv4_address(name) {
                Host::Ipv4(t)
            } else {
                Host::Hostname(t)
            },
        ))
    }
}

/// ```abnf
/// IPv6reference = "[" IPv6address "]"
/// ```
/// In a valid authority, the text from `[` to the first `]`.
fn ipv6_reference(i: In<'_>) -> Res<'_, In<'_>> {
    recognize((char('['), take_till(|b| b == b']'), char(']'))).parse(i)
}

/// Whether `h` is an `IPv4address`: four dot-separated groups of one to
/// three digits.
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

/// Whether `h` is a `hostname`: labels split at `.` (one trailing `.`
/// allowed), each a `domainlabel` (`alphanum | alphanum *( alphanum | "-" )
/// alphanum`), the last a `toplabel` (the same, starting with a letter). A
/// label holds no `.`, so the split is the only reading.
fn is_hostname(h: &[u8]) -> bool {
    let labels = h.strip_suffix(b".").unwrap_or(h);
    let mut last = None;
    for label in labels.split(|&b| b == b'.') {
        let (Some(first), Some(end)) = (label.first(), label.last()) else {
            return false;
        };
        if !first.is_ascii_alphanumeric() || !end.is_ascii_alphanumeric() {
            return false;
        }
        last = Some(*first);
    }
    last.is_some_and(|b| b.is_ascii_alphabetic())
}
