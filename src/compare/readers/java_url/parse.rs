//! `new URL(spec)` and `new URL(context, spec)` as JDK 17 read them: the
//! constructor (whitespace trimmed, an optional `url:`, the protocol, the
//! context's fields inherited when the protocols match, the handler, the
//! `#ref`), then the handler's `parseURL` on those fields:
//! `URLStreamHandler`'s own for `http`, `https`, `ftp`, `file` (on Unix),
//! `jrt` and `jmod`, and the `jar` and `mailto` handlers' overrides.
//! Written from the JDK's observed behaviour
//! (`tests/data/compare/java-url.jsonl`, `base-java-url.jsonl`) and its
//! source; each step says which Java method it stands for.

use super::chars::{self, describe_control, parse_int};
use super::dots::{canonicalize, remove_dots};
use super::ip;

/// What the URL's getters give (the reader's doc says which are null).
#[derive(Clone, Debug, Default)]
pub(super) struct JavaUrl {
    /// `getProtocol()`.
    pub(super) protocol: String,
    /// `getAuthority()`.
    pub(super) authority: Option<String>,
    /// `getUserInfo()`.
    pub(super) user_info: Option<String>,
    /// `getHost()`.
    pub(super) host: Option<String>,
    /// `getPort()`.
    pub(super) port: i32,
    /// `getPath()`.
    pub(super) path: Option<String>,
    /// `getQuery()`.
    pub(super) query: Option<String>,
    /// `getRef()`.
    pub(super) reference: Option<String>,
    /// `getFile()` when it is not the path and the query (a URL that
    /// inherited a context's fields holds the context's file until its
    /// handler sets its own).
    pub(super) file: Option<String>,
}

impl JavaUrl {
    /// `getFile()`: the path, then `?` and the query when there is one.
    pub(super) fn file(&self) -> Option<String> {
        if self.file.is_some() {
            return self.file.clone();
        }
        let path = self.path.as_deref()?;
        Some(match &self.query {
            Some(q) => format!("{path}?{q}"),
            None => path.to_owned(),
        })
    }

    /// `toExternalForm()` (`URLStreamHandler`'s, which every JDK handler
    /// keeps): `protocol:`, `//` and the authority when it is not empty,
    /// the path, `?query`, `#ref`, each as it stands.
    pub(super) fn external_form(&self) -> String {
        let mut s = format!("{}:", self.protocol);
        if let Some(a) = self.authority.as_deref().filter(|a| !a.is_empty()) {
            s.push_str("//");
            s.push_str(a);
        }
        s.push_str(self.path.as_deref().unwrap_or(""));
        if let Some(q) = &self.query {
            s.push('?');
            s.push_str(q);
        }
        if let Some(r) = &self.reference {
            s.push('#');
            s.push_str(r);
        }
        s
    }
}

/// The `MalformedURLException`'s message (every failure is one: the
/// constructor wraps any other exception's message in one).
pub(super) type Message = String;

/// The protocols the JDK has a handler for (`sun.net.www.protocol.*`).
const HANDLERS: &[&str] = &[
    "file", "ftp", "http", "https", "jar", "jmod", "jrt", "mailto",
];

/// `new URL(spec)`.
pub(super) fn parse(spec: &str) -> Result<JavaUrl, Message> {
    parse_in(None, spec)
}

/// `new URL(context, spec)`: with no protocol, or the context's, `spec` is
/// relative to the context, whose fields it starts from (a hierarchical
/// context, whose path starts with `/`, takes `http:g` as `g`, RFC 2396
/// section 5.2 step 3's backward compatibility); an empty `spec` keeps
/// the context's query and `#ref` too.
pub(super) fn parse_in(context: Option<&JavaUrl>, spec: &str) -> Result<JavaUrl, Message> {
    let b = spec.as_bytes();
    let mut limit = b.len();
    while limit > 0 && b[limit - 1] <= b' ' {
        limit -= 1;
    }
    let mut start = 0;
    while start < limit && b[start] <= b' ' {
        start += 1;
    }
    if b.len() >= start + 4 && b[start..start + 4].eq_ignore_ascii_case(b"url:") {
        start += 4;
    }
    let a_ref = b.get(start) == Some(&b'#');
    // The protocol ends at the first `:` before any `/`.
    let colon = b[start..limit]
        .iter()
        .position(|&c| c == b':' || c == b'/')
        .map(|i| start + i)
        .filter(|&i| !a_ref && b[i] == b':');
    let mut new_protocol = None;
    if let Some(i) = colon {
        // Lower-cased before it is checked: `İ` becomes `i` and a
        // combining dot, which is no letter.
        let s = spec[start..i].to_lowercase();
        if valid_protocol(&s) {
            new_protocol = Some(s);
            start = i + 1;
        }
    }
    let mut url = JavaUrl {
        port: -1,
        ..JavaUrl::default()
    };
    let mut protocol = new_protocol.clone();
    let mut relative = false;
    if let Some(c) = context
        && new_protocol
            .as_deref()
            .is_none_or(|p| p.eq_ignore_ascii_case(&c.protocol))
    {
        let hierarchical = c.path.as_deref().is_some_and(|p| p.starts_with('/'));
        if new_protocol.is_none() || hierarchical {
            protocol = Some(c.protocol.clone());
            url = JavaUrl {
                protocol: c.protocol.clone(),
                authority: c.authority.clone(),
                user_info: c.user_info.clone(),
                host: c.host.clone(),
                port: c.port,
                path: c.path.clone(),
                query: None,
                reference: None,
                file: c.file(),
            };
            relative = true;
        }
    }
    let Some(protocol) = protocol else {
        return Err(format!("no protocol: {spec}"));
    };
    if !HANDLERS.contains(&protocol.as_str()) {
        return Err(format!("unknown protocol: {protocol}"));
    }
    // The delimiters searched for below are ASCII: memchr finds their
    // bytes, many at a time.
    if let Some(i) = memchr::memchr(b'#', &spec.as_bytes()[start..]).map(|i| start + i) {
        url.reference = Some(spec[i + 1..limit.max(i + 1)].to_owned());
        limit = i;
    }
    if relative
        && start == limit
        && let Some(c) = context
    {
        // RFC 2396 section 5.2.2: the current document.
        url.query.clone_from(&c.query);
        if url.reference.is_none() {
            url.reference.clone_from(&c.reference);
        }
    }
    match protocol.as_str() {
        "jar" => jar(&mut url, spec, start, limit)?,
        "mailto" => mailto(&mut url, spec, start, limit)?,
        _ => parse_url(&mut url, spec, start, limit)?,
    }
    url.protocol = protocol;
    Ok(url)
}

/// `URL.isValidProtocol`: a letter, then letters, digits, `.`, `+`, `-`
/// (of any script, as `Character` reads a UTF-16 unit).
fn valid_protocol(s: &str) -> bool {
    let mut cs = s.chars();
    cs.next().is_some_and(chars::is_letter)
        && cs.all(|c| chars::is_letter_or_digit(c) || matches!(c, '.' | '+' | '-'))
}

/// `URLStreamHandler.parseURL(u, spec, start, limit)`, on the fields `url`
/// holds (a context's, for a relative spec): the query from the first
/// `?`, an authority after `//` (but not `////`, a UNC name), its user
/// info before a lone `@`, an IPv6 literal checked, the port by
/// `Integer.parseInt`; then the path: one starting with `/` as written, a
/// relative one after the context path's last `/`, its dot segments
/// removed by [`remove_dots`]. The host is then checked for control
/// characters (`setURL`'s `IPAddressUtil.checkHostString`).
fn parse_url(
    url: &mut JavaUrl,
    spec: &str,
    mut start: usize,
    mut limit: usize,
) -> Result<(), Message> {
    let mut spec = spec;
    let mut query_only = false;
    if start < limit
        && let Some(q) = memchr::memchr(b'?', spec.as_bytes())
    {
        query_only = q == start;
        if q < limit {
            url.query = Some(spec[q + 1..limit].to_owned());
            limit = q;
            spec = &spec[..q];
        }
    }
    let b = spec.as_bytes();
    let unc = start + 4 <= limit && &b[start..start + 4] == b"////";
    let mut host = url.host.take();
    if !unc && start + 2 <= limit && &b[start..start + 2] == b"//" {
        start += 2;
        let i = match memchr::memchr(b'/', &b[start..]).map(|i| start + i) {
            Some(i) if i <= limit => i,
            _ => match memchr::memchr(b'?', &b[start..]).map(|i| start + i) {
                Some(i) if i <= limit => i,
                _ => limit,
            },
        };
        let authority = &spec[start..i];
        let mut h = Some(authority);
        url.user_info = None;
        if let Some(at) = memchr::memchr(b'@', authority.as_bytes()) {
            if memchr::memrchr(b'@', authority.as_bytes()) == Some(at) {
                url.user_info = Some(authority[..at].to_owned());
                h = Some(&authority[at + 1..]);
            } else {
                h = None;
            }
        }
        let h = match h {
            Some(h) => {
                let (h, port) = host_port(h, authority)?;
                url.port = port;
                h
            }
            None => "",
        };
        if url.port < -1 {
            return Err(format!("Invalid port number :{}", url.port));
        }
        host = Some(h.to_owned());
        url.authority = Some(authority.to_owned());
        if !authority.is_empty() {
            url.path = Some(String::new());
        }
        start = i;
    }
    let host = host.unwrap_or_default();
    let mut relative_path = false;
    if start < limit {
        let rest = &spec[start..limit];
        url.path = Some(match url.path.as_deref() {
            _ if rest.starts_with('/') => rest.to_owned(),
            Some(path) if !path.is_empty() => {
                relative_path = true;
                let dir = path.rfind('/');
                let separator = if dir.is_none() && url.authority.is_some() {
                    "/"
                } else {
                    ""
                };
                format!("{}{separator}{rest}", &path[..dir.map_or(0, |i| i + 1)])
            }
            _ if url.authority.is_some() => format!("/{rest}"),
            _ => rest.to_owned(),
        });
    } else if query_only && let Some(path) = url.path.as_deref() {
        let dir = path.rfind('/').unwrap_or(0);
        url.path = Some(format!("{}/", &path[..dir]));
    }
    let path = url.path.take().unwrap_or_default();
    url.path = Some(if relative_path {
        remove_dots(&path)
    } else {
        path
    });
    // A control character is ASCII, a byte of its own.
    let control = host.bytes().find(|&b| b < b' ' || b == 0x7f);
    if let Some(c) = control.map(char::from) {
        return Err(format!(
            "Illegal character found in host: {}",
            describe_control(c)
        ));
    }
    url.host = Some(host);
    url.file = None;
    Ok(())
}

/// The host and port of an authority's host part: an IPv6 literal in
/// brackets (up to the first `]`, more than two UTF-16 units in), `:` and
/// an optional port after it; else a port after the first `:`.
fn host_port<'a>(h: &'a str, authority: &str) -> Result<(&'a str, i32), Message> {
    let bad_authority = || format!("Invalid authority field: {authority}");
    if h.starts_with('[') {
        let Some(ind) = h
            .find(']')
            .filter(|&i| h[..i].chars().map(char::len_utf16).sum::<usize>() > 2)
        else {
            return Err(bad_authority());
        };
        let host = &h[..=ind];
        if ip::v6(&h[1..ind]).is_none() {
            return Err(format!("Invalid host: {host}"));
        }
        let rest = &h[ind + 1..];
        let port = match rest.strip_prefix(':') {
            _ if rest.is_empty() => -1,
            Some("") => -1,
            Some(p) => parse_int(p)?,
            None => return Err(bad_authority()),
        };
        return Ok((host, port));
    }
    match h.find(':') {
        None => Ok((h, -1)),
        Some(ind) if ind + 1 == h.len() => Ok((&h[..ind], -1)),
        Some(ind) => Ok((&h[..ind], parse_int(&h[ind + 1..])?)),
    }
}

/// `URLStreamHandler.setURL(u, protocol, host, port, file, ref)` with an
/// empty host (all the `jar` and `mailto` handlers give it): no authority
/// or user info, the query after the file's last `?`.
fn set_file(url: &mut JavaUrl, file: Option<&str>) {
    url.host = Some(String::new());
    url.authority = None;
    url.user_info = None;
    url.file = None;
    (url.path, url.query) = match file {
        None => (None, None),
        Some(file) => match file.rfind('?') {
            Some(q) => (Some(file[..q].to_owned()), Some(file[q + 1..].to_owned())),
            None => (Some(file.to_owned()), None),
        },
    };
}

/// The `mailto` handler's `parseURL`: the whole rest is the address (its
/// query after its last `?`), which must hold something other than
/// whitespace; the `#ref` is dropped.
fn mailto(url: &mut JavaUrl, spec: &str, start: usize, limit: usize) -> Result<(), Message> {
    let file = if start < limit {
        &spec[start..limit]
    } else {
        ""
    };
    if file.chars().all(chars::is_whitespace) {
        return Err("No email address".to_owned());
    }
    url.reference = None;
    set_file(url, Some(file));
    Ok(())
}

/// The `jar` handler's `parseURL`: what follows the protocol must not
/// start with `jar:` (no nested JAR URL); an absolute spec (the input
/// itself starts with `jar:`) must hold `!/` and the URL before its last
/// `!/` must be one (`new URL`); anything else is
/// relative to a context this constructor has not (a null pointer,
/// whose message the JVM writes), but a lone `#ref`. The ref is the
/// input's rest after the `#`, untrimmed.
fn jar(url: &mut JavaUrl, spec: &str, start: usize, limit: usize) -> Result<(), Message> {
    let ref_pos = spec[limit..].find('#').map(|i| limit + i);
    let ref_only = ref_pos == Some(start);
    let absolute = spec.len() >= 4 && spec.as_bytes()[..4].eq_ignore_ascii_case(b"jar:");
    let inner = &spec[start..limit];
    // Checked first, relative or not: `url:jar:jar:x` is refused so too.
    if inner.len() >= 4 && inner.as_bytes()[..4].eq_ignore_ascii_case(b"jar:") {
        return Err("Nested JAR URLs are not supported".to_owned());
    }
    let file = if absolute {
        Some(jar_absolute(inner)?.to_owned())
    } else if ref_only {
        url.file()
    } else {
        let Some(ctx) = url.file() else {
            return Err(if inner.starts_with('/') {
                "Cannot invoke \"String.length()\" because \"spec\" is null"
            } else {
                "Cannot invoke \"String.lastIndexOf(int)\" because \"ctxFile\" is null"
            }
            .to_owned());
        };
        // `parseContextSpec`: after the context's `!/` for a spec that
        // starts with `/`, else after its last `/`.
        let dir = if inner.starts_with('/') {
            bang_slash(&ctx).map(|i| &ctx[..i])
        } else {
            ctx.rfind('/').map(|i| &ctx[..=i])
        };
        let Some(dir) = dir else {
            let no_bang = if inner.starts_with('/') {
                ": no !/"
            } else {
                ""
            };
            return Err(format!(
                "malformed context url:{}{no_bang}",
                url.external_form()
            ));
        };
        let joined = format!("{dir}{inner}");
        Some(canonicalize(&joined, bang_slash(&joined))?)
    };
    url.reference = ref_pos.map(|p| spec[p + 1..].to_owned());
    set_file(url, file.as_deref());
    Ok(())
}

/// The jar handler's `indexOfBangSlash`: the index of the `/` of the
/// last `!/`.
fn bang_slash(s: &str) -> Option<usize> {
    s.rfind("!/").map(|i| i + 1)
}

/// The `jar` handler's `parseAbsoluteSpec`.
fn jar_absolute(spec: &str) -> Result<&str, Message> {
    let Some(bang) = spec.rfind("!/") else {
        return Err("no !/ in spec".to_owned());
    };
    // The inner URL cannot be a `jar:` one read as absolute (it would
    // start as `spec` does), so this goes one level deep at most.
    match parse(&spec[..bang]) {
        Ok(_) => Ok(spec),
        Err(e) => Err(format!(
            "invalid url: {spec} (java.net.MalformedURLException: {e})"
        )),
    }
}
