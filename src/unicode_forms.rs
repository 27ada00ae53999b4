//! NFC for the readers that normalize (RFC 3987's section 5.3.2.2, Mono's
//! host, IDNA 2008's label check), and NFKC for the tests:
//! one normalizer per build. With the `idna` feature, ICU4X's
//! `icu_normalizer`, which UTS #46 (the `idna` crate, the node-url and
//! wget2 readers) needs anyway; without it, the smaller
//! `unicode-normalization`. Two normalizers in one build cost the wasm
//! package about 90 KB of tables for one answer (docs/performance.md#web);
//! both follow the Unicode Standard's algorithm, and the readers' vector
//! tests (`compare_*`, `python_idna`, `urllib_*`) hold either to the
//! recorded answers.

/// `chars` in Normalization Form C.
///
/// The iterator goes in boxed, so that every caller shares one copy of
/// ICU4X's normalizer, which is generic over its input: one copy for
/// each iterator type (`Chars`, a `Map` of them, a `FlatMap`) was 8 KB of
/// the wasm package's code (docs/performance.md#web). Only text that is
/// not ASCII comes here, one dynamic call a character.
#[cfg(feature = "idna")]
pub(crate) fn nfc<'a>(chars: impl Iterator<Item = char> + 'a) -> impl Iterator<Item = char> + 'a {
    let chars: Chars<'a> = Box::new(chars);
    icu_normalizer::ComposingNormalizerBorrowed::new_nfc().normalize_iter(chars)
}

/// The boxed characters that [`nfc`] and [`uts46`] hand to ICU4X.
#[cfg(feature = "idna")]
type Chars<'a> = Box<dyn Iterator<Item = char> + 'a>;

/// `chars` mapped and normalized by UTS #46 (`Uts46Mapper::map_normalize`:
/// its mapping, deviations kept, and NFC), at most `limit` characters of
/// it, for the node-url and wget2 readers' ToASCII; boxed, for one copy of
/// ICU4X's code, as [`nfc`].
#[cfg(feature = "idna")]
pub(crate) fn uts46<'a>(chars: impl Iterator<Item = char> + 'a, limit: usize) -> Vec<char> {
    let chars: Chars<'a> = Box::new(chars);
    icu_normalizer::uts46::Uts46MapperBorrowed::new()
        .map_normalize(chars)
        .take(limit)
        .collect()
}

/// `chars` in Normalization Form C.
#[cfg(not(feature = "idna"))]
pub(crate) fn nfc<I: Iterator<Item = char>>(chars: I) -> impl Iterator<Item = char> {
    unicode_normalization::UnicodeNormalization::nfc(chars)
}

/// `chars` in Normalization Form KC: for the tests only, which hold
/// urllib's netloc check (`urllib::netloc::check_nfkc`, which asks a list
/// of 19 code points instead) to it over every code point, so the web
/// package carries no NFKC data.
#[cfg(all(test, feature = "idna"))]
pub(crate) fn nfkc<I: Iterator<Item = char>>(chars: I) -> impl Iterator<Item = char> {
    icu_normalizer::ComposingNormalizerBorrowed::new_nfkc().normalize_iter(chars)
}

/// `chars` in Normalization Form KC, for the tests only (as above).
#[cfg(all(test, not(feature = "idna")))]
pub(crate) fn nfkc<I: Iterator<Item = char>>(chars: I) -> impl Iterator<Item = char> {
    unicode_normalization::UnicodeNormalization::nfkc(chars)
}

/// Whether `s` is in Normalization Form C.
#[cfg(feature = "idna")]
pub(crate) fn is_nfc(s: &str) -> bool {
    icu_normalizer::ComposingNormalizerBorrowed::new_nfc().is_normalized(s)
}

/// Whether `s` is in Normalization Form C.
#[cfg(not(feature = "idna"))]
pub(crate) fn is_nfc(s: &str) -> bool {
    unicode_normalization::is_nfc(s)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The Unicode Standard's examples (UAX #15, figures 3 to 6): the
    /// canonical composites, and what only the compatibility forms fold.
    #[test]
    fn uax15_examples() {
        let s = |i: &mut dyn Iterator<Item = char>| i.collect::<String>();
        assert_eq!(s(&mut nfc("e\u{301}".chars())), "\u{e9}");
        assert_eq!(s(&mut nfc("\u{212b}".chars())), "\u{c5}");
        assert_eq!(s(&mut nfc("\u{fb01}".chars())), "\u{fb01}");
        assert_eq!(s(&mut nfkc("\u{fb01}".chars())), "fi");
        assert_eq!(s(&mut nfkc("\u{2100}".chars())), "a/c");
        assert_eq!(s(&mut nfkc("\u{1e9b}\u{323}".chars())), "\u{1e69}");
        assert!(is_nfc("\u{e9}"));
        assert!(!is_nfc("e\u{301}"));
    }
}
