//! The parts of a reading that the verdict looks at, by name.

use std::fmt;
use std::str::FromStr;

/// A part of a reading that the verdict looks at.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Part {
    /// Whether the reader accepts the input.
    Valid,
    /// The scheme.
    Scheme,
    /// The authority (the URL Standard has none).
    Authority,
    /// The userinfo.
    Userinfo,
    /// The host, as a destination.
    Host,
    /// The port, as a number.
    Port,
    /// The path.
    Path,
    /// The query.
    Query,
    /// The fragment.
    Fragment,
}

impl Part {
    /// Every part, in the verdict's order: `valid`, then the eight of
    /// [`crate::grammars::PART_NAMES`].
    pub const ALL: [Part; 9] = [
        Part::Valid,
        Part::Scheme,
        Part::Authority,
        Part::Userinfo,
        Part::Host,
        Part::Port,
        Part::Path,
        Part::Query,
        Part::Fragment,
    ];

    /// An SSRF filter's question: who is contacted, as whom.
    ///
    /// ```
    /// use urigram::compare::{self, Part, Reader};
    /// let readers = Reader::parse_list("whatwg,urllib", Default::default()).unwrap();
    /// assert!(!compare::agree("https://good.example:443\\@evil.example/", &readers, &Part::DESTINATION));
    /// assert!(compare::agree("https://GOOD.example:443/", &readers, &Part::DESTINATION));
    /// ```
    pub const DESTINATION: [Part; 4] = [Part::Scheme, Part::Userinfo, Part::Host, Part::Port];

    /// The part's name (`valid`, `scheme`, ...).
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Part::Valid => "valid",
            Part::Scheme => "scheme",
            Part::Authority => "authority",
            Part::Userinfo => "userinfo",
            Part::Host => "host",
            Part::Port => "port",
            Part::Path => "path",
            Part::Query => "query",
            Part::Fragment => "fragment",
        }
    }

    /// Parts named in a comma-separated list (`scheme,host`), each once,
    /// in [`Part::ALL`]'s order.
    ///
    /// # Errors
    ///
    /// A name no part has.
    pub fn parse_list(list: &str) -> Result<Vec<Part>, UnknownPart> {
        let mut named = Vec::new();
        for name in list.split(',').map(str::trim) {
            named.push(name.parse::<Part>()?);
        }
        Ok(Part::ALL
            .into_iter()
            .filter(|p| named.contains(p))
            .collect())
    }
}

/// A part's name that no part has.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownPart(pub String);

impl fmt::Display for UnknownPart {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<&str> = Part::ALL.iter().map(|p| p.name()).collect();
        write!(
            f,
            "no part named '{}' (parts: {})",
            self.0,
            names.join(", ")
        )
    }
}

impl std::error::Error for UnknownPart {}

impl FromStr for Part {
    type Err = UnknownPart;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Part::of_name(s).ok_or_else(|| UnknownPart(s.to_owned()))
    }
}

impl Part {
    /// The part named `name` ([`Part::name`]), by one match: the verdict
    /// asks it of each unsplit part of each distinct reading of an input.
    pub(crate) fn of_name(name: &str) -> Option<Part> {
        Some(match name {
            "valid" => Part::Valid,
            "scheme" => Part::Scheme,
            "authority" => Part::Authority,
            "userinfo" => Part::Userinfo,
            "host" => Part::Host,
            "port" => Part::Port,
            "path" => Part::Path,
            "query" => Part::Query,
            "fragment" => Part::Fragment,
            _ => return None,
        })
    }
}

impl fmt::Display for Part {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::Part;

    #[test]
    fn of_name_is_the_inverse_of_name() {
        for p in Part::ALL {
            assert_eq!(Part::of_name(p.name()), Some(p));
        }
        for unknown in ["", "Host", "hosts", "net_loc"] {
            assert_eq!(Part::of_name(unknown), None);
        }
    }
}
