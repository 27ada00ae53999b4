//! Fuzz target: the `template_roundtrip` property of
//! tests/template_roundtrip.rs: a template and values built from the input,
//! expanded, and the URI matched back to the values.
#![no_main]

#[path = "../../tests/template_roundtrip.rs"]
mod template_roundtrip;

// The property holds the positional match to the owned one too.
#[path = "../../tests/template_positions.rs"]
#[allow(dead_code, unused_imports)]
mod template_positions;

libfuzzer_sys::fuzz_target!(|data: &[u8]| template_roundtrip::template_roundtrip(data));
