//! `urigram resolve BASE [REF ...]`: RFC 3986 section 5 resolution, or RFC
//! 1808's with `--rfc1808`.

use std::ffi::OsString;

use urigram::resolve::{Mode, resolve_with, rfc1808};
use urigram::{ParseError, ParseOptions, Uri, UriRef, UriString};

use crate::args::{Operand, Outcome, Spec};
use crate::{Ctx, transform};

const SPEC: Spec = Spec {
    flags: &[("json", None), ("rfc1808", None), ("non-strict", None)],
    valued: &["grammar"],
};

/// Which algorithm resolves.
#[derive(Clone, Copy)]
enum Algorithm {
    Rfc3986(Mode),
    Rfc1808,
}

/// Runs the command.
pub fn run(mut ctx: Ctx<'_, '_>, argv: Vec<OsString>) -> Outcome {
    let opts = match ctx.options(argv, &SPEC) {
        Ok(o) => o,
        Err(end) => return end,
    };
    let algorithm = match (opts.flag("rfc1808"), opts.flag("non-strict")) {
        (true, true) => {
            return Outcome::Usage("--rfc1808 and --non-strict do not go together".into());
        }
        (true, false) => Algorithm::Rfc1808,
        (false, true) => Algorithm::Rfc3986(Mode::NonStrict),
        (false, false) => Algorithm::Rfc3986(Mode::Strict),
    };
    let Some((base, refs)) = opts.operands.split_first() else {
        return Outcome::Usage("resolve needs a BASE URI".into());
    };
    let Operand::Arg(base) = base else {
        return Outcome::Usage("BASE must be given on the command line, not as '-'".into());
    };
    let parse = match transform::parse_options(opts.value("grammar"), "resolve") {
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
        refs,
        2,
        opts.flag("json"),
        crate::words::rfc3986_layer,
        |bytes| resolve_one(&base, bytes, parse, algorithm),
    )
}

/// One reference, resolved against `base`.
fn resolve_one(
    base: &Uri<'_>,
    bytes: &[u8],
    parse: ParseOptions,
    algorithm: Algorithm,
) -> Result<String, ParseError> {
    let r: UriRef<'_> = transform::parse_with(bytes, parse)?;
    match algorithm {
        Algorithm::Rfc1808 => {
            let t = rfc1808::resolve(base.as_str(), r.as_str());
            // The legacy algorithm can keep "." and ".." but never leaves RFC
            // 3986's grammar for valid inputs; check rather than trust.
            Ok(UriString::try_from(t)?.into_string())
        }
        Algorithm::Rfc3986(mode) => Ok(resolve_with(base, &r, mode).into_string()),
    }
}
