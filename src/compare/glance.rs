//! A reading borrowed rather than copied: each part a slice of the input
//! (urllib's split), of the `url` crate's serialization (the URL
//! Standard's), or of a full reading (every other reader), and the
//! destination's host a [`Place`] that borrows too.
//!
//! The consensus check (`agree`, `scan`) judges glances,
//! so that a request path or a table scan copies no part of any reading;
//! a reader that glances ([`super::readers::Unit::hold`]) makes its full
//! reading by copying its glance out, so the two are one reading by
//! construction.

use std::borrow::Cow;
use std::sync::Arc;

use crate::grammars::Parts;
use crate::urllib::SplitResult;

use super::destination::{Place, Target};
use super::part::Part;
use super::read::{Read, set};
use super::verdict::View;

/// One reader's reading, borrowed.
#[derive(Clone, Debug)]
pub(crate) struct Glance<'a> {
    /// The parts the reader writes as `""` when absent.
    pub(crate) empty_for_absent: &'static [Part],
    pub(crate) valid: bool,
    pub(crate) unsplit: &'static [&'static str],
    /// The eight parts of [`crate::grammars::PART_NAMES`], in that order.
    pub(crate) texts: [Option<Cow<'a, str>>; 8],
    /// `None` without a destination; else its host.
    pub(crate) place: Option<Option<Place<'a>>>,
    /// The full reading this glance borrows, when it borrows one (whose
    /// sharing says two glances are one reading).
    pub(crate) shared: Option<&'a Arc<Parts>>,
}

/// What a reader that glances holds of one input while its glance borrows
/// it: the value its library's API returned (`None`: it refused the
/// input).
pub(crate) enum Hold<'i> {
    /// `urlsplit`'s result, borrowing the input.
    Split(Option<SplitResult<'i>>),
    /// The `url` crate's parse.
    #[cfg(feature = "whatwg")]
    Url(Option<url::Url>),
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
    pub(crate) fn invalid(empty_for_absent: &'static [Part]) -> Self {
        Glance {
            empty_for_absent,
            valid: false,
            unsplit: &[],
            texts: Default::default(),
            place: None,
            shared: None,
        }
    }

    /// A full reading, borrowed.
    pub(crate) fn of(r: &'a Read, empty_for_absent: &'static [Part]) -> Self {
        let Ok(p) = &r.outcome else {
            return Glance::invalid(empty_for_absent);
        };
        let b = |t: &'a Option<String>| t.as_deref().map(Cow::Borrowed);
        Glance {
            empty_for_absent,
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
            place: r
                .destination
                .as_ref()
                .map(|d| d.host.as_ref().map(Target::place)),
            shared: Some(p),
        }
    }

    /// The parts copied out, written over `parts` into the strings it
    /// holds ([`super::read::set`]): those of `need`, and every part the
    /// destination and the port's verdict read (scheme, userinfo, host,
    /// port).
    pub(crate) fn fill_parts(&self, need: &[Part], parts: &mut Parts) {
        let text = |part: Part| {
            let wanted = !matches!(
                part,
                Part::Authority | Part::Path | Part::Query | Part::Fragment
            ) || need.contains(&part);
            self.text(part).filter(|_| wanted)
        };
        set(&mut parts.scheme, text(Part::Scheme));
        set(&mut parts.authority, text(Part::Authority));
        set(&mut parts.userinfo, text(Part::Userinfo));
        set(&mut parts.host, text(Part::Host));
        set(&mut parts.port, text(Part::Port));
        set(&mut parts.path, text(Part::Path));
        set(&mut parts.query, text(Part::Query));
        set(&mut parts.fragment, text(Part::Fragment));
        parts.unsplit = self.unsplit;
    }

    /// The destination's host, borrowed (`None` too without a
    /// destination).
    pub(crate) fn place(&self) -> Option<Place<'a>> {
        self.place.as_ref().and_then(Option::as_ref).cloned()
    }
}

/// `p` owning what it borrows.
pub(crate) fn owned(p: Place<'_>) -> Place<'static> {
    match p {
        Place::Name(n) => Place::Name(Cow::Owned(n.into_owned())),
        Place::Ipv4(a) => Place::Ipv4(a),
        Place::Ipv6(a, z) => Place::Ipv6(a, z.map(|z| Cow::Owned(z.into_owned()))),
    }
}

impl View for Glance<'_> {
    fn empty_for_absent(&self) -> &[Part] {
        self.empty_for_absent
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

#[cfg(test)]
mod tests {
    use std::net::Ipv6Addr;

    use super::*;
    use crate::compare::verdict::{Stand, stand};

    /// A valid glance whose only part is a host, with its place.
    fn host(text: &'static str, place: Option<Place<'static>>) -> Glance<'static> {
        let mut g = Glance::invalid(&[]);
        g.valid = true;
        g.texts[3] = Some(Cow::Borrowed(text));
        g.place = Some(place);
        g
    }

    /// `[fe80::1]` against `[fe80::1%eth0]` (no zone against a zone, as
    /// RFC 6874 and a reader without zones may read one literal): two
    /// destinations in either order, and with a third reading of either
    /// kind; the verdict reads no reader first.
    #[test]
    fn a_zone_against_none_differs_in_every_order() {
        let a = Ipv6Addr::new(0xfe80, 0, 0, 0, 0, 0, 0, 1);
        let bare = host("[fe80::1]", Some(Place::Ipv6(a, None)));
        let zoned = host("[fe80::1%eth0]", Some(Place::Ipv6(a, Some("eth0".into()))));
        let other = host("[fe80::1%eth1]", Some(Place::Ipv6(a, Some("eth1".into()))));
        let sets = [
            vec![bare.clone(), zoned.clone()],
            vec![zoned.clone(), bare.clone()],
            vec![bare.clone(), zoned.clone(), other.clone()],
            vec![zoned.clone(), other.clone(), bare.clone()],
            vec![bare.clone(), bare.clone(), zoned.clone()],
            vec![zoned.clone(), bare.clone(), bare.clone()],
        ];
        for set in &sets {
            assert_eq!(stand(set, Part::Host), Stand::Differ, "{set:?}");
        }
        let spelled = host("[FE80::0:1]", Some(Place::Ipv6(a, None)));
        for set in [[bare.clone(), spelled.clone()], [spelled, bare]] {
            assert_eq!(stand(&set, Part::Host), Stand::Spelling);
        }
    }
}
