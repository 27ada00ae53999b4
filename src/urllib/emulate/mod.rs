//! The Python-typed face of the urllib layer: [`super::call`] takes
//! arguments as Python values and answers what CPython answers, binding
//! arguments and checking their types as Python does, on top of the typed
//! Rust functions of the layer; and the JSON-lines protocol built on it. The
//! drop-in Python package and the CLI's `urllib --jsonl` come through here.

pub(crate) mod args;
pub(crate) mod call;
#[cfg(feature = "jsonl")]
pub mod jsonl;
pub(crate) mod quote;
pub(crate) mod split;
pub(crate) mod urlencode;
