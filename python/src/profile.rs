//! Which CPython release's `urllib.parse` the binding reproduces: chosen
//! once, at import, from `sys.version_info`, and used by every call into the
//! library's urllib layer. This file is the only place that knows.
//!
//! Today the library answers as CPython 3.11 does for every release; the
//! release profiles (`urigram::urllib::Python`) plug in here, in
//! [`call`] and the typed fast paths below, and nowhere else.

use std::borrow::Cow;
use std::sync::OnceLock;

use pyo3::prelude::*;
use urigram::urllib::{self, PyError, PyValue, SplitOptions, UrlError};

/// A CPython feature release whose `urllib.parse` we follow.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Release {
    /// 3.9.
    V3_9,
    /// 3.10.
    V3_10,
    /// 3.11.
    V3_11,
    /// 3.12.
    V3_12,
    /// 3.13 and later (the newest behaviour we know).
    V3_13,
}

static RELEASE: OnceLock<Release> = OnceLock::new();

/// Reads `sys.version_info` and fixes the release for the process.
pub(crate) fn init(py: Python<'_>) -> PyResult<()> {
    let version = py.import("sys")?.getattr("version_info")?;
    let major: u32 = version.getattr("major")?.extract()?;
    let minor: u32 = version.getattr("minor")?.extract()?;
    let release = match (major, minor) {
        (3, ..=9) => Release::V3_9,
        (3, 10) => Release::V3_10,
        (3, 11) => Release::V3_11,
        (3, 12) => Release::V3_12,
        _ => Release::V3_13,
    };
    let _ = RELEASE.set(release);
    Ok(())
}

/// The release chosen at import.
pub(crate) fn release() -> Release {
    RELEASE.get().copied().unwrap_or(Release::V3_11)
}

/// The release as `"3.11"`.
pub(crate) fn release_name() -> &'static str {
    match release() {
        Release::V3_9 => "3.9",
        Release::V3_10 => "3.10",
        Release::V3_11 => "3.11",
        Release::V3_12 => "3.12",
        Release::V3_13 => "3.13",
    }
}

/// The release whose behaviour the library gives today: 3.11 for all,
/// until the library's release profiles are wired in here.
pub(crate) fn behaviour_name() -> &'static str {
    "3.11"
}

/// `urllib.parse.<name>(*args, **kwargs)`, Python-typed.
pub(crate) fn call(
    name: &str,
    args: &[PyValue],
    kwargs: &[(String, PyValue)],
) -> Result<PyValue, PyError> {
    urllib::call(name, args, kwargs)
}

/// `urlsplit(url)` of a `str`.
pub(crate) fn urlsplit(url: &str) -> Result<urllib::SplitResult<'_>, UrlError> {
    urllib::urlsplit_with(url, SplitOptions::default())
}

/// `urlparse(url)` of a `str`.
pub(crate) fn urlparse(url: &str) -> Result<urllib::ParseResult<'_>, UrlError> {
    urllib::urlparse_with(url, SplitOptions::default())
}

/// `urljoin(base, url)` of two `str`s.
pub(crate) fn urljoin<'a>(base: &'a str, url: &'a str) -> Result<Cow<'a, str>, UrlError> {
    urllib::urljoin_with(base, url, true)
}

/// `urldefrag(url)` of a `str`.
pub(crate) fn urldefrag(url: &str) -> Result<urllib::DefragResult<'_>, UrlError> {
    urllib::urldefrag(url)
}

/// `quote(s)` or `quote_plus(s)` of a `str` with the default arguments.
pub(crate) fn quote(s: &str, plus: bool) -> Cow<'_, str> {
    if plus {
        urllib::quote_plus(s)
    } else {
        urllib::quote(s)
    }
}

/// `unquote(s)` or `unquote_plus(s)` of a `str` with the default arguments.
pub(crate) fn unquote(s: &str, plus: bool) -> Cow<'_, str> {
    if plus {
        urllib::unquote_plus(s)
    } else {
        urllib::unquote(s)
    }
}
