//! RFC 3987 section 5.3: syntax-based normalization of IRIs, by RFC 3986's
//! algorithm on the URI an IRI maps to.

use super::{iri_to_uri, uri_to_iri};
use crate::engine::Error;
use crate::normalize::{Options, normalize_ref_with};

/// Normalizes an IRI reference by section 5.3.2's steps: ASCII case
/// (5.3.2.1: scheme, host and hex digits; RFC 3987 leaves the case of other
/// characters alone), percent-encoding (5.3.2.3: triplets of unreserved
/// characters, `iunreserved` ones included, decoded; the rest in uppercase)
/// and path segments (5.3.2.4: dot segments removed). The ASCII steps are
/// RFC 3986 section 6.2.2's, run on the URI the IRI maps to (section 3.1),
/// which is then mapped back (section 3.2). With `nfc`, the characters
/// are also put in Unicode Normalization Form C (5.3.2.2, which the RFC
/// leaves to the application, since it can change what the IRI points at
/// on a server that does not normalize).
///
/// ```
/// use urigram::grammars::rfc3987::normalize;
/// // RFC 3987 section 5.3.2's example: the two normalize to the same IRI.
/// let a = normalize("example://a/b/c/%7Bfoo%7D/ros\u{e9}", false).unwrap();
/// let b = normalize("eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros\u{e9}", false).unwrap();
/// assert_eq!((a.as_str(), b.as_str()), ("example://a/b/c/%7Bfoo%7D/ros\u{e9}", a.as_str()));
/// // Section 5.3.2.3: a percent-encoded iunreserved character is decoded.
/// assert_eq!(normalize("http://www.example.org/r%C3%A9sum%C3%A9.html", false).unwrap(),
///     "http://www.example.org/r\u{e9}sum\u{e9}.html");
/// // Section 5.3.2.2: NFC only when asked.
/// assert_eq!(normalize("http://a/e\u{301}", true).unwrap(), "http://a/\u{e9}");
/// assert_eq!(normalize("http://a/e\u{301}", false).unwrap(), "http://a/e\u{301}");
/// ```
///
/// # Errors
///
/// When `iri` is not an `IRI-reference`: where it stops being one.
pub fn normalize(iri: &str, nfc: bool) -> Result<String, Error> {
    let text: String = if nfc {
        crate::unicode_forms::nfc(iri.chars()).collect()
    } else {
        iri.to_owned()
    };
    let uri = iri_to_uri(&text)?;
    // A valid IRI maps to a valid URI (section 3.1); were it not so, the
    // error says where.
    let parsed = crate::parse(&uri).map_err(|e| Error::from(&e))?;
    let options = Options {
        scheme_based: false,
        ..Options::default()
    };
    let normalized = normalize_ref_with(&parsed, options);
    let back = uri_to_iri(normalized.as_str())?.into_owned();
    Ok(back)
}
