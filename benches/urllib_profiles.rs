//! What choosing a CPython profile costs: urlsplit, urljoin, quote,
//! unquote and parse_qsl through `urllib::Urllib` with each profile chosen
//! at run time (behind `black_box`), beside the free functions (the 3.11
//! profile, fixed at compile time), on `benches/urllib.rs`'s inputs, as the
//! minimum and the median of 31 passes in ns per call.
//!
//! ```sh
//! cargo bench --bench urllib_profiles
//! ```
//!
//! A file of its own, so that `benches/urllib_quick.rs` keeps one call site
//! per function and its figures stay comparable with older builds (more
//! call sites change what the compiler inlines into the timing loops).

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
        "{name:18} min {:7.1}  median {:7.1} ns/call  ({calls} calls)",
        ns[0], ns[15]
    );
}

fn main() {
    let inputs = UrllibInputs::load();
    let (lines, split, joins) = (inputs.lines(), inputs.split(), inputs.joins());
    let (texts, queries) = (inputs.texts(), inputs.queries());
    time("urlsplit", split.len(), || {
        split
            .iter()
            .map(|l| urllib::urlsplit(black_box(l)).map_or(0, |r| r.path.len()))
            .sum()
    });
    time("urljoin", joins.len(), || {
        joins
            .iter()
            .map(|(b, r)| urllib::urljoin(black_box(b), r).map_or(0, |u| u.len()))
            .sum()
    });
    time("quote", texts.len(), || {
        texts
            .iter()
            .map(|t| urllib::quote(black_box(t)).len())
            .sum()
    });
    time("unquote", lines.len(), || {
        lines
            .iter()
            .map(|l| urllib::unquote(black_box(l)).len())
            .sum()
    });
    time("parse_qsl", queries.len(), || {
        queries
            .iter()
            .map(|q| urllib::parse_qsl(black_box(q)).len())
            .sum()
    });
    // The builders without a profile (3.11), held outside the loop as the
    // profiled ones below are: the baseline that isolates the profile's cost
    // from the builder's.
    let q = black_box(urllib::Quote::new());
    time("quote(builder)", texts.len(), || {
        texts
            .iter()
            .map(|t| q.quote(black_box(t)).map_or(0, |x| x.len()))
            .sum()
    });
    let uq = black_box(urllib::Unquote::new());
    time("unquote(builder)", lines.len(), || {
        lines
            .iter()
            .map(|l| uq.unquote(black_box(l)).map_or(0, |x| x.len()))
            .sum()
    });
    let qs = black_box(urllib::ParseQs::new());
    time("parse_qsl(builder)", queries.len(), || {
        queries
            .iter()
            .map(|x| qs.parse_qsl(black_box(x)).map_or(0, |v| v.len()))
            .sum()
    });
    for py in urllib::Python::ALL {
        let u = urllib::Urllib::new(black_box(py));
        time(&format!("urlsplit@{py}"), split.len(), || {
            split
                .iter()
                .map(|l| u.urlsplit(black_box(l)).map_or(0, |r| r.path.len()))
                .sum()
        });
        time(&format!("urljoin@{py}"), joins.len(), || {
            joins
                .iter()
                .map(|(b, r)| u.urljoin(black_box(b), r).map_or(0, |x| x.len()))
                .sum()
        });
        let q = u.quote();
        time(&format!("quote@{py}"), texts.len(), || {
            texts
                .iter()
                .map(|t| q.quote(black_box(t)).map_or(0, |x| x.len()))
                .sum()
        });
        let uq = u.unquote();
        time(&format!("unquote@{py}"), lines.len(), || {
            lines
                .iter()
                .map(|l| uq.unquote(black_box(l)).map_or(0, |x| x.len()))
                .sum()
        });
        let qs = u.parse_qs();
        time(&format!("parse_qsl@{py}"), queries.len(), || {
            queries
                .iter()
                .map(|x| qs.parse_qsl(black_box(x)).map_or(0, |v| v.len()))
                .sum()
        });
    }
}
