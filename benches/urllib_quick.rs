//! A quick A/B timer for the urllib layer on a noisy machine: every function
//! of `benches/urllib.rs`, on the same inputs, as the minimum and the median
//! of 31 passes over all inputs, in ns per call.
//!
//! ```sh
//! cargo bench --bench urllib_quick                  # all functions
//! cargo bench --bench urllib_quick -- quote unquote # some of them
//! ```
//!
//! criterion (`benches/urllib.rs`) gives the figures of record; this prints
//! in seconds, so two builds can be run one after the other, alternating, and
//! their minimums compared (the least disturbed pass of each). To time an
//! older commit, copy this file and its `[[bench]]` entry into an export of
//! that commit (`git archive COMMIT | tar -x -C DIR`) and run it there.

#![allow(clippy::print_stdout)]

use std::collections::HashSet;
use std::hint::black_box;
use std::path::PathBuf;
use std::time::Instant;

use urigram::urllib;

/// The distinct items, in their first order (Python's `dict.fromkeys`).
fn unique<'a>(items: impl Iterator<Item = &'a str>) -> Vec<&'a str> {
    let mut seen = HashSet::new();
    items.filter(|l| seen.insert(*l)).collect()
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

fn read(name: &str) -> String {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(format!("benches/data/{name}.txt"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| {
        panic!(
            "{}: {e}; run `python3 scripts/gen_corpus.py`",
            path.display()
        )
    })
}

fn main() {
    // cargo passes `--bench`; the other arguments pick functions.
    let which: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with("--"))
        .collect();
    let want = |n: &str| which.is_empty() || which.iter().any(|w| w == n);
    let (mixed, web) = (read("mixed"), read("web"));
    let lines = unique(mixed.lines());
    let webs = unique(web.lines());
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
    let decoded: Vec<String> = lines
        .iter()
        .map(|l| urllib::unquote(l).into_owned())
        .collect();
    let texts = unique(decoded.iter().map(String::as_str));
    let queries: Vec<String> = split
        .iter()
        .filter_map(|l| urllib::urlsplit(l).ok().map(|r| r.query.into_owned()))
        .filter(|q| !q.is_empty())
        .collect();
    let queries = unique(queries.iter().map(String::as_str));

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
    if want("parse_qsl") {
        time("parse_qsl", queries.len(), || {
            queries
                .iter()
                .map(|q| urllib::parse_qsl(black_box(q)).len())
                .sum()
        });
    }
}
