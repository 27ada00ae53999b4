//! `urigram compare`: one input under every grammar and under Python's
//! `urlsplit`, side by side, with the parts where the readings part ways.

use std::ffi::OsString;
use std::io::{self, Write};

use crate::args::{Outcome, Spec};
use crate::grammar::GRAMMARS;
use crate::split::{self, PARTS, Split};
use crate::{Ctx, answered, lines};
use serde_json::{Map, Value, json};

const SPEC: Spec = Spec {
    flags: &[("json", None)],
    valued: &[],
};

/// One reading of an input: its split, or why it has none.
struct Row {
    /// `rfc3986`, ..., or `urllib`.
    reader: &'static str,
    /// The parts, in [`PARTS`]' order, with those the grammar does not
    /// split out (`None` when valid with no split known), or the error.
    split: Result<Option<Split>, Value>,
}

/// Runs the command over its inputs.
pub fn run(mut ctx: Ctx<'_, '_>, argv: Vec<OsString>) -> Outcome {
    let opts = match ctx.options(argv, &SPEC) {
        Ok(o) => o,
        Err(end) => return end,
    };
    let as_json = opts.flag("json");
    let io = &mut *ctx.io;
    let (out, line_buffered) = (&mut *io.stdout, io.line_buffered);
    let mut any_differ = false;
    let result = lines::for_each_input(&opts.operands, 1, io.stdin, |bytes, _| {
        let text = String::from_utf8_lossy(bytes);
        let rows = readings(bytes, &text);
        let differ = differences(&rows);
        any_differ |= !differ.is_empty();
        if as_json {
            writeln!(out, "{}", to_json(&text, &rows, &differ))?;
        } else {
            write_human(out, &text, &rows, &differ)?;
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
fn readings(bytes: &[u8], text: &str) -> Vec<Row> {
    let mut rows: Vec<Row> = GRAMMARS
        .iter()
        .map(|g| Row {
            reader: g.name(),
            split: g.reading(bytes, text),
        })
        .collect();
    rows.push(Row {
        reader: "urllib",
        split: split::urllib(text).map(|p| Some((p, &[][..]))),
    });
    rows
}

/// The verdict and the parts on which two readings disagree. `urlsplit`'s
/// `""` agrees with an absent query or fragment, since it cannot say which.
fn differences(rows: &[Row]) -> Vec<&'static str> {
    let mut out = Vec::new();
    let first = rows[0].split.is_ok();
    if rows.iter().any(|r| r.split.is_ok() != first) {
        out.push("valid");
    }
    let splits: Vec<(&str, &Split)> = rows
        .iter()
        .filter_map(|r| match &r.split {
            Ok(Some(s)) => Some((r.reader, s)),
            _ => None,
        })
        .collect();
    for (i, part) in PARTS.iter().enumerate() {
        let mut seen: Vec<Option<&str>> = Vec::new();
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
            if !seen.contains(&v) {
                seen.push(v);
            }
        }
        let loose_clash = loose && seen.iter().any(|v| v.is_some_and(|s| !s.is_empty()));
        if seen.len() > 1 || loose_clash {
            out.push(*part);
        }
    }
    out
}

fn to_json(text: &str, rows: &[Row], differ: &[&str]) -> Value {
    let rows: Vec<Value> = rows
        .iter()
        .map(|r| match &r.split {
            Ok(None) => json!({"reader": r.reader, "valid": true, "split": null}),
            Ok(Some((parts, unsplit))) => {
                let mut m = Map::new();
                for (k, v) in PARTS.iter().zip(parts) {
                    if !unsplit.contains(k) {
                        m.insert((*k).into(), json!(v));
                    }
                }
                let mut row = json!({"reader": r.reader, "valid": true, "split": m});
                if !unsplit.is_empty() {
                    row["unsplit"] = json!(unsplit);
                }
                row
            }
            Err(e) => json!({"reader": r.reader, "valid": false, "error": e}),
        })
        .collect();
    json!({"input": text, "readings": rows, "differ": differ})
}

/// The input, a line per reading (`*` marks a part on which readings
/// differ; an absent part is not shown), then the parts that differ.
fn write_human(out: &mut dyn Write, text: &str, rows: &[Row], differ: &[&str]) -> io::Result<()> {
    writeln!(out, "{text}")?;
    for r in rows {
        write!(out, "  {:<8}", r.reader)?;
        match &r.split {
            Ok(None) => writeln!(out, "valid   (no split)")?,
            Ok(Some((parts, unsplit))) => {
                write!(out, "valid  ")?;
                for (k, v) in PARTS.iter().zip(parts) {
                    if let (Some(v), false) = (v, unsplit.contains(k)) {
                        let mark = if differ.contains(k) { "*" } else { "" };
                        write!(out, " {k}{mark}={}", json!(v))?;
                    }
                }
                if !unsplit.is_empty() {
                    write!(out, " (not split: {})", unsplit.join(", "))?;
                }
                writeln!(out)?;
            }
            Err(e) => {
                let msg = e["message"].as_str().unwrap_or("");
                match (e["offset"].as_u64(), e["rule"].as_str()) {
                    (Some(at), Some(rule)) => {
                        writeln!(out, "invalid at byte {at} ({rule}): {msg}")?;
                    }
                    _ => writeln!(out, "invalid ValueError: {msg}")?,
                }
            }
        }
    }
    if differ.is_empty() {
        writeln!(out, "  readings agree")
    } else {
        writeln!(out, "  readings differ: {}", differ.join(", "))
    }
}
