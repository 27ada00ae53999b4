//! `urigram urllib --jsonl` and the commands for people: `split`, `join`,
//! `quote`, `unquote`, `qs`, each printing what Python's `print()` would.
//!
//! Everything goes through `urigram::urllib::call_with`, the same entry
//! point the golden corpora check, so the output is CPython's for every
//! function. `--python X.Y` picks the release (3.9 to 3.13, default 3.11).

use std::ffi::OsString;

use urigram::urllib::{self, PyError, PyValue, Python, jsonl};

use crate::args::{Operand, Outcome, Parsed, Spec};
use crate::{Ctx, answered, lines, shown};

const JSONL: Spec = Spec {
    flags: &[("jsonl", None)],
    valued: &["python"],
};

/// The release `--python X.Y` names; 3.11 without it (`compare` takes it
/// the same way).
pub(crate) fn python_of(opts: &Parsed) -> Result<Python, String> {
    match opts.value("python")? {
        None => Ok(Python::V3_11),
        Some(text) => text.parse().map_err(|e| format!("--python: {e}")),
    }
}

/// `urigram urllib --jsonl`: one request per standard-input line, one
/// response line per request, in order, flushed after each (it is a
/// co-process protocol: the caller waits for each answer). A line that is not
/// JSON or not UTF-8 gets an error response and the stream goes on.
pub fn run_jsonl(mut ctx: Ctx<'_, '_>, argv: Vec<OsString>) -> Outcome {
    let opts = match ctx.options(argv, &JSONL) {
        Ok(o) => o,
        Err(end) => return end,
    };
    let python = match python_of(&opts) {
        Ok(p) => p,
        Err(e) => return Outcome::Usage(e),
    };
    if !opts.flag("jsonl") {
        return Outcome::Usage("urllib needs --jsonl".into());
    }
    if !opts.operands.is_empty() {
        return Outcome::Usage("urllib --jsonl reads its requests from standard input".into());
    }
    let unicode = ctx.io.unicode_stdout;
    let out = &mut *ctx.io.stdout;
    let result = lines::for_each_line(ctx.io.stdin, |bytes, _| {
        let response = match std::str::from_utf8(bytes) {
            Ok(line) => jsonl::respond_with(python, line),
            Err(e) => serde_json::json!({"error": {
                "type": "RequestError",
                "message": format!("request line is not UTF-8: invalid byte at offset {}", e.valid_up_to()),
            }})
            .to_string(),
        };
        // The response is JSON; DEL and C1 controls in it become escapes.
        writeln!(out, "{}", shown::escape_json_text(response, unicode))?;
        out.flush()
    });
    match result {
        Ok(()) => Outcome::AllValid,
        Err(e) => Outcome::Io(e),
    }
}

/// A command for people: which function it calls, with which options.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Human {
    /// `split [URL ...]`: `print(urlsplit(URL))`.
    Split,
    /// `join BASE [URL ...]`: `print(urljoin(BASE, URL))`.
    Join,
    /// `quote [TEXT ...]`: `print(quote(TEXT))`.
    Quote,
    /// `unquote [TEXT ...]`: `print(unquote(TEXT))`.
    Unquote,
    /// `qs [QUERY ...]`: `print(parse_qs(QUERY))`.
    Qs,
}

impl Human {
    fn function(self) -> &'static str {
        match self {
            Human::Split => "urlsplit",
            Human::Join => "urljoin",
            Human::Quote => "quote",
            Human::Unquote => "unquote",
            Human::Qs => "parse_qs",
        }
    }

    /// The options: Python's keyword arguments, spelled for the shell.
    fn spec(self) -> Spec {
        match self {
            Human::Split => Spec {
                flags: &[("no-fragments", None)],
                valued: &["scheme", "python"],
            },
            Human::Join => Spec {
                flags: &[("no-fragments", None)],
                valued: &["python"],
            },
            Human::Quote => Spec {
                flags: &[],
                valued: &["safe", "encoding", "errors", "python"],
            },
            Human::Unquote => Spec {
                flags: &[],
                valued: &["encoding", "errors", "python"],
            },
            Human::Qs => Spec {
                flags: &[("keep-blank-values", None), ("strict-parsing", None)],
                valued: &[
                    "encoding",
                    "errors",
                    "max-num-fields",
                    "separator",
                    "python",
                ],
            },
        }
    }
}

/// The keyword arguments that the options given stand for.
fn kwargs(opts: &Parsed, which: Human) -> Result<Vec<(String, PyValue)>, String> {
    let mut out = Vec::new();
    for (flag, keyword, value) in [
        ("no-fragments", "allow_fragments", false),
        ("keep-blank-values", "keep_blank_values", true),
        ("strict-parsing", "strict_parsing", true),
    ] {
        if opts.flag(flag) {
            out.push((keyword.to_string(), PyValue::Bool(value)));
        }
    }
    // `--python` picks the release; it is no keyword argument.
    for name in which.spec().valued.iter().filter(|&&n| n != "python") {
        let Some(text) = opts.value(name)? else {
            continue;
        };
        let value = if *name == "max-num-fields" {
            PyValue::int_from_decimal(text)
                .ok_or_else(|| format!("--max-num-fields takes an integer, not '{text}'"))?
        } else {
            PyValue::Str(text.to_string())
        };
        out.push((name.replace('-', "_"), value));
    }
    Ok(out)
}

/// Runs a command for people over its inputs: the operands (after BASE for
/// `join`), or standard input's lines, one answer line per input. A Python
/// exception, or an input that is not UTF-8, gets an empty line in its
/// place, is reported on stderr as `urigram CMD: input N: ...` and makes
/// the exit status 1; the other inputs still get their answers. (`unquote`
/// writes the decoded text as it is into a pipe: a decoded line end,
/// `%0A`, makes its answer two lines; `urigram urllib --jsonl` pairs every
/// answer with its request whatever it holds.)
pub fn run_human(mut ctx: Ctx<'_, '_>, argv: Vec<OsString>, which: Human) -> Outcome {
    let name = ctx.name;
    let opts = match ctx.options(argv, &which.spec()) {
        Ok(o) => o,
        Err(end) => return end,
    };
    let kwargs = match kwargs(&opts, which) {
        Ok(k) => k,
        Err(e) => return Outcome::Usage(e),
    };
    let python = match python_of(&opts) {
        Ok(p) => p,
        Err(e) => return Outcome::Usage(e),
    };
    let (base, inputs, first) = if which == Human::Join {
        let Some((base, rest)) = opts.operands.split_first() else {
            return Outcome::Usage("join needs a BASE URL".into());
        };
        match base {
            Operand::Arg(b) => match b.to_str() {
                Some(b) => (Some(PyValue::Str(b.to_string())), rest, 2),
                None => return Outcome::Usage("BASE is not UTF-8".into()),
            },
            Operand::Stdin => {
                return Outcome::Usage("BASE must be given on the command line, not as '-'".into());
            }
        }
    } else {
        (None, &opts.operands[..], 1)
    };
    let io = &mut *ctx.io;
    let (out, err, line_buffered) = (&mut *io.stdout, &mut *io.stderr, io.line_buffered);
    let (unicode_out, unicode_err) = (io.unicode_stdout, io.unicode_stderr);
    // The answers of `quote`, `unquote` and `join` are data (a string, a
    // URL), as `print` writes them: raw into a pipe or a file, where a
    // program reads them; escaped on a terminal, as every other answer
    // always is, since decoded data can hold any control. (`split` and `qs`
    // print a repr, which Python escapes itself.)
    let data = matches!(which, Human::Quote | Human::Unquote | Human::Join);
    let raw = data && !io.terminal_stdout;
    let mut any_raised = false;
    let result = lines::for_each_input(inputs, first, io.stdin, |bytes, number| {
        match call_one(python, which, base.as_ref(), bytes, &kwargs) {
            Ok(text) if raw => writeln!(out, "{text}")?,
            Ok(text) => writeln!(out, "{}", shown::text(text.as_bytes(), unicode_out))?,
            Err(problem) => {
                any_raised = true;
                // An empty line in the answer's place keeps the answers
                // paired with the inputs.
                writeln!(out)?;
                out.flush()?;
                let problem = shown::text(problem.as_bytes(), unicode_err);
                writeln!(err, "urigram {name}: input {number}: {problem}")?;
            }
        }
        answered(out, line_buffered)
    });
    match result {
        Err(e) => Outcome::Io(e),
        Ok(()) if any_raised => Outcome::SomeInvalid,
        Ok(()) => Outcome::AllValid,
    }
}

/// One input through the command's function: what `print()` shows, or the
/// problem (a Python exception, or bytes that are not UTF-8).
fn call_one(
    python: Python,
    which: Human,
    base: Option<&PyValue>,
    bytes: &[u8],
    kwargs: &[(String, PyValue)],
) -> Result<String, String> {
    let text = match std::str::from_utf8(bytes) {
        Ok(text) => text,
        // `split` says what CPython does with the bytes, as `compare` does.
        Err(_) if which == Human::Split => return Err(urigram::compare::not_utf8(python, bytes)),
        Err(e) => {
            return Err(format!(
                "not UTF-8 (invalid byte at offset {})",
                e.valid_up_to()
            ));
        }
    };
    let mut args: Vec<PyValue> = base.into_iter().cloned().collect();
    args.push(PyValue::Str(text.to_string()));
    urllib::call_with(python, which.function(), &args, kwargs)
        .map(|value| printed(python, &value, which))
        .map_err(|e: PyError| e.to_string())
}

/// `str(value)` as `print` shows it; a split result is shown as its named
/// tuple's repr, `SplitResult(scheme='http', ...)`.
fn printed(python: Python, value: &PyValue, which: Human) -> String {
    match (value, which) {
        (PyValue::Named { tuple, .. }, Human::Split) => {
            let names = ["scheme", "netloc", "path", "query", "fragment"];
            let fields: Vec<String> = names
                .iter()
                .zip(tuple)
                .map(|(n, v)| format!("{n}={}", urllib::repr_in(python, v)))
                .collect();
            format!("SplitResult({})", fields.join(", "))
        }
        (other, _) => urllib::str_of_in(python, other).into_owned(),
    }
}
