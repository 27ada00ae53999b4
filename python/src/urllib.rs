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
//! Each carries the standard function's signature as its
//! `__text_signature__`, so `inspect.signature` reads the same (a built-in
//! function has no `__defaults__`, though).
//!
//! The functions are created in a module named `urllib.parse`, so that their
//! `__module__` is the standard library's, as a drop-in's must be (the
//! standard library's own `test_all` checks it).

use std::cell::RefCell;
use std::sync::atomic::{AtomicU64, Ordering};

use pyo3::intern;
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::{PyDict, PyList, PyString, PyTuple};
use urigram::urllib::{FUNCTIONS, PyValue};

use crate::classes::{self, Named};
use crate::convert::{from_value, to_value};
use crate::errors::{to_pyerr, url_error};
use crate::profile;
use crate::qs_args;

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
fn one_str<'py>(
    args: &Bound<'py, PyTuple>,
    kwargs: Option<&Bound<'py, PyDict>>,
) -> Option<Bound<'py, PyString>> {
    if args.len() != 1 || kwargs.is_some_and(|k| !k.is_empty()) {
        return None;
    }
    args.get_item(0).ok()?.cast_into_exact::<PyString>().ok()
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
        return classes::stdlib(py)?.getattr(name)?.call(args, kwargs);
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
        let std = classes::stdlib(py).ok()?.getattr(name).ok()?;
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

fn strs<'py, const N: usize>(py: Python<'py>, parts: [&str; N]) -> PyResult<Bound<'py, PyTuple>> {
    PyTuple::new(py, parts.map(|s| PyString::new(py, s)))
}

/// `urllib.parse.urlsplit`.
#[pyfunction(signature = (*args, **kwargs))]
#[pyo3(text_signature = "(url, scheme='', allow_fragments=True)")]
fn urlsplit<'py>(
    py: Python<'py>,
    args: &Bound<'py, PyTuple>,
    kwargs: Option<&Bound<'py, PyDict>>,
) -> PyResult<Bound<'py, PyAny>> {
    if let Some(s) = one_str(args, kwargs)
        && let Ok(text) = s.to_cow()
    {
        let r = profile::urlsplit(&text).map_err(|e| url_error(py, &e))?;
        let t = strs(
            py,
            [&*r.scheme, &*r.netloc, &*r.path, &*r.query, &*r.fragment],
        )?;
        return classes::make(py, Named::Split, false, t);
    }
    general(py, "urlsplit", args, kwargs)
}

/// `urllib.parse.urlparse`.
#[pyfunction(signature = (*args, **kwargs))]
#[pyo3(text_signature = "(url, scheme='', allow_fragments=True)")]
fn urlparse<'py>(
    py: Python<'py>,
    args: &Bound<'py, PyTuple>,
    kwargs: Option<&Bound<'py, PyDict>>,
) -> PyResult<Bound<'py, PyAny>> {
    if let Some(s) = one_str(args, kwargs)
        && let Ok(text) = s.to_cow()
    {
        let r = profile::urlparse(&text).map_err(|e| url_error(py, &e))?;
        let t = strs(
            py,
            [
                &*r.scheme,
                &*r.netloc,
                &*r.path,
                &*r.params,
                &*r.query,
                &*r.fragment,
            ],
        )?;
        return classes::make(py, Named::Parse, false, t);
    }
    general(py, "urlparse", args, kwargs)
}

/// `urllib.parse.urldefrag`.
#[pyfunction(signature = (*args, **kwargs))]
#[pyo3(text_signature = "(url)")]
fn urldefrag<'py>(
    py: Python<'py>,
    args: &Bound<'py, PyTuple>,
    kwargs: Option<&Bound<'py, PyDict>>,
) -> PyResult<Bound<'py, PyAny>> {
    if let Some(s) = one_str(args, kwargs)
        && let Ok(text) = s.to_cow()
    {
        let r = profile::urldefrag(&text).map_err(|e| url_error(py, &e))?;
        let t = strs(py, [&*r.url, &*r.fragment])?;
        return classes::make(py, Named::Defrag, false, t);
    }
    general(py, "urldefrag", args, kwargs)
}

/// `urllib.parse.urljoin`.
#[pyfunction(signature = (*args, **kwargs))]
#[pyo3(text_signature = "(base, url, allow_fragments=True)")]
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
            return Ok(s.into_any());
        }
    }
    if let Some(s) = one_str(args, kwargs)
        && let Ok(text) = s.to_cow()
    {
        let out = f(&text);
        return Ok(match out {
            // Unchanged: the argument itself, as Python returns it.
            std::borrow::Cow::Borrowed(b) if b.len() == text.len() => s.into_any(),
            other => PyString::new(py, &other).into_any(),
        });
    }
    general(py, name, args, kwargs)
}

/// `urllib.parse.quote`.
#[pyfunction(signature = (*args, **kwargs))]
#[pyo3(text_signature = "(string, safe='/', encoding=None, errors=None)")]
fn quote<'py>(
    py: Python<'py>,
    args: &Bound<'py, PyTuple>,
    kwargs: Option<&Bound<'py, PyDict>>,
) -> PyResult<Bound<'py, PyAny>> {
    text_fn(py, "quote", args, kwargs, |s| profile::quote(s, false), &[])
}

/// `urllib.parse.quote_plus`.
#[pyfunction(signature = (*args, **kwargs))]
#[pyo3(text_signature = "(string, safe='', encoding=None, errors=None)")]
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
#[pyfunction(signature = (*args, **kwargs))]
#[pyo3(text_signature = "(string, encoding='utf-8', errors='replace')")]
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
#[pyfunction(signature = (*args, **kwargs))]
#[pyo3(text_signature = "(string, encoding='utf-8', errors='replace')")]
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

macro_rules! through_general {
    ($($name:ident $sig:literal),*) => {$(
        #[doc = concat!("`urllib.parse.", stringify!($name), "`.")]
        #[pyfunction(signature = (*args, **kwargs))]
        #[pyo3(text_signature = $sig)]
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
    urlunsplit "(components)",
    urlunparse "(components)",
    unwrap "(url)",
    parse_qs "(qs, keep_blank_values=False, strict_parsing=False, encoding='utf-8', errors='replace', max_num_fields=None, separator='&')",
    parse_qsl "(qs, keep_blank_values=False, strict_parsing=False, encoding='utf-8', errors='replace', max_num_fields=None, separator='&')",
    quote_from_bytes "(bs, safe='/')",
    unquote_to_bytes "(string)"
);

/// `urllib.parse.urlencode`. No `__text_signature__`: its default
/// `quote_via=quote_plus` is a function, which a text signature cannot
/// hold, so `inspect.signature` raises `ValueError` for it.
#[pyfunction(signature = (*args, **kwargs))]
fn urlencode<'py>(
    py: Python<'py>,
    args: &Bound<'py, PyTuple>,
    kwargs: Option<&Bound<'py, PyDict>>,
) -> PyResult<Bound<'py, PyAny>> {
    general(py, "urlencode", args, kwargs)
}

/// Adds the sixteen functions (made in a module named `urllib.parse`) and
/// the fallback counter to `m`.
pub(crate) fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    let home = PyModule::new(py, "urllib.parse")?;
    let fns = [
        wrap_pyfunction!(urlsplit, &home)?,
        wrap_pyfunction!(urlparse, &home)?,
        wrap_pyfunction!(urlunsplit, &home)?,
        wrap_pyfunction!(urlunparse, &home)?,
        wrap_pyfunction!(urljoin, &home)?,
        wrap_pyfunction!(urldefrag, &home)?,
        wrap_pyfunction!(unwrap, &home)?,
        wrap_pyfunction!(parse_qs, &home)?,
        wrap_pyfunction!(parse_qsl, &home)?,
        wrap_pyfunction!(quote, &home)?,
        wrap_pyfunction!(quote_plus, &home)?,
        wrap_pyfunction!(quote_from_bytes, &home)?,
        wrap_pyfunction!(unquote, &home)?,
        wrap_pyfunction!(unquote_plus, &home)?,
        wrap_pyfunction!(unquote_to_bytes, &home)?,
        wrap_pyfunction!(urlencode, &home)?,
    ];
    let urllib = PyDict::new(py);
    for f in fns {
        urllib.set_item(f.getattr("__name__")?, f)?;
    }
    debug_assert_eq!(urllib.len(), FUNCTIONS.len());
    let _ = NATIVE.set(py, urllib.clone().unbind());
    m.add("urllib_functions", urllib)?;
    m.add_function(wrap_pyfunction!(fallbacks, m)?)?;
    m.add("release", profile::release_name())?;
    m.add("behaviour", profile::behaviour_name())?;
    Ok(())
}
