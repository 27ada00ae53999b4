//! `urigram to-uri [IRI ...]` and `urigram to-iri [URI ...]`: RFC 3987
//! section 3.1's mapping of an IRI to a URI, and section 3.2's of a URI to
//! an IRI, one input per operand or standard-input line.

use std::borrow::Cow;
use std::ffi::OsString;

use urigram::engine::Error;
use urigram::grammars::rfc3987::{iri_to_uri, uri_to_iri};

use crate::args::{Outcome, Spec};
use crate::{Ctx, transform};

const SPEC: Spec = Spec {
    flags: &[("json", None)],
    valued: &[],
};

/// Which way a command maps.
#[derive(Clone, Copy)]
pub enum Way {
    /// `to-uri`: section 3.1.
    ToUri,
    /// `to-iri`: section 3.2.
    ToIri,
}

/// Runs `to-uri` or `to-iri`.
pub fn run(mut ctx: Ctx<'_, '_>, argv: Vec<OsString>, way: Way) -> Outcome {
    let opts = match ctx.options(argv, &SPEC) {
        Ok(o) => o,
        Err(end) => return end,
    };
    transform::run(ctx.io, &opts.operands, 1, opts.flag("json"), |bytes| {
        map_one(bytes, way)
    })
}

/// One input mapped. Bytes that are not UTF-8 are no IRI and no URI: the
/// grammar's error says where they stop being one.
fn map_one(bytes: &[u8], way: Way) -> Result<String, Error> {
    let Ok(text) = std::str::from_utf8(bytes) else {
        let grammar = match way {
            Way::ToUri => "rfc3987",
            Way::ToIri => "rfc3986",
        };
        let g = urigram::grammars::named(grammar).map(|g| g.top_rule());
        return match g.map(|r| r.check(bytes)) {
            Some(Err(e)) => Err(e),
            // Every grammar refuses bytes that are not UTF-8; were it not
            // so, the lossy text is the most honest answer.
            _ => Ok(String::from_utf8_lossy(bytes).into_owned()),
        };
    };
    let mapped: Cow<'_, str> = match way {
        Way::ToUri => iri_to_uri(text)?,
        Way::ToIri => uri_to_iri(text)?,
    };
    Ok(mapped.into_owned())
}
