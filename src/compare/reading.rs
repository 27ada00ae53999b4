//! One reader's reading of an input: its parts and its destination, or why
//! it has none; and the readings of a list of readers, one after another,
//! shared where a reader declares that it reads as one before it.

use std::sync::Arc;

use crate::grammars::Parts;

use super::destination::{Destination, Place, Target};
use super::glance::Glance;
use super::part::Part;
use super::read::{Read, ReadError};
use super::reader::Reader;
use super::verdict::View;

/// How one reader reads an input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reading {
    pub(crate) reader: Reader,
    pub(crate) read: Read,
    /// Against a base: the text the input resolved to under the reader's
    /// own resolution, which is what it read.
    pub(crate) resolved: Option<String>,
}

impl Reading {
    /// The reader.
    #[must_use]
    pub fn reader(&self) -> Reader {
        self.reader
    }

    /// Against a base ([`super::compare_against`]): the text the input
    /// resolved to under the reader's own resolution, which the reading is
    /// of; `None` without a base, or when the reader refused the base or
    /// the reference.
    #[must_use]
    pub fn resolved(&self) -> Option<&str> {
        self.resolved.as_deref()
    }

    /// The parts (of [`crate::grammars::PART_NAMES`]), or why the reader
    /// refuses the input.
    ///
    /// # Errors
    ///
    /// The reader refuses the input.
    pub fn outcome(&self) -> Result<&Parts, &ReadError> {
        self.read.outcome.as_deref()
    }

    /// Whether the reader accepts the input.
    #[must_use]
    pub fn is_valid(&self) -> bool {
        self.read.outcome.is_ok()
    }

    /// The parts of a valid reading.
    #[must_use]
    pub fn parts(&self) -> Option<&Parts> {
        self.read.outcome.as_deref().ok()
    }

    /// Where a valid reading's client would connect
    /// (the rules of [`Destination`]); `None` when the reading is
    /// invalid or leaves its host unsplit (RFC 1808's `net_loc`, RFC 1945's
    /// `absoluteURI`).
    #[must_use]
    pub fn destination(&self) -> Option<&Destination> {
        self.read.destination.as_ref()
    }

    /// Why a valid reading that splits out a host has no destination host
    /// (`None` when it has one, or reads no host): `"an empty host"`, or
    /// why its client's resolver refuses the host.
    ///
    /// ```
    /// use urigram::compare::{self, Reader};
    /// use urigram::urllib::Python;
    /// // Python's idna codec refuses the empty first label.
    /// let c = compare::compare("file://.github/x", &[Reader::Urllib(Python::V3_11)]);
    /// assert!(c.readings()[0].why_no_destination().unwrap().starts_with("Python's idna codec refuses it"));
    /// let c = compare::compare("http://h/", &[Reader::Urllib(Python::V3_11)]);
    /// assert_eq!(c.readings()[0].why_no_destination(), None);
    /// ```
    #[must_use]
    pub fn why_no_destination(&self) -> Option<&'static str> {
        let host = self.parts()?.host.as_deref()?;
        if self.destination()?.host.is_some() {
            return None;
        }
        Some(if host.is_empty() {
            "an empty host"
        } else {
            self.reader.unit().unresolvable()
        })
    }

    /// Whether `self` holds the very readings of `other` (shared, so
    /// alike without looking).
    pub(crate) fn shares(&self, other: &Reading) -> bool {
        match (&self.read.outcome, &other.read.outcome) {
            (Ok(a), Ok(b)) => Arc::ptr_eq(a, b),
            _ => false,
        }
    }

    /// Whether both readings are valid, with equal parts and equal
    /// destinations: the same text in each part, not only one reading of
    /// it (shared, or read alike by two readers). What is shown of one
    /// (its parts, its destination) is then shown of the other, so a
    /// writer makes it once; most readers split most inputs alike (about
    /// 11 distinct readings of 24 a line of the real URL lists).
    ///
    /// ```
    /// use urigram::compare::{self, Reader};
    /// let readers = Reader::parse_list("rfc3986,rfc3987,whatwg", Default::default()).unwrap();
    /// let c = compare::compare("http://h/p", &readers);
    /// let r = c.readings();
    /// assert!(r[0].same_valid_read(&r[1]));
    /// assert!(!r[0].same_valid_read(&r[2])); // the URL Standard's destination is its own
    /// ```
    #[must_use]
    pub fn same_valid_read(&self, other: &Reading) -> bool {
        let (Ok(a), Ok(b)) = (&self.read.outcome, &other.read.outcome) else {
            return false;
        };
        let parts = Arc::ptr_eq(a, b) || same_parts(a, b);
        parts
            && match (&self.read.destination, &other.read.destination) {
                (Some(a), Some(b)) => a == b,
                (None, None) => true,
                _ => false,
            }
    }

    /// The reading, borrowed.
    pub(crate) fn glance(&self) -> Glance<'_> {
        Glance::of(&self.read, self.reader.unit().empty_for_absent())
    }
}

/// Whether `a` and `b` are equal parts (as `==`), their lists of unsplit
/// parts compared by address first: each reader's is one constant, so
/// that two readings that leave the same parts whole are told so without
/// a comparison of names.
fn same_parts(a: &Parts, b: &Parts) -> bool {
    (std::ptr::eq(a.unsplit, b.unsplit) || a.unsplit == b.unsplit)
        && a.path == b.path
        && a.host == b.host
        && a.scheme == b.scheme
        && a.authority == b.authority
        && a.userinfo == b.userinfo
        && a.port == b.port
        && a.query == b.query
        && a.fragment == b.fragment
}

/// For each of `readings`, the index of the first one with the same
/// valid read ([`Reading::same_valid_read`]): its own for an invalid
/// reading, or the first of its kind; written into `first`, cleared
/// first (a comparison reused from line to line keeps its vector). Each reading is compared in full
/// only with an earlier first of its kind that has its fingerprint
/// ([`fingerprint`]), so readings that differ are told apart without a
/// comparison of their bytes.
pub(crate) fn first_alike(readings: &[Reading], first: &mut Vec<usize>) {
    // The firsts of their kind so far, each with its fingerprint: about
    // eleven an input, so each reading is tested against few.
    // The fingerprints apart from the readings, so that the search for
    // an equal fingerprint is a scan of words; each with the index of its
    // reading. On the stack for the registry's readers (a heap only past
    // `STACK` firsts): this runs once an input.
    const STACK: usize = 32;
    let mut on_stack = [(0u64, 0usize); STACK];
    let mut spilled: Vec<(u64, usize)> = Vec::new();
    let mut held = 0;
    first.clear();
    for (i, r) in readings.iter().enumerate() {
        let Some(print) = fingerprint(r) else {
            first.push(i);
            continue;
        };
        let prints = on_stack.get(..held).unwrap_or(&on_stack).iter();
        let earlier = prints
            .chain(&spilled)
            .find(|&&(p, j)| p == print && readings.get(j).is_some_and(|e| e.same_valid_read(r)));
        match earlier {
            Some(&(_, j)) => first.push(j),
            None => {
                match on_stack.get_mut(held) {
                    Some(slot) => {
                        *slot = (print, i);
                        held += 1;
                    }
                    None => spilled.push((print, i)),
                }
                first.push(i);
            }
        }
    }
}

/// What two readings with the same valid read have alike, in a word: each
/// part's length and whether it is present, and the destination's host's
/// kind and length, and its port (`None` for an invalid reading).
fn fingerprint(r: &Reading) -> Option<u64> {
    let p = r.parts()?;
    let n = |t: &Option<String>| t.as_ref().map_or(0, |t| t.len() as u64 + 1);
    let host = r.destination().map_or(0, |d| {
        let host = match &d.host {
            None => 1,
            Some(Target::Name(n)) => 2 + ((n.len() as u64) << 2),
            Some(Target::Ipv4(a)) => 3 + (u64::from(u32::from(*a)) << 2),
            Some(_) => 4,
        };
        host ^ (u64::from(d.port.unwrap_or(0)) << 40)
    });
    let parts = [
        &p.scheme,
        &p.authority,
        &p.userinfo,
        &p.host,
        &p.port,
        &p.path,
        &p.query,
        &p.fragment,
    ];
    Some(
        parts
            .iter()
            .fold(host, |h, t| h.wrapping_mul(0x100_0000_01b3) ^ n(t)),
    )
}

impl View for Reading {
    fn empty_for_absent(&self) -> &[Part] {
        self.reader.unit().empty_for_absent()
    }
    fn is_valid(&self) -> bool {
        Reading::is_valid(self)
    }
    fn unsplit(&self) -> &[&'static str] {
        self.parts().map_or(&[], |p| p.unsplit)
    }
    fn text(&self, part: Part) -> Option<&str> {
        self.parts().and_then(|p| super::verdict::text_of(p, part))
    }
    fn place(&self) -> Option<Option<Place<'_>>> {
        self.destination()
            .map(|d| d.host.as_ref().map(Target::place))
    }
    fn shares(&self, other: &Self) -> bool {
        Reading::shares(self, other)
    }
}

/// Each of `readers`' readings of `input`, in order; a reading that a
/// reader declares equal to one made before ([`super::readers::SameAs`])
/// shares it.
///
/// Only the parts of `need` are compared later: a reader that copies its
/// parts out of something of its own (urllib, java, the URL Standard)
/// leaves the others out (`None`), which the consensus check (`agree`) asks of it.
pub(crate) fn read_all(readers: &[Reader], input: &[u8], need: &[Part]) -> Vec<Reading> {
    let mut out = Vec::with_capacity(readers.len());
    read_all_into(&mut out, readers, input, need);
    out
}

/// [`read_all`] written over `out`, the readings of an input before
/// (of any readers): each reading written over the one in its place, so
/// that a reader that fills ([`super::readers::Unit::fill`]) keeps the
/// strings of its parts from line to line.
pub(crate) fn read_all_into(
    out: &mut Vec<Reading>,
    readers: &[Reader],
    input: &[u8],
    need: &[Part],
) {
    // Checked once here rather than by each reader of strings.
    let text = std::str::from_utf8(input).ok();
    let_shared_go(out, readers.len());
    for (i, &reader) in readers.iter().enumerate() {
        fill_at(out, i, reader, input, text, need);
    }
}

/// [`read_all_into`] for several inputs, each written over the readings of
/// its comparison in `into`: reader by reader, each reader reading every
/// input before the next reader reads any. The readings are the same, but
/// a reader's code is run for the whole batch while it is in the
/// instruction cache, where one input's 24 readers, read in turn, each
/// pushed the others' code out of it.
///
/// `readings` gives the readings of one of `into` (a comparison's, which
/// this module does not name: it is its parent's).
pub(crate) fn read_batch_into<T>(
    into: &mut [T],
    readings: fn(&mut T) -> &mut Vec<Reading>,
    readers: &[Reader],
    inputs: &[&[u8]],
    need: &[Part],
) {
    let texts: Vec<Option<&str>> = inputs.iter().map(|i| std::str::from_utf8(i).ok()).collect();
    for c in into.iter_mut() {
        let_shared_go(readings(c), readers.len());
    }
    for (i, &reader) in readers.iter().enumerate() {
        for ((c, input), text) in into.iter_mut().zip(inputs).zip(&texts) {
            fill_at(readings(c), i, reader, input, *text, need);
        }
    }
}

/// Prepares the readings of an input before to be written over by `n`
/// readers: cut to `n`, and a reading that shares an earlier one's parts
/// lets them go, so that the earlier one holds them alone and writes over
/// them.
fn let_shared_go(out: &mut Vec<Reading>, n: usize) {
    out.truncate(n);
    for i in 0..out.len() {
        let (before, rest) = out.split_at_mut(i);
        if let Some(r) = rest.first_mut()
            && let Ok(p) = &r.read.outcome
            && Arc::strong_count(p) > 1
            && before.iter().any(|b| b.shares(r))
        {
            r.read.set_refused(ReadError::empty());
        }
    }
}

/// The `i`th reading of `out` (pushed when `out` has `i`), `reader`'s,
/// written over after the `i` before it ([`fill_next`]).
fn fill_at(
    out: &mut Vec<Reading>,
    i: usize,
    reader: Reader,
    input: &[u8],
    text: Option<&str>,
    need: &[Part],
) {
    if i == out.len() {
        out.push(Reading {
            reader,
            read: Read::blank(),
            resolved: None,
        });
    }
    let (before, rest) = out.split_at_mut(i);
    if let Some(r) = rest.first_mut() {
        r.reader = reader;
        r.resolved = None;
        fill_next(reader, input, text, before, need, &mut r.read);
    }
}

/// `reader`'s reading of `input` after the readings `before`: shared with
/// one of them when it must equal it (see [`read_all`]), its destination
/// shared with one made from the same scheme, host and port when the
/// reader's follows from those alone.
pub(crate) fn read_next(
    reader: Reader,
    input: &[u8],
    text: Option<&str>,
    before: &[Reading],
    need: &[Part],
) -> Reading {
    let mut read = Read::blank();
    fill_next(reader, input, text, before, need, &mut read);
    Reading {
        reader,
        read,
        resolved: None,
    }
}

/// [`read_next`]'s reading written over `into` ([`super::readers::Unit::fill`]).
fn fill_next(
    reader: Reader,
    input: &[u8],
    text: Option<&str>,
    before: &[Reading],
    need: &[Part],
    into: &mut Read,
) {
    let unit = reader.unit();
    if let Some(same) = unit.same_as() {
        let earlier = before
            .iter()
            .find(|r| r.reader.name() == same.reader && r.parts().is_some_and(|p| (same.when)(p)));
        if let Some(r) = earlier {
            into.outcome.clone_from(&r.read.outcome);
            into.copy_destination(r.read.destination.as_ref());
            return;
        }
    }
    let known = |parts: &Parts| {
        before
            .iter()
            .find(|r| {
                r.reader.unit().destination_from_parts()
                    && r.read.destination.is_some()
                    && r.parts().is_some_and(|p| {
                        p.host == parts.host && p.port == parts.port && p.scheme == parts.scheme
                    })
            })
            .and_then(|r| r.read.destination.as_ref())
    };
    unit.fill(input, text, need, &known, into);
}

/// Each of `readers` that has a resolution, reading `reference` resolved
/// against `base` by its own; the readers with none are left out, and
/// returned apart. No reading is shared: each reads its own resolved text.
pub(crate) fn read_all_against(
    readers: &[Reader],
    base: &[u8],
    reference: &[u8],
    need: &[Part],
) -> (Vec<Reading>, Vec<Reader>) {
    let none: &super::readers::Known<'_> = &|_| None;
    let mut out = Vec::with_capacity(readers.len());
    let mut left_out = Vec::new();
    for &reader in readers {
        let unit = reader.unit();
        match unit.resolve(base, reference) {
            None => left_out.push(reader),
            Some(Err(e)) => out.push(Reading {
                reader,
                read: Read::refused(e),
                resolved: None,
            }),
            Some(Ok(text)) => {
                let read = unit.read(text.as_bytes(), Some(&text), need, none);
                out.push(Reading {
                    reader,
                    read,
                    resolved: Some(text),
                });
            }
        }
    }
    (out, left_out)
}
