//! `urigram urllib --jsonl` and the commands for people: `split`, `join`,
//! `quote`, `unquote`, `qs`, each printing what Python's `print()` would.
//!
//! Everything goes through `urigram::urllib::call_with`, the same entry
//! point the golden corpora check, so the output is CPython's for every
//! function. `--python X.Y` picks the release (3.9 to 3.13, default 3.11).

use std::io::{self, Write};

use urigram::urllib::{self, PyValue, Python, jsonl};

use crate::args::{self, Outcome};
use crate::lines;

/// `urigram urllib --jsonl`: one request per standard-input line, one
/// response line per request, in order, flushed after each. A line that is
/// not JSON or not UTF-8 gets an error response and the stream goes on.
pub fn run_jsonl(argv: &[String]) -> Outcome {
    let opts = match args::parse(argv, &["jsonl"], &["python"]) {
        Ok(o) => o,
        Err(e) => return Outcome::Usage(e),
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
    let stdout = io::stdout();
    let mut out = stdout.lock();
    let result = lines::for_each_input(&[], |bytes| {
        let response = match std::str::from_utf8(bytes) {
            Ok(line) => jsonl::respond_with(python, line),
            Err(e) => serde_json::json!({"error": {
                "type": "RequestError",
                "message": format!("request line is not UTF-8: invalid byte at offset {}", e.valid_up_to()),
            }})
            .to_string(),
        };
        writeln!(out, "{response}")?;
        out.flush()
    });
    match result {
        Ok(()) => Outcome::AllValid,
        Err(e) => Outcome::Io(e),
    }
}

/// The release `--python X.Y` names, 3.11 without it.
fn python_of(opts: &args::Parsed) -> Result<Python, String> {
    opts.value("python")
        .map_or(Ok(Python::V3_11), str::parse)
        .map_err(|e| e.to_string())
}

/// A command for people: which function it calls, how many operands it takes.
#[derive(Clone, Copy)]
pub enum Human {
    /// `split URL`: `print(urlsplit(URL))`.
    Split,
    /// `join BASE URL`: `print(urljoin(BASE, URL))`.
    Join,
    /// `quote TEXT`: `print(quote(TEXT))`.
    Quote,
    /// `unquote TEXT`: `print(unquote(TEXT))`.
    Unquote,
    /// `qs QUERY`: `print(parse_qs(QUERY))`.
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

    fn arity(self) -> usize {
        if matches!(self, Human::Join) { 2 } else { 1 }
    }
}

/// Runs a command for people. A Python exception is printed to stderr as
/// `urigram: ValueError: ...` and exits 1.
pub fn run_human(argv: &[String], which: Human) -> Outcome {
    let opts = match args::parse(argv, &[], &["python"]) {
        Ok(o) => o,
        Err(e) => return Outcome::Usage(e),
    };
    let python = match python_of(&opts) {
        Ok(p) => p,
        Err(e) => return Outcome::Usage(e),
    };
    if opts.operands.len() != which.arity() {
        return Outcome::Usage(format!(
            "{} takes {} operand{}",
            which.function(),
            which.arity(),
            if which.arity() == 1 { "" } else { "s" }
        ));
    }
    let args: Vec<PyValue> = opts
        .operands
        .iter()
        .map(|s| PyValue::Str(s.clone()))
        .collect();
    match urllib::call_with(python, which.function(), &args, &[]) {
        Ok(value) => {
            let text = printed(python, &value, which);
            match writeln!(io::stdout(), "{text}") {
                Ok(()) => Outcome::AllValid,
                Err(e) => Outcome::Io(e),
            }
        }
        Err(e) => {
            let _ = writeln!(io::stderr(), "urigram: {e}");
            Outcome::SomeInvalid
        }
    }
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
