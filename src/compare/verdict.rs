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
//! - every other part: the same text, absent being no text. urlsplit's
//!   `""` for a query or fragment agrees with an absent one and an empty
//!   one, since it cannot tell them apart.
//!
//! Only valid readings that split a part are compared on it; `valid` is
//! the part that differs when some readers accept the input and some
//! refuse it.

use std::fmt;
use std::str::FromStr;

use super::destination::{self, Place, Target};
use super::{Reader, Reading};
use crate::grammars::Parts;

/// A part of a reading that the verdict looks at.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Part {
    /// Whether the reader accepts the input.
    Valid,
    /// The scheme.
    Scheme,
    /// The authority (the URL Standard has none).
    Authority,
    /// The userinfo.
    Userinfo,
    /// The host, as a destination.
    Host,
    /// The port, as a number.
    Port,
    /// The path.
    Path,
    /// The query.
    Query,
    /// The fragment.
    Fragment,
}

impl Part {
    /// Every part, in the verdict's order: `valid`, then the eight of
    /// [`crate::grammars::PART_NAMES`].
    pub const ALL: [Part; 9] = [
        Part::Valid,
        Part::Scheme,
        Part::Authority,
        Part::Userinfo,
        Part::Host,
        Part::Port,
        Part::Path,
        Part::Query,
        Part::Fragment,
    ];

    /// An SSRF filter's question: who is contacted, as whom.
    ///
    /// ```
    /// use urigram::compare::{self, Part, Reader};
    /// let readers = Reader::parse_list("whatwg,urllib", Default::default()).unwrap();
    /// assert!(!compare::agree("https://good.example:443\\@evil.example/", &readers, &Part::DESTINATION));
    /// assert!(compare::agree("https://GOOD.example:443/", &readers, &Part::DESTINATION));
    /// ```
    pub const DESTINATION: [Part; 4] = [Part::Scheme, Part::Userinfo, Part::Host, Part::Port];

    /// The part's name (`valid`, `scheme`, ...).
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Part::Valid => "valid",
            Part::Scheme => "scheme",
            Part::Authority => "authority",
            Part::Userinfo => "userinfo",
            Part::Host => "host",
            Part::Port => "port",
            Part::Path => "path",
            Part::Query => "query",
            Part::Fragment => "fragment",
        }
    }

    /// Parts named in a comma-separated list (`scheme,host`), each once,
    /// in [`Part::ALL`]'s order.
    ///
    /// # Errors
    ///
    /// A name no part has.
    pub fn parse_list(list: &str) -> Result<Vec<Part>, UnknownPart> {
        let mut named = Vec::new();
        for name in list.split(',').map(str::trim) {
            named.push(name.parse::<Part>()?);
        }
        Ok(Part::ALL
            .into_iter()
            .filter(|p| named.contains(p))
            .collect())
    }
}

/// A part's name that no part has.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownPart(pub String);

impl fmt::Display for UnknownPart {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<&str> = Part::ALL.iter().map(|p| p.name()).collect();
        write!(
            f,
            "no part named '{}' (parts: {})",
            self.0,
            names.join(", ")
        )
    }
}

impl std::error::Error for UnknownPart {}

impl FromStr for Part {
    type Err = UnknownPart;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Part::ALL
            .into_iter()
            .find(|p| p.name() == s)
            .ok_or_else(|| UnknownPart(s.to_owned()))
    }
}

impl fmt::Display for Part {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

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

/// What the verdict reads of a reading: [`Reading`] (owned parts, what
/// [`super::compare`] shows) and the consensus check's borrowed glance
/// ([`super::glance`]) are judged by this one verdict.
pub(crate) trait View {
    /// Whether the reader is urllib (whose `""` query or fragment is loose).
    fn is_urllib(&self) -> bool;
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
}

impl View for Reading {
    fn is_urllib(&self) -> bool {
        matches!(self.reader, Reader::Urllib(_))
    }
    fn is_valid(&self) -> bool {
        Reading::is_valid(self)
    }
    fn unsplit(&self) -> &[&'static str] {
        self.parts().map_or(&[], |p| p.unsplit)
    }
    fn text(&self, part: Part) -> Option<&str> {
        self.parts().and_then(|p| text_of(p, part))
    }
    fn place(&self) -> Option<Option<Place<'_>>> {
        self.destination()
            .map(|d| d.host.as_ref().map(Target::place))
    }
    fn shares(&self, other: &Self) -> bool {
        Reading::shares(self, other)
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
            (Key::Folded(a), Key::Folded(b)) => folded_eq(a, b),
            (Key::Authority(ua, ha), Key::Authority(ub, hb)) => ua == ub && folded_eq(ha, hb),
            (Key::Target(a), Key::Target(b)) => a.same(b),
            (Key::Text(a), Key::Text(b)) => a == b,
            (Key::Port(a), Key::Port(b)) => a == b,
            (Key::None, Key::None) => true,
            _ => false,
        }
    }
}

/// Whether `a` and `b` are one text up to ASCII case: most are the same
/// bytes, which one comparison of memory says.
#[inline]
pub(crate) fn folded_eq(a: &str, b: &str) -> bool {
    a == b || a.eq_ignore_ascii_case(b)
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

/// Whether `r` is urllib's reading with `""` for a query or fragment.
fn loose<R: View>(r: &R, part: Part) -> bool {
    r.is_urllib()
        && matches!(part, Part::Query | Part::Fragment)
        && r.text(part).is_some_and(str::is_empty)
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
                let (user, host) = a.split_at(a.rfind('@').map_or(0, |at| at + 1));
                Key::Authority(user, host)
            }
        },
        _ => r.text(part).map_or(Key::None, Key::Text),
    }
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
    let name = part.name();
    let split = |r: &&R| r.is_valid() && !r.unsplit().contains(&name);
    let mut first: Option<(Key<'_>, Option<&str>)> = None;
    let mut first_reading: Option<&R> = None;
    let mut spelled = false;
    let mut loose_seen = false;
    for r in readings.iter().filter(split) {
        if loose(r, part) {
            loose_seen = true;
            continue;
        }
        // A reading shared with the first is the first: nothing to compare.
        if first_reading.is_some_and(|f| r.shares(f)) {
            continue;
        }
        first_reading.get_or_insert(r);
        let k = key(r, part);
        let text = r.text(part);
        match &first {
            None => first = Some((k, text)),
            Some((k0, t0)) => {
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
