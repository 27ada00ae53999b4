//! Section 3.1: the scheme.

use nom::IResult;

use super::{Input, PError, chars, fail, scan_pct_free, split, with_rule};
use crate::ast::{Scheme, Text};
use crate::error::expected;
use crate::rule::Rule;

/// ```abnf
/// scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )
/// ```
/// Section 3.1. The repetition is greedy and nothing in the class can end a
/// scheme, so the greedy match is the only one the ABNF allows before a `:`.
///
/// ```
/// use urigram::rules::{input, scheme};
/// let (rest, s) = scheme(input("svn+ssh://h")).unwrap();
/// assert_eq!(s.as_str(), "svn+ssh");
/// assert_eq!(*rest.fragment(), "://h");
/// ```
pub fn scheme(input: Input<'_>) -> IResult<Input<'_>, Scheme<'_>, PError> {
    with_rule(input, Rule::Scheme, |i| {
        let bytes = i.fragment().as_bytes();
        if !bytes.first().is_some_and(|&b| chars::is(b, chars::ALPHA)) {
            return fail(i, expected!(Alpha), None, &[Rule::Alpha]);
        }
        let n = 1 + scan_pct_free(&i, 1, chars::SCHEME, expected!(SchemeChar), &[]);
        let (rest, taken) = split(i, n);
        Ok((
            rest,
            Scheme(Text::new(taken.fragment(), taken.location_offset())),
        ))
    })
}
