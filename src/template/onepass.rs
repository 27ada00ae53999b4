//! A template's automaton run in one pass, when it is *one-pass*: from
//! each state a path can stand in between two bytes, every byte leads
//! along at most one path (of empty transitions, then the byte), and the
//! end of the URI along at most one path to the accepting state. Such an
//! automaton has at most one path over any URI, and that path is found
//! going forward, one table lookup a byte, its tagged states written down
//! as they are entered: no trace of the states alive at each offset and no
//! walk back through it, which is most of what a match costs otherwise.
//!
//! Most templates an API or an MCP server writes are one-pass: each
//! expression's values end at a literal or an operator character its
//! values cannot hold (`/users/{id}`, `{/number}`, `{?a,b}`). Those that
//! are not, such as `{?page,per_page}` (after `?`, a `p` may begin either
//! name) or anything ambiguous (`{a}{b}`), are matched by the general
//! read-back ([`super::Matcher`]), which gives the same answers: the
//! property tests compare the two on every template they make.

use super::dfa::byte_classes;
use super::nfa::{Nfa, START, State, Tag};

/// No state: a byte that leads nowhere, or no path to the accepting state.
const NONE: u32 = u32::MAX;

/// The largest table (rows times byte classes) built; a template that
/// needs more is matched by the general read-back.
const MAX_ENTRIES: usize = 1 << 16;

/// The most work the construction may do, in states visited over all the
/// closures: a template past it is matched by the general read-back.
const MAX_WORK: usize = 1 << 20;

/// One step: the state after it, its row (premultiplied by the number of
/// byte classes; [`NONE`] for no state), what it writes down, and the
/// tagged states its empty transitions enter before the byte,
/// `acts[from..from + len]`.
#[derive(Clone, Copy, Debug)]
struct Step {
    row: u32,
    to: u32,
    from: u32,
    len: u32,
    /// The tag of `to`.
    tag: Tag,
    /// What the step writes down: see [`Kind`].
    kind: Kind,
}

/// What a step writes down, worked out when the table is built so that
/// the bytes of a literal or of a value cost one lookup each.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    /// Nothing: no tagged state on its empty path, and `to` untagged.
    Nothing,
    /// Only `to`, a `Char` state: the value's byte, which extends the
    /// run of its slot's bytes when the last state written down is of
    /// the same tag.
    Char,
    /// Anything else.
    General,
}

const DEAD: Step = Step {
    row: NONE,
    to: NONE,
    from: 0,
    len: 0,
    tag: Tag::Struct,
    kind: Kind::Nothing,
};

/// A one-pass automaton's table.
#[derive(Debug)]
pub(crate) struct OnePass {
    class_of: [u8; 256],
    /// `next[row + class]`, each row that of a state a path stands in
    /// between bytes (the start, and every byte transition's target),
    /// premultiplied by the number of byte classes.
    next: Vec<Step>,
    /// For each row (divided by the number of classes), the empty path
    /// to the accepting state, or [`DEAD`].
    accept: Vec<Step>,
    classes: usize,
    /// The tagged states of the steps' empty paths, in path order.
    acts: Vec<u32>,
}

impl OnePass {
    /// The table of `nfa`, or `None` when it is not one-pass or is past
    /// the budget ([`MAX_ENTRIES`], [`MAX_WORK`]).
    pub(crate) fn build(nfa: &Nfa) -> Option<OnePass> {
        let n = nfa.states.len();
        let (class_of, sample) = byte_classes(&nfa.classes)?;
        let classes = sample.len() + 1;
        let mut row = vec![NONE; n];
        let mut rows: Vec<u32> = vec![START];
        *row.get_mut(START as usize)? = 0;
        for s in 0..u32::try_from(n).ok()? {
            for &(_, t) in nfa.bytes.get(s) {
                if row[t as usize] == NONE {
                    row[t as usize] = u32::try_from(rows.len()).ok()?;
                    rows.push(t);
                }
            }
        }
        if rows.len().checked_mul(classes)? > MAX_ENTRIES {
            return None;
        }
        let mut next = vec![DEAD; rows.len() * classes];
        let mut accept = vec![DEAD; rows.len()];
        let mut acts: Vec<u32> = Vec::new();
        // Which closure last visited each state (its row plus one).
        let mut seen = vec![0u32; n];
        let mut work = 0usize;
        // The tagged states of the empty path being followed, and the
        // depth-first stack: a state, the next of its empty transitions,
        // and whether it is on the trail.
        let mut trail: Vec<u32> = Vec::new();
        let mut stack: Vec<(u32, usize, bool)> = Vec::new();
        for (r, &s) in rows.iter().enumerate() {
            let stamp = u32::try_from(r + 1).ok()?;
            stack.clear();
            trail.clear();
            stack.push((s, 0, false));
            seen[s as usize] = stamp;
            // What a state of the closure offers, on first reaching it.
            let mut reach = |q: u32, trail: &[u32]| -> Option<()> {
                work += 1 + nfa.bytes.get(q).len();
                if work > MAX_WORK {
                    return None;
                }
                let from = u32::try_from(acts.len()).ok()?;
                let len = u32::try_from(trail.len()).ok()?;
                acts.extend_from_slice(trail);
                let step = |to: u32| Step {
                    row: NONE,
                    to,
                    from,
                    len,
                    tag: nfa.states.get(to as usize).map_or(Tag::Struct, |x| x.tag),
                    kind: Kind::General,
                };
                if q == nfa.accept {
                    // Two empty paths to the end: two paths.
                    if accept[r].to != NONE {
                        return None;
                    }
                    accept[r] = step(q);
                }
                for &(c, t) in nfa.bytes.get(q) {
                    let class = *nfa.classes.get(usize::from(c))?;
                    for (ci, &b) in sample.iter().enumerate() {
                        if super::nfa::has(class, b) {
                            let e = &mut next[r * classes + ci];
                            if e.to != NONE {
                                return None;
                            }
                            *e = step(t);
                        }
                    }
                }
                Some(())
            };
            reach(s, &trail)?;
            while let Some(&mut (q, ref mut i, on_trail)) = stack.last_mut() {
                let Some(&t) = nfa.eps.get(q).get(*i) else {
                    stack.pop();
                    if on_trail {
                        trail.pop();
                    }
                    continue;
                };
                *i += 1;
                // Two empty paths to one state: any path through it is two.
                if seen[t as usize] == stamp {
                    return None;
                }
                seen[t as usize] = stamp;
                let on_trail = tagged(&nfa.states, t);
                if on_trail {
                    trail.push(t);
                }
                stack.push((t, 0, on_trail));
                reach(t, &trail)?;
            }
        }
        // Each step's row and kind, now that every row is known.
        let classes32 = u32::try_from(classes).ok()?;
        for step in &mut next {
            if step.to == NONE {
                continue;
            }
            step.row = row[step.to as usize].checked_mul(classes32)?;
            step.kind = match (step.len, step.tag) {
                (0, Tag::Struct) => Kind::Nothing,
                (0, Tag::Char(_)) => Kind::Char,
                _ => Kind::General,
            };
        }
        Some(OnePass {
            class_of,
            next,
            accept,
            classes,
            acts,
        })
    }

    /// The path over `uri`, if there is one: its tagged states, each with
    /// the offset it is reached at, in order, into `path` (cleared
    /// first), a run of one slot's `Char` states as its last only (as the
    /// general read-back gives it). `false` when no path spells `uri`.
    pub(crate) fn run(&self, states: &[State], uri: &[u8], path: &mut Vec<(u32, usize)>) -> bool {
        path.clear();
        // The tag of the last state written down.
        let mut last = Tag::Struct;
        let mut push = |path: &mut Vec<(u32, usize)>, q: u32, tag: Tag, pos: usize| {
            if tag == Tag::Struct {
                return;
            }
            match path.last_mut() {
                Some(top) if matches!(tag, Tag::Char(_)) && tag == last => top.1 = pos,
                _ => {
                    path.push((q, pos));
                    last = tag;
                }
            }
        };
        let tag_of = |q: u32| states.get(q as usize).map_or(Tag::Struct, |s| s.tag);
        let mut r = 0usize;
        for (pos, &b) in uri.iter().enumerate() {
            let Some(step) = self
                .next
                .get(r + usize::from(self.class_of[usize::from(b)]))
            else {
                return false;
            };
            match step.kind {
                Kind::Nothing => {}
                Kind::Char => push(path, step.to, step.tag, pos + 1),
                Kind::General => {
                    for &q in self.acts(step) {
                        push(path, q, tag_of(q), pos);
                    }
                    push(path, step.to, step.tag, pos + 1);
                }
            }
            // A dead step's row is past every row: the next lookup fails,
            // or the end finds no row.
            r = step.row as usize;
        }
        let Some(end) = self.accept.get(r / self.classes.max(1)) else {
            return false;
        };
        if end.to == NONE {
            return false;
        }
        // The accepting state is the last of the empty path, on its trail
        // if it is tagged.
        for &q in self.acts(end) {
            push(path, q, tag_of(q), uri.len());
        }
        true
    }

    fn acts(&self, step: &Step) -> &[u32] {
        let from = step.from as usize;
        self.acts
            .get(from..from + step.len as usize)
            .unwrap_or_default()
    }
}

/// Whether state `q` says something of the values.
fn tagged(states: &[State], q: u32) -> bool {
    states.get(q as usize).is_some_and(|s| s.tag != Tag::Struct)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grammars::rfc6570::Template;

    fn onepass(t: &str) -> bool {
        let t = Template::parse(t).unwrap_or_else(|e| panic!("{t}: {e}"));
        OnePass::build(&Nfa::build(&t)).is_some()
    }

    /// One-pass by the definition: every byte decides the path. Not
    /// one-pass: ambiguous templates, and those where a byte may belong
    /// to a value or to what follows it (`y` after `{a}`, a `p` that may
    /// begin either name after `?`).
    #[test]
    fn one_pass_templates_are_those_each_byte_decides() {
        for t in [
            "https://api.github.com/repos/{owner}/{repo}",
            "https://api.github.com/repos/{owner}/{repo}/issues{/number}",
            "https://api.github.com/repos/{owner}/{repo}/contents/{+path}",
            "docs://page{#frag}",
            "file:///{+path}",
            "{a}",
            "/{a}/{b}",
            "{/a}",
            "test://items{?a,b}",
            "/releases/{id}/assets{?name,label}",
        ] {
            assert!(onepass(t), "{t}");
        }
        for t in [
            "{a}{b}",
            "x{a}y",
            "{/owner}{/repo}",
            "https://api.github.com/repos/{owner}/{repo}/compare/{base}...{head}",
            "{?page,per_page}",
            "{+a}/{b}",
            // An item `x` or a pair `x=y` of an exploded associative
            // array: the `=` decides, bytes later.
            "{/a*}",
        ] {
            assert!(!onepass(t), "{t}");
        }
    }

    /// The one-pass run finds the path the general read-back finds, with
    /// the same states, and no path where there is none.
    #[test]
    fn one_pass_reads_as_the_read_back() {
        let t = Template::parse("/users/{id}/x{/p}{#f}").unwrap_or_else(|e| panic!("{e}"));
        let nfa = Nfa::build(&t);
        let op = OnePass::build(&nfa).unwrap_or_else(|| panic!("one-pass"));
        let mut path = Vec::new();
        for uri in ["/users/42/x/a#c", "/users/%20/x", "/users/4/x/"] {
            assert!(op.run(&nfa.states, uri.as_bytes(), &mut path), "{uri}");
        }
        for uri in [
            "/users/42/y",
            "/users/%2/x",
            "/users/é/x",
            "/users/4/x#a%",
            "/users/4/x/a/b",
        ] {
            assert!(!op.run(&nfa.states, uri.as_bytes(), &mut path), "{uri}");
        }
    }
}
