//! The rules of RFC 3986 Appendix A (and the two RFC 6874 adds) as data:
//! their ABNF names and sections, and matching a whole input against any one
//! of them by name.

use std::fmt;
use std::net::{Ipv4Addr, Ipv6Addr};

use nom::IResult;

use crate::ast::{
    AbsoluteUri, Authority, Fragment, Host, Path, Port, Query, RelativeRef, Scheme, Text, Uri,
    UriRef, Userinfo, ZoneId,
};
use crate::engine::RuleInfo;
use crate::error::ParseError;
use crate::options::ParseOptions;
use crate::request_target::{self, RequestTarget};
use crate::rules::{self, Input, PError};

/// Declares `Rule` with one variant per ABNF rule: name, section.
macro_rules! rules {
    ($($(#[$doc:meta])* $variant:ident = $name:literal, $section:literal;)*) => {
        /// A rule of RFC 3986 Appendix A, one of the RFC 5234 core rules it
        /// uses, or one of the two rules RFC 6874 adds (`ZoneID`,
        /// `IPv6addrz`; see [`Rule::RFC6874`]).
        ///
        /// ```
        /// use urigram::Rule;
        /// let rule = Rule::from_abnf_name("IPv6address").unwrap();
        /// assert_eq!(rule.section(), "3.2.2");
        /// assert!(rule.parse("fe80::1").is_ok());
        /// assert_eq!(rule.parse("fe80::1::2").unwrap_err().offset(), 8);
        /// ```
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum Rule {
            $($(#[$doc])* $variant,)*
        }

        impl Rule {
            /// Every variant, in declaration order: RFC 3986's rules, then
            /// those RFC 6874 adds.
            const EVERY: &'static [Rule] = &[$(Rule::$variant,)*];

            /// The rule's name as the ABNF spells it, e.g. `"IP-literal"`.
            #[must_use]
            pub fn abnf_name(self) -> &'static str {
                match self { $(Rule::$variant => $name,)* }
            }

            /// The section of the RFC ([`Rule::rfc`]) that defines the rule
            /// (`"1.3"` for the core rules, which RFC 3986 section 1.3
            /// imports from RFC 5234).
            #[must_use]
            pub fn section(self) -> &'static str {
                match self { $(Rule::$variant => $section,)* }
            }

            /// The rule as every grammar describes its rules
            /// ([`crate::engine::RuleInfo`]): the ABNF name (RFC 3986 writes
            /// its names as its ABNF does), the document and the section.
            ///
            /// ```
            /// use urigram::Rule;
            /// let info = Rule::ZoneId.info();
            /// assert_eq!((info.name(), info.document(), info.section()), ("ZoneID", "RFC 6874", "2"));
            /// assert_eq!(Rule::HierPart.info().document(), "RFC 3986");
            /// ```
            #[must_use]
            pub fn info(self) -> &'static RuleInfo {
                static INFOS: &[RuleInfo] = &[
                    $(RuleInfo::new($name, $name, document(Rule::$variant), $section),)*
                ];
                &INFOS[self as usize]
            }
        }
    };
}

rules! {
    /// `URI`
    Uri = "URI", "3";
    /// `hier-part`
    HierPart = "hier-part", "3";
    /// `URI-reference`
    UriReference = "URI-reference", "4.1";
    /// `absolute-URI`
    AbsoluteUri = "absolute-URI", "4.3";
    /// `relative-ref`
    RelativeRef = "relative-ref", "4.2";
    /// `relative-part`
    RelativePart = "relative-part", "4.2";
    /// `scheme`
    Scheme = "scheme", "3.1";
    /// `authority`
    Authority = "authority", "3.2";
    /// `userinfo`
    Userinfo = "userinfo", "3.2.1";
    /// `host`
    Host = "host", "3.2.2";
    /// `port`
    Port = "port", "3.2.3";
    /// `IP-literal`
    IpLiteral = "IP-literal", "3.2.2";
    /// `IPvFuture`
    IpvFuture = "IPvFuture", "3.2.2";
    /// `IPv6address`
    Ipv6address = "IPv6address", "3.2.2";
    /// `h16`
    H16 = "h16", "3.2.2";
    /// `ls32`
    Ls32 = "ls32", "3.2.2";
    /// `IPv4address`
    Ipv4address = "IPv4address", "3.2.2";
    /// `dec-octet`
    DecOctet = "dec-octet", "3.2.2";
    /// `reg-name`
    RegName = "reg-name", "3.2.2";
    /// `path`
    Path = "path", "3.3";
    /// `path-abempty`
    PathAbempty = "path-abempty", "3.3";
    /// `path-absolute`
    PathAbsolute = "path-absolute", "3.3";
    /// `path-noscheme`
    PathNoscheme = "path-noscheme", "3.3";
    /// `path-rootless`
    PathRootless = "path-rootless", "3.3";
    /// `path-empty`
    PathEmpty = "path-empty", "3.3";
    /// `segment`
    Segment = "segment", "3.3";
    /// `segment-nz`
    SegmentNz = "segment-nz", "3.3";
    /// `segment-nz-nc`
    SegmentNzNc = "segment-nz-nc", "3.3";
    /// `pchar`
    Pchar = "pchar", "3.3";
    /// `query`
    Query = "query", "3.4";
    /// `fragment`
    Fragment = "fragment", "3.5";
    /// `pct-encoded`
    PctEncoded = "pct-encoded", "2.1";
    /// `unreserved`
    Unreserved = "unreserved", "2.3";
    /// `reserved`
    Reserved = "reserved", "2.2";
    /// `gen-delims`
    GenDelims = "gen-delims", "2.2";
    /// `sub-delims`
    SubDelims = "sub-delims", "2.2";
    /// `ALPHA` (RFC 5234 core rule)
    Alpha = "ALPHA", "1.3";
    /// `DIGIT` (RFC 5234 core rule)
    Digit = "DIGIT", "1.3";
    /// `HEXDIG` (RFC 5234 core rule)
    Hexdig = "HEXDIG", "1.3";
    /// `ZoneID` (RFC 6874 section 2; not a rule of RFC 3986)
    ZoneId = "ZoneID", "2";
    /// `IPv6addrz` (RFC 6874 section 2; not a rule of RFC 3986)
    Ipv6addrz = "IPv6addrz", "2";
    /// `request-target` (RFC 9112 section 3.2)
    RequestTarget = "request-target", "3.2";
    /// `origin-form` (RFC 9112 section 3.2.1)
    OriginForm = "origin-form", "3.2.1";
    /// `absolute-form` (RFC 9112 section 3.2.2)
    AbsoluteForm = "absolute-form", "3.2.2";
    /// `authority-form` (RFC 9112 section 3.2.3)
    AuthorityForm = "authority-form", "3.2.3";
    /// `asterisk-form` (RFC 9112 section 3.2.4)
    AsteriskForm = "asterisk-form", "3.2.4";
    /// `absolute-path` (RFC 9110 section 4.1)
    AbsolutePath = "absolute-path", "4.1";
    /// `uri-host` (RFC 9110 section 4.1)
    UriHost = "uri-host", "4.1";
}

/// The RFC that defines `rule` (see [`Rule::rfc`]).
const fn rfc_of(rule: Rule) -> u16 {
    match rule {
        Rule::ZoneId | Rule::Ipv6addrz => 6874,
        Rule::RequestTarget
        | Rule::OriginForm
        | Rule::AbsoluteForm
        | Rule::AuthorityForm
        | Rule::AsteriskForm => 9112,
        Rule::AbsolutePath | Rule::UriHost => 9110,
        _ => 3986,
    }
}

/// The document that defines `rule`, as [`RuleInfo::document`] names it.
const fn document(rule: Rule) -> &'static str {
    match rfc_of(rule) {
        6874 => "RFC 6874",
        9112 => "RFC 9112",
        9110 => "RFC 9110",
        _ => "RFC 3986",
    }
}

/// How many rules RFC 6874 adds to RFC 3986's (`ZoneID`, `IPv6addrz`): the
/// variants after RFC 3986's.
const RFC6874_ADDED: usize = 2;

/// How many rules RFC 9112 (with RFC 9110's `absolute-path` and `uri-host`)
/// adds to RFC 3986's: the last variants of [`Rule`].
const RFC9112_ADDED: usize = 7;

/// How many rules RFC 3986's grammar has, the core rules included.
const RFC3986_RULES: usize = Rule::EVERY.len() - RFC6874_ADDED - RFC9112_ADDED;

/// RFC 3986's rules, then RFC 9112's.
const RFC9112_RULES: [Rule; RFC3986_RULES + RFC9112_ADDED] = {
    let mut out = [Rule::Uri; RFC3986_RULES + RFC9112_ADDED];
    let mut i = 0;
    while i < RFC3986_RULES {
        out[i] = Rule::EVERY[i];
        i += 1;
    }
    while i < out.len() {
        out[i] = Rule::EVERY[i + RFC6874_ADDED];
        i += 1;
    }
    out
};

impl Rule {
    /// Every rule of RFC 3986, in the order of Appendix A, then the core
    /// rules. The rules RFC 6874 adds are not among them: see
    /// [`Rule::RFC6874`].
    pub const ALL: &'static [Rule] = Rule::EVERY.split_at(RFC3986_RULES).0;

    /// Every rule of the `rfc6874` grammar: RFC 3986's ([`Rule::ALL`]), then
    /// `ZoneID` and `IPv6addrz`, which RFC 6874 section 2 adds (it also
    /// changes `IP-literal`, which stays one rule under either grammar).
    pub const RFC6874: &'static [Rule] = Rule::EVERY.split_at(RFC3986_RULES + RFC6874_ADDED).0;

    /// Every rule of the `rfc9112` grammar: RFC 3986's ([`Rule::ALL`]), then
    /// `request-target` and its four forms (RFC 9112 section 3.2) and
    /// `absolute-path` and `uri-host` (RFC 9110 section 4.1). See
    /// [`crate::request_target`].
    pub const RFC9112: &'static [Rule] = &RFC9112_RULES;

    /// The RFC that defines the rule: 6874 for `ZoneID` and `IPv6addrz`, 3986
    /// for every other (the core rules included, which RFC 3986 section 1.3
    /// imports from RFC 5234).
    ///
    /// ```
    /// use urigram::Rule;
    /// assert_eq!(Rule::ZoneId.rfc(), 6874);
    /// assert_eq!(Rule::IpLiteral.rfc(), 3986);
    /// ```
    #[must_use]
    pub fn rfc(self) -> u16 {
        rfc_of(self)
    }
}

/// What matching a whole input against a [`Rule`] gives back: the typed node
/// for rules that have one, the matched text for the character-level rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Node<'a> {
    /// `URI-reference`.
    UriReference(UriRef<'a>),
    /// `URI`.
    Uri(Uri<'a>),
    /// `relative-ref`.
    RelativeRef(RelativeRef<'a>),
    /// `absolute-URI`.
    AbsoluteUri(AbsoluteUri<'a>),
    /// `hier-part` or `relative-part`: the authority, if any, and the path.
    Hier(Option<Authority<'a>>, Path<'a>),
    /// `scheme`.
    Scheme(Scheme<'a>),
    /// `authority`.
    Authority(Authority<'a>),
    /// `userinfo`.
    Userinfo(Userinfo<'a>),
    /// `host` or `IP-literal`.
    Host(Host<'a>),
    /// `port`.
    Port(Port<'a>),
    /// `IPvFuture`: version and address.
    IpvFuture(Text<'a>, Text<'a>),
    /// `IPv6address`.
    Ipv6(Ipv6Addr, Text<'a>),
    /// `IPv4address`.
    Ipv4(Ipv4Addr, Text<'a>),
    /// `h16`, `ls32` or `dec-octet`: the numeric value.
    Number(u32, Text<'a>),
    /// One of the path rules.
    Path(Path<'a>),
    /// `query`.
    Query(Query<'a>),
    /// `fragment`.
    Fragment(Fragment<'a>),
    /// Any other rule: the text it matched.
    Text(Text<'a>),
    /// `ZoneID` (RFC 6874).
    ZoneId(ZoneId<'a>),
    /// `IPv6addrz` (RFC 6874): the address, its zone ID, and the whole text.
    Ipv6z(Ipv6Addr, ZoneId<'a>, Text<'a>),
    /// `request-target` or one of its forms (RFC 9112).
    RequestTarget(RequestTarget<'a>),
}

impl fmt::Display for Rule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.abnf_name())
    }
}

impl std::str::FromStr for Rule {
    type Err = UnknownRule;

    fn from_str(s: &str) -> Result<Self, UnknownRule> {
        Rule::from_abnf_name(s).ok_or(UnknownRule)
    }
}

/// The error of `"…".parse::<Rule>()`: no rule of that name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UnknownRule;

impl fmt::Display for UnknownRule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("no rule of that name in RFC 3986 Appendix A")
    }
}

impl std::error::Error for UnknownRule {}

/// Wraps a combinator's typed output as a [`Node`].
fn to_node<'a, T>(
    f: impl Fn(Input<'a>) -> IResult<Input<'a>, T, PError>,
    wrap: impl Fn(T) -> Node<'a>,
) -> impl Fn(Input<'a>) -> IResult<Input<'a>, Node<'a>, PError> {
    move |i| f(i).map(|(rest, v)| (rest, wrap(v)))
}

/// A combinator for a character-level rule, giving back the matched text.
fn text_node<'a, T>(
    f: impl Fn(Input<'a>) -> IResult<Input<'a>, T, PError>,
) -> impl Fn(Input<'a>) -> IResult<Input<'a>, Node<'a>, PError> {
    move |i| {
        let (rest, _) = f(i)?;
        Ok((rest, Node::Text(rules::text(&rules::between(i, rest)))))
    }
}

impl Rule {
    /// The rule of that ABNF name, matched case-insensitively as ABNF rule
    /// names are (RFC 5234 section 2.1).
    #[must_use]
    pub fn from_abnf_name(name: &str) -> Option<Rule> {
        Rule::ALL
            .iter()
            .copied()
            .find(|r| r.abnf_name().eq_ignore_ascii_case(name))
    }

    /// Matches the whole of `input` against this rule.
    ///
    /// # Errors
    /// A [`ParseError`] at the first byte where `input` stops being a prefix of
    /// any string the rule accepts.
    pub fn parse(self, input: &str) -> Result<Node<'_>, ParseError> {
        match self {
            Rule::UriReference => whole(
                input,
                self,
                to_node(rules::uri_reference, Node::UriReference),
            ),
            Rule::Uri => whole(input, self, to_node(rules::uri, Node::Uri)),
            Rule::RelativeRef => {
                whole(input, self, to_node(rules::relative_ref, Node::RelativeRef))
            }
            Rule::AbsoluteUri => {
                whole(input, self, to_node(rules::absolute_uri, Node::AbsoluteUri))
            }
            Rule::HierPart => whole(
                input,
                self,
                to_node(rules::hier_part, |(a, p)| Node::Hier(a, p)),
            ),
            Rule::RelativePart => whole(
                input,
                self,
                to_node(rules::relative_part, |(a, p)| Node::Hier(a, p)),
            ),
            Rule::Scheme => whole(input, self, to_node(rules::scheme, Node::Scheme)),
            Rule::Authority => whole(input, self, to_node(rules::authority, Node::Authority)),
            Rule::Userinfo => whole(input, self, to_node(rules::userinfo, Node::Userinfo)),
            Rule::Host => whole(input, self, to_node(rules::host, Node::Host)),
            Rule::Port => whole(input, self, to_node(rules::port, Node::Port)),
            Rule::IpLiteral => whole(input, self, to_node(rules::ip_literal, Node::Host)),
            Rule::IpvFuture => whole(
                input,
                self,
                to_node(rules::ipv_future, |(v, a)| Node::IpvFuture(v, a)),
            ),
            Rule::Ipv6address => whole(
                input,
                self,
                to_node(rules::ipv6_address, |(a, t)| Node::Ipv6(a, t)),
            ),
            Rule::H16 => whole(
                input,
                self,
                to_node(rules::h16, |(v, t)| Node::Number(u32::from(v), t)),
            ),
            Rule::Ls32 => whole(
                input,
                self,
                to_node(rules::ls32, |(v, t)| Node::Number(v, t)),
            ),
            Rule::Ipv4address => whole(
                input,
                self,
                to_node(rules::ipv4_address, |(a, t)| Node::Ipv4(a, t)),
            ),
            Rule::DecOctet => whole(
                input,
                self,
                to_node(rules::dec_octet, |(v, t)| Node::Number(u32::from(v), t)),
            ),
            Rule::RegName => whole(input, self, to_node(rules::reg_name, Node::Text)),
            Rule::Path => whole(input, self, to_node(rules::path, Node::Path)),
            Rule::PathAbempty => whole(input, self, to_node(rules::path_abempty, Node::Path)),
            Rule::PathAbsolute => whole(input, self, to_node(rules::path_absolute, Node::Path)),
            Rule::PathNoscheme => whole(input, self, to_node(rules::path_noscheme, Node::Path)),
            Rule::PathRootless => whole(input, self, to_node(rules::path_rootless, Node::Path)),
            Rule::PathEmpty => whole(input, self, to_node(rules::path_empty, Node::Path)),
            Rule::Segment => whole(input, self, to_node(rules::segment, Node::Text)),
            Rule::SegmentNz => whole(input, self, to_node(rules::segment_nz, Node::Text)),
            Rule::SegmentNzNc => whole(input, self, to_node(rules::segment_nz_nc, Node::Text)),
            Rule::Pchar => whole(input, self, to_node(rules::pchar, Node::Text)),
            Rule::Query => whole(input, self, to_node(rules::query, Node::Query)),
            Rule::Fragment => whole(input, self, to_node(rules::fragment, Node::Fragment)),
            Rule::PctEncoded => whole(input, self, text_node(rules::pct_encoded)),
            Rule::Unreserved => whole(input, self, text_node(rules::unreserved)),
            Rule::Reserved => whole(input, self, text_node(rules::reserved)),
            Rule::GenDelims => whole(input, self, text_node(rules::gen_delims)),
            Rule::SubDelims => whole(input, self, text_node(rules::sub_delims)),
            Rule::Alpha => whole(input, self, text_node(rules::alpha)),
            Rule::Digit => whole(input, self, text_node(rules::digit)),
            Rule::Hexdig => whole(input, self, text_node(rules::hexdig)),
            Rule::ZoneId => whole(input, self, to_node(rules::zone_id, Node::ZoneId)),
            Rule::Ipv6addrz => whole(input, self, |i| {
                let (rest, (a, z)) = rules::ipv6_addrz(i)?;
                Ok((
                    rest,
                    Node::Ipv6z(a, z, rules::text(&rules::between(i, rest))),
                ))
            }),
            Rule::RequestTarget => whole(
                input,
                self,
                to_node(request_target::request_target, Node::RequestTarget),
            ),
            Rule::OriginForm => whole(
                input,
                self,
                to_node(request_target::origin_form, Node::RequestTarget),
            ),
            Rule::AbsoluteForm => whole(
                input,
                self,
                to_node(request_target::absolute_form, Node::RequestTarget),
            ),
            Rule::AuthorityForm => whole(
                input,
                self,
                to_node(request_target::authority_form, Node::RequestTarget),
            ),
            Rule::AsteriskForm => whole(
                input,
                self,
                to_node(request_target::asterisk_form, Node::RequestTarget),
            ),
            Rule::AbsolutePath => whole(
                input,
                self,
                to_node(request_target::absolute_path, Node::Path),
            ),
            Rule::UriHost => whole(input, self, to_node(request_target::uri_host, Node::Host)),
        }
    }

    /// Matches the whole of `input` against this rule, in the grammar that
    /// `options` read: with [`ParseOptions::RFC6874`], `IP-literal` and every
    /// rule above it (`host`, `authority`, `URI`, ...) take zone IDs.
    ///
    /// # Errors
    /// A [`ParseError`] at the first byte where `input` stops being a prefix of
    /// any string the rule accepts in that grammar.
    ///
    /// ```
    /// use urigram::{ParseOptions, Rule};
    /// assert!(Rule::Host.parse("[fe80::1%25eth0]").is_err());
    /// assert!(Rule::Host.parse_with("[fe80::1%25eth0]", ParseOptions::RFC6874).is_ok());
    /// let err = Rule::Host.parse_with("[fe80::1%eth0]", ParseOptions::RFC6874).unwrap_err();
    /// assert_eq!(err.offset(), 9);
    /// ```
    pub fn parse_with(self, input: &str, options: ParseOptions) -> Result<Node<'_>, ParseError> {
        rules::with_zone_ids(options.zone_ids, || self.parse(input))
    }

    /// [`Rule::parse_bytes`] in the grammar that `options` read (see
    /// [`Rule::parse_with`]).
    ///
    /// # Errors
    /// As [`Rule::parse_bytes`].
    pub fn parse_bytes_with(
        self,
        input: &[u8],
        options: ParseOptions,
    ) -> Result<Node<'_>, ParseError> {
        rules::with_zone_ids(options.zone_ids, || self.parse_bytes(input))
    }

    /// Matches raw bytes against this rule. Bytes that are not UTF-8 are an
    /// error at the first bad byte, unless the input already failed before it.
    ///
    /// # Errors
    /// As [`Rule::parse`].
    ///
    /// ```
    /// use urigram::Rule;
    /// let err = Rule::UriReference.parse_bytes(b"/a\xff").unwrap_err();
    /// assert_eq!(err.offset(), 2);
    /// ```
    pub fn parse_bytes(self, input: &[u8]) -> Result<Node<'_>, ParseError> {
        match std::str::from_utf8(input) {
            Ok(s) => self.parse(s),
            Err(e) => {
                let valid = std::str::from_utf8(&input[..e.valid_up_to()]).unwrap_or("");
                // A non-ASCII byte is never part of a URI, so the valid prefix
                // decides: if it already fails before its end, that error
                // stands; otherwise the bad byte is the first one that fails.
                match self.parse(valid) {
                    Err(err) if err.offset() < valid.len() => Err(err),
                    _ => Err(ParseError::not_utf8(input, valid, self)),
                }
            }
        }
    }

    /// Whether the whole of `input` matches this rule.
    #[must_use]
    pub fn is_match(self, input: &str) -> bool {
        self.parse(input).is_ok()
    }
}

/// Matches the whole of `input` with `f`: an optimistic run that records
/// nothing, and, only if it fails, a diagnostic run that finds where.
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
