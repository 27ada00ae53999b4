//! The `str`s of the drop-in's results and arguments: an ASCII part made
//! with one `PyUnicode_New` and one copy, whether a `str` is ASCII from
//! its length, and a `str`'s UTF-8 read in place.

use std::sync::atomic::{AtomicUsize, Ordering};

use pyo3::exceptions::PySystemError;
use pyo3::ffi;
use pyo3::prelude::*;
use pyo3::types::PyString;

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
            // SAFETY: attached (`s`), the exception just set; cleared as in
            // `utf8`. Test: none can reach it (`s` is a `str`).
            unsafe { ffi::PyErr_Clear() };
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
        // Cleared, not fetched into a `PyErr` and dropped: the one-`str`
        // entry of `urlsplit` runs outside PyO3's trampoline, where the
        // `PyErr`'s `Py`s would wait in PyO3's pool (`raw::one_str_entry_of`).
        // SAFETY: the interpreter is attached (`s`), with the exception
        // just set. Test: python/tests/test_urllib_dropin.py::
        // test_lone_surrogates_split_as_cpython.
        unsafe { ffi::PyErr_Clear() };
        return None;
    }
    let len = usize::try_from(size).ok()?;
    // SAFETY: as above: `len` bytes at `data`, UTF-8 (CPython encoded
    // them, or for ASCII its characters are the bytes), alive and
    // unchanged for `'a`. Test: as above.
    Some(unsafe { std::str::from_utf8_unchecked(std::slice::from_raw_parts(data.cast(), len)) })
}
