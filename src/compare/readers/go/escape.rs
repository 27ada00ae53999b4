//! Go's `net/url` escaping (Go 1.19's `url.go`): `shouldEscape` for the
//! modes a `*url.URL` is parsed and written in, `escape`, `validEncoded`,
//! and `strconv.Quote` for the pieces its errors quote.

use std::fmt::Write as _;

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
pub(super) fn host_should_escape(c: u8) -> bool {
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
pub(super) fn should_escape(c: u8, mode: Mode) -> bool {
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
        b'!' | b'(' | b')' | b'*' if mode == Mode::Fragment => false,
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
pub(super) fn escapes_to(s: &[u8], mode: Mode, written: &[u8]) -> bool {
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    let mut rest = written;
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
            let _ = write!(out, "\\x{byte:02x}");
        }
    }
    out.push('"');
    out
}
