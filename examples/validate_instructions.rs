//! Validation under callgrind: runs `is_valid` (sixteen bytes at once),
//! `is_valid_by_masks` (two stages: masks of the first sixty-four bytes,
//! then the structure from their set bits),
//! `is_valid_by_bytes` (a byte at a time), `parse`, `parse_by_bytes`, the
//! bench's byte-class scan or fluent-uri's parse (the bench's reference)
//! over every line of the files named, a given number of times, so that
//! the instructions a pass costs are the difference of two counts,
//! whatever the load on the machine. Prints the valid lines and, outside
//! callgrind, the bytes a second in one thread.
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
    let f: fn(&str) -> bool = match what {
        "simd" => urigram::is_valid,
        "masks" => urigram::is_valid_by_masks,
        "bytes" => urigram::is_valid_by_bytes,
        "parse" => |s| urigram::parse(s).is_ok(),
        "parse-bytes" => |s| urigram::parse_by_bytes(s).is_some(),
        "scan" => byte_class_scan,
        "fluent-uri" => |s| fluent_uri::UriRef::parse(s).is_ok(),
        _ => panic!("simd, masks, bytes, parse, parse-bytes, scan or fluent-uri"),
    };
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
