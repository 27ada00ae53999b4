//! The nom combinators that build the typed trees of a `URI` and an
//! `http_URL` the compiled automaton has accepted: one parser technology
//! (nom with nom_locate, as RFC 3986's `crate::rules` use) builds every
//! tree. The input is octets, so the combinators read bytes.
//!
//! The input is valid, so these combinators check structure, not character
//! classes: each part takes the run of bytes up to the delimiter that ends
//! it. What they decide is every place where the grammar lets one text be
//! read two ways, the one way [`Uri`]'s documentation gives.

use nom::branch::alt;
use nom::bytes::complete::{tag, tag_no_case, take_till, take_till1, take_while_m_n, take_while1};
use nom::character::complete::char;
use nom::combinator::{all_consuming, consumed, eof, map, map_parser, opt, peek, rest, success};
use nom::sequence::{preceded, terminated};
use nom::{IResult, Parser};
use nom_locate::LocatedSpan;

use super::ast::{
    Absolute, Host, HttpUrl, Ipv4, Path, Port, Reading, Relative, RelativeKind, Text, Uri,
};
use crate::engine::Span;

/// What every combinator here reads: the bytes still to read, with their
/// offset in the whole input (the spans of the tree).
type In<'a> = LocatedSpan<&'a [u8]>;

/// A combinator's result. The error carries nothing: on a valid input a
/// failure only means "not this reading", and the caller tries the next.
type Res<'a, T> = IResult<In<'a>, T, ()>;

/// The part a combinator took, where it stands.
fn text(taken: In<'_>) -> Text<'_> {
    let start = taken.location_offset();
    Text {
        bytes: taken.fragment(),
        span: Span::new(start, start + taken.fragment().len()),
    }
}

/// The tree of `input`, a valid `URI`; `None` only if a combinator failed
/// where the grammar says it cannot.
pub(super) fn uri(input: &[u8]) -> Option<Uri<'_>> {
    let (_, (reading, fragment)) = all_consuming((
        map_parser(take_till(|b| b == b'#'), all_consuming(reading)),
        opt(preceded(char('#'), rest)),
    ))
    .parse(LocatedSpan::new(input))
    .ok()?;
    Some(Uri {
        input,
        reading,
        fragment: fragment.map(text),
    })
}

/// ```abnf
/// URI = ( absoluteURI | relativeURI ) [ "#" fragment ]
/// ```
/// What stands before the first `#` (`#` is `unsafe`: no part holds it).
/// The absolute reading is tried first, so `a:b` is one (see [`Uri`]).
fn reading(i: In<'_>) -> Res<'_, Reading<'_>> {
    alt((
        map(absolute_uri, Reading::Absolute),
        map(relative_uri, Reading::Relative),
    ))
    .parse(i)
}

/// ```abnf
/// absoluteURI = scheme ":" *( uchar | reserved )
/// scheme      = 1*( ALPHA | DIGIT | "+" | "-" | "." )
/// ```
/// The scheme is the run of scheme characters before the first `:`; RFC
/// 1945 leaves the rest unstructured.
fn absolute_uri(i: In<'_>) -> Res<'_, Absolute<'_>> {
    let scheme_char = |b: u8| b.is_ascii_alphanumeric() || matches!(b, b'+' | b'-' | b'.');
    map(
        (terminated(take_while1(scheme_char), char(':')), rest),
        |(scheme, rest)| Absolute {
            scheme: text(scheme),
            rest: text(rest),
        },
    )
    .parse(i)
}

/// ```abnf
/// relativeURI = net_path | abs_path | rel_path
/// net_path    = "//" net_loc [ abs_path ]
/// abs_path    = "/" rel_path
/// ```
/// A `rel_path` cannot start with `/` (its `path` starts with an
/// `fsegment`, `1*pchar`), so `//` starts a `net_path` and `/` an
/// `abs_path`; `net_loc` holds no `/`, so the first `/` after `//` ends it.
fn relative_uri(i: In<'_>) -> Res<'_, Relative<'_>> {
    let (i, (kind, net_loc)) = alt((
        map(preceded(tag("//"), take_till(|b| b == b'/')), |n| {
            (RelativeKind::NetPath, Some(text(n)))
        }),
        map(peek(char('/')), |_| (RelativeKind::AbsPath, None)),
        success((RelativeKind::RelPath, None)),
    ))
    .parse(i)?;
    let (i, (path, params, query)) = rel_path(i)?;
    Ok((
        i,
        Relative {
            kind,
            net_loc,
            path,
            params,
            query,
        },
    ))
}

/// The parts of a relative URL after its `net_loc`, all to the end.
type RelParts<'a> = (Option<Path<'a>>, Option<Text<'a>>, Option<Text<'a>>);

/// ```abnf
/// rel_path = [ path ] [ ";" params ] [ "?" query ]
/// ```
/// With an `abs_path`'s `/` in front, when there is one. `pchar` holds
/// neither `;` nor `?`, and `params` holds no `?`, so the first of each
/// ends the part before it.
fn rel_path(i: In<'_>) -> Res<'_, RelParts<'_>> {
    (
        opt(map(take_till1(|b| b == b';' || b == b'?'), |p| Path {
            text: text(p),
        })),
        opt(preceded(char(';'), map(take_till(|b| b == b'?'), text))),
        opt(preceded(char('?'), map(rest, text))),
    )
        .parse(i)
}

/// The tree of `input`, a valid `http_URL`; `None` only if a combinator
/// failed where the grammar says it cannot.
///
/// ```abnf
/// http_URL = "http:" "//" host [ ":" port ] [ abs_path ]
/// host     = <A legal Internet host domain name
///             or IP address (in dotted-decimal form),
///             as defined by Section 2.1 of RFC 1123>
/// port     = *DIGIT
/// ```
/// Neither a host name nor a dotted address holds `:` or `/`, so the first
/// of those ends the host; the port holds no `/`.
pub(super) fn http_url(input: &[u8]) -> Option<HttpUrl<'_>> {
    let (_, (host, port, abs_path)) = all_consuming(preceded(
        tag_no_case(&b"http://"[..]),
        (
            map_parser(take_till(|b| b == b':' || b == b'/'), all_consuming(host)),
            opt(preceded(char(':'), map(take_till(|b| b == b'/'), text))),
            opt(preceded(peek(char('/')), relative_uri)),
        ),
    ))
    .parse(LocatedSpan::new(input))
    .ok()?;
    Some(HttpUrl {
        input,
        host,
        port: port.map(|text| Port { text }),
        abs_path,
    })
}

/// The host of an `http_URL`: a dotted-decimal address (four numbers of one
/// to three digits, also a host name's labels, read as an address as RFC
/// 1123 section 2.1 asks), or else a host name.
fn host(i: In<'_>) -> Res<'_, Host<'_>> {
    alt((
        map(all_consuming(consumed(ipv4_address)), |(t, ())| {
            Host::Ipv4(Ipv4 { text: text(t) })
        }),
        map(rest, |t| Host::Name(text(t))),
    ))
    .parse(i)
}

/// ```abnf
/// IPv4address = 1*3DIGIT "." 1*3DIGIT "." 1*3DIGIT "." 1*3DIGIT
/// ```
fn ipv4_address(i: In<'_>) -> Res<'_, ()> {
    let group = || take_while_m_n(1, 3, |b: u8| b.is_ascii_digit());
    map(
        (
            group(),
            char('.'),
            group(),
            char('.'),
            group(),
            char('.'),
            group(),
            peek(eof),
        ),
        |_| (),
    )
    .parse(i)
}
