//! The public parse error: where the input stopped being valid, what would have
//! been accepted there, and the chain of rules that was being parsed.

use std::fmt;

/// What stood at the error offset: the engine's, one type for every
/// grammar's error.
pub use crate::engine::Found;
use crate::rule::{Rule, RuleStack};

/// One thing that would have been accepted at the error offset.
///
/// A class names the rule's own single-byte members and, where the rule allows
/// it, the start of a `pct-encoded` triplet.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[non_exhaustive]
pub enum Expected {
    /// `ALPHA`: a letter.
    Alpha,
    /// `DIGIT`: a decimal digit.
    Digit,
    /// `HEXDIG`: a hexadecimal digit.
    Hexdig,
    /// `unreserved`.
    Unreserved,
    /// `sub-delims`.
    SubDelims,
    /// `gen-delims`.
    GenDelims,
    /// `reserved`.
    Reserved,
    /// A character of `scheme` after the first: letter, digit, `+`, `-` or `.`.
    SchemeChar,
    /// A character of `userinfo`: unreserved, sub-delims, `:` or `%`.
    UserinfoChar,
    /// A character of `reg-name`: unreserved, sub-delims or `%`.
    RegNameChar,
    /// `pchar`: unreserved, sub-delims, `:`, `@` or `%`.
    Pchar,
    /// A character of `segment-nz-nc`: a `pchar` other than `:`.
    PcharNoColon,
    /// A character of `query`: `pchar`, `/` or `?`.
    QueryChar,
    /// A character of `fragment`: `pchar`, `/` or `?`, as in a query (the
    /// parser reports [`Expected::QueryChar`] for both; the error names the
    /// fragment's own when it stands in one).
    FragmentChar,
    /// A character of the address part of `IPvFuture`: unreserved, sub-delims or `:`.
    IpvFutureChar,
    /// The byte `:`.
    Colon,
    /// The byte `/`.
    Slash,
    /// The byte `?`.
    Question,
    /// The byte `#`.
    Hash,
    /// The byte `[`.
    OpenBracket,
    /// The byte `]`.
    CloseBracket,
    /// The byte `@`.
    At,
    /// The byte `%`.
    Percent,
    /// The byte `.`.
    Dot,
    /// The letter `v` of `IPvFuture`, in either case.
    V,
    /// The end of the input.
    End,
    /// The `%25` that joins an `IPv6address` and its `ZoneID` (RFC 6874
    /// section 2): after its `%`, the `2`, then the `5`.
    Pct25,
    /// A character of `ZoneID` (RFC 6874 section 2): unreserved or `%`.
    ZoneIdChar,
    /// The byte `*` (the `asterisk-form` of RFC 9112 section 3.2.4).
    Asterisk,
}

impl Expected {
    /// Every variant, in the order [`ExpectedSet`] lists them.
    pub const ALL: [Expected; 29] = [
        Expected::Alpha,
        Expected::Digit,
        Expected::Hexdig,
        Expected::Unreserved,
        Expected::SubDelims,
        Expected::GenDelims,
        Expected::Reserved,
        Expected::SchemeChar,
        Expected::UserinfoChar,
        Expected::RegNameChar,
        Expected::Pchar,
        Expected::PcharNoColon,
        Expected::QueryChar,
        Expected::FragmentChar,
        Expected::IpvFutureChar,
        Expected::Colon,
        Expected::Slash,
        Expected::Question,
        Expected::Hash,
        Expected::OpenBracket,
        Expected::CloseBracket,
        Expected::At,
        Expected::Percent,
        Expected::Dot,
        Expected::V,
        Expected::End,
        Expected::Pct25,
        Expected::ZoneIdChar,
        Expected::Asterisk,
    ];

    /// A short description, as the diagnostics print it.
    ///
    /// ```
    /// assert_eq!(urigram::Expected::Colon.describe(), "\":\"");
    /// assert_eq!(urigram::Expected::End.describe(), "end of input");
    /// ```
    #[must_use]
    pub const fn describe(self) -> &'static str {
        match self {
            Expected::Alpha => "letter",
            Expected::Digit => "digit",
            Expected::Hexdig => "hexadecimal digit",
            Expected::Unreserved => "unreserved character",
            Expected::SubDelims => "sub-delims character",
            Expected::GenDelims => "gen-delims character",
            Expected::Reserved => "reserved character",
            Expected::SchemeChar => "scheme character",
            Expected::UserinfoChar => "userinfo character",
            Expected::RegNameChar => "reg-name character",
            Expected::Pchar => "pchar",
            Expected::PcharNoColon => "pchar other than \":\"",
            Expected::QueryChar => "query character",
            Expected::FragmentChar => "fragment character",
            Expected::IpvFutureChar => "IPvFuture character",
            Expected::Colon => "\":\"",
            Expected::Slash => "\"/\"",
            Expected::Question => "\"?\"",
            Expected::Hash => "\"#\"",
            Expected::OpenBracket => "\"[\"",
            Expected::CloseBracket => "\"]\"",
            Expected::At => "\"@\"",
            Expected::Percent => "\"%\"",
            Expected::Dot => "\".\"",
            Expected::V => "\"v\"",
            Expected::End => "end of input",
            Expected::Pct25 => "\"%25\" before a zone ID",
            Expected::ZoneIdChar => "zone ID character",
            Expected::Asterisk => "\"*\"",
        }
    }
}

impl fmt::Display for Expected {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.describe())
    }
}

/// A set of [`Expected`] items: a bit per variant, so it is `Copy` and never
/// allocates.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct ExpectedSet(u32);

impl ExpectedSet {
    /// The empty set.
    pub const EMPTY: ExpectedSet = ExpectedSet(0);

    /// The set of both.
    #[must_use]
    pub const fn union(self, other: ExpectedSet) -> ExpectedSet {
        ExpectedSet(self.0 | other.0)
    }

    /// The set with `e` added.
    #[must_use]
    pub const fn with(self, e: Expected) -> ExpectedSet {
        ExpectedSet(self.0 | (1 << e as u32))
    }

    /// Whether `e` is in the set.
    #[must_use]
    pub const fn contains(self, e: Expected) -> bool {
        self.0 & (1 << e as u32) != 0
    }

    /// Whether the set is empty.
    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The set without `e`.
    #[must_use]
    pub const fn without(self, e: Expected) -> ExpectedSet {
        ExpectedSet(self.0 & !(1 << e as u32))
    }

    /// The items, in declaration order.
    pub fn iter(self) -> impl Iterator<Item = Expected> {
        Expected::ALL.into_iter().filter(move |&e| self.contains(e))
    }
}

impl From<Expected> for ExpectedSet {
    fn from(e: Expected) -> Self {
        ExpectedSet::EMPTY.with(e)
    }
}

/// Builds an [`ExpectedSet`] from a list of [`Expected`] variant names.
macro_rules! expected {
    ($($e:ident),* $(,)?) => {
        $crate::error::ExpectedSet::EMPTY $(.with($crate::error::Expected::$e))*
    };
}
pub(crate) use expected;

/// A reason for a failure that the expected set alone explains badly.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Kind {
    /// A `%` not followed by two hexadecimal digits (section 2.1).
    BadPercent,
    /// A second `::` in an IPv6 address (section 3.2.2).
    SecondDoubleColon,
    /// More than eight 16-bit groups in an IPv6 address, or more than seven
    /// beside a `::`.
    TooManyGroups,
    /// Fewer than eight 16-bit groups in an IPv6 address without `::`.
    TooFewGroups,
    /// A group of more than four hexadecimal digits in an IPv6 address.
    GroupTooLong,
    /// An IPv6 address that begins with a single `:`.
    LoneColon,
    /// A dotted IPv4 part where an IPv6 address cannot hold one.
    MisplacedIpv4,
    /// A `dec-octet` above 255.
    OctetTooLarge,
    /// A `dec-octet` with a leading zero.
    OctetLeadingZero,
    /// A `:` in the first segment of a relative path (section 4.2).
    ColonInFirstSegment,
    /// A byte that is not part of a UTF-8 character; no URI holds one.
    NotUtf8,
}

impl Kind {
    /// The rule whose text the reason is about, if it is about one rule.
    #[must_use]
    pub fn rule(self) -> Option<Rule> {
        match self {
            Kind::BadPercent => Some(Rule::PctEncoded),
            Kind::SecondDoubleColon
            | Kind::TooManyGroups
            | Kind::TooFewGroups
            | Kind::GroupTooLong
            | Kind::LoneColon
            | Kind::MisplacedIpv4 => Some(Rule::Ipv6address),
            Kind::OctetTooLarge | Kind::OctetLeadingZero => Some(Rule::DecOctet),
            Kind::ColonInFirstSegment => Some(Rule::SegmentNzNc),
            Kind::NotUtf8 => None,
        }
    }

    /// The reason, as one lowercase phrase.
    #[must_use]
    pub fn message(self) -> &'static str {
        match self {
            Kind::BadPercent => "\"%\" must be followed by two hexadecimal digits",
            Kind::SecondDoubleColon => "\"::\" may appear only once",
            Kind::TooManyGroups => "too many 16-bit groups",
            Kind::TooFewGroups => "too few 16-bit groups and no \"::\"",
            Kind::GroupTooLong => "a 16-bit group has at most four hexadecimal digits",
            Kind::LoneColon => "a leading \":\" must be part of \"::\"",
            Kind::MisplacedIpv4 => "a dotted IPv4 part may only stand in the last 32 bits",
            Kind::OctetTooLarge => "an IPv4 octet is at most 255",
            Kind::OctetLeadingZero => "an IPv4 octet has no leading zero",
            Kind::ColonInFirstSegment => {
                "the first segment of a relative path cannot contain \":\" (use \"./\" before it)"
            }
            Kind::NotUtf8 => "invalid UTF-8",
        }
    }
}

/// How many bytes of context either side of the offset an error keeps for
/// rendering, so an error on a huge input stays small.
const CONTEXT: usize = 200;

/// Why an input does not match a rule, and exactly where.
///
/// The [`offset`](ParseError::offset) is the first byte at which the input
/// stops being a prefix of any string the rule accepts: everything before it
/// can still be completed into a valid string, nothing that includes it can.
/// If the whole input is such a prefix but not itself valid, the offset is the
/// input's length.
///
/// `{}` prints one line; `{:#}` renders the input with a caret under the
/// offset, what was expected, the rule path and the RFC section.
///
/// ```
/// let err = urigram::UriRef::parse("http://h/a b").unwrap_err();
/// assert_eq!(err.offset(), 10);
/// assert_eq!(err.rule().abnf_name(), "pchar");
/// assert_eq!(err.to_string(), "invalid URI-reference at byte 10: found ' ', expected pchar, \"/\", \"?\", \"#\" or end of input");
/// ```
#[derive(Clone, PartialEq, Eq)]
pub struct ParseError {
    pub(crate) offset: usize,
    pub(crate) expected: ExpectedSet,
    pub(crate) kind: Option<Kind>,
    pub(crate) rules: RuleStack,
    pub(crate) found: Found,
    pub(crate) context: Box<str>,
    pub(crate) context_start: usize,
    pub(crate) context_cut: bool,
    /// For an input that is not UTF-8 ([`Kind::NotUtf8`]): up to
    /// [`CONTEXT`] bytes after the bad byte, so the frame shows the line
    /// past it (`context` holds the valid text before it). Empty otherwise.
    pub(crate) tail: Box<[u8]>,
    /// Whether the parse read RFC 6874's zone IDs, which changes the help.
    pub(crate) zone_ids: bool,
}

impl ParseError {
    /// Builds the public error from the tracker's furthest failure on `input`.
    pub(crate) fn from_failure(input: &str, failure: Failure, top: Rule) -> ParseError {
        let rules = if failure.rules.as_slice().is_empty() {
            RuleStack::single(top)
        } else {
            failure.rules
        };
        let found = match input.get(failure.offset..).and_then(|s| s.chars().next()) {
            Some(c) => Found::Char(c),
            None => Found::End,
        };
        let (context_start, context, context_cut) = window(input, failure.offset);
        ParseError {
            offset: failure.offset,
            expected: readable(failure.expected, rules.as_slice()),
            kind: failure.kind,
            rules,
            found,
            context: context.into(),
            context_start,
            context_cut,
            tail: Box::default(),
            zone_ids: super::zone_switch::zone_ids_on(),
        }
    }

    /// The error for bytes that are not UTF-8, at the first bad byte:
    /// `valid_prefix` is `input` up to it.
    pub(crate) fn not_utf8(input: &[u8], valid_prefix: &str, top: Rule) -> ParseError {
        let (context_start, context, _) = window(valid_prefix, valid_prefix.len());
        let at = valid_prefix.len();
        let byte = input.get(at).copied().unwrap_or(0);
        let tail_end = (at + 1 + CONTEXT).min(input.len());
        let tail = input.get(at + 1..tail_end).unwrap_or_default();
        ParseError {
            offset: valid_prefix.len(),
            expected: ExpectedSet::EMPTY,
            kind: Some(Kind::NotUtf8),
            rules: RuleStack::single(top),
            found: Found::Byte(byte),
            context: context.into(),
            context_start,
            context_cut: tail_end < input.len(),
            tail: tail.into(),
            zone_ids: super::zone_switch::zone_ids_on(),
        }
    }

    /// Byte offset of the first byte that no valid string can have there.
    #[must_use]
    pub fn offset(&self) -> usize {
        self.offset
    }

    /// The rule path at the failure, outermost (the rule that was asked for)
    /// to innermost.
    #[must_use]
    pub fn rules(&self) -> &[Rule] {
        self.rules.as_slice()
    }

    /// The innermost rule at the failure.
    #[must_use]
    pub fn rule(&self) -> Rule {
        *self.rules.as_slice().last().unwrap_or(&Rule::UriReference)
    }

    /// The rule that was asked for.
    #[must_use]
    pub fn top_rule(&self) -> Rule {
        *self.rules.as_slice().first().unwrap_or(&Rule::UriReference)
    }

    /// What would have been accepted at the offset.
    pub fn expected(&self) -> impl Iterator<Item = Expected> + '_ {
        self.expected.iter()
    }

    /// What was found at the offset.
    #[must_use]
    pub fn found(&self) -> Found {
        self.found
    }

    /// A semantic reason, where there is one beyond the expected set.
    #[must_use]
    pub fn kind(&self) -> Option<Kind> {
        self.kind
    }

    /// The section of the RFC ([`ParseError::rfc`]) that defines the
    /// innermost rule, e.g. `"3.2.2"` (for a core rule such as `HEXDIG`, the
    /// section of the rule using it).
    #[must_use]
    pub fn section(&self) -> &'static str {
        self.defining_rule().section()
    }

    /// The RFC that defines the innermost rule: 3986, or 6874 for its
    /// `ZoneID` and `IPv6addrz` (see [`Rule::rfc`]).
    #[must_use]
    pub fn rfc(&self) -> u16 {
        self.defining_rule().rfc()
    }

    /// The innermost rule that is not a core rule: the core rules are
    /// defined in RFC 5234, and the rule that uses them says more.
    fn defining_rule(&self) -> Rule {
        let core = [Rule::Alpha, Rule::Digit, Rule::Hexdig];
        self.rules
            .as_slice()
            .iter()
            .rev()
            .find(|r| !core.contains(r))
            .copied()
            .unwrap_or_else(|| self.rule())
    }

    /// Whether the parse that failed read RFC 6874's zone IDs.
    pub(crate) fn zone_ids(&self) -> bool {
        self.zone_ids
    }

    /// The sentence after "expected", or the reason: the message of the
    /// one-line form without its prefix.
    #[must_use]
    pub fn message(&self) -> String {
        let mut out = String::new();
        self.write_message(&mut out).ok();
        out
    }

    pub(crate) fn write_message(&self, f: &mut impl fmt::Write) -> fmt::Result {
        write!(f, "found {}", self.found)?;
        if let Some(kind) = self.kind {
            write!(f, ": {}", kind.message())?;
        }
        if !self.expected.is_empty() {
            f.write_str(if self.kind.is_some() {
                "; expected "
            } else {
                ", expected "
            })?;
            self.write_expected(f)?;
        }
        Ok(())
    }

    pub(crate) fn write_expected(&self, f: &mut impl fmt::Write) -> fmt::Result {
        let items: Vec<Expected> = self.expected.iter().collect();
        for (i, e) in items.iter().enumerate() {
            if i > 0 {
                f.write_str(if i + 1 == items.len() { " or " } else { ", " })?;
            }
            f.write_str(e.describe())?;
        }
        Ok(())
    }
}

/// The expected set as the error reports it: a `query` character inside a
/// fragment is a `fragment` character, and "pchar other than `:`" beside `:`
/// (a first segment that could still be a scheme) is simply `pchar`, so the
/// list never contradicts itself.
fn readable(set: ExpectedSet, rules: &[Rule]) -> ExpectedSet {
    let mut set = set;
    if rules.contains(&Rule::Fragment) && set.contains(Expected::QueryChar) {
        set = set
            .without(Expected::QueryChar)
            .with(Expected::FragmentChar);
    }
    if set.contains(Expected::PcharNoColon) && set.contains(Expected::Colon) {
        set = set
            .without(Expected::PcharNoColon)
            .without(Expected::Colon)
            .with(Expected::Pchar);
    }
    set
}

/// Up to [`CONTEXT`] bytes either side of `offset`, cut at character
/// boundaries: `(start, text, whether the input goes on after it)`.
fn window(input: &str, offset: usize) -> (usize, &str, bool) {
    let mut start = offset.saturating_sub(CONTEXT);
    while !input.is_char_boundary(start) {
        start -= 1;
    }
    let mut end = (offset + CONTEXT).min(input.len());
    while !input.is_char_boundary(end) {
        end += 1;
    }
    (start, &input[start..end], end < input.len())
}

impl std::error::Error for ParseError {}

/// The furthest failure seen so far.
#[derive(Clone, Copy, Debug)]
pub struct Failure {
    /// Byte offset from the start of the input.
    pub offset: usize,
    /// Everything that would have let some reading go on at `offset`.
    pub expected: ExpectedSet,
    /// A semantic reason, where the ABNF alone explains badly.
    pub kind: Option<Kind>,
    /// The deepest rule path among the readings that died at `offset`.
    pub rules: RuleStack,
}
