//! The rules of RFC 3987 (section 2.2, on RFC 3986's rules) as data: one
//! [`RuleInfo`] per rule of `grammar/rfc3987.abnf`, and the classes its
//! diagnostics name.

use crate::engine::{Expected, RuleInfo, ascii_mask};

/// Declares one `RuleInfo` static per rule: name, document, section. RFC
/// 3987 and RFC 3986 spell rule names as ABNF does, so both spellings are
/// one.
macro_rules! rules {
    ($($stat:ident = $name:literal, $doc:literal, $section:literal;)*) => {
        $(
            #[doc = concat!("`", $name, "`: ", $doc, " section ", $section, ".")]
            pub static $stat: RuleInfo = RuleInfo::new($name, $name, $doc, $section);
        )*
    };
}

rules! {
    IRI = "IRI", "RFC 3987", "2.2";
    IHIER_PART = "ihier-part", "RFC 3987", "2.2";
    IRI_REFERENCE = "IRI-reference", "RFC 3987", "2.2";
    ABSOLUTE_IRI = "absolute-IRI", "RFC 3987", "2.2";
    IRELATIVE_REF = "irelative-ref", "RFC 3987", "2.2";
    IRELATIVE_PART = "irelative-part", "RFC 3987", "2.2";
    IAUTHORITY = "iauthority", "RFC 3987", "2.2";
    IUSERINFO = "iuserinfo", "RFC 3987", "2.2";
    IHOST = "ihost", "RFC 3987", "2.2";
    IREG_NAME = "ireg-name", "RFC 3987", "2.2";
    IPATH = "ipath", "RFC 3987", "2.2";
    IPATH_ABEMPTY = "ipath-abempty", "RFC 3987", "2.2";
    IPATH_ABSOLUTE = "ipath-absolute", "RFC 3987", "2.2";
    IPATH_NOSCHEME = "ipath-noscheme", "RFC 3987", "2.2";
    IPATH_ROOTLESS = "ipath-rootless", "RFC 3987", "2.2";
    IPATH_EMPTY = "ipath-empty", "RFC 3987", "2.2";
    ISEGMENT = "isegment", "RFC 3987", "2.2";
    ISEGMENT_NZ = "isegment-nz", "RFC 3987", "2.2";
    ISEGMENT_NZ_NC = "isegment-nz-nc", "RFC 3987", "2.2";
    IPCHAR = "ipchar", "RFC 3987", "2.2";
    IQUERY = "iquery", "RFC 3987", "2.2";
    IFRAGMENT = "ifragment", "RFC 3987", "2.2";
    IUNRESERVED = "iunreserved", "RFC 3987", "2.2";
    UCSCHAR = "ucschar", "RFC 3987", "2.2";
    IPRIVATE = "iprivate", "RFC 3987", "2.2";
    SCHEME = "scheme", "RFC 3986", "3.1";
    PORT = "port", "RFC 3986", "3.2.3";
    IP_LITERAL = "IP-literal", "RFC 3986", "3.2.2";
    IPV_FUTURE = "IPvFuture", "RFC 3986", "3.2.2";
    IPV6_ADDRESS = "IPv6address", "RFC 3986", "3.2.2";
    H16 = "h16", "RFC 3986", "3.2.2";
    LS32 = "ls32", "RFC 3986", "3.2.2";
    IPV4_ADDRESS = "IPv4address", "RFC 3986", "3.2.2";
    DEC_OCTET = "dec-octet", "RFC 3986", "3.2.2";
    PCT_ENCODED = "pct-encoded", "RFC 3986", "2.1";
    UNRESERVED = "unreserved", "RFC 3986", "2.3";
    RESERVED = "reserved", "RFC 3986", "2.2";
    GEN_DELIMS = "gen-delims", "RFC 3986", "2.2";
    SUB_DELIMS = "sub-delims", "RFC 3986", "2.2";
    ALPHA = "ALPHA", "RFC 5234", "Appendix B.1";
    DIGIT = "DIGIT", "RFC 5234", "Appendix B.1";
    HEXDIG = "HEXDIG", "RFC 5234", "Appendix B.1";
}

const LETTERS: &[u8] = b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
const DIGITS: &[u8] = b"0123456789";
const SUB_DELIM_BYTES: &[u8] = b"!$&'()*+,;=";
const GEN_DELIM_BYTES: &[u8] = b":/?#[]@";

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

/// `unreserved`, which is also the ASCII part of `iunreserved`.
const UNRESERVED_MASK: u128 = mask_of(&[LETTERS, DIGITS, b"-._~"]);

/// Declares one `Expected` static per class.
macro_rules! classes {
    ($($stat:ident = $words:literal, $mask:expr;)*) => {
        $(
            #[doc = concat!("Expected: ", $words, ".")]
            pub static $stat: Expected = Expected::class($words, $mask);
        )*
    };
}

classes! {
    LETTER = "letter", ascii_mask(LETTERS);
    DIGIT_CHAR = "digit", ascii_mask(DIGITS);
    NONZERO_DIGIT = "digit 1-9", ascii_mask(b"123456789");
    DIGIT_0_4 = "digit 0-4", ascii_mask(b"01234");
    DIGIT_0_5 = "digit 0-5", ascii_mask(b"012345");
    HEX_CHAR = "hexadecimal digit", mask_of(&[DIGITS, b"ABCDEFabcdef"]);
    UNRESERVED_CHAR = "unreserved character", UNRESERVED_MASK;
    SUB_DELIM = "sub-delim", ascii_mask(SUB_DELIM_BYTES);
    GEN_DELIM = "gen-delim", ascii_mask(GEN_DELIM_BYTES);
    RESERVED_CHAR = "reserved character", mask_of(&[GEN_DELIM_BYTES, SUB_DELIM_BYTES]);
    SCHEME_CHAR = "scheme character", mask_of(&[LETTERS, DIGITS, b"+-."]);
    IPCHAR_ASCII = "ipchar", UNRESERVED_MASK | mask_of(&[SUB_DELIM_BYTES, b":@"]);
    USERINFO_ASCII = "iuserinfo character", UNRESERVED_MASK | mask_of(&[SUB_DELIM_BYTES, b":"]);
    REG_NAME_ASCII = "ireg-name character", UNRESERVED_MASK | ascii_mask(SUB_DELIM_BYTES);
    NZ_NC_ASCII = "isegment-nz-nc character", UNRESERVED_MASK | mask_of(&[SUB_DELIM_BYTES, b"@"]);
    FUTURE_CHAR = "IPvFuture character", UNRESERVED_MASK | mask_of(&[SUB_DELIM_BYTES, b":"]);
    COLON = "\":\"", ascii_mask(b":");
    SLASH = "\"/\"", ascii_mask(b"/");
    QUESTION = "\"?\"", ascii_mask(b"?");
    HASH = "\"#\"", ascii_mask(b"#");
    AT = "\"@\"", ascii_mask(b"@");
    PERCENT = "\"%\"", ascii_mask(b"%");
    DOT = "\".\"", ascii_mask(b".");
    ONE = "\"1\"", ascii_mask(b"1");
    TWO = "\"2\"", ascii_mask(b"2");
    FIVE = "\"5\"", ascii_mask(b"5");
    V = "\"v\"", ascii_mask(b"vV");
    OPEN_BRACKET = "\"[\"", ascii_mask(b"[");
    CLOSE_BRACKET = "\"]\"", ascii_mask(b"]");
}

/// Expected: a `ucschar` (section 2.2), one character of its code point
/// ranges in UTF-8. The class holds every byte from 0x80 up, which is what
/// can begin such a character; the combinator decides the whole character.
pub static UCSCHAR_CHAR: Expected = Expected::class("ucschar", 0).with_high_bytes();

/// Expected: an `iprivate` (section 2.2), a private-use character in UTF-8;
/// held like [`UCSCHAR_CHAR`].
pub static IPRIVATE_CHAR: Expected = Expected::class("iprivate", 0).with_high_bytes();
