//! What `new java.net.URI(String)` throws: a `URISyntaxException` with its
//! index and reason, or (for one input shape) a `NumberFormatException`.

use std::fmt;

/// The component a "Illegal character in ..." reason names, in java's words.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Component {
    /// `scheme name`.
    SchemeName,
    /// `opaque part`.
    OpaquePart,
    /// `path`.
    Path,
    /// `query`.
    Query,
    /// `fragment`.
    Fragment,
    /// `authority`.
    Authority,
    /// `user info`.
    UserInfo,
    /// `hostname`.
    Hostname,
    /// `port number`.
    PortNumber,
    /// `scope id`.
    ScopeId,
}

impl Component {
    /// Java's words for it.
    #[must_use]
    pub fn words(self) -> &'static str {
        match self {
            Component::SchemeName => "scheme name",
            Component::OpaquePart => "opaque part",
            Component::Path => "path",
            Component::Query => "query",
            Component::Fragment => "fragment",
            Component::Authority => "authority",
            Component::UserInfo => "user info",
            Component::Hostname => "hostname",
            Component::PortNumber => "port number",
            Component::ScopeId => "scope id",
        }
    }
}

/// What java says it expected, in "Expected ..." reasons.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Expectation {
    /// `scheme name` (`":x"`).
    SchemeName,
    /// `scheme-specific part` (`"x:"`).
    SchemeSpecificPart,
    /// `authority` (`"//"`).
    Authority,
    /// `end of authority`.
    EndOfAuthority,
    /// `port number` (`"//h:1x"` read as a server).
    PortNumber,
    /// `hostname`.
    Hostname,
    /// `closing bracket for IPv6 address`.
    ClosingBracket,
    /// `IPv4 address`, after a hex sequence and `:` in an IPv6 address.
    Ipv4Address,
    /// `hex digits or IPv4 address`, after `::`.
    HexDigitsOrIpv4,
    /// `digits for an IPv6 address`, after a `:`.
    Ipv6Digits,
}

impl Expectation {
    /// Java's words for it.
    #[must_use]
    pub fn words(self) -> &'static str {
        match self {
            Expectation::SchemeName => "scheme name",
            Expectation::SchemeSpecificPart => "scheme-specific part",
            Expectation::Authority => "authority",
            Expectation::EndOfAuthority => "end of authority",
            Expectation::PortNumber => "port number",
            Expectation::Hostname => "hostname",
            Expectation::ClosingBracket => "closing bracket for IPv6 address",
            Expectation::Ipv4Address => "IPv4 address",
            Expectation::HexDigitsOrIpv4 => "hex digits or IPv4 address",
            Expectation::Ipv6Digits => "digits for an IPv6 address",
        }
    }
}

/// The reason of a `URISyntaxException` (`getReason()`), as a value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Reason {
    /// `Illegal character in <component>`.
    IllegalCharacter(Component),
    /// `Expected <what>`.
    Expected(Expectation),
    /// `Malformed escape pair`: a `%` without two hex digits after it.
    MalformedEscapePair,
    /// `Malformed IPv4 address`.
    MalformedIpv4,
    /// `Malformed IPv6 address`.
    MalformedIpv6,
    /// `IPv6 address too long`.
    Ipv6TooLong,
    /// `IPv6 address too short`.
    Ipv6TooShort,
    /// `IPv6 hexadecimal digit sequence too long`.
    Ipv6HexTooLong,
    /// `scope id expected` (a `%` with nothing after it; java gives no
    /// index).
    ScopeIdExpected,
    /// `Malformed port number` (above 2^31-1, read as a server).
    MalformedPort,
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Reason::IllegalCharacter(c) => write!(f, "Illegal character in {}", c.words()),
            Reason::Expected(e) => write!(f, "Expected {}", e.words()),
            Reason::MalformedEscapePair => f.write_str("Malformed escape pair"),
            Reason::MalformedIpv4 => f.write_str("Malformed IPv4 address"),
            Reason::MalformedIpv6 => f.write_str("Malformed IPv6 address"),
            Reason::Ipv6TooLong => f.write_str("IPv6 address too long"),
            Reason::Ipv6TooShort => f.write_str("IPv6 address too short"),
            Reason::Ipv6HexTooLong => f.write_str("IPv6 hexadecimal digit sequence too long"),
            Reason::ScopeIdExpected => f.write_str("scope id expected"),
            Reason::MalformedPort => f.write_str("Malformed port number"),
        }
    }
}

/// Why `new URI(input)` failed: java's exception, as a small `Copy` value
/// that keeps the byte offset; [`Rejection::message`] builds the text
/// `getMessage()` returns, given the input.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Rejection {
    /// `java.net.URISyntaxException`.
    Syntax {
        /// `getReason()`.
        reason: Reason,
        /// The byte offset `getIndex()` points at, in the input; `None`
        /// where java gives -1.
        offset: Option<usize>,
    },
    /// `java.lang.NumberFormatException`, which escapes the constructor
    /// unchecked: [`Deviation::UncheckedNumberFormat`].
    ///
    /// [`Deviation::UncheckedNumberFormat`]: super::Deviation::UncheckedNumberFormat
    NumberFormat {
        /// Where the digits start (a byte offset).
        start: usize,
        /// Where they end.
        end: usize,
        /// The index, from `start`, of the digit at which `Integer.parseInt`
        /// found the value past 2^31-1.
        at: usize,
    },
}

impl Rejection {
    pub(super) fn syntax(reason: Reason, offset: usize) -> Rejection {
        Rejection::Syntax {
            reason,
            offset: Some(offset),
        }
    }

    /// The exception's class name.
    #[must_use]
    pub fn exception(&self) -> &'static str {
        match self {
            Rejection::Syntax { .. } => "java.net.URISyntaxException",
            Rejection::NumberFormat { .. } => "java.lang.NumberFormatException",
        }
    }

    /// `getReason()` of a `URISyntaxException`.
    #[must_use]
    pub fn reason(&self) -> Option<Reason> {
        match self {
            Rejection::Syntax { reason, .. } => Some(*reason),
            Rejection::NumberFormat { .. } => None,
        }
    }

    /// `getIndex()` of a `URISyntaxException`: an index into the input as
    /// java counts, in UTF-16 code units; -1 where java has none.
    #[must_use]
    pub fn index(&self, input: &str) -> i64 {
        match self {
            Rejection::Syntax {
                offset: Some(o), ..
            } => utf16_len(input.get(..*o).unwrap_or(input)) as i64,
            _ => -1,
        }
    }

    /// The byte offset in the input the index points at.
    #[must_use]
    pub fn offset(&self) -> Option<usize> {
        match self {
            Rejection::Syntax { offset, .. } => *offset,
            Rejection::NumberFormat { start, at, .. } => Some(start + at),
        }
    }

    /// `getMessage()`: `"<reason> at index <i>: <input>"` (without the
    /// index part when there is none); for a `NumberFormatException`,
    /// `Error at index <i> in: "<digits>"`.
    #[must_use]
    pub fn message(&self, input: &str) -> String {
        match self {
            Rejection::Syntax { reason, offset } => match offset {
                Some(_) => format!("{reason} at index {}: {input}", self.index(input)),
                None => format!("{reason}: {input}"),
            },
            Rejection::NumberFormat { start, end, at } => {
                format!("Error at index {at} in: \"{}\"", &input[*start..*end])
            }
        }
    }
}

/// How many UTF-16 code units `s` takes.
pub(super) fn utf16_len(s: &str) -> usize {
    s.chars().map(char::len_utf16).sum()
}

impl fmt::Display for Rejection {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Rejection::Syntax {
                reason,
                offset: Some(o),
            } => write!(f, "{reason} at byte {o}"),
            Rejection::Syntax { reason, .. } => write!(f, "{reason}"),
            Rejection::NumberFormat { start, at, .. } => write!(
                f,
                "java.lang.NumberFormatException: an IPv4 group past 2^31-1 at byte {}",
                start + at
            ),
        }
    }
}

impl std::error::Error for Rejection {}
