//! `urigram._native`: the Rust half of the `urigram` Python package.
//!
//! The pure-Python package in `python/urigram/` imports this module and
//! gives it its public shape: `urigram.urllib` (a drop-in `urllib.parse`),
//! the strict layer at the top level, and `urigram.arrow`. This crate only
//! converts between Python objects and the library's types; every decision
//! about URLs is the library's.
//!
//! The crate denies `unsafe` code; [`raw`] alone allows it, for the few
//! direct calls into CPython's C API that the drop-in's speed needs.

mod allocator;
mod arrow;
mod bracketed;
mod cache;
mod classes;
mod compare;
mod convert;
mod errors;
mod grammar;
mod jvm;
mod profile;
mod qs_args;
mod raw;
mod recent;
mod stdlib;
mod strict;
mod template;
mod urllib;

use pyo3::prelude::*;

/// The extension module.
///
/// `gil_used = true`: the caches ([`cache`]) and the counters are plain
/// loads and stores that the GIL serializes, so a free-threaded CPython
/// (3.13t, where PyO3 builds a version-specific module, the stable ABI
/// having no free-threaded form) must turn the GIL on when it imports this
/// module, as it does (with a warning) for a module that says it uses it.
/// No free-threaded interpreter is at hand to test this; `PYTHON_GIL=0`,
/// which overrides it, is not supported.
#[pymodule(gil_used = true)]
fn _native(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    // The module's statics hold the objects of the interpreter that made
    // them (see `raw::interpreter_id`): any other interpreter is refused
    // before it can see or store one. The main interpreter is always 0.
    let id = raw::interpreter_id(py)?;
    if id != 0 {
        return Err(pyo3::exceptions::PyImportError::new_err(format!(
            "urigram._native cannot be loaded in a subinterpreter (this is \
             interpreter {id}): it keeps Python objects in process-wide \
             caches, so it runs in the main interpreter only (under mod_wsgi: \
             WSGIApplicationGroup %{{GLOBAL}})"
        )));
    }
    m.add("tuple_path", raw::choose_tuple_path(py))?;
    m.add("ascii_data_offset", raw::probe_ascii_layout(py))?;
    profile::init(py)?;
    urllib::register(m)?;
    strict::register(m)?;
    template::register(m)?;
    arrow::register(m)?;
    jvm::register(m)?;
    Ok(())
}
