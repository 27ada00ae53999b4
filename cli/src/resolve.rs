//! `urigram resolve BASE [REF ...]`: RFC 3986 section 5 resolution, or RFC
//! 1808's with `--rfc1808`.

use std::ffi::OsString;

use urigram::resolve::{Mode, resolve_with, rfc1808};
use urigram::{ParseError, ParseOptions, Uri, UriRef, UriString};

use crate::args::{Outcome, Spec};
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
    transform::run_against_base(ctx, &opts, |base, bytes, parse| {
        resolve_one(base, bytes, parse, algorithm)
    })
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
