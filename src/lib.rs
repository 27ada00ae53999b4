//! urigram: URIs parsed exactly as RFC 3986 defines them, with diagnostics that
//! point at the byte where the input stopped being valid.
//!
//! The strict layer is a set of nom combinators, one per rule of RFC 3986
//! Appendix A ([`rules`]), producing a typed tree that borrows from the input
//! ([`ast`]). Every failure is a [`ParseError`] with the exact offset, what was
//! expected there and the chain of rules being parsed.
//!
//! ```
//! use urigram::{Host, UriRef};
//!
//! let r = UriRef::parse("http://user@[2001:db8::7]:8080/a/b?q#f").unwrap();
//! let authority = r.authority().unwrap();
//! assert!(matches!(authority.host(), Host::Ipv6 { addr, .. } if addr.segments()[0] == 0x2001));
//! assert_eq!(r.path().segments().collect::<Vec<_>>(), ["a", "b"]);
//! assert_eq!(r.to_string(), "http://user@[2001:db8::7]:8080/a/b?q#f");
//!
//! let err = UriRef::parse("http://[::1::2]/").unwrap_err();
//! assert_eq!(err.offset(), 12);
//! assert_eq!(err.rule().abnf_name(), "IPv6address");
//! ```

#![forbid(unsafe_code)]

pub mod ast;
mod builder;
mod component;
mod diagnostic;
pub mod error;
pub mod file_path;
pub mod lint;
pub mod normalize;
mod owned;
mod parse;
pub mod pct;
pub mod relativize;
pub mod resolve;
mod rule;
pub mod rules;
pub mod urllib;

pub use ast::{
    AbsoluteUri, Authority, Fragment, Host, Path, PathKind, Port, Query, RelativeRef, Scheme,
    Segments, Span, Text, Uri, UriRef, Userinfo,
};
pub use builder::Builder;
pub use component::{Component, ComponentError};
pub use diagnostic::Frame;
pub use error::{Expected, Found, Kind, ParseError};
pub use normalize::Normalized;
pub use owned::{AbsoluteUriString, RelativeRefString, UriRefString, UriString};
pub use parse::{is_valid, parse};
pub use rule::{Node, Rule, UnknownRule};

#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;
