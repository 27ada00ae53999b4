//! Section 3.2: the authority and its userinfo and port.

use std::fmt;

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
    pub fn is_empty(&self) -> bool {
        self.as_str().is_empty()
    }
}

/// `authority = [ userinfo "@" ] host [ ":" port ]` (section 3.2), without the
/// `//` that introduces it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Authority<'a> {
    pub(crate) text: Text<'a>,
    pub(crate) userinfo: Option<Userinfo<'a>>,
    pub(crate) host: Host<'a>,
    pub(crate) port: Option<Port<'a>>,
}

impl<'a> Authority<'a> {
    /// The userinfo, if there is an `@`.
    #[must_use]
    pub fn userinfo(&self) -> Option<Userinfo<'a>> {
        self.userinfo
    }

    /// The host.
    #[must_use]
    pub fn host(&self) -> Host<'a> {
        self.host
    }

    /// The port, if there is a `:` after the host (it may be empty).
    #[must_use]
    pub fn port(&self) -> Option<Port<'a>> {
        self.port
    }

    /// The whole authority text.
    #[must_use]
    pub fn as_str(&self) -> &'a str {
        self.text.as_str()
    }

    /// Where the authority stands in the input.
    #[must_use]
    pub fn span(&self) -> Span {
        self.text.span()
    }
}

impl fmt::Display for Authority<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(u) = self.userinfo {
            write!(f, "{u}@")?;
        }
        write!(f, "{}", self.host)?;
        if let Some(p) = self.port {
            write!(f, ":{p}")?;
        }
        Ok(())
    }
}
