//! The urllib layer against CPython's `urllib.parse`: the Rust half.
//!
//! `cargo bench --bench urllib` times urigram's urllib functions on the same
//! inputs that `scripts/bench_python.py` gives CPython, drawn the same way
//! from the corpora; `scripts/bench_table.py` puts the two side by side.
//! criterion's throughput counts calls, so its report reads in calls per
//! second, and the table divides for the time per call.
//!
//! Inputs (as in `bench_python.py`; both sides deduplicate in order):
//! - urlsplit, urlparse, unquote: the distinct lines of `mixed.txt`;
//! - urljoin: pairs (distinct web line `i % n`, distinct relative reference
//!   `i` of `mixed.txt`);
//! - quote: the distinct lines percent-decoded (`unquote`, which gives
//!   CPython's text), quoted with the default `safe="/"`;
//! - parse_qsl: the distinct non-empty queries of those lines (`parse_qsl`
//!   borrows the names and values that unquoting leaves as they are, as
//!   `unquote` and `urlsplit` do).
//!
//! Lines that a function refuses (CPython raises `ValueError` on a few
//! bracketed hosts) are dropped on each side before timing.
//!
//! Every group times the typed Rust API a Rust user calls
//! (`urigram::urllib::urlsplit`, `quote`, ...), not the Python-typed
//! [`urigram::urllib::call`] dispatch that the golden corpus replays.

mod common;

use std::collections::HashSet;
use std::hint::black_box;

use common::Corpus;
use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use urigram::urllib;

/// The distinct lines, in their first order (Python's `dict.fromkeys`).
fn unique(lines: &[String]) -> Vec<&str> {
    let mut seen = HashSet::new();
    lines
        .iter()
        .map(String::as_str)
        .filter(|l| seen.insert(*l))
        .collect()
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

fn benches(c: &mut Criterion) {
    let mixed = Corpus::load("mixed");
    let web = Corpus::load("web");
    let lines = unique(&mixed.lines);
    let webs = unique(&web.lines);
    let split: Vec<&str> = lines
        .iter()
        .copied()
        .filter(|l| urllib::urlsplit(l).is_ok())
        .collect();
    let joins: Vec<(&str, &str)> = lines
        .iter()
        .copied()
        .filter(|l| !has_scheme(l))
        .enumerate()
        .map(|(i, r)| (webs[i % webs.len()], r))
        .filter(|(b, r)| urllib::urljoin(b, r).is_ok())
        .collect();

    let texts: Vec<String> = {
        let mut seen = HashSet::new();
        lines
            .iter()
            .map(|l| urllib::unquote(l).into_owned())
            .filter(|t| seen.insert(t.clone()))
            .collect()
    };
    let queries: Vec<String> = {
        let mut seen = HashSet::new();
        split
            .iter()
            .filter_map(|l| urllib::urlsplit(l).ok().map(|r| r.query.into_owned()))
            .filter(|q| !q.is_empty() && seen.insert(q.clone()))
            .collect()
    };

    // Inputs made here (texts, queries) were allocated one by one among the
    // setup's other allocations, so they lie scattered over the heap, and
    // perf showed parse_qsl's time dominated by the cache miss on each
    // query's first byte, a cost of this harness rather than of parsing.
    // Packed one after another, as the lines of a file read into memory
    // are, like the corpus lines above.
    let (texts_buf, texts) = packed(&texts);
    let (queries_buf, queries) = packed(&queries);
    let texts = texts
        .iter()
        .map(|r| &texts_buf[r.clone()])
        .collect::<Vec<_>>();
    let queries = queries
        .iter()
        .map(|r| &queries_buf[r.clone()])
        .collect::<Vec<_>>();

    time(c, "urlsplit", &split, |l| {
        urllib::urlsplit(l).map_or(0, |r| r.path.len())
    });
    time(c, "urlparse", &split, |l| {
        urllib::urlparse(l).map_or(0, |r| r.path.len())
    });
    time(c, "urljoin", &joins, |(base, r)| {
        urllib::urljoin(base, r).map_or(0, |u| u.len())
    });
    time(c, "quote", &texts, |t| urllib::quote(t).len());
    time(c, "unquote", &lines, |l| urllib::unquote(l).len());
    time(c, "parse_qsl", &queries, |q| urllib::parse_qsl(q).len());
}

/// The items copied one after another into one buffer, with the range of
/// each in it.
fn packed(items: &[String]) -> (String, Vec<std::ops::Range<usize>>) {
    let mut buf = String::with_capacity(items.iter().map(String::len).sum());
    let ranges = items
        .iter()
        .map(|item| {
            let start = buf.len();
            buf.push_str(item);
            start..buf.len()
        })
        .collect();
    (buf, ranges)
}

/// One group `urllib-{name}` with the function `urigram`: each iteration
/// calls `f` once on every input; the throughput counts calls.
fn time<T>(c: &mut Criterion, name: &str, inputs: &[T], f: impl Fn(&T) -> usize) {
    let mut group = c.benchmark_group(format!("urllib-{name}"));
    group.throughput(Throughput::Elements(inputs.len() as u64));
    group.bench_function("urigram", |b| {
        b.iter(|| {
            let mut n = 0usize;
            for x in inputs {
                n = n.wrapping_add(f(black_box(x)));
            }
            n
        });
    });
    group.finish();
}

criterion_group! {
    name = urllib_benches;
    config = common::config();
    targets = benches
}
criterion_main!(urllib_benches);
