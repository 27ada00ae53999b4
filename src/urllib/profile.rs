//! [`Urllib`]: the Rust functions of `urllib.parse` as one CPython release
//! has them.
//!
//! Why a value rather than an options field: the release changes
//! `urlsplit`, `urlparse`, `urljoin`, `urldefrag`, `urlunsplit` and
//! `urlunparse`, of which only the first two have an options struct, and
//! the choice belongs to the caller's environment (the interpreter being
//! replaced), not to each call. A `Urllib` is made once and carries the
//! profile to every function; the builders of the quoting family
//! ([`Quote`], [`Unquote`], [`ParseQs`]) take it with `.python(py)`, and
//! `Urllib` hands them out preset. The free functions stay as they were:
//! they are `Urllib::default()`, CPython 3.11.

use std::borrow::Cow;

use super::bytes;
use super::defrag::urldefrag_in;
use super::join::urljoin_in;
use super::split::{urlparse_borrowed, urlparse_in, urlsplit_borrowed, urlsplit_in};
use super::unsplit::{urlunparse_in, urlunsplit_in};
use super::{
    DefragResult, DefragResultBytes, ParseQs, ParseResult, ParseResultBytes, PyError, PyValue,
    Python, Quote, SplitOptions, SplitResult, SplitResultBytes, Unquote, UrlError, call_with,
};

/// `urllib.parse` as the CPython release [`Urllib::python`] has it.
///
/// ```
/// use urigram::urllib::{Python, Urllib};
/// let py39 = Urllib::new(Python::V3_9);
/// let py313 = Urllib::new(Python::V3_13);
/// // 3.9 reads a port as int() does; 3.10 on wants ASCII digits.
/// let r = py39.urlsplit("http://h:+80/").unwrap();
/// assert_eq!(py39.port(&r.netloc), Ok(Some(80)));
/// assert!(Urllib::default().port(&r.netloc).is_err());
/// // 3.11 checks the host between brackets; 3.10 did not.
/// assert!(Urllib::new(Python::V3_10).urlsplit("http://[x]/").is_ok());
/// assert!(Urllib::default().urlsplit("http://[x]/").is_err());
/// // 3.13 no longer turns a relative path into an absolute one.
/// assert_eq!(py313.urlunsplit("http", "", "p", "", ""), "http:p");
/// assert_eq!(Urllib::default().urlunsplit("http", "", "p", "", ""), "http:///p");
/// assert_eq!(py313.urlunsplit_bytes([b"http", b"", b"p", b"", b""]).unwrap(), b"http:p");
/// // The quoting builders come preset with the release.
/// assert_eq!(
///     py313.unquote().encoding("undefined").unquote("%41").unwrap_err().message,
///     "undefined encoding"
/// );
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Urllib {
    python: Python,
}

impl Urllib {
    /// The functions of the release `python`.
    #[must_use]
    pub const fn new(python: Python) -> Self {
        Urllib { python }
    }

    /// The release.
    #[must_use]
    pub const fn python(self) -> Python {
        self.python
    }

    /// `urlsplit(url)`.
    ///
    /// # Errors
    /// The `ValueError`s of the release's `urlsplit` ([`UrlError`]).
    #[inline]
    pub fn urlsplit(self, url: &str) -> Result<SplitResult<'_>, UrlError> {
        urlsplit_in(self.python, url, SplitOptions::default())
    }

    /// `urlsplit(url, scheme, allow_fragments)`.
    ///
    /// # Errors
    /// As [`Urllib::urlsplit`].
    pub fn urlsplit_with<'a>(
        self,
        url: &'a str,
        opts: SplitOptions<'a>,
    ) -> Result<SplitResult<'a>, UrlError> {
        urlsplit_in(self.python, url, opts)
    }

    /// `urlparse(url)`.
    ///
    /// # Errors
    /// As [`Urllib::urlsplit`].
    pub fn urlparse(self, url: &str) -> Result<ParseResult<'_>, UrlError> {
        urlparse_in(self.python, url, SplitOptions::default())
    }

    /// `urlparse(url, scheme, allow_fragments)`.
    ///
    /// # Errors
    /// As [`Urllib::urlsplit`].
    pub fn urlparse_with<'a>(
        self,
        url: &'a str,
        opts: SplitOptions<'a>,
    ) -> Result<ParseResult<'a>, UrlError> {
        urlparse_in(self.python, url, opts)
    }

    /// `urlsplit(url)`'s five parts, scheme, netloc, path, query and
    /// fragment, as slices of `url`; `None` where the release's clean-up
    /// changes the text (a tab, CR or LF anywhere; an upper-case scheme),
    /// which [`Urllib::urlsplit`] answers. For a caller that copies each
    /// part out into objects of its own (the Python extension's `str`s):
    /// no result of [`Cow`]s is built, moved and dropped.
    ///
    /// # Errors
    /// As [`Urllib::urlsplit`], on the same inputs.
    ///
    /// ```
    /// use urigram::urllib::Urllib;
    /// let u = Urllib::default();
    /// assert_eq!(
    ///     u.urlsplit_slices("http://h/p?q#f").unwrap(),
    ///     Some(["http", "h", "/p", "q", "f"])
    /// );
    /// assert_eq!(u.urlsplit_slices("HTTP://h/").unwrap(), None);
    /// ```
    #[inline(always)]
    pub fn urlsplit_slices(self, url: &str) -> Result<Option<[&str; 5]>, UrlError> {
        urlsplit_borrowed(self.python, url)
    }

    /// `urlparse(url)`'s six parts, scheme, netloc, path, params, query and
    /// fragment, as slices of `url`; `None` where [`Urllib::urlparse`] is
    /// needed, as for [`Urllib::urlsplit_slices`].
    ///
    /// # Errors
    /// As [`Urllib::urlsplit`], on the same inputs.
    ///
    /// ```
    /// use urigram::urllib::Urllib;
    /// assert_eq!(
    ///     Urllib::default().urlparse_slices("http://h/a;x?q").unwrap(),
    ///     Some(["http", "h", "/a", "x", "q", ""])
    /// );
    /// ```
    pub fn urlparse_slices(self, url: &str) -> Result<Option<[&str; 6]>, UrlError> {
        Ok(urlparse_borrowed(self.python, url, "", true)?
            .map(|c| [c.scheme, c.netloc, c.path, c.params, c.query, c.fragment]))
    }

    /// The `port` property of a result with this `netloc`, as the release
    /// reads it (the results' own [`SplitResult::port`] reads as 3.11).
    ///
    /// # Errors
    /// The release's `ValueError` for a port that is no integer or out of
    /// range.
    pub fn port(self, netloc: &str) -> Result<Option<u16>, super::PortError> {
        super::netloc::port_in(self.python, netloc, false)
    }

    /// `urljoin(base, url, allow_fragments)`.
    ///
    /// # Errors
    /// As [`Urllib::urlsplit`], of the base or the reference.
    pub fn urljoin_with<'a>(
        self,
        base: &'a str,
        url: &'a str,
        allow_fragments: bool,
    ) -> Result<Cow<'a, str>, UrlError> {
        urljoin_in(self.python, base, url, allow_fragments)
    }

    /// `urljoin(base, url)`.
    ///
    /// # Errors
    /// As [`Urllib::urljoin_with`].
    pub fn urljoin<'a>(self, base: &'a str, url: &'a str) -> Result<Cow<'a, str>, UrlError> {
        urljoin_in(self.python, base, url, true)
    }

    /// `urldefrag(url)`.
    ///
    /// # Errors
    /// As [`Urllib::urlsplit`], for a URL with a `#`.
    pub fn urldefrag(self, url: &str) -> Result<DefragResult<'_>, UrlError> {
        urldefrag_in(self.python, url)
    }

    /// `urlunsplit((scheme, netloc, path, query, fragment))`.
    #[must_use]
    pub fn urlunsplit(
        self,
        scheme: &str,
        netloc: &str,
        path: &str,
        query: &str,
        fragment: &str,
    ) -> String {
        urlunsplit_in(self.python, scheme, netloc, path, query, fragment)
    }

    /// `urlunparse((scheme, netloc, path, params, query, fragment))`.
    #[must_use]
    pub fn urlunparse(
        self,
        scheme: &str,
        netloc: &str,
        path: &str,
        params: &str,
        query: &str,
        fragment: &str,
    ) -> String {
        urlunparse_in(self.python, scheme, netloc, path, params, query, fragment)
    }

    /// `urlsplit(url, scheme, allow_fragments)` with bytes arguments.
    ///
    /// # Errors
    /// As [`urlsplit_bytes`](super::urlsplit_bytes), as the release refuses.
    pub fn urlsplit_bytes<'a>(
        self,
        url: &'a [u8],
        scheme: &'a [u8],
        allow_fragments: bool,
    ) -> Result<SplitResultBytes<'a>, UrlError> {
        bytes::urlsplit_bytes_in(self.python, url, scheme, allow_fragments)
    }

    /// `urlparse(url, scheme, allow_fragments)` with bytes arguments.
    ///
    /// # Errors
    /// As [`Urllib::urlsplit_bytes`].
    pub fn urlparse_bytes<'a>(
        self,
        url: &'a [u8],
        scheme: &'a [u8],
        allow_fragments: bool,
    ) -> Result<ParseResultBytes<'a>, UrlError> {
        bytes::urlparse_bytes_in(self.python, url, scheme, allow_fragments)
    }

    /// `urljoin(base, url, allow_fragments)` with bytes arguments.
    ///
    /// # Errors
    /// As [`urljoin_bytes`](super::urljoin_bytes), as the release refuses.
    pub fn urljoin_bytes<'a>(
        self,
        base: &'a [u8],
        url: &'a [u8],
        allow_fragments: bool,
    ) -> Result<Cow<'a, [u8]>, UrlError> {
        bytes::urljoin_bytes_in(self.python, base, url, allow_fragments)
    }

    /// `urldefrag(url)` with a bytes argument.
    ///
    /// # Errors
    /// As [`urldefrag_bytes`](super::urldefrag_bytes), as the release refuses.
    pub fn urldefrag_bytes(self, url: &[u8]) -> Result<DefragResultBytes<'_>, UrlError> {
        bytes::urldefrag_bytes_in(self.python, url)
    }

    /// `urlunsplit` of five bytes components.
    ///
    /// # Errors
    /// As [`urlunsplit_bytes`](super::urlunsplit_bytes).
    pub fn urlunsplit_bytes(self, parts: [&[u8]; 5]) -> Result<Vec<u8>, UrlError> {
        bytes::urlunsplit_bytes_in(self.python, parts)
    }

    /// `urlunparse` of six bytes components.
    ///
    /// # Errors
    /// As [`urlunparse_bytes`](super::urlunparse_bytes).
    pub fn urlunparse_bytes(self, parts: [&[u8]; 6]) -> Result<Vec<u8>, UrlError> {
        bytes::urlunparse_bytes_in(self.python, parts)
    }

    /// `quote`'s options, preset with the release.
    #[must_use]
    pub fn quote<'a>(self) -> Quote<'a> {
        Quote::new().python(self.python)
    }

    /// `quote_plus`'s options, preset with the release.
    #[must_use]
    pub fn quote_plus<'a>(self) -> Quote<'a> {
        Quote::plus().python(self.python)
    }

    /// `unquote`'s options, preset with the release.
    #[must_use]
    pub fn unquote<'a>(self) -> Unquote<'a> {
        Unquote::new().python(self.python)
    }

    /// `parse_qs` and `parse_qsl`'s options, preset with the release.
    #[must_use]
    pub fn parse_qs<'a>(self) -> ParseQs<'a> {
        ParseQs::new().python(self.python)
    }

    /// [`call_with`] this release: Python-typed arguments, Python's answers.
    ///
    /// # Errors
    /// As [`call_with`].
    pub fn call(
        self,
        name: &str,
        args: &[PyValue],
        kwargs: &[(String, PyValue)],
    ) -> Result<PyValue, PyError> {
        call_with(self.python, name, args, kwargs)
    }
}
