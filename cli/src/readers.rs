//! `urigram readers`: the readers `compare` lines up, as the library's
//! registry lists them: each one's name, the library and release it reads
//! as, and who reads URLs that way.

use std::ffi::OsString;

use crate::args::{self, Outcome};
use urigram::compare::Reader;

const SPEC: args::Spec = args::Spec {
    flags: &[("json", None)],
    valued: &["python"],
};

/// `urigram readers [--json] [--python X.Y]`: every reader, in the
/// registry's order (`compare`'s default set, then those named only).
pub fn run(mut ctx: crate::Ctx<'_, '_>, argv: Vec<OsString>) -> Outcome {
    let opts = match ctx.options(argv, &SPEC) {
        Ok(o) => o,
        Err(end) => return end,
    };
    if !opts.operands.is_empty() {
        return Outcome::Usage("readers takes no operands".into());
    }
    let python = match crate::urllib::python_of(&opts) {
        Ok(p) => p,
        Err(e) => return Outcome::Usage(e),
    };
    let out = &mut *ctx.io.stdout;
    let every = Reader::all(python);
    let width = every.iter().map(|r| r.name().len()).max().unwrap_or(0);
    for r in &every {
        let written = if opts.flag("json") {
            // The library's line, which the npm package gives too.
            let mut line = String::new();
            urigram::compare::json::reader(&mut line, r);
            writeln!(out, "{line}")
        } else {
            writeln!(
                out,
                "{:width$}  {} [{}]: {}{}",
                r.name(),
                r.library(),
                r.release(),
                r.used_by(),
                if r.by_default() { "" } else { " (named only)" }
            )
        };
        if let Err(e) = written {
            return Outcome::Io(e);
        }
    }
    Outcome::AllValid
}
