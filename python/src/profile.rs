//! Which CPython release's `urllib.parse` the binding reproduces: chosen
//! once, at import, from `sys.version_info`, and used by every call into the
//! library's urllib layer. This file is the only place that knows.
//!
//! The release is the library's own profile, [`urllib::Python`]; every
//! function here answers through an [`Urllib`] of that release (or
//! [`urllib::call_with`] it), so that each interpreter gets its own
//! release's answers, errors included.

use std::borrow::Cow;
use std::sync::OnceLock;

use pyo3::prelude::*;
use urigram::urllib::{self, PyError, PyValue, UrlError, Urllib};

use crate::bracketed;

static RELEASE: OnceLock<urllib::Python> = OnceLock::new();

/// The profile for the interpreter `major.minor`: its own release when the
/// library has it; a release newer than the newest profile gets the newest
/// (its `urllib.parse` is closest to that), an older one the oldest.
fn profile_for(major: u32, minor: u32) -> urllib::Python {
    match (major, minor) {
        (3, ..=9) => urllib::Python::V3_9,
        (3, 10) => urllib::Python::V3_10,
        (3, 11) => urllib::Python::V3_11,
        (3, 12) => urllib::Python::V3_12,
        _ => urllib::Python::V3_13,
    }
}

/// Reads `sys.version_info` and fixes the release for the process.
pub(crate) fn init(py: Python<'_>) -> PyResult<()> {
    let version = py.import("sys")?.getattr("version_info")?;
    let major: u32 = version.getattr("major")?.extract()?;
    let minor: u32 = version.getattr("minor")?.extract()?;
    let _ = RELEASE.set(profile_for(major, minor));
    bracketed::probe(py, functions())?;
    Ok(())
}

/// The release chosen at import (3.11, the library's default, before it).
pub(crate) fn release() -> urllib::Python {
    RELEASE.get().copied().unwrap_or_default()
}

/// The library's functions as the release chosen at import has them.
fn functions() -> Urllib {
    Urllib::new(release())
}

/// The release as `"3.11"`.
pub(crate) fn release_name() -> &'static str {
    release().as_str()
}

/// The release whose behaviour the library gives: the release chosen at
/// import, now that every release has its profile.
pub(crate) fn behaviour_name() -> &'static str {
    release_name()
}

/// Whether the release's `parse_qsl` reads any query that is not a `str`
/// as bytes, asking nothing else of it (3.13); see [`crate::qs_args`].
pub(crate) fn parse_qsl_reads_bytes() -> bool {
    release().parse_qsl_reads_bytes()
}

/// `urllib.parse.<name>(*args, **kwargs)`, Python-typed.
pub(crate) fn call(
    name: &str,
    args: &[PyValue],
    kwargs: &[(String, PyValue)],
) -> Result<PyValue, PyError> {
    let out = urllib::call_with(release(), name, args, kwargs)?;
    bracketed::check_call(functions(), name, args, kwargs)?;
    Ok(out)
}

/// `urlsplit(url)` of a `str`.
pub(crate) fn urlsplit(url: &str) -> Result<urllib::SplitResult<'_>, UrlError> {
    let r = functions().urlsplit(url)?;
    bracketed::check_netloc(functions(), &r.netloc)?;
    Ok(r)
}

/// [`urlsplit`]'s parts as slices of `url`, `None` where they are not
/// ([`urllib::Urllib::urlsplit_slices`]), the bracket check made.
#[inline]
pub(crate) fn urlsplit_slices(url: &str) -> Result<Option<[&str; 5]>, UrlError> {
    let r = functions().urlsplit_slices(url)?;
    if let Some(p) = &r {
        bracketed::check_netloc(functions(), p[1])?;
    }
    Ok(r)
}

/// [`urlparse`]'s parts as slices of `url`, as [`urlsplit_slices`].
pub(crate) fn urlparse_slices(url: &str) -> Result<Option<[&str; 6]>, UrlError> {
    let r = functions().urlparse_slices(url)?;
    if let Some(p) = &r {
        bracketed::check_netloc(functions(), p[1])?;
    }
    Ok(r)
}

/// `urlparse(url)` of a `str`.
pub(crate) fn urlparse(url: &str) -> Result<urllib::ParseResult<'_>, UrlError> {
    let r = functions().urlparse(url)?;
    bracketed::check_netloc(functions(), &r.netloc)?;
    Ok(r)
}

/// `urljoin(base, url)` of two `str`s.
pub(crate) fn urljoin<'a>(base: &'a str, url: &'a str) -> Result<Cow<'a, str>, UrlError> {
    // Both parsed, the base first, when neither is empty (as CPython's
    // `urljoin`); before the join, so that a base the check refuses is
    // reported before a URL the library refuses.
    if !base.is_empty() && !url.is_empty() {
        bracketed::check_url(functions(), base)?;
        bracketed::check_url(functions(), url)?;
    }
    functions().urljoin(base, url)
}

/// `urldefrag(url)` of a `str`.
pub(crate) fn urldefrag(url: &str) -> Result<urllib::DefragResult<'_>, UrlError> {
    let r = functions().urldefrag(url)?;
    // CPython's `urldefrag` parses only a URL with a `#`.
    if url.contains('#') {
        bracketed::check_url(functions(), url)?;
    }
    Ok(r)
}

/// `parse_qsl(qs)` of a `str` with the default arguments.
pub(crate) fn parse_qsl(qs: &str) -> Result<Vec<urllib::CowPair<'_>>, PyError> {
    functions().parse_qs().parse_qsl(qs)
}

/// `parse_qs(qs)` of a `str` with the default arguments.
pub(crate) fn parse_qs(qs: &str) -> Result<Vec<(String, Vec<String>)>, PyError> {
    functions().parse_qs().parse_qs(qs)
}

/// `quote(s)` or `quote_plus(s)` of a `str` with the default arguments.
///
/// The same in every profiled release: the releases differ only in the
/// messages of errors raised inside a codec (grammar/urllib-versions.md),
/// and UTF-8 with `errors='strict'` cannot fail on a `str` that reached
/// Rust (a lone surrogate does not: it takes the general path). So the
/// library's release-free function serves, without resolving the codec on
/// every call.
pub(crate) fn quote(s: &str, plus: bool) -> Cow<'_, str> {
    if plus {
        urllib::quote_plus(s)
    } else {
        urllib::quote(s)
    }
}

/// `unquote(s)` or `unquote_plus(s)` of a `str` with the default arguments:
/// the same in every release, for the reason given at [`quote`] (UTF-8
/// with `errors='replace'` cannot fail).
pub(crate) fn unquote(s: &str, plus: bool) -> Cow<'_, str> {
    if plus {
        urllib::unquote_plus(s)
    } else {
        urllib::unquote(s)
    }
}
