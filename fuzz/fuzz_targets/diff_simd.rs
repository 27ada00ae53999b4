//! Fuzz target: the `diff_simd` property of tests/properties.rs.
#![no_main]

#[allow(dead_code)]
#[path = "../../tests/properties.rs"]
mod properties;

libfuzzer_sys::fuzz_target!(|data: &[u8]| properties::diff_simd(data));
