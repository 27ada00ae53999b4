//! The tree of a valid RFC 1945 `URI` from one scan of its bytes
//! ([`crate::engine::tree_scan`], whose docs say why the scan decides the
//! grammar), so that it costs one pass rather than the compiled automaton
//! and then the combinators of [`super::build`], which read every input
//! this turns down. The `fast_trees` tests hold the two together.

use super::ast::{Absolute, Path, Reading, Relative, RelativeKind, Text, Uri};
use crate::engine::Span;
use crate::engine::tree_scan::{self, Octets};

/// RFC 1945's URI bytes outside an escape: `uchar | reserved`, whose
/// `unreserved` holds `national` (`[`, `\`, `]`, `^`, `` ` ``, `{`, `|`,
/// `}`, `~` and every byte from 0x80), and whose `reserved` holds `+`.
static URI_BYTES: Octets = tree_scan::octets(b"$-_.!*'(),:@&=+[\\]^`{|}~", true);

/// The tree of `input` if it is a `URI`; `None` says only "not by this
/// scan".
#[inline]
pub(super) fn uri(input: &[u8]) -> Option<Uri<'_>> {
    let text = |start: usize, end: usize| Text {
        bytes: &input[start..end],
        span: Span::new(start, end),
    };
    // The absolute reading whenever the text before the first `:` is a
    // scheme (see `Uri`'s docs); its rest is any URI bytes.
    let (reading, body_end) = match tree_scan::scheme_colon(input) {
        Some(colon) => {
            let body_end = tree_scan::body_end(input, &URI_BYTES)?;
            let absolute = Absolute {
                scheme: text(0, colon),
                rest: text(colon + 1, body_end),
            };
            (Reading::Absolute(absolute), body_end)
        }
        None => {
            let layout = tree_scan::scan(input, &URI_BYTES, 0)?;
            let r = layout.relative?;
            let kind = match (r.net_loc, input.first()) {
                (Some(_), _) => RelativeKind::NetPath,
                (None, Some(b'/')) => RelativeKind::AbsPath,
                (None, _) => RelativeKind::RelPath,
            };
            let (path_start, path_end) = r.path;
            let relative = Relative {
                kind,
                net_loc: r.net_loc.map(|(a, z)| text(a, z)),
                path: (path_start < path_end).then(|| Path {
                    text: text(path_start, path_end),
                }),
                params: r.params.map(|(a, z)| text(a, z)),
                query: r.query.map(|(a, z)| text(a, z)),
            };
            (Reading::Relative(relative), layout.body_end)
        }
    };
    Some(Uri {
        input,
        reading,
        fragment: (body_end < input.len()).then(|| text(body_end + 1, input.len())),
    })
}
