//! `urigram lint --grammar rfc3987`: the checks of RFC 3987 sections 4.1,
//! 4.2 and 8 on IRIs (bidi formatting characters, components that break
//! the bidi rules, mixed scripts in a host label, invisible characters).
//!
//! A line that is all ASCII is a URI exactly when it is an IRI, and none of
//! these checks can fire on it, so RFC 3986's lint answers it as without
//! the option. A line with characters outside ASCII gets RFC 3987's checks;
//! RFC 3986's are about its URI form, which `urigram to-uri` gives.

use std::io::{self, Write};

use serde_json::{Value, json};
use urigram::escape;
use urigram::grammars::rfc3987::{IriCheck, IriRef, IriWarning, lint};

use crate::grammar::engine_error;
use crate::lint_kept::{KEEP, repeated_line};
use crate::{paint, shown};

/// How many bytes of the input a frame shows either side of the span.
const REACH: usize = 200;

/// Why a check matters, as the RFC 3986 lint's notes say it.
fn note(check: IriCheck) -> &'static str {
    match check {
        IriCheck::BidiFormatting => "it reorders what a reader sees; RFC 3987 forbids it in an IRI",
        IriCheck::BidiMixed | IriCheck::BidiEnds => {
            "the IRI may show in an order other than the one it is read in"
        }
        IriCheck::MixedScripts => "look-alike letters can make the name pass for another",
        IriCheck::Invisible => "two IRIs that look the same can differ",
        _ => "",
    }
}

/// The JSON of one RFC 3987 warning, in the fields of an RFC 3986 one plus
/// the document that defines the check.
fn warning_json(w: &IriWarning) -> Value {
    json!({
        "check": w.check.name(),
        "document": "RFC 3987",
        "section": w.check.section(),
        "start": w.span.start(),
        "end": w.span.end(),
        "message": w.check.message(),
        "note": note(w.check),
    })
}

/// The largest char boundary of `s` at or below `i`.
fn floor(s: &str, mut i: usize) -> usize {
    i = i.min(s.len());
    while !s.is_char_boundary(i) {
        i -= 1;
    }
    i
}

/// The frame of one RFC 3987 warning on line `number`: the input escaped as
/// every output is (a bidi control shows as `\u{202E}`, never raw), a
/// window around the span for a long input, and the caret under it by
/// display width.
fn frame(w: &IriWarning, input: &str, number: u64, unicode: bool) -> String {
    let start = floor(input, w.span.start());
    // At most REACH bytes of the span itself, as RFC 3986's frames show.
    let end = floor(input, w.span.end().min(start + REACH)).max(start);
    let from = floor(input, start.saturating_sub(REACH));
    let to = floor(input, end.saturating_add(REACH));
    let mut line = String::new();
    let mut column = 0;
    if from > 0 {
        line.push('…');
        column += 1;
    }
    column += escape::push_bytes(&mut line, &input.as_bytes()[from..start], unicode);
    let width = escape::push_bytes(&mut line, &input.as_bytes()[start..end], unicode).max(1);
    escape::push_bytes(&mut line, &input.as_bytes()[end..to], unicode);
    if to < input.len() {
        line.push('…');
    }
    let gutter = number.to_string();
    let pad = " ".repeat(gutter.len());
    format!(
        "warning[{}]: {}\n{pad} |\n{gutter} | {line}\n{pad} | {}{} {}\n{pad} = see RFC 3987, section {}",
        w.check.name(),
        w.check.message(),
        " ".repeat(column),
        "^".repeat(width),
        note(w.check),
        w.check.section()
    )
}

/// Answers one input line that is not all ASCII, as an IRI reference:
/// its RFC 3987 warnings, or its error under `IRI-reference`. Returns
/// whether it drew a warning or was invalid. (An ASCII line is a URI
/// exactly when it is an IRI, and RFC 3986's lint answers it.)
pub fn line(
    out: &mut dyn Write,
    err: &mut dyn Write,
    bytes: &[u8],
    number: u64,
    as_json: bool,
    colour: (bool, bool),
    unicode: (bool, bool),
) -> io::Result<bool> {
    let parsed = std::str::from_utf8(bytes)
        .ok()
        .and_then(|t| IriRef::parse(t).ok().map(|iri| (t, iri)));
    let Some((text, iri)) = parsed else {
        let Err(e) = top().check(bytes) else {
            // The grammar and the typed parse agree (tests/rfc3987_*).
            return Ok(true);
        };
        if as_json {
            let v = json!({"valid": false, "error": engine_error(&e)});
            shown::write_json(out, &shown::with_input(bytes, v), unicode.0)?;
        } else {
            out.flush()?;
            let f = e
                .frame_at_line(number)
                .unicode(unicode.1)
                .words(crate::words::cli)
                .to_string();
            writeln!(err, "{}\n", paint::frame(&f, colour.1))?;
        }
        return Ok(true);
    };
    let warnings = lint(&iri);
    // The first KEEP of each check whole, the rest counted, as RFC 3986's
    // lint does: a line of invisible characters draws one a character.
    let mut counts: Vec<(IriCheck, usize)> = Vec::new();
    let mut kept = Vec::new();
    for w in &warnings {
        let seen = match counts.iter_mut().find(|(c, _)| *c == w.check) {
            Some((_, n)) => {
                *n += 1;
                *n
            }
            None => {
                counts.push((w.check, 1));
                1
            }
        };
        if seen <= KEEP {
            kept.push(w);
        }
    }
    let repeated = counts.iter().filter(|(_, n)| *n > KEEP);
    if as_json {
        let ws: Vec<Value> = kept.iter().map(|w| warning_json(w)).collect();
        let mut v = json!({"valid": true, "warnings": ws});
        let rs: Vec<Value> = repeated
            .map(|(c, n)| json!({"check": c.name(), "document": "RFC 3987", "section": c.section(), "count": n, "shown": KEEP}))
            .collect();
        if !rs.is_empty() {
            v["repeated"] = Value::Array(rs);
        }
        let v = shown::with_input(bytes, v);
        shown::write_json(out, &v, unicode.0)?;
    } else {
        for w in kept {
            let f = frame(w, text, number, unicode.0);
            writeln!(out, "{}\n", paint::frame(&f, colour.0))?;
        }
        for (c, n) in repeated {
            let line = repeated_line(c.name(), c.section(), *n, number, "RFC 3987");
            writeln!(out, "{}", paint::frame(&line, colour.0))?;
        }
    }
    Ok(!warnings.is_empty())
}

/// RFC 3987's top rule, `IRI-reference`.
fn top() -> urigram::grammars::GrammarRule {
    urigram::grammars::named("rfc3987")
        .map(urigram::grammars::Grammar::top_rule)
        .expect("rfc3987 is in grammars::ALL")
}

/// Whether `--grammar` names RFC 3987 (in any case, as `check` takes it).
pub fn is_iri_grammar(value: Option<&str>) -> bool {
    value.is_some_and(|g| g.eq_ignore_ascii_case("rfc3987"))
}
