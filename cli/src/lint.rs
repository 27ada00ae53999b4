//! `urigram lint`: the RFC 3986 section 7 security lint over valid URIs.

use std::io::{self, Write};

use serde_json::json;
use urigram::UriRef;
use urigram::lint::{Warning, lint};

use crate::args::{self, Outcome};
use crate::{json, lines};

fn warning_json(w: &Warning) -> serde_json::Value {
    json!({
        "check": w.check.name(),
        "section": w.section(),
        "start": w.span.start,
        "end": w.span.end,
        "message": w.message,
        "note": w.note,
    })
}

/// Runs the lint over every input: exit 0 when every input is valid and
/// draws no warning, 1 otherwise.
pub fn run(argv: &[String]) -> Outcome {
    let opts = match args::parse(argv, &["json"], &[]) {
        Ok(o) => o,
        Err(e) => return Outcome::Usage(e),
    };
    let as_json = opts.flag("json");
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    let mut flagged = false;
    let result = lines::for_each_input(&opts.operands, |bytes| {
        let shown = String::from_utf8_lossy(bytes);
        match UriRef::parse_bytes(bytes) {
            Ok(uri) => {
                let warnings = lint(&uri);
                flagged |= !warnings.is_empty();
                if as_json {
                    let ws: Vec<_> = warnings.iter().map(warning_json).collect();
                    writeln!(
                        out,
                        "{}",
                        json!({"input": shown, "valid": true, "warnings": ws})
                    )?;
                } else {
                    for w in &warnings {
                        writeln!(out, "{w:#}\n")?;
                    }
                }
            }
            Err(e) => {
                flagged = true;
                if as_json {
                    writeln!(
                        out,
                        "{}",
                        json!({"input": shown, "valid": false, "error": json::error(&e)})
                    )?;
                } else {
                    writeln!(out, "{e:#}\n")?;
                }
            }
        }
        out.flush()
    });
    if let Err(e) = result.and_then(|()| out.flush()) {
        return Outcome::Io(e);
    }
    if flagged {
        Outcome::SomeInvalid
    } else {
        Outcome::AllValid
    }
}
