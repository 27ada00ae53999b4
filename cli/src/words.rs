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

/// The words of a command whose `--grammar` takes only RFC 3986 and RFC
/// 6874 (`resolve`, `relativize`): a help that points to RFC 6874 names
/// `--grammar rfc6874`; one that points to a grammar the command cannot
/// read with (RFC 3987's IRIs) names nothing, and its sentence stands alone,
/// since `--grammar rfc3987` would be refused there.
pub fn rfc3986_layer(pointer: Pointer) -> Option<String> {
    match pointer {
        Pointer::Grammar(name @ "rfc6874") => Some(format!("--grammar {name}")),
        _ => None,
    }
}

/// The words of a command without `--grammar` (`to-uri`, `to-iri`): it
/// names nothing, so a help's sentence stands alone.
pub fn none(_: Pointer) -> Option<String> {
    None
}
