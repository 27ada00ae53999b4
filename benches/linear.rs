//! Linear cost: the parse time per byte of each pathological input shape at
//! 100 B, 10 kB and 1 MB, beside an ordinary long URI.
//!
//! `cargo bench --bench linear` prints one Markdown table per operation and
//! writes them to `target/urigram-linear.md` for `scripts/bench_table.py`.
//! Without `--bench` (as `cargo test --benches` runs it) it only checks that
//! every shape runs, at 100 B.
//!
//! Each shape stands bare (the whole URI-reference) and again after
//! `http://`, where the authority rules see it: a shape that is harmless in a
//! path can be costly in a host or userinfo. Some shapes are invalid; their
//! parse fails and runs the diagnostic pass, which must be linear too, so the
//! `valid` column says which path was timed. A flat row means linear cost;
//! a row whose figure grows with the size is super-linear, a bug.
//!
//! This is a plain `main` rather than criterion: the figures wanted are per
//! byte across sizes, in one table, and a super-linear shape must not hang
//! the run (each size runs once under a time limit before it is timed).

#![allow(clippy::print_stdout, clippy::print_stderr)] // It prints the table.

mod common;

use common::shapes::shapes;
use std::fmt::Write as _;
use std::hint::black_box;
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// The sizes the issue asks for.
const SIZES: [(usize, &str); 3] = [(100, "100 B"), (10_000, "10 kB"), (1_000_000, "1 MB")];

/// A per-byte cost this many times that of the next smaller size is flagged as
/// super-linear (a hundredfold size step makes a quadratic cost grow 100x).
const GROWTH: f64 = 2.5;

/// A first call slower than this is reported as super-linear and not timed.
const LIMIT: Duration = Duration::from_secs(5);

/// The public functions timed; each returns something that depends on the
/// whole parse so that nothing is optimised away.
#[derive(Clone, Copy)]
enum Op {
    Parse,
    IsValid,
    /// The parse, then the security lint of a valid input: a hostile line
    /// draws a warning every few bytes.
    Lint,
    /// The parse, then section 6 normalization of a valid absolute URI (or
    /// of a relative reference's case and encoding).
    Normalize,
}

impl Op {
    fn name(self) -> &'static str {
        match self {
            Op::Parse => "UriRef::parse (error path includes the diagnostic pass)",
            Op::IsValid => "is_valid",
            Op::Lint => "UriRef::parse, then lint::lint",
            Op::Normalize => "UriRef::parse, then normalize_ref_with",
        }
    }

    fn run(self, s: &str) -> usize {
        match self {
            Op::Parse => match urigram::UriRef::parse(s) {
                Ok(r) => r.path().as_str().len(),
                Err(e) => e.offset(),
            },
            Op::IsValid => usize::from(urigram::is_valid(s)),
            Op::Lint => match urigram::UriRef::parse(s) {
                Ok(r) => urigram::lint::lint(&r).len(),
                Err(e) => e.offset(),
            },
            Op::Normalize => match urigram::UriRef::parse(s) {
                Ok(r) => urigram::normalize::normalize_ref_with(
                    &r,
                    urigram::normalize::Options::default(),
                )
                .as_str()
                .len(),
                Err(e) => e.offset(),
            },
        }
    }
}

/// Nanoseconds per call: the best of five rounds, each long enough
/// (`budget / 5`) to swamp the clock's resolution.
fn time_per_call(op: Op, input: &str, budget: Duration) -> f64 {
    let round = budget / 5;
    let mut iters: u32 = 1;
    loop {
        let t = Instant::now();
        for _ in 0..iters {
            black_box(op.run(black_box(input)));
        }
        if t.elapsed() >= round / 4 || iters >= 1 << 24 {
            break;
        }
        iters *= 2;
    }
    let mut best = f64::INFINITY;
    for _ in 0..5 {
        let t = Instant::now();
        let mut n = 0u32;
        while t.elapsed() < round || n == 0 {
            for _ in 0..iters {
                black_box(op.run(black_box(input)));
            }
            n += 1;
        }
        let per = t.elapsed().as_secs_f64() * 1e9 / f64::from(n * iters);
        best = best.min(per);
    }
    best
}

/// Runs `op` on `input` once on another thread, and says whether it finished
/// within `LIMIT`. A super-linear shape at 1 MB could otherwise run for hours;
/// the abandoned thread dies with the process.
fn finishes_in_time(op: Op, input: &str) -> bool {
    let (tx, rx) = mpsc::channel();
    let owned = input.to_owned();
    std::thread::spawn(move || {
        let _ = tx.send(op.run(&owned));
    });
    rx.recv_timeout(LIMIT).is_ok()
}

fn main() {
    let full = std::env::args().any(|a| a == "--bench");
    let sizes: &[(usize, &str)] = if full { &SIZES } else { &SIZES[..1] };
    let budget = Duration::from_millis(if full { 150 } else { 5 });
    let mut report = String::new();
    let mut super_linear = Vec::new();
    for op in [Op::Parse, Op::IsValid, Op::Lint, Op::Normalize] {
        let mut table = format!("ns per byte, {}\n\n| shape | valid |", op.name());
        for (_, label) in sizes {
            let _ = write!(table, " {label} |");
        }
        table.push_str(" largest vs ordinary |\n|---|---|");
        for _ in sizes {
            table.push_str("---:|");
        }
        table.push_str("---:|\n");
        let mut rows = Vec::new();
        let mut ordinary_last = f64::NAN;
        for shape in shapes() {
            let valid = urigram::is_valid(&shape.build(100));
            let mut cells = Vec::new();
            let mut timed_out = false;
            for &(size, _) in sizes {
                let input = shape.build(size);
                if timed_out || !finishes_in_time(op, &input) {
                    timed_out = true;
                    cells.push(f64::INFINITY);
                    continue;
                }
                let ns = time_per_call(op, &input, budget);
                cells.push(ns / input.len() as f64);
            }
            let last = cells[cells.len() - 1];
            if shape.name == "ordinary URI" {
                ordinary_last = last;
            }
            // Per byte, the smallest size also pays the fixed cost of a call, so
            // growth is judged step by step: linear cost never grows much.
            let grows = cells.windows(2).any(|w| w[1] > GROWTH * w[0]);
            if timed_out || grows {
                super_linear.push(format!("{} ({})", shape.label(), op.name()));
            }
            rows.push((shape.label(), valid, cells, last));
        }
        for (label, valid, cells, last) in rows {
            let _ = write!(table, "| {label} | {} |", if valid { "yes" } else { "no" });
            for c in cells {
                if c.is_finite() {
                    let _ = write!(table, " {c:.3} |");
                } else {
                    let _ = write!(table, " > {}s |", LIMIT.as_secs());
                }
            }
            let _ = writeln!(table, " {:.2}x |", last / ordinary_last);
        }
        println!("{table}");
        report.push_str(&table);
        report.push('\n');
    }
    if super_linear.is_empty() {
        println!("no shape's per-byte cost grew more than {GROWTH}x from one size to the next");
    } else {
        println!(
            "SUPER-LINEAR (per-byte cost grew more than {GROWTH}x from one size to the next):"
        );
        for s in &super_linear {
            println!("  {s}");
        }
    }
    if full {
        common::write_to_target("urigram-linear.md", &report);
    }
    // A super-linear shape may have left a thread running: do not wait for it.
    std::process::exit(0);
}
