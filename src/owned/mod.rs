//! Owned references: one `String` each, validated once, that hand out the
//! borrowed tree ([`UriRef`], [`Uri`], [`RelativeRef`], [`AbsoluteUri`])
//! without parsing again.
//!
//! Each owned type is the borrowed type's rule plus ownership: a
//! [`UriString`] always holds a `URI`, a [`RelativeRefString`] a
//! `relative-ref`, and so on. The only ways in are parsing, the algorithms of
//! this crate (whose results are valid by construction, and checked by
//! property tests), the [`Builder`](crate::Builder) and setters that check what
//! they are given. Equality, ordering and hashing are those of the text, byte
//! for byte; for equivalence in the sense of RFC 3986 section 6 see
//! [`Normalized`](crate::Normalized).

use std::fmt;
use std::str::FromStr;

use crate::ast::{AbsoluteUri, RelativeRef, Uri, UriRef};
use crate::error::ParseError;
use crate::options::ParseOptions;

mod conveniences;
pub(crate) mod layout;
mod query_pairs_mut;
#[cfg(feature = "serde")]
mod serde_impls;
mod setters;
#[cfg(feature = "url")]
pub(crate) mod url_impls;
mod views;
pub(crate) mod writer;

pub use query_pairs_mut::QueryPairsMut;

use layout::{Layout, absolute_as_uri};

/// A reference's text and where its components stand in it.
#[derive(Clone)]
pub(crate) struct RefBuf {
    pub(crate) text: String,
    pub(crate) layout: Layout,
}

impl RefBuf {
    fn of(text: String, r: &UriRef<'_>) -> RefBuf {
        let layout = Layout::of(r);
        RefBuf { text, layout }
    }
}

/// Declares an owned reference type over [`RefBuf`] with its conversions.
macro_rules! owned_type {
    (
        $(#[$doc:meta])*
        $name:ident, $borrowed:ident, $abnf:literal,
        view: $view:ident => $layout_view:ident,
        parse: |$s:ident, $o:ident| $parse:expr
    ) => {
        $(#[$doc])*
        #[derive(Clone)]
        pub struct $name(pub(crate) RefBuf);

        impl $name {
            #[doc = concat!("Parses `input` as `", $abnf, "` and keeps a copy.")]
            ///
            /// # Errors
            /// The [`ParseError`] of the borrowed type's `parse`.
            pub fn parse(input: &str) -> Result<Self, ParseError> {
                Self::try_from(input.to_owned())
            }

            #[doc = concat!("Parses `input` as `", $abnf, "` in the grammar `options` read (with [`ParseOptions::RFC6874`], an IPv6 literal may hold a zone ID) and keeps a copy.")]
            ///
            /// # Errors
            /// The [`ParseError`] of the borrowed type's `parse_with`.
            pub fn parse_with(input: &str, options: ParseOptions) -> Result<Self, ParseError> {
                Self::checked(input.to_owned(), options)
            }

            /// Checks `input` in the grammar `options` read, keeping it.
            fn checked(input: String, options: ParseOptions) -> Result<Self, ParseError> {
                let layout = {
                    let $s = input.as_str();
                    let $o = options;
                    let r: UriRef<'_> = $parse?;
                    Layout::of(&r)
                };
                Ok($name(RefBuf { text: input, layout }))
            }

            /// The text.
            #[must_use]
            pub fn as_str(&self) -> &str {
                &self.0.text
            }

            /// The text, as a `String`, without copying.
            #[must_use]
            pub fn into_string(self) -> String {
                self.0.text
            }

            #[doc = concat!("The borrowed tree (`", stringify!($borrowed), "`), without parsing again.")]
            #[must_use]
            pub fn $view(&self) -> $borrowed<'_> {
                self.0.layout.$layout_view(&self.0.text)
            }
        }

        impl TryFrom<String> for $name {
            type Error = ParseError;

            #[doc = concat!("Checks `input` against `", $abnf, "`, keeping the `String` it was given.")]
            fn try_from(input: String) -> Result<Self, ParseError> {
                Self::checked(input, ParseOptions::RFC3986)
            }
        }

        impl TryFrom<&str> for $name {
            type Error = ParseError;

            fn try_from(input: &str) -> Result<Self, ParseError> {
                Self::try_from(input.to_owned())
            }
        }

        impl FromStr for $name {
            type Err = ParseError;

            fn from_str(input: &str) -> Result<Self, ParseError> {
                Self::try_from(input.to_owned())
            }
        }

        impl From<$borrowed<'_>> for $name {
            fn from(r: $borrowed<'_>) -> Self {
                let text = r.as_str().to_owned();
                $name(RefBuf::of(text, &owned_type!(@as_ref $borrowed, r)))
            }
        }

        impl AsRef<str> for $name {
            fn as_ref(&self) -> &str {
                &self.0.text
            }
        }

        /// Lookups by `&str` in maps and sets: equality, ordering and
        /// hashing are the text's, byte for byte, as `Borrow` requires.
        impl std::borrow::Borrow<str> for $name {
            fn borrow(&self) -> &str {
                &self.0.text
            }
        }

        impl From<$name> for String {
            /// The text, without copying.
            fn from(r: $name) -> String {
                r.0.text
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(&self.0.text)
            }
        }

        impl fmt::Debug for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, concat!(stringify!($name), "({:?})"), self.0.text)
            }
        }

        /// The text's equality, byte for byte: `HTTP://A/` is not
        /// `http://a/`. For equivalence in the sense of RFC 3986 section 6
        /// (case, percent-encoding, dot segments, default ports), compare
        /// with `eq_normalized`, or key a map with
        /// [`Normalized`](crate::Normalized).
        impl PartialEq for $name {
            fn eq(&self, other: &Self) -> bool {
                self.0.text == other.0.text
            }
        }

        impl Eq for $name {}

        impl PartialEq<str> for $name {
            fn eq(&self, other: &str) -> bool {
                self.0.text == other
            }
        }

        impl PartialEq<&str> for $name {
            fn eq(&self, other: &&str) -> bool {
                self.0.text == *other
            }
        }

        impl std::hash::Hash for $name {
            fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
                self.0.text.hash(state);
            }
        }

        impl PartialOrd for $name {
            fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
                Some(self.cmp(other))
            }
        }

        impl Ord for $name {
            fn cmp(&self, other: &Self) -> std::cmp::Ordering {
                self.0.text.cmp(&other.0.text)
            }
        }
    };
    (@as_ref UriRef, $r:ident) => { $r };
    (@as_ref Uri, $r:ident) => { UriRef::Uri($r) };
    (@as_ref RelativeRef, $r:ident) => { UriRef::Relative($r) };
    (@as_ref AbsoluteUri, $r:ident) => { UriRef::Uri(absolute_as_uri($r)) };
}

owned_type!(
    /// An owned `URI-reference` (section 4.1): a URI or a relative reference.
    ///
    /// ```
    /// use urigram::UriRefString;
    /// let r: UriRefString = "../g?q".parse().unwrap();
    /// assert_eq!(r.as_uri_ref().path().as_str(), "../g");
    /// assert!("http://h/a b".parse::<UriRefString>().is_err());
    /// ```
    UriRefString, UriRef, "URI-reference",
    view: as_uri_ref => view,
    parse: |s, o| UriRef::parse_with(s, o)
);

owned_type!(
    /// An owned `URI` (section 3): it always has a scheme.
    ///
    /// ```
    /// use urigram::UriString;
    /// let u = UriString::try_from(String::from("http://example.com/a?q#f")).unwrap();
    /// assert_eq!(u.as_uri().scheme().as_str(), "http");
    /// assert_eq!(u.as_uri().fragment().unwrap().as_str(), "f");
    /// assert_eq!(u, "http://example.com/a?q#f");
    /// ```
    UriString, Uri, "URI",
    view: as_uri => view_uri,
    parse: |s, o| Uri::parse_with(s, o).map(UriRef::Uri)
);

owned_type!(
    /// An owned `relative-ref` (section 4.2): it never has a scheme.
    ///
    /// ```
    /// use urigram::RelativeRefString;
    /// let r = RelativeRefString::parse("//h/p").unwrap();
    /// assert_eq!(r.as_relative_ref().authority().unwrap().as_str(), "h");
    /// assert!(RelativeRefString::parse("a:b").is_err());
    /// ```
    RelativeRefString, RelativeRef, "relative-ref",
    view: as_relative_ref => view_relative,
    parse: |s, o| RelativeRef::parse_with(s, o).map(UriRef::Relative)
);

owned_type!(
    /// An owned `absolute-URI` (section 4.3): a scheme and no fragment, as a
    /// base URI must be.
    ///
    /// ```
    /// use urigram::AbsoluteUriString;
    /// assert!(AbsoluteUriString::parse("http://a/b?q").is_ok());
    /// assert!(AbsoluteUriString::parse("http://a/b#f").is_err());
    /// ```
    AbsoluteUriString, AbsoluteUri, "absolute-URI",
    view: as_absolute_uri => view_absolute,
    parse: |s, o| AbsoluteUri::parse_with(s, o).map(|a| UriRef::Uri(absolute_as_uri(a)))
);

impl From<UriString> for UriRefString {
    fn from(u: UriString) -> Self {
        UriRefString(u.0)
    }
}

impl From<RelativeRefString> for UriRefString {
    fn from(r: RelativeRefString) -> Self {
        UriRefString(r.0)
    }
}

impl From<AbsoluteUriString> for UriString {
    fn from(a: AbsoluteUriString) -> Self {
        UriString(a.0)
    }
}

impl TryFrom<UriRefString> for UriString {
    type Error = UriRefString;

    /// The URI, if the reference has a scheme; else the reference, unchanged.
    fn try_from(r: UriRefString) -> Result<Self, UriRefString> {
        if r.0.layout.has_scheme() {
            Ok(UriString(r.0))
        } else {
            Err(r)
        }
    }
}

impl TryFrom<UriRefString> for RelativeRefString {
    type Error = UriRefString;

    /// The relative reference, if the reference has no scheme; else the
    /// reference, unchanged.
    fn try_from(r: UriRefString) -> Result<Self, UriRefString> {
        if !r.0.layout.has_scheme() {
            Ok(RelativeRefString(r.0))
        } else {
            Err(r)
        }
    }
}

impl UriString {
    /// The URI without its fragment, as an absolute URI (section 4.3).
    ///
    /// ```
    /// let u = urigram::UriString::parse("http://a/b?q#f").unwrap();
    /// assert_eq!(u.to_absolute().as_str(), "http://a/b?q");
    /// ```
    #[must_use]
    pub fn to_absolute(&self) -> AbsoluteUriString {
        let mut buf = self.0.clone();
        // The same offsets hold without the fragment: the text now ends
        // where it began (at its '#'), which is what says there is none.
        buf.text.truncate(buf.layout.query_end());
        AbsoluteUriString(buf)
    }
}
