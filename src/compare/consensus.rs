//! The consensus check's readings: what each reader made of one input,
//! held while the verdict judges their glances, so that nothing of a
//! reading is copied.

use super::glance::{Glance, Hold};
use super::part::Part;
use super::reader::Reader;
use super::reading::{self, Reading};
use super::verdict::{self, Stand};

/// What one reader made of the input.
enum Made<'i> {
    /// What a reader that glances holds ([`super::readers::Unit::hold`]).
    Held(Hold<'i>),
    /// A full reading: its index in [`Held::full`].
    Full(usize),
}

/// What each reader made of one input, held while its glances borrow it.
pub(crate) struct Held<'i> {
    text: Option<&'i str>,
    made: Vec<Made<'i>>,
    full: Vec<Reading>,
}

impl<'i> Held<'i> {
    /// `input` read by each of `readers` (those that glance hold what they
    /// glance at; the others read in full, only the parts of `need`). The
    /// parts of the glances that `need` leaves out may be wrong (the URL
    /// Standard's path of a prefix): only those of `need` are judged.
    pub(crate) fn read(readers: &[Reader], input: &'i [u8], need: &[Part]) -> Self {
        let text = std::str::from_utf8(input).ok();
        let mut made: Vec<Made<'i>> = Vec::with_capacity(readers.len());
        let mut full: Vec<Reading> = Vec::new();
        for &reader in readers {
            match reader.unit().hold(text, need) {
                Some(h) => made.push(Made::Held(h)),
                None => {
                    let r = reading::read_next(reader, input, text, &full, need);
                    made.push(Made::Full(full.len()));
                    full.push(r);
                }
            }
        }
        Held { text, made, full }
    }

    /// The glances of `readers` (those [`Held::read`] was given), in order.
    pub(crate) fn glances(&self, readers: &[Reader]) -> Vec<Glance<'_>> {
        let text = self.text.unwrap_or("");
        readers
            .iter()
            .zip(&self.made)
            .map(|(reader, made)| match made {
                Made::Held(h) => reader.unit().glance(h, text),
                Made::Full(i) => self
                    .full
                    .get(*i)
                    .map_or_else(|| Glance::invalid(&[]), Reading::glance),
            })
            .collect()
    }
}

/// Whether no part of `parts` differs among `glances`.
pub(crate) fn agree(glances: &[Glance<'_>], parts: &[Part]) -> bool {
    parts
        .iter()
        .all(|&p| verdict::stand(glances, p) != Stand::Differ)
}
