//! The integration tests, one binary, one module per topic:
//!
//! - `cli_stream`: the CLI on huge, many and malformed lines, in bounded memory.
//! - `edge_cases`: every edge case the strict grammar must get right, with
//!   expected values from RFC 3986's text and `std::net`.
//! - `lint`: the RFC 3986 section 7 security lint, with its rendered
//!   warnings as snapshots.
//! - `properties` (helpers) and `regressions`: the fuzz targets' properties,
//!   replayed on every input a fuzzer ever failed on.
//! - `urllib_golden`: the CPython corpus replayed through `urigram::urllib`.
#![allow(clippy::unwrap_used)]

mod cli_stream;
mod edge_cases;
mod lint;
mod properties;
mod regressions;
mod urllib_golden;
