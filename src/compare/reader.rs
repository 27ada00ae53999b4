//! The readers `compare` lines up: every grammar, urllib as a CPython
//! release splits, java.net.URI as JDK 17 reads, and the WHATWG URL
//! Standard.

use std::fmt;
use std::str::FromStr;

use crate::grammars::{self, Grammar};
use crate::urllib::Python;

/// One reader of URIs.
///
/// ```
/// use urigram::compare::Reader;
/// use urigram::urllib::Python;
/// let r: Reader = "rfc6874".parse().unwrap();
/// assert_eq!(r.name(), "rfc6874");
/// assert_eq!(Reader::Urllib(Python::V3_12).name(), "urllib");
/// let list = Reader::parse_list("whatwg,urllib", Python::V3_11).unwrap();
/// assert_eq!(list.len(), 2);
/// assert!("rfc9999".parse::<Reader>().is_err());
/// // A grammar of templates reads no URI, so it is no reader.
/// assert!("rfc6570".parse::<Reader>().is_err());
/// ```
#[derive(Clone, Copy, Debug)]
#[non_exhaustive]
pub enum Reader {
    /// A grammar of [`grammars::ALL`], with its top rule.
    Grammar(&'static Grammar),
    /// Python's `urllib.parse.urlsplit` as this CPython release splits.
    Urllib(Python),
    /// `new java.net.URI(s)` as JDK 17 reads it ([`crate::java`]): its
    /// raw getters as the parts.
    Java,
    /// The WHATWG URL Standard, through the `url` crate (the `whatwg`
    /// feature).
    #[cfg(feature = "whatwg")]
    Whatwg,
}

/// A reader's name that no reader has.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownReader(pub String);

impl fmt::Display for UnknownReader {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "no reader named '{}' (readers: ", self.0)?;
        let names: Vec<&str> = Reader::every(Python::default())
            .iter()
            .map(|r| r.name())
            .collect();
        write!(f, "{})", names.join(", "))
    }
}

impl std::error::Error for UnknownReader {}

impl Reader {
    /// The reader's name: the grammar's (`rfc3986`, ...), `urllib`,
    /// `java` or `whatwg`.
    #[must_use]
    pub fn name(&self) -> &'static str {
        match self {
            Reader::Grammar(g) => g.name(),
            Reader::Urllib(_) => "urllib",
            Reader::Java => "java",
            #[cfg(feature = "whatwg")]
            Reader::Whatwg => "whatwg",
        }
    }

    /// Every reader: each grammar of [`grammars::ALL`] that reads URIs
    /// ([`Grammar::reads_uris`]) in its order, then
    /// urllib as `python` splits, then java.net.URI, then (with the
    /// `whatwg` feature) the URL Standard. `compare`'s default.
    #[must_use]
    pub fn every(python: Python) -> Vec<Reader> {
        let mut all: Vec<Reader> = grammars::ALL
            .iter()
            .filter(|g| g.reads_uris())
            .map(Reader::Grammar)
            .collect();
        all.push(Reader::Urllib(python));
        all.push(Reader::Java);
        #[cfg(feature = "whatwg")]
        all.push(Reader::Whatwg);
        all
    }

    /// A reader by name, urllib as `python` splits.
    ///
    /// # Errors
    ///
    /// No reader has that name.
    pub fn named(name: &str, python: Python) -> Result<Reader, UnknownReader> {
        match name {
            "urllib" => Ok(Reader::Urllib(python)),
            "java" => Ok(Reader::Java),
            #[cfg(feature = "whatwg")]
            "whatwg" => Ok(Reader::Whatwg),
            _ => grammars::named(name)
                .filter(|g| g.reads_uris())
                .map(Reader::Grammar)
                .ok_or_else(|| UnknownReader(name.to_owned())),
        }
    }

    /// Readers named in a comma-separated list (`whatwg,urllib`), in its
    /// order, each once.
    ///
    /// # Errors
    ///
    /// A name no reader has (an empty list names none).
    pub fn parse_list(list: &str, python: Python) -> Result<Vec<Reader>, UnknownReader> {
        let mut out: Vec<Reader> = Vec::new();
        for name in list.split(',').map(str::trim) {
            let r = Reader::named(name, python)?;
            if !out.contains(&r) {
                out.push(r);
            }
        }
        Ok(out)
    }
}

/// Two readers are one when they are the same grammar (by name), urllib
/// as the same release, both java.net.URI or both the URL Standard.
impl PartialEq for Reader {
    fn eq(&self, other: &Self) -> bool {
        match (self, other) {
            (Reader::Grammar(a), Reader::Grammar(b)) => a.name() == b.name(),
            (Reader::Urllib(a), Reader::Urllib(b)) => a == b,
            (Reader::Java, Reader::Java) => true,
            #[cfg(feature = "whatwg")]
            (Reader::Whatwg, Reader::Whatwg) => true,
            _ => false,
        }
    }
}

impl Eq for Reader {}

impl FromStr for Reader {
    type Err = UnknownReader;

    /// [`Reader::named`] with urllib as CPython 3.11 splits.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Reader::named(s, Python::default())
    }
}

impl fmt::Display for Reader {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
