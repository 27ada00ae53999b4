//! The integration tests, one binary, one module per topic:
//!
//! - `algorithm_properties`: proptest properties of resolve, normalize and
//!   relativize, and relativize's examples.
//! - `cli_ops`: the resolve, normalize and relativize commands.
//! - `cli_stream`: the CLI on huge, many and malformed lines, in bounded memory.
//! - `differential_algorithms`: resolve and normalize against fluent-uri's.
//! - `edge_cases`: every edge case the strict grammar must get right, with
//!   expected values from RFC 3986's text and `std::net`.
//! - `file_paths`: RFC 8089 file paths, POSIX and Windows, with round trips.
//! - `lint`: the RFC 3986 section 7 security lint, with its rendered
//!   warnings as snapshots.
//! - `normalize`: RFC 3986 section 6 normalization and equivalence.
//! - `owned`: owned types, the builder, setters and serde.
//! - `pct`: percent-encoding per component, checked against the rules.
//! - `properties` (helpers) and `regressions`: the fuzz targets' properties,
//!   replayed on every input a fuzzer ever failed on.
//! - `resolve`: RFC 3986 section 5 and RFC 1808 section 5 examples, typed in
//!   from the RFCs.
//! - `urllib_golden`: the CPython corpus replayed through `urigram::urllib`.
#![allow(clippy::unwrap_used)]

mod algorithm_properties;
#[cfg(feature = "cli")]
mod cli_ops;
mod cli_stream;
mod differential_algorithms;
mod edge_cases;
mod file_paths;
mod lint;
mod normalize;
mod owned;
mod pct;
mod properties;
mod regressions;
mod resolve;
mod urllib_golden;
