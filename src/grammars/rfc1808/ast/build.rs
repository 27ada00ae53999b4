//! The nom combinators that build the typed tree of a `URL` the compiled
//! automaton has accepted: one parser technology (nom with nom_locate, as
//! RFC 3986's `crate::rules` use) builds every tree.
//!
//! The input is valid, so these combinators check structure, not character
//! classes: every byte of an `absoluteURL` is a `uchar` or `reserved` one,
//! and each part of a `relativeURL` takes all of those but the delimiter
//! that ends it. What they decide is every place where the grammar lets one
//! text be read two ways, the one way [`Url`]'s documentation gives.

use nom::branch::alt;
use nom::bytes::complete::{tag, take_till, take_till1, take_while1};
use nom::character::complete::char;
use nom::combinator::{all_consuming, consumed, map, map_parser, not, opt, rest};
use nom::sequence::{preceded, terminated};
use nom::{IResult, Parser};
use nom_locate::LocatedSpan;

use super::url::{Body, Rest};
use super::{Absolute, Params, Path, Relative, Text, Url};

/// What every combinator here reads: the text still to read, with its byte
/// offset in the whole input (the spans of the tree).
pub(crate) type In<'a> = LocatedSpan<&'a str>;

/// A combinator's result. The error carries nothing: on a valid input a
/// failure only means "not this reading", and the caller tries the next.
type Res<'a, T> = IResult<In<'a>, T, ()>;

/// The tree of `input`, a valid `URL`; `None` only if a combinator failed
/// where the grammar says it cannot.
pub(crate) fn url(input: &str) -> Option<Url<'_>> {
    let whole = LocatedSpan::new(input);
    let (_, (body, fragment)) = all_consuming((
        map_parser(take_till(|c| c == '#'), all_consuming(body)),
        opt(preceded(char('#'), rest)),
    ))
    .parse(whole)
    .ok()?;
    Some(Url {
        text: Text::of(whole),
        body,
        fragment: fragment.map(Text::of),
    })
}

/// ```abnf
/// URL = ( absoluteURL | relativeURL ) [ "#" fragment ]
/// ```
/// What stands before the first `#` (no URL character is `#`). A text that
/// starts with `scheme ":"` is an `absoluteURL`, as section 2.4.2 parses
/// it, though `a:b` is also a `rel_path`: so [`absolute_url`] is tried
/// first.
fn body(i: In<'_>) -> Res<'_, Body<'_>> {
    alt((
        map(absolute_url, Body::Absolute),
        map(relative_url, Body::Relative),
    ))
    .parse(i)
}

/// ```abnf
/// absoluteURL = generic-RL | ( scheme ":" *( uchar | reserved ) )
/// generic-RL  = scheme ":" relativeURL
/// scheme      = 1*( alpha | digit | "+" | "-" | "." )
/// ```
/// A `generic-RL` when the text after the `:` is a `relativeURL`; opaque
/// otherwise (`x:////`, `http://a//b`).
fn absolute_url(i: In<'_>) -> Res<'_, Absolute<'_>> {
    let scheme_char = |c: char| c.is_ascii_alphanumeric() || matches!(c, '+' | '-' | '.');
    let (i, (taken, (scheme, rest))) = consumed((
        terminated(take_while1(scheme_char), char(':')),
        alt((
            map(all_consuming(relative_url), Rest::Generic),
            map(rest, |r| Rest::Opaque(Text::of(r))),
        )),
    ))
    .parse(i)?;
    Ok((
        i,
        Absolute {
            text: Text::of(taken),
            scheme: Text::of(scheme),
            rest,
        },
    ))
}

/// ```abnf
/// relativeURL = net_path | abs_path | rel_path
/// net_path    = "//" net_loc [ abs_path ]
/// abs_path    = "/"  rel_path
/// rel_path    = [ path ] [ ";" params ] [ "?" query ]
/// path        = fsegment *( "/" segment )
/// ```
/// Read as section 2.4 parses it: a `net_loc` after `//` up to the next
/// `/`, the path up to the first `;` or `?`, the params up to the first
/// `?`, and the query. `net_loc` holds no `/`, `path` no `;` or `?`,
/// `params` no `?`, so that reading is the only one. One thing is no
/// `relativeURL` among texts of its characters: a path that starts with
/// `//` after the `net_loc` (an `abs_path`'s `rel_path` starts with an
/// `fsegment`, never empty), and that is where this combinator fails.
fn relative_url(i: In<'_>) -> Res<'_, Relative<'_>> {
    let (i, (taken, (net_loc, _, path, params, query))) = consumed((
        opt(preceded(tag("//"), take_till(|c| c == '/'))),
        not(tag("//")),
        opt(take_till1(|c| c == ';' || c == '?')),
        opt(preceded(char(';'), take_till(|c| c == '?'))),
        opt(preceded(char('?'), rest)),
    ))
    .parse(i)?;
    Ok((
        i,
        Relative {
            text: Text::of(taken),
            net_loc: net_loc.map(Text::of),
            path: path.map(|p| Path::new(Text::of(p))),
            params: params.map(|p| Params::new(Text::of(p))),
            query: query.map(Text::of),
        },
    ))
}
