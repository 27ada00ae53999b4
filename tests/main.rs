//! The integration tests, one binary, one module per topic:
//!
//! - `edge_cases`: every edge case the strict grammar must get right, with
//!   expected values from RFC 3986's text and `std::net`.
//! - `lint`: the RFC 3986 section 7 security lint, with its rendered
//!   warnings as snapshots.
//! - `normalize`: RFC 3986 section 6 normalization and equivalence.
//! - `pct`: percent-encoding per component, checked against the rules.
//! - `resolve`: RFC 3986 section 5 and RFC 1808 section 5 examples, typed in
//!   from the RFCs.
//! - `urllib_golden`: the CPython corpus replayed through `urigram::urllib`.
#![allow(clippy::unwrap_used)]

mod edge_cases;
mod lint;
mod normalize;
mod pct;
mod resolve;
mod urllib_golden;
