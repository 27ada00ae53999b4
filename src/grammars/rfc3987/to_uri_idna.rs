//! RFC 3987 section 3.1's option for hosts resolved by DNS: the host of an
//! IRI by IDNA's `ToASCII`, the rest by percent-encoding (the `idna`
//! feature).

use std::fmt;

use super::to_uri::encode_non_ascii;
use super::{Host, IriRef};
use crate::engine::{Error, Span};

/// Why an IRI has no URI by [`iri_to_uri_idna`].
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum IdnaToUriError {
    /// The input is no `IRI-reference`.
    NotIri(Error),
    /// IDNA's `ToASCII` refuses the host at this span (a label it cannot
    /// map, or a Punycode label that does not decode).
    Host(Span),
}

impl fmt::Display for IdnaToUriError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IdnaToUriError::NotIri(e) => e.fmt(f),
            IdnaToUriError::Host(s) => write!(
                f,
                "IDNA ToASCII refuses the host at bytes {}..{}",
                s.start(),
                s.end()
            ),
        }
    }
}

impl std::error::Error for IdnaToUriError {}

/// Maps an IRI reference to a URI reference as [`super::iri_to_uri`] does,
/// but for an `ireg-name` host with characters beyond ASCII, which IDNA's
/// `ToASCII` writes in Punycode (`xn--` labels, UTS #46 mapping: lower
/// case, width folding), as RFC 3987 section 3.1 allows where the host is
/// resolved by DNS. A host that is ASCII, an IP literal or an IPv4 address
/// is left as written; a host that mixes percent-encodings with other
/// characters is percent-encoded, since `ToASCII` takes characters, not
/// octets.
///
/// ```
/// use urigram::grammars::rfc3987::iri_to_uri_idna;
/// // RFC 3987 section 3.1's example.
/// assert_eq!(iri_to_uri_idna("http://résumé.example.org").unwrap(),
///     "http://xn--rsum-bpad.example.org");
/// assert_eq!(iri_to_uri_idna("https://例え.jp/パス").unwrap(),
///     "https://xn--r8jz45g.jp/%E3%83%91%E3%82%B9");
/// ```
///
/// # Errors
///
/// When the input is no `IRI-reference`, or `ToASCII` refuses its host.
pub fn iri_to_uri_idna(iri: &str) -> Result<String, IdnaToUriError> {
    let r = IriRef::parse(iri).map_err(IdnaToUriError::NotIri)?;
    let host = match r.authority().map(|a| a.host()) {
        Some(Host::RegName(h)) if !h.as_str().is_ascii() && !h.as_str().contains('%') => h,
        _ => return Ok(encode_non_ascii(iri).into_owned()),
    };
    let span = host.span();
    let ascii = idna::domain_to_ascii(host.as_str()).map_err(|_| IdnaToUriError::Host(span))?;
    let mut out = encode_non_ascii(&iri[..span.start()]).into_owned();
    out.push_str(&ascii);
    out.push_str(&encode_non_ascii(&iri[span.end()..]));
    Ok(out)
}
