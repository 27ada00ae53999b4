//! The verdict on an input's readings: on which parts they differ, and on
//! which they only spell one reading two ways.
//!
//! Each part has its own notion of "one reading", an equivalence, so the
//! verdict does not depend on the readers' order:
//!
//! - `scheme`: the same up to ASCII case (RFC 3986 section 3.1);
//! - `host`: the same destination ([`super::destination`]); a host that
//!   names none (an `IPvFuture`, a name IDNA refuses) is one reading only
//!   with the same text up to ASCII case; an empty host is none at all;
//! - `port`: the same port number, a missing port being the scheme's
//!   default; a port that is no number is one reading only as written;
//! - `authority`: the same text, but for the case of what follows its last
//!   `@` (the host and a port of digits); the host and port parts say
//!   whether two authorities lead to one place;
//! - every other part: the same text, absent being no text. a reader's
//!   `""` for a part it writes so when absent too (urlsplit's query and
//!   fragment) agrees with an absent one and an empty one, since it cannot
//!   tell them apart.
//!
//! Only valid readings that split a part are compared on it; `valid` is
//! the part that differs when some readers accept the input and some
//! refuse it.

use super::destination::{self, Place};
use super::part::Part;
use crate::grammars::Parts;

/// How the readings stand on one part.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Stand {
    /// One reading, spelled one way (or no reading splits the part).
    Alike,
    /// One reading, spelled several ways.
    Spelling,
    /// Several readings.
    Differ,
}

/// What the verdict reads of a reading: a full reading (owned parts, what
/// `compare` shows) and the consensus check's borrowed glance
/// ([`super::glance`]) are judged by this one verdict. It asks what a
/// reader declares ([`super::readers::Unit`]), never which reader it is.
pub(crate) trait View {
    /// The parts the reader writes as `""` when absent, unable to tell an
    /// empty part from none (urlsplit's query and fragment).
    fn empty_for_absent(&self) -> &[Part];
    /// Whether the reader accepts the input.
    fn is_valid(&self) -> bool;
    /// The names of the parts the reading leaves whole.
    fn unsplit(&self) -> &[&'static str];
    /// The text of `part` (`None` for `valid`, or when absent).
    fn text(&self, part: Part) -> Option<&str>;
    /// Whether the reading has a destination, and its host.
    fn place(&self) -> Option<Option<Place<'_>>>;
    /// Whether `self` holds the very readings of `other` (shared, so alike
    /// without looking).
    fn shares(&self, other: &Self) -> bool;
    /// Whether the reading is valid and splits out `part`: only such
    /// readings are compared on it.
    fn splits(&self, part: Part) -> bool {
        self.is_valid() && !self.unsplit().contains(&part.name())
    }
    /// Whether the reading writes `part` as `""` for an absent part too,
    /// and does here (urlsplit's query and fragment): it cannot say which
    /// it read.
    fn loose(&self, part: Part) -> bool {
        // The text first: most parts are not empty, and the reader is
        // asked only about those that are.
        self.text(part).is_some_and(str::is_empty) && self.empty_for_absent().contains(&part)
    }
}

/// A view borrowed is the view (the verdict over a list of distinct
/// readings, [`super::judged`]).
impl<T: View> View for &T {
    fn empty_for_absent(&self) -> &[Part] {
        T::empty_for_absent(self)
    }
    fn is_valid(&self) -> bool {
        T::is_valid(self)
    }
    fn unsplit(&self) -> &[&'static str] {
        T::unsplit(self)
    }
    fn text(&self, part: Part) -> Option<&str> {
        T::text(self, part)
    }
    fn place(&self) -> Option<Option<Place<'_>>> {
        T::place(self)
    }
    fn shares(&self, other: &Self) -> bool {
        T::shares(self, other)
    }
    fn splits(&self, part: Part) -> bool {
        T::splits(self, part)
    }
    fn loose(&self, part: Part) -> bool {
        T::loose(self, part)
    }
}

/// A view with what [`View::splits`] and [`View::loose`] say of each part
/// asked once, as bits: the verdict asks them of every part of every
/// reading (nine parts; about eleven distinct readings an input), and a
/// reading's unsplit parts are a list of names.
pub(crate) struct Marked<V> {
    view: V,
    splits: u16,
    loose: u16,
}

/// The bit of `part` in [`Marked`]'s sets.
const fn bit(part: Part) -> u16 {
    1 << part as u16
}

impl<V: View> Marked<V> {
    /// `view`, with its answers on every part: what the defaults of
    /// [`View::splits`] and [`View::loose`] say, from the few names of
    /// the reading's unsplit parts and the few parts it writes as `""`
    /// when absent, not from nine questions each.
    pub(crate) fn new(view: V) -> Self {
        let mut splits = 0;
        if view.is_valid() {
            splits = u16::MAX;
            // Each name once (a reading leaves few parts whole, most none),
            // by one match on the name rather than a comparison with each
            // of the nine.
            for &name in view.unsplit() {
                if let Some(part) = Part::of_name(name) {
                    splits &= !bit(part);
                }
            }
        }
        let mut loose = 0;
        for &part in view.empty_for_absent() {
            if view.text(part).is_some_and(str::is_empty) {
                loose |= bit(part);
            }
        }
        Marked {
            view,
            splits,
            loose,
        }
    }
}

impl<V: View> View for Marked<V> {
    fn empty_for_absent(&self) -> &[Part] {
        self.view.empty_for_absent()
    }
    fn is_valid(&self) -> bool {
        self.view.is_valid()
    }
    fn unsplit(&self) -> &[&'static str] {
        self.view.unsplit()
    }
    fn text(&self, part: Part) -> Option<&str> {
        self.view.text(part)
    }
    fn place(&self) -> Option<Option<Place<'_>>> {
        self.view.place()
    }
    fn shares(&self, other: &Self) -> bool {
        self.view.shares(&other.view)
    }
    fn splits(&self, part: Part) -> bool {
        self.splits & bit(part) != 0
    }
    fn loose(&self, part: Part) -> bool {
        self.loose & bit(part) != 0
    }
}

/// What a reading has for a part, as the part's equivalence sees it.
#[derive(Debug, PartialEq, Eq)]
enum Key<'a> {
    /// Absent (no host: also an empty host).
    None,
    /// Text compared as written.
    Text(&'a str),
    /// Text compared up to ASCII case.
    Folded(&'a str),
    /// A destination host.
    Target(Place<'a>),
    /// A port number.
    Port(u16),
    /// An authority: what stands before its last `@` as written, the rest
    /// up to ASCII case.
    Authority(&'a str, &'a str),
}

impl Key<'_> {
    #[inline]
    fn same(&self, other: &Key<'_>) -> bool {
        match (self, other) {
            (Key::Folded(a), Key::Folded(b)) => destination::folded_eq(a, b),
            (Key::Authority(ua, ha), Key::Authority(ub, hb)) => {
                ua == ub && destination::folded_eq(ha, hb)
            }
            (Key::Target(a), Key::Target(b)) => a.same(b),
            (Key::Text(a), Key::Text(b)) => a == b,
            (Key::Port(a), Key::Port(b)) => a == b,
            (Key::None, Key::None) => true,
            _ => false,
        }
    }
}

/// The host's key of a valid reading.
fn host_key<R: View>(r: &R) -> Key<'_> {
    match (r.place().flatten(), r.text(Part::Host)) {
        (Some(t), _) => Key::Target(t),
        (None, None | Some("")) => Key::None,
        (None, Some(h)) => Key::Folded(h),
    }
}

/// The port's key of a valid reading.
fn port_key<R: View>(r: &R) -> Key<'_> {
    let port = r.text(Part::Port);
    match destination::port_of(r.text(Part::Scheme), port) {
        Ok(Some(n)) => Key::Port(n),
        Ok(None) => Key::None,
        Err(()) => port.map_or(Key::None, Key::Text),
    }
}

/// The text of `part` in `p` (`None` for `valid`, or when absent).
pub(crate) fn text_of(p: &Parts, part: Part) -> Option<&str> {
    match part {
        Part::Valid => None,
        Part::Scheme => p.scheme.as_deref(),
        Part::Authority => p.authority.as_deref(),
        Part::Userinfo => p.userinfo.as_deref(),
        Part::Host => p.host.as_deref(),
        Part::Port => p.port.as_deref(),
        Part::Path => p.path.as_deref(),
        Part::Query => p.query.as_deref(),
        Part::Fragment => p.fragment.as_deref(),
    }
}

/// The key of `part` of the valid reading `r`.
fn key<R: View>(r: &R, part: Part) -> Key<'_> {
    match part {
        Part::Valid => Key::None,
        Part::Scheme => r.text(part).map_or(Key::None, Key::Folded),
        Part::Host => host_key(r),
        Part::Port => port_key(r),
        Part::Authority => match r.text(part) {
            None => Key::None,
            Some(a) => {
                // memchr's search from the end, not `str::rfind`'s
                // byte-at-a-time scan (an authority is compared on every
                // input).
                let at = memchr::memrchr(b'@', a.as_bytes()).map_or(0, |at| at + 1);
                let (user, host) = a.split_at(at);
                Key::Authority(user, host)
            }
        },
        _ => r.text(part).map_or(Key::None, Key::Text),
    }
}

/// Whether [`key`] of `part` is made of the part's text alone, so that
/// two readings with the same text have the same key. Not so for the host
/// (each reader's resolver makes its own destination of one text) nor the
/// port (whose absence is the scheme's default).
fn keyed_by_text(part: Part) -> bool {
    !matches!(part, Part::Host | Part::Port | Part::Valid)
}

/// How `readings` stand on `part`.
pub(crate) fn stand<R: View>(readings: &[R], part: Part) -> Stand {
    if part == Part::Valid {
        let first = readings.first().is_some_and(R::is_valid);
        return if readings.iter().any(|r| r.is_valid() != first) {
            Stand::Differ
        } else {
            Stand::Alike
        };
    }
    let split = |r: &&R| r.splits(part);
    let mut first: Option<(Key<'_>, Option<&str>)> = None;
    let mut first_reading: Option<&R> = None;
    let mut spelled = false;
    let mut loose_seen = false;
    for r in readings.iter().filter(split) {
        if r.loose(part) {
            loose_seen = true;
            continue;
        }
        // A reading shared with the first is the first: nothing to compare.
        if first_reading.is_some_and(|f| r.shares(f)) {
            continue;
        }
        first_reading.get_or_insert(r);
        let text = r.text(part);
        match &first {
            None => first = Some((key(r, part), text)),
            // The same text as the first's is the same key, not spelled
            // otherwise, for a part whose key is made of its text alone
            // (most readings of most inputs): no key is built.
            Some((_, t0)) if keyed_by_text(part) && *t0 == text => {}
            Some((k0, t0)) => {
                let k = key(r, part);
                if !k0.same(&k) {
                    return Stand::Differ;
                }
                spelled |= *t0 != text;
            }
        }
    }
    // urlsplit's "" agrees with an absent or empty part, not with text.
    if loose_seen
        && first
            .as_ref()
            .is_some_and(|(_, t)| t.is_some_and(|t| !t.is_empty()))
    {
        return Stand::Differ;
    }
    if spelled {
        Stand::Spelling
    } else {
        Stand::Alike
    }
}
