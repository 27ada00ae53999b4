//! The decoded getters' decoding (`getPath()` and the others): each run of
//! escapes read as UTF-8, with a malformed sequence replaced by U+FFFD as
//! java's UTF-8 decoder replaces it.

use std::borrow::Cow;

use crate::grammars::rfc3986::pct::triplet;

/// Decodes the escapes of a component java accepted. With `skip_brackets`
/// (`getAuthority()`, `getUserInfo()`, `getSchemeSpecificPart()`), a `%`
/// between `[` and `]` is left as it stands: an IPv6 scope ID's, as in
/// `[fe80::1%25eth0]`. `getPath()`, `getQuery()` and `getFragment()` decode
/// inside brackets too (JDK-8037396).
pub(super) fn decode(s: &str, skip_brackets: bool) -> Cow<'_, str> {
    if !s.contains('%') {
        return Cow::Borrowed(s);
    }
    let b = s.as_bytes();
    let mut out = String::with_capacity(s.len());
    let mut run = Vec::new();
    let mut between = false;
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        if c == b'[' {
            between = true;
        } else if between && c == b']' {
            between = false;
        }
        if c != b'%' || (between && skip_brackets) {
            let len = s[i..].chars().next().map_or(1, char::len_utf8);
            out.push_str(&s[i..i + len]);
            i += len;
            continue;
        }
        run.clear();
        while let Some(octet) = triplet(b, i) {
            run.push(octet);
            i += 3;
        }
        if run.is_empty() {
            // Not an escape (java never accepts one; kept as it stands).
            out.push('%');
            i += 1;
            continue;
        }
        utf8_lossy(&run, &mut out);
    }
    Cow::Owned(out)
}

/// UTF-8 to text with U+FFFD for each malformed sequence, where java's
/// decoder draws the lines: as Unicode's "maximal subpart" practice (which
/// `String::from_utf8_lossy` follows) except that java reads `ED` followed
/// by `A0`..`BF` as the start of a three-byte sequence, so an encoded
/// surrogate (`ED A0 80`) is one U+FFFD, not three, and `ED A0` before a
/// byte that continues nothing is one, not two.
pub(super) fn utf8_lossy(mut bytes: &[u8], out: &mut String) {
    while !bytes.is_empty() {
        match std::str::from_utf8(bytes) {
            Ok(s) => {
                out.push_str(s);
                return;
            }
            Err(e) => {
                let (good, rest) = bytes.split_at(e.valid_up_to());
                out.push_str(std::str::from_utf8(good).unwrap_or_default());
                out.push('\u{FFFD}');
                let cont = |b: Option<&u8>| b.is_some_and(|b| b & 0xc0 == 0x80);
                let skip =
                    if rest[0] == 0xed && rest.get(1).is_some_and(|b| (0xa0..=0xbf).contains(b)) {
                        if rest.len() == 2 || !cont(rest.get(2)) {
                            2
                        } else {
                            3
                        }
                    } else {
                        e.error_len().unwrap_or(rest.len())
                    };
                bytes = &rest[skip..];
            }
        }
    }
}
