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

mod arrow;
mod arrow_strict;
mod arrow_urlsplit;
mod cache;
mod classes;
mod columns;
mod convert;
mod errors;
mod jvm;
mod parallel;
mod profile;
mod qs_args;
mod raw;
mod stdlib;
mod strict;
mod urllib;

use pyo3::prelude::*;

/// The extension module.
#[pymodule]
fn _native(m: &Bound<'_, PyModule>) -> PyResult<()> {
    profile::init(m.py())?;
    urllib::register(m)?;
    strict::register(m)?;
    arrow::register(m)?;
    jvm::register(m)?;
    Ok(())
}
