//! The `url` crate's conveniences on the owned types, through the borrowed
//! view (see [`crate::ast`]'s for what each answers and where it differs
//! from the `url` crate).

use super::{AbsoluteUriString, RelativeRefString, UriRefString, UriString};
use crate::ast::Segments;
use crate::error::ParseError;
use crate::origin::Origin;

/// The getters every owned type has.
macro_rules! url_getters {
    ($($ty:ident => $view:ident, $prefix:literal);*) => {$(
        /// The getters under the `url` crate's names.
        ///
        /// ```
        #[doc = concat!("let r = urigram::", stringify!($ty), "::parse(\"", $prefix, "//user:pw@Example.com/a/b\").unwrap();")]
        /// assert_eq!((r.username(), r.password()), ("user", Some("pw")));
        /// assert_eq!((r.host_str(), r.domain()), (Some("Example.com"), Some("Example.com")));
        /// assert_eq!(r.path_segments().unwrap().collect::<Vec<_>>(), ["a", "b"]);
        /// ```
        impl $ty {
            /// The user name, still percent-encoded; `""` without a
            /// userinfo. See [`Authority::username`](crate::Authority::username).
            #[must_use]
            pub fn username(&self) -> &str {
                self.$view().username()
            }

            /// The password (deprecated by RFC 3986 section 3.2.1), still
            /// percent-encoded; `None` when the userinfo has no `:`. See
            /// [`Authority::password`](crate::Authority::password).
            #[must_use]
            pub fn password(&self) -> Option<&str> {
                self.$view().password()
            }

            /// The host as written, if there is an authority; see
            /// [`Uri::host_str`](crate::Uri::host_str).
            #[must_use]
            pub fn host_str(&self) -> Option<&str> {
                self.$view().host_str()
            }

            /// The host if it is a non-empty `reg-name`; see
            /// [`Host::domain`](crate::Host::domain).
            #[must_use]
            pub fn domain(&self) -> Option<&str> {
                self.$view().domain()
            }

            /// The segments of a path that begins with `/`; see
            /// [`Uri::path_segments`](crate::Uri::path_segments).
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
        ///
        /// ```
        #[doc = concat!("let base = urigram::", stringify!($ty), "::parse(\"http://a/b/c/d;p?q\").unwrap();")]
        /// assert_eq!(base.port_or_known_default(), Some(80));
        /// assert_eq!(base.origin().to_string(), "http://a");
        /// assert_eq!(base.join("../g").unwrap(), "http://a/b/g");
        /// ```
        impl $ty {
            /// The port, or the scheme's known default; see
            /// [`Uri::port_or_known_default`](crate::Uri::port_or_known_default).
            #[must_use]
            pub fn port_or_known_default(&self) -> Option<u16> {
                self.$view().port_or_known_default()
            }

            /// The origin of RFC 6454; see [`Origin`].
            #[must_use]
            pub fn origin(&self) -> Origin {
                self.$view().origin()
            }

            /// Parses `reference` and resolves it against this URI; see
            /// [`Uri::join`](crate::Uri::join).
            ///
            /// # Errors
            /// The [`ParseError`] of `reference`.
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
