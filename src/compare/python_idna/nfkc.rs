//! Unicode normalization form KC as CPython's `unicodedata.ucd_3_2_0`
//! computes it for nameprep (RFC 3491 section 4 names NFKC of Unicode
//! 3.2): full compatibility decomposition by Unicode 3.2's mappings, the
//! canonical reordering, then canonical composition; Hangul by arithmetic
//! (Unicode 3.2 section 3.12).
//!
//! CPython orders and composes by the combining classes and composition
//! pairs of its own Unicode release (only decomposition follows 3.2), so
//! the tables hold those: a character 3.2 did not assign (nameprep lets it
//! through) is reordered and composed as the generating release does, which
//! `tests/data/compare/python-idna.tsv` checks. The input is bounded by the
//! caller (1,024 bytes), and each step is linear but the reordering,
//! a stable sort of each run of combining marks.

use super::lookup::{DECOMPOSED, mapping};
use super::tables::{
    COMBINING_CLASSES, COMBINING_ENDS, COMBINING_STARTS, COMPOSED_COMPOSITES, COMPOSED_FIRSTS,
    COMPOSED_SECONDS,
};

/// Hangul syllables, leading and vowel and trailing jamo (Unicode 3.2
/// section 3.12, "Conjoining Jamo Behavior").
const S_BASE: u32 = 0xAC00;
const L_BASE: u32 = 0x1100;
const V_BASE: u32 = 0x1161;
const T_BASE: u32 = 0x11A7;
const L_COUNT: u32 = 19;
const V_COUNT: u32 = 21;
const T_COUNT: u32 = 28;
const N_COUNT: u32 = V_COUNT * T_COUNT;
const S_COUNT: u32 = L_COUNT * N_COUNT;

/// `text` in normalization form KC, as `ucd_3_2_0.normalize('NFKC', text)`.
pub(super) fn nfkc(text: &str) -> String {
    let mut chars: Vec<(char, u8)> = Vec::with_capacity(text.len());
    for c in text.chars() {
        decompose(c, &mut chars);
    }
    reorder(&mut chars);
    compose(&chars)
}

/// The canonical combining class of `c` (0 for a starter).
fn combining_class(c: char) -> u8 {
    let cp = u32::from(c);
    // The generated table's columns: the first range ending at or after
    // `cp`, if it starts at or before it.
    let i = COMBINING_ENDS.get().partition_point(|&end| end < cp);
    match (COMBINING_STARTS.get().get(i), COMBINING_CLASSES.get(i)) {
        (Some(&start), Some(&class)) if start <= cp => class,
        _ => 0,
    }
}

/// Pushes the full compatibility decomposition of `c`, with each
/// character's combining class.
fn decompose(c: char, out: &mut Vec<(char, u8)>) {
    let cp = u32::from(c);
    if (S_BASE..S_BASE + S_COUNT).contains(&cp) {
        let s = cp - S_BASE;
        let jamo = [
            L_BASE + s / N_COUNT,
            V_BASE + (s % N_COUNT) / T_COUNT,
            T_BASE + s % T_COUNT,
        ];
        let n = if s % T_COUNT == 0 { 2 } else { 3 };
        // Jamo are starters, and every one is a char.
        out.extend(
            jamo[..n]
                .iter()
                .filter_map(|&j| char::from_u32(j))
                .map(|j| (j, 0)),
        );
        return;
    }
    match mapping(DECOMPOSED, c) {
        Some(m) => out.extend(m.chars().map(|d| (d, combining_class(d)))),
        None => out.push((c, combining_class(c))),
    }
}

/// The canonical ordering: each run of non-starters sorted by combining
/// class, stably (equal classes keep their order).
fn reorder(chars: &mut [(char, u8)]) {
    let mut i = 0;
    while i < chars.len() {
        if chars[i].1 == 0 {
            i += 1;
            continue;
        }
        let start = i;
        while i < chars.len() && chars[i].1 != 0 {
            i += 1;
        }
        chars[start..i].sort_by_key(|&(_, class)| class);
    }
}

/// The primary composite of `first` and `second`, if any (Hangul LV and LVT
/// syllables by arithmetic).
fn composite(first: char, second: char) -> Option<char> {
    let (a, b) = (u32::from(first), u32::from(second));
    if (L_BASE..L_BASE + L_COUNT).contains(&a) && (V_BASE..V_BASE + V_COUNT).contains(&b) {
        return char::from_u32(S_BASE + ((a - L_BASE) * V_COUNT + (b - V_BASE)) * T_COUNT);
    }
    if (S_BASE..S_BASE + S_COUNT).contains(&a)
        && (a - S_BASE) % T_COUNT == 0
        && (T_BASE + 1..T_BASE + T_COUNT).contains(&b)
    {
        return char::from_u32(a + (b - T_BASE));
    }
    // The generated table's columns, sorted by the pair: the pairs of
    // `first`, then `second` among them.
    let firsts = COMPOSED_FIRSTS.get();
    let from = firsts.partition_point(|&x| x < a);
    let to = from + firsts.get(from..)?.partition_point(|&x| x == a);
    let j = COMPOSED_SECONDS.get(from..to)?.binary_search(&b).ok()?;
    COMPOSED_COMPOSITES.get(from + j).and_then(char::from_u32)
}

/// Canonical composition of decomposed, reordered text: a character joins
/// the last starter when nothing between them blocks it (no starter, and no
/// mark of its class or higher left uncomposed).
fn compose(chars: &[(char, u8)]) -> String {
    let mut out: Vec<char> = Vec::with_capacity(chars.len());
    let mut starter: Option<usize> = None;
    // The class of the last character kept in `out`.
    let mut last_class = 0u8;
    for &(c, class) in chars {
        if let Some(s) = starter {
            let adjacent = s + 1 == out.len();
            if adjacent || (last_class != 0 && last_class < class) {
                if let Some(k) = composite(out[s], c) {
                    out[s] = k;
                    continue;
                }
            }
        }
        if class == 0 {
            starter = Some(out.len());
        }
        last_class = class;
        out.push(c);
    }
    out.into_iter().collect()
}

#[cfg(test)]
mod tests {
    use super::{combining_class, composite, nfkc};

    /// CPython's combining classes and composition pairs (written with the
    /// tables by scripts/gen_idna2003_tables.py).
    const NORMALIZER: &str = include_str!("../../../tests/data/compare/idna2003-normalizer.tsv");

    /// The tables' columns answer what CPython answers: the class of every
    /// code point (0 where the file lists none) and the composite of every
    /// pair.
    #[test]
    fn columns_hold_every_class_and_pair() {
        let mut classes = vec![0u8; 0x11_0000];
        let mut pairs = 0;
        let ch = |f: Option<&str>| {
            u32::from_str_radix(f.unwrap_or(""), 16)
                .ok()
                .and_then(char::from_u32)
                .expect("a code point")
        };
        for line in NORMALIZER.lines().filter(|l| !l.starts_with('#')) {
            let mut fields = line.split('\t');
            match fields.next() {
                Some("C") => {
                    let c = ch(fields.next());
                    classes[c as usize] =
                        fields.next().and_then(|k| k.parse().ok()).expect("a class");
                }
                Some("P") => {
                    let (a, b, k) = (ch(fields.next()), ch(fields.next()), ch(fields.next()));
                    assert_eq!(composite(a, b), Some(k), "{a:?} {b:?}");
                    pairs += 1;
                }
                _ => panic!("unexpected line {line:?}"),
            }
        }
        assert_eq!(pairs, 941);
        for c in (0..0x11_0000).filter_map(char::from_u32) {
            assert_eq!(combining_class(c), classes[c as usize], "{c:?}");
        }
    }

    /// Cases whose forms Unicode's own examples and CPython agree on.
    #[test]
    fn compatibility_forms_compose() {
        assert_eq!(nfkc("e\u{301}"), "\u{e9}");
        assert_eq!(nfkc("\u{fb01}"), "fi");
        assert_eq!(nfkc("\u{2460}"), "1");
        assert_eq!(nfkc("\u{1100}\u{1161}\u{11a8}"), "\u{ac01}");
        assert_eq!(nfkc("\u{ac00}\u{11a8}"), "\u{ac01}");
        // A dot below (class 220) before a dot above (230): both compose.
        assert_eq!(nfkc("q\u{307}\u{323}"), "q\u{323}\u{307}");
        assert_eq!(nfkc("s\u{307}\u{323}"), "\u{1e69}");
    }
}
