//! One pass that both decides and lays out a URL of RFC 1808 or a URI of
//! RFC 1945 (issue 40 item 2), so that their typed trees cost a scan of the
//! bytes rather than the compiled automaton and then the combinators, which
//! still run for every input this turns down (and explain its error).
//!
//! The two grammars share their shape, and differ only in which bytes a
//! URL holds:
//!
//! ```abnf
//! URL         = ( absoluteURL | relativeURL ) [ "#" fragment ]
//! relativeURL = net_path | abs_path | rel_path
//! net_path    = "//" net_loc [ abs_path ]
//! abs_path    = "/"  rel_path
//! rel_path    = [ path ] [ ";" params ] [ "?" query ]
//! path        = fsegment *( "/" segment )
//! fsegment    = 1*pchar
//! ```
//!
//! Why a scan decides it. Every part is made of the grammar's URL bytes
//! (`uchar | reserved`, an escape being `%` and two hex digits) but for the
//! one `#` that starts the fragment: `net_loc` takes all of them but `/`,
//! `params` all but `?`, `query` and `fragment` all of them, a path all but
//! `;` and `?`, an opaque `absoluteURL` all of them. So a text of those
//! bytes fails the grammar in one way only: after a `net_loc`, a `/` that
//! another `/` follows (an `abs_path`'s `rel_path` cannot start with `/`,
//! since its path starts with an `fsegment`). Everywhere else the first
//! delimiter of each kind ends the part before it, as the combinators read.

use super::byte_ranges::{self, Ranges};

/// A byte that a URL holds outside an escape and that ends no part, in an
/// [`Octets`] table.
const URL_BYTE: u8 = 0x80;
/// `/`, which ends a `net_loc`.
const SLASH: u8 = 2;
/// `;`, which ends a path.
const SEMI: u8 = 3;
/// `?`, which ends a path or the params.
const QUESTION: u8 = 4;
/// `#`, which starts the fragment.
const HASH: u8 = 6;

/// A grammar's bytes, by their part in a URL: for each part of a relative
/// URL the scan can be in (indexed by [`In`]), a table of each byte's class
/// ([`URL_BYTE`] for a byte that holds no meaning there, a URL byte or a
/// delimiter that ends another part, such as `/` in a path; the
/// delimiter's class for one that ends this part; `#`; or none, 0, for
/// a byte that is no URL byte outside an escape, `%` among them), and the
/// part's ordinary bytes as [`Ranges`], so that a run of them is read
/// sixteen bytes at a time and the table is looked at only where the run
/// stops.
pub(crate) struct Octets {
    /// Each byte's class, by part.
    tables: [[u8; 256]; 5],
    /// The bytes each part's table calls [`URL_BYTE`].
    runs: [Ranges; 5],
    /// The same with `%`.
    runs_pct: [Ranges; 5],
}

/// The [`Octets`] whose URL bytes are the letters, the digits, `/`, `;`,
/// `?`, the bytes of `marks`, and, when `high`, every byte from 0x80 up
/// (RFC 1945's `national`).
pub(crate) const fn octets(marks: &[u8], high: bool) -> Octets {
    let mut t = [0u8; 256];
    let mut c = 0;
    while c < 256 {
        let b = c as u8;
        if b.is_ascii_alphanumeric() || (high && b >= 0x80) {
            t[c] = URL_BYTE;
        }
        c += 1;
    }
    let mut m = 0;
    while m < marks.len() {
        t[marks[m] as usize] = URL_BYTE;
        m += 1;
    }
    t[b'/' as usize] = URL_BYTE;
    t[b';' as usize] = URL_BYTE;
    t[b'?' as usize] = URL_BYTE;
    // `%` stands only in an escape: no run of `runs` holds it, and the
    // loop reads on over it with `runs_pct` and checks the escapes.
    t[b'%' as usize] = 0;
    t[b'#' as usize] = HASH;
    let mut tables = [t; 5];
    tables[In::NetLoc as usize][b'/' as usize] = SLASH;
    tables[In::Path as usize][b';' as usize] = SEMI;
    tables[In::Path as usize][b'?' as usize] = QUESTION;
    tables[In::Params as usize][b'?' as usize] = QUESTION;
    let runs = ordinary(&tables, false);
    let runs_pct = ordinary(&tables, true);
    Octets {
        tables,
        runs,
        runs_pct,
    }
}

/// Each part's bytes that its table calls [`URL_BYTE`] (and `%`, when
/// `pct`), as ranges.
const fn ordinary(tables: &[[u8; 256]; 5], pct: bool) -> [Ranges; 5] {
    const fn of(table: &[u8; 256], pct: bool) -> Ranges {
        let mut bits = [0u128; 2];
        let mut c = 0;
        while c < 256 {
            if table[c] == URL_BYTE || (pct && c == b'%' as usize) {
                bits[c / 128] |= 1 << (c % 128);
            }
            c += 1;
        }
        Ranges::of_bits(bits)
    }
    [
        of(&tables[0], pct),
        of(&tables[1], pct),
        of(&tables[2], pct),
        of(&tables[3], pct),
        of(&tables[4], pct),
    ]
}

/// Where the run of `part`'s bytes of `runs` from `i` ends: a match, so
/// that each part's ranges are a constant where the tables are (the scan
/// is inlined into its grammar's reader, over its static tables) and their
/// loop unrolls.
#[inline(always)]
fn run_end(runs: &[Ranges; 5], part: In, b: &[u8], i: usize) -> usize {
    match part {
        In::NetLoc => runs[In::NetLoc as usize].run_end(b, i),
        In::Path => runs[In::Path as usize].run_end(b, i),
        In::Params => runs[In::Params as usize].run_end(b, i),
        In::Query => runs[In::Query as usize].run_end(b, i),
        In::Fragment => runs[In::Fragment as usize].run_end(b, i),
    }
}

/// Where the body (all before the fragment's `#`) of `b` ends, if every
/// byte of `b` is one of `table`'s URL bytes, or an escape, but for one
/// `#`; `None` otherwise.
#[inline(always)]
pub(crate) fn body_end(b: &[u8], table: &Octets) -> Option<usize> {
    scan_from(b, table, 0, In::Query).map(|(end, _)| end)
}

/// The offset of the `:` after a scheme that starts `b` (`1*( alpha |
/// digit | "+" | "-" | "." )`, then `:`), which makes it an absolute URL.
/// No scheme byte is `#`, so the colon is in the body.
#[inline]
pub(crate) fn scheme_colon(b: &[u8]) -> Option<usize> {
    let n = b
        .iter()
        .position(|&c| !(c.is_ascii_alphanumeric() || matches!(c, b'+' | b'-' | b'.')))?;
    (n > 0 && b[n] == b':').then_some(n)
}

/// Where the parts of a `relativeURL` stand in the input, each a range of
/// offsets without its delimiter.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Relative {
    /// The `net_loc`, after `//`.
    pub(crate) net_loc: Option<(usize, usize)>,
    /// The path (empty when there is none), an `abs_path`'s `/` included.
    pub(crate) path: (usize, usize),
    /// The params, after the first `;`.
    pub(crate) params: Option<(usize, usize)>,
    /// The query, after the first `?` that follows the path.
    pub(crate) query: Option<(usize, usize)>,
}

/// What [`scan`] found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Layout {
    /// Where the body ends: the fragment's `#`, or the end.
    pub(crate) body_end: usize,
    /// The `relativeURL` from the scan's start to the body's end, or `None`
    /// where the grammar refuses it (a `//` after the `net_loc`; see the
    /// module docs), though every byte is a URL byte.
    pub(crate) relative: Option<Relative>,
}

/// The part of a relative URL the scan is in.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum In {
    NetLoc,
    Path,
    Params,
    Query,
    Fragment,
}

/// Checks every byte of `b` from `start` (those before it are a scheme and
/// its `:`, or none) as [`body_end`] does, and lays out the `relativeURL`
/// that stands from `start` to the body's end, in the same pass: the loop
/// over ordinary bytes stops at the delimiters that end the part it is in
/// (the part's table of [`Octets`]), and each one ends that part. `None` when a byte is no
/// URL byte.
#[inline(always)]
pub(crate) fn scan(b: &[u8], table: &Octets, start: usize) -> Option<Layout> {
    let (part, i) = if b[start..].starts_with(b"//") {
        (In::NetLoc, start + 2)
    } else {
        (In::Path, start)
    };
    let (body_end, parts) = scan_from(b, table, i, part)?;
    let Parts {
        net_end,
        refused,
        path_start,
        path_end,
        params_start,
        params_end,
        query_start,
    } = parts;
    let net = part == In::NetLoc;
    let relative = Relative {
        net_loc: net.then(|| (start + 2, net_end.unwrap_or(body_end))),
        path: (
            match (net, net_end) {
                (true, None) => body_end,
                (true, Some(_)) => path_start,
                (false, _) => start,
            },
            path_end.unwrap_or(body_end),
        ),
        params: params_start.map(|p| (p, params_end.unwrap_or(body_end))),
        query: query_start.map(|q| (q, body_end)),
    };
    Some(Layout {
        body_end,
        relative: (!refused).then_some(relative),
    })
}

/// Where [`scan_from`] found the delimiters that ended parts; a part still
/// open at the end of the body ends there.
#[derive(Default)]
struct Parts {
    net_end: Option<usize>,
    refused: bool,
    path_start: usize,
    path_end: Option<usize>,
    params_start: Option<usize>,
    params_end: Option<usize>,
    query_start: Option<usize>,
}

/// The loop of [`scan`] and [`body_end`]: from `i`, in `part`, to the end
/// of `b`; the body's end and the parts' delimiters.
#[inline(always)]
fn scan_from(b: &[u8], tables: &Octets, mut i: usize, mut part: In) -> Option<(usize, Parts)> {
    let n = b.len();
    let mut found = Parts::default();
    let mut body_end = n;
    let mut t = &tables.tables[part as usize];
    loop {
        // The run of the part's ordinary bytes, sixteen at a time. If a `%`
        // stops it, the rest of the run is read with `%` as one more byte,
        // and its escapes checked after, all at once, as RFC 3986's single
        // pass does (`grammars::rfc3986::rules::fast::run` says why the
        // verdict is the same: every part holds the hexadecimal digits, no
        // delimiter is `%`, and a broken escape stands nowhere).
        i = run_end(&tables.runs, part, b, i);
        if b.get(i) == Some(&b'%') {
            let end = run_end(&tables.runs_pct, part, b, i);
            if !byte_ranges::triplets_whole_blocks(&b[i..end]) {
                return None;
            }
            i = end;
        }
        let Some(&c) = b.get(i) else { break };
        match (t[usize::from(c)], part) {
            (SLASH, In::NetLoc) => {
                (found.net_end, found.path_start) = (Some(i), i);
                found.refused = b.get(i + 1) == Some(&b'/');
                part = In::Path;
            }
            (SEMI, In::Path) => {
                (found.path_end, found.params_start) = (Some(i), Some(i + 1));
                part = In::Params;
            }
            (QUESTION, In::Path) => {
                (found.path_end, found.query_start) = (Some(i), Some(i + 1));
                part = In::Query;
            }
            (QUESTION, In::Params) => {
                (found.params_end, found.query_start) = (Some(i), Some(i + 1));
                part = In::Query;
            }
            (HASH, In::Fragment) | (0, _) => return None,
            (HASH, _) => {
                body_end = i;
                part = In::Fragment;
            }
            _ => return None,
        }
        t = &tables.tables[part as usize];
        i += 1;
    }
    Some((body_end, found))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// RFC 1808's URL bytes, for the tests.
    const RFC1808: Octets = octets(b"$-_.+!*'(),:@&=", false);

    /// Each part's runs hold the bytes its table calls ordinary, and with
    /// `%` those and `%`, for both grammars' tables.
    #[test]
    fn the_runs_hold_the_bytes_the_tables_call_ordinary() {
        for octets in [RFC1808, octets(b"$-_.!*'(),:@&=+[\\]^`{|}~", true)] {
            for part in 0..5 {
                let holds =
                    |r: &Ranges, c: u8| r.pairs().iter().any(|&(lo, hi)| (lo..=hi).contains(&c));
                for c in 0..=255u8 {
                    let ordinary = octets.tables[part][usize::from(c)] == URL_BYTE;
                    assert_eq!(holds(&octets.runs[part], c), ordinary, "{part} {c}");
                    assert_eq!(
                        holds(&octets.runs_pct[part], c),
                        ordinary || c == b'%',
                        "{part} {c}"
                    );
                }
            }
        }
    }

    #[test]
    fn the_first_hash_ends_the_body_and_a_second_fails() {
        assert_eq!(body_end(b"a/b#c", &RFC1808), Some(3));
        assert_eq!(body_end(b"a/b", &RFC1808), Some(3));
        assert_eq!(body_end(b"#", &RFC1808), Some(0));
        assert_eq!(body_end(b"a#b#c", &RFC1808), None);
        assert_eq!(body_end(b"a%2", &RFC1808), None);
        assert_eq!(body_end(b"a%2g", &RFC1808), None);
        assert_eq!(body_end(b"a%2F", &RFC1808), Some(4));
        assert_eq!(body_end(b"~", &RFC1808), None);
        assert_eq!(scan(b"a#b#c", &RFC1808, 0), None);
        assert_eq!(scan(b"/a%2", &RFC1808, 0), None);
        assert_eq!(scan(b"/~", &RFC1808, 0), None);
    }

    #[test]
    fn each_delimiter_ends_the_part_it_ends() {
        let relative = |s: &[u8]| scan(s, &RFC1808, 0).expect("URL bytes").relative;
        assert_eq!(relative(b"//a//b"), None);
        let r = relative(b"//a;?/b;p;/q?x;y?z#f;?/").expect("a relativeURL");
        assert_eq!(r.net_loc, Some((2, 5)));
        assert_eq!(r.path, (5, 7));
        assert_eq!(r.params, Some((8, 12)));
        assert_eq!(r.query, Some((13, 18)));
        let r = relative(b"a//b?").expect("a relativeURL");
        assert_eq!(
            (r.net_loc, r.path, r.params, r.query),
            (None, (0, 4), None, Some((5, 5)))
        );
        let r = relative(b"//h#x").expect("a relativeURL");
        assert_eq!((r.net_loc, r.path), (Some((2, 3)), (3, 3)));
        let r = relative(b";p").expect("a relativeURL");
        assert_eq!((r.path, r.params), ((0, 0), Some((1, 2))));
        assert_eq!(scheme_colon(b"x+1:y"), Some(3));
        assert_eq!(scheme_colon(b":y"), None);
        assert_eq!(scheme_colon(b"a/b:c"), None);
        assert_eq!(scheme_colon(b"ab"), None);
    }
}
