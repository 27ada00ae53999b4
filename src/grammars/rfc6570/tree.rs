//! The typed tree of a template: its literals and expressions in order,
//! each expression's operator and variable specifications (section 2).

use std::fmt;

use super::rules::{OP_LEVEL2_CHAR, OP_LEVEL3_CHAR, OP_RESERVE, OPERATOR};
use super::{EXPRESSION, REGISTRY, URI_TEMPLATE};
use crate::engine::{Error, ExpectedSet, Failure, RuleStack, Span};

/// A URI Template (RFC 6570), read into its literals and expressions.
///
/// [`Template::parse`] matches the whole text against `URI-Template` (one
/// pass of the compiled automaton; the diagnostic of an invalid template is
/// the engine's, with the rule path and the exact offset) and then reads it
/// left to right: section 2's grammar is LL(1) (a `{` always opens an
/// expression, an expression's first byte says whether it has an operator),
/// so the reading is the only one.
///
/// ```
/// use urigram::grammars::rfc6570::{Modifier, Operator, Part, Template};
/// let t = Template::parse("/users{/id}{?fields*,page:3}").unwrap();
/// let kinds: Vec<_> = t.parts().iter().map(|p| match p {
///     Part::Literal(s) => format!("literal {:?}", &t.as_str()[s.range()]),
///     Part::Expression(e) => format!("{:?} {:?}", e.operator(),
///         e.varspecs().iter().map(|v| (v.name(), v.modifier())).collect::<Vec<_>>()),
/// }).collect();
/// assert_eq!(kinds, [
///     "literal \"/users\"".to_string(),
///     "Path [(\"id\", None)]".to_string(),
///     "Query [(\"fields\", Explode), (\"page\", Prefix(3))]".to_string(),
/// ]);
/// let err = Template::parse("/users{id").unwrap_err();
/// assert_eq!(err.offset(), 9);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Template {
    text: Box<str>,
    parts: Box<[Part]>,
}

/// One part of a template: a run of literal characters, or an expression.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Part {
    /// Literal characters (`literals`, section 2.1), as a span of the
    /// template's text: the longest run between two expressions.
    Literal(Span),
    /// An expression (section 2.2).
    Expression(Expression),
}

/// An expression, `"{" [ operator ] variable-list "}"` (section 2.2).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Expression {
    span: Span,
    operator: Operator,
    varspecs: Box<[VarSpec]>,
}

/// An expression's operator, with the expansion behaviour of section 3.2.1's
/// table (Appendix A).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[non_exhaustive]
pub enum Operator {
    /// No operator: simple string expansion (section 3.2.2).
    Simple,
    /// `+`: reserved expansion (section 3.2.3).
    Reserved,
    /// `#`: fragment expansion (section 3.2.4).
    Fragment,
    /// `.`: label expansion with dot-prefix (section 3.2.5).
    Label,
    /// `/`: path segment expansion (section 3.2.6).
    Path,
    /// `;`: path-style parameter expansion (section 3.2.7).
    PathParam,
    /// `?`: form-style query expansion (section 3.2.8).
    Query,
    /// `&`: form-style query continuation (section 3.2.9).
    QueryContinuation,
}

/// A variable specification, `varname [ modifier-level4 ]` (section 2.3).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct VarSpec {
    name: Box<str>,
    span: Span,
    modifier: Modifier,
}

/// A value modifier (section 2.4), or none.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Modifier {
    /// No modifier: the whole value.
    None,
    /// `:n`, the first `n` characters of a string value (section 2.4.1),
    /// 1 to 9999.
    Prefix(u16),
    /// `*`, each member of a composite value on its own (section 2.4.2).
    Explode,
}

impl Operator {
    /// The operator of the byte after `{`, and whether it is one.
    fn of(b: u8) -> Option<Operator> {
        Some(match b {
            b'+' => Operator::Reserved,
            b'#' => Operator::Fragment,
            b'.' => Operator::Label,
            b'/' => Operator::Path,
            b';' => Operator::PathParam,
            b'?' => Operator::Query,
            b'&' => Operator::QueryContinuation,
            _ => return None,
        })
    }

    /// The operator's character (`""` for [`Operator::Simple`]).
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Operator::Simple => "",
            Operator::Reserved => "+",
            Operator::Fragment => "#",
            Operator::Label => ".",
            Operator::Path => "/",
            Operator::PathParam => ";",
            Operator::Query => "?",
            Operator::QueryContinuation => "&",
        }
    }

    /// `first`: what the expansion starts with when any value is defined
    /// (Appendix A).
    #[must_use]
    pub const fn first(self) -> &'static str {
        match self {
            Operator::Simple | Operator::Reserved => "",
            Operator::Fragment => "#",
            Operator::Label => ".",
            Operator::Path => "/",
            Operator::PathParam => ";",
            Operator::Query => "?",
            Operator::QueryContinuation => "&",
        }
    }

    /// `sep`: what stands between two defined values (Appendix A).
    #[must_use]
    pub const fn separator(self) -> u8 {
        match self {
            Operator::Simple | Operator::Reserved | Operator::Fragment => b',',
            Operator::Label => b'.',
            Operator::Path => b'/',
            Operator::PathParam => b';',
            Operator::Query | Operator::QueryContinuation => b'&',
        }
    }

    /// `named`: whether each value comes as `name=value` (Appendix A).
    #[must_use]
    pub const fn named(self) -> bool {
        matches!(
            self,
            Operator::PathParam | Operator::Query | Operator::QueryContinuation
        )
    }

    /// `ifemp`: what follows the name of an empty value (Appendix A): `""`
    /// for `;`, `"="` for `?` and `&`.
    #[must_use]
    pub const fn if_empty(self) -> &'static str {
        match self {
            Operator::Query | Operator::QueryContinuation => "=",
            _ => "",
        }
    }

    /// `allow`: whether reserved characters and pct-encoded triplets pass
    /// unencoded (`U+R`, for `+` and `#`) rather than only unreserved ones
    /// (`U`) (Appendix A).
    #[must_use]
    pub const fn allows_reserved(self) -> bool {
        matches!(self, Operator::Reserved | Operator::Fragment)
    }
}

impl fmt::Display for Operator {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl Expression {
    /// Where the expression stands in the template, braces included.
    #[must_use]
    pub fn span(&self) -> Span {
        self.span
    }

    /// The operator.
    #[must_use]
    pub fn operator(&self) -> Operator {
        self.operator
    }

    /// The variable specifications, in order (at least one).
    #[must_use]
    pub fn varspecs(&self) -> &[VarSpec] {
        &self.varspecs
    }
}

impl VarSpec {
    /// The variable's name as the template writes it (pct-encoded triplets
    /// kept: section 2.3 makes them part of the name).
    #[must_use]
    pub fn name(&self) -> &str {
        &self.name
    }

    /// Where the whole varspec stands in the template, modifier included.
    #[must_use]
    pub fn span(&self) -> Span {
        self.span
    }

    /// The modifier.
    #[must_use]
    pub fn modifier(&self) -> Modifier {
        self.modifier
    }
}

impl Template {
    /// Reads `text` as a `URI-Template` (section 2), with one deviation:
    /// an apostrophe (`'`) is a literal character.
    ///
    /// Section 2.1's `literals` leaves out `'` (%x27), yet the RFC's own
    /// examples (section 1.2's `'{var}'`, section 2.1's `'{count}'`) use it
    /// as a literal, and so does the uritemplate-test suite every
    /// implementation runs. It is a `sub-delims` character, so expansion
    /// copies it as it stands. The grammar itself
    /// ([`REGISTRY`], `urigram check --grammar rfc6570`) stays the RFC's.
    ///
    /// # Errors
    ///
    /// The engine's diagnostic where `text` stops being a prefix of any
    /// template (offset, expected set, rule path), or, for an expression
    /// with an operator section 2.2 reserves for future extensions (`=`,
    /// `,`, `!`, `@`, `|`), an error at that operator saying so: the grammar
    /// accepts them, and the RFC tells a processor to refuse them.
    pub fn parse(text: &str) -> Result<Template, Error> {
        check_with_apostrophes(text)?;
        let b = text.as_bytes();
        let mut parts = Vec::new();
        let mut i = 0;
        while i < b.len() {
            if b[i] != b'{' {
                let start = i;
                while i < b.len() && b[i] != b'{' {
                    i += 1;
                }
                parts.push(Part::Literal(Span::new(start, i)));
                continue;
            }
            // The automaton accepted the text, so this `{` has its `}`.
            let start = i;
            let close = b[i..]
                .iter()
                .position(|&c| c == b'}')
                .map_or(b.len(), |p| i + p);
            let mut j = i + 1;
            let operator = match b.get(j).copied() {
                Some(c) if b"=,!@|".contains(&c) => return Err(reserved_operator(text, j)),
                Some(c) => match Operator::of(c) {
                    Some(op) => {
                        j += 1;
                        op
                    }
                    None => Operator::Simple,
                },
                None => Operator::Simple,
            };
            let mut varspecs = Vec::new();
            for piece in split_commas(j, close, b) {
                varspecs.push(varspec(text, piece));
            }
            parts.push(Part::Expression(Expression {
                span: Span::new(start, close + 1),
                operator,
                varspecs: varspecs.into(),
            }));
            i = close + 1;
        }
        Ok(Template {
            text: text.into(),
            parts: parts.into(),
        })
    }

    /// The template's text.
    #[must_use]
    pub fn as_str(&self) -> &str {
        &self.text
    }

    /// Its literals and expressions, in order.
    #[must_use]
    pub fn parts(&self) -> &[Part] {
        &self.parts
    }

    /// Its expressions, in order.
    pub fn expressions(&self) -> impl Iterator<Item = &Expression> {
        self.parts.iter().filter_map(|p| match p {
            Part::Expression(e) => Some(e),
            Part::Literal(_) => None,
        })
    }

    /// The names of its variables, each once, in the order they first
    /// appear.
    #[must_use]
    pub fn variables(&self) -> Vec<&str> {
        let mut out: Vec<&str> = Vec::new();
        for v in self.expressions().flat_map(|e| e.varspecs.iter()) {
            if !out.contains(&v.name()) {
                out.push(v.name());
            }
        }
        out
    }
}

impl fmt::Display for Template {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text)
    }
}

impl std::str::FromStr for Template {
    type Err = Error;
    fn from_str(s: &str) -> Result<Template, Error> {
        Template::parse(s)
    }
}

/// Checks `text` against `URI-Template` with each `'` read as `(`: a
/// literal character wherever `'` could stand and, like `'`, nothing else,
/// so the offsets and expected words are the grammar's; the error shows the
/// text as written.
fn check_with_apostrophes(text: &str) -> Result<(), Error> {
    let Some(entry) = REGISTRY.entries().first() else {
        return Ok(());
    };
    if !text.contains('\'') {
        return entry.check(text.as_bytes());
    }
    let read = text.replace('\'', "(");
    entry.check(read.as_bytes()).map_err(|e| {
        let shown = Error::new(
            text.as_bytes(),
            Failure {
                offset: e.offset(),
                expected: ExpectedSet::EMPTY,
                rules: RuleStack::EMPTY,
            },
        );
        let mut expected = ExpectedSet::EMPTY;
        for x in e.expected() {
            expected.insert(x);
        }
        let mut rules = RuleStack::EMPTY;
        for r in e.rules() {
            rules.push(r);
        }
        Error::from_parts(
            e.offset(),
            expected,
            rules,
            shown.found(),
            shown.context(),
            e.reason(),
            None,
        )
    })
}

/// The spans between the commas of `b[from..to]`.
fn split_commas(from: usize, to: usize, b: &[u8]) -> impl Iterator<Item = Span> + '_ {
    let mut start = from;
    let mut done = false;
    std::iter::from_fn(move || {
        if done {
            return None;
        }
        let end = b[start..to]
            .iter()
            .position(|&c| c == b',')
            .map_or(to, |p| start + p);
        let span = Span::new(start, end);
        if end == to {
            done = true;
        }
        start = end + 1;
        Some(span)
    })
}

/// The varspec at `span` of `text` (valid by the grammar).
fn varspec(text: &str, span: Span) -> VarSpec {
    let s = &text[span.range()];
    let (name, modifier) = if let Some(name) = s.strip_suffix('*') {
        (name, Modifier::Explode)
    } else if let Some((name, n)) = s.split_once(':') {
        // `max-length` is one to four digits, the first not 0: a u16.
        (name, Modifier::Prefix(n.parse().unwrap_or(u16::MAX)))
    } else {
        (s, Modifier::None)
    };
    VarSpec {
        name: name.into(),
        span,
        modifier,
    }
}

/// The error for an operator that section 2.2 reserves (`op-reserve`) at
/// byte `at`: where an operator the RFC defines, or a varname, could stand.
fn reserved_operator(text: &str, at: usize) -> Error {
    let mut expected = ExpectedSet::EMPTY;
    expected.insert(&OP_LEVEL2_CHAR);
    expected.insert(&OP_LEVEL3_CHAR);
    expected.insert(&super::rules::VARCHAR_ASCII);
    let mut rules = RuleStack::EMPTY;
    for r in [&URI_TEMPLATE, &EXPRESSION, &OPERATOR, &OP_RESERVE] {
        rules.push(r);
    }
    let failure = Failure {
        offset: at,
        expected,
        rules,
    };
    let base = Error::new(text.as_bytes(), failure);
    Error::from_parts(
        at,
        expected,
        rules,
        base.found(),
        base.context(),
        Some("this operator is reserved for future extensions (RFC 6570 section 2.2)"),
        None,
    )
}
