//! The `url` crate's conveniences on the owned types, through the borrowed
//! view (see [`crate::ast`]'s for what each answers and where it differs
//! from the `url` crate).

use super::{AbsoluteUriString, RelativeRefString, UriRefString, UriString};
use crate::ast::Segments;
use crate::error::ParseError;
use crate::origin::Origin;

/// The getters every owned type has. `$prefix` is what the examples put
/// before `//`, so that they parse as the type.
macro_rules! url_getters {
    ($($ty:ident => $view:ident, $prefix:literal);*) => {$(
        /// The getters under the `url` crate's names.
        impl $ty {
            /// The user name, still percent-encoded; `""` without a
            /// userinfo. See [`Authority::username`](crate::Authority::username).
            ///
            /// ```
            #[doc = concat!("let r = urigram::", stringify!($ty), "::parse(\"", $prefix, "//user:pw@h/\").unwrap();")]
            /// assert_eq!(r.username(), "user");
            /// ```
            #[must_use]
            pub fn username(&self) -> &str {
                self.$view().username()
            }

            /// The password (deprecated by RFC 3986 section 3.2.1), still
            /// percent-encoded; `None` when the userinfo has no `:`. See
            /// [`Authority::password`](crate::Authority::password).
            ///
            /// ```
            #[doc = concat!("let r = urigram::", stringify!($ty), "::parse(\"", $prefix, "//user:pw@h/\").unwrap();")]
            /// assert_eq!(r.password(), Some("pw"));
            /// ```
            #[must_use]
            pub fn password(&self) -> Option<&str> {
                self.$view().password()
            }

            /// Whether there is an authority, and so a host (possibly
            /// empty); see [`Uri::has_host`](crate::Uri::has_host).
            ///
            /// ```
            #[doc = concat!("let r = urigram::", stringify!($ty), "::parse(\"", $prefix, "//h/\").unwrap();")]
            /// assert!(r.has_host());
            /// ```
            #[must_use]
            pub fn has_host(&self) -> bool {
                self.$view().has_host()
            }

            /// The host as written, if there is an authority; see
            /// [`Uri::host_str`](crate::Uri::host_str).
            ///
            /// ```
            #[doc = concat!("let r = urigram::", stringify!($ty), "::parse(\"", $prefix, "//[::1]/\").unwrap();")]
            /// assert_eq!(r.host_str(), Some("[::1]"));
            /// ```
            #[must_use]
            pub fn host_str(&self) -> Option<&str> {
                self.$view().host_str()
            }

            /// The host if it is a non-empty `reg-name`; see
            /// [`Host::domain`](crate::Host::domain).
            ///
            /// ```
            #[doc = concat!("let r = urigram::", stringify!($ty), "::parse(\"", $prefix, "//Example.com/\").unwrap();")]
            /// assert_eq!(r.domain(), Some("Example.com"));
            /// ```
            #[must_use]
            pub fn domain(&self) -> Option<&str> {
                self.$view().domain()
            }

            /// The segments of a path that begins with `/`; see
            /// [`Uri::path_segments`](crate::Uri::path_segments).
            ///
            /// ```
            #[doc = concat!("let r = urigram::", stringify!($ty), "::parse(\"", $prefix, "//h/a/b\").unwrap();")]
            /// assert_eq!(r.path_segments().unwrap().collect::<Vec<_>>(), ["a", "b"]);
            /// ```
            #[must_use]
            pub fn path_segments(&self) -> Option<Segments<'_>> {
                self.$view().path_segments()
            }
        }
    )*};
}

url_getters!(
    UriRefString => as_uri_ref, "http:";
    UriString => as_uri, "http:";
    RelativeRefString => as_relative_ref, "";
    AbsoluteUriString => as_absolute_uri, "http:"
);

/// The default port, the origin and joining, on the types with a scheme.
macro_rules! scheme_conveniences {
    ($($ty:ident => $view:ident),*) => {$(
        /// The default port, the origin and joining.
        impl $ty {
            /// Whether the URI has an opaque path (no authority, a path
            /// not beginning with `/`), the `url` crate's "cannot be a
            /// base"; see [`Uri::cannot_be_a_base`](crate::Uri::cannot_be_a_base).
            ///
            /// ```
            #[doc = concat!("let u = urigram::", stringify!($ty), "::parse(\"mailto:a@example.com\").unwrap();")]
            /// assert!(u.cannot_be_a_base());
            /// ```
            #[doc(alias = "has_opaque_path")]
            #[must_use]
            pub fn cannot_be_a_base(&self) -> bool {
                self.$view().cannot_be_a_base()
            }

            /// The port, or the scheme's known default; see
            /// [`Uri::port_or_known_default`](crate::Uri::port_or_known_default).
            ///
            /// ```
            #[doc = concat!("let u = urigram::", stringify!($ty), "::parse(\"wss://h/chat\").unwrap();")]
            /// assert_eq!(u.port_or_known_default(), Some(443));
            /// ```
            #[must_use]
            pub fn port_or_known_default(&self) -> Option<u16> {
                self.$view().port_or_known_default()
            }

            /// The origin of RFC 6454; see [`Origin`].
            ///
            /// ```
            #[doc = concat!("let u = urigram::", stringify!($ty), "::parse(\"HTTP://Example.com:80/a\").unwrap();")]
            /// assert_eq!(u.origin().to_string(), "http://example.com");
            /// ```
            #[must_use]
            pub fn origin(&self) -> Origin {
                self.$view().origin()
            }

            /// Parses `reference` and resolves it against this URI; see
            /// [`Uri::join`](crate::Uri::join).
            ///
            /// # Errors
            /// The [`ParseError`] of `reference`.
            ///
            /// ```
            #[doc = concat!("let base = urigram::", stringify!($ty), "::parse(\"http://a/b/c/d;p?q\").unwrap();")]
            /// assert_eq!(base.join("../g").unwrap(), "http://a/b/g"); // RFC 3986 section 5.4.1
            /// ```
            pub fn join(&self, reference: &str) -> Result<UriString, ParseError> {
                self.$view().join(reference)
            }
        }
    )*};
}

scheme_conveniences!(UriString => as_uri, AbsoluteUriString => as_absolute_uri);

impl UriRefString {
    /// The port, or the scheme's known default; see
    /// [`UriRef::port_or_known_default`](crate::UriRef::port_or_known_default).
    ///
    /// ```
    /// let r = urigram::UriRefString::parse("wss://h/chat").unwrap();
    /// assert_eq!(r.port_or_known_default(), Some(443));
    /// let r = urigram::UriRefString::parse("//h:8080/chat").unwrap();
    /// assert_eq!(r.port_or_known_default(), Some(8080));
    /// ```
    #[must_use]
    pub fn port_or_known_default(&self) -> Option<u16> {
        self.as_uri_ref().port_or_known_default()
    }
}
