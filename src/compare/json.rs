//! The JSON forms of `compare` and of the readers' registry, written once
//! for every binding: `urigram compare --json` and `urigram readers --json`
//! print them, the npm package hands them to JavaScript, so the two answer
//! byte for byte alike. Written straight into a string (the readings are
//! most of a line; building a `serde_json::Value` first was most of
//! `compare --json`'s time), so the library needs no JSON crate for them.
//!
//! Strings are escaped as `serde_json` escapes them (`"`, `\\` and the C0
//! controls), and besides as `\uXXXX`: DEL, the C1 controls and the
//! invisible formatting characters of [`crate::escape::is_invisible`], and,
//! when `unicode` is off, every character above ASCII. A line is pure data:
//! it never carries a raw control byte.

use std::fmt::Write as _;

use super::{Comparison, Reader, Reading, Target};
use crate::grammars::PART_NAMES;

/// Writes the JSON lines of comparisons, keeping what one line needs
/// from line to line (scratch space, each reading's opening).
#[derive(Debug, Default)]
pub struct JsonLines {
    scratch: String,
    /// Each reading's opening, by its index in a comparison: `,`, then
    /// `{"reader":` and the reader's name quoted, with that name (by
    /// address: each is one constant). The readers are mostly the same
    /// from line to line, so each opening is made once and then copied
    /// whole, not in four pieces for each of some 24 readings a line.
    heads: Vec<(&'static str, String)>,
}

impl JsonLines {
    /// A writer with no scratch space and no openings made yet.
    #[must_use]
    pub fn new() -> JsonLines {
        JsonLines::default()
    }

    /// Appends to `out` the JSON object of `c`, the comparison of `input`
    /// (without a newline): `input` (its text; a byte that is not UTF-8
    /// as `\xNN`, and then `input_bytes`, the whole input in lowercase
    /// hex), `readings` (each with `reader`, `valid`, and either `split`,
    /// `unsplit` when the reader leaves parts unsplit, and `destination`,
    /// or `error`; against a base, `resolved` first, the text it read),
    /// `differ` and `spelling`; against a base, `base` after `input`.
    /// `unicode` keeps characters
    /// above ASCII as themselves.
    pub fn comparison(&mut self, out: &mut String, input: &[u8], c: &Comparison, unicode: bool) {
        json_line(out, self, input, c, unicode);
    }
}

/// Appends to `out` the JSON object of one reader of the registry
/// (without a newline): `reader`, `library`, `release`, `used_by`,
/// `default` (whether `compare` reads with it unless told otherwise),
/// `groups` (the groups `--readers` takes it in), `resolution` (how it
/// resolves a reference against a base, or `null`),
/// `never_split` (the parts it never splits out) and `empty_for_absent`
/// (the parts it writes as empty when absent).
pub fn reader(out: &mut String, r: &Reader) {
    out.push_str("{\"reader\":");
    push_name(out, r.name());
    out.push_str(",\"library\":");
    push_str(out, r.library(), true);
    out.push_str(",\"release\":");
    push_str(out, r.release(), true);
    out.push_str(",\"used_by\":");
    push_str(out, r.used_by(), true);
    out.push_str(if r.by_default() {
        ",\"default\":true"
    } else {
        ",\"default\":false"
    });
    out.push_str(",\"groups\":");
    push_list(out, r.groups().iter().map(|g| g.name()));
    out.push_str(",\"resolution\":");
    match r.resolution() {
        Some(how) => push_str(out, how, true),
        None => out.push_str("null"),
    }
    out.push_str(",\"never_split\":");
    push_list(out, r.never_split().iter().copied());
    out.push_str(",\"empty_for_absent\":");
    push_list(out, r.empty_for_absent().iter().map(|p| p.name()));
    out.push('}');
}

/// The JSON line of one input (see [`JsonLines::comparison`]).
fn json_line(s: &mut String, held: &mut JsonLines, bytes: &[u8], c: &Comparison, unicode: bool) {
    let JsonLines { scratch, heads } = held;
    s.push_str("{\"input\":");
    // Checked for UTF-8 once (`text_of` checks too, and makes its text
    // only for bytes that are not).
    let text = std::str::from_utf8(bytes);
    match text {
        Ok(t) => push_str(s, t, unicode),
        Err(_) => push_str(s, &crate::escape::text_of(bytes), unicode),
    }
    if text.is_err() {
        // Lowercase hexadecimal, two digits a byte (as the urllib
        // protocol's `{"bytes": ...}`).
        s.push_str(",\"input_bytes\":\"");
        for b in bytes {
            crate::compare::hex::push_lower(s, *b);
        }
        s.push('"');
    }
    if let Some(base) = c.base() {
        s.push_str(",\"base\":");
        push_str(s, &crate::escape::text_of(base), unicode);
    }
    s.push_str(",\"readings\":[");
    // A valid reading with the parts, destination and resolved text of one
    // written before (about half of an input's readings: RFC 6874, RFC
    // 3987 and RFC 9112 share RFC 3986's, and most readers split most
    // inputs alike) has the same JSON after its reader's name: that text
    // is copied, not made again. Where each reading's JSON is, by index.
    // Where each reading's JSON is in `scratch`, by index: kept there
    // only for a reading a later one reads as (a few a line), so that each
    // of those later ones (about thirteen) is one copy from it
    // (`String::extend_from_within`, a copy inside `s`, is newer than the
    // crate's MSRV, 1.85).
    let mut written: [Option<(usize, usize)>; 64] = [None; 64];
    let mut wanted = [false; 64];
    for j in 0..c.readings().len() {
        if let Some(slot) = c.same_read_before(j).and_then(|f| wanted.get_mut(f)) {
            *slot = true;
        }
    }
    scratch.clear();
    for (i, r) in c.readings().iter().enumerate() {
        let name = r.reader().name();
        match heads.get(i) {
            Some((n, _)) if std::ptr::eq(*n, name) => {}
            _ => {
                let mut head = String::from(",{\"reader\":");
                push_name(&mut head, name);
                heads.truncate(i);
                heads.push((name, head));
            }
        }
        if let Some((_, head)) = heads.get(i) {
            // The first reading has no comma before it.
            s.push_str(head.get(usize::from(i == 0)..).unwrap_or(head));
        }
        let start = s.len();
        let same = c.same_read_before(i).and_then(|f| {
            let earlier = c.readings().get(f)?;
            let range = written.get(f).copied().flatten()?;
            (earlier.resolved() == r.resolved()).then_some(range)
        });
        if let Some((from, to)) = same {
            s.push_str(scratch.get(from..to).unwrap_or_default());
        } else {
            push_reading(s, r, unicode);
            let wanted = wanted.get(i).copied().unwrap_or(false);
            if let (true, true, Some(slot)) = (r.is_valid(), wanted, written.get_mut(i)) {
                let from = scratch.len();
                scratch.push_str(s.get(start..).unwrap_or_default());
                *slot = Some((from, scratch.len()));
            }
        }
    }
    s.push_str("],\"differ\":");
    push_list(s, c.differ().iter().map(|p| p.name()));
    s.push_str(",\"spelling\":");
    push_list(s, c.spelling().iter().map(|p| p.name()));
    s.push('}');
}

/// One reading's JSON object after its reader's name.
fn push_reading(s: &mut String, r: &Reading, unicode: bool) {
    if let Some(t) = r.resolved() {
        s.push_str(",\"resolved\":");
        push_str(s, t, unicode);
    }
    match r.outcome() {
        Ok(parts) => {
            s.push_str(",\"valid\":true,\"split\":{");
            // The parts by field, each key written with its quotes and
            // colon at once (no lookup of a part by its name).
            let values = [
                &parts.scheme,
                &parts.authority,
                &parts.userinfo,
                &parts.host,
                &parts.port,
                &parts.path,
                &parts.query,
                &parts.fragment,
            ];
            let mut first = true;
            // By index: a zip of the three lists kept its state on the
            // stack, which cost more than the lookups.
            for (i, v) in values.into_iter().enumerate() {
                let Some(k) = PART_NAMES.get(i) else {
                    continue;
                };
                if !parts.unsplit.is_empty() && parts.unsplit.contains(k) {
                    continue;
                }
                if !first {
                    s.push(',');
                }
                first = false;
                push_key(s, i);
                match v {
                    Some(v) => push_str(s, v, unicode),
                    None => s.push_str("null"),
                }
            }
            s.push('}');
            if !parts.unsplit.is_empty() {
                s.push_str(",\"unsplit\":");
                push_list(s, parts.unsplit.iter().copied());
            }
            s.push_str(",\"destination\":");
            match r.destination() {
                None => s.push_str("null"),
                Some(d) => {
                    s.push_str("{\"host\":");
                    match &d.host {
                        Some(t) => {
                            match t {
                                Target::Name(n) => push_str(s, n, unicode),
                                t => push_str(s, &t.to_string(), unicode),
                            }
                            // A name that looks like an address is still a
                            // name: the kind tells them apart.
                            s.push_str(",\"kind\":");
                            push_name(s, kind(t));
                        }
                        None => s.push_str("null,\"kind\":null"),
                    }
                    s.push_str(",\"port\":");
                    match d.port {
                        Some(p) => push_number(s, p),
                        None => s.push_str("null"),
                    }
                    s.push('}');
                }
            }
            s.push('}');
        }
        Err(e) => {
            s.push_str(",\"valid\":false,\"error\":{");
            if let Some(at) = e.offset() {
                let _ = write!(s, "\"offset\":{at},");
            }
            if let Some(rule) = e.rule() {
                s.push_str("\"rule\":");
                push_name(s, rule);
                s.push(',');
            } else if let Some(exception) = e.exception() {
                s.push_str("\"exception\":");
                push_name(s, exception);
                s.push(',');
            }
            s.push_str("\"message\":");
            push_str(s, e.message(), unicode);
            s.push_str("}}");
        }
    }
}

/// The key of the `i`th of [`PART_NAMES`] in a JSON object: its name
/// quoted, then its colon. Each a constant of its own length, so that it
/// is written by a store or two, not by a call of `memcpy` as a key taken
/// from a list (eighty-some keys a line).
#[inline]
fn push_key(s: &mut String, i: usize) {
    match i {
        0 => s.push_str("\"scheme\":"),
        1 => s.push_str("\"authority\":"),
        2 => s.push_str("\"userinfo\":"),
        3 => s.push_str("\"host\":"),
        4 => s.push_str("\"port\":"),
        5 => s.push_str("\"path\":"),
        6 => s.push_str("\"query\":"),
        _ => s.push_str("\"fragment\":"),
    }
}

/// `n` in decimal, as `write!` writes it, without the formatting
/// machinery (a port is written for most readings of most lines).
fn push_number(s: &mut String, n: u16) {
    let mut digits = [0u8; 5];
    let mut at = digits.len();
    let mut rest = n;
    loop {
        at -= 1;
        digits[at] = b'0' + (rest % 10) as u8;
        rest /= 10;
        if rest == 0 {
            break;
        }
    }
    for &d in &digits[at..] {
        s.push(char::from(d));
    }
}

/// What a destination host is: `dns`, `ipv4` or `ipv6`.
fn kind(t: &Target) -> &'static str {
    match t {
        Target::Ipv4(_) => "ipv4",
        Target::Ipv6(..) => "ipv6",
        _ => "dns",
    }
}

/// Whether no byte of `text` needs an escape in a JSON line: none is a C0
/// control, `"`, `\\`, DEL or above ASCII. Most parts are shorter than
/// sixteen bytes: up to sixteen, the text is read as two words that
/// overlap (its first and last eight bytes; four, or a byte at a time,
/// below eight) and each word tested at once ([`word_plain`]), with no
/// copy into a padded block (that copy, a call of `memcpy`, was most of
/// the test's cost). A longer text goes sixteen bytes at a time, each
/// block with no early exit, so that the compiler vectorizes it; its tail
/// as the last sixteen bytes (overlapping bytes seen already, whose test
/// is their own).
fn plain(text: &str) -> bool {
    let bytes = text.as_bytes();
    let n = bytes.len();
    if n <= 16 {
        let word = |at: usize, width: usize| {
            let mut w = [0u8; 8];
            if let (Some(to), Some(from)) = (w.get_mut(..width), bytes.get(at..at + width)) {
                to.copy_from_slice(from);
            }
            // The bytes not read are `a`, which needs nothing.
            for pad in w.iter_mut().skip(width) {
                *pad = b'a';
            }
            u64::from_le_bytes(w)
        };
        return match n {
            0 => true,
            1..=3 => [0, n / 2, n - 1]
                .iter()
                .all(|&at| bytes.get(at).is_some_and(|&b| !needs_escape(b))),
            4..=7 => word_plain(word(0, 4)) && word_plain(word(n - 4, 4)),
            _ => word_plain(word(0, 8)) && word_plain(word(n - 8, 8)),
        };
    }
    let any_needs = |block: &[u8]| block.iter().fold(false, |any, &b| any | needs_escape(b));
    let mut blocks = bytes.chunks_exact(16);
    for block in &mut blocks {
        if any_needs(block) {
            return false;
        }
    }
    blocks.remainder().is_empty() || !any_needs(&bytes[n - 16..])
}

/// Whether the byte `b` needs an escape in a JSON line (see [`plain`]).
#[inline]
fn needs_escape(b: u8) -> bool {
    (b < 0x20) | (b == b'"') | (b == b'\\') | (b >= 0x7f)
}

/// Whether none of the eight bytes of `w` needs an escape
/// ([`needs_escape`]), tested at once (the bit tricks of "Bit Twiddling
/// Hacks", S. E. Anderson: `has_less` and `has_zero` say exactly whether
/// some byte is below a bound or zero, though not which).
#[inline]
fn word_plain(w: u64) -> bool {
    const ONES: u64 = 0x0101_0101_0101_0101;
    const HIGH: u64 = 0x8080_8080_8080_8080;
    // Some byte of `x` is zero.
    let has_zero = |x: u64| x.wrapping_sub(ONES) & !x & HIGH != 0;
    // Some byte of `x` (each below 0x80) is below `n`.
    let has_less = |x: u64, n: u64| x.wrapping_sub(ONES * n) & !x & HIGH != 0;
    w & HIGH == 0
        && !has_less(w, 0x20)
        && !has_zero(w ^ (ONES * u64::from(b'"')))
        && !has_zero(w ^ (ONES * u64::from(b'\\')))
        && !has_zero(w ^ (ONES * 0x7f))
}

/// `text` as a JSON string in one pass, written straight into `s`: escaped
/// as `serde_json` escapes it (`"`, `\\` and the C0 controls; `\b`, `\f`,
/// `\n`, `\r`, `\t` short; the rest as `\u00XX`), and with what
/// the CLI's `escape_json_text` escapes after it (DEL, the C1 controls, the
/// invisible formatting characters, and with `unicode` off every character
/// above ASCII, as `\uXXXX`).
///
/// Inlined, with the escaping apart ([`push_escaped`]): most strings
/// need none, and a call for each of some fifty values a line, with its
/// registers saved, cost about as much as the test.
#[inline]
fn push_str(s: &mut String, text: &str, unicode: bool) {
    s.push('"');
    // Most strings need no escape: one scan says so, and the string goes
    // whole.
    if plain(text) {
        s.push_str(text);
    } else {
        push_escaped(s, text, unicode);
    }
    s.push('"');
}

/// The inside of [`push_str`]'s JSON string for a `text` that needs an
/// escape.
#[inline(never)]
fn push_escaped(s: &mut String, text: &str, unicode: bool) {
    const HEX: &[u8; 16] = b"0123456789abcdef";
    let b = text.as_bytes();
    let (mut start, mut i) = (0, 0);
    while i < b.len() {
        // Printable ASCII but `"` and `\\` goes as it is, byte by byte.
        if matches!(b[i], b' '..=b'~') && b[i] != b'"' && b[i] != b'\\' {
            i += 1;
            continue;
        }
        let c = text[i..].chars().next().unwrap_or('\0');
        let short = match c {
            '"' => "\\\"",
            '\\' => "\\\\",
            '\n' => "\\n",
            '\r' => "\\r",
            '\t' => "\\t",
            '\u{8}' => "\\b",
            '\u{c}' => "\\f",
            '\0'..='\u{1f}' => "",
            c if !crate::escape::is_invisible(c) && (unicode || c.is_ascii()) => {
                i += c.len_utf8();
                continue;
            }
            _ => "",
        };
        s.push_str(&text[start..i]);
        if short.is_empty() {
            let mut units = [0u16; 2];
            for &u in c.encode_utf16(&mut units).iter() {
                s.push_str("\\u");
                for shift in [12, 8, 4, 0] {
                    s.push(char::from(HEX[usize::from((u >> shift) & 0xf)]));
                }
            }
        } else {
            s.push_str(short);
        }
        i += c.len_utf8();
        start = i;
    }
    s.push_str(&text[start..]);
}

/// A name the library gives (a reader's, a part's, a rule's, an
/// exception's, a kind of host) as a JSON string: ASCII letters, digits and
/// `-` or `_`, which need no escape.
#[inline]
fn push_name(s: &mut String, name: &str) {
    debug_assert!(plain(name), "{name:?}");
    s.push('"');
    s.push_str(name);
    s.push('"');
}

/// A JSON array of names (see [`push_name`]).
fn push_list<'a>(s: &mut String, items: impl Iterator<Item = &'a str>) {
    s.push('[');
    for (i, item) in items.enumerate() {
        if i > 0 {
            s.push(',');
        }
        push_name(s, item);
    }
    s.push(']');
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::compare::{self, Part};
    use serde_json::Value;

    /// The line written directly is valid JSON whose values are the
    /// library's readings, on inputs that take every branch: valid and
    /// invalid readings, parts left unsplit, a quote and a backslash, a
    /// byte that is not UTF-8, controls and non-ASCII text.
    #[test]
    fn json_line_holds_the_librarys_readings() {
        let inputs: [&[u8]; 9] = [
            b"http://user@h:80/a;p?q#f",
            b"mailto:a@b",
            b"http://a/?",
            b"http://[fe80::1%25eth0]:80/",
            b"http://a/\xff\xfe\"x\\y",
            b"\x01\x1b[31mhttp://h/",
            "https://例え.jp/パス".as_bytes(),
            b"",
            b"http://u@v@h/",
        ];
        let mut lines = JsonLines::new();
        for input in inputs {
            let c = compare::compare(input, &Reader::every(Default::default()));
            let mut line = String::new();
            lines.comparison(&mut line, input, &c, true);
            let v: Value = serde_json::from_str(&line).expect("valid JSON");
            let rows = v["readings"].as_array().expect("an array");
            assert_eq!(rows.len(), c.readings().len());
            for (row, r) in rows.iter().zip(c.readings()) {
                assert_eq!(row["reader"], r.reader().name());
                assert_eq!(row["valid"], r.is_valid());
                if let Ok(p) = r.outcome() {
                    for k in PART_NAMES.iter().filter(|k| !p.unsplit.contains(k)) {
                        assert_eq!(row["split"][k].as_str(), p.get(k), "{k}");
                    }
                } else {
                    assert!(row["error"]["message"].is_string());
                }
            }
            let names = |ps: &[Part]| ps.iter().map(|p| p.name()).collect::<Vec<_>>();
            assert_eq!(v["differ"], serde_json::json!(names(c.differ())));
            assert_eq!(v["spelling"], serde_json::json!(names(c.spelling())));
            if std::str::from_utf8(input).is_err() {
                let hex: String = input.iter().map(|b| format!("{b:02x}")).collect();
                assert_eq!(v["input_bytes"], hex.as_str());
            }
        }
    }

    /// Each key is its part's name as `serde_json` writes a key, and a
    /// number is written as `write!` writes it.
    #[test]
    fn keys_and_numbers_are_serde_jsons() {
        for (i, k) in PART_NAMES.iter().enumerate() {
            let expected = format!(
                "{}:",
                serde_json::to_string(k).expect("a string serializes")
            );
            let mut key = String::new();
            push_key(&mut key, i);
            assert_eq!(key, expected);
        }
        for n in [0u16, 7, 10, 80, 443, 8080, 9999, 10000, 65535] {
            let mut s = String::new();
            push_number(&mut s, n);
            assert_eq!(s, serde_json::to_string(&n).expect("a number serializes"));
        }
    }

    /// A registry line holds the reader's own values, as `serde_json`
    /// would write them.
    #[test]
    fn reader_lines_are_the_registrys() {
        for r in Reader::all(Default::default()) {
            let mut s = String::new();
            reader(&mut s, &r);
            let absent: Vec<&str> = r.empty_for_absent().iter().map(|p| p.name()).collect();
            let expected = serde_json::json!({
                "reader": r.name(),
                "library": r.library(),
                "release": r.release(),
                "used_by": r.used_by(),
                "default": r.by_default(),
                "groups": r.groups().iter().map(|g| g.name()).collect::<Vec<_>>(),
                "resolution": r.resolution(),
                "never_split": r.never_split(),
                "empty_for_absent": absent,
            });
            let v: Value = serde_json::from_str(&s).expect("valid JSON");
            assert_eq!(v, expected, "{}", r.name());
        }
    }

    /// `serde_json`'s text of `text`, then DEL, the C1 controls, the
    /// invisible characters and (without `unicode`) everything above ASCII
    /// as `\uXXXX`: the two passes `push_str` does in one.
    fn two_passes(text: &str, unicode: bool) -> String {
        let serde = serde_json::to_string(text).expect("a string serializes");
        let mut out = String::new();
        for c in serde.chars() {
            // serde_json has escaped the C0 controls: none is left raw.
            if crate::escape::is_invisible(c) || (!unicode && !c.is_ascii()) {
                let mut units = [0u16; 2];
                for u in c.encode_utf16(&mut units) {
                    let _ = write!(out, "\\u{u:04x}");
                }
            } else {
                out.push(c);
            }
        }
        out
    }

    /// `push_str` writes every character as `serde_json` does, then the
    /// further escapes, with non-ASCII text shown and escaped; long strings
    /// take its sixteen-byte blocks.
    #[test]
    fn plain_is_the_definition_at_every_length_and_place() {
        // The definition, a byte at a time: a C0 control, `"`, `\\`, DEL
        // or a byte above ASCII needs an escape.
        let naive = |t: &str| {
            t.bytes()
                .all(|b| b >= 0x20 && b != b'"' && b != b'\\' && b < 0x7f)
        };
        // Every ASCII byte and one above at each place of the short texts
        // (the words' lengths and the block's), some at every length.
        let every: Vec<char> = (0u8..0x80).map(char::from).chain(['é']).collect();
        let some = [
            '\0', '\u{1f}', '"', '\\', '\u{7f}', 'é', ' ', '~', '!', '#', '[', ']',
        ];
        for len in 0..40 {
            let line = "a".repeat(len);
            assert!(plain(&line));
            for at in 0..len {
                let chars = if len <= 17 { &every[..] } else { &some[..] };
                for &c in chars {
                    let mut t = line.clone();
                    t.replace_range(at..=at, c.encode_utf8(&mut [0; 4]));
                    assert_eq!(plain(&t), naive(&t), "{t:?}");
                }
            }
        }
    }

    #[test]
    fn push_str_is_serde_jsons_escaping() {
        let mut every: String = (0u8..0x80).map(char::from).collect();
        every.push_str("é\u{85}\u{200b}\u{1F600}\"\\");
        let long_plain = "https://www.example.com/a/long/path/with/no/escape?q=1".repeat(3);
        let long_late = format!("{long_plain}\u{7f}");
        let long_wide = format!("{long_plain}日本");
        for text in [
            every.as_str(),
            "",
            "plain",
            "\u{0}x\u{1f}",
            &long_plain,
            &long_late,
            &long_wide,
        ] {
            for unicode in [true, false] {
                let mut s = String::new();
                push_str(&mut s, text, unicode);
                assert_eq!(s, two_passes(text, unicode), "{text:?} {unicode}");
            }
        }
    }
}
