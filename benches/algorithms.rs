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
//!
//! After criterion's groups, `cargo bench --bench algorithms` (without a
//! filter) also measures each operation in paired runs, urigram's pass and
//! fluent-uri's back to back in alternating order, and writes the median of
//! the ratios to `target/urigram-algorithm-pairs.json` for
//! `scripts/bench_table.py`, as `benches/parse.rs` does for parsing.

#![allow(clippy::print_stderr)] // The input counts go to stderr.

mod common;

use std::hint::black_box;
use std::time::Instant;

use common::Corpus;
use criterion::{Criterion, Throughput, criterion_group};

/// Each library's parsed inputs of both operations, made before any clock
/// starts.
struct Inputs<'a> {
    /// (base, reference) pairs parsed by urigram.
    resolve_ours: Vec<(urigram::Uri<'a>, urigram::UriRef<'a>)>,
    /// The same pairs parsed by fluent-uri (those it accepts).
    resolve_theirs: Vec<(fluent_uri::Uri<&'a str>, fluent_uri::UriRef<&'a str>)>,
    /// The URIs of `mixed.txt` parsed by urigram.
    normalize_ours: Vec<urigram::Uri<'a>>,
    /// The same URIs parsed by fluent-uri (those it accepts).
    normalize_theirs: Vec<fluent_uri::Uri<&'a str>>,
}

impl<'a> Inputs<'a> {
    fn new(mixed: &'a Corpus, web: &'a Corpus) -> Inputs<'a> {
        // The URIs, and the relative references: the lines that are not URIs.
        let (absolute, relative): (Vec<&str>, Vec<&str>) = mixed
            .lines
            .iter()
            .map(String::as_str)
            .partition(|l| urigram::Uri::parse(l).is_ok());
        let pairs: Vec<(&str, &str)> = relative
            .iter()
            .enumerate()
            .map(|(i, r)| (web.lines[i % web.lines.len()].as_str(), *r))
            .collect();
        let resolve_ours = pairs
            .iter()
            .map(|(b, r)| {
                (
                    urigram::Uri::parse(b).expect("web.txt holds URIs"),
                    urigram::UriRef::parse(r).expect("mixed.txt holds URI references"),
                )
            })
            .collect();
        let resolve_theirs = pairs
            .iter()
            .filter_map(|(b, r)| {
                Some((
                    fluent_uri::Uri::parse(*b).ok()?,
                    fluent_uri::UriRef::parse(*r).ok()?,
                ))
            })
            .collect();
        let normalize_ours = absolute
            .iter()
            .map(|l| urigram::Uri::parse(l).expect("filtered above"))
            .collect();
        let normalize_theirs = absolute
            .iter()
            .filter_map(|l| fluent_uri::Uri::parse(*l).ok())
            .collect();
        Inputs {
            resolve_ours,
            resolve_theirs,
            normalize_ours,
            normalize_theirs,
        }
    }

    /// urigram resolves every reference against its base.
    fn resolve_ours(&self) -> usize {
        let mut n = 0usize;
        for (base, r) in &self.resolve_ours {
            n = n.wrapping_add(base.resolve(black_box(r)).as_str().len());
        }
        n
    }

    /// fluent-uri resolves every reference against its base.
    fn resolve_theirs(&self) -> usize {
        let mut n = 0usize;
        for (base, r) in &self.resolve_theirs {
            n = n.wrapping_add(
                black_box(r)
                    .resolve_against(base)
                    .map_or(0, |u| u.as_str().len()),
            );
        }
        n
    }

    /// urigram normalizes every URI.
    fn normalize_ours(&self) -> usize {
        let mut n = 0usize;
        for u in &self.normalize_ours {
            n = n.wrapping_add(black_box(u).normalize().as_str().len());
        }
        n
    }

    /// fluent-uri normalizes every URI.
    fn normalize_theirs(&self) -> usize {
        let mut n = 0usize;
        for u in &self.normalize_theirs {
            n = n.wrapping_add(black_box(u).normalize().as_str().len());
        }
        n
    }
}

fn benches(c: &mut Criterion) {
    let mixed = Corpus::load("mixed");
    let web = Corpus::load("web");
    let inputs = Inputs::new(&mixed, &web);
    eprintln!(
        "resolve: {} pairs (fluent-uri parses {})",
        inputs.resolve_ours.len(),
        inputs.resolve_theirs.len()
    );
    let mut group = c.benchmark_group("resolve");
    group.throughput(Throughput::Elements(inputs.resolve_ours.len() as u64));
    group.bench_function("urigram", |b| b.iter(|| inputs.resolve_ours()));
    group.bench_function("fluent-uri", |b| b.iter(|| inputs.resolve_theirs()));
    group.finish();

    eprintln!(
        "normalize: {} URIs (fluent-uri parses {})",
        inputs.normalize_ours.len(),
        inputs.normalize_theirs.len()
    );
    let mut group = c.benchmark_group("normalize");
    group.throughput(Throughput::Elements(inputs.normalize_ours.len() as u64));
    group.bench_function("urigram", |b| b.iter(|| inputs.normalize_ours()));
    group.bench_function("fluent-uri", |b| b.iter(|| inputs.normalize_theirs()));
    group.finish();
}

criterion_group! {
    name = algorithms;
    config = common::config();
    targets = benches
}

/// Rounds of the paired measurement: each gives one ratio per operation.
const PAIR_ROUNDS: usize = 15;

/// The seconds one call of `f` takes.
fn timed(f: &dyn Fn() -> usize) -> f64 {
    let t = Instant::now();
    black_box(f());
    t.elapsed().as_secs_f64()
}

/// For each operation, the median over [`PAIR_ROUNDS`] pairs of urigram's
/// time over fluent-uri's, the two passes of a pair back to back in
/// alternating order, so that load coming and going on a shared machine
/// moves both alike. Written to `target/urigram-algorithm-pairs.json`.
fn paired_ratios() {
    let mixed = Corpus::load("mixed");
    let web = Corpus::load("web");
    let inputs = Inputs::new(&mixed, &web);
    type Op<'a> = (&'a str, &'a dyn Fn() -> usize, &'a dyn Fn() -> usize);
    let ops: [Op<'_>; 2] = [
        ("resolve", &|| inputs.resolve_ours(), &|| {
            inputs.resolve_theirs()
        }),
        ("normalize", &|| inputs.normalize_ours(), &|| {
            inputs.normalize_theirs()
        }),
    ];
    let mut json = String::from("{");
    for (op, ours, theirs) in ops {
        let mut ratios: Vec<f64> = (0..PAIR_ROUNDS)
            .map(|round| {
                if round % 2 == 0 {
                    let t = timed(theirs);
                    timed(ours) / t
                } else {
                    let o = timed(ours);
                    o / timed(theirs)
                }
            })
            .collect();
        ratios.sort_by(f64::total_cmp);
        let median = ratios[ratios.len() / 2];
        eprintln!("pairs {op}: median ratio to fluent-uri {median:.3} ({PAIR_ROUNDS} pairs)");
        if json.len() > 1 {
            json.push(',');
        }
        json.push_str(&format!("\"{op}\":{median}"));
    }
    json.push('}');
    common::write_to_target("urigram-algorithm-pairs.json", &json);
}

/// criterion's groups, then the paired ratios, which run only under `cargo
/// bench` without a filter (not under `--test`, which runs every benchmark
/// once to see that it works).
fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let filtered = args.iter().any(|a| !a.starts_with('-'));
    let bench_mode = args.iter().any(|a| a == "--bench") && !args.iter().any(|a| a == "--test");
    algorithms();
    if bench_mode && !filtered {
        paired_ratios();
    }
    Criterion::default().configure_from_args().final_summary();
}
