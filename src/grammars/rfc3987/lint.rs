//! The security checks of RFC 3987 sections 4.1, 4.2 and 8 on a valid IRI:
//! bidirectional formatting characters, components that break the bidi
//! structure, and characters easy to confuse (mixed scripts in one host
//! label, invisible characters).
//!
//! The Unicode properties are read from fixed code point ranges written
//! here, not from the Unicode database: exact for the formatting characters
//! that section 4.1 lists, and a documented approximation for the others
//! (see [`Direction`] and [`Script`]), which is what a lint can afford:
//! each warning asks a person to look, it rejects nothing.

use std::fmt;

use super::IriRef;
use crate::engine::Span;

/// What a warning is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum IriCheck {
    /// A bidirectional formatting character (LRM, RLM, LRE, RLE, PDF, LRO,
    /// RLO), which section 4.1 says an IRI must not hold.
    BidiFormatting,
    /// A component that holds both right-to-left and left-to-right letters
    /// (section 4.2: a component should not).
    BidiMixed,
    /// A component with right-to-left letters that does not start and end
    /// with one (section 4.2: it should).
    BidiEnds,
    /// A host label that mixes letters of Latin, Greek and Cyrillic, whose
    /// look-alikes are the classic spoof (section 8).
    MixedScripts,
    /// A character that shows as nothing (zero-width, default-ignorable), so
    /// two IRIs that look the same differ (section 8).
    Invisible,
}

impl IriCheck {
    /// The RFC 3987 section of the check.
    #[must_use]
    pub fn section(self) -> &'static str {
        match self {
            IriCheck::BidiFormatting => "4.1",
            IriCheck::BidiMixed | IriCheck::BidiEnds => "4.2",
            IriCheck::MixedScripts | IriCheck::Invisible => "8",
        }
    }

    /// A stable kebab-case name, as `urigram lint --json` prints it.
    ///
    /// ```
    /// use urigram::grammars::rfc3987::IriCheck;
    /// assert_eq!(IriCheck::BidiFormatting.name(), "bidi-formatting");
    /// ```
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            IriCheck::BidiFormatting => "bidi-formatting",
            IriCheck::BidiMixed => "bidi-mixed",
            IriCheck::BidiEnds => "bidi-ends",
            IriCheck::MixedScripts => "mixed-scripts",
            IriCheck::Invisible => "invisible",
        }
    }

    /// What is wrong, in one lowercase line.
    #[must_use]
    pub fn message(self) -> &'static str {
        match self {
            IriCheck::BidiFormatting => {
                "a bidirectional formatting character, which no IRI may hold"
            }
            IriCheck::BidiMixed => "a component mixes right-to-left and left-to-right letters",
            IriCheck::BidiEnds => {
                "a component with right-to-left letters does not start and end with one"
            }
            IriCheck::MixedScripts => "a host label mixes Latin, Greek or Cyrillic letters",
            IriCheck::Invisible => "an invisible character",
        }
    }
}

/// One warning: the check and the bytes it is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct IriWarning {
    /// The check that fired.
    pub check: IriCheck,
    /// The bytes of the IRI it is about.
    pub span: Span,
}

impl fmt::Display for IriWarning {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "bytes {}..{}: {} (RFC 3987, section {})",
            self.span.start(),
            self.span.end(),
            self.check.message(),
            self.check.section()
        )
    }
}

/// A letter's writing direction, as far as section 4.2 needs it. Right to
/// left: the letters of the Hebrew, Arabic, Syriac, Thaana, NKo and
/// Samaritan-to-Arabic-Extended blocks, their presentation forms, and the
/// right-to-left blocks of plane 1, less their combining marks, digits and
/// the byte order mark.
/// Left to right: ASCII letters and the letters of the Latin, Greek,
/// Cyrillic, kana, CJK and Hangul blocks. Everything else (digits,
/// punctuation, marks, symbols) counts as neither.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Direction {
    Rtl,
    Ltr,
    Neutral,
}

fn direction(c: char) -> Direction {
    let cp = u32::from(c);
    let rtl_block = matches!(cp, 0x0590..=0x08FF | 0xFB1D..=0xFDFF | 0xFE70..=0xFEFF | 0x1_0800..=0x1_0FFF | 0x1_E800..=0x1_EFFF);
    let mark_or_digit = matches!(cp,
        0x0591..=0x05C7 | 0x0610..=0x061A | 0x064B..=0x065F | 0x0660..=0x0669 | 0x0670
        | 0x06D6..=0x06ED | 0x06F0..=0x06F9 | 0x0711 | 0x0730..=0x074A | 0x07A6..=0x07B0
        | 0x07C0..=0x07C9 | 0x07EB..=0x07F3 | 0x0816..=0x082D | 0x0859..=0x085B
        | 0x08D3..=0x08FF | 0xFB1E | 0xFE00..=0xFE0F | 0xFEFF);
    if rtl_block && !mark_or_digit {
        return Direction::Rtl;
    }
    if c.is_ascii_alphabetic()
        || script(c) != Script::Other
        || matches!(cp, 0x3040..=0x30FF | 0x4E00..=0x9FFF | 0xAC00..=0xD7AF)
    {
        return Direction::Ltr;
    }
    Direction::Neutral
}

/// The scripts whose letters look alike, by their blocks: Latin (ASCII
/// letters, Latin-1 and Latin Extended-A and -B letters, Latin Extended
/// Additional), Greek (Greek and Coptic, Greek Extended) and Cyrillic
/// (Cyrillic and its supplement and extensions).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Script {
    Latin,
    Greek,
    Cyrillic,
    Other,
}

fn script(c: char) -> Script {
    match u32::from(c) {
        0x41..=0x5A | 0x61..=0x7A | 0xC0..=0xD6 | 0xD8..=0xF6 | 0xF8..=0x24F | 0x1E00..=0x1EFF => {
            Script::Latin
        }
        0x370..=0x3FF | 0x1F00..=0x1FFF => Script::Greek,
        0x400..=0x52F | 0x2DE0..=0x2DFF | 0xA640..=0xA69F | 0x1C80..=0x1C8F => Script::Cyrillic,
        _ => Script::Other,
    }
}

/// Characters that show as nothing: the zero-width and default-ignorable
/// characters a reader cannot see (soft hyphen, combining grapheme joiner,
/// Arabic letter mark, Hangul fillers, Khmer and Mongolian invisible
/// vowels and selectors, zero-width space, joiners, word joiner and
/// invisible operators, variation selectors, the byte order mark).
fn is_invisible(c: char) -> bool {
    matches!(u32::from(c),
        0xAD | 0x34F | 0x61C | 0x115F | 0x1160 | 0x17B4 | 0x17B5 | 0x180B..=0x180F
        | 0x200B..=0x200D | 0x2060..=0x2064 | 0x3164 | 0xFE00..=0xFE0F | 0xFEFF | 0xFFA0
        | 0xE_0100..=0xE_01EF)
}

/// Every warning for a valid IRI reference, in order of position.
///
/// ```
/// use urigram::grammars::rfc3987::{IriRef, IriCheck, lint};
/// let checks = |s| lint(&IriRef::parse(s).unwrap()).into_iter().map(|w| w.check).collect::<Vec<_>>();
/// assert_eq!(checks("http://a/\u{202E}b"), [IriCheck::BidiFormatting]);
/// assert_eq!(checks("http://\u{440}aypal.com/"), [IriCheck::MixedScripts]); // Cyrillic "р"
/// assert_eq!(checks("http://a/b\u{200B}c"), [IriCheck::Invisible]);
/// assert_eq!(checks("http://a/\u{5D0}b"), [IriCheck::BidiMixed, IriCheck::BidiEnds]);
/// assert!(checks("http://\u{4f8b}\u{3048}.jp/\u{5D0}\u{5D1}/r\u{e9}sum\u{e9}?q=\u{5D0}").is_empty());
/// ```
#[must_use]
pub fn lint(iri: &IriRef<'_>) -> Vec<IriWarning> {
    let text = iri.as_str();
    let mut out = Vec::new();
    for (i, c) in text.char_indices() {
        let span = Span::new(i, i + c.len_utf8());
        if super::is_bidi_format(c) {
            out.push(IriWarning {
                check: IriCheck::BidiFormatting,
                span,
            });
        } else if is_invisible(c) {
            out.push(IriWarning {
                check: IriCheck::Invisible,
                span,
            });
        }
    }
    // Components for section 4.2: the runs between delimiters (every
    // gen-delim and sub-delim, and "."), as section 4.4's examples cut
    // `http://AB.CD.EF/GH/IJ/KL?MN=OP;QR=ST#UV`.
    let mut components: Vec<(usize, &str)> = Vec::new();
    let mut start = 0;
    for (i, c) in text.char_indices().chain([(text.len(), '/')]) {
        if ":/?#[]@!$&'()*+,;=.".contains(c) {
            if i > start {
                components.push((start, &text[start..i]));
            }
            start = i + c.len_utf8();
        }
    }
    if let Some(a) = iri.authority() {
        let host = a.host();
        let mut at = host.span().start();
        for label in host.as_str().split('.') {
            let mut scripts = label.chars().map(script).filter(|s| *s != Script::Other);
            if let Some(first) = scripts.next() {
                if scripts.any(|s| s != first) {
                    out.push(IriWarning {
                        check: IriCheck::MixedScripts,
                        span: Span::new(at, at + label.len()),
                    });
                }
            }
            at += label.len() + 1;
        }
    }
    for (at, comp) in components {
        let dirs: Vec<Direction> = comp.chars().map(direction).collect();
        if !dirs.contains(&Direction::Rtl) {
            continue;
        }
        let span = Span::new(at, at + comp.len());
        if dirs.contains(&Direction::Ltr) {
            out.push(IriWarning {
                check: IriCheck::BidiMixed,
                span,
            });
        }
        if dirs.first() != Some(&Direction::Rtl) || dirs.last() != Some(&Direction::Rtl) {
            out.push(IriWarning {
                check: IriCheck::BidiEnds,
                span,
            });
        }
    }
    out.sort_by_key(|w| (w.span.start(), w.span.end()));
    out
}
