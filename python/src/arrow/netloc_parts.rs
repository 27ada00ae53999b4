//! The netloc properties of a `SplitResult` for the Arrow `urlsplit`
//! (`username`, `password`, `hostname`, and the port's text and number),
//! from one pass over the netloc: the kernel computes them for every row,
//! and most netlocs are a short lower-case host, perhaps with a port.

use std::borrow::Cow;

use urigram::urllib::netloc as urllib_netloc;

/// A netloc cut as CPython's `_userinfo` and `_hostinfo` cut it: the
/// userinfo is the text before the last `@`, cut at its first `:`; after
/// that `@`, a `[` opens a host that runs to the next `]` with the port
/// after the first `:` that follows, and otherwise the host runs to the
/// first `:`; an empty host or port is none.
pub(crate) struct NetlocParts<'a> {
    /// The text before the userinfo's first `:`.
    pub(crate) username: Option<&'a str>,
    /// The text after it.
    pub(crate) password: Option<&'a str>,
    /// The host, lower-cased as Python's `str.lower` (an IPv6 zone after
    /// `%` kept as written).
    pub(crate) hostname: Option<Cow<'a, str>>,
    /// The port's text, not read yet.
    pub(crate) port: Option<&'a str>,
    /// Whether the netloc holds a byte the plain case does not take (`@`,
    /// `[`, `]`, `%`, an upper-case letter, a non-ASCII character): only
    /// then can the release's bracket check have something to say.
    pub(crate) unusual: bool,
}

/// `netloc`'s properties. One pass of a class table says whether there is
/// a `:` and whether anything else needs looking at; a plain netloc (a
/// host already lower case, perhaps a `:` and a port) is then cut at its
/// first `:`, borrowed. The rest takes byte searches, and the `hostname` lowering of
/// a non-ASCII host is the library's, which follows Python's Unicode
/// tables.
#[inline]
pub(crate) fn netloc_parts(netloc: &str) -> NetlocParts<'_> {
    let seen = netloc
        .bytes()
        .fold(0, |seen, b| seen | NETLOC_CLASS[usize::from(b)]);
    if seen & OTHER == 0 {
        // Most netlocs have no port: the `:` is looked for only when the
        // pass saw one.
        let (host, port) = match seen {
            0 => (netloc, ""),
            _ => netloc.split_once(':').unwrap_or((netloc, "")),
        };
        return NetlocParts {
            username: None,
            password: None,
            hostname: (!host.is_empty()).then_some(Cow::Borrowed(host)),
            port: (!port.is_empty()).then_some(port),
            unusual: false,
        };
    }
    unusual(netloc)
}

/// [`netloc_parts`] of a netloc with userinfo, brackets, a zone, upper
/// case or non-ASCII text: the library's own readings of the netloc
/// (`urigram::urllib::netloc`), the ones `SplitResult`'s properties make,
/// borrowed from the input.
#[cold]
fn unusual(netloc: &str) -> NetlocParts<'_> {
    let (username, password) = urllib_netloc::userinfo(netloc);
    NetlocParts {
        username,
        password,
        hostname: urllib_netloc::hostname(netloc),
        port: urllib_netloc::hostinfo(netloc).1,
        unusual: true,
    }
}

/// The number of a port's text that every release reads alike: one to
/// five ASCII digits, at most 65535 (what `int()` takes and the range
/// check keeps, in 3.9 as in 3.13); `None` for anything else, which the
/// release's own reading ([`urigram::urllib::Urllib::port`]) answers.
#[inline]
pub(crate) fn plain_port(text: &str) -> Option<i64> {
    if text.is_empty() || text.len() > 5 {
        return None;
    }
    let mut n: i64 = 0;
    for b in text.bytes() {
        if !b.is_ascii_digit() {
            return None;
        }
        n = n * 10 + i64::from(b - b'0');
    }
    (n <= 65535).then_some(n)
}

/// A netloc byte's class for [`netloc_parts`]'s pass: [`COLON`] for `:`,
/// [`OTHER`] for what the plain case cannot hold (`@`, `[`, `]`, `%`, an
/// upper-case letter, a byte of a non-ASCII character), 0 for the rest.
static NETLOC_CLASS: [u8; 256] = {
    let mut t = [0; 256];
    let mut b = 0;
    while b < 256 {
        let c = b as u8;
        t[b] = if c == b':' {
            COLON
        } else if matches!(c, b'@' | b'[' | b']' | b'%') || c.is_ascii_uppercase() || c >= 0x80 {
            OTHER
        } else {
            0
        };
        b += 1;
    }
    t
};

/// The class of `:`, which splits the host from the port.
const COLON: u8 = 1;

/// The class of every byte the plain case cannot take.
const OTHER: u8 = 2;

#[cfg(test)]
mod tests {
    use urigram::urllib::{Python, SplitResult, Urllib};

    use super::*;

    /// Netlocs of each shape: plain hosts, ports good and bad, userinfo,
    /// brackets, zones, upper case, non-ASCII.
    const NETLOCS: &[&str] = &[
        "",
        "h",
        "example.com",
        "example.com:80",
        "h:0",
        "h:080",
        "h:65535",
        "h:65536",
        "h:999999",
        "h:",
        ":80",
        "h:80:90",
        "h:+80",
        "h:-1",
        "h: 80",
        "h:8_0",
        "h:\u{668}\u{660}",
        "u@h",
        "u:p@h:1",
        "a:b@c:d@H:7",
        "[::1]:8080",
        "[::1]x:9",
        "[fe80::1%eth0]:5",
        "[FE80::1%ETH0]",
        "WWW.Example.COM",
        "b\u{fc}cher.DE",
        "\u{130}.com",
        ":@:",
    ];

    #[test]
    fn the_properties_are_the_library_s_for_every_shape() {
        for &netloc in NETLOCS {
            let split = SplitResult {
                netloc: Cow::Borrowed(netloc),
                ..SplitResult::default()
            };
            let got = netloc_parts(netloc);
            assert_eq!(got.username, split.username(), "{netloc}");
            assert_eq!(got.password, split.password(), "{netloc}");
            assert_eq!(got.hostname, split.hostname(), "{netloc}");
        }
    }

    #[test]
    fn a_plain_port_reads_as_every_release_reads_it() {
        for &netloc in NETLOCS {
            let Some(text) = netloc_parts(netloc).port else {
                continue;
            };
            for python in Python::ALL {
                let release = Urllib::new(python).port(netloc);
                match plain_port(text) {
                    Some(n) => assert_eq!(release, Ok(Some(n as u16)), "{netloc} {python:?}"),
                    // Only for text some release reads otherwise.
                    None => assert!(
                        !(1..=5).contains(&text.len())
                            || !text.bytes().all(|b| b.is_ascii_digit())
                            || text.parse::<u32>().is_ok_and(|n| n > 65535),
                        "{netloc}"
                    ),
                }
            }
        }
        assert_eq!(plain_port("80"), Some(80));
        assert_eq!(plain_port("65536"), None);
        assert_eq!(plain_port("+80"), None);
    }
}
