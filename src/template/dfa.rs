//! One deterministic automaton for a template, or for a whole set of
//! templates at once: the forward pass of matching, one table lookup a
//! byte, recording which states of the templates' automata are alive at
//! each offset, each with its number of paths from the start (one, or two
//! meaning two or more), from which each template's assignments are read
//! back: a single path when the count at the end is one, so the read-back
//! never searches for a second.
//!
//! The templates' automata ([`Nfa`]) sit side by side in a [`Union`]
//! (state `s` of template `i` is `offsets[i] + s`), and the subset
//! construction runs over the union, so a state of the deterministic
//! automaton is the set of every template's states alive after the same
//! bytes, with their path counts: one pass over a URI says which templates accept it, and holds
//! what each needs to read its paths back. The construction stops at a
//! budget ([`MAX_DETERMINIZED_STATES`], [`MAX_DFA_STATES`],
//! [`MAX_BUILD_WORK`]); past it the same union
//! is simulated a byte at a time instead, which gives the same sets, so the
//! answers never depend on which of the two ran.

use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicBool, Ordering};

use super::nfa::{Class, ClassId, Nfa, START, Table, Tag, has, offset32};
use super::path_buffer::PathBuffer;
use super::state_queue::StateQueue;
use crate::engine::{self, ByteSet};

/// The most states the deterministic automaton may have: few enough that
/// a state's number fits in two bytes, so a pass's trace costs two bytes a
/// URI byte.
pub(crate) const MAX_DFA_STATES: usize = 1 << 13;

/// The most work the construction may do, counted in subset members
/// stepped over (a subset's size times the number of byte classes, summed
/// over states), so that building stays bounded whatever the template.
pub(crate) const MAX_BUILD_WORK: usize = 1 << 21;

/// The largest union of automata the construction is tried on (a template
/// of a few kilobytes); a larger one is simulated at once.
pub(crate) const MAX_DETERMINIZED_STATES: usize = 1 << 15;

/// Automata side by side, their states renumbered one after another.
/// Empty transitions stay within an automaton and go forward in it, so
/// they go forward in the union too.
#[derive(Clone, Debug)]
pub(crate) struct Union {
    /// The first state of each automaton.
    offsets: Vec<u32>,
    /// The accepting state of each automaton.
    accepts: Vec<u32>,
    /// The number of states.
    len: usize,
    eps: Table<u32>,
    bytes: Table<(ClassId, u32)>,
    /// The classes of the automata, by the index the transitions hold.
    classes: Vec<Class>,
    /// For each state with one transition into it, a byte transition: the
    /// state it comes from ([`NONE`] for the others). A path through such
    /// a state came from there a byte before, so the walk back of
    /// [`Pass::unique_path`] takes it without a lookup: a literal's bytes
    /// cost a step each.
    forced: Vec<u32>,
    /// For each `Struct` state with a forced predecessor, where following
    /// forced predecessors through `Struct` states ends, and how many
    /// bytes back: a literal's run of bytes is one step of the walk back.
    /// Worked out in state order (a literal's states follow one another),
    /// so in one pass.
    jump: Vec<(u32, u32)>,
}

impl Union {
    fn of(nfas: &[&Nfa]) -> Union {
        // The automata's tables of classes joined into one, each
        // automaton's indexes shifted by where its table begins.
        let mut classes: Vec<Class> = Vec::new();
        let mut class_offsets: Vec<ClassId> = Vec::with_capacity(nfas.len());
        for nfa in nfas {
            class_offsets.push(ClassId::try_from(classes.len()).unwrap_or(ClassId::MAX));
            classes.extend_from_slice(&nfa.classes);
        }
        let mut offsets = Vec::with_capacity(nfas.len());
        let mut accepts = Vec::with_capacity(nfas.len());
        let mut len = 0u32;
        for nfa in nfas {
            offsets.push(len);
            accepts.push(len + nfa.accept);
            len += u32::try_from(nfa.len()).unwrap_or(u32::MAX);
        }
        // Each automaton's states, renumbered: `(union state, its state).
        let all = || {
            nfas.iter()
                .zip(offsets.iter().zip(class_offsets.iter()))
                .flat_map(|(nfa, (&off, &coff))| {
                    (0..u32::try_from(nfa.len()).unwrap_or(u32::MAX))
                        .map(move |s| (nfa, off, coff, s))
                })
        };
        let eps = Table::of(
            len as usize,
            all().flat_map(|(nfa, off, _, s)| {
                nfa.eps.get(s).iter().map(move |&t| (s + off, t + off))
            }),
        );
        let bytes = Table::of(
            len as usize,
            all().flat_map(|(nfa, off, coff, s)| {
                nfa.bytes
                    .get(s)
                    .iter()
                    .map(move |&(c, t)| (s + off, (c + coff, t + off)))
            }),
        );
        let mut forced = vec![NONE; len as usize];
        let mut jump = vec![(NONE, 0); len as usize];
        for (nfa, &off) in nfas.iter().zip(&offsets) {
            for s in 0..u32::try_from(nfa.len()).unwrap_or(u32::MAX) {
                if let ([], &[(_, r)]) = (nfa.eps_in.get(s), nfa.bytes_in.get(s)) {
                    forced[(s + off) as usize] = r + off;
                    if nfa.states[s as usize].tag == Tag::Struct {
                        let (far, n) = match jump.get((r + off) as usize) {
                            Some(&(far, n)) if r < s && far != NONE => (far, n + 1),
                            _ => (r + off, 1),
                        };
                        jump[(s + off) as usize] = (far, n);
                    }
                }
            }
        }
        Union {
            offsets,
            accepts,
            len: len as usize,
            eps,
            bytes,
            classes,
            forced,
            jump,
        }
    }

    #[cfg_attr(urigram_web, optimize(speed))]
    fn len(&self) -> usize {
        self.len
    }

    /// The start states, closed.
    #[cfg_attr(urigram_web, optimize(speed))]
    fn start(&self) -> Vec<(u32, u8)> {
        self.close(self.offsets.iter().map(|&o| (o + START, 1)).collect())
    }

    /// `seed` and every state its empty transitions reach, path counts
    /// summed (capped at 2), in state order: empty transitions go to
    /// higher states, so taking the lowest pending state first sees all of
    /// its predecessors done.
    #[cfg_attr(urigram_web, optimize(speed))]
    fn close(&self, seed: Vec<(u32, u8)>) -> Vec<(u32, u8)> {
        let mut pending = StateQueue::from(seed);
        let mut out = Vec::with_capacity(pending.len());
        while let Some((s, c)) = pending.pop_first() {
            for &t in self.eps.get(s) {
                pending.push(t, c);
            }
            out.push((s, c));
        }
        out
    }

    /// The states `from` reaches by byte `b`, closed.
    #[cfg_attr(urigram_web, optimize(speed))]
    fn step(&self, from: &[(u32, u8)], b: u8) -> Vec<(u32, u8)> {
        let mut next = Vec::new();
        for &(s, c) in from {
            for &(class, t) in self.bytes.get(s) {
                if has(self.classes[usize::from(class)], b) {
                    next.push((t, c));
                }
            }
        }
        self.close(next)
    }
}

/// The deterministic automaton: states numbered from [`DEAD`] (no state
/// alive), each the sorted set of union states it stands for.
#[derive(Clone, Debug)]
struct Dfa {
    /// The byte class of each byte: bytes that every transition of the
    /// union treats alike share one.
    class_of: [u8; 256],
    classes: usize,
    /// `next[state * classes + class]`.
    next: Vec<u16>,
    sets: Vec<Box<[State]>>,
    start: u16,
    /// For the members of each state, in order (`eps_from[eps_at[d]..]`):
    /// the index, in the same state, of a member with an empty transition
    /// into it, or [`NONE`]. On a URI's only path, each state has one live
    /// predecessor (a second would make two paths), so this and
    /// `byte_from` give the path back one lookup a step, where a search
    /// tries each predecessor in turn.
    eps_at: Vec<u32>,
    eps_from: Vec<u32>,
    /// The union states of each state's members, all in one table (from
    /// `eps_at[d]`, as `eps_from`): the walk back reads them there.
    members: Vec<u32>,
    /// For the members of each transition's target (transition
    /// `state * classes + class`, members from `byte_at[transition]`):
    /// the index, in the source state, of a member with a byte transition
    /// into it, or [`NONE`] (a member reached by empty transitions only).
    byte_at: Vec<u32>,
    byte_from: Vec<u32>,
}

/// No member: see [`Dfa::eps_from`].
const NONE: u32 = u32::MAX;

/// A union state and its path count (1, or 2 for two or more).
type State = (u32, u8);

/// The state where nothing is alive.
const DEAD: u16 = 0;

/// Byte classes: the coarsest partition of the ASCII bytes that every
/// class of `classes` is a union of. Gives each byte's class and one byte
/// of each class; bytes above 127 (no transition reads them) are a class
/// of their own after those, always dead.
pub(crate) fn byte_classes(classes: &[Class]) -> Option<([u8; 256], Vec<u8>)> {
    // The bytes above 127 are set apart, so they make the last class.
    let sets: Vec<ByteSet> = classes
        .iter()
        .map(|&c| ByteSet::from_ascii_mask(c))
        .chain([ByteSet::range(128, 255)])
        .collect();
    let (class_of, mut sample) = engine::byte_classes(&sets);
    // The last class's byte, 128: the class after the sample's.
    sample.pop();
    Some((class_of, sample))
}

impl Dfa {
    /// The subset construction over `u`, or `None` past the budget.
    fn build(u: &Union) -> Option<Dfa> {
        if u.len() > MAX_DETERMINIZED_STATES {
            return None;
        }
        let (class_of, sample) = byte_classes(&u.classes)?;
        let classes = sample.len() + 1;
        let mut sets: Vec<Box<[State]>> = vec![Box::new([])];
        let mut index: HashMap<Box<[State]>, u32> = HashMap::new();
        index.insert(Box::new([]), u32::from(DEAD));
        let start: Box<[State]> = u.start().into();
        index.insert(start.clone(), 1);
        sets.push(start);
        let mut next: Vec<u16> = vec![DEAD; 2 * classes];
        let mut work = 0usize;
        let mut done = 1;
        // The dead state has no members and its transitions no targets.
        let mut eps_at: Vec<u32> = vec![0, 0];
        let mut eps_from: Vec<u32> = Vec::new();
        let mut members: Vec<u32> = Vec::new();
        let mut byte_at: Vec<u32> = vec![0; classes + 1];
        let mut byte_from: Vec<u32> = Vec::new();
        let member = |set: &[State], s: u32| set.binary_search_by_key(&s, |&(x, _)| x).ok();
        while done < sets.len() {
            let from = sets[done].clone();
            work += from.len() * classes;
            if work > MAX_BUILD_WORK {
                return None;
            }
            let base = eps_from.len();
            eps_from.extend(std::iter::repeat_n(NONE, from.len()));
            members.extend(from.iter().map(|&(s, _)| s));
            for (j, &(s, _)) in from.iter().enumerate() {
                for &t in u.eps.get(s) {
                    if let Some(i) = member(&from, t) {
                        if eps_from[base + i] == NONE {
                            eps_from[base + i] = u32::try_from(j).ok()?;
                        }
                    }
                }
            }
            eps_at.push(u32::try_from(eps_from.len()).ok()?);
            for (ci, &b) in sample.iter().enumerate() {
                let out = u.step(&from, b);
                work += out.len();
                if work > MAX_BUILD_WORK {
                    return None;
                }
                let base = byte_from.len();
                byte_from.extend(std::iter::repeat_n(NONE, out.len()));
                for (j, &(s, _)) in from.iter().enumerate() {
                    for &(class, t) in u.bytes.get(s) {
                        if has(u.classes[usize::from(class)], b) {
                            if let Some(i) = member(&out, t) {
                                if byte_from[base + i] == NONE {
                                    byte_from[base + i] = u32::try_from(j).ok()?;
                                }
                            }
                        }
                    }
                }
                byte_at.push(u32::try_from(byte_from.len()).ok()?);
                let id = match index.get(out.as_slice()) {
                    Some(&id) => id,
                    None => {
                        if sets.len() >= MAX_DFA_STATES {
                            return None;
                        }
                        let id = u32::try_from(sets.len()).ok()?;
                        let set: Box<[State]> = out.into();
                        index.insert(set.clone(), id);
                        sets.push(set);
                        next.extend(std::iter::repeat_n(DEAD, classes));
                        id
                    }
                };
                next[done * classes + ci] = u16::try_from(id).ok()?;
            }
            // The class of the bytes no transition reads leads nowhere.
            for _ in sample.len()..classes {
                byte_at.push(u32::try_from(byte_from.len()).ok()?);
            }
            done += 1;
        }
        Some(Dfa {
            class_of,
            classes,
            next,
            sets,
            start: 1,
            eps_at,
            eps_from,
            members,
            byte_at,
            byte_from,
        })
    }
}

/// When the deterministic automaton is built: the choice the engine
/// [`super::Config`] makes for it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Build {
    /// On the second pass, so that a template matched once (as
    /// `Template::match_uri` does) is simulated and never pays for it.
    Lazily,
    /// At once: the deterministic automaton is the engine.
    Now,
    /// Never: the automaton is always simulated.
    Never,
}

/// The automaton that matching runs: the union of one or more templates'
/// automata, determinized when that fits the budget and [`Build`] allows.
#[derive(Debug)]
pub(crate) struct Automaton {
    union: Union,
    dfa: OnceLock<Option<Dfa>>,
    build: Build,
    ran: AtomicBool,
}

/// Which states were alive at each offset of one URI: at most a few bytes
/// a URI byte, whatever the template.
enum Trace {
    /// The deterministic automaton's state at each offset, two bytes each.
    Dfa(Vec<u16>),
    /// The simulation's alive sets at every [`CHECKPOINT_EVERY`]th offset;
    /// those between are stepped again from the checkpoint before them
    /// when the read-back asks, a segment at a time.
    Simulated(Checkpoints),
}

/// The offsets from one checkpoint of a simulated pass to the next: the
/// checkpoints cost a sixteenth of a byte a URI byte for each state alive,
/// and a segment stepped again costs what the pass did over it.
const CHECKPOINT_EVERY: usize = 128;

/// A simulated pass's checkpoints.
struct Checkpoints {
    /// The alive set at offsets 0, [`CHECKPOINT_EVERY`], twice that, ...
    marks: Vec<Vec<State>>,
    /// The alive set at the end of the URI.
    end: Vec<State>,
    /// The segment last stepped again: its index and the alive set at
    /// each of its offsets.
    segment: RefCell<(usize, Vec<Vec<State>>)>,
    /// The states stepped again, in all.
    work: Cell<usize>,
}

/// One URI's forward pass through an [`Automaton`], to its end.
pub(crate) struct Pass<'a> {
    automaton: &'a Automaton,
    uri: &'a [u8],
    trace: Trace,
}

impl Automaton {
    /// The automaton of `nfas` side by side (template `i` is `nfas[i]`),
    /// its deterministic automaton built as `build` says.
    pub(crate) fn new(nfas: &[&Nfa], build: Build) -> Automaton {
        let a = Automaton {
            union: Union::of(nfas),
            dfa: OnceLock::new(),
            build,
            ran: AtomicBool::new(false),
        };
        if build == Build::Now {
            a.dfa.get_or_init(|| Dfa::build(&a.union));
        }
        a
    }

    /// The deterministic automaton, built as [`Build`] says.
    #[cfg_attr(urigram_web, optimize(speed))]
    fn dfa(&self) -> Option<&Dfa> {
        if let Some(d) = self.dfa.get() {
            return d.as_ref();
        }
        if self.build == Build::Never || !self.ran.swap(true, Ordering::Relaxed) {
            return None;
        }
        self.dfa.get_or_init(|| Dfa::build(&self.union)).as_ref()
    }

    /// The first union state of template `i`.
    #[cfg_attr(urigram_web, optimize(speed))]
    pub(crate) fn offset(&self, i: usize) -> u32 {
        self.union.offsets[i]
    }

    /// Whether the deterministic automaton was built (within budget).
    #[cfg_attr(urigram_web, optimize(speed))]
    pub(crate) fn is_deterministic(&self) -> bool {
        matches!(self.dfa.get(), Some(Some(_)))
    }

    /// Runs `uri` through: [`Unfinished::Dead`] when no template's
    /// automaton is alive at some offset (no template can match),
    /// [`Unfinished::OverBudget`] when the simulation would step more
    /// states than [`MAX_SIMULATED`] plus [`SIMULATED_PER_BYTE`] a byte of
    /// `uri`, or keep more distinct alive sets' states than
    /// [`MAX_SIMULATED`] plus one a byte (thousands of unpinned prefixes
    /// side by side, `{a:1}{a:1}...`, keep that many alive at every
    /// offset, in sets the deterministic automaton has no room for): the
    /// work and the trace stay linear in the URI whatever the template.
    #[cfg_attr(urigram_web, optimize(speed))]
    pub(crate) fn run<'a>(&'a self, uri: &'a [u8]) -> Result<Pass<'a>, Unfinished> {
        let trace = match self.dfa() {
            Some(d) => Trace::Dfa(d.run(uri)?),
            None => Trace::Simulated(self.simulate(uri)?),
        };
        Ok(Pass {
            automaton: self,
            uri,
            trace,
        })
    }

    /// The simulated pass: the alive set stepped a byte at a time, kept at
    /// every [`CHECKPOINT_EVERY`]th offset.
    #[cfg_attr(urigram_web, optimize(speed))]
    fn simulate(&self, uri: &[u8]) -> Result<Checkpoints, Unfinished> {
        let budget = MAX_SIMULATED.saturating_add(SIMULATED_PER_BYTE.saturating_mul(uri.len()));
        let mut work = 0usize;
        let mut marks = Vec::with_capacity(uri.len() / CHECKPOINT_EVERY + 1);
        let mut set = self.union.start();
        for (pos, &b) in uri.iter().enumerate() {
            work += set.len();
            if work > budget {
                return Err(Unfinished::OverBudget);
            }
            let next = self.union.step(&set, b);
            if next.is_empty() {
                return Err(Unfinished::Dead);
            }
            if pos % CHECKPOINT_EVERY == 0 {
                marks.push(set);
            }
            set = next;
        }
        if uri.len() % CHECKPOINT_EVERY == 0 {
            marks.push(set.clone());
        }
        Ok(Checkpoints {
            marks,
            end: set,
            segment: RefCell::new((usize::MAX, Vec::new())),
            work: Cell::new(0),
        })
    }

    /// The alive sets of segment `index` of `uri` (its offsets from
    /// `index * CHECKPOINT_EVERY` to the next checkpoint, both included),
    /// stepped again from `first`, its checkpoint, into `sets`; the states
    /// stepped.
    #[cfg_attr(urigram_web, optimize(speed))]
    fn segment(
        &self,
        uri: &[u8],
        first: &[State],
        index: usize,
        sets: &mut Vec<Vec<State>>,
    ) -> usize {
        let from = index * CHECKPOINT_EVERY;
        let to = (from + CHECKPOINT_EVERY).min(uri.len());
        sets.clear();
        sets.push(first.to_vec());
        let mut work = 0;
        for &b in uri.get(from..to).unwrap_or_default() {
            let Some(last) = sets.last() else { break };
            work += last.len();
            let next = self.union.step(last, b);
            sets.push(next);
        }
        work
    }
}

impl Dfa {
    /// The state at each offset of `uri`, from the start; `Dead` when
    /// nothing is alive at some offset.
    #[cfg_attr(urigram_web, optimize(speed))]
    fn run(&self, uri: &[u8]) -> Result<Vec<u16>, Unfinished> {
        let mut ids = IDS.with(Cell::take);
        ids.clear();
        ids.reserve_exact(uri.len() + 1);
        ids.push(self.start);
        let mut s = usize::from(self.start);
        for &b in uri {
            let next = self
                .next
                .get(s * self.classes + usize::from(self.class_of[usize::from(b)]))
                .copied()
                .unwrap_or(DEAD);
            if next == DEAD {
                recycle(ids);
                return Err(Unfinished::Dead);
            }
            ids.push(next);
            s = usize::from(next);
        }
        Ok(ids)
    }
}

/// Why a pass did not reach the end of the URI.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Unfinished {
    /// No template's automaton is alive: no match.
    Dead,
    /// The simulation's budget ran out: undecided.
    OverBudget,
}

/// The states a simulated run may step over its whole URI, beside
/// [`SIMULATED_PER_BYTE`] a byte; also the most states of distinct alive
/// sets it keeps, beside one a byte.
pub(crate) const MAX_SIMULATED: usize = 1 << 20;

/// The states a simulated run may step a byte of its URI, beyond
/// [`MAX_SIMULATED`].
pub(crate) const SIMULATED_PER_BYTE: usize = 64;

/// The longest trace buffer kept for the next run on the thread, in ids:
/// a longer URI's is freed, so that one long URI does not hold its memory.
const KEEP_IDS: usize = 1 << 10;

thread_local! {
    /// The trace buffer of the last run on this thread, reused by the next
    /// so that a match allocates nothing for its trace. `Cell::take`
    /// leaves an empty one behind, so a run within a run (none today)
    /// would simply allocate its own.
    static IDS: Cell<Vec<u16>> = const { Cell::new(Vec::new()) };
}

/// Gives a trace buffer back for the next run, unless it is too long.
#[cfg_attr(urigram_web, optimize(speed))]
fn recycle(ids: Vec<u16>) {
    if ids.capacity() <= KEEP_IDS {
        IDS.with(|c| c.set(ids));
    }
}

impl Drop for Pass<'_> {
    #[cfg_attr(urigram_web, optimize(speed))]
    fn drop(&mut self) {
        if let Trace::Dfa(ids) = &mut self.trace {
            recycle(std::mem::take(ids));
        }
    }
}

impl Pass<'_> {
    /// `f` of the union states alive at offset `pos` (sorted), with their
    /// counts.
    #[cfg_attr(urigram_web, optimize(speed))]
    fn with_set<T>(&self, pos: usize, f: impl FnOnce(&[State]) -> T) -> T {
        match &self.trace {
            Trace::Dfa(ids) => match self.automaton.dfa.get() {
                Some(Some(d)) => f(&d.sets[usize::from(ids[pos])]),
                // A trace of ids is only made by the built automaton.
                _ => f(&[]),
            },
            Trace::Simulated(c) if pos == self.uri.len() => f(&c.end),
            Trace::Simulated(c) => {
                let index = pos / CHECKPOINT_EVERY;
                let mut segment = c.segment.borrow_mut();
                if segment.0 != index {
                    let first = c.marks.get(index).map_or(&[][..], Vec::as_slice);
                    let work = self
                        .automaton
                        .segment(self.uri, first, index, &mut segment.1);
                    c.work.set(c.work.get() + work);
                    segment.0 = index;
                }
                f(segment
                    .1
                    .get(pos % CHECKPOINT_EVERY)
                    .map_or(&[][..], Vec::as_slice))
            }
        }
    }

    /// Whether a simulated pass has stepped its segments again, for the
    /// read-back, past four times the pass's own budget: a walk back steps
    /// each once, a search that goes back and forth over a boundary more,
    /// and past that the search stops, so that it stays linear in the URI.
    #[cfg_attr(urigram_web, optimize(speed))]
    pub(crate) fn over_budget(&self) -> bool {
        match &self.trace {
            Trace::Dfa(_) => false,
            Trace::Simulated(c) => {
                let budget =
                    MAX_SIMULATED.saturating_add(SIMULATED_PER_BYTE.saturating_mul(self.uri.len()));
                c.work.get() > budget.saturating_mul(4)
            }
        }
    }

    /// The one path over the whole of `uri` of the automaton whose start,
    /// accepting state and first state are the union states `(start,
    /// accept, offset)`, when the pass counted one ([`Pass::paths`] is 1):
    /// its states that `keep` keeps, less `offset`, each with the offset
    /// it is reached at, from the end back, into `path` (cleared first,
    /// its bound kept).
    /// One lookup a step ([`Dfa::eps_from`]); `None` when the pass was
    /// simulated, where [`Pass::alive`] answers instead.
    #[cfg_attr(urigram_web, optimize(speed))]
    pub(crate) fn unique_path(
        &self,
        uri: &[u8],
        (start, accept, offset): (u32, u32, u32),
        keep: &dyn Fn(u32) -> bool,
        path: &mut PathBuffer,
    ) -> Option<()> {
        let (Trace::Dfa(ids), Some(Some(d))) = (&self.trace, self.automaton.dfa.get()) else {
            return None;
        };
        let union = &self.automaton.union;
        let mut pos = ids.len() - 1;
        let mut s = accept;
        path.clear();
        // The member index of `s` in the state at `pos`, once known.
        let mut member: Option<usize> = None;
        loop {
            if keep(s - offset) {
                path.push((s - offset, offset32(pos)));
            }
            if s == start && pos == 0 {
                break;
            }
            let (far, back) = *union.jump.get(s as usize)?;
            if far != NONE {
                pos = pos.checked_sub(back as usize)?;
                (s, member) = (far, None);
                continue;
            }
            let r = *union.forced.get(s as usize)?;
            if r != NONE {
                pos = pos.checked_sub(1)?;
                (s, member) = (r, None);
                continue;
            }
            let id = usize::from(ids[pos]);
            let (lo, hi) = (d.eps_at[id] as usize, d.eps_at[id + 1] as usize);
            let i = match member {
                Some(i) => i,
                None => d.members.get(lo..hi)?.binary_search(&s).ok()?,
            };
            let e = *d.eps_from.get(lo + i)?;
            if e != NONE {
                s = d.members[lo + e as usize];
                member = Some(e as usize);
                continue;
            }
            pos = pos.checked_sub(1)?;
            let prev = usize::from(ids[pos]);
            let transition = prev * d.classes + usize::from(d.class_of[usize::from(uri[pos])]);
            let j = *d.byte_from.get(d.byte_at[transition] as usize + i)?;
            if j == NONE {
                return None;
            }
            s = d.members[d.eps_at[prev] as usize + j as usize];
            member = Some(j as usize);
        }
        Some(())
    }

    /// The first union state of template `i`.
    #[cfg_attr(urigram_web, optimize(speed))]
    pub(crate) fn offset(&self, i: usize) -> u32 {
        self.automaton.offset(i)
    }

    /// Whether union state `s` is alive at offset `pos`.
    #[cfg_attr(urigram_web, optimize(speed))]
    pub(crate) fn alive(&self, pos: usize, s: u32) -> bool {
        self.with_set(pos, |set| set.binary_search_by_key(&s, |&(x, _)| x).is_ok())
    }

    /// How many paths template `i`'s automaton has from its start to its
    /// accepting state over the whole URI: 0, 1, or 2 for two or more.
    #[cfg_attr(urigram_web, optimize(speed))]
    pub(crate) fn paths(&self, i: usize) -> u8 {
        let accept = self.automaton.union.accepts[i];
        self.with_set(self.uri.len(), |set| {
            set.binary_search_by_key(&accept, |&(x, _)| x)
                .map_or(0, |k| set[k].1)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grammars::rfc6570::Template;

    /// The deterministic automaton's alive sets are the simulation's, at
    /// every offset, for a set of templates and URIs of their shapes.
    #[test]
    fn determinized_sets_are_the_simulated_ones() {
        let texts = [
            "/users/{id}{?fields,page}",
            "/users/me",
            "{a}{b}",
            "file:///{+path}",
            "x{/p*}{;q*}{#f}",
            "{.d:3}/{x:2}",
        ];
        let nfas: Vec<Nfa> = texts
            .iter()
            .map(|t| Nfa::build(&Template::parse(t).unwrap_or_else(|e| panic!("{t}: {e}"))))
            .collect();
        let refs: Vec<&Nfa> = nfas.iter().collect();
        let det = Automaton::new(&refs, Build::Now);
        assert!(det.is_deterministic());
        let sim = Automaton::new(&refs, Build::Never);
        for uri in [
            "",
            "/users/me",
            "/users/42?page=2",
            "ab",
            "file:///a/b%20c",
            "x/p/q;k=v#f%2F",
            ".abc/xy",
            "/users/%C3%A9",
            "/users/%c3",
            "\u{e9}",
            "x;k",
        ] {
            match (det.run(uri.as_bytes()).ok(), sim.run(uri.as_bytes()).ok()) {
                (None, None) => {}
                (Some(a), Some(b)) => {
                    for pos in 0..=uri.len() {
                        let x = a.with_set(pos, <[_]>::to_vec);
                        assert_eq!(x, b.with_set(pos, <[_]>::to_vec), "{uri} at {pos}");
                    }
                    for (i, text) in texts.iter().enumerate() {
                        assert_eq!(a.paths(i), b.paths(i), "{uri}: {text}");
                    }
                }
                (a, b) => panic!("{uri}: {} against {}", a.is_some(), b.is_some()),
            }
        }
        // Counts: "/users/me" is one path of the literal template; "ab" is
        // several of `{a}{b}` ("ab" and "", "a" and "b", ...).
        let run = det.run(b"/users/me").unwrap_or_else(|_| panic!("alive"));
        assert_eq!((run.paths(0), run.paths(1), run.paths(2)), (1, 1, 0));
        let run = det.run(b"ab").unwrap_or_else(|_| panic!("alive"));
        assert_eq!((run.paths(0), run.paths(2)), (0, 2));
    }
}
