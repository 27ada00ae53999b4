//! `urigram check` and `urigram parse`: match inputs against a rule.

use std::ffi::OsString;
use std::io::{self, Write};

use serde_json::{Value, json};
use urigram::{Node, ParseOptions, Rule, UriRef};

use crate::args::{Outcome, Spec};
use crate::grammar::{self, Answer, RuleRef};
use crate::{Ctx, answered, lines, paint, shown};

/// Which command is running: they differ only in what a valid input prints.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Style {
    /// `check`: valid inputs print `ok` lines (nothing with `-q`).
    Check,
    /// `parse`: valid inputs print their components.
    Parse,
}

const CHECK: Spec = Spec {
    flags: &[("json", None), ("quiet", Some('q'))],
    valued: &["rule", "grammar"],
};

const PARSE: Spec = Spec {
    flags: &[("json", None)],
    valued: &["rule", "grammar"],
};

/// Runs the command over its inputs.
pub fn run(mut ctx: Ctx<'_, '_>, argv: Vec<OsString>, style: Style) -> Outcome {
    let spec = if style == Style::Check {
        &CHECK
    } else {
        &PARSE
    };
    let opts = match ctx.options(argv, spec) {
        Ok(o) => o,
        Err(end) => return end,
    };
    let grammar = match opts.value("grammar") {
        Err(e) => return Outcome::Usage(e),
        Ok(None) => &grammar::GRAMMARS[0],
        Ok(Some(name)) => match grammar::named(name) {
            Ok(g) => g,
            Err(e) => return Outcome::Usage(e),
        },
    };
    let rule = match opts.value("rule") {
        Err(e) => return Outcome::Usage(e),
        Ok(None) => grammar.top(),
        Ok(Some("list")) => {
            for r in grammar.rules() {
                if let Err(e) = writeln!(ctx.io.stdout, "{}", r.name) {
                    return Outcome::Io(e);
                }
            }
            return Outcome::AllValid;
        }
        Ok(Some(name)) => match grammar.rule(name) {
            Ok(r) => r,
            Err(e) => return Outcome::Usage(e),
        },
    };
    let shape = Shape {
        style,
        rule,
        as_json: opts.flag("json"),
        quiet: opts.flag("quiet"),
    };
    let io = &mut *ctx.io;
    let (out, err, line_buffered) = (&mut *io.stdout, &mut *io.stderr, io.line_buffered);
    let look = Look {
        colour: io.colour_stderr,
        unicode_out: io.unicode_stdout,
        unicode_err: io.unicode_stderr,
    };
    let mut any_invalid = false;
    let result = lines::for_each_input(&opts.operands, 1, io.stdin, |bytes, number| {
        any_invalid |= !shape.answer(out, err, look, bytes, number)?;
        answered(out, line_buffered)
    });
    match result {
        Err(e) => Outcome::Io(e),
        Ok(()) if any_invalid => Outcome::SomeInvalid,
        Ok(()) => Outcome::AllValid,
    }
}

/// How the streams take text: colour on standard error, and whether each
/// shows non-ASCII as itself.
#[derive(Clone, Copy)]
struct Look {
    colour: bool,
    unicode_out: bool,
    unicode_err: bool,
}

/// What the command prints, from its options.
struct Shape {
    style: Style,
    rule: RuleRef,
    as_json: bool,
    quiet: bool,
}

impl Shape {
    /// Answers one input (number `number`); returns whether it was valid.
    fn answer(
        &self,
        out: &mut dyn Write,
        err: &mut dyn Write,
        look: Look,
        bytes: &[u8],
        number: u64,
    ) -> io::Result<bool> {
        if self.quiet {
            // Nothing to print either way (--json included): the exit
            // status tells, and the verdict alone gives it, each input read
            // once (no tree, and no diagnostic for an invalid one).
            return Ok(self.rule.is_valid(bytes));
        }
        // `check` without --json only needs the verdict of a valid input,
        // which the single pass of `is_valid` gives fastest (it is tested to
        // agree with the grammar); any other case, and an invalid input's
        // diagnostic, take the full parse.
        let verdict_only = self.style == Style::Check && !self.as_json;
        let default = matches!(self.rule, RuleRef::Layer(Rule::UriReference, o) if o == ParseOptions::RFC3986);
        // The grammars' top rules have a verdict of one pass (RFC 3986's
        // fast path, or an engine rule's automaton); the layer's other rules
        // would parse for it, and an invalid input would be diagnosed twice.
        let quick = match &self.rule {
            // RFC 3987's top rule's check begins with that verdict itself
            // (`rfc3987::check`), so taking it here too would read a
            // rejected line once more.
            RuleRef::Engine(r, _) => !(r.grammar().name() == "rfc3987" && r.is_top()),
            RuleRef::Layer(r, _) => matches!(r, Rule::UriReference | Rule::RequestTarget),
        };
        if verdict_only && quick && self.rule.is_valid(bytes) {
            // The tree is for --json and parse only.
            writeln!(out, "ok: {}", shown::text(bytes, look.unicode_out))?;
            return Ok(true);
        }
        let answer = if default {
            // The typed entry point: the same tree as the rule's parse (the
            // oracle agreement tests check it), by its fast path.
            match UriRef::parse_bytes(bytes) {
                Ok(r) => Answer::LayerOk(Node::UriReference(r)),
                Err(e) => Answer::LayerErr(e),
            }
        } else {
            self.rule.answer(bytes)
        };
        // A plain check prints only the verdict: no tree to build.
        if answer.is_ok() && !self.as_json && self.style != Style::Parse {
            writeln!(out, "ok: {}", shown::text(bytes, look.unicode_out))?;
            return Ok(true);
        }
        if let Some(tree) = answer.streamed() {
            if self.as_json {
                crate::tree_out::write_json_line(out, bytes, &tree, look.unicode_out)?;
            } else if self.style == Style::Parse {
                let input = shown::text(bytes, look.unicode_out);
                crate::tree_out::write_lines(out, &input, &tree, look.unicode_out)?;
            } else {
                writeln!(out, "ok: {}", shown::text(bytes, look.unicode_out))?;
            }
            return Ok(true);
        }
        if let Some(ast) = answer.ast() {
            if self.as_json {
                let v = shown::with_input(bytes, json!({"valid": true, "ast": ast}));
                shown::write_json(out, &v, look.unicode_out)?;
            } else if self.style == Style::Parse {
                write_tree(out, &shown::text(bytes, look.unicode_out), &ast, look)?;
            } else {
                writeln!(out, "ok: {}", shown::text(bytes, look.unicode_out))?;
            }
            return Ok(true);
        }
        if self.as_json {
            let error = answer.error();
            let v = shown::with_input(bytes, json!({"valid": false, "error": error}));
            shown::write_json(out, &v, look.unicode_out)?;
        } else {
            // Answers so far first, so that both streams into one
            // file keep the input's order.
            out.flush()?;
            let frame = answer.frame(number, look.unicode_err).unwrap_or_default();
            writeln!(err, "{}\n", paint::frame(&frame, look.colour))?;
        }
        Ok(false)
    }
}

/// The components of a valid input, one `name: value` line each, in the
/// order of [`crate::tree_lines::ORDER`] for every grammar, each value
/// escaped as every output is.
fn write_tree(out: &mut dyn Write, input: &str, v: &Value, look: Look) -> io::Result<()> {
    writeln!(out, "{input}")?;
    for (name, value) in crate::tree_lines::lines(v) {
        let value = shown::escape_json_text(value, look.unicode_out);
        writeln!(
            out,
            "  {name}: {}",
            shown::text(value.as_bytes(), look.unicode_out)
        )?;
    }
    Ok(())
}
