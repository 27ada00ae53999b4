//! RFC 3987 section 6.5: resolving a relative IRI reference against a base
//! IRI, by RFC 3986 section 5.2's algorithm.
//!
//! The algorithm moves components and removes dot segments; it never looks
//! inside a character that is not ASCII. So the IRIs are carried into URIs
//! by a mapping that can be undone exactly: every `%` of the input first
//! becomes `%25`, then every character that is not ASCII its UTF-8 octets
//! percent-encoded. After RFC 3986's resolution, every triplet that is not
//! `%25` came from a character, and `%25` from a `%`, so the result maps
//! back to the very characters and triplets the inputs held (no decoding of
//! what was written percent-encoded, which section 3.2's mapping would do).

use std::fmt::Write as _;

use super::IriRef;
use crate::engine::Error;
use crate::{Uri, UriRef};

/// The input with `%` as `%25` and every other character that is not
/// ASCII as its percent-encoded UTF-8 octets: a URI reference that
/// [`carried_back`] turns back into the input.
fn carried(iri: &str) -> String {
    let mut out = String::with_capacity(iri.len() * 2);
    for c in iri.chars() {
        match c {
            '%' => out.push_str("%25"),
            c if c.is_ascii() => out.push(c),
            c => {
                let mut buf = [0; 4];
                for b in c.encode_utf8(&mut buf).bytes() {
                    let _ = write!(out, "%{b:02X}");
                }
            }
        }
    }
    out
}

/// Undoes [`carried`]: `%25` is `%`, any other triplet an octet of a
/// character.
fn carried_back(uri: &str) -> String {
    let bytes = uri.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let octet = (bytes[i] == b'%')
            .then(|| uri.get(i + 1..i + 3))
            .flatten()
            .and_then(|h| u8::from_str_radix(h, 16).ok());
        match octet {
            Some(o) => {
                out.push(o);
                i += 3;
            }
            None => {
                out.push(bytes[i]);
                i += 1;
            }
        }
    }
    // Every octet run came from a whole character of a `str`.
    String::from_utf8(out).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned())
}

/// Resolves the IRI reference `reference` against the base IRI `base`
/// (RFC 3987 section 6.5: RFC 3986 section 5.2's algorithm, strict), the
/// characters and percent-encodings of both kept as written.
///
/// ```
/// use urigram::grammars::rfc3987::resolve;
/// assert_eq!(resolve("http://例え.jp/a/b/c", "../パス?q").unwrap(), "http://例え.jp/a/パス?q");
/// assert_eq!(resolve("http://a/b/c/d;p?q", "g;x?y#s").unwrap(), "http://a/b/c/g;x?y#s");
/// // Percent-encodings are kept, not decoded.
/// assert_eq!(resolve("http://a/%C3%A9/x", "y").unwrap(), "http://a/%C3%A9/y");
/// // The base must be an IRI (a scheme).
/// assert!(resolve("/a", "b").is_err());
/// ```
///
/// # Errors
///
/// When `base` is not an `IRI` or `reference` not an `IRI-reference`:
/// where it stops being one.
pub fn resolve(base: &str, reference: &str) -> Result<String, Error> {
    IriRef::parse_iri(base)?;
    IriRef::parse(reference)?;
    let (b, r) = (carried(base), carried(reference));
    // A valid IRI carries into a valid URI (ucschar and iprivate become
    // triplets); were it not so, the error says where.
    let b = Uri::parse(&b).map_err(|e| Error::from(&e))?;
    let r = UriRef::parse(&r).map_err(|e| Error::from(&e))?;
    Ok(carried_back(crate::resolve::resolve(&b, &r).as_str()))
}
