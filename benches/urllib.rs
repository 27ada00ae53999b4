//! The urllib layer against CPython's `urllib.parse`: the Rust half.
//!
//! `cargo bench --bench urllib` times urigram's urllib functions on the same
//! inputs that `scripts/bench_python.py` gives CPython, drawn the same way
//! from the corpora; `scripts/bench_table.py` puts the two side by side.
//! criterion's throughput counts calls, so its report reads in calls per
//! second, and the table divides for the time per call.
//!
//! The inputs are those of [`common::urllib::UrllibInputs`], drawn as
//! `bench_python.py` draws CPython's. parse_qsl is timed as `parse_qsl`,
//! whose pairs borrow from the query what unquoting leaves as it is.
//!
//! Every group times the typed Rust API a Rust user calls
//! (`urigram::urllib::urlsplit`, `quote`, ...), not the Python-typed
//! [`urigram::urllib::call`] dispatch that the golden corpus replays.

mod common;

use std::hint::black_box;

use common::urllib::UrllibInputs;
use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use urigram::urllib;

fn benches(c: &mut Criterion) {
    let inputs = UrllibInputs::load();
    let (lines, split, joins) = (inputs.lines(), inputs.split(), inputs.joins());
    let (texts, queries) = (inputs.texts(), inputs.queries());

    time(c, "urlsplit", &split, |l| {
        urllib::urlsplit(l).map_or(0, |r| r.path.len())
    });
    time(c, "urlparse", &split, |l| {
        urllib::urlparse(l).map_or(0, |r| r.path.len())
    });
    time(c, "urljoin", &joins, |(base, r)| {
        urllib::urljoin(base, r).map_or(0, |u| u.len())
    });
    time(c, "quote", &texts, |t| urllib::quote(t).len());
    time(c, "unquote", &lines, |l| urllib::unquote(l).len());
    time(c, "parse_qsl", &queries, |q| urllib::parse_qsl(q).len());
}

/// One group `urllib-{name}` with the function `urigram`: each iteration
/// calls `f` once on every input; the throughput counts calls.
fn time<T>(c: &mut Criterion, name: &str, inputs: &[T], f: impl Fn(&T) -> usize) {
    let mut group = c.benchmark_group(format!("urllib-{name}"));
    group.throughput(Throughput::Elements(inputs.len() as u64));
    group.bench_function("urigram", |b| {
        b.iter(|| {
            let mut n = 0usize;
            for x in inputs {
                n = n.wrapping_add(f(black_box(x)));
            }
            n
        });
    });
    group.finish();
}

criterion_group! {
    name = urllib_benches;
    config = common::config();
    targets = benches
}
criterion_main!(urllib_benches);
