//! The combinators: one public nom parser per rule of RFC 3986 Appendix A.
//!
//! The rule `foo-bar` is the function `foo_bar`, in the module of its RFC
//! section, and its doc comment opens with the rule's ABNF. Each parses a
//! prefix of its [`Input`], as nom parsers do; [`crate::Rule::parse`] and the
//! typed entry points ([`crate::UriRef::parse`] and friends) match a whole
//! string and turn failures into a [`crate::ParseError`].
//!
//! # How failures are located
//!
//! The error offset is defined as the first byte at which the input stops being
//! a prefix of any string the rule accepts. ABNF alternation is unordered, so
//! that byte is the furthest point that *any* way of reading the input reaches.
//! Every combinator therefore reports each place where one reading dies (a
//! repetition stopping before a byte it cannot take, a missing delimiter, a
//! second `::`) to a per-thread tracker that keeps the furthest one, together with the
//! union of what was expected there and the rule path that led to it. Readings
//! that succeed simply return; if the whole match fails, the tracker holds the
//! diagnostic. The first attempt runs with the tracker switched off, so a valid
//! input pays nothing for this; only a failing input is parsed a second time.
//!
//! The combinators are built for exactly this: where nom's ordered `alt` and
//! greedy repetition would depart from the ABNF, the combinator scans once and
//! decides (see [`host()`], [`authority()`], [`ipv6_address`]), and its doc says why
//! the result is the ABNF's.

use std::cell::Cell;

use nom::{IResult, Input as _};
use nom_locate::LocatedSpan;

pub use crate::error::Failure;
use crate::error::{Expected, ExpectedSet, Kind};
use crate::rule::Rule;
pub use crate::rule::{MAX_DEPTH, RuleStack};

pub mod authority;
#[cfg(target_arch = "x86_64")]
mod avx2;
pub mod chars;
pub(crate) mod fast;
mod head;
pub mod host;
pub mod ip;
pub mod path;
pub mod query;
pub mod reference;
pub(crate) mod runs;
pub mod scheme;
mod short;
pub(crate) mod tail;
pub(crate) mod word;

pub use authority::{authority, port, userinfo};
pub use chars::{alpha, digit, gen_delims, hexdig, pct_encoded, reserved, sub_delims, unreserved};
pub use host::{host, ip_literal, ipv_future, reg_name};
pub use ip::{dec_octet, h16, ipv4_address, ipv6_address, ls32};
pub use path::{
    path, path_abempty, path_absolute, path_empty, path_noscheme, path_rootless, pchar, segment,
    segment_nz, segment_nz_nc,
};
pub use query::{fragment, query};
pub use reference::{absolute_uri, hier_part, relative_part, relative_ref, uri, uri_reference};
pub use scheme::scheme;

/// The input of every combinator: a nom_locate span over the text still to
/// parse, with its byte offset from the start of the whole input, and whether
/// failures are being recorded.
///
/// Only rule-by-name matching ([`crate::Rule::parse`]) and the diagnostic run
/// of a failing input go through the combinators: the typed entry points read
/// a valid input in one single pass over the byte tables, so the newline counting that
/// `LocatedSpan` does when it splits (a URI never holds a line break) stays off
/// the hot path. Diagnostics use the offset only.
pub type Input<'a> = LocatedSpan<&'a str, Mode>;

/// Whether the combinators record failures for a diagnostic. The first,
/// optimistic attempt of every public entry point runs [`Mode::Fast`]; only a
/// failing input is parsed again in [`Mode::Diagnose`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Record nothing: the answer is only wanted if the input is valid.
    Fast,
    /// Record every dead reading into the thread's tracker.
    Diagnose,
}

/// The input for a combinator, at offset 0, recording nothing.
///
/// ```
/// use urigram::rules::{input, ipv6_address};
/// let (rest, (addr, _)) = ipv6_address(input("::1]")).unwrap();
/// assert_eq!(*rest.fragment(), "]");
/// assert!(addr.is_loopback());
/// ```
#[must_use]
pub fn input(text: &str) -> Input<'_> {
    LocatedSpan::new_extra(text, Mode::Fast)
}

/// The error type of the combinators: the byte offset at which this reading
/// failed. The details live in the per-thread tracker; this value is what nom passes
/// between combinators.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PError {
    /// Byte offset from the start of the whole input.
    pub offset: usize,
}

impl<'a> nom::error::ParseError<Input<'a>> for PError {
    fn from_error_kind(input: Input<'a>, _kind: nom::error::ErrorKind) -> Self {
        PError {
            offset: input.location_offset(),
        }
    }

    fn append(_input: Input<'a>, _kind: nom::error::ErrorKind, other: Self) -> Self {
        other
    }

    /// Keep the furthest failure rather than nom's default of the last branch:
    /// the furthest is where the input stopped being a viable prefix.
    fn or(self, other: Self) -> Self {
        if other.offset > self.offset {
            other
        } else {
            self
        }
    }
}

/// Collects the furthest failure while a combinator runs in
/// [`Mode::Diagnose`]. One per thread, so combinators record into it without
/// threading state through every signature, and the parsed tree borrows only
/// from the input.
#[derive(Debug)]
struct Tracker {
    stack: Cell<RuleStack>,
    furthest: Cell<Option<Failure>>,
}

thread_local! {
    static TRACKER: Tracker = const {
        Tracker { stack: Cell::new(RuleStack::EMPTY), furthest: Cell::new(None) }
    };
}

/// Runs `f` on `text` in [`Mode::Diagnose`] with a fresh tracker and returns
/// what it returned along with the furthest failure it recorded.
pub(crate) fn diagnose<'a, T>(
    text: &'a str,
    f: impl FnOnce(Input<'a>) -> T,
) -> (T, Option<Failure>) {
    TRACKER.with(|t| {
        t.stack.set(RuleStack::EMPTY);
        t.furthest.set(None);
    });
    let out = f(LocatedSpan::new_extra(text, Mode::Diagnose));
    let furthest = TRACKER.with(|t| {
        t.stack.set(RuleStack::EMPTY);
        t.furthest.take()
    });
    (out, furthest)
}

/// Records that one reading died at `offset`, where any of `expected` would
/// have let it go on; `inner` names rules below the current one that the
/// reading was in (a scanner that stands for several rules).
#[cold]
fn record(offset: usize, expected: ExpectedSet, kind: Option<Kind>, inner: &[Rule]) {
    TRACKER.with(|t| {
        let mut rules = t.stack.get();
        for &r in inner {
            rules.push(r);
        }
        let merged = match t.furthest.get() {
            Some(f) if f.offset > offset => return,
            Some(f) if f.offset == offset => {
                // The deepest reading names the rule path, and its reason goes
                // with it, so the two always describe the same reading.
                let replace = rules.len > f.rules.len
                    || (rules.len == f.rules.len && f.kind.is_none() && kind.is_some());
                let (kind, rules) = if replace {
                    (kind, rules)
                } else {
                    (f.kind, f.rules)
                };
                Failure {
                    offset,
                    expected: f.expected.union(expected),
                    kind,
                    rules,
                }
            }
            _ => Failure {
                offset,
                expected,
                kind,
                rules,
            },
        };
        t.furthest.set(Some(merged));
    });
}

/// Runs `f` with `rule` pushed on the tracker's rule stack, so failures inside
/// it carry the rule path.
#[inline]
pub fn with_rule<'a, T>(
    input: Input<'a>,
    rule: Rule,
    f: impl FnOnce(Input<'a>) -> IResult<Input<'a>, T, PError>,
) -> IResult<Input<'a>, T, PError> {
    if input.extra == Mode::Fast {
        return f(input);
    }
    let saved = TRACKER.with(|t| {
        let saved = t.stack.get();
        let mut pushed = saved;
        pushed.push(rule);
        t.stack.set(pushed);
        saved
    });
    let out = f(input);
    TRACKER.with(|t| t.stack.set(saved));
    out
}

/// Records a dead reading at the start of `input` and returns nothing.
#[inline]
pub(crate) fn note(input: &Input<'_>, expected: ExpectedSet, kind: Option<Kind>, inner: &[Rule]) {
    if input.extra == Mode::Diagnose {
        record(input.location_offset(), expected, kind, inner);
    }
}

/// Records that one reading stopped `at` bytes into `input`, where any of
/// `expected` would have let it go on.
#[inline]
pub(crate) fn note_at(input: &Input<'_>, at: usize, expected: ExpectedSet, inner: &[Rule]) {
    if input.extra == Mode::Diagnose {
        record(input.location_offset() + at, expected, None, inner);
    }
}

/// Records a dead reading at the start of `input` and returns nom's error.
#[inline]
pub(crate) fn fail<'a, T>(
    input: Input<'a>,
    expected: ExpectedSet,
    kind: Option<Kind>,
    inner: &[Rule],
) -> IResult<Input<'a>, T, PError> {
    note(&input, expected, kind, inner);
    Err(nom::Err::Error(PError {
        offset: input.location_offset(),
    }))
}

/// Like [`fail`] at `at` bytes into `input`.
#[inline]
pub(crate) fn fail_at<'a, T>(
    input: Input<'a>,
    at: usize,
    expected: ExpectedSet,
    kind: Option<Kind>,
    inner: &[Rule],
) -> IResult<Input<'a>, T, PError> {
    let offset = input.location_offset() + at;
    if input.extra == Mode::Diagnose {
        record(offset, expected, kind, inner);
    }
    Err(nom::Err::Error(PError { offset }))
}

/// The first byte of `input`, if any.
#[inline(always)]
pub(crate) fn peek(input: &Input<'_>) -> Option<u8> {
    input.fragment().as_bytes().first().copied()
}

/// Splits `n` bytes off the front: `(rest, taken)`.
#[inline(always)]
pub(crate) fn split(input: Input<'_>, n: usize) -> (Input<'_>, Input<'_>) {
    input.take_split(n)
}

/// The text between two positions of the same input, `from` before `to`.
#[inline]
pub(crate) fn between<'a>(from: Input<'a>, to: Input<'a>) -> Input<'a> {
    from.take(to.location_offset() - from.location_offset())
}

/// Matches the single byte `byte`, or fails expecting `what`.
#[inline]
pub(crate) fn expect_byte(
    input: Input<'_>,
    byte: u8,
    what: Expected,
) -> IResult<Input<'_>, char, PError> {
    if peek(&input) == Some(byte) {
        let (rest, _) = split(input, 1);
        Ok((rest, byte as char))
    } else {
        fail(input, what.into(), None, &[])
    }
}

/// Matches one byte of `class`, inside `rule`, or fails expecting `what`.
#[inline]
pub(crate) fn one_byte_of(
    input: Input<'_>,
    class: chars::Class,
    what: Expected,
    rule: Rule,
) -> IResult<Input<'_>, char, PError> {
    match peek(&input) {
        Some(b) if chars::is(b, class) => {
            let (rest, _) = split(input, 1);
            Ok((rest, b as char))
        }
        _ => fail(input, what.into(), None, &[rule]),
    }
}

/// Scans `*( class / pct-encoded )` from the start of `input` and returns
/// `(rest, matched)`. A broken `pct-encoded` triplet ends the scan and is
/// recorded at its first bad byte; the stop itself is recorded as the death of
/// the "one more" reading, expecting `more`, with `inner` as the rule path
/// below the current rule.
#[inline]
pub(crate) fn scan<'a>(
    input: Input<'a>,
    class: chars::Class,
    more: ExpectedSet,
    inner: &[Rule],
) -> (Input<'a>, Input<'a>) {
    let bytes = input.fragment().as_bytes();
    let (n, broken) = chars::scan_pct(bytes, class);
    if input.extra == Mode::Diagnose {
        record_stop(&input, n, broken, more, inner);
    }
    split(input, n)
}

/// Records where a `*( class / pct-encoded )` scan stopped: at a broken triplet
/// the reading dies on the first byte that is not a hex digit; otherwise at the
/// stop, where one more member of the class would have gone on.
#[cold]
pub(crate) fn record_stop(
    input: &Input<'_>,
    n: usize,
    broken: bool,
    more: ExpectedSet,
    inner: &[Rule],
) {
    let bytes = input.fragment().as_bytes();
    let base = input.location_offset();
    if broken {
        let bad = if bytes
            .get(n + 1)
            .is_some_and(|&b| chars::is(b, chars::HEXDIG))
        {
            n + 2
        } else {
            n + 1
        };
        let mut rules: [Rule; MAX_DEPTH] = [Rule::PctEncoded; MAX_DEPTH];
        let k = inner.len().min(MAX_DEPTH - 2);
        rules[..k].copy_from_slice(&inner[..k]);
        rules[k] = Rule::PctEncoded;
        rules[k + 1] = Rule::Hexdig;
        record(
            base + bad,
            Expected::Hexdig.into(),
            Some(Kind::BadPercent),
            &rules[..k + 2],
        );
    }
    record(base + n, more, None, inner);
}

/// Scans single bytes of `class` (no `pct-encoded`) from byte `from` of
/// `input` and returns how many it found; the stop is recorded as the death of
/// the "one more" reading, expecting `more`.
#[inline]
pub(crate) fn scan_pct_free(
    input: &Input<'_>,
    from: usize,
    class: chars::Class,
    more: ExpectedSet,
    inner: &[Rule],
) -> usize {
    let bytes = &input.fragment().as_bytes()[from..];
    let n = bytes
        .iter()
        .position(|&b| !chars::is(b, class))
        .unwrap_or(bytes.len());
    if input.extra == Mode::Diagnose {
        record(input.location_offset() + from + n, more, None, inner);
    }
    n
}

/// The matched text as an AST [`Text`](crate::ast::Text).
#[inline(always)]
pub(crate) fn text<'a>(taken: &Input<'a>) -> crate::ast::Text<'a> {
    crate::ast::Text::new(taken.fragment(), taken.location_offset())
}
