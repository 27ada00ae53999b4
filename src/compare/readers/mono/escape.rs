//! How Mono's `System.Uri` escapes a userinfo, path, query or fragment:
//! IRI parsing first (an escape of an unreserved character or of a UTF-8
//! sequence decoded, bidi controls dropped), then every character a URI
//! cannot hold escaped as `%XX` of its UTF-8 bytes, in capitals.

use super::super::scan;

/// What one reading shares: whether IRI parsing runs over the string
/// (see [`iri_changes`]), and whether a `\` that a component escapes is
/// kept as written instead (how Mono's unescaped serialisations give it
/// back: `compare --base` reads a base a second time so).
#[derive(Clone, Copy, Default)]
pub(super) struct Cx {
    /// IRI parsing runs.
    pub(super) iri: bool,
    /// A `\` is kept where it would be escaped as `%5C`.
    pub(super) raw_backslashes: bool,
}

/// Where a component is escaped, which decides `\` and what a kept
/// escape becomes.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Mode {
    /// A component of a URI written with a scheme; `slashes` turns `\` into
    /// `/` (a hierarchical path), else `\` is escaped.
    Uri {
        /// `\` becomes `/`.
        slashes: bool,
    },
    /// A path whose scheme has no query (`ftp`, `news`, ...): `?` is
    /// escaped; `slashes` as for [`Mode::Uri`].
    NoQuery {
        /// `\` becomes `/`.
        slashes: bool,
    },
    /// A `file:` URI's path: `\` and the escapes `%2F` and `%5C` become `/`.
    FilePath,
    /// An implicit file path (`/x`, `c:\x`, `\\h\x`): `\` becomes `/`, and
    /// `%` is data, so every escape IRI parsing keeps is escaped again
    /// (`%2F` becomes `%252F`), and `?` and `#` are escaped too.
    ImplicitFile,
}

/// The bidirectional controls IRI parsing drops (U+200E, U+200F,
/// U+202A to U+202E).
pub(super) fn is_bidi(c: char) -> bool {
    matches!(c, '\u{200e}' | '\u{200f}' | '\u{202a}'..='\u{202e}')
}

/// RFC 3987's `ucschar` (and, in a query, `iprivate`): the characters
/// above ASCII that IRI parsing leaves as they are.
pub(super) fn iri_char(c: char, query: bool) -> bool {
    let u = u32::from(c);
    match u {
        0xa0..=0xd7ff | 0xf900..=0xfdcf | 0xfdf0..=0xffef => true,
        0xe000..=0xf8ff => query,
        0x10000..=0xdffff | 0xe1000..=0xeffff => u & 0xfffe != 0xfffe,
        0xf0000..=0x10ffff => query && u & 0xfffe != 0xfffe,
        _ => false,
    }
}

/// RFC 3986's `unreserved`, whose escapes IRI parsing decodes.
fn unreserved(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'-' | b'.' | b'_' | b'~')
}

/// The ASCII characters whose escapes IRI parsing keeps.
fn kept_by_iri(b: u8) -> bool {
    b < 0x20 || b == 0x7f || b"#$%&+,/;=?@[\\]".contains(&b)
}

/// The ASCII characters escaped wherever they stand.
const fn must_escape(b: u8) -> bool {
    b <= 0x20 || b >= 0x7f || matches!(b, b'"' | b'<' | b'>' | b'^' | b'`' | b'{' | b'|' | b'}')
}

/// The bytes every mode writes as themselves (ASCII, no `%`, `\\`, `?`,
/// `#`, nothing [`must_escape`] takes), as a table: [`escape`] tests each
/// byte of a path, query and fragment, and one load is cheaper than the
/// comparisons (issue 37 item 7).
static PLAIN: [bool; 256] = {
    let mut t = [false; 256];
    let mut b = 0;
    while b < 0x80 {
        let c = b as u8;
        t[b] = !matches!(c, b'%' | b'\\' | b'?' | b'#') && !must_escape(c);
        b += 1;
    }
    t
};

/// The value of two hexadecimal digits after a `%` at `i`.
fn escaped(b: &[u8], i: usize) -> Option<u8> {
    let h = char::from(*b.get(i + 1)?).to_digit(16)?;
    let l = char::from(*b.get(i + 2)?).to_digit(16)?;
    u8::try_from(h * 16 + l).ok()
}

/// `%XX` in capitals.
fn push_escape(out: &mut String, b: u8) {
    crate::compare::hex::push_pct(out, b);
}

/// `s` escaped as Mono escapes a component in `mode`; `query` widens the
/// characters IRI parsing keeps to a query's; `cx.iri` says IRI parsing runs
/// over the string ([`iri_changes`]), which decodes an escape of any ASCII
/// character but the controls and `#$%&+,/;=?@[\]` (to be escaped again
/// where it must be: `%7b` is then `%7B`).
pub(super) fn escape(cx: Cx, s: &str, mode: Mode, query: bool) -> String {
    let iri = cx.iri;
    let b = s.as_bytes();
    let implicit = mode == Mode::ImplicitFile;
    let slashes = match mode {
        Mode::Uri { slashes } | Mode::NoQuery { slashes } => slashes,
        Mode::ImplicitFile | Mode::FilePath => true,
    };
    let kept_escape = if implicit { "%25" } else { "%" };
    let mut out = String::with_capacity(s.len() + s.len() / 2);
    let mut i = 0;
    // Past a lone `%`, IRI parsing skips the next two characters, so an
    // escape starting among them is kept as written.
    let mut skip_until = 0;
    // A byte that every mode writes as itself (ASCII, no `%`, `\\`, `?`,
    // `#`, nothing Mono escapes): a run of them is copied at once.
    let plain = |c: u8| PLAIN[usize::from(c)];
    while i < b.len() {
        let c = b[i];
        if plain(c) {
            let start = i;
            // Sixteen bytes at a time ([`scan::run_end`]): most lines
            // are one run.
            i = scan::run_end(b, i, &PLAIN);
            out.push_str(&s[start..i]);
            continue;
        }
        if c == b'%' {
            let Some(v) = escaped(b, i) else {
                out.push_str("%25");
                i += 1;
                skip_until = s[i..].char_indices().nth(2).map_or(b.len(), |(n, _)| i + n);
                continue;
            };
            if i < skip_until {
                out.push_str(kept_escape);
                out.push_str(&s[i + 1..i + 3]);
                i += 3;
                continue;
            }
            if mode == Mode::FilePath && matches!(v, b'/' | b'\\') {
                out.push('/');
                i += 3;
                continue;
            }
            if v < 0x80 {
                if unreserved(v) {
                    out.push(char::from(v));
                } else if iri && !kept_by_iri(v) {
                    if must_escape(v) {
                        push_escape(&mut out, v);
                    } else {
                        out.push(char::from(v));
                    }
                } else {
                    out.push_str(kept_escape);
                    out.push_str(&s[i + 1..i + 3]);
                }
                i += 3;
                continue;
            }
            i = escaped_run(s, i, &mut out, kept_escape, query);
            continue;
        }
        if c < 0x80 {
            match c {
                b'\\' if slashes => out.push('/'),
                b'\\' if cx.raw_backslashes => out.push('\\'),
                b'\\' => out.push_str("%5C"),
                b'?' | b'#' if implicit => push_escape(&mut out, c),
                b'?' if matches!(mode, Mode::NoQuery { .. }) => push_escape(&mut out, c),
                _ if must_escape(c) => push_escape(&mut out, c),
                _ => out.push(char::from(c)),
            }
            i += 1;
            continue;
        }
        let ch = s[i..].chars().next().unwrap_or('\u{fffd}');
        let n = ch.len_utf8();
        if i < skip_until {
            // Skipped by IRI parsing: escaped as any character is.
            for &byte in &b[i..i + n] {
                push_escape(&mut out, byte);
            }
        } else if !is_bidi(ch) {
            let iri = iri_char(ch, query);
            let prefix = if implicit && !iri { "%25" } else { "%" };
            for &byte in &b[i..i + n] {
                out.push_str(prefix);
                crate::compare::hex::push_upper(&mut out, byte);
            }
            if n == 4 && !iri {
                // Mono escapes the surrogate pair, then a U+FFFD for its
                // low half read a second time.
                for byte in [0xef, 0xbf, 0xbd] {
                    out.push_str(prefix);
                    crate::compare::hex::push_upper(&mut out, byte);
                }
            }
        }
        i += n;
    }
    out
}

/// A run of escapes from `i` whose first byte is above ASCII: each UTF-8
/// sequence it decodes to written again in capitals (dropped when a bidi
/// control; its escapes escaped again in an implicit file path when it is
/// no IRI character), each byte outside one as written. Returns where the
/// run ends.
fn escaped_run(s: &str, start: usize, out: &mut String, kept: &str, query: bool) -> usize {
    let b = s.as_bytes();
    let mut bytes = Vec::new();
    let mut i = start;
    while i < b.len() && b[i] == b'%' {
        match escaped(b, i) {
            Some(v) if v >= 0x80 => bytes.push(v),
            _ => break,
        }
        i += 3;
    }
    let decoded = bytes.utf8_chunks().any(|c| !c.valid().is_empty());
    let mut at = 0;
    for chunk in bytes.utf8_chunks() {
        for ch in chunk.valid().chars() {
            let n = ch.len_utf8();
            if !is_bidi(ch) {
                let prefix = if kept == "%25" && !iri_char(ch, query) {
                    "%25"
                } else {
                    "%"
                };
                for &byte in &bytes[at..at + n] {
                    out.push_str(prefix);
                    crate::compare::hex::push_upper(out, byte);
                }
            }
            at += n;
        }
        for &byte in chunk.invalid() {
            // A run that decoded a character is written again in
            // capitals; one that decoded none, as it was.
            out.push_str(kept);
            if decoded {
                crate::compare::hex::push_upper(out, byte);
            } else {
                let p = start + 3 * at;
                out.push_str(&s[p + 1..p + 3]);
            }
            at += 1;
        }
    }
    i
}

/// Whether IRI parsing runs over `s`: it holds a character above ASCII, an
/// escape of an unreserved character or of a UTF-8 sequence.
pub(super) fn iri_changes(s: &str) -> bool {
    /// The bytes [`iri_changes`] passes over: ASCII but `%`.
    static NEITHER_PERCENT_NOR_ABOVE_ASCII: scan::Class = scan::class!(b => b != b'%' && b < 0x80);
    let b = s.as_bytes();
    let mut i = 0;
    while i < b.len() {
        // Only a `%` or a byte above ASCII can start IRI parsing: the bytes
        // before the next one are passed over in one scan (most lines hold
        // neither).
        // Sixteen bytes at a time ([`scan::run_end`]; a test of each was
        // about 700 instructions a line of `compare --readers all`).
        i = scan::run_end(b, i, &NEITHER_PERCENT_NOR_ABOVE_ASCII);
        if i >= b.len() {
            return false;
        }
        if b[i] >= 0x80 {
            return true;
        }
        if b[i] == b'%' {
            match escaped(b, i) {
                // The check for IRI parsing reads on right after a lone `%`.
                None => i += 1,
                Some(v) if v < 0x80 && unreserved(v) => return true,
                Some(v) if v >= 0x80 => {
                    let mut bytes = Vec::new();
                    let mut j = i;
                    while let Some(w) = (j < b.len() && b[j] == b'%')
                        .then(|| escaped(b, j))
                        .flatten()
                    {
                        if w < 0x80 {
                            break;
                        }
                        bytes.push(w);
                        j += 3;
                    }
                    if bytes.utf8_chunks().any(|c| !c.valid().is_empty()) {
                        return true;
                    }
                    i = j;
                }
                Some(_) => i += 3,
            }
            continue;
        }
        i += 1;
    }
    false
}

/// RFC 3986 section 5.2.4's `remove_dot_segments` on a path starting with
/// `/`, after `keep` bytes it leaves alone (a drive letter's `c:`).
pub(super) fn compress(path: &str, keep: usize) -> String {
    let (head, rest) = path.split_at(keep);
    // No segment is `.` or `..` (each follows a `/`) and the first `/`
    // opens the rest: the path comes back as it is (most paths).
    if rest.starts_with('/') && !rest.contains("/.") {
        return path.to_owned();
    }
    let mut out: Vec<&str> = Vec::new();
    let segments: Vec<&str> = rest.split('/').skip(1).collect();
    let n = segments.len();
    for (i, seg) in segments.into_iter().enumerate() {
        let last = i + 1 == n;
        match seg {
            "." => {
                if last {
                    out.push("");
                }
            }
            ".." => {
                out.pop();
                if last {
                    out.push("");
                }
            }
            _ => out.push(seg),
        }
    }
    let mut s = String::with_capacity(path.len());
    s.push_str(head);
    for seg in out {
        s.push('/');
        s.push_str(seg);
    }
    if s.len() == keep {
        s.push('/');
    }
    s
}

/// Bytes as Mono's `new UTF8Encoding(false, false).GetString` reads them:
/// each well-formed UTF-8 sequence its character; otherwise a U+FFFD for a
/// lead byte and the continuation byte after it when that one is out of
/// the lead's range (`ED A0`, `F4 90`: one U+FFFD where Rust's lossy
/// decoding gives two), for a lead byte and the continuation bytes of a
/// sequence cut short, and for any other byte.
pub(super) fn mono_utf8(bytes: &[u8]) -> String {
    let cont = |b: u8| (0x80..=0xbf).contains(&b);
    let mut out = String::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        if b < 0x80 {
            out.push(char::from(b));
            i += 1;
            continue;
        }
        let (need, lo, hi) = match b {
            0xc2..=0xdf => (1, 0x80, 0xbf),
            0xe0 => (2, 0xa0, 0xbf),
            0xe1..=0xec | 0xee | 0xef => (2, 0x80, 0xbf),
            0xed => (2, 0x80, 0x9f),
            0xf0 => (3, 0x90, 0xbf),
            0xf1..=0xf3 => (3, 0x80, 0xbf),
            0xf4 => (3, 0x80, 0x8f),
            _ => {
                out.push('\u{fffd}');
                i += 1;
                continue;
            }
        };
        match bytes.get(i + 1) {
            Some(&second) if cont(second) => {
                if !(lo..=hi).contains(&second) {
                    out.push('\u{fffd}');
                    i += 2;
                    continue;
                }
            }
            _ => {
                out.push('\u{fffd}');
                i += 1;
                continue;
            }
        }
        let mut j = i + 2;
        while j < i + 1 + need && j < bytes.len() && cont(bytes[j]) {
            j += 1;
        }
        match std::str::from_utf8(&bytes[i..j]) {
            Ok(c) if j == i + 1 + need => out.push_str(c),
            _ => out.push('\u{fffd}'),
        }
        i = j;
    }
    out
}
