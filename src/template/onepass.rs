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

use std::collections::HashMap;

use super::dfa::byte_classes;
use super::nfa::{Nfa, START, State, Tag};
use super::path_buffer::PathBuffer;

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
    /// Only `to`, a `Char` state that the step leaves from too (a loop
    /// on a value's byte): the last state written down is `to`'s, and
    /// only where it ends moves on.
    Extend,
    /// Anything else: the tagged states of the step's empty path, written
    /// down one by one, then `to`.
    EmptyPath,
    /// More than one path takes the byte: `forks[from..from + len]` are
    /// their steps, and the bytes after it decide ([`LOOKAHEAD`]).
    Fork,
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
    /// For each entry of `next`, its row and what to do in one word: the
    /// row in the low 24 bits, and above them [`HOT_NOTHING`],
    /// [`HOT_EXTEND`], [`HOT_OTHER`] (read the entry) or [`HOT_DEAD`]. A
    /// quarter of `next`'s size, so that a literal's and a value's bytes
    /// read a table that stays in cache.
    hot: Vec<u32>,
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
    /// The steps of each fork, one after another.
    forks: Vec<Step>,
    /// For each row, the literal run it begins ([`LiteralRun`]); a run of
    /// no bytes where it begins none.
    runs: Vec<LiteralRun>,
    /// The bytes of the runs, one after another.
    run_bytes: Vec<u8>,
}

/// A literal the table reads from a row byte by byte (each row's one live
/// entry a byte of its own class, writing nothing, as `https://` or
/// `/repos/` of most templates): compared as one slice instead, a
/// `memcmp` rather than a table lookup a byte. The row after it is
/// `row`; its bytes are `run_bytes[from..from + len]`.
#[derive(Clone, Copy, Debug, Default)]
struct LiteralRun {
    from: u32,
    len: u32,
    row: u32,
}

/// The longest literal run kept from one row (a longer literal is several
/// runs), so that the runs of a literal of `n` bytes hold at most `64 n`.
const MAX_RUN: usize = 64;

/// The shortest literal run worth its compare.
const MIN_RUN: usize = 4;

/// How many bytes after a fork are read to decide it: a path that dies
/// within them (or at the end of the URI) is dropped; when more than one
/// lives on, the general read-back decides instead. Enough for the names
/// of one query expression that share a beginning (`page`, `per_page`)
/// and for a path segment (`{/owner}{/repo}`).
const LOOKAHEAD: usize = 64;

/// The kinds of a hot entry ([`OnePass::hot`]), above its row.
const HOT_NOTHING: u32 = 0;
const HOT_EXTEND: u32 = 1;
const HOT_OTHER: u32 = 2;
const HOT_DEAD: u32 = 3;
/// [`HOT_NOTHING`] into a row that begins a literal run ([`LiteralRun`]).
const HOT_NOTHING_RUN: u32 = 4;
/// The row's bits of a hot entry.
const HOT_ROW: u32 = (1 << 24) - 1;

/// The most paths a fork may have for the run to decide it; a fork of
/// more is left to the general read-back.
const MAX_FORK: usize = 8;

/// The path a one-pass run writes down: its tagged states with their
/// offsets, a run of one slot's `Char` states as its last only.
struct Writer<'a> {
    path: &'a mut PathBuffer,
    states: &'a [State],
}

impl Writer<'_> {
    #[cfg_attr(urigram_web, optimize(speed))]
    fn tag(&self, q: u32) -> Tag {
        self.states.get(q as usize).map_or(Tag::Struct, |s| s.tag)
    }

    /// A step's empty path before the byte at `pos`, then its target.
    #[cfg_attr(urigram_web, optimize(speed))]
    fn empty_path(&mut self, acts: &[u32], step: &Step, pos: usize) {
        for &q in acts {
            self.path.enter(q, self.tag(q), pos);
        }
        self.path.enter(step.to, step.tag, pos + 1);
    }
}

/// What a one-pass run found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Decision {
    /// The one path, in the buffer.
    Path,
    /// No path spells the URI.
    NoPath,
    /// A fork the bytes after it did not decide: the general read-back
    /// must.
    Undecided,
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
        // The entries that more than one path takes, with those paths.
        let mut forked: HashMap<usize, Vec<Step>> = HashMap::new();
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
                    kind: Kind::EmptyPath,
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
                            let at = r * classes + ci;
                            let e = &mut next[at];
                            if e.to == NONE {
                                *e = step(t);
                            } else {
                                // Two paths take this byte: a fork, which
                                // the bytes after it decide at run time.
                                let list = forked.entry(at).or_insert_with(|| vec![*e]);
                                list.push(step(t));
                                work += list.len();
                            }
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
        let finish = |step: &mut Step| -> Option<()> {
            step.row = row[step.to as usize].checked_mul(classes32)?;
            step.kind = match (step.len, step.tag) {
                (0, Tag::Struct) => Kind::Nothing,
                (0, Tag::Char(_)) => Kind::Char,
                _ => Kind::EmptyPath,
            };
            Some(())
        };
        for (at, step) in next.iter_mut().enumerate() {
            if step.to != NONE {
                finish(step)?;
                // A value's byte that stays in its state: the entry that
                // state wrote is the last, and only its end moves.
                if step.kind == Kind::Char && rows.get(at / classes) == Some(&step.to) {
                    step.kind = Kind::Extend;
                }
            }
        }
        let mut forks: Vec<Step> = Vec::new();
        let mut entries: Vec<(usize, Vec<Step>)> = forked.into_iter().collect();
        entries.sort_unstable_by_key(|e| e.0);
        for (at, paths) in entries {
            let from = u32::try_from(forks.len()).ok()?;
            for mut p in paths {
                finish(&mut p)?;
                forks.push(p);
            }
            next[at] = Step {
                row: NONE,
                to: NONE,
                from,
                len: u32::try_from(forks.len()).ok()? - from,
                tag: Tag::Struct,
                kind: Kind::Fork,
            };
        }
        // The hot table: each entry's row and kind in one word.
        let hot = next
            .iter()
            .map(|step| {
                let kind = match step.kind {
                    _ if step.to == NONE && step.kind != Kind::Fork => HOT_DEAD,
                    Kind::Nothing => HOT_NOTHING,
                    Kind::Extend => HOT_EXTEND,
                    _ => HOT_OTHER,
                };
                let row = if step.to == NONE { 0 } else { step.row };
                (row < 1 << 24).then_some(row | kind << 24)
            })
            .collect::<Option<Vec<u32>>>()?;
        let (runs, run_bytes) = literal_runs(&class_of, &hot, classes);
        let mut hot = hot;
        for h in &mut hot {
            let row = (*h & HOT_ROW) as usize / classes;
            if *h >> 24 == HOT_NOTHING && runs.get(row).is_some_and(|run| run.len > 0) {
                *h = (*h & HOT_ROW) | HOT_NOTHING_RUN << 24;
            }
        }
        Some(OnePass {
            forks,
            class_of,
            hot,
            next,
            accept,
            classes,
            acts,
            runs,
            run_bytes,
        })
    }

    /// Where the literal run that row `r` (premultiplied) begins ends, if
    /// `uri` holds it from `pos`: the offset and the row after it. `None`
    /// for no run, or a URI too short for it (read byte by byte then);
    /// `Some(None)` where the URI differs from it, which no path spells
    /// (each of its bytes is the one its row lets through).
    #[inline]
    #[cfg_attr(urigram_web, optimize(speed))]
    fn literal(&self, r: usize, uri: &[u8], pos: usize) -> Option<Option<(usize, usize)>> {
        let run = self.runs.get(r / self.classes.max(1))?;
        let (from, len) = (run.from as usize, run.len as usize);
        let text = uri.get(pos..pos + len)?;
        let bytes = self.run_bytes.get(from..from + len)?;
        Some((text == bytes).then_some((pos + len, run.row as usize)))
    }

    /// The path over `uri`, if there is one: its tagged states, each with
    /// the offset it is reached at, in order, into `path` (cleared
    /// first, its bound kept), a run of one slot's `Char` states as its
    /// last only (as the general read-back gives it); or that no path
    /// spells `uri`, or that a fork was left undecided ([`Decision`]).
    #[cfg_attr(urigram_web, optimize(speed))]
    pub(crate) fn run(&self, states: &[State], uri: &[u8], path: &mut PathBuffer) -> Decision {
        path.clear();
        let mut w = Writer { path, states };
        // The bytes the forks may read ahead in all: a few times the URI,
        // so that a run stays linear whatever the forks.
        let mut budget = 4 * uri.len() + 4 * LOOKAHEAD;
        let mut r = 0usize;
        // Whether the last state written down is a `Char` state whose run
        // of bytes goes on with each `Extend` step: its end is written
        // once the run stops, not at each byte.
        let mut open = false;
        let mut pos = 0;
        if let Some(found) = self.literal(r, uri, pos) {
            let Some((after, row)) = found else {
                return Decision::NoPath;
            };
            (pos, r) = (after, row);
        }
        while let Some(&b) = uri.get(pos) {
            let at = r + usize::from(self.class_of[usize::from(b)]);
            let Some(&h) = self.hot.get(at) else {
                return Decision::NoPath;
            };
            match h >> 24 {
                HOT_EXTEND => {
                    r = (h & HOT_ROW) as usize;
                    pos += 1;
                    continue;
                }
                HOT_NOTHING => {
                    if open {
                        w.path.end(pos);
                        open = false;
                    }
                    r = (h & HOT_ROW) as usize;
                    pos += 1;
                    continue;
                }
                HOT_NOTHING_RUN => {
                    if open {
                        w.path.end(pos);
                        open = false;
                    }
                    r = (h & HOT_ROW) as usize;
                    pos += 1;
                    if let Some(found) = self.literal(r, uri, pos) {
                        let Some((after, row)) = found else {
                            return Decision::NoPath;
                        };
                        (pos, r) = (after, row);
                    }
                    continue;
                }
                HOT_DEAD => return Decision::NoPath,
                _ => {}
            }
            let Some(step) = self.next.get(at) else {
                return Decision::NoPath;
            };
            if open {
                w.path.end(pos);
            }
            let step = match step.kind {
                Kind::Nothing | Kind::Extend => step,
                Kind::Char => {
                    w.path.enter(step.to, step.tag, pos + 1);
                    step
                }
                Kind::EmptyPath => {
                    w.empty_path(self.acts(step), step, pos);
                    step
                }
                Kind::Fork => match self.decide(step, uri, pos + 1, &mut budget) {
                    Ok(Some(chosen)) => {
                        w.empty_path(self.acts(chosen), chosen, pos);
                        chosen
                    }
                    Ok(None) => return Decision::NoPath,
                    Err(()) => return Decision::Undecided,
                },
            };
            open = matches!(step.tag, Tag::Char(_));
            r = step.row as usize;
            pos += 1;
        }
        if open {
            w.path.end(uri.len());
        }
        match self.accept.get(r / self.classes.max(1)) {
            Some(end) if end.to != NONE => {
                // The accepting state is the last of the empty path, on
                // its trail if it is tagged.
                for &q in self.acts(end) {
                    w.path.enter(q, w.tag(q), uri.len());
                }
                Decision::Path
            }
            _ => Decision::NoPath,
        }
    }

    /// The one path of `fork` that the bytes from `at` on leave alive
    /// (`None`: none does), the paths read side by side until one is
    /// left; `Err` when several live on for [`LOOKAHEAD`] bytes or to the
    /// end, or one meets another fork, or the budget runs out.
    #[cfg_attr(urigram_web, optimize(speed))]
    fn decide<'a>(
        &'a self,
        fork: &Step,
        uri: &[u8],
        at: usize,
        budget: &mut usize,
    ) -> Result<Option<&'a Step>, ()> {
        let from = fork.from as usize;
        let paths = self.forks.get(from..from + fork.len as usize).ok_or(())?;
        // Each path still alive (its index in `paths`), and its row; a
        // fork of more paths than that is left to the general read-back.
        let mut alive = [(0usize, 0usize); MAX_FORK];
        let mut n = 0;
        for (i, p) in paths.iter().enumerate() {
            *alive.get_mut(n).ok_or(())? = (i, p.row as usize);
            n += 1;
        }
        for &b in uri.get(at..).unwrap_or_default().iter().take(LOOKAHEAD) {
            if n <= 1 {
                break;
            }
            *budget = budget.checked_sub(n).ok_or(())?;
            let class = usize::from(self.class_of[usize::from(b)]);
            let mut forked = false;
            let mut kept = 0;
            for j in 0..n {
                let (i, r) = alive[j];
                match self.next.get(r + class) {
                    // Alive, but where it goes the bytes after decide:
                    // it stays where it is, and is chosen only if it is
                    // the last one left.
                    Some(step) if step.kind == Kind::Fork => {
                        forked = true;
                        alive[kept] = (i, r);
                    }
                    Some(step) if step.to != NONE => alive[kept] = (i, step.row as usize),
                    _ => continue,
                }
                kept += 1;
            }
            n = kept;
            if forked && n > 1 {
                return Err(());
            }
        }
        if n > 1 && uri.len() - at.min(uri.len()) <= LOOKAHEAD {
            // At the end: only the paths that accept there.
            let mut kept = 0;
            for j in 0..n {
                let (_, r) = alive[j];
                if self
                    .accept
                    .get(r / self.classes.max(1))
                    .is_some_and(|end| end.to != NONE)
                {
                    alive[kept] = alive[j];
                    kept += 1;
                }
            }
            n = kept;
        }
        match n {
            0 => Ok(None),
            1 => Ok(paths.get(alive[0].0)),
            _ => Err(()),
        }
    }

    #[cfg_attr(urigram_web, optimize(speed))]
    fn acts(&self, step: &Step) -> &[u32] {
        let from = step.from as usize;
        self.acts
            .get(from..from + step.len as usize)
            .unwrap_or_default()
    }
}

/// The literal run each row begins, and their bytes ([`LiteralRun`]): a
/// row whose one live entry writes nothing ([`HOT_NOTHING`]) on a class of
/// one byte goes on to the next row so, up to [`MAX_RUN`] bytes; runs
/// shorter than [`MIN_RUN`] are left out.
fn literal_runs(class_of: &[u8; 256], hot: &[u32], classes: usize) -> (Vec<LiteralRun>, Vec<u8>) {
    // The one byte of each class that has one.
    let mut only: Vec<Option<u8>> = vec![None; classes];
    let mut count = vec![0usize; classes];
    for b in 0..=255u8 {
        let c = usize::from(class_of[usize::from(b)]);
        if let (Some(o), Some(n)) = (only.get_mut(c), count.get_mut(c)) {
            *o = Some(b);
            *n += 1;
        }
    }
    // The byte and next row (premultiplied) of each row that has one live
    // entry, writing nothing, on a class of one byte.
    let rows = hot.len() / classes.max(1);
    let single: Vec<Option<(u8, usize)>> = (0..rows)
        .map(|ri| {
            let entries = hot.get(ri * classes..(ri + 1) * classes)?;
            let mut live = entries
                .iter()
                .enumerate()
                .filter(|(_, h)| **h >> 24 != HOT_DEAD);
            let (c, &h) = live.next()?;
            if live.next().is_some() || h >> 24 != HOT_NOTHING || count.get(c) != Some(&1) {
                return None;
            }
            Some(((*only.get(c)?)?, (h & HOT_ROW) as usize))
        })
        .collect();
    let mut runs = vec![LiteralRun::default(); rows];
    let mut bytes = Vec::new();
    for (ri, run) in runs.iter_mut().enumerate() {
        let from = bytes.len();
        let mut at = ri;
        while let Some(&Some((b, next))) = single.get(at) {
            if bytes.len() - from >= MAX_RUN {
                break;
            }
            bytes.push(b);
            at = next / classes.max(1);
        }
        let len = bytes.len() - from;
        match (
            u32::try_from(from),
            u32::try_from(len),
            u32::try_from(at * classes),
        ) {
            (Ok(from), Ok(len), Ok(row)) if len as usize >= MIN_RUN => {
                *run = LiteralRun { from, len, row };
            }
            _ => bytes.truncate(from),
        }
    }
    (runs, bytes)
}

/// Whether state `q` says something of the values.
#[cfg_attr(urigram_web, optimize(speed))]
fn tagged(states: &[State], q: u32) -> bool {
    states.get(q as usize).is_some_and(|s| s.tag != Tag::Struct)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grammars::rfc6570::Template;

    /// One-pass by the definition: every byte decides the path.
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
            let nfa = Nfa::build(&Template::parse(t).unwrap_or_else(|e| panic!("{e}")));
            let op = OnePass::build(&nfa).unwrap_or_else(|| panic!("{t}"));
            assert!(op.forks.is_empty(), "{t}");
        }
    }

    /// Where a byte may begin more than one path, the bytes after it
    /// decide: a `p` after `?` begins `page` or `per_page`; a `y` after
    /// `{a}` is the value's or the literal's; a `/` begins `{/owner}` or
    /// `{/repo}`. Where they do not (both paths spell the URI: `{a}{b}`,
    /// `/a` under `{/owner}{/repo}`), the run leaves it undecided.
    #[test]
    fn forks_are_decided_by_the_bytes_after_them() {
        for (t, uri, want) in [
            ("{?page,per_page}", "?per_page=1", Decision::Path),
            ("{?page,per_page}", "?page=1&per_page=2", Decision::Path),
            ("{?page,per_page}", "?pager=1", Decision::NoPath),
            (
                "{?type,page,per_page,sort}",
                "?type=a&page=2&per_page=3&sort=b",
                Decision::Path,
            ),
            ("x{a}y", "xaay", Decision::Path),
            ("x{a}y", "xyyy", Decision::Path),
            ("x{a}y", "xaa", Decision::NoPath),
            ("{/owner}{/repo}", "/a/b", Decision::Path),
            ("{/owner}{/repo}", "/a", Decision::Undecided),
            ("{?id,keys*}", "?id=a&k=v", Decision::Undecided),
            (
                "{?id,token,keys*}",
                "?id=admin&token=12345&key1=val1&key2=val2",
                Decision::Undecided,
            ),
            ("{a}{b}", "xy", Decision::Undecided),
            (";{&d}&{+a}={;d}&", ";&=&", Decision::Path),
            ("{&d}&", "&", Decision::Path),
            ("{&d}&", "&d=1&", Decision::Path),
            ("{/a*}", "/x/y", Decision::Path),
            ("{/a*}", "/x=1/y=z", Decision::Path),
            // An item, then a pair: no value writes both.
            ("{/a*}", "/x/y=z", Decision::NoPath),
        ] {
            let nfa = Nfa::build(&Template::parse(t).unwrap_or_else(|e| panic!("{e}")));
            let op = OnePass::build(&nfa).unwrap_or_else(|| panic!("{t}"));
            assert!(!op.forks.is_empty(), "{t}");
            let mut path = PathBuffer::new();
            path.begin(nfa.most_steps(uri.len()));
            let got = op.run(&nfa.states, uri.as_bytes(), &mut path);
            assert_eq!(got, want, "{t} {uri}");
        }
    }

    /// A literal read as one slice: `https://api.github.com/repos/` (29
    /// bytes) is the start row's run; a URI that differs inside it, or
    /// ends inside it (read byte by byte then), has no path; one that
    /// holds it has, its value where the template puts it.
    #[test]
    fn literals_are_read_as_runs() {
        let t = Template::parse("https://api.github.com/repos/{owner}/issues")
            .unwrap_or_else(|e| panic!("{e}"));
        let nfa = Nfa::build(&t);
        let op = OnePass::build(&nfa).unwrap_or_else(|| panic!("one-pass"));
        assert_eq!(op.runs[0].len, 29);
        let lit = |r: LiteralRun| &op.run_bytes[r.from as usize..(r.from + r.len) as usize];
        assert_eq!(lit(op.runs[0]), b"https://api.github.com/repos/");
        for (uri, want) in [
            ("https://api.github.com/repos/rust/issues", Decision::Path),
            ("https://api.github.com/repas/rust/issues", Decision::NoPath),
            ("https://api.github.com/rep", Decision::NoPath),
            ("https://api.github.com/repos/rust/issue", Decision::NoPath),
            (
                "https://api.github.com/repos/rust/issuesx",
                Decision::NoPath,
            ),
        ] {
            let mut path = PathBuffer::new();
            path.begin(nfa.most_steps(uri.len()));
            assert_eq!(
                op.run(&nfa.states, uri.as_bytes(), &mut path),
                want,
                "{uri}"
            );
            if want == Decision::Path {
                let value: Vec<u32> = path.steps().iter().map(|s| s.1).collect();
                assert!(value.contains(&29) && value.contains(&33), "{value:?}");
            }
        }
    }

    /// The one-pass run finds a path over the URIs the template expands
    /// to, and none over others (`%2` is no triplet, `é` is not ASCII, a
    /// lone `%` is not what `#` writes; the property tests compare the
    /// paths with the general read-back's).
    #[test]
    fn one_pass_reads_as_the_read_back() {
        let t = Template::parse("/users/{id}/x{/p}{#f}").unwrap_or_else(|e| panic!("{e}"));
        let nfa = Nfa::build(&t);
        let op = OnePass::build(&nfa).unwrap_or_else(|| panic!("one-pass"));
        let mut path = PathBuffer::new();
        path.begin(nfa.most_steps(64));
        for uri in ["/users/42/x/a#c", "/users/%20/x", "/users/4/x/"] {
            assert_eq!(
                op.run(&nfa.states, uri.as_bytes(), &mut path),
                Decision::Path,
                "{uri}"
            );
        }
        for uri in [
            "/users/42/y",
            "/users/%2/x",
            "/users/é/x",
            "/users/4/x#a%",
            "/users/4/x/a/b",
        ] {
            assert_eq!(
                op.run(&nfa.states, uri.as_bytes(), &mut path),
                Decision::NoPath,
                "{uri}"
            );
        }
    }
}
