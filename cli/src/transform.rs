//! The loop shared by `resolve`, `normalize` and `relativize`: one input per
//! operand or stdin line, one result per line, or with `--json` one object per
//! input line.

use serde_json::json;
use urigram::ParseError;

use crate::args::{Operand, Outcome};
use crate::{Streams, answered, lines, paint, shown};

/// Runs `op` over every input, the operands numbered from `first`. A valid
/// input prints its result; an invalid one prints its frame to stderr (or,
/// with `--json`, an error object to stdout in its place) and makes the exit
/// status 1.
pub fn run(
    io: &mut Streams<'_>,
    operands: &[Operand],
    first: u64,
    as_json: bool,
    mut op: impl FnMut(&[u8]) -> Result<String, ParseError>,
) -> Outcome {
    let (out, err, line_buffered, colour) = (
        &mut *io.stdout,
        &mut *io.stderr,
        io.line_buffered,
        io.colour_stderr,
    );
    let (unicode_out, unicode_err) = (io.unicode_stdout, io.unicode_stderr);
    let mut any_invalid = false;
    let result = lines::for_each_input(operands, first, io.stdin, |bytes, number| {
        match op(bytes) {
            Ok(result) if as_json => {
                let v = shown::with_input(bytes, json!({"result": result}));
                shown::write_json(out, &v, unicode_out)?;
            }
            Ok(result) => writeln!(out, "{}", shown::text(result.as_bytes(), unicode_out))?,
            Err(e) => {
                any_invalid = true;
                if as_json {
                    let v = shown::with_input(bytes, json!({"error": error(&e)}));
                    shown::write_json(out, &v, unicode_out)?;
                } else {
                    out.flush()?;
                    let frame = e.frame_at_line(number).unicode(unicode_err).to_string();
                    writeln!(err, "{}\n", paint::frame(&frame, colour))?;
                }
            }
        }
        answered(out, line_buffered)
    });
    match result {
        Err(e) => Outcome::Io(e),
        Ok(()) if any_invalid => Outcome::SomeInvalid,
        Ok(()) => Outcome::AllValid,
    }
}

/// A BASE that is not a URI: its frame on stderr (operand 1), then the usage
/// error (exit status 2: without a base, no input can be answered).
pub fn bad_base(io: &mut Streams<'_>, e: &ParseError) -> Outcome {
    let frame = e.frame_at_line(1).unicode(io.unicode_stderr).to_string();
    match writeln!(io.stderr, "{}\n", paint::frame(&frame, io.colour_stderr)) {
        Ok(()) => {
            Outcome::Usage("BASE is not a URI (see the frame above); it needs a scheme".into())
        }
        Err(e) => Outcome::Io(e),
    }
}

/// `{"offset": N, "rule": "<innermost rule>", "message": "..."}`.
pub fn error(e: &ParseError) -> serde_json::Value {
    json!({"offset": e.offset(), "rule": e.rule().abnf_name(), "message": e.message()})
}
