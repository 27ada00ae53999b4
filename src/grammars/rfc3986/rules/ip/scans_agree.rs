//! The whole-text readers of [`super::whole`] against the combinators' scans
//! of [`super`], on every short string and on strings of groups: tests of
//! two files, kept apart from both so that neither imports the other.

use super::whole::{ipv4_prefix, ipv6_prefix};
use super::{ipv4_by_scan, ipv6_by_scan};

/// Every string over a small alphabet up to a length, read both ways:
/// the whole-text readers here against the combinators' scans.
#[test]
fn agree_with_the_scans_on_every_short_string() {
    let alphabet = b"0f1:.5x";
    let mut s = Vec::new();
    let mut checked = 0;
    fn walk(s: &mut Vec<u8>, alphabet: &[u8], depth: usize, checked: &mut usize) {
        let text = std::str::from_utf8(s).expect("the alphabet is ASCII");
        let lean = ipv6_prefix::<true>(s)
            .filter(|&(n, _)| n == s.len())
            .map(|(_, a)| a);
        assert_eq!(lean, ipv6_by_scan(text), "{text:?}");
        let verdict = ipv6_prefix::<false>(s).map(|(n, _)| n);
        assert_eq!(verdict, ipv6_prefix::<true>(s).map(|(n, _)| n), "{text:?}");
        let lean4 = ipv4_prefix(s)
            .filter(|&(n, _)| n == s.len())
            .map(|(_, a)| a);
        assert_eq!(lean4, ipv4_by_scan(text), "{text:?}");
        *checked += 1;
        if depth == 0 {
            return;
        }
        for &c in alphabet {
            s.push(c);
            walk(s, alphabet, depth - 1, checked);
            s.pop();
        }
    }
    walk(&mut s, alphabet, 7, &mut checked);
    assert!(checked > 900_000);
}

/// Longer strings, made of pieces that addresses and near misses are
/// made of, chosen by a fixed pseudo-random sequence.
#[test]
fn agree_with_the_scans_on_strings_of_groups() {
    let pieces: [&str; 14] = [
        "",
        "0",
        "1",
        "ff",
        "abcd",
        "12345",
        "1.2.3.4",
        "01.2.3.4",
        "255.255.255.255",
        "1.2.3",
        ":",
        "::",
        "g",
        "256.1.1.1",
    ];
    let mut state = 0x2545_f491_4f6c_dd1d_u64;
    let mut next = |m: usize| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        (state % m as u64) as usize
    };
    for _ in 0..200_000 {
        let mut s = String::new();
        if next(4) == 0 {
            s.push_str("::");
        }
        for k in 0..1 + next(11) {
            if k > 0 {
                s.push_str(if next(8) == 0 { "::" } else { ":" });
            }
            // Plain groups half the time, so that long addresses come up.
            s.push_str(if next(2) == 0 {
                "a1"
            } else {
                pieces[next(pieces.len())]
            });
        }
        let lean = ipv6_prefix::<true>(s.as_bytes())
            .filter(|&(n, _)| n == s.len())
            .map(|(_, a)| a);
        assert_eq!(lean, ipv6_by_scan(&s), "{s}");
    }
}

#[test]
fn agree_with_the_scans_on_addresses() {
    for s in [
        "::",
        "::1",
        "1::",
        "1:2:3:4:5:6:7::",
        "::2:3:4:5:6:7:8",
        "1:2:3:4:5:6:7:8",
        "::ffff:1.2.3.4",
        "1:2:3:4:5:6:1.2.3.4",
        "1::5:1.2.3.4",
        "1:2:3:4:5::1.2.3.4",
        "abcd:ef01::",
        "::0.0.0.0",
        "::255.255.255.255",
        "1:2:3:4:5:6:7:8:9",
        "1::2::3",
        ":1::",
        "1:::2",
        "::1.2.3.256",
        "12345::",
        "1:2:3:4:5:6:7:1.2.3.4",
        "1:2:3:4:5:6:7",
        "::01.2.3.4",
        "1:2:3:4:5:6::1.2.3.4",
        "1:2:3:4:5:6:7:8::",
        "1:2:3:4:5:6:7:8::9",
        "1:2:3:4:5:6:7::8",
        "::1:2:3:4:5:6:7:8",
        "::1.2.3.4:5",
        "1:2:3:4:5:6:1234.5.6.7",
        "fFfF:0:0:0:0:0:0:1",
    ] {
        let lean = ipv6_prefix::<true>(s.as_bytes())
            .filter(|&(n, _)| n == s.len())
            .map(|(_, a)| a);
        assert_eq!(lean, ipv6_by_scan(s), "{s}");
        // And with std, which reads the same RFC 4291 text forms.
        assert_eq!(lean, s.parse::<std::net::Ipv6Addr>().ok(), "{s}");
    }
}
