//! Go's `net/url` escaping (Go 1.19's `url.go`): `shouldEscape` for the
//! modes a `*url.URL` is parsed and written in, `escape`, `validEncoded`,
//! and `strconv.Quote` for the pieces its errors quote.

use std::fmt::Write as _;

use super::super::scan;

/// Go's `encoding` modes that `Parse` and `String` use.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Mode {
    Path,
    UserPassword,
    Host,
    Zone,
    Fragment,
}

/// Go's `shouldEscape` for the host and zone modes: letters and digits,
/// the sub-delimiters, `:`, `[`, `]`, `<`, `>`, `"` and the unreserved
/// marks stay.
pub(super) const fn host_should_escape(c: u8) -> bool {
    !(c.is_ascii_alphanumeric()
        || matches!(
            c,
            b'!' | b'$'
                | b'&'
                | b'\''
                | b'('
                | b')'
                | b'*'
                | b'+'
                | b','
                | b';'
                | b'='
                | b':'
                | b'['
                | b']'
                | b'<'
                | b'>'
                | b'"'
                | b'-'
                | b'_'
                | b'.'
                | b'~'
        ))
}

/// Go's `shouldEscape(c, mode)`: whether `String` writes `c` as `%XX`.
pub(super) const fn should_escape(c: u8, mode: Mode) -> bool {
    if c.is_ascii_alphanumeric() {
        return false;
    }
    if matches!(mode, Mode::Host | Mode::Zone) {
        return host_should_escape(c);
    }
    match c {
        b'-' | b'_' | b'.' | b'~' => false,
        b'$' | b'&' | b'+' | b',' | b'/' | b':' | b';' | b'=' | b'?' | b'@' => match mode {
            Mode::Path => c == b'?',
            Mode::UserPassword => matches!(c, b'@' | b'/' | b'?' | b':'),
            // Fragment: escape nothing reserved (the host modes returned
            // above).
            _ => false,
        },
        b'!' | b'(' | b')' | b'*' if matches!(mode, Mode::Fragment) => false,
        _ => true,
    }
}

/// Go's `escape(s, mode)`: each byte [`should_escape`] names as `%XX`,
/// upper-case hexadecimal.
pub(super) fn escape(s: &[u8], mode: Mode) -> Vec<u8> {
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    let mut out = Vec::with_capacity(s.len());
    for &c in s {
        if should_escape(c, mode) {
            out.extend([b'%', HEX[usize::from(c >> 4)], HEX[usize::from(c & 15)]]);
        } else {
            out.push(c);
        }
    }
    out
}

/// Whether Go's `escape(s, mode)` is `written`, compared as it would be
/// written, without writing it: `setPath` and `setFragment` ask this of
/// every parse, so it allocates nothing.
///
/// The run of bytes at the start that the mode writes as themselves is
/// found sixteen bytes at a time ([`scan::run_end`]) and compared whole:
/// a test of each byte, a call of [`should_escape`], was about 800
/// instructions a line of `compare --readers all`.
pub(super) fn escapes_to(s: &[u8], mode: Mode, written: &[u8]) -> bool {
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    let kept = match mode {
        Mode::Path => scan::run_end(s, 0, &PATH_KEPT),
        Mode::Fragment => scan::run_end(s, 0, &FRAGMENT_KEPT),
        _ => 0,
    };
    let (Some(head), Some(s)) = (s.get(..kept), s.get(kept..)) else {
        return false;
    };
    let Some(mut rest) = written.strip_prefix(head) else {
        return false;
    };
    for &c in s {
        let matched = if should_escape(c, mode) {
            match rest {
                [b'%', h, l, tail @ ..]
                    if *h == HEX[usize::from(c >> 4)] && *l == HEX[usize::from(c & 15)] =>
                {
                    rest = tail;
                    true
                }
                _ => false,
            }
        } else {
            match rest.split_first() {
                Some((&w, tail)) if w == c => {
                    rest = tail;
                    true
                }
                _ => false,
            }
        };
        if !matched {
            return false;
        }
    }
    rest.is_empty()
}

/// The bytes the path mode writes as themselves.
static PATH_KEPT: scan::Class = scan::class!(b => !should_escape(b, Mode::Path));
/// The bytes the fragment mode writes as themselves.
static FRAGMENT_KEPT: scan::Class = scan::class!(b => !should_escape(b, Mode::Fragment));

/// Go's `validEncoded(s, mode)`: `s` holds no byte Go would escape, the
/// sub-delimiters, `:`, `@`, `[`, `]` and `%` allowed.
pub(super) fn valid_encoded(s: &[u8], mode: Mode) -> bool {
    s.iter().all(|&c| {
        matches!(
            c,
            b'!' | b'$'
                | b'&'
                | b'\''
                | b'('
                | b')'
                | b'*'
                | b'+'
                | b','
                | b';'
                | b'='
                | b':'
                | b'@'
                | b'['
                | b']'
                | b'%'
        ) || !should_escape(c, mode)
    })
}

/// Bytes as text the way Go's `encoding/json` writes a string: each byte
/// that is not part of a UTF-8 sequence is U+FFFD.
pub(super) fn lossy(b: &[u8]) -> String {
    // Most parts are UTF-8: one check and one copy.
    if let Ok(text) = std::str::from_utf8(b) {
        return text.to_owned();
    }
    let mut out = String::with_capacity(b.len());
    for chunk in b.utf8_chunks() {
        out.push_str(chunk.valid());
        for _ in chunk.invalid() {
            out.push('\u{fffd}');
        }
    }
    out
}

/// Go's `strconv.Quote` for the short pieces Go's errors quote: printable
/// characters as they are, `"` and `\` escaped, a byte that is not UTF-8
/// `\xNN`, a control `\n`, `\t`, ... or `\xNN` / `\uNNNN`.
pub(super) fn quote(b: &[u8]) -> String {
    let mut out = String::from("\"");
    for chunk in b.utf8_chunks() {
        for c in chunk.valid().chars() {
            match c {
                '"' => out.push_str("\\\""),
                '\\' => out.push_str("\\\\"),
                '\u{7}' => out.push_str("\\a"),
                '\u{8}' => out.push_str("\\b"),
                '\u{c}' => out.push_str("\\f"),
                '\n' => out.push_str("\\n"),
                '\r' => out.push_str("\\r"),
                '\t' => out.push_str("\\t"),
                '\u{b}' => out.push_str("\\v"),
                c if c < ' ' || c == '\u{7f}' => {
                    let _ = write!(out, "\\x{:02x}", u32::from(c));
                }
                c if c.is_control() => {
                    let _ = write!(out, "\\u{:04x}", u32::from(c));
                }
                c => out.push(c),
            }
        }
        for &byte in chunk.invalid() {
            out.push_str("\\x");
            crate::compare::hex::push_lower(&mut out, byte);
        }
    }
    out.push('"');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `escapes_to` is its definition, `escape(s, mode) == written`, for
    /// every byte at every place of texts of up to twenty bytes (its
    /// sixteen-byte blocks and their tails), in each mode, against the
    /// escaped text, the text as it is and texts one byte off either.
    #[test]
    fn escapes_to_is_the_definition_at_every_byte_and_place() {
        for mode in [Mode::Path, Mode::Fragment, Mode::UserPassword] {
            for len in 0..20 {
                let line = vec![b'a'; len];
                for at in 0..len {
                    for c in 0..=u8::MAX {
                        let mut s = line.clone();
                        s[at] = c;
                        let escaped = escape(&s, mode);
                        let mut writtens = vec![escaped.clone(), s.clone()];
                        for w in [&escaped, &s] {
                            let mut off = w.clone();
                            off[at] ^= 1;
                            writtens.push(off);
                            writtens.push(w[..w.len() - 1].to_vec());
                        }
                        for w in writtens {
                            assert_eq!(
                                escapes_to(&s, mode, &w),
                                escape(&s, mode) == w,
                                "{mode:?} {s:?} {w:?}"
                            );
                        }
                    }
                }
            }
        }
    }
}
