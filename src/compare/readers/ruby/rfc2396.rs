//! Ruby's older parser, `URI::RFC2396_Parser.new.parse` (Ruby 3.1.2, the
//! uri gem 0.11.0; `URI::DEFAULT_PARSER`, which `URI.extract`,
//! `URI.regexp` and code written before Ruby 2.2 read with), checked by
//! `tests/compare_ruby.rs` on the vectors `scripts/compare_vectors_ruby.sh`
//! made: its `ABS_URI` regexp (`\A\s*` RFC 2396's `absoluteURI` with a
//! fragment `\s*\z`), else its `REL_URI`, then the same `URI.for` and
//! scheme classes as the `ruby` reader (the parent module's doc gives each
//! part's getter).
//!
//! Where it reads otherwise: white space before and after the URI is
//! skipped; a non-ASCII input is no URI (`bad URI(is not URI?): ...`, the
//! input as written), and one that is not UTF-8 raises Ruby's
//! `ArgumentError` (`invalid byte sequence in UTF-8`); a host is RFC 2396's
//! loose `hostname` (letters, digits, `-`, `.`, escapes), an IPv4 of any
//! one to three digits a part, or a bracketed IPv6 in RFC 2373's loose
//! form (`[1]` is one); an authority that is no `[userinfo@]host[:port]`
//! is a registry, which `URI::Generic` refuses (`the scheme http does not
//! accept registry part: ...`), though a relative reference's server may
//! lack its host (`//u@/x`); a URI with a scheme but neither an opaque
//! part, a path nor a host is refused (`bad URI(absolute but no path)`);
//! the opaque part (a scheme and anything but `/` after it) takes the
//! query, and a query or fragment may hold `[` and `]`. The destination is
//! the `ruby` reader's.

use super::super::super::group::Group;
use super::super::super::part::Part;
use super::super::super::read::{Read, ReadError};
use super::super::scan;
use super::super::unit::{Known, Unit};
use super::{INVALID_URI, Raised, RubyUri, Split, build, reading, resolved};

/// Ruby's `URI::RFC2396_Parser`.
#[derive(Debug)]
pub(in super::super) struct Rfc2396Reader;

impl Unit for Rfc2396Reader {
    fn name(&self) -> &'static str {
        "ruby-rfc2396"
    }

    fn library(&self) -> &'static str {
        "Ruby's URI::RFC2396_Parser.new.parse (host, port)"
    }

    fn release(&self) -> &'static str {
        "Ruby 3.1.2, uri 0.11.0"
    }

    fn used_by(&self) -> &'static str {
        "Ruby code on URI::DEFAULT_PARSER (URI.extract, URI.regexp) and older gems"
    }

    fn never_split(&self) -> &'static [&'static str] {
        super::UNSPLIT
    }

    /// Named only (`--readers ruby-rfc2396`) until the catalog carries its
    /// rows.
    fn by_default(&self) -> bool {
        false
    }

    fn groups(&self) -> &'static [Group] {
        &[]
    }

    fn unresolvable(&self) -> &'static str {
        "Ruby's socket looks up no such host"
    }

    fn resolution(&self) -> Option<&'static str> {
        Some("URI::RFC2396_Parser.new.join(base, reference).to_s: Generic#merge")
    }

    /// `URI.join`'s steps with this parser: `Generic#merge` parses the
    /// reference with the base's parser.
    fn resolve(&self, base: &[u8], reference: &[u8]) -> Option<Result<String, ReadError>> {
        Some(resolved(split_checked, base, reference))
    }

    fn fill(&self, input: &[u8], text: Option<&str>, _: &[Part], _: &Known<'_>, into: &mut Read) {
        reading(parse(input, text), into);
    }
}

/// `RFC2396_Parser#parse(input)`.
fn parse<'i>(input: &'i [u8], text: Option<&'i str>) -> Result<RubyUri, Raised> {
    build(&split_text(input, text)?)
}

/// `RFC2396_Parser#parse(input)` up to `URI.for`: the split parts, or
/// what it raises before.
pub(super) fn split_checked(input: &[u8]) -> Result<Split<'_>, Raised> {
    split_text(input, std::str::from_utf8(input).ok())
}

/// [`split_checked`] with `input` as a `str` when it is UTF-8, found by the
/// caller (`None` when it is not).
fn split_text<'i>(input: &'i [u8], text: Option<&'i str>) -> Result<Split<'i>, Raised> {
    let Some(text) = text else {
        return Err(("ArgumentError", "invalid byte sequence in UTF-8".to_owned()));
    };
    let Some(s) = split(input) else {
        return Err((INVALID_URI, format!("bad URI(is not URI?): {text}")));
    };
    let split = &s.split;
    if split.scheme.is_some()
        && !split.opaque
        && !s.has_path
        && split.host.is_none()
        && split.registry.is_none()
    {
        return Err((
            INVALID_URI,
            format!("bad URI(absolute but no path): {text}"),
        ));
    }
    Ok(s.split)
}

/// What `RFC2396_Parser#split` gives, and whether a path was matched.
struct Split2396<'a> {
    split: Split<'a>,
    has_path: bool,
}

/// RFC 2396's `unreserved`: `[-_.!~*'()a-zA-Z\d]`.
const fn unreserved(b: u8) -> bool {
    b.is_ascii_alphanumeric()
        || matches!(
            b,
            b'-' | b'_' | b'.' | b'!' | b'~' | b'*' | b'\'' | b'(' | b')'
        )
}

/// `uric`: unreserved, `;/?:@&=+$,[]` (and escapes), one load of
/// [`URIC`] (every byte of a query and fragment passes here).
fn uric(b: u8) -> bool {
    URIC[usize::from(b)]
}

/// [`uric`] as a table: one load a byte is cheaper than the comparisons
/// (issue 37 item 7).
static URIC: [bool; 256] = {
    let mut t = [false; 256];
    let mut b = 0;
    while b < 256 {
        let c = b as u8;
        t[b] = unreserved(c)
            || matches!(
                c,
                b';' | b'/' | b'?' | b':' | b'@' | b'&' | b'=' | b'+' | b'$' | b',' | b'[' | b']'
            );
        b += 1;
    }
    t
};

/// `pchar` and `;` and `/`: what `abs_path` runs over.
fn path_byte(b: u8) -> bool {
    unreserved(b)
        || matches!(
            b,
            b':' | b'@' | b'&' | b'=' | b'+' | b'$' | b',' | b';' | b'/'
        )
}

/// `userinfo`: unreserved and `;:&=+$,`.
fn userinfo_byte(b: u8) -> bool {
    unreserved(b) || matches!(b, b';' | b':' | b'&' | b'=' | b'+' | b'$' | b',')
}

/// `reg_name`: unreserved and `$,;:@&=+`.
fn reg_name_byte(b: u8) -> bool {
    userinfo_byte(b) || b == b'@'
}

/// `rel_segment`: unreserved and `;@&=+$,`.
fn rel_segment_byte(b: u8) -> bool {
    reg_name_byte(b) && b != b':'
}

/// The loose `hostname`: `[a-zA-Z0-9\-.]`.
fn hostname_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'-' | b'.')
}

/// Ruby's `\s`.
const fn space(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\n' | b'\x0b' | b'\x0c' | b'\r')
}

/// The bytes that are not [`space`].
static NOT_SPACE: scan::Class = scan::class!(b => !space(b));

/// The two regexps on `input` (the module's doc).
fn split(input: &[u8]) -> Option<Split2396<'_>> {
    let lead = input.iter().take_while(|&&b| space(b)).count();
    let body = &input[lead..];
    // The first space, sixteen bytes at a time ([`scan::run_end`]): every
    // input is read to its end here.
    let len = scan::run_end(body, 0, &NOT_SPACE);
    if !body[len..].iter().all(|&b| space(b)) {
        return None;
    }
    let c = &body[..len];
    let mut s = Split2396 {
        split: Split {
            scheme: None,
            userinfo: None,
            host: None,
            port: None,
            registry: None,
            path: &[],
            opaque: false,
            query: None,
            fragment: None,
        },
        has_path: false,
    };
    let scheme_len = c
        .iter()
        .position(|&b| !(b.is_ascii_alphanumeric() || matches!(b, b'+' | b'-' | b'.')))
        .filter(|&i| i > 0 && c[0].is_ascii_alphabetic() && c[i] == b':');
    let rest = match scheme_len {
        Some(i) => {
            s.split.scheme = Some(&c[..i]);
            let r = &c[i + 1..];
            // opaque_part: a uric but `/`, `[` or `]` first, then urics.
            let first = super::run(r, |b| uric(b) && !matches!(b, b'/' | b'[' | b']'));
            if first > 0 {
                let n = super::run(r, uric);
                let after = &r[n..];
                if let Some(f) = fragment(after) {
                    s.split.opaque = true;
                    s.split.path = &r[..n];
                    s.split.fragment = f;
                    return Some(s);
                }
            }
            r
        }
        None => c,
    };
    let relative = s.split.scheme.is_none();
    let mut after = rest;
    if let Some(a) = rest.strip_prefix(b"//") {
        let end = a
            .iter()
            .position(|&b| matches!(b, b'/' | b'?' | b'#'))
            .unwrap_or(a.len());
        authority(&a[..end], relative, &mut s.split)?;
        after = &a[end..];
    } else if relative {
        let n = super::run(rest, rel_segment_byte);
        if n > 0 {
            let p = if rest.get(n) == Some(&b'/') {
                super::run(&rest[n..], path_byte)
            } else {
                0
            };
            s.split.path = &rest[..n + p];
            s.has_path = true;
            after = &rest[n + p..];
        }
    }
    if !s.has_path && after.first() == Some(&b'/') {
        let n = super::run(after, path_byte);
        s.split.path = &after[..n];
        s.has_path = true;
        after = &after[n..];
    }
    if let Some(q) = after.strip_prefix(b"?") {
        let n = super::run(q, uric);
        s.split.query = Some(&q[..n]);
        after = &q[n..];
    }
    s.split.fragment = fragment(after)?;
    Some(s)
}

/// `(?:#fragment)?` then the end: `Some(None)` for nothing, `Some(Some(f))`
/// for `#f`, `None` when `after` is neither.
fn fragment(after: &[u8]) -> Option<Option<&[u8]>> {
    match after.split_first() {
        None => Some(None),
        Some((b'#', f)) if super::run(f, uric) == f.len() => Some(Some(f)),
        Some(_) => None,
    }
}

/// The authority `a`: a server (`[userinfo@]host[:port]`; in a relative
/// reference the host may be absent), else a registry.
fn authority<'a>(a: &'a [u8], relative: bool, s: &mut Split<'a>) -> Option<()> {
    if a.is_empty() {
        return Some(());
    }
    if server(a, relative, s).is_none() {
        s.userinfo = None;
        s.host = None;
        s.port = None;
        if super::run(a, reg_name_byte) != a.len() {
            return None;
        }
        s.registry = Some(a);
    }
    Some(())
}

/// `(?:(userinfo)@)?(host)(?::(\d*))?`, the host optional when `relative`.
fn server<'a>(a: &'a [u8], relative: bool, s: &mut Split<'a>) -> Option<()> {
    let host_port = match a.iter().position(|&b| b == b'@') {
        Some(at) if super::run(&a[..at], userinfo_byte) == at => {
            s.userinfo = Some(&a[..at]);
            &a[at + 1..]
        }
        _ => a,
    };
    let n = host(host_port);
    if n == 0 && !relative {
        return None;
    }
    let tail = &host_port[n..];
    if !super::port_tail(tail) {
        return None;
    }
    s.host = Some(&host_port[..n]).filter(|h| !h.is_empty());
    s.port = tail.get(1..);
    Some(())
}

/// The length of the host at the start of `h`: a bracketed IPv6 reference
/// (to its first `]`) or a run of hostname bytes and escapes.
fn host(h: &[u8]) -> usize {
    if let Some(inside) = h.strip_prefix(b"[") {
        return match inside.iter().position(|&b| b == b']') {
            Some(close) if ipv6(&inside[..close]) => close + 2,
            _ => 0,
        };
    }
    super::run(h, hostname_byte)
}

/// RFC 2373's loose `IPv6address` as the parser writes it:
/// `hexseq2 | (hexseq1)? :: (hexseq2)?`.
fn ipv6(v: &[u8]) -> bool {
    match v.windows(2).position(|w| w == b"::") {
        None => hexseq(v, true),
        Some(i) => {
            let (pre, post) = (&v[..i], &v[i + 2..]);
            (pre.is_empty() || hexseq(pre, false)) && (post.is_empty() || hexseq(post, true))
        }
    }
}

/// `(hex4:)*hex4`, or with `last_v4` `(hex4:)*(hex4|ipv4addr)`.
fn hexseq(s: &[u8], last_v4: bool) -> bool {
    let pieces: Vec<&[u8]> = s.split(|&b| b == b':').collect();
    let Some((last, lead)) = pieces.split_last() else {
        return false;
    };
    let hex4 = |p: &[u8]| (1..=4).contains(&p.len()) && p.iter().all(u8::is_ascii_hexdigit);
    lead.iter().all(|p| hex4(p)) && (hex4(last) || (last_v4 && ipv4(last)))
}

/// `\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}`.
fn ipv4(s: &[u8]) -> bool {
    let parts: Vec<&[u8]> = s.split(|&b| b == b'.').collect();
    parts.len() == 4
        && parts
            .iter()
            .all(|p| (1..=3).contains(&p.len()) && p.iter().all(u8::is_ascii_digit))
}
