//! The integration tests, one binary, one module per topic:
//!
//! - `cli_stream`: the CLI on huge, many and malformed lines, in bounded memory.
//! - `cli_urllib`: the binary's `urllib --jsonl`, `split` and `join`, against
//!   CPython's printed output.
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
//! - `lint`: the RFC 3986 section 7 security lint, with its rendered
//!   warnings as snapshots.
//! - `properties` (helpers) and `regressions`: the fuzz targets' properties,
//!   replayed on every input a fuzzer ever failed on.
//! - `rfc_examples`: every example of RFC 3986 sections 1.1.2, 3, 5.4 and
//!   6.2, named by section.
//! - `snapshots_catalog`: `tests/data/grammar/{invalid,valid}.txt`, each
//!   line checked against the oracle and snapshotted under
//!   `snapshots/grammar/` (the diagnostic, or the tree with its spans).
//! - `spans`: the span invariants, on every parsed fixture and on generated
//!   references.
//! - `urllib_golden`: the CPython corpus replayed through `urigram::urllib`.
//! - `urllib_split`: the Rust API of urllib's split family: RFC 3986 5.4
//!   examples through `urljoin`, typed results, bytes forms, errors.
#![allow(clippy::unwrap_used)]

mod cli_stream;
mod cli_urllib;
mod edge_cases;
mod grammar_file;
mod lint;
mod oracle;
mod oracle_agreement;
mod properties;
mod regressions;
mod rfc_examples;
mod snapshots_catalog;
mod spans;
mod urllib_golden;
mod urllib_split;
