//! Checks on the path: dot segments, plain and percent-encoded.

use super::Check;
use super::words::Finding;
use crate::ast::{PathKind, Span, UriRef};

/// Whether `segment` is `.` or `..` once `%2E` / `%2e` is decoded. Such a
/// segment is at most six bytes long (`%2e%2e`), so a longer one is answered
/// without reading it.
pub(super) fn decoded_dot(segment: &str) -> bool {
    if segment.len() > 6 {
        return false;
    }
    let d = segment.replace("%2E", ".").replace("%2e", ".");
    d == "." || d == ".."
}

pub(super) fn check(uri: &UriRef<'_>, out: &mut Vec<Finding>) {
    let path = uri.path();
    let text = path.as_str();
    let base = path.span().start;
    // A relative-path reference may begin with dot segments: that is what they
    // are for. Anywhere else they are left for resolution to remove.
    let mut leading = path.kind() == PathKind::NoScheme;
    let mut offset = usize::from(text.starts_with('/'));
    for seg in path.segments() {
        let span = Span {
            start: base + offset,
            end: base + offset + seg.len(),
        };
        offset += seg.len() + 1;
        let plain = seg == "." || seg == "..";
        if plain && !leading {
            out.push(Finding::new(Check::DotSegment, span));
        }
        leading &= plain;
        if !plain && decoded_dot(seg) {
            out.push(Finding::new(Check::EncodedDotSegment, span));
        }
    }
}
