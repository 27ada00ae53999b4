//! Every grammar beside RFC 3986's (issue 21, item 10): `is_valid` of each
//! grammar's top rule, and the typed parse where the grammar has one, on
//! `benches/data/mixed.txt`, `benches/data/web.txt` and the real URL lists
//! (`../shared/corpora/real-urls/*.txt`, when present).
//!
//! `cargo bench --bench grammars`. Each iteration reads a whole corpus, so
//! criterion's throughput is in bytes of URI text. Groups:
//! - `is_valid-{corpus}`: RFC 3986's `urigram::is_valid` (its fast path);
//!   RFC 6874's and RFC 9112's layer parses; each engine grammar's
//!   `Entry::is_valid` (its compiled automaton), and the same entry's
//!   `check_by_ends` (the set-of-ends engine the automaton replaced) on the
//!   first 2,000 lines only, as the before of the comparison.
//! - `parse-{corpus}`: `UriRef::parse` beside RFC 2396's
//!   `UriReference::parse`, RFC 1808's `Url::parse` and RFC 1945's
//!   `Uri::parse` and `HttpUrl::parse` (typed trees; on the engine they are
//!   decided by the automaton, then built by nom combinators). Each result is
//!   handed to `black_box` by reference, so it is built in full and no
//!   grammar pays for work the others skip (formatting, copying its tree). A line one grammar rejects costs that grammar its error path.
//! - `parse-valid-{corpus}`: the same on the lines every one of those
//!   grammars accepts, which isolates the typed parse of a valid input.
//!   Both groups also time each engine grammar's automaton alone
//!   (`{grammar}-automaton-only`), the verdict every typed parse runs
//!   before it builds: the floor under the typed parse; and the
//!   doc-hidden `parse_by_scan` readers the combinators replaced
//!   (`{grammar}-by-scan`), the before of the comparison in the same run.
//!
//! The hostile shapes of `benches/linear.rs` under every grammar are timed by
//! `scripts/bench_grammars.py` through the CLI (one 8 MB line per shape).

mod common;

use std::hint::black_box;
use std::path::Path;

use common::Corpus;
use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use urigram::grammars::{self, rfc1808, rfc1945, rfc2396};
use urigram::{ParseOptions, Rule};

/// The real URL lists as one corpus, when the shared corpora are there.
fn real_urls() -> Option<Corpus> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/corpora/real-urls");
    let mut lines = Vec::new();
    for entry in std::fs::read_dir(dir).ok()?.filter_map(Result::ok) {
        if entry.path().extension().is_some_and(|x| x == "txt") {
            let text = std::fs::read_to_string(entry.path()).ok()?;
            lines.extend(text.lines().map(str::to_owned));
        }
    }
    let bytes = lines.iter().map(|l| l.len() as u64).sum();
    Some(Corpus {
        name: "real",
        lines,
        bytes,
    })
}

fn bench(c: &mut Criterion) {
    let mut corpora = vec![Corpus::load("mixed"), Corpus::load("web")];
    corpora.extend(real_urls());
    for corpus in &corpora {
        let mut g = c.benchmark_group(format!("is_valid-{}", corpus.name));
        g.throughput(Throughput::Bytes(corpus.bytes));
        g.bench_function("rfc3986", |b| {
            b.iter(|| corpus.lines.iter().filter(|l| urigram::is_valid(l)).count());
        });
        for (name, rule, options) in [
            ("rfc6874", Rule::UriReference, ParseOptions::RFC6874),
            ("rfc9112", Rule::RequestTarget, ParseOptions::RFC3986),
        ] {
            g.bench_function(name, |b| {
                b.iter(|| {
                    corpus
                        .lines
                        .iter()
                        .filter(|l| rule.parse_bytes_with(l.as_bytes(), options).is_ok())
                        .count()
                });
            });
        }
        for name in ["rfc2396", "rfc1808", "rfc1945"] {
            let entry = grammars::named(name)
                .and_then(|g| g.top_rule().engine_entry())
                .expect("an engine grammar");
            g.bench_function(name, |b| {
                b.iter(|| {
                    corpus
                        .lines
                        .iter()
                        .filter(|l| entry.is_valid(l.as_bytes()))
                        .count()
                });
            });
        }
        g.finish();
        // The set-of-ends engine, on a slice: it is two orders slower.
        let head: Vec<&String> = corpus.lines.iter().take(2_000).collect();
        let mut g = c.benchmark_group(format!("set_of_ends-{}-first2000", corpus.name));
        g.throughput(Throughput::Bytes(head.iter().map(|l| l.len() as u64).sum()));
        g.sample_size(10);
        for name in ["rfc2396", "rfc1808", "rfc1945"] {
            let entry = grammars::named(name)
                .and_then(|g| g.top_rule().engine_entry())
                .expect("an engine grammar");
            g.bench_function(name, |b| {
                b.iter(|| {
                    head.iter()
                        .filter(|l| entry.check_by_ends(l.as_bytes()).is_ok())
                        .count()
                });
            });
        }
        g.finish();
        parse_group(c, &format!("parse-{}", corpus.name), &corpus.lines);
        // The same, on the lines every grammar accepts: the typed parse of
        // a valid input, without any grammar's error path.
        let valid: Vec<String> = corpus
            .lines
            .iter()
            .filter(|l| valid_everywhere(l))
            .cloned()
            .collect();
        parse_group(c, &format!("parse-valid-{}", corpus.name), &valid);
    }
}

/// Whether every grammar with a typed parse accepts `line`.
fn valid_everywhere(line: &str) -> bool {
    urigram::UriRef::parse(line).is_ok()
        && ["rfc2396", "rfc1808", "rfc1945"].iter().all(|name| {
            grammars::named(name)
                .and_then(|g| g.top_rule().engine_entry())
                .is_some_and(|e| e.is_valid(line.as_bytes()))
        })
}

/// The typed parse of every grammar over `lines`, each result handed to
/// `black_box` by reference: built in full, and neither formatted nor
/// copied (the trees differ in size, so a copy would favour the smallest).
fn parse_group(c: &mut Criterion, name: &str, lines: &[String]) {
    let mut g = c.benchmark_group(name);
    g.throughput(Throughput::Bytes(
        lines.iter().map(|l| l.len() as u64).sum(),
    ));
    g.bench_function("rfc3986", |b| {
        b.iter(|| {
            lines
                .iter()
                .filter(|l| black_box(&urigram::UriRef::parse(l)).is_ok())
                .count()
        });
    });
    g.bench_function("rfc2396", |b| {
        b.iter(|| {
            lines
                .iter()
                .filter(|l| black_box(&rfc2396::UriReference::parse(l)).is_ok())
                .count()
        });
    });
    g.bench_function("rfc1808", |b| {
        b.iter(|| {
            lines
                .iter()
                .filter(|l| black_box(&rfc1808::Url::parse(l)).is_ok())
                .count()
        });
    });
    g.bench_function("rfc1945", |b| {
        b.iter(|| {
            lines
                .iter()
                .filter(|l| black_box(&rfc1945::Uri::parse(l.as_bytes())).is_ok())
                .count()
        });
    });
    // The string-scanning readers the combinators replaced (kept as their
    // test oracle): the before of the comparison, in the same run.
    g.bench_function("rfc2396-by-scan", |b| {
        b.iter(|| {
            lines
                .iter()
                .filter(|l| black_box(&rfc2396::UriReference::parse_by_scan(l)).is_ok())
                .count()
        });
    });
    g.bench_function("rfc1808-by-scan", |b| {
        b.iter(|| {
            lines
                .iter()
                .filter(|l| black_box(&rfc1808::Url::parse_by_scan(l)).is_ok())
                .count()
        });
    });
    g.bench_function("rfc1945-by-scan", |b| {
        b.iter(|| {
            lines
                .iter()
                .filter(|l| black_box(&rfc1945::Uri::parse_by_scan(l.as_bytes())).is_ok())
                .count()
        });
    });
    // The automaton's verdict alone, which every typed parse above runs
    // first: the floor under each of them.
    for name in ["rfc2396", "rfc1808", "rfc1945"] {
        let entry = grammars::named(name)
            .and_then(|g| g.top_rule().engine_entry())
            .expect("an engine grammar");
        g.bench_function(format!("{name}-automaton-only"), |b| {
            b.iter(|| {
                lines
                    .iter()
                    .filter(|l| entry.is_valid(l.as_bytes()))
                    .count()
            });
        });
    }
    g.bench_function("rfc1945-http_URL", |b| {
        b.iter(|| {
            lines
                .iter()
                .filter(|l| black_box(&rfc1945::HttpUrl::parse(l.as_bytes())).is_ok())
                .count()
        });
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
