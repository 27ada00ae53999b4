//! The inputs of the urllib benchmarks (`benches/urllib.rs`, criterion, the
//! figures of record; `benches/urllib_quick.rs`, the A/B timer), drawn from
//! the corpora as `scripts/bench_python.py` draws CPython's, so that both
//! sides time the same calls. Each list is deduplicated in its first order
//! (Python's `dict.fromkeys`), so urlsplit's cache never hits on CPython's
//! side:
//! - urlsplit, urlparse: the distinct lines of `mixed.txt` that urlsplit
//!   accepts (CPython raises `ValueError` on a few bracketed hosts);
//! - unquote: the distinct lines of `mixed.txt`;
//! - urljoin: pairs (distinct web line `i % n`, distinct relative reference
//!   `i` of `mixed.txt`) that urljoin accepts;
//! - quote: the distinct lines percent-decoded (`unquote`, which gives
//!   CPython's text), quoted with the default `safe="/"`;
//! - parse_qsl: the distinct non-empty queries of those lines.

use std::collections::HashSet;
use std::ops::Range;

use urigram::urllib;

use super::Corpus;

/// The corpora, and the texts and queries made from them, each packed into
/// one buffer.
///
/// Made one by one among the setup's other allocations, texts and queries
/// would lie scattered over the heap, and perf showed parse_qsl's time
/// dominated by the cache miss on each query's first byte, a cost of the
/// harness rather than of parsing. Packed one after another, they lie as
/// the lines of a file read into memory do, like the corpus lines.
pub struct UrllibInputs {
    mixed: Corpus,
    web: Corpus,
    texts: Packed,
    queries: Packed,
}

/// Strings copied one after another into one buffer, with the range of each.
struct Packed {
    buf: String,
    ranges: Vec<Range<usize>>,
}

impl Packed {
    fn new<'a>(items: impl Iterator<Item = &'a str>) -> Packed {
        let mut buf = String::new();
        let ranges = items
            .map(|item| {
                let start = buf.len();
                buf.push_str(item);
                start..buf.len()
            })
            .collect();
        Packed { buf, ranges }
    }

    fn items(&self) -> Vec<&str> {
        self.ranges.iter().map(|r| &self.buf[r.clone()]).collect()
    }
}

impl UrllibInputs {
    /// Loads the corpora and makes the texts and queries.
    pub fn load() -> UrllibInputs {
        let mixed = Corpus::load("mixed");
        let web = Corpus::load("web");
        let lines = unique(mixed.lines.iter().map(String::as_str));
        let decoded: Vec<String> = lines
            .iter()
            .map(|l| urllib::unquote(l).into_owned())
            .collect();
        let texts = Packed::new(unique(decoded.iter().map(String::as_str)).into_iter());
        let queries: Vec<String> = lines
            .iter()
            .filter_map(|l| urllib::urlsplit(l).ok())
            .map(|r| r.query.into_owned())
            .filter(|q| !q.is_empty())
            .collect();
        let queries = Packed::new(unique(queries.iter().map(String::as_str)).into_iter());
        UrllibInputs {
            mixed,
            web,
            texts,
            queries,
        }
    }

    /// The distinct lines of `mixed.txt` (unquote's inputs).
    pub fn lines(&self) -> Vec<&str> {
        unique(self.mixed.lines.iter().map(String::as_str))
    }

    /// The lines that urlsplit accepts (urlsplit's and urlparse's inputs).
    pub fn split(&self) -> Vec<&str> {
        let mut lines = self.lines();
        lines.retain(|l| urllib::urlsplit(l).is_ok());
        lines
    }

    /// The (base, reference) pairs of urljoin.
    pub fn joins(&self) -> Vec<(&str, &str)> {
        let webs = unique(self.web.lines.iter().map(String::as_str));
        self.lines()
            .into_iter()
            .filter(|l| !has_scheme(l))
            .enumerate()
            .map(|(i, r)| (webs[i % webs.len()], r))
            .filter(|(b, r)| urllib::urljoin(b, r).is_ok())
            .collect()
    }

    /// The percent-decoded texts (quote's inputs).
    pub fn texts(&self) -> Vec<&str> {
        self.texts.items()
    }

    /// The queries (parse_qsl's inputs).
    pub fn queries(&self) -> Vec<&str> {
        self.queries.items()
    }
}

/// The distinct items, in their first order (Python's `dict.fromkeys`).
fn unique<'a>(items: impl Iterator<Item = &'a str>) -> Vec<&'a str> {
    let mut seen = HashSet::new();
    items.filter(|l| seen.insert(*l)).collect()
}

/// Whether the line starts with `scheme ":"` (RFC 3986 section 3.1).
fn has_scheme(line: &str) -> bool {
    let Some((head, _)) = line.split_once(':') else {
        return false;
    };
    let mut bytes = head.bytes();
    bytes.next().is_some_and(|b| b.is_ascii_alphabetic())
        && bytes.all(|b| b.is_ascii_alphanumeric() || b"+-.".contains(&b))
}
