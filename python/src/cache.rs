//! The caches in front of the native `urlsplit` and `urlparse` of one `str`.
//!
//! Programs split the same URLs again and again (a crawler's frontier, a
//! log's top pages, a web application's routes), and since 3.11 CPython
//! wraps `urlsplit` in `functools.lru_cache(typed=True)`: a repeat costs it
//! a dictionary lookup. Without a cache of its own, the drop-in would build
//! the same result again on every repeat and lose to that lookup.
//!
//! Each cache is direct-mapped: the `str`'s own hash (which Python keeps in
//! the object, so it is computed once per string) picks one of [`SLOTS`]
//! slots, each holding one `(url, result)` pair or `None`. A lookup is a
//! hash read, a list read and an identity (else equality) test; an insert
//! replaces its slot's pair in one step, so nothing needs an order list,
//! an eviction pass or a lock. A miss rate a little above an LRU's of the
//! same size is the price, paid with more slots than CPython's 128.
//!
//! Bounded in entries ([`SLOTS`]) and in bytes: a URL longer than
//! [`MAX_URL_CHARS`] is not cached, and an insert that would take the
//! cached URLs' characters above [`MAX_TOTAL_CHARS`] is skipped. A result's
//! strings are parts of its URL (at most as many characters), so the text
//! a cache holds is at most twice `MAX_TOTAL_CHARS` characters, plus the
//! fixed size of its objects.
//!
//! Thread-safety comes from the GIL (the wheel is built for the stable ABI,
//! which has no free-threaded form): every read and write of a cache is a
//! Python list operation made while holding it, and a slot changes in one
//! `PyList_SetItem`. The results are immutable tuples of `str`, so handing
//! out the same object again is what `lru_cache` does too.

use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};

use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::{PyList, PyString, PyTuple};

/// Slots per cache (a power of two: the slot is the hash's low bits).
pub(crate) const SLOTS: usize = 4096;

/// The longest URL (in characters) a cache keeps.
pub(crate) const MAX_URL_CHARS: usize = 2048;

/// The most characters of URLs a cache keeps at once.
pub(crate) const MAX_TOTAL_CHARS: usize = 1 << 18;

/// One cache: its slots and its counters.
///
/// The counters are only changed while the GIL is held, so a plain load
/// and store (not an atomic read-modify-write, which costs a locked
/// instruction on every call) keeps them exact.
pub(crate) struct Cache {
    slots: PyOnceLock<Py<PyList>>,
    hits: AtomicU64,
    misses: AtomicU64,
    entries: AtomicUsize,
    chars: AtomicUsize,
}

/// The cache of `urlsplit(url)`.
pub(crate) static URLSPLIT: Cache = Cache::new();
/// The cache of `urlparse(url)`.
pub(crate) static URLPARSE: Cache = Cache::new();

impl Cache {
    const fn new() -> Self {
        Self {
            slots: PyOnceLock::new(),
            hits: AtomicU64::new(0),
            misses: AtomicU64::new(0),
            entries: AtomicUsize::new(0),
            chars: AtomicUsize::new(0),
        }
    }

    fn slots<'py>(&self, py: Python<'py>) -> PyResult<&Bound<'py, PyList>> {
        self.slots
            .get_or_try_init(py, || {
                Ok::<_, PyErr>(PyList::new(py, (0..SLOTS).map(|_| py.None()))?.unbind())
            })
            .map(|l| l.bind(py))
    }

    /// The slot of `url` (whose hash Python caches in the string).
    fn index(url: &Bound<'_, PyString>) -> Option<usize> {
        let hash = url.hash().ok()?;
        Some(hash.cast_unsigned() & (SLOTS - 1))
    }

    /// The cached result for `url`, counting a hit or a miss.
    pub(crate) fn get<'py>(&self, url: &Bound<'py, PyString>) -> Option<Bound<'py, PyAny>> {
        let found = self.lookup(url);
        let counter = if found.is_some() {
            &self.hits
        } else {
            &self.misses
        };
        counter.store(counter.load(Ordering::Relaxed) + 1, Ordering::Relaxed);
        found
    }

    fn lookup<'py>(&self, url: &Bound<'py, PyString>) -> Option<Bound<'py, PyAny>> {
        let py = url.py();
        let pair = self.slots(py).ok()?.get_item(Self::index(url)?).ok()?;
        let pair = pair.cast_into_exact::<PyTuple>().ok()?;
        let key = pair.get_item(0).ok()?;
        if key.is(url) || key.eq(url).unwrap_or(false) {
            return pair.get_item(1).ok();
        }
        None
    }

    /// Keeps `result` as the answer for `url`, if the bounds allow.
    pub(crate) fn put(&self, url: &Bound<'_, PyString>, result: &Bound<'_, PyAny>) {
        let py = url.py();
        let Ok(chars) = url.len() else { return };
        if chars > MAX_URL_CHARS {
            return;
        }
        let (Ok(slots), Some(i)) = (self.slots(py), Self::index(url)) else {
            return;
        };
        let Ok(old) = slots.get_item(i) else { return };
        let old_chars = match old.cast_exact::<PyTuple>() {
            Ok(pair) => pair.get_item(0).and_then(|k| k.len()).unwrap_or(0),
            Err(_) => 0,
        };
        let total = self.chars.load(Ordering::Relaxed) - old_chars + chars;
        if total > MAX_TOTAL_CHARS {
            return;
        }
        let Ok(pair) = PyTuple::new(py, [url.as_any(), result]) else {
            return;
        };
        // One `PyList_SetItem`: the slot holds the old pair or the new one,
        // never a key with another key's result.
        if slots.set_item(i, pair).is_err() {
            return;
        }
        self.chars.store(total, Ordering::Relaxed);
        if old.is_none() {
            let n = self.entries.load(Ordering::Relaxed);
            self.entries.store(n + 1, Ordering::Relaxed);
        }
    }

    /// Empties the cache and zeroes its counters, as `cache_clear` does.
    pub(crate) fn clear(&self, py: Python<'_>) -> PyResult<()> {
        let slots = self.slots(py)?;
        for i in 0..SLOTS {
            slots.set_item(i, py.None())?;
        }
        for c in [&self.hits, &self.misses] {
            c.store(0, Ordering::Relaxed);
        }
        self.entries.store(0, Ordering::Relaxed);
        self.chars.store(0, Ordering::Relaxed);
        Ok(())
    }

    /// `(hits, misses, maxsize, currsize)`, as `cache_info` counts them.
    pub(crate) fn info(&self) -> (u64, u64, usize, usize) {
        (
            self.hits.load(Ordering::Relaxed),
            self.misses.load(Ordering::Relaxed),
            SLOTS,
            self.entries.load(Ordering::Relaxed),
        )
    }
}

/// `urlsplit`'s cache counters: `(hits, misses, maxsize, currsize)`.
#[pyfunction]
fn urlsplit_cache_info() -> (u64, u64, usize, usize) {
    URLSPLIT.info()
}

/// Empties `urlsplit`'s cache and zeroes its counters.
#[pyfunction]
fn urlsplit_cache_clear(py: Python<'_>) -> PyResult<()> {
    URLSPLIT.clear(py)
}

/// Empties every cache of the native functions.
#[pyfunction]
fn clear_caches(py: Python<'_>) -> PyResult<()> {
    URLSPLIT.clear(py)?;
    URLPARSE.clear(py)
}

/// Adds the cache functions to `m`.
pub(crate) fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(urlsplit_cache_info, m)?)?;
    m.add_function(wrap_pyfunction!(urlsplit_cache_clear, m)?)?;
    m.add_function(wrap_pyfunction!(clear_caches, m)?)?;
    m.add("cache_slots", SLOTS)?;
    Ok(())
}
