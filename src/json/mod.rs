//! JSON text (RFC 8259) read into a tree and written back, without
//! serde_json: what the `jsonl` feature's protocols (`urllib::jsonl`, a
//! template's variables) and the web package's answers need, and no more.
//! It depends on nothing, so every build has it (a build that calls none
//! of it links none of it).
//!
//! It exists for the web package's size: serde_json's reader, its `Value`
//! and the serde machinery behind them were about 50 KB of the wasm build's
//! code, for a handful of small documents a call. The host build reads and
//! writes exactly what it did with serde_json (the reader's tree, its error
//! messages and their positions; the writer's text): the tests hold this
//! module to serde_json on every case they carry.
//!
//! What the tree keeps is what serde_json's `Value` keeps with its
//! `preserve_order` and `arbitrary_precision` features, which the library
//! used: an object's members in their order (a repeated name keeps its
//! first place and its last value), a number's text (an exponent written
//! `e` with its sign, as serde_json writes it).

mod read;
#[cfg(test)]
mod serde_parity;
mod value;
mod write;

pub use read::{Error, from_str};
pub use value::{Json, Object};
pub use write::write_string;
