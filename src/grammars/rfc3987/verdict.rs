//! Whether an input is an `IRI-reference`, without the diagnostic: the
//! verdict that `urigram check -q --grammar rfc3987` and filters want, at
//! about the cost of RFC 3986's [`crate::is_valid`].

use std::sync::atomic::{AtomicUsize, Ordering};

use super::reference::iri_reference;
use super::rules::IRI_REFERENCE;
use crate::engine::{Cursor, Error};

/// How many bytes of input the combinators decide, summed over the whole
/// process, before the automaton is built to decide instead.
///
/// The `IRI-reference` automaton has some 3,400 states (UTF-8 sequences in
/// every place a `ucschar` may stand), and building it costs about 30 ms
/// on a quiet machine and 100 ms on a loaded one, once; the combinators
/// cost about 0.4 µs a byte. A log with a stray non-ASCII line is decided
/// without the automaton; one with many (or one long line) builds it early
/// and gains from then on. Either way the verdict is the same: both are
/// the grammar, and the tests hold each to the oracle.
const COMBINATOR_BUDGET: usize = 64 * 1024;

/// The bytes the combinators have decided so far (see
/// [`COMBINATOR_BUDGET`]); only the choice of way depends on it.
static SPENT: AtomicUsize = AtomicUsize::new(0);

/// Whether the whole of `input` (UTF-8 bytes) is an `IRI-reference` (RFC
/// 3987 section 2.2): the verdict of the registry's `IRI-reference` rule,
/// without building its error.
///
/// An ASCII input is decided by RFC 3986's fast path alone, yes or no:
/// RFC 3987 widens RFC 3986's rules only by `ucschar` and `iprivate`, which
/// are all above U+009F, so over ASCII strings every rule reads what its RFC
/// 3986 counterpart reads (`iunreserved` what `unreserved` does, and so on).
/// Any other input first tries the registry's shortcut (each `ucschar`
/// written `_`, then RFC 3986's fast path), which never rejects and, on the
/// IRIs of a log, runs about twice as fast as the automaton. What it does
/// not accept is decided by the combinators, or, once they have read 64 KiB
/// in the process (the automaton costs tens of milliseconds to build, once),
/// by the rule's automaton, compiled from the grammar over bytes
/// ([`COMPILED`](super::COMPILED)).
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
    if super::fast::accepts(input) {
        return true;
    }
    if within_budget(input.len()) {
        return Cursor::new(input)
            .whole(&IRI_REFERENCE, iri_reference)
            .is_ok();
    }
    super::REGISTRY.entries()[0].is_valid(input)
}

/// The registry's `IRI-reference` check (the verdict and, on failure, the
/// error [`crate::engine::Entry::check`] gives), with the verdict from
/// [`is_valid`], so that a stray invalid line does not build the automaton.
///
/// A rejected input of up to [`EXPLAIN_BY_COMBINATORS`] bytes is explained
/// by the combinators directly (some 120 ns a byte, so at most a few
/// milliseconds, and no automaton to build); a longer one by
/// `Entry::check`, which finds the error in one pass of the automaton and
/// reads its words from the state it died in, so that the error path of a
/// long hostile line stays as fast a byte as the valid one. Both give the
/// same error (`Entry::check` falls back to the combinators where the state
/// cannot tell, such as an error inside a multi-byte character).
pub(crate) fn check(input: &[u8]) -> Result<(), Error> {
    if is_valid(input) {
        return Ok(());
    }
    let entry = &super::REGISTRY.entries()[0];
    if input.len() <= EXPLAIN_BY_COMBINATORS {
        entry.check_by_ends(input)
    } else {
        entry.check(input)
    }
}

/// The longest rejected input [`check`] explains by the combinators alone.
const EXPLAIN_BY_COMBINATORS: usize = 64 * 1024;

/// Whether the combinators may decide `len` more bytes (see
/// [`COMBINATOR_BUDGET`]); counts them if so.
fn within_budget(len: usize) -> bool {
    // A load first: past the budget, no thread writes the counter again.
    if SPENT.load(Ordering::Relaxed) > COMBINATOR_BUDGET {
        return false;
    }
    SPENT.fetch_add(len, Ordering::Relaxed) + len <= COMBINATOR_BUDGET
}
