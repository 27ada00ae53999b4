//! `urigram normalize [URI ...]`: RFC 3986 section 6 normalization.

use std::ffi::OsString;

use urigram::normalize::{Options, normalize_with};
use urigram::{ParseError, Uri};

use crate::args::{Outcome, Spec};
use crate::{Ctx, transform};

const SPEC: Spec = Spec {
    flags: &[("json", None), ("rfc5952", None), ("syntax-only", None)],
    valued: &[],
};

/// Runs the command.
pub fn run(mut ctx: Ctx<'_, '_>, argv: Vec<OsString>) -> Outcome {
    let opts = match ctx.options(argv, &SPEC) {
        Ok(o) => o,
        Err(end) => return end,
    };
    let mut options = if opts.flag("syntax-only") {
        Options::syntax_based()
    } else {
        Options::default()
    };
    if opts.flag("rfc5952") {
        options = options.with_rfc5952();
    }
    transform::run(ctx.io, &opts.operands, 1, opts.flag("json"), |bytes| {
        normalize_one(bytes, options)
    })
}

/// One input, normalized.
fn normalize_one(bytes: &[u8], options: Options) -> Result<String, ParseError> {
    let uri = Uri::parse_bytes(bytes)?;
    Ok(normalize_with(&uri, options).into_string())
}
