//! `urigram compare`: one input under every grammar and under Python's
//! `urlsplit`, side by side, with the parts where the readings part ways.

use std::ffi::OsString;
use std::io::{self, Write};

use crate::args::{Outcome, Spec};
use crate::grammar::GRAMMARS;
use crate::split::{self, PARTS, Split};
use crate::{Ctx, answered, lines, shown};
use serde_json::Value;
use urigram::urllib::Python;

const SPEC: Spec = Spec {
    flags: &[("json", None)],
    valued: &["python"],
};

/// One reading of an input: its split, or why it has none.
struct Row {
    /// `rfc3986`, ..., or `urllib`.
    reader: &'static str,
    /// The parts, in [`PARTS`]' order, with those the grammar does not
    /// split out, or the error.
    split: Result<Split, Value>,
}

/// Where the readings of an input part ways, and where they only spell a
/// part differently.
#[derive(Default)]
struct Verdict {
    /// The parts the readings read differently (and `valid` when some
    /// accept the input and some do not): `compare` exits 1 on these.
    differ: Vec<&'static str>,
    /// The parts every reading reads alike but some spell differently, in
    /// a way the RFCs call equivalent: a scheme or host in another case
    /// (RFC 3986 sections 3.1 and 3.2.2; urlsplit lower-cases the scheme).
    spelling: Vec<&'static str>,
}

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
    let as_json = opts.flag("json");
    let io = &mut *ctx.io;
    let (out, line_buffered, unicode) = (&mut *io.stdout, io.line_buffered, io.unicode_stdout);
    let mut any_differ = false;
    let result = lines::for_each_input(&opts.operands, 1, io.stdin, |bytes, _| {
        let rows = readings(python, bytes);
        let verdict = differences(&rows);
        any_differ |= !verdict.differ.is_empty();
        if as_json {
            let line = shown::escape_json_text(json_line(bytes, &rows, &verdict), unicode);
            out.write_all(line.as_bytes())?;
            out.write_all(b"\n")?;
        } else {
            write_human(out, bytes, &rows, &verdict, unicode)?;
        }
        answered(out, line_buffered)
    });
    match result {
        Err(e) => Outcome::Io(e),
        Ok(()) if any_differ => Outcome::SomeInvalid,
        Ok(()) => Outcome::AllValid,
    }
}

/// The reading of every grammar, then `urlsplit`'s.
fn readings(python: Python, bytes: &[u8]) -> Vec<Row> {
    let mut rows: Vec<Row> = GRAMMARS
        .iter()
        // RFC 6570's grammar is of templates, not a reader of URIs.
        .filter(|g| g.name() != "rfc6570")
        .map(|g| Row {
            reader: g.name(),
            split: g.reading(bytes),
        })
        .collect();
    rows.push(Row {
        reader: "urllib",
        split: split::urllib(python, bytes).map(|p| (p, &[][..])),
    });
    rows
}

/// Whether two spellings of a part are one reading: a scheme or a host in
/// either case (both are case-insensitive, RFC 3986 sections 3.1 and
/// 3.2.2), and so the host within an authority (after its last `@`; a port
/// is digits). Every other part is one reading only as spelled alike.
fn same_reading(part: &str, a: Option<&str>, b: Option<&str>) -> bool {
    let (Some(a), Some(b)) = (a, b) else {
        return a.is_none() && b.is_none();
    };
    match part {
        "scheme" | "host" => a.eq_ignore_ascii_case(b),
        "authority" => {
            let cut = |s: &str| s.rfind('@').map_or(0, |at| at + 1);
            let (ua, ha) = a.split_at(cut(a));
            let (ub, hb) = b.split_at(cut(b));
            ua == ub && ha.eq_ignore_ascii_case(hb)
        }
        _ => a == b,
    }
}

/// The verdict: the parts on which two readings disagree, and those they
/// only spell differently. `urlsplit`'s `""` agrees with an absent query
/// or fragment, and with a present empty one, since it cannot say which.
fn differences(rows: &[Row]) -> Verdict {
    let mut verdict = Verdict::default();
    let first = rows[0].split.is_ok();
    if rows.iter().any(|r| r.split.is_ok() != first) {
        verdict.differ.push("valid");
    }
    let splits: Vec<(&str, &Split)> = rows
        .iter()
        .filter_map(|r| match &r.split {
            Ok(s) => Some((r.reader, s)),
            Err(_) => None,
        })
        .collect();
    for (i, part) in PARTS.iter().enumerate() {
        let mut read: Vec<Option<&str>> = Vec::new();
        let mut spelt: Vec<Option<&str>> = Vec::new();
        let mut loose = false;
        for (reader, (s, unsplit)) in &splits {
            if unsplit.contains(part) {
                continue;
            }
            let v = s[i].as_deref();
            if *reader == "urllib" && v == Some("") && matches!(*part, "query" | "fragment") {
                loose = true;
                continue;
            }
            if !read.iter().any(|&r| same_reading(part, r, v)) {
                read.push(v);
            }
            if !spelt.contains(&v) {
                spelt.push(v);
            }
        }
        let loose_clash = loose && read.iter().any(|v| v.is_some_and(|s| !s.is_empty()));
        if read.len() > 1 || loose_clash {
            verdict.differ.push(*part);
        } else if spelt.len() > 1 {
            verdict.spelling.push(*part);
        }
    }
    verdict
}

/// The JSON line of one input, written straight into a string: the same
/// text `serde_json` prints for [`to_json`]'s value (keys in insertion
/// order, no spaces), without building the value, whose maps were most of
/// `compare --json`'s time.
fn json_line(bytes: &[u8], rows: &[Row], verdict: &Verdict) -> String {
    let mut s = String::with_capacity(64 + bytes.len() * 16);
    s.push_str("{\"input\":");
    push_str(&mut s, &urigram::escape::text_of(bytes));
    if std::str::from_utf8(bytes).is_err() {
        s.push_str(",\"input_bytes\":");
        push_str(&mut s, &shown::hex(bytes));
    }
    s.push_str(",\"readings\":[");
    for (i, r) in rows.iter().enumerate() {
        if i > 0 {
            s.push(',');
        }
        s.push_str("{\"reader\":");
        push_str(&mut s, r.reader);
        match &r.split {
            Ok((parts, unsplit)) => {
                s.push_str(",\"valid\":true,\"split\":{");
                let mut first = true;
                for (k, v) in PARTS.iter().zip(parts) {
                    if unsplit.contains(k) {
                        continue;
                    }
                    if !first {
                        s.push(',');
                    }
                    first = false;
                    push_str(&mut s, k);
                    s.push(':');
                    match v {
                        Some(v) => push_str(&mut s, v),
                        None => s.push_str("null"),
                    }
                }
                s.push('}');
                if !unsplit.is_empty() {
                    s.push_str(",\"unsplit\":");
                    push_list(&mut s, unsplit);
                }
                s.push('}');
            }
            Err(e) => {
                s.push_str(",\"valid\":false,\"error\":");
                s.push_str(&e.to_string());
                s.push('}');
            }
        }
    }
    s.push_str("],\"differ\":");
    push_list(&mut s, &verdict.differ);
    s.push_str(",\"spelling\":");
    push_list(&mut s, &verdict.spelling);
    s.push('}');
    s
}

/// `text` as a JSON string, escaped as `serde_json` escapes it.
fn push_str(s: &mut String, text: &str) {
    // Serialising a `&str` into a `String` cannot fail.
    s.push_str(&serde_json::to_string(text).unwrap_or_default());
}

/// A JSON array of strings.
fn push_list(s: &mut String, items: &[&str]) {
    s.push('[');
    for (i, item) in items.iter().enumerate() {
        if i > 0 {
            s.push(',');
        }
        push_str(s, item);
    }
    s.push(']');
}

/// The JSON value of one input (the form [`json_line`] writes directly;
/// kept as its test oracle).
#[cfg(test)]
fn to_json(bytes: &[u8], rows: &[Row], verdict: &Verdict) -> Value {
    let rows: Vec<Value> = rows
        .iter()
        .map(|r| match &r.split {
            Ok((parts, unsplit)) => {
                let mut m = serde_json::Map::new();
                for (k, v) in PARTS.iter().zip(parts) {
                    if !unsplit.contains(k) {
                        m.insert((*k).into(), serde_json::json!(v));
                    }
                }
                let mut row = serde_json::json!({"reader": r.reader, "valid": true, "split": m});
                if !unsplit.is_empty() {
                    row["unsplit"] = serde_json::json!(unsplit);
                }
                row
            }
            Err(e) => serde_json::json!({"reader": r.reader, "valid": false, "error": e}),
        })
        .collect();
    let rest = serde_json::json!({"readings": rows, "differ": verdict.differ, "spelling": verdict.spelling});
    shown::with_input(bytes, rest)
}

/// The input, a line per reading (`*` marks a part on which readings
/// differ, `~` one they only spell differently; an absent part is not
/// shown), then the verdict. Everything from the input is shown escaped.
fn write_human(
    out: &mut dyn Write,
    bytes: &[u8],
    rows: &[Row],
    verdict: &Verdict,
    unicode: bool,
) -> io::Result<()> {
    let show = |s: &str| shown::text(s.as_bytes(), unicode).into_owned();
    // Pieces written whole rather than through `write!`: the output is
    // about eleven times the input, so the formatting machinery and the
    // copies it makes are most of the command's time.
    out.write_all(shown::text(bytes, unicode).as_bytes())?;
    out.write_all(b"\n")?;
    for r in rows {
        // Two spaces, then the reader's name padded to eight columns.
        out.write_all(b"  ")?;
        out.write_all(r.reader.as_bytes())?;
        out.write_all(&b"        "[r.reader.len().min(8)..])?;
        match &r.split {
            Ok((parts, unsplit)) => {
                out.write_all(b"valid  ")?;
                for (k, v) in PARTS.iter().zip(parts) {
                    if let (Some(v), false) = (v, unsplit.contains(k)) {
                        let mark = if verdict.differ.contains(k) {
                            "*"
                        } else if verdict.spelling.contains(k) {
                            "~"
                        } else {
                            ""
                        };
                        // Quoted, with a quote inside escaped; the rest as
                        // the header shows the input.
                        out.write_all(b" ")?;
                        out.write_all(k.as_bytes())?;
                        out.write_all(mark.as_bytes())?;
                        out.write_all(b"=\"")?;
                        if v.contains('"') {
                            out.write_all(show(&v.replace('"', "\\\"")).as_bytes())?;
                        } else {
                            out.write_all(shown::text(v.as_bytes(), unicode).as_bytes())?;
                        }
                        out.write_all(b"\"")?;
                    }
                }
                if !unsplit.is_empty() {
                    write!(out, " (not split: {})", unsplit.join(", "))?;
                }
                out.write_all(b"\n")?;
            }
            Err(e) => {
                let msg = show(e["message"].as_str().unwrap_or(""));
                match (
                    e["offset"].as_u64(),
                    e["rule"].as_str(),
                    e["exception"].as_str(),
                ) {
                    (Some(at), Some(rule), _) => {
                        writeln!(out, "invalid at byte {at} ({rule}): {msg}")?;
                    }
                    (_, _, Some(exception)) => writeln!(out, "invalid {exception}: {msg}")?,
                    _ => writeln!(out, "invalid: {msg}")?,
                }
            }
        }
    }
    let spelling = if verdict.spelling.is_empty() {
        String::new()
    } else {
        format!(
            " (spelled differently, read alike: {}; schemes and hosts are case-insensitive)",
            verdict.spelling.join(", ")
        )
    };
    if verdict.differ.is_empty() {
        writeln!(out, "  readings agree{spelling}")
    } else {
        writeln!(
            out,
            "  readings differ: {}{spelling}",
            verdict.differ.join(", ")
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The line written directly is the text `serde_json` prints for the
    /// value, on inputs that take every branch: valid and invalid readings,
    /// parts left unsplit, a quote and a backslash, a byte that is not
    /// UTF-8, controls and non-ASCII text.
    #[test]
    fn json_line_is_the_values_text() {
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
            for python in [Python::V3_9, Python::V3_13] {
                let rows = readings(python, input);
                let verdict = differences(&rows);
                assert_eq!(
                    json_line(input, &rows, &verdict),
                    to_json(input, &rows, &verdict).to_string(),
                    "{}",
                    input.escape_ascii()
                );
            }
        }
    }
}
