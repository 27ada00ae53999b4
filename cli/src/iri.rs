//! `urigram to-uri [IRI ...]` and `urigram to-iri [URI ...]`: RFC 3987
//! section 3.1's mapping of an IRI to a URI, and section 3.2's of a URI to
//! an IRI, one input per operand or standard-input line.

use std::borrow::Cow;
use std::ffi::OsString;

use serde_json::json;
use urigram::engine::Error;
use urigram::grammars::rfc3987::{IdnaToUriError, iri_to_uri, iri_to_uri_idna, uri_to_iri};

use crate::args::{Outcome, Spec};
use crate::{Ctx, transform};

const SPEC: Spec = Spec {
    flags: &[("json", None), ("idna", None)],
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
    if opts.flag("idna") {
        if let Way::ToIri = way {
            return Outcome::Usage(
                "--idna is for to-uri: to-iri leaves a host's Punycode as written".to_string(),
            );
        }
        return transform::run(
            ctx.io,
            &opts.operands,
            1,
            opts.flag("json"),
            crate::words::none,
            to_uri_idna,
        );
    }
    // Neither command takes --grammar, and a help that points to another
    // grammar has no option here to name: to-uri reads IRIs already, and
    // to-iri's input is a URI.
    transform::run(
        ctx.io,
        &opts.operands,
        1,
        opts.flag("json"),
        crate::words::none,
        |bytes| map_one(bytes, way),
    )
}

/// Why `to-uri --idna` has no answer for an input: it is no IRI, or IDNA's
/// `ToASCII` refuses its host.
struct IdnaFailure {
    error: IdnaToUriError,
    input: Vec<u8>,
}

/// One IRI mapped with its host by IDNA's `ToASCII` (RFC 3987 section
/// 3.1's option for hosts resolved by DNS).
fn to_uri_idna(bytes: &[u8]) -> Result<String, IdnaFailure> {
    let text = match std::str::from_utf8(bytes) {
        Ok(text) => text,
        Err(_) => {
            return map_one(bytes, Way::ToUri).map_err(|e| IdnaFailure {
                error: IdnaToUriError::NotIri(e),
                input: bytes.to_vec(),
            });
        }
    };
    iri_to_uri_idna(text).map_err(|error| IdnaFailure {
        error,
        input: bytes.to_vec(),
    })
}

impl transform::Failure for IdnaFailure {
    fn json(&self) -> serde_json::Value {
        match &self.error {
            IdnaToUriError::NotIri(e) => transform::Failure::json(e),
            IdnaToUriError::Host(span) => json!({
                "offset": span.start(),
                "rule": "ihost",
                "message": self.error.to_string(),
            }),
            // A reason a later release adds: its words, at the start.
            other => json!({"offset": 0, "rule": "ihost", "message": other.to_string()}),
        }
    }

    fn frame(&self, number: u64, unicode: bool, words: urigram::engine::Words) -> String {
        match &self.error {
            IdnaToUriError::NotIri(e) => transform::Failure::frame(e, number, unicode, words),
            IdnaToUriError::Host(span) => host_frame(&self.input, span.range(), number, unicode),
            other => format!("error: {other}"),
        }
    }
}

/// How many bytes of the line a host frame shows before the host, and at
/// most of the host and after it, so that one long line gets a short frame.
const WINDOW: usize = 200;

/// The frame of a host that IDNA's `ToASCII` refuses: a window of the line
/// around the host, escaped for display, with carets under the host.
fn host_frame(input: &[u8], host: std::ops::Range<usize>, number: u64, unicode: bool) -> String {
    use urigram::escape::{push_bytes, push_char};
    let text = String::from_utf8_lossy(input);
    let down = |mut i: usize| {
        while !text.is_char_boundary(i) {
            i -= 1;
        }
        i
    };
    let start = down(host.start.saturating_sub(WINDOW));
    let host_end = down(host.end.min(host.start + WINDOW));
    let end = down((host_end + WINDOW).min(text.len()));
    let ellipsis = if unicode { "\u{2026}" } else { "..." };
    let mut line = String::new();
    let mut col = 0;
    if start > 0 {
        line.push_str(ellipsis);
        col += if unicode { 1 } else { 3 };
    }
    col += push_bytes(&mut line, &text.as_bytes()[start..host.start], unicode);
    let mut width = 0;
    for c in text[host.start..host_end].chars() {
        width += push_char(&mut line, c, unicode);
    }
    push_bytes(&mut line, &text.as_bytes()[host_end..end], unicode);
    if end < text.len() {
        line.push_str(ellipsis);
    }
    let gutter = " ".repeat(number.to_string().len());
    format!(
        "error: IDNA ToASCII refuses the host\n{gutter} |\n{number} | {line}\n{gutter} | {}{} \
         no IDNA mapping or Punycode for this host\n{gutter} = see RFC 3987, section 3.1, and UTS #46",
        " ".repeat(col),
        "^".repeat(width.max(1))
    )
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
