//! Matching a URI against a compiled template. Where the template's
//! automaton is one-pass ([`super::onepass`]), its one path is found going
//! forward; otherwise one forward pass of the automaton (deterministic,
//! [`super::dfa`]) records the states alive at every offset, and paths are
//! read back from the end through them, each one an assignment.

use std::cell::Cell;
use std::collections::BTreeMap;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};

use super::analysis::Analysis;
use super::any_order::AnyOrder;
use super::dfa::{Automaton, Run, Stop};
use super::nfa::{Nfa, START, Shape, Tag, has};
use super::onepass::{OnePass, Ran};
use super::value::{Value, Vars};
use crate::grammars::rfc6570::{Modifier, Part, Template};

/// How many assignments a match gives at most.
pub const MAX_ASSIGNMENTS: usize = 16;

/// How many paths of the automaton a match reads back at most: more than
/// [`MAX_ASSIGNMENTS`], because a path whose repeated variable disagrees
/// with itself is no assignment and is dropped.
const MAX_PATHS: usize = 256;

/// How many readings a path's search tries, in all, for the variables
/// read in several shapes (`{a}` and `{;a*}`) before it calls the path
/// undecided ([`Matcher`]'s `settle`).
const MAX_TRIES: usize = 64;

/// What one path of the automaton reads as, when it is an assignment or
/// may be one.
enum Reading {
    /// The assignment.
    Vars(Vars),
    /// Its variables read in several shapes were not settled within
    /// [`MAX_TRIES`] readings: the match is incomplete.
    Undecided,
}

/// How far undecided one-pass runs may outnumber decided ones before a
/// matcher stops trying its one-pass table (see `Matcher::undecided`).
const GIVE_UP: u32 = 32;

/// The longest path buffer kept for the next match on the thread.
const KEEP_PATH: usize = 1 << 10;

thread_local! {
    /// The buffer of the last unique path read back on this thread, reused
    /// by the next (see `dfa::IDS`).
    static PATH: Cell<Vec<(u32, usize)>> = const { Cell::new(Vec::new()) };
    /// The same for the items an assignment reads.
    static ITEMS: Cell<Vec<(u16, (usize, usize))>> = const { Cell::new(Vec::new()) };
}

/// The answer of matching a URI against a template.
///
/// A URI matches when some assignment of values to the template's
/// variables expands to it (section 3). [`Match::vars`] is that
/// assignment; when several expand to the same URI, [`Match::is_ambiguous`]
/// says so and [`Match::assignments`] gives them (up to
/// [`MAX_ASSIGNMENTS`]), the first being the one [`Match::vars`] gives.
/// See [`Matcher`] for the shape each value comes back in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Match {
    assignments: Found,
    more: bool,
}

/// The assignments found: most matches find one, which is kept without a
/// vector of its own (one allocation less a match).
#[derive(Clone, Debug, PartialEq, Eq)]
enum Found {
    None,
    One(Vars),
    /// Two or more.
    Many(Vec<Vars>),
}

impl Match {
    /// No match.
    pub(crate) fn none() -> Match {
        Match {
            assignments: Found::None,
            more: false,
        }
    }

    /// The answer of a URI with one path: its reading, if any.
    fn of(reading: Option<Reading>) -> Match {
        match reading {
            Some(Reading::Vars(v)) => Match::one(v, false),
            Some(Reading::Undecided) => Match {
                assignments: Found::None,
                more: true,
            },
            None => Match::none(),
        }
    }

    /// One assignment, and whether there are others not given.
    pub(crate) fn one(vars: Vars, more: bool) -> Match {
        Match {
            assignments: Found::One(vars),
            more,
        }
    }

    /// The assignments, and whether there may be others not given.
    fn many(mut assignments: Vec<Vars>, more: bool) -> Match {
        let assignments = match assignments.len() {
            0 => Found::None,
            1 => assignments.pop().map_or(Found::None, Found::One),
            _ => Found::Many(assignments),
        };
        Match { assignments, more }
    }

    /// Whether the URI matched.
    #[must_use]
    pub fn is_match(&self) -> bool {
        !self.assignments().is_empty()
    }

    /// The assignment (the first, where there are several); `None` when
    /// the URI does not match.
    #[must_use]
    pub fn vars(&self) -> Option<&Vars> {
        self.assignments().first()
    }

    /// Whether more than one assignment expands to the URI.
    #[must_use]
    pub fn is_ambiguous(&self) -> bool {
        self.assignments().len() > 1 || self.more
    }

    /// Every assignment found, the canonical one first; at most
    /// [`MAX_ASSIGNMENTS`] ([`Match::is_complete`] says whether that is all).
    #[must_use]
    pub fn assignments(&self) -> &[Vars] {
        match &self.assignments {
            Found::None => &[],
            Found::One(v) => std::slice::from_ref(v),
            Found::Many(v) => v,
        }
    }

    /// Whether [`Match::assignments`] holds every assignment.
    #[must_use]
    pub fn is_complete(&self) -> bool {
        !self.more
    }

    /// Takes the canonical assignment.
    #[must_use]
    pub fn into_vars(self) -> Option<Vars> {
        match self.assignments {
            Found::None => None,
            Found::One(v) => Some(v),
            Found::Many(v) => v.into_iter().next(),
        }
    }
}

/// A template compiled for matching: its automaton, built once, and its
/// ambiguity analysis, worked out on first use.
///
/// # How values come back
///
/// - An expression's variables that the URI leaves out are undefined
///   (absent from the [`Vars`]). An expression that expands to nothing
///   comes back with all its variables undefined, although a variable
///   defined as `""` in `{a}` or `{+a}` expands to nothing as well: the
///   canonical reading, not counted as an ambiguity.
/// - A variable without a modifier is a [`Value::String`]; under an
///   operator that encodes reserved characters (all but `+` and `#`), a
///   `,` in the URI can only separate list items, so such a value with
///   commas comes back as a [`Value::List`] (an associative array expands
///   to the same text as the list of its names and values).
/// - An exploded variable is a [`Value::List`] under `{x*}`, `{.x*}`,
///   `{/x*}`, `{#x*}`, `{+x*}`, and a [`Value::Assoc`] under `{;x*}`,
///   `{?x*}`, `{&x*}` (a list `[a, b]` there expands to `x=a&x=b`, which
///   comes back as the pairs `(x, a), (x, b)`). Under `{x*}`, `{.x*}` and
///   `{/x*}`, items written `name=value` (a bare `=`, which those operators
///   encode in a list's items) are an associative array's pairs, a
///   [`Value::Assoc`]; under `{+x*}` and `{#x*}`, where `=` passes in items
///   too, they come back as list items, which expand the same.
/// - A prefix `{x:n}` gives back the prefix the URI shows (at most `n`
///   characters); the rest of the value is not in the URI.
/// - Values are pct-decoded, except a whole value under `+` or `#`, which
///   comes back as the URI has it: reserved expansion keeps pct-encoded
///   triplets, so `%20` there may stand for `" "` or for `"%20"`, and only
///   the text as written expands back to the same URI for both.
/// - The URI must be what expansion writes: uppercase hex digits in the
///   triplets it makes, nothing encoded that expansion would not encode.
/// - A variable written twice (`{a}/{a}`) must take one value: each
///   assignment found is checked for it, and one that disagrees is dropped.
///   An occurrence in an expression that wrote nothing agrees with a value
///   that, expanded there, writes nothing (`""` in `{+a:1,a}{+a}`), and
///   occurrences read in different shapes (`{a}` a string, `{;a*}` pairs)
///   agree on the first of their readings that expands to the URI in
///   every place. A value none of those readings (nor a list read as
///   pairs, nor a one-item list) expands from is not found: an associative
///   array under both `{#c}` and `{#c*}`, whose `name=value` items come
///   back as list items there, has no match.
///
/// ```
/// use urigram::template::{Matcher, Template, Value};
/// let m = Matcher::new(&Template::parse("/users/{id}{?fields,page}").unwrap());
/// let found = m.match_uri("/users/42?page=2");
/// let vars = found.vars().unwrap();
/// assert_eq!(vars["id"], Value::from("42"));
/// assert_eq!(vars["page"], Value::from("2"));
/// assert!(!vars.contains_key("fields"));
/// assert!(!found.is_ambiguous());
/// assert!(m.analysis().is_unambiguous());
/// ```
#[derive(Debug)]
pub struct Matcher {
    template: Template,
    nfa: Nfa,
    automaton: Automaton,
    analysis: OnceLock<Analysis>,
    /// The one-pass table, when the automaton is one-pass: built on the
    /// second match, as the deterministic automaton is, so that a
    /// template matched once does not pay for it.
    onepass: OnceLock<Option<OnePass>>,
    matched: AtomicBool,
    /// One-pass runs left undecided less those decided, never below 0:
    /// past [`GIVE_UP`], the URIs this matcher sees mostly meet forks the
    /// table cannot decide (`{base}...{head}`), and it goes straight to
    /// the general read-back rather than read each URI twice.
    undecided: AtomicU32,
    any_order: Option<AnyOrder>,
    /// The slots of each variable, the variables in name order: worked
    /// out once, so that a match reads them without sorting.
    by_name: Box<[Box<[usize]>]>,
}

impl Matcher {
    /// Compiles `template`: linear in its length, a few dozen bytes a
    /// state and a handful of states a byte of the template (a prefix
    /// modifier counts its characters in five states each, up to 64
    /// characters; a longer prefix is read as a whole value and its
    /// length checked after). The deterministic automaton and the
    /// one-pass table are built on the second match, each within a fixed
    /// budget (past it, the automaton is simulated and the table not
    /// used).
    #[must_use]
    pub fn new(template: &Template) -> Matcher {
        let nfa = Nfa::build(template);
        let mut by_name: BTreeMap<&str, Vec<usize>> = BTreeMap::new();
        for (k, slot) in nfa.slots.iter().enumerate() {
            by_name.entry(&slot.name).or_default().push(k);
        }
        let by_name = by_name.into_values().map(Vec::into_boxed_slice).collect();
        Matcher {
            template: template.clone(),
            automaton: Automaton::new(&[&nfa]),
            nfa,
            analysis: OnceLock::new(),
            onepass: OnceLock::new(),
            matched: AtomicBool::new(false),
            undecided: AtomicU32::new(0),
            any_order: None,
            by_name,
        }
    }

    /// The same matcher, opting in to query parameters in any order: a
    /// template that ends with `{?...}` (and `{&...}` after it) then also
    /// matches a URI whose query has those parameters in another order
    /// than the template's, which no expansion produces (so the default
    /// refuses it). The part before the first `?` is matched against the
    /// rest of the template; each `name=value` pair of the query goes to
    /// the varspec of that name, or, for a name none has, to an exploded
    /// one as a pair; a name twice, or a name nothing takes, is no match.
    /// A URI that matches in the template's order is read as without the
    /// option. A template that does not end so is matched as without it.
    ///
    /// ```
    /// use urigram::template::{Matcher, Template, Value};
    /// let t = Template::parse("/items{?a,b}").unwrap();
    /// assert!(!Matcher::new(&t).match_uri("/items?b=2&a=1").is_match());
    /// let m = Matcher::new(&t).query_in_any_order();
    /// let vars = m.match_uri("/items?b=2&a=1").into_vars().unwrap();
    /// assert_eq!((&vars["a"], &vars["b"]), (&Value::from("1"), &Value::from("2")));
    /// ```
    #[must_use]
    pub fn query_in_any_order(mut self) -> Matcher {
        self.any_order = AnyOrder::of(&self.template);
        self
    }

    /// The template.
    #[must_use]
    pub fn template(&self) -> &Template {
        &self.template
    }

    /// The automaton.
    pub(crate) fn nfa(&self) -> &Nfa {
        &self.nfa
    }

    /// Whether every URI the template can produce has exactly one
    /// assignment, and if not, which expressions make it ambiguous;
    /// worked out on first call (quadratic in the automaton's size).
    pub fn analysis(&self) -> &Analysis {
        self.analysis
            .get_or_init(|| Analysis::of(&self.template, &self.nfa))
    }

    /// Matches the whole of `uri`: one pass over its bytes, each step
    /// bounded by the automaton's size, then paths read back until
    /// [`MAX_ASSIGNMENTS`] assignments are found (or 256 paths read). From
    /// the second call on, a one-pass template's URI is read forward
    /// instead, its forks decided by at most 64 bytes after each (four
    /// times the URI's length in all); the answer is the same. Where the
    /// automaton is simulated (a template past the deterministic
    /// automaton's budget), the simulation steps at most 1 Mi states plus
    /// 64 a byte of `uri`: a template that keeps more alive (thousands of
    /// unpinned prefixes, `{a:1}{a:1}...`) answers undecided (no
    /// assignment, [`Match::is_complete`] false), so that a match is
    /// linear in the URI whatever the template.
    #[must_use]
    pub fn match_uri(&self, uri: &str) -> Match {
        let found = self.match_in_order(uri);
        match &self.any_order {
            Some(any) if !found.is_match() => {
                // The head is matched alone, so a variable it shares with
                // the query (`{d}...{?d:1}`) may read in a shape the query
                // cannot take: the whole assignment must expand to the URI
                // (but for its parameters' order).
                let m = any.match_uri(uri);
                match m.vars() {
                    Some(v) if !self.expands_in_any_order(v, uri) => Match::none(),
                    _ => m,
                }
            }
            _ => found,
        }
    }

    /// Whether `v` expands to `uri` but for the order of the query's
    /// `&`-separated parameters.
    fn expands_in_any_order(&self, v: &Vars, uri: &str) -> bool {
        fn parts(s: &str) -> (&str, bool, Vec<&str>) {
            let (head, query) = s.split_once('?').unwrap_or((s, ""));
            let mut pairs: Vec<&str> = query.split('&').collect();
            pairs.sort_unstable();
            (head, s.contains('?'), pairs)
        }
        self.template
            .expand(v)
            .is_ok_and(|text| parts(&text) == parts(uri))
    }

    /// The one-pass table, if the automaton is one-pass; built on the
    /// second call.
    fn onepass(&self) -> Option<&OnePass> {
        if let Some(op) = self.onepass.get() {
            if self.undecided.load(Ordering::Relaxed) >= GIVE_UP {
                return None;
            }
            return op.as_ref();
        }
        if !self.matched.swap(true, Ordering::Relaxed) {
            return None;
        }
        self.onepass
            .get_or_init(|| OnePass::build(&self.nfa))
            .as_ref()
    }

    /// [`Matcher::match_uri`] without the any-order option.
    fn match_in_order(&self, uri: &str) -> Match {
        if let Some(op) = self.onepass() {
            // The one path found going forward, or none; a fork its
            // bytes do not decide is left to the general read-back.
            let mut path = PATH.with(Cell::take);
            let ran = op.run(&self.nfa.states, uri.as_bytes(), &mut path);
            let found = match ran {
                Ran::Path => Some(self.assignment(uri, path.iter().copied())),
                Ran::NoPath => Some(None),
                Ran::Undecided => None,
            };
            // A saturating count: each undecided run adds one, each
            // decided one takes one off. Relaxed, as it only steers speed:
            // both ways give the same answer.
            let count = self.undecided.load(Ordering::Relaxed);
            let count = match found {
                None => count.saturating_add(1),
                Some(_) => count.saturating_sub(1),
            };
            self.undecided.store(count, Ordering::Relaxed);
            if path.capacity() <= KEEP_PATH {
                PATH.with(|c| c.set(path));
            }
            if let Some(found) = found {
                return Match::of(found);
            }
        }
        match self.automaton.run(uri.as_bytes()) {
            Ok(run) if run.paths(0) > 0 => self.read_back(uri, &run, 0),
            Err(Stop::Budget) => Match {
                assignments: Found::None,
                more: true,
            },
            _ => Match::none(),
        }
    }

    /// The assignments of `uri`, which the automaton accepts, read back
    /// from `run`, a forward pass of this template's automaton or of a
    /// set's that holds it as its template `which`. When the pass
    /// counted one path, that path is read straight back
    /// ([`Run::unique_path`]); otherwise paths are searched through the
    /// states alive at each offset.
    pub(crate) fn read_back(&self, uri: &str, run: &Run<'_>, which: usize) -> Match {
        let offset = run.offset(which);
        let unique = run.paths(which) == 1;
        if unique {
            let states = &self.nfa.states;
            // The path's states that say something of the values: not the
            // `Struct` ones, and of a run of one slot's `Char` states (one
            // item's bytes, which are consecutive), only the last, which
            // says where the item ends. The walk goes back, so that is the
            // first it meets.
            let last = Cell::new(Tag::Struct);
            let tagged = |s: u32| {
                let tag = states[s as usize].tag;
                if tag == Tag::Struct || (matches!(tag, Tag::Char(_)) && tag == last.get()) {
                    return false;
                }
                last.set(tag);
                true
            };
            let mut path = PATH.with(Cell::take);
            let found = run
                .unique_path(
                    uri.as_bytes(),
                    (START + offset, self.nfa.accept + offset, offset),
                    tagged,
                    &mut path,
                )
                .map(|()| self.assignment(uri, path.iter().rev().copied()));
            if path.capacity() <= KEEP_PATH {
                PATH.with(|c| c.set(path));
            }
            if let Some(found) = found {
                return Match::of(found);
            }
        }
        let alive = |pos: usize, s: u32| run.alive(pos, s + offset);
        let mut assignments: Vec<Vars> = Vec::new();
        let mut tried = 0;
        let mut undecided = false;
        // Paths one at a time: those a repeated variable's disagreement
        // drops do not count towards the assignments, so a URI whose first
        // paths all disagree still finds the one that agrees.
        let more = self.paths(uri.as_bytes(), &alive, unique, |p| {
            if assignments.len() == MAX_ASSIGNMENTS || tried == MAX_PATHS {
                return false;
            }
            tried += 1;
            match self.assignment(uri, p.iter().copied()) {
                Some(Reading::Vars(v)) if !assignments.contains(&v) => assignments.push(v),
                Some(Reading::Undecided) => undecided = true,
                _ => {}
            }
            true
        });
        Match::many(assignments, more || undecided)
    }

    /// The paths from the start to the accepting state at the end of
    /// `uri`, each given to `visit` until it returns `false`, read back
    /// from the end (the first in a fixed order: at each step an empty
    /// transition from the lowest live state, else a byte from the
    /// lowest); whether `visit` stopped them (so there may be more; not
    /// looked for when the forward pass counted one path: `unique`). A
    /// path is its states with the offset each is reached at, in order.
    ///
    /// Every state alive at an offset is reached from the start, so every
    /// step back leads to the start: the search never dead-ends, and its
    /// work is the paths' length times the states' in-degree.
    fn paths(
        &self,
        uri: &[u8],
        alive: &dyn Fn(usize, u32) -> bool,
        unique: bool,
        mut visit: impl FnMut(&[(u32, usize)]) -> bool,
    ) -> bool {
        // The first predecessor of `(s, pos)` from candidate `i` on (the
        // empty transitions into `s`, then the byte transitions), and the
        // candidate after it.
        let next_pred = |s: u32, pos: usize, mut i: usize| -> Option<((u32, usize), usize)> {
            let eps = self.nfa.eps_in.get(s);
            while let Some(&t) = eps.get(i) {
                i += 1;
                if alive(pos, t) {
                    return Some(((t, pos), i));
                }
            }
            let b = *uri.get(pos.checked_sub(1)?)?;
            let bytes = self.nfa.bytes_in.get(s);
            while let Some(&(c, r)) = bytes.get(i - eps.len()) {
                i += 1;
                if has(self.nfa.class(c), b) && alive(pos - 1, r) {
                    return Some(((r, pos - 1), i));
                }
            }
            None
        };
        // Depth first, each frame a state and its next candidate.
        let mut stack: Vec<((u32, usize), usize)> = Vec::with_capacity(2 * uri.len() + 8);
        let mut path: Vec<(u32, usize)> = Vec::with_capacity(2 * uri.len() + 8);
        stack.push(((self.nfa.accept, uri.len()), 0));
        while let Some(&(here, cursor)) = stack.last() {
            if here == (START, 0) {
                path.clear();
                path.extend(stack.iter().rev().map(|f| f.0));
                if !visit(&path) {
                    return true;
                }
                if unique {
                    return false;
                }
                stack.pop();
                continue;
            }
            match next_pred(here.0, here.1, cursor) {
                Some((pred, after)) => {
                    if let Some(top) = stack.last_mut() {
                        top.1 = after;
                    }
                    stack.push((pred, 0));
                }
                None => {
                    stack.pop();
                }
            }
        }
        false
    }

    /// The assignment a path stands for, or `None` if a variable written
    /// twice takes two values on it, or a long prefix runs over.
    fn assignment(&self, uri: &str, path: impl Iterator<Item = (u32, usize)>) -> Option<Reading> {
        let mut items = ITEMS.with(Cell::take);
        items.clear();
        let found = self.assignment_with(uri, path, &mut items);
        if items.capacity() <= KEEP_PATH {
            ITEMS.with(|c| c.set(items));
        }
        found
    }

    /// [`Matcher::assignment`], with a buffer for the items read.
    fn assignment_with(
        &self,
        uri: &str,
        path: impl Iterator<Item = (u32, usize)>,
        items: &mut Vec<(u16, (usize, usize))>,
    ) -> Option<Reading> {
        /// What the path says of one slot. Its items and pairs are byte
        /// ranges of the URI (a value's bytes are consecutive: any other
        /// byte in between enters a state of another tag), in `items` and
        /// `pairs`, the slot's own counted from `first_*` on, its current
        /// ones at `item` and `pair`.
        #[derive(Clone, Copy)]
        struct SlotSpans {
            defined: bool,
            in_value: bool,
            first_item: usize,
            items: usize,
            item: usize,
            first_pair: usize,
            pairs: usize,
            pair: usize,
        }
        type Range = (usize, usize);
        let empty = SlotSpans {
            defined: false,
            in_value: false,
            first_item: usize::MAX,
            items: 0,
            item: 0,
            first_pair: usize::MAX,
            pairs: 0,
            pair: 0,
        };
        // On the stack for a template of a few variables, which is most.
        let mut on_stack = [empty; 8];
        let mut on_heap = Vec::new();
        let raw: &mut [SlotSpans] = match on_stack.get_mut(..self.nfa.slots.len()) {
            Some(few) => few,
            None => {
                on_heap.resize(self.nfa.slots.len(), empty);
                &mut on_heap
            }
        };
        // Each item and pair with its slot, in the order the path reads
        // them.
        let mut pairs: Vec<(u16, Range, Range)> = Vec::new();
        // A `Char` state is only ever entered by a byte (the automaton has
        // no empty transition into one), so a path's `Struct` states,
        // which say nothing of the values, may be left out of it.
        for (s, pos) in path {
            match self.nfa.states[s as usize].tag {
                Tag::Struct => {}
                Tag::Defined(k) => raw[usize::from(k)].defined = true,
                Tag::Item(k) => {
                    let r = &mut raw[usize::from(k)];
                    if r.items == 0 {
                        r.first_item = items.len();
                    }
                    r.items += 1;
                    r.item = items.len();
                    items.push((k, (pos, pos)));
                }
                Tag::Pair(k) => {
                    let r = &mut raw[usize::from(k)];
                    if r.pairs == 0 {
                        r.first_pair = pairs.len();
                    }
                    r.pairs += 1;
                    r.in_value = false;
                    r.pair = pairs.len();
                    pairs.push((k, (pos, pos), (pos, pos)));
                }
                Tag::PairValue(k) => {
                    let r = &mut raw[usize::from(k)];
                    r.in_value = true;
                    if r.pairs > 0 {
                        pairs[r.pair].2 = (pos, pos);
                    }
                }
                Tag::Char(k) => {
                    let r = &raw[usize::from(k)];
                    let range = if r.in_value {
                        (r.pairs > 0).then(|| &mut pairs[r.pair].2)
                    } else if r.pairs > 0 {
                        Some(&mut pairs[r.pair].1)
                    } else {
                        (r.items > 0).then(|| &mut items[r.item].1)
                    };
                    range?.1 = pos;
                }
            }
        }
        let mut vars = Vars::new();
        // The value slot `k` reads, if any; `None` when it cannot be one
        // (not what expansion writes, or a prefix too long).
        let value_of = |k: usize| -> Option<Option<Value>> {
            let r = raw[k];
            let slot = &self.nfa.slots[k];
            // A decoded value must be UTF-8 and give back, encoded as its
            // operator encodes, the very text the URI has (uppercase hex,
            // nothing encoded that expansion writes as itself). Without a
            // `%`, its bytes are those the automaton lets pass as
            // themselves, which are the ones encoding keeps: the text as
            // it stands.
            let reserved = slot.reserved;
            let text = |(from, to): Range| -> Option<String> {
                let b = uri.get(from..to)?;
                if slot.decode && b.as_bytes().contains(&b'%') {
                    if !reserved {
                        // Under `U`, the text is what expansion writes
                        // exactly when each triplet is uppercase and
                        // stands for a byte it encodes (the bytes that
                        // pass as themselves are the unreserved ones it
                        // keeps): checked while decoding.
                        return decode_canonical(b.as_bytes());
                    }
                    let s = String::from_utf8(decode(b.as_bytes())).ok();
                    let mut again = String::with_capacity(b.len());
                    // As expansion writes it: under `+` and `#` a `%`
                    // that begins a triplet stays as it is.
                    if let Some(s) = &s {
                        super::expand::encode(&mut again, s, reserved);
                    }
                    match s {
                        Some(s) if again == b => Some(s),
                        // A prefix under `+` or `#` (the only decoded
                        // slots there) whose triplets are not all
                        // encodings expansion writes (`%2C`, a comma it
                        // would write as itself) holds those as the
                        // value's own characters, which expansion keeps
                        // as they are, and the others decoded (`%2C%25`
                        // is `%2C%`); else it is all the value's own.
                        _ if reserved => Some(reserved_reading(b).unwrap_or_else(|| b.to_owned())),
                        _ => None,
                    }
                } else {
                    Some(b.to_owned())
                }
            };
            let k16 = u16::try_from(k).ok()?;
            let its_items = || {
                items
                    .get(r.first_item..)
                    .unwrap_or_default()
                    .iter()
                    .filter(move |(j, _)| *j == k16)
                    .take(r.items)
                    .map(|&(_, range)| range)
            };
            let its_pairs = || {
                pairs
                    .get(r.first_pair..)
                    .unwrap_or_default()
                    .iter()
                    .filter(move |(j, _, _)| *j == k16)
                    .take(r.pairs)
                    .map(|&(_, key, value)| (key, value))
            };
            let value = if r.defined {
                Some(match slot.shape {
                    Shape::Assoc => Value::Assoc(
                        its_pairs()
                            .map(|(k, v)| Some((text(k)?, text(v)?)))
                            .collect::<Option<_>>()?,
                    ),
                    Shape::List if r.pairs > 0 => Value::Assoc(
                        its_pairs()
                            .map(|(k, v)| Some((text(k)?, text(v)?)))
                            .collect::<Option<_>>()?,
                    ),
                    Shape::List => Value::List(its_items().map(text).collect::<Option<_>>()?),
                    Shape::StrOrList if r.items > 1 => {
                        Value::List(its_items().map(text).collect::<Option<_>>()?)
                    }
                    _ => Value::String(match its_items().next() {
                        Some(range) => text(range)?,
                        None => String::new(),
                    }),
                })
            } else {
                None
            };
            if let (Some(Value::String(s)), Modifier::Prefix(n)) = (&value, slot.modifier) {
                if super::expand::prefix(s, n, slot.reserved).len() < s.len() {
                    return None;
                }
            }
            Some(value)
        };
        // Each variable once: a full value wins; a prefix must agree with
        // it (or, with prefixes alone, with the longest). Slots grouped by
        // name in one pass, so a template with many variables stays linear.
        let mut recheck = false;
        let mut choices: Vec<(&str, Vec<Value>)> = Vec::new();
        for slots in &self.by_name {
            let name: &str = &self.nfa.slots[slots[0]].name;
            // A variable written once, as a string: that string, without
            // the readings below (a string has no other shape).
            let values: Vec<Option<Value>> = if let [k] = slots[..] {
                match value_of(k)? {
                    None => continue,
                    Some(Value::String(v)) => {
                        vars.insert(name.to_owned(), Value::String(v));
                        continue;
                    }
                    other => vec![other],
                }
            } else {
                slots.iter().map(|&k| value_of(k)).collect::<Option<_>>()?
            };
            let occ: Vec<(&Option<Value>, Modifier)> = slots
                .iter()
                .zip(&values)
                .map(|(&k, v)| (v, self.nfa.slots[k].modifier))
                .collect();
            let defined = occ.iter().filter(|(v, _)| v.is_some()).count();
            if defined == 0 {
                continue;
            }
            // Defined in some occurrences and not in others: an
            // occurrence whose expression wrote nothing reads as undefined
            // (the canonical reading), which a value such as `""` in
            // `{+a}` also gives. Whether the value fits there too is
            // checked once the assignment is whole, by expanding it.
            recheck |= defined != occ.len();
            let full: Vec<&Value> = occ
                .iter()
                .filter(|(_, m)| !matches!(m, Modifier::Prefix(_)))
                .filter_map(|(v, _)| v.as_ref())
                .collect();
            // Readings in different shapes (`{a}` gives a string, `{/a*}`
            // a list, `{;a*}` pairs), which one value may expand to in
            // every place, and the other shapes of each reading (`{;a*}`'s
            // pairs named `a` are a list's items, a one-item list a
            // string): each is tried below, checked by expansion (which
            // also checks a prefix against a list's one item, `{.a*,a:3}`).
            let mut distinct: Vec<Value> = Vec::new();
            // A variable written once expands to its text in any of its
            // shapes: the one read is enough, and the combinations tried
            // below (at most MAX_CHOICES) are left to the variables
            // written more than once.
            let once = slots.len() == 1;
            for &x in &full {
                let others = if once {
                    Vec::new()
                } else {
                    other_shapes(name, x)
                };
                for y in std::iter::once(x.clone()).chain(others) {
                    if !distinct.contains(&y) {
                        distinct.push(y);
                    }
                }
            }
            // Under `+` and `#` a full value is read as the URI has it (a
            // triplet is the value's own `%XX`, which expansion keeps), but
            // `%20` is also what a space expands to, and a prefix of the
            // same variable may hold only the decoded one (`{+d:4,d}` and
            // `ab%25`: `ab%25` cut to four is `ab%2`, `ab%` is whole). So
            // with a prefix beside it, the decoded text is a reading too.
            let prefixed = occ
                .iter()
                .any(|(v, m)| v.is_some() && matches!(m, Modifier::Prefix(_)));
            let raw_reserved = slots
                .iter()
                .any(|&k| self.nfa.slots[k].reserved && !self.nfa.slots[k].decode);
            if prefixed && raw_reserved {
                // Of every string reading, a one-item list's included
                // (`{#a:2,a*}`: `a*` reads a list).
                let strings: Vec<String> = distinct
                    .iter()
                    .filter_map(|v| match v {
                        Value::String(s) => Some(s.clone()),
                        _ => None,
                    })
                    .collect();
                // Each triplet an encoding (`%20` a space), or only those
                // of characters expansion does not write as themselves
                // (`a%20%2C` is `a %2C`).
                for raw in strings {
                    for d in [decoded_reading(&raw, true), reserved_reading(&raw)]
                        .into_iter()
                        .flatten()
                    {
                        let d = Value::String(d);
                        if !distinct.contains(&d) {
                            distinct.push(d);
                        }
                    }
                }
            }
            let differ = full.iter().any(|&x| Some(x) != full.first().copied());
            if differ || distinct.len() > 1 {
                choices.push((name, distinct));
                continue;
            }
            let chosen: Value = match full.first() {
                Some(&v) => v.clone(),
                None => occ
                    .iter()
                    .filter_map(|(v, _)| (*v).clone())
                    .max_by_key(|v| match v {
                        Value::String(s) => s.len(),
                        _ => 0,
                    })?,
            };
            for (&k, (v, m)) in slots.iter().zip(&occ) {
                if let (Some(Value::String(p)), Modifier::Prefix(n)) = (v, m) {
                    let Value::String(whole) = &chosen else {
                        return None;
                    };
                    let cut = super::expand::prefix(whole, *n, self.nfa.slots[k].reserved);
                    // A prefix is read decoded, but under `+` and `#` its
                    // `%XX` may be the value's own three characters (`%20`
                    // cut to four is itself): the expansion decides.
                    if cut != p {
                        recheck = true;
                    }
                }
            }
            vars.insert(name.to_owned(), chosen);
        }
        if choices.is_empty() {
            let expands = !recheck || self.template.expand(&vars).is_ok_and(|text| text == uri);
            return expands.then_some(Reading::Vars(vars));
        }
        self.settle(uri, vars, choices)
    }

    /// The first assignment that expands to `uri`, taking for each
    /// variable in `choices` one of its readings (in their order) and the
    /// others as in `vars`; `Undecided` after [`MAX_TRIES`] readings tried.
    ///
    /// A depth-first search in the template's order: each variable's
    /// reading is chosen where it is first written, and the template is
    /// expanded part by part against the URI as it goes, so a reading
    /// that writes something else there is dropped before any later
    /// variable is tried with it.
    fn settle(
        &self,
        uri: &str,
        mut vars: Vars,
        choices: Vec<(&str, Vec<Value>)>,
    ) -> Option<Reading> {
        let parts = self.template.parts();
        let written_in = |name: &str, p: &Part| match p {
            Part::Expression(e) => e.varspecs().iter().any(|v| v.name() == name),
            Part::Literal(_) => false,
        };
        let mut order: Vec<(usize, &str, Vec<Value>)> = choices
            .into_iter()
            .map(|(name, readings)| {
                let first = parts.iter().position(|p| written_in(name, p));
                (first.unwrap_or(parts.len()), name, readings)
            })
            .collect();
        order.sort_by_key(|c| c.0);
        // The parts checked at level `j` (with the first `j + 1` choices
        // made) run from where the `j`th variable is first written to
        // where the next one is; those before the first, before any.
        let end = |j: usize| order.get(j).map_or(parts.len(), |c| c.0);
        let mut scratch = String::new();
        // The URI's offset after parts `from..to`, expanded with `vars`
        // from `pos` on, if they write what the URI has there.
        let mut check = |vars: &Vars, from: usize, to: usize, mut pos: usize| -> Option<usize> {
            for part in parts.get(from..to)? {
                scratch.clear();
                match part {
                    Part::Literal(span) => super::expand::encode(
                        &mut scratch,
                        &self.template.as_str()[span.range()],
                        true,
                    ),
                    Part::Expression(e) => super::expand::expression(&mut scratch, e, vars).ok()?,
                }
                let next = pos + scratch.len();
                if uri.as_bytes().get(pos..next)? != scratch.as_bytes() {
                    return None;
                }
                pos = next;
            }
            Some(pos)
        };
        // `at[j]` is the reading tried for choice `j`; `pos[j]`, the
        // offset where the parts checked at level `j` begin.
        let mut pos = vec![check(&vars, 0, end(0), 0)?; order.len()];
        let mut at = vec![0usize; order.len()];
        let mut level = 0;
        let mut tries = 0;
        loop {
            if tries == MAX_TRIES {
                return Some(Reading::Undecided);
            }
            tries += 1;
            let (first, name, readings) = &order[level];
            vars.insert((*name).to_owned(), readings[at[level]].clone());
            let last = level + 1 == order.len();
            match check(&vars, *first, end(level + 1), pos[level]) {
                Some(p) if last && p == uri.len() => return Some(Reading::Vars(vars)),
                Some(p) if !last => {
                    level += 1;
                    pos[level] = p;
                    at[level] = 0;
                    continue;
                }
                _ => {}
            }
            // The next reading at this level, or back to the one before.
            loop {
                at[level] += 1;
                if at[level] < order[level].2.len() {
                    break;
                }
                vars.remove(order[level].1);
                level = level.checked_sub(1)?;
            }
        }
    }
}

/// The value under `+` or `#` whose expansion is `text`, reading each
/// triplet of a character expansion writes as itself (`%2C`, a comma) as
/// the value's own three characters and every other triplet as the
/// encoding of its byte; `None` unless that value expands back to `text`.
fn reserved_reading(text: &str) -> Option<String> {
    let b = text.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        let byte = match (b[i], b.get(i + 1..i + 3)) {
            (b'%', Some(hex)) => std::str::from_utf8(hex)
                .ok()
                .and_then(|h| u8::from_str_radix(h, 16).ok()),
            _ => None,
        };
        match byte {
            Some(c) => {
                if super::expand::is_unreserved(c) || super::expand::is_reserved(c) {
                    out.extend_from_slice(&b[i..i + 3]);
                } else {
                    out.push(c);
                }
                i += 3;
            }
            None => {
                out.push(b[i]);
                i += 1;
            }
        }
    }
    let value = String::from_utf8(out).ok()?;
    let mut again = String::with_capacity(text.len());
    super::expand::encode(&mut again, &value, true);
    (again == text).then_some(value)
}

/// The value a reserved expansion's text also stands for when its triplets
/// are read as encodings (`%20` a space), if that differs from the text,
/// decodes to UTF-8 and expands back to the very text.
fn decoded_reading(raw: &str, reserved: bool) -> Option<String> {
    if !raw.contains('%') {
        return None;
    }
    let s = String::from_utf8(decode(raw.as_bytes())).ok()?;
    let mut again = String::with_capacity(raw.len());
    super::expand::encode(&mut again, &s, reserved);
    (again == raw && s != raw).then_some(s)
}

/// The other values that expand as `v`, a reading of the variable `name`,
/// may: pairs all named `name` as the list of their values (`{;a*}` writes
/// a list so), and a one-item list as that item.
fn other_shapes(name: &str, v: &Value) -> Vec<Value> {
    let mut out = Vec::new();
    let list = match v {
        Value::Assoc(pairs) if pairs.iter().all(|(k, _)| k == name) => {
            let l: Vec<String> = pairs.iter().map(|(_, x)| x.clone()).collect();
            out.push(Value::List(l.clone()));
            l
        }
        Value::List(l) => l.clone(),
        _ => return out,
    };
    if let [one] = &list[..] {
        out.push(Value::String(one.clone()));
    }
    out
}

impl Template {
    /// Matches `uri` against the template: [`Matcher::match_uri`] on a
    /// matcher built for this call. To match many URIs, build a
    /// [`Matcher`] once.
    ///
    /// ```
    /// use urigram::template::{Template, Value};
    /// let t = Template::parse("file:///{+path}").unwrap();
    /// let m = t.match_uri("file:///home/a%20b/c.txt");
    /// assert_eq!(m.vars().unwrap()["path"], Value::from("home/a%20b/c.txt"));
    /// ```
    #[must_use]
    pub fn match_uri(&self, uri: &str) -> Match {
        Matcher::new(self).match_uri(uri)
    }
}

/// The value whose expansion under an operator of `U` is `b`: its
/// triplets decoded, if each is uppercase and encodes a byte expansion
/// encodes (not an unreserved one), and the bytes make UTF-8; `None`
/// otherwise. The bytes outside triplets are unreserved (the automaton
/// lets only those pass), so no second pass encodes the value again to
/// compare.
fn decode_canonical(b: &[u8]) -> Option<String> {
    // Expansion writes uppercase hex digits only.
    let upper = |c: u8| {
        if c.is_ascii_lowercase() {
            None
        } else {
            crate::rules::chars::hex_value(c)
        }
    };
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'%' {
            let c = upper(*b.get(i + 1)?)? << 4 | upper(*b.get(i + 2)?)?;
            if super::expand::is_unreserved(c) {
                return None;
            }
            out.push(c);
            i += 3;
        } else {
            out.push(b[i]);
            i += 1;
        }
    }
    String::from_utf8(out).ok()
}

/// `%HH` triplets decoded (the automaton reads only well-formed ones).
fn decode(b: &[u8]) -> Vec<u8> {
    let hex = |c: u8| {
        char::from(c)
            .to_digit(16)
            .and_then(|d| u8::try_from(d).ok())
    };
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'%' {
            if let (Some(h), Some(l)) = (
                b.get(i + 1).copied().and_then(hex),
                b.get(i + 2).copied().and_then(hex),
            ) {
                out.push(h << 4 | l);
                i += 3;
                continue;
            }
        }
        out.push(b[i]);
        i += 1;
    }
    out
}
