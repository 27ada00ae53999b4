//! How many warnings of one check both lint commands (`lint` over RFC 3986,
//! and over RFC 3987 for an IRI) write whole, and the line that counts the
//! rest: one bound and one wording for the two.

/// How many warnings of one check in one input are written whole; the rest
/// are counted. A hostile line can draw a warning every few bytes (a line
/// of `%2e%2e/` three every seven), and a frame or a JSON object for each
/// made the output hundreds of times the input (3.69 GB for 10.5 MB).
pub(crate) const KEEP: usize = 10;

/// The text line that stands for the warnings of a check past the first
/// [`KEEP`] of one input.
pub(crate) fn repeated_line(
    check: &str,
    section: &str,
    count: usize,
    number: u64,
    rfc: &str,
) -> String {
    format!(
        "warning[{check}]: {count} in all in input {number}; the first {KEEP} are shown, the other {} are not\n  = see {rfc}, section {section}\n",
        count - KEEP
    )
}
