//! Fuzz target: the `tree_build` property of tests/properties.rs: each engine
//! grammar's typed tree built by nom combinators against the reader it
//! replaced.
#![no_main]

#[allow(dead_code)]
#[path = "../../tests/properties.rs"]
mod properties;

libfuzzer_sys::fuzz_target!(|data: &[u8]| properties::tree_build(data));
