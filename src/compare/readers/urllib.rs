//! urllib as a CPython release splits: `urllib.parse.urlsplit(text)`
//! through [`crate::urllib`], checked answer for answer against each
//! release's interpreter.
//!
//! The parts: scheme (`SplitResult.scheme`; absent when `""`), authority
//! (`netloc`; absent when the input has no `//` where urlsplit looks for
//! one, `""` when it has one with nothing in it), userinfo, host and port
//! as `SplitResult` cuts the netloc (before the last `@`; the host keeps
//! its brackets and its case), path, query and fragment as `SplitResult`
//! gives them: `""` for an empty query or fragment and for none, which
//! urlsplit cannot tell apart. A failure is Python's `ValueError`.
//!
//! The destination is where Python's socket connects given the host
//! ([`destination::urllib_host`]): the `idna` codec (IDNA 2003), then
//! `getaddrinfo`'s numeric forms (`inet_aton`'s IPv4, IPv6) on its result,
//! else a DNS name.

use std::borrow::Cow;
use std::sync::Arc;

use crate::urllib::{Python, SplitResult, Urllib};

use super::super::destination;
use super::super::glance::{self, Glance, Hold};
use super::super::group::Group;
use super::super::part::Part;
use super::super::read::{Read, ReadError};
use super::unit::{Known, Unit};

/// urllib as one CPython release splits.
#[derive(Debug)]
pub(super) struct UrllibReader(Python);

/// One unit per release, so that a reader is a `&'static` unit.
static RELEASES: [UrllibReader; 5] = [
    UrllibReader(Python::V3_9),
    UrllibReader(Python::V3_10),
    UrllibReader(Python::V3_11),
    UrllibReader(Python::V3_12),
    UrllibReader(Python::V3_13),
];

/// The unit of `python`'s urlsplit.
pub(super) fn unit(python: Python) -> &'static dyn Unit {
    RELEASES
        .iter()
        .find(|r| r.0 == python)
        .unwrap_or(&RELEASES[2])
}

/// urlsplit's `""` for an empty query or fragment and for none.
const EMPTY_FOR_ABSENT: &[Part] = &[Part::Query, Part::Fragment];

impl Unit for UrllibReader {
    fn name(&self) -> &'static str {
        "urllib"
    }

    fn library(&self) -> &'static str {
        "CPython's urllib.parse.urlsplit"
    }

    fn release(&self) -> &'static str {
        self.0.patch()
    }

    fn used_by(&self) -> &'static str {
        "Python code that checks a URL before requests, urllib or aiohttp fetch it"
    }

    /// urllib.request fetches what urlsplit reads.
    fn groups(&self) -> &'static [Group] {
        &[Group::Clients, Group::Python]
    }

    fn unresolvable(&self) -> &'static str {
        "Python's idna codec refuses it: an empty or over-long label, or a character nameprep refuses"
    }

    fn empty_for_absent(&self) -> &'static [Part] {
        EMPTY_FOR_ABSENT
    }

    /// Its glance ([`UrllibReader::glance`]) with the parts of `need`
    /// copied out.
    fn resolution(&self) -> Option<&'static str> {
        Some("urllib.parse.urljoin(base, url)")
    }

    /// `urljoin(base, reference)` as the release joins: what Python code
    /// does with a `Location` header before it fetches.
    fn resolve(&self, base: &[u8], reference: &[u8]) -> Option<Result<String, ReadError>> {
        let python = self.0;
        Some((|| {
            let b = utf8(python, base, "base")?;
            let r = utf8(python, reference, "reference")?;
            Urllib::new(self.0)
                .urljoin(b, r)
                .map(Cow::into_owned)
                .map_err(|e| ReadError::message_only(Some("ValueError"), e.to_string()))
        })())
    }

    fn fill(
        &self,
        input: &[u8],
        text: Option<&str>,
        need: &[Part],
        _: &Known<'_>,
        into: &mut Read,
    ) {
        let Some(text) = text else {
            return into.set_refused(ReadError::message_only(None, not_utf8(self.0, input)));
        };
        let r = match Urllib::new(self.0).urlsplit(text) {
            Ok(r) => r,
            Err(e) => {
                return into
                    .set_refused(ReadError::message_only(Some("ValueError"), e.to_string()));
            }
        };
        let g = glance_of(text, &r);
        let mut parts = into.take_parts();
        let p = Arc::make_mut(&mut parts);
        g.fill_parts(need, p);
        let port = destination::port_of(p.scheme.as_deref(), p.port.as_deref());
        into.set_place(g.place(), port.ok().flatten());
        into.set_parts(parts);
    }

    fn hold<'i>(&self, text: Option<&'i str>, _need: &[Part]) -> Option<Hold<'i>> {
        Some(Hold::Split(
            text.and_then(|t| Urllib::new(self.0).urlsplit(t).ok()),
        ))
    }

    fn glance<'h>(&self, held: &'h Hold<'_>, text: &'h str) -> Glance<'h> {
        match held {
            Hold::Split(Some(r)) => glance_of(text, r),
            _ => Glance::invalid(EMPTY_FOR_ABSENT),
        }
    }
}

/// `bytes` as the `str` Python's `urljoin` takes, or why there is none.
fn utf8<'a>(python: Python, bytes: &'a [u8], what: &str) -> Result<&'a str, ReadError> {
    std::str::from_utf8(bytes).map_err(|_| {
        ReadError::message_only(None, format!("the {what}: {}", not_utf8(python, bytes)))
    })
}

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

/// `urlsplit(text)`'s result `r` read as urllib's parts (the module's doc).
fn glance_of<'a>(text: &str, r: &'a SplitResult<'_>) -> Glance<'a> {
    let netloc: &'a str = &r.netloc;
    let has_netloc = !netloc.is_empty() || has_empty_netloc(text, &r.scheme);
    let (userinfo, hostinfo) = match netloc.rfind('@') {
        Some(at) => (Some(&netloc[..at]), &netloc[at + 1..]),
        None => (None, netloc),
    };
    let (host, port): (Cow<'a, str>, Option<&'a str>) = match hostinfo.find('[') {
        Some(open) => match hostinfo[open..].find(']') {
            Some(close) => {
                let end = open + close + 1;
                let port = hostinfo[end..].split_once(':').map(|(_, p)| p);
                (Cow::Borrowed(&hostinfo[open..end]), port)
            }
            None => (Cow::Owned(format!("{}]", &hostinfo[open..])), None),
        },
        None => match hostinfo.split_once(':') {
            Some((h, p)) => (Cow::Borrowed(h), Some(p)),
            None => (Cow::Borrowed(hostinfo), None),
        },
    };
    let port = port.filter(|p| !p.is_empty());
    let scheme: &'a str = &r.scheme;
    let place = match (&host, has_netloc) {
        (_, false) => None,
        (Cow::Borrowed(h), true) => destination::urllib_host(h),
        (Cow::Owned(h), true) => destination::urllib_host(h).map(glance::owned),
    };
    Glance {
        empty_for_absent: EMPTY_FOR_ABSENT,
        valid: true,
        unsplit: &[],
        texts: [
            Some(Cow::Borrowed(scheme)).filter(|s| !s.is_empty()),
            has_netloc.then_some(Cow::Borrowed(netloc)),
            userinfo.map(Cow::Borrowed),
            has_netloc.then_some(host),
            port.map(Cow::Borrowed),
            Some(Cow::Borrowed(&*r.path)),
            Some(Cow::Borrowed(&*r.query)),
            Some(Cow::Borrowed(&*r.fragment)),
        ],
        place: Some(place),
        shared: None,
    }
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
