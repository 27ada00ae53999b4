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
mod codec;
mod codec_tables;
mod decode;
mod defrag;
mod encode;
mod error;
mod join;
mod mask;
mod netloc;
mod profile;
mod py_args;
mod py_quote;
mod py_split;
mod py_urlencode;
mod pyobj;
mod pytext;
mod python;
mod query;
mod quote;
mod scan;
pub mod schemes;
mod split;
mod suggest;
mod unicode_tables;
mod unicode_versions;
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
pub use profile::Urllib;
pub use pytext::{repr, repr_bytes, repr_in, repr_str, repr_str_in, str_of, str_of_in};
pub use python::{Python, UnknownPython};
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
/// keyword arguments, as CPython 3.11 would: [`call_with`] with
/// [`Python::V3_11`].
///
/// # Errors
/// The exception Python would raise, as a [`PyError`] with its class name and
/// message; an unknown `name` is an `AttributeError`, as in Python.
pub fn call(
    name: &str,
    args: &[PyValue],
    kwargs: &[(String, PyValue)],
) -> Result<PyValue, PyError> {
    call_with(Python::V3_11, name, args, kwargs)
}

/// Calls the `urllib.parse` function `name` of the CPython release `python`
/// with Python-typed positional and keyword arguments, and answers what
/// that release answers, errors included.
///
/// This is the entry point for a caller that runs inside a Python
/// interpreter and wants that interpreter's answers: pass
/// `platform.python_version()` parsed as a [`Python`].
///
/// ```
/// use urigram::urllib::{PyValue, Python, call_with};
/// let args = [PyValue::Str("1a:b".into())];
/// // 3.11 wants a scheme to start with a letter; 3.10 did not.
/// let scheme = |py| match call_with(py, "urlsplit", &args, &[]).unwrap() {
///     PyValue::Named { tuple, .. } => tuple[0].clone(),
///     _ => unreachable!(),
/// };
/// assert_eq!(scheme(Python::V3_10), PyValue::Str("1a".into()));
/// assert_eq!(scheme(Python::V3_11), PyValue::Str("".into()));
/// ```
///
/// # Errors
/// As [`call`], as the release raises it.
pub fn call_with(
    python: Python,
    name: &str,
    args: &[PyValue],
    kwargs: &[(String, PyValue)],
) -> Result<PyValue, PyError> {
    dispatch(python, name, args, kwargs).map_err(|mut e| {
        if python.suggests_keyword_names() && e.type_name == "TypeError" {
            let unexpected = format!("{name}() got an unexpected keyword argument '");
            if let Some(key) = e
                .message
                .strip_prefix(&unexpected)
                .and_then(|k| k.strip_suffix('\''))
            {
                if let Some(s) = suggest::closest(key, suggest::params(name)) {
                    e.message = format!("{}. Did you mean '{s}'?", e.message);
                }
            }
        }
        e
    })
}

/// [`call_with`] without the keyword suggestion.
fn dispatch(
    python: Python,
    name: &str,
    args: &[PyValue],
    kwargs: &[(String, PyValue)],
) -> Result<PyValue, PyError> {
    match name {
        "urlsplit" | "urlparse" | "urlunsplit" | "urlunparse" | "urljoin" | "urldefrag"
        | "unwrap" => py_split::call(python, name, args, kwargs),
        "parse_qs" | "parse_qsl" | "quote" | "quote_plus" | "quote_from_bytes" | "unquote"
        | "unquote_plus" | "unquote_to_bytes" | "urlencode" => {
            py_quote::call(python, name, args, kwargs)
        }
        _ => Err(PyError::new(
            "AttributeError",
            format!("module 'urllib.parse' has no attribute '{name}'"),
        )),
    }
}
