//! From a rule of an ABNF file to a nondeterministic automaton over bytes
//! (Thompson's construction), every rule it names written in place. The
//! grammars compiled here are regular: a rule that names itself, directly
//! or through others, is refused.

use super::abnf::{Node, Rules};
use super::byteset::ByteSet;

/// One state of the automaton.
#[derive(Clone, Debug)]
pub(crate) enum State {
    /// One byte of the set, then the state given.
    Bytes(ByteSet, u32),
    /// Any of these states, reading nothing.
    Split(Vec<u32>),
    /// The whole rule has been read.
    Match,
}

/// The most states an automaton may have before compiling gives up (the
/// largest grammar here needs a few thousand).
const MAX_STATES: usize = 1 << 20;

/// A nondeterministic automaton: its states and where it starts.
#[derive(Clone, Debug)]
pub(crate) struct Nfa {
    pub(crate) states: Vec<State>,
    pub(crate) start: u32,
}

impl Nfa {
    /// The automaton of the rule `name` of `rules`.
    pub(crate) fn build(rules: &Rules, name: &str) -> Result<Nfa, String> {
        let body = rules.get(name).ok_or_else(|| format!("no rule {name}"))?;
        let mut b = Builder {
            rules,
            states: vec![State::Match],
            stack: vec![name.to_ascii_lowercase()],
        };
        let start = b.node(body, 0)?;
        Ok(Nfa {
            states: b.states,
            start,
        })
    }
}

/// The construction's state: the states so far and the rules being written
/// in place (to refuse one that names itself).
struct Builder<'a> {
    rules: &'a Rules,
    states: Vec<State>,
    stack: Vec<String>,
}

impl Builder<'_> {
    fn push(&mut self, s: State) -> Result<u32, String> {
        if self.states.len() >= MAX_STATES {
            return Err("the automaton grows too large".into());
        }
        self.states.push(s);
        Ok((self.states.len() - 1) as u32)
    }

    /// The bytes `node` matches, when it is one byte of a set (a class such
    /// as `pchar`, however many rules and alternatives spell it): such a
    /// node becomes one state rather than a tree of them.
    fn as_set(&self, node: &Node, depth: usize) -> Option<ByteSet> {
        match node {
            Node::Bytes(set) => Some(*set),
            Node::Alt(alts) => {
                let mut all = ByteSet::default();
                for a in alts {
                    all.union(&self.as_set(a, depth)?);
                }
                Some(all)
            }
            Node::Seq(items) if items.len() == 1 => self.as_set(&items[0], depth),
            Node::Repeat(1, Some(1), inner) => self.as_set(inner, depth),
            // A chain of rule names deeper than any grammar's is a rule
            // that names itself: not a set (`node` refuses it).
            Node::Rule(name) if depth < 64 => self.as_set(self.rules.get(name)?, depth + 1),
            _ => None,
        }
    }

    /// The start of `node`, which goes on to `next` when it has matched.
    fn node(&mut self, node: &Node, next: u32) -> Result<u32, String> {
        if let Some(set) = self.as_set(node, 0) {
            return self.push(State::Bytes(set, next));
        }
        match node {
            Node::Bytes(set) => self.push(State::Bytes(*set, next)),
            Node::Seq(items) => {
                let mut at = next;
                for item in items.iter().rev() {
                    at = self.node(item, at)?;
                }
                Ok(at)
            }
            Node::Alt(alts) => {
                let mut starts = Vec::with_capacity(alts.len());
                for a in alts {
                    starts.push(self.node(a, next)?);
                }
                self.push(State::Split(starts))
            }
            Node::Repeat(min, max, inner) => {
                let mut at = match max {
                    None => {
                        let lp = self.push(State::Split(Vec::new()))?;
                        let body = self.node(inner, lp)?;
                        self.states[lp as usize] = State::Split(vec![body, next]);
                        lp
                    }
                    Some(max) => {
                        let mut at = next;
                        for _ in *min..*max {
                            let once = self.node(inner, at)?;
                            at = self.push(State::Split(vec![once, at]))?;
                        }
                        at
                    }
                };
                for _ in 0..*min {
                    at = self.node(inner, at)?;
                }
                Ok(at)
            }
            Node::Rule(name) => {
                let key = name.to_ascii_lowercase();
                if self.stack.contains(&key) {
                    return Err(format!("rule {name} names itself: not regular"));
                }
                let body = self
                    .rules
                    .get(name)
                    .ok_or_else(|| format!("no rule {name}"))?;
                self.stack.push(key);
                let start = self.node(body, next);
                self.stack.pop();
                start
            }
        }
    }
}
