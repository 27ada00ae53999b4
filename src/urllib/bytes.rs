//! The bytes forms of the split family: Python accepts `bytes` wherever it
//! accepts `str`, decodes them as ASCII (strictly: any byte above 0x7F is a
//! `UnicodeDecodeError`), runs the `str` algorithm and encodes the answer.
//!
//! Since the text is ASCII, the `str` results are reused as they are and
//! only viewed as bytes.

use std::borrow::Cow;

use super::Python;
use super::defrag::urldefrag_in;
use super::join::urljoin_in;
use super::netloc;
use super::split::{ParseResult, SplitOptions, SplitResult, split_to_parse, urlsplit_in};
use super::unsplit::{urlunparse_in, urlunsplit_in};
use super::{PortError, UrlError};

/// Python's `SplitResultBytes`: a [`SplitResult`] of ASCII bytes.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct SplitResultBytes<'a>(SplitResult<'a>);

/// Python's `ParseResultBytes`: a [`ParseResult`] of ASCII bytes.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct ParseResultBytes<'a>(ParseResult<'a>);

/// Python's `DefragResultBytes`: a URL without its fragment, and the fragment.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct DefragResultBytes<'a> {
    /// The URL without fragment.
    pub url: Cow<'a, [u8]>,
    /// The fragment, without its `#`.
    pub fragment: Cow<'a, [u8]>,
}

fn bytes_of(s: &str) -> &[u8] {
    s.as_bytes()
}

fn cow_bytes(s: Cow<'_, str>) -> Cow<'_, [u8]> {
    match s {
        Cow::Borrowed(s) => Cow::Borrowed(s.as_bytes()),
        Cow::Owned(s) => Cow::Owned(s.into_bytes()),
    }
}

macro_rules! bytes_netloc_properties {
    () => {
        /// The netloc.
        #[must_use]
        pub fn netloc(&self) -> &[u8] {
            bytes_of(&self.0.netloc)
        }

        /// The user name, as [`SplitResult::username`].
        #[must_use]
        pub fn username(&self) -> Option<&[u8]> {
            netloc::userinfo(&self.0.netloc).0.map(str::as_bytes)
        }

        /// The password, as [`SplitResult::password`].
        #[must_use]
        pub fn password(&self) -> Option<&[u8]> {
            netloc::userinfo(&self.0.netloc).1.map(str::as_bytes)
        }

        /// The host, ASCII lower-cased except its zone id; `None` when empty.
        #[must_use]
        pub fn hostname(&self) -> Option<Cow<'_, [u8]>> {
            netloc::hostname(&self.0.netloc).map(cow_bytes)
        }

        /// The port, as [`SplitResult::port`]; the error shows the port as
        /// a bytes `repr`.
        ///
        /// # Errors
        /// [`PortError`] when the port text is not ASCII digits or is above 65535.
        pub fn port(&self) -> Result<Option<u16>, PortError> {
            netloc::port(&self.0.netloc, true)
        }

        /// The scheme.
        #[must_use]
        pub fn scheme(&self) -> &[u8] {
            bytes_of(&self.0.scheme)
        }

        /// The path.
        #[must_use]
        pub fn path(&self) -> &[u8] {
            bytes_of(&self.0.path)
        }

        /// The query.
        #[must_use]
        pub fn query(&self) -> &[u8] {
            bytes_of(&self.0.query)
        }

        /// The fragment.
        #[must_use]
        pub fn fragment(&self) -> &[u8] {
            bytes_of(&self.0.fragment)
        }

        /// The URL put back together.
        #[must_use]
        pub fn geturl(&self) -> Vec<u8> {
            self.0.geturl().into_bytes()
        }
    };
}

impl<'a> SplitResultBytes<'a> {
    bytes_netloc_properties!();

    /// The same result as text (it is all ASCII).
    #[must_use]
    pub fn as_str_result(&self) -> &SplitResult<'a> {
        &self.0
    }
}

impl<'a> ParseResultBytes<'a> {
    bytes_netloc_properties!();

    /// The params.
    #[must_use]
    pub fn params(&self) -> &[u8] {
        bytes_of(&self.0.params)
    }

    /// The same result as text (it is all ASCII).
    #[must_use]
    pub fn as_str_result(&self) -> &ParseResult<'a> {
        &self.0
    }
}

/// Python's `urlsplit(url, scheme, allow_fragments)` with bytes arguments.
///
/// # Errors
/// [`UrlError::NonAscii`] for a byte above 0x7F (the URL is checked before
/// the scheme); otherwise as [`super::urlsplit`].
///
/// ```
/// use urigram::urllib::urlsplit_bytes;
/// let r = urlsplit_bytes(b"HTTP://h:8/p", b"", true).unwrap();
/// assert_eq!((r.scheme(), r.port()), (&b"http"[..], Ok(Some(8))));
/// assert_eq!(urlsplit_bytes(b"h\xff", b"", true).unwrap_err().to_string(),
///            "'ascii' codec can't decode byte 0xff in position 1: ordinal not in range(128)");
/// ```
pub fn urlsplit_bytes<'a>(
    url: &'a [u8],
    scheme: &'a [u8],
    allow_fragments: bool,
) -> Result<SplitResultBytes<'a>, UrlError> {
    urlsplit_bytes_in(Python::V3_11, url, scheme, allow_fragments)
}

/// [`urlsplit_bytes`] as the release `py` splits.
pub(crate) fn urlsplit_bytes_in<'a>(
    py: Python,
    url: &'a [u8],
    scheme: &'a [u8],
    allow_fragments: bool,
) -> Result<SplitResultBytes<'a>, UrlError> {
    let url = UrlError::check_ascii(url)?;
    let scheme = UrlError::check_ascii(scheme)?;
    let opts = SplitOptions {
        scheme,
        allow_fragments,
    };
    urlsplit_in(py, url, opts).map(SplitResultBytes)
}

/// Python's `urlparse(url, scheme, allow_fragments)` with bytes arguments.
///
/// # Errors
/// As [`urlsplit_bytes`].
pub fn urlparse_bytes<'a>(
    url: &'a [u8],
    scheme: &'a [u8],
    allow_fragments: bool,
) -> Result<ParseResultBytes<'a>, UrlError> {
    urlparse_bytes_in(Python::V3_11, url, scheme, allow_fragments)
}

/// [`urlparse_bytes`] as the release `py` splits.
pub(crate) fn urlparse_bytes_in<'a>(
    py: Python,
    url: &'a [u8],
    scheme: &'a [u8],
    allow_fragments: bool,
) -> Result<ParseResultBytes<'a>, UrlError> {
    let r = urlsplit_bytes_in(py, url, scheme, allow_fragments)?;
    Ok(ParseResultBytes(split_to_parse(py, r.0)))
}

/// Python's `urlunsplit` of five bytes components.
///
/// # Errors
/// [`UrlError::NonAscii`] for the first component holding a byte above 0x7F.
pub fn urlunsplit_bytes(parts: [&[u8]; 5]) -> Result<Vec<u8>, UrlError> {
    urlunsplit_bytes_in(Python::V3_11, parts)
}

/// [`urlunsplit_bytes`] as the release `py` writes it.
pub(crate) fn urlunsplit_bytes_in(py: Python, parts: [&[u8]; 5]) -> Result<Vec<u8>, UrlError> {
    let [a, b, c, d, e] = ascii_all(parts)?;
    Ok(urlunsplit_in(py, a, b, c, d, e).into_bytes())
}

/// Python's `urlunparse` of six bytes components.
///
/// # Errors
/// As [`urlunsplit_bytes`].
pub fn urlunparse_bytes(parts: [&[u8]; 6]) -> Result<Vec<u8>, UrlError> {
    urlunparse_bytes_in(Python::V3_11, parts)
}

/// [`urlunparse_bytes`] as the release `py` writes it.
pub(crate) fn urlunparse_bytes_in(py: Python, parts: [&[u8]; 6]) -> Result<Vec<u8>, UrlError> {
    let [a, b, c, d, e, f] = ascii_all(parts)?;
    Ok(urlunparse_in(py, a, b, c, d, e, f).into_bytes())
}

fn ascii_all<const N: usize>(parts: [&[u8]; N]) -> Result<[&str; N], UrlError> {
    let mut out = [""; N];
    for (o, p) in out.iter_mut().zip(parts) {
        *o = UrlError::check_ascii(p)?;
    }
    Ok(out)
}

/// Python's `urljoin(base, url, allow_fragments)` with bytes arguments. An
/// empty base gives back `url`, an empty `url` gives back the base, unchecked.
///
/// # Errors
/// [`UrlError::NonAscii`] (the base is checked first), or as [`super::urljoin`].
pub fn urljoin_bytes<'a>(
    base: &'a [u8],
    url: &'a [u8],
    allow_fragments: bool,
) -> Result<Cow<'a, [u8]>, UrlError> {
    urljoin_bytes_in(Python::V3_11, base, url, allow_fragments)
}

/// [`urljoin_bytes`] as the release `py` joins.
pub(crate) fn urljoin_bytes_in<'a>(
    py: Python,
    base: &'a [u8],
    url: &'a [u8],
    allow_fragments: bool,
) -> Result<Cow<'a, [u8]>, UrlError> {
    if base.is_empty() {
        return Ok(Cow::Borrowed(url));
    }
    if url.is_empty() {
        return Ok(Cow::Borrowed(base));
    }
    let base = UrlError::check_ascii(base)?;
    let url = UrlError::check_ascii(url)?;
    urljoin_in(py, base, url, allow_fragments).map(cow_bytes)
}

/// Python's `urldefrag(url)` with a bytes argument.
///
/// # Errors
/// [`UrlError::NonAscii`], or as [`super::urldefrag`].
pub fn urldefrag_bytes(url: &[u8]) -> Result<DefragResultBytes<'_>, UrlError> {
    urldefrag_bytes_in(Python::V3_11, url)
}

/// [`urldefrag_bytes`] as the release `py` answers.
pub(crate) fn urldefrag_bytes_in(
    py: Python,
    url: &[u8],
) -> Result<DefragResultBytes<'_>, UrlError> {
    let d = urldefrag_in(py, UrlError::check_ascii(url)?)?;
    Ok(DefragResultBytes {
        url: cow_bytes(d.url),
        fragment: cow_bytes(d.fragment),
    })
}
