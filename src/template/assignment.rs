//! The assignment one path of a template's automaton stands for: the byte
//! ranges its tagged states mark, read as values (decoded as expansion
//! encodes them), a variable written more than once settled to one value.

use std::cell::Cell;
use std::collections::BTreeMap;

use super::expand::{encode, is_unreserved};
use super::nfa::{Nfa, PathStep, Shape, Slot, Tag};
use super::path_reading::PathReading;
use super::readings::{decoded_reading, other_shapes, reserved_reading};
use super::settle::settle;
use super::value::{Value, Vars};
use crate::grammars::rfc6570::{Modifier, Template};
use crate::pct;

/// A byte range of the URI: four-byte offsets, so that an item costs
/// twelve bytes (a URI is matched only below 4 GiB,
/// [`super::core::Core::match_uri`]).
type Range = (u32, u32);

/// The longest item buffer kept for the next match on the thread.
const KEEP_ITEMS: usize = 1 << 10;

thread_local! {
    /// The buffer of the items the last assignment read on this thread,
    /// reused by the next.
    static ITEMS: Cell<Vec<(u16, Range)>> = const { Cell::new(Vec::new()) };
}

/// A template as the read-back needs it: its automaton, and the slots of
/// each variable.
#[derive(Debug)]
pub(crate) struct Reader {
    pub(crate) template: Template,
    pub(crate) nfa: Nfa,
    /// The slots of each variable, the variables in name order: worked
    /// out once, so that a match reads them without sorting.
    by_name: Box<[Box<[usize]>]>,
}

/// What a path says of one slot. Its items and pairs are byte ranges of
/// the URI (a value's bytes are consecutive: any other byte in between
/// enters a state of another tag), the slot's own counted from `first_*`
/// on, its current ones at `item` and `pair`.
#[derive(Clone, Copy)]
struct SlotRead {
    defined: bool,
    in_value: bool,
    first_item: usize,
    items: usize,
    item: usize,
    first_pair: usize,
    pairs: usize,
    pair: usize,
}

const UNREAD: SlotRead = SlotRead {
    defined: false,
    in_value: false,
    first_item: usize::MAX,
    items: 0,
    item: 0,
    first_pair: usize::MAX,
    pairs: 0,
    pair: 0,
};

/// Everything a path marks: each slot's reading, and each item and pair
/// with its slot, in the order the path reads them.
struct Marks<'a> {
    slots: &'a mut [SlotRead],
    items: &'a mut Vec<(u16, Range)>,
    pairs: Vec<(u16, Range, Range)>,
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
    pub(crate) fn new(template: &Template) -> Reader {
        let nfa = Nfa::build(template);
        let mut by_name: BTreeMap<&str, Vec<usize>> = BTreeMap::new();
        for (k, slot) in nfa.slots.iter().enumerate() {
            by_name.entry(&slot.name).or_default().push(k);
        }
        let by_name = by_name.into_values().map(Vec::into_boxed_slice).collect();
        Reader {
            template: template.clone(),
            nfa,
            by_name,
        }
    }

    /// The assignment a path stands for, or `None` if a variable written
    /// twice takes two values on it, or a long prefix runs over. A path
    /// is its tagged states (a run of one slot's `Char` states may be its
    /// last only), each with the offset it is reached at, in order.
    pub(crate) fn assignment(
        &self,
        uri: &str,
        path: impl Iterator<Item = PathStep>,
    ) -> Option<PathReading> {
        let mut items = ITEMS.with(Cell::take);
        items.clear();
        let found = self.assignment_with(uri, path, &mut items);
        if items.capacity() <= KEEP_ITEMS {
            ITEMS.with(|c| c.set(items));
        }
        found
    }

    /// [`Reader::assignment`], with a buffer for the items read.
    fn assignment_with(
        &self,
        uri: &str,
        path: impl Iterator<Item = PathStep>,
        items: &mut Vec<(u16, Range)>,
    ) -> Option<PathReading> {
        // On the stack for a template of a few variables, which is most.
        let mut on_stack = [UNREAD; 8];
        let mut on_heap = Vec::new();
        let slots: &mut [SlotRead] = match on_stack.get_mut(..self.nfa.slots.len()) {
            Some(few) => few,
            None => {
                on_heap.resize(self.nfa.slots.len(), UNREAD);
                &mut on_heap
            }
        };
        let mut marks = Marks {
            slots,
            items,
            pairs: Vec::new(),
        };
        marks.follow(&self.nfa, path)?;
        let mut vars = Vars::new();
        let mut recheck = false;
        let mut choices: Vec<(&str, Vec<Value>)> = Vec::new();
        // Slots grouped by name in one pass, so a template with many
        // variables stays linear.
        for slots in &self.by_name {
            let name: &str = &self.nfa.slots[slots[0]].name;
            match self.variable(uri, &marks, name, slots)? {
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
        let k16 = u16::try_from(k).ok()?;
        let items = || {
            marks
                .items
                .get(r.first_item..)
                .unwrap_or_default()
                .iter()
                .filter(move |(j, _)| *j == k16)
                .take(r.items)
                .map(|&(_, range)| range)
        };
        let pairs = || -> Option<Vec<(String, String)>> {
            marks
                .pairs
                .get(r.first_pair..)
                .unwrap_or_default()
                .iter()
                .filter(move |(j, _, _)| *j == k16)
                .take(r.pairs)
                .map(|&(_, key, value)| Some((text(key)?, text(value)?)))
                .collect()
        };
        let value = match slot.shape {
            Shape::Assoc => Value::Assoc(pairs()?),
            Shape::List if r.pairs > 0 => Value::Assoc(pairs()?),
            Shape::List => Value::List(list(&mut items(), r.items)?),
            Shape::StrOrList if r.items > 1 => Value::List(list(&mut items(), r.items)?),
            _ => Value::String(match items().next() {
                Some(range) => text(range)?,
                None => String::new(),
            }),
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
    /// Follows `path`, marking each slot's items and pairs; `None` when a
    /// byte of a value comes before any item of it (no path does that).
    ///
    /// A `Char` state is only ever entered by a byte (the automaton has no
    /// empty transition into one), so a path's `Struct` states, which say
    /// nothing of the values, may be left out of it.
    fn follow(&mut self, nfa: &Nfa, path: impl Iterator<Item = PathStep>) -> Option<()> {
        for (s, pos) in path {
            match nfa.states[s as usize].tag {
                Tag::Struct => {}
                Tag::Defined(k) => self.slots[usize::from(k)].defined = true,
                Tag::Item(k) => {
                    let r = &mut self.slots[usize::from(k)];
                    if r.items == 0 {
                        r.first_item = self.items.len();
                    }
                    r.items += 1;
                    r.item = self.items.len();
                    self.items.push((k, (pos, pos)));
                }
                Tag::Pair(k) => {
                    let r = &mut self.slots[usize::from(k)];
                    if r.pairs == 0 {
                        r.first_pair = self.pairs.len();
                    }
                    r.pairs += 1;
                    r.in_value = false;
                    r.pair = self.pairs.len();
                    self.pairs.push((k, (pos, pos), (pos, pos)));
                }
                Tag::PairValue(k) => {
                    let r = &mut self.slots[usize::from(k)];
                    r.in_value = true;
                    if r.pairs > 0 {
                        self.pairs[r.pair].2 = (pos, pos);
                    }
                }
                Tag::Char(k) => {
                    let r = &self.slots[usize::from(k)];
                    let range = if r.in_value {
                        (r.pairs > 0).then(|| &mut self.pairs[r.pair].2)
                    } else if r.pairs > 0 {
                        Some(&mut self.pairs[r.pair].1)
                    } else {
                        (r.items > 0).then(|| &mut self.items[r.item].1)
                    };
                    range?.1 = pos;
                }
            }
        }
        Some(())
    }
}

/// The text of `range` as slot `slot` holds it: as the URI has it (a whole
/// value under `+` and `#`), or decoded, if it is what expansion writes
/// for it (UTF-8, uppercase hex, nothing encoded that expansion writes as
/// itself). Without a `%`, its bytes are those the automaton lets pass as
/// themselves, which are the ones encoding keeps: the text as it stands.
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
