//! urigram for JavaScript: the functions of the `urigram` npm package, over
//! the library. The JavaScript side (`web/js/api.js`) gives them
//! JavaScript's conventions (options objects, `UrigramError`, classes);
//! this side only calls the library and hands back strings, JSON text,
//! booleans or bytes. Structured answers cross as JSON text, which
//! JavaScript reads with one `JSON.parse`, and which for `compare` and
//! `readers` is the library's own line, byte for byte the CLI's.
//!
//! `web/API.md` is the contract.

// The crate is built at opt-level 3 (Cargo.toml's
// `[profile.web.package.urigram-web]`) for the glue of the timed calls and
// the library's generics it instantiates; the functions no benchmark times
// (`javaUri`, `lint`, `grammars`, template construction and expansion, the
// catalog, the error reports of `report`: no benchmarked list but kasztp.txt
// has invalid lines, 342 of 48,010; and the JSON forms beside the timed
// scratch paths: `check`, `parse` and `parseSpans`, which `parse` takes
// only for an IP host or another rule, `matchUri` and `matchFlat`, which
// `Template.match` takes only for what positions do not answer, and
// `compare` of one input) carry
// `#[cfg_attr(urigram_web, optimize(size))]`, so that
// they are built as the library is, at "z", rather than inlining at 3.
// The attribute is nightly-only: on only under the cfg that
// scripts/build_web.sh sets (with RUSTC_BOOTSTRAP=1), as in the library.
#![cfg_attr(urigram_web, feature(optimize_attribute))]

pub mod jvm;
pub mod readers;
pub mod report;
pub mod spans;
pub mod strict;
pub mod template;
pub mod template_scratch;
pub mod urllib;
