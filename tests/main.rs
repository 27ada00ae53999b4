//! The integration tests, one binary, one module per topic:
//!
//! - `edge_cases`: every edge case the strict grammar must get right, with
//!   expected values from RFC 3986's text and `std::net`.
#![allow(clippy::unwrap_used)]

mod edge_cases;
