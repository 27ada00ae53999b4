//! The extension's only direct calls into CPython's C API, each where PyO3's
//! safe interface costs a drop-in call a large share of its time.
//!
//! A call of `urigram.urllib.urlsplit` on a distinct real URL is a few
//! thousand machine instructions (`python/bench/instructions.py` counts
//! them), of which the library's split is about 520. The rest is Python's
//! objects, and three pieces of it go away here:
//!
//! - **The call itself** ([`vectorcall_type`]). A PyO3 class's `__call__`
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
//! - **The result's named tuple** ([`tuple_of`]). `tuple.__new__(cls,
//!   items)` builds an argument tuple, a plain tuple and then the instance;
//!   allocating the instance with the class's own allocator and filling it
//!   is what `tuple.__new__` does last, without the rest: some 900
//!   instructions a call.
//! - **The parts' strings** ([`ascii_str`]). A part of an ASCII URL is a
//!   slice of the argument: one `PyUnicode_New` and one copy make its
//!   `str` (where making a `str` from UTF-8 decodes, checks, every byte
//!   again, and `PyUnicode_Substring` adds its checks and calls around the
//!   same two steps), and whether the URL is ASCII is its length in
//!   characters against its UTF-8's in bytes ([`AsciiText::of`]), not a
//!   read of every byte.
//! - **The named tuple's items** ([`items_offset`]): written into their
//!   slots, where `PyTuple_SetItem` is a call that checks again what
//!   [`fill`] already knows.
//! - **The argument's text** ([`utf8`]). A `str`'s UTF-8 read in place, on
//!   3.9 too, where PyO3 under that release's stable ABI copies it twice
//!   (into a new `bytes`, then a `String`) on every call.
//!
//! Everything else in the crate is safe code; the crate denies `unsafe`
//! and allows it in this module alone. Each block says why it is sound
//! and names the test that exercises it.
#![allow(unsafe_code)]

use std::ffi::{CStr, c_int, c_void};
use std::sync::OnceLock;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use pyo3::exceptions::{PySystemError, PyTypeError};
use pyo3::ffi;
use pyo3::prelude::*;
use pyo3::types::{PyString, PyTuple, PyType};

unsafe extern "C" {
    /// CPython's `PyUnicode_New`: a new compact `str` of `size` characters,
    /// none above `maxchar`, whose characters the caller writes before
    /// anyone else sees it. Outside the stable ABI (its result's layout is
    /// the interpreter's), though every CPython 3 exports it with this
    /// signature; [`probe_ascii_layout`] finds, at import, where the running
    /// interpreter puts an ASCII `str`'s characters, and checks it.
    #[link_name = "PyUnicode_New"]
    fn unicode_new(size: ffi::Py_ssize_t, maxchar: u32) -> *mut ffi::PyObject;
}

/// How many bytes into a compact ASCII `str` its characters begin (the
/// size of CPython's `PyASCIIObject`: 48 to 3.11, 40 from 3.12 where the
/// `wstr` pointer went), found by [`probe_ascii_layout`] at import; 0
/// until then, or when the probe failed, and [`ascii_str`] then makes its
/// `str`s through the stable ABI.
static ASCII_DATA: AtomicUsize = AtomicUsize::new(0);

/// Finds and checks, once at import, where the running interpreter keeps an
/// ASCII `str`'s characters, so that [`ascii_str`] can write them into a
/// fresh `str` with one copy. For a compact ASCII `str`, CPython's
/// `PyUnicode_AsUTF8AndSize` answers a pointer to those very characters
/// (its UTF-8 form is its text), so their offset is that pointer less the
/// object's address. The offset is kept only if a `str` made by
/// `PyUnicode_New` and written there reads back equal to the same text
/// made the stable ABI's way. Returns the offset (0: not used), which the
/// module exposes as `ascii_data_offset` for the tests.
pub(crate) fn probe_ascii_layout(py: Python<'_>) -> usize {
    const PROBE: &str = "urigram ascii layout probe";
    ASCII_DATA.store(0, Ordering::Relaxed);
    let known = PyString::new(py, PROBE);
    let Some(text) = utf8(known.as_borrowed()) else {
        return 0;
    };
    let offset = (text.as_ptr() as usize).wrapping_sub(known.as_ptr() as usize);
    // A header is a handful of pointer-sized fields, pointer-aligned.
    if !(16..=256).contains(&offset) || !offset.is_multiple_of(std::mem::align_of::<usize>()) {
        return 0;
    }
    ASCII_DATA.store(offset, Ordering::Relaxed);
    let made = ascii_str(py, AsciiText(PROBE));
    let same = made.as_ref().is_ok_and(|m| {
        utf8(m.as_borrowed()).is_some_and(|t| {
            t == PROBE && (t.as_ptr() as usize).wrapping_sub(m.as_ptr() as usize) == offset
        }) && m.as_any().eq(&known).unwrap_or(false)
    });
    if !same {
        ASCII_DATA.store(0, Ordering::Relaxed);
        return 0;
    }
    offset
}

/// Text known to be ASCII: the UTF-8 of an ASCII `str` ([`AsciiText::of`])
/// or a slice of it ([`AsciiText::part`]), so that [`ascii_str`] can copy
/// it into a `str` of ASCII characters without testing its bytes again.
#[derive(Clone, Copy)]
pub(crate) struct AsciiText<'a>(&'a str);

impl<'a> AsciiText<'a> {
    /// `utf8`, the UTF-8 form of `s`, if `s` is ASCII: exactly when it has
    /// as many characters as its UTF-8 has bytes (every other character
    /// takes two bytes or more). A length CPython keeps in the object,
    /// where testing the bytes reads all of them (some 200 machine
    /// instructions a real URL).
    pub(crate) fn of(s: Borrowed<'_, '_, PyString>, utf8: &'a str) -> Option<Self> {
        // SAFETY: `s` is a live `str`; `PyUnicode_GetLength` reads its
        // length in characters (or returns -1 with an exception set, for a
        // non-`str`, which `s` is not). Test: every one-`str` call of the
        // drop-in, e.g. python/tests/test_urllib_dropin.py::
        // test_real_url_lists_match_cpython, and the non-ASCII URLs of
        // python/tests/test_urllib_dropin.py::test_parts_made_in_place_read_as_cpython_s.
        let chars = unsafe { ffi::PyUnicode_GetLength(s.as_ptr()) };
        if chars < 0 {
            drop(PyErr::take(s.py()));
            return utf8.is_ascii().then_some(Self(utf8));
        }
        (usize::try_from(chars).ok()? == utf8.len()).then_some(Self(utf8))
    }

    /// `part`, if it is a slice of this text (and so ASCII too); `None` for
    /// text of its own (a part the split made anew).
    pub(crate) fn part<'b>(&self, part: &'b str) -> Option<AsciiText<'b>> {
        let start = (part.as_ptr() as usize).wrapping_sub(self.0.as_ptr() as usize);
        (start <= self.0.len() && part.len() <= self.0.len() - start).then_some(AsciiText(part))
    }
}

/// A new `str` of `text`: one `PyUnicode_New` and one copy into the object,
/// as CPython's own `_PyUnicode_FromASCII` does, without the checks and
/// calls of `PyUnicode_Substring` around it (some 60 machine instructions a
/// `str`). On an interpreter whose layout [`probe_ascii_layout`] did not
/// confirm, `str(text)` through the stable ABI instead.
///
/// # Errors
/// What the allocation raises (`MemoryError`).
pub(crate) fn ascii_str<'py>(
    py: Python<'py>,
    text: AsciiText<'_>,
) -> PyResult<Bound<'py, PyString>> {
    let offset = ASCII_DATA.load(Ordering::Relaxed);
    let bytes = text.0.as_bytes();
    let Ok(size) = ffi::Py_ssize_t::try_from(bytes.len()) else {
        return Err(PySystemError::new_err("str too long"));
    };
    if offset == 0 {
        return Ok(PyString::new(py, text.0));
    }
    // SAFETY: `PyUnicode_New(size, 127)` returns a new reference to a
    // compact ASCII `str` of `size` characters (its terminating NUL set,
    // its hash "not computed") or NULL with an exception set. Its
    // characters are the `size` bytes at `offset` into the object (the
    // interpreter's layout, which `probe_ascii_layout` found and checked
    // on a `str` made the same way), ours to write until the object is
    // handed out: nothing else has a reference yet. `text` is ASCII (an
    // `AsciiText`), so the `str` is valid. Test: every ASCII part of a
    // result, e.g. python/tests/test_urllib_dropin.py::
    // test_real_url_lists_match_cpython, and python/tests/
    // test_urllib_dropin.py::test_parts_made_in_place_read_as_cpython_s.
    unsafe {
        let out = Bound::from_owned_ptr_or_err(py, unicode_new(size, 127))?;
        std::ptr::copy_nonoverlapping(
            bytes.as_ptr(),
            out.as_ptr().cast::<u8>().add(offset),
            bytes.len(),
        );
        Ok(out.cast_into_unchecked())
    }
}

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

/// A subclass of `tuple` (a named tuple class), checked once, with its
/// allocator read once (a slot read is a call into CPython).
pub(crate) struct TupleClass {
    cls: Py<PyType>,
    alloc: ffi::allocfunc,
    /// How many bytes into an instance its first item's slot is, checked
    /// by [`items_offset`]; 0 when not found, and the items then go in
    /// through `PyTuple_SetItem`.
    items: usize,
}

impl TupleClass {
    /// `cls`, if it is a subclass of `tuple`.
    ///
    /// # Errors
    /// `TypeError` when it is not; `SystemError` when it has no allocator.
    pub(crate) fn new(cls: Bound<'_, PyType>) -> PyResult<Self> {
        if !cls.is_subclass_of::<PyTuple>()? {
            return Err(PyTypeError::new_err("not a subclass of tuple"));
        }
        // SAFETY: `cls` is a live type object; `Py_tp_alloc` is a slot
        // every heap type has (a named tuple class is one), and its value
        // is an `allocfunc` or NULL (checked below). Exercised at import
        // (`urllib::register` reads every result class) and by every
        // result, e.g. python/tests/test_interpreters.py::
        // test_results_hash_and_compare_as_plain_tuples_on_either_path.
        let alloc: Option<ffi::allocfunc> = unsafe {
            let slot = ffi::PyType_GetSlot(cls.as_type_ptr(), ffi::Py_tp_alloc);
            std::mem::transmute::<*mut c_void, Option<ffi::allocfunc>>(slot)
        };
        let Some(alloc) = alloc else {
            return Err(PySystemError::new_err("the result class has no tp_alloc"));
        };
        let items = items_offset(&cls, alloc);
        Ok(Self {
            cls: cls.unbind(),
            alloc,
            items,
        })
    }

    /// Where [`fill`] writes the items: their offset in an instance, or 0
    /// for `PyTuple_SetItem`. Exposed (as `tuple_items_offset`) for the
    /// tests.
    pub(crate) fn items_offset(&self) -> usize {
        self.items
    }

    /// The class.
    pub(crate) fn bind<'py>(&self, py: Python<'py>) -> &Bound<'py, PyType> {
        self.cls.bind(py)
    }
}

/// How many bytes into an instance of `cls` (a subclass of `tuple`) its
/// item slots begin, so that [`fill`] can write each item with one store
/// where `PyTuple_SetItem` (outside the stable ABI's macros, a call)
/// checks the object, its reference count and the index again: some 15
/// machine instructions an item. A variable-size type's items follow its
/// fixed part, `__basicsize__` bytes (`tuple`'s: `PyTupleObject` less its
/// one-item array), `__itemsize__` bytes each; a named tuple class adds
/// nothing to them (`__slots__ = ()`). Checked on a probe instance, two
/// items set through `PyTuple_SetItem` and read back at the offset; 0 (not
/// used) when anything differs or from CPython 3.14, whose results go
/// through `tuple.__new__` ([`choose_tuple_path`]).
fn items_offset(cls: &Bound<'_, PyType>, alloc: ffi::allocfunc) -> usize {
    let py = cls.py();
    let pointer = std::mem::size_of::<usize>();
    let size = |t: &Bound<'_, PyType>, name: &str| -> Option<usize> {
        t.getattr(name).ok()?.extract::<usize>().ok()
    };
    let tuple = py.get_type::<PyTuple>();
    let (Some(base), Some(own), Some(item), Some(own_item)) = (
        size(&tuple, "__basicsize__"),
        size(cls, "__basicsize__"),
        size(&tuple, "__itemsize__"),
        size(cls, "__itemsize__"),
    ) else {
        return 0;
    };
    if py.version_info() >= (3, 14)
        || base != own
        || item != pointer
        || own_item != pointer
        || !base.is_multiple_of(pointer)
    {
        return 0;
    }
    let (first, second) = (py.None(), PyTuple::empty(py).into_any().unbind());
    // SAFETY: `alloc` is `cls`'s allocator (as in `fill`): a new zeroed
    // instance with two item slots, or NULL with an exception set. Each
    // `PyTuple_SetItem` takes over a new reference (`into_ptr` of a
    // clone). The two reads are of pointer-aligned words inside the
    // instance: its fixed part is `base` bytes and it has room for two
    // items of `pointer` bytes after it, `base + 2 * pointer` in all. The
    // `Bound` frees the probe (items and all). Test: every import, e.g.
    // python/tests/test_urllib_dropin.py::test_parts_made_in_place_read_as_cpython_s,
    // which reads the offset found.
    unsafe {
        let Ok(probe) = Bound::from_owned_ptr_or_err(py, alloc(cls.as_type_ptr(), 2)) else {
            drop(PyErr::take(py));
            return 0;
        };
        let set = ffi::PyTuple_SetItem(probe.as_ptr(), 0, first.clone_ref(py).into_ptr()) == 0
            && ffi::PyTuple_SetItem(probe.as_ptr(), 1, second.clone_ref(py).into_ptr()) == 0;
        if !set {
            drop(PyErr::take(py));
            return 0;
        }
        let at = probe
            .as_ptr()
            .cast::<u8>()
            .add(base)
            .cast::<*mut ffi::PyObject>();
        if at.read() == first.as_ptr() && at.add(1).read() == second.as_ptr() {
            base
        } else {
            0
        }
    }
}

/// Whether [`tuple_of`] builds through `tuple.__new__` (see [`choose_tuple_path`]).
static TUPLE_NEW: AtomicBool = AtomicBool::new(false);

/// The environment variable that forces [`tuple_of`]'s `tuple.__new__`
/// path (the one CPython 3.14 and later need) on any release, so that the
/// path is tested where no 3.14 is at hand.
pub(crate) const FORCE_TUPLE_NEW: &str = "URIGRAM_FORCE_TUPLE_NEW";

/// Picks, once at import, how [`tuple_of`] makes a result: from CPython
/// 3.14 a tuple keeps its hash in the object (`ob_hash`, set to -1, "not
/// computed", by `tuple.__new__` for a subclass after allocating), a field
/// the stable ABI does not expose; an instance fresh from `tp_alloc` has 0
/// there and would hash as 0 while comparing equal to the plain tuple. So
/// from 3.14, or when [`FORCE_TUPLE_NEW`] is `1`, results are made by
/// `tuple.__new__(cls, items)` itself. Returns the path's name, which the
/// module exposes as `tuple_path` for the tests.
pub(crate) fn choose_tuple_path(py: Python<'_>) -> &'static str {
    let forced = std::env::var_os(FORCE_TUPLE_NEW).is_some_and(|v| v == "1");
    let new = forced || py.version_info() >= (3, 14);
    TUPLE_NEW.store(new, Ordering::Relaxed);
    if new { "tuple.__new__" } else { "tp_alloc" }
}

/// An instance of `cls` holding `items`: what `tuple.__new__(cls, items)`
/// returns. Before CPython 3.14 it is allocated by the class's own
/// `tp_alloc` and filled in place, as `tuple.__new__` itself does for a
/// subclass once it has a plain tuple; from 3.14 it is `tuple.__new__`'s
/// (see [`choose_tuple_path`]).
///
/// The items are moved in (each reference handed to the tuple, with no
/// count raised and lowered again: under the stable ABI each is a call
/// into CPython). Their number is exact (an array's), and none of them is
/// made between the allocation and the last write: no Python code runs
/// while the instance has an empty slot.
///
/// # Errors
/// What the allocation raises (`MemoryError`).
pub(crate) fn tuple_of<'py, const N: usize>(
    py: Python<'py>,
    cls: &TupleClass,
    items: [Bound<'py, PyAny>; N],
) -> PyResult<Bound<'py, PyTuple>> {
    fill(py, cls, items.into_iter())
}

/// [`tuple_of`] of a vector's items (a result of any length).
///
/// # Errors
/// As [`tuple_of`].
pub(crate) fn tuple_of_vec<'py>(
    py: Python<'py>,
    cls: &TupleClass,
    items: Vec<Bound<'py, PyAny>>,
) -> PyResult<Bound<'py, PyTuple>> {
    fill(py, cls, items.into_iter())
}

/// The body of [`tuple_of`] and [`tuple_of_vec`]: `items` is an array's or
/// a vector's own iterator, whose `next` runs no Python code; its length is
/// checked against the items it gave, not trusted.
fn fill<'py>(
    py: Python<'py>,
    cls: &TupleClass,
    items: impl ExactSizeIterator<Item = Bound<'py, PyAny>>,
) -> PyResult<Bound<'py, PyTuple>> {
    let ty = cls.bind(py);
    if TUPLE_NEW.load(Ordering::Relaxed) {
        let plain = PyTuple::new(py, items)?;
        let made = py
            .get_type::<PyTuple>()
            .call_method1(pyo3::intern!(py, "__new__"), (ty, plain))?;
        return Ok(made.cast_into::<PyTuple>()?);
    }
    let Ok(n) = isize::try_from(items.len()) else {
        return Err(PySystemError::new_err("tuple too long"));
    };
    // SAFETY: `cls.alloc` is `cls`'s allocator (read from its `tp_alloc`
    // slot by `TupleClass::new`; `cls` keeps the class alive, and a heap
    // type's slots do not change once it is made), called as
    // `tuple.__new__` calls it for a subclass of `tuple` (which
    // `TupleClass` checked `cls` is): it returns a new reference to a
    // zeroed instance with room for `n` items, or NULL with an exception
    // set. An instance whose items are still NULL is valid for CPython to
    // traverse and to free (the tuple's traversal and deallocation skip
    // NULL items), so the `Bound` may drop it on any error below. Exercised
    // by every result of the drop-in, e.g. python/tests/
    // test_interpreters.py::
    // test_results_hash_and_compare_as_plain_tuples_on_either_path.
    let tuple = unsafe { Bound::from_owned_ptr_or_err(py, (cls.alloc)(ty.as_type_ptr(), n))? };
    let mut written = 0;
    if cls.items != 0 {
        // SAFETY: `cls.items` is the offset of an instance's item slots,
        // checked on an instance of `cls` by `items_offset`; `tuple` has
        // `n` of them (allocated so above). Test: as above.
        let slots = unsafe {
            tuple
                .as_ptr()
                .cast::<u8>()
                .add(cls.items)
                .cast::<*mut ffi::PyObject>()
        };
        for (i, item) in (0..n.cast_unsigned()).zip(items) {
            // SAFETY: `i < n` (`zip` stops at `n`), so slot `i` is the
            // instance's; it is NULL (the allocator zeroes), so nothing is
            // overwritten, and `into_ptr` hands our reference to the
            // tuple, as `PyTuple_SetItem` would. No Python code runs
            // between the allocation and the last write. Test: as above.
            unsafe { slots.add(i).write(item.into_ptr()) };
            written += 1;
        }
    } else {
        for (i, item) in (0..n).zip(items) {
            // SAFETY: `tuple` is a tuple (a subclass instance) with `n` slots,
            // `i < n` (`zip` stops at `n`, whatever the iterator says its
            // length is), and its only reference is ours (so `PyTuple_SetItem`
            // accepts it); `into_ptr` gives up our reference to `item`, which
            // `PyTuple_SetItem` takes over even when it fails. Test: as above.
            if unsafe { ffi::PyTuple_SetItem(tuple.as_ptr(), i, item.into_ptr()) } != 0 {
                return Err(PyErr::fetch(py));
            }
            written += 1;
        }
    }
    // Not trusting `len`: a slot left empty would reach Python code as a
    // NULL item. (The tuple, NULL slots and all, is freed by the `Bound`.)
    if written != n {
        return Err(PySystemError::new_err(
            "fewer items than the tuple's length",
        ));
    }
    // SAFETY: an instance of a subclass of `tuple` is a tuple. Test: as
    // above.
    Ok(unsafe { tuple.cast_into_unchecked() })
}

unsafe extern "C" {
    /// CPython's `PyUnicode_AsUTF8AndSize`, declared here because the
    /// stable ABI names it only from 3.10 (PyO3's abi3-py39 build has no
    /// declaration), though every CPython 3 exports it with this signature.
    #[link_name = "PyUnicode_AsUTF8AndSize"]
    fn as_utf8_and_size(
        unicode: *mut ffi::PyObject,
        size: *mut ffi::Py_ssize_t,
    ) -> *const std::ffi::c_char;
}

/// The UTF-8 form of `s`, read in place: for an ASCII `str` the object's
/// own characters, for any other the UTF-8 copy CPython keeps in the
/// object once made. `None` for a `str` with no UTF-8 form (a lone
/// surrogate), the exception cleared.
///
/// PyO3's `to_cow` does this from 3.10; under 3.9's stable ABI it asks
/// for a new `bytes` object and copies that into a `String`, two
/// allocations and two copies a call. The function has been in CPython's
/// API since 3.3 with this signature and joined the limited API in 3.10;
/// the 3.9 wheel runs only where pip picks it, on 3.9, whose library
/// exports it.
pub(crate) fn utf8<'a>(s: Borrowed<'a, '_, PyString>) -> Option<&'a str> {
    let mut size: ffi::Py_ssize_t = 0;
    // SAFETY: `s` is a live `str` for `'a`; CPython returns a pointer to
    // `size` bytes of UTF-8 held by the object (alive while it is, and
    // never changed: a shared `str` is immutable), or NULL with an
    // exception set. Test: every one-`str` call of the drop-in, e.g.
    // python/tests/test_urllib_dropin.py::test_real_url_lists_match_cpython;
    // a lone surrogate's in python/tests/test_urllib_dropin.py::
    // test_lone_surrogates_split_as_cpython.
    let data = unsafe { as_utf8_and_size(s.as_ptr(), &mut size) };
    if data.is_null() {
        drop(PyErr::take(s.py()));
        return None;
    }
    let len = usize::try_from(size).ok()?;
    // SAFETY: as above: `len` bytes at `data`, UTF-8 (CPython encoded
    // them, or for ASCII its characters are the bytes), alive and
    // unchanged for `'a`. Test: as above.
    Some(unsafe { std::str::from_utf8_unchecked(std::slice::from_raw_parts(data.cast(), len)) })
}

/// The arguments of one vectorcall, borrowed from the caller's array for
/// the duration of the call: the positional ones, then the values of the
/// keyword ones, whose names are a tuple of `str`.
pub(crate) struct Vector<'a, 'py> {
    py: Python<'py>,
    items: &'a [*mut ffi::PyObject],
    nargs: usize,
    kwnames: Option<Borrowed<'a, 'py, PyTuple>>,
}

impl<'a, 'py> Vector<'a, 'py> {
    /// How many positional arguments.
    pub(crate) fn len(&self) -> usize {
        self.nargs
    }

    /// Whether the call passed keyword arguments.
    pub(crate) fn has_keywords(&self) -> bool {
        self.items.len() > self.nargs
    }

    /// Positional argument `i`.
    pub(crate) fn arg(&self, i: usize) -> Option<Borrowed<'a, 'py, PyAny>> {
        let p = *self.items[..self.nargs].get(i)?;
        // SAFETY: CPython passes live objects, held by the caller for the
        // whole call, which `'a` does not outlive. Test: python/tests/
        // test_urllib_dropin.py::test_vectorcall_and_tuple_calls_answer_alike.
        Some(unsafe { Borrowed::from_ptr(self.py, p) })
    }

    /// The keyword arguments: names and values, in the call's order.
    pub(crate) fn keywords(&self) -> Vec<(Bound<'py, PyAny>, Borrowed<'a, 'py, PyAny>)> {
        let Some(names) = self.kwnames else {
            return Vec::new();
        };
        names
            .iter()
            .zip(&self.items[self.nargs..])
            // SAFETY: as in `arg`; the keyword calls of the same test.
            .map(|(name, &p)| (name, unsafe { Borrowed::from_ptr(self.py, p) }))
            .collect()
    }
}

/// What a native function object's vectorcall runs: the object called and
/// its arguments.
pub(crate) type Target =
    for<'a, 'py> fn(Borrowed<'a, 'py, PyAny>, &Vector<'a, 'py>) -> PyResult<Bound<'py, PyAny>>;

/// The target of every vectorcall made through [`vectorcall_type`]'s
/// instances (set once, by [`vectorcall_type`]).
static TARGET: OnceLock<Target> = OnceLock::new();

/// The top bit of `nargsf`: the caller lets the callee use the slot before
/// `args` (PEP 590's `PY_VECTORCALL_ARGUMENTS_OFFSET`, which the stable ABI
/// before 3.12 does not name).
const ARGUMENTS_OFFSET: usize = 1 << (usize::BITS - 1);

/// The body of the vectorcall entry point, inside PyO3's trampoline.
///
/// # Safety
/// Called by CPython as a `vectorcallfunc`, with the interpreter attached:
/// `callable` is the live object called, `args` holds `nargs` positional
/// arguments then one value per name of `kwnames` (NULL or a tuple of
/// `str`), all live for the call.
unsafe fn vector_body(
    py: Python<'_>,
    callable: *mut ffi::PyObject,
    args: *const *mut ffi::PyObject,
    nargsf: ffi::Py_ssize_t,
    kwnames: *mut ffi::PyObject,
) -> PyResult<*mut ffi::PyObject> {
    let nargs = nargsf.cast_unsigned() & !ARGUMENTS_OFFSET;
    // SAFETY: `kwnames` is NULL or a live tuple (CPython's contract). The
    // unsafe blocks of this function are exercised by every call of the
    // sixteen, with and without keywords, in python/tests/
    // test_urllib_dropin.py::test_vectorcall_and_tuple_calls_answer_alike.
    let kwnames = unsafe { Borrowed::from_ptr_or_opt(py, kwnames) }
        // SAFETY: a non-NULL `kwnames` is a tuple. Test: as above.
        .map(|k| unsafe { k.cast_unchecked::<PyTuple>() });
    let total = nargs + kwnames.map_or(0, |k| k.len());
    let items: &[*mut ffi::PyObject] = if total == 0 || args.is_null() {
        &[]
    } else {
        // SAFETY: `args` points at `total` object pointers, live for the
        // call (CPython's contract). Test: as above.
        unsafe { std::slice::from_raw_parts(args, total) }
    };
    // SAFETY: `callable` is the live object being called, held by the
    // caller for the call. Test: as above.
    let callable = unsafe { Borrowed::from_ptr(py, callable) };
    let target = TARGET
        .get()
        .ok_or_else(|| PySystemError::new_err("urigram: no vectorcall target"))?;
    let vector = Vector {
        py,
        items,
        nargs,
        kwnames,
    };
    target(callable, &vector).map(Bound::into_ptr)
}

/// A subclass of `base` whose instances are called through vectorcall,
/// and where in an instance the vectorcall pointer goes.
pub(crate) struct VectorType {
    ty: Py<PyType>,
    offset: usize,
}

/// Makes `name`, a subclass of the PyO3 class `base` (which must allow
/// subclasses and add nothing to an instance's layout after its own), whose
/// instances [`VectorType::instance`] makes callable through vectorcall,
/// calling `target`.
///
/// The subclass's instances are one pointer longer than `base`'s; the
/// `__vectorcalloffset__` member tells CPython where it is (honoured by
/// `PyType_FromSpecWithBases` since 3.9), and the type sets
/// `Py_TPFLAGS_HAVE_VECTORCALL` (bit 11 since 3.8; the stable ABI names it
/// from 3.12). Its `tp_call` is `base`'s (a type with the flag must name
/// one of its own), which a NULL pointer there (an instance not yet set
/// up) makes CPython call: the same behaviour, the flag only changes how
/// the arguments arrive.
///
/// # Errors
/// What CPython raises making the type.
pub(crate) fn vectorcall_type<'py>(
    base: &Bound<'py, PyType>,
    name: &'static CStr,
    doc: &'static CStr,
    target: Target,
) -> PyResult<VectorType> {
    let py = base.py();
    let _ = TARGET.set(target);
    let base_size: usize = base.getattr("__basicsize__")?.extract()?;
    let pointer = std::mem::size_of::<usize>();
    let offset = base_size.div_ceil(pointer) * pointer;
    let (Ok(basicsize), Ok(member_offset)) = (
        c_int::try_from(offset + pointer),
        ffi::Py_ssize_t::try_from(offset),
    ) else {
        return Err(PySystemError::new_err("type too large"));
    };
    // The members and slots are copied into the type by CPython; the
    // strings they point at are 'static.
    let mut members = [
        ffi::PyMemberDef {
            name: c"__vectorcalloffset__".as_ptr(),
            type_code: ffi::Py_T_PYSSIZET,
            offset: member_offset,
            flags: ffi::Py_READONLY,
            doc: std::ptr::null(),
        },
        ffi::PyMemberDef::default(),
    ];
    // SAFETY: `base` is a live type object, a PyO3 class and so a heap
    // type (whose slots `PyType_GetSlot` reads from 3.9 on); the value is
    // its `tp_call` (PyO3's `__call__`) or NULL. Exercised at every import
    // by a debug build of CPython, which checks the slot is there
    // (scripts/test_debug_python.sh), and by python/tests/
    // test_urllib_dropin.py::test_vectorcall_and_tuple_calls_answer_alike.
    let call = unsafe { ffi::PyType_GetSlot(base.as_type_ptr(), ffi::Py_tp_call) };
    if call.is_null() {
        return Err(PySystemError::new_err(
            "the vectorcall base has no __call__",
        ));
    }
    let mut slots = [
        // A type with `Py_TPFLAGS_HAVE_VECTORCALL` must have a `tp_call` of
        // its own when it is made: CPython's `type_ready` asserts it before
        // inheriting anything, which aborts a debug build. It is the
        // base's: the same answers for a caller with an argument tuple.
        ffi::PyType_Slot {
            slot: ffi::Py_tp_call,
            pfunc: call,
        },
        ffi::PyType_Slot {
            slot: ffi::Py_tp_members,
            pfunc: members.as_mut_ptr().cast(),
        },
        ffi::PyType_Slot {
            slot: ffi::Py_tp_doc,
            pfunc: doc.as_ptr().cast_mut().cast(),
        },
        ffi::PyType_Slot {
            slot: 0,
            pfunc: std::ptr::null_mut(),
        },
    ];
    const HAVE_VECTORCALL: std::ffi::c_ulong = 1 << 11;
    let flags = ffi::Py_TPFLAGS_DEFAULT | HAVE_VECTORCALL;
    let mut spec = ffi::PyType_Spec {
        name: name.as_ptr(),
        basicsize,
        itemsize: 0,
        flags: std::ffi::c_uint::try_from(flags)
            .map_err(|_| PySystemError::new_err("type flags out of range"))?,
        slots: slots.as_mut_ptr(),
    };
    let bases = PyTuple::new(py, [base])?;
    // SAFETY: `spec` is a complete spec whose slots and members end with
    // their zeroed sentinels, all alive for the call (CPython copies them;
    // `name` and `doc` are 'static, as the type keeps pointing at them);
    // `bases` is a live tuple of one type. The result is a new reference
    // to a type, or NULL with an exception set. Test: every import, under
    // a debug build too (scripts/test_debug_python.sh).
    let ty = unsafe {
        Bound::from_owned_ptr_or_err(py, ffi::PyType_FromSpecWithBases(&mut spec, bases.as_ptr()))?
            .cast_into_unchecked::<PyType>()
    };
    Ok(VectorType {
        ty: ty.unbind(),
        offset,
    })
}

impl VectorType {
    /// The type.
    pub(crate) fn bind<'py>(&self, py: Python<'py>) -> &Bound<'py, PyType> {
        self.ty.bind(py)
    }

    /// A new instance, `type(*args)`, then set up to be called through
    /// vectorcall.
    ///
    /// # Errors
    /// What the constructor raises; `SystemError` if it returned an object
    /// of another type.
    pub(crate) fn instance<'py>(
        &self,
        py: Python<'py>,
        args: Bound<'py, PyTuple>,
    ) -> PyResult<Bound<'py, PyAny>> {
        let ty = self.ty.bind(py);
        let obj = ty.call1(args)?;
        if !obj.get_type().is(ty) {
            return Err(PySystemError::new_err("vectorcall type made another type"));
        }
        let entry = pyo3::impl_::trampoline::get_trampoline_function!(
            fastcall_cfunction_with_keywords,
            vector_body
        );
        // SAFETY: `obj` is an instance of exactly this type, so it is at
        // least `offset + size_of::<usize>()` bytes long (the type's
        // basicsize) and `offset` is pointer-aligned; those bytes are ours
        // (zeroed by the allocator, read only by CPython as the
        // vectorcall pointer). `entry` has a `vectorcallfunc`'s ABI: the
        // same four pointer-sized arguments and result, the count as a
        // signed rather than unsigned size (`vector_body` clears the top
        // bit). Test: python/tests/test_urllib_dropin.py::
        // test_vectorcall_and_tuple_calls_answer_alike.
        unsafe {
            obj.as_ptr()
                .cast::<u8>()
                .add(self.offset)
                .cast::<*const ()>()
                .write(entry as *const ());
        }
        Ok(obj)
    }
}
