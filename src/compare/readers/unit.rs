//! What every reader is to `compare`: the [`Unit`] trait, below the
//! readers that implement it and the registry that lists them.

use std::fmt;

use crate::grammars::Parts;

use super::super::group::Group;

use super::super::destination::Destination;
use super::super::glance::{Glance, Hold};
use super::super::part::Part;
use super::super::read::{Read, ReadError};

/// One reader of URIs, as `compare` runs it.
pub(crate) trait Unit: Sync + fmt::Debug {
    /// The name `--readers` takes (`urllib`, `rfc3986`, ...).
    fn name(&self) -> &'static str;

    /// The library (or specification) it reads as, and the function.
    fn library(&self) -> &'static str;

    /// The release of that library it was checked against.
    fn release(&self) -> &'static str;

    /// Who reads URLs this way, in one line.
    fn used_by(&self) -> &'static str;

    /// The groups `--readers` takes it in ([`Group`]; never
    /// [`Group::All`], which holds every reader).
    fn groups(&self) -> &'static [Group] {
        &[]
    }

    /// Whether `compare` reads with it when no readers are named: a
    /// reader joins the default set once the confusion catalog's
    /// snapshots and the README's tables carry its rows.
    fn by_default(&self) -> bool {
        true
    }

    /// The parts it never splits out (the URL Standard has no authority);
    /// a reading may leave more unsplit (its `Parts::unsplit`).
    fn never_split(&self) -> &'static [&'static str] {
        &[]
    }

    /// The parts it writes as `""` when they are absent, so that an empty
    /// one and none are the same to it (urlsplit's query and fragment); any
    /// other absent part it writes as `None`.
    fn empty_for_absent(&self) -> &'static [Part] {
        &[]
    }

    /// Why its client would look up no host it reads (a host it splits
    /// out but its resolver refuses), in a few words.
    fn unresolvable(&self) -> &'static str {
        "its client's resolver takes no such host"
    }

    /// A reader whose valid reading this one's equals whenever the test
    /// holds, so that it is shared rather than read again.
    fn same_as(&self) -> Option<SameAs> {
        None
    }

    /// Whether its destination follows from its scheme, host and port
    /// alone, so that one made by such a reader from the same three is
    /// shared.
    fn destination_from_parts(&self) -> bool {
        false
    }

    /// The resolution it follows against a base (its client's, for a
    /// `Location` header), in a few words; `None` when it has none, and
    /// then [`Unit::resolve`] gives `None` too.
    fn resolution(&self) -> Option<&'static str> {
        None
    }

    /// The text `reference` resolves to against `base` under
    /// [`Unit::resolution`], which it then reads as any input; `None` when
    /// it has no resolution, an error when it refuses the base or the
    /// reference (the error says which).
    fn resolve(&self, _base: &[u8], _reference: &[u8]) -> Option<Result<String, ReadError>> {
        None
    }

    /// Its reading of `input`: only the parts of `need` need be copied
    /// out (and those the destination and the port's verdict read).
    /// `known` gives a destination already made from the same scheme, host
    /// and port, for a reader whose [`Unit::destination_from_parts`].
    /// `text` is `input` as a `str` when it is UTF-8 (`None` when it is
    /// not): checked once for all the readers of an input, rather than by
    /// each of the dozen readers of strings.
    fn read(&self, input: &[u8], text: Option<&str>, need: &[Part], known: &Known<'_>) -> Read {
        Read::filled(|into| self.fill(input, text, need, known, into))
    }

    /// [`Unit::read`] written over `into`, the reading this reader's slot
    /// held for the input before (a comparison reused from line to line,
    /// [`crate::compare::compare_into`]): the parts of
    /// [`Read::take_parts`] filled in place, written into the strings made
    /// then rather than into new ones (an allocation and a free a part
    /// saved), and the destination's name into the last one's
    /// ([`Read::set_place`]).
    fn fill(
        &self,
        input: &[u8],
        text: Option<&str>,
        need: &[Part],
        known: &Known<'_>,
        into: &mut Read,
    );

    /// What it holds of `input` to glance at it without a copy, or `None`
    /// when its glance is its full reading (the default).
    fn hold<'i>(&self, _text: Option<&'i str>, _need: &[Part]) -> Option<Hold<'i>> {
        None
    }

    /// The glance at what [`Unit::hold`] holds; `text` is the input.
    fn glance<'h>(&self, _held: &'h Hold<'_>, _text: &'h str) -> Glance<'h> {
        Glance::invalid(self.empty_for_absent())
    }
}

/// A destination made before from the same scheme, host and port.
pub(crate) type Known<'a> = dyn Fn(&Parts) -> Option<&'a Destination> + 'a;

/// "My valid reading is `reader`'s whenever `when` holds of its parts".
pub(crate) struct SameAs {
    /// The reader read before.
    pub(crate) reader: &'static str,
    /// The test on that reader's valid parts.
    pub(crate) when: fn(&Parts) -> bool,
}
