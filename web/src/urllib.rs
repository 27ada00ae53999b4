//! Python's `urllib.parse` for JavaScript, release by release: one request
//! of the JSON-lines protocol of `urigram urllib --jsonl` in, its response
//! out, so that the package answers as the CLI (and CPython) does. The
//! JavaScript side builds the requests (`urlsplit`, `quote`...).

use wasm_bindgen::prelude::*;

use crate::readers::python_of;
use crate::report;

/// The response line to the request line `request` (`{"fn", "args",
/// "kwargs"}`), as the CPython release `python` ("" for 3.11) answers:
/// `{"ok": value}` or `{"error": {"type", "message"}}`.
#[wasm_bindgen(js_name = urllibCall)]
#[must_use]
#[cfg_attr(urigram_web, optimize(size))]
pub fn urllib_call(python: &str, request: &str) -> String {
    match python_of(python) {
        Ok(p) => urigram::urllib::jsonl::respond_with(p, request),
        Err(e) => report::other("RangeError", &e, python, "urllib").to_string(),
    }
}
