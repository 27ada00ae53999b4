//! The WHATWG URL Standard's reading, through the `url` crate (Servo's,
//! run against the web platform tests' URL data). The crate 2.5 follows the
//! Standard as of its 2023 to 2024 revisions (the `url` crate's changelog
//! names the web-platform-tests it passes; `grammar/whatwg-url.md` records
//! the revision and where the crate and Node's ada part ways).
//!
//! The parts are what the Standard's API gives: scheme (the protocol
//! without its `:`), userinfo (the username, then `:` and the password
//! when there is one), host (as serialized: an IPv6 address in brackets, a
//! domain after domain-to-ASCII, an IPv4 address after the IPv4 parser),
//! port (absent when it is the scheme's default, which the Standard
//! drops), path, query, fragment. The Standard has no authority component:
//! it is left unsplit. A failure is the Standard's validation failure,
//! with the reason the crate gives.

use url::{Host, Url};

use crate::grammars::Parts;

use super::Part;
use super::destination::{self, Destination, Target};
use super::reading::ReadError;

/// The Standard has no authority; every other part is read.
const UNSPLIT: &[&str] = &["authority"];

/// The URL Standard's reading of `input` (with no base URL), and where its
/// fetch would connect. An input that is not UTF-8 is refused: the Standard
/// reads a string of code points, and a byte sequence becomes one only
/// through UTF-8 decoding, which would replace the bad bytes.
/// Only the parts of `need` are copied out.
pub(crate) fn read(input: &[u8], need: &[Part]) -> (Result<Parts, ReadError>, Option<Destination>) {
    let error = |message: String| ReadError {
        offset: None,
        rule: None,
        exception: None,
        message,
    };
    let Ok(text) = std::str::from_utf8(input) else {
        return (Err(error("not UTF-8".to_owned())), None);
    };
    let url = match Url::parse(text) {
        Ok(u) => u,
        Err(e) => return (Err(error(e.to_string())), None),
    };
    let username = url.username();
    let userinfo = match url.password() {
        Some(p) => {
            let mut u = String::with_capacity(username.len() + 1 + p.len());
            u.push_str(username);
            u.push(':');
            u.push_str(p);
            Some(u)
        }
        None if username.is_empty() => None,
        None => Some(username.to_owned()),
    };
    let host = match url.host_str() {
        Some(h) => Some(h.to_owned()),
        None if url.has_authority() => Some(String::new()),
        None => None,
    };
    let target = match url.host() {
        Some(Host::Domain(d)) if url.is_special() => Some(destination::name(d)),
        // An opaque host (a scheme the Standard does not know) is looked up
        // by no fetch; it is read as a grammar's reg-name.
        Some(Host::Domain(d)) => destination::reg_name(d),
        Some(Host::Ipv4(a)) => Some(Target::Ipv4(a)),
        Some(Host::Ipv6(a)) => Some(Target::Ipv6(a, None)),
        None => None,
    };
    let destination = Destination {
        host: target,
        port: url.port_or_known_default(),
    };
    let parts = Parts {
        scheme: Some(url.scheme().to_owned()),
        authority: None,
        userinfo,
        host,
        port: url.port().map(|p| p.to_string()),
        path: need.contains(&Part::Path).then(|| url.path().to_owned()),
        query: url
            .query()
            .filter(|_| need.contains(&Part::Query))
            .map(str::to_owned),
        fragment: url
            .fragment()
            .filter(|_| need.contains(&Part::Fragment))
            .map(str::to_owned),
        unsplit: UNSPLIT,
    };
    (Ok(parts), Some(destination))
}
