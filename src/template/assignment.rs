//! The assignment one path of a template's automaton stands for: the byte
//! ranges its tagged states mark, read as values (decoded as expansion
//! encodes them), a variable written more than once settled to one value.

use super::expand::{encode, is_unreserved};
use super::nfa::{Nfa, PathStep, Shape, Slot, Tag};
use super::path_reading::PathReading;
use super::positions::{Located, Position, Positions};
use super::readings::{decoded_reading, other_shapes, reserved_reading};
use super::settle::settle;
use super::value::{Value, Vars};
use crate::grammars::rfc6570::{Modifier, Template};
use crate::pct;

/// A byte range of the URI, in four-byte offsets (a URI is matched only
/// below 4 GiB, [`super::core::Core::match_uri`]).
type Range = (u32, u32);

/// A template as the read-back needs it: its automaton, and the slots of
/// each variable.
#[derive(Debug)]
pub(crate) struct Reader {
    pub(crate) template: Template,
    pub(crate) nfa: Nfa,
    /// The slots of each variable, the variables in name order: worked
    /// out once, so that a match reads them without sorting.
    by_name: Box<[Box<[usize]>]>,
    /// Whether a path's assignment may be answered as positions
    /// ([`Reader::locate`]): each variable is written once, neither
    /// exploded nor cut to a prefix, so its value is one string, or a list
    /// when the URI holds commas (seen at match time). Worked out once, so
    /// that a match of another template goes straight to the general
    /// reading.
    simple: bool,
}

/// What a path says of one slot: whether it is defined, how many items
/// and pairs it reads, its first item, and the steps of the path the
/// others are read from (its own steps lie between `from` and `to`). A
/// list's items and pairs are read from the path when the value is
/// ([`Marks::reads`]), so that a list of a million items costs no buffer
/// beside the path's; a string, the one item, is read here.
#[derive(Clone, Copy)]
struct SlotRead {
    defined: bool,
    /// Whether a `Char` step goes to the current pair's value.
    in_value: bool,
    items: usize,
    pairs: usize,
    first: Range,
    from: usize,
    to: usize,
}

const UNREAD: SlotRead = SlotRead {
    defined: false,
    in_value: false,
    items: 0,
    pairs: 0,
    first: (0, 0),
    from: usize::MAX,
    to: 0,
};

/// What a path marks: each slot's reading, over the path's steps.
struct Marks<'a> {
    slots: &'a mut [SlotRead],
    path: &'a [PathStep],
}

/// An item or a pair of a slot, read from the path.
enum Read {
    Item(Range),
    Pair(Range, Range),
}

/// One variable of an assignment, as its slots read it.
enum Variable {
    /// Undefined everywhere.
    Undefined,
    /// One value; `true` when the whole assignment must be expanded again
    /// to check it fits everywhere.
    Value(Value, bool),
    /// Several readings, settled by the search.
    Readings(Vec<Value>),
}

impl Reader {
    /// The reader of `template`.
    #[cfg_attr(urigram_web, optimize(speed))]
    pub(crate) fn new(template: &Template) -> Reader {
        let nfa = Nfa::build(template);
        // The slots by name, then by index, in runs of one name: a sort,
        // not a map of names, for one map type fewer in the wasm package
        // (each is its own copy of the B-tree's code: docs/performance.md#web).
        let mut order: Vec<(&str, usize)> = (nfa.slots.iter().enumerate())
            .map(|(k, slot)| (&*slot.name, k))
            .collect();
        order.sort_unstable();
        let by_name: Box<[Box<[usize]>]> = order
            .chunk_by(|a, b| a.0 == b.0)
            .map(|run| run.iter().map(|&(_, k)| k).collect())
            .collect();
        let simple = by_name.iter().all(|slots| match slots[..] {
            [k] => {
                let slot = &nfa.slots[k];
                matches!(slot.shape, Shape::Str | Shape::StrOrList)
                    && !matches!(slot.modifier, Modifier::Prefix(_))
                    && !(slot.decode && slot.reserved)
            }
            _ => false,
        });
        Reader {
            template: template.clone(),
            nfa,
            by_name,
            simple,
        }
    }

    /// The template's distinct variable names, in sorted order: what a
    /// [`Position::var`] indexes.
    pub(crate) fn names(&self) -> impl Iterator<Item = &str> {
        self.by_name
            .iter()
            .map(|slots| &*self.nfa.slots[slots[0]].name)
    }

    /// The positions of the assignment a path stands for, written into
    /// `out` ([`super::positions`] says which assignments have them;
    /// [`Located::Other`] for the others).
    #[cfg_attr(urigram_web, optimize(speed))]
    pub(crate) fn locate(&self, uri: &str, path: &[PathStep], out: &mut Positions) -> Located {
        if !self.simple {
            return Located::Other;
        }
        self.with_marks(path, |marks| self.locate_marks(uri, marks, |p| out.push(p)))
            .unwrap_or(Located::NoMatch)
    }

    /// Hands each variable's position to `found`, in name order, when
    /// the template is simple ([`Reader::simple`]): the one reading both
    /// answers are built from. A value as [`Reader::value`] reads it: an
    /// empty string where no item was read, else the first item's bytes,
    /// decoded where the slot decodes and they hold a `%` (no match unless
    /// that is what expansion writes); a list (commas) is
    /// [`Located::Other`].
    #[cfg_attr(urigram_web, optimize(speed))]
    fn locate_marks(
        &self,
        uri: &str,
        marks: &Marks<'_>,
        mut found: impl FnMut(Position),
    ) -> Located {
        for (var, slots) in self.by_name.iter().enumerate() {
            let k = slots[0];
            let r = marks.slots[k];
            if !r.defined {
                continue;
            }
            let slot = &self.nfa.slots[k];
            if slot.shape == Shape::StrOrList && r.items > 1 {
                return Located::Other;
            }
            let (start, end) = match r.items {
                0 => (0, 0),
                _ => (r.first.0 as usize, r.first.1 as usize),
            };
            let Some(b) = uri.get(start..end) else {
                return Located::NoMatch;
            };
            let decode = slot.decode && memchr::memchr(b'%', b.as_bytes()).is_some();
            if decode && !pct::is_canonical(b.as_bytes(), is_unreserved) {
                return Located::NoMatch;
            }
            found(Position {
                var,
                start,
                end,
                decode,
            });
        }
        Located::Match
    }

    /// `f` of what `path` marks, on a buffer on the stack for a template
    /// of a few slots (which is most); `None` when the path cannot be an
    /// assignment ([`Marks::follow`]).
    #[cfg_attr(urigram_web, optimize(speed))]
    fn with_marks<T>(&self, path: &[PathStep], f: impl FnOnce(&Marks<'_>) -> T) -> Option<T> {
        let mut on_stack = [UNREAD; 8];
        let mut on_heap = Vec::new();
        let slots: &mut [SlotRead] = match on_stack.get_mut(..self.nfa.slots.len()) {
            Some(few) => few,
            None => {
                on_heap.resize(self.nfa.slots.len(), UNREAD);
                &mut on_heap
            }
        };
        let mut marks = Marks { slots, path };
        marks.follow(&self.nfa)?;
        Some(f(&marks))
    }

    /// The assignment a path stands for, or `None` if a variable written
    /// twice takes two values on it, or a long prefix runs over. A path
    /// is its tagged states (a run of one slot's `Char` states may be its
    /// last only), each with the offset it is reached at, in order.
    #[cfg_attr(urigram_web, optimize(speed))]
    pub(crate) fn assignment(&self, uri: &str, path: &[PathStep]) -> Option<PathReading> {
        self.with_marks(path, |marks| self.read(uri, marks))?
    }

    /// The assignment of what a path marks: built from its positions
    /// where the template is simple and the values are strings (so that
    /// both answers are one reading), else read in full.
    #[cfg_attr(urigram_web, optimize(speed))]
    fn read(&self, uri: &str, marks: &Marks<'_>) -> Option<PathReading> {
        if self.simple {
            let mut vars = Vars::new();
            let mut whole = true;
            let located = self.locate_marks(uri, marks, |p| {
                let name = self
                    .by_name
                    .get(p.var)
                    .map(|slots| &self.nfa.slots[slots[0]].name);
                match (p.value(uri), name) {
                    (Some(v), Some(name)) => {
                        vars.insert((**name).to_owned(), Value::String(v.into_owned()));
                    }
                    _ => whole = false,
                }
            });
            match located {
                Located::Match if whole => return Some(PathReading::Vars(vars)),
                Located::Match | Located::NoMatch => return None,
                Located::Other => {}
            }
        }
        let mut vars = Vars::new();
        let mut recheck = false;
        let mut choices: Vec<(&str, Vec<Value>)> = Vec::new();
        // Slots grouped by name in one pass, so a template with many
        // variables stays linear.
        for slots in &self.by_name {
            let name: &str = &self.nfa.slots[slots[0]].name;
            match self.variable(uri, marks, name, slots)? {
                Variable::Undefined => {}
                Variable::Value(v, again) => {
                    recheck |= again;
                    vars.insert(name.to_owned(), v);
                }
                Variable::Readings(readings) => choices.push((name, readings)),
            }
        }
        if choices.is_empty() {
            let expands = !recheck || self.template.expand(&vars).is_ok_and(|text| text == uri);
            return expands.then_some(PathReading::Vars(vars));
        }
        settle(&self.template, uri, vars, choices)
    }

    /// The variable of `slots` (all named `name`): a full value wins; a
    /// prefix must agree with it (or, with prefixes alone, with the
    /// longest); readings in several shapes are left to the search.
    /// `None` when no value can be read.
    #[cfg_attr(urigram_web, optimize(speed))]
    fn variable(
        &self,
        uri: &str,
        marks: &Marks<'_>,
        name: &str,
        slots: &[usize],
    ) -> Option<Variable> {
        // A variable written once: its value as read, without the readings
        // below (it expands to its text in any of its shapes, and a prefix
        // is a string), and without a copy of it.
        if let [k] = slots[..] {
            return Some(match self.value(uri, marks, k)? {
                None => Variable::Undefined,
                Some(v) => Variable::Value(v, false),
            });
        }
        let values: Vec<Option<Value>> = slots
            .iter()
            .map(|&k| self.value(uri, marks, k))
            .collect::<Option<_>>()?;
        let occ: Vec<(&Option<Value>, Modifier)> = slots
            .iter()
            .zip(&values)
            .map(|(&k, v)| (v, self.nfa.slots[k].modifier))
            .collect();
        let defined = occ.iter().filter(|(v, _)| v.is_some()).count();
        if defined == 0 {
            return Some(Variable::Undefined);
        }
        // Defined in some occurrences and not in others: an occurrence
        // whose expression wrote nothing reads as undefined (the canonical
        // reading), which a value such as `""` in `{+a}` also gives.
        // Whether the value fits there too is checked once the assignment
        // is whole, by expanding it.
        let mut recheck = defined != occ.len();
        let full: Vec<&Value> = occ
            .iter()
            .filter(|(_, m)| !matches!(m, Modifier::Prefix(_)))
            .filter_map(|(v, _)| v.as_ref())
            .collect();
        let distinct = self.readings(name, slots, &occ, &full);
        let differ = full.iter().any(|&x| Some(x) != full.first().copied());
        if differ || distinct.len() > 1 {
            return Some(Variable::Readings(distinct));
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
                // A prefix is read decoded, but under `+` and `#` its `%XX`
                // may be the value's own three characters (`%20` cut to
                // four is itself): the expansion decides.
                recheck |= cut != p;
            }
        }
        Some(Variable::Value(chosen, recheck))
    }

    /// The distinct readings of a variable from its full values `full`:
    /// each value read and its other shapes (`{;a*}`'s pairs named `a` are
    /// a list's items, a one-item list a string), and beside a prefix
    /// under `+` or `#`, the decoded texts too. Each is tried by the
    /// search, checked by expansion (which also checks a prefix against a
    /// list's one item, `{.a*,a:3}`).
    #[cfg_attr(urigram_web, optimize(speed))]
    fn readings(
        &self,
        name: &str,
        slots: &[usize],
        occ: &[(&Option<Value>, Modifier)],
        full: &[&Value],
    ) -> Vec<Value> {
        let mut distinct: Vec<Value> = Vec::new();
        // (A variable written once is not here: it expands to its text in
        // any of its shapes, so the combinations are left to the variables
        // written more than once.)
        for &x in full {
            for y in std::iter::once(x.clone()).chain(other_shapes(name, x)) {
                if !distinct.contains(&y) {
                    distinct.push(y);
                }
            }
        }
        // Under `+` and `#` a full value is read as the URI has it (a
        // triplet is the value's own `%XX`, which expansion keeps), but
        // `%20` is also what a space expands to, and a prefix of the same
        // variable may hold only the decoded one (`{+d:4,d}` and `ab%25`:
        // `ab%25` cut to four is `ab%2`, `ab%` is whole). So with a prefix
        // beside it, the decoded text is a reading too.
        let prefixed = occ
            .iter()
            .any(|(v, m)| v.is_some() && matches!(m, Modifier::Prefix(_)));
        let raw_reserved = slots
            .iter()
            .any(|&k| self.nfa.slots[k].reserved && !self.nfa.slots[k].decode);
        if prefixed && raw_reserved {
            // Of every string reading, a one-item list's included
            // (`{#a:2,a*}`: `a*` reads a list); each triplet an encoding
            // (`%20` a space), or only those of characters expansion does
            // not write as themselves (`a%20%2C` is `a %2C`).
            let strings: Vec<String> = distinct
                .iter()
                .filter_map(|v| match v {
                    Value::String(s) => Some(s.clone()),
                    _ => None,
                })
                .collect();
            for raw in strings {
                for d in [decoded_reading(&raw), reserved_reading(&raw)]
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
        distinct
    }

    /// The value slot `k` reads, if any; `None` when it cannot be one (not
    /// what expansion writes, or a prefix too long).
    #[cfg_attr(urigram_web, optimize(speed))]
    fn value(&self, uri: &str, marks: &Marks<'_>, k: usize) -> Option<Option<Value>> {
        let r = marks.slots[k];
        let slot = &self.nfa.slots[k];
        if !r.defined {
            return Some(None);
        }
        let text = |range: Range| text(slot, uri, range);
        // The items' texts, in a list of the size known.
        let list = |ranges: &mut dyn Iterator<Item = Range>, n: usize| -> Option<Vec<String>> {
            let mut out = Vec::with_capacity(n);
            for range in ranges {
                out.push(text(range)?);
            }
            Some(out)
        };
        let items = || {
            marks.reads(&self.nfa, k).filter_map(|read| match read {
                Read::Item(range) => Some(range),
                Read::Pair(..) => None,
            })
        };
        let pairs = || -> Option<Vec<(String, String)>> {
            let mut out = Vec::with_capacity(r.pairs);
            for read in marks.reads(&self.nfa, k) {
                if let Read::Pair(key, value) = read {
                    out.push((text(key)?, text(value)?));
                }
            }
            Some(out)
        };
        let value = match slot.shape {
            Shape::Assoc => Value::Assoc(pairs()?),
            Shape::List if r.pairs > 0 => Value::Assoc(pairs()?),
            Shape::List => Value::List(list(&mut items(), r.items)?),
            Shape::StrOrList if r.items > 1 => Value::List(list(&mut items(), r.items)?),
            _ if r.items == 0 => Value::String(String::new()),
            _ => Value::String(text(r.first)?),
        };
        if let (Value::String(s), Modifier::Prefix(n)) = (&value, slot.modifier) {
            if super::expand::prefix(s, n, slot.reserved).len() < s.len() {
                return None;
            }
        }
        Some(Some(value))
    }
}

impl Marks<'_> {
    /// Follows the path, counting each slot's items and pairs and where
    /// its steps lie; `None` when a byte of a value comes before any item
    /// of it (no path does that).
    ///
    /// A `Char` state is only ever entered by a byte (the automaton has no
    /// empty transition into one), so a path's `Struct` states, which say
    /// nothing of the values, may be left out of it.
    #[cfg_attr(urigram_web, optimize(speed))]
    fn follow(&mut self, nfa: &Nfa) -> Option<()> {
        for (i, &(s, pos)) in self.path.iter().enumerate() {
            let tag = nfa.states[s as usize].tag;
            let (Tag::Defined(k) | Tag::Item(k) | Tag::Pair(k) | Tag::PairValue(k) | Tag::Char(k)) =
                tag
            else {
                continue;
            };
            let r = &mut self.slots[usize::from(k)];
            r.from = r.from.min(i);
            r.to = i + 1;
            match tag {
                Tag::Defined(_) => r.defined = true,
                Tag::Item(_) => {
                    if r.items == 0 {
                        r.first = (pos, pos);
                    }
                    r.items += 1;
                }
                Tag::Pair(_) => {
                    r.pairs += 1;
                    r.in_value = false;
                }
                Tag::PairValue(_) => r.in_value = true,
                Tag::Char(_) if r.pairs == 0 && (r.in_value || r.items == 0) => return None,
                // The first item is the current one while it is the only.
                Tag::Char(_) if r.pairs == 0 && r.items == 1 => r.first.1 = pos,
                _ => {}
            }
        }
        Some(())
    }

    /// The items and pairs of slot `k`, each once its last step is read:
    /// a `Char` step moves the end of the current pair's value (after its
    /// `PairValue`), else of its name, else of the current item.
    #[cfg_attr(urigram_web, optimize(speed))]
    fn reads<'n>(&'n self, nfa: &'n Nfa, k: usize) -> impl Iterator<Item = Read> + 'n {
        let r = self.slots[k];
        let steps = self.path.get(r.from..r.to).unwrap_or_default();
        let mut item: Option<Range> = None;
        let mut pair: Option<(Range, Range)> = None;
        let mut in_value = false;
        let mut steps = steps.iter();
        std::iter::from_fn(move || {
            for &(s, pos) in steps.by_ref() {
                let tag = nfa.states[s as usize].tag;
                match tag {
                    Tag::Item(j) if usize::from(j) == k => {
                        if let Some(done) = item.replace((pos, pos)) {
                            return Some(Read::Item(done));
                        }
                    }
                    Tag::Pair(j) if usize::from(j) == k => {
                        in_value = false;
                        if let Some((key, value)) = pair.replace(((pos, pos), (pos, pos))) {
                            return Some(Read::Pair(key, value));
                        }
                    }
                    Tag::PairValue(j) if usize::from(j) == k => {
                        in_value = true;
                        if let Some(p) = &mut pair {
                            p.1 = (pos, pos);
                        }
                    }
                    Tag::Char(j) if usize::from(j) == k => {
                        let range = match (&mut pair, &mut item) {
                            (Some(p), _) if in_value => Some(&mut p.1),
                            (Some(p), _) => Some(&mut p.0),
                            (None, Some(i)) if !in_value => Some(i),
                            _ => None,
                        };
                        if let Some(range) = range {
                            range.1 = pos;
                        }
                    }
                    _ => {}
                }
            }
            // The path read: what is left, the item first.
            if let Some(done) = item.take() {
                return Some(Read::Item(done));
            }
            pair.take().map(|(key, value)| Read::Pair(key, value))
        })
    }
}

/// The text of `range` as slot `slot` holds it: as the URI has it (a whole
/// value under `+` and `#`), or decoded, if it is what expansion writes
/// for it (UTF-8, uppercase hex, nothing encoded that expansion writes as
/// itself). Without a `%`, its bytes are those the automaton lets pass as
/// themselves, which are the ones encoding keeps: the text as it stands.
#[cfg_attr(urigram_web, optimize(speed))]
fn text(slot: &Slot, uri: &str, (from, to): Range) -> Option<String> {
    let b = uri.get(from as usize..to as usize)?;
    if !slot.decode || !b.contains('%') {
        return Some(b.to_owned());
    }
    if !slot.reserved {
        // Under `U`, checked while decoding.
        return pct::decode_canonical(b.as_bytes(), is_unreserved);
    }
    // A prefix under `+` or `#` (the only decoded slots there): as
    // expansion writes it, a `%` that begins a triplet stays as it is.
    let decoded = String::from_utf8(pct::decode(b).into_owned()).ok();
    if let Some(s) = decoded {
        let mut again = String::with_capacity(b.len());
        encode(&mut again, &s, true);
        if again == b {
            return Some(s);
        }
    }
    // Triplets not all encodings expansion writes (`%2C`, a comma it would
    // write as itself): those are the value's own characters, which
    // expansion keeps as they are, and the others decoded (`%2C%25` is
    // `%2C%`); else it is all the value's own.
    Some(reserved_reading(b).unwrap_or_else(|| b.to_owned()))
}
