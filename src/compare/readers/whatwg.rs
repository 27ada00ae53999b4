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

use std::borrow::Cow;
use std::sync::Arc;

use url::Url;

use super::super::destination::{self, Place};
use super::super::glance::{Glance, Hold};
use super::super::group::Group;
use super::super::part::Part;
use super::super::read::{Read, ReadError};
use super::unit::{Known, Unit};

/// The Standard has no authority; every other part is read.
const UNSPLIT: &[&str] = &["authority"];

/// The URL Standard through the `url` crate.
#[derive(Debug)]
pub(super) struct WhatwgReader;

impl Unit for WhatwgReader {
    fn name(&self) -> &'static str {
        "whatwg"
    }

    fn library(&self) -> &'static str {
        "the WHATWG URL Standard, through the url crate (Url::parse)"
    }

    fn release(&self) -> &'static str {
        "url 2.5.8"
    }

    fn used_by(&self) -> &'static str {
        "browsers' fetch, Node's new URL(), Deno, and servers that follow the Standard"
    }

    /// Browsers' and Node's `fetch` read URLs so.
    fn groups(&self) -> &'static [Group] {
        &[Group::Clients, Group::Node]
    }

    fn never_split(&self) -> &'static [&'static str] {
        UNSPLIT
    }

    fn unresolvable(&self) -> &'static str {
        "an opaque host that names nothing to look up"
    }

    fn resolution(&self) -> Option<&'static str> {
        Some("new URL(input, base): the basic URL parser with a base")
    }

    /// The Standard's basic URL parser of `reference` with `base` (itself
    /// parsed first, as `new URL(input, base)` does), serialized: what a
    /// browser does with a `Location` header.
    fn resolve(&self, base: &[u8], reference: &[u8]) -> Option<Result<String, ReadError>> {
        let error = |message: String| ReadError::message_only(None, message);
        Some((|| {
            let base =
                std::str::from_utf8(base).map_err(|_| error("the base: not UTF-8".into()))?;
            let reference = std::str::from_utf8(reference)
                .map_err(|_| error("the reference: not UTF-8".into()))?;
            let base = Url::parse(base).map_err(|e| error(format!("the base: {e}")))?;
            base.join(reference)
                .map(String::from)
                .map_err(|e| error(e.to_string()))
        })())
    }

    fn fill(&self, _: &[u8], text: Option<&str>, need: &[Part], _: &Known<'_>, into: &mut Read) {
        fill(text, need, into);
    }

    /// With no path, query or fragment to compare, the prefix that holds
    /// the destination is read ([`destination_prefix`]).
    fn hold<'i>(&self, text: Option<&'i str>, need: &[Part]) -> Option<Hold<'i>> {
        let whole = need
            .iter()
            .any(|p| matches!(p, Part::Path | Part::Query | Part::Fragment));
        Some(Hold::Url(text.and_then(|t| {
            let t = if whole { t } else { destination_prefix(t) };
            Url::parse(t).ok()
        })))
    }

    fn glance<'h>(&self, held: &'h Hold<'_>, _text: &'h str) -> Glance<'h> {
        match held {
            Hold::Url(Some(url)) => glance_of(url),
            _ => Glance::invalid(&[]),
        }
    }
}

/// The URL Standard's parts of `url`: what its API gives (the module's
/// doc), borrowed from its serialization.
fn glance_of(url: &Url) -> Glance<'_> {
    use url::{Host, Position};
    let username = url.username();
    let userinfo = match url.password() {
        Some(p) => Some(Cow::Owned(format!("{username}:{p}"))),
        None if username.is_empty() => None,
        None => Some(Cow::Borrowed(username)),
    };
    let host = match url.host_str() {
        Some(h) => Some(h),
        None if url.has_authority() => Some(""),
        None => None,
    };
    let place = match url.host() {
        Some(Host::Domain(d)) if url.is_special() => Some(destination::named(Cow::Borrowed(d))),
        // An opaque host (a scheme the Standard does not know) is looked up
        // by no fetch; it is read as a grammar's reg-name.
        Some(Host::Domain(d)) => destination::reg_name(d),
        Some(Host::Ipv4(a)) => Some(Place::Ipv4(a)),
        Some(Host::Ipv6(a)) => Some(Place::Ipv6(a, None)),
        None => None,
    };
    // The port's digits as the serialization writes them (the number's
    // decimal form).
    let port = url
        .port()
        .map(|_| Cow::Borrowed(&url[Position::BeforePort..Position::AfterPort]));
    Glance {
        empty_for_absent: &[],
        valid: true,
        unsplit: UNSPLIT,
        texts: [
            Some(Cow::Borrowed(url.scheme())),
            None,
            userinfo,
            host.map(Cow::Borrowed),
            port,
            Some(Cow::Borrowed(url.path())),
            url.query().map(Cow::Borrowed),
            url.fragment().map(Cow::Borrowed),
        ],
        place: Some(place),
        shared: None,
    }
}

/// The URL Standard's reading of `input` (with no base URL), and where its
/// fetch would connect, written over `into`. An input that is not UTF-8 is refused: the Standard
/// reads a string of code points, and a byte sequence becomes one only
/// through UTF-8 decoding, which would replace the bad bytes.
/// Only the parts of `need` are copied out of its glance ([`glance_of`]).
fn fill(text: Option<&str>, need: &[Part], into: &mut Read) {
    let error = |message: String| ReadError::message_only(None, message);
    let Some(text) = text else {
        return into.set_refused(error("not UTF-8".to_owned()));
    };
    let url = match Url::parse(text) {
        Ok(u) => u,
        Err(e) => return into.set_refused(error(e.to_string())),
    };
    let g = glance_of(&url);
    into.set_place(g.place(), url.port_or_known_default());
    let mut parts = into.take_parts();
    g.fill_parts(need, Arc::make_mut(&mut parts));
    into.set_parts(parts);
}

/// The shortest prefix of `text` that the URL Standard reads with the same
/// scheme, userinfo, host and port as `text`, and accepts exactly when it
/// accepts `text` (its path, query and fragment may differ): what the
/// consensus check parses when it compares none of those three, since the
/// `url` crate's parse of a long path is most of its time.
///
/// The Standard's parser reads the authority of a special scheme after any
/// run of `/` and `\` up to the first `/`, `\`, `?` or `#`, and nothing
/// after that point changes it or fails (the path, query and fragment
/// states report validation errors but never return failure); the prefix
/// ends just after that point, so trailing blanks that the Standard strips
/// stay inside the authority as they were. A `file:` URL's host is dropped
/// when its first path segment is a Windows drive letter, so for `file:`
/// the first segment comes too, and an input whose first segment could be
/// a dot segment (`.`, `..`, `%2e`: the next segment would become the
/// first) is read whole. Any other scheme, a scheme not at the very start,
/// or a tab or newline before the cut (the Standard removes them, which
/// would move the delimiters) leaves `text` whole.
fn destination_prefix(text: &str) -> &str {
    let b = text.as_bytes();
    let scheme_len = b
        .iter()
        .position(|&c| !(c.is_ascii_alphanumeric() || matches!(c, b'+' | b'-' | b'.')))
        .unwrap_or(b.len());
    if scheme_len == 0 || !b[0].is_ascii_alphabetic() || b.get(scheme_len) != Some(&b':') {
        return text;
    }
    let scheme = &text[..scheme_len];
    let file = scheme.eq_ignore_ascii_case("file");
    if !file
        && crate::KNOWN_DEFAULT_PORTS[..5]
            .iter()
            .all(|(s, _)| !s.eq_ignore_ascii_case(scheme))
    {
        return text;
    }
    let slash = |c: &u8| matches!(c, b'/' | b'\\');
    let ends = |c: &u8| matches!(c, b'/' | b'\\' | b'?' | b'#');
    let mut at = scheme_len + 1;
    if file {
        // Two slashes open a host; with fewer there is none to lose.
        if !(b.get(at).is_some_and(slash) && b.get(at + 1).is_some_and(slash)) {
            return text;
        }
        at += 2;
    } else {
        at += b[at..].iter().take_while(|c| slash(c)).count();
    }
    let Some(end) = b[at..].iter().position(ends) else {
        return text;
    };
    let mut cut = at + end + 1;
    if file && slash(&b[cut - 1]) {
        // The first path segment, whole, with what ends it.
        let Some(seg) = b[cut..].iter().position(ends) else {
            return text;
        };
        if b[cut..cut + seg].iter().any(|&c| matches!(c, b'.' | b'%')) {
            return text;
        }
        cut += seg + 1;
    }
    if b[..cut].iter().any(|&c| matches!(c, b'\t' | b'\n' | b'\r')) {
        return text;
    }
    &text[..cut]
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What the consensus check compares of a URL, as the `url` crate reads
    /// it: scheme, username, password, host and port (`None` for a
    /// failure).
    fn seen(text: &str) -> Option<[Option<String>; 5]> {
        let u = Url::parse(text).ok()?;
        Some([
            Some(u.scheme().to_owned()),
            Some(u.username().to_owned()),
            u.password().map(str::to_owned),
            u.host_str().map(str::to_owned),
            u.port().map(|p| p.to_string()),
        ])
    }

    /// The prefix reads as the whole input does, on inputs that take each
    /// way out of it: Windows drive letters after a host (which drop it),
    /// dot segments before one, backslashes, extra and missing slashes,
    /// blanks and controls before the cut, a query or fragment right after
    /// the host, schemes that are not special.
    #[test]
    fn the_prefix_reads_as_the_whole() {
        let inputs = [
            "http://u:p@h.example:8080/a/b?q#f",
            "HTTPS://h.example\\a\\b",
            "http:\\\\h.example\\x",
            "http:h.example/x",
            "http:////h.example/x",
            "http://h.example?q/x",
            "http://h.example#f/x",
            "http://h ex/x",
            "http://h.example /x",
            "http://h.example:99999/x",
            "http://[::1/x",
            "http://h\t.example/x",
            "http://h.example",
            "ws://h:80/x",
            "ftp://h:21/x/y",
            "file://h/C:/x",
            "file://h/C|/x",
            "file://h/./C:/x",
            "file://h/../C:/x",
            "file://h/%2e%2e/C:/x",
            "file://h/%2E/C:/x",
            "file://h//C:/x",
            "file://h/C:",
            "file://h/x/C:/y",
            "file://localhost/C:/x",
            "file:\\\\h\\C:\\x",
            "file:///C:/x",
            "file:/h/x",
            "file:h/x",
            "file://h?C:/x",
            "file://h/C\t:/x",
            "foo://h/x",
            "mailto:a@b/c",
            " http://h/x",
            "1http://h/x",
        ];
        for text in inputs {
            let cut = destination_prefix(text);
            assert!(text.starts_with(cut));
            assert_eq!(seen(cut), seen(text), "{text:?} cut to {cut:?}");
        }
        // Generated inputs: a scheme start, then characters that move the
        // parser's states (delimiters, dots, escapes, drive letters, tabs,
        // blanks, brackets, `@`), as a xorshift sequence picks them.
        let starts = [
            "http://", "HTTPS:", "file://", "file:", "ws:\\\\", "ftp:/", "foo://",
        ];
        let pieces = [
            "/",
            "\\",
            "?",
            "#",
            "@",
            ":",
            ".",
            "..",
            "%2e",
            "%2E",
            "C:",
            "c|",
            "h",
            "localhost",
            "[::1]",
            "[",
            "]",
            "\t",
            " ",
            "\u{0}",
            "80",
            "0x7f.1",
            "é",
            "%41",
        ];
        let mut x: u64 = 0x9e37_79b9_7f4a_7c15;
        let mut next = |n: usize| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            usize::try_from(x % n as u64).unwrap_or(0)
        };
        let mut cuts = 0;
        for _ in 0..20_000 {
            let mut text = starts[next(starts.len())].to_owned();
            for _ in 0..next(9) {
                text.push_str(pieces[next(pieces.len())]);
            }
            let cut = destination_prefix(&text);
            assert_eq!(seen(cut), seen(&text), "{text:?} cut to {cut:?}");
            cuts += usize::from(cut.len() < text.len());
        }
        // Not a property of the whole inputs only: a good part are cut.
        assert!(cuts > 3_000, "{cuts}");
        // It cuts where it can.
        assert_eq!(destination_prefix("http://h/a/b/c"), "http://h/");
        assert_eq!(destination_prefix("file:///Users/a/b"), "file:///Users/");
        assert_eq!(destination_prefix("file://h/./C:/x"), "file://h/./C:/x");
    }
}
