//! `urigram`: check, parse, resolve and normalize URIs from the command line,
//! and run Python's `urllib.parse` functions.
//!
//! Exit codes: 0 when every input was valid, 1 when any was not, 2 on a usage
//! or I/O error. A closed stdout (a broken pipe) ends the run quietly.

mod args;
mod check;
mod json;
mod lines;
mod lint;

use std::process::ExitCode;

const USAGE: &str = "\
usage: urigram <command> [options] [input ...]

commands:
  check [--rule RULE] [--json] [-q] [URI ...]   validate against an RFC 3986 rule
  parse [--rule RULE] [--json] [URI ...]        show the parsed components
  lint [--json] [URI ...]                       warn about risky URIs (RFC 3986 section 7)

With no inputs, each reads one input per line from standard input.
Exit status: 0 all valid, 1 some invalid, 2 usage or I/O error.";

fn main() -> ExitCode {
    let argv: Vec<String> = std::env::args().skip(1).collect();
    let Some((command, rest)) = argv.split_first() else {
        return args::usage_error(USAGE, "no command given");
    };
    let outcome = match command.as_str() {
        "check" => check::run(rest, check::Style::Check),
        "parse" => check::run(rest, check::Style::Parse),
        "lint" => lint::run(rest),
        "-h" | "--help" | "help" => {
            return args::print_help(USAGE);
        }
        other => return args::usage_error(USAGE, &format!("unknown command {other:?}")),
    };
    args::exit(outcome, USAGE)
}
