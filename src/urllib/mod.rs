//! Python's `urllib.parse`, function for function and output for output with
//! CPython 3.11, or with any of 3.9 to 3.13 ([`Python`], [`Urllib`],
//! [`call_with`]), built on the strict layer.
//!
//! Two faces: idiomatic Rust functions (options structs for keyword
//! arguments), and [`call`], which takes Python-typed arguments ([`PyValue`])
//! by function name and answers exactly what CPython would, errors included
//! ([`PyError`]). The JSON-lines mode of the CLI and the golden corpus replay
//! go through [`call`].

mod bytes;
mod defrag;
mod join;
mod mask;
pub mod netloc;
mod nfkc_delimiters;
mod profile;
mod query;
mod quote;
mod scan;
pub mod schemes;
mod split;
mod split_scan;
mod suggest;
mod unquote;
mod unsplit;
mod url_error;
mod urlencode;

mod emulate;
mod text;
mod values;

#[cfg(feature = "jsonl")]
pub use emulate::jsonl;

pub use bytes::{
    DefragResultBytes, ParseResultBytes, SplitResultBytes, urldefrag_bytes, urljoin_bytes,
    urlparse_bytes, urlsplit_bytes, urlunparse_bytes, urlunsplit_bytes,
};
pub use defrag::{DefragResult, unwrap, urldefrag};
pub use join::{urljoin, urljoin_with};
pub use profile::Urllib;
pub use query::{BytesField, BytesPair, CowPair, ParseQs, parse_qs, parse_qsl};
pub use quote::{Quote, quote, quote_from_bytes, quote_plus};
pub use split::{
    ParseResult, SplitOptions, SplitResult, urlparse, urlparse_with, urlsplit, urlsplit_with,
};
pub use text::codec::{Charmap, Codec, Direction, ErrorHandler};
pub use text::decode::decode_into;
pub use text::encode::encode_into;
pub(crate) use text::pytext::lower_in;
pub use text::pytext::{repr, repr_bytes, repr_in, repr_str, repr_str_in, str_of, str_of_in};
pub use unquote::{Unquote, unquote, unquote_plus, unquote_to_bytes};
pub use unsplit::{urlunparse, urlunsplit};
pub use url_error::{PortError, UrlError};
pub use urlencode::{Part, QuoteVia, UrlEncode, urlencode};
pub use values::error::PyError;
pub use values::python::{Python, UnknownPython};
pub use values::value::{PyObject, PyValue};

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

pub use emulate::call::{call, call_with};
