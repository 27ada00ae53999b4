//! Reading a template's variables from JSON text (the `jsonl` feature),
//! by the rule of the [parent module](super).

use std::fmt;

use crate::json::Json;

use crate::template::{Value, Vars};

/// Why a JSON text is not a template's variables: what is wrong and where
/// (the variable, and the item within its value).
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum VarsError {
    /// Not JSON text (RFC 8259): the JSON reader's message (serde_json's),
    /// and where.
    Syntax {
        /// What the JSON reader expected.
        message: String,
        /// The line of the error, from 1.
        line: usize,
        /// The column of the error, from 1.
        column: usize,
    },
    /// JSON, but not an object of variables.
    NotAnObject {
        /// The JSON type found (`"array"`, `"string"`, ...).
        found: &'static str,
    },
    /// A variable's value, or an item of it, is not one a variable takes.
    Value {
        /// The variable's name.
        name: String,
        /// Where within the value: `None` for the value itself, else the
        /// index of the item (in an array) or the name of the member (in
        /// an object).
        at: Option<String>,
        /// The JSON type found there.
        found: &'static str,
        /// What may stand there.
        expected: &'static str,
    },
}

impl fmt::Display for VarsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            VarsError::Syntax {
                message,
                line,
                column,
            } => write!(f, "not JSON at line {line}, column {column}: {message}"),
            VarsError::NotAnObject { found } => write!(
                f,
                "the variables are a JSON object of names and values, not {found}"
            ),
            VarsError::Value {
                name,
                at,
                found,
                expected,
            } => {
                write!(f, "variable {name:?}: ")?;
                if let Some(at) = at {
                    write!(f, "{at} ")?;
                }
                write!(f, "is {found}; expected {expected}")
            }
        }
    }
}

impl std::error::Error for VarsError {}

/// What a value may be, for [`VarsError::Value`].
const VALUE: &str = "a string, number or boolean, an array of them (a list), an object of \
                     them or an array of [name, value] pairs (an associative array), or null \
                     (undefined)";

/// What an item of a list or a pair may be.
const SCALAR: &str = "a string, number or boolean";

/// The JSON type of `v`, with its article, for a message.
fn kind(v: &Json) -> &'static str {
    match v {
        Json::Null => "null",
        Json::Bool(_) => "a boolean",
        Json::Number(_) => "a number",
        Json::String(_) => "a string",
        Json::Array(_) => "an array",
        Json::Object(_) => "an object",
    }
}

/// A string, number or boolean as the string it stands for: a number's
/// text as the JSON reader keeps it (as written, an exponent as `e` and
/// its sign).
fn scalar(v: &Json) -> Option<String> {
    match v {
        Json::String(s) => Some(s.clone()),
        Json::Number(n) => Some(n.clone()),
        Json::Bool(b) => Some(b.to_string()),
        _ => None,
    }
}

/// Reads `text`, a JSON object of variables, by the [module's](super)
/// rule.
///
/// ```
/// use urigram::template::{Template, json};
/// let vars = json::parse_vars(r#"{"page": 6, "q": ["a b", true], "x": null}"#).unwrap();
/// let t = Template::parse("/p{/page}{?q,x}").unwrap();
/// assert_eq!(t.expand(&vars).unwrap(), "/p/6?q=a%20b,true");
/// let e = json::parse_vars(r#"{"q": ["a", {}]}"#).unwrap_err();
/// assert_eq!(
///     e.to_string(),
///     "variable \"q\": item 1 is an object; expected a string, number or boolean"
/// );
/// ```
///
/// # Errors
///
/// Text that is not JSON, JSON that is not an object, and a value that
/// is not one a variable takes, each saying where.
pub fn parse_vars(text: &str) -> Result<Vars, VarsError> {
    let doc = crate::json::from_str(text).map_err(|e| VarsError::Syntax {
        message: e.message().to_owned(),
        line: e.line(),
        column: e.column(),
    })?;
    let Json::Object(map) = doc else {
        return Err(VarsError::NotAnObject { found: kind(&doc) });
    };
    let mut out = Vars::new();
    for (name, v) in map {
        if let Some(value) = value(&name, &v)? {
            out.insert(name, value);
        }
    }
    Ok(out)
}

/// The value of the variable `name`; `None` for `null`.
fn value(name: &str, v: &Json) -> Result<Option<Value>, VarsError> {
    let bad = |at: Option<String>, found: &Json, expected: &'static str| VarsError::Value {
        name: name.to_owned(),
        at,
        found: kind(found),
        expected,
    };
    Ok(Some(match v {
        Json::Null => return Ok(None),
        Json::Array(items) if items.first().is_some_and(Json::is_array) => {
            // Pairs: every item an array of two scalars.
            let mut pairs = Vec::with_capacity(items.len());
            for (i, item) in items.iter().enumerate() {
                let pair = match item {
                    Json::Array(p) if p.len() == 2 => scalar(&p[0]).zip(scalar(&p[1])),
                    _ => None,
                };
                let Some(pair) = pair else {
                    let what = match item {
                        Json::Array(p) => format!("item {i} (an array of {})", p.len()),
                        _ => format!("item {i}"),
                    };
                    return Err(VarsError::Value {
                        name: name.to_owned(),
                        at: Some(what),
                        found: kind(item),
                        expected: "a [name, value] pair of strings, numbers or booleans",
                    });
                };
                pairs.push(pair);
            }
            Value::Assoc(pairs)
        }
        Json::Array(items) => Value::List(
            items
                .iter()
                .enumerate()
                .map(|(i, x)| scalar(x).ok_or_else(|| bad(Some(format!("item {i}")), x, SCALAR)))
                .collect::<Result<_, _>>()?,
        ),
        Json::Object(m) => Value::Assoc(
            m.iter()
                .map(|(k, x)| {
                    let v =
                        scalar(x).ok_or_else(|| bad(Some(format!("member {k:?}")), x, SCALAR))?;
                    Ok((k.clone(), v))
                })
                .collect::<Result<_, _>>()?,
        ),
        other => match scalar(other) {
            Some(s) => Value::String(s),
            None => return Err(bad(None, other, VALUE)),
        },
    }))
}
