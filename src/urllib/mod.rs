//! Python's `urllib.parse`, function for function and output for output with
//! CPython 3.11, built on the strict layer.
//!
//! Two faces: idiomatic Rust functions (options structs for keyword
//! arguments), and [`call`], which takes Python-typed arguments ([`PyValue`])
//! by function name and answers exactly what CPython would, errors included
//! ([`PyError`]). The JSON-lines mode of the CLI and the golden corpus replay
//! go through [`call`].

mod bytes;
mod codec;
mod codec_tables;
mod decode;
mod defrag;
mod encode;
mod error;
mod join;
mod mask;
mod netloc;
mod py_args;
mod py_quote;
mod py_split;
mod py_urlencode;
mod pyobj;
mod pytext;
mod query;
mod quote;
mod scan;
pub mod schemes;
mod split;
mod unicode_tables;
mod unquote;
mod unsplit;
mod url_error;
mod urlencode;
mod value;

#[cfg(feature = "jsonl")]
pub mod jsonl;

pub use bytes::{
    DefragResultBytes, ParseResultBytes, SplitResultBytes, urldefrag_bytes, urljoin_bytes,
    urlparse_bytes, urlsplit_bytes, urlunparse_bytes, urlunsplit_bytes,
};
pub use codec::{Charmap, Codec, Direction, ErrorHandler};
pub use decode::decode_into;
pub use defrag::{DefragResult, unwrap, urldefrag};
pub use encode::encode_into;
pub use error::PyError;
pub use join::{urljoin, urljoin_with};
pub use pytext::{repr, repr_bytes, repr_str, str_of};
pub use query::{BytesField, BytesPair, CowPair, ParseQs, parse_qs, parse_qsl};
pub use quote::{Quote, quote, quote_from_bytes, quote_plus};
pub use split::{
    ParseResult, SplitOptions, SplitResult, urlparse, urlparse_with, urlsplit, urlsplit_with,
};
pub use unquote::{Unquote, unquote, unquote_plus, unquote_to_bytes};
pub use unsplit::{urlunparse, urlunsplit};
pub use url_error::{PortError, UrlError};
pub use urlencode::{Part, QuoteVia, UrlEncode, urlencode};
pub use value::PyValue;

/// The sixteen public functions of `urllib.parse` that [`call`] knows.
pub const FUNCTIONS: [&str; 16] = [
    "urlsplit",
    "urlparse",
    "urlunsplit",
    "urlunparse",
    "urljoin",
    "urldefrag",
    "unwrap",
    "parse_qs",
    "parse_qsl",
    "quote",
    "quote_plus",
    "quote_from_bytes",
    "unquote",
    "unquote_plus",
    "unquote_to_bytes",
    "urlencode",
];

/// Calls the `urllib.parse` function `name` with Python-typed positional and
/// keyword arguments, as Python would.
///
/// # Errors
/// The exception Python would raise, as a [`PyError`] with its class name and
/// message; an unknown `name` is an `AttributeError`, as in Python.
pub fn call(
    name: &str,
    args: &[PyValue],
    kwargs: &[(String, PyValue)],
) -> Result<PyValue, PyError> {
    match name {
        "urlsplit" | "urlparse" | "urlunsplit" | "urlunparse" | "urljoin" | "urldefrag"
        | "unwrap" => py_split::call(name, args, kwargs),
        "parse_qs" | "parse_qsl" | "quote" | "quote_plus" | "quote_from_bytes" | "unquote"
        | "unquote_plus" | "unquote_to_bytes" | "urlencode" => py_quote::call(name, args, kwargs),
        _ => Err(PyError::new(
            "AttributeError",
            format!("module 'urllib.parse' has no attribute '{name}'"),
        )),
    }
}
