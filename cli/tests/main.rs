//! The `urigram` binary's tests, one binary, one module per topic. Each runs
//! the built binary (`CARGO_BIN_EXE_urigram`) as a user would:
//!
//! - `cli_check`: `urigram check --json --rule R` for every rule of the
//!   grammar file, against the oracle: the format, exit codes, raw lines.
//! - `cli_lint`: `urigram lint`: JSON lines, exit codes, the human rendering.
//! - `cli_ops`: the resolve, normalize and relativize commands.
//! - `cli_stream`: the CLI on huge, many and malformed lines, in bounded memory.
//! - `cli_urllib`: the binary's `urllib --jsonl`, `split` and `join`, against
//!   CPython's printed output.
//! - `oracle`: the library's independent ABNF oracle (`tests/oracle` at the
//!   workspace root), shared rather than copied.
#![allow(clippy::unwrap_used)]

mod cli_check;
mod cli_lint;
mod cli_ops;
mod cli_stream;
mod cli_urllib;
// Only part of the oracle serves the CLI tests.
#[allow(dead_code)]
#[path = "../../tests/oracle/mod.rs"]
mod oracle;
