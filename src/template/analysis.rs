//! Whether a template is ambiguous: whether some URI it produces has two
//! assignments, decided on its automaton's product with itself, and which
//! expressions make it so.
//!
//! Two different paths of the automaton spelling the same URI are two
//! assignments (see [`super::nfa`]). The product runs two paths side by
//! side on the same bytes, remembering whether they have parted; the
//! template is ambiguous exactly when a pair that has parted reaches the
//! accepting state on both sides. Where they part names the expressions
//! (or the literal) involved, and the shortest such pair of paths gives a
//! URI that shows it.

use std::collections::{HashMap, VecDeque};

use super::nfa::{Class, Nfa, START};
use super::state_queue::StateQueue;
use crate::grammars::rfc6570::{Part, Template};

/// The automaton size above which the analysis is not run (its product
/// would hold this many squared pairs).
pub const MAX_ANALYSED_STATES: usize = 4000;

/// What the analysis says of a template.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Analysis {
    ambiguities: Vec<Ambiguity>,
    complete: bool,
    repeated: Vec<String>,
}

/// One way a template is ambiguous: the expressions where two assignments
/// part, and a URI that both expand to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ambiguity {
    /// The expressions involved, as the template writes them, in order
    /// (one, when the ambiguity is inside an expression).
    pub expressions: Vec<String>,
    /// Whether a literal of the template is one of the two readings (`{/a*}/b`:
    /// the `/` may be the list's separator or the literal).
    pub literal: bool,
    /// A URI with two assignments.
    pub witness: String,
}

impl Analysis {
    /// Whether every URI the template produces has exactly one assignment
    /// (under the readings [`super::Matcher`] documents). `false` also when
    /// the template was too large to analyse.
    #[must_use]
    pub fn is_unambiguous(&self) -> bool {
        self.complete && self.ambiguities.is_empty()
    }

    /// The ways the template is ambiguous, each with the expressions that
    /// make it so.
    #[must_use]
    pub fn ambiguities(&self) -> &[Ambiguity] {
        &self.ambiguities
    }

    /// Whether the analysis ran (the automaton has at most
    /// [`MAX_ANALYSED_STATES`] states).
    #[must_use]
    pub fn is_complete(&self) -> bool {
        self.complete
    }

    /// Variables the template writes more than once (`{a}/{a}`). The
    /// automaton reads each occurrence on its own and the matcher keeps the
    /// assignments where they agree; the analysis does not use that
    /// agreement, so it may call such a template ambiguous where the
    /// agreement leaves one assignment.
    #[must_use]
    pub fn repeated_variables(&self) -> &[String] {
        &self.repeated
    }

    /// Works out the analysis of `t`, whose automaton is `nfa`.
    pub(crate) fn of(t: &Template, nfa: &Nfa) -> Analysis {
        let mut repeated = Vec::new();
        let mut seen: Vec<&str> = Vec::new();
        for v in t.expressions().flat_map(|e| e.varspecs().iter()) {
            if seen.contains(&v.name()) {
                if !repeated.iter().any(|r: &String| r == v.name()) {
                    repeated.push(v.name().to_owned());
                }
            } else {
                seen.push(v.name());
            }
        }
        if nfa.len() > MAX_ANALYSED_STATES {
            return Analysis {
                ambiguities: Vec::new(),
                complete: false,
                repeated,
            };
        }
        let exprs: Vec<String> = t
            .parts()
            .iter()
            .filter_map(|p| match p {
                Part::Expression(e) => Some(t.as_str()[e.span().range()].to_owned()),
                Part::Literal(_) => None,
            })
            .collect();
        let moves = Moves::of(nfa);
        Analysis {
            ambiguities: product(nfa, &moves, &exprs),
            complete: true,
            repeated,
        }
    }
}

/// The automaton without empty transitions, paths kept apart: from each
/// state, each byte transition of each state its empty transitions reach,
/// with how many empty paths lead there (1, or 2 for two or more).
/// A move without empty transitions: the state the byte leaves from, the
/// index of its transition there, the empty paths to that state, the
/// class, the target.
type Move = (u32, usize, u8, Class, u32);

/// A pair of states of the product, and whether the paths have parted.
type Key = (u32, u32, bool);

/// How a pair was first reached: the pair before, the byte, and (for the
/// step where the paths part) the two states they part into.
type Parent = (Option<Key>, u8, Option<(u32, u32)>);

struct Moves {
    /// Per state: (the state the byte leaves from, index of its transition,
    /// empty paths to it, class, target).
    out: Vec<Vec<Move>>,
    /// Per state: empty paths to the accepting state (0, 1, 2).
    accepts: Vec<u8>,
}

impl Moves {
    fn of(nfa: &Nfa) -> Moves {
        let n = nfa.len();
        let mut out = Vec::with_capacity(n);
        let mut accepts = Vec::with_capacity(n);
        for p in 0..n {
            // Paths from p to each state by empty transitions, in state
            // order (they only go forward).
            let p = u32::try_from(p).unwrap_or(u32::MAX);
            let mut order = StateQueue::from(vec![(p, 1)]);
            let mut reached = Vec::new();
            while let Some((s, c)) = order.pop_first() {
                reached.push((s, c));
                for &t in nfa.eps.get(s) {
                    order.push(t, c);
                }
            }
            let mut edges = Vec::new();
            let mut acc = 0;
            for (s, c) in reached {
                if s == nfa.accept {
                    acc = c;
                }
                for (i, &(class, t)) in nfa.bytes.get(s).iter().enumerate() {
                    edges.push((s, i, c, nfa.class(class), t));
                }
            }
            out.push(edges);
            accepts.push(acc);
        }
        Moves { out, accepts }
    }
}

/// The lowest byte of a class.
fn lowest(c: Class) -> u8 {
    u8::try_from(c.trailing_zeros()).unwrap_or(0)
}

/// Runs the product, breadth first, and gathers one ambiguity per set of
/// expressions where paths part, with the shortest witness.
fn product(nfa: &Nfa, moves: &Moves, exprs: &[String]) -> Vec<Ambiguity> {
    let mut parent: HashMap<Key, Parent> = HashMap::new();
    let mut queue = VecDeque::new();
    let start = (START, START, false);
    parent.insert(start, (None, 0, None));
    queue.push_back(start);
    let mut out: Vec<Ambiguity> = Vec::new();
    let describe = |a: u32, b: u32| -> (Vec<String>, bool) {
        let mut ids: Vec<u16> = Vec::new();
        let mut literal = false;
        for s in [a, b] {
            match nfa.states[s as usize].expr {
                Some(e) => {
                    if !ids.contains(&e) {
                        ids.push(e);
                    }
                }
                None => literal = true,
            }
        }
        ids.sort_unstable();
        let names = ids
            .iter()
            .filter_map(|&i| exprs.get(usize::from(i)).cloned())
            .collect();
        (names, literal)
    };
    while let Some(key) = queue.pop_front() {
        let (p, q, parted) = key;
        let (ap, aq) = (moves.accepts[p as usize], moves.accepts[q as usize]);
        let ends_two_ways = ap > 0 && aq > 0 && (parted || ap > 1);
        if ends_two_ways {
            // Where the paths parted: walk back to the step that parted
            // them (or, parting only at the end, the last state).
            let mut k = key;
            let mut bytes = Vec::new();
            let mut split = (p, q);
            while let Some(&(prev, b, part)) = parent.get(&k) {
                let Some(prev) = prev else { break };
                bytes.push(b);
                if let Some(s) = part {
                    split = s;
                }
                k = prev;
            }
            bytes.reverse();
            let (expressions, literal) = describe(split.0, split.1);
            if !out
                .iter()
                .any(|a| a.expressions == expressions && a.literal == literal)
            {
                out.push(Ambiguity {
                    expressions,
                    literal,
                    witness: String::from_utf8_lossy(&bytes).into_owned(),
                });
            }
        }
        for &(s1, i1, c1, class1, t1) in &moves.out[p as usize] {
            for &(s2, i2, _, class2, t2) in &moves.out[q as usize] {
                let both = class1 & class2;
                if both == 0 {
                    continue;
                }
                let differ = (s1, i1) != (s2, i2) || (p == q && c1 > 1);
                let now = parted || differ;
                let next = (t1, t2, now);
                if parent.contains_key(&next) {
                    continue;
                }
                let part = (!parted && now).then_some((t1, t2));
                parent.insert(next, (Some(key), lowest(both), part));
                queue.push_back(next);
            }
        }
    }
    out
}

/// A URI that both automata accept, the shortest, if any: the product of
/// the two, run breadth first from the pair of starts.
pub(crate) fn overlap(a: &Nfa, b: &Nfa) -> Option<String> {
    if a.len() > MAX_ANALYSED_STATES || b.len() > MAX_ANALYSED_STATES {
        return None;
    }
    let (ma, mb) = (Moves::of(a), Moves::of(b));
    type Pair = (u32, u32);
    let mut parent: HashMap<Pair, (Option<Pair>, u8)> = HashMap::new();
    let mut queue = VecDeque::new();
    parent.insert((START, START), (None, 0));
    queue.push_back((START, START));
    while let Some((p, q)) = queue.pop_front() {
        if ma.accepts[p as usize] > 0 && mb.accepts[q as usize] > 0 {
            let mut bytes = Vec::new();
            let mut k = (p, q);
            while let Some(&(Some(prev), b)) = parent.get(&k) {
                bytes.push(b);
                k = prev;
            }
            bytes.reverse();
            return Some(String::from_utf8_lossy(&bytes).into_owned());
        }
        for &(_, _, _, c1, t1) in &ma.out[p as usize] {
            for &(_, _, _, c2, t2) in &mb.out[q as usize] {
                let both = c1 & c2;
                if both != 0 && !parent.contains_key(&(t1, t2)) {
                    parent.insert((t1, t2), (Some((p, q)), lowest(both)));
                    queue.push_back((t1, t2));
                }
            }
        }
    }
    None
}
