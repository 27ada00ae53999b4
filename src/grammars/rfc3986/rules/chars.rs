//! Section 2: the rules built from RFC 3986's character classes (`ALPHA`,
//! `pct-encoded`, `unreserved`, ...), and the classes themselves, whose
//! tables stand in `grammars/rfc3986/classes.rs` (re-exported here,
//! where they have always been named) so that percent-encoding and the
//! typed tree read them without standing on the combinators.

use nom::IResult;

pub use crate::grammars::rfc3986::classes::*;

use super::{Input, PError, expect_byte, one_byte_of};
use crate::error::Expected;
use crate::rule::Rule;

/// ```abnf
/// ALPHA = %x41-5A / %x61-7A ; A-Z / a-z
/// ```
/// RFC 5234 appendix B.1.
#[cfg_attr(urigram_web, optimize(speed))]
pub fn alpha(input: Input<'_>) -> IResult<Input<'_>, char, PError> {
    one_byte_of(input, ALPHA, Expected::Alpha, Rule::Alpha)
}

/// ```abnf
/// DIGIT = %x30-39 ; 0-9
/// ```
/// RFC 5234 appendix B.1.
#[cfg_attr(urigram_web, optimize(speed))]
pub fn digit(input: Input<'_>) -> IResult<Input<'_>, char, PError> {
    one_byte_of(input, DIGIT, Expected::Digit, Rule::Digit)
}

/// ```abnf
/// HEXDIG = DIGIT / "A" / "B" / "C" / "D" / "E" / "F"
/// ```
/// RFC 5234 appendix B.1; the letters match in either case, since quoted
/// strings in ABNF are case-insensitive (RFC 5234 section 2.3).
#[cfg_attr(urigram_web, optimize(speed))]
pub fn hexdig(input: Input<'_>) -> IResult<Input<'_>, char, PError> {
    one_byte_of(input, HEXDIG, Expected::Hexdig, Rule::Hexdig)
}

/// ```abnf
/// pct-encoded = "%" HEXDIG HEXDIG
/// ```
/// Section 2.1. Returns the three bytes as they stand; decoding is the job of
/// [`crate::pct`].
#[cfg_attr(urigram_web, optimize(speed))]
pub fn pct_encoded(input: Input<'_>) -> IResult<Input<'_>, Input<'_>, PError> {
    super::with_rule(input, Rule::PctEncoded, |i| {
        let (i1, _) = expect_byte(i, b'%', Expected::Percent)?;
        let (i2, _) = hexdig(i1)?;
        let (i3, _) = hexdig(i2)?;
        Ok((i3, super::between(i, i3)))
    })
}

/// ```abnf
/// unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~"
/// ```
/// Section 2.3.
#[cfg_attr(urigram_web, optimize(speed))]
pub fn unreserved(input: Input<'_>) -> IResult<Input<'_>, char, PError> {
    one_byte_of(input, UNRESERVED, Expected::Unreserved, Rule::Unreserved)
}

/// ```abnf
/// reserved = gen-delims / sub-delims
/// ```
/// Section 2.2.
#[cfg_attr(urigram_web, optimize(speed))]
pub fn reserved(input: Input<'_>) -> IResult<Input<'_>, char, PError> {
    one_byte_of(input, RESERVED, Expected::Reserved, Rule::Reserved)
}

/// ```abnf
/// gen-delims = ":" / "/" / "?" / "#" / "[" / "]" / "@"
/// ```
/// Section 2.2.
#[cfg_attr(urigram_web, optimize(speed))]
pub fn gen_delims(input: Input<'_>) -> IResult<Input<'_>, char, PError> {
    one_byte_of(input, GEN_DELIMS, Expected::GenDelims, Rule::GenDelims)
}

/// ```abnf
/// sub-delims = "!" / "$" / "&" / "'" / "(" / ")"
///            / "*" / "+" / "," / ";" / "="
/// ```
/// Section 2.2.
#[cfg_attr(urigram_web, optimize(speed))]
pub fn sub_delims(input: Input<'_>) -> IResult<Input<'_>, char, PError> {
    one_byte_of(input, SUB_DELIMS, Expected::SubDelims, Rule::SubDelims)
}
