//! The character classes `java.net.URI` checks each component against: RFC
//! 2396's classes (section 2, as RFC 2732 amends `reserved` with `[` and
//! `]`), taken from the grammar's own tables, and the two ways java widens
//! them ([`Deviation::OtherCharacters`], and a server's `%`).
//!
//! [`Deviation::OtherCharacters`]: super::Deviation::OtherCharacters

use crate::engine::Expected;
use crate::grammars::rfc2396::rules::{
    ALPHANUM_CHAR, DIGIT_CHAR, HEX_CHAR, LETTER, PCHAR_CHAR, REG_NAME_CHAR, SCHEME_CHAR, URIC_CHAR,
    USERINFO_CHAR,
};

/// A set of ASCII characters, and whether escapes (`"%" hex hex`) and
/// java's "other" characters count too.
#[derive(Clone, Copy, Debug)]
pub(super) struct Class {
    ascii: u128,
    /// `escaped` is part of the rule, and with it the non-ASCII characters
    /// java lets stand unescaped.
    pub(super) escaped: bool,
}

/// The ASCII bytes of one of the grammar's classes.
fn mask(e: &Expected) -> u128 {
    (1..128u8)
        .filter(|&b| e.matches(b))
        .fold(0, |m, b| m | 1 << b)
}

/// The ASCII bytes of `bytes`.
const fn bytes(b: &[u8]) -> u128 {
    crate::engine::ascii_mask(b)
}

impl Class {
    fn of(parts: &[&Expected], extra: &[u8], escaped: bool) -> Class {
        Class {
            ascii: parts.iter().fold(bytes(extra), |m, e| m | mask(e)),
            escaped,
        }
    }

    /// Whether the ASCII byte `b` is in the class. NUL never is: java's
    /// masks give it no slot (`new URI("a\u0000")` fails at index 1).
    #[inline]
    pub(super) fn has(&self, b: u8) -> bool {
        b != 0 && b < 128 && self.ascii & (1 << b) != 0
    }
}

/// Every class the reader uses, built once from the grammar's tables.
pub(super) struct Classes {
    /// `alpha` (section 1.6): a scheme's first character.
    pub alpha: Class,
    /// `scheme` after its first character: `alpha | digit | "+" | "-" | "."`.
    pub scheme: Class,
    /// `uric = reserved | unreserved | escaped`: the opaque part, the query,
    /// the fragment.
    pub uric: Class,
    /// A path: `pchar | ";" | "/"` (`path_segments`, `param`).
    pub path: Class,
    /// `userinfo`'s characters, escapes included.
    pub userinfo: Class,
    /// `reg_name`'s characters, escapes included.
    pub reg_name: Class,
    /// Every character a `server` may hold: `userinfo`'s, `alphanum`, `-`,
    /// and `.:@[]`; escapes are scanned as in `userinfo`.
    pub server: Class,
    /// [`Classes::server`] with `%` as a character of its own, for an
    /// authority that may hold an IPv6 scope ID.
    pub server_percent: Class,
    /// `alphanum`.
    pub alphanum: Class,
    /// `alphanum | "-"`: a hostname label's inner characters.
    pub label: Class,
    /// `digit`.
    pub digit: Class,
    /// `digit | "."`: the characters of an IPv4 address.
    pub digit_dot: Class,
    /// `hex`.
    pub hex: Class,
    /// An IPv6 scope ID after `%`: `alphanum | "_" | "."` (java's own).
    pub scope_id: Class,
}

/// The classes, built on first use.
pub(super) fn classes() -> &'static Classes {
    static CLASSES: std::sync::OnceLock<Classes> = std::sync::OnceLock::new();
    CLASSES.get_or_init(|| {
        let userinfo = Class::of(&[&USERINFO_CHAR], b"", true);
        let server = Class::of(&[&USERINFO_CHAR, &ALPHANUM_CHAR], b"-.:@[]", true);
        Classes {
            alpha: Class::of(&[&LETTER], b"", false),
            scheme: Class::of(&[&SCHEME_CHAR], b"", false),
            uric: Class::of(&[&URIC_CHAR], b"", true),
            path: Class::of(&[&PCHAR_CHAR], b";/", true),
            userinfo,
            reg_name: Class::of(&[&REG_NAME_CHAR], b"", true),
            server,
            server_percent: Class {
                ascii: server.ascii | bytes(b"%"),
                escaped: true,
            },
            alphanum: Class::of(&[&ALPHANUM_CHAR], b"", false),
            label: Class::of(&[&ALPHANUM_CHAR], b"-", false),
            digit: Class::of(&[&DIGIT_CHAR], b"", false),
            digit_dot: Class::of(&[&DIGIT_CHAR], b".", false),
            hex: Class::of(&[&HEX_CHAR], b"", false),
            scope_id: Class::of(&[&ALPHANUM_CHAR], b"_.", false),
        }
    })
}

/// [`Deviation::OtherCharacters`]: whether java lets the non-ASCII
/// character `c` stand unescaped where escapes are allowed. Java tests each
/// UTF-16 unit: above U+0080, not a space separator
/// (`Character.isSpaceChar`: Unicode's Zs, Zl and Zp) and not a C1 control
/// (`Character.isISOControl`). A character beyond the BMP is two surrogate
/// units, each of which passes.
///
/// [`Deviation::OtherCharacters`]: super::Deviation::OtherCharacters
pub(super) fn is_other(c: char) -> bool {
    let u = c as u32;
    u > 0x9f && !is_space_char(u)
}

/// `Character.isSpaceChar` above ASCII: the separators of Unicode's general
/// categories Zs, Zl and Zp (a list Unicode has kept unchanged since 4.0.1).
fn is_space_char(u: u32) -> bool {
    matches!(
        u,
        0xa0 | 0x1680 | 0x2000..=0x200a | 0x2028 | 0x2029 | 0x202f | 0x205f | 0x3000
    )
}
