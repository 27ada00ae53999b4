//! Ruby's `URI.parse` (Ruby 3.1.2 with the uri gem 0.11.0, Debian
//! bookworm's ruby3.1, checked by `tests/compare_ruby.rs` on the vectors
//! `scripts/compare_vectors_ruby.sh` made): `URI::RFC3986_Parser#split`'s
//! two regexps (an absolute URI, else a relative reference), then
//! `URI.for` builds the class registered for the scheme (`URI::HTTP`,
//! `HTTPS`, `WS`, `FTP`, `LDAP`, `LDAPS`, `File`, `MailTo`, else
//! `URI::Generic`: `require "uri"` leaves `URI::WSS` unloaded, so `wss` is
//! generic, without a default port), whose constructor reads the parts
//! without their setters' checks. This is what `Net::HTTP.get(URI(s))`,
//! open-uri and most Ruby HTTP clients read a URL with.
//!
//! The parts, as the object's getters give them: scheme (`scheme`,
//! lower-cased), userinfo (`userinfo`: user, then `:` and the password
//! when there is one; an empty userinfo is nil; a `file:` URL has none),
//! host (`host`, as written: an IPv6 literal keeps its brackets, unlike
//! `hostname`; `file:` makes no host and `localhost` the empty host),
//! port (`port`, an Integer written in decimal: the scheme class's default
//! when none or an empty one is written, `HTTP` 80, `HTTPS` 443, `WS` 80,
//! `FTP` 21, `LDAP` 389, `LDAPS` 636; `file:` has none), path
//! (`path`; `FTP`'s drops the leading `/`, reads `%2F` after it as `/` and
//! cuts a `;type=` typecode), query (`query`: tab, CR and LF dropped, then
//! a byte outside the gem's set percent-encoded) and fragment (`fragment`).
//! An opaque URI (`mailto:a@b?x`, a scheme and a rootless path) has a nil
//! `path` and `query`, the rest in `opaque`: both are left unsplit. Ruby
//! has no authority getter on `URI::Generic`: it is left unsplit. A failure
//! is the exception's class and message (`URI::InvalidURIError`:
//! `bad URI(is not URI?): "..."` with the input as `inspect` writes it;
//! `URI must be ascii only "..."`, as `dump` writes it, for any byte above
//! 0x7F, a byte that is not UTF-8 as `\xNN`; `invalid percent escape:
//! %zz` in a query; `bad LDAP URL` for an LDAP URL with a fragment or
//! without a path; the bare class name for an opaque FTP URL;
//! `URI::InvalidComponentError` for a `mailto:` URL whose opaque part is
//! not addresses).
//!
//! The destination is Ruby's client's: `hostname` (the host without
//! brackets, not percent-decoded) handed by `TCPSocket` to glibc's
//! `getaddrinfo`, which reads `inet_aton`'s one to four part forms
//! ([`destination::ipv4_forms`]) as an address and any other host as a
//! DNS name (`127.0.0.1.` is a name); Ruby's socket layer takes the host
//! `*` as none, which `getaddrinfo` answers with the loopback (`::1`
//! first). The port is `port` (an `IPvFuture` literal names no
//! destination).

mod ipv6;
mod join;
mod quote;
mod rfc2396;

pub(super) use rfc2396::Rfc2396Reader;

use std::net::Ipv6Addr;

use crate::grammars::Parts;

use super::super::destination::{self, Destination, Target};
use super::super::group::Group;
use super::super::part::Part;
use super::super::read::{Read, ReadError};
use super::scan;
use super::unit::{Known, Unit};

/// Ruby's URI.parse.
#[derive(Debug)]
pub(super) struct RubyReader;

/// Ruby's URI has no authority getter.
const UNSPLIT: &[&str] = &["authority"];

/// An opaque URI's path and query stand in its `opaque`.
const OPAQUE_UNSPLIT: &[&str] = &["authority", "path", "query"];

/// `URI::InvalidURIError`.
const INVALID_URI: &str = "URI::InvalidURIError";

/// `URI::InvalidComponentError`.
const INVALID_COMPONENT: &str = "URI::InvalidComponentError";

impl Unit for RubyReader {
    fn name(&self) -> &'static str {
        "ruby"
    }

    fn library(&self) -> &'static str {
        "Ruby's URI.parse (URI::RFC3986_Parser; host, port)"
    }

    fn release(&self) -> &'static str {
        "Ruby 3.1.2, uri 0.11.0"
    }

    fn used_by(&self) -> &'static str {
        "Ruby's Net::HTTP, open-uri and the HTTP clients built on them"
    }

    fn groups(&self) -> &'static [Group] {
        &[Group::Clients]
    }

    fn never_split(&self) -> &'static [&'static str] {
        UNSPLIT
    }

    /// Named only (`--readers ruby`) until the catalog carries its rows.
    fn by_default(&self) -> bool {
        false
    }

    fn unresolvable(&self) -> &'static str {
        "Ruby's socket looks up no IPvFuture literal"
    }

    fn resolution(&self) -> Option<&'static str> {
        Some("URI.join(base, reference).to_s: Generic#merge, RFC 2396's merge_path")
    }

    /// [`join::join`] with the RFC 3986 parser; an error is the exception
    /// Ruby raises.
    fn resolve(&self, base: &[u8], reference: &[u8]) -> Option<Result<String, ReadError>> {
        Some(resolved(split_checked, base, reference))
    }

    fn fill(&self, input: &[u8], _: Option<&str>, _: &[Part], _: &Known<'_>, into: &mut Read) {
        reading(parse(input), into);
    }
}

/// `parser.join(base, reference).to_s`, an exception as a [`ReadError`];
/// `parser` is the parser's split.
fn resolved(parser: join::SplitFn, base: &[u8], reference: &[u8]) -> Result<String, ReadError> {
    join::join(parser, base, reference)
        .map_err(|(class, message)| ReadError::message_only(Some(class), message))
}

/// A reading from what the parser made of an input, written over `into`.
fn reading(parsed: Result<RubyUri, Raised>, into: &mut Read) {
    match parsed {
        Err((class, message)) => into.set_refused(ReadError::message_only(Some(class), message)),
        Ok(u) => {
            let destination = Destination {
                host: u.host.as_deref().and_then(target),
                port: destination::port_of(None, u.port.as_deref()).ok().flatten(),
            };
            let parts = Parts {
                scheme: u.scheme,
                authority: None,
                userinfo: u.userinfo,
                host: u.host,
                port: u.port,
                path: u.path,
                query: u.query,
                fragment: u.fragment,
                unsplit: if u.opaque { OPAQUE_UNSPLIT } else { UNSPLIT },
            };
            into.set_valid_owned(parts, Some(destination))
        }
    }
}

/// An exception: its class and message.
type Raised = (&'static str, String);

/// What the reader takes of a `URI::Generic` (the module's doc).
struct RubyUri {
    scheme: Option<String>,
    userinfo: Option<String>,
    host: Option<String>,
    port: Option<String>,
    path: Option<String>,
    query: Option<String>,
    fragment: Option<String>,
    opaque: bool,
}

/// What `RFC3986_Parser#split` gives, as slices of the input.
struct Split<'a> {
    scheme: Option<&'a [u8]>,
    userinfo: Option<&'a [u8]>,
    host: Option<&'a [u8]>,
    port: Option<&'a [u8]>,
    /// A registry-based authority (`RFC2396_Parser` only).
    registry: Option<&'a [u8]>,
    /// The path, or the opaque part (a rootless path and its query).
    path: &'a [u8],
    opaque: bool,
    query: Option<&'a [u8]>,
    fragment: Option<&'a [u8]>,
}

/// The scheme classes `URI.for` finds (`URI.scheme_list`), by what they
/// change. `uri.rb` never requires `uri/wss`, so `wss` is `Generic`.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Class {
    Generic,
    /// `HTTP`, `HTTPS`, `WS`: a default port only.
    Port(u16),
    Ftp,
    Ldap(u16),
    File,
    MailTo,
}

/// The class `URI.for` builds for `scheme` (`scheme.upcase` looked up).
fn class(scheme: Option<&[u8]>) -> Class {
    // Compared up to case rather than lower-cased into a copy: this runs
    // for every input of both readers.
    const CLASSES: [(&[u8], Class); 8] = [
        (b"http", Class::Port(80)),
        (b"ws", Class::Port(80)),
        (b"https", Class::Port(443)),
        (b"ftp", Class::Ftp),
        (b"ldap", Class::Ldap(389)),
        (b"ldaps", Class::Ldap(636)),
        (b"file", Class::File),
        (b"mailto", Class::MailTo),
    ];
    let scheme = scheme.unwrap_or_default();
    CLASSES
        .iter()
        .find(|(name, _)| scheme.eq_ignore_ascii_case(name))
        .map_or(Class::Generic, |&(_, class)| class)
}

/// `URI.parse(input)`.
fn parse(input: &[u8]) -> Result<RubyUri, Raised> {
    build(&split_checked(input)?)
}

/// `RFC3986_Parser#split(input)`, raising as it does.
fn split_checked(input: &[u8]) -> Result<Split<'_>, Raised> {
    if !input.is_ascii() {
        return Err((
            INVALID_URI,
            format!("URI must be ascii only {}", quote::dump(input)),
        ));
    }
    let Some(s) = split(input) else {
        return Err((
            INVALID_URI,
            format!("bad URI(is not URI?): {}", quote::inspect(input)),
        ));
    };
    Ok(s)
}

/// `URI.for(*split)`: the scheme's class built from the split parts, with
/// its constructor's checks.
fn build(s: &Split<'_>) -> Result<RubyUri, Raised> {
    let class = class(s.scheme);
    if class == Class::Ftp && s.opaque {
        // `raise InvalidURIError unless path`, without a message.
        return Err((INVALID_URI, INVALID_URI.to_owned()));
    }
    let query = s.query.map(query).transpose()?;
    let text = |b: &[u8]| super::text::lossy(b).into_owned();
    if let Some(registry) = s.registry {
        let scheme = s.scheme.map(|b| text(b).to_ascii_lowercase());
        return Err((
            INVALID_URI,
            format!(
                "the scheme {} does not accept registry part: {} (or bad hostname?)",
                scheme.unwrap_or_default(),
                text(registry)
            ),
        ));
    }
    let mut u = RubyUri {
        // Lower-cased in place: one string, not two.
        scheme: s.scheme.map(|b| {
            let mut t = text(b);
            t.make_ascii_lowercase();
            t
        }),
        userinfo: s.userinfo.filter(|u| !u.is_empty()).map(text),
        host: s.host.map(text),
        port: s.port.filter(|p| !p.is_empty()).map(integer),
        path: (!s.opaque).then(|| text(s.path)),
        query,
        fragment: s.fragment.map(text),
        opaque: s.opaque,
    };
    match class {
        Class::Generic => {}
        Class::Port(p) => {
            u.port.get_or_insert_with(|| p.to_string());
        }
        Class::Ftp => {
            u.port.get_or_insert_with(|| "21".to_owned());
            u.path = Some(ftp_path(s.path));
        }
        Class::Ldap(p) => {
            if u.fragment.is_some() || u.opaque {
                return Err((INVALID_URI, "bad LDAP URL".to_owned()));
            }
            u.port.get_or_insert_with(|| p.to_string());
        }
        Class::File => {
            u.userinfo = None;
            u.port = None;
            if u.host.as_deref().is_none_or(|h| h == "localhost") {
                u.host = Some(String::new());
            }
        }
        Class::MailTo => mailto(s, u.query.as_deref())?,
    }
    Ok(u)
}

/// `MailTo#initialize`'s checks: an opaque part (or `?` and the query),
/// whose part before `?` is addresses (`a@b`, joined by `,` or `;`).
fn mailto(s: &Split<'_>, query: Option<&str>) -> Result<(), Raised> {
    let opaque: Vec<u8> = match (s.opaque, query) {
        (true, _) => s.path.to_vec(),
        (false, Some(q)) => [b"?", q.as_bytes()].concat(),
        (false, None) => {
            return Err((
                INVALID_COMPONENT,
                "missing opaque part for mailto URL".to_owned(),
            ));
        }
    };
    let to = opaque.split(|&b| b == b'?').next().unwrap_or(&[]);
    if !addresses(to) {
        return Err((
            INVALID_COMPONENT,
            format!(
                "unrecognised opaque part for mailtoURL: {}",
                String::from_utf8_lossy(&opaque)
            ),
        ));
    }
    Ok(())
}

/// `/\A(?:[^@,;]+@[^@,;]+(?:\z|[,;]))*\z/`.
fn addresses(to: &[u8]) -> bool {
    let run = |i: usize| {
        to[i..]
            .iter()
            .take_while(|b| !matches!(b, b'@' | b',' | b';'))
            .count()
    };
    let mut i = 0;
    while i < to.len() {
        let local = run(i);
        if local == 0 || to.get(i + local) != Some(&b'@') {
            return false;
        }
        i += local + 1;
        let domain = run(i);
        if domain == 0 {
            return false;
        }
        i += domain;
        match to.get(i) {
            None => break,
            Some(b',' | b';') => i += 1,
            Some(_) => return false,
        }
    }
    true
}

/// `FTP#path` of the path the regexp gave: `FTP#initialize` drops a
/// leading `/` and reads `%2F` after it as `/`, its `set_path` writes `/`
/// back before the path (a `/` first as `%2F`), a `;type=` typecode is cut
/// off, and the getter drops the `/` and reads `%2F` as `/` again.
fn ftp_path(path: &[u8]) -> String {
    let path = super::text::lossy(path);
    let p = path.strip_prefix('/').unwrap_or(&path);
    let p = match p.strip_prefix("%2F") {
        Some(rest) => format!("/{rest}"),
        None => p.to_owned(),
    };
    let mut inner = match p.strip_prefix('/') {
        Some(rest) => format!("/%2F{rest}"),
        None => format!("/{p}"),
    };
    if let Some(i) = inner.find(";type=") {
        inner.truncate(i);
    }
    let got = &inner[1..];
    match got.strip_prefix("%2F") {
        Some(rest) => format!("/{rest}"),
        None => got.to_owned(),
    }
}

/// `String#to_i` of a port's digits, in decimal.
fn integer(digits: &[u8]) -> String {
    let at = digits
        .iter()
        .position(|&b| b != b'0')
        .unwrap_or(digits.len());
    if at == digits.len() {
        "0".to_owned()
    } else {
        String::from_utf8_lossy(&digits[at..]).into_owned()
    }
}

/// `Generic#query=`: tab, CR and LF dropped; `%` before two bytes that
/// are not hexadecimal refused; a byte outside `[!$-&(-;=?-_a-~]`
/// percent-encoded.
///
/// Each step at the speed of a scan: the tab, CR or LF and the `%` found
/// by memchr (a query has few or none), the runs of bytes kept sixteen
/// at a time ([`scan::run_end`]) and each copied at once, and the text made
/// of bytes that are all ASCII checked for UTF-8 once. Queries of the
/// real URL lists are long (tracking parameters): the three byte-at-a-time
/// scans were about a sixtieth of `compare --readers all`.
fn query(q: &[u8]) -> Result<String, Raised> {
    // Copied only when there is a tab, CR or LF to drop (rarely).
    let kept: std::borrow::Cow<'_, [u8]> = if memchr::memchr3(b'\t', b'\r', b'\n', q).is_some() {
        q.iter()
            .copied()
            .filter(|b| !matches!(b, b'\t' | b'\r' | b'\n'))
            .collect::<Vec<u8>>()
            .into()
    } else {
        q.into()
    };
    // The first `%` with two bytes after it, neither hexadecimal.
    let bad = memchr::memchr_iter(b'%', &kept).find_map(|at| {
        let w = kept.get(at..at + 3)?;
        (!w[1].is_ascii_hexdigit() && !w[2].is_ascii_hexdigit()).then_some(w)
    });
    if let Some(bad) = bad {
        return Err((
            INVALID_URI,
            format!("invalid percent escape: {}", String::from_utf8_lossy(bad)),
        ));
    }
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    let mut out = Vec::with_capacity(kept.len());
    let mut i = 0;
    while i < kept.len() {
        // A run of bytes kept (all ASCII) is copied at once.
        let start = i;
        i = scan::run_end(&kept, i, &QUERY_KEEP);
        out.extend_from_slice(kept.get(start..i).unwrap_or_default());
        let Some(&b) = kept.get(i) else {
            break;
        };
        i += 1;
        // Written in place: no string of its own for each escape.
        out.extend_from_slice(&[b'%', HEX[usize::from(b >> 4)], HEX[usize::from(b & 15)]]);
    }
    // Every byte written is ASCII: kept bytes are, the rest went as `%XX`.
    Ok(String::from_utf8(out)
        .unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned()))
}

/// The bytes [`query`] keeps as they are, `[!$-&(-;=?-_a-~]`.
static QUERY_KEEP: scan::Class = scan::class!(b => matches!(b, b'!' | b'$'..=b'&' | b'('..=b';' | b'=' | b'?'..=b'_' | b'a'..=b'~'));

/// A byte of a `pchar` but `%`: `[!$&-.0-;=@-Z_a-z~]`, one load of
/// [`PCHAR`] (every byte of a path passes here).
fn pchar(b: u8) -> bool {
    PCHAR[usize::from(b)]
}

/// [`pchar`] as a table: one load a byte is cheaper than the ranges'
/// comparisons (issue 37 item 7).
static PCHAR: [bool; 256] = {
    let mut t = [false; 256];
    let mut b = 0;
    while b < 256 {
        t[b] = matches!(b as u8, b'!' | b'$' | b'&'..=b'.' | b'0'..=b';' | b'=' | b'@'..=b'Z' | b'_' | b'a'..=b'z' | b'~');
        b += 1;
    }
    t
};

/// A byte of a userinfo but `%`: `[!$&-.0-;=A-Z_a-z~]`.
fn userinfo_byte(b: u8) -> bool {
    pchar(b) && b != b'@'
}

/// A byte of a reg-name but `%`: `[!$&-.0-9;=A-Z_a-z~]`.
fn reg_name_byte(b: u8) -> bool {
    userinfo_byte(b) && b != b':'
}

/// The length of the longest run at the start of `s` of bytes `ok` takes
/// and `%` with two hexadecimal digits.
fn run(s: &[u8], ok: impl Fn(u8) -> bool) -> usize {
    // The bytes `ok` takes but `%` go sixteen at a time
    // ([`scan::run_end_by`]): every byte of a path and of an authority
    // passes here, and a test of each was about 750 instructions a line of
    // `compare --readers all`.
    let plain = |b: u8| b != b'%' && ok(b);
    let mut i = 0;
    loop {
        i = scan::run_end_by(s, i, plain);
        let escape = s
            .get(i..i + 3)
            .is_some_and(|e| e[0] == b'%' && e[1].is_ascii_hexdigit() && e[2].is_ascii_hexdigit());
        if !escape {
            return i;
        }
        i += 3;
    }
}

/// `RFC3986_Parser#split`: the URI regexp when the input starts with a
/// scheme and `:` (the relative reference's first segment could not hold
/// that `:`), else the relative reference regexp. `None` when neither
/// matches.
fn split(input: &[u8]) -> Option<Split<'_>> {
    let scheme_len = input
        .iter()
        .position(|&b| !(b.is_ascii_alphanumeric() || matches!(b, b'+' | b'-' | b'.')))
        .filter(|&i| i > 0 && input[0].is_ascii_alphabetic() && input[i] == b':');
    let (scheme, rest) = match scheme_len {
        Some(i) => (Some(&input[..i]), &input[i + 1..]),
        None => (None, input),
    };
    let relative = scheme.is_none();
    let mut s = Split {
        scheme,
        userinfo: None,
        host: None,
        port: None,
        registry: None,
        path: &[],
        opaque: false,
        query: None,
        fragment: None,
    };
    let after_path: &[u8];
    if let Some(auth) = rest.strip_prefix(b"//") {
        let end = auth
            .iter()
            .position(|&b| matches!(b, b'/' | b'?' | b'#'))
            .unwrap_or(auth.len());
        authority(&auth[..end], relative, &mut s)?;
        let tail = &auth[end..];
        let n = run(tail, |b| pchar(b) || b == b'/');
        s.path = &tail[..n];
        after_path = &tail[n..];
    } else if rest.starts_with(b"/") || !relative {
        // path-absolute, or path-rootless (opaque) or path-empty.
        let n = run(rest, |b| pchar(b) || b == b'/');
        s.path = &rest[..n];
        s.opaque = !relative && n > 0 && rest[0] != b'/';
        after_path = &rest[n..];
    } else {
        // path-noscheme or path-empty: no `:` in the first segment.
        let first = run(rest, |b| pchar(b) && b != b':');
        let n = if first == 0 {
            0
        } else {
            first + segments(&rest[first..])
        };
        s.path = &rest[..n];
        after_path = &rest[n..];
    }
    let (query, fragment) = match after_path.split_first() {
        None => (None, None),
        Some((b'?', q)) => match q.iter().position(|&b| b == b'#') {
            Some(i) => (Some(&q[..i]), Some(&q[i + 1..])),
            None => (Some(q), None),
        },
        Some((b'#', f)) => (None, Some(f)),
        Some(_) => return None,
    };
    if let Some(f) = fragment
        && run(f, |b| pchar(b) || b == b'/' || b == b'?') != f.len()
    {
        return None;
    }
    s.fragment = fragment;
    if s.opaque {
        // The opaque part takes `?` and the query; the query is nil.
        let end = s.path.len() + query.map_or(0, |q| q.len() + 1);
        s.path = &rest[..end];
    } else {
        s.query = query;
    }
    Some(s)
}

/// The length of `(?:\/segment)*` at the start of `s`.
fn segments(s: &[u8]) -> usize {
    if s.first() == Some(&b'/') {
        run(s, |b| pchar(b) || b == b'/')
    } else {
        0
    }
}

/// Whether `s` is empty or `:` and digits (`(?::(?<port>\d*))?` at the
/// end of the authority).
fn port_tail(s: &[u8]) -> bool {
    s.is_empty() || (s[0] == b':' && s[1..].iter().all(u8::is_ascii_digit))
}

/// The authority: a userinfo before an `@`, then the host and port as the
/// URI regexp (`relative` false) or the relative reference regexp reads
/// them.
fn authority<'a>(auth: &'a [u8], relative: bool, s: &mut Split<'a>) -> Option<()> {
    let host_port = match auth.iter().position(|&b| b == b'@') {
        Some(at) => {
            let userinfo = &auth[..at];
            if run(userinfo, userinfo_byte) != userinfo.len() {
                return None;
            }
            s.userinfo = Some(userinfo);
            &auth[at + 1..]
        }
        None => auth,
    };
    let host_len = host(host_port, relative)?;
    let tail = &host_port[host_len..];
    if !port_tail(tail) {
        return None;
    }
    s.host = Some(&host_port[..host_len]).filter(|h| !h.is_empty());
    s.port = tail.get(1..);
    Some(())
}

/// The length of the host at the start of `h` that leaves a port after it.
fn host(h: &[u8], relative: bool) -> Option<usize> {
    if let Some(inside) = h.strip_prefix(b"[") {
        if relative {
            // `\[IPv6address`, without the closing bracket; a port may
            // follow from `j` when all after `j` is `:` and digits.
            let digits = inside.len()
                - inside
                    .iter()
                    .rev()
                    .take_while(|b| b.is_ascii_digit())
                    .count();
            let tail_at = |j: usize| j == inside.len() || (inside[j] == b':' && j + 1 >= digits);
            let end = ipv6::first_match(inside, &mut |j| tail_at(j))?;
            return Some(end + 1);
        }
        let close = inside.iter().position(|&b| b == b']')?;
        let v = &inside[..close];
        let ok = ipv_future(v) || ipv6::first_match(v, &mut |j| j == v.len()).is_some();
        return ok.then_some(close + 2);
    }
    if relative
        && h.first() == Some(&b'v')
        && let Some(close) = h.iter().position(|&b| b == b']')
        && ipv_future(&h[..close])
        && port_tail(&h[close + 1..])
    {
        // `IPvFuture\]`, without the opening bracket.
        return Some(close + 1);
    }
    Some(run(h, reg_name_byte))
}

/// `IPvFuture`: `v\h+\.[!$&-.0-;=A-Z_a-z~]+` (a lower-case `v` only).
fn ipv_future(v: &[u8]) -> bool {
    let Some(rest) = v.strip_prefix(b"v") else {
        return false;
    };
    let hex = rest.iter().take_while(|b| b.is_ascii_hexdigit()).count();
    hex > 0
        && rest.get(hex) == Some(&b'.')
        && rest.len() > hex + 1
        && rest[hex + 1..].iter().all(|&b| userinfo_byte(b))
}

/// Where `TCPSocket` connects given `host` (the module's doc).
fn target(host: &str) -> Option<Target> {
    let name = match host.strip_prefix('[').and_then(|h| h.strip_suffix(']')) {
        Some(inside) if inside.starts_with('v') => return None,
        Some(inside) => inside,
        None => host,
    };
    if name.is_empty() {
        return None;
    }
    if name == "*" {
        return Some(Target::Ipv6(Ipv6Addr::LOCALHOST, None));
    }
    if name.contains(':')
        && let Ok(a) = name.parse::<Ipv6Addr>()
    {
        return Some(Target::Ipv6(a, None));
    }
    if let Some(a) = destination::ipv4_forms(name) {
        return Some(Target::Ipv4(a));
    }
    Some(destination::name(name))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `run` is its definition read a byte at a time (a byte `ok` takes,
    /// or `%` and two hexadecimal digits): every byte at every place of
    /// texts of up to forty bytes (its sixteen-byte blocks and their
    /// tails), for a path's bytes and a reg-name's.
    #[test]
    fn run_is_the_definition_at_every_byte_and_place() {
        fn naive(s: &[u8], ok: impl Fn(u8) -> bool) -> usize {
            let mut i = 0;
            while i < s.len() {
                if s[i] == b'%' {
                    if s.len() > i + 2
                        && s[i + 1].is_ascii_hexdigit()
                        && s[i + 2].is_ascii_hexdigit()
                    {
                        i += 3;
                        continue;
                    }
                    break;
                }
                if !ok(s[i]) {
                    break;
                }
                i += 1;
            }
            i
        }
        let path = |b: u8| pchar(b) || b == b'/';
        for len in 0..40 {
            for base in [b'a', b'%', b'7'] {
                let line = vec![base; len];
                assert_eq!(run(&line, path), naive(&line, path));
                for at in 0..len {
                    for c in 0..=u8::MAX {
                        let mut t = line.clone();
                        t[at] = c;
                        assert_eq!(run(&t, path), naive(&t, path), "{t:?}");
                        assert_eq!(run(&t, reg_name_byte), naive(&t, reg_name_byte), "{t:?}");
                    }
                }
            }
        }
    }

    /// `query` is `Generic#query=` written a byte at a time, as Ruby's
    /// regular expressions read it (tab, CR and LF dropped; the first `%`
    /// before two bytes neither of them hexadecimal refused; a byte outside
    /// `[!$-&(-;=?-_a-~]` written `%XX`): every byte at every place of
    /// queries of up to twelve bytes, alone and beside a `%`.
    #[test]
    fn query_is_the_definition_at_every_byte_and_place() {
        let naive = |q: &[u8]| -> Result<String, Raised> {
            let kept: Vec<u8> = q
                .iter()
                .copied()
                .filter(|b| !matches!(b, b'\t' | b'\r' | b'\n'))
                .collect();
            for w in kept.windows(3) {
                if w[0] == b'%' && !w[1].is_ascii_hexdigit() && !w[2].is_ascii_hexdigit() {
                    return Err((
                        INVALID_URI,
                        format!("invalid percent escape: {}", String::from_utf8_lossy(w)),
                    ));
                }
            }
            let mut out = String::new();
            for b in kept {
                if matches!(b, b'!' | b'$'..=b'&' | b'('..=b';' | b'=' | b'?'..=b'_' | b'a'..=b'~')
                {
                    out.push(char::from(b));
                } else {
                    crate::compare::hex::push_pct(&mut out, b);
                }
            }
            Ok(out)
        };
        for len in 0..=12 {
            for base in [b'a', b'%', b'\n'] {
                let line = vec![base; len];
                assert_eq!(query(&line), naive(&line));
                for at in 0..len {
                    for c in 0..=u8::MAX {
                        let mut q = line.clone();
                        q[at] = c;
                        assert_eq!(query(&q), naive(&q), "{q:?}");
                    }
                }
            }
        }
    }
}
