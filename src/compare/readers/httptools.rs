//! httptools's `httptools.parse_url(input)` (httptools 0.9.0, which builds
//! the http-parser 2.9.4 bundled in its sdist, in strict mode; checked
//! against it on CPython 3.11.7 by `tests/compare_httptools.rs` on the
//! vectors `scripts/compare_vectors_httptools.sh` made): what uvicorn and
//! other asyncio servers on httptools read a request-target with.
//!
//! `parse_url` hands the bytes to http-parser's
//! `http_parser_parse_url(buf, len, is_connect = 0, &u)`, two state
//! machines written out here by their states:
//! - the first walks the whole input: it starts at `/` or `*` (a path) or
//!   a letter (a schema of letters only, then exactly `://`); the server
//!   runs to `/` or `?` over userinfo characters, `[`, `]` and `@` (never
//!   two in a row, nor `#`); the path, query and fragment take the URL
//!   characters (printable ASCII but `#` and `?`), the query `?` too and
//!   the fragment `?` and `#`. Space, CR, LF, tab, form feed, DEL, control
//!   characters and every byte above 0x7F end it in failure. The
//!   delimiters are no part's: a lone `?` or `#` leaves its part absent,
//!   and leading `#`s of a fragment are skipped. A schema without a server
//!   fails.
//! - the second walks the server: the userinfo up to the `@` (when the
//!   first saw one), then a name of letters, digits, `.` and `-`, or `[`,
//!   hexadecimal digits, `:` and `.`, a zone (`%` and unreserved
//!   characters or `%`) and `]`; then `:` and digits, read as a number no
//!   larger than 65535. It may not end inside the userinfo, a bracket or
//!   after the `:`.
//!
//! The parts are the `URL` object's attributes: scheme (`schema`, as
//! written), userinfo, host (brackets dropped, an IPv6 zone kept), port
//! (the int, as decimal: leading zeros dropped; no default filled in),
//! path, query and fragment; `None` is absent. Every byte http-parser
//! accepts is ASCII, so the bytes are text as they are (latin-1). There is
//! no authority attribute: it is left unsplit. A failure is
//! `HttpParserInvalidURLError`, `invalid url` and Python's `repr` of the
//! bytes, or, above 65,535 bytes, its `url is too long` message.
//!
//! uvicorn connects nowhere: the destination is where Python's socket
//! would connect given the host (as urllib's, [`destination::urllib_host`]:
//! the `idna` codec, then getaddrinfo's numeric forms; an IPv6 host is
//! given without brackets, as httptools gives it), the port the written one
//! else the schema's default.

use std::ops::Range;
use std::sync::Arc;

use crate::urllib::repr_bytes;

use super::super::destination;
use super::super::group::Group;
use super::super::part::Part;
use super::super::read::{Read, ReadError, set, set_shown};
use super::scan;
use super::unit::{Known, Unit};

/// httptools's parse_url.
#[derive(Debug)]
pub(super) struct HttptoolsReader;

/// The `URL` object has no authority.
const UNSPLIT: &[&str] = &["authority"];

/// The longest input `parse_url` takes: http-parser's offsets are 16 bits.
const MAX_URL_LENGTH: usize = (1 << 16) - 1;

/// The exception `parse_url` raises.
const ERROR: &str = "HttpParserInvalidURLError";

impl Unit for HttptoolsReader {
    fn name(&self) -> &'static str {
        "httptools"
    }

    fn library(&self) -> &'static str {
        "httptools's parse_url (http-parser's http_parser_parse_url)"
    }

    fn release(&self) -> &'static str {
        "httptools 0.9.0, http-parser 2.9.4"
    }

    fn used_by(&self) -> &'static str {
        "uvicorn and other asyncio servers reading a request-target"
    }

    fn groups(&self) -> &'static [Group] {
        &[Group::Python]
    }

    fn never_split(&self) -> &'static [&'static str] {
        UNSPLIT
    }

    /// Named only (`--readers httptools`) until the catalog carries its
    /// rows.
    fn by_default(&self) -> bool {
        false
    }

    fn unresolvable(&self) -> &'static str {
        "Python's idna codec refuses it: an empty or over-long label"
    }

    fn fill(
        &self,
        input: &[u8],
        text: Option<&str>,
        _need: &[Part],
        _: &Known<'_>,
        into: &mut Read,
    ) {
        if input.len() > MAX_URL_LENGTH {
            return into.set_refused(ReadError::message_only(
                Some(ERROR),
                format!(
                    "url is too long: url length of {} bytes exceeds the maximum of {MAX_URL_LENGTH} bytes",
                    input.len()
                ),
            ));
        }
        // Every byte the parser accepts is ASCII, so valid input is UTF-8.
        let (Some(u), Some(text)) = (parse_url(input), text) else {
            return into.set_refused(ReadError::message_only(
                Some(ERROR),
                format!("invalid url {}", repr_bytes(input)),
            ));
        };
        let get = |r: Option<Range<usize>>| r.and_then(|r| text.get(r));
        let mut held = into.take_parts();
        let p = Arc::make_mut(&mut held);
        set_shown(&mut p.port, u.port);
        match u.host.clone() {
            None => into.destination = None,
            Some(h) => {
                let scheme = u.schema.clone().map(|s| &text[s]);
                let port = destination::port_of(scheme, p.port.as_deref());
                into.set_place(destination::urllib_host(&text[h]), port.ok().flatten());
            }
        }
        set(&mut p.scheme, get(u.schema));
        p.authority = None;
        set(&mut p.userinfo, get(u.userinfo));
        set(&mut p.host, get(u.host));
        set(&mut p.path, get(u.path));
        set(&mut p.query, get(u.query));
        set(&mut p.fragment, get(u.fragment));
        p.unsplit = UNSPLIT;
        into.set_parts(held);
    }
}

/// The fields `http_parser_parse_url` sets, as spans of the input, and the
/// port's value.
#[derive(Default)]
struct Url {
    schema: Option<Range<usize>>,
    userinfo: Option<Range<usize>>,
    host: Option<Range<usize>>,
    port: Option<u16>,
    path: Option<Range<usize>>,
    query: Option<Range<usize>>,
    fragment: Option<Range<usize>>,
}

/// Where the first machine stands (http-parser's `s_req_*` states).
#[derive(Clone, Copy, PartialEq, Eq)]
enum State {
    /// Before the first byte.
    Start,
    /// In the schema's letters.
    Schema,
    /// After the schema's `:`.
    SchemaSlash,
    /// After its first `/`.
    SchemaSlashSlash,
    /// After `://`.
    ServerStart,
    /// In the server.
    Server,
    /// Just after an `@` in the server.
    ServerWithAt,
    /// In the path.
    Path,
    /// Just after the `?`.
    QueryStart,
    /// In the query.
    Query,
    /// Just after a `#` (and any `#` that follows).
    FragmentStart,
    /// In the fragment.
    Fragment,
}

/// A letter (`IS_ALPHA`).
fn alpha(b: u8) -> bool {
    b.is_ascii_alphabetic()
}

/// `IS_USERINFO_CHAR`: letters, digits, the marks `-_.!~*'()`, `%`, and
/// `;:&=+$,`.
fn userinfo_char(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b"-_.!~*'()%;:&=+$,".contains(&b)
}

/// `IS_URL_CHAR` in strict mode: printable ASCII but `#` and `?`.
const fn url_char(b: u8) -> bool {
    matches!(b, b'!'..=b'~') && b != b'#' && b != b'?'
}

/// The bytes that keep the first machine in `s_req_path`.
static PATH_KEEPS: scan::Class = scan::class!(b => url_char(b));
/// The bytes that keep it in `s_req_query_string`.
static QUERY_KEEPS: scan::Class = scan::class!(b => url_char(b) || b == b'?');
/// The bytes that keep it in `s_req_fragment`.
static FRAGMENT_KEEPS: scan::Class = scan::class!(b => url_char(b) || b == b'?' || b == b'#');

/// `IS_HOST_CHAR` in strict mode: letters, digits, `.` and `-`.
fn host_char(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'.' || b == b'-'
}

/// The first machine's step (`parse_url_char`); `None` is `s_dead`.
fn step(s: State, b: u8) -> Option<State> {
    use State::*;
    if matches!(b, b' ' | b'\r' | b'\n' | b'\t' | 0x0c) {
        return None;
    }
    Some(match s {
        Start if b == b'/' || b == b'*' => Path,
        Start if alpha(b) => Schema,
        Schema if alpha(b) => Schema,
        Schema if b == b':' => SchemaSlash,
        SchemaSlash if b == b'/' => SchemaSlashSlash,
        SchemaSlashSlash if b == b'/' => ServerStart,
        ServerWithAt if b == b'@' => return None,
        ServerStart | Server | ServerWithAt => match b {
            b'/' => Path,
            b'?' => QueryStart,
            b'@' => ServerWithAt,
            b'[' | b']' => Server,
            _ if userinfo_char(b) => Server,
            _ => return None,
        },
        Path if url_char(b) => Path,
        Path if b == b'?' => QueryStart,
        Path if b == b'#' => FragmentStart,
        QueryStart | Query if url_char(b) || b == b'?' => Query,
        QueryStart | Query if b == b'#' => FragmentStart,
        FragmentStart if b == b'#' => FragmentStart,
        FragmentStart | Fragment if url_char(b) || b == b'?' || b == b'#' => Fragment,
        _ => return None,
    })
}

/// The field a state's byte belongs to, or `None` for a delimiter's.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Field {
    /// `UF_SCHEMA`.
    Schema,
    /// `UF_HOST`: the whole server until the second machine splits it.
    Host,
    /// `UF_PATH`.
    Path,
    /// `UF_QUERY`.
    Query,
    /// `UF_FRAGMENT`.
    Fragment,
}

/// `http_parser_parse_url(buf, len, 0, &u)`, or `None` where it returns
/// non-zero.
fn parse_url(buf: &[u8]) -> Option<Url> {
    if buf.is_empty() {
        return None;
    }
    let mut u = Url::default();
    let mut s = State::Start;
    let mut found_at = false;
    let mut i = 0;
    while i < buf.len() {
        let b = buf[i];
        s = step(s, b)?;
        // In the path, the query or the fragment, a run of the bytes that
        // keep the machine where it is stays in the field: taken at once,
        // found sixteen bytes at a time ([`scan::run_end`]; a test of each
        // byte was about 540 instructions a line of `compare --readers
        // all`).
        let keeps = match s {
            State::Path => Some(&PATH_KEEPS),
            State::Query => Some(&QUERY_KEEPS),
            State::Fragment => Some(&FRAGMENT_KEEPS),
            _ => None,
        };
        let start = i;
        i = match keeps {
            Some(class) => scan::run_end(buf, i + 1, class),
            None => i + 1,
        };
        let field = match s {
            State::Schema => Field::Schema,
            State::Server => Field::Host,
            State::ServerWithAt => {
                found_at = true;
                Field::Host
            }
            State::Path => Field::Path,
            State::Query => Field::Query,
            State::Fragment => Field::Fragment,
            _ => continue,
        };
        let span = match field {
            Field::Schema => &mut u.schema,
            Field::Host => &mut u.host,
            Field::Path => &mut u.path,
            Field::Query => &mut u.query,
            Field::Fragment => &mut u.fragment,
        };
        // Each field's states are one run: a field once left never comes
        // back, so the span grows from where it began.
        match span {
            Some(r) => r.end = i,
            None => *span = Some(start..i),
        }
    }
    if u.schema.is_some() && u.host.is_none() {
        return None;
    }
    if let Some(server) = u.host.clone() {
        parse_host(buf, server, found_at, &mut u)?;
    }
    Some(u)
}

/// Where the second machine stands (http-parser's `s_http_*` states).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Server {
    /// In the userinfo (or before its first byte).
    Userinfo,
    /// After the `@`, or at the start without one.
    HostStart,
    /// In a name.
    Name,
    /// After `[`.
    V6Start,
    /// In an IPv6 address.
    V6,
    /// After `%` in an IPv6 literal.
    ZoneStart,
    /// In the zone.
    Zone,
    /// After `]`.
    V6End,
    /// After the port's `:`.
    PortStart,
    /// In the port.
    Port,
}

/// A zone's character: letters, digits, `%`, `.`, `-`, `_` and `~`.
fn zone_char(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b"%.-_~".contains(&b)
}

/// The second machine's step (`http_parse_host_char`); `None` is dead.
fn host_step(s: Server, b: u8) -> Option<Server> {
    use Server::*;
    Some(match s {
        Userinfo if b == b'@' => HostStart,
        Userinfo if userinfo_char(b) => Userinfo,
        HostStart if b == b'[' => V6Start,
        HostStart | Name if host_char(b) => Name,
        Name | V6End if b == b':' => PortStart,
        V6 if b == b']' => V6End,
        V6Start | V6 if b.is_ascii_hexdigit() || b == b':' || b == b'.' => V6,
        V6 if b == b'%' => ZoneStart,
        Zone if b == b']' => V6End,
        ZoneStart | Zone if zone_char(b) => Zone,
        PortStart | Port if b.is_ascii_digit() => Port,
        _ => return None,
    })
}

/// `http_parse_host`: the server span into userinfo, host and port, or
/// `None` where it fails or the port is above 65535.
fn parse_host(buf: &[u8], server: Range<usize>, found_at: bool, u: &mut Url) -> Option<()> {
    let mut s = if found_at {
        Server::Userinfo
    } else {
        Server::HostStart
    };
    let (mut host, mut port, mut userinfo) = (None::<Range<usize>>, None::<Range<usize>>, None);
    for i in server {
        let next = host_step(s, buf[i])?;
        let span = match next {
            Server::Name | Server::V6 | Server::ZoneStart | Server::Zone => &mut host,
            Server::Port => &mut port,
            Server::Userinfo => &mut userinfo,
            _ => {
                s = next;
                continue;
            }
        };
        match span {
            Some(r) => r.end = i + 1,
            None => *span = Some(i..i + 1),
        }
        s = next;
    }
    if !matches!(s, Server::Name | Server::V6End | Server::Port) {
        return None;
    }
    u.host = host;
    u.userinfo = userinfo;
    if let Some(p) = port {
        let mut v: u32 = 0;
        for &d in &buf[p] {
            v = v * 10 + u32::from(d - b'0');
            if v > 0xffff {
                return None;
            }
        }
        u.port = Some(u16::try_from(v).ok()?);
    }
    Some(())
}
