//! Reading a URI's assignments back from a forward pass of the automaton
//! ([`super::dfa`]): the one path straight back when the pass counted one,
//! otherwise the paths searched from the end through the states alive at
//! each offset, each path an assignment ([`super::assignment`]).

use std::cell::Cell;

use super::answer::{MAX_ASSIGNMENTS, Match};
use super::assignment::Reader;
use super::dfa::Pass;
use super::nfa::{Nfa, PathStep, START, Tag, has, offset32};
use super::path_buffer::{PathBuffer, with_path};
use super::path_reading::PathReading;
use super::value::{Value, Vars};

/// How many paths a match reads back at most: more than
/// [`MAX_ASSIGNMENTS`], because a path whose repeated variable disagrees
/// with itself is no assignment and is dropped.
const MAX_PATHS: usize = 256;

/// The steps the search back may take over a URI, beside
/// [`SEARCH_PER_BYTE`] a byte: a dozen paths of a long URI, or all 256 of
/// a short one, so that the search stays linear in the URI (a simulated
/// pass bounds what it steps again for the search, [`Pass::over_budget`]).
const MAX_SEARCH: usize = 1 << 20;

/// The steps the search back may take a byte of the URI, beyond
/// [`MAX_SEARCH`].
const SEARCH_PER_BYTE: usize = 16;

/// The bytes of values the assignments of one match may hold, beside one
/// a byte of the URI: past it, the match gives those it has and says there
/// are more ([`Match::is_complete`]), so that an ambiguous long URI
/// (`{+a}{+b}` reads a megabyte many ways) does not keep sixteen copies of
/// it.
const MAX_KEPT: usize = 1 << 16;

/// The answer of a URI with one path: its reading, if any.
#[cfg_attr(urigram_web, optimize(speed))]
pub(crate) fn answer(reading: Option<PathReading>) -> Match {
    match reading {
        Some(PathReading::Vars(v)) => Match::one(v, false),
        Some(PathReading::Undecided) => Match::undecided(),
        None => Match::none(),
    }
}

/// The assignments of `uri`, which the automaton accepts, read back from
/// `pass`, a forward pass of this template's automaton or of a set's that
/// holds it as its template `which`. When the pass counted one path, that
/// path is read straight back ([`Pass::unique_path`]); otherwise paths are
/// searched through the states alive at each offset.
#[cfg_attr(urigram_web, optimize(speed))]
pub(crate) fn read_back(reader: &Reader, uri: &str, pass: &Pass<'_>, which: usize) -> Match {
    let offset = pass.offset(which);
    let unique = pass.paths(which) == 1;
    if unique {
        if let Some(found) = unique_path(reader, uri, pass, offset) {
            return answer(found);
        }
    }
    let search = Search {
        nfa: &reader.nfa,
        uri: uri.as_bytes(),
        pass,
        offset,
    };
    let mut assignments: Vec<Vars> = Vec::new();
    let mut kept = 0usize;
    let room = MAX_KEPT.saturating_add(uri.len());
    let mut tried = 0;
    let mut undecided = false;
    let states = &reader.nfa.states;
    // Paths one at a time: those a repeated variable's disagreement drops
    // do not count towards the assignments, so a URI whose first paths all
    // disagree still finds the one that agrees. Each is written down as
    // its tagged states, which the assignment reads.
    let more = with_path(|buffer| {
        buffer.begin(reader.nfa.most_steps(uri.len()));
        search.paths(unique, |path| {
            if assignments.len() == MAX_ASSIGNMENTS || tried == MAX_PATHS || kept > room {
                return false;
            }
            tried += 1;
            buffer.clear();
            for (s, pos) in path {
                buffer.enter(s, states[s as usize].tag, pos as usize);
            }
            match reader.assignment(uri, buffer.steps()) {
                Some(PathReading::Vars(v)) if !assignments.contains(&v) => {
                    kept += weight(&v);
                    assignments.push(v);
                }
                Some(PathReading::Undecided) => undecided = true,
                _ => {}
            }
            true
        })
    });
    Match::many(assignments, more || undecided)
}

/// The bytes an assignment's values hold, about.
#[cfg_attr(urigram_web, optimize(speed))]
fn weight(vars: &Vars) -> usize {
    let text = |s: &String| s.len() + std::mem::size_of::<String>();
    vars.iter()
        .map(|(name, v)| {
            name.len()
                + match v {
                    Value::String(s) => text(s),
                    Value::List(l) => l.iter().map(text).sum(),
                    Value::Assoc(p) => p.iter().map(|(k, v)| text(k) + text(v)).sum(),
                }
        })
        .sum()
}

/// The one path of a pass that counted one, read straight back: through
/// the deterministic automaton's lookups, or, for a simulated pass, from
/// each state to its one live predecessor (a second would make a second
/// path). Only the states that say something of the values are kept, so
/// the path holds a few entries a value, not one a byte.
#[cfg_attr(urigram_web, optimize(speed))]
fn unique_path(
    reader: &Reader,
    uri: &str,
    pass: &Pass<'_>,
    offset: u32,
) -> Option<Option<PathReading>> {
    unique_path_with(reader, uri, pass, offset, |steps| {
        reader.assignment(uri, steps)
    })
}

/// What `on_path` makes of the one path of a pass that counted one (its
/// template at `offset`), read straight back; `None` when it is not found
/// so (the search then reads it).
pub(crate) fn unique_path_with<T>(
    reader: &Reader,
    uri: &str,
    pass: &Pass<'_>,
    offset: u32,
    on_path: impl FnOnce(&[PathStep]) -> T,
) -> Option<T> {
    let states = &reader.nfa.states;
    // The path's states that say something of the values: not the
    // `Struct` ones, and of a run of one slot's `Char` states (one item's
    // bytes, which are consecutive), only the last, which says where the
    // item ends. The walk goes back, so that is the first it meets.
    let last = Cell::new(Tag::Struct);
    let tagged = |s: u32| {
        let tag = states[s as usize].tag;
        if tag == Tag::Struct || (matches!(tag, Tag::Char(_)) && tag == last.get()) {
            return false;
        }
        last.set(tag);
        true
    };
    let search = Search {
        nfa: &reader.nfa,
        uri: uri.as_bytes(),
        pass,
        offset,
    };
    with_path(|path| {
        path.begin(reader.nfa.most_steps(uri.len()));
        let ends = (START + offset, reader.nfa.accept + offset, offset);
        if pass
            .unique_path(uri.as_bytes(), ends, &tagged, path)
            .is_none()
        {
            search.walk_back(&tagged, path)?;
        }
        path.reverse();
        Some(on_path(path.steps()))
    })
}

/// The search for paths back through a pass.
struct Search<'a> {
    nfa: &'a Nfa,
    uri: &'a [u8],
    pass: &'a Pass<'a>,
    /// The first union state of the template in the pass.
    offset: u32,
}

/// A step of the search: a state, and the next of its predecessors to try
/// (the empty transitions into it, then the byte transitions), which also
/// says whether the frame above it was reached by a byte. Eight bytes, and
/// about one a URI byte on the stack: the offsets are worked out as the
/// search moves rather than kept.
type Frame = (u32, u32);

impl Search<'_> {
    /// Whether state `s` is alive at offset `pos`.
    #[cfg_attr(urigram_web, optimize(speed))]
    fn alive(&self, pos: usize, s: u32) -> bool {
        self.pass.alive(pos, s + self.offset)
    }

    /// Whether the frame above `f` was reached from it by a byte.
    #[cfg_attr(urigram_web, optimize(speed))]
    fn by_byte(&self, f: Frame) -> bool {
        f.1 as usize > self.nfa.eps_in.get(f.0).len()
    }

    /// The first predecessor of `(s, pos)` from candidate `i` on, whether
    /// it is a byte back, and the candidate after it.
    #[cfg_attr(urigram_web, optimize(speed))]
    fn next_pred(&self, s: u32, pos: usize, mut i: usize) -> Option<(u32, bool, usize)> {
        let eps = self.nfa.eps_in.get(s);
        while let Some(&t) = eps.get(i) {
            i += 1;
            if self.alive(pos, t) {
                return Some((t, false, i));
            }
        }
        let b = *self.uri.get(pos.checked_sub(1)?)?;
        let bytes = self.nfa.bytes_in.get(s);
        while let Some(&(c, r)) = bytes.get(i - eps.len()) {
            i += 1;
            if has(self.nfa.class(c), b) && self.alive(pos - 1, r) {
                return Some((r, true, i));
            }
        }
        None
    }

    /// The one path back from the accepting state at the end of the URI,
    /// each state to its first live predecessor: the states `keep` keeps,
    /// each with its offset, from the end back, into `path` (cleared
    /// first, its bound kept). Only for a pass that counted one path,
    /// where the first live predecessor is the only one.
    #[cfg_attr(urigram_web, optimize(speed))]
    fn walk_back(&self, keep: &dyn Fn(u32) -> bool, path: &mut PathBuffer) -> Option<()> {
        path.clear();
        let (mut s, mut pos) = (self.nfa.accept, self.uri.len());
        loop {
            if keep(s) {
                path.push((s, offset32(pos)));
            }
            if s == START && pos == 0 {
                return Some(());
            }
            let (pred, byte, _) = self.next_pred(s, pos, 0)?;
            s = pred;
            pos -= usize::from(byte);
        }
    }

    /// The paths from the start to the accepting state at the end of the
    /// URI, each given to `visit` (its states with the offset each is
    /// reached at, in order) until it returns `false`, read back from the
    /// end (the first in a fixed order: at each step an empty transition
    /// from the lowest live state, else a byte from the lowest); whether
    /// the search stopped before the end (`visit` or the budget of steps),
    /// so there may be more; not looked for when the pass counted one path
    /// (`unique`).
    ///
    /// Every state alive at an offset is reached from the start, so every
    /// step back leads to the start: the search never dead-ends, and its
    /// work is the paths' length times the states' in-degree.
    #[cfg_attr(urigram_web, optimize(speed))]
    fn paths(
        &self,
        unique: bool,
        mut visit: impl FnMut(&mut dyn Iterator<Item = PathStep>) -> bool,
    ) -> bool {
        let budget = MAX_SEARCH.saturating_add(SEARCH_PER_BYTE.saturating_mul(self.uri.len()));
        let mut stack: Vec<Frame> = Vec::with_capacity(self.uri.len() + self.nfa.len() + 8);
        stack.push((self.nfa.accept, 0));
        let mut pos = self.uri.len();
        let mut work = 0usize;
        while let Some(&(here, cursor)) = stack.last() {
            if here == START && pos == 0 {
                if !visit(&mut self.forward(&stack)) {
                    return true;
                }
                if unique {
                    return false;
                }
                self.pop(&mut stack, &mut pos);
                continue;
            }
            work += 1;
            if work > budget || self.pass.over_budget() {
                return true;
            }
            match self.next_pred(here, pos, cursor as usize) {
                Some((pred, byte, after)) => {
                    if let Some(top) = stack.last_mut() {
                        top.1 = u32::try_from(after).unwrap_or(u32::MAX);
                    }
                    stack.push((pred, 0));
                    pos -= usize::from(byte);
                }
                None => self.pop(&mut stack, &mut pos),
            }
        }
        false
    }

    /// Pops the top frame, moving `pos` to the frame below's offset.
    #[cfg_attr(urigram_web, optimize(speed))]
    fn pop(&self, stack: &mut Vec<Frame>, pos: &mut usize) {
        stack.pop();
        if let Some(&below) = stack.last() {
            *pos += usize::from(self.by_byte(below));
        }
    }

    /// The path on `stack` (the accepting state at its bottom, the start
    /// on top), in order, each state with its offset.
    #[cfg_attr(urigram_web, optimize(speed))]
    fn forward<'s>(&'s self, stack: &'s [Frame]) -> impl Iterator<Item = PathStep> + 's {
        let mut pos = 0;
        stack.iter().rev().enumerate().map(move |(i, &(s, _))| {
            let here = pos;
            // The frame below this one, reached from it going forward.
            if let Some(&below) = stack.len().checked_sub(i + 2).and_then(|j| stack.get(j)) {
                pos += usize::from(self.by_byte(below));
            }
            (s, offset32(here))
        })
    }
}
