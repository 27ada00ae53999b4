//! The integration tests, one binary, one module per topic:
//!
//! - `edge_cases`: every edge case the strict grammar must get right, with
//!   expected values from RFC 3986's text and `std::net`.
//! - `urllib_golden`: the CPython corpus replayed through `urigram::urllib`.
//! - `urllib_quote`: the Rust API of quote, unquote, parse_qs(l), urlencode
//!   and the codecs, with values from CPython.
#![allow(clippy::unwrap_used)]

mod edge_cases;
mod urllib_golden;
mod urllib_quote;
