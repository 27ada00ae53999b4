//! Checks on the path: dot segments, plain and percent-encoded.

use super::check::Check;
use super::finding::{Finding, Findings};
use crate::ast::{PathKind, Span, UriRef};

/// Whether `segment` is `.` or `..` once `%2E` / `%2e` is decoded: one or
/// two dots, each written plain or encoded. Read without allocating, and a
/// segment longer than six bytes (`%2e%2e`) is answered at once.
pub(super) fn decoded_dot(segment: &str) -> bool {
    let mut rest = segment.as_bytes();
    if rest.len() > 6 {
        return false;
    }
    let mut dots = 0;
    while !rest.is_empty() {
        rest = match rest {
            [b'.', tail @ ..] => tail,
            [b'%', b'2', b'e' | b'E', tail @ ..] => tail,
            _ => return false,
        };
        dots += 1;
    }
    dots == 1 || dots == 2
}

pub(super) fn check(uri: &UriRef<'_>, out: &mut Findings) {
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

#[cfg(test)]
mod tests {
    use super::decoded_dot;

    /// Against the definition: decode `%2E`/`%2e` (and nothing else), then
    /// compare with `.` and `..`; every string of up to seven bytes over the
    /// bytes that matter.
    #[test]
    fn decoded_dot_matches_its_definition() {
        let alphabet = [b'.', b'%', b'2', b'e', b'E', b'a', b'/'];
        let mut words: Vec<Vec<u8>> = vec![Vec::new()];
        for _ in 0..7 {
            let longer: Vec<Vec<u8>> = words
                .iter()
                .filter(|w| w.len() == words.last().map_or(0, Vec::len))
                .flat_map(|w| {
                    alphabet.iter().map(move |&b| {
                        let mut v = w.clone();
                        v.push(b);
                        v
                    })
                })
                .collect();
            words.extend(longer);
        }
        for w in &words {
            let s = std::str::from_utf8(w).expect("the alphabet is ASCII");
            let d = s.replace("%2E", ".").replace("%2e", ".");
            assert_eq!(decoded_dot(s), d == "." || d == "..", "{s:?}");
        }
    }
}
