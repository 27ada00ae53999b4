//! The checks of the lint: what each warning is about, its stable name and
//! the RFC 3986 section that explains the risk.

use std::fmt;

/// What a [`Warning`](super::Warning) is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[non_exhaustive]
pub enum Check {
    /// A password after `:` in the userinfo (section 3.2.1 deprecates it;
    /// section 7.5 on sensitive information).
    PasswordInUserinfo,
    /// Userinfo that reads like a host name, so the URI seems to point where
    /// it does not (section 7.6).
    UserinfoLooksLikeHost,
    /// A reg-name that some resolvers read as an IPv4 address in a rare form:
    /// octal, hexadecimal, or fewer than four parts (section 7.4).
    RareIpv4Form,
    /// An IPv6 address that embeds an IPv4 one (`::ffff:a.b.c.d` and the
    /// deprecated IPv4-compatible form), which address filters often miss
    /// (section 7.4).
    EmbeddedIpv4,
    /// An IPvFuture literal: a format no resolver knows (section 3.2.2).
    IpvFuture,
    /// A reg-name longer than DNS allows: over 255 bytes, or a label over 63
    /// (section 3.2.2).
    HostTooLong,
    /// An empty host where the scheme needs one (section 3.2.2; e.g. `http:///x`).
    EmptyHost,
    /// A percent-encoded non-ASCII host name, where look-alike characters can
    /// pass for another name (section 7.6).
    EncodedNonAsciiHost,
    /// A percent-encoded unreserved character, which should have been written
    /// as itself (sections 2.3 and 6.2.2.2).
    EncodedUnreserved,
    /// A percent-encoded delimiter in the host, which a back end may decode into
    /// a different authority (section 7.3).
    EncodedDelimiterInHost,
    /// A percent-encoded `/` or `\` in the path, which a back end may decode
    /// into another path (section 7.3).
    EncodedSlashInPath,
    /// A percent-encoded dot segment (`%2e%2e`) that a back end may decode and
    /// then follow out of its directory (section 7.3).
    EncodedDotSegment,
    /// A percent-encoded control character (NUL, CR, LF, ...), which a back
    /// end may decode into a request-splitting or truncation attack (section 7.3).
    EncodedControl,
    /// A `.` or `..` segment in a path, meant only for relative references and
    /// removed by resolution (sections 3.3 and 5.2.4).
    DotSegment,
    /// The scheme's default port written out (section 6.2.3).
    DefaultPort,
    /// A port that is empty or does not fit 16 bits (section 3.2.3).
    InvalidPortNumber,
    /// A port that belongs to another, well-known protocol, the classic way to
    /// make a client talk to a service it did not mean to (section 7.2).
    OtherProtocolPort,
    /// Lower-case hexadecimal digits in percent-encoding (section 2.1 asks for
    /// upper case; section 6.2.2.1).
    LowercasePercentEncoding,
    /// A scheme that runs code or embeds content in the client rather than
    /// naming a resource (section 7.2: `javascript:`, `vbscript:`, `data:`).
    ActiveContentScheme,
}

impl Check {
    /// Every check, in the order the lint runs them.
    pub const ALL: [Check; 19] = [
        Check::PasswordInUserinfo,
        Check::UserinfoLooksLikeHost,
        Check::RareIpv4Form,
        Check::EmbeddedIpv4,
        Check::IpvFuture,
        Check::HostTooLong,
        Check::EmptyHost,
        Check::EncodedNonAsciiHost,
        Check::EncodedUnreserved,
        Check::EncodedDelimiterInHost,
        Check::EncodedSlashInPath,
        Check::EncodedDotSegment,
        Check::EncodedControl,
        Check::DotSegment,
        Check::DefaultPort,
        Check::InvalidPortNumber,
        Check::OtherProtocolPort,
        Check::LowercasePercentEncoding,
        Check::ActiveContentScheme,
    ];

    /// A stable kebab-case name, as the JSON output prints it.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Check::PasswordInUserinfo => "password-in-userinfo",
            Check::UserinfoLooksLikeHost => "userinfo-looks-like-host",
            Check::RareIpv4Form => "rare-ipv4-form",
            Check::EmbeddedIpv4 => "embedded-ipv4",
            Check::IpvFuture => "ipvfuture",
            Check::HostTooLong => "host-too-long",
            Check::EmptyHost => "empty-host",
            Check::EncodedNonAsciiHost => "encoded-non-ascii-host",
            Check::EncodedUnreserved => "encoded-unreserved",
            Check::EncodedDelimiterInHost => "encoded-delimiter-in-host",
            Check::EncodedSlashInPath => "encoded-slash-in-path",
            Check::EncodedDotSegment => "encoded-dot-segment",
            Check::EncodedControl => "encoded-control",
            Check::DotSegment => "dot-segment",
            Check::DefaultPort => "default-port",
            Check::InvalidPortNumber => "invalid-port-number",
            Check::OtherProtocolPort => "other-protocol-port",
            Check::LowercasePercentEncoding => "lowercase-percent-encoding",
            Check::ActiveContentScheme => "active-content-scheme",
        }
    }

    /// The RFC 3986 section that explains the risk.
    #[must_use]
    pub fn section(self) -> &'static str {
        match self {
            Check::PasswordInUserinfo => "3.2.1",
            Check::UserinfoLooksLikeHost => "7.6",
            Check::RareIpv4Form | Check::EmbeddedIpv4 => "7.4",
            Check::IpvFuture | Check::HostTooLong | Check::EmptyHost => "3.2.2",
            Check::EncodedNonAsciiHost => "7.6",
            Check::EncodedUnreserved => "2.3",
            Check::EncodedDelimiterInHost
            | Check::EncodedSlashInPath
            | Check::EncodedDotSegment
            | Check::EncodedControl => "7.3",
            Check::DotSegment => "5.2.4",
            Check::DefaultPort => "6.2.3",
            Check::InvalidPortNumber => "3.2.3",
            Check::OtherProtocolPort | Check::ActiveContentScheme => "7.2",
            Check::LowercasePercentEncoding => "2.1",
        }
    }
}

impl fmt::Display for Check {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
