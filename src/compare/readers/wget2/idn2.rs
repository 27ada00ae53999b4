//! libidn2 2.3.3's `idn2_lookup_u8` as libwget 1.99.1's
//! `wget_str_to_ascii` calls it on a host that is not ASCII: first with
//! `IDN2_NONTRANSITIONAL`, then, where that fails, with
//! `IDN2_TRANSITIONAL`; `None` where both fail (libwget then keeps the
//! host as it was).
//!
//! One call (`lib/lookup.c`, read from libidn2's source and held to
//! libwget's own output by `tests/compare_wget2.rs`):
//!
//! 1. `_tr46`: each code point mapped by UTS #46's table without the STD3
//!    rules (transitional: the four deviations mapped too, `ß` to `ss`,
//!    `ς` to `σ`, ZWJ and ZWNJ to nothing), a disallowed one failing the
//!    whole name, 255 code points or more failing it too; then NFC; then
//!    each `.`-label checked: no `--` third and fourth, no `-` first or
//!    last, no combining mark first; an `xn--` label is decoded first and
//!    its code points must map to themselves.
//! 2. `label`, on each label of that: an ASCII label is kept (at most 63
//!    bytes), an `xn--` one decoded and encoded again, which must give it
//!    back; any other is Punycode-encoded after `xn--`, at most 63 bytes,
//!    and must decode again. libidn2's decoder takes only letters, digits,
//!    `-` and `_`, and no `-` first or last: so a label with other ASCII
//!    (`é;`, `é `) fails, and so does an empty `xn--` one.
//!    Only the non-transitional call also holds a label that is not ASCII
//!    (or an `xn--` label's decoded form) to IDNA 2008's rules (RFC 5891
//!    section 5.4: code points PVALID, CONTEXTJ in context or CONTEXTO,
//!    RFC 5893's Bidi Rule), as libidn2 reads them
//!    (`idna2008::libidn2_label_ok`); the transitional call checks nothing
//!    more, so a label that only IDNA 2008 refuses (`١`, whose Bidi Rule
//!    fails) still converts.
//! 3. The name, dots included, at most 253 bytes (254 with a last empty
//!    label).
//!
//! The mapping and NFC are ICU4X's (the `idna` feature's tables), which
//! are newer than libidn2's (Unicode 14.0): the code points libidn2
//! disallows and ICU4X does not are refused first (`unicode14.rs`), and
//! `ẞ` maps to `ss` there (to `ß` since Unicode 15.1), which is done
//! first too.

use crate::unicode_forms::uts46;
use icu_properties::CodePointMapData;
use icu_properties::props::{GeneralCategory, GeneralCategoryGroup};

use super::super::super::idna2008;
use super::unicode14;

/// libidn2's `IDN2_DOMAIN_MAX_LENGTH`.
const DOMAIN_MAX: usize = 255;

/// libidn2's `IDN2_LABEL_MAX_LENGTH`.
const LABEL_MAX: usize = 63;

/// `idn2_lookup_u8` non-transitional, then transitional (the module's
/// doc).
pub(super) fn lookup(host: &str) -> Option<String> {
    lookup_as(host, false).or_else(|| lookup_as(host, true))
}

/// One `idn2_lookup_u8` call, transitional or not.
fn lookup_as(host: &str, transitional: bool) -> Option<String> {
    let mapped = tr46(host, transitional)?;
    let labels: Vec<&[char]> = mapped.split(|&c| c == '.').collect();
    let mut out = String::with_capacity(mapped.len() + 8);
    for (i, l) in labels.iter().enumerate() {
        let converted = label(l, transitional)?;
        let last = i + 1 == labels.len();
        let room = if converted.is_empty() && last { 1 } else { 2 };
        if out.len() + converted.len() > DOMAIN_MAX - room {
            return None;
        }
        out.push_str(&converted);
        if !last {
            if out.len() + 1 > DOMAIN_MAX {
                return None;
            }
            out.push('.');
        }
    }
    Some(out)
}

/// `_tr46`: the mapped, NFC name, each label checked (the module's doc).
fn tr46(host: &str, transitional: bool) -> Option<Vec<char>> {
    if host.chars().any(unicode14::newer) {
        return None;
    }
    let premapped = host.chars().flat_map(move |c| {
        let two = |a, b| [Some(a), Some(b)];
        match c {
            // libidn2's Unicode 14.0 table maps ẞ to "ss".
            '\u{1e9e}' => two('s', 's'),
            '\u{df}' if transitional => two('s', 's'),
            '\u{3c2}' if transitional => [Some('\u{3c3}'), None],
            '\u{200c}' | '\u{200d}' if transitional => [None, None],
            c => [Some(c), None],
        }
        .into_iter()
        .flatten()
    });
    // Taken lazily, so that a long host costs no more than 255 code points.
    let mapped: Vec<char> = uts46(premapped, DOMAIN_MAX);
    if mapped.len() >= DOMAIN_MAX || mapped.contains(&'\u{fffd}') {
        return None;
    }
    for l in mapped.split(|&c| c == '.') {
        match l.strip_prefix(&['x', 'n', '-', '-'][..]) {
            Some(code) => {
                let decoded = decode(code)?;
                let again: Vec<char> = uts46(decoded.iter().copied(), usize::MAX);
                if again != decoded
                    || decoded.iter().copied().any(unicode14::newer)
                    || !shape_ok(&decoded)
                {
                    return None;
                }
            }
            None if !shape_ok(l) => return None,
            None => {}
        }
    }
    Some(mapped)
}

/// The checks `_tr46` makes of every label: no `--` third and fourth, no
/// `-` first or last, no combining mark (general category M) first.
fn shape_ok(l: &[char]) -> bool {
    let mark = |c: &char| {
        GeneralCategoryGroup::Mark.contains(CodePointMapData::<GeneralCategory>::new().get(*c))
    };
    l.get(2..4) != Some(&['-', '-'][..])
        && l.first() != Some(&'-')
        && l.last() != Some(&'-')
        && !l.first().is_some_and(mark)
}

/// libidn2's `basic`: the code points its Punycode decoder takes.
fn basic(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '-' || c == '_'
}

/// An `xn--` label's rest decoded as libidn2's `punycode_decode` does:
/// not empty, only [`basic`] code points, its last `-` neither first nor
/// last, at most 63 code points out (its buffer).
fn decode(code: &[char]) -> Option<Vec<char>> {
    if code.is_empty() || !code.iter().all(|&c| basic(c)) {
        return None;
    }
    if let Some(b) = code.iter().rposition(|&c| c == '-')
        && (b == 0 || b + 1 == code.len())
    {
        return None;
    }
    let code: String = code.iter().collect();
    idna::punycode::decode(&code).filter(|d| d.len() <= LABEL_MAX)
}

/// `label`: one label of the mapped name as it goes into the lookup name
/// (the module's doc).
fn label(l: &[char], transitional: bool) -> Option<String> {
    let text: String = l.iter().collect();
    if text.is_ascii() {
        let Some(code) = l.strip_prefix(&['x', 'n', '-', '-'][..]) else {
            return (text.len() <= LABEL_MAX).then_some(text);
        };
        let decoded = decode(code)?;
        let again = encode(&decoded, transitional)?;
        return again.eq_ignore_ascii_case(&text).then_some(again);
    }
    encode(l, transitional)
}

/// A U-label as an A-label, at most 63 bytes, which must decode to it
/// again (so its ASCII must be [`basic`]); the non-transitional call
/// first holds it to IDNA 2008 (the module's doc).
fn encode(u: &[char], transitional: bool) -> Option<String> {
    if !u.iter().all(|&c| !c.is_ascii() || basic(c)) {
        return None;
    }
    if !transitional && !idna2008::libidn2_label_ok(u) {
        return None;
    }
    let code = idna2008::punycode(u)?;
    let a_label = format!("xn--{code}");
    (a_label.len() <= LABEL_MAX).then_some(a_label)
}
