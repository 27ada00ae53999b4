//! urigram for JavaScript: the functions of the `urigram` npm package, over
//! the library. The JavaScript side (`web/js/`) gives them JavaScript's
//! conventions (options objects, `UrigramError`, classes); this side only
//! calls the library and hands back strings, JSON text or numbers.

use wasm_bindgen::prelude::*;

/// Whether `input` matches RFC 3986's `URI-reference`.
#[wasm_bindgen(js_name = isValid)]
#[must_use]
pub fn is_valid(input: &str) -> bool {
    urigram::UriRef::parse(input).is_ok()
}
