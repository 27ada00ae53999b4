//! What Mono's `System.Uri` reading is made of, shared by the parser of
//! schemes and authorities (`parse.rs`) and that of file paths and `file:`
//! URIs (`file.rs`): the getters' values, the errors, each scheme's syntax
//! flags, and the path, query and fragment after an authority.

use super::escape::{Mode, compress, escape};

/// What the getters give.
#[derive(Debug, Default, PartialEq, Eq)]
pub(super) struct MonoUri {
    /// `Scheme`, lower-cased.
    pub(super) scheme: String,
    /// `UserInfo`, `None` when `""`.
    pub(super) userinfo: Option<String>,
    /// `Host`, `None` when `""`.
    pub(super) host: Option<String>,
    /// `Port`, `None` when -1.
    pub(super) port: Option<u16>,
    /// `AbsolutePath`.
    pub(super) path: String,
    /// `Query` without its `?`, `None` when `""`.
    pub(super) query: Option<String>,
    /// `Fragment` without its `#`, `None` when `""`.
    pub(super) fragment: Option<String>,
    /// What a resolution against this URI reads besides the getters.
    pub(super) facts: Facts,
}

/// What `new Uri(Uri, string)` reads of its base besides the getters, and
/// of its reference to tell a relative one: whether it is an implicit file
/// path, its `SecuredPathIndex`, whether `@` or `//` was written, and an
/// IPv6 host's `DnsSafeHost`.
#[derive(Debug, Default, PartialEq, Eq)]
pub(super) struct Facts {
    /// An implicit file path, and which.
    pub(super) implicit: Implicit,
    /// `SecuredPathIndex`: 0 but for a DOS path, 2 for `c:` written
    /// first, 3 for `/c:` (what path compression leaves alone).
    pub(super) secured: u8,
    /// The authority's `//` (or a file path's implied one) was read.
    pub(super) authority: bool,
    /// A `@` ended a userinfo, empty or not (`UserInfo` tells no empty
    /// one from none, `GetParts` writes the `@`).
    pub(super) at: bool,
    /// An IPv6 host's `DnsSafeHost`: the address as `Host` writes it
    /// without brackets, then its zone as written.
    pub(super) dns_safe_ipv6: Option<String>,
    /// A `\` was written and no `%5C`: each `%5C` of the escaped parts
    /// then stands for a `\` as written, which the unescaped formats give
    /// back. (Where both were written, the escaped parts no longer tell
    /// them apart: [`Facts::raw`] does.)
    pub(super) backslashes: bool,
    /// IRI parsing ran over the string.
    pub(super) iri: bool,
    /// Where a `\` was written and a `%5C` too: the userinfo, path, query
    /// and fragment with each `\` they escape kept as written (read again
    /// by [`super::parse::parse_with`]), for the unescaped serialisations.
    pub(super) raw: Option<Box<[Option<String>; 4]>>,
}

/// The implicit file paths, read without a scheme.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) enum Implicit {
    /// A scheme was written.
    #[default]
    No,
    /// `/x`.
    Unix,
    /// `c:\x`.
    Dos,
    /// `\\h\x`.
    Unc,
}

/// Why the constructor throws `UriFormatException` (its message).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Error {
    /// An empty string.
    Empty,
    /// Neither a scheme nor an implicit file path.
    BadFormat,
    /// A scheme with a character outside letters, digits, `+`, `-`, `.`.
    BadScheme,
    /// A scheme longer than 1,024 characters.
    SchemeLimit,
    /// A scheme that needs `//` without it.
    BadAuthority,
    /// A host that is no IPv4, IPv6 or name.
    BadHostName,
    /// A port that is not digits up to 65535.
    BadPort,
    /// A drive letter and a colon without a slash after.
    MustRootedPath,
    /// A lone `%` whose next two UTF-16 units split a surrogate pair.
    InvalidSequence,
}

impl Error {
    /// The exception's message, as Mono words it.
    pub(super) fn message(self) -> &'static str {
        match self {
            Error::Empty => "Invalid URI: The URI is empty.",
            Error::BadFormat => "Invalid URI: The format of the URI could not be determined.",
            Error::BadScheme => "Invalid URI: The URI scheme is not valid.",
            Error::SchemeLimit => "Invalid URI: The Uri scheme is too long.",
            Error::BadAuthority => "Invalid URI: The Authority/Host could not be parsed.",
            Error::BadHostName => "Invalid URI: The hostname could not be parsed.",
            Error::BadPort => "Invalid URI: Invalid port specified.",
            Error::InvalidSequence => "Invalid URI: There is an invalid sequence in the string.",
            Error::MustRootedPath => {
                "Invalid URI: A Dos path must be rooted, for example, 'c:\\\\'."
            }
        }
    }
}

/// How a scheme's built-in parser reads what follows `scheme:`.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Shape {
    /// `//` and an authority are required (`http`, `ftp`, ...).
    Authority,
    /// `file`: a host, a drive letter or a rooted path.
    File,
    /// `mailto`: `user@host:port` without `//`, then a path.
    Mailto,
    /// `news`, `uuid`: a path only.
    PathOnly,
    /// Any other scheme: an authority after `//`, else an opaque path.
    Unknown,
}

/// A scheme's built-in parser: its shape, its default port and whether
/// it takes one at all, whether `?`
/// starts a query, whether the path's dot segments are removed, its `\`
/// turned into `/` and its `%2F` and `%5C` too, whether the host may be
/// empty, and whether it is WCF's `net.tcp` or `net.pipe` (no userinfo,
/// and no UNC server name as host).
#[derive(Clone, Copy)]
pub(super) struct Syntax {
    pub(super) shape: Shape,
    pub(super) port: Option<u16>,
    pub(super) has_port: bool,
    pub(super) query: bool,
    pub(super) compress: bool,
    pub(super) slashes: bool,
    pub(super) unescape_slashes: bool,
    pub(super) empty_host: bool,
    pub(super) net: bool,
}

/// The built-in parser for a lower-cased `scheme`.
pub(super) fn syntax(scheme: &str) -> Syntax {
    let web = |port| Syntax {
        shape: Shape::Authority,
        port,
        has_port: true,
        query: true,
        compress: true,
        slashes: true,
        unescape_slashes: false,
        empty_host: false,
        net: false,
    };
    let plain = |port, query, empty_host| Syntax {
        shape: Shape::Authority,
        port,
        has_port: true,
        query,
        compress: false,
        slashes: false,
        unescape_slashes: false,
        empty_host,
        net: false,
    };
    match scheme {
        "http" | "ws" => web(Some(80)),
        "https" | "wss" => web(Some(443)),
        "net.tcp" => Syntax {
            unescape_slashes: true,
            net: true,
            ..web(Some(808))
        },
        "net.pipe" => Syntax {
            has_port: false,
            unescape_slashes: true,
            net: true,
            ..web(None)
        },
        "ftp" => Syntax {
            query: false,
            ..web(Some(21))
        },
        "file" => Syntax {
            shape: Shape::File,
            unescape_slashes: true,
            empty_host: true,
            ..web(None)
        },
        "gopher" => plain(Some(70), false, false),
        "nntp" => plain(Some(119), false, false),
        "telnet" => plain(Some(23), false, false),
        "ldap" => plain(Some(389), true, true),
        "mailto" => Syntax {
            shape: Shape::Mailto,
            ..plain(Some(25), true, true)
        },
        "news" | "uuid" => Syntax {
            shape: Shape::PathOnly,
            ..plain(None, false, true)
        },
        _ => Syntax {
            shape: Shape::Unknown,
            empty_host: true,
            ..web(None)
        },
    }
}

pub(super) use super::escape::Cx;

/// `s` up to the first `#`, and what follows it.
pub(super) fn split_fragment(s: &str) -> (&str, Option<&str>) {
    // memchr's SIMD search, not `str::find`'s byte-at-a-time scan.
    match memchr::memchr(b'#', s.as_bytes()) {
        Some(i) => (&s[..i], Some(&s[i + 1..])),
        None => (s, None),
    }
}

/// `s` up to the first `?`, and what follows it.
pub(super) fn split_query(s: &str) -> (&str, Option<&str>) {
    // memchr's SIMD search, not `str::find`'s byte-at-a-time scan.
    match memchr::memchr(b'?', s.as_bytes()) {
        Some(i) => (&s[..i], Some(&s[i + 1..])),
        None => (s, None),
    }
}

/// Path, query and fragment after the authority, into `u`; a path that
/// does not start with `/` gets one.
pub(super) fn rest(cx: Cx, s: &str, syn: Syntax, u: &mut MonoUri) {
    let (before, fragment) = split_fragment(s);
    let (path, query) = if syn.query {
        split_query(before)
    } else {
        (before, None)
    };
    let mode = if syn.unescape_slashes {
        Mode::FilePath
    } else if syn.query {
        Mode::Uri {
            slashes: syn.slashes,
        }
    } else {
        Mode::NoQuery {
            slashes: syn.slashes,
        }
    };
    let mut p = escape(cx, path, mode, false);
    if !p.starts_with('/') {
        p.insert(0, '/');
    }
    u.path = if syn.compress { compress(&p, 0) } else { p };
    u.query = query.map(|q| escape(cx, q, Mode::Uri { slashes: false }, true));
    u.fragment = fragment.map(|f| escape(cx, f, Mode::Uri { slashes: false }, false));
}
