//! Node 20's `toASCII` (`internalBinding('encoding_binding')`, what
//! `url.parse` puts a hostname through): ada 2.9.2's `ada::idna::to_ascii`,
//! which differs from UTS #46 ToASCII (and from the `idna` crate) where
//! `tests/data/compare/node-url.jsonl` shows it:
//!
//! - the binding hands back ada's answer as a C string: it ends at the
//!   first NUL (a NUL is an ordinary character to ada, so `é\0` is
//!   `xn--\0-...` and comes back as `xn--`);
//! - an ASCII host is only lower-cased, and of its labels only those
//!   starting `xn--` are checked (decoded, and the result must map to
//!   itself, be NFC, not be empty, and pass the label check below); an
//!   `xn--` label that decodes to ASCII passes;
//! - any other host is mapped (UTS #46, non-transitional, no STD3 rules:
//!   a disallowed code point anywhere fails the whole host) and put in
//!   NFC; then an ASCII label is kept unchecked, an `xn--` label checked
//!   as above, and any other checked and Punycode-encoded;
//! - the label check (ada's `is_label_valid`): no combining mark first;
//!   at the first ZWNJ or ZWJ the answer is given there (after a virama:
//!   valid; a ZWNJ: valid when some left- or dual-joining character comes
//!   anywhere before it and some right- or dual-joining one anywhere after;
//!   a ZWJ: invalid); a label with an R, AL or AN character is held to the
//!   RFC 5893 rules, as LTR when it starts with an L character (whose last
//!   non-NSM character is not checked) and as RTL otherwise (a first AN
//!   or EN passes).
//!
//! A failure is `""`, which url.parse turns into `ERR_INVALID_URL`. The
//! Unicode data (mapping, NFC, bidi and joining classes) is ICU4X's, the
//! tables the `idna` crate itself uses, but for the code points ada's
//! older table disallows ([`ADA_DISALLOWED`]).

use crate::unicode_forms::uts46;
use icu_properties::props::{
    BidiClass, CanonicalCombiningClass, GeneralCategoryGroup, JoiningType,
};
use icu_properties::{CodePointMapData, props::GeneralCategory};

/// The code points ada 2.9.2's mapping table (IDNA 15.0) disallows and
/// ICU4X's newer one maps, ignores or keeps (characters of Unicode 15.1,
/// 16.0 and 17.0, and the Hangul fillers and invisible operators UTS #46
/// ignores since): each fails the host in Node. `examples/idna_gap.rs` (with `node-url`)
/// lists any code point `c` for which Node's url.parse refuses
/// `http://a<c>/` and this reader does not (and the reverse); these are the
/// ranges it listed without this table, and with it, it lists none.
const ADA_DISALLOWED: &[(u32, u32)] = &[
    (0x88F, 0x88F),
    (0x897, 0x897),
    (0xC5C, 0xC5C),
    (0xCDC, 0xCDC),
    (0x115F, 0x1160),
    (0x17B4, 0x17B5),
    (0x1806, 0x1806),
    (0x180E, 0x180E),
    (0x1ACF, 0x1ADD),
    (0x1AE0, 0x1AEB),
    (0x1B4E, 0x1B4F),
    (0x1B7F, 0x1B7F),
    (0x1C89, 0x1C8A),
    (0x2061, 0x2063),
    (0x206A, 0x206F),
    (0x20C1, 0x20C1),
    (0x2427, 0x2429),
    (0x2B96, 0x2B96),
    (0x3164, 0x3164),
    (0x31E4, 0x31E5),
    (0xA7CC, 0xA7CF),
    (0xA7DA, 0xA7DB),
    (0xA7F1, 0xA7F1),
    (0xFBC3, 0xFBD2),
    (0xFD90, 0xFD91),
    (0xFDC8, 0xFDCE),
    (0xFFA0, 0xFFA0),
    (0x105C0, 0x105F3),
    (0x10940, 0x10959),
    (0x10D40, 0x10D65),
    (0x10D69, 0x10D85),
    (0x10D8E, 0x10D8F),
    (0x10EC2, 0x10EC7),
    (0x10ED0, 0x10ED8),
    (0x10EFA, 0x10EFC),
    (0x11380, 0x11389),
    (0x1138B, 0x1138B),
    (0x1138E, 0x1138E),
    (0x11390, 0x113B5),
    (0x113B7, 0x113C0),
    (0x113C2, 0x113C2),
    (0x113C5, 0x113C5),
    (0x113C7, 0x113CA),
    (0x113CC, 0x113D5),
    (0x113D7, 0x113D8),
    (0x113E1, 0x113E2),
    (0x116D0, 0x116E3),
    (0x11B60, 0x11B67),
    (0x11BC0, 0x11BE1),
    (0x11BF0, 0x11BF9),
    (0x11DB0, 0x11DDB),
    (0x11DE0, 0x11DE9),
    (0x11F5A, 0x11F5A),
    (0x13460, 0x143FA),
    (0x16100, 0x16139),
    (0x16D40, 0x16D79),
    (0x16EA0, 0x16EB8),
    (0x16EBB, 0x16ED3),
    (0x16FF2, 0x16FF6),
    (0x187F8, 0x187FF),
    (0x18CFF, 0x18CFF),
    (0x18D09, 0x18D1E),
    (0x18D80, 0x18DF2),
    (0x1CC00, 0x1CCFC),
    (0x1CD00, 0x1CEB3),
    (0x1CEBA, 0x1CED0),
    (0x1CEE0, 0x1CEF0),
    (0x1D173, 0x1D17A),
    (0x1E5D0, 0x1E5FA),
    (0x1E5FF, 0x1E5FF),
    (0x1E6C0, 0x1E6DE),
    (0x1E6E0, 0x1E6F5),
    (0x1E6FE, 0x1E6FF),
    (0x1F6D8, 0x1F6D8),
    (0x1F777, 0x1F77A),
    (0x1F8B2, 0x1F8BB),
    (0x1F8C0, 0x1F8C1),
    (0x1F8D0, 0x1F8D8),
    (0x1FA54, 0x1FA57),
    (0x1FA89, 0x1FA8A),
    (0x1FA8E, 0x1FA8F),
    (0x1FABE, 0x1FABE),
    (0x1FAC6, 0x1FAC6),
    (0x1FAC8, 0x1FAC8),
    (0x1FACD, 0x1FACD),
    (0x1FADC, 0x1FADC),
    (0x1FADF, 0x1FADF),
    (0x1FAE9, 0x1FAEA),
    (0x1FAEF, 0x1FAEF),
    (0x1FBCB, 0x1FBEF),
    (0x1FBFA, 0x1FBFA),
    (0x2B73A, 0x2B73F),
    (0x2CEA2, 0x2CEAD),
    (0x2EBF0, 0x2EE5D),
    (0x2F868, 0x2F868),
    (0x2F874, 0x2F874),
    (0x2F91F, 0x2F91F),
    (0x2F95F, 0x2F95F),
    (0x2F9BF, 0x2F9BF),
    (0x323B0, 0x33479),
];

/// Whether ada's mapping disallows `c` where ICU4X's does not
/// ([`ADA_DISALLOWED`]).
fn ada_disallows(c: char) -> bool {
    let c = u32::from(c);
    ADA_DISALLOWED
        .binary_search_by(|&(lo, hi)| {
            if hi < c {
                std::cmp::Ordering::Less
            } else if lo > c {
                std::cmp::Ordering::Greater
            } else {
                std::cmp::Ordering::Equal
            }
        })
        .is_ok()
}

/// `toASCII(name)`; `""` where ada fails.
pub(in crate::compare::readers) fn to_ascii(name: &str) -> String {
    let mut out = ada_to_ascii(name).unwrap_or_default();
    if let Some(nul) = memchr::memchr(0, out.as_bytes()) {
        out.truncate(nul);
    }
    out
}

/// ada's own `to_ascii`, before the binding's C string ends it at NUL.
fn ada_to_ascii(name: &str) -> Option<String> {
    if name.is_ascii() {
        return ascii_to_ascii(name.to_ascii_lowercase());
    }
    if name.chars().any(ada_disallows) {
        return None;
    }
    let mapped: Vec<char> = uts46(name.chars(), usize::MAX);
    if mapped.contains(&'\u{fffd}') {
        return None;
    }
    unicode_to_ascii(&mapped)
}

/// ada's `from_ascii_to_ascii`, on a lower-cased host (given back as it
/// is when it passes, without a copy).
fn ascii_to_ascii(name: String) -> Option<String> {
    // Most names hold no `xn--` at all: one search says so.
    if memchr::memmem::find(name.as_bytes(), b"xn--").is_none() {
        return Some(name);
    }
    for label in name.split('.') {
        if let Some(puny) = label.strip_prefix("xn--") {
            check_punycode(puny)?;
        }
    }
    Some(name)
}

/// ada's `to_ascii` after the mapping: label by label.
fn unicode_to_ascii(mapped: &[char]) -> Option<String> {
    let mut out = String::with_capacity(mapped.len() + 8);
    for (i, label) in mapped.split(|&c| c == '.').enumerate() {
        if i > 0 {
            out.push('.');
        }
        if label.starts_with(&['x', 'n', '-', '-']) {
            let ascii: String = label.iter().collect();
            if !ascii.is_ascii() {
                return None;
            }
            check_punycode(&ascii[4..])?;
            out.push_str(&ascii);
        } else if label.iter().all(char::is_ascii) {
            out.extend(label);
        } else {
            if !label_valid(label) {
                return None;
            }
            out.push_str("xn--");
            out.push_str(&idna::punycode::encode(label)?);
        }
    }
    Some(out)
}

/// An `xn--` label's rest: it must decode, map to itself (no code point
/// disallowed), be NFC, not be empty, and pass [`label_valid`].
fn check_punycode(puny: &str) -> Option<()> {
    let decoded = decode(puny)?;
    if decoded.iter().copied().any(ada_disallows) {
        return None;
    }
    let again: Vec<char> = uts46(decoded.iter().copied(), usize::MAX);
    (again == decoded
        && !decoded.is_empty()
        && !decoded.contains(&'\u{fffd}')
        && label_valid(&decoded))
    .then_some(())
}

/// Punycode's parameters (RFC 3492 section 5).
const BASE: u32 = 36;
const T_MIN: u32 = 1;
const T_MAX: u32 = 26;

/// ada's `punycode_to_utf32`: the basic code points before the last `-`,
/// then the deltas, lower-case letters and digits only, each sum within
/// `i32`; a decoded value that is no Unicode scalar value fails here (ada
/// keeps it, and its mapping then refuses it).
fn decode(input: &str) -> Option<Vec<char>> {
    let (basic, mut rest) = match input.rfind('-') {
        Some(i) => (&input[..i], &input.as_bytes()[i + 1..]),
        None => ("", input.as_bytes()),
    };
    let mut out: Vec<char> = basic.chars().collect();
    let (mut n, mut i, mut bias) = (128u32, 0u32, 72u32);
    const MAX: u32 = 0x7fff_ffff;
    while !rest.is_empty() {
        let old_i = i;
        let mut w = 1u32;
        let mut k = BASE;
        loop {
            let (&c, tail) = rest.split_first()?;
            rest = tail;
            let digit = match c {
                b'a'..=b'z' => u32::from(c - b'a'),
                b'0'..=b'9' => u32::from(c - b'0') + 26,
                _ => return None,
            };
            if digit > (MAX - i) / w {
                return None;
            }
            i += digit * w;
            let t = k.saturating_sub(bias).clamp(T_MIN, T_MAX);
            if digit < t {
                break;
            }
            if w > MAX / (BASE - t) {
                return None;
            }
            w *= BASE - t;
            k += BASE;
        }
        let len = u32::try_from(out.len()).ok()? + 1;
        bias = adapt(i - old_i, len, old_i == 0);
        if i / len > MAX - n {
            return None;
        }
        n += i / len;
        i %= len;
        if n < 0x80 {
            return None;
        }
        out.insert(usize::try_from(i).ok()?, char::from_u32(n)?);
        i += 1;
    }
    Some(out)
}

/// Punycode's bias adaptation (RFC 3492 section 6.1).
fn adapt(delta: u32, points: u32, first: bool) -> u32 {
    let mut d = if first { delta / 700 } else { delta / 2 };
    d += d / points;
    let mut k = 0;
    while d > ((BASE - T_MIN) * T_MAX) / 2 {
        d /= BASE - T_MIN;
        k += BASE;
    }
    k + ((BASE - T_MIN + 1) * d) / (d + 38)
}

/// ada's `is_label_valid` (the module's doc).
fn label_valid(label: &[char]) -> bool {
    let Some(&first) = label.first() else {
        return true;
    };
    let gc = CodePointMapData::<GeneralCategory>::new();
    if GeneralCategoryGroup::Mark.contains(gc.get(first)) {
        return false;
    }
    let ccc = CodePointMapData::<CanonicalCombiningClass>::new();
    let jt = CodePointMapData::<JoiningType>::new();
    for (i, &c) in label.iter().enumerate() {
        if c != '\u{200c}' && c != '\u{200d}' {
            continue;
        }
        if i > 0 && ccc.get(label[i - 1]) == CanonicalCombiningClass::Virama {
            return true;
        }
        if c == '\u{200d}' || i + 1 >= label.len() {
            return false;
        }
        let joins = |c: &char, side: JoiningType| {
            let t = jt.get(*c);
            t == side || t == JoiningType::DualJoining
        };
        return i > 0
            && label[..i]
                .iter()
                .any(|c| joins(c, JoiningType::LeftJoining))
            && label[i + 1..]
                .iter()
                .any(|c| joins(c, JoiningType::RightJoining));
    }
    bidi_valid(label)
}

/// The RFC 5893 part of [`label_valid`], as ada checks it.
fn bidi_valid(label: &[char]) -> bool {
    use BidiClass as B;
    let bc = CodePointMapData::<BidiClass>::new();
    let dirs: Vec<BidiClass> = label.iter().map(|&c| bc.get(c)).collect();
    let Some(last) = dirs.iter().rposition(|&d| d != B::NonspacingMark) else {
        return false;
    };
    if !dirs
        .iter()
        .any(|&d| d == B::RightToLeft || d == B::ArabicLetter || d == B::ArabicNumber)
    {
        return true;
    }
    let common = |d: BidiClass| {
        matches!(
            d,
            B::EuropeanNumber
                | B::EuropeanSeparator
                | B::CommonSeparator
                | B::EuropeanTerminator
                | B::OtherNeutral
                | B::BoundaryNeutral
                | B::NonspacingMark
        )
    };
    if dirs[0] == B::LeftToRight {
        // ada's loop stops before the last non-NSM character.
        return dirs[..last]
            .iter()
            .all(|&d| d == B::LeftToRight || common(d));
    }
    let (mut en, mut an) = (false, false);
    for (i, &d) in dirs[..=last].iter().enumerate() {
        en |= d == B::EuropeanNumber;
        an |= d == B::ArabicNumber;
        if en && an {
            return false;
        }
        if !(matches!(d, B::RightToLeft | B::ArabicLetter | B::ArabicNumber) || common(d)) {
            return false;
        }
        if i == last
            && !matches!(
                d,
                B::RightToLeft | B::ArabicLetter | B::ArabicNumber | B::EuropeanNumber
            )
        {
            return false;
        }
    }
    true
}
