//! RFC 3987 section 3.2: mapping a URI to an IRI.

use std::borrow::Cow;

use super::chars::{is_iprivate, is_ucschar};
use crate::engine::Error;
use crate::escape::is_invisible;
use crate::grammars::rfc3986::pct::{encoded_char, triplet};

/// The bidirectional formatting characters that RFC 3987 section 4.1 says
/// an IRI must not hold (LRM, RLM, LRE, RLE, PDF, LRO, RLO): step 4 of
/// section 3.2 leaves them percent-encoded, as the RFC's own example
/// (`%e2%80%ae`, U+202E) shows.
#[must_use]
pub fn is_bidi_format(c: char) -> bool {
    matches!(c, '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}')
}

/// Whether step 4 of section 3.2 keeps the `ucschar` `c` percent-encoded as
/// "not appropriate according to sections 2.2, 4.1, and 6.1": a
/// bidirectional formatting character ([`is_bidi_format`], which section
/// 4.1 forbids in an IRI), or any character that is drawn as nothing or
/// reorders text unseen (`urigram::escape::is_invisible`: the bidi
/// isolates U+2066 to U+2069 that Unicode added after the RFC, zero-width
/// space, joiners and non-joiners, word joiner, the byte-order mark,
/// soft hyphen, variation selectors, Hangul fillers). Section 6.1 (b) asks
/// IRIs to avoid the look-alikes of space and of the characters that
/// nameprep (RFC 3491) excludes or maps to nothing, which these are; and
/// decoding one would let two IRIs that look the same differ, or make an
/// IRI that a display must escape. These are also exactly what the IRI
/// lint (`rfc3987::lint`) warns about, so `uri_to_iri` never makes an IRI
/// that the lint flags for a character it decoded.
///
/// ```
/// use urigram::grammars::rfc3987::kept_encoded;
/// assert!(kept_encoded('\u{200B}') && kept_encoded('\u{2060}') && kept_encoded('\u{FEFF}'));
/// assert!(kept_encoded('\u{202E}') && kept_encoded('\u{2067}'));
/// assert!(!kept_encoded('\u{FC}') && !kept_encoded('\u{4F8B}'));
/// ```
#[must_use]
pub fn kept_encoded(c: char) -> bool {
    is_bidi_format(c) || is_invisible(c)
}

/// Maps a URI reference to an IRI reference (RFC 3987 section 3.2), by
/// decoding only what the section's steps allow and keeping every other
/// triplet as written:
///
/// - a triplet of an unreserved ASCII character (`ALPHA`, `DIGIT`, `-`,
///   `.`, `_`, `~`) is decoded (step 2, which leaves out `%`, `reserved`
///   and what no URI holds; RFC 3986 section 6.2.2.2 makes the two
///   equivalent);
/// - a run of triplets that is a whole, well-formed UTF-8 sequence is
///   decoded when its character may stand there: a `ucschar` (which leaves
///   out the non-characters U+FDD0 to U+FDEF and U+xFFFE, U+xFFFF) that
///   [`kept_encoded`] lets through, or an `iprivate` in the query (section
///   2.2) (steps 3 and 4);
/// - everything else stays: `%25`, reserved characters, octets that are no
///   legal UTF-8 (`%FC`), characters that are not allowed, and the
///   characters step 4 keeps encoded as not appropriate ([`kept_encoded`]:
///   bidirectional formatting characters, zero-width and other invisible
///   characters such as U+200B, U+2060 and U+FEFF).
///
/// The result is borrowed when nothing is decoded. Mapping it back with
/// [`super::iri_to_uri`] gives a URI equivalent to the input by RFC 3986
/// section 6.2.2's percent-encoding normalization.
///
/// ```
/// use urigram::grammars::rfc3987::uri_to_iri;
/// // RFC 3987 section 3.2's examples.
/// assert_eq!(uri_to_iri("http://www.example.org/D%C3%BCrst").unwrap(),
///     "http://www.example.org/Dürst");
/// assert_eq!(uri_to_iri("http://www.example.org/D%FCrst").unwrap(),
///     "http://www.example.org/D%FCrst");
/// assert_eq!(uri_to_iri("http://xn--99zt52a.example.org/%e2%80%ae").unwrap(),
///     "http://xn--99zt52a.example.org/%e2%80%ae");
/// // A zero-width space would make two IRIs look the same: it stays encoded.
/// assert_eq!(uri_to_iri("http://example.com/a%E2%80%8Bb").unwrap(),
///     "http://example.com/a%E2%80%8Bb");
/// // Reserved characters and "%" stay encoded.
/// assert_eq!(uri_to_iri("/a%2Fb%25c%41").unwrap(), "/a%2Fb%25cA");
/// ```
///
/// # Errors
///
/// When `uri` is not an RFC 3986 `URI-reference`: where it stops being one.
pub fn uri_to_iri(uri: &str) -> Result<Cow<'_, str>, Error> {
    crate::parse(uri).map_err(|e| Error::from(&e))?;
    Ok(decode_allowed(uri))
}

/// The decoding of [`uri_to_iri`], on a valid URI reference.
fn decode_allowed(uri: &str) -> Cow<'_, str> {
    let bytes = uri.as_bytes();
    if !bytes.contains(&b'%') {
        return Cow::Borrowed(uri);
    }
    // In a URI reference the first `#` starts the fragment and the first
    // `?` before it the query.
    let fragment = uri.find('#').unwrap_or(uri.len());
    let query = uri[..fragment].find('?').unwrap_or(fragment);
    let mut out = String::with_capacity(uri.len());
    let mut changed = false;
    let mut i = 0;
    let mut kept = 0;
    while i < bytes.len() {
        let Some(octet) = triplet(bytes, i) else {
            i += 1;
            continue;
        };
        let decoded = if octet.is_ascii() {
            let c = char::from(octet);
            (c.is_ascii_alphanumeric() || "-._~".contains(c)).then_some((c, 3))
        } else {
            encoded_char(bytes, i)
                .filter(|&c| {
                    let cp = u32::from(c);
                    (is_ucschar(cp) && !kept_encoded(c))
                        || (is_iprivate(cp) && i > query && i < fragment)
                })
                .map(|c| (c, 3 * c.len_utf8()))
        };
        match decoded {
            Some((c, len)) => {
                out.push_str(&uri[kept..i]);
                out.push(c);
                i += len;
                kept = i;
                changed = true;
            }
            None => i += 3,
        }
    }
    if !changed {
        return Cow::Borrowed(uri);
    }
    out.push_str(&uri[kept..]);
    Cow::Owned(out)
}
