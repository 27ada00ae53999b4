//! Section 3.2: the authority and its userinfo and port.

use std::fmt;

use std::net::{Ipv4Addr, Ipv6Addr};

use super::{Host, Span, Text, text_component};

text_component!(
    /// `userinfo` (section 3.2.1), without the `@` that ends it. It may be
    /// empty and may hold `:`; RFC 3986 deprecates a password after the `:`.
    Userinfo
);

text_component!(
    /// `port` (section 3.2.3), without the `:` that introduces it: any number of
    /// digits, possibly none, possibly more than a `u16` holds.
    Port
);

impl Port<'_> {
    /// The port as a number, or `None` when it is empty or does not fit 16
    /// bits (the grammar allows both).
    ///
    /// ```
    /// use urigram::Uri;
    /// let port = |s| Uri::parse(s).unwrap().authority().unwrap().port().unwrap().as_u16();
    /// assert_eq!(port("http://h:8080"), Some(8080));
    /// assert_eq!(port("http://h:"), None);
    /// assert_eq!(port("http://h:65536"), None);
    /// assert_eq!(port("http://h:000080"), Some(80));
    /// ```
    #[must_use]
    #[cfg_attr(urigram_web, optimize(speed))]
    pub fn as_u16(&self) -> Option<u16> {
        let digits = self.as_str();
        if digits.is_empty() {
            return None;
        }
        let significant = digits.trim_start_matches('0');
        if significant.len() > 5 {
            return None;
        }
        significant
            .parse::<u32>()
            .ok()
            .map_or(Some(0), |v| u16::try_from(v).ok())
    }

    /// Whether the port is empty (`http://h:`).
    #[must_use]
    #[cfg_attr(urigram_web, optimize(speed))]
    pub fn is_empty(&self) -> bool {
        self.as_str().is_empty()
    }
}

/// The host's form, with the address where it has one: what a [`Host`] holds
/// besides its position, so that an [`Authority`] can store it in a few bytes
/// and build the [`Host`] when asked.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum HostForm {
    /// An IP-literal with an IPv6address.
    Ipv6(Ipv6Addr),
    /// An IP-literal with an IPvFuture; `dot` is the offset of the `.` after
    /// the version, in the same text as the [`AuthorityOffsets`] offsets.
    IpvFuture {
        /// Offset of the `.`.
        dot: usize,
    },
    /// An IPv4address.
    Ipv4(Ipv4Addr),
    /// A reg-name.
    RegName,
}

/// Where an authority's parts stand, as byte offsets into some text (the
/// reference's, or the authority's own): `start..end` is the whole authority,
/// `host_start..host_end` the host. There is a userinfo exactly when
/// `host_start > start` (it ends with the `@` at `host_start - 1`), and a port
/// exactly when `end > host_end` (it follows the `:` at `host_end`).
///
/// Offsets rather than [`Text`]s keep the parsed tree small: the parser moves
/// it through several result layers, and a tree of texts (each a `&str` and a
/// `usize`) spent a quarter of the parse time in `memmove`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct AuthorityOffsets {
    pub(crate) start: usize,
    pub(crate) host_start: usize,
    pub(crate) host_end: usize,
    pub(crate) end: usize,
    pub(crate) host: HostForm,
}

impl AuthorityOffsets {
    /// The same parts in a text that begins `by` bytes earlier.
    #[inline]
    #[must_use]
    #[cfg_attr(urigram_web, optimize(speed))]
    pub(crate) fn shifted(self, by: usize) -> AuthorityOffsets {
        AuthorityOffsets {
            start: self.start + by,
            host_start: self.host_start + by,
            host_end: self.host_end + by,
            end: self.end + by,
            host: self.host.shifted(by),
        }
    }
}

impl HostForm {
    /// The same form in a text that begins `by` bytes earlier.
    #[inline]
    #[must_use]
    #[cfg_attr(urigram_web, optimize(speed))]
    pub(crate) fn shifted(self, by: usize) -> HostForm {
        match self {
            HostForm::IpvFuture { dot } => HostForm::IpvFuture { dot: dot + by },
            h => h,
        }
    }
}

/// The host of form `form` that stands at `range` of `src`, whose first byte
/// is byte `base` of the input.
#[inline]
#[cfg_attr(urigram_web, optimize(speed))]
pub(crate) fn build_host<'a>(
    src: &'a str,
    base: usize,
    range: std::ops::Range<usize>,
    form: HostForm,
) -> Host<'a> {
    let piece = |r: std::ops::Range<usize>| Text::new(&src[r.clone()], base + r.start);
    let (start, end) = (range.start, range.end);
    let text = piece(range);
    match form {
        HostForm::Ipv6(addr) => Host::Ipv6 {
            addr,
            literal: text,
        },
        // "[" "v" version "." address "]"
        HostForm::IpvFuture { dot } => Host::IpvFuture {
            version: piece(start + 2..dot),
            address: piece(dot + 1..end - 1),
            literal: text,
        },
        HostForm::Ipv4(addr) => Host::Ipv4 { addr, text },
        HostForm::RegName => Host::RegName(text),
    }
}

/// `authority = [ userinfo "@" ] host [ ":" port ]` (section 3.2), without the
/// `//` that introduces it.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Authority<'a> {
    /// The text the offsets of `parts` index (the whole reference, usually).
    pub(crate) src: &'a str,
    /// The offset of `src` in the input.
    pub(crate) base: usize,
    pub(crate) parts: AuthorityOffsets,
}

impl<'a> Authority<'a> {
    /// A piece of `src` as a [`Text`].
    #[inline]
    #[cfg_attr(urigram_web, optimize(speed))]
    fn piece(&self, start: usize, end: usize) -> Text<'a> {
        Text::new(&self.src[start..end], self.base + start)
    }

    /// The userinfo, if there is an `@`.
    #[inline]
    #[must_use]
    #[cfg_attr(urigram_web, optimize(speed))]
    pub fn userinfo(&self) -> Option<Userinfo<'a>> {
        let p = &self.parts;
        (p.host_start > p.start).then(|| Userinfo(self.piece(p.start, p.host_start - 1)))
    }

    /// The host.
    #[inline]
    #[must_use]
    #[cfg_attr(urigram_web, optimize(speed))]
    pub fn host(&self) -> Host<'a> {
        let p = &self.parts;
        build_host(self.src, self.base, p.host_start..p.host_end, p.host)
    }

    /// The port, if there is a `:` after the host (it may be empty).
    #[inline]
    #[must_use]
    #[cfg_attr(urigram_web, optimize(speed))]
    pub fn port(&self) -> Option<Port<'a>> {
        let p = &self.parts;
        (p.end > p.host_end).then(|| Port(self.piece(p.host_end + 1, p.end)))
    }

    /// The whole authority text.
    #[must_use]
    #[cfg_attr(urigram_web, optimize(speed))]
    pub fn as_str(&self) -> &'a str {
        &self.src[self.parts.start..self.parts.end]
    }

    /// Where the authority stands in the input.
    #[inline]
    #[must_use]
    #[cfg_attr(urigram_web, optimize(speed))]
    pub fn span(&self) -> Span {
        Span {
            start: self.base + self.parts.start,
            end: self.base + self.parts.end,
        }
    }
}

/// `Debug` shows the parts that are there, as text: `Authority { userinfo:
/// "u", host: RegName("h"), port: "80" }`.
impl fmt::Debug for Authority<'_> {
    #[cfg_attr(urigram_web, optimize(speed))]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut d = f.debug_struct("Authority");
        self.debug_parts(&mut d);
        d.finish()
    }
}

impl Authority<'_> {
    /// Adds the parts that are there to a `Debug` struct: a reference's
    /// `Debug` shows them flat, beside its other components.
    #[cfg_attr(urigram_web, optimize(speed))]
    pub(crate) fn debug_parts(&self, d: &mut fmt::DebugStruct<'_, '_>) {
        if let Some(u) = self.userinfo() {
            d.field("userinfo", &u.as_str());
        }
        d.field("host", &self.host().debug_form());
        if let Some(p) = self.port() {
            d.field("port", &p.as_str());
        }
    }
}

impl fmt::Display for Authority<'_> {
    /// The authority as it stands in the input, which is its userinfo, host
    /// and port with their delimiters.
    #[cfg_attr(urigram_web, optimize(speed))]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}
