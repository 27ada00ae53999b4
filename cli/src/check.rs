//! `urigram check` and `urigram parse`: match inputs against a rule.

use std::ffi::OsString;
use std::io::{self, Write};

use serde_json::json;
use urigram::{Node, Rule, UriRef};

use crate::args::{self, Outcome, Spec};
use crate::{Ctx, answered, json, lines, paint};

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
    valued: &["rule"],
};

const PARSE: Spec = Spec {
    flags: &[("json", None)],
    valued: &["rule"],
};

/// The rule named `name`, or the usage message: with the nearest name when
/// it looks like a typo. `list` is not a rule: the caller prints the names.
fn rule_named(name: &str) -> Result<Rule, String> {
    Rule::from_abnf_name(name).ok_or_else(|| {
        let names = Rule::ALL.iter().map(|r| r.abnf_name());
        match args::nearest(name, names) {
            Some(near) => format!(
                "no rule named '{name}' in RFC 3986 Appendix A; did you mean '{near}'? ('--rule list' names them all)"
            ),
            None => format!(
                "no rule named '{name}' in RFC 3986 Appendix A ('--rule list' names them all)"
            ),
        }
    })
}

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
    let rule = match opts.value("rule") {
        Err(e) => return Outcome::Usage(e),
        Ok(None) => Rule::UriReference,
        Ok(Some("list")) => {
            for r in Rule::ALL {
                if let Err(e) = writeln!(ctx.io.stdout, "{}", r.abnf_name()) {
                    return Outcome::Io(e);
                }
            }
            return Outcome::AllValid;
        }
        Ok(Some(name)) => match rule_named(name) {
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
    let (out, err, line_buffered, colour) = (
        &mut *io.stdout,
        &mut *io.stderr,
        io.line_buffered,
        io.colour_stderr,
    );
    let mut any_invalid = false;
    let result = lines::for_each_input(&opts.operands, 1, io.stdin, |bytes, number| {
        any_invalid |= !shape.answer(out, err, colour, bytes, number)?;
        answered(out, line_buffered)
    });
    match result {
        Err(e) => Outcome::Io(e),
        Ok(()) if any_invalid => Outcome::SomeInvalid,
        Ok(()) => Outcome::AllValid,
    }
}

/// What the command prints, from its options.
struct Shape {
    style: Style,
    rule: Rule,
    as_json: bool,
    quiet: bool,
}

impl Shape {
    /// Answers one input (number `number`); returns whether it was valid.
    fn answer(
        &self,
        out: &mut dyn Write,
        err: &mut dyn Write,
        colour: bool,
        bytes: &[u8],
        number: u64,
    ) -> io::Result<bool> {
        // `check` without --json only needs the verdict of a valid input,
        // which the single pass of `is_valid` gives fastest (it is tested to
        // agree with the grammar); any other case, and an invalid input's
        // diagnostic, take the full parse.
        let verdict_only = self.style == Style::Check && !self.as_json;
        if verdict_only && self.rule == Rule::UriReference {
            if let Ok(s) = std::str::from_utf8(bytes) {
                if urigram::is_valid(s) {
                    if !self.quiet {
                        writeln!(out, "ok: {s}")?;
                    }
                    return Ok(true);
                }
            }
        }
        if self.quiet {
            // Nothing to print either way (--json included): the exit
            // status tells.
            return Ok(self.rule.parse_bytes(bytes).is_ok());
        }
        let parsed = if self.rule == Rule::UriReference {
            // The typed entry point: the same tree as the rule's parse (the
            // oracle agreement tests check it), by its fast path.
            UriRef::parse_bytes(bytes).map(Node::UriReference)
        } else {
            self.rule.parse_bytes(bytes)
        };
        let shown = String::from_utf8_lossy(bytes);
        match parsed {
            Ok(node) => {
                if self.as_json {
                    let v = json!({"input": shown, "valid": true, "ast": json::node(&node)});
                    writeln!(out, "{v}")?;
                } else if self.style == Style::Parse {
                    write_tree(out, &shown, &node)?;
                } else {
                    writeln!(out, "ok: {shown}")?;
                }
                Ok(true)
            }
            Err(e) => {
                if self.as_json {
                    let v = json!({"input": shown, "valid": false, "error": json::error(&e)});
                    writeln!(out, "{v}")?;
                } else {
                    // Answers so far first, so that both streams into one
                    // file keep the input's order.
                    out.flush()?;
                    let frame = e.frame_at_line(number).to_string();
                    writeln!(err, "{}\n", paint::frame(&frame, colour))?;
                }
                Ok(false)
            }
        }
    }
}

/// The components of a valid input, one per line.
fn write_tree(out: &mut dyn Write, input: &str, node: &Node<'_>) -> io::Result<()> {
    writeln!(out, "{input}")?;
    let v = json::node(node);
    if let Some(obj) = v.as_object() {
        for (k, val) in obj {
            writeln!(out, "  {k}: {val}")?;
        }
    }
    Ok(())
}
