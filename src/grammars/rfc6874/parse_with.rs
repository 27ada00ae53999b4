//! `UriRef::parse_with` and its siblings: RFC 3986's typed entry points in
//! the grammar that [`ParseOptions`] choose, RFC 6874's when it asks for zone
//! IDs. They live here, above RFC 3986, because turning zone IDs on is RFC
//! 6874's to do.

use super::ParseOptions;
use super::zone::with_zone_ids;
use crate::ast::{AbsoluteUri, RelativeRef, Uri, UriRef};
use crate::error::ParseError;
use crate::grammars::rfc3986::parse::diagnosed;
use crate::grammars::rfc3986::rules::{self, fast};
use crate::rule::Rule;

/// Declares `parse_with` for a reference type.
macro_rules! parse_with {
    ($ty:ident, $rule:ident, $combinator:path, $abnf:literal) => {
        impl<'a> $ty<'a> {
            #[doc = concat!("Parses the whole of `input` as `", $abnf, "` in the grammar that `options` read: with [`ParseOptions::RFC6874`], an IPv6 literal may hold a zone ID (see [`Host::zone_id`](crate::Host::zone_id)).")]
            ///
            /// Allocates nothing when the input is valid.
            ///
            /// # Errors
            /// A [`ParseError`] at the first byte where `input` stops being a
            /// prefix of any valid string of that grammar.
            pub fn parse_with(input: &'a str, options: ParseOptions) -> Result<Self, ParseError> {
                if !options.zone_ids {
                    return Self::parse(input);
                }
                match fast::uri_reference_zones(input).and_then(|f| Self::from_scanned(input, f)) {
                    Some(v) => Ok(v),
                    None => with_zone_ids(true, || {
                        diagnosed(input, Rule::$rule, $combinator)
                    }),
                }
            }
        }
    };
}

parse_with!(UriRef, UriReference, rules::uri_reference, "URI-reference");
parse_with!(Uri, Uri, rules::uri, "URI");
parse_with!(
    RelativeRef,
    RelativeRef,
    rules::relative_ref,
    "relative-ref"
);
parse_with!(
    AbsoluteUri,
    AbsoluteUri,
    rules::absolute_uri,
    "absolute-URI"
);
