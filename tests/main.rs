//! The integration tests, one binary, one module per topic:
//!
//! - `edge_cases`: every edge case the strict grammar must get right, with
//!   expected values from RFC 3986's text and `std::net`.
//! - `oracle`: not tests but the independent checker the next modules use: an
//!   ABNF reader, a DFA per rule of `grammar/rfc3986.abnf`, and generators.
//! - `grammar_file`: the grammar file against the code, both ways: every rule
//!   has its combinator (doc'd with its exact ABNF) and its `Rule` variant, and
//!   nothing in the code names a rule the file lacks.
//! - `oracle_agreement`: urigram against the DFA oracle on the and the
//!   RFC's examples, on generated strings and on mutated ones: same verdict,
//!   same error offset, and `Display` gives back the input.
//! - `urllib_golden`: the CPython corpus replayed through `urigram::urllib`.
#![allow(clippy::unwrap_used)]

mod edge_cases;
mod grammar_file;
mod oracle;
mod oracle_agreement;
mod urllib_golden;
