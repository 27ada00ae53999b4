//! The RFC 3987 lint (sections 4.1, 4.2 and 8): section 4.4's bidi
//! examples, written as the RFC writes them (upper case for right-to-left
//! letters) with Hebrew letters for the upper case, and one case per check.

use urigram::grammars::rfc3987::{IriCheck, IriRef, lint};

/// The RFC's notation: each upper-case letter as a Hebrew letter
/// (U+05D0 ALEF for "A", and on).
fn rtl(s: &str) -> String {
    s.chars()
        .map(|c| {
            if c.is_ascii_uppercase() {
                char::from_u32(0x5D0 + u32::from(c) - u32::from('A')).unwrap()
            } else {
                c
            }
        })
        .collect()
}

fn checks(s: &str) -> Vec<(IriCheck, usize, usize)> {
    lint(&IriRef::parse(s).unwrap())
        .into_iter()
        .map(|w| (w.check, w.span.start(), w.span.end()))
        .collect()
}

#[test]
fn s4_4_bidi_examples_that_follow_section_4_2() {
    for s in [
        "http://ab.CDEFGH.ij/kl/mn/op.html",
        "http://ab.CDE.FGH/ij/kl/mn/op.html",
        "http://AB.CD.ef/gh/IJ/KL.html",
        "http://AB.CD.EF/GH/IJ/KL?MN=OP;QR=ST#UV",
    ] {
        assert_eq!(checks(&rtl(s)), [], "{s}");
    }
}

#[test]
fn s4_2_a_component_that_mixes_directions_or_ends_left_to_right() {
    // "cDEf": both directions, and it starts and ends with "c" and "f".
    let s = rtl("http://ab.cDEf.gh/");
    let label = (10, 10 + 1 + 2 + 2 + 1);
    assert_eq!(
        checks(&s),
        [
            (IriCheck::BidiMixed, label.0, label.1),
            (IriCheck::BidiEnds, label.0, label.1)
        ]
    );
    // Right-to-left letters then a digit: no mixing, but the end.
    let s = rtl("http://a/BC1");
    assert_eq!(checks(&s), [(IriCheck::BidiEnds, 9, 14)]);
}

#[test]
fn s4_1_bidi_formatting_characters() {
    for c in [
        '\u{200E}', '\u{200F}', '\u{202A}', '\u{202B}', '\u{202C}', '\u{202D}', '\u{202E}',
    ] {
        let s = format!("http://a/x{c}y");
        assert_eq!(checks(&s), [(IriCheck::BidiFormatting, 10, 13)], "{c:?}");
    }
}

#[test]
fn s8_mixed_scripts_in_a_label_and_invisible_characters() {
    // Cyrillic "а" (U+0430) in a Latin label; the other label is fine.
    let s = "http://ex\u{430}mple.com/";
    assert_eq!(checks(s), [(IriCheck::MixedScripts, 7, 15)]);
    // The same label after another: "http://www." is 11 bytes, and the
    // label is 8 (U+0430 takes two), so it spans 11..19.
    let s = "http://www.ex\u{430}mple.com/";
    assert_eq!(checks(s), [(IriCheck::MixedScripts, 11, 19)]);
    assert_eq!(&s[11..19], "ex\u{430}mple");
    // The third label of three, and one after a long first label.
    let s = "http://a.bb.ex\u{430}mple/";
    assert_eq!(checks(s), [(IriCheck::MixedScripts, 12, 20)]);
    let s = "http://abcdefghij.g\u{3bf}ogle.com/";
    assert_eq!(checks(s), [(IriCheck::MixedScripts, 18, 25)]);
    assert_eq!(&s[18..25], "g\u{3bf}ogle");
    // Greek omicron among Latin letters.
    assert_eq!(
        checks("http://g\u{3bf}ogle.com/")[0].0,
        IriCheck::MixedScripts
    );
    // One script per label is no warning, nor are scripts that do not look
    // alike (Han and kana).
    assert_eq!(
        checks("http://\u{43f}\u{440}\u{438}\u{43c}\u{435}\u{440}.example/"),
        []
    );
    assert_eq!(checks("http://\u{4f8b}\u{3048}.jp/"), []);
    // Zero-width space and joiner, soft hyphen, byte order mark.
    for c in ['\u{200B}', '\u{200D}', '\u{AD}', '\u{FEFF}'] {
        let s = format!("http://a{c}b/");
        assert_eq!(
            checks(&s),
            [(IriCheck::Invisible, 8, 8 + c.len_utf8())],
            "{c:?}"
        );
    }
    // Each warning names its section.
    assert_eq!(IriCheck::Invisible.section(), "8");
    assert_eq!(IriCheck::BidiFormatting.section(), "4.1");
    assert_eq!(IriCheck::BidiEnds.section(), "4.2");
}
