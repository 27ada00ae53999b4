//! `urigram relativize BASE [TARGET ...]`: the shortest reference that
//! resolves against BASE to each TARGET.

use std::ffi::OsString;

use urigram::{ParseError, ParseOptions, Uri};

use crate::args::{Operand, Outcome, Spec};
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
    let Some((base, targets)) = opts.operands.split_first() else {
        return Outcome::Usage("relativize needs a BASE URI".into());
    };
    let Operand::Arg(base) = base else {
        return Outcome::Usage("BASE must be given on the command line, not as '-'".into());
    };
    let parse = match transform::parse_options(opts.value("grammar"), "relativize") {
        Ok(p) => p,
        Err(e) => return Outcome::Usage(e),
    };
    let base_bytes = base.as_encoded_bytes();
    let base = match transform::parse_with::<Uri<'_>>(base_bytes, parse) {
        Ok(b) => b,
        Err(e) => {
            return transform::bad_base(
                ctx.io,
                ctx.name,
                base_bytes,
                &e,
                crate::words::rfc3986_layer,
            );
        }
    };
    transform::run(
        ctx.io,
        targets,
        2,
        opts.flag("json"),
        crate::words::rfc3986_layer,
        |bytes| relativize_one(&base, bytes, parse),
    )
}

/// The reference from `base` to one target.
fn relativize_one(base: &Uri<'_>, bytes: &[u8], parse: ParseOptions) -> Result<String, ParseError> {
    let target: Uri<'_> = transform::parse_with(bytes, parse)?;
    Ok(base.relativize(&target).into_string())
}
