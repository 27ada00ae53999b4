//! `new java.net.URI(String)`'s reading, in the order java checks things,
//! so that the first failure is java's failure: the components split at
//! RFC 2396's delimiters (`:` before any of `/?#`, `//`, `?`, `#`), each
//! checked against its RFC 2396 class ([`super::chars`]), and an authority
//! read as a server when it is one and as a registry name otherwise. Every
//! place where java departs from RFC 2396 names its [`Deviation`].
//!
//! [`Deviation`]: super::Deviation

use std::ops::Range;

use super::chars::{Class, Classes, classes, is_other};
use super::error::{Component, Expectation, Reason, Rejection};

type Result<T> = std::result::Result<T, Rejection>;

/// Where each component stands, as the general reader finds them: byte
/// ranges of the input, made into [`Fields`] once the reading succeeds.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub(super) struct Spans {
    pub scheme: Option<Range<usize>>,
    pub authority: Option<Range<usize>>,
    pub userinfo: Option<Range<usize>>,
    pub host: Option<Range<usize>>,
    pub port: i32,
    pub path: Option<Range<usize>>,
    pub query: Option<Range<usize>>,
    pub fragment: Option<Range<usize>>,
}

impl Spans {
    /// No component yet, and no port (java's -1).
    pub(super) fn new() -> Spans {
        Spans {
            port: -1,
            ..Spans::default()
        }
    }

    /// The components of `s` these ranges mark.
    pub(super) fn parts(self, s: &str) -> Fields<'_> {
        let get = |r: Option<Range<usize>>| r.map(|r| &s[r]);
        Fields {
            scheme: get(self.scheme),
            authority: get(self.authority),
            userinfo: get(self.userinfo),
            host: get(self.host),
            port: self.port,
            path: get(self.path),
            query: get(self.query),
            fragment: get(self.fragment),
        }
    }
}

/// java's fields for an accepted string: each component as a slice of the
/// input, so that a getter is a load, with no offsets to check against
/// the input's character boundaries on every call (the slices are made
/// once, at the component's delimiters).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) struct Fields<'a> {
    pub scheme: Option<&'a str>,
    pub authority: Option<&'a str>,
    pub userinfo: Option<&'a str>,
    pub host: Option<&'a str>,
    /// java's -1 when there is none.
    pub port: i32,
    /// `None` for an opaque URI.
    pub path: Option<&'a str>,
    pub query: Option<&'a str>,
    pub fragment: Option<&'a str>,
}

/// One reading of one input, named after `java.net.URI`'s own inner class
/// `Parser`, whose checks it follows in order: the input, its bytes'
/// classes, and the spans of the components found so far.
pub(super) struct Parser<'a> {
    s: &'a str,
    pub(super) b: &'a [u8],
    pub(super) c: &'static Classes,
    /// Where the components go: the caller's, so that the reading fills
    /// the result in place rather than a copy of it being moved out.
    pub(super) parts: &'a mut Spans,
    /// How many bytes of an IPv6 address have been read.
    pub(super) ipv6_bytes: u32,
    /// Whether the common shapes are read in one pass (`common.rs`); off
    /// only in the test that holds the two readings equal.
    fast: bool,
}

pub(super) fn syntax(reason: Reason, at: usize) -> Rejection {
    Rejection::syntax(reason, at)
}

fn illegal(what: Component, at: usize) -> Rejection {
    syntax(Reason::IllegalCharacter(what), at)
}

pub(super) fn expected(what: Expectation, at: usize) -> Rejection {
    syntax(Reason::Expected(what), at)
}

impl<'a> Parser<'a> {
    /// Reads `s` into `parts`, which start as [`Spans::new`]; on an error
    /// they hold what was read before it.
    pub(super) fn read(s: &'a str, parts: &'a mut Spans) -> Result<()> {
        Parser::read_with(s, parts, true)
    }

    /// [`Parser::read`], with the one-pass reading of the common shapes
    /// (`fast`) or without.
    pub(super) fn read_with(s: &'a str, parts: &'a mut Spans, fast: bool) -> Result<()> {
        let mut r = Parser {
            s,
            b: s.as_bytes(),
            c: classes(),
            parts,
            ipv6_bytes: 0,
            fast,
        };
        r.uri_reference()
    }

    pub(super) fn at(&self, p: usize, end: usize, ch: u8) -> bool {
        p < end && self.b[p] == ch
    }

    /// The first byte of `stop` in `[p, end)`, or `end`.
    fn until(&self, p: usize, end: usize, stop: &Class) -> usize {
        let p = p.min(end);
        self.b[p..end]
            .iter()
            .position(|&b| stop.has(b))
            .map_or(end, |i| p + i)
    }

    /// The first `stop` byte in `[p, end)`, or `end`; `None` if one of
    /// `err` comes first.
    fn until_unless(&self, p: usize, end: usize, err: &Class, stop: u8) -> Option<usize> {
        let i = self.b[p..end]
            .iter()
            .position(|&b| b == stop || err.has(b))
            .map_or(end, |i| p + i);
        if i < end && self.b[i] != stop {
            return None;
        }
        Some(i)
    }

    /// How far the characters of `class` run from `p` (not past `end`). Where
    /// the class holds `escaped`, a `%` must start one (else "Malformed
    /// escape pair" at the `%`, wherever the scan was for), and java's
    /// "other" characters count ([`Deviation::OtherCharacters`]).
    ///
    /// [`Deviation::OtherCharacters`]: super::Deviation::OtherCharacters
    pub(super) fn scan(&self, mut p: usize, end: usize, class: &Class) -> Result<usize> {
        loop {
            // The run of the class's own bytes, the common case, in a loop
            // of its own.
            p = class.run(self.b, p, end);
            if p >= end || !class.escaped {
                return Ok(p);
            }
            let b = self.b[p];
            if b == b'%' {
                if p + 3 <= end && self.c.hex.has(self.b[p + 1]) && self.c.hex.has(self.b[p + 2]) {
                    p += 3;
                    continue;
                }
                return Err(syntax(Reason::MalformedEscapePair, p));
            }
            if b >= 0x80 {
                if let Some(ch) = self.s[p..].chars().next().filter(|&ch| is_other(ch)) {
                    p += ch.len_utf8();
                    continue;
                }
            }
            return Ok(p);
        }
    }

    fn check(&self, start: usize, end: usize, class: &Class, what: Component) -> Result<()> {
        let p = self.scan(start, end, class)?;
        if p < end {
            return Err(illegal(what, p));
        }
        Ok(())
    }

    /// A component that runs from `start` to the first `stop` byte (or the
    /// end) and must be all `class`, read in one pass: `class` holds none
    /// of `stop`, so the first byte outside it is where the component ends
    /// or the illegal character java reports (the bytes a scan reads as a
    /// whole, an escape or a non-ASCII character, never hold a `stop`).
    /// Returns the component's end.
    fn component(
        &self,
        start: usize,
        stop: &Class,
        class: &Class,
        what: Component,
    ) -> Result<usize> {
        let n = self.b.len();
        let p = self.scan(start, n, class)?;
        if p < n && !stop.has(self.b[p]) {
            return Err(illegal(what, p));
        }
        Ok(p)
    }

    /// `[scheme ":"] scheme-specific-part ["#" fragment]`.
    fn uri_reference(&mut self) -> Result<()> {
        let n = self.b.len();
        let c = self.c;
        // The common case first, in one pass: a scheme all of whose
        // characters are right, then `:` (see `common.rs`).
        let scheme = if self.fast { self.scheme_fast() } else { None };
        let colon = match scheme {
            Some(colon) => Some(colon),
            None => self.until_unless(0, n, &c.slash_query_hash, b':'),
        };
        let mut p = match colon {
            Some(colon) if self.at(colon, n, b':') => {
                if colon == 0 {
                    return Err(expected(Expectation::SchemeName, 0));
                }
                if scheme.is_none() {
                    self.check(0, 1, &c.alpha, Component::SchemeName)?;
                    self.check(1, colon, &c.scheme, Component::SchemeName)?;
                }
                self.parts.scheme = Some(0..colon);
                let p = colon + 1;
                if self.at(p, n, b'/') {
                    self.hierarchical(p, n)?
                } else {
                    if p == n || self.b[p] == b'#' {
                        return Err(expected(Expectation::SchemeSpecificPart, p));
                    }
                    // Deviation::OpaqueBracket: `[` and `]` are `uric`, so
                    // an opaque part may start with one.
                    self.component(p, &c.hash, &c.uric, Component::OpaquePart)?
                }
            }
            _ => self.hierarchical(0, n)?,
        };
        if self.at(p, n, b'#') {
            self.check(p + 1, n, &c.uric, Component::Fragment)?;
            self.parts.fragment = Some(p + 1..n);
            p = n;
        }
        debug_assert_eq!(p, n, "every character belongs to a component");
        Ok(())
    }

    /// `["//" authority] path ["?" query]`, for a hierarchical URI or a
    /// relative reference.
    fn hierarchical(&mut self, start: usize, n: usize) -> Result<usize> {
        let c = self.c;
        let mut p = start;
        if self.at(p, n, b'/') && self.at(p + 1, n, b'/') {
            p += 2;
            // The common case first, in one pass: `hostname [":" port]`
            // (see `common.rs`).
            let fast = if self.fast {
                self.authority_fast(p)
            } else {
                None
            };
            let q = match fast {
                Some(end) => end,
                None => self.until(p, n, &c.slash_query_hash),
            };
            if fast.is_some() {
                p = q;
            } else if q > p {
                p = self.authority(p, q)?;
            } else if q == n {
                return Err(expected(Expectation::Authority, p));
            }
            // Deviation::EmptyAuthority: `//` then `/`, `?` or `#` is no
            // authority at all.
        }
        // Deviation::EmptyPath: the path may be empty before `?` or `#`.
        let q = self.component(p, &c.query_hash, &c.path, Component::Path)?;
        self.parts.path = Some(p..q);
        p = q;
        if self.at(p, n, b'?') {
            p += 1;
            let q = self.component(p, &c.hash, &c.uric, Component::Query)?;
            self.parts.query = Some(p..q);
            p = q;
        }
        Ok(p)
    }

    /// `authority = server | reg_name`: a server when the whole text reads
    /// as one, a registry name when it is all `reg_name` characters
    /// ([`Deviation::RegistryFallback`]), and otherwise the server's error,
    /// or "Illegal character in authority" at the authority's start.
    ///
    /// [`Deviation::RegistryFallback`]: super::Deviation::RegistryFallback
    fn authority(&mut self, p: usize, n: usize) -> Result<usize> {
        let c = self.c;
        // Java allows `%` as a character of its own (a scope ID's) unless
        // the authority starts with `]`.
        let server = if self.b[p] != b']' {
            &c.server_percent
        } else {
            &c.server
        };
        let server_chars = self.scan(p, n, server)? == n;
        let reg_chars = self.scan(p, n, &c.reg_name)? == n;
        if reg_chars && !server_chars {
            self.parts.authority = Some(p..n);
            return Ok(n);
        }
        let mut q = p;
        let mut failure = None;
        if server_chars {
            match self.server(p, n, reg_chars) {
                Ok(end) if end == n => {
                    self.parts.authority = Some(p..n);
                    q = n;
                }
                Ok(end) => {
                    self.forget_server();
                    if !reg_chars {
                        failure = Some(expected(Expectation::EndOfAuthority, end));
                    }
                }
                Err(e @ Rejection::NumberFormat { .. }) => return Err(e),
                Err(e) => {
                    self.forget_server();
                    failure = Some(e);
                }
            }
        }
        if q < n {
            if reg_chars {
                self.parts.authority = Some(p..n);
            } else if let Some(e) = failure {
                return Err(e);
            } else {
                return Err(illegal(Component::Authority, q));
            }
        }
        Ok(n)
    }

    fn forget_server(&mut self) {
        self.parts.userinfo = None;
        self.parts.host = None;
        self.parts.port = -1;
    }

    /// `server = [ [ userinfo "@" ] hostport ]`, java's way. With
    /// `lenient` (the text is a registry name anyway), a character that
    /// ends the host early returns where it stands rather than failing.
    fn server(&mut self, start: usize, n: usize, lenient: bool) -> Result<usize> {
        let c = self.c;
        let mut p = start;
        if let Some(q) = self.until_unless(p, n, &c.slash_query_hash, b'@') {
            if self.at(q, n, b'@') {
                self.check(p, q, &c.userinfo, Component::UserInfo)?;
                self.parts.userinfo = Some(p..q);
                p = q + 1;
            }
        }
        if self.at(p, n, b'[') {
            p += 1;
            let q = self
                .until_unless(p, n, &c.slash_query_hash, b']')
                .unwrap_or(p);
            if q > p && self.at(q, n, b']') {
                let r = self.b[p..q]
                    .iter()
                    .position(|&b| b == b'%')
                    .map_or(q, |i| p + i);
                if r > p {
                    self.ipv6_reference(p, r)?;
                    // Deviation::ScopeId: `%` and a scope ID after the address.
                    if r + 1 == q {
                        return Err(Rejection::Syntax {
                            reason: Reason::ScopeIdExpected,
                            offset: None,
                        });
                    }
                    if r + 1 < q {
                        self.check(r + 1, q, &c.scope_id, Component::ScopeId)?;
                    }
                } else {
                    self.ipv6_reference(p, q)?;
                }
                self.parts.host = Some(p - 1..q + 1);
                p = q + 1;
            } else {
                return Err(expected(Expectation::ClosingBracket, q));
            }
        } else {
            p = match self.ipv4_address(p, n) {
                Some(q) if q > p => q,
                _ => self.hostname(p, n, lenient)?,
            };
        }
        if self.at(p, n, b':') {
            p += 1;
            let q = self.b[p..n]
                .iter()
                .position(|&b| b == b'/')
                .map_or(n, |i| p + i);
            if q > p {
                self.check(p, q, &c.digit, Component::PortNumber)?;
                // Deviation::RegistryFallback: a port past 2^31-1 fails
                // the server, and the authority may still be a registry.
                match parse_int(&self.b[p..q]) {
                    Ok(port) => self.parts.port = port,
                    Err(_) => return Err(syntax(Reason::MalformedPort, p)),
                }
                p = q;
            }
        } else if p < n && lenient {
            return Ok(p);
        }
        if p < n {
            return Err(expected(Expectation::PortNumber, p));
        }
        Ok(p)
    }

    /// Digits whose value fits in a byte: the end of the digits, or `p`
    /// when the value is over 255. Java reads any number of digits
    /// ([`Deviation::Ipv4Digits`]).
    ///
    /// [`Deviation::Ipv4Digits`]: super::Deviation::Ipv4Digits
    fn scan_byte(&self, p: usize, n: usize) -> Result<usize> {
        let q = self.scan(p, n, &self.c.digit)?;
        if q <= p {
            return Ok(q);
        }
        match parse_int(&self.b[p..q]) {
            Ok(v) if v > 255 => Ok(p),
            Ok(_) => Ok(q),
            Err(at) => Err(Rejection::NumberFormat {
                start: p,
                end: q,
                at,
            }),
        }
    }

    /// An IPv4 address at `start`: `None` when the text does not start with
    /// digits and dots (or, `strict`, is not all digits and dots); an error
    /// when it does and they are no address.
    fn scan_ipv4(&self, start: usize, n: usize, strict: bool) -> Result<Option<usize>> {
        let m = self.scan(start, n, &self.c.digit_dot)?;
        if m <= start || (strict && m != n) {
            return Ok(None);
        }
        let mut p = start;
        let mut q;
        'groups: {
            for group in 0..4 {
                if group > 0 {
                    q = if self.at(p, m, b'.') { p + 1 } else { p };
                    if q <= p {
                        break 'groups;
                    }
                    p = q;
                }
                q = self.scan_byte(p, m)?;
                if q <= p {
                    break 'groups;
                }
                p = q;
            }
            if p < m {
                break 'groups;
            }
            return Ok(Some(p));
        }
        Err(syntax(Reason::MalformedIpv4, p))
    }

    /// An IPv4 address that must be the whole of `[start, n)`.
    pub(super) fn take_ipv4(&self, start: usize, n: usize, what: Expectation) -> Result<usize> {
        match self.scan_ipv4(start, n, true)? {
            Some(p) if p > start => Ok(p),
            _ => Err(expected(what, start)),
        }
    }

    /// An IPv4 address as a server's host, followed by nothing or `:`;
    /// `None` (java's -1) for anything else, errors included.
    fn ipv4_address(&mut self, start: usize, n: usize) -> Option<usize> {
        let p = self.scan_ipv4(start, n, false).ok()??;
        if p > start && p < n && self.b[p] != b':' {
            return None;
        }
        if p > start {
            self.parts.host = Some(start..p);
        }
        Some(p)
    }

    /// `hostname = *( domainlabel "." ) toplabel [ "." ]`, java's way: a
    /// label may not end with `-`, and the last label must start with a
    /// letter only when there is more than one ([`Deviation::DigitLabel`]).
    ///
    /// [`Deviation::DigitLabel`]: super::Deviation::DigitLabel
    fn hostname(&mut self, start: usize, n: usize, lenient: bool) -> Result<usize> {
        let c = self.c;
        let mut p = start;
        let mut last = None;
        loop {
            let q = self.scan(p, n, &c.alphanum)?;
            if q <= p {
                break;
            }
            last = Some(p);
            p = q;
            let q = self.scan(p, n, &c.label)?;
            if q > p {
                if self.b[q - 1] == b'-' {
                    return Err(illegal(Component::Hostname, q - 1));
                }
                p = q;
            }
            if !self.at(p, n, b'.') {
                break;
            }
            p += 1;
            if p >= n {
                break;
            }
        }
        if p < n && !self.at(p, n, b':') {
            if lenient {
                return Ok(p);
            }
            return Err(illegal(Component::Hostname, p));
        }
        let Some(last) = last else {
            return Err(expected(Expectation::Hostname, start));
        };
        if last > start && !c.alpha.has(self.b[last]) {
            return Err(illegal(Component::Hostname, last));
        }
        self.parts.host = Some(start..p);
        Ok(p)
    }
}

/// `Integer.parseInt` of ASCII digits: the value, or the index of the digit
/// at which it passed 2^31-1 (where java's `NumberFormatException` points).
pub(super) fn parse_int(digits: &[u8]) -> std::result::Result<i32, usize> {
    let limit = -i64::from(i32::MAX);
    let multmin = limit / 10;
    let mut result: i64 = 0;
    for (i, &d) in digits.iter().enumerate() {
        let d = i64::from(d - b'0');
        if result < multmin {
            return Err(i);
        }
        result *= 10;
        if result < limit + d {
            return Err(i);
        }
        result -= d;
    }
    i32::try_from(-result).map_err(|_| digits.len())
}
