//! Bytes as hexadecimal digits pushed onto a `String`, for the readers'
//! percent-escapes and byte dumps: a table lookup where `write!(out,
//! "%{b:02X}")` went through `core::fmt` (its `Arguments`, the padding
//! code and a `Formatter` at every call site) in a dozen readers, code
//! the web package carried once for each (docs/performance.md#web).

use crate::rules::chars::HEX_UPPER;

/// The lower-case digits, for the dumps that print them so.
const HEX_LOWER: &[u8; 16] = b"0123456789abcdef";

/// `%XX`, `b` in two capital hexadecimal digits (RFC 3986 section 2.1's
/// form, and what every escaping reader here writes).
pub(crate) fn push_pct(out: &mut String, b: u8) {
    out.push('%');
    push_upper(out, b);
}

/// `b` as two capital hexadecimal digits (`{b:02X}`).
pub(crate) fn push_upper(out: &mut String, b: u8) {
    out.push(char::from(HEX_UPPER[usize::from(b >> 4)]));
    out.push(char::from(HEX_UPPER[usize::from(b & 15)]));
}

/// `b` as two lower-case hexadecimal digits (`{b:02x}`).
pub(crate) fn push_lower(out: &mut String, b: u8) {
    out.push(char::from(HEX_LOWER[usize::from(b >> 4)]));
    out.push(char::from(HEX_LOWER[usize::from(b & 15)]));
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every byte as `core::fmt` writes it (the standard library's
    /// formatting is the independent source here).
    #[test]
    fn every_byte_as_fmt_writes_it() {
        for b in 0..=u8::MAX {
            let (mut pct, mut upper, mut lower) = (String::new(), String::new(), String::new());
            push_pct(&mut pct, b);
            push_upper(&mut upper, b);
            push_lower(&mut lower, b);
            assert_eq!(pct, format!("%{b:02X}"));
            assert_eq!(upper, format!("{b:02X}"));
            assert_eq!(lower, format!("{b:02x}"));
        }
        let mut s = String::new();
        push_pct(&mut s, 0x2f);
        assert_eq!(s, "%2F");
    }
}
