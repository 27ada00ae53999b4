//! The CPython releases whose `urllib.parse` the layer reproduces, and each
//! behaviour that differs between them, as one named switch.
//!
//! Every switch says which release brought the behaviour; the code asks the
//! switch, never the release. `grammar/urllib-versions.md` lists each
//! difference with an example and every release's answer, generated from
//! the interpreters by `scripts/urllib_versions.py`.

use std::fmt;
use std::str::FromStr;

/// A CPython release, as the profile of `urllib.parse` to reproduce: the
/// patch release named in [`Python::patch`], output for output and error
/// for error.
///
/// The default is 3.11, the release the layer's free functions
/// ([`urlsplit`](crate::urllib::urlsplit), [`quote`](crate::urllib::quote), ...) follow.
///
/// ```
/// use urigram::urllib::Python;
/// let py: Python = "3.12".parse().unwrap();
/// assert_eq!(py, Python::V3_12);
/// assert_eq!(py.to_string(), "3.12");
/// assert_eq!(py.patch(), "3.12.1");
/// assert_eq!(Python::default(), Python::V3_11);
/// assert!("2.7".parse::<Python>().is_err());
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[non_exhaustive]
pub enum Python {
    /// CPython 3.9 (3.9.18).
    V3_9,
    /// CPython 3.10 (3.10.13).
    V3_10,
    /// CPython 3.11 (3.11.7).
    #[default]
    V3_11,
    /// CPython 3.12 (3.12.1).
    V3_12,
    /// CPython 3.13 (3.13.0).
    V3_13,
}

impl Python {
    /// Every profile, oldest first.
    pub const ALL: [Python; 5] = [
        Python::V3_9,
        Python::V3_10,
        Python::V3_11,
        Python::V3_12,
        Python::V3_13,
    ];

    /// The release as `"3.12"`.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Python::V3_9 => "3.9",
            Python::V3_10 => "3.10",
            Python::V3_11 => "3.11",
            Python::V3_12 => "3.12",
            Python::V3_13 => "3.13",
        }
    }

    /// The patch release the profile was checked against, answer for
    /// answer (`tests/data/urllib/releases/`).
    #[must_use]
    pub const fn patch(self) -> &'static str {
        match self {
            Python::V3_9 => "3.9.18",
            Python::V3_10 => "3.10.13",
            Python::V3_11 => "3.11.7",
            Python::V3_12 => "3.12.1",
            Python::V3_13 => "3.13.0",
        }
    }

    // ------------------------------------------------------------ switches
    //
    // Each is `self >= Python::V3_x`, x the release that brought it.

    /// 3.10: a port is read only when it is ASCII digits
    /// (`port.isdigit() and port.isascii()`); 3.9 reads it with `int(port,
    /// 10)`, which also takes a sign, surrounding whitespace, `_` between
    /// digits and non-ASCII decimal digits (`'+80'`, `' 8_0 '`, `'٨٠'`).
    #[must_use]
    pub const fn port_is_ascii_digits(self) -> bool {
        self as u8 >= Python::V3_10 as u8
    }

    /// The Unicode version of the release's `unicodedata`, which decides
    /// what `repr()` shows as itself and what `str.lower()` lowers: 13.0 in
    /// 3.9 and 3.10, 14.0 in 3.11, 15.0 in 3.12, 15.1 in 3.13
    /// (`src/urllib/text/unicode_versions.rs` holds what each added).
    #[must_use]
    pub const fn unicode_version(self) -> (u8, u8) {
        match self {
            Python::V3_9 | Python::V3_10 => (13, 0),
            Python::V3_11 => (14, 0),
            Python::V3_12 => (15, 0),
            Python::V3_13 => (15, 1),
        }
    }

    /// 3.11: `rtsps` joins `uses_relative`, `uses_netloc` and `uses_params`.
    #[must_use]
    pub const fn knows_rtsps(self) -> bool {
        self as u8 >= Python::V3_11 as u8
    }

    /// 3.11: a scheme must start with an ASCII letter (`1a:b` has none);
    /// before, any run of scheme characters before the first `:` was one.
    #[must_use]
    pub const fn scheme_starts_with_letter(self) -> bool {
        self as u8 >= Python::V3_11 as u8
    }

    /// 3.11: `urlsplit` checks the host between brackets (an IPv6 address
    /// or an IPvFuture, not an IPv4 address).
    #[must_use]
    pub const fn checks_bracketed_host(self) -> bool {
        self as u8 >= Python::V3_11 as u8
    }

    /// 3.11: `urlsplit` is an `functools.lru_cache`, which hashes every
    /// argument before the call (an unhashable one is a `TypeError`, even
    /// where the call would not have looked at it); before, a small dict
    /// cache keyed on the cleaned arguments.
    #[must_use]
    pub const fn urlsplit_is_cached(self) -> bool {
        self as u8 >= Python::V3_11 as u8
    }

    /// 3.11: the `re` module's `TypeError` for a non-text argument names its
    /// type (`expected string or bytes-like object, got 'tuple'`).
    #[must_use]
    pub const fn re_type_error_names_type(self) -> bool {
        self as u8 >= Python::V3_11 as u8
    }

    /// 3.11: an empty query has no fields; before, it had one empty field,
    /// so `max_num_fields=0` and `strict_parsing` refused it.
    #[must_use]
    pub const fn empty_query_has_no_fields(self) -> bool {
        self as u8 >= Python::V3_11 as u8
    }

    /// 3.12: `itms-services` joins `uses_netloc`.
    #[must_use]
    pub const fn knows_itms_services(self) -> bool {
        self as u8 >= Python::V3_12 as u8
    }

    /// 3.12: an error raised inside a codec looked up through the registry
    /// comes out as it is; before, a `LookupError` or `TypeError` (and the
    /// `undefined` codec's `UnicodeError`) was wrapped as `encoding with
    /// 'NAME' codec failed (LookupError: ...)`.
    #[must_use]
    pub const fn codec_errors_unwrapped(self) -> bool {
        self as u8 >= Python::V3_12 as u8
    }

    /// 3.12: slices are hashable, so `{}[:2]` is a `KeyError` rather than
    /// `TypeError: unhashable type: 'slice'`.
    #[must_use]
    pub const fn slices_are_hashable(self) -> bool {
        self as u8 >= Python::V3_12 as u8
    }

    /// 3.13: `urlunsplit` writes `//` for an empty netloc only when the path
    /// starts with `//` (which would otherwise read as a netloc), or when
    /// the scheme is one of `uses_netloc` and the path is empty or starts
    /// with `/`; before, a `uses_netloc` scheme always brought `//` and a
    /// `/` before a relative path, unless the path started with `//`.
    #[must_use]
    pub const fn unsplit_keeps_path_as_is(self) -> bool {
        self as u8 >= Python::V3_13 as u8
    }

    /// 3.13: the `TypeError` of an unexpected keyword argument suggests the
    /// closest parameter name (`. Did you mean 'qs'?`).
    #[must_use]
    pub const fn suggests_keyword_names(self) -> bool {
        self as u8 >= Python::V3_13 as u8
    }

    /// 3.13: `parse_qsl` works on bytes directly instead of decoding them as
    /// ASCII first (bytes above 127 are allowed, and odd arguments fail
    /// differently).
    #[must_use]
    pub const fn parse_qsl_reads_bytes(self) -> bool {
        self as u8 >= Python::V3_13 as u8
    }
}

impl fmt::Display for Python {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A release that names no profile.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownPython(pub String);

impl fmt::Display for UnknownPython {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "no urllib profile for Python '{}' (known: 3.9, 3.10, 3.11, 3.12, 3.13)",
            crate::escape::text(self.0.as_bytes(), true)
        )
    }
}

impl std::error::Error for UnknownPython {}

impl FromStr for Python {
    type Err = UnknownPython;

    /// `"3.12"`, or a patch release such as `"3.12.4"` (read as its minor
    /// release's profile: the profiles follow minor releases, and the
    /// running interpreter's `platform.python_version()` can be passed as
    /// it is).
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let minor = match s.match_indices('.').nth(1) {
            Some((i, _))
                if !s[i + 1..].is_empty() && s[i + 1..].bytes().all(|b| b.is_ascii_digit()) =>
            {
                &s[..i]
            }
            Some(_) => return Err(UnknownPython(s.to_owned())),
            None => s,
        };
        Python::ALL
            .into_iter()
            .find(|p| p.as_str() == minor)
            .ok_or_else(|| UnknownPython(s.to_owned()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_parse_and_print() {
        for py in Python::ALL {
            assert_eq!(py.to_string().parse::<Python>(), Ok(py));
            assert_eq!(py.patch().parse::<Python>(), Ok(py));
            assert!(py.patch().starts_with(&format!("{py}.")));
        }
        assert_eq!("3.12.7".parse::<Python>(), Ok(Python::V3_12));
        for bad in [
            "", "3", "3.", "3.1", "3.14", "2.7", "3.12.", "3.12.x", "3.12.1.2", " 3.12", "v3.12",
        ] {
            let err = bad.parse::<Python>();
            assert_eq!(err, Err(UnknownPython(bad.to_owned())));
            assert!(err.is_err_and(|e| e.to_string().starts_with("no urllib profile for Python")));
        }
    }
}
