//! The tree of a valid RFC 1808 `URL` from one scan of its bytes
//! ([`crate::engine::tree_scan`], whose docs say why the scan decides the
//! grammar), so that it costs one pass rather than the compiled automaton
//! and then the combinators of [`super::build`], which read every input
//! this turns down. The `fast_trees` tests hold the two together.

use super::url::{Body, Rest};
use super::{Absolute, Params, Path, Relative, Text, Url};
use crate::engine::tree_scan::{self, Octets};

/// RFC 1808's URL bytes outside an escape: `uchar | reserved`, whose
/// `unreserved = alpha | digit | safe | extra` leaves `national` out.
static URL_BYTES: Octets = tree_scan::octets(b"$-_.+!*'(),:@&=", false);

/// The tree of `s` if it is a `URL`; `None` says only "not by this scan".
#[inline]
pub(super) fn url(s: &str) -> Option<Url<'_>> {
    let b = s.as_bytes();
    // A text that starts with `scheme ":"` is an `absoluteURL` (section
    // 2.4.2); a `generic-RL` when the rest is a `relativeURL`.
    let colon = tree_scan::scheme_colon(b);
    let start = colon.map_or(0, |c| c + 1);
    let layout = tree_scan::scan(b, &URL_BYTES, start)?;
    let body_end = layout.body_end;
    let body = match colon {
        Some(colon) => Body::Absolute(Absolute {
            text: Text::at(s, 0, body_end),
            scheme: Text::at(s, 0, colon),
            rest: match layout.relative {
                Some(r) => Rest::Generic(relative(s, start, body_end, r)),
                None => Rest::Opaque(Text::at(s, start, body_end)),
            },
        }),
        None => Body::Relative(relative(s, 0, body_end, layout.relative?)),
    };
    Some(Url {
        text: Text::at(s, 0, s.len()),
        body,
        fragment: (body_end < s.len()).then(|| Text::at(s, body_end + 1, s.len())),
    })
}

/// The `relativeURL` node at `start..end` of `s`, laid out as `r`.
#[inline]
fn relative(s: &str, start: usize, end: usize, r: tree_scan::Relative) -> Relative<'_> {
    let (path_start, path_end) = r.path;
    Relative {
        text: Text::at(s, start, end),
        net_loc: r.net_loc.map(|(a, z)| Text::at(s, a, z)),
        path: (path_start < path_end).then(|| Path::new(Text::at(s, path_start, path_end))),
        params: r.params.map(|(a, z)| Params::new(Text::at(s, a, z))),
        query: r.query.map(|(a, z)| Text::at(s, a, z)),
    }
}
