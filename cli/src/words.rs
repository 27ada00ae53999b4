//! How the command line names what a help line points to: a grammar as the
//! `--grammar` option that reads with it, where the library's own words
//! name a Rust module (`urigram::ParseOptions::RFC6874`). The command line
//! has no file-path conversion, so a help about a Windows path keeps the
//! library's sentence (which shows the `file:` form) and names nothing.

use urigram::engine::Pointer;

/// The command line's [`urigram::engine::Words`].
#[allow(clippy::unnecessary_wraps)] // the signature is the library's `Words`
pub fn cli(pointer: Pointer) -> Option<String> {
    match pointer {
        Pointer::Grammar(name) => Some(format!("--grammar {name}")),
        _ => None,
    }
}
