//! The readers `compare` lines up, each one unit behind [`Unit`] (`unit.rs`): its name,
//! the library and release it reads as, how it reads an input into parts,
//! where its client would connect, what it leaves unsplit and how it writes
//! an absent part. [`REGISTRY`] lists them; nothing outside a unit asks
//! which reader it is, only what it declares.
//!
//! Adding a reader is one file here, its `mod` line and one line in
//! [`REGISTRY`].

mod curl;
mod go;
mod grammar;
mod httptools;
mod java;
mod java_url;
mod mono;
#[cfg(feature = "idna")]
mod node_url;
mod perl;
mod php;
mod python_rfc3986;
mod ruby;
mod scan;
mod text;
mod unit;
#[cfg(feature = "idna")]
mod url_parse;
mod urllib;
mod urllib3;
mod wget2;
#[cfg(feature = "whatwg")]
mod whatwg;

use crate::urllib::Python;

pub(crate) use unit::{Known, Unit};
pub use urllib::not_utf8;

/// What a registry line gives: the unit, given the CPython release that
/// urllib splits as.
type Entry = fn(Python) -> &'static dyn Unit;

/// Every reader but the grammars (which [`grammar::every`] lists from
/// [`crate::grammars::ALL`]), in `compare`'s default order after them.
const REGISTRY: &[Entry] = &[
    urllib::unit,
    |_| JAVA,
    #[cfg(feature = "whatwg")]
    |_| WHATWG,
    |_| &go::GoReader,
    |_| &urllib3::Urllib3Reader,
    |_| &curl::CurlReader,
    |_| &php::PhpReader,
    |_| &perl::PerlReader,
    #[cfg(feature = "idna")]
    |_| &node_url::NodeUrlReader,
    |_| &java_url::JavaUrlReader,
    |_| &ruby::RubyReader,
    |_| &ruby::Rfc2396Reader,
    |_| &wget2::Wget2Reader,
    |_| &python_rfc3986::PythonRfc3986Reader,
    |_| &httptools::HttptoolsReader,
    #[cfg(feature = "idna")]
    |_| &url_parse::UrlParseReader,
    |_| &mono::MonoReader,
];

/// java.net.URI's unit.
pub(crate) const JAVA: &dyn Unit = &java::JavaReader;

/// The URL Standard's unit.
#[cfg(feature = "whatwg")]
pub(crate) const WHATWG: &dyn Unit = &whatwg::WhatwgReader;

/// urllib's unit, as `python` splits.
pub(crate) fn urllib(python: Python) -> &'static dyn Unit {
    urllib::unit(python)
}

/// Readers behind a cargo feature: the name, the feature that brings it,
/// and whether this build has it.
pub(crate) const GATED: &[(&str, &str, bool)] = &[
    ("whatwg", "whatwg", cfg!(feature = "whatwg")),
    ("node-url", "idna", cfg!(feature = "idna")),
    ("url-parse", "idna", cfg!(feature = "idna")),
];

/// Every reader, in the registry's order: each grammar that reads URIs,
/// then [`REGISTRY`]'s.
pub(crate) fn all(python: Python) -> impl Iterator<Item = &'static dyn Unit> {
    grammar::every().chain(REGISTRY.iter().map(move |entry| entry(python)))
}

/// The readers `compare` reads with when none are named
/// ([`Unit::by_default`]), in the registry's order.
pub(crate) fn every(python: Python) -> impl Iterator<Item = &'static dyn Unit> {
    all(python).filter(|u| u.by_default())
}
