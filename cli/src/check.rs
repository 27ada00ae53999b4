//! `urigram check` and `urigram parse`: match inputs against a rule.

use std::io::{self, Write};

use serde_json::json;
use urigram::{Node, Rule, UriRef};

use crate::args::{self, Outcome};
use crate::{json, lines};

/// Which command is running: they differ only in what a valid input prints.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Style {
    /// `check`: valid inputs print `ok` lines (nothing with `-q`).
    Check,
    /// `parse`: valid inputs print their components.
    Parse,
}

/// Runs the command over its inputs.
pub fn run(argv: &[String], style: Style) -> Outcome {
    let opts = match args::parse(argv, &["json", "q", "quiet"], &["rule"]) {
        Ok(o) => o,
        Err(e) => return Outcome::Usage(e),
    };
    let rule = match opts.value("rule") {
        None => Rule::UriReference,
        Some(name) => match Rule::from_abnf_name(name) {
            Some(r) => r,
            None => {
                return Outcome::Usage(format!("no rule named {name:?} in RFC 3986 Appendix A"));
            }
        },
    };
    let as_json = opts.flag("json");
    let quiet = opts.flag("q") || opts.flag("quiet");
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    let mut any_invalid = false;
    // `check` without --json only needs the verdict of a valid input, which
    // the single pass of `is_valid` gives fastest (it is tested to agree
    // with the grammar); any other case, and an invalid input's diagnostic,
    // take the full parse.
    let verdict_only = style == Style::Check && !as_json && rule == Rule::UriReference;
    let result = lines::for_each_input(&opts.operands, |bytes| {
        if verdict_only {
            if let Ok(s) = std::str::from_utf8(bytes) {
                if urigram::is_valid(s) {
                    return if quiet {
                        Ok(())
                    } else {
                        writeln!(out, "ok: {s}")
                    };
                }
            }
        }
        let parsed = if rule == Rule::UriReference {
            // The typed entry point: the same tree as the rule's parse (the
            // oracle agreement tests check it), by its fast path.
            UriRef::parse_bytes(bytes).map(Node::UriReference)
        } else {
            rule.parse_bytes(bytes)
        };
        match parsed {
            Ok(node) => {
                let shown = String::from_utf8_lossy(bytes);
                if as_json {
                    let v = json!({"input": shown, "valid": true, "ast": json::node(&node)});
                    writeln!(out, "{v}")?;
                } else if style == Style::Parse {
                    write_tree(&mut out, &shown, &node)?;
                } else if !quiet {
                    writeln!(out, "ok: {shown}")?;
                }
            }
            Err(e) => {
                any_invalid = true;
                if as_json {
                    let shown = String::from_utf8_lossy(bytes);
                    let v = json!({"input": shown, "valid": false, "error": json::error(&e)});
                    writeln!(out, "{v}")?;
                } else if !quiet {
                    writeln!(out, "{e:#}\n")?;
                }
            }
        }
        // JSON lines are flushed one by one, so a reader of the stream sees
        // each answer as soon as it is made; the human forms are written in
        // blocks.
        if as_json { out.flush() } else { Ok(()) }
    });
    if let Err(e) = result.and_then(|()| out.flush()) {
        return Outcome::Io(e);
    }
    if any_invalid {
        Outcome::SomeInvalid
    } else {
        Outcome::AllValid
    }
}

/// The components of a valid input, one per line.
fn write_tree(out: &mut impl Write, input: &str, node: &Node<'_>) -> io::Result<()> {
    writeln!(out, "{input}")?;
    let v = json::node(node);
    if let Some(obj) = v.as_object() {
        for (k, val) in obj {
            writeln!(out, "  {k}: {val}")?;
        }
    }
    Ok(())
}
