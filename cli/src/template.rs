//! `urigram template expand|match|route|check`: RFC 6570 URI Templates,
//! through the library's `urigram::template` (`route` in
//! `template_route`).

use std::ffi::OsString;

use serde_json::Value as Json;
use urigram::template::{Matcher, Template, TemplateSet, Vars, json};

use crate::args::{Operand, Outcome, Spec};
use crate::template_arg::template;
use crate::{Ctx, answered, lines, shown};

/// The help of `urigram template`.
pub const HELP: &str = "\
urigram template: RFC 6570 URI Templates: expand, match a URI back to its
variables, route URIs among templates, and check a template for ambiguity.

Usage: urigram template expand [--json] --vars JSON TEMPLATE
       urigram template match [--json] [--any-order] TEMPLATE [URI ...]
       urigram template route [--json] [--all] --templates FILE [URI ...]
       urigram template route [--json] [--all] --template TEMPLATE... [URI ...]
       urigram template check TEMPLATE ...

expand   prints the expansion of TEMPLATE (section 3) with the variables of
         --vars (required; '{}' for none), a JSON object of names and values:
         a string is a string value; a number or boolean stands for its JSON
         text as written (6, 37.76, true); an array of those is a list; an
         object of them, or an array of [name, value] pairs, an associative
         array; null undefined. Anything else is a usage error naming the
         variable, the item and its JSON type.
match    reads each URI (or each line of standard input) back to the
         variables that expand to it, one line an input: 'match: URI' and
         the variables, 'no match: URI' ('undecided: URI' when the
         search stopped at its bound of 256 readings, as a variable
         written many times side by side may make it), or with --json one
         object a line,
         {\"uri\", \"vars\": {...} or null, \"ambiguous\": bool}, its vars in
         the shape --vars takes, so expand(match(u)) == u can be checked.
         When several assignments expand to the URI it says so (ambiguous)
         and gives the first in the library's order.
route    matches each URI (or each line of standard input) against the
         templates of --templates FILE (one a line; blank lines skipped) or
         of the --template options, in order, one line an input:
         'match: URI -> N TEMPLATE {vars}' with N the template's line in
         FILE (or its place among the --template options), the first
         template that matches, or with --all every one, parted by ' | ';
         'no match: URI' when none does. With --json one object a line,
         {\"uri\", \"matches\": [{\"template\": N, \"text\", \"vars\",
         \"ambiguous\"}]}. An invalid template is reported with its line and
         no URI is routed.
check    says whether each TEMPLATE is unambiguous (no URI has two
         assignments), naming the expressions that make it ambiguous with a
         URI that shows it, and which TEMPLATEs overlap (some URI matches
         both).

Options:
  --json                one JSON value a line
  --vars JSON           the variables of expand
  --any-order           match: query parameters in any order (which no
                        expansion produces; off by default)
  --templates FILE      route: the templates, one a line
  --template TEMPLATE   route: a template (repeat for more)
  --all                 route: every template that matches, not the first
  --line-buffered       flush standard output after every answer
  -h, --help            this help

Exit status: 0 ok; 1 an invalid template, a URI that does not match (any
URI, for route), or an ambiguous or overlapping template; 2 usage or I/O
error (expand without --vars, --vars that is not variables, an unreadable
FILE).
";

const SPEC: Spec = Spec {
    flags: &[("json", None), ("any-order", None), ("all", None)],
    valued: &["vars", "templates", "template"],
};

/// Runs the command.
pub fn run(mut ctx: Ctx<'_, '_>, argv: Vec<OsString>) -> Outcome {
    // Options may stand anywhere, before the subcommand too; an unknown
    // one is refused as every command refuses it. The first operand is
    // the subcommand.
    let mut opts = match ctx.options(argv, &SPEC) {
        Ok(o) => o,
        Err(end) => return end,
    };
    if opts.operands.is_empty() {
        return Outcome::Usage("template needs expand, match, route or check".into());
    }
    let sub = match opts.operands.remove(0) {
        Operand::Arg(w) => w,
        Operand::Stdin => OsString::from("-"),
    };
    let mut texts = Vec::new();
    for op in &opts.operands {
        match op {
            Operand::Arg(w) => texts.push(w.clone()),
            Operand::Stdin => texts.push(OsString::from("-")),
        }
    }
    match sub.to_str() {
        Some("expand") => expand(&mut ctx, &opts, &texts),
        Some("match") => match_uris(&mut ctx, &opts),
        Some("check") => check(&mut ctx, &texts),
        Some("route") => crate::template_route::route(&mut ctx, &opts),
        _ => Outcome::Usage(format!(
            "unknown template command '{}' (expand, match, route or check)",
            sub.to_string_lossy()
        )),
    }
}

/// The JSON `ast` of a valid `URI-Template` for `check --grammar rfc6570
/// --json`: its parts, each expression with its operator and varspecs.
pub fn ast(bytes: &[u8]) -> Option<Json> {
    use urigram::template::{Modifier, Part};
    let t = Template::parse(std::str::from_utf8(bytes).ok()?).ok()?;
    let parts = t
        .parts()
        .iter()
        .map(|p| match p {
            Part::Literal(s) => serde_json::json!({
                "literal": &t.as_str()[s.range()], "start": s.start(), "end": s.end()
            }),
            Part::Expression(e) => serde_json::json!({
                "operator": e.operator().as_str(),
                "start": e.span().start(),
                "end": e.span().end(),
                "varspecs": e.varspecs().iter().map(|v| serde_json::json!({
                    "name": v.name(),
                    "prefix": match v.modifier() { Modifier::Prefix(n) => Some(n), _ => None },
                    "explode": v.modifier() == Modifier::Explode,
                })).collect::<Vec<_>>(),
            }),
        })
        .collect();
    Some(Json::Array(parts))
}

/// Variables as the JSON `--vars` takes, for a display (escaped as any
/// JSON line is).
fn shown_vars(vars: &Vars, unicode: bool) -> String {
    let mut out = String::new();
    json::write_vars(vars, &mut out);
    shown::escape_json_text(out, unicode)
}

fn expand(ctx: &mut Ctx<'_, '_>, opts: &crate::args::Parsed, texts: &[OsString]) -> Outcome {
    let vars = match opts.value("vars") {
        Ok(Some(v)) => match json::parse_vars(v) {
            Ok(v) => v,
            Err(e) => return Outcome::Usage(format!("--vars: {e}")),
        },
        Ok(None) => {
            return Outcome::Usage(
                "expand needs --vars JSON, the variables ('{}' for none)".into(),
            );
        }
        Err(e) => return Outcome::Usage(e),
    };
    let [text] = texts else {
        return Outcome::Usage("expand takes one TEMPLATE".into());
    };
    let t = match template(ctx, text) {
        Ok(Some(t)) => t,
        Ok(None) => return Outcome::SomeInvalid,
        Err(o) => return o,
    };
    match t.expand(&vars) {
        Ok(uri) => {
            let line = if opts.flag("json") {
                Json::String(uri).to_string()
            } else {
                uri
            };
            match writeln!(ctx.io.stdout, "{line}") {
                Ok(()) => Outcome::AllValid,
                Err(e) => Outcome::Io(e),
            }
        }
        Err(e) => match writeln!(ctx.io.stderr, "urigram template expand: {e}") {
            Ok(()) => Outcome::SomeInvalid,
            Err(e) => Outcome::Io(e),
        },
    }
}

fn match_uris(ctx: &mut Ctx<'_, '_>, opts: &crate::args::Parsed) -> Outcome {
    let Some(Operand::Arg(text)) = opts.operands.first() else {
        return Outcome::Usage("match takes a TEMPLATE, then URIs".into());
    };
    let t = match template(ctx, text) {
        Ok(Some(t)) => t,
        Ok(None) => return Outcome::SomeInvalid,
        Err(o) => return o,
    };
    let mut m = Matcher::new(&t);
    if opts.flag("any-order") {
        m = m.query_in_any_order();
    }
    let json = opts.flag("json");
    let mut missed = false;
    let io = &mut *ctx.io;
    let (stdout, stdin, lb, uni) = (
        &mut *io.stdout,
        &mut *io.stdin,
        io.line_buffered,
        io.unicode_stdout,
    );
    let result = lines::for_each_input(&opts.operands[1..], 2, stdin, |bytes, _| {
        let uri = String::from_utf8_lossy(bytes);
        // A URI that is not UTF-8 matches nothing; DEL stands for it, a
        // byte no expansion writes.
        let found = match std::str::from_utf8(bytes) {
            Ok(u) => m.match_uri(u),
            Err(_) => m.match_uri("\u{7f}"),
        };
        missed |= !found.is_match();
        let line = if json {
            let mut o = String::from("{\"uri\":");
            json::write_string(&uri, &mut o);
            o.push_str(",\"vars\":");
            match found.vars() {
                Some(v) => json::write_vars(v, &mut o),
                None => o.push_str("null"),
            }
            o.push_str(if found.is_ambiguous() {
                ",\"ambiguous\":true}"
            } else {
                ",\"ambiguous\":false}"
            });
            shown::escape_json_text(o, uni)
        } else {
            let shown_uri = shown::text(bytes, uni);
            match found.vars() {
                // The read-back stopped at its bound before any path
                // whose repeated variables agree: not known to match.
                None if !found.is_complete() => {
                    format!("undecided: {shown_uri} (the search stopped at its bound of readings)")
                }
                None => format!("no match: {shown_uri}"),
                Some(v) => {
                    let vars = shown_vars(v, uni);
                    let more = if found.is_ambiguous() {
                        " (ambiguous)"
                    } else {
                        ""
                    };
                    format!("match: {shown_uri} {vars}{more}")
                }
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

fn check(ctx: &mut Ctx<'_, '_>, texts: &[OsString]) -> Outcome {
    if texts.is_empty() {
        return Outcome::Usage("check takes one or more TEMPLATEs".into());
    }
    let mut bad = false;
    let mut templates = Vec::new();
    for text in texts {
        match template(ctx, text) {
            Ok(Some(t)) => templates.push(t),
            Ok(None) => bad = true,
            Err(o) => return o,
        }
    }
    let set = TemplateSet::new(templates);
    let uni = ctx.io.unicode_stdout;
    for m in set.matchers() {
        let name = shown::text(m.template().as_str().as_bytes(), uni).into_owned();
        let a = m.analysis();
        let line = if a.is_unambiguous() {
            format!("unambiguous: {name}")
        } else if !a.is_complete() {
            bad = true;
            format!("not analysed (too large): {name}")
        } else {
            bad = true;
            let mut s = format!("ambiguous: {name}");
            for amb in a.ambiguities() {
                let what = amb.expressions.join(" and ");
                let lit = if amb.literal { " and a literal" } else { "" };
                let w = shown::text(amb.witness.as_bytes(), uni);
                s.push_str(&format!(
                    "\n  {what}{lit}: e.g. \"{w}\" has two assignments"
                ));
            }
            s
        };
        if let Err(e) = writeln!(ctx.io.stdout, "{line}") {
            return Outcome::Io(e);
        }
    }
    for o in set.overlaps() {
        bad = true;
        let a = set.matchers()[o.first].template().as_str();
        let b = set.matchers()[o.second].template().as_str();
        let line = format!(
            "overlap: {} and {}: e.g. \"{}\"",
            shown::text(a.as_bytes(), uni),
            shown::text(b.as_bytes(), uni),
            shown::text(o.witness.as_bytes(), uni)
        );
        if let Err(e) = writeln!(ctx.io.stdout, "{line}") {
            return Outcome::Io(e);
        }
    }
    if bad {
        Outcome::SomeInvalid
    } else {
        Outcome::AllValid
    }
}
