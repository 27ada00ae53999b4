//! What a help line sends its reader to beyond the input (another grammar,
//! a file-path conversion), kept as a fact that does not depend on how the
//! reader calls urigram, so that each face names it in the terms its reader
//! types: `urigram::ParseOptions::RFC6874` in Rust, `--grammar rfc6874` on
//! the command line, `grammar="rfc6874"` in Python.
//!
//! A help's sentence is whole without the name (it says what to do in the
//! RFC's terms); a face that has a name for the pointer adds it as a clause
//! at the end ([`Pointer::write_clause`]), and a face without one (the
//! command line has no file-path conversion) adds nothing.

use std::fmt;

/// Something a help points its reader to, beyond the input.
///
/// ```
/// use urigram::{Help, Uri, engine::Pointer};
/// let err = Uri::parse("http://[fe80::1%25eth0]/").unwrap_err();
/// assert_eq!(err.help().and_then(|h| h.pointer()), Some(Pointer::Grammar("rfc6874")));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Pointer {
    /// Another of urigram's grammars, by its name in
    /// [`crate::grammars::named`]: `"rfc6874"` reads zone IDs, `"rfc3987"`
    /// IRIs.
    Grammar(&'static str),
    /// The conversion of a (Windows) file-system path into a `file:` URI
    /// (RFC 8089).
    FilePath,
}

/// How a face names a [`Pointer`] for its reader: the text to type, or
/// `None` where the face has nothing to offer (the help's sentence then
/// stands alone). [`rust`] is the library's own.
pub type Words = fn(Pointer) -> Option<String>;

/// The names a Rust reader types: a grammar's module or option, the
/// `file_path` conversion. `Display` of a help and `{:#}` of an error use
/// these.
///
/// ```
/// use urigram::engine::{Pointer, rust};
/// assert_eq!(rust(Pointer::Grammar("rfc6874")).as_deref(), Some("urigram::ParseOptions::RFC6874"));
/// assert_eq!(rust(Pointer::Grammar("rfc3987")).as_deref(), Some("urigram::grammars::rfc3987"));
/// assert_eq!(rust(Pointer::FilePath).as_deref(), Some("urigram::file_path::to_uri"));
/// ```
#[must_use]
pub fn rust(pointer: Pointer) -> Option<String> {
    Some(match pointer {
        // RFC 6874 is RFC 3986 with one rule changed: an option of the
        // same parsers rather than a parser of its own.
        Pointer::Grammar("rfc6874") => "urigram::ParseOptions::RFC6874".to_owned(),
        Pointer::Grammar(name) => format!("urigram::grammars::{name}"),
        Pointer::FilePath => "urigram::file_path::to_uri".to_owned(),
    })
}

impl Pointer {
    /// Writes the clause that names this pointer at the end of a help's
    /// sentence, with `words`' name for it (nothing when `words` has none):
    /// `, with NAME` for a grammar, `, which NAME gives` for the file-path
    /// conversion.
    ///
    /// # Errors
    /// Those of `f`.
    pub fn write_clause(self, words: Words, f: &mut dyn fmt::Write) -> fmt::Result {
        let Some(name) = words(self) else {
            return Ok(());
        };
        match self {
            Pointer::Grammar(_) => write!(f, ", with {name}"),
            Pointer::FilePath => write!(f, ", which {name} gives"),
        }
    }
}
