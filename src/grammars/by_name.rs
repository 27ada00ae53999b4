//! Matching a whole input against any rule of RFC 3986, RFC 6874 or RFC 9112
//! by name ([`Rule::parse`]), and the typed [`Node`] it gives back. It lives
//! above the three grammars it dispatches to, so that none of them imports
//! another upward: RFC 6874 and RFC 9112 are built on RFC 3986's rules,
//! and this module on all three.

use std::net::{Ipv4Addr, Ipv6Addr};

use nom::IResult;

use super::rfc3986::ast::{
    AbsoluteUri, Authority, Fragment, Host, Path, Port, Query, RelativeRef, Scheme, Text, Uri,
    UriRef, Userinfo, ZoneId,
};
use super::rfc3986::error::ParseError;
use super::rfc3986::parse::whole;
use super::rfc3986::rule::Rule;
use super::rfc3986::rules::{self, Input, PError};
use super::rfc6874::ParseOptions;
use super::rfc6874::zone::{ipv6_addrz, with_zone_ids, zone_id};
use super::rfc9112::request_target::{self, RequestTarget};

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

/// Wraps a combinator's typed output as a [`Node`].
fn to_node<'a, T>(
    f: impl Fn(Input<'a>) -> IResult<Input<'a>, T, PError>,
    wrap: impl Fn(T) -> Node<'a>,
) -> impl Fn(Input<'a>) -> IResult<Input<'a>, Node<'a>, PError> {
    move |i| f(i).map(|(rest, v)| (rest, wrap(v)))
}

/// [`whole`] behind one door: each arm of [`Rule::parse`] hands over its
/// combinator as a `&dyn Fn`, so that the optimistic run and the diagnostic
/// run around it are compiled once, not once a rule (48 copies: in the wasm
/// build `Rule::parse` was the largest function, 31 KB; docs/performance.md,
/// section Web). One indirect call a whole-input match costs nothing
/// measurable beside the match.
fn whole_dyn<'a>(
    input: &'a str,
    rule: Rule,
    f: &dyn Fn(Input<'a>) -> IResult<Input<'a>, Node<'a>, PError>,
) -> Result<Node<'a>, ParseError> {
    whole(input, rule, f)
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
    /// Matches the whole of `input` against this rule.
    ///
    /// # Errors
    /// A [`ParseError`] at the first byte where `input` stops being a prefix of
    /// any string the rule accepts.
    pub fn parse(self, input: &str) -> Result<Node<'_>, ParseError> {
        match self {
            Rule::UriReference => whole_dyn(
                input,
                self,
                &to_node(rules::uri_reference, Node::UriReference),
            ),
            Rule::Uri => whole_dyn(input, self, &to_node(rules::uri, Node::Uri)),
            Rule::RelativeRef => whole_dyn(
                input,
                self,
                &to_node(rules::relative_ref, Node::RelativeRef),
            ),
            Rule::AbsoluteUri => whole_dyn(
                input,
                self,
                &to_node(rules::absolute_uri, Node::AbsoluteUri),
            ),
            Rule::HierPart => whole_dyn(
                input,
                self,
                &to_node(rules::hier_part, |(a, p)| Node::Hier(a, p)),
            ),
            Rule::RelativePart => whole_dyn(
                input,
                self,
                &to_node(rules::relative_part, |(a, p)| Node::Hier(a, p)),
            ),
            Rule::Scheme => whole_dyn(input, self, &to_node(rules::scheme, Node::Scheme)),
            Rule::Authority => whole_dyn(input, self, &to_node(rules::authority, Node::Authority)),
            Rule::Userinfo => whole_dyn(input, self, &to_node(rules::userinfo, Node::Userinfo)),
            Rule::Host => whole_dyn(input, self, &to_node(rules::host, Node::Host)),
            Rule::Port => whole_dyn(input, self, &to_node(rules::port, Node::Port)),
            Rule::IpLiteral => whole_dyn(input, self, &to_node(rules::ip_literal, Node::Host)),
            Rule::IpvFuture => whole_dyn(
                input,
                self,
                &to_node(rules::ipv_future, |(v, a)| Node::IpvFuture(v, a)),
            ),
            Rule::Ipv6address => whole_dyn(
                input,
                self,
                &to_node(rules::ipv6_address, |(a, t)| Node::Ipv6(a, t)),
            ),
            Rule::H16 => whole_dyn(
                input,
                self,
                &to_node(rules::h16, |(v, t)| Node::Number(u32::from(v), t)),
            ),
            Rule::Ls32 => whole_dyn(
                input,
                self,
                &to_node(rules::ls32, |(v, t)| Node::Number(v, t)),
            ),
            Rule::Ipv4address => whole_dyn(
                input,
                self,
                &to_node(rules::ipv4_address, |(a, t)| Node::Ipv4(a, t)),
            ),
            Rule::DecOctet => whole_dyn(
                input,
                self,
                &to_node(rules::dec_octet, |(v, t)| Node::Number(u32::from(v), t)),
            ),
            Rule::RegName => whole_dyn(input, self, &to_node(rules::reg_name, Node::Text)),
            Rule::Path => whole_dyn(input, self, &to_node(rules::path, Node::Path)),
            Rule::PathAbempty => whole_dyn(input, self, &to_node(rules::path_abempty, Node::Path)),
            Rule::PathAbsolute => {
                whole_dyn(input, self, &to_node(rules::path_absolute, Node::Path))
            }
            Rule::PathNoscheme => {
                whole_dyn(input, self, &to_node(rules::path_noscheme, Node::Path))
            }
            Rule::PathRootless => {
                whole_dyn(input, self, &to_node(rules::path_rootless, Node::Path))
            }
            Rule::PathEmpty => whole_dyn(input, self, &to_node(rules::path_empty, Node::Path)),
            Rule::Segment => whole_dyn(input, self, &to_node(rules::segment, Node::Text)),
            Rule::SegmentNz => whole_dyn(input, self, &to_node(rules::segment_nz, Node::Text)),
            Rule::SegmentNzNc => whole_dyn(input, self, &to_node(rules::segment_nz_nc, Node::Text)),
            Rule::Pchar => whole_dyn(input, self, &to_node(rules::pchar, Node::Text)),
            Rule::Query => whole_dyn(input, self, &to_node(rules::query, Node::Query)),
            Rule::Fragment => whole_dyn(input, self, &to_node(rules::fragment, Node::Fragment)),
            Rule::PctEncoded => whole_dyn(input, self, &text_node(rules::pct_encoded)),
            Rule::Unreserved => whole_dyn(input, self, &text_node(rules::unreserved)),
            Rule::Reserved => whole_dyn(input, self, &text_node(rules::reserved)),
            Rule::GenDelims => whole_dyn(input, self, &text_node(rules::gen_delims)),
            Rule::SubDelims => whole_dyn(input, self, &text_node(rules::sub_delims)),
            Rule::Alpha => whole_dyn(input, self, &text_node(rules::alpha)),
            Rule::Digit => whole_dyn(input, self, &text_node(rules::digit)),
            Rule::Hexdig => whole_dyn(input, self, &text_node(rules::hexdig)),
            Rule::ZoneId => whole_dyn(input, self, &to_node(zone_id, Node::ZoneId)),
            Rule::Ipv6addrz => whole_dyn(input, self, &|i| {
                let (rest, (a, z)) = ipv6_addrz(i)?;
                Ok((
                    rest,
                    Node::Ipv6z(a, z, rules::text(&rules::between(i, rest))),
                ))
            }),
            Rule::RequestTarget => whole_dyn(
                input,
                self,
                &to_node(request_target::request_target, Node::RequestTarget),
            ),
            Rule::OriginForm => whole_dyn(
                input,
                self,
                &to_node(request_target::origin_form, Node::RequestTarget),
            ),
            Rule::AbsoluteForm => whole_dyn(
                input,
                self,
                &to_node(request_target::absolute_form, Node::RequestTarget),
            ),
            Rule::AuthorityForm => whole_dyn(
                input,
                self,
                &to_node(request_target::authority_form, Node::RequestTarget),
            ),
            Rule::AsteriskForm => whole_dyn(
                input,
                self,
                &to_node(request_target::asterisk_form, Node::RequestTarget),
            ),
            Rule::AbsolutePath => whole_dyn(
                input,
                self,
                &to_node(request_target::absolute_path, Node::Path),
            ),
            Rule::UriHost => whole_dyn(input, self, &to_node(request_target::uri_host, Node::Host)),
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
        with_zone_ids(options.zone_ids, || self.parse(input))
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
        with_zone_ids(options.zone_ids, || self.parse_bytes(input))
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
