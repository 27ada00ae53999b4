//! One reader's reading of an input: its parts and its destination, or why
//! it has none.

use std::fmt;
use std::sync::Arc;

use crate::grammars::{Grammar, Octets, Parts};
use crate::urllib::{Python, Urllib};

use super::destination::{self, Destination};
use super::glance::Glance;
use super::{Part, Reader};

/// How one reader reads an input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reading {
    pub(crate) reader: Reader,
    // Shared: readers that read an input alike (RFC 3986 and the grammars
    // that extend it, on an input RFC 3986 accepts) hold one copy.
    pub(crate) outcome: Result<Arc<Parts>, ReadError>,
    pub(crate) destination: Option<Arc<Destination>>,
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
        self.outcome.as_deref()
    }

    /// Whether the reader accepts the input.
    #[must_use]
    pub fn is_valid(&self) -> bool {
        self.outcome.is_ok()
    }

    /// The parts of a valid reading.
    #[must_use]
    pub fn parts(&self) -> Option<&Parts> {
        self.outcome.as_deref().ok()
    }

    /// Where a valid reading's client would connect
    /// (the rules of [`Destination`]); `None` when the reading is
    /// invalid or leaves its host unsplit (RFC 1808's `net_loc`, RFC 1945's
    /// `absoluteURI`).
    #[must_use]
    pub fn destination(&self) -> Option<&Destination> {
        self.destination.as_deref()
    }

    /// Whether `self` holds the very readings of `other` (shared, so
    /// alike without looking).
    pub(crate) fn shares(&self, other: &Reading) -> bool {
        match (&self.outcome, &other.outcome) {
            (Ok(a), Ok(b)) => Arc::ptr_eq(a, b),
            _ => false,
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

/// The grammars that read an input RFC 3986 accepts exactly as RFC 3986
/// does: RFC 6874 only adds a zone ID to an IPv6 literal (which RFC 3986
/// refuses), and RFC 3987's rules are RFC 3986's for ASCII characters
/// (its additions, `ucschar` and `iprivate`, are all above U+007F, and an
/// input RFC 3986 accepts is ASCII). Their readings of such an input are
/// RFC 3986's, shared rather than read again.
const AS_RFC3986: [&str; 2] = ["rfc6874", "rfc3987"];

/// Whether RFC 9112 reads `r`, RFC 3986's valid reading of an input, as RFC
/// 3986 does: a URI with a scheme, an authority and no fragment is an
/// `absolute-URI`, and so a request-target in absolute-form (RFC 9112
/// section 3.2.2), split as RFC 3986 splits it; it is no other form, since
/// origin-form starts with `/`, asterisk-form is `*` and authority-form
/// (`host:port`) has no `//`.
fn as_rfc9112(r: &Reading) -> bool {
    r.parts()
        .is_some_and(|p| p.scheme.is_some() && p.authority.is_some() && p.fragment.is_none())
}

/// Each of `readers`' readings of `input`, in order; a reading that must
/// equal one made before (see [`AS_RFC3986`] and [`as_rfc9112`]) shares
/// it.
///
/// Only the parts of `need` are compared later: a reader that copies its
/// parts out of something of its own (urllib, java, the URL Standard)
/// leaves the others out (`None`), which [`super::agree`] asks of it.
pub(crate) fn read_all(readers: &[Reader], input: &[u8], need: &[Part]) -> Vec<Reading> {
    let mut out: Vec<Reading> = Vec::with_capacity(readers.len());
    for &reader in readers {
        let r = read_next(reader, input, &out, need);
        out.push(r);
    }
    out
}

/// `reader`'s reading of `input` after the readings `before`: shared with
/// one of them when it must equal it (see [`read_all`]).
pub(crate) fn read_next(
    reader: Reader,
    input: &[u8],
    before: &[Reading],
    need: &[Part],
) -> Reading {
    let rfc3986 = || {
        before.iter().find(|r| {
            r.is_valid() && matches!(r.reader, Reader::Grammar(h) if h.name() == "rfc3986")
        })
    };
    let same = match reader {
        Reader::Grammar(g) if AS_RFC3986.contains(&g.name()) => rfc3986(),
        Reader::Grammar(g) if g.name() == "rfc9112" => rfc3986().filter(|r| as_rfc9112(r)),
        _ => None,
    };
    match same {
        Some(r) => Reading {
            reader,
            outcome: r.outcome.clone(),
            destination: r.destination.clone(),
        },
        None => read(reader, input, before, need),
    }
}

/// `reader`'s reading of `input`; `before` are the readings made of it so
/// far, whose destinations a grammar's reading may share.
pub(crate) fn read(reader: Reader, input: &[u8], before: &[Reading], need: &[Part]) -> Reading {
    let (outcome, destination) = match reader {
        Reader::Grammar(g) => return grammar(g, input, before),
        Reader::Urllib(python) => urllib(python, input, need),
        Reader::Java => super::java::read(input, need),
        #[cfg(feature = "whatwg")]
        Reader::Whatwg => super::whatwg::read(input, need),
    };
    Reading {
        reader,
        outcome: outcome.map(Arc::new),
        destination: destination.map(Arc::new),
    }
}

type Outcome = (Result<Parts, ReadError>, Option<Destination>);

/// A grammar's reading: one pass of its top rule's verdict, and only for an
/// invalid input a second for its error. A part that is not UTF-8 (RFC
/// 1945 reads octets) is written `\xNN`.
fn grammar(g: &'static Grammar, input: &[u8], before: &[Reading]) -> Reading {
    let reader = Reader::Grammar(g);
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
        return Reading {
            reader,
            outcome: Err(error),
            destination: None,
        };
    }
    let mut parts = g.parts_of_valid(input, Octets::Escaped);
    if parts.authority.is_some() && parts.host.is_none() && parts.unsplit.is_empty() {
        // RFC 2396 section 3.2.1: a registry-based authority's structure is
        // the scheme's; it has no userinfo, host or port to compare, as
        // RFC 1808's `net_loc` has none.
        parts.unsplit = REGISTRY_UNSPLIT;
    }
    let destination = (!parts.unsplit.contains(&"host")).then(|| {
        // A grammar's destination depends on its host, scheme and port
        // alone: one already made from the same three is shared.
        let same = before.iter().find(|r| {
            matches!(r.reader, Reader::Grammar(_))
                && r.destination.is_some()
                && r.parts().is_some_and(|p| {
                    p.host == parts.host && p.port == parts.port && p.scheme == parts.scheme
                })
        });
        match same.and_then(|r| r.destination.clone()) {
            Some(d) => d,
            None => Arc::new(Destination {
                host: parts
                    .host
                    .as_deref()
                    .and_then(destination::grammar_host)
                    .map(destination::Place::into_target),
                port: destination::port_of(parts.scheme.as_deref(), parts.port.as_deref())
                    .ok()
                    .flatten(),
            }),
        }
    });
    Reading {
        reader,
        outcome: Ok(Arc::new(parts)),
        destination,
    }
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

/// `urlsplit(text)` as CPython `python` splits it, read as
/// [`Glance::urllib`] reads it, the parts of `need` copied out.
fn urllib(python: Python, bytes: &[u8], need: &[Part]) -> Outcome {
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
    let g = Glance::urllib(text, &r);
    let parts = g.to_parts(need);
    let destination = Destination {
        host: g.target(),
        port: destination::port_of(parts.scheme.as_deref(), parts.port.as_deref())
            .ok()
            .flatten(),
    };
    (Ok(parts), Some(destination))
}
