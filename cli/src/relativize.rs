//! `urigram relativize BASE [TARGET ...]`: the shortest reference that
//! resolves against BASE to each TARGET.

use std::ffi::OsString;

use urigram::{ParseError, Uri};

use crate::args::{Operand, Outcome, Spec};
use crate::{Ctx, transform};

const SPEC: Spec = Spec {
    flags: &[("json", None)],
    valued: &[],
};

/// Runs the command.
pub fn run(mut ctx: Ctx<'_, '_>, argv: Vec<OsString>) -> Outcome {
    let opts = match ctx.options(argv, &SPEC) {
        Ok(o) => o,
        Err(end) => return end,
    };
    let Some((base, targets)) = opts.operands.split_first() else {
        return Outcome::Usage("relativize needs a BASE URI".into());
    };
    let Operand::Arg(base) = base else {
        return Outcome::Usage("BASE must be given on the command line, not as '-'".into());
    };
    let base = match Uri::parse_bytes(base.as_encoded_bytes()) {
        Ok(b) => b,
        Err(e) => return transform::bad_base(ctx.io, &e),
    };
    transform::run(ctx.io, targets, 2, opts.flag("json"), |bytes| {
        relativize_one(&base, bytes)
    })
}

/// The reference from `base` to one target.
fn relativize_one(base: &Uri<'_>, bytes: &[u8]) -> Result<String, ParseError> {
    let target = Uri::parse_bytes(bytes)?;
    Ok(base.relativize(&target).into_string())
}
