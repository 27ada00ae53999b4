//! `urigram`: check, parse, resolve and normalize URIs from the command line,
//! and run Python's `urllib.parse` functions.
//!
//! Exit codes: 0 when every input was valid, 1 when any was not, 2 on a usage
//! or I/O error. A closed stdout (a broken pipe) ends the run quietly.

#![forbid(unsafe_code)]

mod args;
mod check;
mod json;
mod lines;
mod lint;
mod normalize;
mod relativize;
mod resolve;
mod transform;
mod urllib;

use std::process::ExitCode;

const USAGE: &str = "\
usage: urigram <command> [options] [input ...]

commands:
  check [--rule RULE] [--json] [-q] [URI ...]   validate against an RFC 3986 rule
  parse [--rule RULE] [--json] [URI ...]        show the parsed components
  lint [--json] [URI ...]                       warn about risky URIs (RFC 3986 section 7)
  urllib --jsonl                                Python's urllib.parse, one JSON request per stdin line
  split URL                                     print(urllib.parse.urlsplit(URL))
  join BASE URL                                 print(urllib.parse.urljoin(BASE, URL))
  quote TEXT                                    print(urllib.parse.quote(TEXT))
  unquote TEXT                                  print(urllib.parse.unquote(TEXT))
  qs QUERY                                      print(urllib.parse.parse_qs(QUERY))
                                                (these six take --python X.Y: 3.9 to 3.13, default 3.11)
  resolve [--json] [--non-strict | --rfc1808] BASE [REF ...]
                                                resolve references (RFC 3986 section 5)
  normalize [--json] [--rfc5952] [--syntax-only] [URI ...]
                                                normalize URIs (RFC 3986 section 6)
  relativize [--json] BASE [TARGET ...]         the shortest reference from BASE to each

With no inputs, each reads one input per line from standard input.
resolve, normalize and relativize print one result per line (diagnostics go
to stderr); with --json, one {\"input\", \"result\"} or {\"input\", \"error\"} object
per input line.
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
        "urllib" => urllib::run_jsonl(rest),
        "split" => urllib::run_human(rest, urllib::Human::Split),
        "join" => urllib::run_human(rest, urllib::Human::Join),
        "quote" => urllib::run_human(rest, urllib::Human::Quote),
        "unquote" => urllib::run_human(rest, urllib::Human::Unquote),
        "qs" => urllib::run_human(rest, urllib::Human::Qs),
        "resolve" => resolve::run(rest),
        "normalize" => normalize::run(rest),
        "relativize" => relativize::run(rest),
        "-h" | "--help" | "help" => {
            return args::print_help(USAGE);
        }
        other => return args::usage_error(USAGE, &format!("unknown command {other:?}")),
    };
    args::exit(outcome, USAGE)
}
