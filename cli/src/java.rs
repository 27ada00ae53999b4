//! `urigram java`: each input as `new java.net.URI(input)` (JDK 17) reads
//! it, through `urigram::java`: the getters, or the exception.

use std::ffi::OsString;

use serde_json::{Value, json};
use urigram::java::{self, Rejection, Uri};

use crate::args::{Outcome, Spec};
use crate::{Ctx, answered, lines, shown};

const SPEC: Spec = Spec {
    flags: &[("json", None)],
    valued: &[],
};

fn opt(s: Option<impl AsRef<str>>) -> Value {
    s.map_or(Value::Null, |s| Value::String(s.as_ref().to_string()))
}

/// The JSON object of an accepted input: the raw getters, then `decoded`.
pub fn accepted(u: &Uri<'_>) -> Value {
    json!({
        "valid": true,
        "opaque": u.is_opaque(),
        "scheme": opt(u.scheme()),
        "scheme_specific_part": u.raw_scheme_specific_part(),
        "authority": opt(u.raw_authority()),
        "userinfo": opt(u.raw_user_info()),
        "host": opt(u.host()),
        "port": if u.port() < 0 { Value::Null } else { json!(u.port()) },
        "path": opt(u.raw_path()),
        "query": opt(u.raw_query()),
        "fragment": opt(u.raw_fragment()),
        "decoded": {
            "scheme_specific_part": u.scheme_specific_part(),
            "authority": opt(u.authority()),
            "userinfo": opt(u.user_info()),
            "path": opt(u.path()),
            "query": opt(u.query()),
            "fragment": opt(u.fragment()),
        },
    })
}

/// The JSON object of a rejected input: the exception's class, index,
/// reason and message (index and reason null for a
/// `NumberFormatException`, which has neither).
pub fn rejected(input: &str, e: &Rejection) -> Value {
    json!({
        "valid": false,
        "exception": e.exception(),
        "index": match e { Rejection::Syntax { .. } => json!(e.index(input)), _ => Value::Null },
        "reason": opt(e.reason().map(|r| r.to_string())),
        "message": e.message(input),
    })
}

/// One line for people: the raw getters, each as JSON text (`null` where
/// java gives null).
fn human(u: &Uri<'_>) -> String {
    let q = |s: Option<&str>| opt(s).to_string();
    format!(
        "opaque={} scheme={} ssp={} authority={} userinfo={} host={} port={} path={} query={} fragment={}",
        u.is_opaque(),
        q(u.scheme()),
        q(Some(u.raw_scheme_specific_part())),
        q(u.raw_authority()),
        q(u.raw_user_info()),
        q(u.host()),
        u.port(),
        q(u.raw_path()),
        q(u.raw_query()),
        q(u.raw_fragment()),
    )
}

/// `urigram java [--json] [URI ...]`.
pub fn run(mut ctx: Ctx<'_, '_>, argv: Vec<OsString>) -> Outcome {
    let name = ctx.name;
    let opts = match ctx.options(argv, &SPEC) {
        Ok(o) => o,
        Err(end) => return end,
    };
    let as_json = opts.flag("json");
    let io = &mut *ctx.io;
    let (out, err, line_buffered) = (&mut *io.stdout, &mut *io.stderr, io.line_buffered);
    let (unicode_out, unicode_err) = (io.unicode_stdout, io.unicode_stderr);
    let mut any_invalid = false;
    let result = lines::for_each_input(&opts.operands, 1, io.stdin, |bytes, number| {
        // Bytes that are not UTF-8 reach java as its decoder reads them.
        let text = java::decode_utf8(bytes);
        let parsed = java::parse(&text);
        any_invalid |= parsed.is_err();
        match (parsed, as_json) {
            (Ok(u), true) => shown::write_json(out, &accepted(&u), unicode_out)?,
            (Err(e), true) => shown::write_json(out, &rejected(&text, &e), unicode_out)?,
            (Ok(u), false) => {
                writeln!(out, "{}", shown::text(human(&u).as_bytes(), unicode_out))?;
            }
            (Err(e), false) => {
                out.flush()?;
                let msg = format!("{}: {}", e.exception(), e.message(&text));
                let msg = shown::text(msg.as_bytes(), unicode_err);
                writeln!(err, "urigram {name}: input {number}: {msg}")?;
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
