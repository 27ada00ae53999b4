//! `urigram relativize BASE [TARGET ...]`: the shortest reference that
//! resolves against BASE to each TARGET.

use std::ffi::OsString;

use urigram::{ParseError, ParseOptions, Uri};

use crate::args::{Outcome, Spec};
use crate::{Ctx, transform};

const SPEC: Spec = Spec {
    flags: &[("json", None)],
    valued: &["grammar"],
};

/// Runs the command.
pub fn run(mut ctx: Ctx<'_, '_>, argv: Vec<OsString>) -> Outcome {
    let opts = match ctx.options(argv, &SPEC) {
        Ok(o) => o,
        Err(end) => return end,
    };
    transform::run_against_base(ctx, &opts, relativize_one)
}

/// The reference from `base` to one target.
fn relativize_one(base: &Uri<'_>, bytes: &[u8], parse: ParseOptions) -> Result<String, ParseError> {
    let target: Uri<'_> = transform::parse_with(bytes, parse)?;
    Ok(base.relativize(&target).into_string())
}
