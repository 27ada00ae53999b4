//! What the checks record: a [`Finding`] (which check, which bytes) and the
//! [`Findings`] they put it in, a few words of memory each, so that a
//! hostile input drawing hundreds of thousands of warnings allocates no
//! text per warning (the words come later, from [`super::words`]).

use super::check::Check;
use crate::ast::Span;

/// What a check found: the check and the bytes it is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Finding {
    pub(super) check: Check,
    pub(super) span: Span,
}

impl Finding {
    pub(super) fn new(check: Check, span: Span) -> Self {
        Finding { check, span }
    }
}

/// Where the checks put what they find: every finding, or (a summary) the
/// first few of each check by position, with how many each check found.
pub(super) struct Findings {
    list: Vec<Finding>,
    /// `None`: keep every finding; `Some(k)`: the first `k` of each check.
    keep: Option<usize>,
    /// How many findings each check made, by its place in [`Check::ALL`].
    counts: [usize; Check::ALL.len()],
    /// The greatest position among each check's kept findings, so that a
    /// finding past it (the usual case: each check finds in order) is
    /// counted without a look at the list.
    last: [(usize, usize); Check::ALL.len()],
}

impl Findings {
    pub(super) fn new(keep: Option<usize>, capacity: usize) -> Self {
        Findings {
            list: Vec::with_capacity(capacity),
            keep,
            counts: [0; Check::ALL.len()],
            last: [(0, 0); Check::ALL.len()],
        }
    }

    /// Records a finding: kept, or counted only once its check has `keep`
    /// that come before it. The checks find in order of position within a
    /// check, but a finding is compared rather than trusted to come last.
    pub(super) fn push(&mut self, f: Finding) {
        let slot = Check::ALL.iter().position(|&c| c == f.check).unwrap_or(0);
        self.counts[slot] += 1;
        let Some(keep) = self.keep else {
            self.list.push(f);
            return;
        };
        let key = |g: &Finding| (g.span.start, g.span.end);
        if self.counts[slot] <= keep {
            self.last[slot] = self.last[slot].max(key(&f));
            self.list.push(f);
            return;
        }
        if key(&f) >= self.last[slot] {
            return;
        }
        // Before a kept one: it takes the place of the last kept.
        let mut greatest = key(&f);
        let mut replaced = false;
        for g in self.list.iter_mut().filter(|g| g.check == f.check) {
            if !replaced && key(g) == self.last[slot] {
                *g = f;
                replaced = true;
            } else {
                greatest = greatest.max(key(g));
            }
        }
        self.last[slot] = greatest;
    }

    /// Orders the kept findings as warnings are handed out: by position,
    /// then by check.
    pub(super) fn sort(&mut self) {
        self.list
            .sort_unstable_by_key(|f| (f.span.start, f.check, f.span.end));
    }

    /// How many findings `check` made in all.
    pub(super) fn count(&self, check: Check) -> usize {
        Check::ALL
            .iter()
            .position(|&c| c == check)
            .map_or(0, |i| self.counts[i])
    }

    /// How many findings are kept.
    pub(super) fn len(&self) -> usize {
        self.list.len()
    }

    /// The findings kept.
    pub(super) fn into_list(self) -> Vec<Finding> {
        self.list
    }
}
