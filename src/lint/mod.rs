//! A security lint for valid URIs: the constructions that RFC 3986 section 7
//! (and the sections it leans on) calls risky even though the grammar
//! accepts them.
//!
//! [`lint`] returns positioned [`Warning`]s; each names its check, the byte
//! span it is about, and the RFC section that explains the risk. `{:#}` on a
//! warning renders it like a parse error, with a caret line under the span.
//!
//! ```
//! use urigram::lint::{lint, Check};
//! let uri = urigram::UriRef::parse("ftp://cnn.example.com&story=breaking_news@10.0.0.1/top_story.htm").unwrap();
//! let checks: Vec<Check> = lint(&uri).iter().map(|w| w.check).collect();
//! assert!(checks.contains(&Check::UserinfoLooksLikeHost));
//! ```

use std::borrow::Cow;
use std::fmt;
use std::sync::Arc;

use crate::ast::{Span, UriRef};

mod authority;
mod check;
mod encoding;
mod finding;
mod path;
mod render;
mod words;

pub use check::Check;
use finding::{Finding, Findings};

/// One finding: which check, where, and what it means here.
///
/// A warning holds its check, its span and a share of the linted input, and
/// writes its words only when asked ([`Warning::message`],
/// [`Warning::note`]): a hostile input can draw a warning every few bytes,
/// and a warning that owned its text (or its own copy of the input) made
/// the lint's memory, and its time, grow with their product.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Warning {
    /// The check that fired.
    pub check: Check,
    /// The bytes of the input it is about.
    pub span: Span,
    /// The linted input, for the words and the frame: one copy shared by
    /// every warning of one [`lint`] call.
    input: Arc<str>,
}

impl Warning {
    /// What is wrong, in one lowercase line.
    ///
    /// ```
    /// let uri = urigram::UriRef::parse("https://example.com:443/").unwrap();
    /// let w = &urigram::lint::lint(&uri)[0];
    /// assert_eq!(w.message(), "port 443 is the default for https");
    /// ```
    #[must_use]
    pub fn message(&self) -> String {
        words::describe(self.finding(), &self.input).0
    }

    /// Why it matters, or what to do instead.
    ///
    /// ```
    /// let uri = urigram::UriRef::parse("https://example.com:443/").unwrap();
    /// let w = &urigram::lint::lint(&uri)[0];
    /// assert_eq!(w.note(), "normalized URIs leave the default port out");
    /// ```
    #[must_use]
    pub fn note(&self) -> Cow<'static, str> {
        words::describe(self.finding(), &self.input).1
    }

    /// [`Warning::message`] and [`Warning::note`] at once: the words are
    /// written together, so a caller that shows both (a frame, a JSON
    /// line) writes them once.
    ///
    /// ```
    /// let uri = urigram::UriRef::parse("https://example.com:443/").unwrap();
    /// let (message, note) = urigram::lint::lint(&uri)[0].words();
    /// assert_eq!(message, "port 443 is the default for https");
    /// assert_eq!(note, "normalized URIs leave the default port out");
    /// ```
    #[must_use]
    pub fn words(&self) -> (String, Cow<'static, str>) {
        words::describe(self.finding(), &self.input)
    }

    fn finding(&self) -> Finding {
        Finding::new(self.check, self.span)
    }

    /// The RFC 3986 section of the check.
    #[must_use]
    pub fn section(&self) -> &'static str {
        self.check.section()
    }
}

impl fmt::Display for Warning {
    /// `{}`: one line; `{:#}`: the input with a caret line under the span.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if f.alternate() {
            return render::frame(self, f);
        }
        write!(
            f,
            "{} at bytes {}..{}: {} (RFC 3986, section {})",
            self.check,
            self.span.start,
            self.span.end,
            self.message(),
            self.section()
        )
    }
}

/// Every warning for `uri`, in order of position, then of check.
///
/// The spans are relative to `uri.as_str()`, which for a reference parsed on
/// its own is the whole input. A hostile input can draw a warning every few
/// bytes; [`lint_each`] hands them out one at a time instead of holding them
/// all.
#[must_use]
pub fn lint(uri: &UriRef<'_>) -> Vec<Warning> {
    let found = findings(uri, None).into_list();
    let mut out = Vec::with_capacity(found.len());
    hand_out(uri, found, |w| out.push(w));
    out
}

/// Calls `each` with every warning for `uri`, in the order [`lint`] returns
/// them, without holding them all: for a caller that writes each out and
/// need not keep them. (A caller that shows a bounded answer for any
/// input, as `urigram lint` does, wants [`lint_summary`].)
///
/// The checks first record what they find as a check and a span (a few words
/// each, so memory stays linear in the input with a small factor however
/// many warnings it draws); every warning shares one copy of the input.
///
/// ```
/// use urigram::lint::{lint_each, Check};
/// let uri = urigram::UriRef::parse("http://h/a/../%2e%2e/b").unwrap();
/// let mut checks = Vec::new();
/// lint_each(&uri, |w| checks.push(w.check));
/// assert_eq!(
///     checks,
///     [
///         Check::DotSegment,
///         Check::EncodedDotSegment,
///         Check::LowercasePercentEncoding,
///         Check::LowercasePercentEncoding,
///     ]
/// );
/// ```
pub fn lint_each(uri: &UriRef<'_>, each: impl FnMut(Warning)) {
    hand_out(uri, findings(uri, None).into_list(), each);
}

/// The warnings of one input in bounded room: the first `keep` of each
/// check whole, and for each check that fired more often, how often.
///
/// A hostile line can draw a warning every few bytes (a line of `%2e%2e/`
/// draws three every seven), and writing each one out made the output of
/// `urigram lint` hundreds of times the input. The summary holds at most
/// `keep` warnings a check, and what it costs to find them grows with the
/// input alone (a count a check, not a record a finding), so a caller that
/// shows a summary writes a bounded answer for any input.
///
/// ```
/// use urigram::lint::{lint_summary, Check};
/// let uri = urigram::UriRef::parse("http://h/%2e%2e/%2e%2e/%2e%2e/%2e%2e/").unwrap();
/// let s = lint_summary(&uri, 2);
/// // Two of each check kept, in the order `lint` gives them.
/// let kept: Vec<(Check, usize)> = s.warnings.iter().map(|w| (w.check, w.span.start)).collect();
/// assert_eq!(kept, [
///     (Check::EncodedDotSegment, 9),
///     (Check::LowercasePercentEncoding, 9),
///     (Check::LowercasePercentEncoding, 12),
///     (Check::EncodedDotSegment, 16),
/// ]);
/// // And how many there were in all.
/// assert_eq!(s.repeated.len(), 2);
/// assert_eq!((s.repeated[0].check, s.repeated[0].count), (Check::EncodedDotSegment, 4));
/// assert_eq!((s.repeated[1].check, s.repeated[1].count), (Check::LowercasePercentEncoding, 8));
/// ```
#[must_use]
pub fn lint_summary(uri: &UriRef<'_>, keep: usize) -> Summary {
    let found = findings(uri, Some(keep));
    let repeated = Check::ALL
        .iter()
        .filter_map(|&check| {
            let count = found.count(check);
            (count > keep).then_some(Repeated {
                check,
                count,
                section: check.section(),
            })
        })
        .collect();
    let mut warnings = Vec::with_capacity(found.len());
    hand_out(uri, found.into_list(), |w| warnings.push(w));
    Summary { warnings, repeated }
}

/// What [`lint_summary`] returns: the warnings kept, and the checks that
/// fired more often than that.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Summary {
    /// The first warnings of each check (by position), all of them in the
    /// order [`lint`] gives them.
    pub warnings: Vec<Warning>,
    /// Each check that fired more often than the warnings kept of it, in
    /// the order of [`Check::ALL`].
    pub repeated: Vec<Repeated>,
}

/// A check that fired more often in one input than [`lint_summary`] kept.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct Repeated {
    /// The check.
    pub check: Check,
    /// How many warnings it drew in all, the ones kept included.
    pub count: usize,
    /// The RFC 3986 section of the check.
    pub section: &'static str,
}

/// What every check finds in `uri`, in the order warnings are handed out:
/// every finding with `keep` `None`, else the first `keep` of each check
/// (by position), with how many each check found in all.
fn findings(uri: &UriRef<'_>, keep: Option<usize>) -> Findings {
    // Room for as many findings as there can be, counted once, so the list
    // never grows by doubling: a percent-encoded triplet draws at most two
    // (its case and what it encodes), a path segment at most one, and the
    // authority and scheme a handful. A summary keeps a few a check.
    let bytes = uri.as_str().as_bytes();
    let bound = match keep {
        None => {
            2 * memchr::memchr_iter(b'%', bytes).count()
                + memchr::memchr_iter(b'/', bytes).count()
                + 16
        }
        Some(k) => k.saturating_mul(Check::ALL.len()).min(bytes.len() + 16),
    };
    let mut found = Findings::new(keep, bound);
    authority::check(uri, &mut found);
    path::check(uri, &mut found);
    encoding::check(uri, &mut found);
    if let Some(s) = uri.scheme() {
        for name in ["javascript", "vbscript", "data"] {
            if s.is(name) {
                found.push(Finding::new(Check::ActiveContentScheme, s.span()));
            }
        }
    }
    found.sort();
    found
}

/// Turns each finding into a [`Warning`] sharing one copy of the input, and
/// gives it to `each`.
fn hand_out(uri: &UriRef<'_>, found: Vec<Finding>, mut each: impl FnMut(Warning)) {
    if found.is_empty() {
        return;
    }
    let input: Arc<str> = Arc::from(uri.as_str());
    for finding in found {
        each(Warning {
            check: finding.check,
            span: finding.span,
            input: Arc::clone(&input),
        });
    }
}
