//! Sections 3 and 4: URI, hier-part, URI-reference, relative-ref,
//! relative-part and absolute-URI.

use nom::IResult;

use super::{
    Input, PError, authority, between, chars, fragment, note, path_abempty, path_absolute,
    path_empty, path_noscheme, path_rootless, peek, query, scheme, split, with_rule,
};
use crate::ast::{
    AbsoluteUri, Authority, Fragment, Offsets, Path, Query, RelativeRef, Uri, UriRef,
};
use crate::error::{Expected, expected};
use crate::rule::Rule;

/// An optional authority and the path after it: what `hier-part` and
/// `relative-part` match.
pub type Hier<'a> = (Option<Authority<'a>>, Path<'a>);

/// `"//" authority path-abempty`, if the input begins with `//`.
fn authority_and_path(i: Input<'_>) -> Option<IResult<Input<'_>, Hier<'_>, PError>> {
    if !i.fragment().starts_with("//") {
        // After a single '/', a second one could still have begun an
        // authority.
        if peek(&i) == Some(b'/') {
            note(&split(i, 1).0, expected!(Slash), None, &[]);
        }
        return None;
    }
    let (after, _) = split(i, 2);
    Some(authority(after).and_then(|(rest, a)| {
        let (rest, p) = path_abempty(rest)?;
        Ok((rest, (Some(a), p)))
    }))
}

/// ```abnf
/// hier-part = "//" authority path-abempty
///           / path-absolute
///           / path-rootless
///           / path-empty
/// ```
/// Section 3. The first bytes decide: `//` can only begin the first
/// alternative (a `path-absolute` never has an empty first segment), a single
/// `/` the second, a `pchar` the third, anything else leaves the empty path.
pub fn hier_part(input: Input<'_>) -> IResult<Input<'_>, Hier<'_>, PError> {
    with_rule(input, Rule::HierPart, |i| {
        if let Some(r) = authority_and_path(i) {
            return r;
        }
        let (rest, p) = match peek(&i) {
            Some(b'/') => path_absolute(i)?,
            Some(b) if b == b'%' || chars::is(b, chars::PCHAR) => path_rootless(i)?,
            _ => {
                note(&i, expected!(Pchar, Slash), None, &[]);
                path_empty(i)?
            }
        };
        Ok((rest, (None, p)))
    })
}

/// ```abnf
/// relative-part = "//" authority path-abempty
///               / path-absolute
///               / path-noscheme
///               / path-empty
/// ```
/// Section 4.2. Decided by the first bytes, as [`hier_part`] is.
pub fn relative_part(input: Input<'_>) -> IResult<Input<'_>, Hier<'_>, PError> {
    with_rule(input, Rule::RelativePart, |i| {
        if let Some(r) = authority_and_path(i) {
            return r;
        }
        let (rest, p) = match peek(&i) {
            Some(b'/') => path_absolute(i)?,
            Some(b) if b == b'%' || chars::is(b, chars::PCHAR_NC) => path_noscheme(i)?,
            _ => {
                let colon = peek(&i) == Some(b':');
                let kind = colon.then_some(crate::error::Kind::ColonInFirstSegment);
                note(&i, expected!(PcharNoColon, Slash), kind, &[]);
                path_empty(i)?
            }
        };
        Ok((rest, (None, p)))
    })
}

/// The offsets of a reference that starts at `start` (an absolute offset):
/// its scheme ends at `scheme_end`, its query at `query_end` (both relative).
#[inline]
fn parts(start: usize, scheme_end: usize, hier: Hier<'_>, query_end: usize) -> Offsets {
    let (authority, path) = hier;
    let span = path.span();
    Offsets {
        scheme_end,
        authority: authority.map(|a| a.parts.shifted(a.base - start)),
        path_start: span.start - start,
        path_end: span.end - start,
        kind: path.kind(),
        query_end,
    }
}

/// `[ "?" query ]`, noting that a `?` could have come.
fn opt_query(i: Input<'_>) -> IResult<Input<'_>, Option<Query<'_>>, PError> {
    if peek(&i) == Some(b'?') {
        let (rest, q) = query(split(i, 1).0)?;
        return Ok((rest, Some(q)));
    }
    note(&i, Expected::Question.into(), None, &[]);
    Ok((i, None))
}

/// `[ "#" fragment ]`, noting that a `#` could have come.
fn opt_fragment(i: Input<'_>) -> IResult<Input<'_>, Option<Fragment<'_>>, PError> {
    if peek(&i) == Some(b'#') {
        let (rest, f) = fragment(split(i, 1).0)?;
        return Ok((rest, Some(f)));
    }
    note(&i, Expected::Hash.into(), None, &[]);
    Ok((i, None))
}

/// ```abnf
/// URI = scheme ":" hier-part [ "?" query ] [ "#" fragment ]
/// ```
/// Section 3.
pub fn uri(input: Input<'_>) -> IResult<Input<'_>, Uri<'_>, PError> {
    with_rule(input, Rule::Uri, |i| {
        let start = i.location_offset();
        let (rest, s) = scheme(i)?;
        let (rest, _) = super::expect_byte(rest, b':', Expected::Colon)?;
        let (rest, hier) = hier_part(rest)?;
        let (rest, _) = opt_query(rest)?;
        let query_end = rest.location_offset() - start;
        let (rest, _) = opt_fragment(rest)?;
        Ok((
            rest,
            Uri {
                text: between(i, rest).fragment(),
                start,
                parts: parts(start, s.as_str().len(), hier, query_end),
            },
        ))
    })
}

/// ```abnf
/// absolute-URI = scheme ":" hier-part [ "?" query ]
/// ```
/// Section 4.3.
pub fn absolute_uri(input: Input<'_>) -> IResult<Input<'_>, AbsoluteUri<'_>, PError> {
    with_rule(input, Rule::AbsoluteUri, |i| {
        let start = i.location_offset();
        let (rest, s) = scheme(i)?;
        let (rest, _) = super::expect_byte(rest, b':', Expected::Colon)?;
        let (rest, hier) = hier_part(rest)?;
        let (rest, _) = opt_query(rest)?;
        let query_end = rest.location_offset() - start;
        Ok((
            rest,
            AbsoluteUri {
                text: between(i, rest).fragment(),
                start,
                parts: parts(start, s.as_str().len(), hier, query_end),
            },
        ))
    })
}

/// ```abnf
/// relative-ref = relative-part [ "?" query ] [ "#" fragment ]
/// ```
/// Section 4.2.
pub fn relative_ref(input: Input<'_>) -> IResult<Input<'_>, RelativeRef<'_>, PError> {
    with_rule(input, Rule::RelativeRef, |i| {
        let start = i.location_offset();
        let (rest, hier) = relative_part(i)?;
        let (rest, _) = opt_query(rest)?;
        let query_end = rest.location_offset() - start;
        let (rest, _) = opt_fragment(rest)?;
        Ok((
            rest,
            RelativeRef {
                text: between(i, rest).fragment(),
                start,
                parts: parts(start, 0, hier, query_end),
            },
        ))
    })
}

/// ```abnf
/// URI-reference = URI / relative-ref
/// ```
/// Section 4.1. Tried in this order, as section 4.1 reads it. When `URI`
/// matches a prefix, `relative-ref` cannot do better: a scheme is followed by
/// `:`, which `path-noscheme` refuses in its first segment, so the relative
/// reading dies at that colon. When `URI` fails, `relative-ref` is tried; in a
/// diagnostic run both readings record where they died and the further wins.
pub fn uri_reference(input: Input<'_>) -> IResult<Input<'_>, UriRef<'_>, PError> {
    with_rule(input, Rule::UriReference, |i| match uri(i) {
        Ok((rest, u)) => {
            if i.extra == super::Mode::Diagnose {
                let _ = relative_ref(i);
            }
            Ok((rest, UriRef::Uri(u)))
        }
        Err(nom::Err::Error(e1)) => match relative_ref(i) {
            Ok((rest, r)) => Ok((rest, UriRef::Relative(r))),
            Err(nom::Err::Error(e2)) => Err(nom::Err::Error(nom::error::ParseError::or(e1, e2))),
            Err(e) => Err(e),
        },
        Err(e) => Err(e),
    })
}
