//! The tree of most valid RFC 2396 `URI-reference`s read from RFC 3986's
//! single pass (issue 40 item 2), so that they cost one pass over the bytes
//! rather than the compiled automaton and then the combinators of
//! [`super::build`], which run for every input this turns down.
//!
//! Why it is sound. Without an IP-literal host (RFC 2732's `IPv6reference`
//! is RFC 3986's `IPv6address` literal, which this leaves to the automaton;
//! RFC 3986 allows no other `[`), an RFC 3986 `URI-reference` is an RFC 2396 one but for two
//! shapes, which this turns down: a `relative-ref` whose path is empty and
//! that has a query (`?q`: `relativeURI` has a path), and a `URI` with
//! neither authority nor path nor query (`x:` or `x:#f`: `opaque-part` is
//! not empty). For the rest, the character classes agree rule for rule:
//! RFC 3986's `pchar` (`unreserved / pct-encoded / sub-delims / ":" / "@"`)
//! is RFC 2396's `pchar` with the `;` of `segment`'s params, both
//! `segment-nz-nc` and `rel-segment` are those without `:`, `userinfo` is
//! the same set in both, every character of RFC 3986's `authority` is one of
//! RFC 2396's `reg-name`, and `query` and `fragment` (`pchar / "/" / "?"`)
//! lie inside `uric`. The delimiters split both alike: no `authority` holds
//! `/`, `?` or `#`, no path `?` or `#`, no query `#`; and a `URI` whose text
//! after the colon begins with `/` is a `hier-part`, any other an
//! `opaque-part` (`uric-no-slash *uric`).
//!
//! The tree is the one [`super::build`]'s combinators build (the
//! `fast_trees` tests hold them together): the authority is a `server`
//! whenever it is one, which the RFC 3986 offsets decide with a check of
//! the host as `hostname` or `IPv4address` (RFC 3986's `userinfo` and
//! `port` are RFC 2396's).

use super::reference::Body;
use super::{AbsoluteUri, Authority, Host, Path, Port, Relative, Server, Text, UriReference};
use crate::ast::{AuthorityOffsets, HostForm};
use wide::u8x16;

use crate::grammars::rfc3986::rules::{fast, runs};

/// The tree of `s`, if RFC 3986's single pass shows it to be an RFC 2396
/// `URI-reference` (see the module docs); `None` says only "not by this
/// shortcut". Inlined into its one caller (see `build.rs`).
#[inline(always)]
pub(super) fn uri_reference(s: &str) -> Option<UriReference<'_>> {
    let b = s.as_bytes();
    let found = fast::uri_reference(s)?;
    let p = found.parts;
    // RFC 3986's pass takes a "[" only where it begins an IP-literal host.
    if p.authority
        .is_some_and(|a| b.get(a.host_start) == Some(&b'['))
    {
        return None;
    }
    let len = s.len();
    // The first "#" ends the body, and the pass's query ends there.
    let body_end = p.query_end;
    let empty_path = p.authority.is_none() && p.path_start == p.path_end;
    let body = if body_end == 0 {
        None
    } else if found.is_uri {
        let after = p.scheme_end + 1;
        // opaque-part = uric-no-slash *uric: not empty.
        if empty_path && body_end == after {
            return None;
        }
        let (hier, opaque) = if b.get(after) == Some(&b'/') {
            (
                Some(relative(s, after, p.path_end, body_end, p.authority)),
                None,
            )
        } else {
            (None, Some(Text::at(s, after, body_end)))
        };
        Some(Body::Absolute(AbsoluteUri {
            text: Text::at(s, 0, body_end),
            scheme: Text::at(s, 0, p.scheme_end),
            hier,
            opaque,
        }))
    } else {
        // relativeURI = ( net-path / abs-path / rel-path ) [ "?" query ]:
        // a body that is only a query is none of them.
        if empty_path {
            return None;
        }
        Some(Body::Relative(relative(
            s,
            0,
            p.path_end,
            body_end,
            p.authority,
        )))
    };
    Some(UriReference {
        text: Text::at(s, 0, len),
        body,
        fragment: (body_end < len).then(|| Text::at(s, body_end + 1, len)),
    })
}

/// `( net-path / abs-path / rel-path ) [ "?" query ]` at `start..end` of
/// `s`, its path (after the authority, if any) ending at `path_end`.
#[inline(always)]
fn relative(
    s: &str,
    start: usize,
    path_end: usize,
    end: usize,
    authority: Option<AuthorityOffsets>,
) -> Relative<'_> {
    let path_start = authority.map_or(start, |a| a.end);
    Relative {
        text: Text::at(s, start, end),
        authority: authority.map(|a| read_authority(s, a)),
        path: (path_start < path_end).then(|| Path::at(s, path_start, path_end)),
        query: (path_end < end).then(|| Text::at(s, path_end + 1, end)),
    }
}

/// `authority = server / reg-name`, a `server` whenever it is one: an empty
/// one, or `[ userinfo "@" ] host [ ":" port ]` whose host is a `hostname`
/// or an `IPv4address` (RFC 3986's pass has checked the userinfo and the
/// port, whose classes are RFC 2396's).
#[inline(always)]
fn read_authority(s: &str, a: AuthorityOffsets) -> Authority<'_> {
    let text = Text::at(s, a.start, a.end);
    if a.start == a.end {
        return Authority::Server(Server {
            text,
            userinfo: None,
            host: None,
            port: None,
        });
    }
    let host_text = Text::at(s, a.host_start, a.host_end);
    let h = host_text.as_str().as_bytes();
    // No text is both a hostname and an IPv4address (a hostname's last label
    // begins with a letter), so the order of the checks changes no answer:
    // RFC 3986's pass has already read the IPv4addresses whose groups are
    // at most 255, most names are hostnames, and RFC 2396's wider
    // IPv4address is looked for only in what is neither.
    let host = if matches!(a.host, HostForm::Ipv4(_)) {
        Host::Ipv4(host_text)
    } else if is_hostname(h) {
        Host::Hostname(host_text)
    } else if is_ipv4_address(h) {
        Host::Ipv4(host_text)
    } else {
        return Authority::Registry(text);
    };
    Authority::Server(Server {
        text,
        userinfo: (a.host_start > a.start).then(|| Text::at(s, a.start, a.host_start - 1)),
        host: Some(host),
        port: (a.end > a.host_end).then(|| Port(Text::at(s, a.host_end + 1, a.end))),
    })
}

/// The states of [`HOSTNAME`], the automaton that reads a `hostname`:
/// before any label (or after the `.` that ends one whose first byte is a
/// digit), in a label, or dead, and in a label by its first byte (letter or
/// digit) and its last (`-` or not). Each is the offset of its row of 256
/// next states in the table, so that a step is one `|` and one load.
const DEAD: u16 = 0;
/// Before the first label, or after a `domainlabel`'s `.`: a label must
/// follow.
const START: u16 = 1 << 8;
/// After the `.` of a label that begins with a letter: the text may end
/// here (`toplabel "."`), or a label follow.
const TOP_DOT: u16 = 2 << 8;
/// In a label that begins with a letter and ends with a letter or digit:
/// the text may end here (`toplabel`).
const ALPHA: u16 = 3 << 8;
/// In a label that begins with a letter and ends with `-`.
const ALPHA_HYPHEN: u16 = 4 << 8;
/// In a label that begins with a digit and ends with a letter or digit.
const DIGIT: u16 = 5 << 8;
/// In a label that begins with a digit and ends with `-`.
const DIGIT_HYPHEN: u16 = 6 << 8;

/// ```abnf
/// hostname      = *( domainlabel "." ) toplabel [ "." ]
/// domainlabel   = alphanum / alphanum *( alphanum / "-" ) alphanum
/// toplabel      = alpha / alpha *( alphanum / "-" ) alphanum
/// ```
/// as a deterministic automaton, a row of 256 next states for each state
/// (eight rows, a power of two, so that a mask keeps every index in the
/// table without a bounds check; the eighth is never entered), so that
/// [`is_hostname_by_bytes`] costs one load a byte and no branch but the loop's:
/// labels of letters, digits and `-`, neither first nor last a `-`, the
/// last beginning with a letter, and one `.` after it allowed.
static HOSTNAME: [u16; 8 * 256] = {
    let mut t = [DEAD; 8 * 256];
    let mut c = 0;
    while c < 256 {
        let b = c as u8;
        let (letter, digit) = (b.is_ascii_alphabetic(), b.is_ascii_digit());
        if letter || digit {
            let first = if letter { ALPHA } else { DIGIT };
            t[START as usize | c] = first;
            t[TOP_DOT as usize | c] = first;
            t[ALPHA as usize | c] = ALPHA;
            t[ALPHA_HYPHEN as usize | c] = ALPHA;
            t[DIGIT as usize | c] = DIGIT;
            t[DIGIT_HYPHEN as usize | c] = DIGIT;
        } else if b == b'-' {
            t[ALPHA as usize | c] = ALPHA_HYPHEN;
            t[ALPHA_HYPHEN as usize | c] = ALPHA_HYPHEN;
            t[DIGIT as usize | c] = DIGIT_HYPHEN;
            t[DIGIT_HYPHEN as usize | c] = DIGIT_HYPHEN;
        } else if b == b'.' {
            t[ALPHA as usize | c] = TOP_DOT;
            t[DIGIT as usize | c] = START;
        }
        c += 1;
    }
    t
};

/// Whether `h` is a `hostname`, sixteen bytes classified at once.
///
/// Why not [`HOSTNAME`]'s automaton alone: its steps form one chain, each
/// load's index waiting on the load before, so a host of twenty bytes cost
/// twenty load latencies in a row, the gap between RFC 2396's typed tree
/// and RFC 3986's on real URLs (docs/performance.md). Here a host of up to
/// 64 bytes becomes three bit masks (the hostname's bytes, `.`, `-`; bit
/// `k` for byte `k`), and the rule is a few operations on them that depend
/// on no byte's neighbour's answer: every byte in one of the classes; no `.`
/// next to a `.` or a `-` and none first (a label is never empty and
/// neither begins nor ends with `-`), no `-` first or last; and the last
/// label (before an ending `.`) beginning with a letter, the one byte
/// looked at alone. A longer host
/// takes the automaton, the reference this is held to.
#[inline(always)]
fn is_hostname(h: &[u8]) -> bool {
    let n = h.len();
    if n == 0 || n > 64 {
        return n != 0 && is_hostname_by_bytes(h);
    }
    // Bit `k` set where byte `k` is a letter, a digit, `.` or `-`; a `.`;
    // a `-`.
    let (mut class, mut dot, mut hyphen) = (0u64, 0u64, 0u64);
    let mut add = |(c, d, h): (u64, u64, u64), at: usize| {
        class |= c << at;
        dot |= d << at;
        hyphen |= h << at;
    };
    let mut at = 0;
    while let Some(block) = h[at..].first_chunk::<16>() {
        add(hostname_masks(block), at);
        at += 16;
    }
    if at < n {
        // The last sixteen bytes, which overlap the blocks before (the
        // same bytes give the same bits), or a host shorter than sixteen
        // padded with NUL.
        match h.last_chunk::<16>() {
            Some(last) => add(hostname_masks(last), n - 16),
            None => add(hostname_masks(&runs::padded(h)), 0),
        }
    }
    let sep = dot | hyphen;
    let last = 1u64 << (n - 1);
    if class != u64::MAX >> (64 - n)
        || dot & (sep >> 1 | sep << 1) != 0
        || sep & 1 != 0
        || hyphen & last != 0
    {
        return false;
    }
    // The last label ends before an ending `.`, and begins after the `.`
    // before it (or at the start).
    let label = if dot & last != 0 { dot & !last } else { dot };
    let start = 64 - label.leading_zeros() as usize;
    h.get(start).is_some_and(u8::is_ascii_alphabetic)
}

/// The masks of [`is_hostname`] for sixteen bytes: where a byte is a
/// letter, a digit, `.` or `-`; a `.`; a `-`. Always inlined, so that the
/// constants stay in registers across the blocks of one host.
#[inline(always)]
fn hostname_masks(block: &[u8; 16]) -> (u64, u64, u64) {
    let v = u8x16::from(*block);
    // A letter of either case is one range once `0x20` is set; NUL, the
    // padding, is in no class.
    let lower = (v | u8x16::splat(0x20)) - u8x16::splat(b'a');
    let d = v - u8x16::splat(b'0');
    let dots = v.cmp_eq(u8x16::splat(b'.'));
    let hyphens = v.cmp_eq(u8x16::splat(b'-'));
    let inside = lower.min(u8x16::splat(25)).cmp_eq(lower)
        | d.min(u8x16::splat(9)).cmp_eq(d)
        | dots
        | hyphens;
    let mask = |m: u8x16| u64::from(m.move_mask() as u32 & 0xFFFF);
    (mask(inside), mask(dots), mask(hyphens))
}

/// Whether `h` is a `hostname`, one step of [`HOSTNAME`] a byte: its last
/// state is in a label that begins with a letter and ends with a letter or
/// digit, or just after the `.` of one.
fn is_hostname_by_bytes(h: &[u8]) -> bool {
    let mut state = START;
    for &c in h {
        state = HOSTNAME[(usize::from(state) | usize::from(c)) & (HOSTNAME.len() - 1)];
    }
    matches!(state, ALPHA | TOP_DOT)
}

/// ```abnf
/// IPv4address   = 1*3digit "." 1*3digit "." 1*3digit "." 1*3digit
/// ```
/// RFC 2732's rule (RFC 2396 wrote `1*digit`): no bound on the values. One
/// loop over the bytes, counting the dots and the digits since the last.
fn is_ipv4_address(h: &[u8]) -> bool {
    let (mut dots, mut digits) = (0, 0);
    for &c in h {
        match c {
            b'0'..=b'9' if digits < 3 => digits += 1,
            b'.' if digits > 0 && dots < 3 => (dots, digits) = (dots + 1, 0),
            _ => return false,
        }
    }
    dots == 3 && digits > 0
}

#[cfg(test)]
mod tests {
    use super::{is_hostname, is_hostname_by_bytes};
    use crate::grammars::rfc2396::REGISTRY;

    /// RFC 2396's `hostname` as its ABNF file's compiled automaton reads
    /// it (`check` decides with the automaton): the oracle.
    fn by_grammar(h: &[u8]) -> bool {
        REGISTRY
            .find("hostname")
            .is_some_and(|e| e.check(h).is_ok())
    }

    /// Every string of up to six bytes over letters, digits, `-`, `.`
    /// and a byte outside the class, as the grammar reads it.
    #[test]
    fn every_short_string_as_the_grammar_reads_it() {
        let alphabet = b"aZ09-._";
        let mut s = Vec::new();
        let mut checked = 0;
        fn walk(s: &mut Vec<u8>, alphabet: &[u8], left: usize, checked: &mut usize) {
            let want = by_grammar(s);
            let shown = String::from_utf8_lossy(s);
            assert_eq!(is_hostname(s), want, "{shown:?}");
            assert_eq!(is_hostname_by_bytes(s), want, "{shown:?}");
            *checked += 1;
            if left == 0 {
                return;
            }
            for &c in alphabet {
                s.push(c);
                walk(s, alphabet, left - 1, checked);
                s.pop();
            }
        }
        walk(&mut s, alphabet, 6, &mut checked);
        assert!(checked > 130_000);
    }

    /// Strings of every length up to 80 over the same alphabet, most of them
    /// hostnames with one byte changed, so that every place a block of
    /// sixteen begins or ends (and the 64 bytes past which the automaton
    /// reads) meets a label's edge: the masks, the automaton and the
    /// grammar agree. A fixed-seed xorshift: the same strings every run.
    #[test]
    fn every_length_across_the_blocks_as_the_grammar_reads_it() {
        let mut state = 0x2396_u64;
        let mut below = |n: usize| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            usize::try_from(state % n as u64).unwrap_or(0)
        };
        let alphabet = b"aZ09-._";
        let mut hostnames = 0;
        for len in 1..=80 {
            for _ in 0..400 {
                // Labels of a letter and up to six more, joined by `.`.
                let mut s = Vec::with_capacity(len);
                while s.len() < len {
                    if !s.is_empty() && s.last() != Some(&b'.') && below(4) == 0 {
                        s.push(b'.');
                    } else {
                        s.push(b"abcXYZ0189-"[below(11)]);
                    }
                }
                if below(2) == 0 {
                    let at = below(len);
                    s[at] = alphabet[below(alphabet.len())];
                }
                let want = by_grammar(&s);
                hostnames += usize::from(want);
                let shown = String::from_utf8_lossy(&s);
                assert_eq!(is_hostname(&s), want, "{shown:?}");
                assert_eq!(is_hostname_by_bytes(&s), want, "{shown:?}");
            }
        }
        assert!(hostnames > 3_000, "only {hostnames} hostnames");
    }

    /// Hosts of the shapes people write, and their near misses.
    #[test]
    fn hosts_people_write() {
        for h in [
            "example.com",
            "www.example.com.",
            "a",
            "a1-b.c-d.org",
            "x.y.z9",
            "1a.b",
            "a-b",
            "localhost",
            "a.b.",
            "0.example",
            "xn--bcher-kva.example",
        ] {
            assert!(is_hostname(h.as_bytes()), "{h}");
            assert!(by_grammar(h.as_bytes()), "{h}");
        }
        for h in [
            "",
            ".",
            "a..",
            "a..b",
            "-a",
            "a-",
            "a.-b",
            "a-.b",
            "1.2.3.4",
            "a.1b",
            "a_b",
            ".a",
            "example.com..",
            "a b",
        ] {
            assert!(!is_hostname(h.as_bytes()), "{h}");
            assert!(!by_grammar(h.as_bytes()), "{h}");
        }
    }
}
