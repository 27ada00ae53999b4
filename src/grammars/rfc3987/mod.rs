//! RFC 3987 (section 2.2): Internationalized Resource Identifiers, the URI
//! grammar of RFC 3986 widened rule for rule to the characters of the
//! Universal Character Set (`ucschar`, and `iprivate` in a query).
//!
//! One public combinator per rule of `grammar/rfc3987.abnf`, named from the
//! RFC's spelling (`ipath-abempty` is [`ipath_abempty`], `IRI-reference` is
//! [`iri_reference`]), each doc comment opening with the rule as the RFC
//! writes it. The input is UTF-8 and offsets are in bytes: `ucschar` and
//! `iprivate` decode one whole character, so an error always points at the
//! start of a character (see [`chars`]). [`REGISTRY`] names them all.
//!
//! ```
//! use urigram::grammars::rfc3987;
//! assert!(rfc3987::check("IRI", "https://例え.jp/パス?q#f").unwrap().is_ok());
//! // U+FDD0 is a noncharacter: the error is at its first byte, 9.
//! let err = rfc3987::check("IRI", "http://a/\u{FDD0}").unwrap().unwrap_err();
//! assert_eq!(err.offset(), 9);
//! assert!(err.expected().any(|e| e.describe() == "ucschar"));
//! // Private-use characters only in the query.
//! assert!(rfc3987::check("IRI", "http://a/?\u{E000}").unwrap().is_ok());
//! assert_eq!(rfc3987::check("IRI", "http://a/\u{E000}").unwrap().unwrap_err().offset(), 9);
//! ```

mod ast;
pub mod authority;
pub mod chars;
mod fast;
pub mod ip;
mod lint;
mod normalize;
pub mod path;
pub mod reference;
mod registry;
mod resolve;
pub mod rules;
mod to_iri;
mod to_uri;
#[cfg(feature = "idna")]
mod to_uri_idna;
mod verdict;

pub use ast::{Authority, Host, IriRef, Path, PathKind, Text};
pub use authority::{iauthority, ihost, ip_literal, ipv_future, ireg_name, iuserinfo, port};
pub use chars::{
    alpha, digit, gen_delims, hexdig, iprivate, is_iprivate, is_ucschar, iunreserved, pct_encoded,
    reserved, sub_delims, ucschar, unreserved,
};
pub use ip::{dec_octet, h16, ipv4_address, ipv6_address, ls32};
pub use path::{
    ipath, ipath_abempty, ipath_absolute, ipath_empty, ipath_noscheme, ipath_rootless, ipchar,
    isegment, isegment_nz, isegment_nz_nc,
};
pub use reference::{
    absolute_iri, ifragment, ihier_part, iquery, irelative_part, irelative_ref, iri, iri_reference,
    scheme,
};

pub use lint::{IriCheck, IriWarning, lint};
pub use normalize::normalize;
pub use resolve::resolve;
pub use to_iri::{is_bidi_format, kept_encoded, uri_to_iri};
pub use to_uri::iri_to_uri;
#[cfg(feature = "idna")]
pub use to_uri_idna::{IdnaToUriError, iri_to_uri_idna};
pub(crate) use verdict::check as check_reference;
#[doc(hidden)]
pub use verdict::check_by_automaton;
pub use verdict::is_valid;

pub(crate) use registry::iri_reference_entry;
pub use registry::{COMPILED, REGISTRY};

use crate::engine::Error;

/// Matches the whole of `input` against the rule named `rule` (any case):
/// `None` if the grammar has no such rule.
///
/// ```
/// use urigram::grammars::rfc3987;
/// assert!(rfc3987::check("ireg-name", "例え.jp").unwrap().is_ok());
/// assert_eq!(rfc3987::check("ireg-name", "a b").unwrap().unwrap_err().offset(), 1);
/// assert!(rfc3987::check("hostname", "a").is_none());
/// ```
#[must_use]
pub fn check(rule: &str, input: &str) -> Option<Result<(), Error>> {
    let entry = REGISTRY.find(rule)?;
    if std::ptr::eq(entry, &REGISTRY.entries()[0]) {
        // `IRI-reference`: without building the automaton for a stray
        // input (see `is_valid`).
        return Some(check_reference(input.as_bytes()));
    }
    Some(entry.check(input.as_bytes()))
}
