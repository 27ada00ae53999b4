//! The whole of the shape most URLs have, read in one pass: a scheme of
//! scheme characters and `:`, then either `//`, an authority that is a
//! hostname with an optional port (or none, `file:///x`), a path and an
//! optional query, or an opaque part; and an optional fragment; all of it
//! ASCII, escapes included. Each byte is tested once against one table of
//! class bits ([`flag`]), and the result is the slices java's getters
//! return, made once.
//!
//! The general reader ([`super::reader`]) reads in java's order, a pass
//! for each of java's checks, and would give the same parts for such text
//! (`tests` below hold the two equal on the real URL lists and on
//! generated strings): [`read`] answers only where that is certain and
//! otherwise declines (`None`), for the general reader to read the input
//! from its start: a relative reference, a userinfo, an IP address or a
//! host whose last label starts with a digit, a port of ten digits or
//! more, a non-ASCII character, a malformed escape, any illegal
//! character.

use super::chars::{classes, flag};
use super::parser::Fields;

/// The parts of `s` when it has the common shape (see the module's
/// documentation), `None` otherwise.
#[inline]
pub(super) fn read(s: &str) -> Option<Fields<'_>> {
    let b = s.as_bytes();
    let n = b.len();
    let t = &classes().flags;
    // The scheme: a letter, scheme characters, `:` (none of `/?#` is a
    // scheme character, so this `:` is the one java's search finds).
    // The schemes most URLs have are compared whole rather than read a
    // byte at a time: each is a letter and scheme characters.
    let mut p = if b.starts_with(b"https:") {
        5
    } else if b.starts_with(b"http:") || b.starts_with(b"file:") {
        4
    } else {
        if n == 0 || t[usize::from(b[0])] & flag::ALPHA == 0 {
            return None;
        }
        1
    };
    while p < n && t[usize::from(b[p])] & flag::SCHEME != 0 {
        p += 1;
    }
    if p >= n || b[p] != b':' {
        return None;
    }
    let mut parts = Fields {
        scheme: Some(&s[..p]),
        authority: None,
        userinfo: None,
        host: None,
        port: -1,
        path: None,
        query: None,
        fragment: None,
    };
    p += 1;
    if p < n && b[p] == b'/' {
        if p + 1 < n && b[p + 1] == b'/' {
            let a = p + 2;
            p = if a < n && matches!(b[a], b'/' | b'?' | b'#') {
                // Deviation::EmptyAuthority: `//` then `/`, `?` or `#` is
                // no authority at all.
                a
            } else {
                authority(s, t, a, &mut parts)?
            };
        }
        // Deviation::EmptyPath: the path may be empty before `?` or `#`.
        let q = escaped_run(b, t, p, flag::PATH)?;
        if q < n && !matches!(b[q], b'?' | b'#') {
            return None;
        }
        parts.path = Some(&s[p..q]);
        p = q;
        if p < n && b[p] == b'?' {
            p += 1;
            let q = escaped_run(b, t, p, flag::URIC)?;
            if q < n && b[q] != b'#' {
                return None;
            }
            parts.query = Some(&s[p..q]);
            p = q;
        }
    } else {
        // An opaque part, which may not be empty (java: "Expected
        // scheme-specific part"); Deviation::OpaqueBracket: it may start
        // with `[` or `]`, which are `uric`.
        if p == n || b[p] == b'#' {
            return None;
        }
        let q = escaped_run(b, t, p, flag::URIC)?;
        if q < n && b[q] != b'#' {
            return None;
        }
        p = q;
    }
    if p < n {
        // `#`, and the fragment to the end.
        let q = escaped_run(b, t, p + 1, flag::URIC)?;
        if q < n {
            return None;
        }
        parts.fragment = Some(&s[p + 1..]);
    }
    Some(parts)
}

/// An authority from `start` that is `hostname [":" [port]]` and ends at
/// `/`, `?`, `#` or the end: labels of letters, digits and `-` that start
/// with a letter or digit and do not end with `-`, separated by single
/// dots, the last starting with a letter, then maybe one dot, and a port
/// of at most nine digits (below 2^31). For such text java's server
/// reading succeeds and is the whole authority (the registry reading is
/// never needed): no `@`, so no userinfo; the last label starts with a
/// letter, so no IPv4 address; every label is one of `hostname`'s. Sets
/// the authority, host and port and returns the authority's end; `None`
/// for any other text.
#[inline(always)]
fn authority<'a>(s: &'a str, t: &[u8; 256], start: usize, parts: &mut Fields<'a>) -> Option<usize> {
    let b = s.as_bytes();
    let n = b.len();
    let mut p = start;
    let mut last;
    loop {
        if p >= n || t[usize::from(b[p])] & flag::ALPHANUM == 0 {
            return None;
        }
        last = p;
        p += 1;
        while p < n && t[usize::from(b[p])] & flag::LABEL != 0 {
            p += 1;
        }
        if b[p - 1] == b'-' {
            return None;
        }
        if p < n && b[p] == b'.' {
            p += 1;
            if p < n && t[usize::from(b[p])] & flag::ALPHANUM != 0 {
                continue;
            }
        }
        break;
    }
    if t[usize::from(b[last])] & flag::ALPHA == 0 {
        return None;
    }
    let host_end = p;
    let mut port = -1;
    if p < n && b[p] == b':' {
        p += 1;
        let digits = p;
        while p < n && t[usize::from(b[p])] & flag::DIGIT != 0 {
            p += 1;
        }
        if p - digits > 9 {
            return None;
        }
        if p > digits {
            // Nine digits or fewer: below 2^31, so `Integer.parseInt`
            // reads them as this does.
            port = b[digits..p]
                .iter()
                .fold(0, |v, &d| v * 10 + i32::from(d - b'0'));
        }
    }
    if p < n && !matches!(b[p], b'/' | b'?' | b'#') {
        return None;
    }
    parts.authority = Some(&s[start..p]);
    parts.host = Some(&s[start..host_end]);
    parts.port = port;
    Some(p)
}

/// The end of the run from `p` of the bytes with the class bit `bit` and
/// of escapes (`"%" hex hex`): where the first other byte stands, or the
/// end; `None` at a `%` that starts no escape or a non-ASCII byte (the
/// general reader's to read).
#[inline(always)]
fn escaped_run(b: &[u8], t: &[u8; 256], mut p: usize, bit: u8) -> Option<usize> {
    loop {
        p = run(b, t, p, bit);
        match b.get(p) {
            Some(b'%') => {
                let hex = |i: usize| {
                    b.get(i)
                        .is_some_and(|&x| t[usize::from(x)] & flag::HEX != 0)
                };
                if !(hex(p + 1) && hex(p + 2)) {
                    return None;
                }
                p += 3;
            }
            Some(&x) if x >= 0x80 => return None,
            _ => return Some(p),
        }
    }
}

/// The end of the run from `p` of the bytes with the class bit `bit`.
/// Eight bytes at a time while all eight have it (eight lookups and one
/// branch), then a byte at a time: a path's or a query's run is often
/// long.
#[inline(always)]
fn run(b: &[u8], t: &[u8; 256], mut p: usize, bit: u8) -> usize {
    let n = b.len();
    while p + 8 <= n {
        let w = &b[p..p + 8];
        if w.iter().fold(bit, |all, &x| all & t[usize::from(x)]) == 0 {
            break;
        }
        p += 8;
    }
    while p < n && t[usize::from(b[p])] & bit != 0 {
        p += 1;
    }
    p
}

#[cfg(test)]
mod tests {
    use super::super::parser::{Parser, Spans};
    use super::read;

    /// Each part as where it stands (address and length), so that equal
    /// parts are the same bytes of the input, not only equal text.
    fn places(parts: &super::Fields<'_>) -> (Vec<Option<*const str>>, i32) {
        let fields = [
            parts.scheme,
            parts.authority,
            parts.userinfo,
            parts.host,
            parts.path,
            parts.query,
            parts.fragment,
        ];
        (
            fields.iter().map(|f| f.map(std::ptr::from_ref)).collect(),
            parts.port,
        )
    }

    /// Where [`read`] answers on `input`, the general reader accepts it
    /// with the same parts. Returns whether [`read`] answered.
    fn same(input: &str) -> bool {
        let Some(quick) = read(input) else {
            return false;
        };
        let mut spans = Spans::new();
        let general = Parser::read_with(input, &mut spans, false);
        assert_eq!(general, Ok(()), "{input:?}");
        assert_eq!(places(&quick), places(&spans.parts(input)), "{input:?}");
        true
    }

    #[test]
    fn the_one_pass_reading_equals_the_general_reader_on_the_real_lists() {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/real-urls");
        let (mut lines, mut quick) = (0, 0);
        for name in ["isaacs_files.txt", "kasztp.txt", "node_files.txt"] {
            let bytes = std::fs::read(format!("{dir}/{name}")).expect("the real URL lists");
            for line in super::super::decode_utf8(&bytes).lines() {
                quick += usize::from(same(line));
                lines += 1;
            }
        }
        assert_eq!(lines, 97_632);
        // The shape is the common one: most lines take the one pass.
        assert!(quick * 10 > lines * 9, "{quick} of {lines}");
    }

    #[test]
    fn the_one_pass_reading_equals_the_general_reader_on_generated_strings() {
        // Every string of up to three pieces after each prefix, and of
        // four after `http://`: pieces that make or break the shape (labels,
        // dots, ports, escapes, delimiters, characters of one component's
        // class and not another's, non-ASCII text).
        let pieces = [
            "a",
            "7",
            "a-",
            "-",
            ".",
            ":",
            ":80",
            ":123456789",
            ":1234567890",
            "@",
            "_",
            "%41",
            "%4",
            "%",
            "[",
            "]",
            "1.2.3.4",
            "/",
            "//",
            "?",
            "#",
            "é",
            " ",
            ";",
            "'",
            "|",
        ];
        let prefixes = [
            "http://", "https:", "http:", "file:", "s:", "s:/", "a+b:", "1a:", ":", "", "//",
        ];
        let k = pieces.len();
        let (mut count, mut quick) = (0, 0);
        let mut stack = vec![(String::new(), 0)];
        while let Some((tail, depth)) = stack.pop() {
            let prefixes: &[&str] = if depth < 4 { &prefixes } else { &["http://"] };
            for prefix in prefixes {
                quick += usize::from(same(&format!("{prefix}{tail}")));
                count += 1;
            }
            if depth < 4 {
                stack.extend(pieces.iter().map(|p| (format!("{tail}{p}"), depth + 1)));
            }
        }
        assert_eq!(count, 11 * (1 + k + k * k + k * k * k) + k.pow(4));
        assert!(quick > count / 10, "{quick} of {count}");
    }
}
