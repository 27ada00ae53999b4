//! Why urllib's split family refuses an input: the `ValueError`s of
//! `urlsplit` and the `UnicodeDecodeError` of its bytes forms, with Python's
//! messages as their `Display`.

use std::fmt;

use super::PyError;
use super::Python;
use super::text::pytext::{repr_str, repr_str_in};

/// An input the split family refuses, as CPython 3.11 refuses it.
///
/// `Display` gives `str()` of Python's exception; [`UrlError::python_type`]
/// its class name.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum UrlError {
    /// The netloc has a `[` without a `]` or the other way round
    /// (`ValueError: Invalid IPv6 URL`).
    UnbalancedBrackets,
    /// A bracketed host starts with `v` but is not `v` HEXDIGs `.` something.
    InvalidIpvFuture,
    /// A bracketed host is an IPv4 address.
    BracketedIpv4,
    /// A bracketed host is neither IPv4 nor IPv6 as Python's `ipaddress`
    /// reads them; holds the host.
    NotAnIpAddress(String),
    /// A non-ASCII netloc whose NFKC form holds one of `/?#@:`; holds the netloc.
    NfkcNetloc(String),
    /// A bytes argument with a byte above 0x7F (`UnicodeDecodeError`: only
    /// ASCII bytes are accepted).
    NonAscii {
        /// The first such byte.
        byte: u8,
        /// Its index in the argument.
        position: usize,
    },
}

impl UrlError {
    /// The Python exception class: `ValueError` or `UnicodeDecodeError`.
    #[must_use]
    pub fn python_type(&self) -> &'static str {
        match self {
            UrlError::NonAscii { .. } => "UnicodeDecodeError",
            _ => "ValueError",
        }
    }

    /// The first non-ASCII byte of `b` as an error, if any.
    pub(crate) fn check_ascii(b: &[u8]) -> Result<&str, UrlError> {
        match b.iter().position(|&c| c >= 0x80) {
            Some(position) => Err(UrlError::NonAscii {
                byte: b[position],
                position,
            }),
            // All ASCII, so valid UTF-8.
            None => std::str::from_utf8(b).map_err(|_| UrlError::NonAscii {
                byte: 0,
                position: 0,
            }),
        }
    }
}

impl fmt::Display for UrlError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            UrlError::UnbalancedBrackets => f.write_str("Invalid IPv6 URL"),
            UrlError::InvalidIpvFuture => f.write_str("IPvFuture address is invalid"),
            UrlError::BracketedIpv4 => f.write_str("An IPv4 address cannot be in brackets"),
            UrlError::NotAnIpAddress(host) => write!(
                f,
                "{} does not appear to be an IPv4 or IPv6 address",
                repr_str(host)
            ),
            UrlError::NfkcNetloc(netloc) => write!(
                f,
                "netloc '{netloc}' contains invalid characters under NFKC normalization"
            ),
            UrlError::NonAscii { byte, position } => write!(
                f,
                "'ascii' codec can't decode byte 0x{byte:02x} in position {position}: ordinal not in range(128)"
            ),
        }
    }
}

impl std::error::Error for UrlError {}

impl From<UrlError> for PyError {
    fn from(e: UrlError) -> Self {
        PyError::new(e.python_type(), e.to_string())
    }
}

impl UrlError {
    /// `str()` of the exception as the release `py` words it: `Display`
    /// gives 3.11's, and a host's `repr` follows the release's Unicode
    /// version ([`Python::unicode_version`]).
    #[must_use]
    pub fn message_in(&self, py: Python) -> String {
        match self {
            UrlError::NotAnIpAddress(host) => format!(
                "{} does not appear to be an IPv4 or IPv6 address",
                repr_str_in(py, host)
            ),
            other => other.to_string(),
        }
    }

    /// The exception the release `py` raises.
    pub(crate) fn into_py(self, py: Python) -> PyError {
        PyError::new(self.python_type(), self.message_in(py))
    }
}

/// Why `port` could not be read, as Python's `port` property raises it.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum PortError {
    /// Not an integer as the release reads it (3.10 on: not all ASCII
    /// digits; 3.9: not `int(port, 10)`); holds Python's `repr` of the port text.
    NotAnInteger(String),
    /// Digits, but above 65535.
    OutOfRange,
}

impl fmt::Display for PortError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PortError::NotAnInteger(repr) => {
                write!(f, "Port could not be cast to integer value as {repr}")
            }
            PortError::OutOfRange => f.write_str("Port out of range 0-65535"),
        }
    }
}

impl std::error::Error for PortError {}

impl From<PortError> for PyError {
    fn from(e: PortError) -> Self {
        PyError::value_error(e.to_string())
    }
}
