//! A grammar's rules as data: names, sections, and the path of rules that
//! led to a failure.

use std::fmt;

/// One rule of a grammar: its name as the RFC spells it, its name in the
/// grammar's ABNF file (RFC 5234 allows no `_`, so `hier_part` is written
/// `hier-part` there), the document and the section that define it.
///
/// ```
/// use urigram::engine::RuleInfo;
/// static HIER_PART: RuleInfo = RuleInfo::new("hier_part", "hier-part", "RFC 2396", "3");
/// assert_eq!(HIER_PART.abnf_name(), "hier-part");
/// assert_eq!(HIER_PART.to_string(), "hier_part");
/// ```
#[derive(Debug, PartialEq, Eq, Hash)]
pub struct RuleInfo {
    name: &'static str,
    abnf_name: &'static str,
    document: &'static str,
    section: &'static str,
}

impl RuleInfo {
    /// A rule named `name` in the RFC and `abnf_name` in the ABNF file,
    /// defined in `section` of `document`.
    #[must_use]
    pub const fn new(
        name: &'static str,
        abnf_name: &'static str,
        document: &'static str,
        section: &'static str,
    ) -> RuleInfo {
        RuleInfo {
            name,
            abnf_name,
            document,
            section,
        }
    }

    /// The name as the RFC spells it, e.g. `"hier_part"`.
    #[must_use]
    pub const fn name(&self) -> &'static str {
        self.name
    }

    /// The name as the grammar's ABNF file spells it, e.g. `"hier-part"`.
    #[must_use]
    pub const fn abnf_name(&self) -> &'static str {
        self.abnf_name
    }

    /// The document that defines the rule, e.g. `"RFC 2732"`.
    #[must_use]
    pub const fn document(&self) -> &'static str {
        self.document
    }

    /// The section of [`document`](RuleInfo::document) that defines the rule.
    #[must_use]
    pub const fn section(&self) -> &'static str {
        self.section
    }

    /// Whether `name` names this rule, in either spelling; ABNF names are
    /// case-insensitive (RFC 5234 section 2.1).
    #[must_use]
    pub fn is_named(&self, name: &str) -> bool {
        self.name.eq_ignore_ascii_case(name) || self.abnf_name.eq_ignore_ascii_case(name)
    }
}

impl fmt::Display for RuleInfo {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name)
    }
}

/// The deepest chain of rules a stack keeps; deeper ones keep their outer
/// sixteen. RFC 2396's deepest chain (URI-reference down to HEXDIG inside an
/// IPv6 literal) is twelve.
pub const MAX_DEPTH: usize = 16;

/// A path of rules, outermost first, in a fixed array: `Copy`, no allocation.
#[derive(Clone, Copy)]
pub struct RuleStack {
    rules: [&'static RuleInfo; MAX_DEPTH],
    len: u8,
}

/// The filler of unused slots, never shown.
static NONE: RuleInfo = RuleInfo::new("", "", "", "");

impl RuleStack {
    /// The empty path.
    pub const EMPTY: RuleStack = RuleStack {
        rules: [&NONE; MAX_DEPTH],
        len: 0,
    };

    /// Adds an inner rule (dropped past [`MAX_DEPTH`]).
    pub fn push(&mut self, rule: &'static RuleInfo) {
        if (self.len as usize) < MAX_DEPTH {
            self.rules[self.len as usize] = rule;
            self.len += 1;
        }
    }

    /// Removes the innermost rule.
    pub fn pop(&mut self) {
        self.len = self.len.saturating_sub(1);
    }

    /// The rules, outermost first.
    #[must_use]
    pub fn as_slice(&self) -> &[&'static RuleInfo] {
        &self.rules[..self.len as usize]
    }
}

impl Default for RuleStack {
    fn default() -> Self {
        RuleStack::EMPTY
    }
}

impl fmt::Debug for RuleStack {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list()
            .entries(self.as_slice().iter().map(|r| r.name()))
            .finish()
    }
}

impl PartialEq for RuleStack {
    fn eq(&self, other: &Self) -> bool {
        self.as_slice() == other.as_slice()
    }
}

impl Eq for RuleStack {}
