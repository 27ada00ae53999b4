//! Go's `net/url.Parse` (Go 1.19, Debian bookworm's golang-go, checked
//! against go1.19.8 by `tests/compare_go.rs` on the vectors
//! `scripts/compare_vectors_go.sh` made), what Go's `net/http` clients,
//! proxies and routers read a URL with.
//!
//! The parts, as the `*url.URL`'s API gives them: scheme (`Scheme`,
//! lower-cased by Parse; absent when `""`), userinfo (`User.Username()`,
//! then `:` and `Password()` when set; decoded; absent when `User` is
//! nil), host (`Hostname()`: decoded, brackets dropped; absent when `Host`
//! is `""`), port (`Port()`; absent when `""`), path (`Path`, decoded; an
//! opaque URL's `Opaque` as written), query (`RawQuery`, as written; absent
//! when `""` unless `ForceQuery`, a lone `?` at the end) and fragment
//! (`Fragment`, decoded; absent when `""`). Go has no authority getter: it
//! is left unsplit. Bytes that are not UTF-8 once decoded are each
//! U+FFFD, as Go's `encoding/json` writes them. A failure is the
//! `*url.Error`'s inner error, in Go's words.
//!
//! The destination is Go's own resolver's (`net.Dial`): `net.ParseIP`
//! reads IPv4 only as four decimal parts (no leading zero) and IPv6 as
//! written (a zone after `%`); any other host is a DNS name, which Go's
//! resolver looks up as written, ASCII only (it applies no IDNA).
//!
//! Against a base (`compare --base`), a reference resolves as a Go client
//! follows a `Location` header: `url.Parse` of each ([`url`], which keeps
//! Go's own fields), the base's `ResolveReference`, then `String()`
//! ([`resolve`]); checked against go1.19.8 by `tests/compare_base_go.rs`.

mod escape;
mod resolve;
mod url;

use std::net::{Ipv4Addr, Ipv6Addr};
use std::sync::Arc;

use crate::grammars::Parts;

use super::super::destination::{self, Destination, Target};
use super::super::group::Group;
use super::super::part::Part;
use super::super::read::{Read, ReadError, set};
use super::unit::{Known, Unit};

/// Go's net/url.Parse.
#[derive(Debug)]
pub(super) struct GoReader;

/// Go's URL has no authority component.
const UNSPLIT: &[&str] = &["authority"];

impl Unit for GoReader {
    fn name(&self) -> &'static str {
        "go"
    }

    fn library(&self) -> &'static str {
        "Go's net/url.Parse (Hostname(), Port())"
    }

    fn release(&self) -> &'static str {
        "go1.19.8"
    }

    fn used_by(&self) -> &'static str {
        "Go's net/http clients, reverse proxies and routers"
    }

    fn groups(&self) -> &'static [Group] {
        &[Group::Clients]
    }

    fn never_split(&self) -> &'static [&'static str] {
        UNSPLIT
    }

    /// Named only (`--readers go`) until the catalog carries its rows.
    fn by_default(&self) -> bool {
        false
    }

    fn unresolvable(&self) -> &'static str {
        "Go's resolver looks up no name that is not ASCII"
    }

    fn resolution(&self) -> Option<&'static str> {
        Some(
            "Go's net/url: base.ResolveReference(ref), each url.Parse'd first (what http.Client does with a Location)",
        )
    }

    /// `url.Parse(base)` and `url.Parse(reference)`, Go's error the
    /// refusal (the base's after "the base: "), then the base's
    /// `ResolveReference(ref).String()` ([`resolve`]'s doc says where
    /// that is not RFC 3986 to the letter).
    fn resolve(&self, base: &[u8], reference: &[u8]) -> Option<Result<String, ReadError>> {
        let error = |m: String| ReadError::message_only(None, m);
        Some((|| {
            let b = url::parse(base).map_err(|e| error(format!("the base: {e}")))?;
            let r = url::parse(reference).map_err(error)?;
            Ok(escape::lossy(&b.resolve_reference(&r).string()))
        })())
    }

    fn fill(&self, input: &[u8], _: Option<&str>, need: &[Part], _: &Known<'_>, into: &mut Read) {
        let keep = if [Part::Path, Part::Query, Part::Fragment]
            .iter()
            .any(|p| need.contains(p))
        {
            url::Keep::All
        } else {
            url::Keep::Authority
        };
        match url::parse_keeping(input, keep) {
            Err(e) => into.set_refused(ReadError::message_only(None, e)),
            Ok(u) => {
                let mut held = into.take_parts();
                let parts = Arc::make_mut(&mut held);
                fill_parts(&u, need, parts);
                let destination = Destination {
                    host: parts.host.as_deref().and_then(host),
                    port: destination::port_of(parts.scheme.as_deref(), parts.port.as_deref())
                        .ok()
                        .flatten(),
                };
                into.set_valid(held, Some(destination));
            }
        }
    }
}

/// The reader's parts of a `*url.URL` (the module's doc); the path, query
/// and fragment only where `need` asks for them (the consensus check of
/// the destination parts reads none of them, and copying the path is most
/// of a reading's cost).
/// Written over `p`, into the strings it holds ([`set_text`]).
fn fill_parts(u: &url::Url, need: &[Part], p: &mut Parts) {
    let (hostname, port) = if u.host.is_empty() {
        (None, None)
    } else {
        let (name, port) = split_host_port(&u.host);
        (Some(name), text(port))
    };
    match &u.user {
        Some(user) if user.password.is_some() => {
            let mut s = escape::lossy(&user.username);
            if let Some(p) = &user.password {
                s.push(':');
                s.push_str(&escape::lossy(p));
            }
            p.userinfo = Some(s);
        }
        user => set_text(&mut p.userinfo, user.as_ref().map(|u| &u.username[..])),
    }
    set_text(&mut p.scheme, text(&u.scheme));
    p.authority = None;
    set_text(&mut p.host, hostname);
    set_text(&mut p.port, port);
    let path = if u.opaque.is_empty() {
        &u.path
    } else {
        &u.opaque
    };
    set_text(
        &mut p.path,
        Some(&path[..]).filter(|_| need.contains(&Part::Path)),
    );
    let query = if !need.contains(&Part::Query) {
        None
    } else if u.force_query {
        Some(&[][..])
    } else {
        text(&u.raw_query)
    };
    set_text(&mut p.query, query);
    let fragment = need
        .contains(&Part::Fragment)
        .then(|| text(&u.fragment))
        .flatten();
    set_text(&mut p.fragment, fragment);
    p.unsplit = UNSPLIT;
}

/// `b` when it is not empty (Go's empty string for none).
fn text(b: &[u8]) -> Option<&[u8]> {
    Some(b).filter(|b| !b.is_empty())
}

/// `slot` set to `b` as [`escape::lossy`] writes it: into the string it
/// holds when `b` is UTF-8 ([`set`]).
fn set_text(slot: &mut Option<String>, b: Option<&[u8]>) {
    match b.map(std::str::from_utf8) {
        Some(Err(_)) => *slot = b.map(escape::lossy),
        Some(Ok(t)) => set(slot, Some(t)),
        None => *slot = None,
    }
}

/// Go's `splitHostPort` (behind `Hostname()` and `Port()`): a port after
/// the last `:` when it is digits, then brackets dropped.
fn split_host_port(host_port: &[u8]) -> (&[u8], &[u8]) {
    let (mut host, mut port): (&[u8], &[u8]) = (host_port, &[]);
    if let Some(colon) = host.iter().rposition(|&b| b == b':')
        && url::valid_optional_port(&host[colon..])
    {
        (host, port) = (&host_port[..colon], &host_port[colon + 1..]);
    }
    if host.len() >= 2 && host.starts_with(b"[") && host.ends_with(b"]") {
        host = &host[1..host.len() - 1];
    }
    (host, port)
}

/// Where Go's `net.Dial` connects given `Hostname()` (the module's doc).
fn host(h: &str) -> Option<Target> {
    if h.is_empty() {
        return None;
    }
    if h.contains(':') {
        let (addr, zone) = match h.split_once('%') {
            Some((a, z)) => (a, Some(z.to_owned())),
            None => (h, None),
        };
        return addr.parse::<Ipv6Addr>().ok().map(|a| Target::Ipv6(a, zone));
    }
    if let Some(a) = parse_ipv4(h) {
        return Some(Target::Ipv4(a));
    }
    h.is_ascii().then(|| destination::name(h))
}

/// `net.ParseIP`'s IPv4: four decimal parts, each at most 255, with no
/// leading zero (Go 1.17 on).
fn parse_ipv4(s: &str) -> Option<Ipv4Addr> {
    let mut octets = [0u8; 4];
    let mut parts = s.split('.');
    for o in &mut octets {
        let p = parts.next()?;
        if p.is_empty()
            || p.len() > 3
            || !p.bytes().all(|b| b.is_ascii_digit())
            || (p.len() > 1 && p.starts_with('0'))
        {
            return None;
        }
        *o = p.parse().ok()?;
    }
    parts.next().is_none().then(|| Ipv4Addr::from(octets))
}
