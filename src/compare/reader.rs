//! The readers `compare` lines up, by name: every grammar, urllib as a
//! CPython release splits, java.net.URI as JDK 17 reads, and the WHATWG
//! URL Standard ([`super::readers`] holds each, and its registry).

use std::fmt;
use std::str::FromStr;

use crate::grammars::Grammar;
use crate::urllib::Python;

use super::group::Group;
use super::part::Part;
use super::readers::{self, GATED, Unit};

/// One reader of URIs: a handle on one of the registry's readers, which
/// says what it reads as ([`Reader::library`], [`Reader::release`]).
///
/// ```
/// use urigram::compare::Reader;
/// use urigram::urllib::Python;
/// let r: Reader = "rfc6874".parse().unwrap();
/// assert_eq!(r.name(), "rfc6874");
/// assert_eq!(Reader::Urllib(Python::V3_12).name(), "urllib");
/// assert_eq!(Reader::Urllib(Python::V3_12).release(), "3.12.1");
/// let list = Reader::parse_list("whatwg,urllib", Python::V3_11).unwrap();
/// assert_eq!(list.len(), 2);
/// assert!("rfc9999".parse::<Reader>().is_err());
/// // A grammar of templates reads no URI, so it is no reader.
/// assert!("rfc6570".parse::<Reader>().is_err());
/// ```
#[derive(Clone, Copy)]
pub struct Reader(&'static dyn Unit);

/// The readers by their names of old: `Reader::Java`, `Reader::Whatwg` and
/// `Reader::Urllib(python)` read as they did when `Reader` was an enum;
/// `Reader::Grammar(g)` is `None` for a grammar that reads no URIs.
#[allow(non_upper_case_globals, non_snake_case)]
impl Reader {
    /// `new java.net.URI(s)` as JDK 17 reads it ([`crate::java`]): its raw
    /// getters as the parts.
    pub const Java: Reader = Reader(readers::JAVA);

    /// The WHATWG URL Standard, through the `url` crate (the `whatwg`
    /// feature).
    #[cfg(feature = "whatwg")]
    pub const Whatwg: Reader = Reader(readers::WHATWG);

    /// Python's `urllib.parse.urlsplit` as this CPython release splits.
    #[must_use]
    pub fn Urllib(python: Python) -> Reader {
        Reader(readers::urllib(python))
    }

    /// A grammar of [`crate::grammars::ALL`], with its top rule; `None`
    /// for one that reads no URIs ([`Grammar::reads_uris`]).
    #[must_use]
    pub fn Grammar(g: &'static Grammar) -> Option<Reader> {
        g.reads_uris().then_some(Reader(g))
    }
}

/// A reader's name that no reader has.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownReader(pub String);

impl fmt::Display for UnknownReader {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some((_, feature, _)) = GATED.iter().find(|(n, _, built)| *n == self.0 && !built) {
            return missing_feature(f, &self.0, feature);
        }
        write!(f, "no reader named '{}' (readers: ", self.0)?;
        let names: Vec<&str> = Reader::all(Python::default())
            .iter()
            .map(|r| r.name())
            .collect();
        let groups: Vec<&str> = Group::ALL.iter().map(|g| g.name()).collect();
        write!(f, "{}; groups: {})", names.join(", "), groups.join(", "))
    }
}

impl std::error::Error for UnknownReader {}

/// Why a reader's name is unknown to a build without its feature.
fn missing_feature(f: &mut fmt::Formatter<'_>, name: &str, feature: &str) -> fmt::Result {
    write!(
        f,
        "no reader named '{name}' in this build: it needs urigram's '{feature}' feature"
    )
}

impl Reader {
    /// The reader's name: the grammar's (`rfc3986`, ...), `urllib`,
    /// `java` or `whatwg`.
    #[must_use]
    pub fn name(&self) -> &'static str {
        self.0.name()
    }

    /// The library (or specification) it reads as, and its function:
    /// `CPython's urllib.parse.urlsplit`, ...
    #[must_use]
    pub fn library(&self) -> &'static str {
        self.0.library()
    }

    /// The release of that library it was checked against (`3.11.7`,
    /// `JDK 17.0.15`, ...).
    #[must_use]
    pub fn release(&self) -> &'static str {
        self.0.release()
    }

    /// Who reads URLs this way, in one line.
    #[must_use]
    pub fn used_by(&self) -> &'static str {
        self.0.used_by()
    }

    /// The parts it never splits out (the URL Standard's `authority`); a
    /// reading may leave more unsplit ([`crate::grammars::Parts::unsplit`]).
    #[must_use]
    pub fn never_split(&self) -> &'static [&'static str] {
        self.0.never_split()
    }

    /// The parts it writes as `""` when absent too, unable to tell an
    /// empty one from none (urlsplit's query and fragment); it writes any
    /// other absent part as `None`.
    #[must_use]
    pub fn empty_for_absent(&self) -> &'static [Part] {
        self.0.empty_for_absent()
    }

    /// The reader's unit.
    pub(crate) fn unit(self) -> &'static dyn Unit {
        self.0
    }

    /// Every reader: each grammar of [`crate::grammars::ALL`] that reads
    /// URIs ([`Grammar::reads_uris`]) in its order, then urllib as `python`
    /// splits, then java.net.URI, then (with the `whatwg` feature) the URL
    /// Standard. `compare`'s default.
    #[must_use]
    pub fn every(python: Python) -> Vec<Reader> {
        readers::every(python).map(Reader).collect()
    }

    /// Every reader the registry has, those [`Reader::every`] leaves out
    /// (named only, as `--readers go`) included, in the registry's order.
    #[must_use]
    pub fn all(python: Python) -> Vec<Reader> {
        readers::all(python).map(Reader).collect()
    }

    /// The resolution it follows against a base, in a few words (its
    /// client's, for a `Location` header), or `None` when it has none
    /// ([`super::compare_against`] leaves it out).
    #[must_use]
    pub fn resolution(&self) -> Option<&'static str> {
        self.0.resolution()
    }

    /// The groups it is in, as its unit declares them ([`Group::All`]
    /// holds every reader and is not listed).
    #[must_use]
    pub fn groups(&self) -> &'static [Group] {
        self.0.groups()
    }

    /// Whether it is in `group`.
    #[must_use]
    pub fn in_group(&self, group: Group) -> bool {
        group == Group::All || self.groups().contains(&group)
    }

    /// Whether `compare` reads with it when no readers are named (it is in
    /// [`Reader::every`]).
    #[must_use]
    pub fn by_default(&self) -> bool {
        self.0.by_default()
    }

    /// A reader by name, urllib as `python` splits.
    ///
    /// # Errors
    ///
    /// No reader has that name (or this build lacks the feature that
    /// brings it, which the error's message names).
    pub fn named(name: &str, python: Python) -> Result<Reader, UnknownReader> {
        readers::all(python)
            .find(|u| u.name() == name)
            .or_else(|| {
                // A grammar's name in any case, as `grammars::named` takes it.
                readers::all(python).find(|u| u.name().eq_ignore_ascii_case(name))
            })
            .map(Reader)
            .ok_or_else(|| UnknownReader(name.to_owned()))
    }

    /// Readers named in a comma-separated list (`whatwg,urllib`), in its
    /// order, each once. A name may be a group's ([`Group`]: `clients`,
    /// `python`, `jvm`, `node`, `grammars`, `all`), which stands for its
    /// readers in the registry's order.
    ///
    /// # Errors
    ///
    /// A name no reader or group has (an empty list names none), or a
    /// group with no reader in this build.
    pub fn parse_list(list: &str, python: Python) -> Result<Vec<Reader>, UnknownReader> {
        let mut out: Vec<Reader> = Vec::new();
        let mut push = |r: Reader| {
            if !out.contains(&r) {
                out.push(r);
            }
        };
        for name in list.split(',').map(str::trim) {
            match Reader::named(name, python) {
                Ok(r) => push(r),
                Err(unknown) => {
                    let group: Group = name.parse().map_err(|()| unknown)?;
                    let members: Vec<Reader> = Reader::all(python)
                        .into_iter()
                        .filter(|r| r.in_group(group))
                        .collect();
                    if members.is_empty() {
                        return Err(UnknownReader(name.to_owned()));
                    }
                    members.into_iter().for_each(&mut push);
                }
            }
        }
        Ok(out)
    }
}

/// Two readers are one when they have one name and read as one release
/// (urllib as two CPython releases is two readers).
impl PartialEq for Reader {
    fn eq(&self, other: &Self) -> bool {
        self.name() == other.name() && self.release() == other.release()
    }
}

impl Eq for Reader {}

impl fmt::Debug for Reader {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Reader({} {})", self.name(), self.release())
    }
}

impl FromStr for Reader {
    type Err = UnknownReader;

    /// [`Reader::named`] with urllib as CPython 3.11 splits.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Reader::named(s, Python::default())
    }
}

impl fmt::Display for Reader {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A reader behind a feature is a reader exactly when the build has
    /// the feature; without it, its name's error names the feature.
    #[test]
    fn a_missing_feature_is_named() {
        for &(name, feature, built) in GATED {
            assert_eq!(Reader::named(name, Python::V3_11).is_ok(), built, "{name}");
            struct Shown<'a>(&'a str, &'a str);
            impl fmt::Display for Shown<'_> {
                fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                    missing_feature(f, self.0, self.1)
                }
            }
            assert_eq!(
                Shown(name, feature).to_string(),
                format!(
                    "no reader named '{name}' in this build: it needs urigram's '{feature}' feature"
                )
            );
        }
        let e = UnknownReader("whatwgg".to_owned()).to_string();
        assert!(
            e.starts_with("no reader named 'whatwgg' (readers: rfc3986, "),
            "{e}"
        );
    }
}
