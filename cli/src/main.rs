//! `urigram`: check, parse, resolve and normalize URIs from the command line,
//! and run Python's `urllib.parse` functions. The work is in the library
//! ([`urigram_cli::run`]); this sets up the streams.

#![forbid(unsafe_code)]

use std::io::{self, BufWriter, IsTerminal};
use std::process::ExitCode;

use urigram_cli::{Streams, run};

/// mimalloc rather than the system's allocator: `compare` allocates and
/// frees many small strings a line (each reader's parts), which glibc's
/// malloc made a fifth of its time (see `Cargo.toml`).
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> ExitCode {
    let stdout = io::stdout();
    let stderr = io::stderr();
    let on_terminal = stdout.is_terminal();
    let err_on_terminal = stderr.is_terminal();
    // Non-ASCII text is shown as itself into a pipe or a file, and on a
    // terminal whose locale takes UTF-8.
    let utf8_locale = urigram_cli::locale_is_utf8(|k| std::env::var(k).ok());
    // NO_COLOR (https://no-color.org): present and not empty turns colour off.
    let no_colour = std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
    // Block-buffered always; on a terminal every answer is flushed at once
    // (line-buffered), into a pipe or a file only when the block is full.
    let mut out = BufWriter::with_capacity(64 * 1024, stdout.lock());
    let mut err = stderr.lock();
    let mut stdin = io::stdin().lock();
    let mut streams = Streams {
        stdin: &mut stdin,
        stdout: &mut out,
        stderr: &mut err,
        line_buffered: on_terminal,
        colour_stdout: on_terminal && !no_colour,
        colour_stderr: err_on_terminal && !no_colour,
        terminal_stdout: on_terminal,
        unicode_stdout: !on_terminal || utf8_locale,
        unicode_stderr: !err_on_terminal || utf8_locale,
    };
    let code = run(std::env::args_os().skip(1).collect(), &mut streams);
    ExitCode::from(code)
}
