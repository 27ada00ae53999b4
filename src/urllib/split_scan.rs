//! `urlsplit`'s common case found sixteen bytes at a time: a netloc with
//! nothing for Python to check or remove, and a path, query and fragment
//! without tab, CR or LF. Each search compares sixteen bytes at once
//! ([`wide::u8x16`], SSE2 on x86-64) and gives up (`None`) on anything
//! else, which [`split`](super::split)'s exact byte loop then reads.
//!
//! On URLs of a few dozen bytes a byte loop's cost is its branches: a
//! mispredicted exit costs as much as a window's tests. Here a window of
//! sixteen bytes costs about a dozen instructions and one branch.

use wide::u8x16;

/// Sixteen bytes of a string from some point, and how to read the masks
/// of tests on them: bit `j` of a mask is byte `at + j`, with no bit past
/// the end of the string.
struct Window {
    bytes: u8x16,
    shift: u32,
    keep: u32,
}

impl Window {
    /// A window of sixteen bytes all inside the string.
    #[inline(always)]
    fn whole(bytes: u8x16) -> Window {
        Window {
            bytes,
            shift: 0,
            keep: 0xFFFF,
        }
    }

    /// The last, partial window of `bytes`, from `at` (less than sixteen
    /// bytes before its end) to the end.
    ///
    /// It is the last sixteen bytes of `bytes`, its masks shifted down,
    /// rather than a copy into a padded array: reading back an array just
    /// written byte by byte stalls the processor. Only a string shorter
    /// than sixteen bytes is copied. The callers have read every whole
    /// window before, so nothing here tests for one again.
    #[inline(always)]
    fn tail(bytes: &[u8], at: usize) -> Window {
        let left = bytes.len().saturating_sub(at);
        if let Some(last) = bytes.last_chunk::<16>() {
            return Window {
                bytes: u8x16::from(*last),
                shift: 16u32.saturating_sub(left as u32),
                keep: 0xFFFF,
            };
        }
        let left = left.min(16);
        let mut w = [b'a'; 16];
        w[..left].copy_from_slice(&bytes[at..at + left]);
        Window {
            bytes: u8x16::from(w),
            shift: 0,
            keep: (1 << left) - 1,
        }
    }

    /// The mask of `flags`, a test of these bytes (0xFF where it holds).
    #[inline(always)]
    fn mask(&self, flags: u8x16) -> u32 {
        ((flags.move_mask() as u32 & 0xFFFF) >> self.shift) & self.keep
    }
}

/// The bytes equal to `b`.
#[inline(always)]
fn eq(v: u8x16, b: u8) -> u8x16 {
    v.cmp_eq(u8x16::splat(b))
}

/// The bytes below a space: tab, CR and LF among them.
#[inline(always)]
fn below_space(v: u8x16) -> u8x16 {
    v.min(u8x16::splat(0x1F)).cmp_eq(v)
}

/// The bytes above ASCII.
#[inline(always)]
fn non_ascii(v: u8x16) -> u8x16 {
    v.max(u8x16::splat(0x80)).cmp_eq(v)
}

/// The bytes from `lo` to `hi`, both included.
#[inline(always)]
fn in_range(v: u8x16, lo: u8, hi: u8) -> u8x16 {
    v.max(u8x16::splat(lo)).min(u8x16::splat(hi)).cmp_eq(v)
}

/// The run of scheme characters (ASCII letters and digits, `+`, `-`,
/// `.`) that starts `bytes`, when it ends inside the first sixteen bytes:
/// its length and whether it holds an upper-case letter. `None` for a
/// string shorter than sixteen bytes or a run of sixteen or more, which
/// the caller reads byte by byte.
///
/// One window's tests, about twenty instructions, where the byte loop
/// took nine a byte (45 for `https`; callgrind on
/// `tests/data/real-urls`, `examples/urlsplit_instructions.rs`).
#[inline(always)]
pub(super) fn scheme_window(bytes: &[u8]) -> Option<(usize, bool)> {
    let v = u8x16::from(*bytes.first_chunk::<16>()?);
    let letter = in_range(v | u8x16::splat(0x20), b'a', b'z');
    let scheme = letter | in_range(v, b'0', b'9') | in_range(v, b'-', b'.') | eq(v, b'+');
    let other = !(scheme.move_mask() as u32) & 0xFFFF;
    if other == 0 {
        return None;
    }
    let end = other.trailing_zeros();
    let upper = in_range(v, b'A', b'Z').move_mask() as u32 & ((1 << end) - 1);
    Some((end as usize, upper != 0))
}

/// The position of the lowest bit of `mask` in a window at `at`.
#[inline(always)]
fn first(at: usize, mask: u32) -> usize {
    at + mask.trailing_zeros() as usize
}

/// Where the netloc that starts at `start` ends (its first `/`, `?` or
/// `#`, or the end) when it is plain: no `[` or `]`, no byte above ASCII,
/// no byte below a space, so that Python checks nothing in it and removes
/// nothing from it. `None` otherwise.
///
/// As in [`query_and_fragment`], whole windows are read straight from the
/// string and only the last, partial one through [`Window::tail`].
#[inline]
pub(super) fn plain_netloc_end(bytes: &[u8], start: usize) -> Option<usize> {
    let mut at = start;
    while let Some(w) = bytes.get(at..).and_then(<[u8]>::first_chunk::<16>) {
        if let Some(end) = netloc_window(&Window::whole(u8x16::from(*w)), at) {
            return end;
        }
        at += 16;
    }
    if at < bytes.len()
        && let Some(end) = netloc_window(&Window::tail(bytes, at), at)
    {
        return end;
    }
    Some(bytes.len())
}

/// [`plain_netloc_end`] on one window at `at`: `None` to read on, else
/// its answer.
#[inline(always)]
fn netloc_window(w: &Window, at: usize) -> Option<Option<usize>> {
    let v = w.bytes;
    let stop = w.mask(eq(v, b'/') | eq(v, b'?') | eq(v, b'#'));
    let odd = w.mask(eq(v, b'[') | eq(v, b']') | non_ascii(v) | below_space(v));
    if stop != 0 {
        // The odd bytes before the stop: the bits below its bit.
        let before = (stop & stop.wrapping_neg()) - 1;
        return Some((odd & before == 0).then_some(first(at, stop)));
    }
    if odd != 0 {
        return Some(None);
    }
    None
}

/// [`plain_netloc_end`] and [`query_and_fragment`] in one pass: where the
/// plain netloc that starts at `start` ends, and (as `query_and_fragment`
/// from there) where the first `?` and the fragment's `#` are, both
/// [`UNREAD`] when the path, query or fragment hold a byte below a space.
/// `None` when the netloc is not plain.
///
/// The window in which the netloc ends is read on for the path's bytes
/// after its end, and the path's windows go on from the next sixteen
/// bytes, where the two searches apart read the bytes between the
/// netloc's end and that window's end twice (0.64 windows a real URL of
/// `tests/data/real-urls`) and set up two loops. Always inlined, as
/// [`split_parts`](super::split) is, and its answer three plain numbers:
/// out of line, or as nested `Option`s, its answer went through memory
/// and the split took more instructions than the two searches apart.
#[inline(always)]
pub(super) fn netloc_and_rest(
    bytes: &[u8],
    start: usize,
    allow_fragments: bool,
) -> Option<[usize; 3]> {
    let hash = if allow_fragments { b'#' } else { b'?' };
    let len = bytes.len();
    let mut at = start;
    while let Some(w) = bytes.get(at..).and_then(<[u8]>::first_chunk::<16>) {
        let w = Window::whole(u8x16::from(*w));
        match netloc_window(&w, at) {
            None => at += 16,
            Some(None) => return None,
            Some(Some(end)) => {
                let [query, fragment] = match path_in_window(&w, at, end, hash, len) {
                    Some(found) => rest_windows(bytes, at + 16, found, allow_fragments),
                    None => [UNREAD; 2],
                };
                return Some([end, query, fragment]);
            }
        }
    }
    if at < len {
        let w = Window::tail(bytes, at);
        if let Some(answer) = netloc_window(&w, at) {
            let end = answer?;
            let [query, fragment] = match path_in_window(&w, at, end, hash, len) {
                Some(found) => found.fold(len, allow_fragments),
                None => [UNREAD; 2],
            };
            return Some([end, query, fragment]);
        }
    }
    Some([len, len, len])
}

/// The `?` and `#` among the path's first bytes, those of the window `w`
/// (at `at`) from the netloc's `end` on (the stop and the bits above it),
/// in a [`Found`] for a string of `len` bytes; `None` for a byte below a
/// space there.
#[inline(always)]
fn path_in_window(w: &Window, at: usize, end: usize, hash: u8, len: usize) -> Option<Found> {
    let mut found = Found {
        query: len,
        fragment: len,
    };
    found.note_from(w, at, hash, !((1u32 << (end - at)) - 1))?;
    Some(found)
}

/// The query's and fragment's starts of [`netloc_and_rest`] and
/// [`query_and_fragment`] when a byte below a space was found after the
/// netloc: the caller reads the rest byte by byte.
pub(super) const UNREAD: usize = usize::MAX;

/// Where the first `?` and the fragment's `#` are in the URL from `rest`
/// (the start of the path), each the URL's length when there is none,
/// when no byte from there is below a space: no tab, CR or LF for Python
/// to remove. Both [`UNREAD`] otherwise. The `?` starts the query only when it
/// comes before the `#`, which the caller reads from the two numbers.
///
/// Most windows hold none of `?`, `#` or a low byte, so each is first
/// tested for all three at once, one mask and one branch (about a dozen
/// instructions); only a window that holds one is read again for which.
/// The whole windows are read straight from the string, and only the last,
/// partial one pays for [`Window::tail`]'s shift: the shift and the bounds
/// reckoned on every window cost a third of the scan (callgrind, on
/// `tests/data/real-urls`).
#[inline]
pub(super) fn query_and_fragment(bytes: &[u8], rest: usize, allow_fragments: bool) -> [usize; 2] {
    let found = Found {
        query: bytes.len(),
        fragment: bytes.len(),
    };
    rest_windows(bytes, rest, found, allow_fragments)
}

/// [`query_and_fragment`] from `at`, with what was `found` before it.
#[inline(always)]
fn rest_windows(
    bytes: &[u8],
    mut at: usize,
    mut found: Found,
    allow_fragments: bool,
) -> [usize; 2] {
    // Without fragments `#` is an ordinary byte: the test for it becomes a
    // second test for `?`, which changes nothing.
    let hash = if allow_fragments { b'#' } else { b'?' };
    while let Some(w) = bytes.get(at..).and_then(<[u8]>::first_chunk::<16>) {
        let v = u8x16::from(*w);
        let any = (eq(v, b'?') | eq(v, hash) | below_space(v)).move_mask();
        if any != 0 && found.note(&Window::whole(v), at, hash).is_none() {
            return [UNREAD; 2];
        }
        at += 16;
    }
    if at < bytes.len() {
        let w = Window::tail(bytes, at);
        let v = w.bytes;
        if w.mask(eq(v, b'?') | eq(v, hash) | below_space(v)) != 0
            && found.note(&w, at, hash).is_none()
        {
            return [UNREAD; 2];
        }
    }
    found.fold(bytes.len(), allow_fragments)
}

/// The first `?` and the first `#` (or second `?`) seen so far by
/// [`query_and_fragment`], the string's length for none: plain numbers
/// rather than `Option`s, which took some twenty instructions a URL to
/// fold into the parts (callgrind, `examples/urlsplit_instructions.rs`).
struct Found {
    query: usize,
    fragment: usize,
}

impl Found {
    /// Notes the first `?` and `hash` of a window at `at` that holds one
    /// of them or a low byte; `None` for a low byte.
    #[inline(always)]
    fn note(&mut self, w: &Window, at: usize, hash: u8) -> Option<()> {
        let v = w.bytes;
        if w.mask(below_space(v)) != 0 {
            return None;
        }
        // The windows come in order, so the first found is the least.
        let q = w.mask(eq(v, b'?'));
        if q != 0 {
            self.query = self.query.min(first(at, q));
        }
        let f = w.mask(eq(v, hash));
        if f != 0 {
            self.fragment = self.fragment.min(first(at, f));
        }
        Some(())
    }

    /// [`Found::note`] on the bits of `from` only: the path's part of the
    /// window in which the netloc ended, the first of the path's bytes
    /// read. One test for all three first, as in [`rest_windows`].
    #[inline(always)]
    fn note_from(&mut self, w: &Window, at: usize, hash: u8, from: u32) -> Option<()> {
        let v = w.bytes;
        if w.mask(eq(v, b'?') | eq(v, hash) | below_space(v)) & from == 0 {
            return Some(());
        }
        if w.mask(below_space(v)) & from != 0 {
            return None;
        }
        // Nothing was found before this window.
        let q = w.mask(eq(v, b'?')) & from;
        if q != 0 {
            self.query = first(at, q);
        }
        let f = w.mask(eq(v, hash)) & from;
        if f != 0 {
            self.fragment = first(at, f);
        }
        Some(())
    }

    /// The query's and fragment's starts: without fragments the second `?`
    /// found is no fragment.
    #[inline(always)]
    fn fold(self, len: usize, allow_fragments: bool) -> [usize; 2] {
        [
            self.query,
            if allow_fragments { self.fragment } else { len },
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The scheme window against the definition read byte by byte: every
    /// byte value at every place of the first window, after a run of lower
    /// or upper case letters, in strings of fifteen to seventeen bytes.
    #[test]
    fn the_scheme_window_agrees_with_a_byte_loop() {
        let is_scheme = |c: u8| c.is_ascii_alphanumeric() || matches!(c, b'+' | b'-' | b'.');
        for len in 15..=17 {
            for fill in [b'x', b'X', b'9', b'.'] {
                for at in 0..len {
                    for b in 0..=255u8 {
                        let mut s = vec![fill; len];
                        s[at] = b;
                        let end = s.iter().position(|&c| !is_scheme(c)).unwrap_or(len);
                        let upper = s[..end].iter().any(u8::is_ascii_uppercase);
                        let want = (len >= 16 && end < 16).then_some((end, upper));
                        assert_eq!(scheme_window(&s), want, "{s:?}");
                    }
                }
            }
        }
    }

    /// The netloc's end and the query's and fragment's starts, read byte by
    /// byte from their definitions, apart and in one pass
    /// ([`netloc_and_rest`]), for every string of up to five bytes
    /// over the bytes that matter (and a few that do not), after prefixes
    /// that put it in a short string, across a window's end and in a tail
    /// window.
    #[test]
    fn the_word_searches_agree_with_a_byte_loop() {
        let alphabet = [b'a', b'/', b'?', b'#', b'[', b']', b'_', b'\t', 0x01, 0xC3];
        let mut cases = vec![Vec::new()];
        for _ in 0..5 {
            let longer: Vec<Vec<u8>> = cases
                .iter()
                .filter(|c| c.len() == cases.last().map_or(0, Vec::len))
                .flat_map(|c| {
                    alphabet.iter().map(move |&b| {
                        let mut c = c.clone();
                        c.push(b);
                        c
                    })
                })
                .collect();
            cases.extend(longer);
        }
        for case in cases {
            for prefix in [0, 6, 11, 17, 29] {
                let mut b = vec![b'x'; prefix];
                b.extend_from_slice(&case);
                let netloc_end = b[prefix..]
                    .iter()
                    .position(|c| b"/?#".contains(c))
                    .map_or(b.len(), |k| prefix + k);
                let plain = !b[prefix..netloc_end]
                    .iter()
                    .any(|&c| c == b'[' || c == b']' || !(b' '..0x80).contains(&c));
                let want = plain.then_some(netloc_end);
                assert_eq!(plain_netloc_end(&b, prefix), want, "{b:?}");
                for allow in [true, false] {
                    let low = b[prefix..].iter().any(|&c| c < b' ');
                    let fragment = b[prefix..]
                        .iter()
                        .position(|&c| allow && c == b'#')
                        .map_or(b.len(), |k| prefix + k);
                    let query = b[prefix..]
                        .iter()
                        .position(|&c| c == b'?')
                        .map_or(b.len(), |k| prefix + k);
                    let want = if low { [UNREAD; 2] } else { [query, fragment] };
                    assert_eq!(query_and_fragment(&b, prefix, allow), want, "{b:?} {allow}");
                    // The one pass: the netloc's end as above, then the
                    // rest read from that end by the same definitions.
                    let rest = &b[netloc_end..];
                    let after = |c: u8| {
                        rest.iter()
                            .position(|&r| r == c)
                            .map_or(b.len(), |k| netloc_end + k)
                    };
                    let fragment = if allow { after(b'#') } else { b.len() };
                    let both = if rest.iter().any(|&c| c < b' ') {
                        [UNREAD; 2]
                    } else {
                        [after(b'?'), fragment]
                    };
                    let want = plain.then_some([netloc_end, both[0], both[1]]);
                    assert_eq!(netloc_and_rest(&b, prefix, allow), want, "{b:?} {allow}");
                }
            }
        }
    }
}
