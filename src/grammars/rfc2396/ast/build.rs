//! The nom combinators that build the typed tree of a `URI-reference` the
//! compiled automaton has accepted: one parser technology (nom with
//! nom_locate, as RFC 3986's `crate::rules` use) builds every tree.
//!
//! The input is valid, so these combinators check structure, not character
//! classes: where a character class would only ever confirm what the
//! automaton already knows, they take the run of text up to the delimiter
//! that ends it. What they do decide is every place where the grammar lets
//! one text be read two ways, and they decide it the one way the tree reads
//! it (each doc says how). The one such place that needs characters is
//! `authority = server | reg_name`: a text is a server whenever it is one,
//! and [`server`] checks `hostname`, `IPv4address` and `port` in full for it.

use nom::branch::alt;
use nom::bytes::complete::{tag, take_till, take_till1, take_while, take_while_m_n};
use nom::character::complete::{char, satisfy};
use nom::combinator::{all_consuming, consumed, eof, map, map_parser, opt, peek, recognize, rest};
use nom::multi::many0_count;
use nom::sequence::{preceded, terminated};
use nom::{IResult, Parser};
use nom_locate::LocatedSpan;

use super::reference::Body;
use super::{AbsoluteUri, Authority, Host, Path, Port, Relative, Server, Text, UriReference};

/// What every combinator here reads: the text still to read, with its byte
/// offset in the whole input (the spans of the tree).
pub(crate) type In<'a> = LocatedSpan<&'a str>;

/// A combinator's result. The error carries nothing: on a valid input a
/// failure only means "not this reading", and the caller tries the next.
type Res<'a, T> = IResult<In<'a>, T, ()>;

/// The tree of `input`, a valid `URI-reference`; `None` only if a
/// combinator failed where the grammar says it cannot.
pub(crate) fn uri_reference(input: &str) -> Option<UriReference<'_>> {
    let whole = LocatedSpan::new(input);
    let (_, (body, fragment)) = all_consuming((
        opt(map_parser(take_till1(|c| c == '#'), all_consuming(body))),
        opt(preceded(char('#'), rest)),
    ))
    .parse(whole)
    .ok()?;
    Some(UriReference {
        text: Text::of(whole),
        body,
        fragment: fragment.map(Text::of),
    })
}

/// ```abnf
/// URI-reference = [ absoluteURI / relativeURI ] [ "#" fragment ]
/// ```
/// What stands before the `#` (`uric` holds no `#`, so the first one ends
/// it). An `absoluteURI` is tried first: a text that starts with `scheme
/// ":"` is one, since no `relativeURI` has a `:` before its first `/`, `?`
/// or `#` (`rel_segment` holds no `:`).
fn body(i: In<'_>) -> Res<'_, Body<'_>> {
    alt((
        map(absolute_uri, Body::Absolute),
        map(relative_uri, Body::Relative),
    ))
    .parse(i)
}

/// ```abnf
/// absoluteURI = scheme ":" ( hier_part | opaque_part )
/// ```
/// A `hier_part` starts with `/` and an `opaque_part` cannot
/// (`uric_no_slash`), so the byte after the `:` decides.
fn absolute_uri(i: In<'_>) -> Res<'_, AbsoluteUri<'_>> {
    let (i, (taken, (scheme, (hier, opaque)))) = consumed((
        terminated(scheme, char(':')),
        alt((
            map(preceded(peek(char('/')), relative_uri), |h| (Some(h), None)),
            map(rest, |o| (None, Some(Text::of(o)))),
        )),
    ))
    .parse(i)?;
    Ok((
        i,
        AbsoluteUri {
            text: Text::of(taken),
            scheme: Text::of(scheme),
            hier,
            opaque,
        },
    ))
}

/// ```abnf
/// scheme = alpha *( alpha | digit | "+" | "-" | "." )
/// ```
fn scheme(i: In<'_>) -> Res<'_, In<'_>> {
    recognize((
        satisfy(|c| c.is_ascii_alphabetic()),
        take_while(|c: char| c.is_ascii_alphanumeric() || matches!(c, '+' | '-' | '.')),
    ))
    .parse(i)
}

/// ```abnf
/// relativeURI = ( net_path | abs_path | rel_path ) [ "?" query ]
/// hier_part   = ( net_path | abs_path ) [ "?" query ]
/// net_path    = "//" authority [ abs_path ]
/// ```
/// No path character is `?`, so the first `?` starts the query. A text
/// that starts with `//` is a `net_path`, though the grammar also reads it
/// as an `abs_path` whose first segment is empty: every such segment text
/// is a valid `authority` (`pchar` and `;` are `reg_name` characters), and
/// a `net_path` is what the RFC's own parser (Appendix B) and
/// `java.net.URI` see there. Neither `server` nor `reg_name` holds `/`, so
/// the first `/` after the `//` ends the authority.
fn relative_uri(i: In<'_>) -> Res<'_, Relative<'_>> {
    let (i, (taken, ((authority, path), query))) = consumed((
        map_parser(
            take_till(|c| c == '?'),
            all_consuming((
                opt(preceded(
                    tag("//"),
                    map_parser(take_till(|c| c == '/'), authority),
                )),
                opt(map(take_till1(|_| false), |p| Path::of(Text::of(p)))),
            )),
        ),
        opt(preceded(char('?'), rest)),
    ))
    .parse(i)?;
    Ok((
        i,
        Relative {
            text: Text::of(taken),
            authority,
            path,
            query: query.map(Text::of),
        },
    ))
}

/// ```abnf
/// authority = server | reg_name
/// ```
/// A text that is both (`example.com`) is a server: the registry reading is
/// left for a text that is no server (`a_b`, `u@`, `1.2.3.4567`), as
/// `java.net.URI` reads it.
fn authority(i: In<'_>) -> Res<'_, Authority<'_>> {
    alt((
        map(all_consuming(server), Authority::Server),
        map(rest, |r| Authority::Registry(Text::of(r))),
    ))
    .parse(i)
}

/// ```abnf
/// server   = [ [ userinfo "@" ] hostport ]
/// hostport = host [ ":" port ]
/// port     = *digit
/// ```
/// `userinfo` holds no `@`, so the first `@` ends it, and a second `@`
/// makes the text no server. A `hostname` and an `IPv4address` hold no
/// `:`, and an `IPv6reference` ends at its `]`, so the `:` after the host
/// starts the port. The whole text must be read for it to be a server.
fn server(i: In<'_>) -> Res<'_, Server<'_>> {
    if i.fragment().is_empty() {
        let server = Server {
            text: Text::of(i),
            userinfo: None,
            host: None,
            port: None,
        };
        return Ok((i, server));
    }
    let (i, (taken, (userinfo, host, port))) = consumed((
        opt(terminated(take_till(|c| c == '@'), char('@'))),
        host,
        opt(preceded(
            char(':'),
            take_while(|c: char| c.is_ascii_digit()),
        )),
    ))
    .parse(i)?;
    let (i, _) = eof(i)?;
    Ok((
        i,
        Server {
            text: Text::of(taken),
            userinfo: userinfo.map(Text::of),
            host: Some(host),
            port: port.map(|p| Port(Text::of(p))),
        },
    ))
}

/// ```abnf
/// host          = hostname | IPv4address | IPv6reference
/// IPv6reference = "[" IPv6address "]"
/// ```
/// No text is both a `hostname` and an `IPv4address` (a hostname's last
/// label starts with a letter); an `IPv4address` counts only where the
/// host ends after it, so that `1.2.3.4.example` stays a hostname. A `[`
/// can only start an `IPv6reference` (no `reg_name` holds one), so in a
/// valid authority the text up to `]` is one.
fn host(i: In<'_>) -> Res<'_, Host<'_>> {
    alt((
        map(
            recognize((char('['), take_till(|c| c == ']'), char(']'))),
            |t| Host::Ipv6(Text::of(t)),
        ),
        map(terminated(ipv4_address, peek(alt((eof, tag(":"))))), |t| {
            Host::Ipv4(Text::of(t))
        }),
        map(hostname, |t| Host::Hostname(Text::of(t))),
    ))
    .parse(i)
}

/// ```abnf
/// IPv4address = 1*3digit "." 1*3digit "." 1*3digit "." 1*3digit
/// ```
fn ipv4_address(i: In<'_>) -> Res<'_, In<'_>> {
    let group = || take_while_m_n(1, 3, |c: char| c.is_ascii_digit());
    recognize((
        group(),
        char('.'),
        group(),
        char('.'),
        group(),
        char('.'),
        group(),
    ))
    .parse(i)
}

/// ```abnf
/// hostname    = *( domainlabel "." ) toplabel [ "." ]
/// toplabel    = alpha | alpha *( alphanum | "-" ) alphanum
/// ```
/// The labels are read greedily, each up to the next `.`: a label holds no
/// `.`, so that is the only reading. The last one is the `toplabel` and
/// must start with a letter.
fn hostname(i: In<'_>) -> Res<'_, In<'_>> {
    let (rest, name) = recognize((
        domainlabel,
        many0_count(preceded(char('.'), domainlabel)),
        opt(char('.')),
    ))
    .parse(i)?;
    let labels = name.fragment();
    let top = labels
        .strip_suffix('.')
        .unwrap_or(labels)
        .rsplit('.')
        .next()
        .unwrap_or("");
    if top.starts_with(|c: char| c.is_ascii_alphabetic()) {
        Ok((rest, name))
    } else {
        Err(nom::Err::Error(()))
    }
}

/// ```abnf
/// domainlabel = alphanum | alphanum *( alphanum | "-" ) alphanum
/// ```
/// Read greedily up to the first byte that is neither a letter, a digit
/// nor `-`; a label is followed by `.` or the end of the host, so the run
/// is the label or there is none.
fn domainlabel(i: In<'_>) -> Res<'_, In<'_>> {
    let (rest, label) = recognize((
        satisfy(|c| c.is_ascii_alphanumeric()),
        take_while(|c: char| c.is_ascii_alphanumeric() || c == '-'),
    ))
    .parse(i)?;
    if label.fragment().ends_with('-') {
        Err(nom::Err::Error(()))
    } else {
        Ok((rest, label))
    }
}
