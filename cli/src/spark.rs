//! `urigram spark parse-url [--ansi] PART [KEY]`: Spark 4's `try_parse_url`
//! (or, with `--ansi`, `parse_url` under ANSI mode) over standard input's
//! lines, through `urigram::spark`.

use std::ffi::OsString;

use serde_json::{Value, json};
use urigram::java;
use urigram::spark::ParseUrl;

use crate::args::{Operand, Outcome, Spec};
use crate::{Ctx, answered, lines, shown};

const SPEC: Spec = Spec {
    flags: &[("ansi", None)],
    valued: &[],
};

/// `urigram spark parse-url [--ansi] PART [KEY]`.
pub fn run(mut ctx: Ctx<'_, '_>, argv: Vec<OsString>) -> Outcome {
    let opts = match ctx.options(argv, &SPEC) {
        Ok(o) => o,
        Err(end) => return end,
    };
    let mut words = Vec::new();
    for op in &opts.operands {
        match op {
            Operand::Arg(w) => match w.to_str() {
                Some(w) => words.push(w),
                None => return Outcome::Usage("PART and KEY must be UTF-8".into()),
            },
            Operand::Stdin => {
                return Outcome::Usage(
                    "the URLs come from standard input; '-' is no operand here".into(),
                );
            }
        }
    }
    let (part, key) = match words.as_slice() {
        ["parse-url", part] => (*part, None),
        ["parse-url", part, key] => (*part, Some(*key)),
        ["parse-url"] => return Outcome::Usage("parse-url needs a PART".into()),
        ["parse-url", ..] => {
            return Outcome::Usage("parse-url takes PART and at most one KEY".into());
        }
        [] => return Outcome::Usage("spark needs a function: parse-url".into()),
        [other, ..] => {
            return Outcome::Usage(format!("no spark function '{other}' (there is parse-url)"));
        }
    };
    let f = ParseUrl::new(part, key, opts.flag("ansi"));
    let io = &mut *ctx.io;
    let (out, line_buffered, unicode) = (&mut *io.stdout, io.line_buffered, io.unicode_stdout);
    let mut any_error = false;
    let result = lines::for_each_line(io.stdin, |bytes, _| {
        // Spark's strings are UTF-8; bytes that are not reach java.net.URI
        // as Java's decoder reads them.
        let url = java::decode_utf8(bytes);
        let v = match f.eval(&url) {
            Ok(Some(s)) => Value::String(s.into_owned()),
            Ok(None) => Value::Null,
            Err(e) => {
                any_error = true;
                json!({"error": e.name(), "message": e.message(&url)})
            }
        };
        shown::write_json(out, &v, unicode)?;
        answered(out, line_buffered)
    });
    match result {
        Err(e) => Outcome::Io(e),
        Ok(()) if any_error => Outcome::SomeInvalid,
        Ok(()) => Outcome::AllValid,
    }
}
