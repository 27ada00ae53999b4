//! The loop shared by `resolve`, `normalize` and `relativize`: one input per
//! operand or stdin line, one result per line, or with `--json` one object per
//! input line, flushed line by line.

use std::io::{self, Write};

use serde_json::json;
use urigram::ParseError;

use crate::args::Outcome;
use crate::lines;

/// Runs `op` over every input. A valid input prints its result; an invalid one
/// prints its diagnostic to stderr (or, with `--json`, an error object to
/// stdout in its place) and makes the exit status 1.
pub fn run(
    operands: &[String],
    as_json: bool,
    mut op: impl FnMut(&[u8]) -> Result<String, ParseError>,
) -> Outcome {
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    let mut any_invalid = false;
    let result = lines::for_each_input(operands, |bytes| {
        let input = String::from_utf8_lossy(bytes);
        match op(bytes) {
            Ok(result) if as_json => {
                writeln!(out, "{}", json!({"input": input, "result": result}))?;
            }
            Ok(result) => writeln!(out, "{result}")?,
            Err(e) => {
                any_invalid = true;
                if as_json {
                    writeln!(out, "{}", json!({"input": input, "error": error(&e)}))?;
                } else {
                    out.flush()?;
                    writeln!(io::stderr(), "{e:#}\n")?;
                }
            }
        }
        out.flush()
    });
    if let Err(e) = result.and_then(|()| out.flush()) {
        return Outcome::Io(e);
    }
    if any_invalid {
        Outcome::SomeInvalid
    } else {
        Outcome::AllValid
    }
}

/// `{"offset": N, "rule": "<innermost rule>", "message": "..."}`.
pub fn error(e: &ParseError) -> serde_json::Value {
    json!({"offset": e.offset(), "rule": e.rule().abnf_name(), "message": e.message()})
}
