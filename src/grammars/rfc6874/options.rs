//! Options of the parse: which extension of RFC 3986's grammar it reads.

use crate::rule::Rule;

/// What the typed entry points (`UriRef::parse_with` and its siblings) and
/// [`Rule::parse_with`] accept beyond RFC 3986.
///
/// Today the one option is RFC 6874's zone IDs (`http://[fe80::1%25eth0]/`),
/// off by default as RFC 3986 has none. An option of RFC 3986's parse rather
/// than a grammar of its own, because RFC 6874 changes one rule of RFC 3986
/// (`IP-literal`) and adds two: every other rule, its fast path and its
/// typed tree stay RFC 3986's, and a struct of options can take a further
/// extension of the same grammar without a value for every combination.
///
/// ```
/// use urigram::{ParseOptions, UriRef};
/// let text = "http://[fe80::a%25en1]/";
/// assert!(UriRef::parse(text).is_err());
/// assert!(UriRef::parse_with(text, ParseOptions::RFC6874).is_ok());
/// assert_eq!(ParseOptions::default(), ParseOptions::RFC3986);
/// assert_eq!(ParseOptions::default().with_zone_ids(true), ParseOptions::RFC6874);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct ParseOptions {
    /// Whether an IPv6 literal may hold a zone ID:
    /// `IP-literal = "[" ( IPv6address / IPv6addrz / IPvFuture  ) "]"`
    /// (RFC 6874 section 2).
    pub zone_ids: bool,
}

impl ParseOptions {
    /// RFC 3986 as it stands: the default.
    pub const RFC3986: ParseOptions = ParseOptions { zone_ids: false };

    /// RFC 3986 with RFC 6874's zone IDs.
    pub const RFC6874: ParseOptions = ParseOptions { zone_ids: true };

    /// These options with zone IDs on or off.
    #[must_use]
    pub const fn with_zone_ids(self, on: bool) -> ParseOptions {
        ParseOptions { zone_ids: on }
    }

    /// The rules of the grammar these options read: [`Rule::RFC6874`] with
    /// zone IDs, [`Rule::ALL`] without.
    #[must_use]
    pub fn rules(self) -> &'static [Rule] {
        if self.zone_ids {
            Rule::RFC6874
        } else {
            Rule::ALL
        }
    }

    /// The rule of that ABNF name in the grammar these options read, matched
    /// case-insensitively as ABNF rule names are.
    ///
    /// ```
    /// use urigram::{ParseOptions, Rule};
    /// assert_eq!(ParseOptions::RFC6874.rule("ZoneID"), Some(Rule::ZoneId));
    /// assert_eq!(ParseOptions::RFC3986.rule("ZoneID"), None);
    /// ```
    #[must_use]
    pub fn rule(self, name: &str) -> Option<Rule> {
        self.rules()
            .iter()
            .copied()
            .find(|r| r.abnf_name().eq_ignore_ascii_case(name))
    }
}
