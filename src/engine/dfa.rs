//! The deterministic automaton of one rule (subset construction over the
//! [`super::nfa`] automaton), and running it over an input: one table step
//! a byte.

use std::collections::HashMap;

use super::byte_classes::byte_classes;
use super::nfa::{Nfa, State};

/// The most states a deterministic automaton may have before compiling
/// gives up; the grammars here need a few hundred to a few thousand.
const MAX_STATES: usize = 1 << 16;

/// A deterministic automaton over bytes, compiled from one rule of a
/// grammar's ABNF file ([`super::Compiled`]).
///
/// Its answer is exact by construction: it reads the input a byte at a time
/// and stops at the first byte after which no reading of the rule is alive,
/// which is the first byte at which the input stops being a prefix of any
/// string the rule accepts (the engine [`super::Error`]'s offset).
///
/// ```
/// use urigram::grammars::rfc2396;
/// let a = rfc2396::REGISTRY.find("IPv4address").unwrap().automaton().unwrap();
/// assert_eq!(a.first_failure(b"1.2.3.4"), None);
/// assert_eq!(a.first_failure(b"1.2.3.4567"), Some(9));
/// assert_eq!(a.first_failure(b"1.2.3"), Some(5));
/// ```
#[derive(Clone)]
pub struct Automaton {
    /// The class of each byte: bytes no transition tells apart share one.
    class: [u8; 256],
    /// How many classes there are: the width of a row of `next`.
    width: usize,
    /// The next state of each state and class, as the index of its row
    /// (state times `width`); row 0 is the dead state.
    next: Vec<u32>,
    /// Whether each state (by number) accepts.
    accept: Vec<bool>,
    /// The start state's row.
    start: u32,
    /// How each state (by number) was first reached, as the subset
    /// construction found it, breadth first: the state before it and a
    /// byte leading from there. Following it back from a state spells the
    /// shortest input that reaches it ([`Automaton::path_to`]); the start
    /// state and the dead state point at themselves.
    parent: Vec<(u32, u8)>,
}

impl std::fmt::Debug for Automaton {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Automaton")
            .field("states", &self.accept.len())
            .field("classes", &self.width)
            .finish()
    }
}

impl Automaton {
    /// The subset construction: each state of the result is the set of
    /// states of `nfa` alive after some input.
    pub(crate) fn from_nfa(nfa: &Nfa) -> Result<Automaton, String> {
        let (class, reps) = classes(nfa);
        let width = reps.len();
        let mut ids: HashMap<Vec<u32>, u32> = HashMap::new();
        // State 0 is the dead state: no reading alive.
        let mut sets: Vec<Vec<u32>> = vec![Vec::new()];
        ids.insert(Vec::new(), 0);
        let mut closer = Closer::new(nfa);
        let start_set = closer.close(nfa, &[nfa.start]);
        ids.insert(start_set.clone(), 1);
        sets.push(start_set);
        let mut next: Vec<u32> = vec![0; width * 2];
        let mut parent: Vec<(u32, u8)> = vec![(0, 0), (1, 0)];
        let mut todo = 1;
        // The classes each state that reads a byte accepts.
        let accepts: Vec<Vec<u8>> = nfa
            .states
            .iter()
            .map(|s| match s {
                State::Bytes(set, _) => (0..width)
                    .filter(|&c| set.contains(reps[c]))
                    .map(|c| c as u8)
                    .collect(),
                _ => Vec::new(),
            })
            .collect();
        let mut targets: Vec<Vec<u32>> = vec![Vec::new(); width];
        while todo < sets.len() {
            for t in &mut targets {
                t.clear();
            }
            for &s in &sets[todo] {
                if let State::Bytes(_, t) = &nfa.states[s as usize] {
                    for &c in &accepts[s as usize] {
                        targets[usize::from(c)].push(*t);
                    }
                }
            }
            for c in 0..width {
                let set = closer.close(nfa, &targets[c]);
                let id = match ids.get(&set) {
                    Some(&id) => id,
                    None => {
                        let id = sets.len() as u32;
                        if sets.len() >= MAX_STATES {
                            return Err("the deterministic automaton grows too large".into());
                        }
                        ids.insert(set.clone(), id);
                        sets.push(set);
                        // `todo` is a state number, below `MAX_STATES`.
                        parent.push((todo as u32, reps[c]));
                        next.extend(std::iter::repeat_n(0, width));
                        id
                    }
                };
                next[todo * width + c] = id * width as u32;
            }
            todo += 1;
        }
        let accept = sets
            .iter()
            .map(|set| {
                set.iter()
                    .any(|&s| matches!(nfa.states[s as usize], State::Match))
            })
            .collect();
        Ok(Automaton {
            class,
            width,
            next,
            accept,
            start: width as u32,
            parent,
        })
    }

    /// Whether the whole of `input` is a string of the rule.
    #[must_use]
    pub fn is_match(&self, input: &[u8]) -> bool {
        self.first_failure(input).is_none()
    }

    /// `None` if the whole of `input` is a string of the rule; otherwise the
    /// offset of the first byte at which it stops being a prefix of one (the
    /// input's length if all of it is such a prefix but not a match).
    #[must_use]
    pub fn first_failure(&self, input: &[u8]) -> Option<usize> {
        self.failure(input).map(|(offset, _)| offset)
    }

    /// As [`Automaton::first_failure`], with the state the automaton was in
    /// when the input stopped being viable: the state after `input[..offset]`,
    /// whose readings are the ones that died at the offset.
    pub(crate) fn failure(&self, input: &[u8]) -> Option<(usize, u32)> {
        let mut row = self.start as usize;
        for (i, &b) in input.iter().enumerate() {
            let to = self.next[row + usize::from(self.class[usize::from(b)])] as usize;
            if to == 0 {
                return Some((i, (row / self.width) as u32));
            }
            row = to;
        }
        let state = row / self.width;
        if self.accept[state] {
            None
        } else {
            Some((input.len(), state as u32))
        }
    }

    /// The shortest input that leads from the start to `state` (states are
    /// numbered from 0, the dead state, to [`Automaton::states`]; the start
    /// is 1): the path the subset construction, breadth first, found it by.
    /// Empty for the start and the dead state.
    ///
    /// ```
    /// use urigram::engine::Compiled;
    /// static TOY: Compiled = Compiled::new("pair = 1*%x61 \"=\" 1*%x62\n");
    /// let a = TOY.compile("pair").unwrap();
    /// let s = a.state_after(b"aaaa=").unwrap();
    /// assert_eq!(a.path_to(s), b"a=");
    /// assert_eq!(a.state_after(b"a="), Some(s));
    /// ```
    #[must_use]
    pub fn path_to(&self, state: u32) -> Vec<u8> {
        let mut out = Vec::new();
        let mut s = state as usize;
        while s > 1 && s < self.parent.len() && out.len() < self.parent.len() {
            let (from, byte) = self.parent[s];
            out.push(byte);
            s = from as usize;
        }
        out.reverse();
        out
    }

    /// The state after reading `input` from the start; `None` once no
    /// reading is alive.
    #[must_use]
    pub fn state_after(&self, input: &[u8]) -> Option<u32> {
        let mut row = self.start as usize;
        for &b in input {
            row = self.next[row + usize::from(self.class[usize::from(b)])] as usize;
            if row == 0 {
                return None;
            }
        }
        // At most `MAX_STATES` states: the number fits.
        Some((row / self.width) as u32)
    }

    /// One byte of each class of bytes the automaton tells apart, in
    /// ascending order: reading any byte of a class does what reading its
    /// representative does.
    #[must_use]
    pub fn class_representatives(&self) -> Vec<u8> {
        let mut seen = vec![false; self.width];
        (0..=255u8)
            .filter(|&b| {
                !std::mem::replace(&mut seen[usize::from(self.class[usize::from(b)])], true)
            })
            .collect()
    }

    /// [`Automaton::path_to`] `state`, then, if `state` accepts, one byte
    /// on which no reading goes on: an input on which every reading alive
    /// in `state` dies at the end of the path, short (no longer than the
    /// number of states) whatever input first led to `state`. Gives the
    /// input and that offset.
    pub(crate) fn witness(&self, state: u32) -> (Vec<u8>, usize) {
        let mut out = self.path_to(state);
        let offset = out.len();
        let row = state as usize * self.width;
        if self.accept.get(state as usize).copied().unwrap_or(false) {
            // A state that accepts and on which a failure was found has a
            // byte that kills every reading.
            if let Some(b) = (0..=255u8).find(|&b| {
                self.next
                    .get(row + usize::from(self.class[usize::from(b)]))
                    .is_some_and(|&to| to == 0)
            }) {
                out.push(b);
            }
        }
        (out, offset)
    }

    /// How many states the automaton has (the dead state among them).
    #[must_use]
    pub fn states(&self) -> usize {
        self.accept.len()
    }
}

/// The byte classes of `nfa`: two bytes share a class when every byte set
/// of its transitions holds both or neither. Gives each byte's class and
/// one byte of each class.
fn classes(nfa: &Nfa) -> ([u8; 256], Vec<u8>) {
    byte_classes(nfa.states.iter().filter_map(|s| match s {
        State::Bytes(set, _) => Some(set),
        _ => None,
    }))
}

/// Computes closures: the states reachable by reading nothing, kept only
/// where they read a byte or match; sorted, so that equal sets compare
/// equal. The marks are reused from one closure to the next.
struct Closer {
    mark: Vec<u32>,
    stamp: u32,
    stack: Vec<u32>,
}

impl Closer {
    fn new(nfa: &Nfa) -> Closer {
        Closer {
            mark: vec![0; nfa.states.len()],
            stamp: 0,
            stack: Vec::new(),
        }
    }

    fn close(&mut self, nfa: &Nfa, from: &[u32]) -> Vec<u32> {
        self.stamp += 1;
        self.stack.clear();
        self.stack.extend_from_slice(from);
        let mut out = Vec::new();
        while let Some(s) = self.stack.pop() {
            let m = &mut self.mark[s as usize];
            if *m == self.stamp {
                continue;
            }
            *m = self.stamp;
            match &nfa.states[s as usize] {
                State::Split(to) => self.stack.extend(to.iter().copied()),
                _ => out.push(s),
            }
        }
        out.sort_unstable();
        out
    }
}
