//! Sections 3.4 and 3.5: the query and the fragment.

use nom::IResult;

use super::{Input, PError, chars, scan, text, with_rule};
use crate::ast::{Fragment, Query};
use crate::error::expected;
use crate::rule::Rule;

/// ```abnf
/// query = *( pchar / "/" / "?" )
/// ```
/// Section 3.4, without the `?` that introduces it.
pub fn query(input: Input<'_>) -> IResult<Input<'_>, Query<'_>, PError> {
    with_rule(input, Rule::Query, |i| {
        let (rest, taken) = scan(i, chars::QUERY, expected!(QueryChar), &[]);
        Ok((rest, Query(text(&taken))))
    })
}

/// ```abnf
/// fragment = *( pchar / "/" / "?" )
/// ```
/// Section 3.5, without the `#` that introduces it.
pub fn fragment(input: Input<'_>) -> IResult<Input<'_>, Fragment<'_>, PError> {
    with_rule(input, Rule::Fragment, |i| {
        let (rest, taken) = scan(i, chars::QUERY, expected!(QueryChar), &[]);
        Ok((rest, Fragment(text(&taken))))
    })
}
