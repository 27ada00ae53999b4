//! The readers for JavaScript: `readers`, `compare`, `agree` and the
//! confusion catalog. The JSON is the library's
//! (`urigram::compare::json`), the very lines `urigram readers --json` and
//! `urigram compare --json` print; readers come from the library's
//! registry, so a reader added there is here with no code of its own.

use urigram::compare::{self, Part, Reader, json::JsonLines};
use urigram::urllib::Python;
use wasm_bindgen::prelude::*;

use crate::report;

/// The CPython release of a `python` option ("" for the CLI's default,
/// 3.11).
#[cfg_attr(urigram_web, optimize(speed))]
pub fn python_of(python: &str) -> Result<Python, String> {
    if python.is_empty() {
        return Ok(Python::V3_11);
    }
    python.parse().map_err(|e| format!("python: {e}"))
}

/// The readers of a comma-separated list (every default reader for "").
#[cfg_attr(urigram_web, optimize(speed))]
fn readers_of(list: &str, python: Python) -> Result<Vec<Reader>, String> {
    if list.is_empty() {
        return Ok(Reader::every(python));
    }
    Reader::parse_list(list, python).map_err(|e| format!("readers: {e}"))
}

/// The error object of a bad option.
fn bad_option(message: &str, input: &str) -> String {
    report::other("RangeError", message, input, "compare").to_string()
}

/// Every reader of the registry, one JSON object a line: what `urigram
/// readers --json --python PYTHON` prints.
#[wasm_bindgen]
#[must_use]
#[cfg_attr(urigram_web, optimize(size))]
pub fn readers(python: &str) -> String {
    let python = match python_of(python) {
        Ok(p) => p,
        Err(e) => return bad_option(&e, ""),
    };
    let mut out = String::new();
    for r in Reader::all(python) {
        compare::json::reader(&mut out, &r);
        out.push('\n');
    }
    out
}

/// The comparison of each line of `lines` (split on `\n`) under the
/// readers of `readers` (comma-separated; "" for the default set), one
/// JSON line each: what `urigram compare --json` prints for those lines.
/// An unknown reader or release gives one `{"error": ...}` line instead.
/// With `base`, each line is resolved against it by each reader's own
/// resolution first, as `urigram compare --base` does (a reader with none
/// is left out).
#[wasm_bindgen(js_name = compareLines)]
#[must_use]
#[cfg_attr(urigram_web, optimize(speed))]
pub fn compare_lines(lines: &str, readers: &str, python: &str, base: Option<String>) -> String {
    let readers = match python_of(python).and_then(|p| readers_of(readers, p)) {
        Ok(r) => r,
        Err(e) => return bad_option(&e, lines),
    };
    let mut out = String::with_capacity(lines.len() * 12);
    let mut json = JsonLines::new();
    for (i, line) in lines.split('\n').enumerate() {
        if i > 0 {
            out.push('\n');
        }
        let c = against(line, base.as_deref(), &readers);
        json.comparison(&mut out, line.as_bytes(), &c, true);
    }
    out
}

/// The comparison of the one input `input` (a newline in it is part of
/// it, as in an operand of the CLI): the JSON line `urigram compare
/// --json -- INPUT` prints, without its newline; with `base`, what
/// `urigram compare --json --base BASE -- INPUT` prints.
#[wasm_bindgen]
#[must_use]
#[cfg_attr(urigram_web, optimize(size))]
pub fn compare(input: &str, readers: &str, python: &str, base: Option<String>) -> String {
    let readers = match python_of(python).and_then(|p| readers_of(readers, p)) {
        Ok(r) => r,
        Err(e) => return bad_option(&e, input),
    };
    let mut out = String::with_capacity(input.len() * 12);
    let c = against(input, base.as_deref(), &readers);
    JsonLines::new().comparison(&mut out, input.as_bytes(), &c, true);
    out
}

/// `input` compared, resolved against `base` first when there is one.
#[cfg_attr(urigram_web, optimize(speed))]
fn against(input: &str, base: Option<&str>, readers: &[Reader]) -> compare::Comparison {
    match base {
        None => compare::compare(input, readers),
        Some(b) => compare::compare_against(input, b, readers),
    }
}

/// `{"ok": true | false}`: whether the readers agree on `parts`
/// (comma-separated part names; "" for every part) for `input`.
#[wasm_bindgen]
#[must_use]
#[cfg_attr(urigram_web, optimize(size))]
pub fn agree(input: &str, readers: &str, parts: &str, python: &str) -> String {
    let readers = match python_of(python).and_then(|p| readers_of(readers, p)) {
        Ok(r) => r,
        Err(e) => return bad_option(&e, input),
    };
    let parts = if parts.is_empty() {
        Part::ALL.to_vec()
    } else {
        match Part::parse_list(parts) {
            Ok(p) => p,
            Err(e) => return bad_option(&format!("parts: {e}"), input),
        }
    };
    report::ok(compare::agree(input, &readers, &parts).into()).to_string()
}

/// The confusion catalog: the classes of URL parser confusion, each with
/// inputs that show it, as `tests/data/compare/confusion.tsv` holds them
/// (the file the library's tests and the CLI guide's table come from):
/// `[{"class": ..., "inputs": [...]}]`.
#[wasm_bindgen]
#[must_use]
#[cfg_attr(urigram_web, optimize(size))]
pub fn catalog() -> String {
    const TSV: &str = include_str!("../../tests/data/compare/confusion.tsv");
    let mut classes: Vec<(String, Vec<String>)> = Vec::new();
    for line in TSV.lines().filter(|l| !l.starts_with('#') && !l.is_empty()) {
        let Some((class, input)) = line.split_once('\t') else {
            continue;
        };
        let Ok(urigram::json::Json::String(input)) = urigram::json::from_str(input) else {
            continue;
        };
        match classes.last_mut() {
            Some((c, inputs)) if c == class => inputs.push(input),
            _ => classes.push((class.to_owned(), vec![input])),
        }
    }
    let v: Vec<urigram::json::Json> = classes
        .into_iter()
        .map(|(c, inputs)| {
            urigram::json::Json::object(vec![("class", c.into()), ("inputs", inputs.into())])
        })
        .collect();
    urigram::json::Json::Array(v).to_string()
}
