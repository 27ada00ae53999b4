//! The typed trees of RFC 1945's `URI` and `http_URL`: borrowed from the
//! input bytes, each part with its [`Span`], built from a valid input only.

use std::fmt;

use crate::engine::Span;

/// A part of the input: its bytes and where they stand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Text<'a> {
    pub(super) bytes: &'a [u8],
    pub(super) span: Span,
}

impl<'a> Text<'a> {
    fn new(input: &'a [u8], start: usize, end: usize) -> Text<'a> {
        Text {
            bytes: &input[start..end],
            span: Span::new(start, end),
        }
    }

    /// The bytes, as written (escapes not decoded).
    #[must_use]
    pub fn as_bytes(&self) -> &'a [u8] {
        self.bytes
    }

    /// The text, if its bytes are UTF-8 (a `national` byte from 0x80 need
    /// not be).
    #[must_use]
    pub fn as_str(&self) -> Option<&'a str> {
        std::str::from_utf8(self.bytes).ok()
    }

    /// Where the part stands in the input.
    #[must_use]
    pub fn span(&self) -> Span {
        self.span
    }
}

/// Writes bytes as text: UTF-8 as it is, any other byte as U+FFFD (the
/// exact bytes are [`Uri::as_bytes`]).
fn write_bytes(f: &mut fmt::Formatter<'_>, bytes: &[u8]) -> fmt::Result {
    for chunk in bytes.utf8_chunks() {
        f.write_str(chunk.valid())?;
        if !chunk.invalid().is_empty() {
            f.write_str("\u{fffd}")?;
        }
    }
    Ok(())
}

impl fmt::Display for Text<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_bytes(f, self.bytes)
    }
}

/// The first index of `b` in `bytes` from `from`, or `bytes.len()`.
fn find(bytes: &[u8], from: usize, stop: &[u8]) -> usize {
    bytes[from..]
        .iter()
        .position(|b| stop.contains(b))
        .map_or(bytes.len(), |i| from + i)
}

/// A path: `rel_path`'s `path`, or `abs_path`'s `"/"` with it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Path<'a> {
    pub(super) text: Text<'a>,
}

impl<'a> Path<'a> {
    /// The whole path, with its leading `/` if it has one.
    #[must_use]
    pub fn text(&self) -> Text<'a> {
        self.text
    }

    /// Whether it is an `abs_path`'s (starts with `/`).
    #[must_use]
    pub fn is_absolute(&self) -> bool {
        self.text.bytes.first() == Some(&b'/')
    }

    /// The segments, `fsegment` first, split at each `/` (the leading `/`
    /// of an absolute path starts the first one; `/` alone has one empty
    /// segment).
    pub fn segments(&self) -> impl Iterator<Item = Text<'a>> + 'a {
        let base = self.text.span.start();
        let bytes = self.text.bytes;
        let skip = usize::from(self.is_absolute());
        let mut start = skip;
        let mut done = false;
        std::iter::from_fn(move || {
            if done {
                return None;
            }
            let end = find(bytes, start, b"/");
            let seg = Text {
                bytes: &bytes[start..end],
                span: Span::new(base + start, base + end),
            };
            done = end == bytes.len();
            start = end + 1;
            Some(seg)
        })
    }
}

/// What a `relativeURI` is, or what follows an `http_URL`'s host and port.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RelativeKind {
    /// `"//" net_loc [ abs_path ]`.
    NetPath,
    /// `"/" rel_path`.
    AbsPath,
    /// `[ path ] [ ";" params ] [ "?" query ]`.
    RelPath,
}

/// A `relativeURI`: its kind, `net_loc`, path, `params` and `query`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Relative<'a> {
    pub(super) kind: RelativeKind,
    pub(super) net_loc: Option<Text<'a>>,
    pub(super) path: Option<Path<'a>>,
    pub(super) params: Option<Text<'a>>,
    pub(super) query: Option<Text<'a>>,
}

impl<'a> Relative<'a> {
    /// Reads `input[start..end]`, a valid `relativeURI`.
    fn read(input: &'a [u8], start: usize, end: usize) -> Relative<'a> {
        let part = &input[..end];
        let (kind, net_loc, mut at) = if part[start..].starts_with(b"//") {
            let stop = find(part, start + 2, b"/");
            (
                RelativeKind::NetPath,
                Some(Text::new(input, start + 2, stop)),
                stop,
            )
        } else if part[start..].starts_with(b"/") {
            (RelativeKind::AbsPath, None, start)
        } else {
            (RelativeKind::RelPath, None, start)
        };
        let (path, params, query) = read_rel_path(input, &mut at, end);
        Relative {
            kind,
            net_loc,
            path,
            params,
            query,
        }
    }

    /// Which of the three it is.
    #[must_use]
    pub fn kind(&self) -> RelativeKind {
        self.kind
    }

    /// A `net_path`'s `net_loc` (possibly empty).
    #[must_use]
    pub fn net_loc(&self) -> Option<Text<'a>> {
        self.net_loc
    }

    /// The path, if there is one: an `abs_path`'s always (`/` at least), a
    /// `rel_path`'s when it has an `fsegment`.
    #[must_use]
    pub fn path(&self) -> Option<Path<'a>> {
        self.path
    }

    /// The `params` after the first `;` (without it).
    #[must_use]
    pub fn params(&self) -> Option<Text<'a>> {
        self.params
    }

    /// Each `param` of the `params`, split at `;`.
    pub fn param_list(&self) -> impl Iterator<Item = &'a [u8]> + 'a {
        self.params
            .map(|p| p.bytes)
            .into_iter()
            .flat_map(|b| b.split(|&x| x == b';'))
    }

    /// The `query` after the first `?` (without it).
    #[must_use]
    pub fn query(&self) -> Option<Text<'a>> {
        self.query
    }
}

/// An `abs_path` (when `*at` holds `/`) or `rel_path` from `*at` to `end`:
/// path, params, query. `pchar` holds neither `;` nor `?`, and `params`
/// holds no `?`, so the first of each ends the part before it.
fn read_rel_path<'a>(
    input: &'a [u8],
    at: &mut usize,
    end: usize,
) -> (Option<Path<'a>>, Option<Text<'a>>, Option<Text<'a>>) {
    let part = &input[..end];
    let start = *at;
    let path_end = find(part, start, b";?");
    let path = (path_end > start).then(|| Path {
        text: Text::new(input, start, path_end),
    });
    let mut pos = path_end;
    let params = (pos < end && part[pos] == b';').then(|| {
        let stop = find(part, pos + 1, b"?");
        let t = Text::new(input, pos + 1, stop);
        pos = stop;
        t
    });
    let query = (pos < end && part[pos] == b'?').then(|| Text::new(input, pos + 1, end));
    *at = end;
    (path, params, query)
}

/// An `absoluteURI`: the `scheme` and everything after its `:`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Absolute<'a> {
    pub(super) scheme: Text<'a>,
    pub(super) rest: Text<'a>,
}

impl<'a> Absolute<'a> {
    /// The `scheme`, as written.
    #[must_use]
    pub fn scheme(&self) -> Text<'a> {
        self.scheme
    }

    /// The `*( uchar | reserved )` after the `:`, which RFC 1945 leaves
    /// unstructured.
    #[must_use]
    pub fn rest(&self) -> Text<'a> {
        self.rest
    }
}

/// The two readings of a `URI` before its fragment.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Reading<'a> {
    /// `absoluteURI`.
    Absolute(Absolute<'a>),
    /// `relativeURI`.
    Relative(Relative<'a>),
}

/// RFC 1945's `URI`, read into parts.
///
/// # The reading of an ambiguous `URI`
///
/// `a:b` is an `absoluteURI` (scheme `a`) and a `rel_path` too (`:` is a
/// `pchar`). Every byte a `relativeURI` can hold is a `uchar` or `reserved`
/// byte, so whenever the text before the first `:` is a `scheme`, the
/// absolute reading covers the input; the tree takes it then, and the
/// relative reading otherwise (`:b`, `./a:b`). That is how RFC 1808 section
/// 2.4.2 (the companion document RFC 1945 cites for relative URLs) finds a
/// scheme: the scheme characters before the first `:`.
///
/// ```
/// use urigram::grammars::rfc1945::{Reading, Uri};
/// let u = Uri::parse(b"http://ABC.com:80/~smith/home.html#top").unwrap();
/// let Reading::Absolute(a) = u.reading() else { panic!() };
/// assert_eq!(a.scheme().as_bytes(), b"http");
/// assert_eq!(u.fragment().unwrap().as_bytes(), b"top");
/// // A national byte from 0x80 is fine; the offsets are bytes.
/// let u = Uri::parse(b"/caf\xe9;p?q").unwrap();
/// let Reading::Relative(r) = u.reading() else { panic!() };
/// assert_eq!(r.path().unwrap().text().as_bytes(), b"/caf\xe9");
/// assert_eq!(Uri::parse(b"/a b").unwrap_err().offset(), 2);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Uri<'a> {
    pub(super) input: &'a [u8],
    pub(super) reading: Reading<'a>,
    pub(super) fragment: Option<Text<'a>>,
}

impl<'a> Uri<'a> {
    /// Reads a valid `URI` by the rules of the type's doc.
    pub(super) fn read(input: &'a [u8]) -> Uri<'a> {
        // "#" is `unsafe`: no part but the separator holds it.
        let hash = find(input, 0, b"#");
        let fragment = (hash < input.len()).then(|| Text::new(input, hash + 1, input.len()));
        let colon = find(&input[..hash], 0, b":");
        let is_scheme = colon > 0
            && colon < hash
            && input[..colon]
                .iter()
                .all(|b| b.is_ascii_alphanumeric() || b"+-.".contains(b));
        let reading = if is_scheme {
            Reading::Absolute(Absolute {
                scheme: Text::new(input, 0, colon),
                rest: Text::new(input, colon + 1, hash),
            })
        } else {
            Reading::Relative(Relative::read(input, 0, hash))
        };
        Uri {
            input,
            reading,
            fragment,
        }
    }

    /// The reading before the fragment.
    #[must_use]
    pub fn reading(&self) -> Reading<'a> {
        self.reading
    }

    /// The `fragment` after `#` (without it).
    #[must_use]
    pub fn fragment(&self) -> Option<Text<'a>> {
        self.fragment
    }

    /// The input, byte for byte.
    #[must_use]
    pub fn as_bytes(&self) -> &'a [u8] {
        self.input
    }
}

impl fmt::Display for Uri<'_> {
    /// The input back (UTF-8 as it is, other bytes as U+FFFD).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_bytes(f, self.input)
    }
}

/// An IPv4 address in dotted-decimal form, as written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Ipv4<'a> {
    pub(super) text: Text<'a>,
}

impl<'a> Ipv4<'a> {
    /// The address as written.
    #[must_use]
    pub fn text(&self) -> Text<'a> {
        self.text
    }

    /// The four octets, or `None` if a number is above 255 (the grammar
    /// allows `999.1.1.1`; an address does not).
    ///
    /// ```
    /// use urigram::grammars::rfc1945::{Host, HttpUrl};
    /// let u = HttpUrl::parse(b"http://10.0.0.255/").unwrap();
    /// let Host::Ipv4(ip) = u.host() else { panic!() };
    /// assert_eq!(ip.octets(), Some([10, 0, 0, 255]));
    /// let u = HttpUrl::parse(b"http://10.0.0.256/").unwrap();
    /// let Host::Ipv4(ip) = u.host() else { panic!() };
    /// assert_eq!(ip.octets(), None);
    /// ```
    #[must_use]
    pub fn octets(&self) -> Option<[u8; 4]> {
        let mut out = [0u8; 4];
        let mut parts = self.text.bytes.split(|&b| b == b'.');
        for o in &mut out {
            let n = parts
                .next()?
                .iter()
                .try_fold(0u16, |n, &d| Some(n * 10 + u16::from(d.checked_sub(b'0')?)))?;
            *o = u8::try_from(n).ok()?;
        }
        Some(out)
    }
}

/// An `http_URL`'s host: a host name, or an address in dotted-decimal form.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Host<'a> {
    /// A host domain name (`hostname`).
    Name(Text<'a>),
    /// An `IPv4address`: four dot-separated numbers of 1 to 3 digits, which
    /// are also a `hostname`'s labels; read as an address, as RFC 1123
    /// section 2.1 asks.
    Ipv4(Ipv4<'a>),
}

impl<'a> Host<'a> {
    /// The host as written.
    #[must_use]
    pub fn text(&self) -> Text<'a> {
        match self {
            Host::Name(t) => *t,
            Host::Ipv4(ip) => ip.text,
        }
    }
}

/// An `http_URL`'s `port` (possibly empty, as in `http://abc.com:/`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Port<'a> {
    pub(super) text: Text<'a>,
}

impl<'a> Port<'a> {
    /// The digits as written.
    #[must_use]
    pub fn text(&self) -> Text<'a> {
        self.text
    }

    /// The number, or `None` when empty or above 65535.
    #[must_use]
    pub fn as_u16(&self) -> Option<u16> {
        std::str::from_utf8(self.text.bytes).ok()?.parse().ok()
    }
}

/// RFC 1945's `http_URL`, read into parts.
///
/// ```
/// use urigram::grammars::rfc1945::{Host, HttpUrl};
/// let u = HttpUrl::parse(b"http://abc.com:/%7esmith/home.html").unwrap();
/// assert!(matches!(u.host(), Host::Name(h) if h.as_bytes() == b"abc.com"));
/// assert_eq!(u.port().unwrap().as_u16(), None);
/// assert_eq!(u.abs_path().unwrap().path().unwrap().text().as_bytes(), b"/%7esmith/home.html");
/// assert_eq!(HttpUrl::parse(b"http://a_b/").unwrap_err().offset(), 8);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct HttpUrl<'a> {
    pub(super) input: &'a [u8],
    pub(super) host: Host<'a>,
    pub(super) port: Option<Port<'a>>,
    pub(super) abs_path: Option<Relative<'a>>,
}

impl<'a> HttpUrl<'a> {
    /// Reads a valid `http_URL`.
    pub(super) fn read(input: &'a [u8]) -> HttpUrl<'a> {
        let start = "http://".len();
        let host_end = find(input, start, b":/");
        let text = Text::new(input, start, host_end);
        let dotted = text.bytes.split(|&b| b == b'.').count() == 4
            && text
                .bytes
                .split(|&b| b == b'.')
                .all(|p| (1..=3).contains(&p.len()) && p.iter().all(u8::is_ascii_digit));
        let host = if dotted {
            Host::Ipv4(Ipv4 { text })
        } else {
            Host::Name(text)
        };
        let mut at = host_end;
        let port = (input.get(at) == Some(&b':')).then(|| {
            let stop = find(input, at + 1, b"/");
            let p = Port {
                text: Text::new(input, at + 1, stop),
            };
            at = stop;
            p
        });
        let abs_path = (at < input.len()).then(|| Relative::read(input, at, input.len()));
        HttpUrl {
            input,
            host,
            port,
            abs_path,
        }
    }

    /// The host.
    #[must_use]
    pub fn host(&self) -> Host<'a> {
        self.host
    }

    /// The port after `:`, if there is a `:`.
    #[must_use]
    pub fn port(&self) -> Option<Port<'a>> {
        self.port
    }

    /// The `abs_path` with its `params` and `query`, if any (its kind is
    /// [`RelativeKind::AbsPath`]).
    #[must_use]
    pub fn abs_path(&self) -> Option<Relative<'a>> {
        self.abs_path
    }

    /// The input, byte for byte.
    #[must_use]
    pub fn as_bytes(&self) -> &'a [u8] {
        self.input
    }
}

impl fmt::Display for HttpUrl<'_> {
    /// The input back (UTF-8 as it is, other bytes as U+FFFD).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_bytes(f, self.input)
    }
}
