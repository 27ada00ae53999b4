//! Spark SQL's `parse_url(url, part[, key])` and `try_parse_url`, as Spark 4
//! computes them: `new java.net.URI(url)` ([`crate::java`]), then the getter
//! the part names, and for a key the Java pattern `(&|^)KEY=([^&]*)`
//! ([`KeyError`] for the keys whose Java reading is not reproduced).
//!
//! - Parts, matched as written (`host` is no part: null): `HOST`
//!   (`getHost`, null for a registry-based authority), `PATH`
//!   (`getRawPath`), `QUERY` (`getRawQuery`), `REF` (`getRawFragment`),
//!   `PROTOCOL` (`getScheme`), `FILE` (the raw path, then `?` and the raw
//!   query when there is one), `AUTHORITY` (`getRawAuthority`), `USERINFO`
//!   (`getRawUserInfo`).
//! - With a key, any part but `QUERY` gives null, before the URL is read.
//! - An input java rejects: null from `try_parse_url` (and `parse_url`
//!   without ANSI mode); the error `INVALID_URL` from `parse_url` under ANSI
//!   mode, Spark 4's default.
//! - An IPv4 group past 2^31-1 in an IPv6 literal makes java throw a
//!   `NumberFormatException`, which fails Spark's query, `try_` or not.
//!
//! ```
//! use urigram::spark::{parse_url, try_parse_url};
//! let url = "http://u@example.com:8080/a/b?x=1&y=2#top";
//! assert_eq!(parse_url(url, "HOST", None).unwrap().as_deref(), Some("example.com"));
//! assert_eq!(parse_url(url, "FILE", None).unwrap().as_deref(), Some("/a/b?x=1&y=2"));
//! assert_eq!(parse_url(url, "QUERY", Some("y")).unwrap().as_deref(), Some("2"));
//! assert_eq!(parse_url(url, "host", None).unwrap(), None);
//! assert_eq!(parse_url("http://a_b/", "HOST", None).unwrap(), None);
//! assert!(parse_url("http://h/a b", "HOST", None).is_err());
//! assert_eq!(try_parse_url("http://h/a b", "HOST", None).unwrap(), None);
//! ```

mod key;
mod pattern;
#[cfg(test)]
mod pattern_oracle;

use std::borrow::Cow;
use std::fmt;

pub use key::KeyError;

use crate::java::{self, Rejection};
use key::Key;

/// A part `parse_url` extracts, by Spark's name for it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Part {
    /// `HOST`: `getHost()`.
    Host,
    /// `PATH`: `getRawPath()`.
    Path,
    /// `QUERY`: `getRawQuery()`, or a key's value in it.
    Query,
    /// `REF`: `getRawFragment()`.
    Ref,
    /// `PROTOCOL`: `getScheme()`.
    Protocol,
    /// `FILE`: the raw path, and `?` and the raw query if there is one.
    File,
    /// `AUTHORITY`: `getRawAuthority()`.
    Authority,
    /// `USERINFO`: `getRawUserInfo()`.
    UserInfo,
}

impl Part {
    /// Every part, in Spark's order.
    pub const ALL: [Part; 8] = [
        Part::Host,
        Part::Path,
        Part::Query,
        Part::Ref,
        Part::Protocol,
        Part::File,
        Part::Authority,
        Part::UserInfo,
    ];

    /// The part Spark's name names, matched exactly (Spark compares the
    /// strings: `host` names nothing).
    #[must_use]
    pub fn from_name(name: &str) -> Option<Part> {
        Part::ALL.into_iter().find(|p| p.name() == name)
    }

    /// Spark's name.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Part::Host => "HOST",
            Part::Path => "PATH",
            Part::Query => "QUERY",
            Part::Ref => "REF",
            Part::Protocol => "PROTOCOL",
            Part::File => "FILE",
            Part::Authority => "AUTHORITY",
            Part::UserInfo => "USERINFO",
        }
    }

    fn of<'a>(self, u: &java::Uri<'a>) -> Option<Cow<'a, str>> {
        let s = match self {
            Part::Host => u.host(),
            Part::Path => u.raw_path(),
            Part::Query => u.raw_query(),
            Part::Ref => u.raw_fragment(),
            Part::Protocol => u.scheme(),
            Part::Authority => u.raw_authority(),
            Part::UserInfo => u.raw_user_info(),
            Part::File => {
                return match (u.raw_path(), u.raw_query()) {
                    (Some(p), Some(q)) => Some(Cow::Owned(format!("{p}?{q}"))),
                    (p, None) => p.map(Cow::Borrowed),
                    // Java's string concatenation writes "null".
                    (None, Some(q)) => Some(Cow::Owned(format!("null?{q}"))),
                };
            }
        };
        s.map(Cow::Borrowed)
    }
}

/// Why `parse_url` fails rather than answering.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum SparkError {
    /// `INVALID_URL`: java.net.URI rejected the URL, under ANSI mode.
    InvalidUrl(Rejection),
    /// java.net.URI threw a `NumberFormatException`, which fails the query
    /// in any mode.
    NumberFormat(Rejection),
    /// The key cannot be looked up as Spark would.
    Key(KeyError),
}

impl SparkError {
    /// Spark's error class, or the exception's name.
    #[must_use]
    pub fn name(&self) -> &'static str {
        match self {
            SparkError::InvalidUrl(_) => "INVALID_URL",
            SparkError::NumberFormat(_) => "java.lang.NumberFormatException",
            SparkError::Key(KeyError::Pattern(_)) => "java.util.regex.PatternSyntaxException",
            SparkError::Key(_) => "UNSUPPORTED_KEY",
        }
    }

    /// The message Spark shows for `url`.
    #[must_use]
    pub fn message(&self, url: &str) -> String {
        match self {
            SparkError::InvalidUrl(_) => format!(
                "[INVALID_URL] The url is invalid: {url}. Use `try_parse_url` to tolerate invalid URL and return NULL instead. SQLSTATE: 22P02"
            ),
            SparkError::NumberFormat(r) => r.message(url),
            SparkError::Key(k) => k.to_string(),
        }
    }
}

impl fmt::Display for SparkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SparkError::InvalidUrl(r) => write!(f, "INVALID_URL: {r}"),
            SparkError::NumberFormat(r) => write!(f, "{r}"),
            SparkError::Key(k) => write!(f, "{k}"),
        }
    }
}

impl std::error::Error for SparkError {}

/// `parse_url` with its part and key fixed, as a query with literal
/// arguments runs it: the key's pattern is built once.
#[derive(Clone, Debug)]
pub struct ParseUrl {
    part: Option<Part>,
    part_is_query: bool,
    key: Option<Result<Key, KeyError>>,
    ansi: bool,
}

impl ParseUrl {
    /// `parse_url(_, part, key)` under ANSI mode (`ansi`, Spark 4's default:
    /// an invalid URL is an error) or not (as `try_parse_url`: null).
    #[must_use]
    pub fn new(part: &str, key: Option<&str>, ansi: bool) -> ParseUrl {
        ParseUrl {
            part: Part::from_name(part),
            part_is_query: part == "QUERY",
            key: key.map(Key::new),
            ansi,
        }
    }

    /// The answer for one URL: the part's text, or `None` for Spark's null.
    ///
    /// # Errors
    ///
    /// [`SparkError`]: where Spark's query fails.
    pub fn eval<'a>(&self, url: &'a str) -> Result<Option<Cow<'a, str>>, SparkError> {
        if self.key.is_some() && !self.part_is_query {
            return Ok(None);
        }
        let u = match java::parse(url) {
            Ok(u) => u,
            Err(e @ Rejection::NumberFormat { .. }) => return Err(SparkError::NumberFormat(e)),
            Err(e) if self.ansi => return Err(SparkError::InvalidUrl(e)),
            Err(_) => return Ok(None),
        };
        let Some(part) = self.part else {
            return Ok(None);
        };
        let value = part.of(&u);
        match (&self.key, value) {
            (None, v) => Ok(v),
            (Some(_), None) => Ok(None),
            (Some(Err(e)), Some(_)) => Err(SparkError::Key(e.clone())),
            (Some(Ok(k)), Some(Cow::Borrowed(q))) => Ok(k.find(q).map(Cow::Borrowed)),
            (Some(Ok(k)), Some(Cow::Owned(q))) => Ok(k.find(&q).map(|v| Cow::Owned(v.to_string()))),
        }
    }
}

/// Spark 4's `parse_url(url, part[, key])` under ANSI mode (the default):
/// an input java.net.URI rejects is the error `INVALID_URL`.
///
/// # Errors
///
/// [`SparkError`]: where Spark's query fails.
pub fn parse_url<'a>(
    url: &'a str,
    part: &str,
    key: Option<&str>,
) -> Result<Option<Cow<'a, str>>, SparkError> {
    ParseUrl::new(part, key, true).eval(url)
}

/// Spark 4's `try_parse_url(url, part[, key])` (and `parse_url` with ANSI
/// mode off): an input java.net.URI rejects gives null.
///
/// # Errors
///
/// [`SparkError`]: where Spark's query fails even so (a
/// `NumberFormatException`, a key Spark cannot compile or this crate does
/// not read).
pub fn try_parse_url<'a>(
    url: &'a str,
    part: &str,
    key: Option<&str>,
) -> Result<Option<Cow<'a, str>>, SparkError> {
    ParseUrl::new(part, key, false).eval(url)
}
