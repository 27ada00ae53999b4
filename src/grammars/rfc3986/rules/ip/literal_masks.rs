//! An IPv6 `IP-literal` checked from bit masks of its bytes, for a verdict:
//! what the single pass ([`crate::grammars::rfc3986::rules::fast`]) runs
//! in `is_valid` where [`super::whole::ipv6_prefix`] reads group by group.
//!
//! Read group by group, an address leaves a loop once a group, at a place
//! that moves from one address to the next (groups of one to four digits,
//! the `::` anywhere, a dotted tail or not): about 330 instructions and
//! 1.7 mispredicted branches an address on `web.txt`, whose lines are 11%
//! IPv6 literals. Here the forty-eight bytes after the `[` are classified
//! at once (three [`u8x16`] blocks: hexadecimal digits, `:`, `.`, `]`),
//! and the rule's counts are read off the masks with no loop: the literal
//! ends at the first `]`, and what stands before it is an `IPv6address`
//! exactly when the checks of [`ipv6_before_close`] hold. Measured with
//! `scripts/validate_instructions.sh` (docs/performance.md, "Validation
//! against the byte-class scan").

use wide::u8x16;

use super::super::head::{below, bits, within};
use super::whole::ipv4_prefix;

/// How many bytes after the `[` are classified: more than the longest
/// `IPv6address` (45 bytes, six groups of four and a dotted tail of
/// fifteen) and its `]`.
const WINDOW: usize = 48;

/// The masks of one block, the low sixteen bits each: `HEXDIG`, `:`, `.`
/// and `]`. The letters `A` to `F` are folded onto `a` to `f` by setting
/// bit 5, which brings no other byte there.
#[inline(always)]
#[cfg_attr(urigram_web, optimize(speed))]
fn classify(v: u8x16) -> [u64; 4] {
    let hex = within(v, b'0', b'9') | within(v | u8x16::splat(0x20), b'a', b'f');
    [
        bits(hex),
        bits(v.cmp_eq(u8x16::splat(b':'))),
        bits(v.cmp_eq(u8x16::splat(b'.'))),
        bits(v.cmp_eq(u8x16::splat(b']'))),
    ]
}

/// The IPv6 literal whose address begins at `inner` (after its `[`),
/// under RFC 3986 (no zone ID): where its `]` stands, `Some(None)` if no
/// `IPv6address` and `]` stand there, or `None` for an input shorter than
/// sixteen bytes, which the caller reads group by group.
///
/// No `IPv6address` holds a `]`, so the literal ends at the first one; it
/// is valid exactly when the bytes before it are an address. This is the
/// answer of reading [`super::whole::ipv6_prefix`] as far as it goes and
/// asking for a `]` after it, which `fast`'s `ip_literal` does: an address
/// read to its end stops at the `]`, and one cut short by another byte
/// stops short of it. No address is longer than forty-five bytes, so a
/// literal whose `]` is not within the window is invalid.
///
/// The blocks stand at `inner`, `inner + 16` and `inner + 32`, each moved
/// back to end at the input's end where it would pass it (so blocks may
/// repeat bytes, with the same bits); bits at and past the input's end are
/// dropped.
#[inline(always)]
#[cfg_attr(urigram_web, optimize(speed))]
pub(crate) fn ipv6_literal_close(b: &[u8], inner: usize) -> Option<Option<usize>> {
    let n = b.len();
    let last = n.checked_sub(16)?;
    let mut m = [0u64; 4];
    for k in 0..WINDOW / 16 {
        let s = (inner + 16 * k).min(last);
        let block = b[s..].first_chunk::<16>()?;
        // (s + 16 - inner is at most 48: the block's bits land at s - inner,
        // shifted up first so that a block before `inner` loses its bits
        // below it.)
        let up = s + 16 - inner;
        for (all, one) in m.iter_mut().zip(classify(u8x16::from(*block))) {
            *all |= one << up >> 16;
        }
    }
    let live = below((n - inner).min(WINDOW));
    let [hex, colon, dot, close] = m.map(|x| x & live);
    if close == 0 {
        return Some(None);
    }
    let e = close.trailing_zeros() as usize;
    let before = below(e);
    let ok = ipv6_before_close(
        &b[inner..inner + e],
        hex & before,
        colon & before,
        dot & before,
    );
    Some(ok.then_some(inner + e))
}

/// Whether `a` (the bytes before the literal's `]`, at most forty-seven)
/// is an `IPv6address`, given the masks of its hexadecimal digits, `:`
/// and `.` (bit `k` for byte `k`, none at or past `a.len()`).
///
/// ```abnf
/// IPv6address = 6( h16 ":" ) ls32 / "::" 5( h16 ":" ) ls32 / ...
///             / [ *6( h16 ":" ) h16 ] "::"
/// h16         = 1*4HEXDIG
/// ls32        = ( h16 ":" h16 ) / IPv4address
/// ```
///
/// The nine alternatives counted, as [`super::whole::ipv6_prefix`] counts
/// them: every byte is a digit, a `:` or a `.`; the dots stand in a dotted
/// tail after the last `:`, which must be an `IPv4address` and counts as
/// two groups; before it, the groups are runs of one to four digits
/// between colons, with at most one `::`, no `:::`, no single `:` first
/// (nor last, without a tail). Without `::` there are exactly eight
/// groups; with it at most seven, as it stands for one at least.
///
/// Also what the AVX2 masks (`super::super::avx2`) ask of the bytes
/// between a literal's brackets, from their own masks.
#[inline(always)]
#[cfg_attr(urigram_web, optimize(speed))]
pub(crate) fn ipv6_before_close(a: &[u8], hex: u64, colon: u64, dot: u64) -> bool {
    let e = a.len();
    let every = below(e);
    if e == 0 || hex | colon | dot != every {
        return false;
    }
    // Where the groups end: the byte after the last ":", before a dotted
    // tail (which needs a ":" before it: four octets alone are no address).
    let tail = dot != 0;
    let p = if tail {
        64 - colon.leading_zeros() as usize
    } else {
        e
    };
    if tail
        && (colon == 0
            || dot & below(p) != 0
            || ipv4_prefix(&a[p..]).map(|(n, _)| n) != Some(e - p))
    {
        return false;
    }
    let hex = hex & below(p);
    // h16 = 1*4HEXDIG: no run of five digits.
    let five = hex & hex >> 1 & hex >> 2 & hex >> 3 & hex >> 4;
    // The first of each pair of colons; no three in a row, one pair at most.
    let pairs = colon & colon >> 1;
    let triple = pairs & colon >> 2;
    let several = pairs & pairs.wrapping_sub(1);
    // A ":" first must begin "::"; without a tail, a ":" last must end "::"
    // (with one, the last ":" is followed by the tail).
    let lone_first = colon & !(colon >> 1) & 1;
    let lone_last = !tail && (colon >> (e - 1) & 1 == 1) && (e < 2 || colon >> (e - 2) & 1 == 0);
    if five | triple | several | lone_first != 0 || lone_last {
        return false;
    }
    let groups = (hex & !(hex << 1)).count_ones() + if tail { 2 } else { 0 };
    if pairs == 0 { groups == 8 } else { groups <= 7 }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grammars::rfc3986::rules::ip::ipv6_prefix;

    /// The literal by [`ipv6_prefix`], as `fast`'s `ip_literal` reads it
    /// without zone IDs: the address as far as it goes, then a `]`.
    fn group_by_group(b: &[u8], inner: usize) -> Option<usize> {
        let (len, _) = ipv6_prefix::<false>(&b[inner..])?;
        (b.get(inner + len) == Some(&b']')).then_some(inner + len)
    }

    /// Checks one address text in every frame: cut at every length, after
    /// prefixes that move it across the blocks, with a `]` and more after.
    fn check(addr: &str) {
        for prefix in ["http://[", "//[", "https://example.invalid/x/y/z@[", "["] {
            for suffix in ["]", "]/p", "]:8080/a/b/c/d/e/f/g/h/i/j/k", "", "x]", "]]"] {
                let s = format!("{prefix}{addr}{suffix}");
                let b = s.as_bytes();
                let inner = prefix.len();
                for len in inner..=b.len() {
                    let cut = &b[..len];
                    if let Some(got) = ipv6_literal_close(cut, inner) {
                        assert_eq!(
                            got,
                            group_by_group(cut, inner),
                            "{:?}",
                            String::from_utf8_lossy(cut)
                        );
                    }
                }
            }
        }
    }

    /// Addresses of every shape the rule allows and many it does not:
    /// eight groups or fewer around a `::` at every place, groups of one to
    /// five digits, dotted tails good and bad at every count of groups,
    /// stray bytes, colons one, two and three in a row.
    #[test]
    fn masks_agree_with_the_groups() {
        let mut addrs = vec![
            String::new(),
            ":".into(),
            "::".into(),
            ":::".into(),
            "1.2.3.4".into(),
            "::1.2.3.4".into(),
            "::ffff:1.2.3.4".into(),
            "1:2:3:4:5:6:1.2.3.4".into(),
            "1:2:3:4:5:1.2.3.4".into(),
            "1:2:3:4:5:6:7:1.2.3.4".into(),
            "1::2:3:4:5:1.2.3.4".into(),
            "1::2:3:4:5:6:1.2.3.4".into(),
            "::1.2.3".into(),
            "::1.2.3.256".into(),
            "::01.2.3.4".into(),
            "::1.2.3.4.5".into(),
            "::a.2.3.4".into(),
            "1.2::3".into(),
            ":.".into(),
            "::.".into(),
            "::1.2.3.4:5".into(),
            "1::2::3".into(),
            "g::1".into(),
            "12345::".into(),
            "::12345".into(),
            ":1::".into(),
            "1::2:".into(),
            "::1:".into(),
            "abcd:ef01:2345:6789:abcd:ef01:2345:6789".into(),
            "ABCD:EF01:2345:6789:ABCD:EF01:255.255.255.255".into(),
            "1:2:3:4:5:6:7:8:9".into(),
            "1:2:3:4:5:6:7".into(),
            "1:2:3:4:5:6:7::".into(),
            "::2:3:4:5:6:7:8".into(),
            "1:2:3:4:5:6:7:8::".into(),
            "v1.x".into(),
            "%25".into(),
            "1:2 ".into(),
        ];
        for groups in 0..=9usize {
            for gap in 0..=groups {
                for width in [1, 3, 4, 5] {
                    let g: Vec<String> = (0..groups)
                        .map(|k| format!("{:x}", (k + 10) % 16).repeat(width))
                        .collect();
                    addrs.push(g.join(":"));
                    addrs.push(format!("{}::{}", g[..gap].join(":"), g[gap..].join(":")));
                    addrs.push(format!("{}:1.2.3.4", g.join(":")));
                    addrs.push(format!(
                        "{}::{}:1.2.3.4",
                        g[..gap].join(":"),
                        g[gap..].join(":")
                    ));
                    addrs.push(format!(
                        "{}::{}1.2.3.4",
                        g[..gap].join(":"),
                        g[gap..].join(":")
                    ));
                }
            }
        }
        for a in &addrs {
            check(a);
        }
    }

    /// Every string of up to six bytes over digits, letters on either
    /// side of the hexadecimal ones, `:`, `.` and `]`, in a literal long
    /// enough to be decided: as [`ipv6_prefix`] reads it.
    #[test]
    fn short_strings_agree_with_the_groups() {
        fn walk(a: &mut Vec<u8>, depth: usize) {
            let mut s = b"http://[".to_vec();
            s.extend_from_slice(a);
            s.extend_from_slice(b"]/a/path/past/sixteen");
            assert_eq!(
                ipv6_literal_close(&s, 8),
                Some(group_by_group(&s, 8)),
                "{:?}",
                String::from_utf8_lossy(&s)
            );
            if depth > 0 {
                for &c in b"09aFg:.]" {
                    a.push(c);
                    walk(a, depth - 1);
                    a.pop();
                }
            }
        }
        walk(&mut Vec::new(), 6);
    }
}
