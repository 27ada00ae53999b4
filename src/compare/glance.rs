//! A reading borrowed rather than copied: each part a slice of the input
//! (urllib's split), of the `url` crate's serialization (the URL
//! Standard's), or of a full [`Reading`] (every other reader), and the
//! destination's host a [`Place`] that borrows too.
//!
//! The consensus check ([`super::agree`], [`super::scan`]) judges glances,
//! so that a request path or a table scan copies no part of any reading;
//! urllib's and the URL Standard's full readings are their glances copied
//! out, so the two are one reading by construction.

use std::borrow::Cow;
use std::sync::Arc;

use crate::grammars::Parts;
use crate::urllib::{Python, SplitResult, Urllib};

use super::destination::{self, Place};
use super::reading::{self, Reading};
use super::verdict::{self, Stand, View};
use super::{Part, Reader};

/// One reader's reading, borrowed.
#[derive(Clone, Debug)]
pub(crate) struct Glance<'a> {
    urllib: bool,
    valid: bool,
    unsplit: &'static [&'static str],
    /// The eight parts of [`crate::grammars::PART_NAMES`], in that order.
    texts: [Option<Cow<'a, str>>; 8],
    /// `None` without a destination; else its host.
    place: Option<Option<Place<'a>>>,
    /// The full reading this glance borrows, when it borrows one (whose
    /// sharing says two glances are one reading).
    shared: Option<&'a Arc<Parts>>,
}

/// The index of `part` in [`Glance::texts`] (`None` for `valid`).
fn slot(part: Part) -> Option<usize> {
    match part {
        Part::Valid => None,
        Part::Scheme => Some(0),
        Part::Authority => Some(1),
        Part::Userinfo => Some(2),
        Part::Host => Some(3),
        Part::Port => Some(4),
        Part::Path => Some(5),
        Part::Query => Some(6),
        Part::Fragment => Some(7),
    }
}

impl<'a> Glance<'a> {
    /// A reader's refusal.
    fn invalid(urllib: bool) -> Self {
        Glance {
            urllib,
            valid: false,
            unsplit: &[],
            texts: Default::default(),
            place: None,
            shared: None,
        }
    }

    /// A full reading, borrowed.
    fn of(r: &'a Reading) -> Self {
        let Ok(p) = &r.outcome else {
            return Glance::invalid(r.is_urllib());
        };
        let b = |t: &'a Option<String>| t.as_deref().map(Cow::Borrowed);
        Glance {
            urllib: r.is_urllib(),
            valid: true,
            unsplit: p.unsplit,
            texts: [
                b(&p.scheme),
                b(&p.authority),
                b(&p.userinfo),
                b(&p.host),
                b(&p.port),
                b(&p.path),
                b(&p.query),
                b(&p.fragment),
            ],
            place: r.place(),
            shared: Some(p),
        }
    }

    /// `urlsplit(text)`'s result `r` read as urllib's parts. The netloc is
    /// the authority; userinfo, host and port are its pieces as
    /// `SplitResult` cuts them (before the last `@`; the host keeps its
    /// brackets and its case). `urlsplit` cannot tell an empty query or
    /// fragment from none: `""` is what it gives for both.
    pub(crate) fn urllib(text: &str, r: &'a SplitResult<'_>) -> Self {
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
            (Cow::Owned(h), true) => destination::urllib_host(h).map(owned),
        };
        Glance {
            urllib: true,
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

    /// The URL Standard's parts of `url`: what its API gives (see
    /// [`super::whatwg`]), borrowed from its serialization.
    #[cfg(feature = "whatwg")]
    pub(crate) fn whatwg(url: &'a url::Url) -> Self {
        use url::{Host, Position};
        let username = url.username();
        let userinfo = match url.password() {
            Some(p) => Some(Cow::Owned(format!("{username}:{p}"))),
            None if username.is_empty() => None,
            None => Some(Cow::Borrowed(username)),
        };
        let host = match url.host_str() {
            Some(h) => Some(h),
            None if url.has_authority() => Some(""),
            None => None,
        };
        let place = match url.host() {
            Some(Host::Domain(d)) if url.is_special() => Some(destination::named(Cow::Borrowed(d))),
            // An opaque host (a scheme the Standard does not know) is
            // looked up by no fetch; it is read as a grammar's reg-name.
            Some(Host::Domain(d)) => destination::reg_name(d),
            Some(Host::Ipv4(a)) => Some(Place::Ipv4(a)),
            Some(Host::Ipv6(a)) => Some(Place::Ipv6(a, None)),
            None => None,
        };
        // The port's digits as the serialization writes them (the number's
        // decimal form).
        let port = url
            .port()
            .map(|_| Cow::Borrowed(&url[Position::BeforePort..Position::AfterPort]));
        Glance {
            urllib: false,
            valid: true,
            unsplit: super::whatwg::UNSPLIT,
            texts: [
                Some(Cow::Borrowed(url.scheme())),
                None,
                userinfo,
                host.map(Cow::Borrowed),
                port,
                Some(Cow::Borrowed(url.path())),
                url.query().map(Cow::Borrowed),
                url.fragment().map(Cow::Borrowed),
            ],
            place: Some(place),
            shared: None,
        }
    }

    /// The parts copied out: those of `need`, and every part the
    /// destination and the port's verdict read (scheme, userinfo, host,
    /// port).
    pub(crate) fn to_parts(&self, need: &[Part]) -> Parts {
        let text = |part: Part| {
            let wanted = !matches!(
                part,
                Part::Authority | Part::Path | Part::Query | Part::Fragment
            ) || need.contains(&part);
            self.text(part).filter(|_| wanted).map(str::to_owned)
        };
        Parts {
            scheme: text(Part::Scheme),
            authority: text(Part::Authority),
            userinfo: text(Part::Userinfo),
            host: text(Part::Host),
            port: text(Part::Port),
            path: text(Part::Path),
            query: text(Part::Query),
            fragment: text(Part::Fragment),
            unsplit: self.unsplit,
        }
    }

    /// The destination's host, owned.
    pub(crate) fn target(&self) -> Option<super::Target> {
        self.place
            .as_ref()
            .and_then(Option::as_ref)
            .map(|p| p.clone().into_target())
    }
}

/// `p` owning what it borrows.
fn owned(p: Place<'_>) -> Place<'static> {
    match p {
        Place::Name(n) => Place::Name(Cow::Owned(n.into_owned())),
        Place::Ipv4(a) => Place::Ipv4(a),
        Place::Ipv6(a, z) => Place::Ipv6(a, z.map(|z| Cow::Owned(z.into_owned()))),
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

impl View for Glance<'_> {
    fn is_urllib(&self) -> bool {
        self.urllib
    }
    fn is_valid(&self) -> bool {
        self.valid
    }
    fn unsplit(&self) -> &[&'static str] {
        self.unsplit
    }
    fn text(&self, part: Part) -> Option<&str> {
        self.texts[slot(part)?].as_deref()
    }
    fn place(&self) -> Option<Option<Place<'_>>> {
        self.place.as_ref().map(|p| p.as_ref().map(reborrow))
    }
    fn shares(&self, other: &Self) -> bool {
        match (self.shared, other.shared) {
            (Some(a), Some(b)) => Arc::ptr_eq(a, b),
            _ => false,
        }
    }
}

/// A place borrowed from `p`.
fn reborrow<'b>(p: &'b Place<'_>) -> Place<'b> {
    match p {
        Place::Name(n) => Place::Name(Cow::Borrowed(n)),
        Place::Ipv4(a) => Place::Ipv4(*a),
        Place::Ipv6(a, z) => Place::Ipv6(*a, z.as_deref().map(Cow::Borrowed)),
    }
}

/// What each reader made of one input, held while its glances borrow it:
/// the input as text, urllib's split (of the first urllib reader's
/// release), the URL Standard's parse, and every other reader's full
/// reading.
pub(crate) struct Held<'i> {
    text: Option<&'i str>,
    split: Option<(Python, Option<SplitResult<'i>>)>,
    #[cfg(feature = "whatwg")]
    url: Option<Option<url::Url>>,
    full: Vec<Reading>,
}

impl<'i> Held<'i> {
    /// `input` read by each of `readers` (urllib and the URL Standard once
    /// each; the others in full, only the parts of `need`). The parts of
    /// the glances that `need` leaves out may be wrong (the URL Standard's
    /// path of a prefix): only those of `need` are judged.
    pub(crate) fn read(readers: &[Reader], input: &'i [u8], need: &[Part]) -> Self {
        let text = std::str::from_utf8(input).ok();
        let mut held = Held {
            text,
            split: None,
            #[cfg(feature = "whatwg")]
            url: None,
            full: Vec::new(),
        };
        for &reader in readers {
            match reader {
                Reader::Urllib(python) if held.split.is_none() => {
                    let split = text.and_then(|t| Urllib::new(python).urlsplit(t).ok());
                    held.split = Some((python, split));
                }
                Reader::Urllib(python) if held.split.as_ref().is_some_and(|s| s.0 == python) => {}
                #[cfg(feature = "whatwg")]
                Reader::Whatwg => {
                    if held.url.is_none() {
                        // With no path, query or fragment to compare, the
                        // prefix that holds the destination is read (see
                        // `whatwg::destination_prefix`).
                        let whole = need
                            .iter()
                            .any(|p| matches!(p, Part::Path | Part::Query | Part::Fragment));
                        held.url = Some(text.and_then(|t| {
                            let t = if whole {
                                t
                            } else {
                                super::whatwg::destination_prefix(t)
                            };
                            url::Url::parse(t).ok()
                        }));
                    }
                }
                _ => {
                    let r = reading::read_next(reader, input, &held.full, need);
                    held.full.push(r);
                }
            }
        }
        held
    }

    /// The glances of `readers` (those [`Held::read`] was given), in order.
    pub(crate) fn glances(&self, readers: &[Reader]) -> Vec<Glance<'_>> {
        let text = self.text.unwrap_or("");
        let mut full = self.full.iter();
        readers
            .iter()
            .map(|&reader| match (reader, &self.split) {
                (Reader::Urllib(python), Some((p, split))) if *p == python => split
                    .as_ref()
                    .map_or_else(|| Glance::invalid(true), |s| Glance::urllib(text, s)),
                #[cfg(feature = "whatwg")]
                (Reader::Whatwg, _) => self
                    .url
                    .as_ref()
                    .and_then(Option::as_ref)
                    .map_or_else(|| Glance::invalid(false), Glance::whatwg),
                _ => full
                    .next()
                    .map_or_else(|| Glance::invalid(false), Glance::of),
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
