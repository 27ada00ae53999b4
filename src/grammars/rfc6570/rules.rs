//! The rules of RFC 6570's section 2 as data: one [`RuleInfo`] per rule of
//! `grammar/rfc6570.abnf` that the RFC defines, and the byte classes its
//! diagnostics name. The rules it takes from RFC 3986, RFC 3987 and RFC 5234
//! (`pct-encoded`, `ucschar`, `iprivate`, `ALPHA`, `DIGIT`, `HEXDIG`) are
//! [`crate::grammars::rfc3987`]'s.

use crate::engine::{Expected, RuleInfo, ascii_mask};

/// Declares one `RuleInfo` static per rule: name, section. RFC 6570 spells
/// its rule names as ABNF does, so both spellings are one.
macro_rules! rules {
    ($($stat:ident = $name:literal, $section:literal;)*) => {
        $(
            #[doc = concat!("`", $name, "`: RFC 6570 section ", $section, ".")]
            pub static $stat: RuleInfo = RuleInfo::new($name, $name, "RFC 6570", $section);
        )*
    };
}

rules! {
    URI_TEMPLATE = "URI-Template", "2";
    LITERALS = "literals", "2.1";
    EXPRESSION = "expression", "2.2";
    OPERATOR = "operator", "2.2";
    OP_LEVEL2 = "op-level2", "2.2";
    OP_LEVEL3 = "op-level3", "2.2";
    OP_RESERVE = "op-reserve", "2.2";
    VARIABLE_LIST = "variable-list", "2.3";
    VARSPEC = "varspec", "2.3";
    VARNAME = "varname", "2.3";
    VARCHAR = "varchar", "2.3";
    MODIFIER_LEVEL4 = "modifier-level4", "2.4";
    PREFIX = "prefix", "2.4.1";
    MAX_LENGTH = "max-length", "2.4.1";
    EXPLODE = "explode", "2.4.2";
}

/// The ASCII bytes of `literals` (section 2.1): `%x21 / %x23-24 / %x26 /
/// %x28-3B / %x3D / %x3F-5B / %x5D / %x5F / %x61-7A / %x7E`.
pub const LITERAL_ASCII: &[u8] =
    b"!#$&()*+,-./0123456789:;=?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[]_abcdefghijklmnopqrstuvwxyz~";

/// Declares one `Expected` static per byte class.
macro_rules! classes {
    ($($stat:ident = $words:literal, $bytes:expr;)*) => {
        $(
            #[doc = concat!("Expected: ", $words, ".")]
            pub static $stat: Expected = Expected::class($words, ascii_mask($bytes));
        )*
    };
}

classes! {
    LITERAL_CHAR = "literal character", LITERAL_ASCII;
    OPEN_BRACE = "\"{\"", b"{";
    CLOSE_BRACE = "\"}\"", b"}";
    OP_LEVEL2_CHAR = "\"+\" or \"#\"", b"+#";
    OP_LEVEL3_CHAR = "\".\", \"/\", \";\", \"?\" or \"&\"", b"./;?&";
    OP_RESERVE_CHAR = "reserved operator (\"=\", \",\", \"!\", \"@\", \"|\")", b"=,!@|";
    COMMA = "\",\"", b",";
    DOT = "\".\"", b".";
    VARCHAR_ASCII = "letter, digit or \"_\"", b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_";
    COLON = "\":\"", b":";
    STAR = "\"*\"", b"*";
    NONZERO_DIGIT = "digit 1-9", b"123456789";
    DIGIT_CHAR = "digit", b"0123456789";
}
