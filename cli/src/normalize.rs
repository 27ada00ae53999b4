//! `urigram normalize [URI ...]`: RFC 3986 section 6 normalization, or with
//! `--grammar rfc3987` RFC 3987 section 5.3's of IRIs.

use std::ffi::OsString;

use urigram::engine::Error;
use urigram::grammars::rfc3987;
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
    if opts.value("grammar") == Ok(Some("rfc3987")) {
        if opts.flag("rfc5952") {
            return Outcome::Usage(
                "--rfc5952 is RFC 3986's normalization: --grammar rfc3987 normalizes IRIs by \
                 RFC 3987 section 5.3.2's steps, which keep an address as written"
                    .to_string(),
            );
        }
        return transform::run(
            ctx.io,
            &opts.operands,
            1,
            opts.flag("json"),
            crate::words::cli,
            normalize_iri,
        );
    }
    let parse = match transform::parse_options(opts.value("grammar"), "normalize") {
        Ok(p) => p,
        Err(e) => return Outcome::Usage(e),
    };
    transform::run(
        ctx.io,
        &opts.operands,
        1,
        opts.flag("json"),
        crate::words::cli,
        |bytes| normalize_one(bytes, parse, options),
    )
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

/// One IRI reference normalized by RFC 3987 section 5.3.2's syntax-based
/// steps (case, percent-encoding, dot segments; no NFC, which section
/// 5.3.2.2 leaves to the application). Bytes that are not UTF-8 are no IRI:
/// the grammar's error says where.
fn normalize_iri(bytes: &[u8]) -> Result<String, Error> {
    match std::str::from_utf8(bytes) {
        Ok(text) => rfc3987::normalize(text, false),
        Err(_) => {
            let text = String::from_utf8_lossy(bytes);
            match urigram::grammars::named("rfc3987").map(|g| g.top_rule().check(bytes)) {
                Some(Err(e)) => Err(e),
                // Every grammar refuses bytes that are not UTF-8; were it
                // not so, the lossy text is the most honest input.
                _ => rfc3987::normalize(&text, false),
            }
        }
    }
}
