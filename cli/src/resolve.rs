//! `urigram resolve BASE [REF ...]`: RFC 3986 section 5 resolution, or RFC
//! 1808's with `--rfc1808`.

use urigram::resolve::{Mode, resolve_with, rfc1808};
use urigram::{Uri, UriRef, UriString};

use crate::args::{self, Outcome};
use crate::transform;

/// Runs the command.
pub fn run(argv: &[String]) -> Outcome {
    let opts = match args::parse(argv, &["json", "rfc1808", "non-strict"], &[]) {
        Ok(o) => o,
        Err(e) => return Outcome::Usage(e),
    };
    let Some((base, refs)) = opts.operands.split_first() else {
        return Outcome::Usage("resolve needs a BASE URI".into());
    };
    let rfc1808 = opts.flag("rfc1808");
    if rfc1808 && opts.flag("non-strict") {
        return Outcome::Usage("--rfc1808 and --non-strict do not go together".into());
    }
    let mode = if opts.flag("non-strict") {
        Mode::NonStrict
    } else {
        Mode::Strict
    };
    let base = match Uri::parse(base) {
        Ok(b) => b,
        Err(e) => return Outcome::Usage(format!("BASE is not a URI:\n{e:#}")),
    };
    transform::run(refs, opts.flag("json"), |bytes| {
        let r = UriRef::parse_bytes(bytes)?;
        if rfc1808 {
            let t = rfc1808::resolve(base.as_str(), r.as_str());
            // The legacy algorithm can keep "." and ".." but never leaves RFC
            // 3986's grammar for valid inputs; check rather than trust.
            Ok(UriString::try_from(t)?.into_string())
        } else {
            Ok(resolve_with(&base, &r, mode).into_string())
        }
    })
}
