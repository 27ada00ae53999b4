//! A match answered as positions: for each variable, its index and the
//! byte range of the URI that holds its value, written into a buffer the
//! caller keeps ([`Positions`]), with no [`super::Vars`], no `String` and
//! no map. A caller that slices values out of its own copy of the URI (the
//! npm package's `Template.match`, where building the owned answer in
//! WebAssembly cost most of a match) pays for nothing it does not read;
//! the owned answer ([`super::Matcher::match_uri`]) is built from the same
//! reading ([`super::assignment`]), so the two agree.
//!
//! Positions answer the common shape only: one assignment, each variable
//! written once in the template, without a prefix modifier or an explode,
//! its value a string. Anything else ([`Located::Other`]) is for the owned
//! answer.

use std::borrow::Cow;

use super::expand::is_unreserved;
use crate::pct;

/// Where one variable's value lies in a URI that matched.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Position {
    /// The variable: its index in [`super::Matcher::variable_names`] (the
    /// template's distinct names in sorted order, the order of
    /// [`super::Vars`]).
    pub var: usize,
    /// The byte offset of the value's first byte in the URI.
    pub start: usize,
    /// The byte offset just past the value's last byte.
    pub end: usize,
    /// Whether the value is the bytes pct-decoded (they hold `%XX`
    /// triplets, each checked to be what expansion writes and the whole
    /// to decode to UTF-8); otherwise the value is the bytes as they are.
    pub decode: bool,
}

impl Position {
    /// The value in `uri` (the URI that was matched), decoded when
    /// [`Position::decode`] says so; borrowed where it needs no decoding.
    /// `None` only for another URI than the one matched.
    #[must_use]
    #[cfg_attr(urigram_web, optimize(speed))]
    pub fn value<'u>(&self, uri: &'u str) -> Option<Cow<'u, str>> {
        let text = uri.get(self.start..self.end)?;
        if self.decode {
            pct::decode_canonical(text.as_bytes(), is_unreserved).map(Cow::Owned)
        } else {
            Some(Cow::Borrowed(text))
        }
    }
}

/// The buffer [`super::Matcher::match_positions`] writes into: kept by
/// the caller from one match to the next, so that a match allocates only
/// when a URI has more variables than any before it.
#[derive(Clone, Debug, Default)]
pub struct Positions {
    found: Vec<Position>,
}

impl Positions {
    /// An empty buffer.
    #[must_use]
    pub fn new() -> Positions {
        Positions::default()
    }

    /// The positions of the last match, in the order of the variables'
    /// names; a variable the URI leaves undefined has none.
    #[must_use]
    pub fn as_slice(&self) -> &[Position] {
        &self.found
    }

    /// Empties the buffer, keeping its room.
    #[cfg_attr(urigram_web, optimize(speed))]
    pub(crate) fn clear(&mut self) {
        self.found.clear();
    }

    /// Writes one position down.
    #[cfg_attr(urigram_web, optimize(speed))]
    pub(crate) fn push(&mut self, p: Position) {
        self.found.push(p);
    }
}

/// What [`super::Matcher::match_positions`] found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Located {
    /// The URI matches with exactly one assignment, whose values the
    /// [`Positions`] hold.
    Match,
    /// The URI does not match.
    NoMatch,
    /// The answer is not one assignment of strings written once (a list,
    /// pairs, a prefix, a variable written twice, several assignments,
    /// an undecided or any-order match), or the engine that decides it
    /// reads no single path: [`super::Matcher::match_uri`] answers.
    Other,
}
