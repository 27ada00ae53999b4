//! The library's errors as Python exceptions, one file a family: the
//! drop-in's ([`urllib`]: the classes and messages CPython's own
//! `urllib.parse` raises) and the strict layer's ([`parse_error`]:
//! `urigram.ParseError`, with the offset, rules and frame as attributes).

pub(crate) mod parse_error;
pub(crate) mod urllib;
