//! RFC 3987 section 3.1: mapping an IRI to a URI.

use std::borrow::Cow;
use std::fmt::Write as _;

use super::IriRef;
use crate::engine::Error;

/// Maps an IRI reference to the URI reference it stands for (RFC 3987
/// section 3.1): every `ucschar` and `iprivate` character, that is every
/// character that is not ASCII in a valid IRI, is replaced by its UTF-8
/// octets percent-encoded with uppercase hex digits (step 2); the rest,
/// percent-encoded triplets included, is kept as written. The host is
/// percent-encoded like the rest: that is the RFC's own algorithm, and it
/// gives a URI whatever the scheme, where IDNA's `ToASCII` (the option the
/// RFC mentions for hosts resolved by DNS) would not apply. The result is
/// borrowed when the input is ASCII.
///
/// ```
/// use urigram::grammars::rfc3987::iri_to_uri;
/// // RFC 3987 section 3.1's examples.
/// assert_eq!(iri_to_uri("http://résumé.example.org").unwrap(),
///     "http://r%C3%A9sum%C3%A9.example.org");
/// assert_eq!(iri_to_uri("http://www.example.org/red%09rosé#red").unwrap(),
///     "http://www.example.org/red%09ros%C3%A9#red");
/// // Not an IRI: the error of the grammar.
/// assert_eq!(iri_to_uri("http://a/\u{FDD0}").unwrap_err().offset(), 9);
/// ```
///
/// # Errors
///
/// When `iri` is not an `IRI-reference` (RFC 3987 section 2.2): where it
/// stops being one.
pub fn iri_to_uri(iri: &str) -> Result<Cow<'_, str>, Error> {
    IriRef::parse(iri)?;
    Ok(encode_non_ascii(iri))
}

/// Every character that is not ASCII, as its percent-encoded UTF-8 octets.
pub(super) fn encode_non_ascii(text: &str) -> Cow<'_, str> {
    if text.is_ascii() {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() * 2);
    for c in text.chars() {
        if c.is_ascii() {
            out.push(c);
        } else {
            let mut buf = [0; 4];
            for b in c.encode_utf8(&mut buf).bytes() {
                let _ = write!(out, "%{b:02X}");
            }
        }
    }
    Cow::Owned(out)
}
