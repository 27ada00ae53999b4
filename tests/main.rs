//! The integration tests, one binary, one module per topic:
//!
//! - `cli_stream`: the CLI on huge, many and malformed lines, in bounded memory.
//! - `cli_urllib`: the binary's `urllib --jsonl`, `split` and `join`, against
//!   CPython's printed output.
//! - `edge_cases`: every edge case the strict grammar must get right, with
//!   expected values from RFC 3986's text and `std::net`.
//! - `lint`: the RFC 3986 section 7 security lint, with its rendered
//!   warnings as snapshots.
//! - `properties` (helpers) and `regressions`: the fuzz targets' properties,
//!   replayed on every input a fuzzer ever failed on.
//! - `urllib_golden`: the CPython corpus replayed through `urigram::urllib`.
//! - `urllib_split`: the Rust API of urllib's split family: RFC 3986 5.4
//!   examples through `urljoin`, typed results, bytes forms, errors.
#![allow(clippy::unwrap_used)]

mod cli_stream;
mod cli_urllib;
mod edge_cases;
mod lint;
mod properties;
mod regressions;
mod urllib_golden;
mod urllib_split;
