//! The JDK's IP literals (`sun.net.util.IPAddressUtil`, JDK 17.0.15):
//! what `URLStreamHandler.parseURL` takes between brackets and what
//! `InetAddress.getByName` reads as an address rather than a name.

use std::net::Ipv4Addr;

/// `textToNumericFormatV4`: at most 15 characters, one to four parts
/// split by `.`, each ASCII decimal digits (a leading `0` is no octal:
/// `010.0.0.1` is 10.0.0.1), the last filling the bytes the others leave.
pub(super) fn v4(s: &str) -> Option<Ipv4Addr> {
    if s.is_empty() || s.len() > 15 {
        return None;
    }
    let mut parts = [0u64; 4];
    let mut n = 0;
    for piece in s.split('.') {
        if n == 4 || piece.is_empty() || !piece.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        parts[n] = piece.parse().ok()?;
        n += 1;
    }
    super::super::super::destination::ipv4_of_parts(&parts[..n])
}

/// `textToNumericFormatV6`: an IPv6 address as the JDK reads one (ASCII
/// hexadecimal groups of any length whose value fits 16 bits, one `::`,
/// an IPv4 tail of exactly four decimal parts), then a scope after `%`
/// that must not be empty and is otherwise not read. The sixteen bytes,
/// and the scope.
pub(super) fn v6(src: &str) -> Option<([u8; 16], Option<&str>)> {
    let b = src.as_bytes();
    if b.len() < 2 {
        return None;
    }
    let (len, scope) = match src.find('%') {
        Some(pc) if pc == b.len() - 1 => return None,
        Some(pc) => (pc, Some(&src[pc + 1..])),
        None => (b.len(), None),
    };
    let mut dst = [0u8; 16];
    let mut colonp: Option<usize> = None;
    let mut i = 0;
    let mut j = 0;
    if b[0] == b':' {
        i = 1;
        if b[1] != b':' {
            return None;
        }
    }
    let mut curtok = i;
    let mut saw_xdigit = false;
    let mut val: u32 = 0;
    while i < len {
        let ch = b[i];
        i += 1;
        if let Some(d) = char::from(ch).to_digit(16) {
            val = (val << 4) | d;
            if val > 0xffff {
                return None;
            }
            saw_xdigit = true;
            continue;
        }
        if ch == b':' {
            curtok = i;
            if !saw_xdigit {
                if colonp.is_some() {
                    return None;
                }
                colonp = Some(j);
                continue;
            } else if i == len {
                return None;
            }
            if j + 2 > 16 {
                return None;
            }
            dst[j] = (val >> 8) as u8;
            dst[j + 1] = val as u8;
            j += 2;
            saw_xdigit = false;
            val = 0;
            continue;
        }
        if ch == b'.' && j + 4 <= 16 {
            let ia4 = &src[curtok..len];
            if ia4.bytes().filter(|&c| c == b'.').count() != 3 {
                return None;
            }
            dst[j..j + 4].copy_from_slice(&v4(ia4)?.octets());
            j += 4;
            saw_xdigit = false;
            break;
        }
        return None;
    }
    if saw_xdigit {
        if j + 2 > 16 {
            return None;
        }
        dst[j] = (val >> 8) as u8;
        dst[j + 1] = val as u8;
        j += 2;
    }
    if let Some(cp) = colonp {
        if j == 16 {
            return None;
        }
        let n = j - cp;
        for k in 1..=n {
            dst[16 - k] = dst[cp + n - k];
            dst[cp + n - k] = 0;
        }
        j = 16;
    }
    (j == 16).then_some((dst, scope))
}
