//! The caches in front of the native `urlsplit` and `urlparse` of one `str`.
//!
//! Programs split the same URLs again and again (a crawler's frontier, a
//! log's top pages, a web application's routes), and since 3.11 CPython
//! wraps `urlsplit` in `functools.lru_cache(typed=True)`: a repeat costs it
//! a dictionary lookup. Without a cache of its own, the drop-in would build
//! the same result again on every repeat and lose to that lookup. From
//! 3.11 `urlsplit`'s cache here is what `cache_info` and `cache_clear` show
//! and empty, as CPython's `lru_cache` is there; an `lru_cache` in front
//! of the native function instead would cost every distinct URL some 130
//! ns (its misses insert and evict), more than half of what the rest of
//! the call costs.
//!
//! Each cache is direct-mapped: the `str`'s own hash (which Python keeps in
//! the object, so it is computed once per string) picks one of [`SLOTS`]
//! slots: a key (the URL, or `None`) in one list, its result at the same
//! index of another. A lookup is a hash read, an identity test (of the
//! address kept beside the hash) else a list read and an equality test;
//! an insert replaces its slot, so nothing needs an order list, an
//! eviction pass or a lock. A miss rate a little above an LRU's of the
//! same size is the price, paid with more slots than CPython's 128. A URL
//! is kept on its second miss, not its first, so that a stream of
//! distinct URLs does not pay for keeping them ([`Cache::put`]).
//!
//! Bounded in entries ([`SLOTS`]) and in bytes: a URL longer than
//! [`MAX_URL_BYTES`] (in UTF-8) is not cached, and an insert that would
//! take the cached URLs' bytes above [`MAX_TOTAL_BYTES`] is skipped. A
//! result's strings are parts of its URL (at most as many characters), so
//! the text a cache holds is at most about twice `MAX_TOTAL_BYTES`, plus
//! the fixed size of its objects (some 400 bytes an entry).
//!
//! Thread-safety comes from the GIL (the wheel is built for the stable ABI,
//! which has no free-threaded form, and the module declares `gil_used` for
//! a version-specific build on a free-threaded CPython): every read and
//! write of a cache is a Python list operation made while holding it. No
//! Python code runs while a slot is being changed, so neither another
//! thread nor a re-entrant call sees a key with another key's result: the
//! objects a change lets go of are held until the slot and the counters
//! are consistent again, and only then released, because releasing the
//! last reference to a result can run Python code (a `__del__` someone
//! gave `SplitResult`, which may itself call `urlsplit`). The results are
//! immutable tuples of `str`, so handing out the same object again is what
//! `lru_cache` does too.

use std::sync::atomic::{AtomicIsize, AtomicU64, AtomicUsize, Ordering};

use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::{PyList, PyString};

/// Slots per cache (a power of two: the slot is the hash's low bits).
pub(crate) const SLOTS: usize = 4096;

/// The longest URL (in UTF-8 bytes) a cache keeps.
pub(crate) const MAX_URL_BYTES: usize = 2048;

/// The most bytes of URLs (in UTF-8) a cache keeps at once.
pub(crate) const MAX_TOTAL_BYTES: usize = 1 << 20;

/// One cache: its slots and its counters.
///
/// The counters are only changed while the GIL is held, so a plain load
/// and store (not an atomic read-modify-write, which costs a locked
/// instruction on every call) keeps them exact.
pub(crate) struct Cache {
    slots: PyOnceLock<Slots>,
    /// The length in bytes of each slot's URL (0: empty).
    lengths: [AtomicUsize; SLOTS],
    /// The hash of each slot's URL, so that a different URL in the slot is
    /// told apart without reading it (a read of an object long unused is a
    /// cache miss of the processor's).
    hashes: [AtomicIsize; SLOTS],
    /// The address of each slot's URL object (0: none), so that a repeat
    /// of the very object kept (the common repeat: a program holding its
    /// URLs) is found without reading the key back out of its list. The
    /// list holds a reference to that object, so while the address is
    /// here no other object can have it; it is cleared before the key is
    /// replaced.
    addresses: [AtomicUsize; SLOTS],
    /// Per slot, the hash of the last URL seen there once and not kept
    /// (see [`Cache::put`]).
    seen: [AtomicIsize; SLOTS],
    hits: AtomicU64,
    misses: AtomicU64,
    entries: AtomicUsize,
    bytes: AtomicUsize,
}

/// The cache of `urlsplit(url)`.
pub(crate) static URLSPLIT: Cache = Cache::new();
/// The cache of `urlparse(url)`.
pub(crate) static URLPARSE: Cache = Cache::new();

/// Where in a cache a URL goes: its hash and the slot the hash picks.
#[derive(Clone, Copy)]
pub(crate) struct Slot {
    hash: isize,
    index: usize,
}

/// The keys and results, index by index.
struct Slots {
    keys: Py<PyList>,
    results: Py<PyList>,
}

impl Cache {
    const fn new() -> Self {
        Self {
            slots: PyOnceLock::new(),
            lengths: [const { AtomicUsize::new(0) }; SLOTS],
            hashes: [const { AtomicIsize::new(0) }; SLOTS],
            addresses: [const { AtomicUsize::new(0) }; SLOTS],
            seen: [const { AtomicIsize::new(0) }; SLOTS],
            hits: AtomicU64::new(0),
            misses: AtomicU64::new(0),
            entries: AtomicUsize::new(0),
            bytes: AtomicUsize::new(0),
        }
    }

    fn slots<'py>(&self, py: Python<'py>) -> PyResult<(&Bound<'py, PyList>, &Bound<'py, PyList>)> {
        let slots = self.slots.get_or_try_init(py, || {
            let empty = || PyList::new(py, (0..SLOTS).map(|_| py.None()));
            Ok::<_, PyErr>(Slots {
                keys: empty()?.unbind(),
                results: empty()?.unbind(),
            })
        })?;
        Ok((slots.keys.bind(py), slots.results.bind(py)))
    }

    /// The hash of `url` (which Python caches in the string) and its slot.
    fn index(url: &Bound<'_, PyString>) -> Option<Slot> {
        let hash = url.hash().ok()?;
        Some(Slot {
            hash,
            index: hash.cast_unsigned() & (SLOTS - 1),
        })
    }

    /// The cached result for `url`, counting a hit or a miss; on a miss,
    /// the slot [`Cache::put`] would keep its result in (`None` when its
    /// hash failed, which a `str`'s never does), so that a call hashes
    /// its URL once.
    pub(crate) fn get<'py>(
        &self,
        url: &Bound<'py, PyString>,
    ) -> Result<Bound<'py, PyAny>, Option<Slot>> {
        let slot = Self::index(url);
        let found = slot.and_then(|slot| self.lookup(url, slot));
        let counter = if found.is_some() {
            &self.hits
        } else {
            &self.misses
        };
        counter.store(counter.load(Ordering::Relaxed) + 1, Ordering::Relaxed);
        found.ok_or(slot)
    }

    fn lookup<'py>(&self, url: &Bound<'py, PyString>, slot: Slot) -> Option<Bound<'py, PyAny>> {
        let Slot { hash, index: i } = slot;
        if self.hashes[i].load(Ordering::Relaxed) != hash
            || self.lengths[i].load(Ordering::Relaxed) == 0
        {
            return None;
        }
        let (keys, results) = self.slots(url.py()).ok()?;
        if self.addresses[i].load(Ordering::Relaxed) == url.as_ptr() as usize {
            return results.get_item(i).ok();
        }
        let key = keys.get_item(i).ok()?;
        if key.eq(url).unwrap_or(false) {
            return results.get_item(i).ok();
        }
        None
    }

    /// Keeps `result` as the answer for `url`, whose UTF-8 form is `bytes`
    /// long and whose slot [`Cache::get`] gave, if the bounds allow and
    /// `url` was seen before.
    ///
    /// A URL is kept the second time it misses, not the first: in a stream
    /// of distinct URLs, keeping each would evict, on every call, a result
    /// built thousands of calls ago, whose objects are no longer in the
    /// processor's caches (a profile of that shape showed the reference
    /// counting of those cold objects as its largest single cost). A URL
    /// that comes back is kept on its second call, so a repeated one costs
    /// a single extra build.
    pub(crate) fn put(
        &self,
        slot: Option<Slot>,
        url: &Bound<'_, PyString>,
        bytes: usize,
        result: &Bound<'_, PyAny>,
    ) {
        if bytes > MAX_URL_BYTES || bytes == 0 {
            return;
        }
        let Some(Slot { hash, index: i }) = slot else {
            return;
        };
        if self.seen[i].load(Ordering::Relaxed) != hash {
            self.seen[i].store(hash, Ordering::Relaxed);
            return;
        }
        let Ok((keys, results)) = self.slots(url.py()) else {
            return;
        };
        let old = self.lengths[i].load(Ordering::Relaxed);
        let total = self.bytes.load(Ordering::Relaxed) - old + bytes;
        if total > MAX_TOTAL_BYTES {
            return;
        }
        // The objects the slot holds now are held here too, so that writing
        // the slot frees nothing: their release, which can run Python code
        // that comes back into this cache (a finalizer calling `urlsplit`),
        // waits until the slot and the counters are consistent (the end of
        // this function).
        let (Ok(old_key), Ok(old_result)) = (keys.get_item(i), results.get_item(i)) else {
            return;
        };
        // The key emptied, the result written, then the key: at no point
        // does the slot pair a key with another key's result. The old key's
        // address goes first.
        self.addresses[i].store(0, Ordering::Relaxed);
        let written = keys.set_item(i, url.py().None()).is_ok()
            && results.set_item(i, result).is_ok()
            && keys.set_item(i, url).is_ok();
        if !written {
            let _ = keys.set_item(i, url.py().None());
            return;
        }
        self.lengths[i].store(bytes, Ordering::Relaxed);
        self.hashes[i].store(hash, Ordering::Relaxed);
        self.addresses[i].store(url.as_ptr() as usize, Ordering::Relaxed);
        self.bytes.store(total, Ordering::Relaxed);
        if old == 0 {
            let n = self.entries.load(Ordering::Relaxed);
            self.entries.store(n + 1, Ordering::Relaxed);
        }
        // Only now may the replaced objects' finalizers run.
        drop((old_key, old_result));
    }

    /// Counts a miss of a call the cache does not serve (any call but one
    /// `str`), as `lru_cache` counts every call that reaches its function.
    pub(crate) fn count_miss(&self) {
        self.misses
            .store(self.misses.load(Ordering::Relaxed) + 1, Ordering::Relaxed);
    }

    /// Empties the cache and zeroes its counters, as `cache_clear` does.
    ///
    /// The objects the slots held are released last, once the cache is
    /// empty and its counters zero, as in [`Cache::put`]: a finalizer they
    /// run may call `urlsplit` and fill a slot again.
    pub(crate) fn clear(&self, py: Python<'_>) -> PyResult<()> {
        let (keys, results) = self.slots(py)?;
        let mut held = Vec::with_capacity(2 * SLOTS);
        for i in 0..SLOTS {
            self.addresses[i].store(0, Ordering::Relaxed);
            held.push(keys.get_item(i)?);
            held.push(results.get_item(i)?);
            keys.set_item(i, py.None())?;
            results.set_item(i, py.None())?;
            self.lengths[i].store(0, Ordering::Relaxed);
            self.seen[i].store(0, Ordering::Relaxed);
        }
        for c in [&self.hits, &self.misses] {
            c.store(0, Ordering::Relaxed);
        }
        self.entries.store(0, Ordering::Relaxed);
        self.bytes.store(0, Ordering::Relaxed);
        drop(held);
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
    // The slots made now, at import, not on a first call: making them
    // allocates, which can run the garbage collector and a finalizer that
    // calls `urlsplit`, re-entering the initialization (which `PyOnceLock`
    // does not allow).
    URLSPLIT.slots(m.py())?;
    URLPARSE.slots(m.py())?;
    m.add_function(wrap_pyfunction!(urlsplit_cache_info, m)?)?;
    m.add_function(wrap_pyfunction!(urlsplit_cache_clear, m)?)?;
    m.add_function(wrap_pyfunction!(clear_caches, m)?)?;
    m.add("cache_slots", SLOTS)?;
    m.add("cache_max_bytes", MAX_TOTAL_BYTES)?;
    m.add("cache_max_url_bytes", MAX_URL_BYTES)?;
    Ok(())
}
