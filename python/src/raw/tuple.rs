//! The named tuples of the results, allocated by their class and filled
//! in place, as `tuple.__new__` does for a subclass.

use std::ffi::c_void;
use std::sync::atomic::{AtomicBool, Ordering};

use pyo3::exceptions::{PySystemError, PyTypeError};
use pyo3::ffi;
use pyo3::prelude::*;
use pyo3::types::{PyTuple, PyType};

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
