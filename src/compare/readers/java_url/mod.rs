//! JDK 17's `java.net.URL` (`new URL(spec)`; JDK 17.0.15, Debian
//! bookworm's openjdk-17, checked by `tests/compare_java_url.rs` on the
//! vectors `scripts/compare_vectors_java_url.sh` made): what
//! `HttpURLConnection`, and so most Java HTTP clients, read a URL with,
//! unlike `java.net.URI` (the `java` reader), which checks far more: a
//! space, a backslash or `<` in a host is no error to `URL`.
//!
//! The parts, as the URL's getters give them: scheme (`getProtocol()`,
//! lower-cased), authority (`getAuthority()`: null without `//`),
//! userinfo (`getUserInfo()`: null without a lone `@` in the authority),
//! host (`getHost()`: `""` without an authority, an IPv6 literal with its
//! brackets, nothing decoded), port (`getPort()`: null for -1, which is
//! what an unwritten port, an empty one and a written `-1` all give;
//! `getDefaultPort()` is not filled in, so no default is counted as
//! given), path (`getPath()`: `""` when none is written; null only for a
//! `jar:` URL that is a lone `#ref` to a context it has not), query
//! (`getQuery()`: null without `?`) and fragment (`getRef()`: null without
//! `#`). Nothing is decoded or normalized: dot segments stay, a space or a
//! backslash is a character like another.
//!
//! Only the JDK's protocol handlers are known (`http`, `https`, `ftp`,
//! `file`, `jar`, `jmod`, `jrt`, `mailto`); any other protocol fails with
//! `unknown protocol`, and no protocol with `no protocol`. `jar:` URLs are
//! read by the jar handler (the inner URL, before the last `!/`, must be
//! one; the whole rest is the path, no host), `mailto:` URLs by the mailto
//! handler (the address is the path, the `#ref` dropped); the others by
//! `URLStreamHandler.parseURL` ([`parse`] says how). A failure is the
//! `java.net.MalformedURLException`, with its message as the JDK words
//! it. An input that is not UTF-8 is read as `new String(bytes, UTF_8)`
//! reads it, each ill-formed piece one U+FFFD, cut as the JDK cuts them
//! ([`utf8`]).
//!
//! The destination is the JVM's: `InetAddress.getByName(getHost())`. An
//! IPv6 literal is its address (an IPv4-mapped one its IPv4 address, no
//! scope allowed), its scope as written; an IPv4 literal is read by
//! `IPAddressUtil.textToNumericFormatV4` only (dotted decimal with one to
//! four parts, no octal, at most 15 characters); a host that glibc's
//! `inet_aton` would read but the JDK does not (`0x7f.1`, and
//! `0127.000.000.001`, past 15 characters) is refused as an ambiguous
//! literal (the JDK's `isBsdParsableV4`, read here as
//! [`destination::ipv4_forms`]); any other host
//! is a name handed to glibc's `getaddrinfo`, which the JVM looks up
//! without IDNA. The port is `getPort()`, else the handler's default
//! (`http` 80, `https` 443, `ftp` 21).
//!
//! Against a base (`compare --base`), a reference resolves as
//! `HttpURLConnection` follows a redirect: `new URL(base)`, then `new
//! URL(context, reference)` ([`parse::parse_in`]), written back by
//! `toExternalForm()`; checked by `tests/compare_base_jvm.rs` on the
//! vectors `scripts/compare_base_vectors_java.sh` made.

mod chars;
#[allow(clippy::unreadable_literal)]
mod chars_table;
mod dots;
mod ip;
mod parse;
mod utf8;

use std::borrow::Cow;
use std::net::Ipv6Addr;

use crate::grammars::Parts;

use super::super::destination::{self, Destination, Target};
use super::super::group::Group;
use super::super::part::Part;
use super::super::read::{Read, ReadError};
use super::unit::{Known, Unit};

/// The exception every failure is.
const EXCEPTION: &str = "java.net.MalformedURLException";

/// java.net.URL as JDK 17 reads it.
#[derive(Debug)]
pub(super) struct JavaUrlReader;

impl Unit for JavaUrlReader {
    fn name(&self) -> &'static str {
        "java-url"
    }

    fn library(&self) -> &'static str {
        "java.net.URL (new URL(s), its getters)"
    }

    fn release(&self) -> &'static str {
        "JDK 17.0.15"
    }

    fn used_by(&self) -> &'static str {
        "HttpURLConnection and most Java HTTP clients"
    }

    fn groups(&self) -> &'static [Group] {
        &[Group::Clients, Group::Jvm]
    }

    /// Named only (`--readers java-url`) until the catalog carries its rows.
    fn by_default(&self) -> bool {
        false
    }

    fn unresolvable(&self) -> &'static str {
        "InetAddress refuses it, or looks a name up as UTF-8 without IDNA"
    }

    fn resolution(&self) -> Option<&'static str> {
        Some(
            "java.net.URL: new URL(new URL(base), reference), as HttpURLConnection follows a redirect",
        )
    }

    /// `new URL(new URL(base), reference).toExternalForm()`: the base read
    /// first (its `MalformedURLException` after "the base: "), then the
    /// reference in its context ([`parse::parse_in`]: relative when it has
    /// no protocol or the base's, dot segments removed as the JDK removes
    /// them, an empty reference the base with its query and `#ref`).
    fn resolve(&self, base: &[u8], reference: &[u8]) -> Option<Result<String, ReadError>> {
        let error = |m: String| ReadError::message_only(Some(EXCEPTION), m);
        Some((|| {
            let b = parse::parse(&utf8::java_lossy(base))
                .map_err(|e| error(format!("the base: {e}")))?;
            let u = parse::parse_in(Some(&b), &utf8::java_lossy(reference)).map_err(error)?;
            Ok(u.external_form())
        })())
    }

    fn fill(
        &self,
        input: &[u8],
        text: Option<&str>,
        _need: &[Part],
        _: &Known<'_>,
        into: &mut Read,
    ) {
        let text = match text {
            Some(t) => std::borrow::Cow::Borrowed(t),
            None => utf8::java_lossy(input),
        };
        match parse::parse(&text) {
            Err(message) => into.set_refused(ReadError::message_only(Some(EXCEPTION), message)),
            Ok(u) => {
                let destination = Destination {
                    host: u.host.as_deref().and_then(host),
                    port: match u.port {
                        -1 => default_port(&u.protocol),
                        p => u16::try_from(p).ok(),
                    },
                };
                let parts = Parts {
                    scheme: Some(u.protocol),
                    authority: u.authority,
                    userinfo: u.user_info,
                    host: u.host,
                    port: (u.port != -1).then(|| u.port.to_string()),
                    path: u.path,
                    query: u.query,
                    fragment: u.reference,
                    unsplit: &[],
                };
                into.set_valid_owned(parts, Some(destination))
            }
        }
    }
}

/// `getDefaultPort()` of the handlers that have one.
fn default_port(protocol: &str) -> Option<u16> {
    match protocol {
        "http" => Some(80),
        "https" => Some(443),
        "ftp" => Some(21),
        _ => None,
    }
}

/// Where `InetAddress.getByName(host)` leads (the module's doc).
fn host(h: &str) -> Option<Target> {
    if h.is_empty() {
        return None;
    }
    if let Some(inside) = h.strip_prefix('[').and_then(|h| h.strip_suffix(']')) {
        let (bytes, scope) = ip::v6(inside)?;
        let addr = Ipv6Addr::from(bytes);
        if let Some(v4) = addr.to_ipv4_mapped() {
            return scope.is_none().then_some(Target::Ipv4(v4));
        }
        return Some(Target::Ipv6(addr, scope.map(str::to_owned)));
    }
    if let Some(a) = ip::v4(h) {
        return Some(Target::Ipv4(a));
    }
    if destination::ipv4_forms(h).is_some() {
        return None;
    }
    h.is_ascii()
        .then(|| destination::named(Cow::Borrowed(h)).into_target())
}
