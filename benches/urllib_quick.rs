//! A quick A/B timer for the urllib layer on a noisy machine: every function
//! of `benches/urllib.rs`, on the same inputs, as the minimum and the median
//! of 31 passes over all inputs, in ns per call.
//!
//! ```sh
//! cargo bench --bench urllib_quick                  # all functions
//! cargo bench --bench urllib_quick -- quote unquote # some of them
//! cargo bench --bench urllib_quick -- unquote-pct unquote-plain
//! ```
//!
//! The last two, run only when named, time `unquote` on the lines with a `%`
//! and on those without, apart (`python3 scripts/bench_python.py
//! --unquote-split` gives CPython's figures for the same two sets): a line
//! without `%` is only searched and borrowed, so the two cost very
//! differently.
//!
//! criterion (`benches/urllib.rs`) gives the figures of record; this prints
//! in seconds, so two builds can be run one after the other, alternating, and
//! their minimums compared (the least disturbed pass of each). To time an
//! older commit, copy this file, `benches/common/` and its `[[bench]]` entry
//! into an export of that commit (`git archive COMMIT | tar -x -C DIR`) and
//! run it there. Its inputs are `benches/urllib.rs`'s, from
//! [`common::urllib::UrllibInputs`].

#![allow(clippy::print_stdout)]

mod common;

use std::hint::black_box;
use std::time::Instant;

use common::urllib::UrllibInputs;
use urigram::urllib;

/// Prints the minimum and the median of 31 passes of `pass`, per call.
fn time(name: &str, calls: usize, mut pass: impl FnMut() -> usize) {
    let mut ns: Vec<f64> = (0..31)
        .map(|_| {
            let start = Instant::now();
            black_box(pass());
            start.elapsed().as_nanos() as f64 / calls as f64
        })
        .collect();
    ns.sort_by(f64::total_cmp);
    println!(
        "{name:14} min {:7.1}  median {:7.1} ns/call  ({calls} calls)",
        ns[0], ns[15]
    );
}

fn main() {
    // cargo passes `--bench`; the other arguments pick functions.
    let which: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with("--"))
        .collect();
    let named = |n: &str| which.iter().any(|w| w == n);
    let want = |n: &str| which.is_empty() || named(n);
    let inputs = UrllibInputs::load();
    let (lines, split, joins) = (inputs.lines(), inputs.split(), inputs.joins());
    let (texts, queries) = (inputs.texts(), inputs.queries());

    if want("urlsplit") {
        time("urlsplit", split.len(), || {
            split
                .iter()
                .map(|l| urllib::urlsplit(black_box(l)).map_or(0, |r| r.path.len()))
                .sum()
        });
    }
    if want("urlparse") {
        time("urlparse", split.len(), || {
            split
                .iter()
                .map(|l| urllib::urlparse(black_box(l)).map_or(0, |r| r.path.len()))
                .sum()
        });
    }
    if want("urljoin") {
        time("urljoin", joins.len(), || {
            joins
                .iter()
                .map(|(b, r)| urllib::urljoin(black_box(b), r).map_or(0, |u| u.len()))
                .sum()
        });
    }
    if want("quote") {
        time("quote", texts.len(), || {
            texts
                .iter()
                .map(|t| urllib::quote(black_box(t)).len())
                .sum()
        });
    }
    if want("unquote") {
        time("unquote", lines.len(), || {
            lines
                .iter()
                .map(|l| urllib::unquote(black_box(l)).len())
                .sum()
        });
    }
    for (name, with_pct) in [("unquote-pct", true), ("unquote-plain", false)] {
        if named(name) {
            let some: Vec<&str> = lines
                .iter()
                .copied()
                .filter(|l| l.contains('%') == with_pct)
                .collect();
            time(name, some.len(), || {
                some.iter()
                    .map(|l| urllib::unquote(black_box(l)).len())
                    .sum()
            });
        }
    }
    if want("parse_qsl") {
        time("parse_qsl", queries.len(), || {
            queries
                .iter()
                .map(|q| urllib::parse_qsl(black_box(q)).len())
                .sum()
        });
    }
}
