//! Verdicts without trees: whether an input matches a rule of the RFC 3986
//! layer, by RFC 3986's fast path where it stands for the rule, for callers
//! that want only yes or no (`urigram check -q --grammar rfc6874` or
//! `rfc9112`, a filter over a log).
//!
//! The combinators build a tree and, on failure, run again to locate the
//! error; a verdict needs neither. The fast path decides `URI-reference`
//! with RFC 6874's zone IDs as it does RFC 3986's (the zone ID is read
//! inside its `IP-literal`), and RFC 9112's request-target forms by their
//! first byte and RFC 3986's rules ([`crate::grammars::rfc9112::fast`]). Any
//! other rule is parsed. The differential tests hold every rule's verdict
//! to its combinators' on the catalogs, the corpora, hostile shapes and
//! generated strings.

use crate::grammars::rfc3986::rules::fast;
use crate::grammars::rfc9112::fast as target;
use crate::options::ParseOptions;
use crate::rule::Rule;

impl Rule {
    /// Whether the whole of `input` matches this rule in the grammar that
    /// `options` read: the verdict of [`Rule::parse_with`], without its
    /// tree or its error. `URI-reference`, `absolute-URI`, `authority`,
    /// `query`, `fragment` and RFC 9112's request-target rules are decided
    /// in one pass of RFC 3986's fast path; the others are parsed.
    ///
    /// ```
    /// use urigram::{ParseOptions, Rule};
    /// let zone = "http://[fe80::1%25eth0]/";
    /// assert!(!Rule::UriReference.is_valid_with(zone, ParseOptions::RFC3986));
    /// assert!(Rule::UriReference.is_valid_with(zone, ParseOptions::RFC6874));
    /// assert!(Rule::RequestTarget.is_valid_with("example.com:443", ParseOptions::RFC3986));
    /// assert!(!Rule::RequestTarget.is_valid_with("/a#b", ParseOptions::RFC3986));
    /// ```
    #[must_use]
    pub fn is_valid_with(self, input: &str, options: ParseOptions) -> bool {
        let zones = options.zone_ids;
        match self {
            Rule::UriReference if zones => fast::is_uri_reference_zones(input),
            Rule::UriReference => fast::is_uri_reference(input),
            Rule::AbsoluteUri | Rule::AbsoluteForm => fast::is_absolute_uri(input, zones),
            Rule::Authority => fast::whole_authority(input, zones).is_some(),
            Rule::Query | Rule::Fragment => fast::is_query(input),
            Rule::RequestTarget => target::is_request_target(input, zones),
            Rule::OriginForm => target::is_origin_form(input),
            Rule::AuthorityForm => target::is_authority_form(input, zones),
            Rule::AsteriskForm => target::is_asterisk_form(input),
            _ => self.parse_with(input, options).is_ok(),
        }
    }

    /// [`Rule::is_valid_with`] on raw bytes: bytes that are not UTF-8 match
    /// no rule (every rule is ASCII), as [`Rule::parse_bytes_with`] says.
    ///
    /// ```
    /// use urigram::{ParseOptions, Rule};
    /// assert!(Rule::RequestTarget.is_valid_bytes_with(b"*", ParseOptions::RFC3986));
    /// assert!(!Rule::RequestTarget.is_valid_bytes_with(b"/\xff", ParseOptions::RFC3986));
    /// ```
    #[must_use]
    pub fn is_valid_bytes_with(self, input: &[u8], options: ParseOptions) -> bool {
        std::str::from_utf8(input).is_ok_and(|s| self.is_valid_with(s, options))
    }
}
