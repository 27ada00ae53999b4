//! The cursor the combinators of every grammar run on: the input, the rule
//! path being matched, and the furthest failure seen so far.

use std::collections::BTreeSet;

use super::expected::{Expected, ExpectedSet};
use super::rule::{RuleInfo, RuleStack};

/// Every offset at which a rule can end, ascending and without repeats.
pub type Ends = Vec<usize>;

/// A combinator: from a start offset, every offset where its rule can end.
pub type Matcher = for<'a> fn(&mut Cursor<'a>, usize) -> Ends;

/// The furthest failure: where some reading of the input died last, what
/// would have let a reading go on there, and the deepest rule path among the
/// readings that died there. `Copy`, and never allocates.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Failure {
    /// Byte offset from the start of the input.
    pub offset: usize,
    /// Everything that would have let some reading go on at `offset`.
    pub expected: ExpectedSet,
    /// The rule path of the first reading that died at `offset` (the
    /// deepest would too often be a leaf such as `escaped`, whose `%` is
    /// merely one more thing that could have come there).
    pub rules: RuleStack,
}

/// The state the combinators share while one input is matched.
///
/// A combinator is a function `fn(&mut Cursor<'_>, usize) -> Ends`: from a
/// start offset, every offset where its rule can end (see the
/// [module doc](super) for why every one, and not the first).
///
/// ```
/// use urigram::engine::{Cursor, Expected, ascii_mask};
/// static A: Expected = Expected::class("\"a\"", ascii_mask(b"a"));
/// static B: Expected = Expected::class("\"b\"", ascii_mask(b"b"));
/// let mut c = Cursor::new(b"aab");
/// // *"a" "b": the repetition ends at 0, 1 or 2; "b" follows only the last.
/// let stars = c.star_class(0, &A);
/// assert_eq!(stars, [0, 1, 2]);
/// let ends = c.then(stars, |c, at| c.one(at, &B));
/// assert_eq!(ends, [3]);
/// ```
#[derive(Debug)]
pub struct Cursor<'a> {
    input: &'a [u8],
    stack: RuleStack,
    furthest: Option<Failure>,
}

impl<'a> Cursor<'a> {
    /// A cursor over `input`, with no failure recorded.
    #[must_use]
    pub fn new(input: &'a [u8]) -> Cursor<'a> {
        Cursor {
            input,
            stack: RuleStack::EMPTY,
            furthest: None,
        }
    }

    /// The whole input.
    #[must_use]
    pub fn input(&self) -> &'a [u8] {
        self.input
    }

    /// The furthest failure recorded so far.
    #[must_use]
    pub fn furthest(&self) -> Option<Failure> {
        self.furthest
    }

    /// Runs `f` with `rule` as the innermost rule of the path, so that the
    /// failures it records name it.
    pub fn rule(&mut self, rule: &'static RuleInfo, f: impl FnOnce(&mut Self) -> Ends) -> Ends {
        self.stack.push(rule);
        let ends = f(self);
        self.stack.pop();
        ends
    }

    /// Records that a reading died at `at`, where `expected` would have let
    /// it go on.
    pub fn fail(&mut self, at: usize, expected: &'static Expected) {
        match &mut self.furthest {
            Some(f) if f.offset > at => {}
            Some(f) if f.offset == at => f.expected.insert(expected),
            slot => {
                let mut set = ExpectedSet::EMPTY;
                set.insert(expected);
                *slot = Some(Failure {
                    offset: at,
                    expected: set,
                    rules: self.stack,
                });
            }
        }
    }

    /// One byte of `class` at `at`: ends at `at + 1`, or nowhere (and the
    /// failure is recorded).
    pub fn one(&mut self, at: usize, class: &'static Expected) -> Ends {
        match self.input.get(at) {
            Some(&b) if class.matches(b) => vec![at + 1],
            _ => {
                self.fail(at, class);
                Vec::new()
            }
        }
    }

    /// The bytes of a literal, one class per byte, in turn.
    pub fn seq_classes(&mut self, at: usize, classes: &[&'static Expected]) -> Ends {
        let mut pos = at;
        for &class in classes {
            match self.input.get(pos) {
                Some(&b) if class.matches(b) => pos += 1,
                _ => {
                    self.fail(pos, class);
                    return Vec::new();
                }
            }
        }
        vec![pos]
    }

    /// `*class`: every offset from `at` to the end of the run of `class`
    /// bytes, the failure recorded where the run stops.
    pub fn star_class(&mut self, at: usize, class: &'static Expected) -> Ends {
        let mut pos = at;
        while self.input.get(pos).is_some_and(|&b| class.matches(b)) {
            pos += 1;
        }
        self.fail(pos, class);
        (at..=pos).collect()
    }

    /// `min*max class` for one-byte classes: the ends from `at + min` to
    /// `at + max` (or the end of the run), the failure recorded where the
    /// run stops short of `max`.
    pub fn repeat_class(
        &mut self,
        at: usize,
        min: usize,
        max: Option<usize>,
        class: &'static Expected,
    ) -> Ends {
        let mut pos = at;
        while max.is_none_or(|m| pos - at < m)
            && self.input.get(pos).is_some_and(|&b| class.matches(b))
        {
            pos += 1;
        }
        if max.is_none_or(|m| pos - at < m) {
            self.fail(pos, class);
        }
        if pos - at < min {
            return Vec::new();
        }
        (at + min..=pos).collect()
    }

    /// Concatenation: `f` run from every offset of `starts`, its ends merged.
    pub fn then(&mut self, starts: Ends, mut f: impl FnMut(&mut Self, usize) -> Ends) -> Ends {
        let mut out = Vec::new();
        for at in starts {
            out.extend(f(self, at));
        }
        normalize(out)
    }

    /// `[ f ]` after `starts`: the starts themselves, and every end of `f`
    /// from them.
    pub fn opt(&mut self, starts: Ends, f: impl FnMut(&mut Self, usize) -> Ends) -> Ends {
        let more = self.then(starts.clone(), f);
        union(starts, more)
    }

    /// `*( f )` after `starts`: `f` run again from every new end until no
    /// new end appears. Each end is run once, so a long repetition costs
    /// `n log n`, not `n²`.
    pub fn star(&mut self, starts: Ends, mut f: impl FnMut(&mut Self, usize) -> Ends) -> Ends {
        let mut all: BTreeSet<usize> = starts.iter().copied().collect();
        let mut frontier: Ends = all.iter().copied().collect();
        while !frontier.is_empty() {
            let next = self.then(frontier, &mut f);
            frontier = next.into_iter().filter(|&e| all.insert(e)).collect();
        }
        all.into_iter().collect()
    }

    /// Alternation: every end of every one of `alternatives` from `at`.
    pub fn any(&mut self, at: usize, alternatives: &[Matcher]) -> Ends {
        let mut out = Vec::new();
        for f in alternatives {
            out.extend(f(self, at));
        }
        normalize(out)
    }

    /// `1*( f )` after `starts`.
    pub fn plus(&mut self, starts: Ends, mut f: impl FnMut(&mut Self, usize) -> Ends) -> Ends {
        let once = self.then(starts, &mut f);
        self.star(once, f)
    }

    /// Matches the whole input against `f` (a combinator of rule `rule`):
    /// `Ok` if one of its readings ends at the end of the input; otherwise
    /// the furthest failure, counting each reading that ended early as a
    /// failure to find the end of input there.
    ///
    /// # Errors
    ///
    /// The furthest [`Failure`], when no reading covers the whole input.
    // A `Failure` is a few hundred bytes of pointers, returned once per
    // failed match; boxing it would allocate inside the matcher, which the
    // engine promises not to do.
    #[allow(clippy::result_large_err)]
    pub fn whole(
        mut self,
        rule: &'static RuleInfo,
        f: impl FnOnce(&mut Self, usize) -> Ends,
    ) -> Result<(), Failure> {
        let ends = f(&mut self, 0);
        let len = self.input.len();
        if ends.contains(&len) {
            return Ok(());
        }
        self.stack.push(rule);
        for e in ends {
            self.fail(e, &Expected::END);
        }
        Err(self.furthest.unwrap_or_else(|| {
            let mut rules = RuleStack::EMPTY;
            rules.push(rule);
            Failure {
                offset: 0,
                expected: ExpectedSet::EMPTY,
                rules,
            }
        }))
    }
}

/// Sorts and removes repeats.
fn normalize(mut ends: Ends) -> Ends {
    ends.sort_unstable();
    ends.dedup();
    ends
}

/// The union of two sets of ends.
#[must_use]
pub fn union(mut a: Ends, b: Ends) -> Ends {
    a.extend(b);
    normalize(a)
}
