//! The rules of RFC 1945's URI grammar as data: one [`RuleInfo`] per rule of
//! `grammar/rfc1945.abnf`, and the byte classes its diagnostics name.

use crate::engine::{Expected, RuleInfo, ascii_mask};

/// Declares one `RuleInfo` static per rule: RFC name, ABNF name, document,
/// section.
macro_rules! rules {
    ($($stat:ident = $name:literal, $abnf:literal, $doc:literal, $section:literal;)*) => {
        $(
            #[doc = concat!("`", $name, "`: ", $doc, " section ", $section, ".")]
            pub static $stat: RuleInfo = RuleInfo::new($name, $abnf, $doc, $section);
        )*
    };
}

rules! {
    URI = "URI", "URI", "RFC 1945", "3.2.1";
    ABSOLUTE_URI = "absoluteURI", "absoluteURI", "RFC 1945", "3.2.1";
    RELATIVE_URI = "relativeURI", "relativeURI", "RFC 1945", "3.2.1";
    NET_PATH = "net_path", "net-path", "RFC 1945", "3.2.1";
    ABS_PATH = "abs_path", "abs-path", "RFC 1945", "3.2.1";
    REL_PATH = "rel_path", "rel-path", "RFC 1945", "3.2.1";
    PATH = "path", "path", "RFC 1945", "3.2.1";
    FSEGMENT = "fsegment", "fsegment", "RFC 1945", "3.2.1";
    SEGMENT = "segment", "segment", "RFC 1945", "3.2.1";
    PARAMS = "params", "params", "RFC 1945", "3.2.1";
    PARAM = "param", "param", "RFC 1945", "3.2.1";
    SCHEME = "scheme", "scheme", "RFC 1945", "3.2.1";
    NET_LOC = "net_loc", "net-loc", "RFC 1945", "3.2.1";
    QUERY = "query", "query", "RFC 1945", "3.2.1";
    FRAGMENT = "fragment", "fragment", "RFC 1945", "3.2.1";
    PCHAR = "pchar", "pchar", "RFC 1945", "3.2.1";
    UCHAR = "uchar", "uchar", "RFC 1945", "3.2.1";
    UNRESERVED = "unreserved", "unreserved", "RFC 1945", "3.2.1";
    ESCAPE = "escape", "escape", "RFC 1945", "3.2.1";
    RESERVED = "reserved", "reserved", "RFC 1945", "3.2.1";
    EXTRA = "extra", "extra", "RFC 1945", "3.2.1";
    SAFE = "safe", "safe", "RFC 1945", "3.2.1";
    UNSAFE = "unsafe", "unsafe", "RFC 1945", "3.2.1";
    NATIONAL = "national", "national", "RFC 1945", "3.2.1";
    HTTP_URL = "http_URL", "http-URL", "RFC 1945", "3.2.2";
    HOST = "host", "host", "RFC 1945", "3.2.2";
    HOSTNAME = "hostname", "hostname", "RFC 1123", "2.1";
    LABEL = "label", "label", "RFC 1123", "2.1";
    LET_DIG = "let-dig", "let-dig", "RFC 1123", "2.1";
    LET_DIG_HYP = "let-dig-hyp", "let-dig-hyp", "RFC 1123", "2.1";
    IPV4_ADDRESS = "IPv4address", "IPv4address", "RFC 1123", "2.1";
    PORT = "port", "port", "RFC 1945", "3.2.2";
    UPALPHA = "UPALPHA", "UPALPHA", "RFC 1945", "2.2";
    LOALPHA = "LOALPHA", "LOALPHA", "RFC 1945", "2.2";
    ALPHA = "ALPHA", "ALPHA", "RFC 1945", "2.2";
    DIGIT = "DIGIT", "DIGIT", "RFC 1945", "2.2";
    CTL = "CTL", "CTL", "RFC 1945", "2.2";
    SP = "SP", "SP", "RFC 1945", "2.2";
    HEX = "HEX", "HEX", "RFC 1945", "2.2";
}

const LOWER: &[u8] = b"abcdefghijklmnopqrstuvwxyz";
const UPPER: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const DIGITS: &[u8] = b"0123456789";
const EXTRA_BYTES: &[u8] = b"!*'(),";
const SAFE_BYTES: &[u8] = b"$-_.";
const NATIONAL_ASCII: &[u8] = b"[\\]^`{|}~";
const RESERVED_BYTES: &[u8] = b";/?:@&=+";

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

/// `unreserved`'s ASCII bytes; its bytes from 0x80 are `national`'s.
const UNRESERVED_MASK: u128 = mask_of(&[
    LOWER,
    UPPER,
    DIGITS,
    SAFE_BYTES,
    EXTRA_BYTES,
    NATIONAL_ASCII,
]);
/// The controls 0x00-0x1F and DEL.
const CTL_MASK: u128 = ((1 << 32) - 1) | (1 << 0x7f);

/// Declares one `Expected` static per byte class; `high` adds every byte
/// from 0x80.
macro_rules! classes {
    ($($stat:ident = $words:literal, $mask:expr $(, $high:ident)?;)*) => {
        $(
            #[doc = concat!("Expected: ", $words, ".")]
            pub static $stat: Expected = classes!(@make $words, $mask $(, $high)?);
        )*
    };
    (@make $words:literal, $mask:expr) => { Expected::class($words, $mask) };
    (@make $words:literal, $mask:expr, high) => {
        Expected::class($words, $mask).with_high_bytes()
    };
}

classes! {
    LETTER = "letter", mask_of(&[LOWER, UPPER]);
    LOWER_LETTER = "lowercase letter", ascii_mask(LOWER);
    UPPER_LETTER = "uppercase letter", ascii_mask(UPPER);
    DIGIT_CHAR = "digit", ascii_mask(DIGITS);
    LET_DIG_CHAR = "letter or digit", mask_of(&[LOWER, UPPER, DIGITS]);
    LET_DIG_HYP_CHAR = "letter, digit or \"-\"", mask_of(&[LOWER, UPPER, DIGITS, b"-"]);
    HEX_CHAR = "hexadecimal digit", mask_of(&[DIGITS, b"ABCDEFabcdef"]);
    EXTRA_CHAR = "extra", ascii_mask(EXTRA_BYTES);
    SAFE_CHAR = "safe", ascii_mask(SAFE_BYTES);
    UNSAFE_CHAR = "unsafe", CTL_MASK | ascii_mask(b" \"#%<>");
    NATIONAL_CHAR = "national", ascii_mask(NATIONAL_ASCII), high;
    CTL_CHAR = "control character", CTL_MASK;
    SP_CHAR = "space", ascii_mask(b" ");
    UNRESERVED_CHAR = "unreserved character", UNRESERVED_MASK, high;
    RESERVED_CHAR = "reserved character", ascii_mask(RESERVED_BYTES);
    URIC_CHAR = "uchar or reserved character", UNRESERVED_MASK | ascii_mask(RESERVED_BYTES), high;
    PCHAR_CHAR = "pchar", UNRESERVED_MASK | ascii_mask(b":@&=+"), high;
    PARAM_CHAR = "pchar or \"/\"", UNRESERVED_MASK | ascii_mask(b":@&=+/"), high;
    NET_LOC_CHAR = "net_loc character", UNRESERVED_MASK | ascii_mask(b":@&=+;?"), high;
    SCHEME_CHAR = "scheme character", mask_of(&[LOWER, UPPER, DIGITS, b"+-."]);
    H = "\"h\"", ascii_mask(b"hH");
    T = "\"t\"", ascii_mask(b"tT");
    P = "\"p\"", ascii_mask(b"pP");
    COLON = "\":\"", ascii_mask(b":");
    SLASH = "\"/\"", ascii_mask(b"/");
    QUESTION = "\"?\"", ascii_mask(b"?");
    HASH = "\"#\"", ascii_mask(b"#");
    PERCENT = "\"%\"", ascii_mask(b"%");
    DOT = "\".\"", ascii_mask(b".");
    SEMICOLON = "\";\"", ascii_mask(b";");
}
