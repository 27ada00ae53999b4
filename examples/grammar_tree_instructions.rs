//! Every grammar's typed tree under callgrind (issue 40 item 2): runs one
//! grammar's typed parse (`rfc3986` is `UriRef::parse`, the reference)
//! over every line of the files named, a given number of times, so that
//! the instructions a pass costs are the difference of two counts,
//! whatever the load on the machine (outside callgrind it also prints
//! the fastest pass's bytes a second). `common` instead prints the lines
//! every typed parse accepts, the fair input for the comparison (a parse
//! that fails early costs less). Each tree is built in full and handed to
//! `black_box` by reference, as `benches/grammars.rs`'s parse groups do.
#![allow(
    missing_docs,
    clippy::print_stdout,
    clippy::unwrap_used,
    clippy::expect_used
)]
use std::hint::black_box;

use urigram::grammars::{rfc1808, rfc1945, rfc2396, rfc3987};
use urigram::request_target::RequestTarget;
use urigram::{ParseOptions, UriRef};

/// A grammar's typed parse: whether it accepts the line.
type Parse = fn(&str) -> bool;

/// Each grammar's typed parse, by the grammar's name.
const PARSERS: &[(&str, Parse)] = &[
    ("rfc3986", |s| black_box(&UriRef::parse(s)).is_ok()),
    ("rfc6874", |s| {
        black_box(&UriRef::parse_with(s, ParseOptions::RFC6874)).is_ok()
    }),
    ("rfc2396", |s| {
        black_box(&rfc2396::UriReference::parse(s)).is_ok()
    }),
    ("rfc1808", |s| black_box(&rfc1808::Url::parse(s)).is_ok()),
    ("rfc1945", |s| {
        black_box(&rfc1945::Uri::parse(s.as_bytes())).is_ok()
    }),
    ("rfc9112", |s| black_box(&RequestTarget::parse(s)).is_ok()),
    ("rfc3987", |s| black_box(&rfc3987::IriRef::parse(s)).is_ok()),
];

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let what = args[1].as_str();
    let mut lines = Vec::new();
    for file in &args[3..] {
        let text = std::fs::read_to_string(file).unwrap();
        lines.extend(
            text.lines()
                .filter(|l| !l.starts_with('#'))
                .map(|l| l.rsplit('\t').next().unwrap_or(l).to_owned()),
        );
    }
    if what == "common" {
        for l in lines.iter().filter(|l| PARSERS.iter().all(|(_, p)| p(l))) {
            println!("{l}");
        }
        return;
    }
    let rounds: usize = args[2].parse().unwrap();
    let parse = PARSERS
        .iter()
        .find(|(name, _)| *name == what)
        .map(|(_, p)| *p)
        .expect("a grammar's name, or common");
    let mut valid = 0;
    let mut best = f64::INFINITY;
    for _ in 0..rounds {
        let t = std::time::Instant::now();
        valid = lines.iter().filter(|l| parse(black_box(l))).count();
        best = best.min(t.elapsed().as_secs_f64());
    }
    let bytes: usize = lines.iter().map(String::len).sum();
    println!(
        "{what}: {valid} of {} lines valid, {bytes} bytes, fastest pass {:.3} ms = {:.2} GB/s",
        lines.len(),
        best * 1e3,
        bytes as f64 / best / 1e9
    );
}
