//! The rules of RFC 2396 (with RFC 2732 and RFC 2373) as data: one
//! [`RuleInfo`] per rule of `grammar/rfc2396.abnf`, and the byte classes its
//! diagnostics name.

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
    URI_REFERENCE = "URI-reference", "URI-reference", "RFC 2396", "4";
    ABSOLUTE_URI = "absoluteURI", "absoluteURI", "RFC 2396", "3";
    RELATIVE_URI = "relativeURI", "relativeURI", "RFC 2396", "5";
    HIER_PART = "hier_part", "hier-part", "RFC 2396", "3";
    OPAQUE_PART = "opaque_part", "opaque-part", "RFC 2396", "3";
    URIC_NO_SLASH = "uric_no_slash", "uric-no-slash", "RFC 2396", "3";
    NET_PATH = "net_path", "net-path", "RFC 2396", "3";
    ABS_PATH = "abs_path", "abs-path", "RFC 2396", "3";
    REL_PATH = "rel_path", "rel-path", "RFC 2396", "5";
    REL_SEGMENT = "rel_segment", "rel-segment", "RFC 2396", "5";
    SCHEME = "scheme", "scheme", "RFC 2396", "3.1";
    AUTHORITY = "authority", "authority", "RFC 2396", "3.2";
    REG_NAME = "reg_name", "reg-name", "RFC 2396", "3.2.1";
    SERVER = "server", "server", "RFC 2396", "3.2.2";
    USERINFO = "userinfo", "userinfo", "RFC 2396", "3.2.2";
    HOSTPORT = "hostport", "hostport", "RFC 2396", "3.2.2";
    HOST = "host", "host", "RFC 2732", "3";
    IPV6_REFERENCE = "IPv6reference", "IPv6reference", "RFC 2732", "3";
    HOSTNAME = "hostname", "hostname", "RFC 2396", "3.2.2";
    DOMAINLABEL = "domainlabel", "domainlabel", "RFC 2396", "3.2.2";
    TOPLABEL = "toplabel", "toplabel", "RFC 2396", "3.2.2";
    IPV4_ADDRESS = "IPv4address", "IPv4address", "RFC 2732", "3";
    PORT = "port", "port", "RFC 2396", "3.2.2";
    PATH = "path", "path", "RFC 2396", "3.3";
    PATH_SEGMENTS = "path_segments", "path-segments", "RFC 2396", "3.3";
    SEGMENT = "segment", "segment", "RFC 2396", "3.3";
    PARAM = "param", "param", "RFC 2396", "3.3";
    PCHAR = "pchar", "pchar", "RFC 2396", "3.3";
    QUERY = "query", "query", "RFC 2396", "3.4";
    FRAGMENT = "fragment", "fragment", "RFC 2396", "4.1";
    URIC = "uric", "uric", "RFC 2396", "2";
    RESERVED = "reserved", "reserved", "RFC 2732", "3";
    UNRESERVED = "unreserved", "unreserved", "RFC 2396", "2.3";
    MARK = "mark", "mark", "RFC 2396", "2.3";
    ESCAPED = "escaped", "escaped", "RFC 2396", "2.4.1";
    HEX = "hex", "hex", "RFC 2396", "2.4.1";
    ALPHANUM = "alphanum", "alphanum", "RFC 2396", "1.6";
    ALPHA = "alpha", "alpha", "RFC 2396", "1.6";
    LOWALPHA = "lowalpha", "lowalpha", "RFC 2396", "1.6";
    UPALPHA = "upalpha", "upalpha", "RFC 2396", "1.6";
    DIGIT = "digit", "digit", "RFC 2396", "1.6";
    IPV6_ADDRESS = "IPv6address", "IPv6address", "RFC 2373", "2.2";
    LS32 = "ls32", "ls32", "RFC 2373", "2.2";
    HEX4 = "hex4", "hex4", "RFC 2373", "Appendix B";
    HEXDIG = "HEXDIG", "HEXDIG", "RFC 5234", "Appendix B.1";
}

const LOWER: &[u8] = b"abcdefghijklmnopqrstuvwxyz";
const UPPER: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const DIGITS: &[u8] = b"0123456789";
const MARKS: &[u8] = b"-_.!~*'()";
const RESERVED_BYTES: &[u8] = b";/?:@&=+$,[]";

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

const UNRESERVED_MASK: u128 = mask_of(&[LOWER, UPPER, DIGITS, MARKS]);

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
    ALPHANUM_CHAR = "alphanum", mask_of(&[LOWER, UPPER, DIGITS]);
    HEX_CHAR = "hexadecimal digit", mask_of(&[DIGITS, b"ABCDEFabcdef"]);
    MARK_CHAR = "mark", ascii_mask(MARKS);
    UNRESERVED_CHAR = "unreserved character", UNRESERVED_MASK;
    RESERVED_CHAR = "reserved character", ascii_mask(RESERVED_BYTES);
    URIC_CHAR = "uric character", UNRESERVED_MASK | ascii_mask(RESERVED_BYTES);
    URIC_NO_SLASH_CHAR = "uric_no_slash character", UNRESERVED_MASK | ascii_mask(b";?:@&=+$,");
    PCHAR_CHAR = "pchar", UNRESERVED_MASK | ascii_mask(b":@&=+$,");
    USERINFO_CHAR = "userinfo character", UNRESERVED_MASK | ascii_mask(b";:&=+$,");
    REG_NAME_CHAR = "reg_name character", UNRESERVED_MASK | ascii_mask(b"$,;:@&=+");
    REL_SEGMENT_CHAR = "rel_segment character", UNRESERVED_MASK | ascii_mask(b";@&=+$,");
    SCHEME_CHAR = "scheme character", mask_of(&[LOWER, UPPER, DIGITS, b"+-."]);
    COLON = "\":\"", ascii_mask(b":");
    SLASH = "\"/\"", ascii_mask(b"/");
    QUESTION = "\"?\"", ascii_mask(b"?");
    HASH = "\"#\"", ascii_mask(b"#");
    AT = "\"@\"", ascii_mask(b"@");
    PERCENT = "\"%\"", ascii_mask(b"%");
    DOT = "\".\"", ascii_mask(b".");
    DASH = "\"-\"", ascii_mask(b"-");
    SEMICOLON = "\";\"", ascii_mask(b";");
    OPEN_BRACKET = "\"[\"", ascii_mask(b"[");
    CLOSE_BRACKET = "\"]\"", ascii_mask(b"]");
}
