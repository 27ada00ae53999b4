//! Section 6: normalization and comparison. Syntax-based normalization
//! (6.2.2) always; scheme-based normalization (6.2.3) by default; the RFC 5952
//! text of IPv6 addresses as an option.
//!
//! ```
//! use urigram::Uri;
//! let a = Uri::parse("eXAMPLE://a/./b/../b/%63/%7bfoo%7d").unwrap();
//! let b = Uri::parse("example://a/b/c/%7Bfoo%7D").unwrap();
//! assert_eq!(a.normalize(), "example://a/b/c/%7Bfoo%7D");
//! assert!(urigram::normalize::equivalent(&a, &b));
//! ```

use std::fmt;
use std::fmt::Write as _;
use std::str::FromStr;

use crate::ast::{Host, RelativeRef, Uri, UriRef};
use crate::error::ParseError;
use crate::owned::layout::{AuthLayout, HostLayout, Piece};
use crate::owned::writer::Writer;
use crate::owned::{RefBuf, RelativeRefString, UriRefString, UriString};
use crate::pct;
use crate::resolve::dot_removed_path;

/// What to normalize beyond section 6.2.2's syntax-based steps.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub struct Options {
    /// Section 6.2.3: drop an empty port and the scheme's default port, and
    /// give an empty path after an authority the `/` that http, https, ws and
    /// wss mean by it. On by default.
    pub scheme_based: bool,
    /// Write IPv6 addresses in the recommended text form of RFC 5952 (lowercase,
    /// the longest run of zero groups as `::`, no leading zeros, dotted IPv4
    /// for IPv4-mapped addresses). Off by default: RFC 3986 asks only for
    /// lowercase.
    pub ipv6_rfc5952: bool,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            scheme_based: true,
            ipv6_rfc5952: false,
        }
    }
}

impl Options {
    /// Section 6.2.2 only: case, percent-encoding and dot segments.
    #[must_use]
    pub fn syntax_based() -> Self {
        Options {
            scheme_based: false,
            ipv6_rfc5952: false,
        }
    }

    /// These options with the RFC 5952 text of IPv6 addresses turned on.
    #[must_use]
    pub fn with_rfc5952(mut self) -> Self {
        self.ipv6_rfc5952 = true;
        self
    }
}

/// The default port of a scheme, for section 6.2.3: http and https (RFC 9110
/// section 4.2), ws and wss (RFC 6455 section 3), ftp (RFC 1738 section 3.2).
#[must_use]
pub fn default_port(scheme: &str) -> Option<u16> {
    const PORTS: [(&str, u16); 5] = [
        ("http", 80),
        ("https", 443),
        ("ws", 80),
        ("wss", 443),
        ("ftp", 21),
    ];
    PORTS
        .iter()
        .find(|(name, _)| name.eq_ignore_ascii_case(scheme))
        .map(|&(_, port)| port)
}

/// Whether an empty path after an authority means `/` for this scheme
/// (RFC 9110 section 4.2.3 for http and https; RFC 6455 section 3 for ws, wss).
fn empty_path_is_root(scheme: &str) -> bool {
    ["http", "https", "ws", "wss"]
        .iter()
        .any(|s| s.eq_ignore_ascii_case(scheme))
}

impl Uri<'_> {
    /// The normalized form (section 6.2.2, and 6.2.3 scheme-based).
    ///
    /// ```
    /// let u = urigram::Uri::parse("HTTP://User@Example.COM:80/%7euser/./a").unwrap();
    /// assert_eq!(u.normalize(), "http://User@example.com/~user/a");
    /// ```
    #[must_use]
    pub fn normalize(&self) -> UriString {
        normalize_with(self, Options::default())
    }
}

/// The normalized form with the default [`Options`]; see [`Uri::normalize`].
#[must_use]
pub fn normalize(uri: &Uri<'_>) -> UriString {
    normalize_with(uri, Options::default())
}

/// The normalized form of `uri` under `options`.
///
/// Case (6.2.2.1): the scheme and host are lowercased, and the hex digits of
/// percent-encodings uppercased. Percent-encoding (6.2.2.2): triplets of
/// unreserved characters are decoded, everywhere. Path segments (6.2.2.3):
/// remove_dot_segments, after decoding, so `%2E%2E` counts as `..`. The result
/// is idempotent: normalizing it again changes nothing.
///
/// ```
/// use urigram::{Uri, normalize::{normalize_with, Options}};
/// let u = Uri::parse("http://[2001:DB8:0:0:0:0:0:1]:80").unwrap();
/// assert_eq!(normalize_with(&u, Options::default()), "http://[2001:db8:0:0:0:0:0:1]/");
/// assert_eq!(normalize_with(&u, Options::default().with_rfc5952()), "http://[2001:db8::1]/");
/// assert_eq!(normalize_with(&u, Options::syntax_based()), "http://[2001:db8:0:0:0:0:0:1]:80");
/// ```
#[must_use]
pub fn normalize_with(uri: &Uri<'_>, options: Options) -> UriString {
    UriString(normalized(&UriRef::Uri(*uri), options))
}

impl RelativeRef<'_> {
    /// The normalized form of a relative reference: section 6.2.2.1's case
    /// and 6.2.2.2's percent-encoding normalization, and nothing else.
    ///
    /// Dot segments stay: in a relative reference `..` and `.` are
    /// instructions for resolution (section 5.2.4 removes them only after
    /// merging with the base), so `../a` must keep its `..`; for the same
    /// reason a segment that would decode to `.` or `..` stays encoded. There
    /// is no scheme, so no scheme-based step applies either. Resolving the
    /// result against any base gives the same URI, after normalization, as
    /// resolving the original (a property test checks this).
    ///
    /// ```
    /// let r = urigram::RelativeRef::parse("../%7Euser/%2e/A%2fb?Q%3d#%61").unwrap();
    /// assert_eq!(r.normalize(), "../~user/%2E/A%2Fb?Q%3D#a");
    /// let r = urigram::RelativeRef::parse("//User@Example.COM:80/./x").unwrap();
    /// assert_eq!(r.normalize(), "//User@example.com:80/./x");
    /// ```
    #[must_use]
    pub fn normalize(&self) -> RelativeRefString {
        normalize_relative_with(self, Options::default())
    }
}

/// The normalized form of a relative reference under `options` (only
/// `ipv6_rfc5952` has an effect: the scheme-based steps need a scheme); see
/// [`RelativeRef::normalize`].
#[must_use]
pub fn normalize_relative_with(r: &RelativeRef<'_>, options: Options) -> RelativeRefString {
    RelativeRefString(normalized(&UriRef::Relative(*r), options))
}

impl UriRef<'_> {
    /// The normalized form: [`Uri::normalize`] for a URI,
    /// [`RelativeRef::normalize`] (case and percent-encoding only, dot
    /// segments kept) for a relative reference.
    ///
    /// ```
    /// use urigram::UriRef;
    /// assert_eq!(UriRef::parse("HTTP://H/a/../b").unwrap().normalize(), "http://h/b");
    /// assert_eq!(UriRef::parse("a/../%62").unwrap().normalize(), "a/../b");
    /// ```
    #[must_use]
    pub fn normalize(&self) -> UriRefString {
        normalize_ref_with(self, Options::default())
    }
}

/// The normalized form of a URI reference under `options`; see
/// [`UriRef::normalize`].
#[must_use]
pub fn normalize_ref_with(r: &UriRef<'_>, options: Options) -> UriRefString {
    UriRefString(normalized(r, options))
}

/// Normalizes a reference; dot segments are removed only from a URI, and the
/// scheme-based steps need a scheme.
fn normalized(r: &UriRef<'_>, options: Options) -> RefBuf {
    let mut w = Writer::with_capacity(r.as_str().len() + 1);
    let scheme = r.scheme().map(|s| s.as_str());
    if let Some(scheme) = scheme {
        w.scheme(scheme);
        if let Some(p) = w.layout.scheme {
            w.buf[p.start..p.end].make_ascii_lowercase();
        }
    }
    let scheme_based = options.scheme_based && scheme.is_some();
    let scheme = scheme.unwrap_or_default();
    if let Some(a) = r.authority() {
        w.buf.push_str("//");
        let start = w.buf.len();
        let userinfo = a.userinfo().map(|u| {
            let s = w.buf.len();
            pct::normalize_into(&mut w.buf, u.as_str(), false);
            let piece = Piece {
                start: s,
                end: w.buf.len(),
            };
            w.buf.push('@');
            piece
        });
        let host = write_host(&mut w.buf, &a.host(), options);
        let port = a.port().filter(|p| {
            !(scheme_based
                && (p.is_empty() || p.as_u16().is_some_and(|n| Some(n) == default_port(scheme))))
        });
        let port = port.map(|p| {
            w.buf.push(':');
            let s = w.buf.len();
            w.push(p.as_str());
            Piece {
                start: s,
                end: w.buf.len(),
            }
        });
        w.set_authority(AuthLayout {
            whole: Piece {
                start,
                end: w.buf.len(),
            },
            userinfo,
            host,
            port,
        });
    }
    let path = pct::normalize(r.path().as_str());
    if path.is_empty() && scheme_based && r.authority().is_some() && empty_path_is_root(scheme) {
        w.path("/");
    } else if r.is_uri() {
        dot_removed_path(&mut w, &[&path]);
    } else {
        w.path(&relative_path(r.path().as_str()));
    }
    if let Some(q) = r.query() {
        w.buf.push('?');
        let s = w.buf.len();
        pct::normalize_into(&mut w.buf, q.as_str(), false);
        w.layout.query = Some(Piece {
            start: s,
            end: w.buf.len(),
        });
    }
    if let Some(f) = r.fragment() {
        w.buf.push('#');
        let s = w.buf.len();
        pct::normalize_into(&mut w.buf, f.as_str(), false);
        w.layout.fragment = Some(Piece {
            start: s,
            end: w.buf.len(),
        });
    }
    w.finish()
}

/// The path of a relative reference, normalized segment by segment, with
/// one exception: a segment that decoding would turn into `.` or `..` keeps
/// its encoding (hex digits uppercased). Resolution's remove_dot_segments
/// (section 5.2.4) treats only a literal `.` as a dot, so `%2E%2E` and `..`
/// resolve differently: decoding would change what the reference means.
/// Decoding only unreserved characters adds no `/` and no `:`, so the path
/// keeps its kind and fits where it stood.
fn relative_path(path: &str) -> String {
    let mut out = String::with_capacity(path.len());
    for (i, segment) in path.split('/').enumerate() {
        if i > 0 {
            out.push('/');
        }
        let n = pct::normalize(segment);
        if (n == "." || n == "..") && n != segment {
            // Only "." and "%2E" in either case can decode to dots.
            out.push_str(&segment.to_ascii_uppercase());
        } else {
            out.push_str(&n);
        }
    }
    out
}

/// Writes the normalized host and returns its layout.
fn write_host(buf: &mut String, host: &Host<'_>, options: Options) -> HostLayout {
    let start = buf.len();
    let piece = |buf: &String| Piece {
        start,
        end: buf.len(),
    };
    match host {
        Host::Ipv6 { addr, literal } => {
            let zone = host.zone_id();
            if options.ipv6_rfc5952 {
                // std writes IPv6 addresses as RFC 5952 section 4 recommends.
                let _ = write!(buf, "[{addr}");
            } else {
                let address = match zone {
                    Some(z) => &literal.as_str()[..z.span().start - literal.span().start - 3],
                    None => literal.as_str().strip_suffix(']').unwrap_or_default(),
                };
                buf.extend(address.chars().map(|c| c.to_ascii_lowercase()));
            }
            if let Some(z) = zone {
                // RFC 6874 section 2: a zone ID is case-sensitive and is not
                // normalized beyond its percent-encoding (section 6.2.2.2),
                // so its letters keep their case.
                buf.push_str("%25");
                buf.push_str(&crate::pct::normalize(z.as_str()));
            }
            buf.push(']');
            HostLayout::Ipv6(*addr, piece(buf))
        }
        Host::IpvFuture {
            version,
            address,
            literal,
        } => {
            buf.extend(literal.as_str().chars().map(|c| c.to_ascii_lowercase()));
            // Lowercasing keeps every length, so the parts stay where they were.
            let at = |t: &crate::Text<'_>| Piece::moved(t.span(), literal.span().start, start);
            HostLayout::IpvFuture {
                version: at(version),
                address: at(address),
                literal: piece(buf),
            }
        }
        Host::Ipv4 { addr, text } => {
            buf.push_str(text.as_str());
            HostLayout::Ipv4(*addr, piece(buf))
        }
        Host::RegName(text) => {
            pct::normalize_into(buf, text.as_str(), true);
            HostLayout::RegName(piece(buf))
        }
    }
}

/// Whether `a` and `b` are equivalent: their normalized forms (default
/// [`Options`]) are the same string (section 6.1).
///
/// ```
/// use urigram::{Uri, normalize::equivalent};
/// let p = |s| Uri::parse(s).unwrap();
/// // The examples of section 6.2.3.
/// assert!(equivalent(&p("http://example.com"), &p("http://example.com:/")));
/// assert!(equivalent(&p("http://example.com/"), &p("http://example.com:80/")));
/// assert!(!equivalent(&p("http://example.com/a"), &p("http://example.com/A")));
/// ```
#[must_use]
pub fn equivalent(a: &Uri<'_>, b: &Uri<'_>) -> bool {
    normalize(a) == normalize(b)
}

impl Uri<'_> {
    /// Whether this URI and `other` are equivalent in the sense of section
    /// 6: the same once normalized ([`equivalent`]). `==` is the text's
    /// equality, byte for byte; for a key of a map or set that compares
    /// this way, see [`Normalized`].
    ///
    /// ```
    /// let p = |s| urigram::Uri::parse(s).unwrap();
    /// assert!(p("HTTP://A/") != p("http://a/"));
    /// assert!(p("HTTP://A/").eq_normalized(&p("http://a/")));
    /// // Section 6.2.2's example.
    /// assert!(p("example://a/b/c/%7Bfoo%7D").eq_normalized(&p("eXAMPLE://a/./b/../b/%63/%7bfoo%7d")));
    /// ```
    #[doc(alias = "equivalent")]
    #[must_use]
    pub fn eq_normalized(&self, other: &Uri<'_>) -> bool {
        equivalent(self, other)
    }
}

impl UriString {
    /// Whether this URI and `other` are equivalent in the sense of section
    /// 6: the same once normalized ([`equivalent`]). `==` is the text's
    /// equality, byte for byte; for a key of a map or set that compares
    /// this way, see [`Normalized`].
    ///
    /// ```
    /// let p = |s| urigram::UriString::parse(s).unwrap();
    /// assert_ne!(p("HTTP://A/"), p("http://a/"));
    /// assert!(p("HTTP://A/").eq_normalized(&p("http://a/")));
    /// ```
    #[doc(alias = "equivalent")]
    #[must_use]
    pub fn eq_normalized(&self, other: &UriString) -> bool {
        equivalent(&self.as_uri(), &other.as_uri())
    }
}

/// A URI in normalized form, so that `==` and `Hash` are equivalence in the
/// sense of section 6 (with the [`Options`] it was made with): a key for
/// maps and sets where `HTTP://A/` and `http://a/` are one, which they are
/// not for the owned types' `==` (the text's equality).
///
/// ```
/// use std::collections::HashSet;
/// use urigram::Normalized;
/// let set: HashSet<Normalized> = ["http://example.com", "HTTP://EXAMPLE.com:80/", "http://example.com/%7e"]
///     .iter()
///     .map(|s| s.parse().unwrap())
///     .collect();
/// assert_eq!(set.len(), 2);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Normalized(UriString);

impl Normalized {
    /// Normalizes `uri` with the default options.
    #[must_use]
    pub fn new(uri: &Uri<'_>) -> Normalized {
        Normalized(normalize(uri))
    }

    /// Normalizes `uri` with `options`.
    #[must_use]
    pub fn with_options(uri: &Uri<'_>, options: Options) -> Normalized {
        Normalized(normalize_with(uri, options))
    }

    /// The normalized text.
    #[must_use]
    pub fn as_str(&self) -> &str {
        self.0.as_str()
    }

    /// The normalized URI.
    #[must_use]
    pub fn as_uri_string(&self) -> &UriString {
        &self.0
    }

    /// The normalized URI, owned.
    #[must_use]
    pub fn into_uri_string(self) -> UriString {
        self.0
    }
}

impl FromStr for Normalized {
    type Err = ParseError;

    /// Parses a `URI` and normalizes it.
    fn from_str(s: &str) -> Result<Self, ParseError> {
        Ok(Normalized::new(&Uri::parse(s)?))
    }
}

impl TryFrom<&str> for Normalized {
    type Error = ParseError;

    fn try_from(s: &str) -> Result<Self, ParseError> {
        s.parse()
    }
}

impl From<&UriString> for Normalized {
    fn from(u: &UriString) -> Self {
        Normalized::new(&u.as_uri())
    }
}

impl AsRef<str> for Normalized {
    fn as_ref(&self) -> &str {
        self.as_str()
    }
}

impl fmt::Display for Normalized {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}
