//! Fuzz target: the `cli_args` property of cli/tests/properties.rs, any
//! command line (raw bytes, not UTF-8 as a rule) and any standard input
//! through the CLI's own entry point.
#![no_main]

#[allow(dead_code)]
#[path = "../../cli/tests/properties.rs"]
mod properties;

libfuzzer_sys::fuzz_target!(|data: &[u8]| properties::cli_args(data));
