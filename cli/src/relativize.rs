//! `urigram relativize BASE [TARGET ...]`: the shortest reference that
//! resolves against BASE to each TARGET.

use urigram::Uri;

use crate::args::{self, Outcome};
use crate::transform;

/// Runs the command.
pub fn run(argv: &[String]) -> Outcome {
    let opts = match args::parse(argv, &["json"], &[]) {
        Ok(o) => o,
        Err(e) => return Outcome::Usage(e),
    };
    let Some((base, targets)) = opts.operands.split_first() else {
        return Outcome::Usage("relativize needs a BASE URI".into());
    };
    let base = match Uri::parse(base) {
        Ok(b) => b,
        Err(e) => return Outcome::Usage(format!("BASE is not a URI:\n{e:#}")),
    };
    transform::run(targets, opts.flag("json"), |bytes| {
        let target = Uri::parse_bytes(bytes)?;
        Ok(base.relativize(&target).into_string())
    })
}
