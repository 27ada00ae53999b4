//! The getters and operations of the borrowed tree, on the owned types
//! themselves: `u.host()`, `u.resolve(..)`, `u.normalize()`.
//!
//! These delegate rather than `Deref` to the borrowed view: the view
//! (`Uri<'_>` and the others) is a small value built on demand from the
//! stored offsets, not something the owned type holds, and `Deref` must hand
//! out a reference to a value that lives inside `self`. Delegation also keeps
//! the method set of each owned type exactly that of its rule (no
//! `fragment()` on an [`AbsoluteUriString`]) and shows every method in its
//! documentation.

use super::layout::absolute_as_uri;
use super::{AbsoluteUriString, RelativeRefString, UriRefString, UriString};
use crate::ast::{Authority, Fragment, Host, Path, Port, Query, QueryPairs, Scheme, Uri, UriRef};

/// The getters every owned type has, through its borrowed view.
macro_rules! common_getters {
    ($ty:ident, $view:ident) => {
        impl $ty {
            /// The authority, if there is `//`.
            #[must_use]
            pub fn authority(&self) -> Option<Authority<'_>> {
                self.$view().authority()
            }

            /// The host, if there is an authority.
            #[must_use]
            pub fn host(&self) -> Option<Host<'_>> {
                self.$view().host()
            }

            /// The port, if there is an authority with a `:` after its host.
            #[must_use]
            pub fn port(&self) -> Option<Port<'_>> {
                self.$view().port()
            }

            /// The path (always present, possibly empty).
            #[must_use]
            pub fn path(&self) -> Path<'_> {
                self.$view().path()
            }

            /// The query, if there is a `?`.
            #[must_use]
            pub fn query(&self) -> Option<Query<'_>> {
                self.$view().query()
            }

            /// The query's `name=value` pairs, decoded as
            /// `application/x-www-form-urlencoded` (see [`Query::pairs`]).
            #[must_use]
            pub fn query_pairs(&self) -> QueryPairs<'_> {
                self.$view().query_pairs()
            }
        }
    };
}

/// The fragment getter, for the types that may have a fragment.
macro_rules! fragment_getter {
    ($ty:ident, $view:ident) => {
        impl $ty {
            /// The fragment, if there is a `#`.
            #[must_use]
            pub fn fragment(&self) -> Option<Fragment<'_>> {
                self.$view().fragment()
            }
        }
    };
}

common_getters!(UriRefString, as_uri_ref);
common_getters!(UriString, as_uri);
common_getters!(RelativeRefString, as_relative_ref);
common_getters!(AbsoluteUriString, as_absolute_uri);
fragment_getter!(UriRefString, as_uri_ref);
fragment_getter!(UriString, as_uri);
fragment_getter!(RelativeRefString, as_relative_ref);

impl UriRefString {
    /// The scheme, for a URI.
    #[must_use]
    pub fn scheme(&self) -> Option<Scheme<'_>> {
        self.as_uri_ref().scheme()
    }

    /// Whether this is a URI (it has a scheme).
    #[must_use]
    pub fn is_uri(&self) -> bool {
        self.as_uri_ref().is_uri()
    }

    /// The normalized form; see [`UriRef::normalize`].
    #[must_use]
    pub fn normalize(&self) -> UriRefString {
        self.as_uri_ref().normalize()
    }
}

impl UriString {
    /// The scheme.
    #[must_use]
    pub fn scheme(&self) -> Scheme<'_> {
        self.as_uri().scheme()
    }

    /// Resolves `reference` against this URI as base; see [`Uri::resolve`].
    ///
    /// ```
    /// use urigram::{UriRef, UriString};
    /// let base = UriString::parse("http://a/b/c/d;p?q").unwrap();
    /// assert_eq!(base.resolve(&UriRef::parse("../g").unwrap()), "http://a/b/g");
    /// assert_eq!(base.host().unwrap().as_str(), "a");
    /// ```
    #[must_use]
    pub fn resolve(&self, reference: &UriRef<'_>) -> UriString {
        self.as_uri().resolve(reference)
    }

    /// The normalized form; see [`Uri::normalize`].
    #[must_use]
    pub fn normalize(&self) -> UriString {
        self.as_uri().normalize()
    }

    /// The shortest reference that resolves against this URI to `target`;
    /// see [`Uri::relativize`].
    #[must_use]
    pub fn relativize(&self, target: &Uri<'_>) -> UriRefString {
        self.as_uri().relativize(target)
    }
}

impl RelativeRefString {
    /// The normalized form (case and percent-encoding; dot segments kept);
    /// see [`RelativeRef::normalize`](crate::RelativeRef::normalize).
    #[must_use]
    pub fn normalize(&self) -> RelativeRefString {
        self.as_relative_ref().normalize()
    }
}

impl AbsoluteUriString {
    /// The scheme.
    #[must_use]
    pub fn scheme(&self) -> Scheme<'_> {
        self.as_absolute_uri().scheme()
    }

    /// Resolves `reference` against this URI as base; see [`Uri::resolve`].
    #[must_use]
    pub fn resolve(&self, reference: &UriRef<'_>) -> UriString {
        absolute_as_uri(self.as_absolute_uri()).resolve(reference)
    }

    /// The normalized form; see [`Uri::normalize`]. Normalizing adds no
    /// fragment, so the result is still an absolute URI.
    #[must_use]
    pub fn normalize(&self) -> AbsoluteUriString {
        let uri = absolute_as_uri(self.as_absolute_uri());
        AbsoluteUriString(uri.normalize().0)
    }

    /// The shortest reference that resolves against this URI to `target`;
    /// see [`Uri::relativize`].
    #[must_use]
    pub fn relativize(&self, target: &Uri<'_>) -> UriRefString {
        absolute_as_uri(self.as_absolute_uri()).relativize(target)
    }
}
