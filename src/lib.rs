//! urigram: URIs parsed exactly as RFC 3986 defines them, with diagnostics that
//! point at the byte where the input stopped being valid, the RFC's
//! algorithms, and Python's `urllib.parse` for when exactness is not wanted.
//!
//! | to... | start at |
//! |---|---|
//! | parse and validate RFC 3986 URIs, read their parts | [`UriRef`], [`Uri`], [`is_valid`], [`ParseError`] |
//! | resolve, normalize, relativize, build | [`resolve`], [`normalize`], [`relativize`], [`Builder`] |
//! | hold a URI as an owned, validated string | [`UriString`] and its siblings |
//! | flag risky URIs (RFC 3986 section 7) | [`lint`] |
//! | read another grammar: RFC 2396, 1808, 1945, 3987 (IRIs), 6874, 9112 | [`grammars`] |
//! | answer as Python's `urllib.parse` does, release by release | [`urllib`] |
//! | answer as `java.net.URI` and Spark's `parse_url` do | [`java`], [`spark`] |
//! | expand and match RFC 6570 URI Templates | [`template`] |
//! | see where parsers disagree about one input | [`compare`](mod@compare) |
//! | match any grammar's rule by name, draw frames | [`engine`], [`escape`] |
//!
//! The repository's `docs/` folder holds the guides (the command line, the
//! Python package, the JVM readers, templates, each grammar, performance,
//! the architecture); this documentation is the reference.
//!
//! # Parse
//!
//! [`UriRef::parse`] takes any `URI-reference` (a URI or a relative
//! reference); [`Uri::parse`] insists on a scheme, and [`RelativeRef`] and
//! [`AbsoluteUri`] have their own. [`Rule::parse`] matches any rule of
//! Appendix A by name. Nothing is copied: the tree borrows from the input.
//!
//! ```
//! use urigram::{Uri, UriRef};
//! let uri = Uri::parse("https://example.com/a?b#c").unwrap();
//! assert!(UriRef::parse("../up?q").is_ok());
//! assert!(urigram::is_valid("mailto:someone@example.org"));
//! ```
//!
//! A failure is a [`ParseError`]: the exact byte offset, what would have been
//! accepted there, the rule path, and, for the common mistakes whose offset
//! points away from the cause, a [`Help`]. `{:#}` renders it as a frame:
//!
//! ```
//! let err = urigram::Uri::parse("http://example.com:abc/").unwrap_err();
//! assert_eq!(err.offset(), 22); // "example.com:abc" could still be user:password
//! assert_eq!(format!("{err:#}"), r#"error: invalid URI: unexpected '/'
//!   |
//! 1 | http://example.com:abc/
//!   |                       ^ expected userinfo character or "@"
//!   = while parsing: URI > hier-part > authority > userinfo
//!   = see RFC 3986, section 3.2.1
//!   = help: a port is digits only (section 3.2.3); if the text after ":" is a password, the userinfo must end with "@" and a host must follow"#);
//! ```
//!
//! # Inspect
//!
//! Every component is a typed value that knows where it stands in the input.
//!
//! ```
//! use std::net::{IpAddr, Ipv6Addr};
//! use urigram::{Host, Uri};
//! let u = Uri::parse("http://user@[2001:db8::7]:8080/a/b?q=caf%C3%A9&x#f").unwrap();
//! assert_eq!(u.scheme().as_str(), "http");
//! assert!(matches!(u.host(), Some(Host::Ipv6 { .. })));
//! assert_eq!(u.host().unwrap().ip(), Some(IpAddr::V6("2001:db8::7".parse::<Ipv6Addr>().unwrap())));
//! assert_eq!(u.port().unwrap().as_u16(), Some(8080));
//! assert_eq!(u.path().segments().collect::<Vec<_>>(), ["a", "b"]);
//! assert_eq!(u.path().span().range(), 30..34);
//! // RFC 3986 gives a query no inner syntax; `query_pairs` reads it as a form would.
//! let pairs: Vec<_> = u.query_pairs().collect();
//! assert_eq!((&*pairs[0].0, &*pairs[0].1), ("q", "café"));
//! assert_eq!(u.fragment().unwrap().as_str(), "f");
//! ```
//!
//! # Resolve, normalize, relativize
//!
//! Section 5 resolution ([`resolve`]), section 6 normalization and
//! comparison ([`normalize`], [`Normalized`]), and the inverse of resolution
//! ([`relativize`]). A relative reference normalizes too, keeping its dot
//! segments: they mean something until it is resolved.
//!
//! ```
//! use urigram::{RelativeRef, Uri, UriRef};
//! let base = Uri::parse("http://a/b/c/d;p?q").unwrap();
//! let target = base.resolve(&UriRef::parse("../g?y").unwrap());
//! assert_eq!(target, "http://a/b/g?y"); // RFC 3986 section 5.4.1
//! assert_eq!(base.relativize(&target.as_uri()), "../g?y");
//! assert_eq!(Uri::parse("HTTP://Example.COM:80/./%7Ea").unwrap().normalize(), "http://example.com/~a");
//! assert_eq!(RelativeRef::parse("../%7Ea/./b").unwrap().normalize(), "../~a/./b");
//! ```
//!
//! # Build
//!
//! The [`Builder`] checks each component against its rule and against the
//! others; [`pct`] encodes text for any component, or for one value of a
//! query's `name=value` pairs.
//!
//! ```
//! use urigram::Builder;
//! use urigram::pct::{self, EncodeSet};
//! let value = pct::encode("fish & chips", EncodeSet::QueryValue);
//! let query = format!("order={value}");
//! let uri = Builder::new()
//!     .scheme("https")
//!     .host("example.com")
//!     .port(8443)
//!     .path("/menu")
//!     .query(&query)
//!     .build_uri()
//!     .unwrap();
//! assert_eq!(uri, "https://example.com:8443/menu?order=fish%20%26%20chips");
//! assert_eq!(uri.query_pairs().next().unwrap().1, "fish & chips");
//! ```
//!
//! # Owned and borrowed
//!
//! The parsed tree ([`Uri`], [`UriRef`], ...) borrows its input and costs no
//! allocation. The owned types ([`UriString`], [`UriRefString`],
//! [`RelativeRefString`], [`AbsoluteUriString`]) hold one `String`, validated
//! once; they have the same getters and operations, checked setters, and
//! compare, hash and borrow as their text, so a `HashMap<UriString, _>` is
//! looked up by `&str`.
//!
//! ```
//! use std::collections::HashMap;
//! use urigram::{UriRef, UriString};
//! let mut u: UriString = "http://example.com/a".parse().unwrap();
//! u.set_port(Some(8080)).unwrap();
//! assert_eq!(u.host().unwrap().as_str(), "example.com");
//! assert_eq!(u.resolve(&UriRef::parse("b").unwrap()), "http://example.com:8080/b");
//! let mut seen = HashMap::new();
//! seen.insert(u.clone(), 1);
//! assert_eq!(seen.get("http://example.com:8080/a"), Some(&1));
//! let text: String = u.into();
//! assert_eq!(text, "http://example.com:8080/a");
//! ```
//!
//! # Coming from the `url` crate
//!
//! The getters a `url` user reaches for have the same names here, on the
//! borrowed and the owned types: `username()`, `password()` (which RFC 3986
//! section 3.2.1 deprecates), `host_str()`, `domain()`, `path_segments()`,
//! `port_or_known_default()` (with the table of [`known_default_port`]),
//! `origin()` (an RFC 6454 [`Origin`]) and `join(&str)` (section 5
//! resolution of a parsed reference). [`pct::decode_utf8`] is
//! `percent_decode_str(s).decode_utf8()`. They read the components as
//! written: where `url` answers otherwise, it is because the WHATWG URL
//! Standard normalizes as it parses (lowercase hosts, `/` for an empty
//! path, dot segments removed), and each method's documentation says how.
//! The `url` feature converts to and from `url::Url`.
//!
//! ```
//! use urigram::UriString;
//! let u = UriString::parse("https://user@Example.com/a/b%20c").unwrap();
//! assert_eq!((u.username(), u.password()), ("user", None));
//! assert_eq!((u.host_str(), u.domain()), (Some("Example.com"), Some("Example.com")));
//! assert_eq!(u.path_segments().unwrap().collect::<Vec<_>>(), ["a", "b%20c"]);
//! assert_eq!(u.port_or_known_default(), Some(443));
//! assert_eq!(u.origin().to_string(), "https://example.com");
//! assert_eq!(u.join("../d?e").unwrap(), "https://user@Example.com/d?e");
//! ```
//!
//! # Cargo features
//!
//! None is on by default: without them the library depends only on
//! memchr, nom, nom_locate, unicode-normalization and wide.
//!
//! - `serde`: `Serialize` and `Deserialize` for the owned types
//!   ([`UriString`] and the others). A reference serializes as its text;
//!   deserializing parses it, so an invalid string is an error, never a
//!   value that breaks the type's promise. Brings serde.
//! - `jsonl`: `urllib::jsonl`, the JSON-lines protocol of
//!   `urigram urllib --jsonl` (Python values as JSON, one request line to
//!   one answer line), for the command-line tool and for tests; and
//!   `template::json::parse_vars`, a template's variables read from JSON;
//!   both through [`json`], the library's own JSON reader and writer (no
//!   dependency).
//! - `url`: `TryFrom` conversions between the owned types (and [`Uri`],
//!   [`UriRef`]) and the `url` crate's `Url`, with `ToUrlError` saying
//!   which inputs fail each way and why (a relative reference has no
//!   `Url`; WHATWG rejects some RFC 3986 URIs and normalizes the others;
//!   RFC 3986 rejects some characters that WHATWG leaves unencoded). Brings
//!   url.
//! - `idna`: [`grammars::rfc3987`]'s `iri_to_uri_idna`, RFC 3987 section
//!   3.1's option for hosts resolved by DNS (IDNA's ToASCII); and
//!   [`compare`](mod@compare)'s non-ASCII destinations (urllib's through
//!   CPython's IDNA 2003 codec, ported). Brings idna, and ICU4X's
//!   normalizer, which then also gives NFC and NFKC in place of
//!   unicode-normalization (one normalizer per build).
//! - `whatwg`: `compare::Reader::Whatwg`, the WHATWG URL Standard as a
//!   reader of [`compare`](mod@compare), through the url crate; turns on
//!   `url` and `idna`. The command line and the Python package turn it on.
//!
//! # Python's `urllib.parse`
//!
//! [`urllib`] reproduces CPython's lenient functions output for output and
//! error for error, for code that must agree with Python rather than with the
//! RFC.
//!
//! ```
//! use urigram::urllib::{parse_qsl, urljoin, urlsplit};
//! let r = urlsplit("HTTP://example.com:80/p?q=1#f").unwrap();
//! assert_eq!((&*r.scheme, &*r.netloc, r.port()), ("http", "example.com:80", Ok(Some(80))));
//! assert_eq!(urljoin("http://a/b/c/d;p?q", "../g").unwrap(), "http://a/b/g");
//! assert_eq!(parse_qsl("a=1&b=x+y"), [("a".into(), "1".into()), ("b".into(), "x y".into())]);
//! ```
//!
//! # Lint
//!
//! [`lint::lint`] flags what the grammar accepts but RFC 3986 section 7 calls
//! risky, with positions.
//!
//! ```
//! use urigram::lint::{Check, lint};
//! let r = urigram::UriRef::parse("http://user:secret@example.com/").unwrap();
//! let warnings = lint(&r);
//! assert_eq!(warnings[0].check, Check::PasswordInUserinfo);
//! ```
//!
//! # Where parsers disagree
//!
//! [`compare()`] reads one input under several readers (each grammar,
//! urllib as a CPython release splits, [`java`], and the WHATWG URL
//! Standard with the `whatwg` feature) and says on which parts they
//! differ, hosts compared as the destinations each reader's client would
//! look up; [`compare::agree`] is the one-call consensus check of a
//! server-side request forgery filter.
//!
//! ```
//! use urigram::compare::{self, Part, Reader};
//! let readers = Reader::parse_list("whatwg,urllib", Default::default()).unwrap();
//! // Node's URL: host "evil.example", path "/"; CPython's urlsplit: no
//! // host, path "/evil.example/".
//! let c = compare::compare("https:/evil.example/", &readers);
//! assert_eq!(c.differ(), [Part::Host, Part::Path]);
//! assert!(!compare::agree("https:/evil.example/", &readers, &Part::DESTINATION));
//! assert!(compare::agree("https://evil.example/", &readers, &Part::DESTINATION));
//! ```
//!
//! # The JVM and templates
//!
//! [`java::parse`] is `new java.net.URI(s)` as JDK 17 reads it, exception
//! and index included; [`spark::parse_url`] is Spark 4's `parse_url` on top
//! of it. [`template`] expands RFC 6570 URI Templates and matches URIs back
//! to their variables, saying when a template is ambiguous.
//!
//! ```
//! use urigram::{java, spark};
//! // "_" is no hostname character: java reads a registry-based authority.
//! assert_eq!(java::parse("http://a_b/").unwrap().host(), None);
//! let x = spark::parse_url("http://h/a?x=1&y=2", "QUERY", Some("y")).unwrap();
//! assert_eq!(x.as_deref(), Some("2"));
//! ```
//!
//! # Other grammars
//!
//! [`grammars`] holds the URI grammars beside RFC 3986 on the shared
//! [`engine`]: RFC 2396 with RFC 2732 ([`grammars::rfc2396`], the grammar of
//! `java.net.URI`), RFC 1808 ([`grammars::rfc1808`]) and HTTP/1.0's RFC 1945
//! ([`grammars::rfc1945`], a grammar over octets), each with one combinator
//! per rule of its ABNF file, a registry that matches any rule by name, exact
//! error offsets and a typed tree. RFC 6874 zone IDs are an option of the
//! RFC 3986 parse ([`ParseOptions`]), and RFC 9112 request-targets are built
//! on RFC 3986's rules ([`request_target`]). Every grammar has its folder
//! under [`grammars`], RFC 3986's own included ([`grammars::rfc3986`], whose
//! modules the crate root re-exports as [`ast`], [`rules`], [`error`] and
//! [`pct`]), with [`grammars::rfc6874`] and [`grammars::rfc9112`] beside it.
//!
//! ```
//! use urigram::grammars::rfc2396;
//! let err = rfc2396::check("URI-reference", "http://h/a b").unwrap().unwrap_err();
//! assert_eq!(err.offset(), 10);
//! assert_eq!(err.rule().name(), "pchar");
//! ```

#![forbid(unsafe_code)]
// The wasm build (scripts/build_web.sh) compiles the library at opt-level
// "z", since its code is most of the page's weight, and keeps the paths the
// npm package is timed on at speed: every function of RFC 3986's single pass
// (`rules::{fast, head, runs, chars, tail, word}`), of its tree (`ast`, `parse`)
// and of the template matcher's match (the modules of `template` but
// `analysis`, `expand`, `json` and `mod.rs`; not their construction: the
// automaton's builder `nfa::Builder`, `Core::build`, `dfa::Automaton::new`,
// `OnePass::build`, the `new`/`with_config` of `Matcher` and `TemplateSet`,
// which run once a template, outside any timed loop) carries
// `#[cfg_attr(urigram_web, optimize(speed))]`. The attribute is
// nightly-only, so it is on only under the cfg that script sets (with
// RUSTC_BOOTSTRAP=1); host builds on stable never see it. It does not reach
// core's generic helpers such a function calls (an array `map`,
// `copy_from_slice`, `starts_with`): those are compiled at "z" and called,
// not inlined, so the timed paths avoid them (docs/performance.md#web,
// "`parse` past fast-uri again").
#![cfg_attr(urigram_web, feature(optimize_attribute))]

mod builder;
#[cfg(feature = "idna")]
mod column_planes;
pub mod compare;
mod component;
mod conveniences;
pub mod engine;
pub mod escape;
pub mod file_path;
pub mod grammars;
pub mod java;
pub mod json;
mod known_port;
pub mod lint;
pub mod normalize;
mod origin;
mod owned;
pub mod relativize;
pub mod resolve;
mod sorted_deltas;
pub mod spark;
pub mod template;
#[cfg(feature = "idna")]
mod text_planes;
mod unicode_forms;
pub mod urllib;

// RFC 3986's core, RFC 6874 and RFC 9112 live under `grammars/`; these are
// the paths they always had, public and crate-internal alike.
pub use grammars::rfc3986::{ast, error, pct};
use grammars::rfc3986::{parse, rule};
use grammars::rfc6874 as options;
pub use grammars::rfc9112::request_target;

/// RFC 3986's rules as nom combinators, one module per section of the RFC,
/// with RFC 6874's two rules beside them: see
/// [`grammars::rfc3986::rules`], whose items this module re-exports, and
/// [`grammars::rfc6874::zone`].
pub mod rules {
    pub use crate::grammars::rfc3986::rules::*;
    pub use crate::grammars::rfc6874::zone::{self, ipv6_addrz, with_zone_ids, zone_id};
}

pub use ast::{
    AbsoluteUri, Authority, Fragment, Host, Path, PathKind, Port, Query, QueryPairs, RelativeRef,
    Scheme, Segments, Span, Text, Uri, UriRef, Userinfo, ZoneId,
};
pub use builder::Builder;
pub use compare::compare;
pub use component::{Component, ComponentError};
pub use error::{Expected, Found, Kind, ParseError};
pub use grammars::by_name::Node;
pub use grammars::rfc3986::diagnostic::Frame;
pub use grammars::rfc3986::help::{Help, HelpWords};
pub use known_port::{KNOWN_DEFAULT_PORTS, known_default_port};
pub use normalize::Normalized;
pub use options::ParseOptions;
pub use origin::{OpaqueOrigin, Origin};
#[cfg(feature = "url")]
pub use owned::url_impls::ToUrlError;
pub use owned::{AbsoluteUriString, QueryPairsMut, RelativeRefString, UriRefString, UriString};
pub use parse::{is_valid, parse};
#[doc(hidden)]
pub use parse::{is_valid_by_blocks, is_valid_by_bytes, parse_by_blocks, parse_by_bytes};
pub use rule::{Rule, UnknownRule};

// The README's and the guides' Rust examples, run as doc-tests: one item a
// page, so a failure names its page.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;
#[cfg(doctest)]
#[doc = include_str!("../docs/architecture.md")]
struct ArchitectureGuideDoctests;
#[cfg(doctest)]
#[doc = include_str!("../docs/cli.md")]
struct CliGuideDoctests;
#[cfg(doctest)]
#[doc = include_str!("../docs/faq.md")]
struct FaqDoctests;
#[cfg(doctest)]
#[doc = include_str!("../docs/grammars.md")]
struct GrammarsGuideDoctests;
#[cfg(doctest)]
#[doc = include_str!("../docs/jvm.md")]
struct JvmGuideDoctests;
#[cfg(doctest)]
#[doc = include_str!("../docs/performance.md")]
struct PerformanceGuideDoctests;
#[cfg(doctest)]
#[doc = include_str!("../docs/python.md")]
struct PythonGuideDoctests;
#[cfg(doctest)]
#[doc = include_str!("../docs/templates.md")]
struct TemplatesGuideDoctests;
#[cfg(doctest)]
#[doc = include_str!("../docs/testing.md")]
struct TestingGuideDoctests;
#[cfg(doctest)]
#[doc = include_str!("../docs/web.md")]
struct WebGuideDoctests;
