//! Conversions to and from the `url` crate's [`Url`] (the `url` feature).
//!
//! The `TryFrom` impls live here; [`ToUrlError`] documents them.

use std::fmt;

use url::Url;

use super::layout::absolute_as_uri;
use super::{AbsoluteUriString, UriRefString, UriString};
use crate::ast::{Uri, UriRef};
use crate::error::ParseError;

/// Why a reference has no [`Url`], in the conversions of the `url`
/// feature between urigram's types and the `url` crate's `Url`.
///
/// The two crates read different standards: urigram RFC 3986, `url` the
/// WHATWG URL Standard, which normalizes as it parses. Neither way is a
/// plain copy, and each can fail.
///
/// # From a urigram URI to a `Url`
///
/// `Url::try_from(&uri)` hands the text to `Url::parse`. It fails with a
/// [`ToUrlError`]:
/// - [`RelativeReference`](ToUrlError::RelativeReference) for a
///   reference without a scheme (a [`UriRefString`] that is not a URI):
///   every `Url` is absolute;
/// - [`MissingHost`](ToUrlError::MissingHost) for an `ftp`, `http`,
///   `https`, `ws` or `wss` URI without an authority or with an empty host:
///   WHATWG gives these schemes a host always, and takes it from the path
///   (`http:example.com` and `http:///example.com` become
///   `http://example.com/`, another URI than either) or refuses;
/// - [`Rejected`](ToUrlError::Rejected) when WHATWG's parser refuses what
///   RFC 3986 accepts: an `IPvFuture` literal (`http://[v1.x]/`), a port
///   above 65535, a host that decodes to a byte WHATWG forbids in hosts
///   (`http://a%00b/`), or one that IDNA rejects.
///
/// A conversion that succeeds may still write the URI otherwise, since
/// `Url` normalizes: scheme and special hosts in lowercase, hosts
/// percent-decoded and through IDNA, `127.1` read as `127.0.0.1`, a default
/// port dropped, dot segments removed, `/` for a special scheme's empty
/// path, `file:/x` as `file:///x`. Most of this is RFC 3986 section 6
/// equivalence; two steps are not: the userinfo gets `;` and `=` encoded,
/// and a special scheme's query gets `'` encoded, though RFC 3986 section
/// 2.2 says encoding a reserved character changes what a URI means.
///
/// # From a `Url` to a urigram URI
///
/// `UriString::try_from(url)` parses the `Url`'s serialization as an RFC
/// 3986 `URI` and fails with that [`ParseError`], pointing at the byte,
/// when WHATWG left a character unencoded that RFC 3986 does not allow
/// there: `#` in a fragment (`http://h/#a#b`), `|`, `^`, `[`, `]` or `\`
/// in a path, those and `{`, `}` in a query, `"`, `` ` ``, `{` or `}` in a
/// host (WHATWG allows them in a domain: `http://a"b/`), or a `%` not
/// followed by two hexadecimal digits (`http://h/%zz`). Every `Url` has a
/// scheme, so the result is always a URI.
///
/// ```
/// use urigram::{ToUrlError, UriRefString, UriString};
/// let uri = UriString::parse("HTTPS://Example.COM:443/a/./b?q#f").unwrap();
/// let url = url::Url::try_from(&uri).unwrap();
/// assert_eq!(url.as_str(), "https://example.com/a/b?q#f");
/// assert_eq!(UriString::try_from(url).unwrap(), "https://example.com/a/b?q#f");
///
/// let relative = UriRefString::parse("../a").unwrap();
/// assert_eq!(url::Url::try_from(&relative), Err(ToUrlError::RelativeReference));
/// let url = url::Url::parse("http://h/a|b").unwrap();
/// assert_eq!(UriString::try_from(url).unwrap_err().offset(), 10);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum ToUrlError {
    /// The reference has no scheme, and a `Url` is always absolute.
    RelativeReference,
    /// An `ftp`, `http`, `https`, `ws` or `wss` URI without a host (no
    /// authority, or an empty host), which WHATWG would take from the path.
    MissingHost,
    /// WHATWG's parser refuses the text.
    Rejected(url::ParseError),
}

impl fmt::Display for ToUrlError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ToUrlError::RelativeReference => {
                f.write_str("a relative reference has no url::Url: it needs a scheme")
            }
            ToUrlError::MissingHost => f.write_str(
                "a url::Url of this scheme needs a host, and would take one from the path",
            ),
            ToUrlError::Rejected(e) => write!(f, "the WHATWG URL parser rejects it: {e}"),
        }
    }
}

impl std::error::Error for ToUrlError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            ToUrlError::Rejected(e) => Some(e),
            _ => None,
        }
    }
}

/// The schemes whose URLs WHATWG always gives a host, and so reads
/// `scheme:path` and `scheme:///path` as `scheme://path` (`file` aside,
/// whose host may be empty and whose `file:/x` means `file:///x` in both
/// standards).
const NEED_HOST: [&str; 5] = ["ftp", "http", "https", "ws", "wss"];

/// The `Url` of `uri`.
fn uri_to_url(uri: &Uri<'_>) -> Result<Url, ToUrlError> {
    let scheme = uri.scheme();
    let hostless = uri.host().is_none_or(|h| h.as_str().is_empty());
    if hostless && NEED_HOST.iter().any(|s| scheme.is(s)) {
        return Err(ToUrlError::MissingHost);
    }
    Url::parse(uri.as_str()).map_err(ToUrlError::Rejected)
}

/// The `Url` of `r`, if it is a URI.
fn ref_to_url(r: &UriRef<'_>) -> Result<Url, ToUrlError> {
    match r {
        UriRef::Uri(u) => uri_to_url(u),
        UriRef::Relative(_) => Err(ToUrlError::RelativeReference),
    }
}

/// `TryFrom<X> for Url` for the owned types, by reference and by value.
macro_rules! to_url {
    ($($ty:ident => $convert:expr),*) => {$(
        impl TryFrom<&$ty> for Url {
            type Error = ToUrlError;

            /// `Url::parse` of the text; see [`ToUrlError`] for
            /// when it fails.
            fn try_from(r: &$ty) -> Result<Url, ToUrlError> {
                let convert: fn(&$ty) -> Result<Url, ToUrlError> = $convert;
                convert(r)
            }
        }

        impl TryFrom<$ty> for Url {
            type Error = ToUrlError;

            /// `Url::parse` of the text; see [`ToUrlError`] for
            /// when it fails.
            fn try_from(r: $ty) -> Result<Url, ToUrlError> {
                Url::try_from(&r)
            }
        }
    )*};
}

to_url!(
    UriString => |u| uri_to_url(&u.as_uri()),
    AbsoluteUriString => |a| uri_to_url(&absolute_as_uri(a.as_absolute_uri())),
    UriRefString => |r| ref_to_url(&r.as_uri_ref())
);

impl TryFrom<Uri<'_>> for Url {
    type Error = ToUrlError;

    /// `Url::parse` of the text; see [`ToUrlError`] for when it
    /// fails.
    fn try_from(u: Uri<'_>) -> Result<Url, ToUrlError> {
        uri_to_url(&u)
    }
}

impl TryFrom<UriRef<'_>> for Url {
    type Error = ToUrlError;

    /// `Url::parse` of the text; see [`ToUrlError`] for when it
    /// fails.
    fn try_from(r: UriRef<'_>) -> Result<Url, ToUrlError> {
        ref_to_url(&r)
    }
}

/// `TryFrom<Url>` and `TryFrom<&Url>` for an owned type.
macro_rules! from_url {
    ($($ty:ident),*) => {$(
        impl TryFrom<Url> for $ty {
            type Error = ParseError;

            /// Parses the `Url`'s serialization, keeping its `String`.
            fn try_from(url: Url) -> Result<$ty, ParseError> {
                $ty::try_from(String::from(url))
            }
        }

        impl TryFrom<&Url> for $ty {
            type Error = ParseError;

            /// Parses the `Url`'s serialization.
            fn try_from(url: &Url) -> Result<$ty, ParseError> {
                $ty::parse(url.as_str())
            }
        }
    )*};
}

from_url!(UriString, UriRefString);
