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
//! Where the time of a call goes, counted in machine instructions by
//! `python/bench/instructions.py` (callgrind; distinct real URLs through
//! `urlsplit` on 3.11.7, the calling loop included): 6,330 a call before
//! [`crate::raw`] and with the `lru_cache` that then stood in front, 4,200
//! after, against the standard library's 31,400. The library's split is
//! about 520 of them. [`crate::raw`] took out the tuple of arguments and
//! PyO3's unpacking of it (vectorcall), the two temporary tuples of
//! `tuple.__new__` (the named tuple is built in place) and the decoding of
//! each part (a part of an ASCII argument is copied out of it). Most of
//! what is left is allocating and freeing the result's six objects, which
//! the standard library's function pays too. Counted again on 2026-11-29
//! (the same tool, 3.11.7): 4,640 a call with the wheel of `715bd2a`,
//! 4,267 once the scheme and the network location came from
//! [`crate::recent`], the parts were moved into the named tuple, the URL
//! was hashed once and its UTF-8 read in place; 2,337 of them inside the
//! native function, of which the split is 637 (`docs/performance.md`
//! splits the rest). Those counts included some 1,180 instructions of the
//! tool's own (fixed since): counted right, 3,012 a call with the wheel
//! of `bfa4b16`, and 2,690 once the ASCII test read the `str`'s length,
//! each ASCII part was one `PyUnicode_New` and one copy
//! ([`raw::ascii_str`]) and the named tuple's items were stored in place.

use std::borrow::Cow;
use std::cell::RefCell;
use std::sync::atomic::{AtomicU64, Ordering};

use pyo3::intern;
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::{PyDict, PyList, PyString, PyTuple, PyType};
use urigram::urllib::{FUNCTIONS, PyValue, UrlError};

use crate::classes::{self, Named};
use crate::convert::{from_value, to_value};
use crate::errors::urllib::{to_pyerr, url_error};
use crate::profile;
use crate::qs_args;
use crate::raw::{self, Vector};
use crate::{cache, recent, stdlib};

/// The native functions by name, as registered.
static NATIVE: PyOnceLock<Py<PyDict>> = PyOnceLock::new();

static FALLBACKS: AtomicU64 = AtomicU64::new(0);

/// How many calls went to the standard library because an argument was
/// outside the Python-typed model (a `bytearray`, a `float`, ...).
#[pyfunction]
fn fallbacks() -> u64 {
    FALLBACKS.load(Ordering::Relaxed)
}

/// The arguments of a call of a native function, as they came: a
/// vectorcall's array (nearly every call) or `tp_call`'s tuple and dict.
pub(crate) enum Args<'a, 'py> {
    /// A vectorcall's.
    Vector(&'a Vector<'a, 'py>),
    /// `tp_call`'s.
    Tuple(&'a Bound<'py, PyTuple>, Option<&'a Bound<'py, PyDict>>),
}

impl<'a, 'py> Args<'a, 'py> {
    /// Whether the call passed keyword arguments.
    fn has_keywords(&self) -> bool {
        match self {
            Args::Vector(v) => v.has_keywords(),
            Args::Tuple(_, kwargs) => kwargs.is_some_and(|k| !k.is_empty()),
        }
    }

    /// How many positional arguments.
    fn len(&self) -> usize {
        match self {
            Args::Vector(v) => v.len(),
            Args::Tuple(args, _) => args.len(),
        }
    }

    /// Positional argument `i`, borrowed from the call.
    fn arg(&self, i: usize) -> Option<Borrowed<'_, 'py, PyAny>> {
        match self {
            Args::Vector(v) => v.arg(i),
            Args::Tuple(args, _) => args.get_borrowed_item(i).ok(),
        }
    }

    /// The `n` positional arguments, each an exact `str`, of a call with
    /// exactly those and no keywords.
    fn strs<const N: usize>(&self) -> Option<[Borrowed<'_, 'py, PyString>; N]> {
        if self.len() != N || self.has_keywords() {
            return None;
        }
        let mut out = [const { None }; N];
        for (i, slot) in out.iter_mut().enumerate() {
            *slot = Some(self.arg(i)?.cast_exact::<PyString>().ok()?);
        }
        Some(out.map(|s| s.expect("every slot was set above")))
    }

    /// The one `str` argument of a call with no keywords, if that is the
    /// call.
    fn one_str(&self) -> Option<Borrowed<'_, 'py, PyString>> {
        self.strs::<1>().map(|[s]| s)
    }

    /// The arguments as a tuple and a dict, as `tp_call` takes them.
    fn tuple_dict(
        &self,
        py: Python<'py>,
    ) -> PyResult<(Bound<'py, PyTuple>, Option<Bound<'py, PyDict>>)> {
        match self {
            Args::Tuple(args, kwargs) => Ok(((*args).clone(), kwargs.cloned())),
            Args::Vector(v) => {
                let items: Vec<_> = (0..v.len()).filter_map(|i| v.arg(i)).collect();
                let args = PyTuple::new(py, items)?;
                if !v.has_keywords() {
                    return Ok((args, None));
                }
                let kwargs = PyDict::new(py);
                for (name, value) in v.keywords() {
                    kwargs.set_item(name, value)?;
                }
                Ok((args, Some(kwargs)))
            }
        }
    }
}

/// The parts of one `str` argument as `str`s: a part that is a slice of an
/// ASCII argument is copied out of it into a new ASCII `str`
/// ([`raw::ascii_str`], no decoding), any other made from its UTF-8; the
/// empty part is CPython's own empty `str`.
struct Parts<'a, 'py> {
    py: Python<'py>,
    /// The argument's text, if it is ASCII.
    ascii: Option<raw::AsciiText<'a>>,
}

impl<'a, 'py> Parts<'a, 'py> {
    fn new(arg: Borrowed<'a, 'py, PyString>, text: &'a str) -> Self {
        Self {
            py: arg.py(),
            ascii: raw::AsciiText::of(arg, text),
        }
    }

    /// `part` (a slice of the argument's text, or text of its own) as a
    /// new `str`.
    fn part(&self, part: &str) -> PyResult<Bound<'py, PyAny>> {
        if part.is_empty() {
            return Ok(intern!(self.py, "").clone().into_any());
        }
        self.made(part).map(Bound::into_any)
    }

    /// `part` as a `str` from [`recent`], for the parts that repeat from
    /// URL to URL (the network location).
    fn shared(&self, part: &str) -> PyResult<Bound<'py, PyAny>> {
        if part.is_empty() {
            return Ok(intern!(self.py, "").clone().into_any());
        }
        recent::get_or_make(self.py, part, || self.made(part)).map(Bound::into_any)
    }

    /// The scheme: the interned `str` of a common one (no look-up in
    /// [`recent`], whose hash and lock cost more than these comparisons),
    /// else as [`Parts::shared`].
    fn scheme(&self, part: &str) -> PyResult<Bound<'py, PyAny>> {
        let py = self.py;
        let common = match part {
            "" => intern!(py, ""),
            "https" => intern!(py, "https"),
            "http" => intern!(py, "http"),
            "file" => intern!(py, "file"),
            _ => return self.shared(part),
        };
        Ok(common.clone().into_any())
    }

    fn made(&self, part: &str) -> PyResult<Bound<'py, PyString>> {
        match self.ascii.and_then(|a| a.part(part)) {
            Some(ascii) => raw::ascii_str(self.py, ascii),
            None => Ok(PyString::new(self.py, part)),
        }
    }
}

/// Any call, through the Python-typed layer (or the standard library for
/// arguments outside its model).
fn general<'py>(py: Python<'py>, name: &str, call: &Args<'_, 'py>) -> PyResult<Bound<'py, PyAny>> {
    let (args, kwargs) = call.tuple_dict(py)?;
    let (args, kwargs) = (&args, kwargs.as_ref());
    if name == "urlsplit" && HASHES_ARGUMENTS.load(Ordering::Relaxed) {
        // As `lru_cache` does: the arguments hashed in its key's order
        // (positional, then keyword values), an unhashable one raising
        // before the call counts as a miss.
        for a in args.iter() {
            a.hash()?;
        }
        for v in kwargs.map(|k| k.values()).iter().flat_map(|v| v.iter()) {
            v.hash()?;
        }
        cache::URLSPLIT.count_miss();
    }
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

/// Whether `urlsplit`'s arguments are hashed before the call, as from 3.11
/// CPython's `functools.lru_cache` in front of its `urlsplit` hashes them
/// (an unhashable argument raises its `TypeError` there). Set at import.
static HASHES_ARGUMENTS: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// The first error of a fallible step whose results feed a constructor
/// that takes an infallible iterator (`PyList::new`, a named tuple's
/// items), so that they go straight in with no vector first: a failure
/// (only a failed allocation) stands as `None` in its place, and
/// [`FirstError::after`] raises it once the object is made.
struct FirstError<'py> {
    py: Python<'py>,
    error: RefCell<Option<PyErr>>,
}

impl<'py> FirstError<'py> {
    fn new(py: Python<'py>) -> Self {
        Self {
            py,
            error: RefCell::new(None),
        }
    }

    /// The value, or `None` in its place with the error kept.
    fn keep<T>(&self, r: PyResult<Bound<'py, T>>) -> Bound<'py, PyAny> {
        r.map(Bound::into_any).unwrap_or_else(|e| {
            self.error.borrow_mut().get_or_insert(e);
            self.py.None().into_bound(self.py)
        })
    }

    /// `made`, unless a step failed before it.
    fn after<T>(self, made: PyResult<T>) -> PyResult<T> {
        match self.error.into_inner() {
            Some(e) => Err(e),
            None => made,
        }
    }
}

/// The one-`str` call of `urlsplit` or `urlparse`: the result `cache`
/// holds for `s`, or else the named tuple of `kind` holding the parts
/// (the first two, the scheme and the network location, from [`recent`]),
/// which `cache` may then keep. The parts come from `slices`, ranges of the
/// argument's text each made straight into its `str` (no result of `Cow`s
/// built and moved), or, where it answers `None` (a tab, CR or LF; an
/// upper-case scheme), from `split`. `None` when `s` has no UTF-8 form (a
/// lone surrogate), which the general path answers.
fn split_one<'py, const N: usize>(
    py: Python<'py>,
    s: Borrowed<'_, 'py, PyString>,
    cache: &cache::Cache,
    kind: Named,
    slices: impl for<'u> Fn(&'u str) -> Result<Option<[&'u str; N]>, UrlError>,
    split: impl for<'u> Fn(&'u str) -> Result<[Cow<'u, str>; N], UrlError>,
) -> Option<PyResult<Bound<'py, PyAny>>> {
    let slot = match cache.get(&s) {
        Ok(hit) => return Some(Ok(hit)),
        Err(slot) => slot,
    };
    let url = raw::utf8(s)?;
    let parts = Parts::new(s, url);
    let result = match slices(url) {
        Ok(Some(pieces)) => made_of(py, &parts, kind, pieces),
        Ok(None) => split_cold(py, &parts, kind, url, split),
        Err(e) => Err(url_error(py, &e)),
    };
    if let Ok(r) = &result {
        cache.put(slot, &s, url.len(), r);
    }
    Some(result)
}

/// [`split_one`]'s named tuple from the parts of `split`, for the few URLs
/// whose parts are not slices of the argument; kept out of line so that the
/// common path carries none of its `Cow`s.
#[cold]
#[inline(never)]
fn split_cold<'py, const N: usize>(
    py: Python<'py>,
    parts: &Parts<'_, 'py>,
    kind: Named,
    url: &str,
    split: impl for<'u> Fn(&'u str) -> Result<[Cow<'u, str>; N], UrlError>,
) -> PyResult<Bound<'py, PyAny>> {
    let pieces = split(url).map_err(|e| url_error(py, &e))?;
    made_of(py, parts, kind, pieces.each_ref().map(|p| &**p))
}

/// The named tuple of `kind` holding `pieces` as `str`s: the first the
/// scheme ([`Parts::scheme`]), the second the network location
/// ([`Parts::shared`]), the rest new ([`Parts::part`]).
#[inline(always)]
fn made_of<'py, const N: usize>(
    py: Python<'py>,
    parts: &Parts<'_, 'py>,
    kind: Named,
    pieces: [&str; N],
) -> PyResult<Bound<'py, PyAny>> {
    let mut failed = None;
    let mut i = 0;
    let items = pieces.map(|p| {
        let made = match i {
            0 => parts.scheme(p),
            1 => parts.shared(p),
            _ => parts.part(p),
        };
        i += 1;
        made.unwrap_or_else(|e| {
            failed.get_or_insert(e);
            py.None().into_bound(py)
        })
    });
    if let Some(e) = failed {
        return Err(e);
    }
    classes::make_of(py, kind, false, items)
}

/// `urllib.parse.urlsplit`: one `str` goes through [`cache::URLSPLIT`],
/// which answers repeats (from 3.11, where CPython's `urlsplit` is an
/// `lru_cache`, it stands for that cache: `cache_info` and `cache_clear`
/// read and empty it).
fn urlsplit<'py>(py: Python<'py>, call: &Args<'_, 'py>) -> PyResult<Bound<'py, PyAny>> {
    if let Some(s) = call.one_str()
        && let Some(result) = urlsplit_str(s)
    {
        return result;
    }
    general(py, "urlsplit", call)
}

/// [`urlsplit`] of one `str`: [`split_one`] with `urlsplit`'s parts.
fn urlsplit_str<'py>(s: Borrowed<'_, 'py, PyString>) -> Option<PyResult<Bound<'py, PyAny>>> {
    split_one(
        s.py(),
        s,
        &cache::URLSPLIT,
        Named::Split,
        profile::urlsplit_slices,
        |u| {
            let r = profile::urlsplit(u)?;
            Ok([r.scheme, r.netloc, r.path, r.query, r.fragment])
        },
    )
}

/// `urllib.parse.urlparse`: one `str` goes through [`cache::URLPARSE`].
fn urlparse<'py>(py: Python<'py>, call: &Args<'_, 'py>) -> PyResult<Bound<'py, PyAny>> {
    if let Some(s) = call.one_str()
        && let Some(result) = urlparse_str(s)
    {
        return result;
    }
    general(py, "urlparse", call)
}

/// [`urlparse`] of one `str`, as [`urlsplit_str`].
fn urlparse_str<'py>(s: Borrowed<'_, 'py, PyString>) -> Option<PyResult<Bound<'py, PyAny>>> {
    split_one(
        s.py(),
        s,
        &cache::URLPARSE,
        Named::Parse,
        profile::urlparse_slices,
        |u| {
            let r = profile::urlparse(u)?;
            Ok([r.scheme, r.netloc, r.path, r.params, r.query, r.fragment])
        },
    )
}

/// The one-`str` call of `urlsplit` (index 0 of [`FUNCTIONS`]) straight
/// from its vectorcall entry ([`raw::one_str_entry_of`]): counted, then
/// [`urlsplit_str`]; what that gives back, [`general`].
struct UrlsplitOfStr;

impl raw::OneStr for UrlsplitOfStr {
    fn run<'a, 'py>(
        arg: Borrowed<'a, 'py, PyString>,
        _call: &Vector<'a, 'py>,
    ) -> Option<PyResult<Bound<'py, PyAny>>> {
        count_call(0);
        urlsplit_str(arg)
    }

    fn rest<'a, 'py>(call: &Vector<'a, 'py>) -> PyResult<Bound<'py, PyAny>> {
        general(call.py(), "urlsplit", &Args::Vector(call))
    }
}

/// [`UrlsplitOfStr`] for `urlparse` (index 1).
struct UrlparseOfStr;

impl raw::OneStr for UrlparseOfStr {
    fn run<'a, 'py>(
        arg: Borrowed<'a, 'py, PyString>,
        _call: &Vector<'a, 'py>,
    ) -> Option<PyResult<Bound<'py, PyAny>>> {
        count_call(1);
        urlparse_str(arg)
    }

    fn rest<'a, 'py>(call: &Vector<'a, 'py>) -> PyResult<Bound<'py, PyAny>> {
        general(call.py(), "urlparse", &Args::Vector(call))
    }
}

/// `urllib.parse.urldefrag`.
fn urldefrag<'py>(py: Python<'py>, call: &Args<'_, 'py>) -> PyResult<Bound<'py, PyAny>> {
    if let Some(s) = call.one_str()
        && let Some(url) = raw::utf8(s)
    {
        let r = profile::urldefrag(url).map_err(|e| url_error(py, &e))?;
        let parts = Parts::new(s, url);
        return classes::make_of(
            py,
            Named::Defrag,
            false,
            [parts.part(&r.url)?, parts.part(&r.fragment)?],
        );
    }
    general(py, "urldefrag", call)
}

/// `urllib.parse.urljoin`: two `str`s (and nothing else: a third
/// argument, `allow_fragments`, takes the general path) are joined
/// directly.
fn urljoin<'py>(py: Python<'py>, call: &Args<'_, 'py>) -> PyResult<Bound<'py, PyAny>> {
    if let Some([b, u]) = call.strs::<2>()
        && let (Some(bt), Some(ut)) = (raw::utf8(b), raw::utf8(u))
    {
        let joined = profile::urljoin(bt, ut).map_err(|e| url_error(py, &e))?;
        return Ok(PyString::new(py, &joined).into_any());
    }
    general(py, "urljoin", call)
}

/// A one-`str` function of the quote family with its defaults.
fn text_fn<'py>(
    py: Python<'py>,
    name: &str,
    call: &Args<'_, 'py>,
    f: fn(&str) -> std::borrow::Cow<'_, str>,
    triggers: &[&Bound<'py, PyString>],
) -> PyResult<Bound<'py, PyAny>> {
    if let Some(s) = call.one_str() {
        // A text without any of the characters the function acts on comes
        // back as it is, as in Python (`unquote`'s `if '%' not in string`),
        // found without copying the text out of Python.
        if !triggers.is_empty() && !triggers.iter().any(|t| s.contains(t).unwrap_or(true)) {
            return Ok(s.to_owned().into_any());
        }
        if let Some(text) = raw::utf8(s) {
            let out = f(text);
            return Ok(match out {
                // Unchanged: the argument itself, as Python returns it.
                std::borrow::Cow::Borrowed(b) if b.len() == text.len() => s.to_owned().into_any(),
                other => PyString::new(py, &other).into_any(),
            });
        }
    }
    general(py, name, call)
}

/// `urllib.parse.quote`.
fn quote<'py>(py: Python<'py>, call: &Args<'_, 'py>) -> PyResult<Bound<'py, PyAny>> {
    text_fn(py, "quote", call, |s| profile::quote(s, false), &[])
}

/// `urllib.parse.quote_plus`.
fn quote_plus<'py>(py: Python<'py>, call: &Args<'_, 'py>) -> PyResult<Bound<'py, PyAny>> {
    text_fn(py, "quote_plus", call, |s| profile::quote(s, true), &[])
}

/// `urllib.parse.unquote`.
fn unquote<'py>(py: Python<'py>, call: &Args<'_, 'py>) -> PyResult<Bound<'py, PyAny>> {
    text_fn(
        py,
        "unquote",
        call,
        |s| profile::unquote(s, false),
        &[intern!(py, "%")],
    )
}

/// `urllib.parse.unquote_plus`.
fn unquote_plus<'py>(py: Python<'py>, call: &Args<'_, 'py>) -> PyResult<Bound<'py, PyAny>> {
    text_fn(
        py,
        "unquote_plus",
        call,
        |s| profile::unquote(s, true),
        &[intern!(py, "%"), intern!(py, "+")],
    )
}

/// `urllib.parse.parse_qsl`: one `str` with the defaults goes straight to
/// the library's typed parse, and the pairs straight into a list; an error
/// (which the defaults leave only to odd input) takes the general path,
/// which raises CPython's exact exception.
fn parse_qsl<'py>(py: Python<'py>, call: &Args<'_, 'py>) -> PyResult<Bound<'py, PyAny>> {
    if let Some(s) = call.one_str()
        && let Some(qs) = raw::utf8(s)
        && let Ok(pairs) = profile::parse_qsl(qs)
    {
        let parts = Parts::new(s, qs);
        let failed = FirstError::new(py);
        let items = pairs.iter().map(|(name, value)| {
            failed.keep((|| {
                PyTuple::new(py, [parts.part(name)?, parts.part(value)?])
            })())
        });
        let list = PyList::new(py, items);
        return failed.after(list).map(Bound::into_any);
    }
    general(py, "parse_qsl", call)
}

/// `urllib.parse.parse_qs`: as [`parse_qsl`], into a dict of lists.
fn parse_qs<'py>(py: Python<'py>, call: &Args<'_, 'py>) -> PyResult<Bound<'py, PyAny>> {
    if let Some(s) = call.one_str()
        && let Some(qs) = raw::utf8(s)
        && let Ok(fields) = profile::parse_qs(qs)
    {
        let out = PyDict::new(py);
        for (name, values) in &fields {
            let values = PyList::new(py, values.iter().map(|v| text(py, v)))?;
            out.set_item(text(py, name), values)?;
        }
        return Ok(out.into_any());
    }
    general(py, "parse_qs", call)
}

macro_rules! through_general {
    ($($name:ident),*) => {$(
        #[doc = concat!("`urllib.parse.", stringify!($name), "`: every call through the general path.")]
        fn $name<'py>(py: Python<'py>, call: &Args<'_, 'py>) -> PyResult<Bound<'py, PyAny>> {
            general(py, stringify!($name), call)
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
type Implementation = for<'a, 'py> fn(Python<'py>, &Args<'a, 'py>) -> PyResult<Bound<'py, PyAny>>;

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

// The indices `UrlsplitOfStr` and `UrlparseOfStr` count their calls at.
const _: () = assert!(matches!(FUNCTIONS[0].as_bytes(), b"urlsplit"));
const _: () = assert!(matches!(FUNCTIONS[1].as_bytes(), b"urlparse"));

/// Counts a call of the function at `index` in [`CALLS`].
fn count_call(index: usize) {
    if let Some(calls) = CALLS.get(index) {
        calls.store(calls.load(Ordering::Relaxed) + 1, Ordering::Relaxed);
    }
}

/// One of the sixteen native functions of `urllib.parse`.
///
/// A callable object rather than a built-in function so that it can carry
/// what the standard library's function carries: `urigram.urllib` copies
/// `__name__`, `__qualname__`, `__module__`, `__doc__`, `__defaults__`,
/// `__kwdefaults__` into its `__dict__`, and `__signature__` is the
/// standard function's. Like a Python function it is a descriptor, so it
/// binds as a method when stored on a class, and `help()` documents it as
/// a routine.
///
/// The sixteen objects are instances of a subclass, `Function`, made by
/// [`raw::vectorcall_type`]: called through vectorcall, as a Python
/// function is, with no tuple of arguments. This class's `__call__`
/// (`tp_call`) answers the same for callers that come with a tuple.
#[pyclass(
    frozen,
    dict,
    weakref,
    subclass,
    module = "urigram._native",
    name = "FunctionBase"
)]
pub(crate) struct Function {
    index: usize,
}

/// The vectorcall target of the sixteen: the function called and its
/// arguments.
fn vector_call<'a, 'py>(
    callable: Borrowed<'a, 'py, PyAny>,
    v: &Vector<'a, 'py>,
) -> PyResult<Bound<'py, PyAny>> {
    let f = callable.cast::<Function>()?.get();
    f.run(callable.py(), &Args::Vector(v))
}

impl Function {
    /// Counts the call and runs the function.
    fn run<'py>(&self, py: Python<'py>, call: &Args<'_, 'py>) -> PyResult<Bound<'py, PyAny>> {
        count_call(self.index);
        IMPLEMENTATIONS[self.index](py, call)
    }
}

#[pymethods]
impl Function {
    /// The function at `index` in the order of the sixteen (made by the
    /// module at import; another call makes an equal function).
    #[new]
    fn new(index: usize) -> PyResult<Self> {
        if index >= FUNCTIONS.len() {
            return Err(pyo3::exceptions::PyValueError::new_err(format!(
                "no native function {index}"
            )));
        }
        Ok(Self { index })
    }

    #[pyo3(signature = (*args, **kwargs))]
    fn __call__<'py>(
        &self,
        py: Python<'py>,
        args: &Bound<'py, PyTuple>,
        kwargs: Option<&Bound<'py, PyDict>>,
    ) -> PyResult<Bound<'py, PyAny>> {
        self.run(py, &Args::Tuple(args, kwargs))
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

    /// Pickled by name, as a Python function is, and unpickled as the
    /// same native function (`urigram.urllib._function(name)`): so that
    /// `multiprocessing` can send it to a worker, and `copy` gives the
    /// object itself, as they do for the standard library's function.
    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<(Bound<'py, PyAny>, (&'static str,))> {
        let by_name = py.import("urigram.urllib")?.getattr("_function")?;
        Ok((by_name, (FUNCTIONS[self.index],)))
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
    let base = py.get_type::<Function>();
    let vector = raw::vectorcall_type(
        &base,
        c"urigram._native.Function",
        c"One native function of urllib.parse (urigram.urllib dresses it).",
        vector_call,
    )?;
    let urllib = PyDict::new(py);
    for (index, name) in FUNCTIONS.iter().enumerate() {
        // `urlsplit` and `urlparse` answer one `str` from their own entry.
        let entry = match *name {
            "urlsplit" => Some(raw::one_str_entry_of::<UrlsplitOfStr>()),
            "urlparse" => Some(raw::one_str_entry_of::<UrlparseOfStr>()),
            _ => None,
        };
        urllib.set_item(
            name,
            vector.instance(py, PyTuple::new(py, [index])?, entry)?,
        )?;
    }
    let _ = NATIVE.set(py, urllib.clone().unbind());
    m.add("urllib_functions", urllib)?;
    m.add("Function", vector.bind(py))?;
    m.add(
        "tuple_items_offset",
        classes::items_offset(py, Named::Split, false)?,
    )?;
    // From 3.11 CPython's `urlsplit` is a `functools.lru_cache`, which
    // hashes its arguments first.
    HASHES_ARGUMENTS.store(
        stdlib::function(py, "urlsplit")?.hasattr("cache_info")?,
        Ordering::Relaxed,
    );
    m.add_function(wrap_pyfunction!(fallbacks, m)?)?;
    m.add_function(wrap_pyfunction!(calls, m)?)?;
    cache::register(m)?;
    m.add("release", profile::release_name())?;
    m.add("behaviour", profile::behaviour_name())?;
    Ok(())
}
