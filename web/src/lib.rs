//! urigram for JavaScript: the functions of the `urigram` npm package, over
//! the library. The JavaScript side (`web/js/api.js`) gives them
//! JavaScript's conventions (options objects, `UrigramError`, classes);
//! this side only calls the library and hands back strings, JSON text,
//! booleans or bytes. Structured answers cross as JSON text, which
//! JavaScript reads with one `JSON.parse`, and which for `compare` and
//! `readers` is the library's own line, byte for byte the CLI's.
//!
//! `web/API.md` is the contract.

pub mod jvm;
pub mod readers;
pub mod report;
pub mod spans;
pub mod strict;
pub mod template;
pub mod template_scratch;
pub mod urllib;
