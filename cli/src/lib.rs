//! The `urigram` command-line tool as a library: [`run`] takes the arguments
//! and the three standard streams and returns the exit status, so the binary
//! is a thin `main` and the fuzz target `cli_args` drives the same code.
//!
//! Exit status: 0 when every input was valid, 1 when any was not (or drew a
//! lint warning), 2 on a usage or I/O error. A closed stdout (a broken pipe)
//! ends the run quietly with 0.
//!
//! Streams: a command's answers (ok lines, components, results, lint
//! warnings, JSON lines) go to standard output; diagnostics (why an input is
//! invalid, a Python exception, a usage or I/O error) go to standard error.
//! With `--json`, an invalid input's error is part of its JSON line on
//! standard output instead.
//!
//! Lines: the commands that answer each input with one result (`normalize`,
//! `resolve`, `relativize`, `to-uri`, `to-iri`, `split`, `join`, `quote`,
//! `unquote`, `qs`) write exactly one line per input line, an empty one for
//! an input they cannot answer, so that `paste` lines the answers up with
//! the inputs. Data or display: the answers that are data (a URI, a decoded
//! string) are written as they are into a pipe or a file; on a terminal, and
//! in every frame and message, text from an input is escaped for display.

#![forbid(unsafe_code)]

mod args;
mod check;
mod compare;
mod grammar;
mod grammars;
mod help;
mod iri;
mod iri_tree;
mod java;
mod json;
mod lines;
mod lint;
mod lint_iri;
mod lint_kept;
mod normalize;
mod paint;
mod printable;
mod readers;
mod reference_tree;
mod relativize;
mod resolve;
mod shown;
mod spark;
mod template;
mod template_arg;
mod template_route;
mod transform;
mod tree_lines;
mod tree_out;
mod trees;
mod urllib;
mod words;

use std::ffi::OsString;
use std::io::{self, Read, Write};

use args::Outcome;

/// The standard streams of a run, and how to write to them.
pub struct Streams<'a> {
    /// Where the inputs come from when there are no operands (or at `-`).
    pub stdin: &'a mut dyn Read,
    /// Answers.
    pub stdout: &'a mut dyn Write,
    /// Diagnostics.
    pub stderr: &'a mut dyn Write,
    /// Flush standard output after every answer (on a terminal, or with
    /// `--line-buffered`); otherwise the caller buffers it in blocks.
    pub line_buffered: bool,
    /// Colour the frames written to standard output.
    pub colour_stdout: bool,
    /// Colour the frames written to standard error.
    pub colour_stderr: bool,
    /// Standard output is a terminal. The commands whose answers are data
    /// (`normalize`, `resolve`, `relativize`, `to-uri`, `to-iri`, `quote`,
    /// `unquote`, `join`) write them exactly as they are into a pipe or a
    /// file, and escaped for display only here.
    pub terminal_stdout: bool,
    /// Show non-ASCII characters from an input as themselves on standard
    /// output (false: as `\u{N}` escapes). The binary turns it off only on
    /// a terminal whose locale (`LC_ALL`, `LC_CTYPE`, `LANG`) is not UTF-8;
    /// into a pipe or a file the text is UTF-8 data. Controls are escaped
    /// either way.
    pub unicode_stdout: bool,
    /// The same for standard error.
    pub unicode_stderr: bool,
}

/// What one command needs to run: its options and the streams.
pub(crate) struct Ctx<'s, 'a> {
    /// The command's name, for messages.
    pub name: &'static str,
    /// The streams.
    pub io: &'s mut Streams<'a>,
}

impl Ctx<'_, '_> {
    /// Sorts the command's words by `spec`. `--help` prints the command's
    /// help and ends the run (exit 0); `--line-buffered` is taken here.
    ///
    /// # Errors
    /// The outcome to end the run with: the help was printed, or a usage
    /// error.
    pub fn options(
        &mut self,
        args: Vec<OsString>,
        spec: &args::Spec,
    ) -> Result<args::Parsed, Outcome> {
        let parsed = args::parse(args, spec).map_err(Outcome::Usage)?;
        if parsed.help {
            let text = help::of(self.name).unwrap_or_else(|| help::MAIN.to_string());
            self.io.stdout.write_all(text.as_bytes())?;
            return Err(Outcome::AllValid);
        }
        self.io.line_buffered |= parsed.line_buffered;
        Ok(parsed)
    }
}

/// Ends one answer: flushes standard output when it is line-buffered.
pub(crate) fn answered(out: &mut dyn Write, line_buffered: bool) -> io::Result<()> {
    if line_buffered { out.flush() } else { Ok(()) }
}

/// The commands, with the function that runs each.
type Command = fn(Ctx<'_, '_>, Vec<OsString>) -> Outcome;

const COMMANDS: &[(&str, Command)] = &[
    ("check", |c, a| check::run(c, a, check::Style::Check)),
    ("parse", |c, a| check::run(c, a, check::Style::Parse)),
    ("compare", compare::run),
    ("grammars", grammars::run),
    ("readers", readers::run),
    ("lint", lint::run),
    ("resolve", resolve::run),
    ("normalize", normalize::run),
    ("relativize", relativize::run),
    ("to-uri", |c, a| iri::run(c, a, iri::Way::ToUri)),
    ("to-iri", |c, a| iri::run(c, a, iri::Way::ToIri)),
    ("urllib", urllib::run_jsonl),
    ("split", |c, a| {
        urllib::run_human(c, a, urllib::Human::Split)
    }),
    ("join", |c, a| urllib::run_human(c, a, urllib::Human::Join)),
    ("quote", |c, a| {
        urllib::run_human(c, a, urllib::Human::Quote)
    }),
    ("unquote", |c, a| {
        urllib::run_human(c, a, urllib::Human::Unquote)
    }),
    ("qs", |c, a| urllib::run_human(c, a, urllib::Human::Qs)),
    ("java", java::run),
    ("spark", spark::run),
    ("template", template::run),
];

/// Runs `urigram` with `args` (the words after the program name) and returns
/// its exit status. Nothing here panics on any arguments or input.
///
/// ```
/// use urigram_cli::{Streams, run};
///
/// let mut stdin: &[u8] = b"http://a/b\nhttp://a b\n";
/// let (mut out, mut err) = (Vec::new(), Vec::new());
/// let mut io = Streams {
///     stdin: &mut stdin,
///     stdout: &mut out,
///     stderr: &mut err,
///     line_buffered: false,
///     colour_stdout: false,
///     colour_stderr: false,
///     terminal_stdout: false,
///     unicode_stdout: true,
///     unicode_stderr: true,
/// };
/// assert_eq!(run(vec!["check".into()], &mut io), 1);
/// assert_eq!(out, b"ok: http://a/b\n");
/// // The frame of the invalid second line, numbered as line 2.
/// assert!(String::from_utf8(err).unwrap().contains("\n2 | http://a b\n"));
/// ```
pub fn run(args: Vec<OsString>, io: &mut Streams<'_>) -> u8 {
    let mut words = args.into_iter();
    let Some(first) = words.next() else {
        return usage(io, "urigram", None, "no command given");
    };
    let rest: Vec<OsString> = words.collect();
    let Some(word) = first.to_str() else {
        return usage(io, "urigram", None, "unknown command (not UTF-8)");
    };
    match word {
        "-h" | "--help" => return print(io, help::MAIN),
        "-V" | "--version" => {
            let line = format!("urigram {}\n", env!("CARGO_PKG_VERSION"));
            return print(io, &line);
        }
        "help" => return run_help(io, &rest),
        _ => {}
    }
    let Some(&(name, command)) = COMMANDS.iter().find(|(n, _)| *n == word) else {
        let msg = if word.starts_with('-') {
            format!("unknown option '{word}' (a command comes first)")
        } else {
            format!("unknown command '{word}'")
        };
        return usage(io, "urigram", None, &msg);
    };
    let outcome = command(Ctx { name, io }, rest);
    finish(io, name, outcome)
}

/// `urigram help [COMMAND]`.
fn run_help(io: &mut Streams<'_>, rest: &[OsString]) -> u8 {
    match rest {
        [] => print(io, help::MAIN),
        [one] if one == "-h" || one == "--help" => print(io, help::MAIN),
        [one] => match one.to_str().and_then(help::of) {
            Some(text) => print(io, &text),
            None => {
                let shown = one.to_string_lossy();
                let names = COMMANDS.iter().map(|(n, _)| *n);
                let msg = match args::nearest(&shown, names) {
                    Some(near) => format!("no command '{shown}'; did you mean '{near}'?"),
                    None => format!("no command '{shown}'"),
                };
                usage(io, "urigram help", None, &msg)
            }
        },
        _ => usage(io, "urigram help", None, "help takes at most one command"),
    }
}

/// Writes `text` to standard output: exit 0.
fn print(io: &mut Streams<'_>, text: &str) -> u8 {
    match io
        .stdout
        .write_all(text.as_bytes())
        .and_then(|()| io.stdout.flush())
    {
        Ok(()) => 0,
        Err(e) => io_error(io, "urigram", &e),
    }
}

/// A usage error: one line, a pointer to the help, exit 2.
fn usage(io: &mut Streams<'_>, who: &str, command: Option<&str>, msg: &str) -> u8 {
    let help = match command {
        Some(c) => format!("urigram {c} --help"),
        None => "urigram --help".to_string(),
    };
    // A message may quote an argument: shown escaped, as any input is.
    let msg = shown::text(msg.as_bytes(), io.unicode_stderr);
    let _ = writeln!(
        io.stderr,
        "{who}: {msg}\nTry '{help}' for more information."
    );
    2
}

fn io_error(io: &mut Streams<'_>, who: &str, e: &io::Error) -> u8 {
    if e.kind() == io::ErrorKind::BrokenPipe {
        return 0;
    }
    let _ = writeln!(io.stderr, "{who}: {e}");
    2
}

/// The exit status of a command's outcome.
fn finish(io: &mut Streams<'_>, name: &str, outcome: Outcome) -> u8 {
    let outcome = match (outcome, io.stdout.flush()) {
        (o @ (Outcome::Usage(_) | Outcome::Io(_) | Outcome::Unanswerable), _) => o,
        (_, Err(e)) => Outcome::Io(e),
        (o, Ok(())) => o,
    };
    match outcome {
        Outcome::Usage(msg) => usage(io, &format!("urigram {name}"), Some(name), &msg),
        Outcome::Io(e) => io_error(io, &format!("urigram {name}"), &e),
        Outcome::Unanswerable => 2,
        Outcome::AllValid => 0,
        Outcome::SomeInvalid => 1,
    }
}

/// Whether the locale in the environment (`LC_ALL`, else `LC_CTYPE`, else
/// `LANG`, the first set and not empty) takes UTF-8; `var` reads a
/// variable. The binary shows non-ASCII text on a terminal as itself only
/// then ([`Streams::unicode_stdout`]).
///
/// ```
/// let env = |k: &str| (k == "LANG").then(|| "en_GB.UTF-8".to_string());
/// assert!(urigram_cli::locale_is_utf8(env));
/// assert!(!urigram_cli::locale_is_utf8(|_| None));
/// ```
pub fn locale_is_utf8(var: impl Fn(&str) -> Option<String>) -> bool {
    shown::locale_is_utf8(var)
}
