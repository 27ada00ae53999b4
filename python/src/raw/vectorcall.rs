//! The native functions' type, whose instances are called through
//! vectorcall with the caller's own array of arguments, and the entry of
//! `urlsplit` and `urlparse` that answers their one-`str` call without
//! PyO3's trampoline.

use std::ffi::{CStr, c_int};
use std::panic::AssertUnwindSafe;
use std::sync::OnceLock;

use pyo3::exceptions::PySystemError;
use pyo3::ffi;
use pyo3::prelude::*;
use pyo3::types::{PyString, PyTuple, PyType};

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
    /// The interpreter the call runs in.
    pub(crate) fn py(&self) -> Python<'py> {
        self.py
    }

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

/// A vectorcall entry point: CPython's `vectorcallfunc` (the count as a
/// signed size, as PyO3's trampolines take it).
pub(crate) type Entry = unsafe extern "C" fn(
    *mut ffi::PyObject,
    *const *mut ffi::PyObject,
    ffi::Py_ssize_t,
    *mut ffi::PyObject,
) -> *mut ffi::PyObject;

/// The entry of every call that [`one_str_entry`] does not answer itself:
/// [`vector_body`] inside PyO3's trampoline, which counts the thread as
/// attached (so that a `Py` dropped inside is released at once, not queued
/// in PyO3's pool) and turns a panic into `PanicException`.
fn trampoline_entry() -> Entry {
    pyo3::impl_::trampoline::get_trampoline_function!(fastcall_cfunction_with_keywords, vector_body)
}

/// A native function's own path for the call it is nearly always given:
/// one positional argument, exactly a `str`, no keywords.
pub(crate) trait OneStr {
    /// Answers the call: `Some` when done (the result, or the error to
    /// raise), `None` to finish it through [`OneStr::rest`] (a `str` with
    /// no UTF-8 form). It must not drop a `Py` (a `Bound` is fine): it runs
    /// outside PyO3's trampoline, where PyO3 would queue the release in its
    /// pool until some later call.
    fn run<'a, 'py>(
        arg: Borrowed<'a, 'py, PyString>,
        call: &Vector<'a, 'py>,
    ) -> Option<PyResult<Bound<'py, PyAny>>>;

    /// The rest of a call that [`OneStr::run`] gave back, run inside PyO3's
    /// trampoline.
    fn rest<'a, 'py>(call: &Vector<'a, 'py>) -> PyResult<Bound<'py, PyAny>>;
}

/// Runs `f` inside PyO3's trampoline (its `noargs` entry, called directly
/// with a pointer to `f` as its object): what a raise, a panic or the
/// general path needs, so that every `Py` they drop is released at once and
/// a panic in `f` becomes `PanicException` as PyO3 makes it. Returns `f`'s
/// object, or NULL with its error set.
fn attached<F>(f: F) -> *mut ffi::PyObject
where
    F: FnOnce(Python<'_>) -> PyResult<*mut ffi::PyObject>,
{
    let mut f = Some(f);
    let mut once = |py: Python<'_>| match f.take() {
        Some(f) => f(py),
        None => Err(PySystemError::new_err("urigram: a deferred call ran twice")),
    };
    let mut run: &mut dyn FnMut(Python<'_>) -> PyResult<*mut ffi::PyObject> = &mut once;
    let entry = pyo3::impl_::trampoline::get_trampoline_function!(noargs, run_deferred);
    // SAFETY: the interpreter is attached (our caller is a vectorcall entry,
    // which CPython calls attached); `entry` is PyO3's trampoline around
    // `run_deferred`, which passes its first argument on untouched and
    // never reads the second. The pointer is to `run`, alive until the call
    // returns. Test: python/tests/test_urllib_dropin.py::
    // test_errors_are_cpythons (the raise) and ::
    // test_lone_surrogates_split_as_cpython (the general path).
    unsafe { entry((&raw mut run).cast(), std::ptr::null_mut()) }
}

/// [`attached`]'s body inside the trampoline: `slot` points at the
/// `&mut dyn FnMut` to run.
///
/// # Safety
/// `slot` is [`attached`]'s pointer, alive for the call.
unsafe fn run_deferred(py: Python<'_>, slot: *mut ffi::PyObject) -> PyResult<*mut ffi::PyObject> {
    // SAFETY: `attached` passes a pointer to its `&mut dyn FnMut`, alive and
    // not otherwise used until this call returns. Test: as `attached`.
    let run =
        unsafe { &mut *slot.cast::<&mut dyn FnMut(Python<'_>) -> PyResult<*mut ffi::PyObject>>() };
    run(py)
}

/// The vectorcall entry of a function with a [`OneStr`] path: a call of one
/// exact `str` and no keywords runs `P::run` straight from CPython, without
/// PyO3's trampoline (its attach count in a thread-local, read through
/// `__tls_get_addr` in this shared object, and the lock of its pool of
/// deferred releases: some 120 machine instructions a call), the function
/// object's type check and the dispatch on its index; every other call goes
/// to [`trampoline_entry`], as before.
///
/// No panic crosses into CPython: `P::run` runs under `catch_unwind`, and a
/// panic caught is resumed inside the trampoline ([`attached`]), which
/// raises it as `PanicException`, as for every other native function. An
/// error is raised inside the trampoline too, since raising a lazy `PyErr`
/// drops the `Py`s of its type and value.
///
/// # Safety
/// Called by CPython as a `vectorcallfunc`, attached, with the arguments
/// [`vector_body`] describes.
unsafe extern "C" fn one_str_entry<P: OneStr>(
    callable: *mut ffi::PyObject,
    args: *const *mut ffi::PyObject,
    nargsf: ffi::Py_ssize_t,
    kwnames: *mut ffi::PyObject,
) -> *mut ffi::PyObject {
    let nargs = nargsf.cast_unsigned() & !ARGUMENTS_OFFSET;
    if nargs == 1 && kwnames.is_null() && !args.is_null() {
        // SAFETY: `args` holds `nargs` (1) live objects and no keyword
        // values (`kwnames` is NULL), CPython's contract. Test: every
        // one-`str` call of `urlsplit`, e.g. python/tests/
        // test_urllib_dropin.py::test_real_url_lists_match_cpython.
        let items = unsafe { std::slice::from_raw_parts(args, 1) };
        // SAFETY: `items[0]` is a live object (as above).
        if unsafe { ffi::PyUnicode_CheckExact(items[0]) } != 0 {
            // SAFETY: CPython calls a vectorcall entry attached. Test: as
            // above.
            let py = unsafe { Python::assume_attached() };
            // SAFETY: a live exact `str`, held by the caller for the call.
            // Test: as above.
            let arg = unsafe { Borrowed::from_ptr(py, items[0]).cast_unchecked::<PyString>() };
            let vector = Vector {
                py,
                items,
                nargs: 1,
                kwnames: None,
            };
            return match std::panic::catch_unwind(AssertUnwindSafe(|| P::run(arg, &vector))) {
                Ok(Some(Ok(made))) => made.into_ptr(),
                Ok(Some(Err(e))) => attached(|_| Err(e)),
                Ok(None) => attached(|_| P::rest(&vector).map(Bound::into_ptr)),
                Err(panic) => attached(|_| std::panic::resume_unwind(panic)),
            };
        }
    }
    // SAFETY: our own arguments, as CPython gave them. Test: the calls with
    // keywords or other arguments of python/tests/test_urllib_dropin.py::
    // test_vectorcall_and_tuple_calls_answer_alike.
    unsafe { trampoline_entry()(callable, args, nargsf, kwnames) }
}

/// [`one_str_entry`] for `P`, to hand [`VectorType::instance`].
pub(crate) fn one_str_entry_of<P: OneStr>() -> Entry {
    one_str_entry::<P>
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
    /// vectorcall: by `entry` ([`one_str_entry_of`]) when given, else
    /// through PyO3's trampoline.
    ///
    /// # Errors
    /// What the constructor raises; `SystemError` if it returned an object
    /// of another type.
    pub(crate) fn instance<'py>(
        &self,
        py: Python<'py>,
        args: Bound<'py, PyTuple>,
        entry: Option<Entry>,
    ) -> PyResult<Bound<'py, PyAny>> {
        let ty = self.ty.bind(py);
        let obj = ty.call1(args)?;
        if !obj.get_type().is(ty) {
            return Err(PySystemError::new_err("vectorcall type made another type"));
        }
        let entry = entry.unwrap_or_else(trampoline_entry);
        // SAFETY: `obj` is an instance of exactly this type, so it is at
        // least `offset + size_of::<usize>()` bytes long (the type's
        // basicsize) and `offset` is pointer-aligned; those bytes are ours
        // (zeroed by the allocator, read only by CPython as the
        // vectorcall pointer). `entry` (PyO3's trampoline or
        // `one_str_entry`) has a `vectorcallfunc`'s ABI: the
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
