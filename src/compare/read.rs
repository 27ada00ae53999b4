//! What one reader made of an input, before it is named by its reader:
//! its parts and destination, or why it refuses the input.

use std::fmt;
use std::sync::Arc;

use crate::grammars::Parts;

use super::destination::Destination;

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

    /// Valid parts and their destination.
    pub(crate) fn valid(parts: Parts, destination: Option<Destination>) -> Self {
        Read {
            outcome: Ok(Arc::new(parts)),
            destination,
        }
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

    /// Why a reader of strings refuses bytes that are not UTF-8.
    pub(crate) fn not_utf8(at: usize) -> Self {
        ReadError::message_only(None, format!("not UTF-8 (invalid byte at offset {at})"))
    }
}
