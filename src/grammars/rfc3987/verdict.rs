//! Whether an input is an `IRI-reference`, without the diagnostic: the
//! verdict that `urigram check -q --grammar rfc3987` and filters want, at
//! about the cost of RFC 3986's [`crate::is_valid`].

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{LazyLock, OnceLock};

use super::reference::iri_reference;
use super::rules::IRI_REFERENCE;
use crate::engine::{Compiled, Cursor, Entry, Error};

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
/// A short rejected input is explained by the combinators directly (some
/// 120 ns a byte, and no automaton to build); a longer one by
/// [`check_by_automaton`], one pass of an automaton, so that the error
/// path of a long hostile line costs one pass more than the valid one, not
/// the combinators' hundredfold. The bounds weigh the combinators against
/// building the automaton once: [`ASCII_EXPLAINED_BY_COMBINATORS`] against
/// the ASCII one's 5 ms, [`EXPLAINED_BY_COMBINATORS`] against the whole
/// grammar's 33 ms. (The CLI, which takes its verdict first for the other
/// grammars, leaves it to this function here, so that a rejected line is
/// read twice, not three times.)
pub(crate) fn check(input: &[u8]) -> Result<(), Error> {
    if is_valid(input) {
        return Ok(());
    }
    let bound = if input.is_ascii() {
        ASCII_EXPLAINED_BY_COMBINATORS
    } else {
        EXPLAINED_BY_COMBINATORS
    };
    if input.len() <= bound {
        super::REGISTRY.entries()[0].check_by_ends(input)
    } else {
        check_by_automaton(input)
    }
}

/// The longest rejected ASCII input [`check`] explains by the combinators
/// alone (at most about half a millisecond of them).
const ASCII_EXPLAINED_BY_COMBINATORS: usize = 4 * 1024;

/// The longest rejected non-ASCII input [`check`] explains by the
/// combinators alone (at most about 8 ms of them).
const EXPLAINED_BY_COMBINATORS: usize = 64 * 1024;

/// `IRI-reference`'s check by an automaton at any length: it finds the
/// error in one pass and reads its words from the state the input died in
/// ([`Entry::check`], which falls back to the combinators where the state
/// cannot tell, such as an error inside a multi-byte character). An ASCII
/// input goes through [`ASCII_ENTRY`], whose automaton builds in some 5 ms
/// where the whole grammar's takes some 33 ms. The same
/// error as [`Entry::check_by_ends`] gives: the tests hold the two to each
/// other on every catalog and corpus line and on long hostile lines.
#[doc(hidden)]
#[must_use = "the error is the answer"]
pub fn check_by_automaton(input: &[u8]) -> Result<(), Error> {
    if input.is_ascii() {
        ASCII_ENTRY.check(input)
    } else {
        super::REGISTRY.entries()[0].check(input)
    }
}

/// `grammar/rfc3987-bytes.abnf` with `ucschar` and `iprivate` each
/// narrowed to the one byte 0x80, which is not ASCII (and begins no UTF-8
/// character). On ASCII input it accepts, rejects and fails at the same
/// byte as the whole grammar (the rules it narrows match no ASCII byte),
/// and an ASCII input reaches the same positions of the grammar in both;
/// its `IRI-reference` automaton has 1,278 states where the whole
/// grammar's has 3,394 (the UTF-8 sequences of every place a `ucschar` may
/// stand), and builds in about 5 ms instead of 33, so a long ASCII line is
/// explained without building the large one.
fn ascii_abnf() -> String {
    let mut out = String::new();
    let mut skipping = false;
    for line in super::COMPILED.abnf().lines() {
        let continuation = line.starts_with(' ') || line.starts_with('\t');
        if skipping && continuation {
            continue;
        }
        skipping = false;
        let name = line.split('=').next().unwrap_or("").trim();
        if line.contains('=') && (name == "ucschar" || name == "iprivate") {
            out.push_str(name);
            out.push_str(" = %x80\n");
            skipping = true;
            continue;
        }
        out.push_str(line);
        out.push('\n');
    }
    out
}

/// The text of [`ascii_abnf`], made once.
static ASCII_ABNF: OnceLock<String> = OnceLock::new();

/// [`ascii_abnf`], compiled on first use.
static ASCII_COMPILED: LazyLock<Compiled> =
    LazyLock::new(|| Compiled::new(ASCII_ABNF.get_or_init(ascii_abnf)));

/// `IRI-reference` decided by [`ASCII_COMPILED`] and explained by the
/// grammar's own combinators.
static ASCII_ENTRY: LazyLock<Entry> = LazyLock::new(|| {
    Entry::new(&IRI_REFERENCE, super::iri_reference_entry).compiled(&ASCII_COMPILED, 0)
});

/// Whether the combinators may decide `len` more bytes (see
/// [`COMBINATOR_BUDGET`]); counts them if so.
fn within_budget(len: usize) -> bool {
    // A load first: past the budget, no thread writes the counter again.
    if SPENT.load(Ordering::Relaxed) > COMBINATOR_BUDGET {
        return false;
    }
    SPENT.fetch_add(len, Ordering::Relaxed) + len <= COMBINATOR_BUDGET
}
