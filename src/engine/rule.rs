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
///
/// A path deeper than [`MAX_DEPTH`] keeps its outer [`MAX_DEPTH`] rules and
/// counts the rest, so that each [`RuleStack::pop`] undoes exactly the
/// [`RuleStack::push`] it pairs with: popping a rule that was not kept
/// removes nothing that was.
#[derive(Clone, Copy)]
pub struct RuleStack {
    rules: [&'static RuleInfo; MAX_DEPTH],
    /// Rules pushed and not yet popped, kept or not.
    depth: u32,
}

/// The filler of unused slots, never shown.
static NONE: RuleInfo = RuleInfo::new("", "", "", "");

impl RuleStack {
    /// The empty path.
    pub const EMPTY: RuleStack = RuleStack {
        rules: [&NONE; MAX_DEPTH],
        depth: 0,
    };

    /// Adds an inner rule (counted but not kept past [`MAX_DEPTH`]).
    pub fn push(&mut self, rule: &'static RuleInfo) {
        if let Some(slot) = self.rules.get_mut(self.depth as usize) {
            *slot = rule;
        }
        self.depth = self.depth.saturating_add(1);
    }

    /// Removes the innermost rule: the one the last unmatched
    /// [`RuleStack::push`] added (nothing that is kept, when that rule was
    /// past [`MAX_DEPTH`]).
    pub fn pop(&mut self) {
        self.depth = self.depth.saturating_sub(1);
    }

    /// The rules, outermost first: at most [`MAX_DEPTH`] of them.
    #[must_use]
    pub fn as_slice(&self) -> &[&'static RuleInfo] {
        &self.rules[..(self.depth as usize).min(MAX_DEPTH)]
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

/// Equal when they show the same rules ([`RuleStack::as_slice`]).
impl PartialEq for RuleStack {
    fn eq(&self, other: &Self) -> bool {
        self.as_slice() == other.as_slice()
    }
}

impl Eq for RuleStack {}

#[cfg(test)]
mod tests {
    use super::*;

    /// Twenty distinct rules, `r0` to `r19`.
    fn rules() -> Vec<&'static RuleInfo> {
        (0..20)
            .map(|i| {
                let name: &'static str = Box::leak(format!("r{i}").into_boxed_str());
                &*Box::leak(Box::new(RuleInfo::new(name, name, "test", "0")))
            })
            .collect()
    }

    fn names(s: &RuleStack) -> Vec<&'static str> {
        s.as_slice().iter().map(|r| r.name()).collect()
    }

    #[test]
    fn a_path_deeper_than_the_stack_pops_back_to_what_it_was() {
        let rules = rules();
        let mut s = RuleStack::EMPTY;
        for r in &rules {
            s.push(r);
        }
        // Twenty pushed: the outer sixteen are kept.
        let outer16: Vec<&str> = rules[..MAX_DEPTH].iter().map(|r| r.name()).collect();
        assert_eq!(names(&s), outer16);
        // Each pop undoes its push: the four rules past the stack take
        // nothing kept with them; the fifth pop removes r15.
        for depth in (MAX_DEPTH..20).rev() {
            s.pop();
            assert_eq!(names(&s), outer16, "back at depth {depth}");
        }
        s.pop();
        assert_eq!(names(&s), outer16[..15]);
        // And pushing again after a deep excursion puts the rule where the
        // path is.
        s.push(rules[19]);
        assert_eq!(names(&s).last(), Some(&"r19"));
        assert_eq!(names(&s).len(), 16);
        for _ in 0..16 {
            s.pop();
        }
        assert!(s.as_slice().is_empty());
        // Popping the empty path leaves it empty.
        s.pop();
        s.push(rules[0]);
        assert_eq!(names(&s), ["r0"]);
    }
}
