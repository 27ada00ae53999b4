//! Groups of readers that `--readers` takes beside the readers' own names
//! (`--readers clients,whatwg`): each reader declares the groups it is in
//! ([`super::Reader::groups`]); `all` is every reader, `grammars` every
//! grammar that reads URIs.

use std::fmt;

/// A group of readers, by what they are to the people who ask.
///
/// ```
/// use urigram::compare::{Group, Reader};
/// use urigram::urllib::Python;
/// let python = Reader::parse_list("python", Python::V3_12).unwrap();
/// assert!(python.iter().all(|r| r.groups().contains(&Group::Python)));
/// assert_eq!("jvm".parse::<Group>(), Ok(Group::Jvm));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Group {
    /// Every reader the build has.
    All,
    /// Every grammar that reads URIs (`rfc3986`, `rfc2396`, ...).
    Grammars,
    /// The readers of clients that fetch: where a request goes.
    Clients,
    /// The readers of Python's libraries.
    Python,
    /// The readers of the JVM's libraries.
    Jvm,
    /// The readers of Node's libraries (its `new URL()` is the WHATWG URL
    /// Standard's).
    Node,
}

impl Group {
    /// Every group, in the order `urigram readers` lists them.
    pub const ALL: [Group; 6] = [
        Group::All,
        Group::Grammars,
        Group::Clients,
        Group::Python,
        Group::Jvm,
        Group::Node,
    ];

    /// The name `--readers` takes.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Group::All => "all",
            Group::Grammars => "grammars",
            Group::Clients => "clients",
            Group::Python => "python",
            Group::Jvm => "jvm",
            Group::Node => "node",
        }
    }
}

impl fmt::Display for Group {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl std::str::FromStr for Group {
    type Err = ();

    /// A group by its name, as `--readers` takes it (exactly, lower case).
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Group::ALL.into_iter().find(|g| g.name() == s).ok_or(())
    }
}
