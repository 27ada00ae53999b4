//! The Python values urllib's functions take and return, the exceptions they
//! raise, and the CPython releases: the bottom of the urllib layer, which
//! imports nothing else of it.

pub(crate) mod error;
pub(crate) mod object;
pub(crate) mod python;
pub(crate) mod value;
