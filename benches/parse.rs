//! Parse throughput of urigram against the other RFC 3986 parsers in Rust, on
//! the same corpora in the same run.
//!
//! `cargo bench --bench parse`; `python3 scripts/bench_table.py` turns the
//! results into the table of docs/performance.md. Each iteration parses a whole corpus, so
//! criterion's time is per corpus and its throughput is in bytes of URI text;
//! the table divides by the line count for the time per URI.
//!
//! Groups (`{operation}-{corpus}`):
//! - `parse-*`: parse to each library's structured value, then read the path
//!   from it, so the parse cannot be optimised away and each library pays for
//!   whatever it defers until a component is asked for.
//! - `validate-*`: only say whether the input is valid. urigram has
//!   `is_valid`; fluent-uri has no separate validator, so its full parse is
//!   the reference; iri-string's `new` validates and stores nothing else.
//!
//! `url` (WHATWG, absolute URLs only) and `http::Uri` (request targets) do
//! not accept relative references, so they run on the web corpus only.
//!
//! After criterion's groups, `cargo bench --bench parse` (without a filter)
//! prints the paired ratios to fluent-uri (see `paired_ratios`). For quick
//! A/B runs, `URIGRAM_PAIRS=validate/urigram,parse/urigram cargo bench
//! --bench parse` skips criterion and prints only the pairs named: each entry
//! is `op/lib`, or an `op` alone for every library of that operation. The
//! JSON file is not written then, so a partial run never stands for a whole
//! one, and each line also gives the ratio of the two sides' fastest
//! passes. `URIGRAM_PAIR_ROUNDS` sets how many pairs give each median (15 by
//! default). Unset, the run is the full one described above.

#![allow(clippy::print_stderr)] // The acceptance notes go to stderr beside criterion's output.

#[path = "common/byte_class_scan.rs"]
mod byte_class_scan;
mod common;

use std::hint::black_box;
use std::time::Instant;

use common::Corpus;
use criterion::{BenchmarkGroup, Criterion, Throughput, criterion_group};

/// Parse with urigram to the typed AST.
fn urigram_parse(s: &str) -> usize {
    urigram::UriRef::parse(s).map_or(0, |r| r.path().as_str().len())
}

/// Validate with urigram, building nothing.
fn urigram_is_valid(s: &str) -> usize {
    usize::from(urigram::is_valid(s))
}

/// Validate with urigram's single pass reading a byte at a time, as it did
/// before it read sixteen at once: the "before" beside `urigram`'s "after"
/// in the same run.
fn urigram_is_valid_by_bytes(s: &str) -> usize {
    usize::from(urigram::is_valid_by_bytes(s))
}

/// Parse with urigram's single pass reading a byte at a time (see
/// [`urigram_is_valid_by_bytes`]); the tree is the one `parse` builds.
fn urigram_parse_by_bytes(s: &str) -> usize {
    urigram::parse_by_bytes(s).map_or(0, |r| r.path().as_str().len())
}

/// fluent-uri has no validator: its parse is the reference.
fn fluent_is_valid(s: &str) -> usize {
    usize::from(fluent_uri::UriRef::parse(s).is_ok())
}

fn iri_string_is_valid(s: &str) -> usize {
    usize::from(iri_string::types::UriReferenceStr::new(s).is_ok())
}

fn fluent_parse(s: &str) -> usize {
    fluent_uri::UriRef::parse(s).map_or(0, |r| r.path().as_str().len())
}

fn oxiri_parse(s: &str) -> usize {
    oxiri::IriRef::parse(s).map_or(0, |r| r.path().len())
}

fn iri_string_parse(s: &str) -> usize {
    iri_string::types::UriReferenceStr::new(s).map_or(0, |r| r.path_str().len())
}

fn uriparse_parse(s: &str) -> usize {
    uriparse::URIReference::try_from(s).map_or(0, |r| r.path().segments().len())
}

fn url_parse(s: &str) -> usize {
    url::Url::parse(s).map_or(0, |u| u.path().len())
}

fn http_parse(s: &str) -> usize {
    s.parse::<http::Uri>().map_or(0, |u| u.path().len())
}

/// The floor: one table lookup per byte ([`byte_class_scan::byte_class_scan`]),
/// as a count for the benchmark's sum.
fn byte_class_scan(s: &str) -> usize {
    usize::from(byte_class_scan::byte_class_scan(s))
}

/// Times `f` over every line of the corpus, as one iteration.
fn bench_fn(
    group: &mut BenchmarkGroup<'_, criterion::measurement::WallTime>,
    corpus: &Corpus,
    name: &str,
    f: impl Fn(&str) -> usize,
) {
    group.bench_function(name, |b| {
        b.iter(|| {
            let mut acc = 0usize;
            for line in &corpus.lines {
                acc = acc.wrapping_add(f(black_box(line).as_str()));
            }
            acc
        });
    });
}

/// Prints how many lines of the corpus each peer accepts, and a few it
/// rejects, so that a ratio is never read without knowing what was measured.
fn acceptance_note(corpus: &Corpus, absolute_only: bool) {
    type Accepts = fn(&str) -> bool;
    let mut peers: Vec<(&str, Accepts)> = vec![
        ("urigram", |s| urigram::UriRef::parse(s).is_ok()),
        ("fluent-uri", |s| fluent_uri::UriRef::parse(s).is_ok()),
        ("oxiri", |s| oxiri::IriRef::parse(s).is_ok()),
        ("iri-string", |s| {
            iri_string::types::UriReferenceStr::new(s).is_ok()
        }),
        ("uriparse", |s| uriparse::URIReference::try_from(s).is_ok()),
    ];
    if absolute_only {
        peers.push(("url", |s| url::Url::parse(s).is_ok()));
        peers.push(("http", |s| s.parse::<http::Uri>().is_ok()));
    }
    for (name, accepts) in peers {
        let n = corpus.accepted_by(accepts);
        eprintln!(
            "{}: {name} accepts {n} of {} lines",
            corpus.name,
            corpus.lines.len()
        );
        for line in corpus.rejected_by(accepts, 3) {
            eprintln!("    rejects {line:?}");
        }
    }
}

fn corpus_benches(c: &mut Criterion, corpus: &Corpus) {
    let web = corpus.name == "web";
    acceptance_note(corpus, web);

    let mut group = c.benchmark_group(format!("parse-{}", corpus.name));
    group.throughput(Throughput::Bytes(corpus.bytes));
    bench_fn(&mut group, corpus, "urigram", urigram_parse);
    bench_fn(&mut group, corpus, "fluent-uri", fluent_parse);
    bench_fn(&mut group, corpus, "oxiri", oxiri_parse);
    bench_fn(&mut group, corpus, "iri-string", iri_string_parse);
    bench_fn(&mut group, corpus, "uriparse", uriparse_parse);
    if web {
        bench_fn(&mut group, corpus, "url", url_parse);
        bench_fn(&mut group, corpus, "http", http_parse);
    }
    group.finish();

    let mut group = c.benchmark_group(format!("validate-{}", corpus.name));
    group.throughput(Throughput::Bytes(corpus.bytes));
    bench_fn(&mut group, corpus, "urigram", urigram_is_valid);
    bench_fn(&mut group, corpus, "fluent-uri", fluent_is_valid);
    bench_fn(&mut group, corpus, "iri-string", iri_string_is_valid);
    bench_fn(&mut group, corpus, "byte-class-scan", byte_class_scan);
    group.finish();
}

fn benches(c: &mut Criterion) {
    for name in ["mixed", "web"] {
        let corpus = Corpus::load(name);
        corpus_benches(c, &corpus);
    }
}

criterion_group! {
    name = parse;
    config = common::config();
    targets = benches
}

/// Rounds of the paired measurement: each gives one ratio per peer
/// (`URIGRAM_PAIR_ROUNDS` overrides it).
const PAIR_ROUNDS: usize = 15;

/// One pass of `f` over the corpus, in seconds.
///
/// The line goes through `black_box` as a `&String` (one pointer), not as
/// the `&str` (a pointer and a length): a `&str` through `black_box` was
/// written to the stack as one 16-byte store and read back as two 8-byte
/// loads before every call, a stall that cost each library a nanosecond
/// or two a line, the byte-class scan 0.2 ms a pass of `mixed.txt` and
/// `is_valid` 0.4 (docs/performance.md, round nine). `bench_fn` does the
/// same.
fn pass(corpus: &Corpus, f: &dyn Fn(&str) -> usize) -> f64 {
    let t = Instant::now();
    let mut acc = 0usize;
    for line in &corpus.lines {
        acc = acc.wrapping_add(f(black_box(line).as_str()));
    }
    black_box(acc);
    t.elapsed().as_secs_f64()
}

/// The ratio of each library's time to fluent-uri's as the median of paired
/// runs: fluent-uri and the other library each parse the whole corpus back
/// to back (in alternating order), and the pair gives one ratio. Load that
/// comes and goes on a shared machine then moves both halves of a pair
/// alike, where criterion's groups, measured one library after another,
/// can each catch a different load. The targets are stated in these
/// terms. Written to `target/urigram-pairs.json` for `scripts/bench_table.py`.
fn paired_ratios(only: Option<&[String]>) {
    type Case<'a> = (&'a str, &'a str, &'a dyn Fn(&str) -> usize);
    let wanted = |op: &str, lib: &str| {
        only.is_none_or(|only| {
            only.iter()
                .any(|w| *w == op || w.split_once('/') == Some((op, lib)))
        })
    };
    let rounds = std::env::var("URIGRAM_PAIR_ROUNDS")
        .ok()
        .and_then(|v| v.parse().ok())
        .filter(|&n: &usize| n > 0)
        .unwrap_or(PAIR_ROUNDS);
    let mut json = String::from("{");
    for name in ["mixed", "web"] {
        let corpus = Corpus::load(name);
        let mut cases: Vec<Case<'_>> = vec![
            ("parse", "urigram", &urigram_parse),
            ("parse", "urigram-bytes", &urigram_parse_by_bytes),
            ("parse", "oxiri", &oxiri_parse),
            ("parse", "iri-string", &iri_string_parse),
            ("parse", "uriparse", &uriparse_parse),
            ("validate", "urigram", &urigram_is_valid),
            ("validate", "urigram-bytes", &urigram_is_valid_by_bytes),
            ("validate", "iri-string", &iri_string_is_valid),
            ("validate", "byte-class-scan", &byte_class_scan),
        ];
        if name == "web" {
            cases.push(("parse", "url", &url_parse));
            cases.push(("parse", "http", &http_parse));
        }
        for (op, lib, f) in cases {
            if !wanted(op, lib) {
                continue;
            }
            let fluent: &dyn Fn(&str) -> usize = if op == "parse" {
                &fluent_parse
            } else {
                &fluent_is_valid
            };
            // The fastest pass of each side too, for the partial runs: the
            // least disturbed by load, beside the median of the ratios.
            let (mut best_fluent, mut best_lib) = (f64::INFINITY, f64::INFINITY);
            let mut ratios: Vec<f64> = (0..rounds)
                .map(|round| {
                    let (a, b) = if round % 2 == 0 {
                        let a = pass(&corpus, fluent);
                        (a, pass(&corpus, f))
                    } else {
                        let b = pass(&corpus, f);
                        (pass(&corpus, fluent), b)
                    };
                    best_fluent = best_fluent.min(a);
                    best_lib = best_lib.min(b);
                    b / a
                })
                .collect();
            ratios.sort_by(f64::total_cmp);
            let median = ratios[ratios.len() / 2];
            if only.is_some() {
                eprintln!(
                    "pairs {op}-{name}/{lib}: median ratio to fluent-uri {median:.3} ({rounds} pairs), fastest passes {:.3} ({:.3} ms, fluent-uri {:.3} ms)",
                    best_lib / best_fluent,
                    best_lib * 1e3,
                    best_fluent * 1e3
                );
            } else {
                eprintln!(
                    "pairs {op}-{name}/{lib}: median ratio to fluent-uri {median:.3} ({rounds} pairs)"
                );
            }
            if json.len() > 1 {
                json.push(',');
            }
            json.push_str(&format!("\"{op}-{name}/{lib}\":{median}"));
        }
    }
    json.push('}');
    if only.is_some() {
        return;
    }
    common::write_to_target("urigram-pairs.json", &json);
}

/// criterion's groups, then the paired ratios. The pairs run only under
/// `cargo bench` without a filter (not under `--test`, which runs every
/// benchmark once to see that it works). With `URIGRAM_PAIRS` set, only the
/// pairs it names run (see the module docs).
fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let filtered = args.iter().any(|a| !a.starts_with('-'));
    let test_mode = args.iter().any(|a| a == "--test");
    let bench_mode = args.iter().any(|a| a == "--bench") && !test_mode;
    if let (true, Ok(list)) = (bench_mode, std::env::var("URIGRAM_PAIRS")) {
        let only: Vec<String> = list.split(',').map(|w| w.trim().to_owned()).collect();
        paired_ratios(Some(&only));
        return;
    }
    parse();
    if bench_mode && !filtered {
        paired_ratios(None);
    }
    Criterion::default().configure_from_args().final_summary();
}
