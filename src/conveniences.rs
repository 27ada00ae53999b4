//! The conveniences a user of the `url` crate reaches for, under the same
//! names: `username()`, `password()`, `host_str()`, `domain()`,
//! `path_segments()`, `port_or_known_default()`, `origin()` and `join()`.
//!
//! They read the RFC 3986 components as written: nothing is decoded,
//! lowercased or converted to IDNA. Where the `url` crate (which follows the
//! WHATWG URL Standard) answers differently on the same text, the cause is
//! its normalization, and each method says which.

use crate::ast::{AbsoluteUri, Authority, Host, RelativeRef, Segments, Uri, UriRef};
use crate::error::ParseError;
use crate::known_port::known_default_port;
use crate::origin::Origin;
use crate::owned::UriString;
use crate::owned::layout::absolute_as_uri;

impl<'a> Authority<'a> {
    /// The user name: the userinfo up to its first `:`, still
    /// percent-encoded; `""` when there is no userinfo (as the `url` crate
    /// answers).
    ///
    /// ```
    /// let a = |s| urigram::Uri::parse(s).unwrap().authority().unwrap();
    /// assert_eq!(a("ftp://anonymous:guest@h/").username(), "anonymous");
    /// assert_eq!(a("ftp://a%20b@h/").username(), "a%20b");
    /// assert_eq!(a("ftp://h/").username(), "");
    /// ```
    #[must_use]
    pub fn username(&self) -> &'a str {
        self.userinfo().map_or("", |u| {
            let u = u.as_str();
            u.split_once(':').map_or(u, |(name, _)| name)
        })
    }

    /// The password: the userinfo after its first `:`, still
    /// percent-encoded, or `None` when the userinfo has no `:`.
    ///
    /// RFC 3986 section 3.2.1 deprecates it: "Use of the format
    /// "user:password" in the userinfo field is deprecated", and
    /// applications should not show what follows the first `:` as clear
    /// text unless it is empty. It is here to read URIs that carry one
    /// anyway (and [`lint`](crate::lint) flags them). An empty password
    /// (`u:@h`) is `Some("")`, as RFC 3986 reads it; the `url` crate drops
    /// the `:` and answers `None`. A `:` after the first stays in the
    /// password as written, where the `url` crate encodes it (`%3A`).
    ///
    /// ```
    /// let a = |s| urigram::Uri::parse(s).unwrap().authority().unwrap();
    /// assert_eq!(a("ftp://user:pa:ss@h/").password(), Some("pa:ss"));
    /// assert_eq!(a("ftp://user:@h/").password(), Some(""));
    /// assert_eq!(a("ftp://user@h/").password(), None);
    /// ```
    #[must_use]
    pub fn password(&self) -> Option<&'a str> {
        self.userinfo()
            .and_then(|u| u.as_str().split_once(':'))
            .map(|(_, password)| password)
    }
}

impl<'a> Host<'a> {
    /// The host as a domain: the text of a `reg-name` that is not empty,
    /// as written (case and percent-encodings kept); `None` for an IP
    /// address or literal, and for an empty `reg-name` (RFC 3986 section
    /// 3.2.2: a scheme's default host applies "when the host subcomponent
    /// is undefined or when the registered name is empty").
    ///
    /// A `reg-name` need not be a DNS name (section 3.2.2), and the grammar
    /// decides what is an `IPv4address`: `127.1` and `1.2.3.256` are
    /// reg-names here, where the `url` crate reads `127.1` as `127.0.0.1`
    /// for its special schemes.
    ///
    /// ```
    /// let h = |s| urigram::Uri::parse(s).unwrap().host().unwrap();
    /// assert_eq!(h("http://Example.COM/").domain(), Some("Example.COM"));
    /// assert_eq!(h("http://127.0.0.1/").domain(), None);
    /// assert_eq!(h("http://[::1]/").domain(), None);
    /// assert_eq!(h("file:///etc").domain(), None);
    /// ```
    #[must_use]
    pub fn domain(&self) -> Option<&'a str> {
        match self {
            Host::RegName(text) if !text.as_str().is_empty() => Some(text.as_str()),
            _ => None,
        }
    }
}

/// The port a reference names, or the known default of its scheme when it
/// names none: `None` without an authority, and for a port that does not
/// fit 16 bits.
fn port_or_default(authority: Option<Authority<'_>>, scheme: Option<&str>) -> Option<u16> {
    let authority = authority?;
    match authority.port() {
        Some(p) if !p.is_empty() => p.as_u16(),
        // RFC 3986 section 3.2.3: an empty port means the default.
        _ => scheme.and_then(known_default_port),
    }
}

/// The getters every reference type has. `$prefix` is what the examples
/// put before `//`, so that they parse as the type.
macro_rules! url_getters {
    ($($ty:ident $prefix:literal),*) => {$(
        /// The getters under the `url` crate's names.
        impl<'a> $ty<'a> {
            /// The user name, still percent-encoded; `""` without a
            /// userinfo. See [`Authority::username`].
            ///
            /// ```
            #[doc = concat!("let p = |s| urigram::", stringify!($ty), "::parse(s).unwrap();")]
            #[doc = concat!("assert_eq!(p(\"", $prefix, "//us%20er:pw@h/\").username(), \"us%20er\");")]
            #[doc = concat!("assert_eq!(p(\"", $prefix, "//h/\").username(), \"\");")]
            /// ```
            #[must_use]
            pub fn username(&self) -> &'a str {
                self.authority().map_or("", |a| a.username())
            }

            /// The password (deprecated by RFC 3986 section 3.2.1), still
            /// percent-encoded; `None` when the userinfo has no `:`. See
            /// [`Authority::password`].
            ///
            /// ```
            #[doc = concat!("let p = |s| urigram::", stringify!($ty), "::parse(s).unwrap();")]
            #[doc = concat!("assert_eq!(p(\"", $prefix, "//u:p%3Aw@h/\").password(), Some(\"p%3Aw\"));")]
            #[doc = concat!("assert_eq!(p(\"", $prefix, "//u@h/\").password(), None);")]
            /// ```
            #[must_use]
            pub fn password(&self) -> Option<&'a str> {
                self.authority().and_then(|a| a.password())
            }

            /// Whether there is an authority, and so a host (possibly an
            /// empty `reg-name`: `file:///etc` has one, RFC 3986 section
            /// 3.2.2). The `url` crate answers the same but for a `file:`
            /// URL with an empty host, where it has none.
            ///
            /// ```
            #[doc = concat!("let p = |s| urigram::", stringify!($ty), "::parse(s).unwrap();")]
            #[doc = concat!("assert!(p(\"", $prefix, "//h/a\").has_host());")]
            #[doc = concat!("assert!(!p(\"", $prefix, "/a\").has_host());")]
            /// ```
            #[must_use]
            pub fn has_host(&self) -> bool {
                self.authority().is_some()
            }

            /// The host as written (an IP-literal with its brackets), if
            /// there is an authority; `Some("")` for an empty `reg-name`
            /// (`file:///etc`). The `url` crate lowercases a special
            /// scheme's host, converts it to IDNA and writes IP addresses in
            /// their canonical form, and has no host for `file:///etc`.
            ///
            /// ```
            #[doc = concat!("let p = |s| urigram::", stringify!($ty), "::parse(s).unwrap();")]
            #[doc = concat!("assert_eq!(p(\"", $prefix, "//[::1]:80/\").host_str(), Some(\"[::1]\"));")]
            #[doc = concat!("assert_eq!(p(\"", $prefix, "//Example.COM\").host_str(), Some(\"Example.COM\"));")]
            #[doc = concat!("assert_eq!(p(\"", $prefix, "/a\").host_str(), None);")]
            /// ```
            #[must_use]
            pub fn host_str(&self) -> Option<&'a str> {
                self.host().map(|h| h.as_str())
            }

            /// The host if it is a non-empty `reg-name`, as written; `None`
            /// for an IP address, without an authority, and for an empty
            /// host. See [`Host::domain`].
            ///
            /// ```
            #[doc = concat!("let p = |s| urigram::", stringify!($ty), "::parse(s).unwrap();")]
            #[doc = concat!("assert_eq!(p(\"", $prefix, "//Example.COM/\").domain(), Some(\"Example.COM\"));")]
            #[doc = concat!("assert_eq!(p(\"", $prefix, "//192.0.2.1/\").domain(), None);")]
            #[doc = concat!("assert_eq!(p(\"", $prefix, "///a\").domain(), None);")]
            /// ```
            #[must_use]
            pub fn domain(&self) -> Option<&'a str> {
                self.host().and_then(|h| h.domain())
            }

            /// The segments of a path that begins with `/`, still
            /// percent-encoded; `None` for a path that does not (an empty,
            /// rootless or relative path), as the `url` crate answers for a
            /// path without a leading `/`. `/` gives one empty segment.
            ///
            /// The `url` crate gives a special scheme's empty path as `/`
            /// (so one empty segment where this gives `None`), removes dot
            /// segments and percent-encodes more; on a path it leaves as
            /// written, both agree. [`Path::segments`](crate::Path::segments)
            /// splits every path, rootless ones included.
            ///
            /// ```
            #[doc = concat!("let p = |s| urigram::", stringify!($ty), "::parse(s).unwrap();")]
            #[doc = concat!("let segments = p(\"", $prefix, "//h/a/b%2Fc/\").path_segments().unwrap();")]
            /// assert_eq!(segments.collect::<Vec<_>>(), ["a", "b%2Fc", ""]);
            #[doc = concat!("assert_eq!(p(\"", $prefix, "//h/\").path_segments().unwrap().collect::<Vec<_>>(), [\"\"]);")]
            #[doc = concat!("assert!(p(\"", $prefix, "//h\").path_segments().is_none());")]
            /// ```
            #[must_use]
            pub fn path_segments(&self) -> Option<Segments<'a>> {
                let path = self.path();
                path.is_absolute().then(|| path.segments())
            }
        }
    )*};
}

url_getters!(Uri "http:", RelativeRef "", AbsoluteUri "http:", UriRef "http:");

/// What the types with a scheme add: the default port, the origin and
/// joining.
macro_rules! scheme_conveniences {
    ($($ty:ident => $as_uri:expr),*) => {$(
        /// The default port, the origin and joining.
        impl<'a> $ty<'a> {
            /// Whether the URI has an opaque path, the WHATWG URL
            /// Standard's "cannot be a base" URL (`mailto:a@example.com`,
            /// `urn:isbn:0451450523`, `data:,x`): no authority and a path
            /// that does not begin with `/`, so that a relative reference
            /// resolved against it (RFC 3986 section 5.2) cannot build on its
            /// path's hierarchy. The name is the `url` crate's; RFC 3986
            /// resolves against any URI, this one too.
            ///
            /// ```
            #[doc = concat!("let p = |s| urigram::", stringify!($ty), "::parse(s).unwrap();")]
            /// assert!(p("mailto:a@example.com").cannot_be_a_base());
            /// assert!(!p("unix:/run/foo.socket").cannot_be_a_base());
            /// assert!(!p("http://h").cannot_be_a_base());
            /// ```
            #[doc(alias = "has_opaque_path")]
            #[must_use]
            pub fn cannot_be_a_base(&self) -> bool {
                let as_uri: fn(&$ty<'a>) -> Uri<'a> = $as_uri;
                let u = as_uri(self);
                u.authority().is_none() && !u.path().as_str().starts_with('/')
            }

            /// The port, or the scheme's known default
            /// ([`known_default_port`](crate::known_default_port)) when
            /// there is none or it is empty (RFC 3986 section 3.2.3). `None`
            /// without an authority, for a port that does not fit 16 bits,
            /// and for a scheme outside the table. The `url` crate knows
            /// only the defaults of ftp, http, https, ws and wss.
            ///
            /// ```
            #[doc = concat!("let p = |s| urigram::", stringify!($ty), "::parse(s).unwrap();")]
            /// assert_eq!(p("https://h/").port_or_known_default(), Some(443));
            /// assert_eq!(p("https://h:/").port_or_known_default(), Some(443));
            /// assert_eq!(p("https://h:8443/").port_or_known_default(), Some(8443));
            /// assert_eq!(p("ssh://h/").port_or_known_default(), Some(22));
            /// assert_eq!(p("foo://h/").port_or_known_default(), None);
            /// assert_eq!(p("http://h:70000/").port_or_known_default(), None);
            /// ```
            #[must_use]
            pub fn port_or_known_default(&self) -> Option<u16> {
                port_or_default(self.authority(), Some(self.scheme().as_str()))
            }

            /// The origin of RFC 6454: a (scheme, host, port) tuple, or an
            /// opaque origin; see [`Origin`] for which.
            ///
            /// ```
            /// use urigram::Origin;
            #[doc = concat!("let p = |s| urigram::", stringify!($ty), "::parse(s).unwrap();")]
            /// assert_eq!(p("https://h/a").origin(), p("HTTPS://H:443/b").origin());
            /// assert_eq!(p("https://h:8443/").origin().to_string(), "https://h:8443");
            /// assert!(matches!(p("urn:isbn:0451450523").origin(), Origin::Opaque(_)));
            /// ```
            #[must_use]
            pub fn origin(&self) -> Origin {
                let as_uri: fn(&$ty<'a>) -> Uri<'a> = $as_uri;
                Origin::of(&as_uri(self))
            }

            /// Parses `reference` as a `URI-reference` and resolves it
            /// against this URI (RFC 3986 section 5.2, strict; see
            /// [`Uri::resolve`]).
            ///
            /// The `url` crate's `join` differs in three ways: it reads
            /// `http:g` against an `http` base as `g` (section 5.4.2's
            /// backward-compatible reading), it writes an empty path after
            /// an authority as `/`, and it refuses any reference but a
            /// fragment against a base whose path does not begin with `/`
            /// (`mailto:a@b`, which it calls cannot-be-a-base), where
            /// section 5.2 resolves (`x` against `mailto:a@b` is
            /// `mailto:x`).
            ///
            /// # Errors
            /// The [`ParseError`] of `reference`, whose offsets are into
            /// `reference`. The reference is read as RFC 3986 writes it; for
            /// a zone ID, parse it with
            /// [`UriRef::parse_with`](crate::UriRef::parse_with) and call
            /// `resolve`.
            ///
            /// ```
            #[doc = concat!("let base = urigram::", stringify!($ty), "::parse(\"http://a/b/c/d;p?q\").unwrap();")]
            /// // RFC 3986 section 5.4.1
            /// assert_eq!(base.join("../g").unwrap(), "http://a/b/g");
            /// assert_eq!(base.join("g?y#s").unwrap(), "http://a/b/c/g?y#s");
            /// assert_eq!(base.join("//g").unwrap(), "http://g");
            /// assert_eq!(base.join("a b").unwrap_err().offset(), 1);
            /// ```
            pub fn join(&self, reference: &str) -> Result<UriString, ParseError> {
                let as_uri: fn(&$ty<'a>) -> Uri<'a> = $as_uri;
                Ok(as_uri(self).resolve(&UriRef::parse(reference)?))
            }
        }
    )*};
}

scheme_conveniences!(Uri => |u| *u, AbsoluteUri => |a| absolute_as_uri(*a));

impl UriRef<'_> {
    /// The port, or the scheme's known default when there is none or it is
    /// empty; see [`Uri::port_or_known_default`]. A relative reference has
    /// no scheme, so only the port it names.
    ///
    /// ```
    /// let p = |s| urigram::UriRef::parse(s).unwrap().port_or_known_default();
    /// assert_eq!(p("http://h/"), Some(80));
    /// assert_eq!(p("http://h:/"), Some(80));
    /// assert_eq!(p("//h:8080/"), Some(8080));
    /// assert_eq!(p("//h/"), None);
    /// ```
    #[must_use]
    pub fn port_or_known_default(&self) -> Option<u16> {
        port_or_default(self.authority(), self.scheme().map(|s| s.as_str()))
    }
}
