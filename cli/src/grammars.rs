//! `urigram grammars`: the grammars `--grammar` takes, with their rules.

use std::ffi::{OsStr, OsString};
use std::io::Write;

use serde_json::{Value, json};

use crate::args::{self, Operand, Outcome};
use crate::grammar::{GRAMMARS, Grammar, RuleName, named};

const GRAMMARS_SPEC: args::Spec = args::Spec {
    flags: &[("json", None)],
    valued: &[],
};

/// `urigram grammars [--json] [NAME...]`: each grammar (or those named),
/// its title, and its rules with the section that defines each.
pub fn run(mut ctx: crate::Ctx<'_, '_>, argv: Vec<OsString>) -> Outcome {
    let opts = match ctx.options(argv, &GRAMMARS_SPEC) {
        Ok(o) => o,
        Err(end) => return end,
    };
    let mut chosen = Vec::new();
    for op in &opts.operands {
        let Operand::Arg(word) = op else {
            return Outcome::Usage("grammars takes grammar names, not '-'".into());
        };
        match grammar_word(word) {
            Ok(g) => chosen.push(g),
            Err(e) => return Outcome::Usage(e),
        }
    }
    if chosen.is_empty() {
        chosen.extend(GRAMMARS.iter());
    }
    let out = &mut *ctx.io.stdout;
    for g in chosen {
        let rules = g.rules();
        let written = if opts.flag("json") {
            let list: Vec<Value> = rules
                .iter()
                .map(|r| json!({"rule": r.name, "section": r.section}))
                .collect();
            let v = json!({
                "grammar": g.name(),
                "title": g.title(),
                "reads_uris": g.reads_uris(),
                "rules": list,
            });
            writeln!(out, "{v}")
        } else {
            write_grammar(out, g, &rules)
        };
        if let Err(e) = written {
            return Outcome::Io(e);
        }
    }
    Outcome::AllValid
}

/// The grammar a command-line word names.
fn grammar_word(word: &OsStr) -> Result<&'static Grammar, String> {
    match word.to_str() {
        Some(name) => named(name),
        None => Err("a grammar name is not UTF-8".into()),
    }
}

/// One grammar in words: name and title, then a rule per line.
fn write_grammar(out: &mut dyn Write, g: &Grammar, rules: &[RuleName]) -> std::io::Result<()> {
    writeln!(out, "{}: {}", g.name(), g.title())?;
    let width = rules.iter().map(|r| r.name.len()).max().unwrap_or(0);
    for r in rules {
        writeln!(out, "  {:width$}  section {}", r.name, r.section)?;
    }
    Ok(())
}
