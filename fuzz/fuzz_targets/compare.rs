//! Fuzz target: the `compare` property of tests/properties.rs (every
//! reader runs without a panic; the verdict is symmetric in the readers).
#![no_main]

#[allow(dead_code)]
#[path = "../../tests/properties.rs"]
mod properties;

libfuzzer_sys::fuzz_target!(|data: &[u8]| properties::compare(data));
