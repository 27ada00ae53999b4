//! urigram for JavaScript: the functions of the `urigram` npm package, over
//! the library. The JavaScript side (`web/js/api.js`) gives them
//! JavaScript's conventions (options objects, `UrigramError`, classes);
//! this side only calls the library and hands back strings, JSON text,
//! booleans or bytes. Structured answers cross as JSON text, which
//! JavaScript reads with one `JSON.parse`, and which for `compare` and
//! `readers` is the library's own line, byte for byte the CLI's.
//!
//! `web/API.md` is the contract.

// The crate is built at opt-level "z", as the library (Cargo.toml's
// `[profile.web.package.urigram-web]`), and the functions of the timed
// calls carry `#[cfg_attr(urigram_web, optimize(speed))]`: the scratch paths
// of `parse` (`parseScratch`, its `parse_in` and `spans`) and of
// `Template.match` (`matchScratch`, `positions`, `offsets`), `isValid` and
// `isValidLines`, `compareLines` and `TemplateSet`'s `matchUri`. A closure
// does not take its function's `optimize`, and code inlined into a closure
// is built as the closure is, hence `parse_in`, never inlined. The functions
// no benchmark times carry `#[cfg_attr(urigram_web, optimize(size))]`, from
// when the crate was at 3 (`javaUri`, `lint`, `grammars`, template
// construction and expansion, the catalog, the error reports of `report`,
// and the JSON forms beside the scratch paths: `check`, `parse`,
// `parseSpans`, `matchUri`, `matchFlat`, `compare` of one input), so that
// they stay at "z" if the crate goes back to 3. The attribute is
// nightly-only: on only under the cfg that scripts/build_web.sh sets (with
// RUSTC_BOOTSTRAP=1), as in the library.
#![cfg_attr(urigram_web, feature(optimize_attribute))]

pub mod jvm;
pub mod readers;
pub mod report;
pub mod spans;
pub mod strict;
pub mod template;
pub mod template_scratch;
pub mod urllib;
