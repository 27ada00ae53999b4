//! A template compiled into a nondeterministic automaton over the bytes of
//! the URIs it expands to: what [`super::Template::match_uri`] runs and
//! what the ambiguity analysis examines.
//!
//! Every path from the start to the accepting state spells one URI and
//! stands for one assignment of values (its states are tagged with which
//! variable a byte belongs to, where a value, a list item or a pair
//! begins), so "more than one assignment" is "more than one path", which
//! the matcher counts in its one pass and the analysis decides on the
//! automaton's product with itself. Empty transitions only go to states
//! made later (a higher number), so a closure is one sweep in state order.

use std::collections::HashMap;

use super::expand::{encode, is_reserved, is_unreserved};
use crate::grammars::rfc6570::{Expression, Modifier, Operator, Part, Template};

/// A set of ASCII bytes (a URI an expansion produces is ASCII).
pub(crate) type Class = u128;

/// A class's index in its automaton's table of classes: a template's
/// transitions use a few dozen distinct classes, so a transition holds
/// this rather than the class's sixteen bytes.
pub(crate) type ClassId = u16;

/// The longest prefix modifier the automaton counts in its states; a
/// longer one is matched as a whole value and its length checked after.
pub(crate) const COUNTED_PREFIX: u16 = 64;

/// What a state says about the path through it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Tag {
    /// A literal, an operator's `first`, a separator, a name: no value.
    Struct,
    /// Variable slot `k` is defined from here on.
    Defined(u16),
    /// The byte entering this state belongs to slot `k`'s current item,
    /// key or value.
    Char(u16),
    /// A new item (or the string) of slot `k` begins.
    Item(u16),
    /// A new name-value pair of slot `k` begins (its name first).
    Pair(u16),
    /// The value of slot `k`'s current pair begins.
    PairValue(u16),
}

/// How a slot's value comes back.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Shape {
    /// A string, as one item.
    Str,
    /// Items separated by `,`: one is a string, more a list.
    StrOrList,
    /// A list: the items of an exploded variable of `{x*}`, `{/x*}`, ...;
    /// under `{x*}`, `{.x*}` and `{/x*}`, name-value pairs instead when the
    /// items are `name=value` (an exploded associative array).
    List,
    /// Name-value pairs: an exploded variable of `{;x*}`, `{?x*}`, `{&x*}`.
    Assoc,
}

/// One varspec of the template, as the automaton sees it.
#[derive(Clone, Debug)]
pub(crate) struct Slot {
    pub name: Box<str>,
    pub shape: Shape,
    pub modifier: Modifier,
    /// Whether its bytes are pct-decoded (values under `U`, and prefixes)
    /// or kept as the URI has them (whole values under `+` and `#`).
    pub decode: bool,
    /// Whether its operator lets reserved characters pass (`+`, `#`).
    pub reserved: bool,
}

/// One state: what it says of the path through it. Its transitions are
/// in the [`Nfa`]'s tables.
#[derive(Clone, Copy, Debug)]
pub(crate) struct State {
    pub tag: Tag,
    /// The expression the state belongs to; `None` for a literal's.
    pub expr: Option<u16>,
}

/// Lists of transitions, one a state, in one table: the transitions of
/// state `s` are `items[at[s]..at[s + 1]]`. One allocation for all the
/// states rather than one a state, so that an automaton costs a few
/// dozen bytes a state.
#[derive(Clone, Debug, Default)]
pub(crate) struct Table<T> {
    at: Vec<u32>,
    items: Vec<T>,
}

impl<T: Copy + Default> Table<T> {
    /// The lists of `n` states from `(state, item)` pairs, each state's
    /// items in the order given.
    pub(crate) fn of(n: usize, pairs: impl Iterator<Item = (u32, T)> + Clone) -> Table<T> {
        let mut at = vec![0u32; n + 1];
        let mut len = 0usize;
        for (s, _) in pairs.clone() {
            at[s as usize + 1] += 1;
            len += 1;
        }
        for i in 0..n {
            at[i + 1] += at[i];
        }
        let mut fill: Vec<u32> = at[..n].to_vec();
        let mut items: Vec<T> = vec![T::default(); len];
        for (s, t) in pairs {
            let slot = &mut fill[s as usize];
            items[*slot as usize] = t;
            *slot += 1;
        }
        Table { at, items }
    }

    /// The number of items, over all the states.
    #[cfg_attr(urigram_web, optimize(speed))]
    pub(crate) fn len(&self) -> usize {
        self.items.len()
    }

    /// The items of state `s`.
    #[cfg_attr(urigram_web, optimize(speed))]
    pub(crate) fn get(&self, s: u32) -> &[T] {
        let s = s as usize;
        match (self.at.get(s), self.at.get(s + 1)) {
            (Some(&a), Some(&b)) => &self.items[a as usize..b as usize],
            _ => &[],
        }
    }
}

/// The automaton of one template.
#[derive(Clone, Debug)]
pub(crate) struct Nfa {
    pub states: Vec<State>,
    pub accept: u32,
    pub slots: Vec<Slot>,
    /// For each state, its empty transitions (to later states).
    pub eps: Table<u32>,
    /// For each state, its byte transitions: the class and the target.
    pub bytes: Table<(ClassId, u32)>,
    /// For each state, the states with an empty transition into it.
    pub eps_in: Table<u32>,
    /// For each state, the byte transitions into it.
    pub bytes_in: Table<(ClassId, u32)>,
    /// The classes the transitions name, by [`ClassId`].
    pub classes: Vec<Class>,
}

/// The automaton's start state.
pub(crate) const START: u32 = 0;

/// A state of a path and the offset of the URI it is reached at, in four
/// bytes each (a URI is matched only below 4 GiB), so that a path costs
/// eight bytes a state written down.
pub(crate) type PathStep = (u32, u32);

/// Offset `pos` as a [`PathStep`] holds it.
#[cfg_attr(urigram_web, optimize(speed))]
pub(crate) fn offset32(pos: usize) -> u32 {
    u32::try_from(pos).unwrap_or(u32::MAX)
}

/// One byte.
fn byte(b: u8) -> Class {
    1 << b
}

/// The uppercase hexadecimal digit of `n` (below 16).
fn hex_upper(n: u8) -> u8 {
    b"0123456789ABCDEF"[usize::from(n & 15)]
}

/// A hexadecimal digit of `n` in either case.
fn hex_any(n: u8) -> Class {
    byte(hex_upper(n)) | byte(hex_upper(n).to_ascii_lowercase())
}

/// Which characters a value's bytes may be.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Chars {
    /// `U`: unreserved bytes, and the pct-encoding (uppercase, as
    /// expansion writes it) of any other character.
    U,
    /// `U+R` with triplets kept: unreserved and reserved bytes, and any
    /// `%` triplet.
    UrRaw,
    /// `U+R` counted in characters: unreserved and reserved bytes, and the
    /// pct-encoding of any other character.
    UrDecoded,
}

/// Builds the automaton.
struct Builder {
    states: Vec<State>,
    /// Empty transitions, `(from, to)`, in the order made.
    eps: Vec<(u32, u32)>,
    /// Byte transitions, `(from, (class, to))`, in the order made.
    bytes: Vec<(u32, (ClassId, u32))>,
    /// The distinct classes of the byte transitions, and their indexes.
    classes: Vec<Class>,
    class_ids: HashMap<Class, ClassId>,
    slots: Vec<Slot>,
    expr: Option<u16>,
    /// The `%` state of the triplets into each state, by target and case
    /// ([`Builder::triplet_into`]).
    tails: HashMap<(u32, bool), u32>,
}

impl Builder {
    fn state(&mut self, tag: Tag) -> u32 {
        self.states.push(State {
            tag,
            expr: self.expr,
        });
        u32::try_from(self.states.len() - 1).unwrap_or(u32::MAX)
    }

    fn eps(&mut self, from: u32, to: u32) {
        debug_assert!(from < to, "empty transitions go forward");
        self.eps.push((from, to));
    }

    fn edge(&mut self, from: u32, class: Class, to: u32) {
        let id = match self.class_ids.get(&class) {
            Some(&id) => id,
            None => {
                // Classes are built from a fixed handful of character
                // sets, so their number stays far below the limit.
                let id = ClassId::try_from(self.classes.len()).unwrap_or(ClassId::MAX);
                self.classes.push(class);
                self.class_ids.insert(class, id);
                id
            }
        };
        self.bytes.push((from, (id, to)));
    }

    /// The exact bytes `s` from `from`, each into a `Struct` state; the
    /// last state (or `from` for none).
    fn literal(&mut self, from: u32, s: &[u8]) -> u32 {
        let mut cur = from;
        for &b in s {
            let n = self.state(Tag::Struct);
            self.edge(cur, byte(b), n);
            cur = n;
        }
        cur
    }

    /// The hexadecimal digits a triplet may hold: uppercase, as expansion
    /// writes them, or (with `any_case`) either case.
    fn hex(any_case: bool) -> Class {
        (0..16u8).fold(0, |c, n| {
            c | if any_case {
                hex_any(n)
            } else {
                byte(hex_upper(n))
            }
        })
    }

    /// The two states after the `%` of any triplet that leads to `to`
    /// (`%`, then a high digit, then a low one): made once for each `to`
    /// and shared by every state that reads a triplet into it, so that a
    /// value's states are a handful whatever the number of places it is
    /// entered from. Paths stay apart: two sources reach the shared `%`
    /// state by different transitions.
    fn triplet_into(&mut self, to: u32, tag: Tag, any_case: bool) -> u32 {
        if let Some(&p) = self.tails.get(&(to, any_case)) {
            return p;
        }
        let hex = Builder::hex(any_case);
        let pct = self.state(tag);
        let high = self.state(tag);
        self.edge(pct, hex, high);
        self.edge(high, hex, to);
        self.tails.insert((to, any_case), pct);
        pct
    }

    /// One character of `chars` from `from` to `to`, its bytes tagged: a
    /// byte that passes as itself, or any `%` triplet (uppercase hex under
    /// [`Chars::U`]; either case under `+` and `#`, where expansion keeps
    /// the value's own triplets as they stand). The triplet's states are
    /// shared by every character that ends at `to`
    /// ([`Builder::triplet_into`]): that the triplets decode to UTF-8 and
    /// are the ones expansion writes is checked on the value read back.
    fn char(&mut self, from: u32, to: u32, chars: Chars, tag: Tag) {
        self.edge(from, Builder::direct(chars), to);
        let pct = self.triplet_into(to, tag, chars != Chars::U);
        self.edge(from, byte(b'%'), pct);
    }

    /// The bytes of `chars` that pass as themselves.
    fn direct(chars: Chars) -> Class {
        let mut direct: Class = 0;
        for b in 0..128u8 {
            if is_unreserved(b) || (chars != Chars::U && is_reserved(b)) {
                direct |= byte(b);
            }
        }
        direct
    }

    /// One character of a prefix, from `from` to `to`, counted as the
    /// prefix modifier counts (section 2.4.1: characters, not bytes): a
    /// byte that passes as itself, or a triplet that starts a character
    /// (an ASCII byte, high digit 0 to 7, or the lead byte of a UTF-8
    /// sequence, C to F), followed at `to` by any number of continuation
    /// triplets (high digit 8 to B), which stay on `to`. Each
    /// pct-encoded UTF-8 text splits into characters one way, so a path
    /// reads one; whether the triplets are well-formed UTF-8, as
    /// expansion writes them, is checked on the value read back, as for
    /// every decoded value. Five states a character, whatever it is.
    ///
    /// Under `+` and `#` ([`Chars::UrDecoded`]) a triplet may also be the
    /// value's own three characters, which expansion keeps as they stand
    /// (`%2a`, `%8A`): there any triplet, in either case, may start a
    /// character, and counts as one, as section 2.4.1 counts it (no
    /// splitting "within a pct-encoded triplet"; the triplets of one UTF-8
    /// character are one too). A continuation triplet may also stay on
    /// the character before it, so the automaton accepts every prefix
    /// expansion writes, and more; the read-back, which counts as
    /// expansion does ([`super::expand::prefix`]), decides.
    fn prefix_char(&mut self, from: u32, to: u32, chars: Chars, tag: Tag) {
        let own = chars == Chars::UrDecoded;
        let hex = Builder::hex(own);
        let digits = |range: std::ops::RangeInclusive<u8>| {
            range.fold(0, |c: Class, n| {
                c | if own { hex_any(n) } else { byte(hex_upper(n)) }
            })
        };
        let starts = if own {
            hex
        } else {
            digits(0..=7) | digits(12..=15)
        };
        self.edge(from, Builder::direct(chars), to);
        let pct = self.state(tag);
        self.edge(from, byte(b'%'), pct);
        let high = self.state(tag);
        self.edge(pct, starts, high);
        self.edge(high, hex, to);
        let cont = self.state(tag);
        self.edge(to, byte(b'%'), cont);
        let cont_high = self.state(tag);
        self.edge(cont, digits(8..=11), cont_high);
        self.edge(cont_high, hex, to);
    }

    /// Items of `chars` separated by `sep`, from `p`: the first item's
    /// start (its exit when nothing follows), and the exits after
    /// something was read.
    fn items(&mut self, p: u32, k: u16, chars: Chars, sep: u8) -> (Vec<u32>, Vec<u32>) {
        let first = self.state(Tag::Item(k));
        self.eps(p, first);
        let after_sep = self.state(Tag::Item(k));
        let c = self.state(Tag::Char(k));
        for s in [first, after_sep, c] {
            self.char(s, c, chars, Tag::Char(k));
            self.edge(s, byte(sep), after_sep);
        }
        (vec![first], vec![c, after_sep])
    }

    /// A string of up to `n` characters (or any, for `None`), from `p`.
    fn string(&mut self, p: u32, k: u16, chars: Chars, n: Option<u16>) -> (Vec<u32>, Vec<u32>) {
        let first = self.state(Tag::Item(k));
        self.eps(p, first);
        match n {
            Some(n) => {
                let mut cur = first;
                let mut exits = Vec::new();
                for _ in 0..n {
                    let next = self.state(Tag::Char(k));
                    self.prefix_char(cur, next, chars, Tag::Char(k));
                    exits.push(next);
                    cur = next;
                }
                (vec![first], exits)
            }
            None => {
                let c = self.state(Tag::Char(k));
                self.char(first, c, chars, Tag::Char(k));
                self.char(c, c, chars, Tag::Char(k));
                (vec![first], vec![c])
            }
        }
    }

    /// Name-value pairs separated by `sep`, from `p` (an exploded variable
    /// of a named operator): `name=value`, or under `;` the bare name for
    /// an empty value.
    fn pairs(&mut self, p: u32, k: u16, op: Operator) -> Vec<u32> {
        let start = self.state(Tag::Pair(k));
        self.eps(p, start);
        let key = self.state(Tag::Char(k));
        self.char(start, key, Chars::U, Tag::Char(k));
        self.char(key, key, Chars::U, Tag::Char(k));
        let eq = self.state(Tag::PairValue(k));
        self.edge(start, byte(b'='), eq);
        self.edge(key, byte(b'='), eq);
        let val = self.state(Tag::Char(k));
        self.char(eq, val, Chars::U, Tag::Char(k));
        self.char(val, val, Chars::U, Tag::Char(k));
        let ends = if op == Operator::PathParam {
            vec![start, key, val]
        } else {
            vec![eq, val]
        };
        for &e in &ends {
            self.edge(e, byte(op.separator()), start);
        }
        ends
    }

    /// The value of varspec slot `k` after its prefix (`first` or `sep`)
    /// ends at `p`: the exits that read nothing, and the others.
    fn value(&mut self, p: u32, k: u16, op: Operator) -> (Vec<u32>, Vec<u32>) {
        let slot = self.slots[usize::from(k)].clone();
        let prefix = match slot.modifier {
            Modifier::Prefix(n) if n <= COUNTED_PREFIX => Some(n),
            _ => None,
        };
        let chars = match (op.allows_reserved(), slot.modifier) {
            (false, _) => Chars::U,
            (true, Modifier::Prefix(_)) => Chars::UrDecoded,
            (true, _) => Chars::UrRaw,
        };
        if op.named() {
            let q = self.literal(p, slot.name.as_bytes());
            let eq = self.literal(q, b"=");
            let (empty, more) = match slot.shape {
                Shape::StrOrList => self.items(eq, k, chars, b','),
                _ => self.string(eq, k, chars, prefix),
            };
            let mut exits = more;
            if op == Operator::PathParam {
                // `;name` for an empty value, never `;name=`: the empty
                // string, and the list `[""]`, which joins to the empty
                // string (Appendix A: "if the value is empty").
                let bare = self.state(Tag::Item(k));
                self.eps(q, bare);
                exits.push(bare);
            } else {
                exits.extend(empty);
            }
            return (Vec::new(), exits);
        }
        match slot.shape {
            Shape::List => self.items(p, k, chars, op.separator()),
            Shape::StrOrList => self.items(p, k, chars, b','),
            _ => self.string(p, k, chars, prefix),
        }
    }

    /// One expression from `cur`; its exit.
    fn expression(&mut self, cur: u32, e: &Expression, index: u16) -> u32 {
        self.expr = Some(index);
        let op = e.operator();
        // Modes: 0 nothing defined; 1 defined but nothing written (only
        // where `first` is empty); 2 something written; 3 the operator's
        // `first` written and no variable yet (only where it is not
        // empty). The `first` is read once, before the variable that
        // follows it is chosen, so that the next byte (a name, under a
        // named operator) decides which: `{?a,b}` is then one-pass.
        let first = op.first().as_bytes();
        let mut modes: [Option<u32>; 4] = [Some(cur), None, None, None];
        if !first.is_empty() {
            let f = self.state(Tag::Struct);
            self.eps(cur, f);
            modes[3] = Some(self.literal(f, first));
        }
        let count = e.varspecs().len();
        for (at, v) in e.varspecs().iter().enumerate() {
            let k = u16::try_from(self.slots.len()).unwrap_or(u16::MAX);
            let shape = match (v.modifier(), op.named()) {
                (Modifier::Explode, true) => Shape::Assoc,
                (Modifier::Explode, false) => Shape::List,
                (Modifier::Prefix(_), _) => Shape::Str,
                (Modifier::None, _) if op.allows_reserved() => Shape::Str,
                (Modifier::None, _) => Shape::StrOrList,
            };
            self.slots.push(Slot {
                name: v.name().into(),
                shape,
                modifier: v.modifier(),
                decode: !op.allows_reserved() || matches!(v.modifier(), Modifier::Prefix(_)),
                reserved: op.allows_reserved(),
            });
            let mut pending: Vec<(u32, usize)> = Vec::new();
            for (mode, st) in modes.iter().enumerate() {
                let Some(st) = *st else { continue };
                // With `first` written, some variable must follow: the
                // last one is not skipped there.
                if mode != 3 || at + 1 < count {
                    pending.push((st, mode));
                }
                // Without anything written and a `first` to write, the
                // variables are entered from mode 3, after it.
                if mode == 0 && !first.is_empty() {
                    continue;
                }
                let d = self.state(Tag::Defined(k));
                self.eps(st, d);
                let lead: &[u8] = match mode {
                    0 | 3 => &[],
                    _ => &[op.separator()],
                };
                let p = self.literal(d, lead);
                // An exploded variable of a named operator writes each
                // pair's own name, not the variable's.
                let (empty, more) = if shape == Shape::Assoc {
                    (Vec::new(), self.pairs(p, k, op))
                } else if shape == Shape::List && !op.allows_reserved() {
                    // An associative array exploded under `{x*}`, `{.x*}`
                    // or `{/x*}` writes `name=value` items (Appendix A).
                    // These operators encode `=` in a list's items, so an
                    // item with a bare `=` is a pair and the two branches
                    // never read the same URI.
                    let (empty, mut more) = self.value(p, k, op);
                    more.extend(self.pairs(p, k, op));
                    (empty, more)
                } else {
                    self.value(p, k, op)
                };
                // A value that writes nothing: in mode 0 (only where
                // `first` is empty) the expression has still written
                // nothing; after `first` or a separator, something.
                let wrote_nothing = if mode == 0 { 1 } else { 2 };
                pending.extend(
                    empty
                        .into_iter()
                        .map(|s| (s, wrote_nothing.max(mode.min(2)))),
                );
                pending.extend(more.into_iter().map(|s| (s, 2)));
            }
            let mut next: [Option<u32>; 4] = [None, None, None, None];
            for (mode, slot) in next.iter_mut().enumerate() {
                if pending.iter().any(|&(_, m)| m == mode) {
                    let n = self.state(Tag::Struct);
                    *slot = Some(n);
                    for &(s, m) in &pending {
                        if m == mode {
                            self.eps(s, n);
                        }
                    }
                }
            }
            modes = next;
        }
        // An expression that wrote nothing comes back with every variable
        // undefined: mode 1 (defined, all empty, nothing written) is the
        // same URI, so it does not end the expression; nor does mode 3,
        // a `first` with no variable after it.
        let exit = self.state(Tag::Struct);
        for st in [modes[0], modes[2]].into_iter().flatten() {
            self.eps(st, exit);
        }
        self.expr = None;
        exit
    }
}

impl Nfa {
    /// The automaton of `t`.
    pub(crate) fn build(t: &Template) -> Nfa {
        let mut b = Builder {
            states: Vec::new(),
            slots: Vec::new(),
            expr: None,
            eps: Vec::new(),
            bytes: Vec::new(),
            classes: Vec::new(),
            class_ids: HashMap::new(),
            tails: HashMap::new(),
        };
        let mut cur = b.state(Tag::Struct);
        let mut index: u16 = 0;
        for part in t.parts() {
            match part {
                Part::Literal(span) => {
                    let mut lit = String::new();
                    encode(&mut lit, &t.as_str()[span.range()], true);
                    cur = b.literal(cur, lit.as_bytes());
                }
                Part::Expression(e) => {
                    cur = b.expression(cur, e, index);
                    index = index.saturating_add(1);
                }
            }
        }
        let accept = b.state(Tag::Struct);
        b.eps(cur, accept);
        let n = b.states.len();
        let eps = Table::of(n, b.eps.iter().copied());
        let bytes = Table::of(n, b.bytes.iter().copied());
        drop((b.eps, b.bytes, b.tails, b.class_ids));
        // Into each state, its sources in state order (and, from one
        // source, in the order made): the order the read-back tries them.
        let ids = 0..u32::try_from(n).unwrap_or(u32::MAX);
        let eps_in = Table::of(
            n,
            ids.clone()
                .flat_map(|i| eps.get(i).iter().map(move |&t| (t, i))),
        );
        let bytes_in = Table::of(
            n,
            ids.flat_map(|i| bytes.get(i).iter().map(move |&(c, t)| (t, (c, i)))),
        );
        Nfa {
            states: b.states,
            accept,
            slots: b.slots,
            eps,
            bytes,
            eps_in,
            bytes_in,
            classes: b.classes,
        }
    }

    /// The class of index `id`.
    #[cfg_attr(urigram_web, optimize(speed))]
    pub(crate) fn class(&self, id: ClassId) -> Class {
        self.classes.get(usize::from(id)).copied().unwrap_or(0)
    }

    /// The number of states.
    #[cfg_attr(urigram_web, optimize(speed))]
    pub(crate) fn len(&self) -> usize {
        self.states.len()
    }

    /// The most states a path over `n` bytes enters after the start: a
    /// byte enters one, and the others are entered by empty transitions,
    /// each of which a path takes once at most (no cycle holds one: the
    /// only transitions back to an earlier state are the byte loops of a
    /// value). So the buffer a path is written into is bounded before
    /// the path is written.
    #[cfg_attr(urigram_web, optimize(speed))]
    pub(crate) fn most_steps(&self, n: usize) -> usize {
        n.saturating_add(self.eps.len()).saturating_add(1)
    }
}

/// Whether class `c` holds byte `b`.
#[cfg_attr(urigram_web, optimize(speed))]
pub(crate) fn has(c: Class, b: u8) -> bool {
    b < 128 && c & (1 << b) != 0
}
