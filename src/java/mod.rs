//! `java.net.URI` as JDK 17 reads a string (`new URI(s)`), exactly: the
//! verdict; for a rejection, the exception, its index and its reason (and
//! so `getMessage()`); for an acceptance, every getter, raw and decoded.
//!
//! java.net.URI implements RFC 2396 with RFC 2732's IPv6 literals, the
//! grammar of [`crate::grammars::rfc2396`], and departs from it where its
//! documentation says and in a few places where it does not. This module
//! is that grammar's character classes read in java's order, plus the
//! departures, each a [`Deviation`] named where the code makes it, with the
//! JDK behaviour that shows it. `tests/java_uri.rs` holds it to the JDK's
//! own answers (`tests/data/java/`, made by `scripts/java_uri.sh`).
//! For speed, the shape most URLs have (a scheme, a hostname with an
//! optional port, a path, a query, all ASCII) is read in one pass first,
//! where the answer is certain to be the general reading's, which takes
//! everything else.
//!
//! ```
//! use urigram::java;
//! let u = java::parse("http://user@[::1%25eth0]:8080/a%20b?q#f").unwrap();
//! assert_eq!(u.host(), Some("[::1%25eth0]"));
//! assert_eq!(u.port(), 8080);
//! assert_eq!(u.raw_path(), Some("/a%20b"));
//! assert_eq!(u.path().as_deref(), Some("/a b"));
//! // A registry-based authority has no host.
//! let u = java::parse("http://a_b/").unwrap();
//! assert_eq!((u.raw_authority(), u.host()), (Some("a_b"), None));
//! // A rejection says what java says.
//! let input = "http://h/a b";
//! let e = java::parse(input).unwrap_err();
//! assert_eq!(e.message(input), "Illegal character in path at index 10: http://h/a b");
//! ```

mod chars;
mod common;
mod decode;
mod error;
mod ipv6;
mod parser;
mod quick;
mod resolve;

use std::borrow::Cow;

pub use error::{Component, Expectation, Reason, Rejection};

use decode::decode;
use parser::{Fields, Parser, Spans};

/// The JDK whose behaviour this module reproduces.
pub const JDK: &str = "17";

/// Where java.net.URI departs from RFC 2396 (with RFC 2732). Each variant
/// names the JDK behaviour that shows it; the reader names the variant
/// where it makes the departure, and `tests/java_uri.rs` checks every
/// example against the JDK's recorded answers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Deviation {
    /// Non-ASCII characters that are neither controls nor space separators
    /// stand unescaped wherever escapes may: `new URI("http://h/é")` is
    /// valid with path `/é`; `"http://h/\u{a0}"` fails (U+00A0 is a space
    /// separator).
    OtherCharacters,
    /// An empty authority before a path, query or fragment is none:
    /// `file:///x` has a null authority and path `/x`; `//` alone fails
    /// with "Expected authority at index 2".
    EmptyAuthority,
    /// An empty path, which RFC 2396's `relativeURI` does not allow before
    /// a query: `?y` and `#f` are valid with path `""`.
    EmptyPath,
    /// An IPv6 scope ID after `%` (alphanumerics, `_`, `.`):
    /// `http://[fe80::1%eth0]/` is valid with host `[fe80::1%eth0]`;
    /// `[::1%]` fails with "scope id expected" and no index.
    ScopeId,
    /// An authority that is no server but is all `reg_name` characters is
    /// registry-based, with a null host: `//a_b/`, `//999.1.1.1/` (an IPv4
    /// group over 255), `//h:99999999999/` (a port over 2^31-1),
    /// `//a.7up/` (a last label that starts with a digit).
    RegistryFallback,
    /// One label that starts with a digit is a hostname: `//7up/` has host
    /// `7up` (RFC 2396's `toplabel` starts with a letter).
    DigitLabel,
    /// An IPv4 group may have any number of digits if its value is at most
    /// 255: `//0001.2.3.4/` has host `0001.2.3.4` (RFC 2732's
    /// `IPv4address` allows three).
    Ipv4Digits,
    /// An opaque part may start with `[` or `]`, which RFC 2732 made
    /// `reserved` and so `uric`, though `uric_no_slash` lists neither:
    /// `s:[x]` is valid.
    OpaqueBracket,
    /// The exception's index is where java's procedure stopped, which is
    /// not the grammar's furthest byte: `//a b/` fails with "Illegal
    /// character in authority at index 2" (the authority's start).
    ComponentIndex,
    /// An IPv4 group past 2^31-1 in an IPv6 literal escapes the constructor
    /// as an unchecked `NumberFormatException`:
    /// `http://[::99999999999.1.1.1]/` throws `Error at index 9 in:
    /// "99999999999"`.
    UncheckedNumberFormat,
}

/// Bytes as java's UTF-8 decoder reads them into a `String` (an
/// `InputStreamReader`, `new String(bytes, UTF_8)`): each malformed
/// sequence becomes U+FFFD, where java draws the lines (see the decoded
/// getters), so that text read from a file reaches [`parse`] as it reaches
/// `new URI`.
///
/// ```
/// assert_eq!(urigram::java::decode_utf8(b"/\xed\xa0\x80x"), "/\u{FFFD}x");
/// ```
#[must_use]
pub fn decode_utf8(bytes: &[u8]) -> Cow<'_, str> {
    match std::str::from_utf8(bytes) {
        Ok(s) => Cow::Borrowed(s),
        Err(_) => {
            let mut out = String::with_capacity(bytes.len() + 8);
            decode::utf8_lossy(bytes, &mut out);
            Cow::Owned(out)
        }
    }
}

/// A string java.net.URI accepted, with its components where java's fields
/// hold them. The getters are java's, by name: `raw_*` for `getRaw*()`,
/// and the plain name for the decoded getter.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Uri<'a> {
    input: &'a str,
    parts: Fields<'a>,
}

/// Reads `input` as `new java.net.URI(input)` does.
///
/// # Errors
///
/// The exception java throws, as a [`Rejection`].
#[inline]
pub fn parse(input: &str) -> Result<Uri<'_>, Rejection> {
    // The common shape in one pass (`quick.rs`), else the general reading.
    match quick::read(input) {
        Some(parts) => Ok(Uri { input, parts }),
        None => parse_general(input),
    }
}

/// [`parse`] by the general reader, which reads every input. Not inlined:
/// the one-pass reading's caller stays small.
#[inline(never)]
fn parse_general(input: &str) -> Result<Uri<'_>, Rejection> {
    let mut spans = Spans::new();
    Parser::read(input, &mut spans)?;
    Ok(Uri {
        input,
        parts: spans.parts(input),
    })
}

impl<'a> Uri<'a> {
    /// The input.
    #[must_use]
    pub fn as_str(&self) -> &'a str {
        self.input
    }

    /// `isOpaque()`: a scheme followed by something that does not start
    /// with `/` (`mailto:a@b`).
    #[must_use]
    pub fn is_opaque(&self) -> bool {
        self.parts.path.is_none()
    }

    /// `isAbsolute()`: it has a scheme.
    #[must_use]
    pub fn is_absolute(&self) -> bool {
        self.parts.scheme.is_some()
    }

    /// `getScheme()`.
    #[must_use]
    pub fn scheme(&self) -> Option<&'a str> {
        self.parts.scheme
    }

    /// `getRawSchemeSpecificPart()`: what stands between the scheme's `:`
    /// and the fragment's `#`.
    #[must_use]
    pub fn raw_scheme_specific_part(&self) -> &'a str {
        // The scheme starts the input and the fragment ends it.
        let start = self.parts.scheme.map_or(0, |s| s.len() + 1);
        let end = self.input.len() - self.parts.fragment.map_or(0, |f| f.len() + 1);
        &self.input[start..end]
    }

    /// `getSchemeSpecificPart()`, decoded (`%` inside brackets left).
    #[must_use]
    pub fn scheme_specific_part(&self) -> Cow<'a, str> {
        decode(self.raw_scheme_specific_part(), true)
    }

    /// `getRawAuthority()`: `None` for an opaque URI and for none or an
    /// empty one.
    #[must_use]
    pub fn raw_authority(&self) -> Option<&'a str> {
        self.parts.authority
    }

    /// `getAuthority()`, decoded (`%` inside brackets left).
    #[must_use]
    pub fn authority(&self) -> Option<Cow<'a, str>> {
        self.raw_authority().map(|s| decode(s, true))
    }

    /// `getRawUserInfo()`: only for a server-based authority.
    #[must_use]
    pub fn raw_user_info(&self) -> Option<&'a str> {
        self.parts.userinfo
    }

    /// `getUserInfo()`, decoded.
    #[must_use]
    pub fn user_info(&self) -> Option<Cow<'a, str>> {
        self.raw_user_info().map(|s| decode(s, true))
    }

    /// `getHost()`: the host of a server-based authority, brackets
    /// included for an IPv6 literal; `None` for a registry-based one.
    #[must_use]
    pub fn host(&self) -> Option<&'a str> {
        self.parts.host
    }

    /// `getPort()`: -1 when there is none.
    #[must_use]
    pub fn port(&self) -> i32 {
        self.parts.port
    }

    /// `getRawPath()`: `None` for an opaque URI.
    #[must_use]
    pub fn raw_path(&self) -> Option<&'a str> {
        self.parts.path
    }

    /// `getPath()`, decoded.
    #[must_use]
    pub fn path(&self) -> Option<Cow<'a, str>> {
        self.raw_path().map(|s| decode(s, false))
    }

    /// `getRawQuery()`.
    #[must_use]
    pub fn raw_query(&self) -> Option<&'a str> {
        self.parts.query
    }

    /// `getQuery()`, decoded (inside brackets too).
    #[must_use]
    pub fn query(&self) -> Option<Cow<'a, str>> {
        self.raw_query().map(|s| decode(s, false))
    }

    /// `getRawFragment()`.
    #[must_use]
    pub fn raw_fragment(&self) -> Option<&'a str> {
        self.parts.fragment
    }

    /// `getFragment()`, decoded (inside brackets too).
    #[must_use]
    pub fn fragment(&self) -> Option<Cow<'a, str>> {
        self.raw_fragment().map(|s| decode(s, false))
    }
}
