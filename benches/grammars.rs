//! Every grammar beside RFC 3986's (issue 21, item 10): `is_valid` of each
//! grammar's top rule, and its typed parse, on `benches/data/mixed.txt`,
//! `benches/data/web.txt` and the real URL lists
//! (`tests/data/real-urls/*.txt`), and the check of
//! every grammar on the hostile shapes of `benches/linear.rs`.
//!
//! `cargo bench --bench grammars`. Each iteration reads a whole corpus (or
//! line), so criterion's throughput is in bytes of URI text. Groups:
//! - `is_valid-{corpus}`: RFC 3986's `urigram::is_valid` (its fast path);
//!   RFC 6874's and RFC 9112's layer parses; each engine grammar's
//!   `Entry::is_valid` (its compiled automaton), and the same entry's
//!   `check_by_ends` (the set-of-ends engine the automaton replaced) on the
//!   first 2,000 lines only, as the before of the comparison; RFC 3987's
//!   `check` of `IRI-reference`.
//! - `parse-{corpus}`: `UriRef::parse` beside `UriRef::parse_with` under
//!   RFC 6874, `RequestTarget::parse` (RFC 9112), RFC 2396's
//!   `UriReference::parse`, RFC 1808's `Url::parse`, RFC 1945's
//!   `Uri::parse` and `HttpUrl::parse` (typed trees; on the engine they are
//!   decided by the automaton, then built by nom combinators) and RFC 3987's
//!   `IriRef::parse`. Each result is handed to `black_box` by reference, so
//!   it is built in full and no grammar pays for work the others skip
//!   (formatting, copying its tree). A line one grammar rejects costs that
//!   grammar its error path.
//! - `parse-valid-{corpus}`: the same on the lines every one of those
//!   grammars accepts, which isolates the typed parse of a valid input.
//!   Both groups also time each engine grammar's automaton alone
//!   (`{grammar}-automaton-only`), the verdict every typed parse runs
//!   before it builds: the floor under the typed parse; and the
//!   doc-hidden `parse_by_scan` readers the combinators replaced
//!   (`{grammar}-by-scan`), the before of the comparison in the same run.
//! - `hostile-{shape}`: one line of [`HOSTILE_BYTES`] of each shape of
//!   `benches/common/shapes.rs` (those of `benches/linear.rs`), checked
//!   against each grammar's top rule (`GrammarRule::check`), the error path
//!   and its diagnostic included; `ordinary URI` is the 1x.
//! - `automaton-build`: compiling each engine grammar's top rule from its
//!   ABNF file into a fresh automaton (what the first use of a rule costs).
//! - `explain-every-state`: the set-of-ends engine on the shortest path to
//!   every state of each engine grammar's top automaton, which is what
//!   `Entry::check` spends, once per state, to learn a state's words (the
//!   most a process ever spends on it, for that rule).
//! - `check-1MB`: each engine grammar's `Entry::check` on a 1 MB ordinary
//!   URL and on a 1 MB `%41` run cut in its last escape, whose error (and
//!   diagnostic) comes at the end: the error path beside the valid one.
//!
//! `scripts/bench_grammars.py` times the same shapes through the CLI on
//! 8 MB lines, and every grammar's `urigram check` on the corpora.

mod common;

use std::hint::black_box;
use std::path::Path;

use std::time::Duration;

use common::Corpus;
use common::shapes::shapes;
use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use urigram::grammars::{self, rfc1808, rfc1945, rfc2396, rfc3987};
use urigram::request_target::RequestTarget;
use urigram::{ParseOptions, Rule};

/// The size of a hostile line: long enough that the per-call cost is noise,
/// short enough that 18 shapes under seven grammars run in minutes.
const HOSTILE_BYTES: usize = 64 * 1024;

/// The real URL lists (`tests/data/real-urls/`) as one corpus.
fn real_urls() -> Corpus {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/real-urls");
    let mut lines = Vec::new();
    for name in ["isaacs_files.txt", "kasztp.txt", "node_files.txt"] {
        let path = dir.join(name);
        let text = std::fs::read_to_string(&path)
            .unwrap_or_else(|e| panic!("{}: {e}: part of the repository", path.display()));
        lines.extend(text.lines().map(str::to_owned));
    }
    let bytes = lines.iter().map(|l| l.len() as u64).sum();
    Corpus {
        name: "real",
        lines,
        bytes,
    }
}

fn automata(c: &mut Criterion) {
    let mut g = c.benchmark_group("automaton-build");
    for (name, compiled) in [
        ("rfc2396", &rfc2396::COMPILED),
        ("rfc1808", &rfc1808::COMPILED),
        ("rfc1945", &rfc1945::COMPILED),
    ] {
        let top = grammars::named(name).expect("a grammar").top_rule();
        let rule = top.info().abnf_name();
        g.bench_function(name, |b| {
            b.iter(|| compiled.compile(black_box(rule)).map(|a| a.states()));
        });
    }
    g.finish();
    let mut g = c.benchmark_group("explain-every-state");
    g.sample_size(10);
    for name in ["rfc2396", "rfc1808", "rfc1945"] {
        let entry = grammars::named(name)
            .and_then(|g| g.top_rule().engine_entry())
            .expect("an engine grammar");
        let a = entry.automaton().expect("an automaton");
        let paths: Vec<Vec<u8>> = (1..a.states() as u32).map(|s| a.path_to(s)).collect();
        g.bench_function(name, |b| {
            b.iter(|| {
                paths
                    .iter()
                    .filter(|p| entry.check_by_ends(p).is_err())
                    .count()
            });
        });
    }
    g.finish();
    let size = 1_000_000;
    let mut ordinary = b"http://example.com/".to_vec();
    while ordinary.len() < size {
        ordinary.extend_from_slice(b"a/");
    }
    let mut cut = b"http://h/".to_vec();
    while cut.len() < size {
        cut.extend_from_slice(b"%41");
    }
    cut.pop();
    let mut g = c.benchmark_group("check-1MB");
    g.throughput(Throughput::Bytes(size as u64));
    for name in ["rfc2396", "rfc1808", "rfc1945"] {
        let entry = grammars::named(name)
            .and_then(|g| g.top_rule().engine_entry())
            .expect("an engine grammar");
        g.bench_function(format!("{name}-ordinary"), |b| {
            b.iter(|| entry.check(black_box(&ordinary)).is_ok());
        });
        g.bench_function(format!("{name}-%41-cut"), |b| {
            b.iter(|| entry.check(black_box(&cut)).map_err(|e| e.offset()));
        });
    }
    g.finish();
}

fn bench(c: &mut Criterion) {
    let corpora = [Corpus::load("mixed"), Corpus::load("web"), real_urls()];
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
        g.bench_function("rfc3987", |b| {
            b.iter(|| {
                corpus
                    .lines
                    .iter()
                    .filter(|l| rfc3987::check("IRI-reference", l) == Some(Ok(())))
                    .count()
            });
        });
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

/// Whether every grammar with a typed parse accepts `line`: RFC 9112's
/// request-target too (no fragment, no relative reference but an
/// origin-form path), so that the group times no grammar's error path.
fn valid_everywhere(line: &str) -> bool {
    urigram::UriRef::parse(line).is_ok()
        && RequestTarget::parse(line).is_ok()
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
    g.bench_function("rfc6874", |b| {
        b.iter(|| {
            lines
                .iter()
                .filter(|l| {
                    black_box(&urigram::UriRef::parse_with(l, ParseOptions::RFC6874)).is_ok()
                })
                .count()
        });
    });
    g.bench_function("rfc9112", |b| {
        b.iter(|| {
            lines
                .iter()
                .filter(|l| black_box(&RequestTarget::parse(l)).is_ok())
                .count()
        });
    });
    g.bench_function("rfc3987", |b| {
        b.iter(|| {
            lines
                .iter()
                .filter(|l| black_box(&rfc3987::IriRef::parse(l)).is_ok())
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

/// Every grammar's check of one long line of each hostile shape: the
/// accepting path for the valid shapes, the error and its diagnostic for
/// the others.
fn hostile(c: &mut Criterion) {
    for shape in shapes() {
        let line = shape.build(HOSTILE_BYTES);
        let mut g = c.benchmark_group(format!("hostile-{}", shape.plain_label()));
        g.throughput(Throughput::Bytes(line.len() as u64));
        g.sample_size(10);
        g.warm_up_time(Duration::from_millis(300));
        g.measurement_time(Duration::from_secs(1));
        for grammar in grammars::ALL {
            let rule = grammar.top_rule();
            g.bench_function(grammar.name(), |b| {
                b.iter(|| {
                    rule.check(black_box(line.as_bytes()))
                        .map_err(|e| e.offset())
                });
            });
        }
        g.finish();
    }
}

criterion_group!(benches, automata, bench, hostile);
criterion_main!(benches);
