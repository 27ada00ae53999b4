//! The components of a reference by name, and the error that says which one
//! was wrong and where: shared by the [`Builder`](crate::Builder) and the
//! setters of the owned types.

use std::fmt;

use crate::error::ParseError;
use crate::rule::Rule;

/// A component of a URI reference (section 3), as the builder and the setters
/// name it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Component {
    /// `scheme` (section 3.1).
    Scheme,
    /// `authority` (section 3.2), as a whole.
    Authority,
    /// `userinfo` (section 3.2.1).
    Userinfo,
    /// `host` (section 3.2.2).
    Host,
    /// `port` (section 3.2.3).
    Port,
    /// `path` (section 3.3).
    Path,
    /// `query` (section 3.4).
    Query,
    /// `fragment` (section 3.5).
    Fragment,
}

impl Component {
    /// The ABNF rule that the component's text must match on its own.
    #[must_use]
    pub fn rule(self) -> Rule {
        match self {
            Component::Scheme => Rule::Scheme,
            Component::Authority => Rule::Authority,
            Component::Userinfo => Rule::Userinfo,
            Component::Host => Rule::Host,
            Component::Port => Rule::Port,
            Component::Path => Rule::Path,
            Component::Query => Rule::Query,
            Component::Fragment => Rule::Fragment,
        }
    }

    /// The component's name, as RFC 3986 spells it.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Component::Scheme => "scheme",
            Component::Authority => "authority",
            Component::Userinfo => "userinfo",
            Component::Host => "host",
            Component::Port => "port",
            Component::Path => "path",
            Component::Query => "query",
            Component::Fragment => "fragment",
        }
    }

    /// Checks `text` against the component's rule.
    pub(crate) fn check(self, text: &str) -> Result<(), ComponentError> {
        match self.rule().parse(text) {
            Ok(_) => Ok(()),
            Err(e) => Err(ComponentError::invalid(self, e)),
        }
    }
}

impl fmt::Display for Component {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Why a component could not be used: it does not match its rule, or it does
/// not fit the components around it.
///
/// The [`offset`](ComponentError::offset) counts bytes from the start of the
/// component's own text (not of the whole reference).
///
/// ```
/// use urigram::{Builder, Component};
/// let err = Builder::new().scheme("http").host("exa mple.com").build().unwrap_err();
/// assert_eq!(err.component(), Component::Host);
/// assert_eq!(err.offset(), 3);
/// assert_eq!(err.to_string(), "invalid host at byte 3: found ' ', expected reg-name character or end of input");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ComponentError {
    component: Component,
    offset: usize,
    reason: Reason,
}

#[derive(Clone, Debug, PartialEq, Eq)]
enum Reason {
    Rule(ParseError),
    Structure(&'static str),
}

impl ComponentError {
    /// The component's text fails its rule.
    pub(crate) fn invalid(component: Component, e: ParseError) -> ComponentError {
        ComponentError {
            component,
            offset: e.offset(),
            reason: Reason::Rule(e),
        }
    }

    /// The component is valid alone but does not fit the others.
    pub(crate) fn structure(
        component: Component,
        offset: usize,
        why: &'static str,
    ) -> ComponentError {
        ComponentError {
            component,
            offset,
            reason: Reason::Structure(why),
        }
    }

    /// Which component is at fault.
    #[must_use]
    pub fn component(&self) -> Component {
        self.component
    }

    /// The byte of the component's text where it went wrong.
    #[must_use]
    pub fn offset(&self) -> usize {
        self.offset
    }

    /// The rule error, when the component failed its own rule; `None` when it
    /// is valid alone but does not fit the components around it.
    #[must_use]
    pub fn parse_error(&self) -> Option<&ParseError> {
        match &self.reason {
            Reason::Rule(e) => Some(e),
            Reason::Structure(_) => None,
        }
    }

    /// What went wrong, as one lowercase phrase.
    #[must_use]
    pub fn message(&self) -> String {
        match &self.reason {
            Reason::Rule(e) => e.message(),
            Reason::Structure(why) => (*why).to_owned(),
        }
    }
}

impl fmt::Display for ComponentError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "invalid {} at byte {}: {}",
            self.component,
            self.offset,
            self.message()
        )
    }
}

impl std::error::Error for ComponentError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match &self.reason {
            Reason::Rule(e) => Some(e),
            Reason::Structure(_) => None,
        }
    }
}

/// Checks that a path fits the components around it (sections 3 and 4.2):
/// after an authority it is empty or begins with `/`; without one it does not
/// begin with `//`; without a scheme either, its first segment has no `:`.
pub(crate) fn check_path_fits(
    has_scheme: bool,
    has_authority: bool,
    path: &str,
) -> Result<(), ComponentError> {
    if has_authority && !path.is_empty() && !path.starts_with('/') {
        return Err(ComponentError::structure(
            Component::Path,
            0,
            "after an authority the path must be empty or begin with \"/\"",
        ));
    }
    if !has_authority && path.starts_with("//") {
        return Err(ComponentError::structure(
            Component::Path,
            1,
            "without an authority the path cannot begin with \"//\"",
        ));
    }
    if !has_scheme && !has_authority {
        let first = path.split('/').next().unwrap_or_default();
        if let Some(i) = first.find(':') {
            return Err(ComponentError::structure(
                Component::Path,
                i,
                "the first segment of a relative path cannot contain \":\" (write \"./\" before it)",
            ));
        }
    }
    Ok(())
}
