//! The urllib layer against CPython's `urllib.parse`: the Rust half.
//!
//! `cargo bench --bench urllib` times urigram's urllib functions on the same
//! inputs that `scripts/bench_python.py` gives CPython, drawn the same way
//! from the corpora; `scripts/bench_table.py` puts the two side by side.
//! criterion's throughput counts calls, so its report reads in calls per
//! second, and the table divides for the time per call.
//!
//! Inputs (as in `bench_python.py`; both sides deduplicate in order):
//! - urlsplit, urlparse: the distinct lines of `mixed.txt`;
//! - urljoin: pairs (distinct web line `i % n`, distinct relative reference
//!   `i` of `mixed.txt`);
//! - quote: the distinct results of `unquote` on the distinct lines (text
//!   with spaces, delimiters and non-ASCII), quoted with the default
//!   `safe="/"`;
//! - unquote: the distinct lines of `mixed.txt`, all of them;
//! - parse_qsl: the distinct non-empty queries (`urlsplit(line).query`) of
//!   the lines that urlsplit accepts; timed both as `parse_qsl` (owned
//!   `String` pairs) and as `parse_qsl_cow` (borrowing the unchanged ones).
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
use std::time::Duration;

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

    let mut group = c.benchmark_group("urllib-urlsplit");
    group.throughput(Throughput::Elements(split.len() as u64));
    group.bench_function("urigram", |b| {
        b.iter(|| {
            let mut n = 0usize;
            for l in &split {
                n = n.wrapping_add(urllib::urlsplit(black_box(l)).map_or(0, |r| r.path.len()));
            }
            n
        });
    });
    group.finish();

    let mut group = c.benchmark_group("urllib-urlparse");
    group.throughput(Throughput::Elements(split.len() as u64));
    group.bench_function("urigram", |b| {
        b.iter(|| {
            let mut n = 0usize;
            for l in &split {
                n = n.wrapping_add(urllib::urlparse(black_box(l)).map_or(0, |r| r.path.len()));
            }
            n
        });
    });
    group.finish();

    let mut group = c.benchmark_group("urllib-urljoin");
    group.throughput(Throughput::Elements(joins.len() as u64));
    group.bench_function("urigram", |b| {
        b.iter(|| {
            let mut n = 0usize;
            for (base, r) in &joins {
                n = n.wrapping_add(urllib::urljoin(black_box(base), r).map_or(0, |u| u.len()));
            }
            n
        });
    });
    group.finish();

    quoting(c, &lines, &split);
}

/// `quote`, `unquote` and `parse_qsl`, on the inputs `bench_python.py` draws
/// for them (see the module docs): `lines` are the distinct corpus lines,
/// `split` those that urlsplit accepts.
fn quoting(c: &mut Criterion, lines: &[&str], split: &[&str]) {
    let decoded: Vec<String> = lines
        .iter()
        .map(|l| urllib::unquote(l).into_owned())
        .collect();
    let texts = unique(&decoded);
    let queries: Vec<String> = split
        .iter()
        .filter_map(|l| urllib::urlsplit(l).ok())
        .map(|r| r.query.into_owned())
        .filter(|q| !q.is_empty())
        .collect();
    let queries = unique(&queries);

    let mut group = c.benchmark_group("urllib-quote");
    group.throughput(Throughput::Elements(texts.len() as u64));
    group.bench_function("urigram", |b| {
        b.iter(|| {
            let mut n = 0usize;
            for t in &texts {
                n = n.wrapping_add(urllib::quote(black_box(t)).len());
            }
            n
        });
    });
    group.finish();

    let mut group = c.benchmark_group("urllib-unquote");
    group.throughput(Throughput::Elements(lines.len() as u64));
    group.bench_function("urigram", |b| {
        b.iter(|| {
            let mut n = 0usize;
            for l in lines {
                n = n.wrapping_add(urllib::unquote(black_box(l)).len());
            }
            n
        });
    });
    group.finish();

    let mut group = c.benchmark_group("urllib-parse_qsl");
    group.throughput(Throughput::Elements(queries.len() as u64));
    group.bench_function("urigram", |b| {
        b.iter(|| {
            let mut n = 0usize;
            for q in &queries {
                n = n.wrapping_add(urllib::parse_qsl(black_box(q)).len());
            }
            n
        });
    });
    // The borrowing form: the same pairs, borrowed from the query where
    // unquoting changes nothing.
    group.bench_function("urigram-cow", |b| {
        b.iter(|| {
            let mut n = 0usize;
            for q in &queries {
                n = n.wrapping_add(urllib::parse_qsl_cow(black_box(q)).len());
            }
            n
        });
    });
    group.finish();
}

/// As in `parse.rs`: modest times, so that all of `cargo bench` takes minutes.
fn config() -> Criterion {
    Criterion::default()
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(3))
        .sample_size(20)
        .noise_threshold(0.03)
        .configure_from_args()
}

criterion_group! {
    name = urllib_benches;
    config = config();
    targets = benches
}
criterion_main!(urllib_benches);
