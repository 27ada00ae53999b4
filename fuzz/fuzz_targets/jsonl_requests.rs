//! Fuzz target: the `jsonl_requests` property of cli/tests/properties.rs,
//! structured JSON request lines (non-ASCII everywhere, values of every
//! shape) through `urigram urllib --jsonl`.
#![no_main]

#[allow(dead_code)]
#[path = "../../cli/tests/properties.rs"]
mod properties;

libfuzzer_sys::fuzz_target!(|data: &[u8]| properties::jsonl_requests(data));
