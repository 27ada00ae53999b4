//! The host and port as libcurl 7.88.1's `parseurl` reads them
//! (`lib/urlapi.c`): `Curl_parse_port`, `ipv4_normalize`, `decode_host`
//! and `hostname_check`, with glibc's `inet_pton` and `inet_ntop` for an
//! IPv6 literal (libcurl calls the system's).

use std::fmt::Write as _;

use super::Code;

/// A host as libcurl keeps it: the text `CURLUPART_HOST` gives, and the
/// zone ID (`CURLUPART_ZONEID`) of an IPv6 literal.
pub(super) struct Host {
    pub(super) name: Vec<u8>,
    pub(super) zone: Option<Vec<u8>>,
}

/// `Curl_parse_port`: cuts the port off `host` (after the first `]` of an
/// IPv6 literal, else after the first `:`), returning the host and the
/// port, which is decimal digits up to 65535, written back without its
/// leading zeros; a `:` with nothing after is no port (the URL has a
/// scheme, as every URL that gets here does).
pub(super) fn split_port(host: &[u8]) -> Result<(&[u8], Option<u32>), Code> {
    let colon = if host.first() == Some(&b'[') {
        let close = host
            .iter()
            .position(|&b| b == b']')
            .ok_or("CURLUE_BAD_IPV6")?;
        match host.get(close + 1) {
            None => None,
            Some(b':') => Some(close + 1),
            Some(_) => return Err("CURLUE_BAD_PORT_NUMBER"),
        }
    } else {
        host.iter().position(|&b| b == b':')
    };
    let Some(colon) = colon else {
        return Ok((host, None));
    };
    let digits = &host[colon + 1..];
    if digits.is_empty() {
        return Ok((&host[..colon], None));
    }
    if !digits.iter().all(u8::is_ascii_digit) {
        return Err("CURLUE_BAD_PORT_NUMBER");
    }
    let mut port: u32 = 0;
    for &d in digits {
        port = (port * 10 + u32::from(d - b'0')).min(0x1_0000);
    }
    if port > 0xffff {
        return Err("CURLUE_BAD_PORT_NUMBER");
    }
    Ok((&host[..colon], Some(port)))
}

/// The host after its port is cut off: an IPv4 number in one of
/// `ipv4_normalize`'s forms written as four decimal parts; else
/// percent-decoded (not an IPv6 literal) and checked by
/// [`hostname_check`].
pub(super) fn host(host: &[u8]) -> Result<Host, Code> {
    if let Some(dotted) = ipv4_normalize(host) {
        return Ok(Host {
            name: dotted.into_bytes(),
            zone: None,
        });
    }
    let decoded = if host.first() != Some(&b'[') && host.contains(&b'%') {
        decode(host).ok_or("CURLUE_BAD_HOSTNAME")?
    } else {
        host.to_vec()
    };
    hostname_check(decoded)
}

/// `Curl_urldecode` with `REJECT_CTRL`: `%` and two hexadecimal digits is
/// the byte they spell, anything else stays; `None` when a byte comes out
/// below 0x20.
fn decode(s: &[u8]) -> Option<Vec<u8>> {
    let mut out = Vec::with_capacity(s.len());
    let mut i = 0;
    while i < s.len() {
        let hex = |j: usize| s.get(j).and_then(|&c| char::from(c).to_digit(16));
        let byte = match (s[i], hex(i + 1), hex(i + 2)) {
            (b'%', Some(h), Some(l)) => {
                i += 3;
                u8::try_from(h << 4 | l).ok()?
            }
            (b, _, _) => {
                i += 1;
                b
            }
        };
        if byte < 0x20 {
            return None;
        }
        out.push(byte);
    }
    Some(out)
}

/// The bytes `hostname_check` refuses in a host that is not an IPv6
/// literal.
const BAD_NAME_BYTES: &[u8] = b" \r\n\t/:#?!@{}[]\\$'\"^`*<>=;,+&()";

/// `hostname_check`: an empty host is none; an IPv6 literal is hex digits,
/// `:` and `.` that glibc's `inet_pton` reads, then an optional zone after
/// `%` (one `25` after it skipped when more follows), 1 to 15 bytes; it is
/// kept as written unless `inet_ntop` writes it shorter, and the zone is
/// kept apart. Any other host must hold none of [`BAD_NAME_BYTES`].
fn hostname_check(mut name: Vec<u8>) -> Result<Host, Code> {
    if name.is_empty() {
        return Err("CURLUE_NO_HOST");
    }
    if name[0] != b'[' {
        if name.iter().any(|b| BAD_NAME_BYTES.contains(b)) {
            return Err("CURLUE_BAD_HOSTNAME");
        }
        return Ok(Host { name, zone: None });
    }
    if name.len() < 4 {
        return Err("CURLUE_BAD_IPV6");
    }
    // The literal ends at its first `]`, where `split_port` cut it.
    let inside = &name[1..name.len() - 1];
    let len = inside
        .iter()
        .position(|&b| !(b.is_ascii_hexdigit() || b == b':' || b == b'.'))
        .unwrap_or(inside.len());
    let mut zone = None;
    if len != inside.len() {
        if inside[len] != b'%' {
            return Err("CURLUE_BAD_IPV6");
        }
        let mut z = &inside[len + 1..];
        if z.starts_with(b"25") && z.len() > 2 {
            z = &z[2..];
        }
        if z.is_empty() || z.len() > 15 {
            return Err("CURLUE_BAD_IPV6");
        }
        zone = Some(z.to_vec());
    }
    let addr = &inside[..len];
    let words = inet_pton6(addr).ok_or("CURLUE_BAD_IPV6")?;
    let norm = inet_ntop6(&words);
    let kept = if norm.len() < addr.len() {
        norm.into_bytes()
    } else {
        addr.to_vec()
    };
    name.clear();
    name.push(b'[');
    name.extend_from_slice(&kept);
    name.push(b']');
    Ok(Host { name, zone })
}

/// `ipv4_normalize`: one to four parts split by `.`, each starting with a
/// digit and read as `strtoul(.., 0)` reads (`0x` hexadecimal, `0` octal,
/// else decimal), none above 32 bits; the last fills the bytes the others
/// leave. Written as four decimal parts.
fn ipv4_normalize(host: &[u8]) -> Option<String> {
    let mut parts = [0u64; 4];
    let mut n = 0;
    let mut rest = host;
    loop {
        if !rest.first()?.is_ascii_digit() {
            return None;
        }
        let (value, used) = strtoul(rest);
        if value > u64::from(u32::MAX) {
            return None;
        }
        parts[n] = value;
        rest = &rest[used..];
        match rest.first() {
            Some(b'.') if n < 3 => {
                n += 1;
                rest = &rest[1..];
            }
            None => break,
            Some(_) => return None,
        }
    }
    let a = crate::compare::destination::ipv4_of_parts(&parts[..=n])?;
    Some(a.to_string())
}

/// `strtoul(s, &end, 0)` on text that starts with a digit: the value
/// (saturated above 32 bits) and the bytes read.
fn strtoul(s: &[u8]) -> (u64, usize) {
    let (start, radix) = match s {
        [b'0', b'x' | b'X', h, ..] if h.is_ascii_hexdigit() => (2, 16),
        [b'0', ..] => (1, 8),
        _ => (0, 10),
    };
    let mut value: u64 = 0;
    let mut end = start;
    while let Some(d) = s.get(end).and_then(|&c| char::from(c).to_digit(radix)) {
        value = (value * u64::from(radix) + u64::from(d)).min(1 << 33);
        end += 1;
    }
    (value, end)
}

/// glibc's `inet_pton6` over `s`: eight groups of one to four hexadecimal
/// digits, one `::` standing for at least one zero group, the last 32 bits
/// possibly written as dotted decimal (`inet_pton4`: four parts, no
/// leading zero).
pub(super) fn inet_pton6(s: &[u8]) -> Option<[u16; 8]> {
    let mut words = [0u16; 8];
    let mut tp = 0usize;
    let mut colonp: Option<usize> = None;
    let mut src = s;
    if src.first()? == &b':' {
        src = &src[1..];
        if src.first() != Some(&b':') {
            return None;
        }
    }
    let mut curtok = src;
    let (mut seen, mut val) = (0usize, 0u32);
    while let Some((&ch, rest)) = src.split_first() {
        src = rest;
        if let Some(d) = char::from(ch).to_digit(16) {
            if seen == 4 {
                return None;
            }
            val = val << 4 | d;
            seen += 1;
            continue;
        }
        if ch == b':' {
            curtok = src;
            if seen == 0 {
                if colonp.is_some() {
                    return None;
                }
                colonp = Some(tp);
                continue;
            } else if src.is_empty() || tp == 8 {
                return None;
            }
            words[tp] = u16::try_from(val).ok()?;
            tp += 1;
            (seen, val) = (0, 0);
            continue;
        }
        if ch == b'.' && tp + 2 <= 8 {
            let [a, b, c, d] = inet_pton4(curtok)?;
            words[tp] = u16::from_be_bytes([a, b]);
            words[tp + 1] = u16::from_be_bytes([c, d]);
            tp += 2;
            seen = 0;
            break;
        }
        return None;
    }
    if seen > 0 {
        if tp == 8 {
            return None;
        }
        words[tp] = u16::try_from(val).ok()?;
        tp += 1;
    }
    if let Some(c) = colonp {
        if tp == 8 {
            return None;
        }
        let n = tp - c;
        words.copy_within(c..tp, 8 - n);
        words[c..8 - n].fill(0);
        tp = 8;
    }
    (tp == 8).then_some(words)
}

/// glibc's `inet_pton4`: four decimal parts up to 255, no leading zero,
/// the whole of `s`.
fn inet_pton4(s: &[u8]) -> Option<[u8; 4]> {
    let mut out = [0u8; 4];
    let mut n = 0;
    for part in s.split(|&b| b == b'.') {
        if n == 4
            || part.is_empty()
            || part.len() > 3
            || (part.len() > 1 && part[0] == b'0')
            || !part.iter().all(u8::is_ascii_digit)
        {
            return None;
        }
        let v = part.iter().fold(0u32, |v, &d| v * 10 + u32::from(d - b'0'));
        out[n] = u8::try_from(v).ok()?;
        n += 1;
    }
    (n == 4).then_some(out)
}

/// A run of groups: its first index and its length.
type Run = (usize, usize);

/// glibc's `inet_ntop6`: the longest run of two or more zero groups (the
/// first of equals) as `::`, groups in lower-case hexadecimal without
/// leading zeros, and the last 32 bits dotted after six zero groups or
/// five and `ffff`.
fn inet_ntop6(w: &[u16; 8]) -> String {
    // A run of zero groups: where it starts and how long it is.
    let (mut best, mut cur): (Option<Run>, Option<Run>) = (None, None);
    for (i, &g) in w.iter().enumerate() {
        if g == 0 {
            cur = Some(cur.map_or((i, 1), |(b, l)| (b, l + 1)));
        } else if let Some(c) = cur.take()
            && best.is_none_or(|b| c.1 > b.1)
        {
            best = Some(c);
        }
    }
    if let Some(c) = cur
        && best.is_none_or(|b| c.1 > b.1)
    {
        best = Some(c);
    }
    let best = best.filter(|b| b.1 >= 2);
    let mut out = String::with_capacity(41);
    for (i, &g) in w.iter().enumerate() {
        if let Some((base, len)) = best
            && i >= base
            && i < base + len
        {
            if i == base {
                out.push(':');
            }
            continue;
        }
        if i != 0 {
            out.push(':');
        }
        if i == 6 && best.is_some_and(|(b, l)| b == 0 && (l == 6 || (l == 5 && w[5] == 0xffff))) {
            let [a, b] = w[6].to_be_bytes();
            let [c, d] = w[7].to_be_bytes();
            let _ = write!(out, "{a}.{b}.{c}.{d}");
            return out;
        }
        let _ = write!(out, "{g:x}");
    }
    if best.is_some_and(|(b, l)| b + l == 8) {
        out.push(':');
    }
    out
}
