//! The public error of every grammar but RFC 3986 (whose
//! [`crate::ParseError`] predates the engine): owned, `'static`, with the
//! exact offset, what was expected there, and the rule path.

use std::fmt;

use super::expected::{Expected, ExpectedSet};
use super::matcher::Failure;
use super::pointer::{Pointer, Words};
use super::rule::{RuleInfo, RuleStack};

/// What stood at the error offset.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Found {
    /// A character (possibly non-ASCII or a control character).
    Char(char),
    /// A byte that does not begin a UTF-8 character.
    Byte(u8),
    /// The end of the input.
    End,
}

impl fmt::Display for Found {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Found::Char(c) => write!(f, "{}", crate::escape::quoted(*c, true)),
            Found::Byte(b) => write!(f, "byte 0x{b:02x}"),
            Found::End => f.write_str("end of input"),
        }
    }
}

/// How many bytes of context either side of the offset an error keeps for
/// its frame, so that an error on a huge input stays small.
const CONTEXT: usize = 200;

/// Why an input does not match a rule of a grammar, and exactly where.
///
/// The [`offset`](Error::offset) is the first byte at which the input stops
/// being a prefix of any string the rule accepts (the input's length if the
/// whole input is such a prefix but not itself a match). `{}` prints one
/// line; `{:#}` the input with a caret under the offset, what was expected,
/// the rule path and the RFC section.
///
/// ```
/// use urigram::grammars::rfc2396;
/// let err = rfc2396::UriReference::parse("http://a b/").unwrap_err();
/// assert_eq!(err.offset(), 8);
/// let path: Vec<&str> = err.rules().iter().map(|r| r.name()).collect();
/// assert_eq!(path, ["URI-reference", "absoluteURI", "hier_part", "net_path", "authority",
///     "server", "hostport", "host", "hostname", "domainlabel", "alphanum"]);
/// assert_eq!((err.document(), err.section()), ("RFC 2396", "1.6"));
/// // "a" could go on as a hostname, a userinfo, a reg_name, or (since "//a"
/// // is also an abs_path with an empty first segment) a path segment.
/// assert_eq!(err.to_string(),
///     "invalid URI-reference at byte 8: found ' ', expected alphanum, \"-\", \".\", \":\", \
///      userinfo character, \"%\", \"@\", reg_name character, \"/\", pchar, \";\", \"?\", \
///      \"#\" or end of input");
/// assert!(format!("{err:#}").starts_with("error: invalid URI-reference: unexpected ' '\n  |\n1 | http://a b/\n  |         ^ expected"));
/// ```
#[derive(Clone, PartialEq, Eq)]
pub struct Error(Box<Inner>);

/// The error's parts, boxed so that a `Result<T, Error>` stays small.
#[derive(Clone, PartialEq, Eq)]
struct Inner {
    offset: usize,
    expected: ExpectedSet,
    rules: RuleStack,
    found: Found,
    context: Box<[u8]>,
    context_start: usize,
    context_cut: bool,
    /// A reason beyond the expected set (RFC 3986's `Kind`, such as a second
    /// `::`), for an error converted from the RFC 3986 layer.
    reason: Option<&'static str>,
    /// What the input probably meant (RFC 3986's `help:` line), in words
    /// that hold for every reader.
    help: Option<Box<str>>,
    /// What the help points to, which each face names its own way.
    pointer: Option<Pointer>,
}

impl Error {
    /// The public error for `failure`, the furthest failure of matching
    /// `input` against a rule.
    #[must_use]
    pub fn new(input: &[u8], failure: Failure) -> Error {
        let offset = failure.offset.min(input.len());
        let rest = &input[offset..];
        let found = match rest.utf8_chunks().next() {
            None => Found::End,
            Some(chunk) => match chunk.valid().chars().next() {
                Some(c) => Found::Char(c),
                None => Found::Byte(rest[0]),
            },
        };
        let start = offset.saturating_sub(CONTEXT);
        let end = (offset + CONTEXT).min(input.len());
        Error(Box::new(Inner {
            offset,
            expected: failure.expected,
            rules: failure.rules,
            found,
            context: input[start..end].into(),
            context_start: start,
            context_cut: end < input.len(),
            reason: None,
            help: None,
            pointer: None,
        }))
    }

    /// An error from its parts, for another layer's error brought onto the
    /// engine's (`From<&ParseError>`): `context` is the input from
    /// `context_start` on, `context_cut` whether the input goes on past it.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn from_parts(
        offset: usize,
        expected: ExpectedSet,
        rules: RuleStack,
        found: Found,
        context: (&[u8], usize, bool),
        reason: Option<&'static str>,
        help: Option<(String, Option<Pointer>)>,
    ) -> Error {
        let (help, pointer) = help.unzip();
        Error(Box::new(Inner {
            offset,
            expected,
            rules,
            found,
            context: context.0.into(),
            context_start: context.1,
            context_cut: context.2,
            reason,
            help: help.map(String::into_boxed_str),
            pointer: pointer.flatten(),
        }))
    }

    /// A reason beyond what was expected, where there is one (an error of
    /// the RFC 3986 layer may have one, e.g. `"\"::\" may appear only
    /// once"`).
    #[must_use]
    pub fn reason(&self) -> Option<&'static str> {
        self.0.reason
    }

    /// What the input probably meant, where a common mistake explains the
    /// error (the RFC 3986 layer's `help:` line), in words that hold for
    /// every reader: what it points to ([`Error::help_pointer`]) is not
    /// named; [`Error::help_words`] and the frame name it.
    #[must_use]
    pub fn help(&self) -> Option<&str> {
        self.0.help.as_deref()
    }

    /// What the help sends its reader to beyond the input (another grammar,
    /// the file-path conversion), for a face to name in its reader's terms.
    #[must_use]
    pub fn help_pointer(&self) -> Option<Pointer> {
        self.0.pointer
    }

    /// The help line as the frame shows it to the reader `words` names
    /// things for: the sentence, then what it points to.
    ///
    /// ```
    /// use urigram::engine::{Error, rust};
    /// let e = Error::from(urigram::Uri::parse("http://[fe80::1%25eth0]/").unwrap_err());
    /// assert!(e.help_words(rust).unwrap().ends_with(
    ///     "or read the text under RFC 6874, with urigram::ParseOptions::RFC6874"));
    /// assert_eq!(e.help_words(rust), e.help().map(|h| format!("{h}, with urigram::ParseOptions::RFC6874")));
    /// ```
    #[must_use]
    pub fn help_words(&self, words: Words) -> Option<String> {
        let mut text = self.help()?.to_owned();
        if let Some(p) = self.0.pointer {
            // Writing to a String does not fail.
            let _ = p.write_clause(words, &mut text);
        }
        Some(text)
    }

    /// Byte offset of the first byte that no valid string can have there.
    #[must_use]
    pub fn offset(&self) -> usize {
        self.0.offset
    }

    /// The rule path at the failure, outermost (the rule that was asked for)
    /// to innermost.
    #[must_use]
    pub fn rules(&self) -> &[&'static RuleInfo] {
        self.0.rules.as_slice()
    }

    /// The innermost rule at the failure.
    #[must_use]
    pub fn rule(&self) -> &'static RuleInfo {
        self.0.rules.as_slice().last().copied().unwrap_or(&UNKNOWN)
    }

    /// The rule that was asked for.
    #[must_use]
    pub fn top_rule(&self) -> &'static RuleInfo {
        self.0.rules.as_slice().first().copied().unwrap_or(&UNKNOWN)
    }

    /// What would have been accepted at the offset, in the order the
    /// readings reached it.
    pub fn expected(&self) -> impl Iterator<Item = &'static Expected> + '_ {
        self.0.expected.as_slice().iter().copied()
    }

    /// What was found at the offset.
    #[must_use]
    pub fn found(&self) -> Found {
        self.0.found
    }

    /// The section that defines the innermost rule, e.g. `"3.2.2"`.
    #[must_use]
    pub fn section(&self) -> &'static str {
        self.rule().section()
    }

    /// The document that defines the innermost rule, e.g. `"RFC 2396"`.
    #[must_use]
    pub fn document(&self) -> &'static str {
        self.rule().document()
    }

    /// The message of the one-line form, after `at byte N: `.
    #[must_use]
    pub fn message(&self) -> String {
        let mut out = format!("found {}", self.0.found);
        if let Some(reason) = self.0.reason {
            out.push_str(": ");
            out.push_str(reason);
        }
        if !self.0.expected.is_empty() {
            out.push_str(if self.0.reason.is_some() {
                "; expected "
            } else {
                ", expected "
            });
            out.push_str(&self.expected_list());
        }
        out
    }

    /// The expected items as one phrase: `a, b or c`.
    pub(crate) fn expected_list(&self) -> String {
        let items = self.0.expected.as_slice();
        let mut out = String::new();
        for (i, e) in items.iter().enumerate() {
            if i > 0 {
                out.push_str(if i + 1 == items.len() { " or " } else { ", " });
            }
            out.push_str(e.describe());
        }
        out
    }

    /// The bytes kept around the offset for the frame, where they start in
    /// the input, and whether the input goes on past them.
    pub(crate) fn context(&self) -> (&[u8], usize, bool) {
        (&self.0.context, self.0.context_start, self.0.context_cut)
    }
}

/// The rule an error with an empty path names (never built by a matcher).
static UNKNOWN: RuleInfo = RuleInfo::new("?", "?", "?", "?");

impl fmt::Debug for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Error")
            .field("offset", &self.0.offset)
            .field("rules", &self.0.rules)
            .field("expected", &self.0.expected)
            .field("found", &self.0.found)
            .finish()
    }
}

impl std::error::Error for Error {}
