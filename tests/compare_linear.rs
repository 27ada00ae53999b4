//! `urigram::compare` and `compare::agree` are linear in memory on hostile
//! input, each reader alone and the verdict over all of them: the bytes
//! allocated for a 100 KB input are at most sixteen times those for a 10 KB
//! input of the same shape (a quadratic path would allocate a hundred
//! times as much), counted with `allocation-counter` as `linear_alloc`
//! counts the other entry points.

use std::hint::black_box;

use allocation_counter::measure;
use urigram::compare::{self, Part, Reader};
use urigram::urllib::Python;

/// The repeated units, each with the prefix that puts it where it matters:
/// the shapes of `linear_alloc`, and those of the confusion catalog
/// (backslashes, `@`, brackets, numeric IPv4 parts, fullwidth dots,
/// percent-encoded hosts, tabs).
const SHAPES: &[(&str, &str)] = &[
    ("http://h/", "%41"),
    ("http://", ":"),
    ("http://", "@"),
    ("http://", "["),
    ("http://[", "1:"),
    ("http://h", "/.."),
    ("", "a:"),
    ("http://", "1."),
    ("http://", "0x1."),
    ("http://", "a\\@"),
    ("http://", "a\u{3002}"),
    ("http://", "%65"),
    ("http://", "\u{ff45}"),
    ("http://h/", "\t"),
    ("http://h/?", "a=b&"),
    ("https:", "/"),
    ("", "\\"),
];

const SMALL: usize = 10_000;
const LARGE: usize = 100_000;
/// Ten times the input should allocate about ten times the bytes. The url
/// crate builds a long host in a few doubling buffers (21 allocations at
/// 10 KB, 29 at 100 KB, 35 at 1 MB for a run of U+FF45), so one doubling
/// more or less moves the ratio between 10 KB and 100 KB to 14 where the
/// ratio between 100 KB and 1 MB is 8.4: the bound is 16, which a
/// quadratic path (a hundred times) still breaks by far.
const GROWTH: u64 = 16;
const FLOOR: u64 = 4096;

fn hostile(prefix: &str, unit: &str, size: usize) -> String {
    let mut s = String::with_capacity(size + unit.len());
    s.push_str(prefix);
    while s.len() < size {
        s.push_str(unit);
    }
    s
}

fn assert_linear(what: &str, f: impl Fn(&str)) {
    for (prefix, unit) in SHAPES {
        let (small, large) = (hostile(prefix, unit, SMALL), hostile(prefix, unit, LARGE));
        let a = measure(|| f(black_box(&small))).bytes_total;
        let b = measure(|| f(black_box(&large))).bytes_total;
        assert!(
            b <= a.max(FLOOR) * GROWTH,
            "{what} on {prefix:?} + {unit:?}*: {a} bytes at 10 KB, {b} at 100 KB"
        );
    }
}

#[test]
fn every_reader_is_linear_in_memory() {
    // Every reader the registry has, those read only when named included.
    for reader in Reader::all(Python::V3_11) {
        assert_linear(reader.name(), |s| {
            black_box(compare::compare(s, &[reader]));
        });
    }
}

#[test]
fn the_verdict_and_agree_are_linear_in_memory() {
    // Every reader of the registry, those read only when named included.
    let every = Reader::all(Python::V3_11);
    assert_linear("compare", |s| {
        black_box(compare::compare(s, &every));
    });
    let pair = [Reader::Whatwg, Reader::Urllib(Python::V3_11)];
    assert_linear("agree", |s| {
        black_box(compare::agree(s, &pair, &Part::DESTINATION));
    });
}
