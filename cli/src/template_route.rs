//! `urigram template route`: a router on the command line. Each URI is
//! matched against a list of templates (a file, one a line, or
//! `--template` words) through the library's `TemplateSet`, and answered
//! with the first template that matches (or, with `--all`, every one) and
//! its variables, one line an input.

use std::ffi::OsString;

use urigram::template::{Match, Template, TemplateSet, json};

use crate::args::{Outcome, Parsed};
use crate::template_arg::template;
use crate::{Ctx, answered, lines, shown};

/// The templates of a router and where each was written: its line in the
/// file, or its place among the `--template` words, from 1.
struct Routes {
    set: TemplateSet,
    numbers: Vec<usize>,
}

/// Reads the templates: those of `--templates FILE` (one a line; blank
/// lines skipped but counted), or the `--template` words. `Err` ends the
/// command: a usage error, an unreadable file, or an invalid template
/// (each said on standard error, with its line).
fn routes(ctx: &mut Ctx<'_, '_>, opts: &Parsed) -> Result<Routes, Outcome> {
    let words: Vec<&OsString> = opts.values("template").collect();
    let file = opts.value("templates").map_err(Outcome::Usage)?;
    let texts: Vec<(usize, Vec<u8>)> = match (file, words.is_empty()) {
        (Some(_), false) => {
            return Err(Outcome::Usage(
                "route takes --templates FILE or --template TEMPLATE, not both".into(),
            ));
        }
        (None, true) => {
            return Err(Outcome::Usage(
                "route needs --templates FILE or --template TEMPLATE (one or more)".into(),
            ));
        }
        (None, false) => (1..)
            .zip(words.iter().map(|w| w.as_encoded_bytes().to_vec()))
            .collect(),
        (Some(path), true) => {
            let bytes = match std::fs::read(path) {
                Ok(b) => b,
                Err(e) => {
                    let shown_path = shown::text(path.as_bytes(), ctx.io.unicode_stderr);
                    writeln!(ctx.io.stderr, "urigram template route: {shown_path}: {e}")?;
                    return Err(Outcome::Unanswerable);
                }
            };
            (1..)
                .zip(bytes.split(|&b| b == b'\n'))
                .map(|(n, line)| (n, line.strip_suffix(b"\r").unwrap_or(line)))
                .filter(|(_, line)| !line.is_empty())
                .map(|(n, line)| (n, line.to_vec()))
                .collect()
        }
    };
    let mut templates = Vec::with_capacity(texts.len());
    let mut numbers = Vec::with_capacity(texts.len());
    let mut bad = false;
    for (n, text) in &texts {
        if let Some(t) = std::str::from_utf8(text)
            .ok()
            .and_then(|s| Template::parse(s).ok())
        {
            templates.push(t);
            numbers.push(*n);
            continue;
        }
        bad = true;
        // Which template, then its diagnostic.
        let which = match file {
            Some(_) => format!("line {n} of the templates"),
            None => format!("template {n}"),
        };
        match String::from_utf8(text.clone()) {
            Ok(s) => {
                writeln!(ctx.io.stderr, "urigram template route: {which}:")?;
                template(ctx, &OsString::from(s))?;
            }
            Err(_) => writeln!(
                ctx.io.stderr,
                "urigram template route: {which}: the template is not UTF-8"
            )?,
        }
    }
    if bad {
        return Err(Outcome::SomeInvalid);
    }
    if templates.is_empty() {
        return Err(Outcome::Usage(
            "route: the templates file holds no template".into(),
        ));
    }
    Ok(Routes {
        set: TemplateSet::new(templates),
        numbers,
    })
}

/// One match as JSON: `{"template": N, "text": ..., "vars": {...},
/// "ambiguous": bool}`.
fn json_match(out: &mut String, routes: &Routes, which: usize, m: &Match) {
    out.push_str("{\"template\":");
    out.push_str(&routes.numbers[which].to_string());
    out.push_str(",\"text\":");
    json::write_string(routes.set.matchers()[which].template().as_str(), out);
    out.push_str(",\"vars\":");
    match m.vars() {
        Some(v) => json::write_vars(v, out),
        None => out.push_str("null"),
    }
    out.push_str(if m.is_ambiguous() {
        ",\"ambiguous\":true}"
    } else {
        ",\"ambiguous\":false}"
    });
}

/// One match for a display: `N TEMPLATE {vars}`, and ` (ambiguous)` when
/// several assignments expand to the URI.
fn shown_match(routes: &Routes, which: usize, m: &Match, unicode: bool) -> String {
    let text = routes.set.matchers()[which].template().as_str();
    let mut vars = String::new();
    if let Some(v) = m.vars() {
        json::write_vars(v, &mut vars);
    }
    format!(
        "{} {} {}{}",
        routes.numbers[which],
        shown::text(text.as_bytes(), unicode),
        shown::escape_json_text(vars, unicode),
        if m.is_ambiguous() { " (ambiguous)" } else { "" }
    )
}

/// Runs `template route`.
pub fn route(ctx: &mut Ctx<'_, '_>, opts: &Parsed) -> Outcome {
    let routes = match routes(ctx, opts) {
        Ok(r) => r,
        Err(o) => return o,
    };
    let (as_json, all) = (opts.flag("json"), opts.flag("all"));
    let mut missed = false;
    let io = &mut *ctx.io;
    let (stdout, stdin, lb, uni) = (
        &mut *io.stdout,
        &mut *io.stdin,
        io.line_buffered,
        io.unicode_stdout,
    );
    let result = lines::for_each_input(&opts.operands, 1, stdin, |bytes, _| {
        // A URI that is not UTF-8 matches nothing: no expansion writes it.
        let found: Vec<(usize, Match)> = match std::str::from_utf8(bytes) {
            Ok(u) if all => routes.set.matches(u),
            Ok(u) => routes.set.match_uri(u).into_iter().collect(),
            Err(_) => Vec::new(),
        };
        missed |= found.is_empty();
        let line = if as_json {
            let mut o = String::from("{\"uri\":");
            json::write_string(&String::from_utf8_lossy(bytes), &mut o);
            o.push_str(",\"matches\":[");
            for (i, (which, m)) in found.iter().enumerate() {
                if i > 0 {
                    o.push(',');
                }
                json_match(&mut o, &routes, *which, m);
            }
            o.push_str("]}");
            shown::escape_json_text(o, uni)
        } else {
            let uri = shown::text(bytes, uni);
            if found.is_empty() {
                format!("no match: {uri}")
            } else {
                let each: Vec<String> = found
                    .iter()
                    .map(|(which, m)| shown_match(&routes, *which, m, uni))
                    .collect();
                // ` | ` parts them: no template holds `|` or a space
                // (RFC 6570 section 2.1's literals leave both out).
                format!("match: {uri} -> {}", each.join(" | "))
            }
        };
        writeln!(stdout, "{line}")?;
        answered(stdout, lb)
    });
    match result {
        Err(e) => Outcome::Io(e),
        Ok(()) if missed => Outcome::SomeInvalid,
        Ok(()) => Outcome::AllValid,
    }
}
