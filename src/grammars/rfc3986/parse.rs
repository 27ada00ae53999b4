//! The typed entry points: `UriRef::parse` and its siblings, each matching a
//! whole string against its rule.

use nom::IResult;

use super::zone_switch;
use crate::ast::{AbsoluteUri, RelativeRef, Uri, UriRef};
use crate::error::ParseError;
use crate::grammars::rfc3986::rules::fast::{self, Scanned};
use crate::grammars::rfc3986::rules::{self, Input, PError};
use crate::rule::Rule;

/// Declares `parse`, `parse_bytes` and `TryFrom<&str>` for a reference type.
macro_rules! entry_point {
    ($ty:ident, $rule:ident, $combinator:path, $abnf:literal, $from_scanned:expr) => {
        impl<'a> $ty<'a> {
            #[doc = concat!("Parses the whole of `input` as `", $abnf, "`.")]
            ///
            /// Allocates nothing when the input is valid.
            ///
            /// # Errors
            /// A [`ParseError`] at the first byte where `input` stops being a
            /// prefix of any valid string.
            #[cfg_attr(urigram_web, optimize(speed))]
            pub fn parse(input: &'a str) -> Result<Self, ParseError> {
                // The single pass finds a valid input's tree; only when it
                // says no do the combinators run, in the diagnostic mode
                // straight away, to say where and why (the single pass and
                // the combinators agree on validity: the oracle agreement
                // tests check it).
                match fast_path(input, $from_scanned) {
                    Some(v) => Ok(v),
                    // RFC 3986's grammar, even inside `rules::with_zone_ids`.
                    None => zone_switch::with_zone_ids(false, || {
                        diagnosed(input, Rule::$rule, $combinator)
                    }),
                }
            }

            /// The value the single pass found, as this type, if it is one.
            #[inline]
            #[cfg_attr(urigram_web, optimize(speed))]
            pub(crate) fn from_scanned(input: &'a str, found: Scanned) -> Option<Self> {
                ($from_scanned)(input, found)
            }

            #[doc = concat!("Parses raw bytes as `", $abnf, "`; bytes that are not UTF-8 are an error at the first bad byte.")]
            ///
            /// # Errors
            /// As `parse`.
            #[cfg_attr(urigram_web, optimize(speed))]
            pub fn parse_bytes(input: &'a [u8]) -> Result<Self, ParseError> {
                match std::str::from_utf8(input) {
                    Ok(s) => Self::parse(s),
                    Err(_) => match Rule::$rule.parse_bytes(input) {
                        Err(e) => Err(e),
                        Ok(_) => unreachable!("invalid UTF-8 never parses"),
                    },
                }
            }
        }

        impl<'a> TryFrom<&'a str> for $ty<'a> {
            type Error = ParseError;

            #[cfg_attr(urigram_web, optimize(speed))]
            fn try_from(input: &'a str) -> Result<Self, ParseError> {
                Self::parse(input)
            }
        }
    };
}

/// The value of the single pass over `input`, if it finds a reference that
/// `from` turns into the type wanted.
#[inline(always)]
#[cfg_attr(urigram_web, optimize(speed))]
fn fast_path<'a, T>(input: &'a str, from: impl FnOnce(&'a str, Scanned) -> Option<T>) -> Option<T> {
    from(input, fast::uri_reference(input)?)
}

/// The URI that [`fast::uri_reference`] found in `text`, if it found one.
#[inline]
#[cfg_attr(urigram_web, optimize(speed))]
fn uri(text: &str, f: Scanned) -> Option<Uri<'_>> {
    f.is_uri.then_some(Uri {
        text,
        start: 0,
        parts: f.parts,
    })
}

/// The relative reference that [`fast::uri_reference`] found in `text`, if
/// it found one.
#[inline]
#[cfg_attr(urigram_web, optimize(speed))]
fn relative(text: &str, f: Scanned) -> Option<RelativeRef<'_>> {
    (!f.is_uri).then_some(RelativeRef {
        text,
        start: 0,
        parts: f.parts,
    })
}

entry_point!(
    UriRef,
    UriReference,
    rules::uri_reference,
    "URI-reference",
    |s, f| Some(match uri(s, f) {
        Some(u) => UriRef::Uri(u),
        None => UriRef::Relative(relative(s, f)?),
    })
);
entry_point!(Uri, Uri, rules::uri, "URI", uri);
entry_point!(
    RelativeRef,
    RelativeRef,
    rules::relative_ref,
    "relative-ref",
    relative
);
// absolute-URI is a URI without a fragment: its query (or path) runs to the end.
entry_point!(
    AbsoluteUri,
    AbsoluteUri,
    rules::absolute_uri,
    "absolute-URI",
    |s, f| {
        let u = uri(s, f)?;
        (u.parts.query_end == s.len()).then_some(AbsoluteUri {
            text: s,
            start: 0,
            parts: u.parts,
        })
    }
);

/// Parses a URI-reference: the same as [`UriRef::parse`].
///
/// # Errors
/// A [`ParseError`] at the first byte where `input` stops being a prefix of any
/// URI-reference.
///
/// ```
/// let r = urigram::parse("http://[::1]:8080/a?b#c").unwrap();
/// assert_eq!(r.authority().unwrap().port().unwrap().as_u16(), Some(8080));
/// ```
#[cfg_attr(urigram_web, optimize(speed))]
pub fn parse(input: &str) -> Result<UriRef<'_>, ParseError> {
    UriRef::parse(input)
}

/// Whether `input` is a URI-reference, without building the tree.
///
/// ```
/// assert!(urigram::is_valid("../a?b"));
/// assert!(!urigram::is_valid("http://h/a b"));
/// ```
#[must_use]
#[inline]
#[cfg_attr(urigram_web, optimize(speed))]
pub fn is_valid(input: &str) -> bool {
    fast::is_uri_reference(input)
}

/// [`is_valid`] with the single pass reading its runs one table lookup a
/// byte, as it did before it classified sixteen bytes at once: the scalar
/// reference that the differential tests and the `diff_simd` fuzz target
/// hold the SIMD reading to. Not part of the API.
#[doc(hidden)]
#[must_use]
#[cfg_attr(urigram_web, optimize(speed))]
pub fn is_valid_by_bytes(input: &str) -> bool {
    fast::is_uri_reference_by_bytes(input)
}

/// [`is_valid`] as a CPU without AVX2 reads it: the single pass in blocks
/// of sixteen bytes, where [`is_valid`] on x86-64 with AVX2 classifies
/// thirty-two at once by nibble tables. The differential tests and the
/// `diff_simd` fuzz target hold both to [`is_valid_by_bytes`], so the path
/// that a machine without AVX2 takes stays tested on one that has it. Not
/// part of the API.
#[doc(hidden)]
#[must_use]
#[cfg_attr(urigram_web, optimize(speed))]
pub fn is_valid_by_blocks(input: &str) -> bool {
    fast::is_uri_reference_by_blocks(input)
}

/// [`UriRef::parse`] as a CPU without AVX2 runs it: the path, query and
/// fragment in blocks of sixteen bytes, where on x86-64 with AVX2 the
/// parse reads them thirty-two at once by nibble tables. The differential
/// tests and the `diff_simd` fuzz target hold it to [`parse_by_bytes`], as
/// they hold [`UriRef::parse`], so that the path a machine without AVX2
/// takes stays tested on one that has it. Elsewhere than x86-64 it is
/// [`UriRef::parse`]'s reading. Not part of the API.
#[doc(hidden)]
#[must_use]
pub fn parse_by_blocks(input: &str) -> Option<UriRef<'_>> {
    #[cfg(target_arch = "x86_64")]
    return UriRef::from_scanned(input, fast::uri_reference_by_blocks(input)?);
    #[cfg(not(target_arch = "x86_64"))]
    return UriRef::parse(input).ok();
}

/// The tree that [`UriRef::parse`]'s single pass finds when it reads its
/// runs one table lookup a byte (see [`is_valid_by_bytes`]), or `None` where
/// the single pass says no. Not part of the API.
#[doc(hidden)]
#[must_use]
#[cfg_attr(urigram_web, optimize(speed))]
pub fn parse_by_bytes(input: &str) -> Option<UriRef<'_>> {
    UriRef::from_scanned(input, fast::uri_reference_by_bytes(input)?)
}

/// Matches the whole of `input` with `f`: an optimistic run that records
/// nothing, and, only if it fails, a diagnostic run that finds where.
#[cfg_attr(urigram_web, optimize(speed))]
pub(crate) fn whole<'a, T>(
    input: &'a str,
    rule: Rule,
    f: impl Fn(Input<'a>) -> IResult<Input<'a>, T, PError>,
) -> Result<T, ParseError> {
    if let Ok((rest, v)) = f(rules::input(input)) {
        if rest.fragment().is_empty() {
            return Ok(v);
        }
    }
    diagnosed(input, rule, f)
}

/// Matches the whole of `input` with `f` in [`rules::Mode::Diagnose`], for an
/// input that a fast attempt said is not valid: the error, located. Should the
/// match succeed after all (it cannot, when the fast attempt is right), its
/// value is returned, so a wrong "no" costs time and never a wrong answer.
#[cfg_attr(urigram_web, optimize(speed))]
pub(crate) fn diagnosed<'a, T>(
    input: &'a str,
    rule: Rule,
    f: impl Fn(Input<'a>) -> IResult<Input<'a>, T, PError>,
) -> Result<T, ParseError> {
    // Every combinator pushes its own rule, so the top rule heads the path.
    let (value, failure) = rules::diagnose(input, |i| match f(i) {
        Ok((rest, v)) if rest.fragment().is_empty() => Some(v),
        Ok((rest, _)) => {
            rules::note(&rest, crate::error::Expected::End.into(), None, &[]);
            None
        }
        Err(_) => None,
    });
    if let Some(v) = value {
        return Ok(v);
    }
    let failure = failure.unwrap_or(rules::Failure {
        offset: input.len(),
        expected: crate::error::Expected::End.into(),
        kind: None,
        rules: rules::RuleStack::single(rule),
    });
    Err(ParseError::from_failure(input, failure, rule))
}
