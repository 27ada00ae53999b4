//! The library's `urlsplit` under callgrind: splits every line of the
//! files named, as CPython 3.11 does, a given number of times, so that the
//! instructions a pass costs are the difference of two counts (say 3
//! rounds minus 1), whatever the load on the machine. Prints the number of
//! lines split and of lines refused.
//!
//! With `slices` before the files, it calls `Urllib::urlsplit_slices`, the
//! split the Python drop-in calls (the parts as slices, no `Cow`s), and
//! counts the lines it leaves to `urlsplit` as refused.
#![allow(
    missing_docs,
    clippy::print_stdout,
    clippy::unwrap_used,
    clippy::expect_used
)]
use std::hint::black_box;

use urigram::urllib::{Python, Urllib};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let rounds: usize = args[1].parse().unwrap();
    let slices = args.get(2).is_some_and(|a| a == "slices");
    let mut lines = Vec::new();
    for file in &args[2 + usize::from(slices)..] {
        let text = std::fs::read_to_string(file).unwrap();
        lines.extend(text.lines().map(str::to_owned));
    }
    let lib = Urllib::new(Python::V3_11);
    let (mut ok, mut refused) = (0usize, 0usize);
    for _ in 0..rounds {
        for line in &lines {
            if slices {
                match lib.urlsplit_slices(black_box(line)) {
                    Ok(Some(p)) => {
                        black_box(&p);
                        ok += 1;
                    }
                    _ => refused += 1,
                }
                continue;
            }
            match lib.urlsplit(black_box(line)) {
                Ok(r) => {
                    black_box(&r);
                    ok += 1;
                }
                Err(_) => refused += 1,
            }
        }
    }
    println!("{} lines, {ok} split, {refused} refused", lines.len());
}
