//! One reader's reading of an input: its parts and its destination, or why
//! it has none.

use std::fmt;

use crate::grammars::{Grammar, Octets, Parts};
use crate::urllib::{Python, Urllib};

use super::Reader;
use super::destination::{self, Destination};

/// How one reader reads an input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reading {
    pub(crate) reader: Reader,
    pub(crate) outcome: Result<Parts, ReadError>,
    pub(crate) destination: Option<Destination>,
}

impl Reading {
    /// The reader.
    #[must_use]
    pub fn reader(&self) -> Reader {
        self.reader
    }

    /// The parts (of [`crate::grammars::PART_NAMES`]), or why the reader
    /// refuses the input.
    ///
    /// # Errors
    ///
    /// The reader refuses the input.
    pub fn outcome(&self) -> Result<&Parts, &ReadError> {
        self.outcome.as_ref()
    }

    /// Whether the reader accepts the input.
    #[must_use]
    pub fn is_valid(&self) -> bool {
        self.outcome.is_ok()
    }

    /// The parts of a valid reading.
    #[must_use]
    pub fn parts(&self) -> Option<&Parts> {
        self.outcome.as_ref().ok()
    }

    /// Where a valid reading's client would connect
    /// (the rules of [`Destination`]); `None` when the reading is
    /// invalid or leaves its host unsplit (RFC 1808's `net_loc`, RFC 1945's
    /// `absoluteURI`).
    #[must_use]
    pub fn destination(&self) -> Option<&Destination> {
        self.destination.as_ref()
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

    /// urllib's error: the Python exception `urlsplit` raises
    /// (`ValueError`); `None` for an input that is not UTF-8, which no
    /// `str` holds.
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

/// `reader`'s reading of `input`.
pub(crate) fn read(reader: Reader, input: &[u8]) -> Reading {
    let (outcome, destination) = match reader {
        Reader::Grammar(g) => grammar(g, input),
        Reader::Urllib(python) => urllib(python, input),
        #[cfg(feature = "whatwg")]
        Reader::Whatwg => super::whatwg::read(input),
    };
    Reading {
        reader,
        outcome,
        destination,
    }
}

type Outcome = (Result<Parts, ReadError>, Option<Destination>);

/// A grammar's reading: one pass of its top rule's verdict, and only for an
/// invalid input a second for its error. A part that is not UTF-8 (RFC
/// 1945 reads octets) is written `\xNN`.
fn grammar(g: &'static Grammar, input: &[u8]) -> Outcome {
    let top = g.top_rule();
    if !top.is_valid(input)
        && let Err(e) = top.check(input)
    {
        let error = ReadError {
            offset: Some(e.offset()),
            rule: Some(e.rule().abnf_name()),
            exception: None,
            message: e.message(),
        };
        return (Err(error), None);
    }
    let mut parts = g.parts_of_valid(input, Octets::Escaped);
    if parts.authority.is_some() && parts.host.is_none() && parts.unsplit.is_empty() {
        // RFC 2396 section 3.2.1: a registry-based authority's structure is
        // the scheme's; it has no userinfo, host or port to compare, as
        // RFC 1808's `net_loc` has none.
        parts.unsplit = REGISTRY_UNSPLIT;
    }
    let destination = (!parts.unsplit.contains(&"host")).then(|| Destination {
        host: parts.host.as_deref().and_then(destination::grammar_host),
        port: destination::port_of(parts.scheme.as_deref(), parts.port.as_deref())
            .ok()
            .flatten(),
    });
    (Ok(parts), destination)
}

/// What a registry-based authority leaves unsplit.
const REGISTRY_UNSPLIT: &[&str] = &["userinfo", "host", "port"];

/// Why urllib has no reading of an input that is not UTF-8: no Python
/// `str` holds it; and CPython's `urlsplit` given the bytes decodes them as
/// ASCII first, which fails on the first byte above 0x7F.
#[must_use]
pub fn not_utf8(python: Python, bytes: &[u8]) -> String {
    let at = std::str::from_utf8(bytes)
        .err()
        .map_or(0, |e| e.valid_up_to());
    let mut msg = format!("not UTF-8 (invalid byte at offset {at})");
    if let Err(e) = Urllib::new(python).urlsplit_bytes(bytes, b"", true) {
        msg.push_str(&format!(
            "; urlsplit() of the bytes raises UnicodeDecodeError: {e}"
        ));
    }
    msg
}

/// `urlsplit(text)` as CPython `python` splits it. The netloc is the
/// authority; userinfo, host and port are its pieces as `SplitResult` cuts
/// them (before the last `@`; the host keeps its brackets and its case).
/// `urlsplit` cannot tell an empty query or fragment from none: `""` is
/// what it gives for both.
fn urllib(python: Python, bytes: &[u8]) -> Outcome {
    let Ok(text) = std::str::from_utf8(bytes) else {
        let error = ReadError {
            offset: None,
            rule: None,
            exception: None,
            message: not_utf8(python, bytes),
        };
        return (Err(error), None);
    };
    let r = match Urllib::new(python).urlsplit(text) {
        Ok(r) => r,
        Err(e) => {
            let error = ReadError {
                offset: None,
                rule: None,
                exception: Some("ValueError"),
                message: e.to_string(),
            };
            return (Err(error), None);
        }
    };
    let netloc: &str = &r.netloc;
    let has_netloc = !netloc.is_empty() || has_empty_netloc(text, &r.scheme);
    let (userinfo, hostinfo) = match netloc.rfind('@') {
        Some(at) => (Some(&netloc[..at]), &netloc[at + 1..]),
        None => (None, netloc),
    };
    let (host, port) = match hostinfo.split_once('[') {
        Some((_, bracketed)) => {
            let (inside, after) = bracketed.split_once(']').unwrap_or((bracketed, ""));
            let port = after.split_once(':').map(|(_, p)| p);
            (format!("[{inside}]"), port)
        }
        None => match hostinfo.split_once(':') {
            Some((h, p)) => (h.to_owned(), Some(p)),
            None => (hostinfo.to_owned(), None),
        },
    };
    let port = port.filter(|p| !p.is_empty());
    let scheme = Some(r.scheme.to_string()).filter(|s| !s.is_empty());
    let destination = Destination {
        host: has_netloc
            .then(|| destination::urllib_host(&host))
            .flatten(),
        port: destination::port_of(scheme.as_deref(), port).ok().flatten(),
    };
    let parts = Parts {
        scheme,
        authority: has_netloc.then(|| netloc.to_owned()),
        userinfo: userinfo.map(str::to_owned),
        host: has_netloc.then_some(host),
        port: port.map(str::to_owned),
        path: Some(r.path.to_string()),
        query: Some(r.query.to_string()),
        fragment: Some(r.fragment.to_string()),
        unsplit: &[],
    };
    (Ok(parts), Some(destination))
}

/// Whether the input has `//` with an empty netloc where urlsplit looks for
/// one (right after the scheme's colon, or at the start).
fn has_empty_netloc(text: &str, scheme: &str) -> bool {
    let t = text.trim_start_matches(|c: char| c <= ' ');
    let rest = if scheme.is_empty() {
        t
    } else {
        t.get(scheme.len() + 1..).unwrap_or("")
    };
    rest.starts_with("//")
}
