//! Checks on percent-encoding in every component.

use super::{Check, Warning};
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

pub(super) fn check(uri: &UriRef<'_>, out: &mut Vec<Warning>) {
    let mut parts: Vec<(Part, &str, usize)> = Vec::new();
    if let Some(a) = uri.authority() {
        if let Some(u) = a.userinfo() {
            parts.push((Part::Userinfo, u.as_str(), u.span().start));
        }
        let h = a.host();
        parts.push((Part::Host, h.as_str(), h.span().start));
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
        scan(uri, part, text, base, out);
    }
}

fn scan(uri: &UriRef<'_>, part: Part, text: &str, base: usize, out: &mut Vec<Warning>) {
    let b = text.as_bytes();
    let mut non_ascii_host = false;
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
        let triplet = &text[i..i + 3];
        if b[i + 1].is_ascii_lowercase() || b[i + 2].is_ascii_lowercase() {
            out.push(Warning::new(
                uri,
                Check::LowercasePercentEncoding,
                span,
                format!("{triplet:?} uses lower-case hexadecimal digits"),
                format!("write it as {:?}", triplet.to_ascii_uppercase()),
            ));
        }
        let in_dot_segment = part == Part::Path && octet == b'.' && {
            let start = text[..i].rfind('/').map_or(0, |s| s + 1);
            let end = text[i..].find('/').map_or(text.len(), |e| i + e);
            let seg = &text[start..end];
            let d = seg.replace("%2E", ".").replace("%2e", ".");
            d == "." || d == ".."
        };
        if octet < 0x20 || octet == 0x7f {
            out.push(Warning::new(
                uri,
                Check::EncodedControl,
                span,
                format!("{triplet:?} encodes a control character"),
                "a back end that decodes it may cut the string short or split a request",
            ));
        } else if chars::is(octet, UNRESERVED) && !in_dot_segment {
            out.push(Warning::new(
                uri,
                Check::EncodedUnreserved,
                span,
                format!(
                    "{triplet:?} encodes the unreserved character {:?}",
                    octet as char
                ),
                format!(
                    "write {:?} as itself; encoded and plain forms are equivalent",
                    octet as char
                ),
            ));
        } else if part == Part::Host
            && matches!(
                octet,
                b':' | b'/' | b'?' | b'#' | b'[' | b']' | b'@' | b'\\' | b'%'
            )
        {
            out.push(Warning::new(
                uri,
                Check::EncodedDelimiterInHost,
                span,
                format!(
                    "{triplet:?} encodes the delimiter {:?} inside the host",
                    octet as char
                ),
                "a back end that decodes the host may read a different authority",
            ));
        } else if part == Part::Path && (octet == b'/' || octet == b'\\') {
            out.push(Warning::new(
                uri,
                Check::EncodedSlashInPath,
                span,
                format!(
                    "{triplet:?} encodes {:?} inside a path segment",
                    octet as char
                ),
                "a back end that decodes before splitting the path sees other segments",
            ));
        } else if part == Part::Host && octet >= 0x80 && !non_ascii_host {
            non_ascii_host = true;
            out.push(Warning::new(
                uri,
                Check::EncodedNonAsciiHost,
                span,
                "the host holds percent-encoded non-ASCII characters",
                "look-alike characters can make it pass for another name; show it decoded, or in its IDNA form",
            ));
        }
        i += 3;
    }
}
