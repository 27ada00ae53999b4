//! Checks on the path: dot segments, plain and percent-encoded.

use super::{Check, Warning};
use crate::ast::{PathKind, Span, UriRef};

/// Whether `segment` is `.` or `..` once `%2E` / `%2e` is decoded.
fn decoded_dot(segment: &str) -> bool {
    let d = segment.replace("%2E", ".").replace("%2e", ".");
    d == "." || d == ".."
}

pub(super) fn check(uri: &UriRef<'_>, out: &mut Vec<Warning>) {
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
            out.push(Warning::new(
                uri,
                Check::DotSegment,
                span,
                format!("the path has a {seg:?} segment"),
                "dot segments belong at the start of relative references; resolution removes them, so this URI names another path",
            ));
        }
        leading &= plain;
        if !plain && decoded_dot(seg) {
            out.push(Warning::new(
                uri,
                Check::EncodedDotSegment,
                span,
                format!("the segment {seg:?} is a percent-encoded dot segment"),
                "a back end that decodes before resolving climbs out of the intended directory",
            ));
        }
    }
}
