//! Parse throughput of urigram against the other RFC 3986 parsers in Rust, on
//! the same corpora in the same run.
//!
//! `cargo bench --bench parse`; `python3 scripts/bench_table.py` turns the
//! results into the README's table. Each iteration parses a whole corpus, so
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

#![allow(clippy::print_stderr)] // The acceptance notes go to stderr beside criterion's output.

mod common;

use std::hint::black_box;
use std::time::Duration;

use common::Corpus;
use criterion::{BenchmarkGroup, Criterion, Throughput, criterion_group, criterion_main};

/// Parse with urigram to the typed AST.
fn urigram_parse(s: &str) -> usize {
    urigram::UriRef::parse(s).map_or(0, |r| r.path().as_str().len())
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

/// The floor: one table lookup per byte, checking only that every byte may
/// appear somewhere in a URI. No parser that looks at every byte can beat it
/// by much, so it shows how much of a parser's time is structure.
fn byte_class_scan(s: &str) -> usize {
    const fn table() -> [bool; 256] {
        let allowed = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~:/?#[]@!$&'()*+,;=%";
        let mut t = [false; 256];
        let mut i = 0;
        while i < allowed.len() {
            t[allowed[i] as usize] = true;
            i += 1;
        }
        t
    }
    static URI_BYTES: [bool; 256] = table();
    usize::from(s.bytes().all(|b| URI_BYTES[usize::from(b)]))
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
                acc = acc.wrapping_add(f(black_box(line.as_str())));
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
    bench_fn(&mut group, corpus, "urigram", |s| {
        usize::from(urigram::is_valid(s))
    });
    bench_fn(&mut group, corpus, "fluent-uri", |s| {
        usize::from(fluent_uri::UriRef::parse(s).is_ok())
    });
    bench_fn(&mut group, corpus, "iri-string", |s| {
        usize::from(iri_string::types::UriReferenceStr::new(s).is_ok())
    });
    bench_fn(&mut group, corpus, "byte-class-scan", byte_class_scan);
    group.finish();
}

fn benches(c: &mut Criterion) {
    for name in ["mixed", "web"] {
        let corpus = Corpus::load(name);
        corpus_benches(c, &corpus);
    }
}

/// Short enough that a full `cargo bench` takes a few minutes on two cores;
/// every iteration is a whole corpus (tens of thousands of parses), so twenty
/// samples are plenty for a stable median.
fn config() -> Criterion {
    Criterion::default()
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(3))
        .sample_size(20)
        .noise_threshold(0.03)
}

criterion_group! {
    name = parse;
    config = config();
    targets = benches
}
criterion_main!(parse);
