//! `urigram normalize [URI ...]`: RFC 3986 section 6 normalization.

use urigram::UriRef;
use urigram::normalize::{Options, normalize_ref_with};

use crate::args::{self, Outcome};
use crate::transform;

/// Runs the command.
pub fn run(argv: &[String]) -> Outcome {
    let opts = match args::parse(argv, &["json", "rfc5952", "syntax-only"], &[]) {
        Ok(o) => o,
        Err(e) => return Outcome::Usage(e),
    };
    let mut options = if opts.flag("syntax-only") {
        Options::syntax_based()
    } else {
        Options::default()
    };
    if opts.flag("rfc5952") {
        options = options.with_rfc5952();
    }
    transform::run(&opts.operands, opts.flag("json"), |bytes| {
        // A relative reference gets case and percent-encoding normalization
        // only: its dot segments mean something until it is resolved.
        let r = UriRef::parse_bytes(bytes)?;
        Ok(normalize_ref_with(&r, options).into_string())
    })
}
