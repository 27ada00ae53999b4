//! `urigram lint`: the RFC 3986 section 7 security lint over valid URIs.

use std::ffi::OsString;

use serde_json::json;
use urigram::UriRef;
use urigram::lint::{Repeated, Warning, lint_summary};

use crate::args::{Outcome, Spec};
use crate::lint_kept::{KEEP, repeated_line};
use crate::{Ctx, answered, json, lines, paint, shown};

const SPEC: Spec = Spec {
    flags: &[("json", None)],
    valued: &["grammar"],
};

/// The JSON of the checks past the first [`KEEP`] of one input:
/// `[{"check", "section", "count", "shown"}]`.
fn repeated_json(repeated: &[Repeated]) -> serde_json::Value {
    repeated
        .iter()
        .map(|r| json!({"check": r.check.name(), "section": r.section, "count": r.count, "shown": KEEP}))
        .collect()
}

fn warning_json(w: &Warning) -> serde_json::Value {
    let (message, note) = w.words();
    json!({
        "check": w.check.name(),
        "section": w.section(),
        "start": w.span.start,
        "end": w.span.end,
        "message": message,
        "note": note,
    })
}

/// The library draws a warning's frame as line 1; the CLI numbers it as the
/// input's line or operand position, widening the gutter as
/// `ParseError::frame_at_line` does.
fn renumber(frame: &str, number: u64) -> String {
    if number == 1 {
        return frame.to_string();
    }
    let pad = " ".repeat(number.to_string().len() - 1);
    frame
        .split('\n')
        .map(|line| {
            if let Some(rest) = line.strip_prefix("1 |") {
                format!("{number} |{rest}")
            } else if line.starts_with("  |") || line.starts_with("  =") {
                format!("{pad}{line}")
            } else {
                line.to_string()
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// Runs the lint over every input: exit 0 when every input is valid and
/// draws no warning, 1 otherwise.
pub fn run(mut ctx: Ctx<'_, '_>, argv: Vec<OsString>) -> Outcome {
    let opts = match ctx.options(argv, &SPEC) {
        Ok(o) => o,
        Err(end) => return end,
    };
    let as_json = opts.flag("json");
    let iri = crate::lint_iri::is_iri_grammar(opts.value("grammar").ok().flatten());
    let parse = if iri {
        // An ASCII line is a URI exactly when it is an IRI: RFC 3986's.
        urigram::ParseOptions::RFC3986
    } else {
        match crate::transform::parse_options(opts.value("grammar"), "lint") {
            Ok(p) => p,
            Err(e) => return Outcome::Usage(e),
        }
    };
    let io = &mut *ctx.io;
    let (out, err, line_buffered) = (&mut *io.stdout, &mut *io.stderr, io.line_buffered);
    let (colour_out, colour_err) = (io.colour_stdout, io.colour_stderr);
    let (unicode_out, unicode_err) = (io.unicode_stdout, io.unicode_stderr);
    let mut flagged = false;
    let result = lines::for_each_input(&opts.operands, 1, io.stdin, |bytes, number| {
        if iri && !bytes.is_ascii() {
            let colour = (colour_out, colour_err);
            let unicode = (unicode_out, unicode_err);
            flagged |= crate::lint_iri::line(out, err, bytes, number, as_json, colour, unicode)?;
            return answered(out, line_buffered);
        }
        match crate::transform::parse_with::<UriRef<'_>>(bytes, parse) {
            Ok(uri) => {
                // The first KEEP warnings of each check, and a count of the
                // rest: the answer stays a bounded size for any line.
                let summary = lint_summary(&uri, KEEP);
                flagged |= !summary.warnings.is_empty();
                if as_json {
                    let warnings: Vec<_> = summary.warnings.iter().map(warning_json).collect();
                    let mut v = json!({"valid": true, "warnings": warnings});
                    if !summary.repeated.is_empty() {
                        v["repeated"] = repeated_json(&summary.repeated);
                    }
                    shown::write_json(out, &shown::with_input(bytes, v), unicode_out)?;
                } else {
                    for w in &summary.warnings {
                        let frame = renumber(&format!("{w:#}"), number);
                        writeln!(out, "{}\n", paint::frame(&frame, colour_out))?;
                    }
                    for r in &summary.repeated {
                        let line =
                            repeated_line(r.check.name(), r.section, r.count, number, "RFC 3986");
                        writeln!(out, "{}", paint::frame(&line, colour_out))?;
                    }
                }
            }
            Err(e) => {
                flagged = true;
                if as_json {
                    let v = json!({"valid": false, "error": json::error(&e)});
                    shown::write_json(out, &shown::with_input(bytes, v), unicode_out)?;
                } else {
                    out.flush()?;
                    let frame = e
                        .frame_at_line(number)
                        .unicode(unicode_err)
                        .words(crate::words::cli)
                        .to_string();
                    writeln!(err, "{}\n", paint::frame(&frame, colour_err))?;
                }
            }
        }
        answered(out, line_buffered)
    });
    match result {
        Err(e) => Outcome::Io(e),
        Ok(()) if flagged => Outcome::SomeInvalid,
        Ok(()) => Outcome::AllValid,
    }
}
