//! Fuzz target: the `engine_automata` property of tests/properties.rs: each
//! engine grammar's compiled automaton against its set-of-ends engine, on
//! the verdict, the offset, and the diagnostic `check` derives from the
//! automaton's state (expected set and rule path), also with a stretch of
//! the input repeated.
#![no_main]

#[allow(dead_code)]
#[path = "../../tests/properties.rs"]
mod properties;

libfuzzer_sys::fuzz_target!(|data: &[u8]| properties::engine_automata(data));
