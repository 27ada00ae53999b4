//! The extension's only direct calls into CPython's C API, each where PyO3's
//! safe interface costs a drop-in call a large share of its time.
//!
//! A call of `urigram.urllib.urlsplit` on a distinct real URL is a few
//! thousand machine instructions (`python/bench/instructions.py` counts
//! them), of which the library's split is about 520. The rest is Python's
//! objects, and three pieces of it go away here:
//!
//! - **The call itself** ([`vectorcall::vectorcall_type`]). A PyO3 class's `__call__`
//!   is reached through `tp_call`, so the interpreter first packs the
//!   arguments into a new tuple (and PyO3 then slices it): some 300
//!   instructions a call. Vectorcall hands the function the caller's own
//!   array of arguments instead. PyO3 has no vectorcall for `__call__`, so
//!   the native functions are instances of a subclass made here with the
//!   C API, whose instances carry a vectorcall pointer; the entry point is
//!   PyO3's own trampoline (which holds its attach count and turns a panic
//!   into an exception), found through its doc-hidden
//!   `get_trampoline_function!`, outside PyO3's semver: `python/Cargo.toml`
//!   pins PyO3 to one exact release for it.
//! - **PyO3's trampoline** ([`vectorcall::one_str_entry_of`]), for the
//!   one-`str` call of `urlsplit` and `urlparse`: its attach count (a
//!   thread-local, reached through `__tls_get_addr` in this shared
//!   object), the lock of its pool of deferred releases, and the function
//!   object's type check: some 240 instructions a call. A panic is caught
//!   and an error raised inside the trampoline all the same.
//! - **The result's named tuple** ([`tuple::tuple_of`]). `tuple.__new__(cls,
//!   items)` builds an argument tuple, a plain tuple and then the instance;
//!   allocating the instance with the class's own allocator and filling it
//!   is what `tuple.__new__` does last, without the rest: some 900
//!   instructions a call.
//! - **The parts' strings** ([`text::ascii_str`]). A part of an ASCII URL is a
//!   slice of the argument: one `PyUnicode_New` and one copy make its
//!   `str` (where making a `str` from UTF-8 decodes, checks, every byte
//!   again, and `PyUnicode_Substring` adds its checks and calls around the
//!   same two steps), and whether the URL is ASCII is its length in
//!   characters against its UTF-8's in bytes ([`text::AsciiText::of`]), not a
//!   read of every byte.
//! - **The named tuple's items** (`tuple.rs`): written into their
//!   slots, where `PyTuple_SetItem` is a call that checks again what
//!   `tuple::tuple_of` already knows.
//! - **The argument's text** ([`text::utf8`]). A `str`'s UTF-8 read in place, on
//!   3.9 too, where PyO3 under that release's stable ABI copies it twice
//!   (into a new `bytes`, then a `String`) on every call.
//!
//! - **A kernel's input array** ([`arrow_input::array_data`]). arrow-pyarrow's
//!   checked import walks a string array's offsets one at a time; the
//!   unchecked import, then the same checks with a vectorized one for
//!   ASCII text, took about 65 instructions off each row of the Arrow
//!   `urlsplit` (of 857).
//! - **The Arrow `urlsplit`'s text columns** ([`text_column::TextColumn`]):
//!   plain vectors, a short value copied as a fixed width from the input
//!   and cut back, made arrays without arrow-rs's second check of their
//!   text, which how they are written makes true: 800 to 739
//!   instructions a row.
//!
//! One file a concern: `arrow_input.rs` (the Arrow input),
//! `text_column.rs` (the Arrow `urlsplit`'s text columns), `text.rs` (the
//! `str`s), `tuple.rs` (the named tuples), `vectorcall.rs` (the call). Everything else in the crate is
//! safe code; the crate denies `unsafe` and allows it in this module (and
//! its files) alone. Each block says why it is sound
//! and names the test that exercises it.
#![allow(unsafe_code)]

mod arrow_input;
mod text;
mod text_column;
mod tuple;
mod vectorcall;

use pyo3::ffi;
use pyo3::prelude::*;

pub(crate) use arrow_input::array_data;
pub(crate) use text::{AsciiText, ascii_str, probe_ascii_layout, utf8};
pub(crate) use text_column::TextColumn;
pub(crate) use tuple::{TupleClass, choose_tuple_path, tuple_of, tuple_of_vec};
pub(crate) use vectorcall::{OneStr, Vector, one_str_entry_of, vectorcall_type};

/// The interpreter the module runs in: its ID (0 for the main
/// interpreter, never reused).
///
/// The module keeps objects in statics (the result classes, the caches,
/// the native functions' type), which belong to the interpreter that made
/// them; another interpreter must not see them, and a subinterpreter's
/// objects must not outlive it in them. So `lib.rs` refuses to load
/// anywhere but in the main interpreter.
///
/// # Errors
/// What CPython raises (none is documented).
pub(crate) fn interpreter_id(py: Python<'_>) -> PyResult<i64> {
    // SAFETY: the interpreter is attached (`py`), so the current
    // interpreter state exists and `PyInterpreterState_Get` returns it
    // (it never returns NULL: it aborts instead); `PyInterpreterState_GetID`
    // reads its ID, or returns -1 with an exception set. Test:
    // python/tests/test_interpreters.py::
    // test_a_legacy_subinterpreter_gets_an_import_error_not_a_crash.
    let id = unsafe { ffi::PyInterpreterState_GetID(ffi::PyInterpreterState_Get()) };
    if id < 0 {
        return Err(PyErr::fetch(py));
    }
    Ok(id)
}
