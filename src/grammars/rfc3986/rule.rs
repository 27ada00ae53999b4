//! The rules of RFC 3986 Appendix A (and the two RFC 6874 adds) as data:
//! their ABNF names and sections, and matching a whole input against any one
//! of them by name.

use std::fmt;

use crate::engine::RuleInfo;

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
}

/// The deepest chain of Appendix A is eleven rules long (URI-reference down to
/// HEXDIG inside an IPv6address); sixteen leaves room and never allocates.
pub const MAX_DEPTH: usize = 16;

/// A fixed-size stack of rules, outermost first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RuleStack {
    pub(crate) rules: [Rule; MAX_DEPTH],
    pub(crate) len: u8,
}

impl RuleStack {
    pub(crate) const EMPTY: RuleStack = RuleStack {
        rules: [Rule::UriReference; MAX_DEPTH],
        len: 0,
    };

    /// A stack of one rule.
    pub(crate) fn single(rule: Rule) -> RuleStack {
        let mut s = RuleStack::EMPTY;
        s.push(rule);
        s
    }

    pub(crate) fn push(&mut self, rule: Rule) {
        if (self.len as usize) < MAX_DEPTH {
            self.rules[self.len as usize] = rule;
            self.len += 1;
        }
    }

    /// The rules, outermost first.
    #[must_use]
    pub fn as_slice(&self) -> &[Rule] {
        &self.rules[..self.len as usize]
    }
}
