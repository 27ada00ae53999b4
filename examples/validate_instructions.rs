//! Validation under callgrind: runs `is_valid` (AVX2 masks of thirty-two
//! bytes where the CPU has it), `is_valid_by_blocks` (sixteen bytes at
//! once, what a CPU without AVX2 runs),
//! `is_valid_by_bytes` (a byte at a time), `parse`, `parse_by_bytes`,
//! `parse_by_blocks` (the parse without AVX2), the
//! bench's byte-class scan or fluent-uri's parse (the bench's reference)
//! over every line of the files named, a given number of times, so that
//! the instructions a pass costs are the difference of two counts,
//! whatever the load on the machine. Prints the valid lines and, outside
//! callgrind, the bytes a second in one thread. Two modes joined by a comma
//! (`simd,scan`) run in one process, a pass of each a round: each one's
//! fastest pass and the middle of the rounds' ratios of their times.
#![allow(
    missing_docs,
    clippy::print_stdout,
    clippy::unwrap_used,
    clippy::expect_used
)]
use std::hint::black_box;
use std::time::Instant;

#[path = "../benches/common/byte_class_scan.rs"]
mod byte_class_scan;
use byte_class_scan::byte_class_scan;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let what = args[1].as_str();
    let rounds: usize = args[2].parse().unwrap();
    let mut lines = Vec::new();
    for file in &args[3..] {
        let text = std::fs::read_to_string(file).unwrap();
        lines.extend(
            text.lines()
                .map(|l| l.trim_start_matches('\u{feff}').to_owned()),
        );
    }
    if let Some((a, b)) = what.split_once(',') {
        interleaved(a, b, rounds, &lines);
        return;
    }
    let f = mode(what);
    let bytes: usize = lines.iter().map(String::len).sum();
    let mut valid = 0;
    let mut best = f64::INFINITY;
    for _ in 0..rounds {
        let t = Instant::now();
        valid = lines.iter().filter(|l| f(black_box(l))).count();
        best = best.min(t.elapsed().as_secs_f64());
    }
    println!(
        "{what}: {valid} of {} lines valid, {bytes} bytes, fastest pass {:.3} ms = {:.2} GB/s",
        lines.len(),
        best * 1e3,
        bytes as f64 / best / 1e9
    );
}

/// The function a mode names.
fn mode(what: &str) -> fn(&str) -> bool {
    match what {
        "simd" => urigram::is_valid,
        "blocks" => urigram::is_valid_by_blocks,
        "bytes" => urigram::is_valid_by_bytes,
        "parse" => |s| urigram::parse(s).is_ok(),
        "parse-bytes" => |s| urigram::parse_by_bytes(s).is_some(),
        "parse-blocks" => |s| urigram::parse_by_blocks(s).is_some(),
        "scan" => byte_class_scan,
        "fluent-uri" => |s| fluent_uri::UriRef::parse(s).is_ok(),
        _ => panic!("simd, blocks, bytes, parse, parse-bytes, parse-blocks, scan or fluent-uri"),
    }
}

/// Two modes in one process, a pass of each a round, in turn first, so
/// that whatever slows the machine for a while slows both: each one's
/// fastest pass, and the middle of the rounds' ratios of A's time to B's.
/// On this shared host one process can run a third slower than the next
/// for its whole life, the same code (docs/performance.md), which a
/// comparison of two processes reads as a difference of code.
fn interleaved(a: &str, b: &str, rounds: usize, lines: &[String]) {
    let (fa, fb) = (mode(a), mode(b));
    let pass = |f: fn(&str) -> bool| {
        let t = Instant::now();
        black_box(lines.iter().filter(|l| f(black_box(l))).count());
        t.elapsed().as_secs_f64()
    };
    let bytes: usize = lines.iter().map(String::len).sum();
    let (mut best_a, mut best_b) = (f64::INFINITY, f64::INFINITY);
    let mut ratios = Vec::with_capacity(rounds);
    for round in 0..rounds {
        let (ta, tb) = if round % 2 == 0 {
            let x = pass(fa);
            (x, pass(fb))
        } else {
            let y = pass(fb);
            (pass(fa), y)
        };
        best_a = best_a.min(ta);
        best_b = best_b.min(tb);
        ratios.push(ta / tb);
    }
    ratios.sort_by(f64::total_cmp);
    println!(
        "{a} | {b}: {:.2} | {:.2} GB/s fastest, {a}'s time over {b}'s: {:.3} (middle of {rounds} rounds), {:.3} (fastest passes)",
        bytes as f64 / best_a / 1e9,
        bytes as f64 / best_b / 1e9,
        ratios[rounds / 2],
        best_a / best_b
    );
}
