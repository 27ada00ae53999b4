//! Section 3.3: the path rules, their segments and `pchar`.
//!
//! Every path rule is a first segment followed by `*( "/" segment )`, and a
//! `segment` is `*pchar`, so after the first segment a path is simply a run of
//! `pchar` and `/`. The combinators scan that run in one pass (the class
//! [`chars::PATH`]) instead of alternating `"/"` and `segment`; the segments
//! are recovered by [`crate::Path::segments`]. The first segment is what tells
//! the five rules apart, and each combinator checks it as its ABNF says.

use nom::IResult;

use super::{Input, PError, chars, fail, note, peek, scan, split, text, with_rule};
use crate::ast::{Path, PathKind, Text};
use crate::error::{Kind, expected};
use crate::rule::Rule;

/// Scans the `*( "/" segment )` tail of a path from `i`.
fn tail(i: Input<'_>) -> (Input<'_>, Input<'_>) {
    scan(
        i,
        chars::PATH,
        expected!(Pchar, Slash),
        &[Rule::Segment, Rule::Pchar],
    )
}

/// Builds the path that runs from `start` to `rest`.
fn path_to<'a>(
    kind: PathKind,
    start: Input<'a>,
    rest: Input<'a>,
) -> IResult<Input<'a>, Path<'a>, PError> {
    Ok((rest, Path::new(kind, text(&super::between(start, rest)))))
}

/// ```abnf
/// pchar = unreserved / pct-encoded / sub-delims / ":" / "@"
/// ```
/// Section 3.3: one path character, or one percent-encoded octet.
pub fn pchar(input: Input<'_>) -> IResult<Input<'_>, Text<'_>, PError> {
    with_rule(input, Rule::Pchar, |i| match peek(&i) {
        Some(b) if chars::is(b, chars::PCHAR) => {
            let (rest, taken) = split(i, 1);
            Ok((rest, text(&taken)))
        }
        Some(b'%') => {
            let (rest, taken) = super::pct_encoded(i)?;
            Ok((rest, text(&taken)))
        }
        _ => fail(i, expected!(Pchar), None, &[]),
    })
}

/// ```abnf
/// segment = *pchar
/// ```
/// Section 3.3. May be empty.
pub fn segment(input: Input<'_>) -> IResult<Input<'_>, Text<'_>, PError> {
    with_rule(input, Rule::Segment, |i| {
        let (rest, taken) = scan(i, chars::PCHAR, expected!(Pchar), &[Rule::Pchar]);
        Ok((rest, text(&taken)))
    })
}

/// ```abnf
/// segment-nz = 1*pchar
/// ```
/// Section 3.3: a non-empty segment.
pub fn segment_nz(input: Input<'_>) -> IResult<Input<'_>, Text<'_>, PError> {
    with_rule(input, Rule::SegmentNz, |i| {
        let (rest, taken) = scan(i, chars::PCHAR, expected!(Pchar), &[Rule::Pchar]);
        if taken.fragment().is_empty() {
            return fail(i, expected!(Pchar), None, &[Rule::Pchar]);
        }
        Ok((rest, text(&taken)))
    })
}

/// ```abnf
/// segment-nz-nc = 1*( unreserved / pct-encoded / sub-delims / "@" )
///               ; non-zero-length segment without any colon ":"
/// ```
/// Section 3.3. A `:` where this segment stops is reported with
/// [`Kind::ColonInFirstSegment`], since this is the first segment of a
/// relative path, where a colon would be read as a scheme delimiter.
pub fn segment_nz_nc(input: Input<'_>) -> IResult<Input<'_>, Text<'_>, PError> {
    with_rule(input, Rule::SegmentNzNc, |i| {
        let (rest, taken) = scan(i, chars::PCHAR_NC, expected!(PcharNoColon), &[]);
        if peek(&rest) == Some(b':') {
            note(
                &rest,
                expected!(PcharNoColon),
                Some(Kind::ColonInFirstSegment),
                &[],
            );
        }
        if taken.fragment().is_empty() {
            return fail(i, expected!(PcharNoColon), None, &[]);
        }
        Ok((rest, text(&taken)))
    })
}

/// ```abnf
/// path-abempty = *( "/" segment )
/// ```
/// Section 3.3: the path after an authority, empty or beginning with `/`.
pub fn path_abempty(input: Input<'_>) -> IResult<Input<'_>, Path<'_>, PError> {
    with_rule(input, Rule::PathAbempty, |i| {
        if peek(&i) != Some(b'/') {
            note(&i, expected!(Slash), None, &[]);
            return path_to(PathKind::AbEmpty, i, i);
        }
        let (rest, _) = tail(i);
        path_to(PathKind::AbEmpty, i, rest)
    })
}

/// ```abnf
/// path-absolute = "/" [ segment-nz *( "/" segment ) ]
/// ```
/// Section 3.3: begins with `/` but not `//`. After the first `/`, either the
/// path ends or a non-empty segment follows; a second `/` right away ends the
/// match after one byte (and whatever follows must then fit the caller).
pub fn path_absolute(input: Input<'_>) -> IResult<Input<'_>, Path<'_>, PError> {
    with_rule(input, Rule::PathAbsolute, |i| {
        let (after, _) = super::expect_byte(i, b'/', crate::error::Expected::Slash)?;
        let (rest, first) = scan(
            after,
            chars::PCHAR,
            expected!(Pchar),
            &[Rule::SegmentNz, Rule::Pchar],
        );
        if first.fragment().is_empty() {
            return path_to(PathKind::Absolute, i, rest);
        }
        let (rest, _) = tail(rest);
        path_to(PathKind::Absolute, i, rest)
    })
}

/// ```abnf
/// path-noscheme = segment-nz-nc *( "/" segment )
/// ```
/// Section 3.3: a relative path whose first segment has no `:`.
pub fn path_noscheme(input: Input<'_>) -> IResult<Input<'_>, Path<'_>, PError> {
    with_rule(input, Rule::PathNoscheme, |i| {
        let (rest, _) = segment_nz_nc(i)?;
        if peek(&rest) != Some(b'/') {
            note(&rest, expected!(Slash), None, &[]);
            return path_to(PathKind::NoScheme, i, rest);
        }
        let (rest, _) = tail(rest);
        path_to(PathKind::NoScheme, i, rest)
    })
}

/// ```abnf
/// path-rootless = segment-nz *( "/" segment )
/// ```
/// Section 3.3: a URI's path that does not begin with `/`.
pub fn path_rootless(input: Input<'_>) -> IResult<Input<'_>, Path<'_>, PError> {
    with_rule(input, Rule::PathRootless, |i| {
        let (rest, _) = segment_nz(i)?;
        let (rest, _) = tail(rest);
        path_to(PathKind::Rootless, i, rest)
    })
}

/// ```abnf
/// path-empty = 0<pchar>
/// ```
/// Section 3.3: zero characters. Always matches, consuming nothing.
pub fn path_empty(input: Input<'_>) -> IResult<Input<'_>, Path<'_>, PError> {
    with_rule(input, Rule::PathEmpty, |i| path_to(PathKind::Empty, i, i))
}

/// ```abnf
/// path = path-abempty    ; begins with "/" or is empty
///      / path-absolute   ; begins with "/" but not "//"
///      / path-noscheme   ; begins with a non-colon segment
///      / path-rootless   ; begins with a segment
///      / path-empty      ; zero characters
/// ```
/// Section 3.3. Together the five accept any run of `pchar` and `/`, so this
/// scans that run and then names the most specific rule the text matches:
/// empty is path-empty, `//` is path-abempty (the only one that allows it),
/// `/` is path-absolute, a first segment without `:` is path-noscheme and
/// anything else path-rootless. The ABNF's alternatives overlap; this picks
/// the narrowest so that the kind says the most about the path.
///
/// ```
/// use urigram::{PathKind, rules::{input, path}};
/// let kind = |s| path(input(s)).unwrap().1.kind();
/// assert_eq!(kind(""), PathKind::Empty);
/// assert_eq!(kind("//a"), PathKind::AbEmpty);
/// assert_eq!(kind("/a"), PathKind::Absolute);
/// assert_eq!(kind("a/b:c"), PathKind::NoScheme);
/// assert_eq!(kind("a:b"), PathKind::Rootless);
/// ```
pub fn path(input: Input<'_>) -> IResult<Input<'_>, Path<'_>, PError> {
    with_rule(input, Rule::Path, |i| {
        let (rest, taken) = tail(i);
        let t = *taken.fragment();
        let kind = if t.is_empty() {
            PathKind::Empty
        } else if t.starts_with("//") {
            PathKind::AbEmpty
        } else if t.starts_with('/') {
            PathKind::Absolute
        } else if !t.split('/').next().unwrap_or("").contains(':') {
            PathKind::NoScheme
        } else {
            PathKind::Rootless
        };
        path_to(kind, i, rest)
    })
}
