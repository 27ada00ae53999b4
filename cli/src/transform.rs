//! The loop shared by `resolve`, `normalize`, `relativize`, `to-uri` and
//! `to-iri`: one input per operand or stdin line, one result line per input
//! line, or with `--json` one object per input line.
//!
//! Their results are data, not display: into a pipe or a file a result is
//! written exactly as the library gives it, character for character (a
//! program reads it, and `to-iri | to-uri` must give the URI back). On a
//! terminal it is shown as every answer is ([`shown::text`]): a character
//! that would be invisible or drive the terminal is escaped, and non-ASCII
//! too where the locale does not take UTF-8. (Neither can come up in
//! practice: the URIs these commands write are ASCII, and `to-iri` keeps
//! every invisible character percent-encoded.)
//!
//! Lines stay paired: an invalid input gets an empty line on standard
//! output, in its place, and its frame on standard error, so that `paste`
//! or a loop over both files lines up. (A valid input's result is empty
//! only when the input is: a non-empty input answered with an empty line
//! was invalid, as the exit status 1 and the frame say.)

use serde_json::json;
use urigram::engine::Words;
use urigram::{ParseError, ParseOptions, Uri, engine};

use crate::args::{Operand, Outcome, Parsed};
use crate::{Ctx, Streams, answered, lines, paint, shown};

/// Runs `op` over every input, the operands numbered from `first`. A valid
/// input prints its result (raw into a pipe or a file, escaped on a
/// terminal); an invalid one prints an empty line in its place and its
/// frame to stderr (or, with `--json`, an error object to stdout in its
/// place) and makes the exit status 1. A frame's help names what `words`
/// gives: the options of the command that runs ([`crate::words`]).
pub fn run<E: Failure>(
    io: &mut Streams<'_>,
    operands: &[Operand],
    first: u64,
    as_json: bool,
    words: Words,
    mut op: impl FnMut(&[u8]) -> Result<String, E>,
) -> Outcome {
    let (out, err, line_buffered, colour) = (
        &mut *io.stdout,
        &mut *io.stderr,
        io.line_buffered,
        io.colour_stderr,
    );
    let (unicode_out, unicode_err) = (io.unicode_stdout, io.unicode_stderr);
    // Data into a pipe or a file; display on a terminal.
    let raw = !io.terminal_stdout;
    let mut any_invalid = false;
    let result = lines::for_each_input(operands, first, io.stdin, |bytes, number| {
        match op(bytes) {
            Ok(result) if as_json => {
                let v = shown::with_input(bytes, json!({"result": result}));
                shown::write_json(out, &v, unicode_out)?;
            }
            Ok(result) if raw => writeln!(out, "{result}")?,
            Ok(result) => writeln!(out, "{}", shown::text(result.as_bytes(), unicode_out))?,
            Err(e) => {
                any_invalid = true;
                if as_json {
                    let v = shown::with_input(bytes, json!({"error": e.json()}));
                    shown::write_json(out, &v, unicode_out)?;
                } else {
                    // An empty line keeps the answers paired with the
                    // inputs; written before the frame, so that both
                    // streams into one file keep the input's order.
                    writeln!(out)?;
                    out.flush()?;
                    let frame = e.frame(number, unicode_err, words);
                    writeln!(err, "{}\n", paint::frame(&frame, colour))?;
                }
            }
        }
        answered(out, line_buffered)
    });
    match result {
        Err(e) => Outcome::Io(e),
        Ok(()) if any_invalid => Outcome::SomeInvalid,
        Ok(()) => Outcome::AllValid,
    }
}

/// A BASE that is not a URI: its frame on stderr (as operand 1), then one
/// line that says why in words (the frame's reason, or that a relative
/// reference has no scheme) and that nothing was answered. Exit status 2,
/// as each command's help says: without a base no input can be answered,
/// so this is not the verdict on an input (1) but a run that could not be
/// done, like a usage error.
pub fn bad_base(
    io: &mut Streams<'_>,
    name: &str,
    bytes: &[u8],
    e: &ParseError,
    words: Words,
) -> Outcome {
    let why = if urigram::UriRef::parse_bytes(bytes).is_ok() {
        "BASE is not a URI: it is a relative reference, and a base needs a scheme (RFC 3986 section 5.1)"
    } else {
        "BASE is not a URI, as the frame above shows"
    };
    let frame = e
        .frame_at_line(1)
        .unicode(io.unicode_stderr)
        .words(words)
        .to_string();
    let written = writeln!(io.stderr, "{}\n", paint::frame(&frame, io.colour_stderr))
        .and_then(|()| writeln!(io.stderr, "urigram {name}: {why}; no input was answered"));
    match written {
        Ok(()) => Outcome::Unanswerable,
        Err(e) => Outcome::Io(e),
    }
}

/// [`run`] for the commands that answer every input against one BASE, the
/// first operand (`resolve`, `relativize`): BASE must be an argument (not
/// `-`) and a URI under the `--grammar` the command took, or the run ends
/// as [`bad_base`] says; then `op` answers each input with the base and the
/// parse options.
pub fn run_against_base<E: Failure>(
    ctx: Ctx<'_, '_>,
    opts: &Parsed,
    mut op: impl FnMut(&Uri<'_>, &[u8], ParseOptions) -> Result<String, E>,
) -> Outcome {
    let Some((base, inputs)) = opts.operands.split_first() else {
        return Outcome::Usage(format!("{} needs a BASE URI", ctx.name));
    };
    let Operand::Arg(base) = base else {
        return Outcome::Usage("BASE must be given on the command line, not as '-'".into());
    };
    let parse = match parse_options(opts.value("grammar"), ctx.name) {
        Ok(p) => p,
        Err(e) => return Outcome::Usage(e),
    };
    let base_bytes = base.as_encoded_bytes();
    let base = match parse_with::<Uri<'_>>(base_bytes, parse) {
        Ok(b) => b,
        Err(e) => {
            return bad_base(
                ctx.io,
                ctx.name,
                base_bytes,
                &e,
                crate::words::rfc3986_layer,
            );
        }
    };
    run(
        ctx.io,
        inputs,
        2,
        opts.flag("json"),
        crate::words::rfc3986_layer,
        |bytes| op(&base, bytes, parse),
    )
}

/// Why an input has no result, as [`run`] shows it: the errors of the RFC
/// 3986 layer and of the engine grammars (RFC 3987's, for `to-uri`) alike.
pub trait Failure {
    /// `{"offset": N, "rule": "<innermost rule>", "message": "..."}`.
    fn json(&self) -> serde_json::Value;
    /// The caret frame, numbered as line `number`, its help naming what
    /// `words` gives.
    fn frame(&self, number: u64, unicode: bool, words: Words) -> String;
}

impl Failure for ParseError {
    fn json(&self) -> serde_json::Value {
        json!({"offset": self.offset(), "rule": self.rule().abnf_name(), "message": self.message()})
    }
    fn frame(&self, number: u64, unicode: bool, words: Words) -> String {
        self.frame_at_line(number)
            .unicode(unicode)
            .words(words)
            .to_string()
    }
}

impl Failure for engine::Error {
    fn json(&self) -> serde_json::Value {
        json!({"offset": self.offset(), "rule": self.rule().abnf_name(), "message": self.message()})
    }
    fn frame(&self, number: u64, unicode: bool, words: Words) -> String {
        self.frame_at_line(number)
            .unicode(unicode)
            .words(words)
            .to_string()
    }
}

/// What `--grammar` selects for the commands that work on RFC 3986's URIs
/// (`normalize`, `resolve`, `relativize`, `lint`): RFC 3986 itself, or RFC
/// 6874's extension of it with zone IDs in IPv6 literals, the one grammar
/// these algorithms also apply to. Its names are those `check` and `parse`
/// take.
///
/// # Errors
/// The usage message for any other grammar, or a value that is not UTF-8.
pub fn parse_options(
    value: Result<Option<&str>, String>,
    command: &str,
) -> Result<ParseOptions, String> {
    match value? {
        None | Some("rfc3986") => Ok(ParseOptions::RFC3986),
        Some("rfc6874") => Ok(ParseOptions::RFC6874),
        Some(other) => Err(format!(
            "{command} works on RFC 3986's URIs: --grammar takes rfc3986 or rfc6874 (RFC 3986 with IPv6 zone IDs), not {:?}",
            other
        )),
    }
}

/// `bytes` parsed as a `T` with `options`: bytes that are not UTF-8 get the
/// same error as from `T::parse_bytes`.
pub fn parse_with<'a, T: ParseWith<'a>>(
    bytes: &'a [u8],
    options: ParseOptions,
) -> Result<T, ParseError> {
    match std::str::from_utf8(bytes) {
        Ok(text) => T::parse_str(text, options),
        Err(_) => T::parse_raw(bytes),
    }
}

/// The reference types the commands parse, with and without options.
pub trait ParseWith<'a>: Sized {
    /// `parse_with`.
    fn parse_str(text: &'a str, options: ParseOptions) -> Result<Self, ParseError>;
    /// `parse_bytes`.
    fn parse_raw(bytes: &'a [u8]) -> Result<Self, ParseError>;
}

impl<'a> ParseWith<'a> for urigram::Uri<'a> {
    fn parse_str(text: &'a str, options: ParseOptions) -> Result<Self, ParseError> {
        Self::parse_with(text, options)
    }
    fn parse_raw(bytes: &'a [u8]) -> Result<Self, ParseError> {
        Self::parse_bytes(bytes)
    }
}

impl<'a> ParseWith<'a> for urigram::UriRef<'a> {
    fn parse_str(text: &'a str, options: ParseOptions) -> Result<Self, ParseError> {
        Self::parse_with(text, options)
    }
    fn parse_raw(bytes: &'a [u8]) -> Result<Self, ParseError> {
        Self::parse_bytes(bytes)
    }
}
