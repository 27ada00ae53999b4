//! RFC 9112: the request-target of an HTTP/1.1 request line
//! ([`request_target`]), a grammar built on RFC 3986's rules; the crate
//! root re-exports it as `urigram::request_target`.

pub(crate) mod fast;
mod parse;
pub mod request_target;
