//! The serialisations of a base URI that Mono's `new Uri(Uri, string)`
//! combines a reference with: `GetParts` of some of its components, in
//! one of three formats (escaped as the getters give them, "safely"
//! unescaped, or unescaped).

use super::escape::iri_char;
use super::uri::{Implicit, MonoUri, syntax};

/// A `UriFormat`.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Format {
    /// `UriEscaped`: as the getters give each part.
    Escaped,
    /// `SafeUnescaped`: an escape decoded unless it stands for a control,
    /// `%`, `\` or a reserved character but `:`, `[` and `]` (or, above
    /// ASCII, a character IRI parsing would not leave as it is).
    SafeUnescaped,
    /// `Unescaped`: every escape of ASCII or of a whole UTF-8 sequence
    /// decoded.
    Unescaped,
}

/// `GetParts(Scheme | UserInfo)`: the scheme, `:`, `//` where the
/// authority was read, and the userinfo and its `@` where one was written.
/// `user` says Mono writes the parts from the string as given
/// ([`from_user_string`]): then a DOS path after a scheme other than
/// `file` that IRI parsing ran over gets `//` too (`sc:c:/%41` is written
/// `sc://c:/A`).
pub(super) fn scheme_userinfo(b: &MonoUri, format: Format, user: bool) -> String {
    let mut s = String::with_capacity(b.scheme.len() + 3);
    s.push_str(&b.scheme);
    s.push(':');
    let dos_iri = b.facts.iri
        && b.facts.secured != 0
        && b.facts.implicit == Implicit::No
        && b.scheme != "file";
    if b.facts.authority || (user && dos_iri) {
        s.push_str("//");
    }
    if b.facts.at {
        s.push_str(&apply(
            b,
            Component::UserInfo,
            b.userinfo.as_deref().unwrap_or(""),
            format,
        ));
        s.push('@');
    }
    s
}

/// Whether Mono writes `GetParts(AbsoluteUri & ~Fragment, UriEscaped)` of
/// the base `original` from the string as given rather than from its
/// parts: when IRI parsing leaves that string (its leading space aside)
/// needing no escaping and no dot segment removed: ASCII, no character
/// escaped wherever it stands (a trailing space included), no `\`, no
/// escape of a byte above ASCII (IRI parsing decodes it to a character
/// that must be escaped again), no `?` in the path of a scheme without a
/// query (`news:a?b` escapes it), and, for a DOS path (the only one of
/// these bases whose path is compressed), no `.` or `..` segment.
pub(super) fn from_user_string(b: &MonoUri, original: &str) -> bool {
    let s = original.trim_start_matches([' ', '\t', '\r', '\n']);
    let bytes = s.as_bytes();
    let escapes_above_ascii = bytes
        .windows(2)
        .any(|w| w[0] == b'%' && matches!(w[1], b'8'..=b'9' | b'a'..=b'f' | b'A'..=b'F'));
    let plain = s
        .bytes()
        .all(|c| c > 0x20 && c < 0x7f && !b"\"<>\\^`{|}".contains(&c));
    let dots = b.facts.secured != 0
        && s.split(['/', '?', '#'])
            .any(|seg| seg == "." || seg == "..");
    plain && !escapes_above_ascii && !question_in_path(b, s) && !dots
}

/// Whether Mono displays `GetParts(AbsoluteUri, SafeUnescaped)` of the base
/// from the string as given: unless a scheme without a query has a `?` in
/// its path, which it escapes.
pub(super) fn displayed_from_user_string(b: &MonoUri, original: &str) -> bool {
    !question_in_path(b, original)
}

/// A `?` before any `#` where the scheme has no query and no authority
/// (`news:`, `uuid:`), so that it stands in the path.
fn question_in_path(b: &MonoUri, s: &str) -> bool {
    !syntax(&b.scheme).query
        && !b.facts.authority
        && s.split('#').next().is_some_and(|p| p.contains('?'))
}

/// `GetParts(KeepDelimiter | Port)`: `:` and the port unless it is the
/// scheme's default.
pub(super) fn port(b: &MonoUri) -> String {
    match b.port {
        Some(p) if Some(p) != syntax(&b.scheme).port => format!(":{p}"),
        _ => String::new(),
    }
}

/// `GetParts(SchemeAndServer | UserInfo)`. Where IRI parsing ran over a
/// base without an authority or a DOS path (`sc:x%41`, `news:é`), Mono
/// gives the base as written (`original`, leading space trimmed) instead,
/// where it writes them from the string as given (`user`).
pub(super) fn scheme_and_server(b: &MonoUri, original: &str, format: Format, user: bool) -> String {
    if user && b.facts.iri && !b.facts.authority && b.host.is_none() && b.facts.secured == 0 {
        return original
            .trim_start_matches([' ', '\t', '\r', '\n'])
            .to_owned();
    }
    let mut s = scheme_userinfo(b, format, user);
    s.push_str(b.host.as_deref().unwrap_or(""));
    s.push_str(&port(b));
    s
}

/// `GetParts(Path | KeepDelimiter)`: `AbsolutePath`, with a `/` before a
/// DOS path's drive letter where the scheme is `file`, the authority's
/// `//` was read, or a slash was written before it.
pub(super) fn path(b: &MonoUri, format: Format) -> String {
    let p = apply(b, Component::Path, &b.path, format);
    let dos = b.facts.secured != 0;
    if dos && (b.scheme == "file" || b.facts.authority || b.facts.secured == 3) {
        format!("/{p}")
    } else {
        p
    }
}

/// `GetParts(AbsoluteUri)` (`original` is the base as written; `user` as
/// for [`scheme_userinfo`]), with the query and the fragment where `query`
/// and `fragment` say.
pub(super) fn absolute_uri(
    b: &MonoUri,
    original: &str,
    format: Format,
    user: bool,
    query: bool,
    fragment: bool,
) -> String {
    let mut s = scheme_and_server(b, original, format, user);
    s.push_str(&path(b, format));
    if let Some(q) = b.query.as_deref().filter(|_| query) {
        s.push('?');
        s.push_str(&apply(b, Component::Query, q, format));
    }
    if let Some(f) = b.fragment.as_deref().filter(|_| fragment) {
        s.push('#');
        s.push_str(&apply(b, Component::Fragment, f, format));
    }
    s
}

/// Whether `b` is an implicit file path.
pub(super) fn implicit(b: &MonoUri) -> bool {
    b.facts.implicit != Implicit::No
}

/// The components [`apply`] writes, in the order of [`super::uri::Facts::raw`].
#[derive(Clone, Copy, PartialEq, Eq)]
enum Component {
    UserInfo,
    Path,
    Query,
    Fragment,
}

/// An escaped component `s` of `u` as `format` writes it (in an unescaped
/// format, from its raw reading where `u` has one); a query's characters
/// above ASCII kept as they are are a query's. An escape kept is written
/// in capitals.
fn apply(u: &MonoUri, which: Component, s: &str, format: Format) -> String {
    if format == Format::Escaped {
        return s.to_owned();
    }
    let raw = u
        .facts
        .raw
        .as_ref()
        .and_then(|r| r[which as usize].as_deref());
    let s = raw.unwrap_or(s);
    let query = which == Component::Query;
    if !s.contains('%') {
        return s.to_owned();
    }
    let all = format == Format::Unescaped;
    let b = s.as_bytes();
    let mut out = String::with_capacity(s.len());
    let mut i = 0;
    while i < b.len() {
        let Some(v) = hex(b, i) else {
            let n = s[i..].chars().next().map_or(1, char::len_utf8);
            out.push_str(&s[i..i + n]);
            i += n;
            continue;
        };
        if v < 0x80 {
            if all || safe(v) || (u.facts.backslashes && &s[i..i + 3] == "%5C") {
                out.push(char::from(v));
            } else {
                out.push_str(&s[i..i + 3]);
            }
            i += 3;
            continue;
        }
        // A run of escapes above ASCII: each UTF-8 sequence decoded where
        // the format takes its character, each other byte kept.
        let start = i;
        let mut bytes = Vec::new();
        while let Some(w) = hex(b, i).filter(|&w| w >= 0x80) {
            bytes.push(w);
            i += 3;
        }
        let mut at = 0;
        for chunk in bytes.utf8_chunks() {
            for ch in chunk.valid().chars() {
                let n = ch.len_utf8();
                if all || iri_char(ch, query) {
                    out.push(ch);
                } else {
                    out.push_str(&s[start + 3 * at..start + 3 * (at + n)]);
                }
                at += n;
            }
            for &byte in chunk.invalid() {
                crate::compare::hex::push_pct(&mut out, byte);
                at += 1;
            }
        }
    }
    out
}

/// The value of the escape at `i`, if one stands there.
fn hex(b: &[u8], i: usize) -> Option<u8> {
    if b.get(i) != Some(&b'%') {
        return None;
    }
    let h = char::from(*b.get(i + 1)?).to_digit(16)?;
    let l = char::from(*b.get(i + 2)?).to_digit(16)?;
    u8::try_from(h * 16 + l).ok()
}

/// Whether `SafeUnescaped` decodes an escape of the ASCII character `v`.
fn safe(v: u8) -> bool {
    v >= 0x20 && v != 0x7f && !b"#$%&+,/;=?@\\".contains(&v)
}
