//! java.net.URI's reading (JDK 17), through [`crate::java`]: the parts are
//! java's raw getters, as Spark's `parse_url` and most Java clients read
//! them: scheme (`getScheme`), authority (`getRawAuthority`), userinfo
//! (`getRawUserInfo`), host (`getHost`), port (`getPort`, the number java
//! read; absent for -1), path (`getRawPath`), query (`getRawQuery`) and
//! fragment (`getRawFragment`). A rejection is java's exception, with its
//! reason and index (`getMessage()`'s text, the index in UTF-16 units as
//! java counts; [`super::ReadError::offset`] is the byte it points at).
//!
//! Two shapes java parses but does not split, named unsplit as the RFC
//! 2396 grammar's reading names them (java implements that grammar):
//!
//! - a registry-based authority (`http://a_b/`, `http://0xA9.0xFE.0xA9.0xFE/`,
//!   `http://u@v@h/`): `getHost()`, `getRawUserInfo()` are null and
//!   `getPort()` -1, since the authority is no server's (RFC 2396 section
//!   3.2.1 leaves its structure to the scheme); a Java client given such a
//!   URI has no host to connect to, and the verdict compares none;
//! - an opaque URI (`mailto:a@b?x`): `getRawPath()` and `getRawQuery()` are
//!   null, the rest standing whole in the scheme-specific part.
//!
//! An input that is not UTF-8 is refused, as urllib and the URL Standard
//! refuse it: java reads a `String`, which such bytes become only through
//! a decoder that replaces them.

use std::net::Ipv4Addr;
use std::sync::Arc;

use crate::java::{self, Rejection};

use super::super::destination::{self, Destination, Target};
use super::super::group::Group;
use super::super::part::Part;
use super::super::read::{Read, ReadError, set};
use super::grammar::REGISTRY_UNSPLIT;
use super::unit::{Known, Unit};

/// java.net.URI as JDK 17 reads it.
#[derive(Debug)]
pub(super) struct JavaReader;

impl Unit for JavaReader {
    fn name(&self) -> &'static str {
        "java"
    }

    fn library(&self) -> &'static str {
        "java.net.URI (new URI(s), its raw getters)"
    }

    fn release(&self) -> &'static str {
        "JDK 17.0.15"
    }

    fn used_by(&self) -> &'static str {
        "JVM services and Spark's parse_url"
    }

    /// java.net.http's HttpClient sends the request a java.net.URI names.
    fn groups(&self) -> &'static [Group] {
        &[Group::Clients, Group::Jvm]
    }

    fn unresolvable(&self) -> &'static str {
        "InetAddress takes no such host"
    }

    fn resolution(&self) -> Option<&'static str> {
        Some("java.net.URI: new URI(base).resolve(new URI(reference)), RFC 2396 section 5.2")
    }

    /// `new URI(base).resolve(new URI(reference)).toString()`: each parsed
    /// by java first, its `URISyntaxException` the refusal (the base's
    /// message after "the base: "), then resolved as java resolves
    /// ([`java::Uri::resolve`]: an empty reference is the base's
    /// directory, `..` above the root stays).
    fn resolve(&self, base: &[u8], reference: &[u8]) -> Option<Result<String, ReadError>> {
        Some((|| {
            let b = std::str::from_utf8(base)
                .map_err(|_| ReadError::message_only(None, "the base: not UTF-8".to_owned()))?;
            let b = java::parse(b).map_err(|e| {
                ReadError::message_only(Some(e.exception()), format!("the base: {}", e.message(b)))
            })?;
            let r =
                std::str::from_utf8(reference).map_err(|e| ReadError::not_utf8(e.valid_up_to()))?;
            let r = java::parse(r).map_err(|e| error(r, &e))?;
            Ok(b.resolve(&r))
        })())
    }

    fn fill(
        &self,
        input: &[u8],
        text: Option<&str>,
        need: &[Part],
        _: &Known<'_>,
        into: &mut Read,
    ) {
        fill(input, text, need, into);
    }
}

/// The byte offset `getIndex()` points at, the reason, the exception's
/// class and `getMessage()` of a rejection.
fn error(text: &str, e: &Rejection) -> ReadError {
    ReadError {
        offset: e.offset(),
        rule: None,
        exception: Some(e.exception()),
        message: e.message(text),
    }
}

/// java.net.URI's reading of `input`, and where a Java client would
/// connect (`None` for a registry-based authority, which names no host).
/// Only the parts of `need` (and those the destination needs) are copied
/// out, written over `into`.
fn fill(input: &[u8], text: Option<&str>, need: &[Part], into: &mut Read) {
    let Some(text) = text else {
        let at = super::text::valid_up_to(input);
        return into.set_refused(ReadError::not_utf8(at));
    };
    let u = match java::parse(text) {
        Ok(u) => u,
        Err(e) => return into.set_refused(error(text, &e)),
    };
    let registry = u.raw_authority().is_some() && u.host().is_none();
    let unsplit: &'static [&'static str] = match (registry, u.is_opaque()) {
        (true, _) => REGISTRY_UNSPLIT,
        (_, true) => OPAQUE_UNSPLIT,
        _ => &[],
    };
    let port = u32::try_from(u.port()).ok();
    let destination = Destination {
        host: u.host().and_then(host),
        port: match port {
            Some(p) => u16::try_from(p).ok(),
            None => u.scheme().and_then(destination::default_port),
        },
    };
    let mut held = into.take_parts();
    let p = Arc::make_mut(&mut held);
    set(&mut p.scheme, u.scheme());
    set(
        &mut p.authority,
        u.raw_authority()
            .filter(|_| need.contains(&Part::Authority)),
    );
    set(&mut p.userinfo, u.raw_user_info());
    set(&mut p.host, u.host());
    p.port = port.map(|p| p.to_string());
    set(
        &mut p.path,
        u.raw_path().filter(|_| need.contains(&Part::Path)),
    );
    set(
        &mut p.query,
        u.raw_query().filter(|_| need.contains(&Part::Query)),
    );
    set(
        &mut p.fragment,
        u.raw_fragment().filter(|_| need.contains(&Part::Fragment)),
    );
    p.unsplit = unsplit;
    into.set_valid(held, (!registry).then_some(destination));
}

/// What an opaque URI leaves in its scheme-specific part.
const OPAQUE_UNSPLIT: &[&str] = &["path", "query"];

/// `getHost()` as a Java client looks it up (`InetAddress.getByName`): an
/// IPv6 literal in brackets (its scope as written), an IPv4 literal in one
/// of the decimal forms [`java_ipv4`] reads, else a DNS name (java's
/// hostnames are ASCII).
fn host(h: &str) -> Option<Target> {
    if let Some(inside) = h.strip_prefix('[') {
        return destination::ipv6(inside.strip_suffix(']')?, false);
    }
    if h.is_empty() {
        return None;
    }
    match java_ipv4(h) {
        Some(a) => Some(Target::Ipv4(a)),
        None => Some(destination::name(h)),
    }
}

/// An IPv4 literal as the JDK's `IPAddressUtil.textToNumericFormatV4`
/// reads it (and so `InetAddress.getByName`): one to four parts split by
/// `.`, each decimal digits only (a leading `0` is no octal: `010.0.0.1`
/// is 10.0.0.1 to java, 8.0.0.1 to `inet_aton`), the last filling the
/// bytes the others leave; checked against JDK 17.0.15 on the hosts of
/// `tests/compare_java.rs`.
fn java_ipv4(s: &str) -> Option<Ipv4Addr> {
    let mut parts = [0u64; 4];
    let mut n = 0;
    for piece in s.split('.') {
        if n == 4 || piece.is_empty() || !piece.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        let mut v: u64 = 0;
        for b in piece.bytes() {
            v = v * 10 + u64::from(b - b'0');
            if v > u64::from(u32::MAX) {
                return None;
            }
        }
        parts[n] = v;
        n += 1;
    }
    destination::ipv4_of_parts(&parts[..n])
}
