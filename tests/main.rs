//! The integration tests, one binary, one module per topic:
//!
//! - `cli_urllib`: the binary's `urllib --jsonl`, `split` and `join`, against
//!   CPython's printed output.
//! - `edge_cases`: every edge case the strict grammar must get right, with
//!   expected values from RFC 3986's text and `std::net`.
//! - `urllib_split`: the Rust API of urllib's split family: RFC 3986 5.4
//!   examples through `urljoin`, typed results, bytes forms, errors.
//! - `urllib_golden`: the CPython corpus replayed through `urigram::urllib`.
#![allow(clippy::unwrap_used)]

mod cli_urllib;
mod edge_cases;
mod urllib_golden;
mod urllib_split;
