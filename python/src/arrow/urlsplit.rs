//! `urigram.arrow.urlsplit`: CPython's `urlsplit` of each element, as the
//! running interpreter's release computes it, with the result's netloc
//! properties; where CPython raises, the exception's class and message
//! (see [`super`] for why these are fields of the struct).

use std::borrow::Cow;

use pyo3::prelude::*;
use urigram::urllib::Urllib;

use super::columns::columns;
use super::input::{check_output_size, strings};
use super::output::out;
use super::row::row;
use crate::profile;

row! {
    /// A row of `urlsplit`: the `SplitResult`, its netloc properties, and
    /// what CPython raises.
    struct Split<'a> {
        scheme: Option<&'a str>,
        netloc: Option<&'a str>,
        path: Option<&'a str>,
        query: Option<&'a str>,
        fragment: Option<&'a str>,
        username: Option<&'a str>,
        password: Option<&'a str>,
        hostname: Option<&'a str>,
        port: Option<i64>,
        error_type: Option<&'a str>,
        error_message: Option<&'a str>,
    }
}

/// `urlsplit(array)`: CPython's `urlsplit` of each element, as a struct of
/// scheme, netloc, path, query, fragment and the properties username,
/// password, hostname and port; where CPython raises (in `urlsplit`, or in
/// reading `port`), `error_type` and `error_message` say what it raises.
#[pyfunction]
pub(crate) fn urlsplit(py: Python<'_>, array: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
    let input = strings(array)?;
    // The hostname is at most the netloc, in a column of its own.
    check_output_size(&input, 0)?;
    let release = profile::release();
    let urllib = Urllib::new(release);
    let result = py.detach(|| {
        columns::<Split>(&input, |s, out| match profile::urlsplit(s) {
            Ok(r) => {
                let net = netloc_parts(&r);
                // The port's text read as the release reads it (3.9 takes
                // what int() takes), only where there is one.
                let (port, error) = match net.port.map(|_| urllib.port(&r.netloc)) {
                    None => (None, None),
                    Some(Ok(p)) => (p.map(i64::from), None),
                    Some(Err(e)) => (None, Some(e.to_string())),
                };
                out.row(&Split {
                    scheme: Some(&*r.scheme),
                    netloc: Some(&*r.netloc),
                    path: Some(&*r.path),
                    query: Some(&*r.query),
                    fragment: Some(&*r.fragment),
                    username: net.username,
                    password: net.password,
                    hostname: net.hostname.as_deref(),
                    port,
                    error_type: error.as_ref().map(|_| "ValueError"),
                    error_message: error.as_deref(),
                });
            }
            Err(e) => {
                let message = e.message_in(release);
                out.row(&Split {
                    error_type: Some(e.python_type()),
                    error_message: Some(&message),
                    ..Split::default()
                });
            }
        })?
        .into_struct()
    });
    out(py, result)
}

/// The netloc properties of a `SplitResult` (`username`, `password`,
/// `hostname`, the text of `port`), cut as CPython's `_userinfo` and
/// `_hostinfo` cut them: the userinfo is the text before the last `@`, cut
/// at its first `:`; after that `@`, a `[` opens a host that runs to the
/// next `]` with the port after the first `:` that follows, and otherwise
/// the host runs to the first `:`; an empty host or port is none. One pass
/// of byte searches, since this runs for every row and most netlocs are a
/// short host alone; the `hostname` lowering of a non-ASCII host is the
/// library's, which follows the release's Unicode tables.
struct NetlocParts<'a> {
    username: Option<&'a str>,
    password: Option<&'a str>,
    hostname: Option<Cow<'a, str>>,
    port: Option<&'a str>,
}

fn netloc_parts<'a>(r: &'a urigram::urllib::SplitResult<'_>) -> NetlocParts<'a> {
    let netloc: &str = &r.netloc;
    let find = |s: &str, c: u8| s.bytes().position(|b| b == c);
    // Most netlocs are a lower-case ASCII host, perhaps with a port: one
    // pass of table lookups says so, and then the host is the text before
    // the first `:` (borrowed, already lower case), the port after it.
    let seen = netloc
        .bytes()
        .fold(0, |seen, b| seen | NETLOC_CLASS[usize::from(b)]);
    if seen & !COLON == 0 {
        let (host, port) = match seen {
            0 => (netloc, ""),
            _ => netloc.split_once(':').unwrap_or((netloc, "")),
        };
        return NetlocParts {
            username: None,
            password: None,
            hostname: (!host.is_empty()).then_some(Cow::Borrowed(host)),
            port: (!port.is_empty()).then_some(port),
        };
    }
    let (username, password, hostinfo) = match netloc.bytes().rposition(|b| b == b'@') {
        None => (None, None, netloc),
        Some(at) => {
            let info = &netloc[..at];
            let (user, password) = match find(info, b':') {
                Some(colon) => (&info[..colon], Some(&info[colon + 1..])),
                None => (info, None),
            };
            (Some(user), password, &netloc[at + 1..])
        }
    };
    let (host, port) = match find(hostinfo, b'[') {
        Some(open) => {
            let bracketed = &hostinfo[open + 1..];
            match find(bracketed, b']') {
                Some(close) => {
                    let after = &bracketed[close + 1..];
                    let port = find(after, b':').map_or("", |c| &after[c + 1..]);
                    (&bracketed[..close], port)
                }
                None => (bracketed, ""),
            }
        }
        None => match find(hostinfo, b':') {
            Some(colon) => (&hostinfo[..colon], &hostinfo[colon + 1..]),
            None => (hostinfo, ""),
        },
    };
    let hostname = if host.is_empty() {
        None
    } else if host.is_ascii() {
        // Python's str.lower of ASCII text, the zone (after `%`) kept.
        let addr = find(host, b'%').map_or(host, |p| &host[..p]);
        if addr.bytes().any(|b| b.is_ascii_uppercase()) {
            let mut lower = addr.to_ascii_lowercase();
            lower.push_str(&host[addr.len()..]);
            Some(Cow::Owned(lower))
        } else {
            Some(Cow::Borrowed(host))
        }
    } else {
        r.hostname()
    };
    NetlocParts {
        username,
        password,
        hostname,
        port: (!port.is_empty()).then_some(port),
    }
}

/// A netloc byte's class for [`netloc_parts`]'s first pass: [`COLON`] for
/// `:`, [`OTHER`] for what the plain case cannot hold (`@`, `[`, `]`, `%`,
/// an upper-case letter, a byte of a non-ASCII character), 0 for the rest.
static NETLOC_CLASS: [u8; 256] = {
    let mut t = [0; 256];
    let mut b = 0;
    while b < 256 {
        let c = b as u8;
        t[b] = if c == b':' {
            COLON
        } else if matches!(c, b'@' | b'[' | b']' | b'%') || c.is_ascii_uppercase() || c >= 0x80 {
            OTHER
        } else {
            0
        };
        b += 1;
    }
    t
};

/// The class of `:`, which splits the host from the port.
const COLON: u8 = 1;

/// The class of every byte the plain case cannot take.
const OTHER: u8 = 2;
