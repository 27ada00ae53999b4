//! The `IPv6address` alternatives of Ruby 3.1's `RFC3986_Parser` regexps,
//! matched as Onigmo matches them: alternative by alternative, each
//! quantifier greedy (or lazy where the regexp says `?`), backtracking
//! into the next way only when what follows fails.
//!
//! The order matters where the relative-reference regexp's `IP-literal`
//! lacks its closing bracket (`\[IPv6address | IPvFuture\]`, a slip in
//! the uri gem 0.11.0's regexp): `//[::1:2:3:4:5:6/` is the host
//! `[::1:2:3:4:5` and the port 6, because the fourth alternative matches
//! `::1:2:3:4:5` first and `:6` is a port after it. The third alternative
//! reads `\h{1,4}?::`, one to four digits lazily, where RFC 3986 has an
//! optional `h16`: `[::1:2:3:4:5:6]` is refused.
//!
//! Every quantifier is bounded, so a match reads at most 45 bytes past
//! where it starts and tries a bounded number of ways, whatever follows.

/// A piece of the regexp.
enum Re {
    /// `\h`: an ASCII hexadecimal digit.
    Hex,
    /// One byte from `lo` to `hi`.
    Range(u8, u8),
    /// One byte.
    Lit(u8),
    /// Each in turn.
    Seq(&'static [Re]),
    /// The first that lets the rest match.
    Alt(&'static [Re]),
    /// From `min` to `max` times, most first unless `lazy`.
    Rep(&'static Re, u8, u8, bool),
}

use Re::{Alt, Hex, Lit, Range, Rep, Seq};

/// `\d`.
const DIGIT: Re = Range(b'0', b'9');

/// `dec-octet`: `[1-9]\d|1\d{2}|2[0-4]\d|25[0-5]|\d`, in that order.
const DEC_OCTET: Re = Alt(&[
    Seq(&[Range(b'1', b'9'), DIGIT]),
    Seq(&[Lit(b'1'), DIGIT, DIGIT]),
    Seq(&[Lit(b'2'), Range(b'0', b'4'), DIGIT]),
    Seq(&[Lit(b'2'), Lit(b'5'), Range(b'0', b'5')]),
    DIGIT,
]);

/// `IPv4address`: four `dec-octet`s joined by `.`.
const IPV4: Re = Seq(&[
    DEC_OCTET,
    Lit(b'.'),
    DEC_OCTET,
    Lit(b'.'),
    DEC_OCTET,
    Lit(b'.'),
    DEC_OCTET,
]);

/// `\h{1,4}`.
const H16: Re = Rep(&Hex, 1, 4, false);

/// `\h{1,4}:`.
const H16_COLON: Re = Seq(&[H16, Lit(b':')]);

/// `ls32`: `\h{1,4}:\h{1,4}` or an `IPv4address`.
const LS32: Re = Alt(&[Seq(&[H16, Lit(b':'), H16]), IPV4]);

/// `::`.
const TWO_COLONS: Re = Seq(&[Lit(b':'), Lit(b':')]);

/// `(?:(?:\h{1,4}:){0,n}\h{1,4})?`, the pieces before `::`.
macro_rules! before {
    ($n:expr) => {
        Rep(&Seq(&[Rep(&H16_COLON, 0, $n, false), H16]), 0, 1, false)
    };
}

/// The nine alternatives of `IPv6address`, in the regexp's order.
const IPV6: Re = Alt(&[
    Seq(&[Rep(&H16_COLON, 6, 6, false), LS32]),
    Seq(&[TWO_COLONS, Rep(&H16_COLON, 5, 5, false), LS32]),
    Seq(&[
        Rep(&Hex, 1, 4, true),
        TWO_COLONS,
        Rep(&H16_COLON, 4, 4, false),
        LS32,
    ]),
    Seq(&[before!(1), TWO_COLONS, Rep(&H16_COLON, 3, 3, false), LS32]),
    Seq(&[before!(2), TWO_COLONS, Rep(&H16_COLON, 2, 2, false), LS32]),
    Seq(&[before!(3), TWO_COLONS, H16_COLON, LS32]),
    Seq(&[before!(4), TWO_COLONS, LS32]),
    Seq(&[before!(5), TWO_COLONS, H16]),
    Seq(&[before!(6), TWO_COLONS]),
]);

/// The end of the first match of `IPv6address` at the start of `s` (in
/// Onigmo's order) after which `rest` holds, if any.
pub(super) fn first_match(s: &[u8], rest: &mut dyn FnMut(usize) -> bool) -> Option<usize> {
    let mut end = None;
    matches(&IPV6, s, 0, &mut |j| {
        let ok = rest(j);
        if ok {
            end = Some(j);
        }
        ok
    });
    end
}

/// Whether `re` matches `s` from `i` such that `k` accepts where it ends.
fn matches(re: &Re, s: &[u8], i: usize, k: &mut dyn FnMut(usize) -> bool) -> bool {
    match re {
        Hex => s.get(i).is_some_and(u8::is_ascii_hexdigit) && k(i + 1),
        Range(lo, hi) => s.get(i).is_some_and(|b| (lo..=hi).contains(&b)) && k(i + 1),
        Lit(c) => s.get(i) == Some(c) && k(i + 1),
        Seq(items) => sequence(items, s, i, k),
        Alt(alts) => alts.iter().any(|a| matches(a, s, i, k)),
        Rep(item, min, max, lazy) => repeat(item, (*min, *max, *lazy), 0, s, i, k),
    }
}

/// `items` one after another from `i`.
fn sequence(items: &[Re], s: &[u8], i: usize, k: &mut dyn FnMut(usize) -> bool) -> bool {
    match items.split_first() {
        None => k(i),
        Some((first, more)) => matches(first, s, i, &mut |j| sequence(more, s, j, k)),
    }
}

/// `item` repeated, `done` times so far, within `(min, max, lazy)`.
fn repeat(
    item: &Re,
    bounds: (u8, u8, bool),
    done: u8,
    s: &[u8],
    i: usize,
    k: &mut dyn FnMut(usize) -> bool,
) -> bool {
    let (min, max, lazy) = bounds;
    let stop = done >= min;
    let more = |k: &mut dyn FnMut(usize) -> bool| {
        done < max && matches(item, s, i, &mut |j| repeat(item, bounds, done + 1, s, j, k))
    };
    // Lazy: stop here first, then one more; greedy: one more first.
    if lazy && stop && k(i) {
        return true;
    }
    more(k) || (!lazy && stop && k(i))
}

#[cfg(test)]
mod tests {
    use super::first_match;

    fn whole(s: &str) -> bool {
        first_match(s.as_bytes(), &mut |j| j == s.len()).is_some()
    }

    #[test]
    fn reads_as_the_regexp() {
        for ok in [
            "::1",
            "::",
            "1::",
            "1:2:3:4:5:6:7:8",
            "1:2:3:4:5:6:1.2.3.4",
            "1::1:2:3:4:5:6",
            "::ffff:1.2.3.4",
        ] {
            assert!(whole(ok), "{ok}");
        }
        for bad in [
            "::1:2:3:4:5:6",
            "1::2::3",
            "::1.2.3.04",
            "1:2:3:4:5:6:7:8:9",
            "",
        ] {
            assert!(!whole(bad), "{bad}");
        }
        // The first match after which a port may follow.
        let s = b"::1:2:3:4:5:6";
        let end = first_match(s, &mut |j| j == s.len() || s[j] == b':');
        assert_eq!(end, Some(11));
    }
}
