//! `compare --base` is linear in memory on hostile pairs, each reader that
//! resolves alone: the bytes allocated for a 100 KB base and reference are
//! at most sixteen times those for 10 KB ones of the same shape (a
//! quadratic path, such as the JDK's and Go's dot-segment loops that
//! search the path again from its start after each removal, would
//! allocate a hundred times as much), counted with `allocation-counter`
//! as `compare_linear` counts the readings.

use std::hint::black_box;

use allocation_counter::measure;
use urigram::compare::{self, Reader};
use urigram::urllib::Python;

/// (base prefix, base unit, reference unit): a deep base path, and a
/// reference of dot segments that climb it, stay, or pair off.
const SHAPES: &[(&str, &str, &str)] = &[
    ("http://h/", "a/", "../"),
    ("http://h/", "a/", "a/../"),
    ("http://h/", "a/", "./"),
    ("http://h/", "a/", "..//"),
    ("http://h/", "..;/", "../a/"),
    ("http://h/", "a%2F/", "%2F../"),
    ("jar:http://h/a.jar!/", "a/", "../"),
    ("http://h/", "a/", "?../"),
    ("http://h/", "a/", "#../"),
];

const SMALL: usize = 10_000;
const LARGE: usize = 100_000;
/// As `compare_linear`'s bound, and for its reason.
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

#[test]
fn every_resolution_is_linear_in_memory() {
    let resolving: Vec<Reader> = Reader::all(Python::V3_11)
        .into_iter()
        .filter(|r| r.resolution().is_some())
        .collect();
    assert!(resolving.len() >= 11, "{}", resolving.len());
    for reader in resolving {
        for (prefix, base_unit, unit) in SHAPES {
            let pair = |size| (hostile(prefix, base_unit, size), hostile("", unit, size));
            let ((b1, r1), (b2, r2)) = (pair(SMALL), pair(LARGE));
            let a = measure(|| {
                black_box(compare::compare_against(&r1, &b1, &[reader]));
            })
            .bytes_total;
            let b = measure(|| {
                black_box(compare::compare_against(&r2, &b2, &[reader]));
            })
            .bytes_total;
            assert!(
                b <= a.max(FLOOR) * GROWTH,
                "{} on {prefix:?} + {base_unit:?}*, {unit:?}*: {a} bytes at 10 KB, {b} at 100 KB",
                reader.name()
            );
        }
    }
}
