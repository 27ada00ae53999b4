//! The sixteen public functions of `urllib.parse`, native.
//!
//! Each takes `(*args, **kwargs)` so that every call, however odd, binds its
//! arguments as CPython does (the library's Python-typed layer raises
//! CPython's own `TypeError`s). The common calls (one `str` argument, or two
//! for `urljoin`) take a fast path straight to the library's typed
//! functions; everything else goes through [`crate::profile::call`]. An
//! argument the Python-typed layer cannot represent (see [`crate::convert`])
//! sends the call to the standard library's function of the running
//! interpreter; [`fallbacks`] counts those calls so that tests can show
//! they did not happen. (`parse_qs` and `parse_qsl` of the releases that
//! read any query as bytes find exact stand-ins for such arguments first:
//! [`crate::qs_args`].)
//!
//! Each is a [`Function`]: a callable object that `urigram.urllib` dresses
//! in the standard function's name, docstring, defaults and signature. The
//! fallback calls the standard library's function captured at import
//! ([`crate::stdlib`]), never whatever `urllib.parse` names at call time,
//! which after `install()` is this module. `urlsplit` and `urlparse` of one
//! `str` answer repeats from [`crate::cache`].
//!
//! Where the time of a call goes (a real URL through `urlsplit`, some 400
//! ns on 3.9, measured with `perf`): about 80 ns is the library's split;
//! the rest is Python's objects. Entering the function costs some 40 ns
//! (the tuple of arguments, PyO3's entry, which locks its reference pool);
//! the stable ABI of 3.9 has no way to read a `str`'s UTF-8 in place, so
//! `to_cow` copies it into a `bytes` (some 30 ns); each non-empty part is a
//! new `str` (some 25 ns: the common schemes are interned instead); and
//! the named tuple is built by `tuple.__new__(cls, items)`, which allocates
//! three tuples besides the result. `unsafe`, which the crate forbids,
//! would be needed to go below that.

use std::cell::RefCell;
use std::sync::atomic::{AtomicU64, Ordering};

use pyo3::intern;
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::{PyDict, PyList, PyString, PyTuple, PyType};
use urigram::urllib::{FUNCTIONS, PyValue};

use crate::classes::{self, Named};
use crate::convert::{from_value, to_value};
use crate::errors::{to_pyerr, url_error};
use crate::profile;
use crate::qs_args;
use crate::{cache, stdlib};

/// The native functions by name, as registered.
static NATIVE: PyOnceLock<Py<PyDict>> = PyOnceLock::new();

static FALLBACKS: AtomicU64 = AtomicU64::new(0);

/// How many calls went to the standard library because an argument was
/// outside the Python-typed model (a `bytearray`, a `float`, ...).
#[pyfunction]
fn fallbacks() -> u64 {
    FALLBACKS.load(Ordering::Relaxed)
}

/// The one `str` argument of a call with no keywords, if that is the call.
///
/// Borrowed from the tuple, which holds it for the whole call: no
/// reference count changes (each one a function call in the stable ABI).
fn one_str<'a, 'py>(
    args: &'a Bound<'py, PyTuple>,
    kwargs: Option<&Bound<'py, PyDict>>,
) -> Option<Borrowed<'a, 'py, PyString>> {
    if args.len() != 1 || kwargs.is_some_and(|k| !k.is_empty()) {
        return None;
    }
    args.get_borrowed_item(0)
        .ok()?
        .cast_exact::<PyString>()
        .ok()
}

/// Any call, through the Python-typed layer (or the standard library for
/// arguments outside its model).
fn general<'py>(
    py: Python<'py>,
    name: &str,
    args: &Bound<'py, PyTuple>,
    kwargs: Option<&Bound<'py, PyDict>>,
) -> PyResult<Bound<'py, PyAny>> {
    let reads_bytes = matches!(name, "parse_qs" | "parse_qsl") && profile::parse_qsl_reads_bytes();
    // The error reading an out-of-model `qs` as bytes raises, if it does.
    let query_error: RefCell<Option<PyErr>> = RefCell::new(None);
    let arg = |i: usize, key: Option<&str>, v: &Bound<'py, PyAny>| {
        if name == "urlencode" {
            match (i, key) {
                (0, None) | (_, Some("query")) => return urlencode_query(v),
                (5, None) | (_, Some("quote_via")) => return quote_via(py, v),
                _ => {}
            }
        }
        let value = to_value(v);
        if value.is_none() && reads_bytes {
            match (i, key) {
                (0, None) | (_, Some("qs")) => {
                    return match qs_args::query(v)? {
                        Ok(value) => Some(value),
                        Err(e) => {
                            *query_error.borrow_mut() = Some(e);
                            Some(qs_args::QUERY_ERROR_STAND_IN)
                        }
                    };
                }
                (6, None) | (_, Some("separator")) => return qs_args::separator(v),
                _ => {}
            }
        }
        value
    };
    let values: Option<Vec<PyValue>> = args
        .iter()
        .enumerate()
        .map(|(i, a)| arg(i, None, &a))
        .collect();
    let kw: Option<Vec<(String, PyValue)>> = match kwargs {
        None => Some(Vec::new()),
        Some(d) => d
            .iter()
            .map(|(k, v)| {
                let key = k.cast_exact::<PyString>().ok()?.to_cow().ok()?.into_owned();
                let value = arg(usize::MAX, Some(&key), &v)?;
                Some((key, value))
            })
            .collect(),
    };
    let (Some(values), Some(kw)) = (values, kw) else {
        FALLBACKS.fetch_add(1, Ordering::Relaxed);
        return stdlib::function(py, name)?.call(args, kwargs);
    };
    let named = match name {
        "urlsplit" => Some(Named::Split),
        "urlparse" => Some(Named::Parse),
        "urldefrag" => Some(Named::Defrag),
        _ => None,
    };
    match profile::call(name, &values, &kw) {
        Ok(v) => from_value(py, &v, named),
        Err(e) => {
            if let Some(real) = query_error.take()
                && qs_args::is_query_error(&e)
            {
                return Err(real);
            }
            let mut all = values;
            all.extend(kw.into_iter().map(|(_, v)| v));
            Err(to_pyerr(py, &e, &all))
        }
    }
}

/// `urlencode`'s `quote_via`: the Python-typed layer names the two quote
/// functions it knows; any other callable is outside the model.
fn quote_via(py: Python<'_>, v: &Bound<'_, PyAny>) -> Option<PyValue> {
    for name in ["quote", "quote_plus"] {
        let std = stdlib::function(py, name).ok()?;
        let native = NATIVE.get(py)?.bind(py).get_item(name).ok()??;
        if v.is(&std) || v.is(&native) {
            return Some(PyValue::Str(name.to_owned()));
        }
    }
    to_value(v)
}

/// `urlencode`'s `query`: a dict or sequence of pairs whose names and values
/// may be any object; `urlencode` passes an object that is neither `str` nor
/// `bytes` nor sized through `str()`, so such an object is its `str()`
/// exactly. A sized one (which `doseq` would iterate) stays outside.
fn urlencode_query(v: &Bound<'_, PyAny>) -> Option<PyValue> {
    let leaf = |x: &Bound<'_, PyAny>| {
        to_value(x).or_else(|| {
            if x.hasattr("__len__").ok()? {
                return None;
            }
            Some(PyValue::Str(x.str().ok()?.to_cow().ok()?.into_owned()))
        })
    };
    let pair = |x: &Bound<'_, PyAny>| -> Option<PyValue> {
        let t = x.cast_exact::<PyTuple>().ok()?;
        t.iter()
            .map(|e| leaf(&e))
            .collect::<Option<_>>()
            .map(PyValue::Tuple)
    };
    if let Ok(d) = v.cast_exact::<PyDict>() {
        return d
            .iter()
            .map(|(k, x)| Some((leaf(&k)?, leaf(&x)?)))
            .collect::<Option<_>>()
            .map(PyValue::Dict);
    }
    if let Ok(l) = v.cast_exact::<PyList>() {
        return l
            .iter()
            .map(|x| pair(&x).or_else(|| to_value(&x)))
            .collect::<Option<_>>()
            .map(PyValue::List);
    }
    if let Ok(t) = v.cast_exact::<PyTuple>() {
        return t
            .iter()
            .map(|x| pair(&x).or_else(|| to_value(&x)))
            .collect::<Option<_>>()
            .map(PyValue::Tuple);
    }
    to_value(v)
}

/// A `str` made from `text`: the interned object for the schemes most URLs
/// have, a new one otherwise (the empty string is CPython's own singleton
/// either way).
fn text<'py>(py: Python<'py>, text: &str) -> Bound<'py, PyString> {
    match text {
        "https" => intern!(py, "https").clone(),
        "http" => intern!(py, "http").clone(),
        _ => PyString::new(py, text),
    }
}

/// `urllib.parse.urlsplit`: one `str` goes through [`cache::URLSPLIT`].
/// From 3.11 a `functools.lru_cache` of CPython's size stands in front, as
/// in CPython ([`cache::Front`]): it answers the most recent URLs without
/// entering the extension module, the native cache behind it the next
/// thousands.
fn urlsplit<'py>(
    py: Python<'py>,
    args: &Bound<'py, PyTuple>,
    kwargs: Option<&Bound<'py, PyDict>>,
) -> PyResult<Bound<'py, PyAny>> {
    let front = cache::FRONT.is_set(py);
    if let Some(s) = one_str(args, kwargs) {
        if let Some(hit) = cache::URLSPLIT.get(&s) {
            return Ok(hit);
        }
        if let Ok(url) = s.to_cow() {
            if front {
                cache::FRONT.miss_of(py, url.len())?;
            }
            let r = profile::urlsplit(&url).map_err(|e| url_error(py, &e))?;
            let t = PyTuple::new(
                py,
                [
                    text(py, &r.scheme),
                    text(py, &r.netloc),
                    text(py, &r.path),
                    text(py, &r.query),
                    text(py, &r.fragment),
                ],
            )?;
            let result = classes::make(py, Named::Split, false, t)?;
            cache::URLSPLIT.put(&s, url.len(), &result);
            return Ok(result);
        }
    }
    if front {
        cache::FRONT.miss(py, args, kwargs)?;
    }
    general(py, "urlsplit", args, kwargs)
}

/// `urllib.parse.urlparse`: one `str` goes through [`cache::URLPARSE`].
fn urlparse<'py>(
    py: Python<'py>,
    args: &Bound<'py, PyTuple>,
    kwargs: Option<&Bound<'py, PyDict>>,
) -> PyResult<Bound<'py, PyAny>> {
    if let Some(s) = one_str(args, kwargs) {
        if let Some(hit) = cache::URLPARSE.get(&s) {
            return Ok(hit);
        }
        if let Ok(url) = s.to_cow() {
            let r = profile::urlparse(&url).map_err(|e| url_error(py, &e))?;
            let t = PyTuple::new(
                py,
                [
                    text(py, &r.scheme),
                    text(py, &r.netloc),
                    text(py, &r.path),
                    text(py, &r.params),
                    text(py, &r.query),
                    text(py, &r.fragment),
                ],
            )?;
            let result = classes::make(py, Named::Parse, false, t)?;
            cache::URLPARSE.put(&s, url.len(), &result);
            return Ok(result);
        }
    }
    general(py, "urlparse", args, kwargs)
}

/// `urllib.parse.urldefrag`.
fn urldefrag<'py>(
    py: Python<'py>,
    args: &Bound<'py, PyTuple>,
    kwargs: Option<&Bound<'py, PyDict>>,
) -> PyResult<Bound<'py, PyAny>> {
    if let Some(s) = one_str(args, kwargs)
        && let Ok(url) = s.to_cow()
    {
        let r = profile::urldefrag(&url).map_err(|e| url_error(py, &e))?;
        let t = PyTuple::new(py, [text(py, &r.url), text(py, &r.fragment)])?;
        return classes::make(py, Named::Defrag, false, t);
    }
    general(py, "urldefrag", args, kwargs)
}

/// `urllib.parse.urljoin`: two `str`s (and nothing else: a third
/// argument, `allow_fragments`, takes the general path) are joined
/// directly.
fn urljoin<'py>(
    py: Python<'py>,
    args: &Bound<'py, PyTuple>,
    kwargs: Option<&Bound<'py, PyDict>>,
) -> PyResult<Bound<'py, PyAny>> {
    if args.len() == 2 && kwargs.is_none_or(|k| k.is_empty()) {
        let base = args.get_item(0)?;
        let url = args.get_item(1)?;
        if let (Ok(b), Ok(u)) = (base.cast_exact::<PyString>(), url.cast_exact::<PyString>())
            && let (Ok(bt), Ok(ut)) = (b.to_cow(), u.to_cow())
        {
            let joined = profile::urljoin(&bt, &ut).map_err(|e| url_error(py, &e))?;
            return Ok(PyString::new(py, &joined).into_any());
        }
    }
    general(py, "urljoin", args, kwargs)
}

/// A one-`str` function of the quote family with its defaults.
fn text_fn<'py>(
    py: Python<'py>,
    name: &str,
    args: &Bound<'py, PyTuple>,
    kwargs: Option<&Bound<'py, PyDict>>,
    f: fn(&str) -> std::borrow::Cow<'_, str>,
    triggers: &[&Bound<'py, PyString>],
) -> PyResult<Bound<'py, PyAny>> {
    if let Some(s) = one_str(args, kwargs) {
        // A text without any of the characters the function acts on comes
        // back as it is, as in Python (`unquote`'s `if '%' not in string`),
        // found without copying the text out of Python.
        if !triggers.is_empty() && !triggers.iter().any(|t| s.contains(t).unwrap_or(true)) {
            return Ok(s.to_owned().into_any());
        }
    }
    if let Some(s) = one_str(args, kwargs)
        && let Ok(text) = s.to_cow()
    {
        let out = f(&text);
        return Ok(match out {
            // Unchanged: the argument itself, as Python returns it.
            std::borrow::Cow::Borrowed(b) if b.len() == text.len() => s.to_owned().into_any(),
            other => PyString::new(py, &other).into_any(),
        });
    }
    general(py, name, args, kwargs)
}

/// `urllib.parse.quote`.
fn quote<'py>(
    py: Python<'py>,
    args: &Bound<'py, PyTuple>,
    kwargs: Option<&Bound<'py, PyDict>>,
) -> PyResult<Bound<'py, PyAny>> {
    text_fn(py, "quote", args, kwargs, |s| profile::quote(s, false), &[])
}

/// `urllib.parse.quote_plus`.
fn quote_plus<'py>(
    py: Python<'py>,
    args: &Bound<'py, PyTuple>,
    kwargs: Option<&Bound<'py, PyDict>>,
) -> PyResult<Bound<'py, PyAny>> {
    text_fn(
        py,
        "quote_plus",
        args,
        kwargs,
        |s| profile::quote(s, true),
        &[],
    )
}

/// `urllib.parse.unquote`.
fn unquote<'py>(
    py: Python<'py>,
    args: &Bound<'py, PyTuple>,
    kwargs: Option<&Bound<'py, PyDict>>,
) -> PyResult<Bound<'py, PyAny>> {
    text_fn(
        py,
        "unquote",
        args,
        kwargs,
        |s| profile::unquote(s, false),
        &[intern!(py, "%")],
    )
}

/// `urllib.parse.unquote_plus`.
fn unquote_plus<'py>(
    py: Python<'py>,
    args: &Bound<'py, PyTuple>,
    kwargs: Option<&Bound<'py, PyDict>>,
) -> PyResult<Bound<'py, PyAny>> {
    text_fn(
        py,
        "unquote_plus",
        args,
        kwargs,
        |s| profile::unquote(s, true),
        &[intern!(py, "%"), intern!(py, "+")],
    )
}

/// `urllib.parse.parse_qsl`: one `str` with the defaults goes straight to
/// the library's typed parse, and the pairs straight into a list; an error
/// (which the defaults leave only to odd input) takes the general path,
/// which raises CPython's exact exception.
fn parse_qsl<'py>(
    py: Python<'py>,
    args: &Bound<'py, PyTuple>,
    kwargs: Option<&Bound<'py, PyDict>>,
) -> PyResult<Bound<'py, PyAny>> {
    if let Some(s) = one_str(args, kwargs)
        && let Ok(qs) = s.to_cow()
        && let Ok(pairs) = profile::parse_qsl(&qs)
    {
        let items = pairs
            .iter()
            .map(|(name, value)| (text(py, name), text(py, value)));
        return Ok(PyList::new(py, items)?.into_any());
    }
    general(py, "parse_qsl", args, kwargs)
}

/// `urllib.parse.parse_qs`: as [`parse_qsl`], into a dict of lists.
fn parse_qs<'py>(
    py: Python<'py>,
    args: &Bound<'py, PyTuple>,
    kwargs: Option<&Bound<'py, PyDict>>,
) -> PyResult<Bound<'py, PyAny>> {
    if let Some(s) = one_str(args, kwargs)
        && let Ok(qs) = s.to_cow()
        && let Ok(fields) = profile::parse_qs(&qs)
    {
        let out = PyDict::new(py);
        for (name, values) in &fields {
            let values = PyList::new(py, values.iter().map(|v| text(py, v)))?;
            out.set_item(text(py, name), values)?;
        }
        return Ok(out.into_any());
    }
    general(py, "parse_qs", args, kwargs)
}

macro_rules! through_general {
    ($($name:ident),*) => {$(
        #[doc = concat!("`urllib.parse.", stringify!($name), "`: every call through the general path.")]
        fn $name<'py>(
            py: Python<'py>,
            args: &Bound<'py, PyTuple>,
            kwargs: Option<&Bound<'py, PyDict>>,
        ) -> PyResult<Bound<'py, PyAny>> {
            general(py, stringify!($name), args, kwargs)
        }
    )*};
}

through_general!(
    urlunsplit,
    urlunparse,
    unwrap,
    quote_from_bytes,
    unquote_to_bytes,
    urlencode
);

/// The Rust side of one native function.
type Implementation = for<'py> fn(
    Python<'py>,
    &Bound<'py, PyTuple>,
    Option<&Bound<'py, PyDict>>,
) -> PyResult<Bound<'py, PyAny>>;

/// The sixteen, in the order of [`FUNCTIONS`].
const IMPLEMENTATIONS: [Implementation; 16] = [
    urlsplit,
    urlparse,
    urlunsplit,
    urlunparse,
    urljoin,
    urldefrag,
    unwrap,
    parse_qs,
    parse_qsl,
    quote,
    quote_plus,
    quote_from_bytes,
    unquote,
    unquote_plus,
    unquote_to_bytes,
    urlencode,
];

/// How many times each of the sixteen was called (by index in
/// [`FUNCTIONS`]). Changed only while the GIL is held, so a plain load and
/// store keeps the count exact without a locked instruction per call.
static CALLS: [AtomicU64; 16] = [const { AtomicU64::new(0) }; 16];

/// One of the sixteen native functions of `urllib.parse`.
///
/// A callable object rather than a built-in function so that it can carry
/// what the standard library's function carries: `urigram.urllib` copies
/// `__name__`, `__qualname__`, `__module__`, `__doc__`, `__defaults__`,
/// `__kwdefaults__` into its `__dict__` (from 3.11 `urlsplit` is then put
/// behind `functools.lru_cache`, as CPython's is), and `__signature__` is
/// the standard function's. Like a Python function (and `lru_cache`'s wrapper) it is a
/// descriptor, so it binds as a method when stored on a class, and `help()`
/// documents it as a routine. A call costs what a built-in function's does:
/// both receive their arguments as a tuple and a dict.
#[pyclass(frozen, dict, module = "urigram._native", name = "Function")]
pub(crate) struct Function {
    index: usize,
}

#[pymethods]
impl Function {
    #[pyo3(signature = (*args, **kwargs))]
    fn __call__<'py>(
        &self,
        py: Python<'py>,
        args: &Bound<'py, PyTuple>,
        kwargs: Option<&Bound<'py, PyDict>>,
    ) -> PyResult<Bound<'py, PyAny>> {
        let calls = &CALLS[self.index];
        calls.store(calls.load(Ordering::Relaxed) + 1, Ordering::Relaxed);
        IMPLEMENTATIONS[self.index](py, args, kwargs)
    }

    /// As a Python function: the function itself from the class, a bound
    /// method from an instance.
    fn __get__<'py>(
        slf: Bound<'py, Self>,
        instance: Option<Bound<'py, PyAny>>,
        _owner: Option<Bound<'py, PyAny>>,
    ) -> PyResult<Bound<'py, PyAny>> {
        match instance {
            Some(obj) if !obj.is_none() => {
                static METHOD: PyOnceLock<Py<PyType>> = PyOnceLock::new();
                let method = METHOD.import(slf.py(), "types", "MethodType")?;
                method.call1((slf, obj))
            }
            _ => Ok(slf.into_any()),
        }
    }

    /// The standard library's function's signature, read by
    /// `inspect.signature` (and so by `help()`).
    #[getter]
    fn __signature__<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        let std = stdlib::function(py, FUNCTIONS[self.index])?;
        static SIGNATURE: PyOnceLock<Py<PyAny>> = PyOnceLock::new();
        SIGNATURE.import(py, "inspect", "signature")?.call1((std,))
    }

    /// The standard library's function, as captured at import: where calls
    /// outside the Python-typed model go.
    #[getter]
    fn _stdlib<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        stdlib::function(py, FUNCTIONS[self.index])
    }

    fn __repr__(&self) -> String {
        format!("<urigram function urllib.parse.{}>", FUNCTIONS[self.index])
    }
}

/// How many times each native function was called, by name.
#[pyfunction]
fn calls(py: Python<'_>) -> PyResult<Bound<'_, PyDict>> {
    let out = PyDict::new(py);
    for (name, n) in FUNCTIONS.iter().zip(&CALLS) {
        out.set_item(name, n.load(Ordering::Relaxed))?;
    }
    Ok(out)
}

/// Captures the standard library's functions, then adds the sixteen, the
/// call and fallback counters and the cache functions to `m`.
pub(crate) fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    stdlib::capture(py)?;
    // The result classes too, while `urllib.parse` is the standard library.
    for kind in [Named::Split, Named::Parse, Named::Defrag] {
        for bytes in [false, true] {
            classes::class(py, kind, bytes)?;
        }
    }
    let urllib = PyDict::new(py);
    for (index, name) in FUNCTIONS.iter().enumerate() {
        urllib.set_item(name, Bound::new(py, Function { index })?)?;
    }
    let _ = NATIVE.set(py, urllib.clone().unbind());
    m.add("urllib_functions", urllib)?;
    m.add_class::<Function>()?;
    m.add_function(wrap_pyfunction!(fallbacks, m)?)?;
    m.add_function(wrap_pyfunction!(calls, m)?)?;
    cache::register(m)?;
    m.add("release", profile::release_name())?;
    m.add("behaviour", profile::behaviour_name())?;
    Ok(())
}
