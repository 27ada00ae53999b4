//! `url.Parse` into Go's own `*url.URL` fields (Go 1.19's `net/url`,
//! `url.go`), kept as Go keeps them: byte strings, the path and fragment
//! decoded beside their escaped hints (`RawPath`, `RawFragment`), the host
//! decoded with its port. The reader takes its parts from these fields, and
//! the resolution ([`super::resolve`]) works on them as Go's does.

use super::super::scan;
use super::escape::{Mode, escapes_to, host_should_escape, quote};

/// `url.Userinfo`: the decoded username, and the password when one was
/// written (after the userinfo's first `:`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(super) struct User {
    pub(super) username: Vec<u8>,
    pub(super) password: Option<Vec<u8>>,
}

/// `url.URL`, field by field (Go's strings as bytes; `""` for none).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(super) struct Url {
    /// `Scheme`, lower-cased.
    pub(super) scheme: Vec<u8>,
    /// `Opaque`: what follows a scheme's `:` that is not `/`, as written.
    pub(super) opaque: Vec<u8>,
    /// `User`: `None` for Go's nil.
    pub(super) user: Option<User>,
    /// `Host`: decoded, with its port.
    pub(super) host: Vec<u8>,
    /// `Path`: decoded.
    pub(super) path: Vec<u8>,
    /// `RawPath`: the path as written, when Go's own escaping of `Path`
    /// would differ.
    pub(super) raw_path: Vec<u8>,
    /// `OmitHost`: a scheme then `/` with no `//`.
    pub(super) omit_host: bool,
    /// `ForceQuery`: a lone `?` at the end.
    pub(super) force_query: bool,
    /// `RawQuery`: as written.
    pub(super) raw_query: Vec<u8>,
    /// `Fragment`: decoded.
    pub(super) fragment: Vec<u8>,
    /// `RawFragment`: as written, when Go's own escaping would differ.
    pub(super) raw_fragment: Vec<u8>,
}

/// The `*url.Error`'s inner error, in Go's words.
pub(super) type GoError = String;

/// Which of the `*url.URL`'s fields a caller reads: all of them, or only
/// the scheme, the user and the host (the destination's parts), for which
/// the path, query and fragment are checked as Go checks them (the same
/// errors) but neither decoded nor copied.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Keep {
    /// Every field, `RawPath` and `RawFragment` too (what a resolution needs).
    All,
    /// `Scheme`, `User` and `Host`; `Path`, `RawQuery`, `Fragment` and the
    /// raw hints left empty.
    Authority,
}

/// `url.Parse(raw)`: the fragment cut off at the first `#`, the rest read
/// by [`parse_rest`], then `setFragment`.
pub(super) fn parse(raw: &[u8]) -> Result<Url, GoError> {
    parse_keeping(raw, Keep::All)
}

/// [`parse`], filling the fields `keep` says (the same errors either way).
pub(super) fn parse_keeping(raw: &[u8], keep: Keep) -> Result<Url, GoError> {
    let (u, frag) = match memchr::memchr(b'#', raw) {
        Some(i) => (&raw[..i], &raw[i + 1..]),
        None => (raw, &raw[raw.len()..]),
    };
    let mut url = parse_rest(u, keep)?;
    if !frag.is_empty() {
        match keep {
            Keep::All => url.set_fragment(frag)?,
            Keep::Authority => check_escapes(frag, Mode::Fragment)?,
        }
    }
    Ok(url)
}

/// Go's `parse(rawURL, false)`.
fn parse_rest(raw: &[u8], keep: Keep) -> Result<Url, GoError> {
    // Sixteen bytes at a time, vectorized ([`scan::any_by`]): every input
    // is read.
    if scan::any_by(raw, |b| b < b' ' || b == 0x7f) {
        return Err("net/url: invalid control character in URL".to_owned());
    }
    let mut url = Url::default();
    if raw == b"*" {
        url.path = b"*".to_vec();
        return Ok(url);
    }
    let (scheme, mut rest) = get_scheme(raw)?;
    url.scheme = scheme.to_ascii_lowercase();
    // The `?`s are counted only when one ends the URL.
    if rest.ends_with(b"?") && rest.iter().filter(|&&b| b == b'?').count() == 1 {
        url.force_query = true;
        rest = &rest[..rest.len() - 1];
    } else if let Some(q) = memchr::memchr(b'?', rest) {
        if keep == Keep::All {
            url.raw_query = rest[q + 1..].to_vec();
        }
        rest = &rest[..q];
    }
    if !rest.starts_with(b"/") {
        if !url.scheme.is_empty() {
            // Rootless paths are opaque (RFC 3986 section 3.3).
            url.opaque = rest.to_vec();
            return Ok(url);
        }
        let segment = rest.split(|&b| b == b'/').next().unwrap_or(&[]);
        if segment.contains(&b':') {
            return Err("first path segment in URL cannot contain colon".to_owned());
        }
    }
    if (!url.scheme.is_empty() || !rest.starts_with(b"///")) && rest.starts_with(b"//") {
        let authority = &rest[2..];
        let (authority, after) = match memchr::memchr(b'/', authority) {
            Some(i) => (&authority[..i], &authority[i..]),
            None => (authority, &authority[authority.len()..]),
        };
        let (user, host) = parse_authority(authority)?;
        url.user = user;
        url.host = host;
        rest = after;
    } else if !url.scheme.is_empty() && rest.starts_with(b"/") {
        url.omit_host = true;
    }
    match keep {
        Keep::All => url.set_path(rest)?,
        Keep::Authority => check_escapes(rest, Mode::Path)?,
    }
    Ok(url)
}

/// What [`unescape`] refuses in a path or a fragment (a `%` that does not
/// start two hexadecimal digits), with its error, found without decoding.
fn check_escapes(s: &[u8], mode: Mode) -> Result<(), GoError> {
    if !s.contains(&b'%') {
        return Ok(());
    }
    let bad = s.iter().enumerate().any(|(i, &b)| {
        b == b'%'
            && !(s.get(i + 1).is_some_and(u8::is_ascii_hexdigit)
                && s.get(i + 2).is_some_and(u8::is_ascii_hexdigit))
    });
    if bad {
        unescape(s, mode)?;
    }
    Ok(())
}

impl Url {
    /// `setPath`: `Path` decoded, `RawPath` kept only when Go's escaping
    /// of the decoded path would not give it back.
    pub(super) fn set_path(&mut self, p: &[u8]) -> Result<(), GoError> {
        self.path = unescape(p, Mode::Path)?;
        self.raw_path = if escapes_to(&self.path, Mode::Path, p) {
            Vec::new()
        } else {
            p.to_vec()
        };
        Ok(())
    }

    /// `setFragment`, as [`Url::set_path`] for the fragment.
    fn set_fragment(&mut self, f: &[u8]) -> Result<(), GoError> {
        self.fragment = unescape(f, Mode::Fragment)?;
        self.raw_fragment = if escapes_to(&self.fragment, Mode::Fragment, f) {
            Vec::new()
        } else {
            f.to_vec()
        };
        Ok(())
    }
}

/// Go's `getScheme`: letters, then letters, digits, `+`, `-`, `.` up to a
/// `:`; anything else (or a digit first) means no scheme.
fn get_scheme(raw: &[u8]) -> Result<(&[u8], &[u8]), GoError> {
    for (i, &c) in raw.iter().enumerate() {
        match c {
            b'a'..=b'z' | b'A'..=b'Z' => {}
            b'0'..=b'9' | b'+' | b'-' | b'.' if i > 0 => {}
            b':' if i == 0 => return Err("missing protocol scheme".to_owned()),
            b':' => return Ok((&raw[..i], &raw[i + 1..])),
            _ => return Ok((&[], raw)),
        }
    }
    Ok((&[], raw))
}

/// Go's `parseAuthority`: the host after the last `@`, the userinfo before
/// it (checked by `validUserinfo`, then decoded, split at its first `:`).
fn parse_authority(authority: &[u8]) -> Result<(Option<User>, Vec<u8>), GoError> {
    let at = memchr::memrchr(b'@', authority);
    let host = parse_host(at.map_or(authority, |i| &authority[i + 1..]))?;
    let Some(i) = at else {
        return Ok((None, host));
    };
    let userinfo = &authority[..i];
    if !valid_userinfo(userinfo) {
        return Err("net/url: invalid userinfo".to_owned());
    }
    let user = match userinfo.iter().position(|&b| b == b':') {
        None => User {
            username: unescape(userinfo, Mode::UserPassword)?,
            password: None,
        },
        Some(c) => User {
            username: unescape(&userinfo[..c], Mode::UserPassword)?,
            password: Some(unescape(&userinfo[c + 1..], Mode::UserPassword)?),
        },
    };
    Ok((Some(user), host))
}

/// Go's `validUserinfo`, over the runes of `s` (a byte that is not UTF-8
/// is the rune U+FFFD, which fails too).
fn valid_userinfo(s: &[u8]) -> bool {
    s.iter().all(|&b| {
        b.is_ascii_alphanumeric()
            || matches!(
                b,
                b'-' | b'.'
                    | b'_'
                    | b':'
                    | b'~'
                    | b'!'
                    | b'$'
                    | b'&'
                    | b'\''
                    | b'('
                    | b')'
                    | b'*'
                    | b'+'
                    | b','
                    | b';'
                    | b'='
                    | b'%'
                    | b'@'
            )
    })
}

/// Go's `parseHost`: an IP literal up to its last `]` with an optional
/// port after it, its zone (from `%25`) decoded as a zone; else a port
/// after the last `:` checked; the host decoded as a host. Returns the
/// decoded `Host` (with its port).
fn parse_host(host: &[u8]) -> Result<Vec<u8>, GoError> {
    if host.starts_with(b"[") {
        let Some(i) = host.iter().rposition(|&b| b == b']') else {
            return Err("missing ']' in host".to_owned());
        };
        let colon_port = &host[i + 1..];
        if !valid_optional_port(colon_port) {
            return Err(format!("invalid port {} after host", quote(colon_port)));
        }
        if let Some(zone) = find(&host[..i], b"%25") {
            let mut out = unescape(&host[..zone], Mode::Host)?;
            out.extend(unescape(&host[zone..i], Mode::Zone)?);
            out.extend(unescape(&host[i..], Mode::Host)?);
            return Ok(out);
        }
    } else if let Some(i) = memchr::memrchr(b':', host) {
        let colon_port = &host[i..];
        if !valid_optional_port(colon_port) {
            return Err(format!("invalid port {} after host", quote(colon_port)));
        }
    }
    unescape(host, Mode::Host)
}

/// The first index of `needle` in `hay`.
fn find(hay: &[u8], needle: &[u8]) -> Option<usize> {
    hay.windows(needle.len()).position(|w| w == needle)
}

/// Go's `validOptionalPort`: empty, or `:` and ASCII digits.
pub(super) fn valid_optional_port(port: &[u8]) -> bool {
    match port.split_first() {
        None => true,
        Some((b':', digits)) => digits.iter().all(u8::is_ascii_digit),
        Some(_) => false,
    }
}

/// Go's `unescape`: every `%` must start two hexadecimal digits; in a
/// host only a byte from 0x80 up (or `%25`) may be escaped; in a zone an
/// escape must stand for a byte a host may hold as it is (or a space); in
/// both, an ASCII byte a host must escape is refused. Decoded as Go
/// decodes (no `+` is a space outside a query component).
pub(super) fn unescape(s: &[u8], mode: Mode) -> Result<Vec<u8>, GoError> {
    let host_like = matches!(mode, Mode::Host | Mode::Zone);
    let hex = |c: u8| char::from(c).to_digit(16);
    let mut out = Vec::with_capacity(s.len());
    let mut i = 0;
    while i < s.len() {
        // A run of bytes that are neither `%` nor checked (outside a host,
        // every byte but `%`) is copied as one slice.
        let run = s[i..]
            .iter()
            .position(|&c| c == b'%' || (host_like && c < 0x80 && host_should_escape(c)))
            .unwrap_or(s.len() - i);
        out.extend_from_slice(&s[i..i + run]);
        i += run;
        let Some(&next) = s.get(i) else {
            break;
        };
        match next {
            b'%' => {
                let (Some(h), Some(l)) = (
                    s.get(i + 1).and_then(|&c| hex(c)),
                    s.get(i + 2).and_then(|&c| hex(c)),
                ) else {
                    let end = (i + 3).min(s.len());
                    return Err(format!("invalid URL escape {}", quote(&s[i..end])));
                };
                let triplet = &s[i..i + 3];
                if mode == Mode::Host && h < 8 && triplet != b"%25" {
                    return Err(format!("invalid URL escape {}", quote(triplet)));
                }
                let v = u8::try_from(h << 4 | l).unwrap_or(0);
                if mode == Mode::Zone && triplet != b"%25" && v != b' ' && host_should_escape(v) {
                    return Err(format!("invalid URL escape {}", quote(triplet)));
                }
                out.push(v);
                i += 3;
            }
            c => {
                if host_like && c < 0x80 && host_should_escape(c) {
                    return Err(format!(
                        "invalid character {} in host name",
                        quote(&s[i..=i])
                    ));
                }
                out.push(c);
                i += 1;
            }
        }
    }
    Ok(out)
}
