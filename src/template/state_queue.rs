//! The states an epsilon closure of a template's automaton has still to
//! visit, lowest first, with the number of paths to each (capped at 2):
//! [`dfa`](super::dfa)'s closures at build and match time and
//! [`analysis`](super::analysis)'s moves. Empty transitions only go to
//! higher states, so taking the lowest first sees every path into a state
//! before the state itself.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

/// A min-heap of `(state, paths)`: a state pushed more than once comes out
/// once, its paths summed and capped at 2.
///
/// Why a heap and not a `BTreeMap<u32, u8>` (which merged the entries as
/// they came): each B-tree key type is its own copy of the tree's code in
/// the wasm package, and this one was the largest of them
/// (docs/performance.md#web); a push and a pop are O(log n) either way.
pub(super) struct StateQueue(BinaryHeap<Reverse<(u32, u8)>>);

impl StateQueue {
    /// Adds `paths` paths into `state`.
    #[inline]
    pub(super) fn push(&mut self, state: u32, paths: u8) {
        self.0.push(Reverse((state, paths)));
    }

    /// How many entries wait (a state pushed twice counts twice): a
    /// capacity for what the closure gives.
    pub(super) fn len(&self) -> usize {
        self.0.len()
    }

    /// The lowest state waiting and its paths, summed over its entries
    /// and capped at 2.
    pub(super) fn pop_first(&mut self) -> Option<(u32, u8)> {
        let Reverse((state, mut paths)) = self.0.pop()?;
        while let Some(&Reverse((next, more))) = self.0.peek() {
            if next != state {
                break;
            }
            self.0.pop();
            paths = paths.saturating_add(more);
        }
        Some((state, paths.min(2)))
    }
}

impl From<Vec<(u32, u8)>> for StateQueue {
    fn from(seed: Vec<(u32, u8)>) -> StateQueue {
        StateQueue(seed.into_iter().map(Reverse).collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// States come out lowest first, each once, paths summed and capped.
    #[test]
    fn lowest_first_paths_summed() {
        let mut q = StateQueue::from(vec![(5, 1), (2, 1), (5, 1), (9, 2)]);
        assert_eq!(q.pop_first(), Some((2, 1)));
        q.push(9, 1);
        q.push(7, 1);
        assert_eq!(q.pop_first(), Some((5, 2)));
        assert_eq!(q.pop_first(), Some((7, 1)));
        assert_eq!(q.pop_first(), Some((9, 2)));
        assert_eq!(q.pop_first(), None);
        assert_eq!(
            StateQueue::from(vec![(1, 200), (1, 200)]).pop_first(),
            Some((1, 2))
        );
    }
}
