//! `urigram normalize [URI ...]`: RFC 3986 section 6 normalization.

use std::ffi::OsString;

use urigram::normalize::{Options, normalize_ref_with};
use urigram::{ParseError, ParseOptions, UriRef};

use crate::args::{Outcome, Spec};
use crate::{Ctx, transform};

const SPEC: Spec = Spec {
    flags: &[("json", None), ("rfc5952", None), ("syntax-only", None)],
    valued: &["grammar"],
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
    let parse = match transform::parse_options(opts.value("grammar"), "normalize") {
        Ok(p) => p,
        Err(e) => return Outcome::Usage(e),
    };
    transform::run(ctx.io, &opts.operands, 1, opts.flag("json"), |bytes| {
        normalize_one(bytes, parse, options)
    })
}

/// One input, normalized. A relative reference gets case and
/// percent-encoding normalization only: its dot segments mean something until
/// it is resolved.
fn normalize_one(
    bytes: &[u8],
    parse: ParseOptions,
    options: Options,
) -> Result<String, ParseError> {
    let r: UriRef<'_> = transform::parse_with(bytes, parse)?;
    Ok(normalize_ref_with(&r, options).into_string())
}
