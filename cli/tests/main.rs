//! The `urigram` binary's tests, one binary, one module per topic. Each runs
//! the built binary (`CARGO_BIN_EXE_urigram`) as a user would:
//!
//! - `cli_bytes`: every byte value through every command and mode: nothing
//!   that can drive a terminal reaches stdout or stderr raw; inputs that are
//!   not UTF-8 keep their bytes; `compare`'s verdicts.
//! - `cli_check`: `urigram check --json --rule R` for every rule of the
//!   grammar file, against the oracle: the format, exit codes, raw lines.
//! - `cli_data_lines`: data commands write characters into a pipe
//!   (`to-iri | to-uri` gives RFC 3987's examples back), and every
//!   line-for-line command one line per input line on the real URL lists.
//! - `cli_compare`: `urigram compare` and the example of `docs/cli.md`, against the
//!   oracle and CPython.
//! - `cli_compare_base`: `compare --base`: each reader's own resolution, a
//!   reader without one left out and named, `readers --json`'s `resolution`.
//! - `cli_docs`: every `$ urigram` line of the README and the guides under
//!   `docs/`, run, against the output the page shows.
//! - `cli_grammars`: `--grammar` for every grammar and rule name of its
//!   ABNF file, against the oracle; `urigram grammars`.
//! - `cli_iri`: `to-uri` and `to-iri` on RFC 3987's examples, `--json`,
//!   exit codes, and `check --grammar rfc3987` offsets.
//! - `cli_linear_alloc`: every command in linear memory on hostile lines,
//!   `compare` and the JSON-lines loop included, counted in-process.
//! - `cli_java`: `urigram java`, against the JDK's recorded answers
//!   (`tests/data/java/vectors.jsonl`): JSON, the human line, exit codes.
//! - `cli_spark`: `urigram spark parse-url` against pyspark's recorded
//!   answers (`tests/data/spark/vectors.jsonl`), `--ansi`, usage errors.
//! - `cli_lint`: `urigram lint`: JSON lines, exit codes, the human rendering.
//! - `cli_ops`: the resolve, normalize and relativize commands.
//! - `cli_readers`: `urigram readers`, the library's registry of
//!   `compare`'s readers, and every list of readers checked against it.
//! - `cli_readme`: the README's first screen against the binary.
//! - `cli_regressions`: the kept inputs of the `cli_args` and
//!   `jsonl_requests` fuzz targets, replayed through `properties`.
//! - `cli_stream`: the CLI on huge, many and malformed lines, in bounded memory.
//! - `cli_template`: `urigram template expand|match|check`: the whole
//!   uritemplate-test suite through `expand`, `match --json` read back
//!   through `expand --vars`, `check`'s verdicts, and `check --grammar
//!   rfc6570` for every rule.
//! - `cli_template_route`: `urigram template route` (a file or
//!   `--template`, the first or every match, display and data), and
//!   `template expand --vars`: required, numbers as their JSON text.
//! - `cli_streams`: stdout for answers, stderr for diagnostics, frames
//!   numbered by line or operand, blank lines answered by every command.
//! - `cli_trees`: the JSON `ast` and `compare` rows of RFC 1808 and RFC
//!   1945, against the RFCs' own examples.
//! - `cli_tty`: on a pseudo-terminal: answers before the input ends, colour,
//!   `NO_COLOR`.
//! - `cli_urllib`: the binary's `urllib --jsonl`, `split` and `join`, against
//!   CPython's printed output.
//! - `cli_usage`: help for every command, `--version`, usage errors, `--`
//!   and `-`, `--rule` names.
//! - `cli_words`: help lines that name what a command-line user types
//!   (`--grammar rfc6874`), `normalize --grammar rfc3987` and
//!   `to-uri --idna`.
//! - `external_suites`: other URI libraries' own test cases
//!   (`tests/data/external-suites/`) through `run.py`: each agrees or is
//!   adjudicated, none stale.
//! - `properties`: the properties of the CLI's fuzz targets.
//! - `oracle`: the library's independent ABNF oracle (`tests/oracle` at the
//!   workspace root), shared rather than copied.
#![allow(clippy::unwrap_used)]

mod cli_bytes;
mod cli_check;
mod cli_compare;
mod cli_compare_base;
mod cli_data_lines;
mod cli_docs;
mod cli_grammars;
mod cli_iri;
mod cli_java;
mod cli_linear_alloc;
mod cli_lint;
mod cli_ops;
mod cli_readers;
mod cli_readme;
mod cli_regressions;
mod cli_spark;
mod cli_stream;
mod cli_streams;
mod cli_template;
mod cli_template_route;
mod cli_trees;
mod cli_tty;
mod cli_urllib;
mod cli_usage;
mod cli_words;
mod external_suites;
// Only part of the oracle serves the CLI tests.
#[allow(dead_code)]
#[path = "../../tests/oracle/mod.rs"]
mod oracle;
pub mod properties;
