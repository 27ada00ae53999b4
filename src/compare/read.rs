//! What one reader made of an input, before it is named by its reader:
//! its parts and destination, or why it refuses the input.

use std::fmt;
use std::sync::Arc;

use crate::grammars::Parts;

use super::destination::{Destination, Place, set_target};

/// A reader's outcome on one input, and where its client would connect.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Read {
    // Shared: readers that read an input alike (RFC 3986 and the grammars
    // that extend it, on an input RFC 3986 accepts) hold one copy.
    pub(crate) outcome: Result<Arc<Parts>, ReadError>,
    // Held, not shared: a destination is a few words (a name's string the
    // only allocation), and most readers make their own, so an `Arc` of it
    // was an allocation a reading more than a copy of the few that are
    // shared (the grammars', `Unit::destination_from_parts`).
    pub(crate) destination: Option<Destination>,
}

impl Read {
    /// A refusal, with no destination.
    pub(crate) fn refused(error: ReadError) -> Self {
        Read {
            outcome: Err(error),
            destination: None,
        }
    }

    /// What a reader that fills a reading ([`super::readers::Unit::fill`])
    /// fills: a refusal with no destination, to be written over.
    pub(crate) fn blank() -> Self {
        Read::refused(ReadError::empty())
    }

    /// The reading `fill` writes into a blank one ([`Read::blank`]): a
    /// reader's [`super::readers::Unit::read`] as its `fill`.
    pub(crate) fn filled(fill: impl FnOnce(&mut Read)) -> Self {
        let mut read = Read::blank();
        fill(&mut read);
        read
    }

    /// The parts to fill in for a valid reading (then given back with
    /// [`Read::set_valid`]): the parts of this one's last reading when it
    /// was valid and holds them alone, each string kept to be cleared and
    /// written into with [`set`], else new ones. Writing over a reading of
    /// the line before is what spares `compare` an allocation for each
    /// part of each reader's reading of each line, and its free.
    pub(crate) fn take_parts(&mut self) -> Arc<Parts> {
        match std::mem::replace(&mut self.outcome, Err(ReadError::empty())) {
            // No other reading holds it (none holds a weak one).
            Ok(p) if Arc::strong_count(&p) == 1 => p,
            // None yet, or shared with another reading, which keeps it.
            _ => Arc::default(),
        }
    }

    /// Valid parts (filled in [`Read::take_parts`]) and their destination.
    pub(crate) fn set_valid(&mut self, parts: Arc<Parts>, destination: Option<Destination>) {
        self.outcome = Ok(parts);
        self.destination = destination;
    }

    /// Valid parts a reader made of its own strings, moved into the
    /// allocation of this reading's last parts ([`Read::take_parts`]),
    /// and their destination.
    pub(crate) fn set_valid_owned(&mut self, parts: Parts, destination: Option<Destination>) {
        let mut held = self.take_parts();
        *Arc::make_mut(&mut held) = parts;
        self.set_valid(held, destination);
    }

    /// Valid parts (filled in [`Read::take_parts`]), the destination
    /// written before ([`Read::set_place`], [`Read::copy_destination`]).
    pub(crate) fn set_parts(&mut self, parts: Arc<Parts>) {
        self.outcome = Ok(parts);
    }

    /// A destination to `host` (its name written into the string this
    /// reading's destination holds, [`set_target`]) and `port`.
    pub(crate) fn set_place(&mut self, host: Option<Place<'_>>, port: Option<u16>) {
        let d = self.destination.get_or_insert(Destination {
            host: None,
            port: None,
        });
        set_target(&mut d.host, host);
        d.port = port;
    }

    /// `destination`, copied into the one this reading holds
    /// ([`Destination`]'s `clone_from`).
    pub(crate) fn copy_destination(&mut self, destination: Option<&Destination>) {
        match (&mut self.destination, destination) {
            (Some(to), Some(from)) => to.clone_from(from),
            (to, from) => *to = from.cloned(),
        }
    }

    /// A refusal, with no destination, written over this reading.
    pub(crate) fn set_refused(&mut self, error: ReadError) {
        self.outcome = Err(error);
        self.destination = None;
    }
}

pub(crate) use crate::grammars::set;

/// `slot` set to `text`: an owned text moved in, a borrowed one written
/// into the string `slot` holds ([`set`]).
pub(crate) fn set_cow(slot: &mut Option<String>, text: Option<std::borrow::Cow<'_, str>>) {
    match text {
        Some(std::borrow::Cow::Owned(s)) => *slot = Some(s),
        other => set(slot, other.as_deref()),
    }
}

/// `slot` set to `value` as `Display` writes it (a port's number), into
/// the string `slot` holds ([`set`]).
pub(crate) fn set_shown(slot: &mut Option<String>, value: Option<impl fmt::Display>) {
    use fmt::Write as _;
    match value {
        Some(v) => {
            let s = slot.get_or_insert_with(String::new);
            s.clear();
            // Writing to a `String` does not fail.
            let _ = write!(s, "{v}");
        }
        None => *slot = None,
    }
}

/// Why a reader refuses an input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReadError {
    pub(crate) offset: Option<usize>,
    pub(crate) rule: Option<&'static str>,
    pub(crate) exception: Option<&'static str>,
    pub(crate) message: String,
}

impl ReadError {
    /// A grammar's error: the byte offset where the input stops being a
    /// prefix of any string its top rule accepts.
    #[must_use]
    pub fn offset(&self) -> Option<usize> {
        self.offset
    }

    /// A grammar's error: the innermost rule at the offset, as the ABNF
    /// names it.
    #[must_use]
    pub fn rule(&self) -> Option<&'static str> {
        self.rule
    }

    /// The exception the reader's API raises: urllib's `ValueError`
    /// (`None` for an input that is not UTF-8, which no `str` holds),
    /// java's `java.net.URISyntaxException`; `None` for a reader whose API
    /// raises none.
    #[must_use]
    pub fn exception(&self) -> Option<&'static str> {
        self.exception
    }

    /// Why, in words (for the URL Standard, the `url` crate's reason).
    #[must_use]
    pub fn message(&self) -> &str {
        &self.message
    }
}

impl fmt::Display for ReadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.offset, self.rule, self.exception) {
            (Some(at), Some(rule), _) => write!(f, "at byte {at} ({rule}): {}", self.message),
            (_, _, Some(e)) => write!(f, "{e}: {}", self.message),
            _ => f.write_str(&self.message),
        }
    }
}

impl std::error::Error for ReadError {}

impl ReadError {
    /// An error with only a message (and the exception a reader's API
    /// raises, when it has one).
    pub(crate) fn message_only(exception: Option<&'static str>, message: String) -> Self {
        ReadError {
            offset: None,
            rule: None,
            exception,
            message,
        }
    }

    /// No error yet: what a reading to be filled holds (no allocation).
    pub(crate) fn empty() -> Self {
        ReadError::message_only(None, String::new())
    }

    /// Why a reader of strings refuses bytes that are not UTF-8.
    pub(crate) fn not_utf8(at: usize) -> Self {
        ReadError::message_only(None, format!("not UTF-8 (invalid byte at offset {at})"))
    }
}
