//! Whether an input is an `IRI-reference`, without the diagnostic: the
//! verdict that `urigram check -q --grammar rfc3987` and filters want, at
//! about the cost of RFC 3986's [`crate::is_valid`].

/// Whether the whole of `input` (UTF-8 bytes) is an `IRI-reference` (RFC
/// 3987 section 2.2): the verdict of the registry's `IRI-reference` rule,
/// without building its error.
///
/// An ASCII input is decided by RFC 3986's fast path alone, yes or no:
/// RFC 3987 widens RFC 3986's rules only by `ucschar` and `iprivate`, which
/// are all above U+009F, so over ASCII strings every rule reads what its RFC
/// 3986 counterpart reads (`iunreserved` what `unreserved` does, and so on).
/// Any other input first tries the shortcut of [`fast`](super::fast) (each
/// `ucschar` written `_`, then RFC 3986's fast path), which never rejects
/// and, on the IRIs of a log, runs about twice as fast as the automaton;
/// what it does not accept is decided by the rule's automaton, compiled
/// from the grammar over bytes ([`COMPILED`](super::COMPILED)).
///
/// ```
/// use urigram::grammars::rfc3987;
/// assert!(rfc3987::is_valid("https://例え.jp/パス?q#f".as_bytes()));
/// assert!(rfc3987::is_valid(b"http://[::1]/a"));
/// assert!(!rfc3987::is_valid(b"http://a/b c"));
/// // U+FDD0 is a noncharacter, no ucschar.
/// assert!(!rfc3987::is_valid("http://a/\u{FDD0}".as_bytes()));
/// // Bytes that are not UTF-8 are no characters at all.
/// assert!(!rfc3987::is_valid(b"http://a/\xff"));
/// ```
#[must_use]
pub fn is_valid(input: &[u8]) -> bool {
    if input.is_ascii() {
        return std::str::from_utf8(input).is_ok_and(crate::is_valid);
    }
    super::fast::accepts(input) || super::REGISTRY.entries()[0].is_valid(input)
}
