//! The bracketed-netloc check of CPython's later patch releases, where the
//! running interpreter has it and the library's profile of its release does
//! not.
//!
//! CPython fixed gh-105704 (CVE-2025-0938) in patch releases of every
//! maintained branch, after the ones the library's profiles were made from:
//! `urlsplit` refuses a netloc with text before its `[` or between its `]`
//! and the port's `:` (`scheme://prefix.[::1]`, `scheme://[::1].suffix`),
//! and checks the host after the last `@` (its `_check_bracketed_netloc`).
//! Distributions backport it to older patch levels (Debian 12's 3.11.2).
//! So which rule an interpreter follows is not its `major.minor`: it is
//! probed at import ([`probe`]), by asking the standard library's
//! `urlsplit` about one such URL, and when the interpreter refuses what the
//! profile accepts, every split of a netloc with brackets is checked here
//! too. The check only adds refusals: the library's own (earlier) check
//! has run first.

use std::sync::atomic::{AtomicBool, Ordering};

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use urigram::urllib::{PyValue, UrlError, Urllib};

/// Whether the running interpreter's `urlsplit` has the later check and
/// the profile has not (set once, at import).
static CHECKS: AtomicBool = AtomicBool::new(false);

/// The probe: refused by the later check, accepted by the earlier one.
const PROBE: &str = "scheme://prefix.[v6a.ip]";

/// Asks the standard library's `urlsplit` (before anything can replace
/// it) and the profile `functions` about [`PROBE`]; turns the check on when
/// only the first refuses. Returns whether it is on.
///
/// # Errors
/// What importing `urllib.parse` raises.
pub(crate) fn probe(py: Python<'_>, functions: Urllib) -> PyResult<bool> {
    let split = py.import("urllib.parse")?.getattr("urlsplit")?;
    let stdlib_refuses = split
        .call1((PROBE,))
        .is_err_and(|e| e.is_instance_of::<PyValueError>(py));
    let on = stdlib_refuses && functions.urlsplit(PROBE).is_ok();
    CHECKS.store(on, Ordering::Relaxed);
    Ok(on)
}

/// Whether the check is on.
pub(crate) fn on() -> bool {
    CHECKS.load(Ordering::Relaxed)
}

/// CPython's `_check_bracketed_netloc` of a netloc `urlsplit` split off,
/// when the check is on and the netloc holds both brackets (CPython calls
/// it then only).
///
/// # Errors
/// `Invalid IPv6 URL` for text before the `[` or after the `]` (but a
/// port), else what `_check_bracketed_host` raises for the host.
pub(crate) fn check_netloc(functions: Urllib, netloc: &str) -> Result<(), UrlError> {
    if !(on() && netloc.contains('[') && netloc.contains(']')) {
        return Ok(());
    }
    let host_and_port = netloc.rsplit_once('@').map_or(netloc, |(_, h)| h);
    let host = match host_and_port.split_once('[') {
        Some((before, bracketed)) => {
            if !before.is_empty() {
                return Err(UrlError::UnbalancedBrackets);
            }
            let (host, port) = bracketed.split_once(']').unwrap_or((bracketed, ""));
            if !port.is_empty() && !port.starts_with(':') {
                return Err(UrlError::UnbalancedBrackets);
            }
            host
        }
        None => host_and_port
            .split_once(':')
            .map_or(host_and_port, |(h, _)| h),
    };
    check_host(functions, host)
}

/// CPython's `_check_bracketed_host`, through the library's own check of a
/// bracketed host: the host, put in brackets as the whole netloc of a URL,
/// is checked as `urlsplit` checks it. A host holding `]` (possible only
/// after an `@`-less netloc's brackets) cannot be put in brackets: no IP
/// address holds one, and the IPvFuture pattern is checked here.
fn check_host(functions: Urllib, host: &str) -> Result<(), UrlError> {
    if !host.contains(']') {
        return functions.urlsplit(&format!("//[{host}]")).map(|_| ());
    }
    match host.strip_prefix('v') {
        // `\Av[a-fA-F0-9]+\..+\Z`
        Some(rest) => {
            let hex = rest.bytes().take_while(u8::is_ascii_hexdigit).count();
            let tail = rest[hex..].strip_prefix('.');
            if hex > 0 && tail.is_some_and(|t| !t.is_empty() && !t.contains('\n')) {
                Ok(())
            } else {
                Err(UrlError::InvalidIpvFuture)
            }
        }
        None => Err(UrlError::NotAnIpAddress(host.to_owned())),
    }
}

/// [`check_netloc`] of the netloc `urlsplit(url)` gives, when the library
/// splits `url` (when it does not, its own error stands, raised by the call
/// this check comes before).
///
/// # Errors
/// As [`check_netloc`].
pub(crate) fn check_url(functions: Urllib, url: &str) -> Result<(), UrlError> {
    if !on() || !url.contains('[') {
        return Ok(());
    }
    match functions.urlsplit(url) {
        Ok(r) => check_netloc(functions, &r.netloc),
        Err(_) => Ok(()),
    }
}

/// The check for a call of the general path that the library answered:
/// `name`'s URL arguments (by position or keyword), as CPython parses them
/// (`urljoin` both when neither is empty, `urldefrag` one with a `#`).
///
/// # Errors
/// As [`check_netloc`].
pub(crate) fn check_call(
    functions: Urllib,
    name: &str,
    args: &[PyValue],
    kwargs: &[(String, PyValue)],
) -> Result<(), UrlError> {
    if !on() {
        return Ok(());
    }
    let arg = |i: usize, key: &str| {
        args.get(i)
            .or_else(|| kwargs.iter().find(|(k, _)| k == key).map(|(_, v)| v))
            .and_then(text)
    };
    match name {
        "urlsplit" | "urlparse" => arg(0, "url").map_or(Ok(()), |u| check_url(functions, u)),
        "urldefrag" => match arg(0, "url") {
            Some(u) if u.contains('#') => check_url(functions, u),
            _ => Ok(()),
        },
        "urljoin" => match (arg(0, "base"), arg(1, "url")) {
            (Some(b), Some(u)) if !b.is_empty() && !u.is_empty() => {
                check_url(functions, b)?;
                check_url(functions, u)
            }
            _ => Ok(()),
        },
        _ => Ok(()),
    }
}

/// A `str`, or an ASCII `bytes` (as `urlsplit` decodes it), as text.
fn text(v: &PyValue) -> Option<&str> {
    match v {
        PyValue::Str(s) => Some(s),
        PyValue::Bytes(b) if b.is_ascii() => std::str::from_utf8(b).ok(),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use urigram::urllib::Python;

    /// The netlocs of `test_invalid_bracketed_hosts` and
    /// `test_splitting_bracketed_hosts` in the test_urlparse.py of CPython
    /// with gh-105704 (Debian 12's 3.11.2-6+deb12u7), and a few more of
    /// the host after an `@`, with the errors that interpreter's `urlsplit`
    /// raises for them (`str()` of the exception), each asked of it.
    #[test]
    fn netlocs_as_cpython_with_the_fix_checks_them() {
        CHECKS.store(true, Ordering::Relaxed);
        let f = Urllib::new(Python::V3_11);
        let refused = [
            "prefix.[v6a.ip]",
            "[v6a.ip].suffix",
            "prefix.[::1]",
            "[::1].suffix",
            "prefix.[::1]:a",
            "[::1].suffix:a",
            "[::1].suffix:1a",
            "user@prefix.[v6a.ip]",
            "user@[v6a.ip].suffix",
        ];
        for netloc in refused {
            assert_eq!(
                check_netloc(f, netloc).map_err(|e| e.to_string()),
                Err("Invalid IPv6 URL".to_owned()),
                "{netloc}"
            );
        }
        for netloc in [
            "user@[v6a.ip]:1234",
            "user@[0439:23af:2309::fae7%test]",
            "user@[0439:23af:2309::fae7:1234:192.0.2.146%test]",
            "[::1]",
            "[::1]:",
            "[::1]:80",
        ] {
            assert_eq!(check_netloc(f, netloc), Ok(()), "{netloc}");
        }
        // The host after the last `@` is the one checked.
        assert_eq!(
            check_netloc(f, "user@[192.0.2.146]").map_err(|e| e.to_string()),
            Err("An IPv4 address cannot be in brackets".to_owned())
        );
        assert_eq!(
            check_netloc(f, "[a]@host").map_err(|e| e.to_string()),
            Err("'host' does not appear to be an IPv4 or IPv6 address".to_owned())
        );
        assert_eq!(
            check_netloc(f, "]x[@v1.a]b").map_err(|e| e.to_string()),
            Ok(())
        );
        CHECKS.store(false, Ordering::Relaxed);
        assert_eq!(check_netloc(f, "prefix.[::1]"), Ok(()));
    }
}
