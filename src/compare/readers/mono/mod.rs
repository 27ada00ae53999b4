//! Mono's `System.Uri` (Mono 6.8.0.105, Debian bookworm's mono-runtime,
//! whose `System.Uri` is the .NET Framework's reference source; checked by
//! `tests/compare_mono.rs` on the vectors `scripts/compare_vectors_mono.sh`
//! made), read as `new Uri(input, UriKind.Absolute)`: what
//! `HttpClient.GetAsync(string)` and `WebRequest.Create(string)` do with a
//! string.
//!
//! The parts are the object's getters: scheme (`Scheme`, lower-cased),
//! userinfo (`UserInfo`, escaped; `""` is `null`, so `http://@h/` has
//! none: the API tells no empty userinfo from none), host (`Host`: an IPv4
//! address in any of `inet_aton`'s forms written back dotted, an IPv6
//! literal in brackets in RFC 5952's form without its zone, a name in NFC
//! and, when it holds an ASCII capital, lower-cased; `""`, a `file:` path
//! without host or a name `IdnMapping` refuses, is `null`; `DnsSafeHost`
//! and `IdnHost` differ and are not the row's), port (`Port`: the scheme's
//! default filled in, counted as given; -1 is `null`), path
//! (`AbsolutePath`, escaped, dot segments removed for the schemes that do),
//! query (`Query` without its `?`; `""` is `null`) and fragment (`Fragment`
//! without its `#`; `""` is `null`). `System.Uri` has no authority getter
//! in the row: it is left unsplit. A failure is the `UriFormatException`
//! and its message.
//!
//! What the constructor does, as the vectors show it (`parse.rs`): it
//! skips space, tab, CR and LF at the start, and at the end unless IRI
//! parsing runs (then they are escaped into the last component; and where
//! an ASCII string's port ends it, Mono's port loop reads them as digits:
//! `http://h:80 ` has port 784); reads `/x` as a Unix path,
//! `\\h\x` as a UNC path and `c:\x` as a DOS path (all `file`); splits the
//! scheme (letters, digits, `+`, `-`, `.`); follows the scheme's built-in
//! parser (`http`, `https`, `ws`, `wss`, `ftp`, `file`, `mailto`, `news`,
//! `nntp`, `gopher`, `telnet`, `ldap`, `uuid`, `net.tcp`, `net.pipe`, or
//! the one for any other scheme); escapes each component as IRI parsing
//! does (`escape.rs`); and checks the host (`host.rs`); file paths and
//! `file:` URIs are `file.rs`'s.
//!
//! Against a base (`compare --base`), it resolves as `new Uri(new
//! Uri(base), reference)` (`resolve.rs`: the reference whole where it reads
//! as absolute, else the string `ResolveHelper` combines from the base's
//! `GetParts` serialisations, `serialise.rs`, and the reference, merged and
//! compressed as `CombineUri` does, `combine.rs`); that string is then read
//! as any input. Held to Mono by `tests/compare_base_clients.rs` on the
//! vectors `scripts/compare_base_vectors_mono.sh` made.
//!
//! Input that is not UTF-8 is read as Mono's `UTF8Encoding` decodes it
//! (each ill-formed sequence U+FFFD, by Mono's own cuts: `escape.rs`'s
//! `mono_utf8`), as a .NET program gets a string from such bytes; the
//! vectors hold such inputs (`input_hex`).
//!
//! The destination is .NET's client's: `HttpWebRequest` resolves
//! `DnsSafeHost` with `Dns.GetHostAddresses`, which Mono on Linux hands to
//! glibc's `getaddrinfo`: the host after `System.Uri`'s own
//! canonicalization (`0x7f.1` is already `127.0.0.1`), read by
//! `inet_aton`'s forms ([`destination::ipv4_forms`]), as an IPv6 address
//! (without the zone, which `Host` drops; `DnsSafeHost` keeps it, so a
//! link-local literal's interface is not compared), or as a name; a name
//! that is not ASCII is first taken as Mono's `IdnHost` gives it (full-width ASCII and the IDN dots mapped, NFC,
//! lower-cased, each label that is not ASCII `xn--` and its Punycode).

mod combine;
mod escape;
mod file;
mod host;
mod parse;
mod resolve;
mod serialise;
mod uri;

use crate::grammars::Parts;

use super::super::destination::{self, Destination, Target};
use super::super::group::Group;
use super::super::idna2008::punycode;
use super::super::part::Part;
use super::super::read::{Read, ReadError};
use super::unit::{Known, Unit};

/// Mono's System.Uri.
#[derive(Debug)]
pub(super) struct MonoReader;

/// System.Uri's row has no authority.
const UNSPLIT: &[&str] = &["authority"];

impl Unit for MonoReader {
    fn name(&self) -> &'static str {
        "mono"
    }

    fn library(&self) -> &'static str {
        "Mono's System.Uri (new Uri(s, UriKind.Absolute), Host, Port)"
    }

    fn release(&self) -> &'static str {
        "Mono 6.8.0.105"
    }

    fn used_by(&self) -> &'static str {
        ".NET Framework code on Mono: HttpClient, WebRequest, and validators"
    }

    fn groups(&self) -> &'static [Group] {
        &[Group::Clients]
    }

    fn never_split(&self) -> &'static [&'static str] {
        UNSPLIT
    }

    /// Named only (`--readers mono`) until the catalog carries its rows.
    fn by_default(&self) -> bool {
        false
    }

    fn unresolvable(&self) -> &'static str {
        "Mono's IdnMapping refuses the name"
    }

    fn resolution(&self) -> Option<&'static str> {
        Some("System.Uri: new Uri(new Uri(base), reference), as HttpWebRequest follows a redirect")
    }

    /// [`resolve::resolve`]: the reference when it reads as absolute, else
    /// the string Mono combines from it and the base; a base the
    /// constructor refuses is named so ("the base: " and its message).
    fn resolve(&self, base: &[u8], reference: &[u8]) -> Option<Result<String, ReadError>> {
        let error = |m: String| ReadError::message_only(Some("UriFormatException"), m);
        Some(match resolve::resolve(&text(base), &text(reference)) {
            Ok(s) => Ok(s),
            Err(resolve::Failed::Base(e)) => Err(error(format!("the base: {}", e.message()))),
            Err(resolve::Failed::Reference(e)) => Err(error(e.message().to_owned())),
            Err(resolve::Failed::NullReference) => Err(ReadError::message_only(
                Some("NullReferenceException"),
                "Object reference not set to an instance of an object".to_owned(),
            )),
        })
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
            None => std::borrow::Cow::Owned(escape::mono_utf8(input)),
        };
        match parse::parse(&text) {
            Err(e) => into.set_refused(ReadError::message_only(
                Some("UriFormatException"),
                e.message().to_owned(),
            )),
            Ok(u) => {
                let destination = u.host.as_deref().map(|h| Destination {
                    host: getaddrinfo(h),
                    port: u.port,
                });
                let parts = Parts {
                    scheme: Some(u.scheme),
                    authority: None,
                    userinfo: u.userinfo,
                    host: u.host,
                    port: u.port.map(|p| p.to_string()),
                    path: Some(u.path),
                    query: u.query,
                    fragment: u.fragment,
                    unsplit: UNSPLIT,
                };
                into.set_valid_owned(parts, destination)
            }
        }
    }
}

/// `bytes` as a .NET program gets them as a string (the module's doc).
fn text(bytes: &[u8]) -> std::borrow::Cow<'_, str> {
    match std::str::from_utf8(bytes) {
        Ok(t) => std::borrow::Cow::Borrowed(t),
        Err(_) => std::borrow::Cow::Owned(escape::mono_utf8(bytes)),
    }
}

/// glibc's `getaddrinfo` on the host `Host` gives (the module's doc).
fn getaddrinfo(host: &str) -> Option<Target> {
    if let Some(inside) = host.strip_prefix('[').and_then(|h| h.strip_suffix(']')) {
        return destination::ipv6(inside, false);
    }
    if let Some(a) = destination::ipv4_forms(host) {
        return Some(Target::Ipv4(a));
    }
    if host.is_ascii() {
        return Some(destination::name(host));
    }
    host::idn_host(host).map(|h| destination::name(&h))
}
