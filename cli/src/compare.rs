//! `urigram compare`: one input under every reader (each grammar, urllib,
//! the WHATWG URL Standard), side by side, with the parts where the readings
//! part ways. The readings and the verdict are the library's
//! (`urigram::compare`); this module only chooses and presents them.

use std::ffi::OsString;
use std::fmt::Write as _;

use crate::args::{self, Outcome, Spec};
use crate::{Ctx, answered, lines, shown};
use urigram::compare::{self, Comparison, Destination, Part, Reader, Reading, Target};
use urigram::grammars::PART_NAMES;
use urigram::grammars::Parts;

const SPEC: Spec = Spec {
    flags: &[("json", None), ("quiet", Some('q'))],
    valued: &["python", "readers", "parts", "base"],
};

/// Runs the command over its inputs.
pub fn run(mut ctx: Ctx<'_, '_>, argv: Vec<OsString>) -> Outcome {
    let opts = match ctx.options(argv, &SPEC) {
        Ok(o) => o,
        Err(end) => return end,
    };
    let python = match crate::urllib::python_of(&opts) {
        Ok(p) => p,
        Err(e) => return Outcome::Usage(e),
    };
    let readers = match opts.value("readers") {
        Err(e) => return Outcome::Usage(e),
        Ok(None) => Reader::every(python),
        Ok(Some(list)) => match readers_of(list, python) {
            Ok(r) => r,
            Err(e) => return Outcome::Usage(e),
        },
    };
    let parts = match opts.value("parts") {
        Err(e) => return Outcome::Usage(e),
        Ok(None) => Part::ALL.to_vec(),
        Ok(Some(list)) => match Part::parse_list(list) {
            Ok(p) => p,
            Err(e) => return Outcome::Usage(format!("--parts: {e}")),
        },
    };
    let base = match opts.value("base") {
        Err(e) => return Outcome::Usage(e),
        Ok(b) => b.map(str::to_owned),
    };
    let readers = match &base {
        None => readers,
        Some(_) => match with_resolution(readers, ctx.io.stderr) {
            Ok(r) => r,
            Err(e) => return Outcome::Usage(e),
        },
    };
    let (as_json, quiet) = (opts.flag("json"), opts.flag("quiet"));
    let io = &mut *ctx.io;
    let (out, line_buffered, unicode) = (&mut *io.stdout, io.line_buffered, io.unicode_stdout);
    let mut any_differ = false;
    // One input's output is made in this buffer, reused, and written whole:
    // the output is about eleven times the input, in many small pieces.
    let mut buf: Vec<u8> = Vec::with_capacity(4096);
    let mut json = String::with_capacity(4096);
    let mut scratch = String::new();
    let result = lines::for_each_input(&opts.operands, 1, io.stdin, |bytes, _| {
        if quiet && !as_json && base.is_none() {
            // Only the verdict is needed: the library's one call.
            if compare::agree(bytes, &readers, &parts) {
                return Ok(());
            }
            any_differ = true;
            // The input, as data (a filter's output, like grep's).
            out.write_all(bytes)?;
            out.write_all(b"\n")?;
            return answered(out, line_buffered);
        }
        let c = match &base {
            None => compare::compare(bytes, &readers),
            Some(b) => compare::compare_against(bytes, b, &readers),
        };
        let agrees = c.agrees_on(&parts);
        any_differ |= !agrees;
        if quiet && agrees {
            return Ok(());
        }
        if quiet && !as_json {
            // As the fast path above: the input, as data.
            out.write_all(bytes)?;
            out.write_all(b"\n")?;
            return answered(out, line_buffered);
        }
        if as_json {
            json.clear();
            json_line(&mut json, &mut scratch, bytes, base.as_deref(), &c, unicode);
            json.push('\n');
            out.write_all(json.as_bytes())?;
        } else {
            buf.clear();
            write_human(&mut buf, bytes, base.as_deref(), &c, &parts, unicode);
            out.write_all(&buf)?;
        }
        answered(out, line_buffered)
    });
    match result {
        Err(e) => Outcome::Io(e),
        Ok(()) if any_differ => Outcome::SomeInvalid,
        Ok(()) => Outcome::AllValid,
    }
}

/// The readers of `--readers`, with a suggestion for a misspelt name.
fn readers_of(list: &str, python: urigram::urllib::Python) -> Result<Vec<Reader>, String> {
    Reader::parse_list(list, python).map_err(|e| {
        let every = Reader::every(python);
        match args::nearest(&e.0, every.iter().map(Reader::name)) {
            Some(near) => format!("--readers: {e}; did you mean '{near}'?"),
            None => format!("--readers: {e}"),
        }
    })
}

/// The readers of `readers` that resolve against a base; each one left
/// out is named on `stderr`, and none left is a usage error.
fn with_resolution(
    readers: Vec<Reader>,
    stderr: &mut dyn std::io::Write,
) -> Result<Vec<Reader>, String> {
    let (keep, out): (Vec<Reader>, Vec<Reader>) =
        readers.into_iter().partition(|r| r.resolution().is_some());
    if keep.is_empty() {
        return Err("--base: none of the readers resolves against a base (urigram readers --json: \"resolution\")".into());
    }
    if !out.is_empty() {
        let names: Vec<&str> = out.iter().map(Reader::name).collect();
        // A note, not an error: the others still answer.
        let _ = writeln!(
            stderr,
            "urigram compare: --base: left out, with no resolution against a base: {}",
            names.join(", ")
        );
    }
    Ok(keep)
}

/// The JSON line of one input, written straight into a string (the
/// readings are most of the output; building a `serde_json::Value` first
/// was most of `compare --json`'s time).
fn json_line(
    s: &mut String,
    scratch: &mut String,
    bytes: &[u8],
    base: Option<&str>,
    c: &Comparison,
    unicode: bool,
) {
    s.push_str("{\"input\":");
    push_str(s, &urigram::escape::text_of(bytes), unicode);
    if let Some(b) = base {
        s.push_str(",\"base\":");
        push_str(s, b, unicode);
    }
    if std::str::from_utf8(bytes).is_err() {
        s.push_str(",\"input_bytes\":");
        push_str(s, &shown::hex(bytes), unicode);
    }
    s.push_str(",\"readings\":[");
    // A reading that shares its parts and destination with one written
    // before (RFC 6874, RFC 3987 and RFC 9112 share RFC 3986's) has the
    // same JSON after its reader's name: that text is copied, not made
    // again.
    let mut written: [Option<Written<'_>>; 16] = [None; 16];
    let mut n = 0;
    for (i, r) in c.readings().iter().enumerate() {
        if i > 0 {
            s.push(',');
        }
        s.push_str("{\"reader\":");
        push_name(s, r.reader().name());
        let start = s.len();
        let same = r.parts().and_then(|p| {
            written.iter().flatten().find(|(q, d, ..)| {
                std::ptr::eq(*q, p)
                    && match (d, r.destination()) {
                        (Some(a), Some(b)) => std::ptr::eq(*a, b),
                        (None, None) => true,
                        _ => false,
                    }
            })
        });
        if let Some(&(_, _, from, to)) = same {
            scratch.clear();
            scratch.push_str(&s[from..to]);
            s.push_str(scratch);
        } else {
            push_reading(s, r, unicode);
            if let (Some(p), Some(slot)) = (r.parts(), written.get_mut(n)) {
                *slot = Some((p, r.destination(), start, s.len()));
                n += 1;
            }
        }
    }
    s.push_str("],\"differ\":");
    push_list(s, c.differ().iter().map(|p| p.name()));
    s.push_str(",\"spelling\":");
    push_list(s, c.spelling().iter().map(|p| p.name()));
    s.push('}');
}

/// A reading's parts and destination, and the range of the JSON line that
/// holds its object after the reader's name.
type Written<'a> = (&'a Parts, Option<&'a Destination>, usize, usize);

/// One reading's JSON object after its reader's name.
fn push_reading(s: &mut String, r: &Reading, unicode: bool) {
    if let Some(t) = r.resolved() {
        s.push_str(",\"resolved\":");
        push_str(s, t, unicode);
    }
    match r.outcome() {
        Ok(parts) => {
            s.push_str(",\"valid\":true,\"split\":{");
            let mut first = true;
            for k in PART_NAMES {
                if parts.unsplit.contains(&k) {
                    continue;
                }
                if !first {
                    s.push(',');
                }
                first = false;
                push_name(s, k);
                s.push(':');
                match parts.get(k) {
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
                        Some(p) => {
                            let _ = write!(s, "{p}");
                        }
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

/// What a destination host is: `dns`, `ipv4` or `ipv6`.
fn kind(t: &Target) -> &'static str {
    match t {
        Target::Ipv4(_) => "ipv4",
        Target::Ipv6(..) => "ipv6",
        _ => "dns",
    }
}

/// Whether no byte of `text` needs an escape in a JSON line: none is a C0
/// control, `"`, `\\`, DEL or above ASCII. Sixteen bytes at a time, each
/// block with no early exit, so that the compiler vectorizes it.
fn plain(text: &str) -> bool {
    let needs = |b: u8| (b < 0x20) | (b == b'"') | (b == b'\\') | (b >= 0x7f);
    let mut blocks = text.as_bytes().chunks_exact(16);
    for block in &mut blocks {
        if block.iter().fold(false, |any, &b| any | needs(b)) {
            return false;
        }
    }
    !blocks.remainder().iter().any(|&b| needs(b))
}

/// `text` as a JSON string in one pass, written straight into `s`: escaped
/// as `serde_json` escapes it (`"`, `\\` and the C0 controls; `\b`, `\f`,
/// `\n`, `\r`, `\t` short; the rest as `\u00XX`), and with what
/// [`shown::escape_json_text`] escapes after it (DEL, the C1 controls, the
/// invisible formatting characters, and with `unicode` off every character
/// above ASCII, as `\uXXXX`).
fn push_str(s: &mut String, text: &str, unicode: bool) {
    const HEX: &[u8; 16] = b"0123456789abcdef";
    s.push('"');
    // Most strings need no escape: one scan says so, and the string goes
    // whole.
    if plain(text) {
        s.push_str(text);
        s.push('"');
        return;
    }
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
            c if !urigram::escape::is_invisible(c) && (unicode || c.is_ascii()) => {
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
    s.push('"');
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

/// Whether every byte of `s` is printable ASCII (space to `~`), and with
/// `no_quote` none is `"`: a scan without early exit, which the compiler
/// vectorizes.
fn printable(s: &str, no_quote: bool) -> bool {
    !s.bytes().fold(false, |any, b| {
        any | !(b' '..=b'~').contains(&b) | (no_quote & (b == b'"'))
    })
}

/// The input, a line per reading (`*` marks a part on which readings
/// differ, `~` one they only spell differently; an absent part is not
/// shown), then the verdict on `parts`, made in `out`. Everything from the
/// input is shown escaped.
fn write_human(
    out: &mut Vec<u8>,
    bytes: &[u8],
    base: Option<&str>,
    c: &Comparison,
    parts: &[Part],
    unicode: bool,
) {
    let differ: Vec<&str> = c
        .differ()
        .iter()
        .filter(|p| parts.contains(p))
        .map(|p| p.name())
        .collect();
    let spelling: Vec<&str> = c
        .spelling()
        .iter()
        .filter(|p| parts.contains(p))
        .map(|p| p.name())
        .collect();
    // A part of printable ASCII (most are) is shown as itself, unscanned
    // for anything else.
    let show = |out: &mut Vec<u8>, s: &str| {
        if printable(s, false) {
            out.extend_from_slice(s.as_bytes());
        } else {
            out.extend_from_slice(shown::text(s.as_bytes(), unicode).as_bytes());
        }
    };
    // The mark of each part of PART_NAMES, worked out once per input.
    let marks: Vec<&[u8]> = PART_NAMES
        .iter()
        .map(|k| -> &[u8] {
            if differ.contains(k) {
                b"*"
            } else if spelling.contains(k) {
                b"~"
            } else {
                b""
            }
        })
        .collect();
    out.extend_from_slice(shown::text(bytes, unicode).as_bytes());
    if let Some(b) = base {
        out.extend_from_slice(b" against ");
        out.extend_from_slice(shown::text(b.as_bytes(), unicode).as_bytes());
    }
    out.push(b'\n');
    for r in c.readings() {
        // Two spaces, then the reader's name padded to eight columns (a
        // longer name, `ruby-rfc2396`, followed by one space).
        let name = r.reader().name();
        out.extend_from_slice(b"  ");
        out.extend_from_slice(name.as_bytes());
        out.extend_from_slice(&b"        "[name.len().min(8)..]);
        if name.len() >= 8 {
            out.push(b' ');
        }
        match r.outcome() {
            Ok(split) => {
                out.extend_from_slice(b"valid  ");
                if let Some(t) = r.resolved() {
                    out.extend_from_slice(b" -> ");
                    show(out, t);
                }
                let values = [
                    &split.scheme,
                    &split.authority,
                    &split.userinfo,
                    &split.host,
                    &split.port,
                    &split.path,
                    &split.query,
                    &split.fragment,
                ];
                for ((k, v), mark) in PART_NAMES.iter().zip(values).zip(&marks) {
                    if let (Some(v), false) = (v.as_deref(), split.unsplit.contains(k)) {
                        // Quoted, with a quote inside escaped; the rest as
                        // the header shows the input.
                        out.push(b' ');
                        out.extend_from_slice(k.as_bytes());
                        out.extend_from_slice(mark);
                        out.extend_from_slice(b"=\"");
                        if printable(v, true) {
                            // No quote, nothing to escape: one scan.
                            out.extend_from_slice(v.as_bytes());
                        } else if v.contains('"') {
                            show(out, &v.replace('"', "\\\""));
                        } else {
                            show(out, v);
                        }
                        out.push(b'"');
                        if *k == "host" {
                            write_destination(out, r, v, unicode);
                        }
                    }
                }
                if !split.unsplit.is_empty() {
                    out.extend_from_slice(b" (not split: ");
                    out.extend_from_slice(split.unsplit.join(", ").as_bytes());
                    out.push(b')');
                }
                out.push(b'\n');
            }
            Err(e) => {
                out.extend_from_slice(b"invalid");
                match (e.offset(), e.rule(), e.exception()) {
                    (Some(at), Some(rule), _) => {
                        out.extend_from_slice(format!(" at byte {at} ({rule})").as_bytes());
                    }
                    (_, _, Some(exception)) => {
                        out.push(b' ');
                        out.extend_from_slice(exception.as_bytes());
                    }
                    _ => {}
                }
                out.extend_from_slice(b": ");
                show(out, e.message());
                out.push(b'\n');
            }
        }
    }
    if differ.is_empty() {
        out.extend_from_slice(b"  readings agree");
    } else {
        out.extend_from_slice(b"  readings differ: ");
        out.extend_from_slice(differ.join(", ").as_bytes());
    }
    if !spelling.is_empty() {
        out.extend_from_slice(b" (spelled differently, read alike: ");
        out.extend_from_slice(spelling.join(", ").as_bytes());
        out.push(b')');
    }
    out.push(b'\n');
}

/// After a reading's host, the destination the verdict judged, where it
/// is not the host as written (up to ASCII case and one trailing dot):
/// ` dest="fass.de"`; or ` dest=none (why)` where the reader's client would
/// look up nothing.
fn write_destination(out: &mut Vec<u8>, r: &Reading, host: &str, unicode: bool) {
    if let Some(why) = r.why_no_destination() {
        out.extend_from_slice(b" dest=none (");
        out.extend_from_slice(why.as_bytes());
        out.push(b')');
        return;
    }
    let Some(t) = r.destination().and_then(|d| d.host.as_ref()) else {
        return;
    };
    // An IPv6 address written in another of its text forms is the address
    // as written.
    if let Target::Ipv6(a, z) = t
        && let Some(inside) = host.strip_prefix('[').and_then(|h| h.strip_suffix(']'))
    {
        let (addr, zone) = match inside.split_once('%') {
            Some((addr, zone)) => (addr, Some(zone)),
            None => (inside, None),
        };
        if addr.parse::<std::net::Ipv6Addr>().is_ok_and(|b| b == *a) && zone == z.as_deref() {
            return;
        }
    }
    let shown = t.to_string();
    let written = host.strip_suffix('.').unwrap_or(host);
    if shown.eq_ignore_ascii_case(written) || shown.eq_ignore_ascii_case(host) {
        return;
    }
    out.extend_from_slice(b" dest=\"");
    if printable(&shown, true) {
        out.extend_from_slice(shown.as_bytes());
    } else {
        out.extend_from_slice(shown::text(shown.as_bytes(), unicode).as_bytes());
    }
    out.push(b'"');
}

#[cfg(test)]
mod tests {
    use super::*;
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
        for input in inputs {
            let c = compare::compare(input, &Reader::every(Default::default()));
            let mut line = String::new();
            json_line(&mut line, &mut String::new(), input, None, &c, true);
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
        }
    }

    /// `push_str` writes every character as `serde_json` does, then
    /// `shown::escape_json_text` over it (the two passes it does in one),
    /// with non-ASCII text shown and escaped; long strings take its
    /// sixteen-byte blocks.
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
                let serde = serde_json::to_string(text).expect("a string serializes");
                assert_eq!(
                    s,
                    shown::escape_json_text(serde, unicode),
                    "{text:?} {unicode}"
                );
            }
        }
    }
}
