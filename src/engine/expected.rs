//! What would have been accepted at an error offset.

use std::fmt;

/// The ASCII bytes of `bytes` as a bit set (bit `b` for byte `b`), for
/// [`Expected::class`]. Bytes from 0x80 up are left out: a class adds them
/// all with [`Expected::with_high_bytes`].
#[must_use]
pub const fn ascii_mask(bytes: &[u8]) -> u128 {
    let mut mask = 0u128;
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] < 0x80 {
            mask |= 1 << bytes[i];
        }
        i += 1;
    }
    mask
}

/// One thing that would have been accepted at an error offset: a class of
/// bytes, with the words the diagnostics print for it, or the end of input.
/// A class holds ASCII bytes, and may hold every byte from 0x80 up too
/// ([`Expected::with_high_bytes`]), which a grammar over octets needs.
///
/// A grammar declares its classes as `static`s and the matcher keeps
/// `&'static Expected`, so a failure copies pointers and never allocates.
///
/// ```
/// use urigram::engine::{Expected, ascii_mask};
/// static COLON: Expected = Expected::class("\":\"", ascii_mask(b":"));
/// assert!(COLON.matches(b':'));
/// assert_eq!(COLON.describe(), "\":\"");
/// assert!(Expected::END.is_end());
/// ```
#[derive(Debug, PartialEq, Eq, Hash)]
pub struct Expected {
    description: &'static str,
    bytes: u128,
    high: bool,
    end: bool,
}

impl Expected {
    /// The end of the input.
    pub const END: Expected = Expected {
        description: "end of input",
        bytes: 0,
        high: false,
        end: true,
    };

    /// A class of ASCII bytes (see [`ascii_mask`]), described in words.
    #[must_use]
    pub const fn class(description: &'static str, bytes: u128) -> Expected {
        Expected {
            description,
            bytes,
            high: false,
            end: false,
        }
    }

    /// The same class with every byte from 0x80 to 0xFF added: RFC 1945's
    /// `national`, for one, holds them all.
    ///
    /// ```
    /// use urigram::engine::{Expected, ascii_mask};
    /// static NATIONAL: Expected = Expected::class("national", ascii_mask(b"[]")).with_high_bytes();
    /// assert!(NATIONAL.matches(0xff) && NATIONAL.matches(b'[') && !NATIONAL.matches(b'a'));
    /// ```
    #[must_use]
    pub const fn with_high_bytes(self) -> Expected {
        Expected { high: true, ..self }
    }

    /// The words the diagnostics print, e.g. `"letter"` or `"\":\""`.
    #[must_use]
    pub const fn describe(&self) -> &'static str {
        self.description
    }

    /// Whether `b` is one of the class's bytes.
    #[must_use]
    pub const fn matches(&self, b: u8) -> bool {
        if b < 0x80 {
            self.bytes & (1 << b) != 0
        } else {
            self.high
        }
    }

    /// Whether this is the end of input.
    #[must_use]
    pub const fn is_end(&self) -> bool {
        self.end
    }

    /// The class's bytes, in order.
    pub fn bytes(&self) -> impl Iterator<Item = u8> + '_ {
        (0..=0xffu8).filter(|&b| self.matches(b))
    }
}

impl fmt::Display for Expected {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.description)
    }
}

/// How many distinct items a set holds; the widest union any grammar of this
/// crate records at one offset is well below it. An item past it is dropped
/// rather than allocated for.
const CAPACITY: usize = 24;

/// A set of [`Expected`] items in the order they were first recorded: a
/// fixed array of pointers, so it is `Copy` and never allocates.
#[derive(Clone, Copy)]
pub struct ExpectedSet {
    items: [&'static Expected; CAPACITY],
    len: u8,
}

impl ExpectedSet {
    /// The empty set.
    pub const EMPTY: ExpectedSet = ExpectedSet {
        items: [&Expected::END; CAPACITY],
        len: 0,
    };

    /// Adds `e` unless an equal item is there already.
    pub fn insert(&mut self, e: &'static Expected) {
        if self.as_slice().contains(&e) || self.len as usize == CAPACITY {
            return;
        }
        self.items[self.len as usize] = e;
        self.len += 1;
    }

    /// Adds every item of `other`.
    pub fn extend(&mut self, other: &ExpectedSet) {
        for &e in other.as_slice() {
            self.insert(e);
        }
    }

    /// The items, in the order they were first recorded.
    #[must_use]
    pub fn as_slice(&self) -> &[&'static Expected] {
        &self.items[..self.len as usize]
    }

    /// Whether the set is empty.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
}

impl Default for ExpectedSet {
    fn default() -> Self {
        ExpectedSet::EMPTY
    }
}

impl fmt::Debug for ExpectedSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list()
            .entries(self.as_slice().iter().map(|e| e.describe()))
            .finish()
    }
}

impl PartialEq for ExpectedSet {
    fn eq(&self, other: &Self) -> bool {
        self.as_slice() == other.as_slice()
    }
}

impl Eq for ExpectedSet {}
