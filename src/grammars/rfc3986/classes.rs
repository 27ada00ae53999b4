//! Section 2: the character classes of RFC 3986, which the rules of
//! [`crate::grammars::rfc3986::rules::chars`] are built from.
//!
//! Every class of Appendix A is one bit in a 256-entry table, so a membership
//! test is one load and one mask, and a scan over a run of class bytes is a
//! tight loop. The tables are public because the algorithms (percent-encoding,
//! normalization) and the urllib layer test the same classes: there is one
//! definition of "unreserved" in the crate, and it is here.
//!
//! Composite classes such as [`PCHAR`] hold only the single-byte members of
//! their rule; the `pct-encoded` alternative is handled by the scanners in
//! [`crate::rules`], because it spans three bytes.

/// A set of bytes, as a bit mask over [`class_of`].
pub type Class = u16;

/// `ALPHA = %x41-5A / %x61-7A` (RFC 5234 core rule).
pub const ALPHA: Class = 1 << 0;
/// `DIGIT = %x30-39` (RFC 5234 core rule).
pub const DIGIT: Class = 1 << 1;
/// `HEXDIG = DIGIT / "A" / "B" / "C" / "D" / "E" / "F"`, either case, as
/// quoted ABNF strings are case-insensitive (RFC 5234 core rule).
pub const HEXDIG: Class = 1 << 2;
/// `unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~"` (section 2.3).
pub const UNRESERVED: Class = 1 << 3;
/// `gen-delims = ":" / "/" / "?" / "#" / "[" / "]" / "@"` (section 2.2).
pub const GEN_DELIMS: Class = 1 << 4;
/// `sub-delims = "!" / "$" / "&" / "'" / "(" / ")" / "*" / "+" / "," / ";" / "="`
/// (section 2.2).
pub const SUB_DELIMS: Class = 1 << 5;
/// The bytes after the first of `scheme`: `ALPHA / DIGIT / "+" / "-" / "."` (section 3.1).
pub const SCHEME: Class = 1 << 6;
/// The single bytes of `userinfo`: `unreserved / sub-delims / ":"` (section 3.2.1);
/// also the tail of `IPvFuture`.
pub const USERINFO: Class = 1 << 7;
/// The single bytes of `reg-name`: `unreserved / sub-delims` (section 3.2.2).
pub const REG_NAME: Class = 1 << 8;
/// The single bytes of `pchar`: `unreserved / sub-delims / ":" / "@"` (section 3.3).
pub const PCHAR: Class = 1 << 9;
/// The single bytes of `segment-nz-nc`: `unreserved / sub-delims / "@"` (section 3.3).
pub const PCHAR_NC: Class = 1 << 10;
/// The single bytes of `query` and `fragment`: `pchar / "/" / "?"` (sections 3.4, 3.5).
pub const QUERY: Class = 1 << 11;
/// The single bytes of a path of several segments: `pchar / "/"` (section 3.3).
pub const PATH: Class = 1 << 12;
/// `%` alone, the first byte of `pct-encoded`: added to a class, it lets a
/// scan go over triplets whose hex digits are checked apart.
pub const PERCENT: Class = 1 << 13;
/// `reserved = gen-delims / sub-delims` (section 2.2).
pub const RESERVED: Class = GEN_DELIMS | SUB_DELIMS;

const fn build() -> [Class; 256] {
    let mut t = [0 as Class; 256];
    let mut b = 0usize;
    while b < 256 {
        let c = b as u8;
        let mut m: Class = 0;
        if c.is_ascii_alphabetic() {
            m |= ALPHA;
        }
        if c.is_ascii_digit() {
            m |= DIGIT;
        }
        if c.is_ascii_hexdigit() {
            m |= HEXDIG;
        }
        if c.is_ascii_alphanumeric() || matches!(c, b'-' | b'.' | b'_' | b'~') {
            m |= UNRESERVED;
        }
        if matches!(c, b':' | b'/' | b'?' | b'#' | b'[' | b']' | b'@') {
            m |= GEN_DELIMS;
        }
        if matches!(
            c,
            b'!' | b'$' | b'&' | b'\'' | b'(' | b')' | b'*' | b'+' | b',' | b';' | b'='
        ) {
            m |= SUB_DELIMS;
        }
        if c.is_ascii_alphanumeric() || matches!(c, b'+' | b'-' | b'.') {
            m |= SCHEME;
        }
        let unres_sub = m & (UNRESERVED | SUB_DELIMS) != 0;
        if unres_sub {
            m |= REG_NAME;
        }
        if unres_sub || c == b':' {
            m |= USERINFO;
        }
        if unres_sub || c == b'@' {
            m |= PCHAR_NC;
        }
        if unres_sub || c == b':' || c == b'@' {
            m |= PCHAR;
        }
        if unres_sub || matches!(c, b':' | b'@' | b'/' | b'?') {
            m |= QUERY;
        }
        if unres_sub || matches!(c, b':' | b'@' | b'/') {
            m |= PATH;
        }
        if c == b'%' {
            m |= PERCENT;
        }
        t[b] = m;
        b += 1;
    }
    t
}

static TABLE: [Class; 256] = build();

/// The ASCII bytes of `class` as a bit set (bit `b` for byte `b`), the form
/// of the engine's byte classes ([`crate::engine::ascii_mask`]): the same
/// table, so an RFC 3986 class carried onto the engine holds exactly its
/// bytes.
#[must_use]
pub(crate) const fn ascii_mask_of(class: Class) -> u128 {
    let table = build();
    let mut mask = 0u128;
    let mut b = 0;
    while b < 0x80 {
        if table[b] & class != 0 {
            mask |= 1 << b;
        }
        b += 1;
    }
    mask
}

/// The classes `byte` belongs to, as a bit mask of the constants in this module.
///
/// ```
/// use urigram::rules::chars::{class_of, PCHAR, QUERY, UNRESERVED};
/// assert_ne!(class_of(b'~') & UNRESERVED, 0);
/// assert_eq!(class_of(b'/') & PCHAR, 0);
/// assert_ne!(class_of(b'/') & QUERY, 0);
/// ```
#[inline(always)]
#[must_use]
pub fn class_of(byte: u8) -> Class {
    TABLE[byte as usize]
}

/// Whether `byte` is in any of the classes of `class`.
///
/// ```
/// use urigram::rules::chars::{is, SUB_DELIMS};
/// assert!(is(b'$', SUB_DELIMS));
/// assert!(!is(b'%', SUB_DELIMS));
/// ```
#[inline(always)]
#[must_use]
pub fn is(byte: u8, class: Class) -> bool {
    TABLE[byte as usize] & class != 0
}

/// The value of each byte as a hexadecimal digit of either case, `0xFF` for a
/// byte that is not one: a table, so a decoding loop pays one load per digit.
pub const HEX_VALUES: [u8; 256] = {
    let mut t = [0xFF; 256];
    let mut b = 0;
    while b < 256 {
        t[b] = match b as u8 {
            c @ b'0'..=b'9' => c - b'0',
            c @ b'a'..=b'f' => c - b'a' + 10,
            c @ b'A'..=b'F' => c - b'A' + 10,
            _ => 0xFF,
        };
        b += 1;
    }
    t
};

/// The hexadecimal digits by value, upper case: what a producer writes in a
/// `pct-encoded` triplet (section 2.1: "should use uppercase").
///
/// ```
/// use urigram::rules::chars::HEX_UPPER;
/// assert_eq!(HEX_UPPER[0x2F >> 4], b'2');
/// assert_eq!(HEX_UPPER[0x2F & 15], b'F');
/// ```
pub const HEX_UPPER: &[u8; 16] = b"0123456789ABCDEF";

/// The value of a hexadecimal digit of either case, or `None`.
///
/// ```
/// use urigram::rules::chars::hex_value;
/// assert_eq!(hex_value(b'b'), Some(11));
/// assert_eq!(hex_value(b'G'), None);
/// ```
#[inline]
#[must_use]
pub fn hex_value(byte: u8) -> Option<u8> {
    let v = HEX_VALUES[byte as usize];
    (v != 0xFF).then_some(v)
}

/// How many bytes from the start of `bytes` are single bytes of `class` or
/// complete `pct-encoded` triplets, and whether the scan stopped on a broken
/// triplet (a `%` not followed by two hex digits).
///
/// This is the loop behind every `*( class / pct-encoded )` repetition of
/// Appendix A. It returns `(length, broken)`; when `broken` is true, the byte at
/// `length` is a `%` whose triplet is incomplete or has a non-hex digit.
#[inline]
#[must_use]
pub fn scan_pct(bytes: &[u8], class: Class) -> (usize, bool) {
    let mut i = 0;
    loop {
        i += run_of(&bytes[i..], class);
        match bytes.get(i) {
            Some(b'%') => match (bytes.get(i + 1), bytes.get(i + 2)) {
                (Some(&h), Some(&l)) if is(h, HEXDIG) && is(l, HEXDIG) => i += 3,
                _ => return (i, true),
            },
            _ => return (i, false),
        }
    }
}

/// How many bytes from the start of `bytes` are single bytes of `class`.
///
/// Most components are runs of plain characters, and this is the loop they
/// spend their time in: one load and one test per byte. (Testing eight bytes
/// at a time without a branch per byte was measured slower on the benchmark
/// corpora, whose components are short.)
#[inline]
#[must_use]
pub fn run_of(bytes: &[u8], class: Class) -> usize {
    bytes
        .iter()
        .position(|&b| !is(b, class))
        .unwrap_or(bytes.len())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn classes_match_the_rfc_lists() {
        let unreserved: Vec<u8> = (0..=255u8).filter(|&b| is(b, UNRESERVED)).collect();
        let mut want: Vec<u8> = (b'A'..=b'Z')
            .chain(b'a'..=b'z')
            .chain(b'0'..=b'9')
            .collect();
        want.extend_from_slice(b"-._~");
        want.sort_unstable();
        assert_eq!(unreserved, want);
        let sub: Vec<u8> = (0..=255u8).filter(|&b| is(b, SUB_DELIMS)).collect();
        assert_eq!(sub, b"!$&'()*+,;=");
        let gen_: Vec<u8> = (0..=255u8).filter(|&b| is(b, GEN_DELIMS)).collect();
        assert_eq!(gen_, b"#/:?@[]");
        assert!((0x80..=0xff).all(|b| class_of(b) == 0));
    }

    #[test]
    fn hex_values_match_std() {
        for b in 0..=255u8 {
            let want = char::from(b)
                .to_digit(16)
                .and_then(|d| u8::try_from(d).ok());
            assert_eq!(hex_value(b), want, "{b:#04x}");
        }
    }

    #[test]
    fn scan_stops_on_broken_triplet() {
        assert_eq!(scan_pct(b"ab%41c/", PCHAR), (6, false));
        assert_eq!(scan_pct(b"ab%4", PCHAR), (2, true));
        assert_eq!(scan_pct(b"%G1", PCHAR), (0, true));
    }
}
