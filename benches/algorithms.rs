//! Reference resolution (RFC 3986 section 5.2) and normalization (section
//! 6.2.2) against fluent-uri, on inputs drawn from the corpora.
//!
//! `cargo bench --bench algorithms`. Only the operation is timed: the inputs
//! are parsed once, before the clock starts, by each library for itself, and
//! each iteration runs the operation on every input. criterion's throughput
//! counts inputs (elements), so its report reads in operations per second.
//!
//! - `resolve`: every relative reference of `mixed.txt` against a base URL
//!   from `web.txt` (the bases change from call to call).
//! - `normalize`: every URI (with a scheme) of `mixed.txt`.
//!
//! The two libraries do not define the operations identically at the edges
//! (fluent-uri, for one, also puts IPv6 addresses into RFC 5952 form and drops
//! default ports when it normalizes), so the figures compare the cost of each
//! library's own operation on the same inputs, not byte-identical outputs.

#![allow(clippy::print_stderr)] // The input counts go to stderr.

mod common;

use std::hint::black_box;

use common::Corpus;
use criterion::{Criterion, Throughput, criterion_group, criterion_main};

fn benches(c: &mut Criterion) {
    let mixed = Corpus::load("mixed");
    let web = Corpus::load("web");

    // Relative references: the lines that are not URIs.
    let relative: Vec<&str> = mixed
        .lines
        .iter()
        .map(String::as_str)
        .filter(|l| urigram::Uri::parse(l).is_err())
        .collect();
    let pairs: Vec<(&str, &str)> = relative
        .iter()
        .enumerate()
        .map(|(i, r)| (web.lines[i % web.lines.len()].as_str(), *r))
        .collect();
    let ours: Vec<(urigram::Uri<'_>, urigram::UriRef<'_>)> = pairs
        .iter()
        .map(|(b, r)| {
            (
                urigram::Uri::parse(b).expect("web.txt holds URIs"),
                urigram::UriRef::parse(r).expect("mixed.txt holds URI references"),
            )
        })
        .collect();
    let theirs: Vec<(fluent_uri::Uri<&str>, fluent_uri::UriRef<&str>)> = pairs
        .iter()
        .filter_map(|(b, r)| {
            Some((
                fluent_uri::Uri::parse(*b).ok()?,
                fluent_uri::UriRef::parse(*r).ok()?,
            ))
        })
        .collect();
    eprintln!(
        "resolve: {} pairs (fluent-uri parses {})",
        ours.len(),
        theirs.len()
    );

    let mut group = c.benchmark_group("resolve");
    group.throughput(Throughput::Elements(ours.len() as u64));
    group.bench_function("urigram", |b| {
        b.iter(|| {
            let mut n = 0usize;
            for (base, r) in &ours {
                n = n.wrapping_add(base.resolve(black_box(r)).as_str().len());
            }
            n
        });
    });
    group.bench_function("fluent-uri", |b| {
        b.iter(|| {
            let mut n = 0usize;
            for (base, r) in &theirs {
                n = n.wrapping_add(
                    black_box(r)
                        .resolve_against(base)
                        .map_or(0, |u| u.as_str().len()),
                );
            }
            n
        });
    });
    group.finish();

    let absolute: Vec<&str> = mixed
        .lines
        .iter()
        .map(String::as_str)
        .filter(|l| urigram::Uri::parse(l).is_ok())
        .collect();
    let ours: Vec<urigram::Uri<'_>> = absolute
        .iter()
        .map(|l| urigram::Uri::parse(l).expect("filtered above"))
        .collect();
    let theirs: Vec<fluent_uri::Uri<&str>> = absolute
        .iter()
        .filter_map(|l| fluent_uri::Uri::parse(*l).ok())
        .collect();
    eprintln!(
        "normalize: {} URIs (fluent-uri parses {})",
        ours.len(),
        theirs.len()
    );

    let mut group = c.benchmark_group("normalize");
    group.throughput(Throughput::Elements(ours.len() as u64));
    group.bench_function("urigram", |b| {
        b.iter(|| {
            let mut n = 0usize;
            for u in &ours {
                n = n.wrapping_add(black_box(u).normalize().as_str().len());
            }
            n
        });
    });
    group.bench_function("fluent-uri", |b| {
        b.iter(|| {
            let mut n = 0usize;
            for u in &theirs {
                n = n.wrapping_add(black_box(u).normalize().as_str().len());
            }
            n
        });
    });
    group.finish();
}

criterion_group! {
    name = algorithms;
    config = common::config();
    targets = benches
}
criterion_main!(algorithms);
