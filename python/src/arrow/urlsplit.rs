//! `urigram.arrow.urlsplit`: CPython's `urlsplit` of each element, as the
//! running interpreter's release computes it, with the result's netloc
//! properties; where CPython raises, the exception's class and message
//! (see [`super`] for why these are fields of the struct).
//!
//! The kernel writes its own eleven columns ([`super::split_columns`])
//! rather than going through the shared engine: each row is the library's
//! split as slices of the row ([`Urllib::urlsplit_slices`], the owned split
//! only where the release's clean-up changes the text), the properties
//! from one pass over the netloc ([`super::netloc_parts`]), and the values
//! appended to the result's buffers directly.

use pyo3::prelude::*;
use urigram::urllib::{Python as Release, UrlError, Urllib};

use super::input::{check_output_size, strings};
use super::netloc_parts::{netloc_parts, plain_port};
use super::output::out;
use super::parallel;
use super::split_columns::{Properties, SplitColumns};
use crate::{bracketed, profile};

/// `urlsplit(array)`: CPython's `urlsplit` of each element, as a struct of
/// scheme, netloc, path, query, fragment and the properties username,
/// password, hostname and port; where CPython raises (in `urlsplit`, or in
/// reading `port`), `error_type` and `error_message` say what it raises.
#[pyfunction]
pub(crate) fn urlsplit(py: Python<'_>, array: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
    let input = strings(array)?;
    // Every column's text is at most the input's (the hostname, lowered,
    // can pass it only by a non-ASCII host, which the columns check).
    check_output_size(&input, 0)?;
    let release = profile::release();
    let result = py.detach(|| {
        let bytes = input.value_bytes();
        let n = input.len().max(1);
        let parts = parallel::over(input.len(), |range| {
            // This range's share of the text, for the columns' capacity.
            let share = bytes / n * range.len() + range.len();
            let mut columns = SplitColumns::new(range.len(), share.min(bytes));
            let data = input.value_data();
            input.for_range(range, |s| match s {
                Some(s) => row(&mut columns, release, s, data),
                None => columns.null_row(),
            });
            columns
        });
        SplitColumns::finish(parts, input.nulls())
    });
    out(py, result)
}

/// Writes the row of `url`.
#[inline]
fn row(columns: &mut SplitColumns, release: Release, url: &str, input: &[u8]) {
    let urllib = Urllib::new(release);
    let owned;
    let parts = match urllib.urlsplit_slices(url) {
        Ok(Some(parts)) => parts,
        Ok(None) => match profile::urlsplit(url) {
            Ok(r) => {
                owned = r;
                [
                    &*owned.scheme,
                    &*owned.netloc,
                    &*owned.path,
                    &*owned.query,
                    &*owned.fragment,
                ]
            }
            Err(e) => return failed(columns, release, &e),
        },
        Err(e) => return failed(columns, release, &e),
    };
    let netloc = parts[1];
    let net = netloc_parts(netloc);
    // The release's check of a bracketed host, which a plain netloc has
    // no bracket for.
    if net.unusual
        && let Err(e) = bracketed::check_netloc(urllib, netloc)
    {
        return failed(columns, release, &e);
    }
    // The port's text read as the release reads it (3.9 takes what int()
    // takes), only where there is one.
    let (port, port_error) = match net.port {
        None => (None, None),
        Some(text) => match plain_port(text) {
            Some(p) => (Some(p), None),
            None => match urllib.port(netloc) {
                Ok(p) => (p.map(i64::from), None),
                Err(e) => (None, Some(e.to_string())),
            },
        },
    };
    let properties = Properties {
        username: net.username,
        password: net.password,
        hostname: net.hostname.as_deref(),
        port,
    };
    columns.split(parts, &properties, port_error.as_deref(), input);
}

/// Writes the row of a URL where `urlsplit` raises `e`.
#[cold]
fn failed(columns: &mut SplitColumns, release: Release, e: &UrlError) {
    columns.failed(e.python_type(), &e.message_in(release));
}
