//! The `str` objects of the schemes and network locations made last,
//! handed out again for the same text rather than made anew.
//!
//! Of the real URL lists' 97,562 distinct URLs, half are `file:` and half
//! `https:`, and 22,237 network locations are shared by them all: over the
//! first 20,000 of them, this table answered 70% of the non-empty schemes
//! and network locations (callgrind's call counts of the `str`s made). A
//! `str` made from a part costs `urlsplit` some 190 machine instructions
//! (`PyUnicode_Substring`: the checks, the allocation, the copy) and its
//! release more when the result goes; a look-up here is a hash of four
//! words, one comparison of [`MAX_BYTES`] bytes, a lock no one else holds
//! and a reference count, about 100. So the scheme and the
//! network location of `urlsplit` and `urlparse` come from here (the
//! path, the query and the fragment rarely repeat).
//!
//! A `str` is immutable, so handing out the same object for equal text is
//! what CPython's own interning does; only `is` between two results' parts
//! can tell, which no program may rely on for `str`. The table holds at
//! most [`SLOTS`] strings of at most [`MAX_BYTES`] bytes each. It is a
//! `Mutex` for the type system's sake: every use is under the GIL (the
//! module declares `gil_used`), so it is never contended, and nothing
//! inside the lock runs Python code (making or releasing a `str` runs
//! none).

use std::sync::Mutex;

use pyo3::prelude::*;
use pyo3::types::PyString;

/// Slots (a power of two: the slot is the top bits of the hash).
pub(crate) const SLOTS: usize = 512;

/// The longest text (in UTF-8 bytes) kept.
pub(crate) const MAX_BYTES: usize = 32;

/// One slot: the text's bytes (zero after its length) and the `str` made
/// from them.
struct Entry {
    len: u8,
    bytes: [u8; MAX_BYTES],
    text: Option<Py<PyString>>,
}

/// The table.
struct Table([Entry; SLOTS]);

static TABLE: Mutex<Table> = Mutex::new(Table(
    [const {
        Entry {
            len: 0,
            bytes: [0; MAX_BYTES],
            text: None,
        }
    }; SLOTS],
));

/// The slot of a text padded with zeros to [`MAX_BYTES`], and of `len`
/// bytes: a multiplicative hash of its four words, with no loop or branch
/// (a text's bytes as one fixed-size value compare and hash in a few
/// instructions, where a slice of any length costs a call of `memcpy` or
/// `memcmp` per step).
fn slot(padded: &[u8; MAX_BYTES], len: u8) -> usize {
    const K: u64 = 0x517c_c1b7_2722_0a95;
    let word = |i: usize| {
        let mut w = [0u8; 8];
        w.copy_from_slice(&padded[8 * i..8 * i + 8]);
        u64::from_le_bytes(w)
    };
    let h = (word(0) ^ u64::from(len)).wrapping_mul(K);
    let h = (h.rotate_left(5) ^ word(1)).wrapping_mul(K);
    let h = (h.rotate_left(5) ^ word(2)).wrapping_mul(K);
    let h = (h.rotate_left(5) ^ word(3)).wrapping_mul(K);
    // The top bits, which the multiplications mix best.
    (h >> (u64::BITS - SLOTS.trailing_zeros())) as usize
}

/// The `str` of `text`: the one kept for it, or else the one `make` gives,
/// kept when `text` is short enough.
///
/// # Errors
/// What `make` raises.
pub(crate) fn get_or_make<'py>(
    py: Python<'py>,
    text: &str,
    make: impl FnOnce() -> PyResult<Bound<'py, PyString>>,
) -> PyResult<Bound<'py, PyString>> {
    let bytes = text.as_bytes();
    if bytes.len() > MAX_BYTES {
        return make();
    }
    let Ok(len) = u8::try_from(bytes.len()) else {
        return make();
    };
    let mut padded = [0u8; MAX_BYTES];
    padded[..bytes.len()].copy_from_slice(bytes);
    let Ok(mut table) = TABLE.lock() else {
        return make();
    };
    let entry = &mut table.0[slot(&padded, len)];
    if entry.len == len
        && entry.bytes == padded
        && let Some(kept) = &entry.text
    {
        return Ok(kept.bind(py).clone());
    }
    let made = make()?;
    entry.len = len;
    entry.bytes = padded;
    // The `str` replaced is released here, under the lock: releasing a
    // `str` runs no Python code. Through a `Bound`, not by dropping the
    // `Py`: `urlsplit`'s one-`str` call runs outside PyO3's trampoline
    // (`raw::one_str_entry_of`), where a `Py` dropped would wait in PyO3's
    // pool for a later call.
    if let Some(old) = entry.text.replace(made.clone().unbind()) {
        drop(old.into_bound(py));
    }
    Ok(made)
}
