//! Checks on percent-encoding in every component.

use super::check::Check;
use super::finding::{Finding, Findings};
use crate::ast::{Span, UriRef};
use crate::rules::chars::{self, UNRESERVED};

#[derive(Clone, Copy, PartialEq, Eq)]
enum Part {
    Userinfo,
    Host,
    Path,
    Query,
    Fragment,
}

pub(super) fn check(uri: &UriRef<'_>, out: &mut Findings) {
    let mut parts: Vec<(Part, &str, usize)> = Vec::new();
    if let Some(a) = uri.authority() {
        if let Some(u) = a.userinfo() {
            parts.push((Part::Userinfo, u.as_str(), u.span().start));
        }
        let h = a.host();
        match h.zone_id() {
            // RFC 6874: the `%25` before a zone ID is the grammar's own
            // delimiter, not an encoded `%`; the zone ID itself is read like
            // any other part (RFC 6874 section 2 lets it hold pct-encoded).
            Some(zone) => {
                let text = h.as_str();
                let at = zone.span().start - h.span().start - 3;
                parts.push((Part::Host, &text[..at], h.span().start));
                parts.push((Part::Host, &text[at + 3..], zone.span().start));
            }
            None => parts.push((Part::Host, h.as_str(), h.span().start)),
        }
    }
    let p = uri.path();
    parts.push((Part::Path, p.as_str(), p.span().start));
    if let Some(q) = uri.query() {
        parts.push((Part::Query, q.as_str(), q.span().start));
    }
    if let Some(f) = uri.fragment() {
        parts.push((Part::Fragment, f.as_str(), f.span().start));
    }
    for (part, text, base) in parts {
        scan(part, text, base, out);
    }
}

fn scan(part: Part, text: &str, base: usize, out: &mut Findings) {
    let b = text.as_bytes();
    let mut non_ascii_host = false;
    // The path segment around the last `%2E` seen: start, end, and whether
    // it is a dot segment once decoded.
    let mut segment = (0, 0, false);
    let mut i = 0;
    while i < b.len() {
        if b[i] != b'%' || i + 2 >= b.len() {
            i += 1;
            continue;
        }
        let (Some(h), Some(l)) = (chars::hex_value(b[i + 1]), chars::hex_value(b[i + 2])) else {
            i += 1;
            continue;
        };
        let octet = (h << 4) | l;
        let span = Span {
            start: base + i,
            end: base + i + 3,
        };
        if b[i + 1].is_ascii_lowercase() || b[i + 2].is_ascii_lowercase() {
            out.push(Finding::new(Check::LowercasePercentEncoding, span));
        }
        // Whether this `%2E` belongs to a segment that decodes to `.` or
        // `..`. The segment's bounds are found once per segment, not once per
        // triplet, so a segment of a million `%2e` is still read in one pass.
        let in_dot_segment = part == Part::Path && octet == b'.' && {
            if i >= segment.1 {
                let start = text[..i].rfind('/').map_or(0, |s| s + 1);
                let end = text[i..].find('/').map_or(text.len(), |e| i + e);
                segment = (start, end, super::path::decoded_dot(&text[start..end]));
            }
            segment.2
        };
        if octet < 0x20 || octet == 0x7f {
            out.push(Finding::new(Check::EncodedControl, span));
        } else if chars::is(octet, UNRESERVED) && !in_dot_segment {
            out.push(Finding::new(Check::EncodedUnreserved, span));
        } else if part == Part::Host
            && matches!(
                octet,
                b':' | b'/' | b'?' | b'#' | b'[' | b']' | b'@' | b'\\' | b'%'
            )
        {
            out.push(Finding::new(Check::EncodedDelimiterInHost, span));
        } else if part == Part::Path && (octet == b'/' || octet == b'\\') {
            out.push(Finding::new(Check::EncodedSlashInPath, span));
        } else if part == Part::Host && octet >= 0x80 && !non_ascii_host {
            non_ascii_host = true;
            out.push(Finding::new(Check::EncodedNonAsciiHost, span));
        }
        i += 3;
    }
}
