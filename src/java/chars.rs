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
/// java's "other" characters count too. The set is a table of the 256 byte
/// values, so that testing a byte is one load: the reader tests every byte
/// of a URL against one class or another.
#[derive(Clone, Copy, Debug)]
pub(super) struct Class {
    table: [bool; 256],
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
        Class::from_mask(parts.iter().fold(bytes(extra), |m, e| m | mask(e)), escaped)
    }

    /// The class of the ASCII bytes of `ascii`. NUL never is in one: java's
    /// masks give it no slot (`new URI("a\u0000")` fails at index 1); nor
    /// is a byte of a non-ASCII character (see [`Class::escaped`]).
    fn from_mask(ascii: u128, escaped: bool) -> Class {
        let mut table = [false; 256];
        for (b, t) in table.iter_mut().enumerate().take(128).skip(1) {
            *t = ascii & (1 << b) != 0;
        }
        Class { table, escaped }
    }

    /// The class of exactly the bytes `b` (delimiters the reader looks for).
    pub(super) fn stops(b: &[u8]) -> Class {
        Class::from_mask(bytes(b), false)
    }

    /// Whether the byte `b` is in the class.
    #[inline]
    pub(super) fn has(&self, b: u8) -> bool {
        self.table[usize::from(b)]
    }

    /// The end of the run of the class's bytes in `b` from `p` (not past
    /// `end`). Eight bytes at a time while all eight are in the class
    /// (eight lookups and one branch, where a byte at a time branches on
    /// each): most of a URL's bytes are in long runs of one class, a path's
    /// or a query's.
    ///
    /// Always inlined: each call site then has its class's table at a
    /// fixed address and no call around a run that is often a few bytes
    /// (a scheme, a label).
    #[inline(always)]
    pub(super) fn run(&self, b: &[u8], mut p: usize, end: usize) -> usize {
        let b = &b[..end];
        let t = &self.table;
        // Chunks of a known length: no bounds check inside, and the eight
        // lookups of a chunk independent of each other.
        for w in b[p..].chunks_exact(8) {
            let all = w
                .iter()
                .fold(1, |all, &x| all & u8::from(t[usize::from(x)]));
            if all == 0 {
                break;
            }
            p += 8;
        }
        b[p..]
            .iter()
            .position(|&x| !t[usize::from(x)])
            .map_or(end, |i| p + i)
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
    /// `/`, `?`, `#`: where an authority, or a scheme's search for `:`, ends.
    pub slash_query_hash: Class,
    /// `?`, `#`: where a path ends.
    pub query_hash: Class,
    /// `#`: where a query or an opaque part ends.
    pub hash: Class,
    /// The classes the one-pass reading of whole URLs tests
    /// (`quick.rs`), as bits of one table ([`flag`]): a byte's classes in
    /// one load, whichever the reading needs.
    pub flags: [u8; 256],
}

/// The bits of [`Classes::flags`], each one class's ASCII bytes (escapes
/// and non-ASCII characters not counted: the one-pass reading reads an
/// escape itself and leaves non-ASCII text to the general reader).
pub(super) mod flag {
    /// [`super::Classes::alpha`].
    pub const ALPHA: u8 = 1;
    /// [`super::Classes::scheme`].
    pub const SCHEME: u8 = 2;
    /// [`super::Classes::alphanum`].
    pub const ALPHANUM: u8 = 4;
    /// [`super::Classes::label`].
    pub const LABEL: u8 = 8;
    /// [`super::Classes::path`].
    pub const PATH: u8 = 16;
    /// [`super::Classes::uric`].
    pub const URIC: u8 = 32;
    /// [`super::Classes::digit`].
    pub const DIGIT: u8 = 64;
    /// [`super::Classes::hex`].
    pub const HEX: u8 = 128;
}

impl Classes {
    /// The table of [`flag`] bits, from the classes themselves.
    fn with_flags(mut self) -> Classes {
        let bits = [
            (&self.alpha, flag::ALPHA),
            (&self.scheme, flag::SCHEME),
            (&self.alphanum, flag::ALPHANUM),
            (&self.label, flag::LABEL),
            (&self.path, flag::PATH),
            (&self.uric, flag::URIC),
            (&self.digit, flag::DIGIT),
            (&self.hex, flag::HEX),
        ];
        let mut flags = [0; 256];
        for (b, f) in flags.iter_mut().enumerate() {
            for (class, bit) in bits {
                if class.table[b] {
                    *f |= bit;
                }
            }
        }
        self.flags = flags;
        self
    }
}

/// The classes, built on first use.
pub(super) fn classes() -> &'static Classes {
    static CLASSES: std::sync::OnceLock<Classes> = std::sync::OnceLock::new();
    CLASSES.get_or_init(|| {
        let userinfo = Class::of(&[&USERINFO_CHAR], b"", true);
        let server_ascii = [&USERINFO_CHAR, &ALPHANUM_CHAR]
            .iter()
            .fold(bytes(b"-.:@[]"), |m, e| m | mask(e));
        Classes {
            alpha: Class::of(&[&LETTER], b"", false),
            scheme: Class::of(&[&SCHEME_CHAR], b"", false),
            uric: Class::of(&[&URIC_CHAR], b"", true),
            path: Class::of(&[&PCHAR_CHAR], b";/", true),
            userinfo,
            reg_name: Class::of(&[&REG_NAME_CHAR], b"", true),
            server: Class::from_mask(server_ascii, true),
            server_percent: Class::from_mask(server_ascii | bytes(b"%"), true),
            alphanum: Class::of(&[&ALPHANUM_CHAR], b"", false),
            label: Class::of(&[&ALPHANUM_CHAR], b"-", false),
            digit: Class::of(&[&DIGIT_CHAR], b"", false),
            digit_dot: Class::of(&[&DIGIT_CHAR], b".", false),
            hex: Class::of(&[&HEX_CHAR], b"", false),
            scope_id: Class::of(&[&ALPHANUM_CHAR], b"_.", false),
            slash_query_hash: Class::stops(b"/?#"),
            query_hash: Class::stops(b"?#"),
            hash: Class::stops(b"#"),
            flags: [0; 256],
        }
        .with_flags()
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
