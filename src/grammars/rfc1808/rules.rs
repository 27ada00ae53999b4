//! The rules of RFC 1808 section 2.2 as data: one [`RuleInfo`] per rule of
//! `grammar/rfc1808.abnf`, and the byte classes its diagnostics name.

use crate::engine::{Expected, RuleInfo, ascii_mask};

/// Declares one `RuleInfo` static per rule: RFC name, ABNF name, document,
/// section.
macro_rules! rules {
    ($($stat:ident = $name:literal, $abnf:literal;)*) => {
        $(
            #[doc = concat!("`", $name, "`: RFC 1808 section 2.2.")]
            pub static $stat: RuleInfo = RuleInfo::new($name, $abnf, "RFC 1808", "2.2");
        )*
    };
}

rules! {
    URL = "URL", "URL";
    ABSOLUTE_URL = "absoluteURL", "absoluteURL";
    GENERIC_RL = "generic-RL", "generic-RL";
    RELATIVE_URL = "relativeURL", "relativeURL";
    NET_PATH = "net_path", "net-path";
    ABS_PATH = "abs_path", "abs-path";
    REL_PATH = "rel_path", "rel-path";
    PATH = "path", "path";
    FSEGMENT = "fsegment", "fsegment";
    SEGMENT = "segment", "segment";
    PARAMS = "params", "params";
    PARAM = "param", "param";
    SCHEME = "scheme", "scheme";
    NET_LOC = "net_loc", "net-loc";
    QUERY = "query", "query";
    FRAGMENT = "fragment", "fragment";
    PCHAR = "pchar", "pchar";
    UCHAR = "uchar", "uchar";
    UNRESERVED = "unreserved", "unreserved";
    ESCAPE = "escape", "escape";
    HEX = "hex", "hex";
    ALPHA = "alpha", "alpha";
    LOWALPHA = "lowalpha", "lowalpha";
    HIALPHA = "hialpha", "hialpha";
    DIGIT = "digit", "digit";
    SAFE = "safe", "safe";
    EXTRA = "extra", "extra";
    NATIONAL = "national", "national";
    RESERVED = "reserved", "reserved";
    PUNCTUATION = "punctuation", "punctuation";
}

const LOWER: &[u8] = b"abcdefghijklmnopqrstuvwxyz";
const UPPER: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const DIGITS: &[u8] = b"0123456789";
const SAFE_BYTES: &[u8] = b"$-_.+";
const EXTRA_BYTES: &[u8] = b"!*'(),";
const RESERVED_BYTES: &[u8] = b";/?:@&=";

/// The ASCII mask of several byte lists together.
const fn mask_of(parts: &[&[u8]]) -> u128 {
    let mut m = 0;
    let mut i = 0;
    while i < parts.len() {
        m |= ascii_mask(parts[i]);
        i += 1;
    }
    m
}

/// `unreserved` as the text writes it: no `national`.
const UNRESERVED_MASK: u128 = mask_of(&[LOWER, UPPER, DIGITS, SAFE_BYTES, EXTRA_BYTES]);
/// The one-byte `pchar`s: `unreserved` and `: @ & =`.
const PCHAR_MASK: u128 = UNRESERVED_MASK | ascii_mask(b":@&=");

/// Declares one `Expected` static per byte class.
macro_rules! classes {
    ($($stat:ident = $words:literal, $mask:expr;)*) => {
        $(
            #[doc = concat!("Expected: ", $words, ".")]
            pub static $stat: Expected = Expected::class($words, $mask);
        )*
    };
}

classes! {
    LETTER = "letter", mask_of(&[LOWER, UPPER]);
    LOWER_LETTER = "lowercase letter", ascii_mask(LOWER);
    UPPER_LETTER = "uppercase letter", ascii_mask(UPPER);
    DIGIT_CHAR = "digit", ascii_mask(DIGITS);
    HEX_CHAR = "hexadecimal digit", mask_of(&[DIGITS, b"ABCDEFabcdef"]);
    SAFE_CHAR = "safe character", ascii_mask(SAFE_BYTES);
    EXTRA_CHAR = "extra character", ascii_mask(EXTRA_BYTES);
    NATIONAL_CHAR = "national character", ascii_mask(b"{}|\\^~[]`");
    RESERVED_CHAR = "reserved character", ascii_mask(RESERVED_BYTES);
    PUNCTUATION_CHAR = "punctuation character", ascii_mask(b"<>#%\"");
    UNRESERVED_CHAR = "unreserved character", UNRESERVED_MASK;
    UCHAR_OR_RESERVED_CHAR = "uchar or reserved character", UNRESERVED_MASK | ascii_mask(RESERVED_BYTES);
    PCHAR_CHAR = "pchar", PCHAR_MASK;
    PARAM_CHAR = "param character", PCHAR_MASK | ascii_mask(b"/");
    NET_LOC_CHAR = "net_loc character", PCHAR_MASK | ascii_mask(b";?");
    SCHEME_CHAR = "scheme character", mask_of(&[LOWER, UPPER, DIGITS, b"+-."]);
    COLON = "\":\"", ascii_mask(b":");
    SLASH = "\"/\"", ascii_mask(b"/");
    QUESTION = "\"?\"", ascii_mask(b"?");
    HASH = "\"#\"", ascii_mask(b"#");
    PERCENT = "\"%\"", ascii_mask(b"%");
    SEMICOLON = "\";\"", ascii_mask(b";");
}
