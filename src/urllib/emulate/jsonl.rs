//! The JSON-lines protocol of `urigram urllib --jsonl`: Python values to and
//! from JSON, and one request line to one response line.
//!
//! Values: a str is a JSON string; bytes are `{"bytes": "<lowercase hex>"}`;
//! bool, int and None are JSON booleans, numbers and null; a tuple or list is
//! an array (a request's arrays are tuples); a mapping is
//! `{"dict": [[key, value], ...]}`; a named result is `{"tuple": [...]}` plus
//! its properties, each a value or `{"error": {...}}`.

use crate::json::{Json as Value, Object as Map};

use crate::urllib::{PyError, PyObject, PyValue, Python, call_with};

/// A JSON value of a request as a Python value.
///
/// # Errors
/// A message naming what in the JSON has no Python form.
pub fn from_json(v: &Value) -> Result<PyValue, String> {
    Ok(match v {
        Value::Null => PyValue::None,
        Value::Bool(b) => PyValue::Bool(*b),
        Value::Number(n) => match n.parse::<i64>() {
            Ok(i) => PyValue::Int(i),
            Err(_) => big_int(n)?,
        },
        Value::String(s) => PyValue::Str(s.clone()),
        Value::Array(items) => {
            PyValue::Tuple(items.iter().map(from_json).collect::<Result<_, _>>()?)
        }
        Value::Object(m) if m.len() == 1 && m.contains_key("bytes") => {
            let hex = m
                .get("bytes")
                .and_then(Value::as_str)
                .ok_or("\"bytes\" must be a string of hex digits")?;
            PyValue::Bytes(decode_hex(hex)?)
        }
        Value::Object(m) if m.len() == 1 && m.contains_key("dict") => PyValue::Dict(
            pairs_from_json("dict", m.get("dict").unwrap_or(&Value::Null))?,
        ),
        Value::Object(m) if m.len() == 1 && m.contains_key("object") => PyValue::Object(Box::new(
            object_from_json(m.get("object").unwrap_or(&Value::Null))?,
        )),
        Value::Object(_) => {
            return Err(
                "an object must be {\"bytes\": ...}, {\"dict\": ...} or {\"object\": ...}".into(),
            );
        }
    })
}

/// The facets of `{"object": {...}}` (see [`PyObject`]): `type`, `str`,
/// `repr` (strings), `truthy`, `hashable` (booleans), and optionally
/// `buffer` (hex, as `"bytes"`), `items` (an array) and `mapping` (an array
/// of `[key, value]` pairs, as `"dict"`); nothing else.
fn object_from_json(v: &Value) -> Result<PyObject, String> {
    const KEYS: [&str; 8] = [
        "type", "str", "repr", "truthy", "hashable", "buffer", "items", "mapping",
    ];
    let m = v
        .as_object()
        .ok_or("\"object\" must be an object of facets")?;
    if let Some(k) = m.keys().find(|k| !KEYS.contains(&k.as_str())) {
        return Err(format!(
            "unknown facet {} in \"object\" (facets: {})",
            crate::urllib::repr_str(k),
            KEYS.join(", ")
        ));
    }
    let text = |key: &str| -> Result<String, String> {
        m.get(key)
            .and_then(Value::as_str)
            .map(str::to_owned)
            .ok_or_else(|| format!("\"object\" needs {key:?}, a string"))
    };
    let flag = |key: &str| -> Result<bool, String> {
        m.get(key)
            .and_then(Value::as_bool)
            .ok_or_else(|| format!("\"object\" needs {key:?}, true or false"))
    };
    let buffer = match m.get("buffer") {
        None | Some(Value::Null) => None,
        Some(Value::String(hex)) => Some(decode_hex(hex)?),
        Some(_) => return Err("\"buffer\" must be a string of hex digits or null".into()),
    };
    let items = match m.get("items") {
        None | Some(Value::Null) => None,
        Some(Value::Array(items)) => Some(items.iter().map(from_json).collect::<Result<_, _>>()?),
        Some(_) => return Err("\"items\" must be an array or null".into()),
    };
    let mapping = match m.get("mapping") {
        None | Some(Value::Null) => None,
        Some(pairs) => Some(pairs_from_json("mapping", pairs)?),
    };
    Ok(PyObject {
        mapping,
        type_name: text("type")?,
        str: text("str")?,
        repr: text("repr")?,
        truthy: flag("truthy")?,
        hashable: flag("hashable")?,
        buffer,
        items,
    })
}

/// `[[key, value], ...]`, the pairs of `{"dict": ...}` or of an object's
/// `mapping` (`what` names it in the error).
fn pairs_from_json(what: &str, v: &Value) -> Result<Vec<(PyValue, PyValue)>, String> {
    let pairs = v
        .as_array()
        .ok_or_else(|| format!("\"{what}\" must be an array of pairs"))?;
    let mut out = Vec::with_capacity(pairs.len());
    for p in pairs {
        match p.as_array().map(Vec::as_slice) {
            Some([k, v]) => out.push((from_json(k)?, from_json(v)?)),
            _ => return Err(format!("each \"{what}\" entry must be a [key, value] pair")),
        }
    }
    Ok(out)
}

/// A JSON number outside 64 bits as a Python `int`: JSON's integer form
/// (`-`, then digits without a leading zero), read exactly (the JSON reader keeps
/// the text). A fraction or exponent is no
/// `int`.
fn big_int(text: &str) -> Result<PyValue, String> {
    PyValue::int_from_decimal(text).ok_or_else(|| {
        format!(
            "number {text} is not an integer; for a float, send what urllib asks of it as {{\"object\": {{\"type\": \"float\", \"str\": ..., \"repr\": ..., \"truthy\": ..., \"hashable\": true}}}}"
        )
    })
}

fn decode_hex(hex: &str) -> Result<Vec<u8>, String> {
    // Pairs of bytes, not of chars: a non-ASCII char is a bad digit, never a
    // slice through its middle; and each digit is checked on its own, since
    // `from_str_radix` would also take a sign ("+f").
    let digit = crate::rules::chars::hex_value;
    // Named as Python's repr names it, not with Rust's escapes.
    let bad = || format!("bad hex in \"bytes\": {}", crate::urllib::repr_str(hex));
    let digits = hex.as_bytes();
    if digits.iter().any(|&b| digit(b).is_none()) {
        return Err(bad());
    }
    if digits.len() % 2 != 0 {
        return Err("\"bytes\" needs an even number of hex digits".into());
    }
    digits
        .chunks_exact(2)
        .map(|pair| match (digit(pair[0]), digit(pair[1])) {
            (Some(hi), Some(lo)) => Ok(hi << 4 | lo),
            _ => Err(bad()),
        })
        .collect()
}

/// Bytes as lowercase hex, two digits a byte.
fn hex(b: &[u8]) -> String {
    b.iter().map(|x| format!("{x:02x}")).collect()
}

/// Pairs as `[[key, value], ...]`.
fn pairs_json(pairs: &[(PyValue, PyValue)]) -> Value {
    Value::Array(
        pairs
            .iter()
            .map(|(k, v)| Value::Array(vec![to_json(k), to_json(v)]))
            .collect(),
    )
}

/// A Python value as JSON.
#[must_use]
pub fn to_json(v: &PyValue) -> Value {
    match v {
        PyValue::None => Value::Null,
        PyValue::Bool(b) => Value::Bool(*b),
        PyValue::Int(i) => Value::from(*i),
        // A number when the text is one (as serde_json's `Number` read
        // it), else a string.
        PyValue::BigInt(t) => match crate::json::from_str(t) {
            Ok(Value::Number(n)) if n == *t => Value::Number(n),
            _ => Value::from(t),
        },
        PyValue::Str(s) => Value::from(s),
        PyValue::Bytes(b) => Value::object(vec![("bytes", hex(b).into())]),
        PyValue::Tuple(items) | PyValue::List(items) => {
            Value::Array(items.iter().map(to_json).collect())
        }
        PyValue::Dict(pairs) => Value::object(vec![("dict", pairs_json(pairs))]),
        PyValue::Object(o) => {
            let mut m = Map::new();
            m.insert("type".into(), Value::from(&o.type_name));
            m.insert("str".into(), Value::from(&o.str));
            m.insert("repr".into(), Value::from(&o.repr));
            m.insert("truthy".into(), Value::Bool(o.truthy));
            m.insert("hashable".into(), Value::Bool(o.hashable));
            if let Some(b) = &o.buffer {
                m.insert("buffer".into(), Value::from(hex(b)));
            }
            if let Some(items) = &o.items {
                m.insert(
                    "items".into(),
                    Value::Array(items.iter().map(to_json).collect()),
                );
            }
            if let Some(pairs) = &o.mapping {
                m.insert("mapping".into(), pairs_json(pairs));
            }
            Value::object(vec![("object", Value::Object(m))])
        }
        PyValue::Named { tuple, attrs } => {
            let mut m = Map::new();
            m.insert(
                "tuple".into(),
                Value::Array(tuple.iter().map(to_json).collect()),
            );
            for (name, value) in attrs {
                let v = match value {
                    Ok(v) => to_json(v),
                    Err(e) => Value::object(vec![("error", error_json(e))]),
                };
                m.insert((*name).into(), v);
            }
            Value::Object(m)
        }
    }
}

/// `{"type": ..., "message": ...}` of an exception.
#[must_use]
pub fn error_json(e: &PyError) -> Value {
    Value::object(vec![
        ("type", Value::from(e.type_name)),
        ("message", Value::from(&e.message)),
    ])
}

/// `{"error": {"type": "RequestError", "message": message}}`: a request
/// that is no request.
fn request_error(message: String) -> Value {
    Value::object(vec![(
        "error",
        Value::object(vec![
            ("type", Value::from("RequestError")),
            ("message", Value::from(message)),
        ]),
    )])
}

/// The keys a request object may have.
const REQUEST_KEYS: [&str; 3] = ["fn", "args", "kwargs"];

/// Runs one request object as CPython 3.11 would and returns its response
/// object.
#[must_use]
pub fn respond_value(request: &Value) -> Value {
    respond_value_with(Python::V3_11, request)
}

/// Runs one request object as the CPython release `python` would and
/// returns its response object.
#[must_use]
pub fn respond_value_with(python: Python, request: &Value) -> Value {
    let answer = (|| {
        let obj = request
            .as_object()
            .ok_or("a request must be a JSON object")?;
        let unknown: Vec<&str> = obj
            .keys()
            .map(String::as_str)
            .filter(|k| !REQUEST_KEYS.contains(k))
            .collect();
        if !unknown.is_empty() {
            return Err(format!(
                "unknown key{} {} in a request (it takes \"fn\", \"args\" and \"kwargs\")",
                if unknown.len() == 1 { "" } else { "s" },
                unknown
                    .iter()
                    .map(|k| crate::urllib::repr_str(k))
                    .collect::<Vec<_>>()
                    .join(", ")
            ));
        }
        let name = obj
            .get("fn")
            .and_then(Value::as_str)
            .ok_or("a request needs \"fn\", a function name")?;
        let args = match obj.get("args") {
            None => Vec::new(),
            Some(Value::Array(a)) => a.iter().map(from_json).collect::<Result<Vec<_>, _>>()?,
            Some(_) => return Err("\"args\" must be an array".to_string()),
        };
        let kwargs = match obj.get("kwargs") {
            None => Vec::new(),
            Some(Value::Object(m)) => m
                .iter()
                .map(|(k, v)| Ok((k.clone(), from_json(v)?)))
                .collect::<Result<Vec<_>, String>>()?,
            Some(_) => return Err("\"kwargs\" must be an object".to_string()),
        };
        Ok(call_with(python, name, &args, &kwargs))
    })();
    match answer {
        Ok(Ok(v)) => Value::object(vec![("ok", to_json(&v))]),
        Ok(Err(e)) => Value::object(vec![("error", error_json(&e))]),
        Err(problem) => request_error(problem),
    }
}

/// Runs one request line and returns the response line (without newline).
///
/// ```
/// use urigram::urllib::jsonl::respond;
/// let line = respond(r#"{"fn": "nope", "args": []}"#);
/// assert_eq!(line, r#"{"error":{"type":"AttributeError","message":"module 'urllib.parse' has no attribute 'nope'"}}"#);
/// assert!(respond("{oops").starts_with(r#"{"error":{"type":"RequestError""#));
/// ```
#[must_use]
pub fn respond(line: &str) -> String {
    respond_with(Python::V3_11, line)
}

/// Runs one request line as the CPython release `python` would and returns
/// the response line (without newline): what `urigram urllib --jsonl
/// --python X.Y` answers.
///
/// ```
/// use urigram::urllib::{Python, jsonl::respond_with};
/// let line = r#"{"fn": "parse_qsl", "args": [""], "kwargs": {"strict_parsing": true}}"#;
/// assert_eq!(respond_with(Python::V3_11, line), r#"{"ok":[]}"#);
/// assert_eq!(
///     respond_with(Python::V3_10, line),
///     r#"{"error":{"type":"ValueError","message":"bad query field: ''"}}"#
/// );
/// ```
#[must_use]
pub fn respond_with(python: Python, line: &str) -> String {
    // A blank line is answered, like any other line, so that a co-process
    // that counts its requests and answers never waits for one that will
    // not come; the answer says what a request is.
    if line.trim().is_empty() {
        return request_error(
            "a blank line is no request: a request is one JSON object per line".into(),
        )
        .to_string();
    }
    match crate::json::from_str(line) {
        Ok(v) => respond_value_with(python, &v).to_string(),
        Err(e) => request_error(format!("malformed JSON: {e}")).to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A blank line gets an answer (a co-process counts on one answer per
    /// line) that says what a request is; unknown keys are named.
    #[test]
    fn blank_lines_and_unknown_keys_are_answered_clearly() {
        for blank in ["", "  ", "\t"] {
            let r = respond(blank);
            assert!(r.contains(r#""type":"RequestError""#), "{r}");
            assert!(r.contains("a blank line is no request"), "{r}");
        }
        let r = respond(r#"{"fn": "quote", "args": ["a"], "kw": {}, "id": 1}"#);
        assert_eq!(
            r,
            r#"{"error":{"type":"RequestError","message":"unknown keys 'kw', 'id' in a request (it takes \"fn\", \"args\" and \"kwargs\")"}}"#
        );
    }

    /// Python's integers have no bound: the answers are CPython 3.11.7's
    /// (`urlencode({'e': 10**30, 'n': -10**20})`, `quote_from_bytes(b'a',
    /// safe=[10**30])`, `parse_qsl('a=1&b=2', max_num_fields=10**30)`).
    #[test]
    fn big_integers_are_python_ints() {
        let r = respond(
            r#"{"fn": "urlencode", "args": [{"dict": [["e", 1000000000000000000000000000000], ["n", -100000000000000000000]]}]}"#,
        );
        assert_eq!(
            r,
            r#"{"ok":"e=1000000000000000000000000000000&n=-100000000000000000000"}"#
        );
        let r = respond(
            r#"{"fn": "quote_from_bytes", "args": [{"bytes": "61"}], "kwargs": {"safe": [1000000000000000000000000000000]}}"#,
        );
        assert_eq!(r, r#"{"ok":"a"}"#);
        let r = respond(
            r#"{"fn": "parse_qsl", "args": ["a=1&b=2"], "kwargs": {"max_num_fields": 1000000000000000000000000000000}}"#,
        );
        assert_eq!(r, r#"{"ok":[["a","1"],["b","2"]]}"#);
        let r = respond(
            r#"{"fn": "parse_qsl", "args": ["a=1"], "kwargs": {"max_num_fields": -1000000000000000000000000000000}}"#,
        );
        assert_eq!(
            r,
            r#"{"error":{"type":"ValueError","message":"Max number of fields exceeded"}}"#
        );
        // A number with a fraction or an exponent is no int...
        for n in ["1e30", "1.5"] {
            let r = respond(&format!(
                r#"{{"fn": "urlencode", "args": [{{"dict": [["e", {n}]]}}]}}"#
            ));
            // ... and the message says how to send a float instead.
            assert!(
                r.starts_with(r#"{"error":{"type":"RequestError","message":"number "#)
                    && r.contains(" is not an integer; for a float, send ")
                    && r.contains(r#"{\"object\": {\"type\": \"float\""#),
                "{r}"
            );
        }
    }

    /// Hex digits are read two bytes at a time, so a non-ASCII character in
    /// them is an error, not a slice through the middle of a character.
    #[test]
    fn non_ascii_in_bytes_hex_is_an_error() {
        for hex in ["aéb", "é", "éé", "0€"] {
            let r = respond(&format!(
                r#"{{"fn": "quote", "args": [{{"bytes": "{hex}"}}]}}"#
            ));
            assert!(
                r.starts_with(r#"{"error":{"type":"RequestError","message":""#),
                "{r}"
            );
        }
        assert_eq!(
            respond(r#"{"fn": "quote", "args": [{"bytes": "2F41"}]}"#),
            r#"{"ok":"/A"}"#
        );
    }
}
