//! The values a template's variables take (RFC 6570 section 2.3): a string,
//! a list of strings, or an associative array of name-value pairs.

use std::collections::BTreeMap;

/// A variable's value (section 2.3). A variable absent from the
/// [`Vars`], an empty list and an empty associative array are all
/// *undefined* (section 2.3: "A variable defined as a list value is
/// considered undefined if the list contains zero members").
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Value {
    /// A string.
    String(String),
    /// A list of strings, in order.
    List(Vec<String>),
    /// An associative array: name-value pairs, in order (the RFC leaves
    /// the order to the implementation; expansion keeps the one given, and
    /// a name may repeat, which is how `?x=1&x=2` comes back from an
    /// exploded query).
    Assoc(Vec<(String, String)>),
}

/// The variables of an expansion, by name (the name as the template writes
/// it, pct-encoded triplets and all).
pub type Vars = BTreeMap<String, Value>;

impl Value {
    /// Whether the value counts as defined (section 2.3): an empty list or
    /// associative array does not.
    #[must_use]
    #[cfg_attr(urigram_web, optimize(speed))]
    pub fn is_defined(&self) -> bool {
        match self {
            Value::String(_) => true,
            Value::List(l) => !l.is_empty(),
            Value::Assoc(a) => !a.is_empty(),
        }
    }
}

impl From<&str> for Value {
    #[cfg_attr(urigram_web, optimize(speed))]
    fn from(s: &str) -> Value {
        Value::String(s.to_owned())
    }
}

impl From<String> for Value {
    #[cfg_attr(urigram_web, optimize(speed))]
    fn from(s: String) -> Value {
        Value::String(s)
    }
}

impl From<Vec<String>> for Value {
    #[cfg_attr(urigram_web, optimize(speed))]
    fn from(l: Vec<String>) -> Value {
        Value::List(l)
    }
}

impl From<Vec<(String, String)>> for Value {
    #[cfg_attr(urigram_web, optimize(speed))]
    fn from(a: Vec<(String, String)>) -> Value {
        Value::Assoc(a)
    }
}
